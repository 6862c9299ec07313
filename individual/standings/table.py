"""The final order of an individual event: points, then the event's tie-breaks in the
order chosen, then the lots the arbiter drew (F.10 d). ``F10`` in the list stands for the
system's own order (FIDE Swiss 1998 F.10): ``DE1`` (for first place only, the games
between the tied players) then ``ARO``. ``DE`` ranks by the games between players tied
on everything before it. Players equal on everything (lots included) share the range of
places they occupy (``3-4`` on each of their rows, as in team events).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings.rules import shared_places
from individual.standings.tiebreaks import Scores, column, direct_encounter, encounters
from individual.swiss.model import SwissEvent
from individual.vocabulary.figures import place_range

LOWER_IS_BETTER = frozenset({"DE", "DE1"})


@dataclass(frozen=True)
class Standing:
    """One player's line: ``place``..``place_to`` the place shared with the players equal
    on everything (equal when alone), the points and the tie-breaks' values."""

    place: int
    number: int
    points: Fraction
    values: tuple[Fraction, ...]
    place_to: int

    @property
    def rank(self) -> str:
        """The place as printed: ``3`` alone, ``3-4`` when shared (both sides alike)."""
        return place_range(self.place, self.place_to)


def expand(tiebreaks: Sequence[str]) -> tuple[str, ...]:
    """The columns a list of acronyms gives (``F10`` -> ``DE1``, ``ARO``)."""
    found: list[str] = []
    for acronym in tiebreaks:
        for name in ("DE1", "ARO") if acronym == "F10" else (acronym,):
            if name not in found:
                found.append(name)
    return tuple(found)


def standings(
    event: SwissEvent,
    tiebreaks: Sequence[str],
    lots: Mapping[int, int] | None = None,
    scores: Scores | None = None,
) -> tuple[tuple[str, ...], list[Standing]]:
    """The columns and the standing, best first; ``scores``: the event's, if a caller
    (a bulletin) reads them too."""
    names = expand(tiebreaks)
    scores = scores or Scores(event)
    players = sorted(scores.rows)
    keys: dict[int, list[Fraction]] = {p: [-scores.own[p]] for p in players}
    values: dict[str, dict[int, Fraction]] = {}
    met = encounters(event)
    for name in names:
        if name in ("DE", "DE1"):
            groups = _tied(players, keys)
            if name == "DE1":
                best = min(keys.values())
                groups = [g for g in groups if keys[g[0]] == best]
            found = direct_encounter(groups, met)
            values[name] = {p: found.get(p, Fraction(0)) for p in players}
        else:
            values[name] = column(event, name, scores)
        sign = 1 if name in LOWER_IS_BETTER else -1
        for p in players:
            keys[p].append(sign * values[name][p])
    lot = lots or {}
    order = sorted(players, key=lambda p: (keys[p], lot.get(p, 10**9), p))
    places = shared_places([(tuple(keys[p]), lot.get(p)) for p in order])
    rows = [
        Standing(first, p, scores.own[p], tuple(values[n][p] for n in names), last)
        for p, (first, last) in zip(order, places, strict=True)
    ]
    return names, rows


def _tied(players: Sequence[int], keys: Mapping[int, list[Fraction]]) -> list[list[int]]:
    groups: dict[tuple[Fraction, ...], list[int]] = {}
    for p in players:
        groups.setdefault(tuple(keys[p]), []).append(p)
    return [g for g in groups.values() if len(g) > 1]
