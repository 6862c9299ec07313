"""The bulletin's SB page explains the SB column of the standings: each team's total on the
page is the column's value (EMGSB/C1 for an olympiad-2022 event, art. 14a's SB-OLY for
2012), and the page names the rule it shows."""

from __future__ import annotations

import random
from fractions import Fraction
from pathlib import Path

import pytest

from olympiad.edges.bulletin import render as bulletin
from olympiad.edges.bulletin.render import points, render_bulletin
from olympiad.engine.model import Event
from olympiad.simulate import play_event, random_event
from olympiad.standings.table import standings
from rulesets.team import TEAM_RULESETS
from tests.bulletin.test_bulletin_tree import parse

SB_COLUMN = {"olympiad-2012": "SB-OLY", "olympiad-2022": "EMGSB/C1"}


@pytest.fixture(scope="module", params=sorted(SB_COLUMN))
def simulated(request: pytest.FixtureRequest) -> Event:
    """40 teams, 7 rounds, about 5 % of the matches not played (a team did not appear)."""
    rnd = random.Random(12)
    event = random_event(40, rnd, TEAM_RULESETS[request.param], rounds=9)
    played, _ = play_event(event, rnd, 7, no_show=0.05)
    return played


def test_the_page_totals_are_the_standings_column(simulated: Event) -> None:
    acronym = SB_COLUMN[simulated.ruleset.name]
    _, context = bulletin.pages(simulated)["tiebreaks.html"]
    column = {row.team: row.tiebreak(acronym) for row in standings(simulated)}
    assert context["column"] == acronym
    assert {sb.team: sb.value for _, sb in context["entries"]} == column
    for row, sb in context["entries"]:
        assert row.team == sb.team
        assert sb.total == sum((line.product for line in sb.lines), Fraction(0))
        left_out = sum((line.product for line in sb.lines if line.excluded), Fraction(0))
        assert (sb.left_out, sb.total - sb.left_out) == (left_out, sb.value)
    # the seed gives the page unplayed rounds to explain
    assert any(m.no_show for r in simulated.rounds for m in r.matches)


def test_the_page_shows_the_column_and_names_its_rule(simulated: Event, tmp_path: Path) -> None:
    acronym = SB_COLUMN[simulated.ruleset.name]
    render_bulletin(simulated, tmp_path)
    tree = parse((tmp_path / "tiebreaks.html").read_text("utf-8"))
    intro = tree.find("p", class_="status").text()
    if acronym == "SB-OLY":
        assert "art. 14a" in intro and "EMGSB" not in intro
    else:
        assert "EMGSB" in intro and "C.07" in intro and "art. 14a" not in intro
    for row in standings(simulated):
        section = tree.find("section", id=f"team-{row.team}")
        total = section.find("tr", class_="total").find("td").text()
        assert total == points(row.tiebreak(acronym))
    tds = parse((tmp_path / "standings.html").read_text("utf-8")).find_all("td")
    cells = [td for td in tds if "data-tiebreak" in td.attrs]
    links = [a.attrs["href"] for td in cells for a in td.find_all("a")]
    linked = [td for td in cells if td.find_all("a")]
    assert {td.attrs["data-tiebreak"] for td in linked} == {acronym}
    assert len(links) == len(simulated.teams)
    assert all((href or "").startswith("tiebreaks.html#team-") for href in links)
