"""An unrated player's estimate (FIDE Swiss A.1) is for pairing only: the bulletin and
``swiss standings`` show the player unrated and leave the games against them out of ARO,
TPR and the rating change (FIDE Rating Regulations 8.1: only rated opponents count).

The hand-computed case: Anna 2000, Boris 1800, Carla unrated (estimate 1900), Dmitri 1600.
Pairing numbers by the estimate: Anna 1, Carla 2, Boris 3, Dmitri 4; round 1 Anna-Boris
1-0 and Carla-Dmitri won by Carla; round 2 Anna-Carla drawn, Boris-Dmitri.

Anna, published ratings: one rated game (Boris), Ra 1800, score 1/1, dp(1.00) = 800,
Rp 2600; PD(+200) = .76 (table 8.1.2, 198-206), K 20, change 20 x (1 - .76) = 4.8 -> 5.
With the estimate counted (the fault): Ra (1800 + 1900) / 2 = 1850, p = .75, dp 193,
Rp 2043; PD(+100) = .64, change 20 x (1.5 - 1.40) = 2.
Dmitri: one rated game (Boris 1800); Ra 1800 (1700 with the estimate).
"""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.bulletin.test_bulletin_tree import parse
from tests.swiss_workbook import swiss

PLAYERS = (("Anna Berg", 2000), ("Boris Chen", 1800), ("Carla Diaz", "NR"),
           ("Dmitri Egorov", 1600))  # fmt: skip


def _result(path: Path, number: int, wins: dict[str, str]) -> list[tuple[str, str]]:
    """Type the results of round ``number``: ``wins`` maps a pair ``'A-B'`` of first
    letters (either order) to the winner's first letter or ``=``; the games (white, black)."""
    book = openpyxl.load_workbook(path)
    names = {row[0]: row[2] for row in book["Players"].iter_rows(min_row=2, values_only=True)}
    sheet = book[f"Round {number}"]
    played = []
    for row in range(4, sheet.max_row + 1):
        white, black = sheet.cell(row, 2).value, sheet.cell(row, 8).value
        if not isinstance(white, int):
            continue
        w, b = names[white][0], names[black][0]
        winner = wins.get(f"{w}-{b}", wins.get(f"{b}-{w}"))
        assert winner is not None, (w, b)
        sheet.cell(row, 5).value = "½-½" if winner == "=" else ("1-0" if winner == w else "0-1")
        played.append((w, b))
    book.save(path)
    return played


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("unrated")
    roster = folder / "roster.xlsx"
    book = openpyxl.Workbook()
    book.active.append(["Name", "Elo"])
    for name, rating in PLAYERS:
        book.active.append([name, rating])
    book.save(roster)
    path = folder / "open.xlsx"
    result = swiss("init", roster, path, "--rounds", "3", "--lot", "white", "--estimate", "1900")
    assert result.exit_code == 0, result.output
    assert swiss("pair", path).exit_code == 0
    games = _result(path, 1, {"A-B": "A", "C-D": "C"})
    assert {frozenset(g) for g in games} == {frozenset("AB"), frozenset("CD")}
    assert swiss("pair", path).exit_code == 0
    games = _result(path, 2, {"A-C": "=", "B-D": "B"})
    assert {frozenset(g) for g in games} == {frozenset("AC"), frozenset("BD")}
    return path


def test_standings_leave_the_estimate_out_of_aro_and_tpr(event: Path) -> None:
    # F.10's ARO (the system's own order, F10) and TPR/U0 leave the unrated out
    result = swiss("standings", event, "--tiebreaks", "F10 TPR/U0")
    assert result.exit_code == 0, result.output
    rows = {line.split()[2]: line.split() for line in result.output.splitlines()[3:]}
    anna, dmitri = rows["Anna"], rows["Dmitri"]
    assert anna[-2:] == ["1800", "2600"]  # not 1850, 2043
    assert dmitri[-2] == "1800"  # Boris only; Carla unrated
    # C.07's TPR beside F10 is C.07's (issue 30's one computation): dropped, art. 10, so
    # no value (an empty cell, tests/standings/test_dropped_rating_tiebreak.py)
    beside = swiss("standings", event, "--tiebreaks", "F10 TPR", "--csv")
    assert {line.split(",")[-1] for line in beside.stdout.splitlines()[1:]} == {""}
    # C.07's ARO and TPR (issue 30): with an unrated participant they are dropped (art. 10,
    # docs/interpretations.md), the estimate no rating either
    c07 = swiss("standings", event, "--tiebreaks", "ARO TPR", "--csv")
    assert c07.exit_code == 0, c07.output
    assert {line.split(",")[-2:] == ["", ""] for line in c07.stdout.splitlines()[1:]} == {True}


def test_bulletin_shows_the_unrated_player_unrated(event: Path, tmp_path: Path) -> None:
    result = swiss("bulletin", event, tmp_path)
    assert result.exit_code == 0, result.output
    anna = parse((tmp_path / "player-1.html").read_text("utf-8")).text()
    assert "Ra1800" in anna.replace(" ", "") and "Rp2600" in anna.replace(" ", "")
    card = parse((tmp_path / "player-3.html").read_text("utf-8")).text()
    assert "unrated" in card and "1900" not in card
    start = (tmp_path / "start.html").read_text("utf-8")
    assert "1900" not in start
    at = [start.index(name) for name in ("Anna", "Carla", "Boris", "Dmitri")]
    assert at == sorted(at)  # the start list keeps the pairing numbers by the estimate (A.2)
    with (tmp_path / "players.csv").open(encoding="utf-8") as handle:
        rows = {r["Player"]: r for r in csv.DictReader(handle)}
    assert rows["Anna Berg"]["Ra"] == "1800" and rows["Anna Berg"]["Rp"] == "2600"
    assert rows["Anna Berg"]["Change"] == "5" and rows["Anna Berg"]["K"] == "20"
    assert rows["Carla Diaz"]["Rtg"] == "" and rows["Dmitri Egorov"]["Ra"] == "1800"
