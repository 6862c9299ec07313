"""Who a round leaves out because they withdrew is in the Log as on the command line, for
teams (``olympiad pair``) and players (``swiss pair``) alike: a ``withdrawn`` row of the
round paired, its sentence the one the command prints (the Pairing column's ``absent``
lists only those absent from that round)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import edit_player, swiss, two_rounds_played
from tests.workbook_event import run, set_status
from tests.workflow.test_reading_commands import _team_event


def _withdrawn_rows(event: Path) -> list[tuple[object, ...]]:
    sheet = openpyxl.load_workbook(event)["Log"]
    return [
        row[2:4] for row in sheet.iter_rows(min_row=2, values_only=True) if row[1] == "withdrawn"
    ]


def _said(output: str) -> str:
    (line,) = [x for x in output.splitlines() if x.startswith("Not paired (withdrawn)")]
    return line


def test_olympiad_pair_logs_the_withdrawn_teams(tmp_path: Path) -> None:
    event = _team_event(tmp_path)  # two rounds paired and played
    assert _withdrawn_rows(event) == []
    set_status(event, 3, "withdrawn 3")
    done = run("pair", event)
    assert done.exit_code == 0, done.output
    assert _said(done.output) == "Not paired (withdrawn): team 3 (Team 0003)"
    assert _withdrawn_rows(event) == [(3, _said(done.output))]


def test_swiss_pair_logs_the_withdrawn_players(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path)
    assert _withdrawn_rows(event) == []
    edit_player(event, "Jonas Kim", 12, "withdrawn 3")
    done = swiss("pair", event)
    assert done.exit_code == 0, done.output
    assert _said(done.output) == "Not paired (withdrawn): player 10 (Jonas Kim)"
    assert _withdrawn_rows(event) == [(3, _said(done.output))]
