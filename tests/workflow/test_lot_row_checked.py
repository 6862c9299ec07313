"""The Log records the lot of round 1 twice: its ``lot`` row and round 1's pairing row
(the pairing as written, which with the pairing numbers then shows the lot by the system's
rule, as ``check`` reads it back). When the two disagree the ``lot`` row is the damaged
one (review 9, #2): ``pair``, ``check`` and ``explain`` refuse naming its Pairing cell and
the lot to type back, both sides (fide-team-2026: C.04.6 4.1's initial-colour, read back
by 4.3.1). Before, the Lot cell left right was refused with "type black back" (the wrong
lot), and once that advice was followed ``check`` reported every round-1 board as the
program's error while ``pair`` went on; the Lot cell emptied took the damaged row. Round
1's sheet changed by hand since does not move the lot (its pairing row is what the lot row
is held to: tests/workflow/test_lot_of_round_1_as_logged.py). The Lot cell and the row
agreeing are not looked at (``eventbook.lot_recorded``: every ``pair`` walks no further)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.workbook_event import edit, new_event, run, type_results
from tests.workflow.test_lot_of_round_1 import SIDES
from tests.workflow.test_lot_row_kept import _lot_row, _two_rounds

Command = Callable[..., Result]


def _c046_event(folder: Path, lot: str | None = "black") -> Path:
    """An 8-team fide-team-2026 event, its Lot cell (the initial-colour, 4.1) ``lot``."""
    folder.mkdir()
    event = new_event(folder, 8, "--system", "fide-team-2026")
    edit(event, "Event", {"B7": lot})
    return event


EVENTS = [*SIDES, (run, _c046_event, "B7", lambda path, n: type_results(path, n))]
NAMES = ["swiss", "olympiad", "fide-team-2026"]


def _refused_at_the_lot_row(command: Command, event: Path, row: int) -> None:
    """``pair``, ``check`` and ``explain`` of ``event`` refused naming the lot row's
    Pairing cell and the lot round 1 shows (black), exit 2, nothing written."""
    before = event.read_bytes()
    for args in (("pair",), ("check",), ("explain", "--round", 1), ("explain", "--round", 3)):
        refused = command(args[0], event, *args[1:])
        assert refused.exit_code == 2, (args, refused.output)
        assert f"'Log'!E{row}: " in refused.stderr, (args, refused.stderr)
        assert "type black back" in refused.stderr, (args, refused.stderr)
        assert "'Event'!" not in refused.stderr, (args, refused.stderr)
        assert refused.exception is None or isinstance(refused.exception, SystemExit)
        assert event.read_bytes() == before


@pytest.mark.parametrize("side", range(len(EVENTS)), ids=NAMES)
def test_a_retyped_lot_row_is_refused_naming_it(tmp_path: Path, side: int) -> None:
    command, make, cell, typed = EVENTS[side]
    event = _two_rounds(command, make, typed, tmp_path / "event")  # round 1 under black
    row = _lot_row(event)
    edit(event, "Log", {f"E{row}": "white"})
    for stated in ("black", None):  # the cell right (another than the row), emptied
        edit(event, "Event", {cell: stated})
        _refused_at_the_lot_row(command, event, row)
    edit(event, "Log", {f"E{row}": "black"})  # typed back: as before
    edit(event, "Event", {cell: "black"})
    checked = command("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.stdout, checked.output
    paired = command("pair", event)
    assert paired.exit_code == 0, paired.output


def _holder_of_pn_1(event: Path, sheet: str) -> int:
    """The number (column A) of the player or team holding pairing number 1 (column B)."""
    rows = openpyxl.load_workbook(event)[sheet].iter_rows(min_row=2, max_col=2, values_only=True)
    return next(int(number) for number, pn in rows if pn == 1)


@pytest.mark.parametrize("side", [0, 1], ids=NAMES[:2])
def test_round_1_without_pairing_number_1_holds_the_row_by_the_systems_rule(
    tmp_path: Path, side: int
) -> None:
    """Pairing number 1 absent from round 1: the lot round 1 shows is read by the system's
    rule (the highest paired, through the parity of his number), as ``check`` reads it, so
    the row kept is not refused (the Lot cell emptied), the row retyped is."""
    command, make, cell, typed = EVENTS[side]
    event = make(tmp_path / "event", "black")
    absent = _holder_of_pn_1(event, "Players" if side == 0 else "Teams")
    paired = command("pair", event, "--absent", absent)
    assert paired.exit_code == 0, paired.output
    typed(event, 1)
    edit(event, "Event", {cell: None})
    checked = command("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.stdout, checked.output
    row = _lot_row(event)
    edit(event, "Log", {f"E{row}": "white"})
    refused = command("check", event)
    assert refused.exit_code == 2 and f"'Log'!E{row}: " in refused.stderr, refused.output
    assert "type black back" in refused.stderr, refused.stderr
