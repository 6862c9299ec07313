"""A superscript or other non-ASCII digit (``²``: ``str.isdigit`` says yes, ``int`` says
no) in a number cell of a workbook or a roster (issue 18, item 8): an input error naming
the file, sheet and cell; exit 2, no traceback, the file unchanged."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import event, write_roster

__all__ = ["event"]


def _refused(result: object, path: Path) -> None:
    exception = result.exception  # type: ignore[attr-defined]
    assert exception is None or isinstance(exception, SystemExit), repr(exception)
    assert result.exit_code == 2, result.output  # type: ignore[attr-defined]
    assert str(path) in result.output  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("sheet", "cell", "value"),
    [("Players", "L3", "withdrawn ²"), ("Players", "L3", "late ³"), ("Players", "A3", "²")],
)
def test_a_superscript_digit_in_the_workbook(
    event: Path, sheet: str, cell: str, value: str
) -> None:
    book = openpyxl.load_workbook(event)
    book[sheet][cell] = value
    book.save(event)
    before = event.read_bytes()
    result = swiss("pair", event)
    _refused(result, event)
    assert sheet in result.output
    assert event.read_bytes() == before


@pytest.mark.parametrize(("column", "value"), [(3, "4²00000"), (5, "2²00"), (8, "²")])
def test_a_superscript_digit_in_the_roster(tmp_path: Path, column: int, value: str) -> None:
    roster = write_roster(tmp_path / "roster.xlsx")
    book = openpyxl.load_workbook(roster)
    book.active.cell(4, column).value = value
    book.save(roster)
    result = swiss("init", roster, tmp_path / "event.xlsx", "--rounds", "5", "--lot", "white")
    _refused(result, roster)
    assert not (tmp_path / "event.xlsx").exists()
