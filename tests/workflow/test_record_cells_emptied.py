"""Review 9 #1: one record cell emptied (the init record, a renumber or rating row's record,
round 1's System cell) or one record row deleted (the paired rating row, round 1's lot row)
in a workbook whose Log holds the newer records is a hand edit, refused naming the cell or
the row where the record was expected, by every command, nothing written: not read as a
workbook made before the record, whose PN swap, changed Lot cell or typed Paired rating
the next ``pair`` would then launder into ``renumber`` / ``rating`` / ``numbers recorded``
rows. Both sides; the workbooks made before the records keep their notes
(tests/workflow/test_old_workbooks.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.swiss_workbook import fill_results, ok, swiss, two_rounds_played
from tests.workbook_event import log_actions, made_before, new_event, run, type_results

PN, RATING, PAIRED_RATING = 2, 7, 15  # the Players sheet's PN, Rating, Paired rating
PAIRING, SYSTEM = 5, 6  # the Log's Pairing and System columns
NOTHING_WRITTEN = ("renumber", "rating", "numbers recorded", "ratings recorded")


def _log_row(event: Path, action: str, number: int | None = None) -> int:
    """The Log row of ``action`` (of round ``number``; the first)."""
    sheet = openpyxl.load_workbook(event)["Log"]
    return next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 2).value == action
                and (number is None or str(sheet.cell(r, 3).value) == str(number)))  # fmt: skip


def _edit(event: Path, sheet: str, row: int, column: int, value: object) -> None:
    book = openpyxl.load_workbook(event)
    book[sheet].cell(row, column).value = value
    book.save(event)


def _delete(event: Path, row: int) -> None:
    book = openpyxl.load_workbook(event)
    book["Log"].delete_rows(row)
    book.save(event)


def _swap(event: Path, sheet: str) -> None:
    """Exchange the PN cells of rows 2 and 3 of ``sheet``."""
    book = openpyxl.load_workbook(event)
    first, second = book[sheet].cell(2, PN), book[sheet].cell(3, PN)
    first.value, second.value = second.value, first.value
    book.save(event)


def _lot_black(event: Path) -> None:
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    (row,) = [r for r in range(1, sheet.max_row + 1) if sheet.cell(r, 1).value == "Lot"]
    sheet.cell(row, 2).value = "black"
    book.save(event)


def _refused(event: Path, command: Callable[..., Result], name: str, *said: str) -> None:
    """``command NAME EVENT`` exits 2 naming ``said``, no traceback, the file left as it
    was (no row written: the edit not laundered into a record)."""
    before, actions = event.read_bytes(), log_actions(event)
    result = command(name, event)
    assert result.exit_code == 2, result.output
    for part in said:
        assert part in result.output, (part, result.output)
    assert "Traceback" not in result.output and "made before" not in result.output
    assert event.read_bytes() == before and log_actions(event) == actions


def _emptied_init(event: Path) -> str:
    """The init row's record emptied; the cell named."""
    row = _log_row(event, "init")
    _edit(event, "Log", row, PAIRING, None)
    return f"'Log'!E{row}"


def _round_1_only(folder: Path) -> Path:
    """``two_rounds_played`` back to one round: round 2's sheet and Log rows gone."""
    event = two_rounds_played(folder)
    book = openpyxl.load_workbook(event)
    del book["Round 2"]
    log = book["Log"]
    log.delete_rows(_log_row(event, "pair", 2), log.max_row)
    book.save(event)
    return event


def test_swiss_round_1_options_emptied(tmp_path: Path) -> None:
    """The Options cell of the only Dutch row recording the requests emptied: before,
    read as a workbook made before the record (round 1 judged with the Event sheet's
    Acceleration and Forbidden pairs cells as they are now)."""
    event = _round_1_only(tmp_path)
    row = _log_row(event, "pair", 1)
    _edit(event, "Log", row, SYSTEM + 1, None)
    for command in ("check", "pair"):
        _refused(event, swiss, command, f"'Log'!G{row}", "Options cell")


def test_swiss_round_1_system_emptied_lot_row_deleted(tmp_path: Path) -> None:
    """(c) Only round 1 paired: its System cell emptied, its lot row deleted, the Lot
    cell changed: refused at the System cell (its Options cell, its init record and
    paired rating row show the program records it)."""
    event = _round_1_only(tmp_path)
    row = _log_row(event, "pair", 1)
    _edit(event, "Log", row, SYSTEM, None)
    _delete(event, _log_row(event, "lot", 1))
    _lot_black(event)
    for command in ("check", "pair"):
        _refused(event, swiss, command, f"'Log'!F{row}", "System cell")


