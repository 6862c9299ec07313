"""Board-1 colours by the Olympiad Pairing Rules (2012): arts. 21, 22, 24-29, table by table.

Histories are written as strings of board-1 colours, oldest first: ``"WWB"`` is white in
rounds 1 and 2 and black in round 3. Expected values come from the text of the regulation.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from individual.vocabulary.colour import (
    Colour,
    Preference,
    breaks_limits,
    colour_difference,
    preference,
    streak,
)
from individual.vocabulary.player import Player
from olympiad.engine.colours import (
    BLACK_OK,
    WHITE_OK,
    LimitBreak,
    allocate,
    allowed_colours,
    board_colours,
    colour_limits,
    compatible,
    is_limit_article,
    limit_break,
)
from olympiad.engine.compatibility import Compatibility
from olympiad.engine.model import Event, Team
from olympiad.engine.scores import TeamRecord
from rulesets.olympiad_2012 import OLYMPIAD_2012

WH, BL = Colour.WHITE, Colour.BLACK
BOTH = WHITE_OK | BLACK_OK
LIMIT = OLYMPIAD_2012.colour_max_difference
STREAK = OLYMPIAD_2012.colour_max_streak


def hist(text: str) -> tuple[Colour, ...]:
    return tuple(WH if c == "W" else BL for c in text)


# --- individual.vocabulary.colour: the vocabulary the articles are written in ------------------

DIFFERENCE = [
    pytest.param("", 0, id="no games"),
    pytest.param("W", 1, id="one white"),
    pytest.param("WWB", 1, id="two whites one black"),
    pytest.param("BBWB", -2, id="three blacks one white"),
    pytest.param("WBWB", 0, id="balanced"),
]


@pytest.mark.parametrize(("history", "expected"), DIFFERENCE)
def test_colour_difference(history: str, expected: int) -> None:
    assert colour_difference(hist(history)) == expected


STREAK_CASES = [
    pytest.param("", (None, 0), id="no games"),
    pytest.param("W", (WH, 1), id="one white"),
    pytest.param("WBB", (BL, 2), id="black twice running"),
    pytest.param("BBWW", (WH, 2), id="only the last run counts"),
    pytest.param("WBW", (WH, 1), id="alternating"),
]


@pytest.mark.parametrize(("history", "expected"), STREAK_CASES)
def test_streak(history: str, expected: tuple[Colour | None, int]) -> None:
    assert streak(hist(history)) == expected


LIMITS = [
    pytest.param("", WH, False, id="first game"),
    pytest.param("WW", WH, True, id="22a and 22b: +3 and a third white"),
    pytest.param("WW", BL, False, id="black after two whites"),
    pytest.param("BB", BL, True, id="22a and 22b: -3 and a third black"),
    pytest.param("WBW", WH, False, id="difference +2 and two in a row are allowed"),
    pytest.param("WWBW", WH, True, id="22a: difference would be +3"),
    pytest.param("WWBW", BL, False, id="22a: black brings +2 back to +1"),
    pytest.param("BBWB", BL, True, id="22a: difference would be -3"),
    pytest.param("BWBB", BL, True, id="22a and 22b together"),
]


@pytest.mark.parametrize(("history", "colour", "expected"), LIMITS)
def test_breaks_limits_art22(history: str, colour: Colour, expected: bool) -> None:
    assert breaks_limits(hist(history), colour, LIMIT, STREAK) is expected


PREFERENCE = [
    pytest.param("", (None, Preference.NONE), id="no games: none"),
    pytest.param("W", (BL, Preference.STRONG), id="one white: black, strong"),
    pytest.param("WB", (WH, Preference.MILD), id="balanced: alternate, mild"),
    pytest.param("BW", (BL, Preference.MILD), id="balanced the other way"),
    pytest.param("WW", (BL, Preference.ABSOLUTE), id="two whites running: absolute"),
    pytest.param("WWB", (BL, Preference.STRONG), id="+1: equalise, not alternate"),
    pytest.param("BBW", (WH, Preference.STRONG), id="-1: equalise, not alternate"),
    pytest.param("WBB", (WH, Preference.ABSOLUTE), id="two blacks running: absolute"),
    pytest.param("WWBW", (BL, Preference.ABSOLUTE), id="+2: absolute"),
    pytest.param("WBBW", (BL, Preference.MILD), id="balanced after four"),
]


@pytest.mark.parametrize(("history", "expected"), PREFERENCE)
def test_preference(history: str, expected: tuple[Colour | None, Preference]) -> None:
    assert preference(hist(history)) == expected


# --- Art. 22: which board-1 colours a team may still receive ------------------------

ALLOWED = [
    pytest.param("", BOTH, id="no games"),
    pytest.param("W", BOTH, id="one white"),
    pytest.param("B", BOTH, id="one black"),
    pytest.param("WB", BOTH, id="alternated"),
    pytest.param("WW", BLACK_OK, id="22a and 22b: +2, two whites running"),
    pytest.param("BB", WHITE_OK, id="22a and 22b: -2, two blacks running"),
    pytest.param("WWB", BOTH, id="+1: white would make +2, allowed"),
    pytest.param("WBW", BOTH, id="+1 ending in one white"),
    pytest.param("WWBW", BLACK_OK, id="22a: +2, one white running"),
    pytest.param("BBWB", WHITE_OK, id="22a: -2, one black running"),
    pytest.param("WBWW", BLACK_OK, id="22a and 22b"),
]


@pytest.mark.parametrize(("history", "expected"), ALLOWED)
def test_allowed_colours(history: str, expected: int) -> None:
    assert allowed_colours(hist(history), OLYMPIAD_2012) == expected


# --- Arts. 22a and 22b: which of the two a colour would break -----------------------
# Art. 22a: the board-1 colour difference may not pass +2 or -2; art. 22b: no third
# same colour in a row. (history, colour, difference it would reach if past the limit,
# run it would make if past the limit, the articles cited)

WHICH_LIMIT = [
    pytest.param("", WH, None, None, (), id="first game: neither"),
    pytest.param("WBW", WH, None, None, (), id="+2 and two in a row: allowed"),
    pytest.param("WWBW", WH, 3, None, ("22a",), id="22a only: +3, two whites in a row"),
    pytest.param("BBWB", BL, -3, None, ("22a",), id="22a only: -3, two blacks in a row"),
    pytest.param("BWW", WH, None, 3, ("22b",), id="22b only: third white, difference +2"),
    pytest.param("WBB", BL, None, 3, ("22b",), id="22b only: third black, difference -2"),
    pytest.param("BBWW", WH, None, 3, ("22b",), id="22b only: third white at +1"),
    pytest.param("WW", WH, 3, 3, ("22a", "22b"), id="both: +3 and a third white"),
    pytest.param("BWBB", BL, -3, 3, ("22a", "22b"), id="both: -3 and a third black"),
    pytest.param("WWBW", BL, None, None, (), id="black after +2: allowed"),
]


@pytest.mark.parametrize(("history", "colour", "difference", "run", "articles"), WHICH_LIMIT)
def test_limit_break_names_22a_or_22b(
    history: str,
    colour: Colour,
    difference: int | None,
    run: int | None,
    articles: tuple[str, ...],
) -> None:
    found = limit_break(7, hist(history), colour, OLYMPIAD_2012)
    if not articles:
        assert found is None
        return
    assert found == LimitBreak(7, colour, difference, run)
    assert found.articles == articles


@given(st.lists(st.sampled_from("WB"), max_size=8).map("".join), st.sampled_from([WH, BL]))
def test_limit_break_agrees_with_breaks_limits(history: str, colour: Colour) -> None:
    """The shared ``breaks_limits`` (both limits at once) and the per-article reading agree;
    22a exactly when the difference passes +-2, 22b exactly when a third in a row."""
    found = limit_break(1, hist(history), colour, OLYMPIAD_2012)
    assert (found is not None) == breaks_limits(hist(history), colour, LIMIT, STREAK)
    after = (*hist(history), colour)
    past_a = abs(colour_difference(after)) > LIMIT
    past_b = streak(after)[1] > STREAK
    assert (found.articles if found else ()) == ("22a",) * past_a + ("22b",) * past_b


# A pair the limits forbid every way round, rejected citing the article(s) that forbid it:
# one that each way breaks (it forbids the pair by itself), else both together.
PAIR_BLOCK = [
    pytest.param("WW", "WW", ("22a", "22b"), id="both W W: each article by itself"),
    pytest.param("WWBW", "WBWWBW", ("22a",), id="22a: white at +3 either way"),
    pytest.param("BWW", "WBBWW", ("22b",), id="22b: a third white either way"),
    pytest.param("WW", "BWW", ("22b",), id="22b every way, 22a only one way"),
    pytest.param("WWBW", "BBWW", ("22a", "22b"), id="22a one way, 22b the other: together"),
    pytest.param("WW", "BB", (), id="one way keeps both limits"),
]


@pytest.mark.parametrize(("history_a", "history_b", "articles"), PAIR_BLOCK)
def test_a_forbidden_pair_cites_the_blocking_article(
    history_a: str, history_b: str, articles: tuple[str, ...]
) -> None:
    limits = {
        1: colour_limits(1, hist(history_a), OLYMPIAD_2012),
        2: colour_limits(2, hist(history_b), OLYMPIAD_2012),
    }
    compat = Compatibility({1: frozenset(), 2: frozenset()}, limits)
    assert compat.colour_block(1, 2)[0] == articles
    assert compat.colour_block(2, 1)[0] == articles
    assert compat.colour_ok(1, 2) is (articles == ())


COMPATIBLE = [
    pytest.param(BOTH, BOTH, True, id="both free"),
    pytest.param(WHITE_OK, WHITE_OK, False, id="both must have white"),
    pytest.param(BLACK_OK, BLACK_OK, False, id="both must have black"),
    pytest.param(WHITE_OK, BLACK_OK, True, id="white-only v black-only"),
    pytest.param(BLACK_OK, WHITE_OK, True, id="black-only v white-only"),
    pytest.param(BOTH, WHITE_OK, True, id="free v white-only"),
    pytest.param(BLACK_OK, BOTH, True, id="black-only v free"),
    pytest.param(0, BOTH, False, id="a team with no colour left"),
]


@pytest.mark.parametrize(("mask_a", "mask_b", "expected"), COMPATIBLE)
def test_compatible(mask_a: int, mask_b: int, expected: bool) -> None:
    assert compatible(mask_a, mask_b) is expected
    assert compatible(mask_b, mask_a) is expected


# --- Arts. 21-28: allocation of board-1 colours in a match ---------------------------
# (id, higher-ranked history, lower-ranked history, pairing numbers, lot, who gets white,
#  article)

HIGHER, LOWER = "higher", "lower"
ALLOCATION = [
    ("22a, 22b: higher had white twice running", "WW", "WB", (1, 2), None, LOWER, "22a, 22b"),
    ("22b overrides 24a equalisation", "WWBB", "BWB", (1, 2), None, HIGHER, "22b"),
    ("24a: lower difference gets white", "WWB", "BBW", (1, 2), None, LOWER, "24a"),
    ("24a: higher ranked with more blacks", "BBW", "WWB", (1, 2), None, HIGHER, "24a"),
    ("24a: after a bye, fewer games", "W", "BW", (1, 2), None, LOWER, "24a"),
    ("25: opposite last colours, higher had black", "WB", "BW", (1, 2), None, HIGHER, "25"),
    ("25: opposite last colours, higher had white", "BW", "WB", (1, 2), None, LOWER, "25"),
    ("26: colours differ three rounds back", "WBWB", "BWWB", (1, 2), None, HIGHER, "26"),
    ("26: the same, higher had white then", "BWWB", "WBWB", (1, 2), None, LOWER, "26"),
    ("27: both W W B, higher prefers black", "WWB", "WWB", (1, 2), None, LOWER, "27"),
    ("27: both B B W, higher prefers white", "BBW", "BBW", (1, 2), None, HIGHER, "27"),
    ("27: both one white, higher prefers black", "W", "W", (1, 2), None, LOWER, "27"),
    ("28: both W B, higher alternates to white", "WB", "WB", (1, 2), None, HIGHER, "28"),
    ("28: both B W, higher alternates to black", "BW", "BW", (1, 2), None, LOWER, "28"),
    ("28: both W B B W, higher alternates", "WBBW", "WBBW", (3, 4), None, LOWER, "28"),
    ("21: lot white, pairing number 1", "", "", (1, 6), WH, HIGHER, "21"),
    ("21: lot white, even pairing number", "", "", (2, 7), WH, LOWER, "21"),
    ("21: lot black, pairing number 1", "", "", (1, 6), BL, LOWER, "21"),
    ("21: lot black, odd pairing number 3", "", "", (3, 8), BL, LOWER, "21"),
    ("21: lot black, even pairing number 4", "", "", (4, 9), BL, HIGHER, "21"),
]


def _allocate(
    higher_history: str, lower_history: str, numbers: tuple[int, int], lot: Colour | None
) -> tuple[str, str]:
    higher, lower = numbers
    records = {
        higher: TeamRecord(higher, colours=hist(higher_history)),
        lower: TeamRecord(lower, colours=hist(lower_history)),
    }
    numbers = {higher: higher, lower: lower}
    choice = allocate(higher, lower, records, numbers, OLYMPIAD_2012, lot, round_number=1)
    assert {choice.white, choice.black} == {higher, lower}
    return (HIGHER if choice.white == higher else LOWER), choice.decision.article


@pytest.mark.parametrize(
    ("higher_history", "lower_history", "numbers", "lot", "white"),
    [pytest.param(*row[1:6], id=row[0]) for row in ALLOCATION],
)
def test_allocate_white_on_board_1(
    higher_history: str,
    lower_history: str,
    numbers: tuple[int, int],
    lot: Colour | None,
    white: str,
) -> None:
    assert _allocate(higher_history, lower_history, numbers, lot)[0] == white


@pytest.mark.parametrize(
    ("higher_history", "lower_history", "numbers", "lot", "article"),
    [
        pytest.param(
            *row[1:5],
            row[6],
            id=row[0],
        )
        for row in ALLOCATION
    ],
)
def test_allocate_cites_the_article(
    higher_history: str,
    lower_history: str,
    numbers: tuple[int, int],
    lot: Colour | None,
    article: str,
) -> None:
    assert _allocate(higher_history, lower_history, numbers, lot)[1] == article


# Board-1 colours of a match decided by the limits alone: the decision cites what the
# other way round would break. (id, higher, lower, who gets white, article)
LIMIT_ALLOCATION = [
    ("22a: higher at +2 may not have white", "WWBW", "BWB", LOWER, "22a"),
    ("22a: lower at +2 may not have white", "BWB", "WWBW", HIGHER, "22a"),
    ("22a: higher at -2 may not have black", "BBWB", "WBW", HIGHER, "22a"),
    ("22b: higher may not have a third black", "WWBB", "BWB", HIGHER, "22b"),
    ("22b: lower may not have a third white", "WB", "BWW", HIGHER, "22b"),
    ("22b: lower may not have a third black at -2", "BW", "WBB", LOWER, "22b"),
    ("22a and 22b: one team, +3 and a third white", "WW", "WB", LOWER, "22a, 22b"),
    ("22a and 22b: 22a for higher, 22b for lower", "WWBW", "WBB", LOWER, "22a, 22b"),
]


@pytest.mark.parametrize(
    ("higher_history", "lower_history", "white", "article"),
    [pytest.param(*row[1:], id=row[0]) for row in LIMIT_ALLOCATION],
)
def test_colour_limit_allocation_cites_22a_or_22b(
    higher_history: str, lower_history: str, white: str, article: str
) -> None:
    assert _allocate(higher_history, lower_history, (1, 2), None) == (white, article)
    assert is_limit_article(article)


# --- Art. 29: colours down the boards ----------------------------------------------

BOARDS = [
    pytest.param("", 4, "WBWB", id="art. 29: white on odd boards, black on even"),
    pytest.param("", 6, "WBWBWB", id="art. 29 with six boards"),
    pytest.param("WBWB", 4, "WBWB", id="the art. 29 sequence spelt out"),
    pytest.param("WBBW", 4, "WBBW", id="a custom sequence"),
    pytest.param("BWBW", 4, "BWBW", id="a custom sequence starting with black"),
]


@pytest.mark.parametrize(("sequence", "boards", "expected"), BOARDS)
def test_board_colours(sequence: str, boards: int, expected: str) -> None:
    assert board_colours(sequence, boards) == hist(expected)


def test_event_default_board_sequence_is_art29() -> None:
    teams = (Team(1, "A", (Player("a", 2000),)), Team(2, "B", (Player("b", 2000),)))
    event = Event("e", teams, OLYMPIAD_2012)
    assert event.board_colour_sequence() == "WBWB"
    assert board_colours(event.board_colour_sequence(), OLYMPIAD_2012.boards) == hist("WBWB")
    custom = Event("e", teams, OLYMPIAD_2012, board_colours="WBBW")
    assert board_colours(custom.board_colour_sequence(), OLYMPIAD_2012.boards) == hist("WBBW")
