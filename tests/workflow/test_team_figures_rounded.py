"""The figures the team workbook and bulletin show are rounded as C.07 rounds every other
figure on the pages, .5 up (``individual.vocabulary.result.nearest_whole``), not as
Python's ``round`` (half to even, review 7 #8): the Round sheet's team rating (art. 8,
the average of the four best) and the board statistics' percentages."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.workbook_event import new_event, run, type_results
from tests.workflow.pages import page

RATINGS = (10, 15, 20, 25, 30)  # the Teams sheet's Rtg 1 to Rtg 5


def test_the_round_sheet_shows_a_half_team_rating_rounded_up(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)
    book = openpyxl.load_workbook(event)
    teams = book["Teams"]
    team = teams.cell(2, 1).value
    for column, rating in zip(RATINGS, (2400, 2400, 2400, 2402, 2000), strict=True):
        teams.cell(2, column).value = rating  # the four best average 2400.5
    book.save(event)
    assert run("pair", event).exit_code == 0
    sheet = openpyxl.load_workbook(event)["Round 1"]
    shown = [
        sheet.cell(row, 7).value if sheet.cell(row, 3).value == team else sheet.cell(row, 12).value
        for row in range(5, sheet.max_row + 1)
        if isinstance(sheet.cell(row, 1).value, int) and team in (sheet.cell(row, 3).value,
                                                                   sheet.cell(row, 15).value)
    ]  # fmt: skip
    assert shown == [2401]


def _one_win(number: int, table: int, board: int) -> str:
    """Round 1's first match won on board 1; every other game drawn."""
    return "1-0" if (number, table, board) == (1, 1, 1) else "½-½"


def test_board_statistics_round_a_half_percentage_up(tmp_path: Path) -> None:
    """Board 1 over two rounds of four matches: seven draws and one win, 87.5 % and 12.5 %,
    shown 88 % and 13 % (half to even showed 12 %)."""
    event = new_event(tmp_path, 8)
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number, partial(_one_win, number))
    site = tmp_path / "site"
    assert run("bulletin", event, site).exit_code == 0
    rows = page(site, "boards.html").find("table", class_="board-stats").find("tbody")
    cells = [td.text() for td in rows.find_all("tr")[0].find_all("td")]
    assert cells[1] == "8"
    assert cells[2:5] in (["13%", "88%", "0%"], ["0%", "88%", "13%"])