def test_swiss_paired_rating_row_deleted_and_paired_rating_typed(tmp_path: Path) -> None:
    """(d) Before: check noted a workbook made before the record; pair wrote 'Ratings
    corrected since the last pairing' for a rating that never changed."""
    event = two_rounds_played(tmp_path)
    pair_row = _log_row(event, "pair", 1)
    _delete(event, _log_row(event, "paired rating", 1))
    _edit(event, "Players", 3, PAIRED_RATING, 2900)
    for command in ("check", "pair"):
        _refused(event, swiss, command, "paired rating row", f"row {pair_row - 1}")


def _renumbered(folder: Path) -> Path:
    """Two rounds played, the last player's rating corrected to the top before round 2:
    a ``rating`` and a ``renumber`` row before round 2's pair row."""
    event = two_rounds_played(folder)
    book = openpyxl.load_workbook(event)
    sheet = book["Round 2"]
    del book["Round 2"]
    del sheet
    log = book["Log"]
    log.delete_rows(_log_row(event, "pair", 2), log.max_row)
    players = book["Players"]
    last = max(range(2, players.max_row + 1), key=lambda r: players.cell(r, PN).value or 0)
    players.cell(last, RATING).value = 2990
    book.save(event)
    assert "Pairing numbers changed" in ok("pair", event)
    fill_results(event, 2)
    return event


def test_swiss_renumber_and_rating_records_emptied(tmp_path: Path) -> None:
    """(e) Before: check noted a workbook made before the record and judged rounds 1-2
    against the absolute criteria only, 0 differences."""
    event = _renumbered(tmp_path)
    for action in ("renumber", "rating"):
        copy = tmp_path / f"{action}.xlsx"
        copy.write_bytes(event.read_bytes())
        row = _log_row(copy, action, 2)
        _edit(copy, "Log", row, PAIRING, None)
        for command in ("check", "pair"):
            _refused(copy, swiss, command, f"'Log'!E{row}", f"{action} row")


def _team_two_rounds(folder: Path) -> Path:
    event = new_event(folder, 8, "--rounds", "5")
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    return event


SIDES = {
    "swiss": (two_rounds_played, swiss, "Players"),
    "team": (_team_two_rounds, run, "Teams"),
}


@pytest.mark.parametrize("side", SIDES)
def test_init_record_emptied_and_pns_swapped(tmp_path: Path, side: str) -> None:
    """(a) Before: check noted a workbook made before the record and blamed rounds 1-2;
    pair wrote the swap undone as a renumbering (C.04.2 2.3-2.5; arts. 8-9)."""
    played, command, sheet = SIDES[side]
    event = played(tmp_path)
    cell = _emptied_init(event)
    _swap(event, sheet)
    for name in ("check", "pair"):
        _refused(event, command, name, cell, "init row")


@pytest.mark.parametrize("side", SIDES)
def test_init_record_emptied_lot_row_deleted_lot_changed(tmp_path: Path, side: str) -> None:
    """(b) Before: pair went on (round 3 paired), check blamed round 1's colours. The team
    Log then holds no newer record (its rows keep no Options cell): its header's Options
    column, written by init, shows it."""
    played, command, _ = SIDES[side]
    event = played(tmp_path)
    cell = _emptied_init(event)
    _delete(event, _log_row(event, "lot", 1))
    _lot_black(event)
    for name in ("pair", "check"):
        _refused(event, command, name, cell)
    assert not any(a in NOTHING_WRITTEN for a, _ in log_actions(event))


@pytest.mark.parametrize("action", ["numbers recorded", "ratings recorded"])
def test_a_recording_row_of_an_old_workbook_deleted(tmp_path: Path, action: str) -> None:
    """A workbook made before the records, its round 2 paired since (which recorded every
    PN and Paired rating it wrote): the recording row deleted is refused naming round 2's
    pair row, not read as the records never made (before: the notes of an old workbook,
    a PN swap since accepted and recorded anew)."""
    event = two_rounds_played(tmp_path)
    book = openpyxl.load_workbook(event)  # back to round 1: round 2 paired by this program
    del book["Round 2"]
    book["Log"].delete_rows(_log_row(event, "pair", 2), book["Log"].max_row)
    book.save(event)
    made_before(event, "init")
    ok("pair", event)
    fill_results(event, 2)
    pair_row = _log_row(event, "pair", 2)
    _delete(event, _log_row(event, action, 2))
    shown = pair_row - (action == "ratings recorded")  # the row was before it
    _refused(event, swiss, "check", f"'Log'!B{shown}", f"{action} row", "row was deleted")
