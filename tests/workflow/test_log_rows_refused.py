"""Damaged Log rows are refused naming the cell that was changed (review 8 #5, #6, #7, #10),
not read into false records or blamed on other cells:

- a record row's Round cell (pair, renumber, ...) that is not a round number, or that names
  another round than the row's place in the Log (a pair row's the round after the one
  before it) is refused naming it: before, the next ``pair`` wrote false ``manual change``
  rows, ``check`` called the workbook "made before the record", a round's numbers then
  were forgotten, or "a row was deleted" was said at another row;
- an ``init`` record naming fewer players than the pairing rows of the rounds played is
  refused naming the init row's Pairing cell: before, every other player's PN cell was
  called "added since the last pairing: empty this cell";
- an Options cell emptied on a pairing row after rows of its system recording them is
  refused as an emptied System cell is (one rule for the cells a pairing row records);
- a written cell holding an invalid value (PN 0, Paired rating 'abc') gets one message,
  saying what it holds, not a second calling it empty.

Both command lines where they share the code (the Log is one module)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import add_player, fill_results, swiss, two_rounds_played
from tests.workbook_event import edit, new_event, type_results
from tests.workbook_event import ok as team_ok
from tests.workbook_event import run as olympiad
from tests.workflow.test_log_options import _two_rounds

ROUND, PAIRING, OPTIONS = "C", "E", "G"  # the Log's columns


def _row(event: Path, action: str, number: int | None) -> int:
    """The Log row of the first ``action`` row of round ``number``."""
    log = openpyxl.load_workbook(event)["Log"]
    return next(r for r in range(2, log.max_row + 1)
                if log.cell(r, 2).value == action and log.cell(r, 3).value == number)  # fmt: skip


def _log(event: Path) -> list[tuple[object, ...]]:
    return [r[1:3] for r in openpyxl.load_workbook(event)["Log"].iter_rows(values_only=True)]


def _refused(cli: object, event: Path, *commands: tuple[str, ...]) -> list[str]:
    """Each command refused (exit 2, nothing written, no traceback): what each said."""
    before = event.read_bytes()
    said = []
    for command in commands:
        result = cli(*command, event)  # type: ignore[operator]
        text = " ".join(result.output.split())
        assert result.exit_code == 2, (command, text)
        assert "Traceback" not in text, text
        said.append(text)
    assert event.read_bytes() == before
    return said


_SWISS = (("pair",), ("check",), ("explain", "--round", "2"))


def test_a_pair_row_round_cell_garbled_is_refused(tmp_path: Path) -> None:
    """Before: pair wrote a 'manual change' row for round 2 (paired by the program) and check
    said the workbook was made before the record."""
    event = two_rounds_played(tmp_path)
    row = _row(event, "pair", 2)
    edit(event, "Log", {f"{ROUND}{row}": "x"})
    for said in _refused(swiss, event, *_SWISS):
        assert f"'Log'!{ROUND}{row}" in said and "'x'" in said, said
        assert "made before the record" not in said and "manual change" not in said, said


def test_a_pair_row_round_cell_retyped_to_an_earlier_round_is_refused(tmp_path: Path) -> None:
    """Before: pair logged round 1 as changed by hand ('differs from the one logged') and
    round 2 as paired by hand."""
    event = two_rounds_played(tmp_path)
    row = _row(event, "pair", 2)
    edit(event, "Log", {f"{ROUND}{row}": 1})
    for said in _refused(swiss, event, *_SWISS):
        assert f"'Log'!{ROUND}{row}" in said and "round 2" in said, said
        assert "made before the record" not in said, said
    assert ("manual change", 1) not in _log(event)


def test_a_pair_row_round_cell_retyped_to_a_later_round_names_it(tmp_path: Path) -> None:
    """Review 8 #10: round 1's pair row typed 2 was told as 'a row was deleted' at the
    paired rating row before it (another cell)."""
    event = two_rounds_played(tmp_path)
    row = _row(event, "pair", 1)
    for typed in (2, 2.0):
        edit(event, "Log", {f"{ROUND}{row}": typed})
        for said in _refused(swiss, event, ("pair",), ("check",)):
            assert f"'Log'!{ROUND}{row}" in said, said
            assert "a row was deleted" not in said and f"'Log'!{ROUND}{row - 1}" not in said, said


def test_a_renumber_row_round_cell_garbled_or_retyped_is_refused(tmp_path: Path) -> None:
    """Before: accepted, and round 2 replayed with today's numbers without a word."""
    event = two_rounds_played(tmp_path)
    add_player(event, "Late Lucas", 2290, "late 3")
    said = " ".join(swiss("pair", event).output.split())
    assert "Pairing numbers changed" in said, said
    fill_results(event, 3)
    row = _row(event, "renumber", 3)
    explained = " ".join(swiss("explain", event, "--round", "2").output.split())
    assert "renumbered since, in round 3" in explained, explained
    for typed in ("x", 2, None):
        edit(event, "Log", {f"{ROUND}{row}": typed})
        for said in _refused(swiss, event, ("check",), ("explain", "--round", "2")):
            assert f"'Log'!{ROUND}{row}" in said and "renumber row" in said, said


