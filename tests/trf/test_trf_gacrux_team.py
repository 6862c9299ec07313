"""Team TRF-26 files as FIDE's checker gacrux reads them (issue 14): every kind of team file
the writer produces (the sample events, seeded random events with absent teams, byes and
teams that did not appear) is read by ``python -m gacrux.convert`` without ``-n``, and what
it reads (teams, players, ratings, match and game points, rounds, matches, board colours,
opponents, results, byes, absent teams) is what the project meant. More than 999 teams is
refused with the field named."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path

import pytest

from individual.edges.trf.fields import FieldOverflow
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import parse_team_trf, read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.engine.pairing import pair_round
from olympiad.simulate import random_event, random_results
from olympiad.standings.tiebreaks import final_records
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.paths import DATA, FIXTURES
from tests.trf.oracle_gacrux import Json, gacrux_reads

pytest.importorskip("gacrux")

Seat = tuple[int, int]  # team number, index into its players
_RESULT = {
    GameScore.WIN: ("W", "L", True),
    GameScore.DRAW: ("D", "D", True),
    GameScore.LOSS: ("L", "W", True),
    GameScore.FORFEIT_WIN: ("W", "Z", False),
    GameScore.FORFEIT_LOSS: ("Z", "W", False),
    GameScore.DOUBLE_FORFEIT: ("Z", "Z", False),
}


@dataclass(frozen=True)
class TeamView:
    """A team event as plain values, the same whoever reads it."""

    rounds: tuple[int, int]  # planned, with results
    teams: dict[int, tuple[str, tuple[tuple[str, int], ...]]]
    points: dict[int, tuple[Fraction, Fraction]]
    matches: frozenset[tuple[int, int, int, str, str, bool]]
    games: frozenset[tuple[int, Seat, Seat, str, str, bool]]
    byes: frozenset[tuple[int, int]]
    bye_boards: frozenset[tuple[int, Seat]]
    absent: frozenset[tuple[int, int]]


def meant(event: Event) -> TeamView:
    """What the writer means to say about ``event`` (names as the 33 columns of 001 keep
    them). A team that did not appear is read onto its first players' boards (record 330)."""
    records = final_records(event)
    sequence = event.board_colour_sequence()
    matches, games, bye_boards = set(), set(), set()
    for rnd in event.rounds:
        for m in rnd.matches:
            matches.add((rnd.number, m.first, m.second, *_match_result(event, m)))
            for board, game in enumerate(m.games):
                first = (m.first, _seat(event, m, 0, board))
                second = (m.second, _seat(event, m, 1, board))
                a, b, played = _RESULT[game]
                if sequence[board % len(sequence)] == "W":
                    games.add((rnd.number, first, second, a, b, played))
                else:
                    games.add((rnd.number, second, first, b, a, played))
            games |= _boards_left_empty(event, rnd.number, m)
        if rnd.bye is not None:
            size = min(event.ruleset.boards, len(event.team(rnd.bye).players))
            bye_boards |= {(rnd.number, (rnd.bye, s)) for s in range(size)}
    return TeamView(
        (event.total_rounds, len(event.rounds)),
        {
            t.number: (t.name, tuple((p.name[:33], p.rating or 0) for p in t.players))
            for t in event.teams
        },
        {t: (Fraction(r.match_points), Fraction(r.game_points)) for t, r in records.items()},
        frozenset(matches),
        frozenset(games),
        frozenset((r.number, r.bye) for r in event.rounds if r.bye is not None),
        frozenset(bye_boards),
        frozenset((r.number, t) for r in event.rounds for t in r.absent),
    )


def _boards_left_empty(
    event: Event, rnd: int, m: Match
) -> set[tuple[int, Seat, Seat, str, str, bool]]:
    """A match played on fewer boards than record 352 gives (a source file's match where
    neither team filled the last board): gacrux reads each board beyond them as a double
    forfeit between the two teams' next players who sat at no board."""
    if not m.lineup or m.no_show:
        return set()
    sequence, got = event.board_colour_sequence(), set()
    free = [
        [i for i in range(len(event.team(t).players)) if i not in {b[side] for b in m.lineup}]
        for side, t in enumerate(m.teams)
    ]
    for board, (a, b) in enumerate(zip(*free, strict=False), start=len(m.games)):
        if board >= len(sequence):
            break
        white, black = ((m.first, a), (m.second, b))
        if sequence[board] != "W":
            white, black = black, white
        got.add((rnd, white, black, "Z", "Z", False))
    return got


