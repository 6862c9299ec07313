"""Art. 4's generation order as the last tie-break, on round-one brackets where forbidden
pairs rule out the first candidates (no colour or float criterion differs there)."""

from __future__ import annotations

from individual.dutch.inputs import DutchInput
from individual.swiss.model import Unpaired
from tests.dutch.events import event, pair, pairs


def _pairs(*given: tuple[int, int]) -> set[frozenset[int]]:
    return {frozenset(p) for p in given}


def test_4_2_the_next_transposition_when_the_first_is_ruled_out() -> None:
    # S1 = 1 2 3, S2 = 4 5 6: 4-5-6 and 4-6-5 put 1 against 4; 5-4-6 is the next
    got = pair(event(6), DutchInput(forbidden=((1, 4),)))
    assert pairs(got) == _pairs((1, 5), (2, 4), (3, 6))


def test_4_2_transpositions_in_lexicographic_order() -> None:
    # 5-4-6 puts 2 against 4 as well: 5-6-4 is next
    got = pair(event(6), DutchInput(forbidden=((1, 4), (2, 4))))
    assert pairs(got) == _pairs((1, 5), (2, 6), (3, 4))


def test_4_2_eleven_players_the_last_of_s2_floats_to_the_pab() -> None:
    # 11 players: S1 = 1..5, S2 = 6..11 (720 transpositions); the first puts 11 last
    got = pair(event(11))
    assert pairs(got) == _pairs((1, 6), (2, 7), (3, 8), (4, 9), (5, 10))
    assert got.bye == 11


def test_4_3_an_exchange_when_no_transposition_will_do() -> None:
    # 3 may meet none of S2: the first exchange swaps 3 and 4 (smallest BSN difference),
    # S1' = 1 2 4, S2' = 3 5 6
    forbidden = ((3, 4), (3, 5), (3, 6))
    got = pair(event(6), DutchInput(forbidden=forbidden))
    assert pairs(got) == _pairs((1, 3), (2, 5), (4, 6))


def test_4_3_transpositions_within_an_exchange_before_the_next_exchange() -> None:
    # as above, and 4-6 ruled out: S1' 1 2 4 against S2' 3 5 6 in its second transposition
    forbidden = ((3, 4), (3, 5), (3, 6), (4, 6))
    got = pair(event(6), DutchInput(forbidden=forbidden))
    assert pairs(got) == _pairs((1, 3), (2, 6), (4, 5))


def test_4_3_the_next_exchange_moves_the_largest_bsn_down() -> None:
    # 4 may meet nobody of S2' 3 5 6 either: of the exchanges with a BSN-sum difference of
    # 2, 3<->5 moves down the larger BSN (3, not 2): S1' 1 2 5 against S2' 3 4 6
    forbidden = ((3, 4), (3, 5), (3, 6), (4, 5), (4, 6))
    got = pair(event(6), DutchInput(forbidden=forbidden))
    assert pairs(got) == _pairs((1, 3), (2, 4), (5, 6))


def test_4_3_rule_four_the_smallest_differing_bsn_moved_up() -> None:
    # ten players, only two pairings allowed, both by two-for-two exchanges moving 4 and 5
    # down (BSN-sum difference 6): up 6 and 9 (1-4 2-5 3-7 6-8 9-10) or up 7 and 8
    # (1-4 2-5 3-6 7-9 8-10); the first three rules tie, the fourth takes 6 up first
    first = ((1, 4), (2, 5), (3, 7), (6, 8), (9, 10))
    second = ((1, 4), (2, 5), (3, 6), (7, 9), (8, 10))
    allowed = {frozenset(p) for p in first + second}
    every = [(a, b) for a in range(1, 11) for b in range(a + 1, 11)]
    forbidden = tuple(p for p in every if frozenset(p) not in allowed)
    got = pair(event(10), DutchInput(forbidden=forbidden))
    assert pairs(got) == _pairs(*first)


def test_3_3_a_heterogeneous_bracket_pairs_its_mdps_first() -> None:
    # round 2: 1 and 2 won, 3 and 6 drew, 4 and 5 lost; 1-2 forbidden: both float into
    # the bracket of 3 and 6 and meet them with every colour preference met ([C12])
    played = event(6, "1-4 1-0, 5-2 0-1, 3-6 ½-½")
    got = pair(played, DutchInput(forbidden=((1, 2),)))
    assert pairs(got) == _pairs((1, 6), (2, 3), (4, 5))


def test_requested_zero_point_bye_is_not_a_float_or_a_pab() -> None:
    given = DutchInput(byes=((6, Unpaired.ZERO_BYE),))
    got = pair(event(7), given)
    assert got.left_out == frozenset({6})
    assert got.bye is None
