"""The Lot cell changed by hand after round 1 is refused as ``pair --lot`` with the same
value is, both sides (review 7, #6): the lot is drawn once, before round 1 (C.04.3 5.1,
Olympiad art. 21, C.04.6 4.1), and later rounds pair by it again. Before, ``pair`` obeyed
the cell in silence and ``check`` then reported every round-1 board. ``pair``, ``check``
and ``explain`` read the lot in one place (``workbook_lot``), ``export-trf`` the cell
through it: each refuses, naming the cell and the lot round 1 was paired under (the Log's
``lot`` row of round 1 records it), exit 2, nothing written. Pairing round 1 again
(``--force`` while it is the last round) still draws the lot anew, as with ``--lot``. A
round 1 changed by hand since it was paired (a manual change) keeps the lot it was paired
under: the cell is then obeyed (a read back from round 1 would have refused it).

A Lot cell holding neither colour is refused in one sentence on both sides (review 7,
#10 e: ``expected white, black or empty; found 'w'`` and ``expected white or black,
found 'W'`` before)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import games, swiss
from tests.workbook_event import edit
from tests.workflow.test_lot_of_round_1 import SIDES, _round_1_under_black

REFUSED = "round 1 was paired under the lot black; the lot of a paired round is not changed"


def test_a_lot_cell_changed_after_round_1_is_refused(tmp_path: Path) -> None:
    for side, (command, make, cell, typed) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        typed(event, 1)
        edit(event, "Event", {cell: "White"})
        before = event.read_bytes()
        trf = tmp_path / f"{side}.trf"
        for args in (("pair", event), ("check", event), ("explain", event, "--round", 1),
                     ("explain", event, "--round", 2), ("export-trf", event, trf)):  # fmt: skip
            refused = command(*args)
            assert refused.exit_code == 2, (args, refused.output)
            assert f"'Event'!{cell}: white: {REFUSED} (type black back" in refused.stderr, args
            assert refused.exception is None or isinstance(refused.exception, SystemExit)
            assert event.read_bytes() == before and not trf.exists()
        edit(event, "Event", {cell: "black"})
        paired = command("pair", event)
        assert paired.exit_code == 0, paired.output


def test_round_1_paired_again_draws_the_lot_the_cell_gives(tmp_path: Path) -> None:
    for side, (command, make, cell, _) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        edit(event, "Event", {cell: "white"})
        again = command("pair", event, "--force")
        assert again.exit_code == 0, again.output
        checked = command("check", event)
        assert checked.exit_code == 0, checked.output


def test_a_round_1_changed_by_hand_leaves_the_cell_obeyed(tmp_path: Path) -> None:
    """Board 1's colours of round 1 swapped by hand (so round 1 reads back white): the
    Lot cell, black, is the lot it was paired under, and ``pair`` is not refused."""
    event = _round_1_under_black(swiss, SIDES[0][1], tmp_path / "event")
    white, black = games(event, 1)[0]
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    names = {white: sheet["C4"].value, black: sheet["G4"].value}
    sheet["B4"], sheet["C4"], sheet["G4"], sheet["H4"] = black, names[black], names[white], white
    book.save(event)
    SIDES[0][3](event, 1)
    paired = swiss("pair", event)
    assert paired.exit_code == 0, paired.output


def test_a_lot_cell_of_neither_colour_is_refused_in_one_sentence(tmp_path: Path) -> None:
    said = []
    for side, (command, make, cell, _) in enumerate(SIDES):
        event = make(tmp_path / str(side), "W")
        refused = command("pair", event)
        assert refused.exit_code == 2, refused.output
        assert f"'Event'!{cell}: " in refused.stderr
        said.append(refused.stderr.split(f"'Event'!{cell}: ")[1].splitlines()[0])
    assert said[0] == said[1] == "expected white, black or empty; found 'W'", said


def test_a_lot_row_the_program_cannot_read_is_refused_naming_its_cell(tmp_path: Path) -> None:
    """The Log's ``lot`` row of round 1 keeps the lot in its Pairing cell: another text
    there is refused naming the cell, as the other records are (it is what the Lot cell
    is held to)."""
    for side, (command, make, _, _) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        book = openpyxl.load_workbook(event)
        log = book["Log"]
        row = next(r for r in range(2, log.max_row + 1) if log.cell(r, 2).value == "lot")
        assert log.cell(row, 5).value == "black"
        log.cell(row, 5).value = "grey"
        book.save(event)
        refused = command("pair", event)
        assert refused.exit_code == 2, refused.output
        assert f"'Log'!E{row}: a lot row's Pairing cell the program cannot read" in refused.stderr
