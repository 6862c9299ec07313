"""A player's (team's) No. cell emptied after a pairing numbered the row: one message naming
the emptied cell and the number no row holds now, exit 2, nothing written; never the
row read as a late entry given the next free number, with advice to empty the cells the
program wrote for it (PN, Paired rating) or to add it to every round. A late entry's row
typed without a No. (PN and Paired rating empty) still gets the next free number."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.swiss_workbook import swiss
from tests.workbook_event import new_event, run, type_results
from tests.workflow.test_written_cells_read_back import _round_1_played


def _emptied(event: Path, sheet: str, last: bool) -> tuple[int, int]:
    """Row 2's No. cell emptied (``last``: the last row's, the highest number, which leaves
    no gap): the row and the number it held."""
    book = openpyxl.load_workbook(event)
    row = book[sheet].max_row if last else 2
    number = book[sheet].cell(row, 1).value
    book[sheet].cell(row, 1).value = None
    book.save(event)
    return row, int(number)


def _one_message(event: Path, sheet: str, last: bool, command: Callable[..., Result]) -> None:
    """``command`` (``swiss``, ``olympiad``) check and pair refuse ``event`` with the No.
    cell of ``sheet``'s row 2 (``last``: last row) emptied in one message naming it and the
    number no row holds, the file unchanged."""
    row, number = _emptied(event, sheet, last)
    before = event.read_bytes()
    for name in ("check", "pair"):
        result = command(name, event)
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output and event.read_bytes() == before
        told = [line for line in result.output.splitlines() if line.startswith(str(event))]
        assert len(told) == 1, told
        assert f"'{sheet}'!A{row}: No. empty" in told[0], told
        assert f"no row has No. {number}" in told[0], told
        assert "empty this cell" not in told[0] and "add a row" not in told[0], told


@pytest.mark.parametrize("last", [False, True])
def test_a_players_no_cell_emptied_is_named(tmp_path: Path, last: bool) -> None:
    """Before: six messages: no player No. 1 in the round sheets, player 41 to be added
    to every round, his PN and Paired rating cells to be emptied (the last row's: the
    same, numbered again as the next free number)."""
    _one_message(_round_1_played(tmp_path), "Players", last, swiss)


@pytest.mark.parametrize("last", [False, True])
def test_a_teams_no_cell_emptied_is_named(tmp_path: Path, last: bool) -> None:
    """Before: the round sheets' 'no team 1' and another team's PN cell refused as 'past
    the 7 numbers written' beside the Teams sheet's own message."""
    event = new_event(tmp_path, 8, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    _one_message(event, "Teams", last, run)
