"""The organiser's workflow through the command line: init, pair, results typed with
openpyxl, standings, explain, export-trf, and the --force rule, run with CliRunner."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.file import previous_path
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.workbook.book import open_tournament
from olympiad.edges.workbook.log import read_log
from olympiad.standings.table import standings
from tests.paths import DATA, TESTS
from tests.workbook_event import (
    MatchRows,
    edit,
    layout,
    log_actions,
    make_trf,
    new_event,
    run,
    same_rounds,
    swap_second_teams,
    type_results,
)

FIXTURES = TESTS / "fixtures"


def test_a_whole_event(tmp_path: Path) -> None:
    event = new_event(tmp_path, 9)
    for number in (1, 2, 3):
        result = run("pair", event)
        assert result.exit_code == 0, result.output
        assert f"Round {number} paired: 4 matches, bye to team" in result.stdout
        type_results(event, number)
    table = run("standings", event)
    assert table.exit_code == 0, table.output
    assert table.stdout.splitlines()[0].split()[:4] == ["Rk", "No.", "Team", "MP"]
    assert len(table.stdout.splitlines()) == 10
    out = tmp_path / "out.trf"
    exported = run("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    _, tournament = open_tournament(event)
    assert same_rounds(read_team_trf(out).event.rounds, tournament.event().rounds)
    assert table.stdout == run("standings", out).stdout
    edit(event, "Teams", {"E3": "absent 4", "E4": "withdrawn 4"})
    run("export-trf", event, out)
    exchange = [tuple(map(int, line.split())) for line in run("pair", out).stdout.split("\n")[1:-1]]
    assert run("pair", event).exit_code == 0
    logged = read_log(openpyxl.load_workbook(event)["Log"])
    paired = [e for e in logged if e.action == "pair"][-1].pairing
    assert paired is not None and paired.absent == {2}
    assert exchange == [*paired.matches, (paired.bye, 0)]
    # exports read; round 4 logs the team that withdrew (3) beside its pairing
    actions = [a for a, _ in log_actions(event)]
    assert actions == ["init", "pair", "lot", *["pair"] * 3, "withdrawn"]  # lot: round 1's


def test_round_trip_through_trf_keeps_every_result(tmp_path: Path) -> None:
    event = new_event(tmp_path, 6)
    run("pair", event)
    type_results(event, 1, lambda table, board: "-/+" if (table, board) == (1, 2) else "*")
    one, first = layout(event, 1)[0], layout(event, 1)[2]
    edit(event, "Round 1", {f"I{first.row}": "+/-", **{f"I{r}": None for r in first.boards}})
    refused = run("export-trf", event, tmp_path / "a.trf")
    assert refused.exit_code == 2 and not (tmp_path / "a.trf").exists()
    run("export-trf", event, tmp_path / "a.trf", "--allow-unfinished")
    assert run("init", tmp_path / "a.trf", tmp_path / "b.xlsx").exit_code == 0
    run("export-trf", tmp_path / "b.xlsx", tmp_path / "b.trf", "--allow-unfinished")
    a, b = (read_team_trf(tmp_path / f"{n}.trf").event for n in "ab")
    assert same_rounds(a.rounds, b.rounds)
    (match,) = [m for m in a.rounds[0].matches if m.no_show]
    assert match.no_show == {first.second}
    (table_one,) = [m for m in a.rounds[0].matches if m.teams == (one.first, one.second)]
    assert table_one.games[1] is GameScore.FORFEIT_LOSS


def test_pair_refuses_an_incomplete_round_and_names_each_missing_cell(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    rows = layout(event, 1)
    type_results(
        event, 1, lambda table, board: None if (table, board) in {(2, 3), (4, 1)} else "1-0"
    )
    before = event.read_bytes()
    result = run("pair", event)
    assert result.exit_code == 2
    assert f"'Round 1'!I{rows[1].boards[2]}: table 2, " in result.stderr
    assert f"'Round 1'!I{rows[3].boards[0]}: table 4, " in result.stderr
    assert "round 1: 2 results missing in 2 of 4 matches" in result.stderr
    assert "--force" in result.stderr
    assert event.read_bytes() == before


def test_a_round_without_any_result_is_named_as_a_range(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    result = run("pair", event)
    assert result.exit_code == 2
    assert "no result entered yet in 'Round 1'!I5:I" in result.stderr


def test_force_pairs_the_last_round_again_and_logs_it(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event, "--absent", "3")
    type_results(event, 1, lambda table, board: "1-0" if table == 1 else None)
    result = run("pair", event, "--force")
    assert result.exit_code == 0, result.output
    assert "Round 1 paired again" in result.stdout
    assert "4 result cell(s) of the old round 1 discarded" in result.stdout
    assert openpyxl.load_workbook(event).sheetnames.count("Round 1") == 1
    assert all(m.boards for m in layout(event, 1))
    assert log_actions(event)[-2:] == [("re-pair", 1), ("lot", 1)]  # the lot it was paired under
    _, tournament = open_tournament(event)
    assert tournament.rounds[0].entered == 0
    assert not tournament.rounds[0].round.absent  # --absent applies to one pairing only


def test_a_complete_round_is_never_overwritten(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    kept = [
        openpyxl.load_workbook(event)["Round 1"][f"I{r}"].value for r in layout(event, 1)[0].boards
    ]
    assert run("pair", event, "--force").exit_code == 0
    after = [
        openpyxl.load_workbook(event)["Round 1"][f"I{r}"].value for r in layout(event, 1)[0].boards
    ]
    assert kept == after
    assert log_actions(event)[-1] == ("pair", 2)


def _results(path: Path, number: int) -> list[object]:
    sheet = openpyxl.load_workbook(path)[f"Round {number}"]
    return [sheet.cell(r, 9).value for m in layout(path, number) for r in m.boards]


def test_every_round_paired(tmp_path: Path) -> None:
    event = new_event(tmp_path, 4, "--rounds", "1")
    run("pair", event)
    type_results(event, 1)
    before = event.read_bytes()
    result = run("pair", event)
    assert result.exit_code == 2
    assert "'Event'!B3: the event plans 1 round (Rounds), all paired" in result.stderr
    assert event.read_bytes() == before


def test_init_refuses_to_overwrite_without_force(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    before = event.read_bytes()
    result = run("init", make_trf(tmp_path), event)
    assert result.exit_code == 2 and "--force" in result.stderr
    assert event.read_bytes() == before
    assert run("init", make_trf(tmp_path), event, "--force").exit_code == 0
    kept = previous_path(event)
    assert kept is not None and kept.read_bytes() == before  # the running event is a version
    assert "Round 1" not in openpyxl.load_workbook(event).sheetnames


def test_init_settings_and_sheets(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    trf = make_trf(tmp_path, 5)
    options = ["--name", "Club Cup", "--rounds", "7", "--ruleset", "olympiad-2022"]
    result = run("init", trf, event, *options, "--rating-floor", "1000", "--lot", "black")
    assert result.exit_code == 0, result.output
    book = openpyxl.load_workbook(event)
    assert book.sheetnames == ["Event", "Teams", "Log"]
    settings = {r[0]: r[1] for r in book["Event"].iter_rows(max_row=9, values_only=True)}
    assert settings["Event"] == "Club Cup" and settings["Rounds"] == 7
    assert settings["Ruleset"] == "olympiad-2022" and settings["Rating floor"] == 1000
    assert settings["Lot"] == "black" and settings["Board colours"] == "WBWB"
    teams = book["Teams"]
    assert [c.value for c in teams[1]][:7] == [
        "No.",
        "PN",
        "Team",
        "Fed",
        "Status",
        "Title 1",
        "Name 1",
    ]
    assert teams.max_row == 6


def test_init_from_a_trf_whose_lineup_breaks_board_order_creates_nothing(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    result = run("init", FIXTURES / "hand_four_teams.trf", event)
    assert result.exit_code == 2
    assert "'Round 2'!K8: 'Alpha, Two' cannot play below" in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_init_from_a_trf_imports_its_rounds(tmp_path: Path) -> None:
    source = FIXTURES / "hand_round_one.trf"
    event = tmp_path / "e.xlsx"
    assert run("init", source, event).exit_code == 0
    _, tournament = open_tournament(event)
    trf = read_team_trf(source)
    assert same_rounds(tournament.event().rounds, trf.event.rounds)
    assert tournament.settings.lot == trf.lot
    assert run("standings", event).stdout == run("standings", source).stdout


def test_init_from_a_real_trf_with_a_board_neither_team_filled(tmp_path: Path) -> None:
    """The Friendship Cup 2024 (6 boards): in round 6 one match was played on five boards,
    board 6 empty on both sides (no record names it). It imports as a double forfeit on
    that board (art. 46's 0-0), the workbook reads back the same rounds, and its standings
    are the file's."""
    source = DATA / "friendship-cup-2024" / "friendship_cup_2024.trf"
    event = tmp_path / "cup.xlsx"
    result = run("init", source, event)
    assert result.exit_code == 0, result.output
    _, tournament = open_tournament(event)
    trf = read_team_trf(source)
    assert same_rounds(tournament.event().rounds, trf.event.rounds)
    empty = [m for m in trf.event.rounds[5].matches if GameScore.DOUBLE_FORFEIT in m.games]
    assert len(empty) == 1 and empty[0].games[5] is GameScore.DOUBLE_FORFEIT
    assert empty[0].lineup[5] == (None, None) and not empty[0].no_show
    assert run("standings", event).stdout == run("standings", source).stdout


def test_explain_prints_the_trail_and_compares(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    run("pair", event)
    result = run("explain", event, "--round", "2")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("[10] order: ranking")
    assert "Round 2 as stored is what the engine gives now." in result.stdout
    nxt = run("explain", event, "--round", "3")
    assert "Round 3 is not paired yet" in nxt.stdout
    assert run("explain", event, "--round", "4").exit_code == 2


def test_explain_says_when_the_stored_round_differs(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    a, b = layout(event, 1)[:2]
    swap_second_teams(event, 1, a, b)
    result = run("explain", event, "--round", "1")
    assert "Round 1 as stored differs from what the engine gives now:" in result.stdout
    assert f"stored:  {a.first}-{b.second} {b.first}-{a.second}" in result.stdout


def test_options_of_the_other_file_kind_are_refused(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    trf = make_trf(tmp_path)
    assert "--force is only for a workbook" in run("pair", trf, "--force").output
    assert (
        "--system is only for a TRF file" in run("pair", event, "--ruleset", "olympiad-2022").output
    )
    assert run("pair", trf, "--lot", "white").exit_code == 0


def test_absent_option_names_an_unknown_team(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    result = run("pair", event, "--absent", "99")
    assert result.exit_code == 2 and "no team 99" in result.stderr


def test_pair_needs_the_lot(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    run("init", make_trf(tmp_path, lot=None), event)
    result = run("pair", event)
    assert result.exit_code == 2
    assert "'Event'!B7: the drawing of lots (art. 21) is not set" in result.stderr
    assert run("pair", event, "--lot", "black").exit_code == 0
    _, tournament = open_tournament(event)
    assert tournament.settings.lot is not None and tournament.settings.lot.name == "BLACK"


def test_standings_of_the_workbook_match_the_engine(tmp_path: Path) -> None:
    event = new_event(tmp_path, 7)
    run("pair", event)
    type_results(event, 1)
    _, tournament = open_tournament(event)
    rows = standings(tournament.event())
    lines = run("standings", event).stdout.splitlines()[1:]
    assert [int(line.split()[1]) for line in lines] == [r.team for r in rows]


def test_bulletin_of_a_workbook(tmp_path: Path) -> None:
    pytest.importorskip("olympiad.edges.cli.bulletin")
    event = new_event(tmp_path)
    run("pair", event)
    result = run("bulletin", event, tmp_path / "site")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "site" / "index.html").is_file()


def _star_and_half(event: Path) -> list[MatchRows]:
    """Round 1 paired; table 1 has board 1 unfinished (``*``), table 2 only boards 1-2
    entered, the other tables finished."""
    run("pair", event)
    rows = layout(event, 1)

    def code(table: int, board: int) -> str | None:
        if table == 1 and board == 1:
            return "*"
        return None if table == 2 and board > 2 else "1-0"

    type_results(event, 1, code)
    return rows


def test_standings_while_a_result_is_missing_are_provisional(tmp_path: Path) -> None:
    """Issue 18, items 1-2: a match with an unfinished game or a board not entered counts
    nothing yet (not a loss for both), and the standings say what is missing."""
    event = new_event(tmp_path, 8)
    rows = _star_and_half(event)
    out = run("standings", event)
    assert out.exit_code == 0, out.output
    lines = out.stdout.splitlines()
    names = {r.first: f"Team {r.first:04d}" for r in rows} | {
        r.second: f"Team {r.second:04d}" for r in rows
    }
    assert lines[0] == (
        "Provisional after round 1: 2 matches not finished, 3 boards without a final result"
    )
    star, half = rows[0], rows[1]
    assert lines[1] == (
        f"round 1: {names[star.first]} - {names[star.second]} (board 1); "
        f"{names[half.first]} - {names[half.second]} (boards 3, 4)"
    )
    table = {int(line.split()[1]): line.split() for line in lines[4:]}
    for team in (star.first, star.second, half.first, half.second):
        assert table[team][4] == "0" and table[team][-1] == "0-0-0"  # MP after "Team 000n"
    _, tournament = open_tournament(event)
    scored = {r.team: r.match_points for r in standings(tournament.event())}
    assert scored[rows[2].first] == 2


def test_a_complete_round_is_not_provisional(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)
    run("pair", event)
    type_results(event, 1)
    assert "Provisional" not in run("standings", event).stdout


def test_missing_results_are_grouped_per_match_with_a_count(tmp_path: Path) -> None:
    """Issue 18, item 5: one line per match (its cells, the boards), not one per cell."""
    event = new_event(tmp_path, 8)
    run("pair", event)
    rows = layout(event, 1)
    type_results(event, 1, lambda table, board: None if table in (2, 3) else "1-0")
    result = run("pair", event)
    assert result.exit_code == 2
    errors = result.stderr.splitlines()
    assert "round 1: 8 results missing in 2 of 4 matches" in errors[0]
    for table in (2, 3):
        match = rows[table - 1]
        cells = f"'Round 1'!I{match.boards[0]}:I{match.boards[-1]}"
        assert any(f"{cells}: table {table}" in line and "no result" in line for line in errors)
    assert not any("no result yet" in line for line in errors)
    assert len(errors) == 4


def test_every_bulletin_page_says_it_is_provisional(tmp_path: Path) -> None:
    """Issue 18, item 1: every page built while a result is missing says so, with what is
    missing; the half-entered match shows no match score yet, the '*' board as '*'."""
    event = new_event(tmp_path, 8)
    rows = _star_and_half(event)
    result = run("bulletin", event, tmp_path / "site")
    assert result.exit_code == 0, result.output
    pages = sorted((tmp_path / "site").glob("*.html"))
    assert pages
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert "Provisional after round 1: 2 matches not finished" in text, page.name
        assert f"Team {rows[1].first:04d} - Team {rows[1].second:04d} (boards 3, 4)" in text
    type_results(event, 1)
    run("bulletin", event, tmp_path / "final")
    assert not any("Provisional" in p.read_text() for p in (tmp_path / "final").glob("*.html"))
