"""The team bulletin's pages beyond pairings and standings (issue 15): the starting rank
list, the crosstable, performance ratings and board prizes, the charts, the event page and
the downloads, each read back and compared with the computation the standings use."""

from __future__ import annotations

import csv
import random
from dataclasses import replace
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.vocabulary.result import decimal_points
from olympiad.edges.bulletin.render import render_bulletin
from olympiad.engine.model import Event, RoundPairing
from olympiad.engine.ranking import average_rating, pairing_numbers
from olympiad.simulate import play_event, random_event
from olympiad.standings.history import history
from olympiad.standings.players import board_prizes, player_records
from olympiad.standings.table import standings
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.bulletin.test_bulletin import page, played, site  # noqa: F401 (fixtures)

FORMULA = '=HYPERLINK("http://x","click")'


def test_start_list_is_in_pairing_number_order_with_the_art8_average(
    played: tuple[Event, RoundPairing],  # noqa: F811
    site: Path,  # noqa: F811
) -> None:
    event, _ = played
    numbers = pairing_numbers(event)
    sections = page(site, "start.html").find_all("section", class_="team")
    teams = sorted(event.teams, key=lambda t: numbers[t.number])
    assert [s.attrs["data-team"] for s in sections] == [str(t.number) for t in teams]
    for section, team in zip(sections, teams, strict=True):
        average = average_rating(team, OLYMPIAD_2012.boards, OLYMPIAD_2012.rating_floor)
        assert f"Ø {decimal_points(average)}" in section.find("h2").text()
        names = [td.text() for td in section.find_all("td", class_="name")]
        assert names == [p.name for p in team.players]


def test_crosstable_gives_each_rounds_opponent_colour_and_score(
    played: tuple[Event, RoundPairing],  # noqa: F811
    site: Path,  # noqa: F811
) -> None:
    event, _ = played
    rows = page(site, "crosstable.html").find("tbody").find_all("tr")
    expected = standings(event)
    assert [r.attrs["data-team"] for r in rows] == [str(s.team) for s in expected]
    for row, line in zip(rows, expected, strict=True):
        for rnd in event.rounds:
            cell = row.find("span", data_round=str(rnd.number)).text()
            match = rnd.match_of(line.team)
            if rnd.bye == line.team:
                assert cell == "bye"
            elif match is None:
                assert cell == "–"
            else:
                colour = "w" if match.first == line.team else "b"  # WBWB: board 1 white
                assert cell.startswith(f"{match.opponent_of(line.team)}{colour}")


def test_performance_and_board_prizes_come_from_the_player_records(
    played: tuple[Event, RoundPairing],  # noqa: F811
    site: Path,  # noqa: F811
) -> None:
    event, _ = played
    records = player_records(history(event))
    teams = page(site, "teams.html")
    for team, players in records.items():
        section = teams.find("section", id=f"team-{team}")
        for line, record in zip(section.find("tbody").find_all("tr"), players, strict=True):
            shown = line.find("td", class_="rp").text()
            assert shown == ("" if record.performance is None else str(record.performance))
    prizes = board_prizes(history(event))
    tree = page(site, "prizes.html")
    assert f"fewer than {OLYMPIAD_2012.board_prize_min_games} games" in tree.text()
    for prize in prizes:
        section = tree.find("section", id=f"board-{prize.position}")
        prize_rows = section.find("tbody").find_all("tr") if prize.lines else []
        assert len(prize_rows) == len(prize.lines)
        for tr, entry in zip(prize_rows, prize.lines, strict=True):
            cells = [td.text() for td in tr.find_all("td")]
            assert cells[0] == ("" if entry.rank is None else str(entry.rank))
            assert entry.record.player.name in cells[1]
            assert cells[2] == str(entry.record.performance)
    # three rounds played: nobody has eight games, so nobody is ranked yet
    assert all(e.rank is None for prize in prizes for e in prize.lines)


def test_charts_are_static_svg_with_each_teams_place_after_every_round(
    played: tuple[Event, RoundPairing],  # noqa: F811
    site: Path,  # noqa: F811
) -> None:
    event, _ = played
    tree = page(site, "charts.html")
    assert [s.text() for s in tree.find_all("script")] == [
        s.text() for s in tree.find_all("script") if "filter" in s.text()
    ]  # only the name filter, no chart script
    rows = tree.find("table", class_="ranks").find("tbody").find_all("tr")
    after = {n: {s.team: s.place for s in standings(event, rounds=n)} for n in (1, 2, 3)}
    for row in rows:
        team = int(row.attrs["data-team"] or 0)
        label = row.find("svg").attrs["aria-label"]
        assert label == "places " + ", ".join(str(after[n][team]) for n in (1, 2, 3))
        assert len((row.find("polyline").attrs["points"] or "").split()) == 3
    bars = tree.find("svg", class_="bars").find_all("g")
    final = standings(event)
    assert sum(int(b.attrs["data-teams"] or 0) for b in bars) == len(final)
    for bar in bars:
        mp = int(bar.attrs["data-mp"] or 0)
        assert int(bar.attrs["data-teams"] or 0) == sum(r.match_points == mp for r in final)


def test_event_page_names_the_ruleset_and_the_tiebreak_order(site: Path) -> None:  # noqa: F811
    tree = page(site, "event.html")
    assert OLYMPIAD_2012.title in tree.text()
    order = [li.find("abbr").text() for li in tree.find("ol", class_="tiebreaks").find_all("li")]
    assert order == list(OLYMPIAD_2012.tiebreaks)
    links = {a.attrs["href"] for a in tree.find_all("a")}
    assert {"standings.csv", "crosstable.xlsx", "players.csv"} <= links


@pytest.fixture(scope="module")
def formula_site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Event, Path]:
    rnd = random.Random(15)
    event = random_event(6, rnd, OLYMPIAD_2012, rounds=5)
    teams = tuple(replace(t, name=FORMULA) if t.number == 2 else t for t in event.teams)
    first = replace(teams[0], players=(replace(teams[0].players[0], name="@SUM(A1)"),
                                       *teams[0].players[1:]))  # fmt: skip
    event, _ = play_event(replace(event, teams=(first, *teams[1:])), rnd, 2)
    outdir = tmp_path_factory.mktemp("formula")
    render_bulletin(event, outdir)
    return event, outdir


def test_downloads_hold_the_standings_and_no_formula(formula_site: tuple[Event, Path]) -> None:
    event, outdir = formula_site
    with (outdir / "standings.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    expected = standings(event)
    assert rows[0][:5] == ["Rank", "No.", "Team", "Fed", "MP"]
    assert [r[2] for r in rows[1:]] == [
        "'" + s.name if s.name.startswith("=") else s.name for s in expected
    ]
    assert [int(r[4]) for r in rows[1:]] == [s.match_points for s in expected]
    for name in ("standings", "crosstable", "players"):
        book = openpyxl.load_workbook(outdir / f"{name}.xlsx")
        cells = [c for row in book.active.iter_rows() for c in row]
        assert not [c.coordinate for c in cells if c.data_type == "f"], name
        texts = [c.value for c in cells if isinstance(c.value, str)]
        assert not [t for t in texts if t.startswith(("=", "+", "-", "@"))], name
    players = (outdir / "players.csv").read_text("utf-8")
    assert "'@SUM(A1)" in players and "'" + FORMULA.replace('"', '""') in players
