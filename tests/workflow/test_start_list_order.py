"""The bulletin's starting rank list says by what each edition numbers the teams: the
Olympiad rules' pairing numbers rank by the average rating of the top boards (2012 arts.
8-9; 2022 art. 3.1, not 3.1.1-3.1.2: the name of 3.1.3 decides too), C.04.6's TPN (1.1)
is the team number (the program's choice under 1.1.2) and the average rating is only shown
there, cited by no article. Before, every edition was told the teams were ranked by their
average rating."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest

from tests.workbook_event import new_event, run


def _start_page(folder: Path, edition: str) -> str:
    event = new_event(folder, 8, "--ruleset", edition, "--rounds", "4")
    paired = run("pair", event)
    assert paired.exit_code == 0, paired.output
    made = run("bulletin", event, folder / "pages")
    assert made.exit_code == 0, made.output
    page = (folder / "pages" / "start.html").read_text(encoding="utf-8")
    return " ".join(re.sub(r"<[^>]+>", " ", page).split())


@pytest.mark.parametrize(
    ("edition", "cited"), [("olympiad-2012", "arts. 8-9"), ("olympiad-2022", "art. 3.1")]
)
def test_the_olympiad_rules_rank_the_teams_by_their_average(
    tmp_path: Path, edition: str, cited: str
) -> None:
    text = _start_page(tmp_path, edition)
    assert f"Teams by pairing number ({cited}): the average rating" in text, text


def test_c046_numbers_the_teams_by_their_team_number(tmp_path: Path) -> None:
    text = _start_page(tmp_path, "fide-team-2026")
    assert "Teams by pairing number (art. 1.1). The TPN is the team number" in text, text
    assert "then the next player's rating" not in text, text
    assert "Ø is the average rating" in text, text


def test_the_average_is_a_decimal_with_three_boards(tmp_path: Path) -> None:
    """Three boards: an average of thirds is rounded to two places, .5 up (before:
    ``Ø 7999/3``); the page's own players (unrated at 1400, as it says) give each."""
    event = new_event(tmp_path, 8, "--boards", "3", "--rounds", "4")
    assert run("pair", event).exit_code == 0
    assert run("bulletin", event, tmp_path / "pages").exit_code == 0
    page = (tmp_path / "pages" / "start.html").read_text(encoding="utf-8")
    text = " ".join(re.sub(r"<[^>]+>", " ", page).split())
    assert "the average rating (Ø) of the 3 highest-rated players, unrated at 1400" in text, text
    teams = re.findall(r"PN \d+ Team \S+ No\. \d+ Ø (\S+) Bd Player Rtg FIDE id (.*?)(?= PN |$)",
                       text)  # fmt: skip
    assert len(teams) == 8, text
    thirds = 0
    for shown, players in teams:
        ratings = [int(r or 1400) for r in re.findall(r"\d+ Player \d+\.\d+ ?(\d{4})?", players)]
        total = sum(sorted(ratings, reverse=True)[:3])
        expected = (Decimal(total) / 3).quantize(Decimal("0.01"), ROUND_HALF_UP)
        thirds += total % 3 != 0
        assert "/" not in shown, shown
        assert Decimal(shown) == expected, (shown, players)
        assert shown == (str(expected) if total % 3 else str(total // 3)), shown
    assert thirds, "no average of thirds on the page"
