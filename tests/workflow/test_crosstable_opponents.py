"""A crosstable cell names one opponent, the same way on both sides: by his number
(``No.``, the start number of an individual event, the team number of a team event), which
each row shows and which never changes. A place does not: with places shared (``--tiebreaks
none``, or rows equal on every tie-break) ``1w1`` would point at every row of place 1
(review-6 #8). Each game's cell names an opponent whose own cell of that round names the
row back, with the other colour, through the real ``swiss`` and ``olympiad`` commands."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from tests.standings.test_standings_command import olympiad
from tests.swiss_workbook import swiss, two_rounds_played
from tests.workflow.pages import page

CELL = re.compile(r"(\d+)(?:([wb]).+|[+−])")
"""A round's cell with a game: the opponent's number, then the colour and the result, or a
forfeit's mark (no colour); a bye's points alone (``1``) name nobody."""


def _rows(text: str) -> tuple[str, list[dict[str, str]]]:
    """The crosstable's rows, and the name of its number column (``No.``)."""
    rows = list(csv.DictReader(io.StringIO(text)))
    number = next(c for c in rows[0] if c.rstrip(".") == "No")
    return number, rows


def _opponents_name_each_other(number: str, rows: list[dict[str, str]], rounds: int) -> int:
    """Each game's cell names an opponent (by ``number``) whose cell of that round names
    the row back, with the other colour; the games checked."""
    by_number = {r[number]: r for r in rows}
    games = 0
    for row in rows:
        for rnd in range(1, rounds + 1):
            found = CELL.fullmatch(row[f"R{rnd}"])
            if not found:
                continue  # a bye, a round not paired
            where = (row[number], rnd, row[f"R{rnd}"])
            assert found.group(1) in by_number, where
            back = CELL.fullmatch(by_number[found.group(1)][f"R{rnd}"])
            assert back and back.group(1) == row[number], where
            assert {found.group(2), back.group(2)} in ({"w", "b"}, {None}), where
            games += 1
    return games


def test_a_swiss_crosstable_names_each_opponent_by_his_number(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path, "--tiebreaks", "none")
    site = tmp_path / "site"
    assert swiss("bulletin", event, site).exit_code == 0
    number, rows = _rows((site / "crosstable.csv").read_text("utf-8"))
    ranks = [r[next(iter(r))] for r in rows]
    assert len(set(ranks)) < len(ranks), "places are shared"
    assert _opponents_name_each_other(number, rows, 2) >= len(rows)
    cells = {
        (tr.attrs["data-player"], rnd): tr.find("span", data_round=str(rnd)).text()
        for tr in page(site, "crosstable.html").find("tbody").find_all("tr")
        for rnd in (1, 2)
    }
    assert {(r[number], rnd): r[f"R{rnd}"] for r in rows for rnd in (1, 2)} == cells


def test_a_team_crosstable_names_each_opponent_by_his_number(tmp_path: Path) -> None:
    path = tmp_path / "teams.trf"
    made = olympiad("generate", "--teams", 9, "--rounds", 3, "--seed", 3, "-o", path)
    assert made.exit_code == 0, made.output
    site = tmp_path / "site"
    assert olympiad("bulletin", path, site).exit_code == 0
    number, rows = _rows((site / "crosstable.csv").read_text("utf-8"))
    assert _opponents_name_each_other(number, rows, 3) >= len(rows)
