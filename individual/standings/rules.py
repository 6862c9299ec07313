"""FIDE Tie-Break Regulations (C.07) parts that team and individual events share: own and
adjusted scores with the unplayed rounds of art. 16 (``Scores``), a round's contribution
to a sum and the cut of the least significant values with voluntarily unplayed rounds
(VUR) first, the places direct encounter gives inside
a tie, and the places rows equal on everything share. A player's score is its points; a
team's its match points.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Generic, Protocol, TypeVar

EDITION = 2026
"""The edition of C.07 followed unless told otherwise (its art. 16 caps unplayed rounds)."""


class Played(Protocol):
    """One round of an entrant as C.07 sees it: the opponent paired (``None`` for none),
    whether a game (a match) was played over the board, whether the round was voluntarily
    unplayed, and the score it brought."""

    @property
    def round(self) -> int: ...
    @property
    def opponent(self) -> int | None: ...
    @property
    def played(self) -> bool: ...
    @property
    def vur(self) -> bool: ...
    @property
    def score(self) -> Fraction | int: ...


R = TypeVar("R", bound=Played)


class Scores(Generic[R]):
    """Own and adjusted scores of every entrant from its rounds (C.07 art. 16).

    ``draw``: what a drawn round scores (1/2 a point, 1 match point); ``edition``: from
    2026 the score counted for a round without a game is capped. Every score is also kept
    in whole ``units`` of ``1/scale`` (the common denominator of the rounds' scores:
    ``own_units``, ``adjusted_units``, ``opponent_units``), which the C.07 tie-breaks add
    up fast; ``own``, ``adjusted`` and ``opponent_score`` are the same as fractions."""

    def __init__(
        self, rows: Mapping[int, Sequence[R]], draw: Fraction | int, edition: int = EDITION
    ) -> None:
        self.rows = rows
        self.draw = draw
        self.edition = edition
        self.rounds = max((len(r) for r in rows.values()), default=0)
        self.scale = _common_denominator(rows, draw)
        scale = self.scale
        self.units = {t: [_in_units(e.score, scale) for e in r] for t, r in rows.items()}
        self.draw_units = int(draw * scale)
        self.own_units = {t: sum(u) for t, u in self.units.items()}
        self.adjusted_units = {t: self._adjusted(rows[t], u) for t, u in self.units.items()}
        self.own = {t: Fraction(v, scale) for t, v in self.own_units.items()}
        self.adjusted = {t: Fraction(v, scale) for t, v in self.adjusted_units.items()}

    def _adjusted(self, rows: Sequence[R], units: Sequence[int]) -> int:
        """An opponent's score for the others' tie-breaks (C.07 16.3): every round as
        scored (16.3.1), but a requested bye (or a round not paired, 16.1.1: a zero-point
        bye) followed only by VURs or in the last round counted (16.2.5) is a draw
        (16.3.2); a forfeit lost there keeps its points (16.2.4)."""
        last = max((e.round for e in rows if not e.vur), default=0)
        draw = self.draw_units
        return sum(
            u if e.opponent is not None or e.round <= last else draw
            for e, u in zip(rows, units, strict=True)
        )

    def opponent_units(self, who: int, entry: R) -> int:
        """``opponent_score`` in units (C.07 16.4)."""
        if entry.played and entry.opponent is not None:
            return self.adjusted_units[entry.opponent]
        own = self.own_units[who]
        if self.edition < 2026:
            return own
        if entry.opponent is not None:
            return min(own, self.adjusted_units[entry.opponent])
        return min(own, self.draw_units * self.rounds)

    def opponent_score(self, who: int, entry: R) -> Fraction:
        """The score a round contributes: the opponent's adjusted score (16.3), or for a
        round without a game over the board a dummy's, the entrant's own score (16.4),
        capped from the 2026 edition: for a forfeit at the scheduled opponent's adjusted
        score (16.4.1), otherwise at a draw times the rounds counted (16.4.2)."""
        return Fraction(self.opponent_units(who, entry), self.scale)


def _common_denominator(rows: Mapping[int, Sequence[R]], draw: Fraction | int) -> int:
    found = {e.score.denominator for r in rows.values() for e in r}
    return math.lcm(Fraction(draw).denominator, *found)


def _in_units(score: Fraction | int, scale: int) -> int:
    """``score * scale``, a whole number (``scale`` a multiple of its denominator)."""
    return score.numerator * (scale // score.denominator)


@dataclass(frozen=True)
class Contribution:
    """One round's part in a Buchholz or Sonneborn-Berger sum, for the cut (as fractions,
    or in whole units)."""

    score: Fraction | int
    value: Fraction | int
    vur: bool


def kept_after_cut(contributions: Sequence[Contribution], count: int) -> list[Contribution]:
    """What cutting ``count`` least significant values keeps: the lowest score (smaller
    value first, C.07 14.1.1 d); the lowest VUR contribution is cut instead when it is not
    lower than that value (16.5.1: for Buchholz always, for Sonneborn-Berger "the higher
    of these two values"), again for each further cut (16.5.2)."""
    kept = list(contributions)
    for _ in range(min(count, len(kept))):
        least = min(kept, key=lambda c: (c.score, c.value))
        vurs = [c for c in kept if c.vur]
        vur = min(vurs, key=lambda c: (c.value, c.score)) if vurs else None
        kept.remove(vur if vur is not None and least.value <= vur.value else least)
    return kept


def de_places(
    group: list[int], met: Mapping[tuple[int, int], Fraction], win: int
) -> dict[int, int]:
    """Places (1 first) that the points of ``group`` against each other give: if all
    met, their mutual scores rank them; if not, one is placed ahead only when its score
    beats the most anyone below it could have had (``win`` a round). Applied again
    inside each group left on the same place."""
    if len(group) < 2:
        return {t: 1 for t in group}
    inside = set(group)
    points: dict[int, Fraction] = {t: Fraction(0) for t in group}
    opponents = {t: 0 for t in group}
    if len(met) < len(group) ** 2:  # the pairs met, not every pair of the group
        for (t, o), value in met.items():
            if t in inside and o in inside and o != t:
                points[t] += value
                opponents[t] += 1
    else:
        for t in group:
            for o in group:
                if o != t and (t, o) in met:
                    points[t] += met[(t, o)]
                    opponents[t] += 1
    most = {t: points[t] + (len(group) - 1 - opponents[t]) * win for t in group}
    order = sorted(group, key=lambda t: (-points[t], -most[t]))
    places, place, separate = {order[0]: 1}, 1, True
    all_met = all(opponents[t] == len(group) - 1 for t in group)
    for i in range(1, len(order)):
        if all_met:  # the mutual scores rank them
            ahead = points[order[i]] < points[order[i - 1]]
        else:  # only a score no team below could reach separates
            ahead = separate and points[order[i - 1]] > max(most[t] for t in order[i:])
            separate = ahead
        place = i + 1 if ahead else place
        places[order[i]] = place
    return de_again(places, met, win)


def de_again(
    places: dict[int, int], met: Mapping[tuple[int, int], Fraction], win: int
) -> dict[int, int]:
    """DE once more inside each group of teams it left on the same place."""
    result = dict(places)
    for place in set(places.values()):
        sub = [t for t, p in places.items() if p == place]
        if 1 < len(sub) < len(places):
            inner = de_places(sub, met, win)
            result.update({t: place + inner[t] - 1 for t in sub})
    return result


def shared_places(strengths: Sequence[tuple[object, ...]]) -> list[tuple[int, int]]:
    """First and last place of each row, sorted strongest first: rows of equal strength
    (equal on every score, tie-break and lot) share the range of places they occupy
    (Olympiad art. 14, and the individual standings alike)."""
    places: list[tuple[int, int]] = []
    start = 0
    while start < len(strengths):
        end = start
        while end + 1 < len(strengths) and strengths[end + 1] == strengths[start]:
            end += 1
        places.extend([(start + 1, end + 1)] * (end - start + 1))
        start = end + 1
    return places
