"""The lot of a workbook whose Lot cell is empty but which has rounds played is one fact,
as a TRF's is (``trf_lot``): the Event sheet's Lot cell, else the Log's record of round 1's
(tests/workflow/test_lot_of_round_1_as_logged.py), else, in a workbook made before that
record (``made_before_the_lot_row``), read back from round 1 by the system's rule
(``System.read_lot``), else (no round played) ``pair`` asks for it. ``pair``, ``explain``
and ``check`` all read it; ``pair`` says when it read it back and changes no cell. Before,
the team ``pair`` refused (the lot not set) and ``swiss pair`` took white where ``check``
read the lot back from round 1."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import Result

from olympiad.edges.workbook.book import open_tournament
from tests.swiss_workbook import fill_results, games, swiss, trail
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import (
    edit,
    made_before_the_lot_row,
    new_event,
    run,
    same_rounds,
    type_results,
)


def _round_1_values(path: Path) -> list[tuple[object, ...]]:
    return list(openpyxl.load_workbook(path)["Round 1"].iter_rows(values_only=True))


def _paired_without_the_lot(event: Path, command: Callable[..., Result], cell: str) -> Path:
    """Round 2 of ``event`` (round 1 played under the lot black) paired by ``command`` with
    the Lot ``cell`` emptied in a workbook made before the Log's lot row, and of a copy
    kept with it (returned): ``pair`` says (and logs) that the lot was read back and leaves
    the cell and round 1 as they were typed."""
    kept = event.with_name("kept.xlsx")
    shutil.copy(event, kept)
    made_before_the_lot_row(event)
    edit(event, "Event", {cell: None})
    typed = _round_1_values(event)
    paired = command("pair", event)
    assert paired.exit_code == 0, paired.output
    assert command("pair", kept).exit_code == 0
    assert f"no lot given ('Event'!{cell} empty); read back from round 1: black" in paired.output
    book = openpyxl.load_workbook(event)
    assert book["Event"][cell].value is None
    assert _round_1_values(event) == typed
    logged = [row[1:4] for row in book["Log"].iter_rows(values_only=True)]
    assert [r for r in logged if r[:2] == ("lot", 2) and "read back from round 1" in r[2]]
    return kept


def test_team_pair_reads_the_lot_back_as_check_does(tmp_path: Path) -> None:
    """Round 1 paired under the lot black, the Lot cell emptied: ``olympiad pair`` pairs
    round 2 as it does with the cell (it refused before), says the lot was read back,
    leaves the cell and round 1 as typed; ``explain`` agrees, ``check`` finds nothing."""
    event = new_event(tmp_path, 8)
    edit(event, "Event", {"B7": "black"})
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    kept = _paired_without_the_lot(event, run, "B7")
    rounds = open_tournament(event)[1].event().rounds
    assert same_rounds(rounds, open_tournament(kept)[1].event().rounds)
    explained = run("explain", event, "--round", 2)
    note = "note: art. 21: no lot given ('Event'!B7 empty); read back"
    assert explained.stdout.startswith(note), explained.stdout  # its report (review 7 #10a)
    assert trail(explained.stdout) == run("explain", kept, "--round", 2).stdout
    type_results(event, 2)
    checked = run("check", event, "--strict")
    assert checked.exit_code == 0, checked.output
    assert "0 violations of the rules, 0 differences" in checked.output


def test_team_round_1_without_a_lot_is_still_asked_for(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)
    edit(event, "Event", {"B7": None})
    asked = run("pair", event)
    assert asked.exit_code == 2
    assert "'Event'!B7: the drawing of lots" in asked.stderr


def test_swiss_pair_reads_the_lot_back_as_check_does(tmp_path: Path) -> None:
    """Round 1 paired under the lot black, the Lot cell emptied: ``swiss pair`` gives
    round 2 the colours it gives with the cell (white before: the colours of every board
    reversed), says the lot was read back, leaves the cell and round 1 as typed;
    ``explain`` agrees, ``check`` finds nothing."""
    event = tmp_path / "spring.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    created = swiss("init", roster, event, "--rounds", "5", "--lot", "black")
    assert created.exit_code == 0, created.output
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    kept = _paired_without_the_lot(event, swiss, "B4")
    assert games(event, 2) == games(kept, 2)
    explained = swiss("explain", event, "--round", 2)
    assert explained.stdout.startswith("note: no lot given ('Event'!B4 empty); read back")
    assert trail(explained.stdout) == swiss("explain", kept, "--round", 2).stdout
    fill_results(event, 2)
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "no lot given ('Event'!B4 empty); read back from round 1: black" in checked.output
    assert "0 breaches of absolute criteria, 0 differences" in checked.output
