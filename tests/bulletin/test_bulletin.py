"""The HTML bulletin, parsed: every match and board with its colours (art. 29) in art. 43
order, results as entered, standings as ``olympiad.standings.table`` orders them, SB breakdowns,
team compositions, board statistics, escaping, ½, the command line.

The pages are parsed with ``html.parser`` into a small tree that also checks that every
element is closed in order (the templates close all of them)."""

from __future__ import annotations

import os
import random
import re
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.edges.bulletin.tiebreak_pages import page_name
from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.edges.bulletin import render as bulletin
from olympiad.edges.bulletin.render import points, render_bulletin, template_folder, write_atomic
from olympiad.edges.cli.main import main
from olympiad.edges.legend import legend
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.colours import board_colours
from olympiad.engine.model import Event, Match, RoundPairing
from olympiad.engine.pairing import pair_round
from olympiad.engine.publication import publication_order
from olympiad.simulate import play_event, random_event
from olympiad.standings.history import history
from olympiad.standings.table import standings
from olympiad.standings.tiebreaks import sonneborn_berger
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.team import TEAM_RULESETS
from tests.bulletin.test_bulletin_tree import Element, parse
from tests.paths import ROOT

SAMPLE = ROOT / "data" / "olympiad2026_open_round5_SYNTHETIC.trf"
EVIL = '<script>alert("x")</script> =1+1 & Co'


# --- the event and its pages ---------------------------------------------------------


@pytest.fixture(scope="module")
def played() -> tuple[Event, RoundPairing]:
    """Nine teams (so a bye), three rounds, a reserve on board 2 of the first match, a team
    that did not appear in round 2, a team named like an attack; round 4 paired."""
    rnd = random.Random(2026)
    event = random_event(9, rnd, OLYMPIAD_2012, rounds=7)
    teams = tuple(replace(t, name=EVIL) if t.number == 3 else t for t in event.teams)
    event, _ = play_event(replace(event, teams=teams), rnd, 3, no_show=0.15)
    first, second, third = event.rounds
    reserve = replace(first.matches[0], lineup=((0, 0), (4, 1), (2, 2), (3, 3)))
    gone = second.matches[0]
    no_show = Match(*gone.teams, (GameScore.FORFEIT_WIN,) * 4, frozenset({gone.second}))
    rounds = (
        replace(first, matches=(reserve, *first.matches[1:])),
        replace(second, matches=(no_show, *second.matches[1:])),
        third,
    )
    event = replace(event, rounds=rounds)
    return event, pair_round(event, lot=Colour.WHITE)


@pytest.fixture(scope="module")
def site(played: tuple[Event, RoundPairing], tmp_path_factory: pytest.TempPathFactory) -> Path:
    outdir = tmp_path_factory.mktemp("bulletin")
    render_bulletin(played[0], outdir, played[1])
    return outdir


def page(site: Path, name: str) -> Element:
    return parse((site / name).read_text("utf-8"))


def matches_of(tree: Element) -> list[Element]:
    return tree.find_all("section", class_="match")


# --- pages ------------------------------------------------------------------------------


def test_every_page_is_written_atomically(
    played: tuple[Event, RoundPairing], tmp_path: Path
) -> None:
    written = render_bulletin(played[0], tmp_path, played[1])
    names = sorted(p.name for p in written)
    expected = ["boards", "index", "pairings", "results", "standings", "teams", "tiebreaks",
                "event", "start", "crosstable", "prizes", "charts"]  # fmt: skip
    rounds = [f"round-{n}" for n in range(1, 5)]
    rounds += [f"standings-after-{n}" for n in (1, 2)]  # after round 3: standings.html
    downloads = [
        f"{n}.{s}"
        for n in ("standings", "crosstable", "players", "tiebreaks")
        for s in ("csv", "xlsx")
    ]
    order = played[0].ruleset.standing_tiebreaks  # a page each, round by round (issue 30)
    html = [f"{n}.html" for n in expected + rounds] + [page_name(a) for a in order]
    assert names == sorted(["bulletin.css", *html, *downloads])
    assert sorted(p.name for p in tmp_path.iterdir()) == names, "a temporary file was left"
    for path in written:
        if path.suffix == ".html":
            tree = parse(path.read_text("utf-8"))
            assert tree.find("meta", name="viewport")
            assert tree.find("link", rel="stylesheet").attrs["href"] == "bulletin.css"


