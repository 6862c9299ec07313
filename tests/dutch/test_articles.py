"""One hand-made case per article of C.04.3 (2026) and what it says the pairing is."""

from __future__ import annotations

import pytest

from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import may_meet
from individual.dutch.players import dutch_players
from individual.swiss.history import Float
from individual.swiss.model import Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind
from individual.vocabulary.errors import PairingImpossible
from tests.dutch.events import boards, event, pair, pairs
from tests.dutch.oracle import best


def test_1_2_order_is_score_then_tpn() -> None:
    played = event(4, "1-3 0-1, 2-4 1-0")
    order = pair(played).trail.of_kind(Kind.ORDER)[0]
    assert order.subjects == (2, 3, 1, 4)


def test_round_one_s1_meets_s2_and_5_2_5_gives_odd_tpns_the_initial_colour() -> None:
    assert boards(pair(event(6))) == [(1, 4), (5, 2), (3, 6)]
    assert boards(pair(event(6), lot=Colour.BLACK)) == [(4, 1), (2, 5), (6, 3)]


def test_no_lot_is_white_and_said() -> None:
    got = pair(event(4), lot=None)
    assert boards(got) == [(1, 3), (4, 2)]
    assert any(d.article == "5.1" for d in got.trail.decisions)


def test_c1_no_rematch() -> None:
    # round 1: 1-3, 4-2 drawn; all on 1 point: 1-3 again would be S1[1]-S2[1]
    played = event(4, "1-3 ½-½, 4-2 ½-½")
    assert pairs(pair(played)) == {frozenset((1, 2)), frozenset((3, 4))}


def test_c1_forbidden_pairs_are_kept_apart() -> None:
    got = pair(event(4), DutchInput(forbidden=((1, 3),)))
    assert frozenset((1, 3)) not in pairs(got)
    assert pairs(got) == {frozenset((1, 4)), frozenset((2, 3))}


def test_c2_no_second_pab_and_no_pab_after_a_forfeit_win() -> None:
    # round 1: 5 had the PAB; round 2 the lowest score is 4's and 5's... 5 is barred
    played = event(5, "1-3 1-0, 4-2 1-0, 5 U")
    got = pair(played)
    assert got.bye not in (5,)
    played = event(5, "1-3 1-0, 4-2 1-0, 5 U", "1-4 +/-, 2-5 1-0, 3 U")
    got = pair(played)
    assert got.bye not in (1, 3, 5)


def test_c5_pab_to_the_lowest_score_possible() -> None:
    # 1, 2, 3 on 1 point (3 by the PAB), 4 and 5 on 0: the top bracket floats one player
    # down rather than give the PAB to a player on 1 point
    played = event(5, "1-4 1-0, 2-5 1-0, 3 U")
    got = pair(played)
    assert got.bye in (4, 5)
    decision = got.trail.of_kind(Kind.BYE)[0]
    assert {"C5", "C2", "C9"} <= set(decision.article.split(", "))


def test_c5_pab_goes_up_a_score_when_nobody_lower_may_have_it() -> None:
    # the regulations make the PAB worth nothing (C.04.1 art. 3): 5 and then 4 had it and
    # stay on 0 points, both barred by [C2]; the PAB goes to a player on 1 point (2 or 3)
    played = event(5, "1-2 1-0, 3-4 1-0, 5 U", "1-3 1-0, 2-5 1-0, 4 U")
    got = pair(played, DutchInput(pab_half_points=0))
    assert got.bye in (2, 3)


def test_c9_pab_to_the_fewest_unplayed_games() -> None:
    # after round 1: 1 on 1 point, 2 and 4 on ½, 3 and 5 on 0; 5 missed round 1 (a
    # zero-point bye). The last bracket holds 3, 5 and the player 1's bracket floats
    # down: the PAB goes to 3, who has no unplayed game, although 5 ranks lower
    played = event(5, "1-3 1-0, 4-2 ½-½, 5 Z")
    got = pair(played)
    assert got.bye == 3


def test_1_9_3_an_impossible_round_says_why() -> None:
    played = event(2, "1-2 1-0")
    with pytest.raises(PairingImpossible) as raised:
        pair(played)
    assert any("meet nobody" in str(c) for c in raised.value.causes)


def test_requested_byes_and_absences_are_left_out() -> None:
    given = DutchInput(byes=((3, Unpaired.HALF_BYE),))
    got = pair(event(6), given, absent=frozenset({5}))
    assert got.left_out == frozenset({3, 5})
    assert pairs(got) == {frozenset((1, 4)), frozenset((2, 6))}
    assert got.bye is None
    notes = [d.render() for d in got.trail.of_kind(Kind.NOTE)]
    assert any("half-point bye" in n for n in notes) and any("absent" in n for n in notes)


