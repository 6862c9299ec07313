"""CAA 2009 colours against the guide: rule 16's examples, the "Who is most due White?"
table (order 1 to 13) and the nine "Which player gets White?" examples (rule 25)."""

from __future__ import annotations

import pytest

from individual.british.colour import colour_need, final_colours, white_order
from individual.vocabulary.colour import Colour


def history(text: str) -> tuple[Colour, ...]:
    """'W', 'B' are games; anything else (a bye, a gap) is no game (rule 16 (iv))."""
    return tuple(Colour.WHITE if c == "W" else Colour.BLACK for c in text if c in "WB")


TABLE = {  # player: (colours of rounds 1-4, the guide's order for White)
    "A": ("WBBW", 9),
    "B": ("BWWB", 7),
    "C": ("WWBB", 6),
    "D": ("BWBW", 9),
    "E": ("BBWW", 11),
    "F": ("BWBB", 1),
    "G": ("BBBW", 3),
    "H": ("WWBW", 13),
    "I": ("-WBW", 12),
    "J": ("-BWB", 4),
    "K": ("BBWB", 2),
    "L": ("WBWB", 7),
    "M": ("-BBW", 5),
}


def test_who_is_most_due_white() -> None:
    names = sorted(TABLE)
    needs = {i: colour_need(history(TABLE[name][0])) for i, name in enumerate(names)}
    order = [names[i] for i in white_order(needs)]
    places = [TABLE[name][1] for name in order]
    assert places == sorted(places), order
    # equal places ("7=", "9=") are equal claims
    assert needs[names.index("B")] == needs[names.index("L")]
    assert needs[names.index("A")] == needs[names.index("D")]


@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [
        ("WWBW", "-BWW"),  # (i) difference 2 before 1
        ("WWBB", "WBWB"),  # (ii) e.g. 1, for white
        ("WBWW", "WWBW"),  # (iii) e.g. 1, for black
        ("WWBW", "WWWB"),  # (iii) e.g. 2, for black
        ("--W", "WBW"),  # (v) fewer games
        ("BWW", "--W"),  # (v) ... but less than BWW
    ],
    ids=["16i", "16ii", "16iii-1", "16iii-2", "16v-fewer-games", "16v-run"],
)
def test_rule_16_claims(stronger: str, weaker: str) -> None:
    a, b = colour_need(history(stronger)), colour_need(history(weaker))
    assert a.due is b.due
    assert a.claim > b.claim


# 16 (ii) e.g. 2 prints "BWBW and WBWB equally deserve white"; BWBW last had white, so this
# reads it as the Schools rules print it (12 (ii)): BWWB and WBWB (docs/interpretations.md).
@pytest.mark.parametrize(
    ("equal_a", "equal_b"), [("BWWB", "WBWB"), ("WBB-", "W-BB")], ids=["16ii-2", "16iv"]
)
def test_rule_16_equal_claims(equal_a: str, equal_b: str) -> None:
    assert colour_need(history(equal_a)) == colour_need(history(equal_b))


# Player A (grade 2300) and B (2287): (A's points, A's colours, B's points, B's colours, white)
EXAMPLES = [
    (6, "WBW", 6, "WBW", "B"),
    (4, "WBW", 5, "WBW", "A"),
    (6, "BBW", 6, "WBB", "B"),
    (6, "BBW", 6, "BWB", "B"),
    (6, "BWBW", 6, "WBBW", "B"),
    (6, "BWBW", 6, "-BBW", "B"),
    (6, "BBWW", 6, "-WBW", "A"),
    (6, "BWW", 6, "--W", "B"),
    (6, "WBW", 6, "--W", "A"),
]


@pytest.mark.parametrize("example", EXAMPLES, ids=[f"example{i}" for i in range(1, 10)])
def test_which_player_gets_white(example: tuple[int, str, int, str, str]) -> None:
    a_points, a_colours, b_points, b_colours, white = example
    needs = {1: colour_need(history(a_colours)), 2: colour_need(history(b_colours))}
    higher, lower = (1, 2) if a_points >= b_points else (2, 1)  # rule 25: score, then grade
    choice = final_colours(higher, lower, needs)
    assert choice.white == (1 if white == "A" else 2)