def test_index_links_every_page(site: Path) -> None:
    links = {a.attrs["href"] for a in page(site, "index.html").find_all("a")}
    for name in os.listdir(site):
        if name.endswith(".html"):
            assert name in links


def test_pairings_give_every_match_and_board_in_art43_order_with_colours(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, pairing = played
    tree = page(site, "pairings.html")
    assert tree.find("h1").text() == "Round 4 pairings"
    order = publication_order(pairing.matches, event)
    assert order == pairing.matches
    sections = matches_of(tree)
    assert [
        (int(s.attrs["data-first"] or 0), int(s.attrs["data-second"] or 0)) for s in sections
    ] == [(m.first, m.second) for m in order]
    colours = board_colours(event.board_colour_sequence(), OLYMPIAD_2012.boards)
    for table, (section, match) in enumerate(zip(sections, order, strict=True), start=1):
        assert section.attrs["data-table"] == str(table)
        rows = section.find("tbody").find_all("tr")
        assert [r.attrs["data-board"] for r in rows] == ["1", "2", "3", "4"]
        for board, row in enumerate(rows):
            first, second = row.find("td", class_="first"), row.find("td", class_="second")
            assert first.attrs["data-colour"] == colours[board].name.lower()
            assert second.attrs["data-colour"] == colours[board].opposite.name.lower()
            assert event.team(match.first).players[board].name in first.text()
            assert event.team(match.second).players[board].name in second.text()
            assert row.find("td", class_="res").text() == ""
        assert section.find("th", class_="score").text() == "–"
    bye = tree.find("p", class_="bye").text()
    assert pairing.bye is not None and event.team(pairing.bye).name in bye


def test_round_pages_show_the_results_entered(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, _ = played
    for rnd in event.rounds:
        sections = matches_of(page(site, f"round-{rnd.number}.html"))
        assert len(sections) == len(rnd.matches)
        for section in sections:
            teams = (int(section.attrs["data-first"] or 0), int(section.attrs["data-second"] or 0))
            match = next(m for m in rnd.matches if m.teams == teams)
            results = [
                r.find("td", class_="res").text() for r in section.find("tbody").find_all("tr")
            ]
            assert results == [g.value for g in match.games]
            a, b = (points(match.game_points(t)) for t in match.teams)
            assert section.find("th", class_="score").text() == f"{a}–{b}"
            assert ("Did not appear" in section.text()) == bool(match.no_show)


def test_lineup_names_who_sat_at_each_board(played: tuple[Event, RoundPairing], site: Path) -> None:
    event, _ = played
    match = event.rounds[0].matches[0]
    section = next(
        s
        for s in matches_of(page(site, "round-1.html"))
        if s.attrs["data-first"] == str(match.first)
    )
    board_two = section.find("tr", data_board="2")
    reserve = event.team(match.first).players[4].name
    assert reserve in board_two.find("td", class_="first").text()
    team = page(site, "teams.html").find("section", id=f"team-{match.first}")
    line = team.find("tr", data_player="5")
    assert line.find("span", data_round="1").has_class("black")  # board 2: WBWB, art. 29
    assert all(line.find("span", data_round=str(r)).has_class("none") for r in (2, 3))


def test_standings_follow_olympiad_standings(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, _ = played
    rows = page(site, "standings.html").find("tbody").find_all("tr")
    expected = standings(event)
    assert [r.attrs["data-team"] for r in rows] == [str(s.team) for s in expected]
    header = [th.text() for th in page(site, "standings.html").find("thead").find_all("th")]
    header_ = ["Rk", "No.", "Team", "Fed", "MP", "SB-OLY", "GP", "OMP-CUT1", "W", "D", "L"]
    assert header == header_
    for row, line in zip(rows, expected, strict=True):
        cells = [td.text() for td in row.find_all("td")]
        tally = line.tally
        assert cells == [
            line.rank,
            str(line.team),  # the team number, never the pairing number (issue 26, 4)
            line.name,
            event.team(line.team).federation,
            str(line.match_points),
            *(points(value) for _, value in line.tiebreaks),
            *(str(n) for n in (tally.won, tally.drawn, tally.lost)),
        ]


def test_sb_breakdown_shows_each_opponent_and_the_one_left_out(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, _ = played
    tree = page(site, "tiebreaks.html")
    for team, sb in sonneborn_berger(history(event)).items():
        section = tree.find("section", id=f"team-{team}")
        rows = section.find("tbody").find_all("tr")
        assert [int(r.attrs["data-round"] or 0) for r in rows] == [o.round for o in sb.opponents]
        for row, opponent in zip(rows, sb.opponents, strict=True):
            cells = [td.text() for td in row.find_all("td")]
            assert cells[2:] == [
                str(opponent.match_points),
                points(opponent.game_points),
                points(opponent.scored),
                points(opponent.product),
            ]
            assert row.has_class("excluded") == (opponent == sb.excluded)
            assert ("left out" in cells[1]) == (opponent == sb.excluded)
        assert sb.reason is not None and sb.reason.value in section.find("tfoot").text()
        assert section.find("tr", class_="total").find("td").text() == points(sb.value)


def test_team_compositions_add_up_to_the_game_points(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, _ = played
    tree = page(site, "teams.html")
    gp = {row.team: row.game_points for row in standings(event)}
    byes = {team.number: sum(r.bye == team.number for r in event.rounds) for team in event.teams}
    for team in event.teams:
        section = tree.find("section", id=f"team-{team.number}")
        lines = section.find("tbody").find_all("tr")
        assert [line.find("td", class_="name").find("summary").text() for line in lines] == [
            p.name for p in team.players
        ]
        total = sum(
            (_parse_points(line.find("td", class_="pts").text()) for line in lines), Fraction(0)
        )
        assert total == gp[team.number] - byes[team.number] * 2


def test_board_statistics_count_every_game_over_the_board(
    played: tuple[Event, RoundPairing], site: Path
) -> None:
    event, _ = played
    rows = (
        page(site, "boards.html").find("table", class_="board-stats").find("tbody").find_all("tr")
    )
    for board, row in enumerate(rows):
        games = [m.games[board] for r in event.rounds for m in r.matches if m.games]
        played_games = [g for g in games if g in (GameScore.WIN, GameScore.DRAW, GameScore.LOSS)]
        cells = [td.text() for td in row.find_all("td")]
        assert cells[:2] == [str(board + 1), str(len(played_games))]
        assert sum(int(c.rstrip("%")) for c in cells[2:5]) in (99, 100, 101)
        assert cells[6] == str(len(games) - len(played_games))


def test_a_name_with_markup_or_a_formula_stays_text(site: Path) -> None:
    for name in ("pairings.html", "standings.html", "teams.html", "tiebreaks.html", "results.html"):
        html = (site / name).read_text("utf-8")
        assert "<script>alert" not in html
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; =1+1 &amp; Co" in html
        tree = parse(html)
        assert EVIL in tree.text()
        scripts = [s.text() for s in tree.find_all("script")]
        assert len(scripts) == 1 and "alert" not in scripts[0]


def test_standings_name_the_event_tiebreaks(
    played: tuple[Event, RoundPairing], tmp_path: Path
) -> None:
    event = replace(played[0], ruleset=TEAM_RULESETS["olympiad-2022"])
    render_bulletin(event, tmp_path)
    header = page(tmp_path, "standings.html").find("thead").find_all("abbr")
    assert [a.text() for a in header[4:-3]] == ["EMGSB/C1", "GP", "BH:MP/C1"]
    assert header[6].attrs["title"] == legend("BH:MP/C1")  # the registry's line (issue 30)


@pytest.mark.parametrize(
    ("value", "printed"),
    [
        (Fraction(0), "0"),
        (Fraction(1, 2), "½"),
        (Fraction(5, 2), "2½"),
        (Fraction(3), "3"),
        (Fraction(-3, 2), "-1½"),
        (Fraction(1, 3), "1/3"),
        (7, "7"),
    ],
)
def test_points_are_printed_with_a_half_sign(value: Fraction | int, printed: str) -> None:
    assert points(value) == printed


def test_no_page_prints_a_decimal_or_slashed_half(site: Path) -> None:
    for path in site.glob("*.html"):
        tree = parse(path.read_text("utf-8"))
        cells = [e for e in tree.iter() if e.tag in ("td", "th", "span") and _is_score(e)]
        assert cells or path.name in ("index.html", "charts.html", "event.html")
        for cell in cells:
            assert not re.search(r"\d\.5|1/2", cell.text()), (path.name, cell.text())
    assert "½" in parse((site / "standings.html").read_text("utf-8")).text()


def test_pages_work_without_javascript(site: Path) -> None:
    """Without JavaScript every row shows; the filter form waits hidden for the script."""
    for path in site.glob("*.html"):
        tree = parse(path.read_text("utf-8"))
        hidden = [e for e in tree.iter() if "hidden" in e.attrs]
        assert all(e.attrs.get("id") == "filter" for e in hidden), path.name
        if tree.find_all("form"):
            assert tree.find_all("script") and tree.find_all(data_filter_item="")


def test_an_event_without_rounds_renders(tmp_path: Path) -> None:
    event = random_event(4, random.Random(1), OLYMPIAD_2012)
    render_bulletin(event, tmp_path)
    assert "No round has been paired yet." in page(tmp_path, "pairings.html").text()
    assert len(page(tmp_path, "standings.html").find("tbody").find_all("tr")) == 4


def test_a_round_with_results_and_its_pairing_shows_the_results(
    played: tuple[Event, RoundPairing], tmp_path: Path
) -> None:
    event, pairing = played
    games = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.UNFINISHED)
    results = tuple(Match(m.first, m.second, games) for m in pairing.matches)
    done = replace(event, rounds=(*event.rounds, replace(pairing.to_round(), matches=results)))
    render_bulletin(done, tmp_path, pairing)
    first = matches_of(page(tmp_path, "pairings.html"))[0]
    assert [td.text() for td in first.find_all("td", class_="res")] == ["1-0", "½-½", "0-1", "*"]
    # board 4 unfinished: the match is not finished, so no match score yet (issue 18)
    assert first.find("th", class_="score").text() == "–"
    assert "Provisional after round" in (tmp_path / "pairings.html").read_text(encoding="utf-8")


# --- templates, writing, command line ---------------------------------------------------


def test_templates_are_the_repository_folder() -> None:
    assert template_folder() == ROOT / "templates"
    assert bulletin.environment().autoescape is True


def test_a_failed_write_keeps_the_previous_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "standings.html"
    write_atomic(target, "old")

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["standings.html"]


def test_cli_writes_the_bulletin_and_says_where_to_open_it(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["bulletin", str(SAMPLE), str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert f"Open {(tmp_path / 'out' / 'index.html').resolve().as_uri()}" in result.output
    tree = page(tmp_path / "out", "pairings.html")
    assert tree.find("h1").text() == "Round 4 pairings"
    assert len(matches_of(tree)) == 53


def test_cli_round_option_gives_the_bulletin_as_of_that_round(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["bulletin", str(SAMPLE), str(tmp_path), "--round", "2"])
    assert result.exit_code == 0, result.output
    assert page(tmp_path, "pairings.html").find("h1").text() == "Round 2 pairings"
    assert not (tmp_path / "round-3.html").exists()
    event = read_team_trf(SAMPLE).event
    rows = page(tmp_path, "standings.html").find("tbody").find_all("tr")
    assert [r.attrs["data-team"] for r in rows] == [str(s.team) for s in standings(event, 2)]


@pytest.mark.parametrize("round_number", ["0", "5"])
def test_cli_refuses_a_round_not_paired(tmp_path: Path, round_number: str) -> None:
    result = CliRunner().invoke(
        main, ["bulletin", str(SAMPLE), str(tmp_path), "--round", round_number]
    )
    assert result.exit_code == 2
    assert "no round" in result.output
    assert not list(tmp_path.iterdir())


def test_cli_reports_a_bad_event_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text("012 nothing else\n")
    result = CliRunner().invoke(main, ["bulletin", str(bad), str(tmp_path / "out")])
    assert result.exit_code == 2
    assert not (tmp_path / "out").exists()


def _is_score(element: Element) -> bool:
    return any(element.has_class(c) for c in ("num", "res", "score", "pts", "game"))


def _parse_points(text: str) -> Fraction:
    half = text.endswith("½")
    whole = text.rstrip("½")
    return Fraction(int(whole) if whole else 0) + (Fraction(1, 2) if half else 0)
