"""One convention for exits and figures on both command lines (issue 26, item 7), through
the real commands on scripted events.

- ``check`` exits 1 when it lists a difference from the engine's pairing, on both command
  lines, 0 when it lists nothing; both ``--help`` texts say so in the same words.
- The standings print every figure one way, and the command line, the HTML page and the
  CSV download agree row by row: a shared place as a range (``3-4``) on both sides; a
  column of points or tie-breaks in one spelling (``8½`` while every value is whole or
  half, else two decimals for each: never ``7.75`` beside ``8½``); the points spelled the
  same whatever ``--tiebreaks`` says; direct encounter (``DE``) as ``-`` where it decides
  nothing (no tie, or the games between the tied players separate nobody).
"""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import layout, new_event, run

CHECK_EXIT = "Exit status: 1 when it lists a violation or a difference, 0 when it lists nothing"
PLACE = re.compile(r"\d+(-\d+)?")
WHOLE_OR_HALF = re.compile(r"-?(\d+½?|½)")
DECIMALS = re.compile(r"-?\d+\.\d\d")
Table = list[dict[str, str]]


# --- check: one exit rule ---------------------------------------------------------------------


def _swiss_event(folder: Path, tiebreaks: str = "") -> Path:
    folder.mkdir()
    event = folder / "event.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    chosen = ("--tiebreaks", tiebreaks) if tiebreaks else ()
    made = swiss("init", roster, event, "--rounds", "5", "--lot", "white", *chosen)
    assert made.exit_code == 0, made.output
    return event


def test_check_exits_1_on_a_difference_on_both_command_lines(tmp_path: Path) -> None:
    """A round paired by hand differently from the engine, no rule broken: a difference."""
    (tmp_path / "team").mkdir()
    team = new_event(tmp_path / "team")
    assert run("pair", team).exit_code == 0
    clean = run("check", team)
    assert clean.exit_code == 0, clean.output
    assert "0 violations of the rules, 0 differences" in clean.output
    first, second = layout(team, 1)[:2]
    book = openpyxl.load_workbook(team)
    sheet = book["Round 1"]
    rows = (first.row, second.row)
    values = [(sheet.cell(r, 15).value, sheet.cell(r, 11).value) for r in rows]
    for row, (number, name) in zip(rows, reversed(values), strict=True):
        sheet.cell(row, 15).value, sheet.cell(row, 11).value = number, name
        for board in range(1, 5):
            sheet.cell(row + board, 11).value = None
    book.save(team)
    differs = run("check", team)
    assert "1 round checked: 0 violations of the rules, 2 differences" in differs.output
    assert differs.exit_code == 1, differs.output

    event = _swiss_event(tmp_path / "swiss")
    assert swiss("pair", event).exit_code == 0
    clean = swiss("check", event)
    assert clean.exit_code == 0, clean.output
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    sheet["B4"], sheet["H4"] = sheet["H4"].value, sheet["B4"].value  # colours swapped
    book.save(event)
    differs = swiss("check", event)
    assert "0 breaches of absolute criteria, 1 differences" in differs.stderr
    assert differs.exit_code == 1, differs.output


def test_both_check_helps_give_the_one_exit_rule() -> None:
    for command in (run("check", "--help"), swiss("check", "--help")):
        assert command.exit_code == 0
        assert CHECK_EXIT in " ".join(command.output.split())
    assert "--strict" not in run("check", "--help").output
