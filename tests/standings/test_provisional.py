"""Standings while a result is missing (issue 18, items 1 and 2): an unfinished game (``*``)
is a draw for pairing (Olympiad art. 13) but counts nothing in the standings, and a match
is counted only once every board has a result; the history names what is missing, round by
round and match by match, so every page built meanwhile can say it is provisional."""

from __future__ import annotations

from fractions import Fraction

from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.standings.history import Unfinished, history
from olympiad.standings.table import MatchTally, standings
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.golden_event import played

W, D, U = GameScore.WIN, GameScore.DRAW, GameScore.UNFINISHED


def _teams(count: int) -> tuple[Team, ...]:
    return tuple(
        Team(n, f"Team {n}", tuple(Player(f"P{n}.{b}", 2000 + 10 * n) for b in range(4)))
        for n in range(1, count + 1)
    )


def _event(*rounds: Round) -> Event:
    return Event("test", _teams(6), OLYMPIAD_2012, rounds, total_rounds=3)


# Round 1 finished. Round 2: 1-2 finished, 3-4 has board 2 unfinished ("*") and the rest
# 1, =, = (3 would lead 2-1), 5-6 has only boards 1 and 2 entered (5 leads 2-0).
ROUND_1 = Round(1, (played(1, 2, "===="), played(3, 4, "===="), played(5, 6, "====")))
STAR = Match(3, 4, (W, U, D, D))
HALF = Match(5, 6, (W, W, U, U))
ROUND_2 = Round(2, (played(1, 2, "1111"), STAR, HALF))


def test_a_match_with_an_unfinished_or_missing_board_is_not_counted() -> None:
    assert played(1, 2, "1=0x").is_finished
    assert not STAR.is_finished and not HALF.is_finished
    assert Match(1, 2).is_finished is False
    rows = {r.team: r for r in standings(_event(ROUND_1, ROUND_2))}
    # only round 1's draw counts for 3, 4, 5 and 6: 1 MP, 2 GP, one match drawn
    for team in (3, 4, 5, 6):
        assert (rows[team].match_points, rows[team].game_points) == (1, Fraction(2))
        assert rows[team].tally == MatchTally(0, 1, 0)
    assert (rows[1].match_points, rows[1].tally) == (3, MatchTally(1, 1, 0))


def test_for_pairing_an_unfinished_game_is_a_draw() -> None:
    # art. 13: the "*" counts ½ each, so 3 wins 2½-1½ for pairing; as scored, only round 1
    past = history(_event(ROUND_1, ROUND_2))
    assert past.before(3)[3].match_points == 3
    assert past.before(3)[3].game_points == Fraction(9, 2)
    assert past.final[3].game_points == 2


def test_the_history_names_what_is_missing_after_the_last_round_under_way() -> None:
    past = history(_event(ROUND_1, ROUND_2, Round(3, (Match(1, 3), Match(2, 5), Match(4, 6)))))
    assert past.unfinished == (Unfinished(2, 3, 4, (2,)), Unfinished(2, 5, 6, (3, 4)))
    assert past.provisional_after == 2
    finished = _event(ROUND_1)
    assert history(finished).unfinished == () and history(finished).provisional_after is None


def test_a_round_only_paired_is_not_missing_anything_yet() -> None:
    past = history(_event(ROUND_1, Round(2, (Match(1, 2), Match(3, 4), Match(5, 6)))))
    assert past.unfinished == () and past.provisional_after is None
    started = history(_event(ROUND_1, Round(2, (played(1, 2, "1111"), Match(3, 4), HALF))))
    assert [(u.first, u.boards) for u in started.unfinished] == [(3, (1, 2, 3, 4)), (5, (3, 4))]


def test_the_bye_of_a_round_only_paired_counts_nothing_yet() -> None:
    """Round 2 paired, no result yet, team 5 with the bye (art. 12): the standings after
    round 1 count none of round 2, the bye neither, for every list of tie-breaks alike, and
    show the match points they rank by. (Before issue 30's unification a list of C.07
    tie-breaks ranked 5 without the bye's match point but showed it, and a list with the
    Olympiad's own columns counted it.)"""
    teams = _teams(5)
    first = Round(1, (played(1, 2, "1111"), played(3, 4, "0000")), bye=5)
    second = Round(2, (Match(1, 4), Match(2, 3)), bye=5)
    event = Event("test", teams, OLYMPIAD_2012, (first, second), total_rounds=3)
    for tiebreaks in ((), ("EMGSB", "BH:MP")):
        rows = standings(event, tiebreaks=tiebreaks)
        by_team = {r.team: r for r in rows}
        assert by_team[5].match_points == OLYMPIAD_2012.bye_match_points, tiebreaks
        shown = [r.match_points for r in rows]
        assert shown == sorted(shown, reverse=True), tiebreaks


def test_the_olympiads_own_tie_breaks_count_nothing_of_a_round_only_paired() -> None:
    """Round 2 paired, no result yet, team 5 with the bye again: art. 14's SB-OLY (its
    virtual opponent, art. 14a) and OMP-CUT1 (14c) read the same rounds as the match points
    shown, those under way, so every team's values are those of the event without round 2.
    (Before, the bye of round 2 gave team 5 a second virtual opponent and one MP more as
    the opponents of 1 and 2 saw it.)"""
    teams = _teams(5)
    first = Round(1, (played(1, 2, "1=10"), played(3, 4, "0=00")), bye=5)
    second = Round(2, (Match(1, 4), Match(2, 3)), bye=5)
    paired = Event("test", teams, OLYMPIAD_2012, (first, second), total_rounds=3)
    before = Event("test", teams, OLYMPIAD_2012, (first,), total_rounds=3)
    own = ("SB-OLY", "OMP-CUT1")
    now = {r.team: r.tiebreaks for r in standings(paired, tiebreaks=own)}
    then = {r.team: r.tiebreaks for r in standings(before, tiebreaks=own)}
    assert now == then
    assert len(history(paired).opponents[5]) == 1
    assert history(paired).final == history(before).final
