"""Table tests for FIDE Swiss 1998: D.1 and D.2 orders, x, p, A.7 and each E rule."""

from __future__ import annotations

import pytest

from individual.fide1998.colours import allocate
from individual.fide1998.criteria import Profile, Stage, p_of, profile, x_of
from individual.fide1998.roles import OWN_SUBGROUPS
from individual.fide1998.search import Walk, assign, least_clashes
from individual.fide1998.transpositions import apply_exchange, exchanges, transpositions
from individual.matching.maximum import Completability
from individual.swiss.history import Float, PlayerState
from individual.swiss.ranking import rank
from individual.vocabulary.colour import Colour, Preference
from individual.vocabulary.player import Player

W, B = Colour.WHITE, Colour.BLACK


def colours(text: str) -> tuple[Colour, ...]:
    return tuple(W if c == "W" else B for c in text)


def player(number: int, history: str = "", score: int = 0, exempt: bool = False) -> Profile:
    state = PlayerState(
        number, Player(f"P{number}"), score, colours(history), frozenset(), (), False
    )
    return profile(state, exempt)


def test_d1_transpositions_in_the_order_of_the_table() -> None:
    got = ["-".join(map(str, t)) for t in transpositions([5, 6, 7, 8])]
    assert got[:7] == ["5-6-7-8", "5-6-8-7", "5-7-6-8", "5-7-8-6", "5-8-6-7", "5-8-7-6", "6-5-7-8"]
    assert got[7] == "6-5-8-7"  # "etc."
    assert len(got) == 24


def test_d1_only_the_places_facing_s1_count() -> None:
    assert list(transpositions([4, 5, 6], 2)) == [
        (4, 5), (4, 6), (5, 4), (5, 6), (6, 4), (6, 5),
    ]  # fmt: skip


ONE = [(4, 5), (4, 6), (3, 5), (4, 7), (3, 6), (2, 5), (3, 7), (2, 6), (2, 7)]
TWO = [
    ((3, 4), (5, 6)), ((3, 4), (5, 7)), ((2, 4), (5, 6)), ((3, 4), (6, 7)), ((2, 4), (5, 7)),
    ((2, 3), (5, 6)), ((2, 4), (6, 7)), ((2, 3), (5, 7)), ((2, 3), (6, 7)),
]  # fmt: skip


def test_d2_exchanges_a_to_r_in_the_order_of_the_matrices() -> None:
    got = list(exchanges([1, 2, 3, 4], [5, 6, 7, 8]))
    assert [(g[0], t[0]) for g, t in got[:9]] == ONE
    assert got[9:18] == TWO
    assert got[18:] == [((2, 3, 4), (5, 6, 7))]


def test_d2_odd_bracket_deducts_one_and_drops_the_last_column() -> None:
    got = list(exchanges([1, 2, 3], [4, 5, 6, 7]))
    assert [(g[0], t[0]) for g, t in got[:9]] == [(a - 1, b - 1) for a, b in ONE]
    two = got[9:]
    assert ((1, 2), (4, 5)) not in two
    assert two == [((2, 3), (4, 5)), ((2, 3), (4, 6)), ((1, 3), (4, 5)), ((2, 3), (5, 6)),
                   ((1, 3), (4, 6)), ((1, 3), (5, 6))]  # fmt: skip


def test_d2_both_groups_are_ordered_again_after_an_exchange() -> None:
    assert apply_exchange([1, 2, 3, 4], [5, 6, 7, 8], ((3,), (6,))) == (
        [1, 2, 4, 6],
        [3, 5, 7, 8],
    )


def test_the_walk_visits_transpositions_in_d1_order() -> None:
    profiles = {n: player(n) for n in range(1, 8)}
    seen: list[tuple[int, ...]] = []

    def leaf(pairs: list[tuple[int, int]], leftover: list[int], *_: object) -> None:
        seen.append(tuple(b for _, b in pairs))

    state = Completability([*range(1, 8), 0], lambda a, b: True)
    walk = Walk(profiles, 10_000, lambda rejection: None)
    assign(walk, [1, 2, 3], [4, 5, 6, 7], None, Stage(), state, leaf, OWN_SUBGROUPS, False)
    assert seen == list(transpositions([4, 5, 6, 7], 3))


@pytest.mark.parametrize(
    ("histories", "x"),
    [
        (["W", "B", "B", "B", "B"], 1),  # Scotch Cup round 2, bracket 1: w = 4, q = 3
        (["B", "B", "W", "W"], 0),
        (["B", "B", "B", "B"], 2),
        (["", "", "B", "B"], 0),  # no preference takes either colour: never below zero
        (["W", "B", "W", "B", "W", "B"], 0),
    ],
    ids=["scotch_r2_w4_b1", "balanced", "all_white_wanted", "no_preferences", "even_mix"],
)
def test_a8_x(histories: list[str], x: int) -> None:
    assert x_of(player(i, h) for i, h in enumerate(histories)) == x


