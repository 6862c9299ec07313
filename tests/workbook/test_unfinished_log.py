"""The Log's ``unfinished`` rows keep their game in a field of its own (issue 28: the
sentence was parsed back by two regexes): the ``Pairing`` column names it (``round 1:
3-7 board 4``), and ``check`` judges the round as it was paired from that field, whatever
the sentence says (an organiser may annotate it)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import layout, make_trf, run
from tests.workflow.test_swiss_day import Organiser as SwissOrganiser
from tests.workflow.test_team_day import Organiser as TeamOrganiser


def _unfinished_rows(event: Path) -> list[tuple[object, ...]]:
    sheet = openpyxl.load_workbook(event)["Log"]
    return [row for row in sheet.iter_rows(min_row=2, values_only=True) if row[1] == "unfinished"]


def _annotate(event: Path) -> None:
    """The arbiter rewrites the unfinished rows' sentences."""
    book = openpyxl.load_workbook(event)
    sheet = book["Log"]
    for row in range(2, sheet.max_row + 1):
        if sheet.cell(row, 2).value == "unfinished":
            sheet.cell(row, 4).value = "adjourned, the players agreed to resume at 18:00"
    book.save(event)


def test_the_team_log_names_the_unfinished_game_and_check_reads_it(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    created = run("init", make_trf(tmp_path, 7), event, "--lot", "white", "--rounds", "5")
    assert created.exit_code == 0, created.output
    me = TeamOrganiser(event)
    assert run("pair", event).exit_code == 0
    me.type_all(1, {1: "1-0", 2: "½-½", 3: "0-1", 4: "1-0"}, skip={(1, 1)})
    me.type(1, {(1, 1): "*"})
    assert run("pair", event).exit_code == 0
    first, second = layout(event, 1)[0].first, layout(event, 1)[0].second
    assert [(r[2], r[4]) for r in _unfinished_rows(event)] == [
        (2, f"round 1: {first}-{second} board 1")
    ]
    _annotate(event)
    for final in ("0-1", "1-0"):
        me.type(1, {(1, 1): final})
        checked = run("check", event)
        assert checked.exit_code == 0, checked.output
        assert "round 2 is judged as it was paired" in checked.output


def test_the_swiss_log_names_the_unfinished_game_and_check_reads_it(tmp_path: Path) -> None:
    event = tmp_path / "spring.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    assert swiss("init", roster, event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    me = SwissOrganiser(event)
    me.type_all(1, skip=frozenset({1}))
    me.type(1, {1: "*"})
    assert swiss("pair", event).exit_code == 0
    board_one = openpyxl.load_workbook(event)["Round 1"][4]
    white, black = board_one[1].value, board_one[7].value
    assert [(r[2], r[4]) for r in _unfinished_rows(event)] == [
        (2, f"round 1: {white}-{black} board 1")
    ]
    _annotate(event)
    me.type_all(2)
    for final in ("1-0", "0-1"):
        me.type(1, {1: final})
        checked = swiss("check", event)
        assert checked.exit_code == 0, checked.output + checked.stderr
        assert "round 2 is judged as it was paired, with 1 game" in checked.stdout
