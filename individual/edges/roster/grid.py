"""Roster files as grids of cell values: every sheet of an ``.xlsx`` workbook, or one CSV.

Cells keep what the file stores: text stays text (a name typed as ``=HYPERLINK(...)`` is
a name), a real formula gives its saved value (or ``UnsavedFormula`` when none was
saved). Merged ranges are kept so a team cell can be read from the range's first cell.
"""

from __future__ import annotations

import csv
import io
import warnings
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped]
from openpyxl.utils.exceptions import InvalidFileException  # type: ignore[import-untyped]

from individual.edges.extent import MOST_CELLS, check_package, value_extent
from individual.edges.roster.values import UnsavedFormula
from individual.vocabulary.errors import InputError, InputErrors

EXCEL_SUFFIXES = (".xlsx", ".xlsm", ".xltx", ".xltm")
CSV_SUFFIXES = (".csv", ".tsv", ".txt")


@dataclass(frozen=True)
class Sheet:
    """One sheet's values, ``rows[i][j]`` being Excel row ``i + 1``, column ``j + 1``.
    ``merged`` maps each cell of a merged range to the range's first cell and its name."""

    name: str
    rows: tuple[tuple[object, ...], ...]
    merged: dict[tuple[int, int], tuple[int, int, str]] = field(default_factory=dict)

    def value(self, row: int, column: int) -> object:
        """The value at 0-based ``row``, ``column`` (``None`` outside the grid)."""
        cells = self.rows[row] if 0 <= row < len(self.rows) else ()
        return cells[column] if 0 <= column < len(cells) else None

    def merged_range(self, row: int, column: int) -> tuple[object, str] | None:
        """For a cell inside a merged range: the value of its first cell and the range."""
        where = self.merged.get((row, column))
        return (self.value(where[0], where[1]), where[2]) if where else None


def load_sheets(path: Path) -> tuple[Sheet, ...]:
    """Every sheet of a workbook, or a CSV file as one sheet named ``""``."""
    suffix = path.suffix.lower()
    try:
        if suffix in CSV_SUFFIXES:
            return (_csv_sheet(path.read_bytes(), str(path)),)
        if suffix in EXCEL_SUFFIXES:
            return _workbook_sheets(path)
    except FileNotFoundError:
        raise InputErrors([InputError("file not found", str(path))]) from None
    except (zipfile.BadZipFile, InvalidFileException, KeyError, OSError) as error:
        message = f"expected an Excel workbook (.xlsx); could not open it: {error}"
        raise InputErrors([InputError(message, str(path))]) from None
    known = ", ".join(EXCEL_SUFFIXES + CSV_SUFFIXES)
    message = f"expected a roster file ending in {known}; found {suffix or 'no suffix'!r}"
    raise InputErrors([InputError(message, str(path))])


def _csv_sheet(data: bytes, file: str) -> Sheet:
    """A CSV file (UTF-8, else Windows-1252) with ``,`` ``;`` or tab between cells; an
    input error naming the line past the CSV reader's cell limit or ``MOST_CELLS``."""
    for encoding in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            content = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    try:
        dialect: Any = csv.Sniffer().sniff(content[:4096], delimiters=",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(content, newline=""), dialect)
    rows: list[tuple[object, ...]] = []
    cells = 0
    try:
        for row in reader:
            rows.append(tuple(cell or None for cell in row))
            cells += max(1, len(row))
            if cells > MOST_CELLS:
                message = f"more than the {MOST_CELLS:,} cells a roster may have; not a roster"
                raise InputErrors([InputError(message, file, row=reader.line_num)])
    except csv.Error as error:
        limit = csv.field_size_limit()
        message = f"expected cells of at most {limit:,} characters; found {error}"
        if "field larger" in str(error):
            message = f"a cell longer than the {limit:,} characters a CSV cell may have"
        raise InputErrors([InputError(message, file, row=reader.line_num)]) from None
    return Sheet("", tuple(rows))


def _open(path: Path, *, data_only: bool) -> Any:
    """The workbook at ``path``; an input error naming it for a damaged package (a part
    cut, garbled or missing: openpyxl raises many kinds, an XML ``ParseError`` among them)."""
    try:
        check_package(path)
    except InputError as error:
        raise InputErrors([error]) from None
    try:
        with warnings.catch_warnings():  # openpyxl's notes on styles and extensions it skips
            warnings.simplefilter("ignore", UserWarning)
            return openpyxl.load_workbook(path, data_only=data_only)
    except (FileNotFoundError, PermissionError):
        raise
    except Exception as error:
        kind = type(error).__name__
        message = f"expected an Excel workbook (.xlsx); could not read it ({kind}: {error})"
        raise InputErrors([InputError(message, str(path))]) from None


def _workbook_sheets(path: Path) -> tuple[Sheet, ...]:
    book = _open(path, data_only=False)
    saved: list[Any] = []  # the same workbook with formulas' saved values, loaded if needed

    def saved_value(sheet: str, row: int, column: int, formula: object) -> object:
        if not saved:
            saved.append(_open(path, data_only=True))
        value = saved[0][sheet].cell(row, column).value
        return UnsavedFormula(str(getattr(formula, "text", formula))) if value is None else value

    sheets = []
    for ws in book.worksheets:
        rows = []
        height, width = _extent(ws, path)
        for cells in ws.iter_rows(max_row=height, max_col=width) if height else ():
            rows.append(
                tuple(
                    saved_value(ws.title, c.row, c.column, c.value)
                    if c.data_type == "f"
                    else c.value
                    for c in cells
                    if c.row is not None and c.column is not None
                )
            )
        sheets.append(Sheet(ws.title, _trimmed(rows), dict(_merged_cells(ws, height, width))))
    return tuple(sheets)


def _extent(ws: Any, path: Path) -> tuple[int, int]:
    """``value_extent``: the rows and columns up to the last cell holding a value."""
    try:
        return value_extent(ws, path)
    except InputError as error:
        raise InputErrors([error]) from None


def _merged_cells(
    ws: Any, height: int, width: int
) -> Iterator[tuple[tuple[int, int], tuple[int, int, str]]]:
    """Each cell of a merged range within the sheet's ``height`` and ``width``."""
    for merged in ws.merged_cells.ranges:
        first = (merged.min_row - 1, merged.min_col - 1, merged.coord)
        for row in range(merged.min_row, min(merged.max_row, height) + 1):
            for column in range(merged.min_col, min(merged.max_col, width) + 1):
                yield (row - 1, column - 1), first


def _trimmed(rows: list[tuple[object, ...]]) -> tuple[tuple[object, ...], ...]:
    """Rows without the empty ones at the end (formatting can stretch a sheet)."""
    while rows and all(value is None or value == "" for value in rows[-1]):
        rows.pop()
    return tuple(rows)
