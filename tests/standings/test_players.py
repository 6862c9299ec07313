"""Each player's results in a team event and the board prizes (olympiad.standings.players),
on a small event computed by hand: performance Rp = Ra + dp (FIDE table 8.1.1)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.standings.history import history
from olympiad.standings.players import board_prizes, player_records
from rulesets.olympiad_2012 import OLYMPIAD_2012

W, D, L, FW = GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.FORFEIT_WIN


def team(number: int, top: int | None) -> Team:
    players = tuple(
        Player(f"P{number}.{b + 1}", None if top is None and b == 0 else (top or 2000) - 50 * b)
        for b in range(5)
    )
    return Team(number, f"T{number}", players)


def event(minimum: int = 2) -> Event:
    """T1 (2600, 2550, ...) meets T2 (2500 ...), T3 (2400 ...) and T4 (board 1 unrated)."""
    teams = (team(1, 2600), team(2, 2500), team(3, 2400), team(4, None))
    rounds = (
        Round(1, (Match(1, 2, (W, D, L, W)), Match(3, 4, (D, D, D, D)))),
        Round(2, (Match(3, 1, (D, W, W, L)), Match(2, 4, (W, W, W, W)))),
        Round(3, (Match(1, 4, (FW, W, W, W)), Match(2, 3, (L, L, L, L)))),
    )
    ruleset = replace(OLYMPIAD_2012, board_prize_min_games=minimum)
    return Event("hand", teams, ruleset, rounds, total_rounds=3)


def test_a_players_games_points_and_performance_by_hand() -> None:
    first = player_records(history(event()))[1][0]
    assert [(g.round, g.board, g.colour) for g in first.games] == [
        (1, 1, Colour.WHITE),
        (2, 1, Colour.BLACK),  # T3 was named first: T1 black on board 1 (art. 29)
        (3, 1, Colour.WHITE),
    ]
    # won against 2500, drew with 2400 (T3 had ½ on board 1), forfeit win in round 3
    assert first.points == Fraction(5, 2)
    assert len(first.played) == 2 and first.played_points == Fraction(3, 2)
    # Ra = (2500 + 2400) / 2 = 2450; p = .75 -> dp 193; Rp = 2643
    assert first.opponents_average == 2450 and first.performance == 2643


def test_an_unrated_opponent_counts_at_the_rating_floor() -> None:
    records = player_records(history(event()))
    # T3.1 (2400) drew T4.1 (unrated: 1400), drew T1.1 (2600), beat T2.1 (2500)
    third = records[3][0]
    assert [g.opponent_rating for g in third.played] == [1400, 2600, 2500]
    # Ra = 6500 / 3 = 2166.67 -> 2167; p = 2/3 = .67 -> 125; Rp = 2292
    assert third.performance == 2292


def test_board_prizes_rank_by_performance_above_the_minimum() -> None:
    prizes = board_prizes(history(event(minimum=3)))
    first_board = prizes[0]
    assert first_board.position == 1 and first_board.minimum == 3
    lines = [
        (line.rank, line.record.player.name, line.record.performance) for line in first_board.lines
    ]
    # three games over the board: T3.1 (2292, above) and T2.1 (lost to 2600, beat the
    # unrated 1400, lost to 2400: Ra = 6400 / 3 = 2133, p = .33 -> -125: 2008); T1.1 (2643)
    # and T4.1 (drew 2400, lost to 2500: Ra 2450, p .25 -> -193: 2257) have two: not ranked
    assert lines == [
        (1, "P3.1", 2292),
        (2, "P2.1", 2008),
        (None, "P1.1", 2643),
        (None, "P4.1", 2257),
    ]
    assert len(prizes) == OLYMPIAD_2012.boards + OLYMPIAD_2012.reserves
    assert prizes[4].lines == ()  # no reserve played
