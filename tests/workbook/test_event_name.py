"""The event's name is the Event sheet's (issue 18, item 10): init says when it took the
roster's file name, and where to type the real one."""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.paths import FIXTURES
from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import make_trf, run
from tests.workbook_event import new_event as new_team_event

_NAMED_CELL = re.compile(r"type its name in '(\w+)'!([A-Z]+\d+)")


def _named_cell_holds(output: str, event: Path, name: str) -> None:
    """The cell the init message names holds the event's name (issue 26, item 6)."""
    found = _NAMED_CELL.search(output)
    assert found, output
    sheet, cell = found.groups()
    assert openpyxl.load_workbook(event)[sheet][cell].value == name, output


def test_swiss_init_names_where_the_event_name_comes_from(tmp_path: Path) -> None:
    roster = write_roster(tmp_path / "entries.xlsx")
    result = swiss("init", roster, tmp_path / "a.xlsx", "--lot", "white")
    assert result.exit_code == 0, result.output
    said = "The event is named 'entries' after the roster's file: type its name in 'Event'!B1"
    assert said in result.output
    assert openpyxl.load_workbook(tmp_path / "a.xlsx")["Event"]["B1"].value == "entries"
    _named_cell_holds(result.output, tmp_path / "a.xlsx", "entries")
    named = swiss("init", roster, tmp_path / "b.xlsx", "--name", "Spring Open")
    assert named.exit_code == 0 and "after the roster's file" not in named.output


def test_olympiad_init_names_where_the_event_name_comes_from(tmp_path: Path) -> None:
    event = new_team_event(tmp_path, 8)  # from a TRF whose 012 line names the event
    name = openpyxl.load_workbook(event)["Event"]["B2"].value  # B1 is the header "Value"
    assert name and name != "roster"
    roster = make_trf(tmp_path, 8)
    roster.write_text(
        "\n".join(line for line in roster.read_text().splitlines() if not line.startswith("012"))
    )
    result = run("init", roster, tmp_path / "unnamed.xlsx", "--lot", "white")
    assert result.exit_code == 0, result.output
    assert "The event is named 'roster' after the roster's file" in result.output
    _named_cell_holds(result.output, tmp_path / "unnamed.xlsx", "roster")


def test_olympiad_init_of_a_roster_names_the_cell_of_the_event_name(tmp_path: Path) -> None:
    roster = tmp_path / "open.csv"
    roster.write_bytes((FIXTURES / "olympiad2026_open_rosters_teams001-107.csv").read_bytes())
    result = run("init", roster, tmp_path / "e.xlsx")
    assert result.exit_code == 0, result.output
    _named_cell_holds(result.output, tmp_path / "e.xlsx", "open")