def _seat(event: Event, m: Match, side: int, board: int) -> int:
    """A board one team left unoccupied (record 300's ``0000``, or every board of a team
    that did not appear) is read by gacrux as lost by forfeit by that team's players who sat
    at no board, the first of them on the first such board, and so on."""
    seat = m.lineup[board][side] if m.lineup else board
    if seat is not None:
        return seat
    seated = {b[side] for b in m.lineup}
    free = [i for i in range(len(event.team(m.teams[side]).players)) if i not in seated]
    return free[sum(1 for b in m.lineup[:board] if b[side] is None)]


def _match_result(event: Event, m: Match) -> tuple[str, str, bool]:
    if m.no_show:
        return ("Z" if m.first in m.no_show else "W", "Z" if m.second in m.no_show else "W", False)
    a, b = m.game_points(m.first), m.game_points(m.second)
    return ("W", "L", True) if a > b else ("L", "W", True) if a < b else ("D", "D", True)


def read_by_gacrux(tournament: Json, event_json: Json) -> TeamView:
    """What gacrux read, in the same terms."""
    names = {p["id"]: p["fideName"] for p in event_json["profiles"]}
    team_names = {t["id"]: t["teamName"] for t in event_json["teams"]}
    seat: dict[int, Seat] = {}
    teams = {}
    for c in tournament["competitors"]:
        members = sorted(c["cplayers"], key=lambda p: p["order"])
        seat |= {p["cid"]: (c["cid"], i) for i, p in enumerate(members)}
        players = tuple((names[p["profileId"]], _rating(p)) for p in members)
        teams[c["cid"]] = (team_names[c["teamId"]], players)
    matches: set[tuple[int, int, int, str, str, bool]] = set()
    byes: set[tuple[int, int]] = set()
    absent: set[tuple[int, int]] = set()
    for m in tournament["matchList"]:
        white = m["white"]
        if m["black"] is None:
            (byes if white["result"] == "P" else absent).add((m["round"], white["cid"]))
            continue
        result = (white["result"], m["black"]["result"], m["played"])
        matches.add((m["round"], white["cid"], m["black"]["cid"], *result))
    games, bye_boards = set(), set()
    for g in tournament["gameList"]:
        white, black = g["white"], g["black"]
        if black is None:
            if white["result"] == "P":
                bye_boards.add((g["round"], seat[white["cid"]]))
            continue
        result = (white["result"], black["result"], g["played"])
        games.add((g["round"], seat[white["cid"]], seat[black["cid"]], *result))
    return TeamView(
        (tournament["numRounds"], tournament["currentRound"]),
        teams,
        {
            c["cid"]: (Fraction(c["matchPoints"]), Fraction(c["gamePoints"]))
            for c in tournament["competitors"]
        },
        frozenset(matches),
        frozenset(games),
        frozenset(byes),
        frozenset(bye_boards),
        frozenset(absent),
    )


def _rating(player: Json) -> int:
    return int((player.get("rating") or {}).get("rating") or 0)


def assert_gacrux_reads_what_we_meant(event: Event, folder: Path, lot: Colour | None) -> None:
    tournament, event_json = gacrux_reads(format_team_trf(event, lot), folder)
    theirs, ours = read_by_gacrux(tournament, event_json), meant(event)
    for name in TeamView.__dataclass_fields__:
        assert getattr(theirs, name) == getattr(ours, name), name


