"""Small roster workbooks and CSV files written for the importer tests."""

from __future__ import annotations

import re
import zipfile
from collections.abc import Sequence
from pathlib import Path

import openpyxl

from individual.vocabulary.errors import InputErrors
from tests.paths import TESTS

FIXTURES = TESTS / "fixtures"
CLEAN = FIXTURES / "olympiad2026_open_rosters_clean.xlsx"
MESSY = FIXTURES / "olympiad2026_open_rosters_messy_SYNTHETIC.xlsx"
CSV = FIXTURES / "olympiad2026_open_rosters_teams001-107.csv"

Rows = Sequence[Sequence[object]]


class Formula(str):
    """A cell written as a real formula; any other text starting with ``=`` is text."""


def write_book(path: Path, sheets: dict[str, Rows], merged: Sequence[tuple[str, str]] = ()) -> Path:
    """A workbook with these sheets (rows from row 1, column A); ``merged`` holds
    (sheet, range) pairs. Text is stored as text, even when it starts with ``=``."""
    book = openpyxl.Workbook()
    book.remove(book.active)
    for name, rows in sheets.items():
        sheet = book.create_sheet(name)
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                cell = sheet.cell(r, c, value)
                if isinstance(value, str) and not isinstance(value, Formula):
                    cell.data_type = "s"
    for name, cells in merged:
        book[name].merge_cells(cells)
    book.save(path)
    return path


def roster(tmp_path: Path, rows: Rows, sheet: str = "Roster") -> Path:
    """A one-sheet workbook."""
    return write_book(tmp_path / "roster.xlsx", {sheet: rows})


def team_rows(team: str, first_rating: int = 2500, players: int = 5) -> list[list[object]]:
    """Rows ``team, board, name, rating`` of one team."""
    return [[team, b, f"{team} player {b}", first_rating - 10 * b] for b in range(1, players + 1)]


def places(error: InputErrors) -> list[tuple[str, int | None, str | int | None]]:
    """Sheet, row and column of every problem, in the order reported."""
    return [(e.sheet, e.row, e.column) for e in error.errors]


def save_formula_values(path: Path, values: dict[str, object]) -> None:
    """Give formula cells a saved value, as Excel does when it saves (openpyxl cannot)."""
    part = "xl/worksheets/sheet1.xml"
    with zipfile.ZipFile(path) as book:
        files = {name: book.read(name) for name in book.namelist()}
    xml = files[part].decode()
    for ref, value in values.items():
        kind = ' t="str"' if isinstance(value, str) else ""
        pattern = rf'(<c r="{ref}"[^>]*)><f>(.*?)</f><v ?/>'
        xml = re.sub(pattern, rf"\1{kind}><f>\2</f><v>{value}</v>", xml)
    files[part] = xml.encode()
    with zipfile.ZipFile(path, "w") as book:
        for name, data in files.items():
            book.writestr(name, data)
