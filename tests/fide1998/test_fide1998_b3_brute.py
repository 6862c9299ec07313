"""B.3 checked by brute force on small random events (7-12 players, 5-6 rounds).

For every bracket treated as homogeneous with players moved down (A.3) that the engine
paired at its full p, every pairing of the bracket's players (those C.1 moved on left out)
with as many pairs that keeps B.1, B.2 and the rest of the round pairable (and C.12 where any
pairing can) is listed; none may have smaller score differences, largest first, than the
engine's (docs/interpretations.md). The brute force does not use the engine's measure: the
differences are written out here again, and the pairings enumerated one by one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.fide1998 import brackets
from individual.fide1998.brackets import Bracket, BracketPairer, Outcome
from individual.fide1998.criteria import Profile, can_meet
from individual.fide1998.pairing import pair_round, round_profiles
from individual.generate import Plan, entrants, record_round
from individual.matching.maximum import Completability
from individual.swiss.model import SwissEvent
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998

Seen = tuple[Bracket, Completability, Outcome]
Pairs = list[tuple[int, int]]


def _pairings(group: Sequence[int], k: int, profiles: Mapping[int, Profile]) -> Iterator[Pairs]:
    if k == 0:
        yield []
        return
    for i, a in enumerate(group):
        for b in group[i + 1 :]:
            if can_meet(profiles[a], profiles[b]):
                later = [g for g in group[i + 1 :] if g != b]
                for rest in _pairings(later, k - 1, profiles):
                    yield [(a, b), *rest]


def _measure(
    pairs: Pairs, floaters: list[int], score: Mapping[int, int], base: int
) -> tuple[int, ...]:
    got = [abs(score[a] - score[b]) for a, b in pairs] + [score[f] - base for f in floaters]
    return tuple(sorted(got, reverse=True))


def _c1(group: list[int], profiles: Mapping[int, Profile]) -> list[int]:
    """C.1: the players with no possible opponent left in the group, repeatedly."""
    left = list(group)
    while True:
        alone = [
            n for n in left if not any(can_meet(profiles[n], profiles[o]) for o in left if o != n)
        ]
        if not alone:
            return left
        left = [n for n in left if n not in alone]


def _check_bracket(seen: Seen, profiles: Mapping[int, Profile]) -> None:
    bracket, state, outcome = seen
    if bracket.heterogeneous or not bracket.moved:
        return
    everyone = [*bracket.moved, *bracket.residents]
    group = _c1(everyone, profiles)
    forced = [n for n in everyone if n not in group]
    if len(outcome.pairs) != len(group) // 2:
        return  # p lowered (C.14) or a fallback: B.3 is measured at the full p only
    score = {n: profiles[n].score for n in group}
    base = profiles[bracket.below[0]].score if bracket.below else bracket.score - 2
    candidates = []
    for pairs in _pairings(group, len(group) // 2, profiles):
        inside = {n for pair in pairs for n in pair}
        floaters = [g for g in group if g not in inside]
        if state.without_vertices(inside) is None:
            continue
        c12 = bracket.lowest or all(
            any(
                can_meet(profiles[f], profiles[o])
                for o in [*bracket.below, *floaters, *forced]
                if o != f
            )
            for f in floaters
        )
        candidates.append((c12, _measure(pairs, floaters, score, base)))
    kept = [m for c12, m in candidates if c12] or [m for _, m in candidates]
    inside = {n for pair in outcome.pairs for n in pair}
    engine = _measure(list(outcome.pairs), [g for g in group if g not in inside], score, base)
    assert kept, (bracket, outcome.pairs)
    assert engine == min(kept), (bracket, outcome.pairs, engine, min(kept))


@settings(max_examples=120, deadline=None, derandomize=True)
@given(players=st.integers(7, 12), rounds=st.integers(5, 6), seed=st.integers(0, 10_000))
def test_no_pairing_of_a_bracket_has_smaller_differences(
    players: int, rounds: int, seed: int
) -> None:
    plan = Plan(players, rounds, seed, absence=0.0, forfeit=0.0)
    rng = random.Random(seed)
    event = SwissEvent("b3", entrants(plan, rng), (), rounds)
    seen: list[Seen] = []
    pair = BracketPairer.pair

    def watched(self: BracketPairer, bracket: Bracket, state: Completability) -> Outcome:
        outcome = pair(self, bracket, state)
        seen.append((bracket, state, outcome))
        return outcome

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(brackets.BracketPairer, "pair", watched)
        for _ in range(rounds):
            seen.clear()
            try:
                pairing = pair_round(event, FIDE_SWISS_1998, lot=Colour.WHITE)
            except PairingImpossible:
                return
            profiles = round_profiles(event, event.next_round)
            for one in seen:
                _check_bracket(one, profiles)
            event = record_round(event, pairing, plan, rng)