@pytest.mark.parametrize("side", ["swiss", "team"])
def test_a_damaged_init_record_is_named_not_the_pn_cells(tmp_path: Path, side: str) -> None:
    """Before: 11 messages (swiss; 8 team) 'added since the last pairing ... empty this
    cell', one per PN cell of a player (team) paired in both rounds, none naming 'Log'!E2."""
    team = side == "team"
    event = _team_rounds(tmp_path) if team else two_rounds_played(tmp_path)
    row = _row(event, "init", None)
    edit(event, "Log", {f"{PAIRING}{row}": "4: - -> 4"})
    for said in _refused(olympiad if team else swiss, event, ("pair",), ("check",)):
        assert f"'Log'!{PAIRING}{row}" in said, said
        assert "the init row records 1 PN, but none of No." in said, said
        assert "empty this cell" not in said and ("'Teams'!" if team else "'Players'!B") \
            not in said, said  # fmt: skip


def test_an_options_cell_emptied_is_refused_as_a_system_cell_is(tmp_path: Path) -> None:
    """Before: read as a workbook made before the column: judged with the Options cell, and
    with it emptied too, the change vanished unsaid."""
    event = _two_rounds(tmp_path)
    row = _row(event, "pair", 2)
    edit(event, "Log", {f"{OPTIONS}{row}": None})
    for said in _refused(swiss, event, ("check",), ("pair",), ("explain", "--round", "2")):
        assert f"'Log'!{OPTIONS}{row}" in said and "round 2" in said, said
        assert "type back the options" in said, said


def test_an_invalid_written_cell_gets_one_message_saying_what_it_holds(tmp_path: Path) -> None:
    """Before: a second message for the cell called it empty (Paired rating) or said it held
    no number (PN)."""
    event = two_rounds_played(tmp_path)
    original = event.read_bytes()
    for cell, typed in (("B2", 0), ("B2", -3), ("O2", "abc"), ("O2", -5)):
        event.write_bytes(original)
        edit(event, "Players", {cell: typed})
        (said,) = _refused(swiss, event, ("pair",))
        assert said.count(f"'Players'!{cell}") == 1, said
        assert f"found {typed!r}" in said or f"found {typed}" in said, said
        assert "empty" not in said and "no pairing number" not in said, said


def _team_rounds(tmp_path: Path) -> Path:
    event = new_event(tmp_path, 8, "--system", "fide-team-2026", "--rounds", "5")
    for number in (1, 2):
        team_ok("pair", event)
        type_results(event, number)
    return event


def test_team_a_pair_row_round_cell_garbled_or_retyped_is_refused(tmp_path: Path) -> None:
    event = _team_rounds(tmp_path)
    row = _row(event, "pair", 2)
    original = event.read_bytes()
    for typed in ("x", 1):
        event.write_bytes(original)
        edit(event, "Log", {f"{ROUND}{row}": typed})
        for said in _refused(olympiad, event, ("pair",), ("check",)):
            assert f"'Log'!{ROUND}{row}" in said, said
            assert "manual change" not in said, said
