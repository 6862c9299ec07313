"""Art. 43: publication order of a round's matches, each criterion deciding once."""

from __future__ import annotations

from fractions import Fraction

from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, PairedMatch, Round, Team
from olympiad.engine.publication import publication_keys, publication_order
from rulesets.olympiad_2012 import OLYMPIAD_2012

CODES = {"1": GameScore.WIN, "=": GameScore.DRAW, "0": GameScore.LOSS, "*": GameScore.UNFINISHED}


def played(first: int, second: int, boards: str) -> Match:
    return Match(first, second, tuple(CODES[c] for c in boards))


def team(number: int, *ratings: int) -> Team:
    return Team(
        number,
        f"Team {number:02}",
        tuple(Player(f"P{number}.{i}", r) for i, r in enumerate(ratings, 1)),
    )


# Average of the four highest ratings (art. 8): team 5 2600; teams 7 and 9 2400 each,
# separated by the fifth player (art. 9a: 2000 > 1900), so team 7 has pairing number 2
# and team 9 number 3; then team 1 2300 (4), team 3 2200 (5), team 4 2100 (6), team 2
# 2000, team 6 1900, team 8 1800, team 10 1700.
TEAMS = (
    team(1, 2300, 2300, 2300, 2300),
    team(2, 2000, 2000, 2000, 2000),
    team(3, 2200, 2200, 2200, 2200),
    team(4, 2100, 2100, 2100, 2100),
    team(5, 2600, 2600, 2600, 2600),
    team(6, 1900, 1900, 1900, 1900),
    team(7, 2400, 2400, 2400, 2400, 2000),
    team(8, 1800, 1800, 1800, 1800),
    team(9, 2400, 2400, 2400, 2400, 1900),
    team(10, 1700, 1700, 1700, 1700),
)
# After two rounds (art. 10 standing):
#   R1: 1-2 "1110" (3-1)  3-4 "===="  5-6 "1110" (3-1)  7-8 "===="  9-10 "===="
#   R2: 1-3 "===="  4-6 "===="  7-9 "====";  teams 2, 5, 8, 10 not paired (art. 45)
# MP: 1: 3, 2: 0, 3: 2, 4: 2, 5: 2, 6: 1, 7: 2, 8: 1, 9: 2, 10: 1.
EVENT = Event(
    "test",
    TEAMS,
    OLYMPIAD_2012,
    (
        Round(
            1,
            (
                played(1, 2, "1110"),
                played(3, 4, "===="),
                played(5, 6, "1110"),
                played(7, 8, "===="),
                played(9, 10, "===="),
            ),
        ),
        Round(
            2,
            (played(1, 3, "===="), played(4, 6, "===="), played(7, 9, "====")),
            absent=frozenset({2, 5, 8, 10}),
        ),
    ),
)
P1 = PairedMatch(2, 1)  # higher team 1: 3 MP; sum 3
P2 = PairedMatch(3, 4)  # higher team 3 (equal MP and GP, better pairing number): 2; sum 4
P3 = PairedMatch(6, 5)  # higher team 5: 2 MP; sum 3; average 2600
P4 = PairedMatch(7, 8)  # higher team 7: 2 MP; sum 3; average 2400; pairing number 2
P5 = PairedMatch(9, 10)  # higher team 9: 2 MP; sum 3; average 2400; pairing number 3


def test_art43_each_criterion_decides_once() -> None:
    # a) P1 before P2: 3 MP > 2 although P2's sum (4) beats P1's (3);
    # b) P2 before P3: sum 4 > 3 although team 5 (2600) outrates team 3 (2200);
    # c) P3 before P4: average 2600 > 2400;
    # then pairing number: P4 (team 7, no. 2) before P5 (team 9, no. 3).
    assert publication_order([P5, P3, P2, P4, P1], EVENT) == (P1, P2, P3, P4, P5)


def test_art43_keys_name_the_higher_ranked_team() -> None:
    keys = {k.match: k for k in publication_keys([P1, P2, P3, P4, P5], EVENT)}
    assert (keys[P1].higher, keys[P1].higher_match_points, keys[P1].match_points_sum) == (1, 3, 3)
    assert (keys[P2].higher, keys[P2].match_points_sum) == (3, 4)
    assert (keys[P3].higher, keys[P3].higher_average_rating) == (5, Fraction(2600))
    assert (keys[P4].higher_pairing_number, keys[P5].higher_pairing_number) == (2, 3)


def test_art43_current_standing_counts_unfinished_games_as_draws() -> None:
    # Art. 10 ranks for pairing with art. 13: team 1 and 2 drew three boards and one is
    # unfinished, counted as a draw: both 1 MP, 2 GP; team 2 (2000) ranks below team 1
    # (2300) by pairing number. Teams 3-4 drew: 1 MP each, team 3 higher (2200 > 2100).
    # Equal on a) and b); c) 2300 > 2200 puts 1-2 first.
    ev = Event(
        "test",
        TEAMS[:4],
        OLYMPIAD_2012,
        (Round(1, (played(1, 2, "===*"), played(3, 4, "===="))),),
    )
    keys = publication_keys([PairedMatch(4, 3), PairedMatch(2, 1)], ev)
    assert [(k.higher, k.higher_match_points, k.match_points_sum) for k in keys] == [
        (1, 1, 2),
        (3, 1, 2),
    ]
