"""The Log's ``lot`` row of round 1 (the lot round 1 was paired under, which the Lot cell
is held to) is a record like the others (review 8):

- #1 a team workbook made by ``olympiad init EVENT.trf`` with rounds imported records the
  lot it imported round 1 under (the file's, or read back from round 1), so the Lot cell
  changed since is refused as in a workbook paired here (before, no ``lot`` row was written:
  ``pair`` obeyed the new cell and ``check`` blamed every round-1 board);
- #2 the row deleted, or its Action or Round cell garbled, in a workbook with the newer
  records (the init row's record, the System cell of round 1's pairing row) is refused
  naming the cell, as a deleted pairing row is, both sides (before, the Lot cell could
  then be changed unrefused); a workbook without the init record is not held to it;
- #4 ``swiss check EVENT.xlsx --lot`` other than the lot round 1 was paired under is
  refused naming the Lot cell, as ``swiss pair --lot`` is (before, it judged round 1 under
  it without a word: every board a difference); the same lot is accepted; ``swiss
  explain`` of a workbook takes ``--lot`` by the same rule (before: "only for a TRF")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.workbook_event import edit, made_before, run
from tests.workflow.test_lot_of_round_1 import SIDES, Command, _round_1_under_black

REFUSED = "round 1 was paired under the lot black; the lot of a paired round is not changed"


def _two_rounds(
    command: Command, make: Callable[..., Path], typed: Callable[[Path, int], None], folder: Path
) -> Path:
    """An event of the side (``SIDES``) with round 1 paired under black, round 2 paired,
    both played."""
    event = _round_1_under_black(command, make, folder)
    typed(event, 1)
    paired = command("pair", event)
    assert paired.exit_code == 0, paired.output
    typed(event, 2)
    return event


def _lot_row(event: Path) -> int:
    """The Log row of round 1's ``lot`` row."""
    log = openpyxl.load_workbook(event)["Log"]
    return next(r for r in range(2, log.max_row + 1)
                if log.cell(r, 2).value == "lot" and log.cell(r, 3).value == 1)  # fmt: skip


def _refused(command: Command, event: Path, cell: str, said: str) -> None:
    """``pair`` and ``check`` of ``event`` refused naming ``cell`` with ``said``, exit 2,
    nothing written, no traceback."""
    before = event.read_bytes()
    for args in (("pair", event), ("check", event)):
        refused = command(*args)
        assert refused.exit_code == 2, (args, refused.output)
        assert f"{cell}: " in refused.stderr and said in refused.stderr, (args, refused.stderr)
        assert refused.exception is None or isinstance(refused.exception, SystemExit)
        assert event.read_bytes() == before


def test_team_init_from_a_trf_with_rounds_records_the_lot_of_round_1(tmp_path: Path) -> None:
    command, make, cell, typed = SIDES[1]
    played = _two_rounds(command, make, typed, tmp_path / "played")
    trf = tmp_path / "played.trf"
    exported = run("export-trf", played, trf)
    assert exported.exit_code == 0, exported.output
    lotless = tmp_path / "lotless.trf"  # the lot read back from round 1 by init
    lines = trf.read_text().splitlines()
    lotless.write_text("\n".join(x for x in lines if x[:3] not in ("XXC", "152")) + "\n")
    for name, source in (("stated", trf), ("read back", lotless)):
        event = tmp_path / f"{name}.xlsx"
        made = run("init", source, event)
        assert made.exit_code == 0, made.output
        log = openpyxl.load_workbook(event)["Log"]
        rows = [[c.value for c in row] for row in log.iter_rows(min_row=2)]
        assert [r[1:3] for r in rows] == [["init", None], ["import", 1], ["lot", 1],
                                          ["import", 2]], (name, rows)  # fmt: skip
        assert rows[2][4] == "black", name
        checked = run("check", event)
        assert checked.exit_code == 0 and "0 differences" in checked.stdout, checked.output
        edit(event, "Event", {cell: "white"})
        _refused(command, event, f"'Event'!{cell}", f"white: {REFUSED} (type black back")


