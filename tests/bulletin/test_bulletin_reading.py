"""Issue 26 item 8, the team bulletin read as an arbiter reads it, through the real
commands (``olympiad demo``, ``olympiad bulletin --round N``): team numbers in the
pairings, each player's rating change (FIDE Rating Regulations 8.3, as the individual
bulletin's cards give it), the standings after every earlier round one click away."""

from __future__ import annotations

import csv
import re
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.standings.rating import development_coefficient, expected_score
from individual.vocabulary.result import nearest_whole
from olympiad.edges.cli.main import main
from olympiad.edges.event_files import read_event
from olympiad.engine.model import Event
from olympiad.standings.history import history
from olympiad.standings.players import player_records
from tests.bulletin.test_bulletin_tree import Element, parse

ROUNDS = 3


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Event, Path, Path]:
    """``olympiad demo --rounds 3``: three rounds with results, round 4 paired; the
    event as read back from its workbook, the workbook and the bulletin."""
    folder = tmp_path_factory.mktemp("demo")
    result = CliRunner().invoke(main, ["demo", "--rounds", str(ROUNDS), str(folder)])
    assert result.exit_code == 0, result.output
    workbook = next(folder.glob("*.xlsx"))
    return read_event(workbook), workbook, folder / "bulletin"


def page(site: Path, name: str) -> Element:
    return parse((site / name).read_text("utf-8"))


def test_team_pairings_show_the_team_numbers(demo: tuple[Event, Path, Path]) -> None:
    event, _, site = demo
    names = {t.number: t.name for t in event.teams}
    for name in ("pairings.html", *(f"round-{n}.html" for n in range(1, ROUNDS + 2))):
        sections = page(site, name).find_all("section", class_="match")
        assert sections, name
        for section in sections:
            for side in ("first", "second"):
                number = int(section.attrs[f"data-{side}"] or "")
                head = section.find("th", class_=side)
                assert head.find("span", class_="no").text() == str(number), name
                assert head.text().startswith(f"{number} {names[number]}"), head.text()
        rnd = event.rounds[int(name[6:-5]) - 1] if name != "pairings.html" else event.rounds[-1]
        assert rnd.bye is not None  # 107 teams
        bye = page(site, name).find("p", class_="bye")
        assert bye.find("span", class_="no").text() == str(rnd.bye), name
        assert names[rnd.bye] in bye.text()


def test_each_player_has_the_rating_change_of_the_individual_cards(
    demo: tuple[Event, Path, Path],
) -> None:
    """K x (score - the sum of PD) over the games over the board against rated opponents,
    rounded .5 away from zero, K and why as the record implies (8.3.3)."""
    event, _, site = demo
    tree = page(site, "teams.html")
    names = {t.number: t.name for t in event.teams}
    with (site / "players.csv").open(encoding="utf-8-sig", newline="") as file:
        downloaded = {(r["Team"], r["Player"]): (r["K"], r["Change"]) for r in csv.DictReader(file)}
    changes = 0
    for team, records in player_records(history(event)).items():
        section = tree.find("section", id=f"team-{team}")
        for record in records:
            row = section.find("tr", data_player=str(record.position))
            cell = row.find("td", class_="change").text()
            rated = [g for g in record.played if g.opponent and g.opponent.rating]
            player = record.player
            if not player.rating or not rated:
                assert cell == "", (team, player.name, cell)
                continue
            assert player.rating is not None
            expected = sum((expected_score(player.rating, g.opponent.rating or 0)
                            for g in rated), Fraction(0))  # fmt: skip
            k = development_coefficient(player.rating, player.title, len(rated))
            change = nearest_whole(k.value * (sum(g.points for g in rated) - expected))
            assert cell == f"{change:+d}", (team, player.name, cell, change)
            assert downloaded[(names[team], player.name)] == (str(k.value), str(change))
            facts = row.find("details").text()
            assert f"K {k.value} ({k.reason})" in facts, facts
            assert f"Rating change {change:+d}" in facts, facts
            changes += 1
    assert changes > 100


def test_standings_after_every_earlier_round_are_one_click_away(
    demo: tuple[Event, Path, Path], tmp_path: Path
) -> None:
    """Every page links the standings after rounds 1, 2 (pages of their own) and 3 (the
    standings page); each is the standings ``olympiad bulletin --round N`` writes."""
    _, workbook, site = demo
    wanted = {n: f"standings-after-{n}.html" for n in range(1, ROUNDS)} | {ROUNDS: "standings.html"}
    for name in sorted(p.name for p in site.glob("*.html")):
        links = page(site, name).find("p", class_="standings-after").find_all("a")
        assert {int(a.text()): a.attrs["href"] for a in links} == wanted, name
    for n in range(1, ROUNDS):
        earlier = tmp_path / f"round-{n}"
        command = ["bulletin", str(workbook), str(earlier), "--round", str(n)]
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 0, result.output
        ours = page(site, wanted[n])
        assert ours.find("h1").text() == f"Standings after round {n}"
        assert re.search(rf"\bAfter {n} rounds?\b", ours.find("p", class_="status").text())
        theirs = page(earlier, "standings.html").find("tbody")
        assert _rows(ours.find("tbody")) == _rows(theirs), n


def _rows(body: Element) -> list[str]:
    return [row.text() for row in body.find_all("tr")]
