"""Arts. 7-10, 13 and 19 of the Olympiad Pairing Rules (2012), table by table.

Every expected value is worked out from the text of the regulation, not taken from
the engine: ratings and averages (arts. 7-9), the ranking for pairing (art. 10),
unfinished games (art. 13), the median team and the order of pairing (art. 19).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.groups import (
    ScoreGroup,
    median_group_index,
    median_team,
    pairing_order,
    score_groups,
)
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.engine.pairing import pair_round
from olympiad.engine.ranking import average_rating, pairing_numbers, rank_for_pairing, ratings
from olympiad.engine.scores import TeamRecord, team_records
from rulesets.olympiad_2012 import OLYMPIAD_2012

F = Fraction
FLOOR = OLYMPIAD_2012.rating_floor
BOARDS = OLYMPIAD_2012.boards
W, D, L, U = GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.UNFINISHED


def team(number: int, name: str, board_ratings: list[int | None]) -> Team:
    """A team whose players, in board order (reserve last), have these ratings."""
    players = tuple(Player(f"{name} {b + 1}", r) for b, r in enumerate(board_ratings))
    return Team(number, name, players)


def event_of(*teams: Team, rounds: tuple[Round, ...] = ()) -> Event:
    return Event("articles", teams, OLYMPIAD_2012, rounds)


def order_by_pairing_number(event: Event) -> list[str]:
    numbers = pairing_numbers(event)
    return [t.name for t in sorted(event.teams, key=lambda t: numbers[t.number])]


# --- Art. 7: unrated players are given the rating floor -------------------------------

ART7 = [
    pytest.param([2500, 2400, 2300, 2200], [2500, 2400, 2300, 2200], id="all rated"),
    pytest.param(
        [2500, None, 2300, None, 2100],
        [2500, 2300, 2100, FLOOR, FLOOR],
        id="two unrated players at the floor",
    ),
    pytest.param([None] * 5, [FLOOR] * 5, id="whole team unrated"),
    pytest.param(
        [None, 2000, 1900, 1800],
        [2000, 1900, 1800, FLOOR],
        id="unrated board 1 counts at the floor, not as the strongest",
    ),
]


@pytest.mark.parametrize(("board_ratings", "expected"), ART7)
def test_art7_unrated_players_at_rating_floor(
    board_ratings: list[int | None], expected: list[int]
) -> None:
    assert ratings(team(1, "T", board_ratings), FLOOR) == expected


def test_art7_unrated_player_lowers_the_average() -> None:
    """A's unrated fourth player counts at the floor: (3 x 2400 + floor) / 4 is below B's
    2160 (A would be first if the unrated player were left out of the average)."""
    a = team(1, "A", [2400, 2400, 2400, None])
    b = team(2, "B", [2160, 2160, 2160, 2160])
    assert average_rating(a, BOARDS, FLOOR) == F(3 * 2400 + FLOOR, 4)
    assert order_by_pairing_number(event_of(a, b)) == ["B", "A"]


# --- Art. 8: average of the four highest-rated players, reserve included -----------

ART8 = [
    pytest.param([2500, 2400, 2300, 2200], F(2350), id="four players, no reserve"),
    pytest.param([2500, 2400, 2300, 2200, 2100], F(2350), id="weaker reserve not counted"),
    pytest.param(
        [2500, 2400, 2300, 2200, 2450],
        F(2500 + 2450 + 2400 + 2300, 4),
        id="reserve stronger than board 4 counts instead of it",
    ),
    pytest.param([2300, 2300, 2300, 2300, 2700], F(2400), id="reserve is the strongest"),
    pytest.param(
        [2500, 2400, None, 2300, 2000],
        F(2500 + 2400 + 2300 + 2000, 4),
        id="rated reserve above an unrated board player",
    ),
    pytest.param([2401, 2400, 2400, 2400], F(9601, 4), id="average kept exact"),
]


@pytest.mark.parametrize(("board_ratings", "expected"), ART8)
def test_art8_average_of_four_highest(board_ratings: list[int | None], expected: F) -> None:
    assert average_rating(team(1, "T", board_ratings), BOARDS, FLOOR) == expected


def test_art8_highest_average_gets_pairing_number_1() -> None:
    """Registered order does not matter: C (2412.5 with its reserve) is above B (2405),
    B above A (2300); the team numbers are given in the opposite order."""
    a = team(1, "A", [2300, 2300, 2300, 2300])
    b = team(2, "B", [2420, 2410, 2400, 2390])
    c = team(3, "C", [2500, 2400, 2300, 2200, 2450])
    assert pairing_numbers(event_of(a, b, c)) == {3: 1, 2: 2, 1: 3}


# --- Art. 9: equal averages: fifth player's rating, then alphabetical ---------------

ART9 = [
    pytest.param(
        [("Alpha", [2400] * 4 + [2100]), ("Zulu", [2400] * 4 + [2200])],
        ["Zulu", "Alpha"],
        id="fifth player's rating breaks the tie",
    ),
    pytest.param(
        [("Zulu", [2400] * 4 + [2200]), ("Alpha", [2400] * 4 + [2200])],
        ["Alpha", "Zulu"],
        id="same fifth rating: alphabetical",
    ),
    pytest.param(
        [("Alpha", [2400] * 4 + [1500]), ("Zulu", [2401, 2400, 2400, 2400, 1500])],
        ["Zulu", "Alpha"],
        id="average decides before the fifth player",
    ),
    pytest.param(
        [("Alpha", [2400] * 4 + [None]), ("Zulu", [2400] * 4 + [FLOOR + 1])],
        ["Zulu", "Alpha"],
        id="unrated fifth player at the floor (art. 7)",
    ),
    pytest.param(
        [
            ("Cuba", [2500] * 4 + [2300]),
            ("Brazil", [2500] * 4 + [2300]),
            ("Angola", [2500] * 4 + [2200]),
            ("Denmark", [2500, 2500, 2500, 2600, 2000]),
        ],
        ["Denmark", "Brazil", "Cuba", "Angola"],
        id="average, then fifth player, then name",
    ),
    pytest.param(
        [("Azerbaijan", [2400] * 5), ("armenia", [2400] * 5)],
        ["armenia", "Azerbaijan"],
        id="alphabetical ignores letter case",
    ),
]


@pytest.mark.parametrize(("teams", "expected"), ART9)
def test_art9_ties_on_average(
    teams: list[tuple[str, list[int | None]]], expected: list[str]
) -> None:
    built = [team(n, name, rs) for n, (name, rs) in enumerate(teams, start=1)]
    assert order_by_pairing_number(event_of(*built)) == expected


# --- Art. 10: ranking for pairing: MP, then GP, then pairing number ------------------

ART10 = [
    pytest.param({1: (5, F(12)), 2: (6, F(8))}, {1: 1, 2: 2}, [2, 1], id="match points first"),
    pytest.param({1: (6, F(19, 2)), 2: (6, F(10))}, {1: 1, 2: 2}, [2, 1], id="then game points"),
    pytest.param({1: (6, F(10)), 2: (6, F(10))}, {1: 1, 2: 2}, [1, 2], id="then pairing number"),
    pytest.param(
        {1: (6, F(10)), 2: (6, F(10))},
        {1: 2, 2: 1},
        [2, 1],
        id="pairing number, not team number",
    ),
    pytest.param(
        {
            1: (4, F(9)),
            2: (6, F(7)),
            3: (4, F(10)),
            4: (6, F(7)),
            5: (0, F(4)),
            6: (4, F(9)),
        },
        {n: n for n in range(1, 7)},
        [2, 4, 3, 1, 6, 5],
        id="six teams",
    ),
]


@pytest.mark.parametrize(("scores", "numbers", "expected"), ART10)
def test_art10_ranking_for_pairing(
    scores: dict[int, tuple[int, F]], numbers: dict[int, int], expected: list[int]
) -> None:
    records = {n: TeamRecord(n, match_points=mp, game_points=gp) for n, (mp, gp) in scores.items()}
    assert rank_for_pairing(list(scores), records, numbers) == expected


# --- Art. 13: unfinished games are draws for pairing purposes ------------------------

ART13 = [
    pytest.param((W, W, L, U), (2, 0, F(5, 2), F(3, 2)), id="2-1 plus unfinished: 2.5-1.5"),
    pytest.param((W, L, D, U), (1, 1, F(2), F(2)), id="1.5-1.5 plus unfinished: drawn match"),
    pytest.param((U, U, U, U), (1, 1, F(2), F(2)), id="all four unfinished: drawn match"),
    pytest.param((L, L, W, U), (0, 2, F(3, 2), F(5, 2)), id="1-2 plus unfinished: 1.5-2.5"),
]


@pytest.mark.parametrize(("games", "expected"), ART13)
def test_art13_unfinished_game_counts_as_draw_for_pairing(
    games: tuple[GameScore, ...], expected: tuple[int, int, F, F]
) -> None:
    teams = (team(1, "A", [2500] * 4), team(2, "B", [2400] * 4))
    event = event_of(*teams, rounds=(Round(1, (Match(1, 2, games),)),))
    records = team_records(event, for_pairing=True)
    got = (
        records[1].match_points,
        records[2].match_points,
        records[1].game_points,
        records[2].game_points,
    )
    assert got == expected
    assert records[1].opponents == frozenset({2}), "an unfinished match was played: art. 16a"


def test_art13_unfinished_game_decides_who_floats() -> None:
    """Round 1 of six: 1 beat 4 with one game unfinished (W, W, L, *), 2 beat 5 2.5-1.5,
    3 beat 6 3-1. For pairing the unfinished game is a draw, so 1 has 2.5 GP like 2 and is
    ranked above it on pairing number: 3 (3 GP), 1, 2 | 4, 5 (1.5 GP), 6 (1 GP). The median
    team is the 4th of six (team 4): the 0 MP group is the median group. The odd 2 MP group
    floats its lowest team, 2 (art. 30a), which meets the highest-ranked team of the 0 MP
    group it has not played, 4; 1 v 3 and 5 v 6 are left. Leaving the unfinished game out
    would rank 1 (2 GP) last and float it instead: 1 v 5, 2 v 3, 4 v 6."""
    teams = tuple(
        Team(n, f"Team {n:02d}", tuple(Player(f"P{n}.{b}", 2600 - 10 * n - b) for b in range(5)))
        for n in range(1, 7)
    )
    event = replace(
        event_of(*teams),
        rounds=(
            Round(
                1,
                (
                    Match(1, 4, (W, W, L, U)),
                    Match(5, 2, (L, L, W, D)),
                    Match(3, 6, (W, W, W, L)),
                ),
            ),
        ),
    )
    result = pair_round(event)
    pairs = sorted(tuple(sorted((m.first, m.second))) for m in result.matches)
    assert pairs == [(1, 3), (2, 4), (5, 6)], "\n".join(result.trail.lines())


# --- Art. 19: the median team, the median group, the order of pairing ---------------


def ranked_with(points: list[tuple[int, int]]) -> tuple[list[int], dict[int, TeamRecord]]:
    """Teams 1..n in ranking order; ``points`` lists (how many teams, match points)."""
    ranked: list[int] = []
    records: dict[int, TeamRecord] = {}
    for count, mp in points:
        for _ in range(count):
            number = len(ranked) + 1
            ranked.append(number)
            records[number] = TeamRecord(number, match_points=mp)
    return ranked, records


EIGHTY_EIGHT = [
    pytest.param([(44, 11), (44, 10)], 1, id="88 teams: 44 at 11 MP, 44 at 10 MP"),
    pytest.param(
        [(5, 14), (15, 13), (10, 12), (14, 11), (16, 10), (15, 9), (13, 8)],
        4,
        id="88 teams spread over seven groups",
    ),
]


@pytest.mark.parametrize(("points", "group_index"), EIGHTY_EIGHT)
def test_art19_example_of_88_teams(points: list[tuple[int, int]], group_index: int) -> None:
    """The text's example: places 43-44 have 11 MP, 45-46 have 10 MP; with 88 teams the
    median team is the lower of the two middle teams, place 45, so the 10 MP group is the
    median group."""
    ranked, records = ranked_with(points)
    assert len(ranked) == 88
    assert [records[t].match_points for t in ranked[42:46]] == [11, 11, 10, 10]
    groups = score_groups(ranked, records)
    median = median_team(ranked)
    assert median == ranked[44]  # place 45
    index = median_group_index(groups, median)
    assert index == group_index
    assert groups[index].match_points == 10


MEDIAN = [
    pytest.param(2, 2, id="2 teams: the 2nd"),
    pytest.param(6, 4, id="6 teams: the 4th"),
    pytest.param(8, 5, id="8 teams: the 5th"),
    pytest.param(10, 6, id="10 teams: the 6th"),
    pytest.param(88, 45, id="88 teams: the 45th"),
    pytest.param(7, 4, id="7 teams: the middle one"),
]


@pytest.mark.parametrize(("count", "place"), MEDIAN)
def test_art19_median_team(count: int, place: int) -> None:
    ranked = [100 + i for i in range(count)]  # team numbers unlike places
    assert median_team(ranked) == ranked[place - 1]


def test_art19_median_group_is_where_the_median_team_is() -> None:
    groups = [ScoreGroup(4, (1, 2)), ScoreGroup(2, (3, 4, 5)), ScoreGroup(0, (6,))]
    assert [median_group_index(groups, t) for t in range(1, 7)] == [0, 0, 1, 1, 1, 2]


ORDER = [
    pytest.param(1, 0, [0], id="a single group"),
    pytest.param(3, 1, [0, 2, 1], id="median group in the middle"),
    pytest.param(5, 2, [0, 1, 4, 3, 2], id="top down, bottom up, median last"),
    pytest.param(6, 3, [0, 1, 2, 5, 4, 3], id="more groups above than below"),
    pytest.param(6, 1, [0, 5, 4, 3, 2, 1], id="more groups below than above"),
    pytest.param(3, 0, [2, 1, 0], id="median group on top: bottom up only"),
    pytest.param(3, 2, [0, 1, 2], id="median group at the bottom: top down only"),
    pytest.param(7, 4, [0, 1, 2, 3, 6, 5, 4], id="the 88-team example"),
]


@pytest.mark.parametrize(("group_count", "median_index", "expected"), ORDER)
def test_art19_pairing_order(group_count: int, median_index: int, expected: list[int]) -> None:
    assert pairing_order(group_count, median_index) == expected
