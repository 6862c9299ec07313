"""``swiss init`` and ``olympiad init`` say how many players are unrated and the rating
they are paired at (issue 31: a value the rules allow is accepted and said)."""

from __future__ import annotations

import csv
from pathlib import Path

from click.testing import CliRunner

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad


def _csv(path: Path, rows: list[list[object]]) -> Path:
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    return path


def test_swiss_init_says_the_unrated_and_their_estimate(tmp_path: Path) -> None:
    rows: list[list[object]] = [["Name", "Rating"], ["One, A", 2400], ["Two, B", ""]]
    rows += [["Three, C", 0], ["Four, D", 2000]]
    roster = _csv(tmp_path / "players.csv", rows)
    args = ["init", str(roster), str(tmp_path / "e.xlsx"), "--estimate", "1200"]
    result = CliRunner().invoke(swiss, args)
    assert result.exit_code == 0, result.output
    assert "2 unrated players" in result.output and "1200" in result.output


def test_swiss_init_of_rated_players_says_nothing_of_unrated(tmp_path: Path) -> None:
    roster = _csv(tmp_path / "players.csv", [["Name", "Rating"], ["One, A", 2400], ["Two", 2300]])
    result = CliRunner().invoke(swiss, ["init", str(roster), str(tmp_path / "e.xlsx")])
    assert result.exit_code == 0, result.output
    assert "unrated" not in result.output


def test_olympiad_init_says_the_unrated_and_the_rating_floor(tmp_path: Path) -> None:
    rows: list[list[object]] = [["Team", "Board", "Name", "Rating"]]
    for team in "ABCD":
        for board in range(1, 5):
            unrated = (team, board) in {("B", 4), ("C", 3), ("C", 4)}
            rows.append([team, board, f"{team} {board}", "" if unrated else 2000 - board])
    roster = _csv(tmp_path / "teams.csv", rows)
    args = ["init", str(roster), str(tmp_path / "e.xlsx"), "--rating-floor", "1500"]
    result = CliRunner().invoke(olympiad, args)
    assert result.exit_code == 0, result.output
    assert "3 unrated players" in result.output and "1500" in result.output
