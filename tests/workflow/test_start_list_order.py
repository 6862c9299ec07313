"""The bulletin's starting rank list says by what each edition numbers the teams: the
Olympiad rules' pairing numbers rank by the average rating of the top boards (2012 arts.
8-9; 2022 art. 3.1, not 3.1.1-3.1.2: the name of 3.1.3 decides too), C.04.6's TPN (1.1)
is the team number (the program's choice under 1.1.2) and the average rating is only shown
there, cited by no article. Before, every edition was told the teams were ranked by their
average rating."""

from __future__ import annotations

import re
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
