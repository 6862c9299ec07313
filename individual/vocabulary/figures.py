"""Standings figures as printed: one convention for both command lines, both bulletins and
their downloads. A place shared by rows equal on everything is a range (``3-4``) on each of
them; a column of points or tie-break values has one spelling (``result.column_format``);
direct encounter (``DE``, ``DE1``; a team's ``EDE`` and its steps, ``TBR``, ``BBE``) shows the
place it gives only where it decides something, ``-`` where it decides nothing (no tie, or
the games between the tied rows rank none of them), and so does the board count (``BC``)
where C.07 12.1 does not let it rank a tie (the tied teams' game points differ) or it is 0;
a rating tie-break C.07 art. 10 drops (``c07.Table.dropped``) is ``-`` throughout the tables
and pages. Every CSV and Excel file (``standings --csv`` and the bulletins' downloads alike)
writes the numbers a program reads, as FIDE's checker gives them: the rank the first place
of a shared one (``3`` on both rows of ``3-4``), direct encounter (and the others above)
its 0 where it decides nothing, a dropped tie-break an empty cell (``null``), every value
one decimal form (``csv_value``, ``csv_number``).
A count is printed with its noun in the number it takes (``1 round``, ``2 rounds``:
``plural``)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction

from individual.vocabulary.result import column_format, exact_decimal, rounded

DECIDES_NOTHING_AT_ZERO = frozenset(
    {"DE", "DE1", "EDE", "EDET", "EDEB", "EDEBT", "EDEBB", "TBR", "BBE", "BC"}
)
"""The tie-breaks worked out inside the ties (C.07's table and F.10's own), 0 where they
separate nobody: a place inside a tie (direct encounter, its extended form, the top board
results, the bottom board elimination) and the board count (C.07 12.1: not used in a tie
of unequal game points)."""
NOTHING_DECIDED = "-"


def place_range(first: int, last: int) -> str:
    """A place as printed: ``3`` alone, ``3-4`` shared by the rows from 3 to 4."""
    return str(first) if first == last else f"{first}-{last}"


def decides_nothing(acronym: str, value: Fraction) -> bool:
    """A tie-break worked out inside the ties (direct encounter, the board count...) that
    separates nobody where this row stands (its value 0)."""
    return acronym in DECIDES_NOTHING_AT_ZERO and value == 0


def column_text(acronym: str, values: Sequence[Fraction]) -> list[str]:
    """A standings column as printed, row by row: ``-`` where direct encounter or the board
    count decides nothing, every other value in the column's one spelling."""
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


def plain_decimal(value: Fraction | int) -> str:
    """A value as ``check`` writes it: the exact decimal (``12.5``, ``3``, ``0.125``); a
    value with no exact decimal rounded to two places by ``result.rounded`` (``1/3`` ->
    ``0.33``, ``5/6`` -> ``0.83``)."""
    exact = exact_decimal(value)
    return format((rounded(value, 2) if exact is None else exact).normalize(), "f")


def csv_number(value: Fraction | int) -> int | float:
    """A number as every CSV and Excel file writes it: a whole number as one (``2``), else
    the decimal to two places at most, .5 up (``1.5``, ``0.33``, ``13.875`` -> ``13.88``:
    ``result.rounded``), the value the pages print and FIDE's checker gives."""
    if Fraction(value).denominator == 1:
        return int(value)
    return float(rounded(value, 2))


def csv_value(acronym: str, value: Fraction, dropped: Collection[str] = ()) -> int | float | None:
    """A tie-break value as every CSV and Excel file writes it: the number (``csv_number``;
    direct encounter's 0 where it decides nothing, as FIDE's checker gives it), ``None``
    (an empty cell: no value) in a column C.07 art. 10 ``dropped``."""
    return None if acronym in dropped else csv_number(value)


def plural(count: int, word: str, words: str | None = None) -> str:
    """``1 match``, ``2 matches``: the count and the word (``words`` if not ``word + s``)."""
    return f"{count} {word}" if count == 1 else f"{count} {words or word + 's'}"
