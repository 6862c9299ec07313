"""Ratings out of range in a workbook (issue 18, item 8): 10^15 passed until the export
wrote a TRF its own reader refused. A rating above 4000 is an input error naming the
sheet and cell, from the command that reads it; nothing written."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import event
from tests.workbook_event import new_event, run

__all__ = ["event"]
HUGE = 10**15


def _column(sheet: object, label: str) -> int:
    row = next(sheet.iter_rows(min_row=1, max_row=1, values_only=True))  # type: ignore[attr-defined]
    return next(i for i, v in enumerate(row, start=1) if str(v).strip().lower() == label)


@pytest.mark.parametrize("label", ["rating", "estimate"])
def test_a_huge_rating_in_the_players_sheet(event: Path, label: str) -> None:
    book = openpyxl.load_workbook(event)
    sheet = book["Players"]
    column = _column(sheet, label)
    sheet.cell(3, column).value = HUGE
    book.save(event)
    before = event.read_bytes()
    result = swiss("pair", event)
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    letter = openpyxl.utils.get_column_letter(column)
    assert str(event) in result.output and "Players" in result.output
    assert f"{letter}3" in result.output or f"column {letter}" in result.output, result.output
    assert event.read_bytes() == before


def test_a_huge_rating_in_the_teams_sheet(tmp_path: Path) -> None:
    path = new_event(tmp_path, 6)
    book = openpyxl.load_workbook(path)
    sheet = book["Teams"]
    column = _column(sheet, "rtg 1")
    row = next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, column).value)
    sheet.cell(row, column).value = HUGE
    book.save(path)
    before = path.read_bytes()
    result = run("pair", path)
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert str(path) in result.output and "Teams" in result.output
    assert path.read_bytes() == before
