"""A stray cell a million rows down an event workbook (issue 18, item 8) made ``pair`` run
past 30 s and out of memory: an input error naming the workbook, sheet and cell within
seconds, the workbook unchanged; a far cell holding only formatting is ignored."""

from __future__ import annotations

import time
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from openpyxl.styles import Font  # type: ignore[import-untyped]

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import event, write_roster
from tests.workbook_event import new_event, run

__all__ = ["event"]
FAR = 1_000_000


def _timed(command: object, *args: object) -> object:
    started = time.monotonic()
    result = command(*args)  # type: ignore[operator]
    assert time.monotonic() - started < 15
    return result


@pytest.mark.parametrize("sheet", ["Teams", "Event"])
def test_a_far_value_in_a_team_workbook(tmp_path: Path, sheet: str) -> None:
    path = new_event(tmp_path, 6)
    book = openpyxl.load_workbook(path)
    book[sheet].cell(FAR, 3).value = "stray"
    book.save(path)
    before = path.read_bytes()
    result = _timed(run, "pair", path)
    assert result.exit_code == 2, result.output  # type: ignore[attr-defined]
    assert str(path) in result.output and f"C{FAR}" in result.output  # type: ignore[attr-defined]
    assert sheet in result.output  # type: ignore[attr-defined]
    assert path.read_bytes() == before


def test_a_far_value_in_a_swiss_workbook(event: Path) -> None:
    book = openpyxl.load_workbook(event)
    book["Players"].cell(FAR, 3).value = "stray"
    book.save(event)
    before = event.read_bytes()
    result = _timed(swiss, "pair", event)
    assert result.exit_code == 2, result.output  # type: ignore[attr-defined]
    assert f"C{FAR}" in result.output and "Players" in result.output  # type: ignore[attr-defined]
    assert event.read_bytes() == before


def test_far_formatting_alone_is_ignored(event: Path) -> None:
    book = openpyxl.load_workbook(event)
    book["Players"].cell(FAR, 3).font = Font(bold=True)
    book.save(event)
    result = _timed(swiss, "pair", event)
    assert result.exit_code == 0, result.output  # type: ignore[attr-defined]


def test_one_wording_for_a_far_cell_in_a_roster_and_an_event(tmp_path: Path, event: Path) -> None:
    """The same damage, a value a million rows down column C, read by the roster reader
    (``swiss init``, ``olympiad init``) and by the event workbook's (``swiss pair``,
    ``olympiad pair``): the one sentence, after the file, the sheet, the row and the
    column. The roster and the workbook said it in two wordings, and named the cell only
    inside the sentence."""
    roster = write_roster(tmp_path / "far-roster.xlsx")
    (tmp_path / "teams").mkdir()
    teams = new_event(tmp_path / "teams", 6)
    for path, sheet in ((roster, "Sheet"), (event, "Players"), (teams, "Teams")):
        book = openpyxl.load_workbook(path)
        book[sheet].cell(FAR, 3).value = "stray"
        book.save(path)
    said = {}
    for path, sheet, result in (
        (roster, "Sheet", swiss("init", roster, tmp_path / "new.xlsx", "--rounds", "5")),
        (roster, "Sheet", run("init", roster, tmp_path / "new.xlsx", "--lot", "white")),
        (event, "Players", swiss("pair", event)),
        (teams, "Teams", run("pair", teams)),
    ):
        assert result.exit_code == 2, result.output
        where = f"{path}, sheet {sheet!r}, row {FAR}, column C: "
        assert where in result.output, result.output
        said[result.output.split(where, 1)[1].strip()] = path
    assert len(said) == 1, said
    assert f"cell C{FAR} " in next(iter(said))
