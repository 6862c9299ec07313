"""The standings of an event of either side after round N by a list of C.07 tie-breaks:
the participants by their score, then by each tie-break in order (a tie-break worked out
inside a tie sees the groups still tied when its turn comes), participants equal on
everything sharing the range of places they occupy.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings import rules
from individual.standings.c07 import ratings
from individual.standings.c07.acronyms import TieBreak, TieBreakError
from individual.standings.c07.context import Context
from individual.standings.c07.field import Field
from individual.standings.c07.registry import REGISTRY, Definition
from individual.standings.rules import shared_places
from individual.vocabulary.figures import place_range


@dataclass(frozen=True)
class Row:
    """One participant's line: ``place``..``place_to`` (equal when alone), its score and
    the value of each tie-break, in the table's order."""

    number: int
    place: int
    place_to: int
    score: Fraction
    values: tuple[Fraction, ...]

    @property
    def rank(self) -> str:
        """``3`` alone, ``3-4`` shared."""
        return place_range(self.place, self.place_to)


@dataclass(frozen=True)
class Table:
    """The standings: the tie-breaks (the columns after the score) and the rows, best
    first; ``dropped``: the tie-breaks (as written) art. 10 dropped, 0 for everybody."""

    tiebreaks: tuple[TieBreak, ...]
    rows: tuple[Row, ...]
    dropped: tuple[str, ...] = ()

    def row(self, number: int) -> Row:
        for row in self.rows:
            if row.number == number:
                return row
        raise KeyError(number)

    def deciding(self, first: int, second: int) -> TieBreak | None:
        """The first tie-break on which two participants equal on score differ (what
        orders them), ``None`` when their scores differ or nothing separates them."""
        a, b = self.row(first), self.row(second)
        if a.score != b.score:
            return None
        return next((t for t, x, y in zip(self.tiebreaks, a.values, b.values, strict=True)
                     if x != y), None)  # fmt: skip

    def values(self, tiebreak: TieBreak | str) -> dict[int, Fraction]:
        """One column by its tie-break or its text (``"BH/C1"``)."""
        text = tiebreak.text if isinstance(tiebreak, TieBreak) else tiebreak.upper()
        index = [t.text.upper() for t in self.tiebreaks].index(text.upper())
        return {r.number: r.values[index] for r in self.rows}


def check(
    tiebreaks: Sequence[TieBreak], team: bool, own: Mapping[str, Definition] | None = None
) -> None:
    """``TieBreakError`` naming a tie-break the event's side does not have or a modifier
    it does not take (``own``: the system's own tie-breaks, by name in capitals, first)."""
    for t in tiebreaks:
        found = (own or {}).get(t.name.upper()) or REGISTRY.get(t.name.upper())
        if found is None:
            raise TieBreakError(f"unknown tie-break {t.text!r}")
        if found.team_only and not team:
            raise TieBreakError(f"tie-break {t.text!r} is for team events only")
        used = ("C" * bool(t.cut) + "M" * bool(t.median) + "P" * t.played
                + "L" * (t.limit is not None or t.shift is not None)
                + "U" * (t.unrated is not None) + "F" * t.fore
                + "K" * (t.factor is not None))  # fmt: skip
        wrong = [m for m in used if m not in found.modifiers]
        if wrong:
            raise TieBreakError(f"tie-break {t.text!r}: {found.acronym} takes no /{wrong[0]}")
        if t.score and not team:
            raise TieBreakError(f"tie-break {t.text!r}: only a team event has :{t.score}")


def table(
    field: Field,
    tiebreaks: Sequence[TieBreak],
    edition: int = rules.EDITION,
    lots: Mapping[int, int] | None = None,
    own: Mapping[str, Definition] | None = None,
) -> Table:
    """The standings of ``field`` (after its ``rounds``) by ``tiebreaks``; ``lots``: the
    order the arbiter drew for participants equal on everything (lower first); ``own``:
    tie-breaks a system's own regulations define beside C.07 (the Olympiad 2012's SB-OLY,
    the 1998 Swiss F.10's DE1), by name in capitals, read before ``REGISTRY``."""
    named = own or {}
    check(tiebreaks, field.team, named)
    ctx = Context(field, edition)
    numbers = ctx.numbers
    score = ctx.scores.own
    keys: dict[int, list[Fraction]] = {n: [-score[n]] for n in numbers}
    columns: list[Mapping[int, Fraction]] = []
    dropped: list[str] = []
    for t in tiebreaks:
        found = named.get(t.name.upper()) or REGISTRY[t.name.upper()]
        if found.rating and ratings.dropped(ctx, t):  # art. 10: it separates nobody
            values = {n: Fraction(0) for n in numbers}
            dropped.append(t.text)
        elif found.within_ties is not None:
            values = found.within_ties(ctx, t, _tied(numbers, keys))
            values = {n: values.get(n, Fraction(0)) for n in numbers}
        else:
            assert found.compute is not None
            values = found.compute(ctx, t)
        columns.append(values)
        sign = 1 if found.lower_is_better else -1
        for n in numbers:
            keys[n].append(sign * values[n])
    lot = lots or {}
    whole = _whole(numbers, keys)
    order = sorted(numbers, key=lambda n: (whole[n], lot.get(n, 10**9), n))
    places = shared_places([(whole[n], lot.get(n)) for n in order])
    rows = tuple(
        Row(n, first, last, score[n], tuple(c[n] for c in columns))
        for n, (first, last) in zip(order, places, strict=True)
    )
    return Table(tuple(tiebreaks), rows, tuple(dropped))


def _whole(
    numbers: Sequence[int], keys: Mapping[int, list[Fraction]]
) -> dict[int, tuple[int, ...]]:
    """The sort keys as whole numbers (each column times the common denominator of its
    values): the same order, compared fast."""
    columns = len(keys[numbers[0]]) if numbers else 0
    scales = [math.lcm(*{keys[n][i].denominator for n in numbers}) for i in range(columns)]
    return {
        n: tuple(v.numerator * (s // v.denominator) for v, s in zip(keys[n], scales, strict=True))
        for n in numbers
    }


def _tied(numbers: Sequence[int], keys: Mapping[int, list[Fraction]]) -> list[list[int]]:
    """The participants still tied, best first; the first group is those at first place,
    even one alone (what a tie-break for first place only reads)."""
    groups: dict[tuple[Fraction, ...], list[int]] = {}
    for n in numbers:
        groups.setdefault(tuple(keys[n]), []).append(n)
    ordered = [groups[k] for k in sorted(groups)]
    return [g for i, g in enumerate(ordered) if i == 0 or len(g) > 1]