def test_c3_non_topscorers_with_the_same_absolute_preference_do_not_meet() -> None:
    # after two rounds 3 and 4 both had black twice (absolute preference for white) and
    # have met 1 and 2: their only pairing is against each other, which [C3] forbids
    played = event(4, "1-3 1-0, 2-4 1-0", "1-4 1-0, 2-3 1-0", total=5)
    with pytest.raises(PairingImpossible):
        pair(played)


def test_1_8_topscorers_meet_only_when_nothing_better_exists() -> None:
    # final round (1.8): 1, 2 and 3 are topscorers; 1 and 2 had white twice (absolute
    # black) and may meet, but the one given white would have three whites running and a
    # colour difference of 3 ([C10], [C11]), so 3 (mild white) meets one of them instead;
    # 5 and 6 (black twice, not topscorers) may not meet at all ([C3])
    played = event(6, "1-4 1-0, 2-5 1-0, 3-6 1-0", "1-5 1-0, 2-6 1-0, 4-3 0-1", total=3)
    got = pairs(pair(played))
    assert frozenset((1, 2)) not in got
    assert frozenset((5, 6)) not in got


def test_1_4_3_a_pab_worth_nothing_is_still_a_downfloat() -> None:
    # 1.4.3 (2026): "A downfloat is also given to any player who receives a pairing-allocated
    # bye ... or who, without playing in a round, scores more points than those rewarded for
    # a loss": the PAB floats whatever it is worth. Here it is worth nothing (C.04.1 art. 3):
    # 7 had it in round 1, 5 in round 2. Round 3: 6 (1½) floats into the ½ bracket (1, 2, 5;
    # 7 alone on 0 below); 7 and 5 are barred from the PAB ([C2]), so one of 2 and 5 meets
    # the MDP 6 and the other floats down to 7. 5 downfloated last round (his PAB), so [C14]
    # floats 2 instead, although S1[1]-S2[1] (6-2) comes first in Art. 4's order.
    played = event(7, "1-4 ½-½, 5-2 ½-½, 3-6 ½-½, 7 U", "6-1 1-0, 2-3 0-1, 4-7 1-0, 5 U", total=4)
    given = DutchInput(pab_half_points=0)
    players = dutch_players(played, given)
    assert players[5].float_back(1) is Float.DOWN
    got = pair(played, given)
    assert pairs(got) == {frozenset((3, 4)), frozenset((5, 6)), frozenset((2, 7))}
    assert got.bye == 1
    # the brute-force oracle reads the criteria from the same floats: the same pairing
    oracle = best(players, lambda a, b: may_meet(players[a], players[b], given), Colour.WHITE)
    assert oracle == (frozenset(boards(got)), got.bye)


def test_5_2_1_a_player_without_a_preference_lets_the_other_have_his() -> None:
    # 2 and 4 missed round 1 (zero-point byes): no colour preference (1.7.4); their
    # opponents' preferences are granted, both preferences being met: 5.2.1 decides, the
    # first rule in the order of 5.2 that does
    played = event(4, "1-3 1-0, 2 Z, 4 Z")
    got = pair(played)
    assert boards(got) == [(2, 1), (3, 4)]
    colours = [d.render() for d in got.trail.of_kind(Kind.COLOUR)]
    assert colours == ["2-1: colours by 5.2.1", "3-4: colours by 5.2.1"]


def test_c20_an_mdp_who_downfloated_two_rounds_before_is_paired_rather_than_floated_again() -> None:
    # [C20]: "Minimise the score differences (taken in descending order) of MDPs who
    # received a downfloat two rounds before". 1 and 5 (2½, they have met) float into the
    # 1½ bracket of 6 and 2; 1 may meet only 2, 5 only 6, but 3 and 4 below have met, so one
    # MDP and one resident float on. 5 downfloated in round 2: paired with 6 his score
    # difference is 1, floating on it is more than any resident's (ANN p.31), so 5 meets 6
    # and 1 floats, although Art. 4's order would keep the MDP set {1} first
    played = event(
        6, "1-4 1-0, 5-2 1-0, 3-6 0-1", "6-1 0-1, 4-5 0-1, 2-3 1-0", "1-5 ½-½, 6-2 ½-½, 3-4 0-1"
    )
    got = pair(played)
    assert pairs(got) == {frozenset((5, 6)), frozenset((1, 3)), frozenset((2, 4))}
    players = dutch_players(played, DutchInput())
    oracle = best(
        players, lambda a, b: may_meet(players[a], players[b], DutchInput()), Colour.WHITE
    )
    assert oracle == (frozenset(boards(got)), got.bye)
