"""Standings figures as printed: one convention for both command lines, both bulletins and
their downloads. A place shared by rows equal on everything is a range (``3-4``) on each of
them; a column of points or tie-break values has one spelling (``result.column_format``);
direct encounter (``DE``, ``DE1``) shows the place it gives only where it decides something,
``-`` where it decides nothing (no tie, or the games between the tied rows rank none of them);
a rating tie-break C.07 art. 10 drops (``c07.Table.dropped``) is ``-`` throughout.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from individual.vocabulary.result import column_format

DIRECT_ENCOUNTER = frozenset({"DE", "DE1"})
"""The tie-breaks whose value is a place inside a tie, 0 where they separate nobody."""
NOTHING_DECIDED = "-"


def place_range(first: int, last: int) -> str:
    """A place as printed: ``3`` alone, ``3-4`` shared by the rows from 3 to 4."""
    return str(first) if first == last else f"{first}-{last}"


def decides_nothing(acronym: str, value: Fraction) -> bool:
    """Direct encounter that separates nobody where this row stands (its value 0)."""
    return acronym in DIRECT_ENCOUNTER and value == 0


def column_text(acronym: str, values: Sequence[Fraction]) -> list[str]:
    """A standings column as printed, row by row: ``-`` where direct encounter decides
    nothing, every other value in the column's one spelling."""
    shown = column_format(v for v in values if not decides_nothing(acronym, v))
    return [NOTHING_DECIDED if decides_nothing(acronym, v) else shown(v) for v in values]


def table_text(
    columns: Sequence[str], rows: Sequence[Sequence[Fraction]], dropped: Collection[str] = ()
) -> list[list[str]]:
    """Rows of standings figures (one value per column, ``columns`` naming them) as
    printed, each column by ``column_text``, one C.07 art. 10 ``dropped`` ``-`` throughout."""
    by_column = [
        [NOTHING_DECIDED] * len(rows) if c in dropped else column_text(c, [r[i] for r in rows])
        for i, c in enumerate(columns)
    ]
    return [[cells[j] for cells in by_column] for j in range(len(rows))]


def download_value(acronym: str, value: Fraction, dropped: Collection[str] = ()) -> Fraction | str:
    """A standings value as a download writes it: the number, ``-`` where direct
    encounter decides nothing and in a column C.07 art. 10 ``dropped``."""
    gone = acronym in dropped or decides_nothing(acronym, value)
    return NOTHING_DECIDED if gone else value