def played_event(seed: int, teams: int, boards: int, rounds: int, planned: int) -> Event:
    """A seeded random event: each round some teams absent (art. 45), some teams not
    appearing (art. 46), the bye when the number present is odd."""
    rnd = random.Random(seed)
    rules = replace(OLYMPIAD_2012, boards=boards, reserves=1)
    event = random_event(teams, rnd, rules, rounds=planned)
    for _ in range(rounds):
        absent = frozenset(rnd.sample(range(1, teams + 1), rnd.randint(0, 2)))
        try:
            pairing = pair_round(event, absent=absent, lot=Colour.WHITE)
        except PairingImpossible:
            break
        event = replace(event, rounds=(*event.rounds, random_results(pairing, rnd, boards, 0.2)))
    return event


SAMPLES = [
    DATA / "olympiad2026_open_round1.trf",
    DATA / "olympiad2026_open_round5_SYNTHETIC.trf",
    DATA / "fideteam_nocolor.trf",
    DATA / "friendship-cup-2024" / "friendship_cup_2024.trf",
    FIXTURES / "hand_four_teams.trf",
]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_gacrux_reads_the_samples_as_written(path: Path, tmp_path: Path) -> None:
    trf = read_team_trf(path)
    assert_gacrux_reads_what_we_meant(trf.event, tmp_path, trf.lot)


@pytest.mark.parametrize("seed", range(12))
def test_gacrux_reads_random_events_with_absences_and_byes(seed: int, tmp_path: Path) -> None:
    rnd = random.Random(seed)
    teams, boards = rnd.randint(3, 13), rnd.randint(1, 4)
    event = played_event(seed, teams, boards, rnd.randint(1, 5), 7)
    assert_gacrux_reads_what_we_meant(event, tmp_path, Colour.WHITE)


def test_a_round_of_absences_and_a_bye_is_in_the_sample_of_random_events() -> None:
    """The random events above do exercise what they claim to."""
    events = [played_event(s, random.Random(s).randint(3, 13), 2, 4, 7) for s in range(12)]
    rounds = [r for e in events for r in e.rounds]
    assert any(r.absent for r in rounds)
    assert any(r.bye is not None for r in rounds)
    assert any(m.no_show for r in rounds for m in r.matches)


def test_no_round_count_needed() -> None:
    """Record 142 (TRF-26: the number of rounds, for ITDX) is written, so gacrux needs no -N."""
    event = played_event(1, 6, 2, 2, 9)
    assert "142 9" in format_team_trf(event).splitlines()


def test_more_than_999_teams_is_refused_naming_the_field() -> None:
    """Record 310 gives the team pairing number columns 5-7 (1 to 999)."""
    teams = tuple(Team(n, f"Team {n}", (Player(f"P{n}", 2000),)) for n in range(1, 1001))
    event = Event("Big", teams, replace(OLYMPIAD_2012, boards=1, reserves=0), total_rounds=9)
    with pytest.raises(FieldOverflow) as error:
        format_team_trf(event)
    assert "310" in str(error.value) and "team pairing number" in str(error.value)
    assert "1000" in str(error.value) and "5-7" in str(error.value)


def test_999_teams_fit() -> None:
    teams = tuple(Team(n, f"Team {n}", (Player(f"P{n}", 2000),)) for n in range(1, 1000))
    event = Event("Big", teams, replace(OLYMPIAD_2012, boards=1, reserves=0), total_rounds=9)
    assert len(parse_team_trf(format_team_trf(event)).event.teams) == 999


def test_a_no_show_reads_as_a_match_without_play(tmp_path: Path) -> None:
    """A match a team did not appear for (record 330): no game played, the present team
    wins; the other match of the round was played."""
    teams = tuple(
        Team(n, f"Team {n}", tuple(Player(f"P{n}{b}", 2000 - n) for b in range(2)))
        for n in (1, 2, 3, 4)
    )
    rules = replace(OLYMPIAD_2012, boards=2, reserves=0)
    no_show = Match(1, 2, (GameScore.FORFEIT_WIN,) * 2, frozenset({2}))
    played = Match(3, 4, (GameScore.WIN, GameScore.DRAW))
    event = Event("No-show", teams, rules, (Round(1, (no_show, played)),), total_rounds=3)
    assert_gacrux_reads_what_we_meant(event, tmp_path, Colour.WHITE)
