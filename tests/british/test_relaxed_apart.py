"""The relaxed bound with players kept apart (``Problem.apart``, English Schools rule 3's top
players, issue 31): when they are more than half of a score level some must meet, and the
bound counts those meetings (``Relaxed._forced``), so it is proved instead of matched;
against brute force over every perfect matching on small problems and against the full
matching on big fields."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from individual.british.bounds import AVOIDED, VectorSpace, best_inside
from individual.british.colour import ColourNeed
from individual.british.levels import _Weights
from individual.british.objectives import RULE24
from individual.british.problem import Problem, Seat
from tests.british.test_caa_search import (
    assert_least_inside,
    perfect_matchings,
    problems,
    top_level,
)
from tests.british.test_relaxed import (
    asked,
    assert_least_when_proved,
    beside_the_matching,
    brute_least,
    even_levels,
    field,
    met_once,
)


def kept_apart(problem: Problem, apart: frozenset[int]) -> Problem:
    """``problem`` with any two of ``apart`` avoiding each other (one more avoidance)."""
    avoid = problem.avoid
    return replace(
        problem, apart=apart, avoid=lambda a, b: avoid(a, b) + int(a in apart and b in apart)
    )


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(asked(), st.randoms(use_true_random=False), st.floats(0.3, 0.9))
def test_a_proved_bound_with_players_apart_is_the_least_of_every_pairing(
    case: tuple[Problem, frozenset[int], frozenset[int]], rng: random.Random, share: float
) -> None:
    problem, waiting, byes = case
    apart = frozenset(n for n in problem.order if rng.random() < share)
    proved = assert_least_when_proved(kept_apart(problem, apart), waiting, byes)
    event("not proved" if proved is None else f"proved, {proved[AVOIDED]} avoided")


def test_top_players_more_than_half_of_a_level_meet_and_the_bound_is_proved() -> None:
    """Four of six players of one level apart (no colours): one pair of them must meet; the
    bound counts it and is proved, the least of every pairing (not proved before: the
    bound counted no meeting)."""
    none = ColourNeed(None, (0, 0, 0, 0))
    seats = {n: Seat(n, 2, n, 2000 - n, none, None, 0, 0) for n in range(6)}
    problem = kept_apart(met_once(seats, set()), frozenset({0, 1, 2, 3}))
    space = VectorSpace.of(problem)
    proved = _Weights(problem, space).relaxed.least(list(problem.order), frozenset(), frozenset())
    assert proved is not None
    assert proved[AVOIDED] == 1
    assert proved == brute_least(problem, space, frozenset(), frozenset())


def test_on_a_big_field_with_top_players_the_bound_is_proved_and_is_the_matchings_least() -> None:
    """Two thirds of each score level apart, as the Schools' top players in round 3: every
    bound with players waiting from the top level is proved and the full matching's least
    (three of those bounds need a way to meet the waiting of equal cost but the first)."""
    for seed in range(3):
        rng = random.Random(seed)
        problem = field(120, seed)
        problem = kept_apart(problem, frozenset(n for n in problem.order if rng.random() < 0.67))
        for proved, matched in beside_the_matching(problem):
            assert proved is not None
            assert proved == matched
            assert proved[AVOIDED] > 0


def test_the_stayers_bound_counts_the_meetings_of_players_apart() -> None:
    """Four of six stayers of one level apart (no colours): one pair of them must meet, so
    ``Relaxed.inside_bound`` counts one avoidance, the least of every pairing of them (it
    counted none before: the bound was not made and the stayers were matched over every
    pair)."""
    none = ColourNeed(None, (0, 0, 0, 0))
    seats = {n: Seat(n, 2, n, 2000 - n, none, None, 0, 0) for n in range(6)}
    problem = kept_apart(met_once(seats, set()), frozenset({0, 1, 2, 3}))
    space = VectorSpace.of(problem)
    bound = _Weights(problem, space).relaxed.inside_bound(list(problem.order))
    assert bound[AVOIDED] == 1
    assert bound == brute_least(problem, space, frozenset(), frozenset())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems(), st.randoms(use_true_random=False), st.floats(0.2, 0.9))
def test_the_stayers_bound_with_players_apart_is_a_bound_and_best_inside_the_least(
    problem: Problem, rng: random.Random, share: float
) -> None:
    """Random players apart: no pairing of a level's stayers among themselves costs less
    than ``inside_bound`` (items 1-4 compared in order, the avoidances first), and the best
    pairs found from it (small slacks: every path) are the least of every pairing. Counting
    one forced meeting more fails it."""
    level, alone = top_level(problem)
    alone = kept_apart(alone, frozenset(n for n in level if rng.random() < share))
    space = VectorSpace.of(alone)
    bound = _Weights(alone, space).relaxed.inside_bound(level)
    among = sum(n in alone.apart for n in level)
    event(f"{bound[AVOIDED]} forced of {among} apart in {len(level)}")
    free = replace(alone, adjacent=lambda a, b: True)
    for pairs in perfect_matchings(level, free.adjacent):
        made = space.sum(space.pair(*sorted(p, key=level.index)) for p in pairs)
        assert made[AVOIDED:-1] >= bound[AVOIDED:-1]
    for slack in (0, 1, 6):
        assert_least_inside(alone, level, best_inside(level, alone, space, bound, slack))


def test_on_a_big_field_with_top_players_the_stayers_make_the_bound() -> None:
    """Two thirds of each level apart (the Schools' top players in round 3): every level's
    best pairs found from the bound are the full matching's, and in each level with more
    apart than not whose best pairs exchange nobody they make the bound (so the pairs of few
    crossings can prove them and every pair need not be matched); before the bound counted
    the meetings of players apart none of those did."""
    made = 0
    for seed in range(3):
        rng = random.Random(seed)
        problem = field(120, seed)
        problem = kept_apart(problem, frozenset(n for n in problem.order if rng.random() < 0.67))
        space = VectorSpace.of(problem)
        relaxed = _Weights(problem, space).relaxed
        for level in even_levels(problem):
            full = best_inside(level, problem, space)
            bound = relaxed.inside_bound(level)
            found = best_inside(level, problem, space, bound)
            assert (found is None) == (full is None)
            if found is None or full is None:
                continue
            assert found.level_cost(RULE24, (0, 0, 0)) == full.level_cost(RULE24, (0, 0, 0))
            assert found.vector == full.vector >= bound
            crowded = 2 * sum(n in problem.apart for n in level) > len(level)
            if crowded and len(level) > 12 and not full.exchanges:
                assert full.vector == bound, f"seed {seed}: a level of {len(level)}"
                made += 1
    assert made >= 10
