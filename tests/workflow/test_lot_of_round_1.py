"""The lot round 1 was paired under is one fact of the workbook, read by ``pair``,
``explain`` and ``check`` through one place (``workbook_lot``), both sides (review 6, #3,
#10, #12):

- ``explain --round 1`` of a workbook whose Lot cell is empty reads the lot back from
  round 1 as ``check`` does (it took white: every board of a round paired under black
  "differed" while ``check`` found nothing), and says so, in ``pair``'s words;
- ``explain --round 1`` before the lot is drawn refuses as ``pair`` does, naming the Lot
  cell (``swiss explain`` showed a white-lot pairing "``swiss pair`` would give" while
  ``swiss pair`` refused; ``olympiad explain`` pointed at a TRF record and a ``--lot``
  option it does not have);
- ``pair --lot`` after round 1 is refused, naming the Lot cell and round 1, when it
  differs from the lot round 1 was paired under (stated or read back): it was written over
  the cell without a word, and every round-1 board became a difference. Pairing round 1
  again (``--force`` while it is the last round) may still draw the lot anew."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import Result

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import edit, made_before_the_lot_row, new_event, run, type_results

Command = Callable[..., Result]


def _swiss_event(folder: Path, lot: str | None = "black") -> Path:
    folder.mkdir()
    event = folder / "spring.xlsx"
    created = swiss("init", write_roster(folder / "roster.xlsx"), event, "--rounds", "5")
    assert created.exit_code == 0, created.output
    edit(event, "Event", {"B4": lot})
    return event


def _team_event(folder: Path, lot: str | None = "black") -> Path:
    folder.mkdir()
    event = new_event(folder, 8)
    edit(event, "Event", {"B7": lot})
    return event


SIDES: list[tuple[Command, Callable[[Path, str | None], Path], str, Callable[[Path, int], None]]]
SIDES = [
    (swiss, _swiss_event, "B4", lambda path, n: fill_results(path, n)),
    (run, _team_event, "B7", lambda path, n: type_results(path, n)),
]


def _round_1_under_black(command: Command, make: Callable[..., Path], folder: Path) -> Path:
    event = make(folder, "black")
    paired = command("pair", event)
    assert paired.exit_code == 0, paired.output
    return event


def test_explain_of_round_1_reads_the_lot_back_as_check_does(tmp_path: Path) -> None:
    for side, (command, make, cell, typed) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        typed(event, 1)
        made_before_the_lot_row(event)  # the lot read back (else the Log's: the same)
        edit(event, "Event", {cell: None})
        explained = command("explain", event, "--round", 1)
        assert explained.exit_code == 0, explained.output
        assert "Round 1 as stored is what the engine gives now." in explained.output
        said = f"no lot given ('Event'!{cell} empty); read back from round 1: black"
        assert said in explained.output
        checked = command("check", event)
        assert checked.exit_code == 0, checked.output
        assert "no lot given" in checked.stdout  # the team check: by the system's article
        assert "read back from round 1: black" in checked.stdout
        assert "0 differences" in checked.stdout


def test_explain_before_the_lot_is_drawn_refuses_as_pair_does(tmp_path: Path) -> None:
    for side, (command, make, cell, _) in enumerate(SIDES):
        event = make(tmp_path / str(side), None)
        explained = command("explain", event, "--round", 1)
        paired = command("pair", event)
        assert paired.exit_code == 2
        assert explained.exit_code == 2, explained.output
        assert f"'Event'!{cell}: the drawing of lots" in explained.stderr
        assert explained.stderr == paired.stderr
        assert "XXC" not in explained.stderr and "or pair with --lot" in explained.stderr


def _saved(path: Path) -> bytes:
    return path.read_bytes()


def test_pair_lot_after_round_1_is_refused_when_it_differs(tmp_path: Path) -> None:
    for side, (command, make, cell, typed) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        typed(event, 1)
        before = _saved(event)
        refused = command("pair", event, "--lot", "white")
        assert refused.exit_code == 2, refused.output
        assert f"'Event'!{cell}:" in refused.stderr
        assert "round 1 was paired under the lot black" in refused.stderr
        assert _saved(event) == before
        edit(event, "Event", {cell: None})  # read back from round 1: still black
        before = _saved(event)
        refused = command("pair", event, "--lot", "white")
        assert refused.exit_code == 2, refused.output
        assert "round 1 was paired under the lot black" in refused.stderr
        assert _saved(event) == before
        agreed = command("pair", event, "--lot", "black")
        assert agreed.exit_code == 0, agreed.output
        assert openpyxl.load_workbook(event)["Event"][cell].value == "black"


def test_round_1_paired_again_may_draw_the_lot_anew(tmp_path: Path) -> None:
    for side, (command, make, cell, _) in enumerate(SIDES):
        event = _round_1_under_black(command, make, tmp_path / str(side))
        again = command("pair", event, "--force", "--lot", "white")
        assert again.exit_code == 0, again.output
        assert openpyxl.load_workbook(event)["Event"][cell].value == "white"