@pytest.mark.parametrize(
    ("size", "moved", "p"), [(5, 0, 2), (6, 0, 3), (1, 0, 0), (6, 1, 1), (6, 2, 2)]
)
def test_a6_p(size: int, moved: int, p: int) -> None:
    assert p_of(size, moved) == p


@pytest.mark.parametrize(
    ("history", "exempt", "want", "strength"),
    [
        ("", False, None, Preference.NONE),
        ("W", False, B, Preference.STRONG),
        ("WB", False, W, Preference.MILD),
        ("BB", False, W, Preference.ABSOLUTE),
        ("WBWW", False, B, Preference.ABSOLUTE),
        ("WWBBB", False, W, Preference.ABSOLUTE),
        ("WBWW", True, B, Preference.STRONG),  # A.7a not in effect: over 50 %, last round
        ("WWBB", True, W, Preference.MILD),
    ],
)
def test_a7_preferences(history: str, exempt: bool, want: Colour, strength: Preference) -> None:
    got = player(1, history, exempt=exempt)
    assert (got.want, got.strength) == (want, strength)


def test_b2_allowed_colours_and_its_exemption() -> None:
    assert player(1, "WW").allowed == {B}
    assert player(1, "WBWW").allowed == {B}
    assert player(1, "WW", exempt=True).allowed == {W, B}


@pytest.mark.parametrize(
    ("s1", "s2", "least"),
    [((2, 0, 0), (0, 2, 0), 0), ((2, 0, 0), (2, 0, 0), 2), ((1, 1, 0), (0, 0, 2), 0),
     ((2, 1, 0), (1, 0, 1), 1), ((0, 0, 3), (3, 0, 0), 0)],
)  # fmt: skip
def test_b4_least_colour_clashes_by_class(
    s1: tuple[int, int, int], s2: tuple[int, int, int], least: int
) -> None:
    assert least_clashes(s1, s2) == least


@pytest.mark.parametrize(
    ("higher", "lower", "white", "article"),
    [
        (("W", 0), ("B", 0), 2, "E.1"),  # 1 wants black, 2 white: both granted
        (("", 0), ("B", 0), 2, "E.1"),  # only one preference: granted
        (("BB", 0), ("WB", 0), 1, "E.2"),  # absolute white beats mild white
        (("WB", 0), ("BW", 0), 1, "E.1"),  # 1 wants white, 2 black (mild, alternation)
        (("BWB", 0), ("WBB", 0), 2, "E.2"),  # 2's absolute (BB) beats 1's strong white
        (("WBWB", 0), ("BWWB", 0), 1, "E.3"),  # both mild white; round 2: 1 black, 2 white
        (("BW", 0), ("BW", 0), 2, "E.4"),  # same history: higher ranked gets its preference
    ],
    ids=["E1_both", "E1_one", "E2_absolute", "E1_opposite", "E2_stronger", "E3", "E4"],
)
def test_e_rules(higher: tuple[str, int], lower: tuple[str, int], white: int, article: str) -> None:
    choice = allocate(player(1, higher[0]), player(2, lower[0]), 0, W)
    assert (choice.white, choice.article) == (white, article)


@pytest.mark.parametrize(("rank_in_s1", "lot", "white"), [(0, B, 2), (1, B, 1), (2, W, 1)])
def test_e5_round_one_alternates_down_s1(rank_in_s1: int, lot: Colour, white: int) -> None:
    choice = allocate(player(1), player(2), rank_in_s1, lot)
    assert (choice.white, choice.article) == (white, "E.5")


def test_a2_rating_then_title_then_name() -> None:
    players = {
        1: Player("Zed", 2400, "IM"),
        2: Player("Abe", 2400, "WGM"),
        3: Player("Abe", 2400, "IM"),
        4: Player("Bob", 2500),
        5: Player("Cid", 2400, "IM"),
    }
    assert rank(players) == [4, 2, 3, 5, 1]
    assert rank(players, {1: 2}) == [1, 4, 2, 3, 5]


def test_a4_floats_kept_per_round() -> None:
    state = PlayerState(1, Player("P"), 2, (), frozenset(), (Float.DOWN, None, Float.UP), False)
    assert state.float_back(1) is Float.UP
    assert state.float_back(2) is None
    assert state.float_back(3) is Float.DOWN
