"""Workbooks made before the Log recorded the pairing numbers (the init row's Pairing cell
empty), round 1's lot (no ``lot`` row) and the Paired rating column (no ``paired rating``
rows): ``check`` says which hand edits such a workbook cannot catch and why; the next
pairing records every number and Paired rating it writes (that pairing's, not claimed as
round 1's: the cells may have been edited before), from which on a PN swap or a Paired
rating typed by hand is refused naming the cell, and ``check`` says from which round. The
lot is not recorded later: the Lot cell may have been changed already, and check judges
round 1 under the cell (another lot shows there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import Result

from tests.swiss_workbook import fill_results, ok, swiss
from tests.workbook_event import made_before, new_event, run, type_results
from tests.workflow.test_written_cells_read_back import _round_1_played

PN, RATING, PAIRED_RATING = 2, 7, 15  # the Players sheet's PN, Rating, Paired rating
BEFORE = "a workbook made before the Log recorded"


def _made_old(event: Path) -> None:
    """``event`` as a workbook made before the records: the init row's Pairing cell
    emptied, the ``lot`` and ``paired rating`` rows deleted, the Options cells emptied
    (``made_before``: a workbook holding one of them was made by a program writing all)."""
    made_before(event, "init")


def _log_rows(event: Path, action: str) -> list[int]:
    sheet = openpyxl.load_workbook(event)["Log"]
    return [r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 2).value == action]


def _notes(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith(f"note: {BEFORE}")]


def _swap(event: Path, sheet: str) -> tuple[int, int, int]:
    """Exchange the PN cells of rows 2 and 3: row 2's number, its PN before and after."""
    book = openpyxl.load_workbook(event)
    cells = book[sheet].cell(2, PN), book[sheet].cell(3, PN)
    first, second = cells[0].value, cells[1].value
    cells[0].value, cells[1].value = second, first
    book.save(event)
    return book[sheet].cell(2, 1).value, first, second


def _refused(event: Path, command: Callable[[], Result], *said: str) -> None:
    """``command`` exits 2 saying ``said``, the file left as it was."""
    before = event.read_bytes()
    result = command()
    assert result.exit_code == 2, result.output
    for part in said:
        assert part in result.output, (part, result.output)
    assert "Traceback" not in result.output
    assert event.read_bytes() == before


def test_a_new_workbook_says_nothing(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    assert not _notes(ok("check", event))


def test_swiss_check_says_what_an_old_workbook_cannot_catch(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    _made_old(event)
    notes = _notes(ok("check", event))
    assert len(notes) == 3, notes
    numbers, ratings, lot = notes
    assert "the pairing numbers: a PN changed by hand" in numbers, numbers
    assert "the Paired rating column: a Paired rating typed by hand" in ratings, ratings
    assert "next pairing records them" in numbers and "next pairing records" in ratings
    assert "the Lot cell changed since is not refused" in lot, lot


def test_swiss_next_pairing_records_numbers_and_ratings(tmp_path: Path) -> None:
    """The pairing of round 2 records what it wrote; from then on the edits are refused
    naming the cell, and check says the records start at round 2."""
    event = _round_1_played(tmp_path)
    _made_old(event)
    ok("pair", event)
    assert len(_log_rows(event, "numbers recorded")) == 1
    assert len(_log_rows(event, "ratings recorded")) == 1
    fill_results(event, 2)
    notes = _notes(ok("check", event))
    assert len(notes) == 3, notes
    assert all("(recorded since the pairing of round 2)" in n for n in notes[:2]), notes
    number, first, second = _swap(event, "Players")
    said = f"'Players'!B2: PN {second}: the Log's numbers recorded row of round 2 gave "
    _refused(event, lambda: swiss("check", event), said + f"No. {number} PN {first}")
    _swap(event, "Players")  # back
    book = openpyxl.load_workbook(event)
    paired = book["Players"].cell(3, PAIRED_RATING).value
    book["Players"].cell(3, PAIRED_RATING).value = paired + 100
    book.save(event)
    _refused(event, lambda: swiss("pair", event), "'Players'!O3: Paired rating",
             f"type back {paired}")  # fmt: skip


def test_a_changed_lot_cell_shows_in_round_1(tmp_path: Path) -> None:
    """What the lot note says: round 1 judged under the Lot cell changed since."""
    event = _round_1_played(tmp_path)
    _made_old(event)
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    (row,) = [r for r in range(1, sheet.max_row + 1) if sheet.cell(r, 1).value == "Lot"]
    sheet.cell(row, 2).value = "black"
    book.save(event)
    result = swiss("check", event)
    assert result.exit_code == 1, result.output
    assert "round 1: [5.2.5] colours" in result.output, result.output


def _team_round_1_played(folder: Path) -> Path:
    event = new_event(folder, 8, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event


def test_team_check_says_and_next_pairing_records(tmp_path: Path) -> None:
    event = _team_round_1_played(tmp_path)
    _made_old(event)
    result = run("check", event)
    assert result.exit_code == 0, result.output
    notes = _notes(result.output)
    assert len(notes) == 2, result.output
    assert "the pairing numbers: a PN changed by hand" in notes[0], notes
    assert "the Lot cell changed since is not refused" in notes[1], notes
    assert run("pair", event).exit_code == 0
    assert len(_log_rows(event, "numbers recorded")) == 1
    type_results(event, 2)
    result = run("check", event)
    assert "(recorded since the pairing of round 2)" in result.output, result.output
    number, first, second = _swap(event, "Teams")
    said = f"'Teams'!B2: PN {second}: the Log's numbers recorded row of round 2 gave "
    _refused(event, lambda: run("check", event), said + f"No. {number} PN {first}")


def test_a_renumbering_of_every_player_is_no_old_workbook(tmp_path: Path) -> None:
    """A new workbook whose renumber row changes every number (the last player corrected
    to the top: everyone above moves down one) still records them all: no note, no
    ``numbers recorded`` row."""
    event = _round_1_played(tmp_path)
    book = openpyxl.load_workbook(event)
    sheet = book["Players"]
    (last,) = [r for r in range(2, sheet.max_row + 1) if sheet.cell(r, PN).value == 40]
    sheet.cell(last, RATING).value = 2900
    book.save(event)
    assert "Pairing numbers changed" in ok("pair", event)
    log = openpyxl.load_workbook(event)["Log"]
    (row,) = _log_rows(event, "renumber")
    assert str(log.cell(row, 5).value).count("->") == 40
    fill_results(event, 2)
    assert not _notes(ok("check", event))
    assert not _log_rows(event, "numbers recorded")
