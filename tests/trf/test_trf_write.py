"""The TRF-26 team writer: records and columns as ``olympiad.edges.trf.read`` reads them, the round
trip (write, read back, same event) for the shipped files and for simulated events with
no-shows, and the atomic file write."""

from __future__ import annotations

import os
import random
import stat
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import TeamTrf, parse_team_trf, read_team_trf
from olympiad.edges.trf.write import format_team_trf, write_team_trf
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.engine.scores import team_records
from olympiad.simulate import play_event, random_event
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.paths import ROOT, TESTS

FIXTURES = TESTS / "fixtures"
SHIPPED = [
    FIXTURES / "hand_four_teams.trf",
    FIXTURES / "hand_round_one.trf",
    ROOT / "data" / "fideteam_nocolor.trf",
    ROOT / "data" / "friendship-cup-2024" / "friendship_cup_2024.trf",
]
W, D, L = GameScore.WIN, GameScore.DRAW, GameScore.LOSS
FW, FL = GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS
U = GameScore.UNFINISHED
RULES = replace(OLYMPIAD_2012, boards=2, reserves=1)


def small_event(*rounds: Round) -> Event:
    """Three teams of three players (two boards and a reserve); team 3's third is unrated."""
    teams = tuple(
        Team(
            n,
            f"Team {n}",
            tuple(Player(f"P{n}{b}", 2000 - 100 * n - 10 * b) for b in range(3)),
        )
        for n in (1, 2, 3)
    )
    teams = (*teams[:2], replace(teams[2], players=(*teams[2].players[:2], Player("P32"))))
    return Event("Small", teams, RULES, rounds, total_rounds=5)


def lines_of(text: str, record: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(record)]


def player_line(text: str, number: int) -> str:
    (line,) = [x for x in lines_of(text, "001") if int(x[4:8]) == number]
    return line


def block(line: str, rnd: int) -> str:
    """The round ``rnd`` block of a 001 line, columns 92-99 for round 1."""
    start = 91 + 10 * (rnd - 1)
    return line[start : start + 8]


def same_event(trf: TeamTrf, back: TeamTrf) -> None:
    """``back`` has ``trf``'s event; the writer always gives record 352."""
    assert back.event == replace(trf.event, board_colours=trf.event.board_colour_sequence())
    assert (back.lot, back.absent) == (trf.lot, trf.absent)


# ------------------------------------------------------------------ records and columns


def test_header_records() -> None:
    text = format_team_trf(small_event(), Colour.BLACK)
    assert text.splitlines()[:10] == [
        "012 Small",
        "192 OLYMPIAD_2012",  # the ruleset (rulesets.trf_codes) and its tie-breaks
        "202 SB-OLY,MPvGP,OMP-CUT1",
        "142 5",
        "XXR 5",
        "XXC black1",
        "152 B",
        "162  P 0.5",
        "352 WB",
        "362 TW 2.0   TD 1.0   TL 0.0",
    ]
    assert lines_of(text, "320") == ["320  1.0  1.0"]  # art. 12: half of two boards
    no_lot = format_team_trf(small_event())
    assert not lines_of(no_lot, "XXC") and not lines_of(no_lot, "152")


def test_team_and_player_columns() -> None:
    round_one = Round(1, (Match(2, 1, (W, D)),), bye=3)
    text = format_team_trf(small_event(round_one))
    team_2 = lines_of(text, "310")[1]
    assert (team_2[4:7], team_2[8:40].rstrip()) == ("  2", "Team 2")
    assert (team_2[54:60], team_2[61:67]) == ("   2.0", "   1.5")  # MP 55-60, GP 62-67
    assert team_2[73:].split() == ["4", "5", "6"]  # start numbers team by team
    assert lines_of(text, "310")[2][54:67] == "   1.0    1.0"  # the PAB: 1 MP, 1 GP
    first = player_line(text, 4)  # team 2 board 1: white, won against player 1
    assert (first[14:47].rstrip(), first[48:52], first[80:84]) == ("P20", "1800", " 1.0")
    assert block(first, 1) == "   1 w 1"
    assert block(player_line(text, 1), 1) == "   4 b 0"
    assert block(player_line(text, 5), 1) == "   2 b ="  # board 2: the colours alternate
    assert block(player_line(text, 6), 1) == "0000 - -"  # the reserve
    assert [block(player_line(text, n), 1) for n in (7, 8, 9)] == ["0000 - U"] * 2 + ["0000 - -"]
    assert player_line(text, 9)[48:52] == "    "  # unrated


def test_reserve_lineup_gives_record_300() -> None:
    match = Match(1, 2, (W, L), lineup=((0, 0), (2, 1)))  # team 1's reserve on board 2
    text = format_team_trf(small_event(Round(1, (match,), bye=3)))
    assert lines_of(text, "300") == ["300 001 001 002 0001 0003"]
    assert block(player_line(text, 3), 1) == "   5 b 0"
    assert parse_team_trf(text).event.rounds[0].matches == (match,)


