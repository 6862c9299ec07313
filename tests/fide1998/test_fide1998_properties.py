"""Properties of the FIDE Swiss 1998 engine over seeded random events (hypothesis).

For every round of generated events of 10 to 500 players and 5 to 11 rounds: nobody meets
twice, at most one bye and only to a player B.1b allows, B.2 kept except for players over
50 % in the last round, every present player paired exactly once, the same input gives the
same output, and the FIDE 1998 replay by the one checker (what ``swiss check`` runs)
agrees with the engine. A round the engine calls impossible must be impossible: a brute
force finds no pairing either.
"""

from __future__ import annotations

import random
from functools import cache

from hypothesis import example, given, settings
from hypothesis import strategies as st

from individual.check.fide import absolute_findings
from individual.fide1998.criteria import can_meet
from individual.fide1998.pairing import pair_round, round_profiles
from individual.generate import Plan, entrants, play_round
from individual.swiss.model import SwissEvent, SwissRound, Unpaired
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS

RULES = FIDE_SWISS_1998


def _rounds(plan: Plan, rules: SwissRuleset = RULES) -> list[tuple[SwissEvent, frozenset[int]]]:
    """Each round's event before it and the players absent, up to an impossible round."""
    rng = random.Random(plan.seed)
    event = SwissEvent("property", entrants(plan, rng), (), plan.rounds)
    seen = []
    for _ in range(plan.rounds):
        state = rng.getstate()
        absent = frozenset(e.number for e in event.entrants if rng.random() < plan.absence)
        seen.append((event, absent))
        rng.setstate(state)
        try:
            event = play_round(event, plan, rules, Colour.WHITE, rng)
        except PairingImpossible:
            break
    return seen


def _no_pairing_exists(event: SwissEvent, absent: frozenset[int]) -> bool:
    """Brute force over B.1 and B.2 (and B.1b for the bye): is there no pairing at all?"""
    profiles = round_profiles(event, event.next_round)
    players = tuple(sorted(n for n in profiles if n not in absent))
    assert len(players) <= 16, "brute force only for small rounds"

    @cache
    def pairable(rest: tuple[int, ...], bye_left: bool) -> bool:
        if not rest:
            return True
        first, others = rest[0], rest[1:]
        if bye_left and profiles[first].bye_ok and pairable(others, False):
            return True
        return any(
            can_meet(profiles[first], profiles[o])
            and pairable(tuple(x for x in others if x != o), bye_left)
            for o in others
        )

    return not pairable(players, len(players) % 2 == 1)


def _assert_round_is_sound(
    event: SwissEvent, absent: frozenset[int], rules: SwissRuleset = RULES
) -> None:
    try:
        pairing = pair_round(event, rules, absent=absent, lot=Colour.WHITE)
    except PairingImpossible as error:
        if len(event.entrants) - len(absent) <= 16:
            assert _no_pairing_exists(event, absent)
        else:  # too big for the brute force: only the maximum matching may say so
            assert str(error).startswith("the round cannot be paired"), str(error)
        return
    again = pair_round(event, rules, absent=absent, lot=Colour.WHITE)
    assert again.boards == pairing.boards and again.bye == pairing.bye
    played = SwissRound(pairing.number, pairing.to_round().games, pairing.to_round().unpaired)
    assert absolute_findings(event, played) == []
    present = {e.number for e in event.entrants} - absent
    paired = [n for b in pairing.boards for n in (b.white, b.black)]
    paired += [pairing.bye] if pairing.bye is not None else []
    assert sorted(paired) == sorted(present)
    assert (pairing.bye is not None) == (len(present) % 2 == 1)
    assert all(reason is Unpaired.ABSENT for _, reason in played.unpaired[1:])


@settings(max_examples=25, deadline=None)
@given(
    players=st.one_of(st.integers(10, 60), st.integers(61, 500)),
    rounds=st.integers(5, 11),
    seed=st.integers(0, 10_000),
    absence=st.sampled_from([0.0, 0.03, 0.1]),
)
@example(players=500, rounds=9, seed=1, absence=0.02)
@example(players=11, rounds=11, seed=3, absence=0.0)
def test_every_round_keeps_the_absolute_criteria(
    players: int, rounds: int, seed: int, absence: float
) -> None:
    plan = Plan(players, rounds, seed, absence=absence)
    for event, absent in _rounds(plan):
        _assert_round_is_sound(event, absent)


@settings(max_examples=10, deadline=None)
@given(players=st.integers(10, 40), rounds=st.integers(5, 9), seed=st.integers(0, 10_000))
def test_swiss_check_agrees_with_the_engine(players: int, rounds: int, seed: int) -> None:
    plan = Plan(players, rounds, seed)
    rng = random.Random(seed)
    event = SwissEvent("property", entrants(plan, rng), (), rounds)
    for _ in range(rounds):
        try:
            event = play_round(event, plan, RULES, Colour.WHITE, rng)
        except PairingImpossible:
            break
    assert event.rounds
    assert SYSTEMS["fide-1998"].findings(event, lambda n: RULES, Colour.WHITE) == []


@settings(max_examples=15, deadline=None)
@given(players=st.integers(6, 12), rounds=st.integers(5, 11), seed=st.integers(0, 10_000))
def test_small_tight_events_are_paired_whenever_possible(
    players: int, rounds: int, seed: int
) -> None:
    for event, absent in _rounds(Plan(players, rounds, seed, absence=0.05, forfeit=0.05)):
        _assert_round_is_sound(event, absent)


@settings(max_examples=15, deadline=None)
@given(
    system=st.sampled_from(sorted(SWISS_RULESETS)),
    players=st.integers(5, 30),
    rounds=st.integers(5, 11),
    seed=st.integers(0, 10_000),
)
def test_every_system_keeps_the_absolute_criteria(
    system: str, players: int, rounds: int, seed: int
) -> None:
    rules = SWISS_RULESETS[system]
    for event, absent in _rounds(Plan(players, rounds, seed, absence=0.05), rules):
        _assert_round_is_sound(event, absent, rules)