def test_a_workbook_init_made_from_a_trf_before_the_lot_row_says_how_to_add_it(
    tmp_path: Path,
) -> None:
    """A workbook ``init`` made from a TRF with rounds before it wrote the ``lot`` row (as
    one made now, its row taken away) is refused as one whose row was deleted, saying how
    to type it; the row typed (at the Log's end) is taken."""
    command, make, cell, typed = SIDES[1]
    played = _two_rounds(command, make, typed, tmp_path / "played")
    trf, event = tmp_path / "played.trf", tmp_path / "event.xlsx"
    assert run("export-trf", played, trf).exit_code == 0
    assert run("init", trf, event).exit_code == 0
    book = openpyxl.load_workbook(event)
    book["Log"].delete_rows(_lot_row(event))
    book.save(event)
    said = "type one after this row, Action lot, Round 1, Pairing the file's lot"
    _refused(command, event, "'Log'!B3", said)
    book = openpyxl.load_workbook(event)
    book["Log"].append([None, "lot", 1, None, "black"])
    book.save(event)
    checked = run("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.stdout, checked.output
    edit(event, "Event", {cell: "white"})
    _refused(command, event, f"'Event'!{cell}", f"white: {REFUSED} (type black back")


def test_a_deleted_lot_row_is_refused_naming_round_1s_pairing_row(tmp_path: Path) -> None:
    for side, (command, make, cell, typed) in enumerate(SIDES):
        event = _two_rounds(command, make, typed, tmp_path / str(side))
        row = _lot_row(event)
        book = openpyxl.load_workbook(event)
        assert book["Log"].cell(row - 1, 2).value == "pair"  # round 1's pair row, before it
        book["Log"].delete_rows(row)
        book["Event"][cell].value = "white"
        book.save(event)
        said = "no lot row of round 1 follows it"
        _refused(command, event, f"'Log'!B{row - 1}", said)
        edit(event, "Event", {cell: "black"})  # the cell kept: still refused, the row gone
        _refused(command, event, f"'Log'!B{row - 1}", said)


def test_a_lot_row_with_its_action_or_round_garbled_is_refused_naming_the_cell(
    tmp_path: Path,
) -> None:
    for side, (command, make, cell, typed) in enumerate(SIDES):
        event = _two_rounds(command, make, typed, tmp_path / str(side))
        row = _lot_row(event)
        for column, typo in (("B", "lots"), ("C", "x"), ("C", 2)):
            edit(event, "Log", {f"{column}{row}": typo})
            edit(event, "Event", {cell: "white"})
            what = "Action cell" if column == "B" else "Round cell"  # 'x': unreadable_rows'
            _refused(command, event, f"'Log'!{column}{row}", what)
            edit(event, "Log", {f"B{row}": "lot", f"C{row}": 1})
            edit(event, "Event", {cell: "black"})
            kept = command("check", event)
            assert kept.exit_code == 0, kept.output


def test_a_workbook_without_the_init_record_is_not_held_to_the_lot_row(tmp_path: Path) -> None:
    """A workbook made before the records (the init row's Pairing cell empty, and none of
    the records that came in with it: ``made_before``) keeps today's reading: no ``lot``
    row is looked for. (One made since with only those two taken away is refused naming
    the init record: tests/workflow/test_record_cells_emptied.py.)"""
    for side, (command, make, _, typed) in enumerate(SIDES):
        event = _two_rounds(command, make, typed, tmp_path / str(side))
        made_before(event, "init")
        checked = command("check", event)
        assert checked.exit_code == 0, checked.output
        paired = command("pair", event)
        assert paired.exit_code == 0, paired.output


def test_swiss_check_lot_is_refused_when_it_differs_from_round_1s(tmp_path: Path) -> None:
    command, make, cell, typed = SIDES[0]
    event = _two_rounds(command, make, typed, tmp_path / "event")
    for stated in ("black", None):  # the Lot cell, else round 1 read back: black
        edit(event, "Event", {cell: stated})
        before = event.read_bytes()
        refused = command("check", event, "--lot", "white")
        assert refused.exit_code == 2, refused.output
        said = f"'Event'!{cell}: --lot white: round 1 was paired under the lot black"
        assert said in refused.stderr, refused.stderr
        for args in (("pair",), ("explain", "--round", 1), ("explain", "--round", 3)):
            again = command(args[0], event, *args[1:], "--lot", "white")
            assert again.stderr == refused.stderr, args  # one rule, one sentence
        agreed = command("check", event, "--lot", "black")
        assert agreed.exit_code == 0 and "0 differences" in agreed.stdout, agreed.output
        explained = command("explain", event, "--round", 1, "--lot", "black")
        assert explained.exit_code == 0, explained.output
        assert "Round 1 as stored is what the engine gives now." in explained.stdout
        assert event.read_bytes() == before


def test_swiss_check_and_explain_lot_before_round_1_is_taken(tmp_path: Path) -> None:
    """No round paired: ``--lot`` is what ``pair`` would draw round 1 with, taken as
    ``pair --lot`` takes it (written by nothing but ``pair``)."""
    command, make, _, _ = SIDES[0]
    event = make(tmp_path / "event", None)
    before = event.read_bytes()
    checked = command("check", event, "--lot", "white")
    assert checked.exit_code == 0, checked.output
    explained = command("explain", event, "--round", 1, "--lot", "white")
    assert explained.exit_code == 0, explained.output
    assert "this is what 'swiss pair' would give" in explained.stdout
    assert event.read_bytes() == before
