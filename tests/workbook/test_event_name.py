"""The event's name is the Event sheet's (issue 18, item 10): init says when it took the
roster's file name, and where to type the real one."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import make_trf, run
from tests.workbook_event import new_event as new_team_event


def test_swiss_init_names_where_the_event_name_comes_from(tmp_path: Path) -> None:
    roster = write_roster(tmp_path / "entries.xlsx")
    result = swiss("init", roster, tmp_path / "a.xlsx", "--lot", "white")
    assert result.exit_code == 0, result.output
    said = "The event is named 'entries' after the roster's file: type its name in 'Event'!B1"
    assert said in result.output
    assert openpyxl.load_workbook(tmp_path / "a.xlsx")["Event"]["B1"].value == "entries"
    named = swiss("init", roster, tmp_path / "b.xlsx", "--name", "Spring Open")
    assert named.exit_code == 0 and "after the roster's file" not in named.output


def test_olympiad_init_names_where_the_event_name_comes_from(tmp_path: Path) -> None:
    event = new_team_event(tmp_path, 8)  # from a TRF whose 012 line names the event
    name = openpyxl.load_workbook(event)["Event"]["B1"].value
    assert name and name != "roster"
    roster = make_trf(tmp_path, 8)
    roster.write_text(
        "\n".join(line for line in roster.read_text().splitlines() if not line.startswith("012"))
    )
    result = run("init", roster, tmp_path / "unnamed.xlsx", "--lot", "white")
    assert result.exit_code == 0, result.output
    assert "The event is named 'roster' after the roster's file" in result.output
