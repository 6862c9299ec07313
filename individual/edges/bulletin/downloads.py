"""The bulletin's downloads: a table of a page as CSV and as an Excel file beside it.

Both sides' bulletins give rows (a header and values) built from the very values their
pages show; pandas writes them. Nothing the organiser typed becomes a formula: a text cell
beginning with ``=``, ``+``, ``-``, ``@`` (or a tab or carriage return, which spreadsheet
programs also read as the start of a formula) gets a leading apostrophe, in both files.
A lone ``-`` is no formula and stays as it is. Numbers are written as every CSV of the
project writes them (``individual.vocabulary.figures.csv_number``: ``2``, ``2.5``,
``0.33``); the rows give the rank as a number, direct encounter's 0 where it decides
nothing, an empty cell for a tie-break C.07 art. 10 dropped (``figures.csv_value``).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path

from individual.edges.files import replace_atomically
from individual.vocabulary.figures import NOTHING_DECIDED, csv_number

Cell = str | int | float | Fraction | None
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe(value: Cell) -> str | int | float | None:
    """A cell as written: text that could start a formula neutralised, points as numbers."""
    if isinstance(value, Fraction):
        return csv_number(value)
    if isinstance(value, str) and value.startswith(FORMULA_STARTS) and value != NOTHING_DECIDED:
        return "'" + value
    return value


def write_tables(
    outdir: Path, name: str, header: Sequence[str], rows: Sequence[Sequence[Cell]]
) -> list[Path]:
    """Write ``name.csv`` (UTF-8) and ``name.xlsx`` into ``outdir``, atomically; the files."""
    import pandas as pd  # type: ignore[import-untyped]

    frame = pd.DataFrame(
        [[safe(cell) for cell in row] for row in rows],
        columns=[str(safe(h)) for h in header],
        dtype=object,  # each cell keeps its type: a blank stays blank, a rating whole
    )
    csv = replace_atomically(
        outdir / f"{name}.csv",
        lambda path: frame.to_csv(path, index=False, encoding="utf-8", lineterminator="\n"),
    )
    excel = replace_atomically(
        outdir / f"{name}.xlsx",
        lambda path: frame.to_excel(path, index=False, sheet_name=name[:31], engine="openpyxl"),
    )
    return [csv, excel]
