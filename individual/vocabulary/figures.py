"""Standings figures as printed: one convention for both command lines, both bulletins and
their downloads. A place shared by rows equal on everything is a range (``3-4``) on each of
them; a column of points or tie-break values has one spelling (``result.column_format``);
direct encounter (``DE``, ``DE1``) shows the place it gives only where it decides something,
``-`` where it decides nothing (no tie, or the games between the tied rows rank none of them);
a rating tie-break C.07 art. 10 drops (``c07.Table.dropped``) is ``-`` throughout the
tables and pages, and an empty cell (no value, as FIDE's checker gives ``null``) in every
CSV and Excel file: ``standings --csv`` and the bulletins' downloads alike (``csv_value``).
A count is printed with its noun in the number it takes (``1 round``, ``2 rounds``:
``plural``).
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


def csv_value(acronym: str, value: Fraction, dropped: Collection[str] = ()) -> Fraction | None:
    """A tie-break value as a CSV or Excel file writes it: the number, ``None`` (an empty
    cell: no value) in a column C.07 art. 10 ``dropped``."""
    return None if acronym in dropped else value


def download_value(
    acronym: str, value: Fraction, dropped: Collection[str] = ()
) -> Fraction | str | None:
    """A standings value as a bulletin's download writes it: ``csv_value``, and ``-``
    where direct encounter decides nothing."""
    kept = csv_value(acronym, value, dropped)
    return NOTHING_DECIDED if kept is not None and decides_nothing(acronym, kept) else kept


def plural(count: int, word: str, words: str | None = None) -> str:
    """``1 match``, ``2 matches``: the count and the word (``words`` if not ``word + s``)."""
    return f"{count} {word}" if count == 1 else f"{count} {words or word + 's'}"
