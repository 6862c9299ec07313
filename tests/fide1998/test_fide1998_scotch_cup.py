"""FIDE Swiss 1998, "Doing the Draw": the Scotch Cup, rounds 1-3, built in code.

The same rounds are golden TRF files in tests/golden/swiss/ (test_fide1998_golden.py);
this test also pins the trail: which article rejected what.
"""

from __future__ import annotations

import pytest

from individual.fide1998.pairing import pair_round
from individual.fide1998.roles import Role
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998

NAMES = (
    "Andrews, Alan", "Brown, Ben", "Colins, Calum", "Dawson, Diane", "Edwards, Eric",
    "Fox, Findlay", "Green, Gerry", "Hood, Henry", "Inman, Irene", "Jones, John",
    "Kilpatrick, Kevin", "Lawson, Linda", "McLean, Martin", "Nixon, Norman",
)  # fmt: skip
ENTRANTS = tuple(Entrant(i + 1, Player(n, 2200 - 20 * i)) for i, n in enumerate(NAMES))
RESULTS = {"1-0": GameScore.WIN, "0-1": GameScore.LOSS, "1/2": GameScore.DRAW}
ROUNDS = (
    ((8, 1, "0-1"), (2, 9, "1/2"), (10, 3, "0-1"), (4, 11, "1-0"), (12, 5, "0-1"),
     (6, 13, "1/2"), (14, 7, "0-1")),
    ((1, 4, "1-0"), (3, 5, "1/2"), (7, 2, "0-1"), (9, 6, "1/2"), (13, 8, "0-1"),
     (12, 10, "1/2"), (11, 14, "1/2")),
    ((5, 1, "0-1"), (2, 3, "1/2"), (4, 9, "1-0"), (6, 7, "1-0"), (8, 11, "1-0"),
     (10, 13, "1-0"), (14, 12, "0-1")),
)  # fmt: skip


def event_before(round_number: int) -> SwissEvent:
    played = tuple(
        SwissRound(k + 1, tuple(Game(w, b, RESULTS[r]) for w, b, r in ROUNDS[k]))
        for k in range(round_number - 1)
    )
    return SwissEvent("Scotch Cup", ENTRANTS, played, total_rounds=9)


@pytest.mark.parametrize("round_number", [1, 2, 3], ids=["round1", "round2", "round3"])
def test_scotch_cup_pairing_and_colours(round_number: int) -> None:
    pairing = pair_round(event_before(round_number), FIDE_SWISS_1998, lot=Colour.BLACK)
    got = [(b.white, b.black) for b in pairing.boards]
    assert got == [(w, b) for w, b, _ in ROUNDS[round_number - 1]], pairing.trail.lines()
    assert pairing.bye is None


def test_round3_player_2_may_not_upfloat_again_and_5_is_taken() -> None:
    trail = pair_round(event_before(3), FIDE_SWISS_1998, lot=Colour.BLACK).trail
    rejected = [d for d in trail.of_kind(Kind.REJECTED)]
    assert any(d.role is Role.UPFLOAT_AGAIN and d.subjects == (1, 2) for d in rejected)
    assert any(d.role is Role.MET and d.subjects == (6, 9) for d in rejected)
    moved = {d.subjects[0] for d in trail.of_kind(Kind.FLOAT)}
    assert {1, 8} <= moved


def test_round2_player_7_floats_and_12_takes_white_by_e4() -> None:
    trail = pair_round(event_before(2), FIDE_SWISS_1998, lot=Colour.BLACK).trail
    floats = [(d.role, d.subjects) for d in trail.of_kind(Kind.FLOAT)]
    assert floats == [(Role.MOVED_DOWN, (7,)), (Role.MOVED_DOWN, (13,))]
    assert any(d.role is Role.HIGHER_PREFERENCE and d.subjects == (12, 10) for d in trail.decisions)
