"""Whole rounds for the F articles: F.4 round 1, F.5 withdrawn and absent players, F.9
adjourned games, F.2 forfeits, and an impossible round with its causes."""

from __future__ import annotations

from dataclasses import replace

import pytest

from individual.fide1998.pairing import pair_round
from individual.fide1998.roles import NONE, Role, SwissDetail
from individual.swiss.model import (
    Entrant,
    Game,
    NotPaired,
    SwissEvent,
    SwissPairing,
    SwissRound,
    Unpaired,
)
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, Kind, of_family
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998

RULES = FIDE_SWISS_1998


def _score(decision: Decision) -> int:
    """A bracket's score (half points), from its typed detail."""
    assert isinstance(decision.detail, SwissDetail)
    return decision.detail.score


def event(players: int, *rounds: SwissRound) -> SwissEvent:
    entrants = tuple(Entrant(i, Player(f"P{i:02d}", 2500 - 10 * i)) for i in range(1, players + 1))
    return SwissEvent("test", entrants, rounds, total_rounds=5)


def boards(pairing: SwissPairing) -> list[tuple[int, int]]:
    return [(b.white, b.black) for b in pairing.boards]


def test_f4_round_one_top_half_against_bottom_half_bye_to_the_lowest() -> None:
    pairing = pair_round(event(7), RULES, lot=Colour.WHITE)
    assert boards(pairing) == [(1, 4), (5, 2), (3, 6)]
    assert pairing.bye == 7


def test_f5_withdrawn_and_absent_players_are_not_paired() -> None:
    pairing = pair_round(replace(event(6), withdrawn=frozenset({1})), RULES, absent=frozenset({2}))
    assert pairing.left_out == {1, 2}
    assert {n for b in pairing.boards for n in (b.white, b.black)} == {3, 4, 5, 6}
    assert pairing.bye is None
    said = [d for d in pairing.trail.decisions if d.role is Role.LEFT_OUT]
    whys = [(d.subjects, of_family(d.detail, NONE).why) for d in said]
    assert whys == [((1,), NotPaired.WITHDRAWN), ((2,), NotPaired.ABSENT)]


def test_f9_an_adjourned_game_is_a_draw_for_pairing() -> None:
    first = SwissRound(1, (Game(1, 3, None), Game(4, 2, GameScore.DRAW)))
    pairing = pair_round(event(4, first), RULES)
    # everyone on half a point: one bracket, 1-2 and 3-4 would be the C.6 pairing
    groups = [d for d in pairing.trail.of_kind(Kind.GROUP) if d.article == "A.3"]
    assert [(d.subjects, _score(d)) for d in groups] == [((1, 2, 3, 4), 1)]


def test_f2_a_forfeit_is_no_meeting_and_gives_no_colour() -> None:
    first = SwissRound(1, (Game(1, 2, GameScore.FORFEIT_WIN),))
    pairing = pair_round(event(2, first), RULES)
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((1, 2))}


def test_an_impossible_round_says_why() -> None:
    first = SwissRound(1, (Game(1, 2, GameScore.WIN),))
    with pytest.raises(PairingImpossible) as caught:
        pair_round(event(2, first), RULES)
    causes = caught.value.causes
    assert [(c.role, c.article, c.subjects) for c in causes] == [
        (Role.MEETS_NOBODY, "B.1a", (1,)),
        (Role.MEETS_NOBODY, "B.1a", (2,)),
    ]
    assert "player 1 can meet nobody present" in str(caught.value)  # printed at the edge


def test_a_player_nobody_can_meet_takes_the_bye_b1b_c12() -> None:
    first = SwissRound(1, (Game(1, 2, GameScore.WIN),), ((3, Unpaired.PAIRING_BYE),))
    second = SwissRound(2, (Game(3, 1, GameScore.LOSS),), ((2, Unpaired.PAIRING_BYE),))
    pairing = pair_round(event(3, first, second), RULES)
    # 1 (2 points) has met 2 and 3; 2 and 3 have had the bye (B.1b): 1 takes it, 2-3 play
    assert pairing.bye == 1
    assert {frozenset((b.white, b.black)) for b in pairing.boards} == {frozenset((2, 3))}
    moved_on = [d for d in pairing.trail.decisions if d.role is Role.MOVED_DOWN_NO_OPPONENT]
    assert [(d.article, d.subjects) for d in moved_on] == [("C.12", (1,))]
