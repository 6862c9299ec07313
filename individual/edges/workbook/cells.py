"""Cells of the tournament workbook: their names as Excel shows them (``'Round 3'!F12``),
text written so that it is never a formula, and reading with every problem collected.

``CellError`` is an ``InputError`` located by sheet and cell; ``Problems`` collects them
so that a command reports everything wrong with a workbook at once. ``SheetReader`` reads
one sheet's cells as text, whole numbers or results, adding a problem for a formula, an
Excel error value or a value of the wrong kind; ``SheetReader.record`` reads a row's cells
at once, each as its ``Field`` says (a sheet's reader asks once per row, not once per cell).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from fractions import Fraction
from typing import Any, Literal

from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE  # type: ignore[import-untyped]
from openpyxl.styles import Font  # type: ignore[import-untyped]
from openpyxl.utils import get_column_letter, quote_sheetname  # type: ignore[import-untyped]
from openpyxl.worksheet.datavalidation import (  # type: ignore[import-untyped]
    DataValidation,
)
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.result import GameScore

CellValue = str | int | float | Fraction | date | None
DATE_FORMAT = "yyyy-mm-dd"  # a date cell, shown as ISO 8601 whatever the locale
TEXT_FORMAT = "@"  # Excel keeps what is typed in such a cell as text: =, +/-, -/+ too
RESULT_LIST = ("1-0", "0-1", "½-½", "+/-", "-/+", "-/-", "*")
_EXCEL_ZERO = date(1899, 12, 30)  # the day a time typed alone gets in a date-time cell
_BOLD = Font(bold=True)
_SPACES = re.compile(r"\s+")


def cell_name(sheet: str, row: int, column: int) -> str:
    """A cell as Excel names it in a formula: ``'Round 3'!F12``, ``Teams!A2``."""
    return f"{quote_sheetname(sheet)}!{get_column_letter(column)}{row}"


class CellError(InputError):
    """A problem in one cell (or one sheet, ``row`` ``None``) of a workbook."""

    @property
    def where(self) -> str:
        if self.row is not None and isinstance(self.column, str):
            place = f"{quote_sheetname(self.sheet)}!{self.column}{self.row}"
        else:
            place = f"sheet {self.sheet!r}" if self.sheet else ""
        return ", ".join(p for p in (self.file, place) if p)


class Problems:
    """Every problem found in one file, located as Excel shows it; ``raise_if_any`` raises
    them together. ``column`` counts from 1 (A). A workbook's problems name their cell
    (``'Round 1'!E5``: ``CellError``); a roster's (``located=InputError``) its sheet, row
    and column (``sheet 'Teams', row 16, column C``; ``line 16`` in a CSV file)."""

    def __init__(self, file: str, sheet: str = "", located: type[InputError] = CellError) -> None:
        self.file = file
        self.sheet = sheet
        self.located = located
        self.errors: list[InputError] = []

    def add(
        self,
        message: str,
        row: int | None = None,
        column: int | None = None,
        sheet: str | None = None,
    ) -> None:
        """Record a problem in ``sheet`` (the collector's own by default)."""
        letter = get_column_letter(column) if column is not None else None
        where = self.sheet if sheet is None else sheet
        self.errors.append(self.located(message, self.file, where, row, letter))

    def told(self, row: int, column: int, sheet: str | None = None) -> bool:
        """Whether a problem is recorded at the cell already (a cell is told of once: a
        value refused is not told again as an empty cell)."""
        letter, where = get_column_letter(column), self.sheet if sheet is None else sheet
        return any((e.sheet, e.row, e.column) == (where, row, letter) for e in self.errors)

    def raise_if_any(self) -> None:
        if self.errors:
            raise InputErrors(self.errors)


def normal(text: str) -> str:
    """A name compared as a person would: spaces collapsed, case ignored."""
    return _SPACES.sub(" ", text).strip().casefold()


@dataclass(frozen=True)
class Field:
    """How ``SheetReader.record`` reads one cell of a row: its ``column`` (``None``: a
    column the sheet lacks, read as empty) as ``kind`` (``text``; ``whole``, a whole number
    ``what`` from ``minimum`` to ``maximum``; ``result``; ``filled``, whether the cell holds
    anything; ``raw``, the value as stored). ``required``: the problem said when the cell
    gives nothing (a text cell without text, an empty number cell); ``parse`` turns the
    text into the value, its ``ValueError`` a problem at the cell (the value then
    ``None``)."""

    column: int | None
    kind: Literal["text", "whole", "result", "filled", "raw"] = "text"
    what: str = ""
    minimum: int = 0
    maximum: int | None = None
    required: str = ""
    parse: Callable[[str], object] | None = None


def pairing_number_field(column: int | None) -> Field:
    """The PN cell of a player's or a team's row, both workbooks: the pairing number the
    program wrote, a whole number from 1 (anything else is refused naming the cell)."""
    return Field(column, "whole", "a pairing number (written by the program)", 1)


def numbers_missing(taken: Iterable[int], logged: Iterable[int] = ()) -> list[int]:
    """The start (team) numbers no row holds (``taken``: the rows'), numbers being fixed
    once given: those the Log records given (``logged``, ``log.numbers_given``), else
    (a Log recording none) those up to the highest a row holds."""
    held, known = set(taken), set(logged)
    given = known or range(1, max(held, default=0) + 1)
    return sorted(n for n in given if n not in held)


def number_emptied(who: str, missing: Sequence[int]) -> str:
    """What both workbooks say of a ``who`` (player, team) row whose No. cell is empty though
    the program wrote its PN (a pairing numbered it) while a number given is on no row
    (``missing``, ``numbers_missing``): the cell emptied, not a late entry's row."""
    return (f"No. empty on a {who} row a pairing numbered (the program wrote its PN), and no row "
            f"has No. {', '.join(map(str, missing))}: type its number back, the one the round "
            "sheets and the Log name it by, or restore a version with the 'versions' command "
            "(a late entry's row leaves its PN empty)")  # fmt: skip


class SheetReader:
    """Reads the cells of ``sheet`` and adds a problem for anything unreadable. Every
    cell is read by ``_field``, as a ``Field`` says; ``text``, ``whole``, ``result`` and
    ``raw`` read one cell, ``record`` a row's cells at once."""

    def __init__(self, sheet: Worksheet, problems: Problems) -> None:
        self.sheet = sheet
        self.name = sheet.title
        self.problems = problems

    def error(self, row: int | None, column: int | None, message: str) -> None:
        self.problems.add(message, row, column, self.name)

    def raw(self, row: int, column: int) -> object:
        """The cell's value; ``None`` (with a problem) for a formula or an error value."""
        return self._field(row, Field(column, "raw"))

    def result(self, row: int, column: int) -> str:
        """A result cell as typed, also where Excel changed it in a cell without text
        format: ``=``, ``+/-``, ``-/+`` start a formula there (``=`` and ``=+/-`` read as
        ``=`` and ``+/-``), ``1:0`` and ``0:1`` become times (read as ``1-0``, ``0-1``);
        anything else as ``text`` reads it."""
        text: str = self._field(row, Field(column, "result"))
        return text

    def is_empty(self, row: int, column: int) -> bool:
        value = self.sheet.cell(row, column).value
        return value is None or (isinstance(value, str) and not value.strip())

    def text(self, row: int, column: int) -> str:
        """The cell as text, stripped; a whole number is written without ``.0``."""
        text: str = self._field(row, Field(column))
        return text

    def whole(
        self, row: int, column: int, what: str, minimum: int = 0, maximum: int | None = None
    ) -> int | None:
        """A whole number from ``minimum`` to ``maximum`` (if given); ``None`` when the cell
        is empty or wrong."""
        number: int | None = self._field(row, Field(column, "whole", what, minimum, maximum))
        return number

    def headers(self, needed: Sequence[str] = (), row: int = 1) -> dict[str, int] | None:
        """The columns of ``row`` by their header (``normal``), the first of each; ``None``
        (a problem said) when a header of ``needed`` is not there."""
        columns = header_columns(self.sheet, row)
        if missing := [header for header in needed if normal(header) not in columns]:
            self.error(row, None, f"row {row} lacks the header(s) {', '.join(missing)}")
            return None
        return columns

    def record(self, row: int, fields: Sequence[Field]) -> list[Any]:
        """The values of ``row``'s cells, one for each of ``fields`` and read in their
        order (so are the problems said)."""
        return [self._field(row, field) for field in fields]

    def table(self, rows: Iterable[int], fields: Sequence[Field]) -> list[list[Any]]:
        """``record`` of each of ``rows``."""
        return [self.record(row, fields) for row in rows]

    def last_filled(self, first: int, columns: Iterable[int]) -> int:
        """The last row from ``first`` on with anything in ``columns`` (``first - 1``:
        none)."""
        columns = tuple(columns)
        last: int = self.sheet.max_row
        while last >= first and not self.filled(last, columns):
            last -= 1
        return last

    def filled(self, row: int, columns: Iterable[int | None]) -> bool:
        """Whether any of ``columns`` (``None``: a column the sheet lacks) holds anything."""
        return any(c is not None and not self.is_empty(row, c) for c in columns)

    def _field(self, row: int, field: Field) -> Any:
        """The cell of ``row`` that ``field`` names, read as it says."""
        kind, column = field.kind, field.column
        if column is None:
            return False if kind == "filled" else None if kind == "whole" else ""
        cell = self.sheet.cell(row, column)
        value = cell.value
        empty = value is None or (isinstance(value, str) and not value.strip())
        if kind == "filled":
            return not empty
        if kind == "result" and (typed := excel_typed_result(value, cell.data_type)) is not None:
            return typed
        if cell.data_type in ("f", "e"):
            said = "a formula ({}): type the value itself"
            said = said if cell.data_type == "f" else "an Excel error value ({}): type the value"
            self.error(row, column, said.format(value))
            value = None
        if kind == "raw":
            return value
        if kind == "whole":
            number = self._whole(row, field, value)
            if number is None and field.required and empty:
                self.error(row, column, field.required)
            return number
        text = self._text(row, column, value)
        if not text and field.required:
            self.error(row, column, field.required)
        if field.parse is None:
            return text
        try:
            return field.parse(text)
        except ValueError as error:
            self.error(row, column, str(error))
            return None

    def _whole(self, row: int, field: Field, value: object) -> int | None:
        if value is None or (isinstance(value, str) and not value.strip()):
            return None
        number = whole_number(value)
        minimum, maximum = field.minimum, field.maximum
        if number is None or number < minimum or (maximum is not None and number > maximum):
            found = f"{value!r}" if isinstance(value, str) else str(value)
            expected = f"≥ {minimum}" if maximum is None else f"from {minimum} to {maximum}"
            self.error(
                row,
                field.column,
                f"{field.what}: expected a whole number {expected}, found {found}",
            )
            return None
        return number

    def _text(self, row: int, column: int, value: object) -> str:
        if value is None:
            return ""
        if isinstance(value, bool):
            self.error(row, column, f"expected text, found {value} (TRUE/FALSE)")
            return ""
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        if isinstance(value, datetime | date | time):
            self.error(row, column, f"Excel made a date of this cell ({value}): type it as text")
            return ""
        return str(value).strip()


def header_columns(sheet: Worksheet, row: int = 1) -> dict[str, int]:
    """The columns of ``sheet``'s ``row`` by their header (``normal``), the first of each."""
    columns: dict[str, int] = {}
    for column in range(1, sheet.max_column + 1):
        value = sheet.cell(row, column).value
        if isinstance(value, str) and value.strip():
            columns.setdefault(normal(value), column)
    return columns


def excel_typed_result(value: object, data_type: str) -> str | None:
    """The result typed into a cell that Excel made a formula or a time of; ``None`` when
    the cell is neither or holds no result."""
    typed: str | None = None
    if data_type == "f" and isinstance(value, str) and value.startswith("="):
        typed = value[1:].strip() or "="
    elif isinstance(value, datetime) and value.date() == _EXCEL_ZERO:
        value = value.time()
    if isinstance(value, time) and value.second == 0 and not value.microsecond:
        typed = f"{value.hour}-{value.minute}"
    if typed is None:
        return None
    try:
        GameScore.parse(typed)
    except ValueError:
        return None
    return typed


def result_cells(
    sheet: Worksheet, cells: Sequence[str], prompt: str, codes: Sequence[str] = RESULT_LIST
) -> None:
    """Give ``cells`` text format and a rule Excel shows: a drop-down of ``codes`` (any
    value when empty; Excel warns of any other and the program reads it) and ``prompt``
    as the input message."""
    if not cells:
        return
    listed = {"type": "list", "formula1": f'"{",".join(codes)}"'} if codes else {}
    rule = DataValidation(
        **listed,
        allow_blank=True,
        showInputMessage=True,
        promptTitle="Result",
        prompt=prompt[:255],
        showErrorMessage=bool(codes),
        errorStyle="warning",
        errorTitle="Result",
        error="Not one of the listed results. Keep it anyway?",
    )
    for cell in cells:
        sheet[cell].number_format = TEXT_FORMAT
        rule.add(cell)
    sheet.add_data_validation(rule)


def clear_result_cells(sheet: Worksheet) -> None:
    """Remove the rules ``result_cells`` gave (before a round sheet is written again)."""
    sheet.data_validations.dataValidation = []


def whole_number(value: object) -> int | None:
    """A cell's whole number (``3``, ``3.0``, ``'3'``); ``None``: not one (``TRUE``, ``'x'``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        return int(value.strip())
    return None


def put(sheet: Worksheet, row: int, column: int, value: CellValue, bold: bool = False) -> None:
    """Write ``value``; text is always stored as text, never read as a formula by Excel
    (``=SUM(...)``, ``+1``, ``-/+`` stay as typed: type ``s`` and a quote prefix)."""
    cell = sheet.cell(row, column)
    if isinstance(value, Fraction):
        value = int(value) if value.denominator == 1 else float(value)
    if isinstance(value, str):
        text = ILLEGAL_CHARACTERS_RE.sub("", value)
        cell.value = text
        cell.data_type = "s"
        if text[:1] in ("=", "+", "-", "@"):
            cell.quotePrefix = True
    else:
        cell.value = value
        if isinstance(value, date):
            cell.number_format = DATE_FORMAT
    if bold:
        cell.font = _BOLD


def put_row(
    sheet: Worksheet, row: int, values: Sequence[CellValue], bold: bool = False, start: int = 1
) -> None:
    for column, value in enumerate(values, start=start):
        put(sheet, row, column, value, bold)


def put_rows(sheet: Worksheet, rows: Iterable[tuple[int, Sequence[CellValue]]]) -> None:
    """Write each ``(row, values)`` from column A (``put_row``)."""
    for row, values in rows:
        put_row(sheet, row, values)


def clear_row(sheet: Worksheet, row: int, columns: int) -> None:
    for column in range(1, columns + 1):
        sheet.cell(row, column).value = None