def test_no_show_gives_record_330_and_forfeits() -> None:
    match = Match(1, 2, (FL, FL), no_show=frozenset({1}))
    text = format_team_trf(small_event(Round(1, (match,), bye=3)))
    assert lines_of(text, "330") == ["330 -+ 001 001 002"]
    assert [block(player_line(text, n), 1) for n in (1, 4, 5)] == [
        "0000 - -",
        "0000 - +",
        "0000 - +",
    ]
    assert parse_team_trf(text).event.rounds[0].matches == (match,)


def test_absent_team_gives_record_240_without_a_bye() -> None:
    """No round has a PAB, so the reader would take the only team without a game to have
    had one; record 240 says it was absent (art. 45)."""
    rnd = Round(1, (Match(1, 2, (D, D)),), absent=frozenset({3}))
    text = format_team_trf(small_event(rnd), absent=frozenset({2}))
    assert lines_of(text, "240") == ["240 Z 001 0003"] and lines_of(text, "XXZ") == ["XXZ 2"]
    assert block(player_line(text, 7), 1) == "0000 - Z"
    back = parse_team_trf(text)
    played = replace(rnd.matches[0], lineup=((0, 0), (1, 1)))
    assert back.event.rounds == (replace(rnd, matches=(played,)),)
    assert back.absent == frozenset({2})


def test_long_names_are_cut_to_their_columns() -> None:
    event = small_event()
    long = replace(event.teams[0], name="T" * 40, players=(Player("N" * 40, 2500),))
    text = format_team_trf(replace(event, teams=(long, *event.teams[1:])))
    back = parse_team_trf(text).event.teams[0]
    assert (back.name, back.players[0].name) == ("T" * 32, "N" * 33)


def team_points(text: str) -> dict[int, tuple[str, str]]:
    """Record 310's match points (columns 55-60) and game points (62-67) by team."""
    return {int(x[4:7]): (x[54:60].strip(), x[61:67].strip()) for x in lines_of(text, "310")}


def test_pending_match_adds_no_match_points_to_record_310() -> None:
    """Round 2's match 1 v 3 has no finished game: it has no result yet, so record 310
    gives teams 1 and 3 what they had after round 1 (art. 13 makes the games draws for
    pairing only), and team 2 too: round 2 is not under way, so its bye (art. 12: 1 MP,
    1 GP on two boards) has no result yet either, as in the standings ``olympiad check``
    compares record 310 with. The old writer counted the match as a 0-0 draw: 1 MP each."""
    round_one = Round(1, (Match(2, 1, (W, D)),), bye=3)
    pending = Round(2, (Match(1, 3, (U, U)),), bye=2)
    text = format_team_trf(small_event(round_one, pending))
    assert team_points(text) == {1: ("0.0", "0.5"), 2: ("2.0", "1.5"), 3: ("1.0", "1.0")}
    assert [block(player_line(text, n), 2) for n in (1, 2, 7, 8)] == [
        "   7 w",
        "   8 b",
        "   1 b",
        "   2 w",
    ]  # opponents and colours, blank results (the writer strips trailing blanks only)
    back = parse_team_trf(text).event
    lineup = ((0, 0), (1, 1))
    assert back.rounds == (
        replace(round_one, matches=(replace(round_one.matches[0], lineup=lineup),)),
        replace(pending, matches=(replace(pending.matches[0], lineup=lineup),)),
    )
    assert team_points(format_team_trf(back)) == team_points(text)


def test_only_paired_match_writes_as_pending() -> None:
    """A match only paired (no games) and one whose games are all unfinished both have no
    result: the same 310 records; the file cannot tell them apart, it reads back as
    unfinished games."""
    round_one = Round(1, (Match(2, 1, (W, D)),), bye=3)
    paired = format_team_trf(small_event(round_one, Round(2, (Match(1, 3),), bye=2)))
    pending = format_team_trf(small_event(round_one, Round(2, (Match(1, 3, (U, U)),), bye=2)))
    assert paired == pending
    assert parse_team_trf(paired).event.rounds[1].matches[0].games == (U, U)


