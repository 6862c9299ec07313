"""Published standings checked against the standings computed by the event's tie-breaks,
as FIDE's tie-break checker checks a TRF (its ranks against the ranks the tie-break list
gives), for either side: each published score that differs, and each published rank that
differs with the first criterion (a score or a tie-break, in the list's order) deciding
between the entrant and the nearest one published on the other side of it.

Ranks follow the TRF's definition, ties allowed: an entrant equal on every criterion with
others may be published at any place of the range they share (the file holds no lots; with
no tie-break list, the range of its score). A blank rank or score publishes nothing and is
not checked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Computed:
    """One entrant in the computed standings: its number, its place (``place``..``place_to``,
    the range it shares), its value in each column ranked by (scores, then tie-breaks) and
    its scores by name (a team's match and game points, whether ranked by or not)."""

    number: int
    place: int
    place_to: int
    values: tuple[Fraction, ...]
    scores: Mapping[str, Fraction]


@dataclass(frozen=True)
class Published:
    """What a file publishes for one entrant: its scores by column name (a blank one left
    out), its rank (``None`` when blank), and the line it is on."""

    number: int
    scores: Mapping[str, Fraction]
    rank: int | None
    line: int


@dataclass(frozen=True)
class ScoreDifference:
    """A published score (``column``) that the games do not give."""

    number: int
    line: int
    column: str
    published: Fraction
    computed: Fraction


@dataclass(frozen=True)
class RankDifference:
    """A published rank the standings do not give: ``place``..``place_to`` the range they
    give; ``other``
    the nearest entrant published on the other side of this one (its published rank
    ``other_rank``), ``decided_by`` the first column that separates them (``None``: equal on
    every one, so they share a place) with this entrant's and the other's values there."""

    number: int
    line: int
    rank: int
    place: int
    place_to: int
    other: int | None = None
    other_rank: int | None = None
    decided_by: str | None = None
    own_value: Fraction | None = None
    other_value: Fraction | None = None

    @property
    def ahead(self) -> bool:
        """Whether the standings put this entrant ahead of where it is published."""
        return self.place < self.rank


Difference = ScoreDifference | RankDifference


def differences(
    columns: Sequence[str],
    computed: Sequence[Computed],
    published: Sequence[Published],
) -> list[Difference]:
    """Every published score and rank that the ``computed`` standings (best first,
    ``columns`` naming their values) do not give, in the order of the file."""
    by_number = {c.number: c for c in computed}
    found: list[Difference] = []
    for row in published:
        mine = by_number.get(row.number)
        if mine is None:
            continue
        for column, value in row.scores.items():
            if column in mine.scores and value != mine.scores[column]:
                found.append(
                    ScoreDifference(row.number, row.line, column, value, mine.scores[column])
                )
        if row.rank is not None and not mine.place <= row.rank <= mine.place_to:
            found.append(_rank_difference(columns, computed, published, row, mine))
    return found


def _rank_difference(
    columns: Sequence[str],
    computed: Sequence[Computed],
    published: Sequence[Published],
    row: Published,
    mine: Computed,
) -> RankDifference:
    """The difference of ``row``'s rank, with the entrant that shows it: the nearest one
    in the computed order that the file publishes on the other side of this one."""
    assert row.rank is not None
    rank = row.rank
    ranks = {p.number: p.rank for p in published if p.rank is not None}
    position = next(i for i, c in enumerate(computed) if c.number == mine.number)
    if mine.place > rank:  # published too high: who is ahead but published behind?
        order = reversed(computed[:position])
        wrong = [c for c in order if ranks.get(c.number, 0) >= rank]
    else:  # published too low: who is behind but published ahead?
        wrong = [c for c in computed[position + 1 :] if 0 < ranks.get(c.number, 0) <= rank]
    if not wrong:
        return RankDifference(row.number, row.line, rank, mine.place, mine.place_to)
    other = wrong[0]
    decided = next(
        (i for i, (a, b) in enumerate(zip(mine.values, other.values, strict=True)) if a != b), None
    )
    return RankDifference(
        row.number,
        row.line,
        rank,
        mine.place,
        mine.place_to,
        other.number,
        ranks.get(other.number),
        columns[decided] if decided is not None else None,
        mine.values[decided] if decided is not None else None,
        other.values[decided] if decided is not None else None,
    )