def test_match_under_way_counts_only_once_finished() -> None:
    """A match with one game finished and one not counts nothing yet (issue 18;
    docs/interpretations.md, art. 14: a match counts once every board is finished): 1-0
    on board 1 gives team 1 no MP and no GP yet; team 2's bye counts
    (round 2 is under way)."""
    round_one = Round(1, (Match(2, 1, (W, D)),), bye=3)
    under_way = Round(2, (Match(1, 3, (W, U)),), bye=2)
    text = format_team_trf(small_event(round_one, under_way))
    assert team_points(text) == {1: ("0.0", "0.5"), 2: ("3.0", "2.5"), 3: ("1.0", "1.0")}


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    teams=st.integers(2, 9),
    boards=st.integers(1, 4),
    seed=st.integers(0, 2**16),
    rounds=st.integers(0, 4),
    no_show=st.sampled_from([0.0, 0.3]),
    pending=st.sampled_from([0.0, 0.5, 1.0]),
)
def test_round_with_results_pending_round_trips(
    teams: int, boards: int, seed: int, rounds: int, no_show: float, pending: float
) -> None:
    """Play some rounds and a last one in which some matches (each with probability
    ``pending``) have every game unfinished. Record 310 gives each team the MP and GP of
    the same event with those matches only paired (``team_records`` skips a match with no
    games), and without the round's bye when every match waits (a round only paired has
    no result yet): a pending match invents no match points. The file reads back to the event;
    a last round with no result at all (no finished game, no no-show, no bye) is read as
    the round to be paired, i.e. left out (``olympiad.edges.trf.read``), with the same 310
    records."""
    rules = replace(OLYMPIAD_2012, boards=boards, reserves=0)
    rnd = random.Random(seed)
    event = random_event(teams, rnd, rules, rounds=rounds + 3)
    try:
        event, _ = play_event(event, rnd, rounds + 1, no_show)
    except PairingImpossible:
        reject()
    *played, last = event.rounds
    waiting = {m.teams for m in last.matches if not m.no_show and rnd.random() < pending}

    def with_games(games: tuple[GameScore, ...]) -> Round:
        return replace(
            last,
            matches=tuple(
                replace(m, games=games) if m.teams in waiting else m for m in last.matches
            ),
        )

    event = replace(event, rounds=(*played, with_games((U,) * boards)))
    only_paired = replace(event, rounds=(*played, with_games(())))
    text = format_team_trf(event)
    # a last round with every match waiting is only paired: its bye has no result yet
    counted = only_paired
    if last.matches and len(waiting) == len(last.matches):
        counted = replace(only_paired, rounds=(*played, replace(with_games(()), bye=None)))
    expected = {
        team: (_decimal(Fraction(r.match_points)), _decimal(r.game_points))
        for team, r in team_records(counted, for_pairing=False).items()
    }
    assert team_points(text) == expected
    assert format_team_trf(only_paired) == text
    back = parse_team_trf(text).event
    has_result = last.bye is not None or len(waiting) < len(last.matches)
    kept = event.rounds if has_result else event.rounds[:-1]
    assert [_key(r) for r in back.rounds] == [_key(r) for r in kept]
    assert team_points(format_team_trf(back)) == expected


def _decimal(points: Fraction) -> str:
    """Points as record 310 writes them, ``2.0``, ``1.5``: whole and half points only."""
    assert points.denominator in (1, 2)
    return f"{points.numerator // points.denominator}.{5 if points.denominator == 2 else 0}"


# ------------------------------------------------------------------ round trips


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_shipped_files_round_trip(path: Path) -> None:
    trf = read_team_trf(path)
    same_event(trf, parse_team_trf(format_team_trf(trf.event, trf.lot, absent=trf.absent)))


def _key(rnd: Round) -> tuple[object, ...]:
    """A round as the property compares it: matches as unordered team pairs, each with
    its first team, games and no-shows (``lineup`` is filled in by the reader)."""
    matches = {frozenset(m.teams): (m.first, m.second, m.games, m.no_show) for m in rnd.matches}
    return rnd.number, rnd.bye, rnd.absent, matches


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    teams=st.integers(2, 9),
    boards=st.integers(1, 4),
    reserves=st.integers(0, 2),
    seed=st.integers(0, 2**16),
    rounds=st.integers(0, 5),
    no_show=st.sampled_from([0.0, 0.2, 0.5]),
    lot=st.sampled_from([None, Colour.WHITE, Colour.BLACK]),
)
def test_simulated_event_round_trips(
    teams: int,
    boards: int,
    reserves: int,
    seed: int,
    rounds: int,
    no_show: float,
    lot: Colour | None,
) -> None:
    rules = replace(OLYMPIAD_2012, boards=boards, reserves=reserves)
    rnd = random.Random(seed)
    event = random_event(teams, rnd, rules, rounds=max(rounds, 1) + 2)
    try:
        event, _ = play_event(event, rnd, rounds, no_show, lot or Colour.WHITE)
    except PairingImpossible:
        reject()
    back = parse_team_trf(format_team_trf(event, lot))
    assert back.event.teams == event.teams
    assert [_key(r) for r in back.event.rounds] == [_key(r) for r in event.rounds]
    assert back.lot is lot and back.event.total_rounds == event.total_rounds
    assert back.event.ruleset.boards == boards


# ------------------------------------------------------------------ writing the file


def test_write_replaces_atomically_and_keeps_the_mode(tmp_path: Path) -> None:
    path = tmp_path / "event.trf"
    path.write_text("old\n")
    path.chmod(0o640)
    write_team_trf(path, "012 Näme\n")
    assert path.read_bytes() == "012 Näme\n".encode()
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["event.trf"]


def test_failed_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "event.trf"
    path.write_text("old\n")

    def refuse(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        write_team_trf(path, "new\n")
    assert path.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["event.trf"]
