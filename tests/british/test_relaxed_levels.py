"""The relaxed bound asked by the score levels' number (``Relaxed.least_from``, the search's
path, issue 17): the tables, frames and pairs it keeps between calls give, call after call on
one ``Relaxed``, the least of the players left, against brute force over every perfect
matching on small problems and against the full matching on big fields."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from individual.british.bounds import TRANSFERS, Vector, VectorSpace
from individual.british.colour import ColourNeed
from individual.british.levels import _Weights
from individual.british.problem import Problem, Seat
from individual.british.relaxed import _mates
from individual.vocabulary.colour import Colour
from tests.british.test_caa_search import CLAIMS, perfect_matchings, problems
from tests.british.test_relaxed import brute_least, field, met_once


def levels_of(problem: Problem) -> list[list[int]]:
    seats = problem.seats
    out: list[list[int]] = []
    for n in problem.order:
        if out and seats[out[-1][0]].score == seats[n].score:
            out[-1].append(n)
        else:
            out.append([n])
    return out


def left(problem: Problem, number: int, waiting: frozenset[int]) -> list[int]:
    """The players of a call: the waiting and the levels from ``number`` on, ranked."""
    below = {n for level in levels_of(problem)[number:] for n in level}
    return [n for n in problem.order if n in waiting or n in below]


Ask = tuple[int, frozenset[int], frozenset[int]]


def ask_big_fields(times: int = 1) -> None:
    """The bound of every level of three 300-player fields asked with up to three
    downfloaters of the levels above waiting (``times`` draws of each count) and a bye at
    the lowest level when the players left are odd, as the search asks it."""
    for seed in range(3):
        problem = field(300, seed)
        weights = _Weights(problem, VectorSpace.of(problem))
        levels = levels_of(problem)
        rng = random.Random(seed)
        eligible = frozenset(levels[-1])
        for number in range(len(levels)):
            above = [n for level in levels[:number] for n in level]
            for size in range(4 if above else 1):
                for _ in range(times):
                    waiting = frozenset(rng.sample(above, min(len(above), size)))
                    ranked = left(problem, number, waiting)
                    byes = eligible if len(ranked) % 2 else frozenset()
                    weights.relaxed.least_from(number, waiting, byes)


@st.composite
def asked_in_turn(draw: st.DrawFn) -> tuple[Problem, list[Ask]]:
    """A problem with few forbidden pairs and the calls a search makes of it, in turn: a
    level's number, downfloaters of the levels above waiting, perhaps the bye to one of the
    eligible players of the lowest level (the same eligible set throughout, as the search)."""
    problem = draw(problems())
    forbidden = draw(
        st.sets(st.sampled_from([frozenset(p) for p in combinations(problem.order, 2)]), max_size=3)
    )
    if draw(st.booleans()):
        problem = replace(
            problem,
            adjacent=lambda a, b: frozenset((a, b)) not in forbidden,
            avoid=lambda a, b: 0,
            defaulted=lambda a, b: False,
            first=lambda a, b: 0,
        )
    levels = levels_of(problem)
    eligible: frozenset[int] = frozenset()
    if draw(st.booleans()):
        eligible = frozenset(draw(st.sets(st.sampled_from(levels[-1]), min_size=1)))
    calls: list[Ask] = []
    for _ in range(draw(st.integers(1, 8))):
        number = draw(st.integers(0, len(levels) - 1))
        above = [n for level in levels[:number] for n in level if n not in eligible]
        waiting = frozenset(draw(st.sets(st.sampled_from(above), max_size=3))) if above else None
        count = len(left(problem, number, waiting or frozenset()))
        calls.append((number, waiting or frozenset(), eligible if count % 2 else frozenset()))
    return problem, calls


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(asked_in_turn())
def test_by_the_levels_number_call_after_call_the_least_of_every_pairing(
    case: tuple[Problem, list[Ask]],
) -> None:
    problem, calls = case
    space = VectorSpace.of(problem)
    weights = _Weights(problem, space)
    for number, waiting, byes in calls:
        players = replace(problem, order=left(problem, number, waiting))
        least = brute_least(players, space, waiting, byes)
        proved = weights.relaxed.least_from(number, waiting, byes)
        event("proved" if proved is not None else "not proved")
        if proved is not None:
            assert proved == least
            assert made_by_the_proof(weights, players.order, number, waiting, byes) == proved
        assert weights.least_from(number, waiting, byes) == least
        # the same as the flat list of players asks, on a fresh bound
        fresh = _Weights(problem, space).relaxed.least(players.order, waiting, byes)
        assert fresh == proved


def made_by_the_proof(
    weights: _Weights,
    players: Sequence[int],
    number: int,
    waiting: frozenset[int],
    byes: frozenset[int],
) -> Vector:
    """The round objectives of the pairing that proves the bound, checked to be one: every
    player once but the bye's taker (one of ``byes``), no two waiting together, every pair
    clean."""
    relaxed, space = weights.relaxed, weights.space
    pairs = relaxed.proof(number, waiting, byes)
    assert pairs is not None
    paired = [n for pair in pairs for n in pair]
    assert len(paired) == len(set(paired))
    unpaired = set(players) - set(paired)
    assert set(paired) <= set(players)
    assert len(unpaired) == (1 if byes else 0) and unpaired <= byes
    assert all(relaxed.clean(a, b) and not {a, b} <= waiting for a, b in pairs)
    return space.sum(space.pair(*sorted(pair, key=players.index)) for pair in pairs)


def matched(weights: _Weights, ranked: list[int], waiting: frozenset[int]) -> Vector | None:
    found = weights._solve(ranked, waiting, frozenset(), lambda a, b: True)
    return None if found is None else found[0]


def test_on_big_fields_call_after_call_the_matchings_least() -> None:
    """Many waiting sets at every level of one round, as the search asks them: each proved
    bound is the full matching's least (and most are proved)."""
    proved_count = calls = 0
    for seed in range(2):
        problem = field(160, seed)
        space = VectorSpace.of(problem)
        weights = _Weights(problem, space)
        levels = levels_of(problem)
        rng = random.Random(seed)
        for number in range(1, len(levels)):
            above = [n for level in levels[:number] for n in level]
            for _ in range(4):
                waiting = frozenset(rng.sample(above, min(len(above), rng.randrange(4))))
                ranked = left(problem, number, waiting)
                if len(ranked) % 2:
                    continue
                calls += 1
                proved = weights.relaxed.least_from(number, waiting, frozenset())
                if proved is not None:
                    proved_count += 1
                    assert proved == matched(weights, ranked, waiting)
                    made = made_by_the_proof(weights, ranked, number, waiting, frozenset())
                    assert made == proved
    assert proved_count > calls // 2


@settings(max_examples=200, deadline=None)
@given(problems(), st.integers(1, 5))
def test_the_kinds_a_downfloater_may_meet_as_from_the_whole_count(
    problem: Problem, removals: int
) -> None:
    """``Relaxed._mates`` counts the players a downfloater may meet only as far as
    ``relaxed._mates`` reads the count: the same kinds as from counting the whole level."""
    relaxed = _Weights(problem, VectorSpace.of(problem)).relaxed
    for group in relaxed._level_groups(frozenset()):
        for w in problem.order:
            if w in group.members:
                continue
            whole = Counter(relaxed.kind[n] for n in group.members if relaxed._meets(w, n))
            assert relaxed._mates(w, group, removals) == _mates(relaxed.kind[w], whole, removals)


@settings(max_examples=200, deadline=None)
@given(problems(), st.data())
def test_the_stayers_colour_bound_from_the_count_of_kinds(
    problem: Problem, data: st.DataObject
) -> None:
    """``Relaxed.inside_bound`` (from the count of each kind) is the programme's own
    ``_Costs.inside`` of a group of the stayers, and a bound: no pairing of them among
    themselves makes fewer transfers and claims."""
    space = VectorSpace.of(problem)
    relaxed = _Weights(problem, space).relaxed
    stay = data.draw(st.lists(st.sampled_from(list(problem.order)), unique=True))
    bound = relaxed.inside_bound(stay)
    found = relaxed.costs.inside(relaxed.costs.group(stay, relaxed.kind, frozenset()), ())
    vector = list(space.zero)
    if found:
        transfers, claims = relaxed.costs.unpack(found)
        vector[TRANSFERS] = transfers
        vector[5 : 5 + len(claims)] = claims
    assert bound == tuple(vector)
    if len(stay) % 2 == 0 and len(stay) <= 8:
        alone = replace(problem, adjacent=lambda a, b: True)
        for pairs in perfect_matchings(stay, alone.adjacent):
            made = space.sum(space.pair(*sorted(p, key=problem.order.index)) for p in pairs)
            assert made[TRANSFERS:-1] >= bound[TRANSFERS:-1]


def assert_proved_least(
    seats: dict[int, Seat], met: set[frozenset[int]], number: int, waiting: frozenset[int]
) -> None:
    """The bound of the levels from ``number`` on, ``waiting`` waiting, is proved, the least
    of every pairing, and a proof's pairing costs it."""
    problem = met_once(seats, met)
    space = VectorSpace.of(problem)
    weights = _Weights(problem, space)
    proved = weights.relaxed.least_from(number, waiting, frozenset())
    assert proved is not None
    assert proved == brute_least(problem, space, waiting, frozenset())
    assert made_by_the_proof(weights, problem.order, number, waiting, frozenset()) == proved


def test_a_floater_meets_another_of_the_kind_when_the_first_leaves_the_level_unpaired() -> None:
    """A waiting downfloater may meet any player of the kind the programme names: when
    meeting the first leaves two who have met (2 and 3 below), the proof meets another
    (1 meets 2, 0 meets 3), and the bound is proved, the least of every pairing."""
    none = ColourNeed(None, (0, 0, 0, 0))
    scores = {0: 4, 1: 0, 2: 0, 3: 0}
    seats = {n: Seat(n, s, n, 2000 - n, none, None, 0, 0) for n, s in scores.items()}
    met = frozenset({2, 3})
    assert_proved_least(seats, {met}, 1, frozenset({0}))


def test_another_of_the_kind_floats_down_when_the_lowest_leaves_the_level_unpaired() -> None:
    """The downfloater may be any player of the kind the programme names who can meet the
    level below: when the lowest (2) leaves two who have met (0 and 1), another floats
    down (1 meets 3, 0 meets 2), and the bound is proved, the least of every pairing."""
    none = ColourNeed(None, (0, 0, 0, 0))
    scores = {0: 4, 1: 4, 2: 4, 3: 0}
    seats = {n: Seat(n, s, n, 2000 - n, none, None, 0, 0) for n, s in scores.items()}
    met = frozenset({0, 1})
    assert_proved_least(seats, {met}, 0, frozenset())


def test_five_waiting_downfloaters_proved_with_their_ten_thousand_ways() -> None:
    """Five downfloaters waiting over a level that each may meet in 6-7 ways (10,584
    ways in all, more than the 5,000 the programme once took): the bound is proved, the
    full matching's least, and so is a proof's pairing."""
    problem = field(200, 0)
    space = VectorSpace.of(problem)
    weights = _Weights(problem, space)
    waiting = frozenset({1, 2, 3, 5, 6})
    ranked = left(problem, 1, waiting)
    proved = weights.relaxed.least_from(1, waiting, frozenset())
    assert proved is not None
    assert proved == matched(weights, ranked, waiting)
    assert made_by_the_proof(weights, ranked, 1, waiting, frozenset()) == proved


def test_the_floater_meets_a_kind_of_equal_cost_when_the_one_chosen_has_met_him() -> None:
    """The level below may meet a downfloater by any kind of equal least cost: the white
    seeker 0 has met the first black seeker (1), so he meets the other (2), whose claim
    differs, and 1 meets 3, who has no colour; the bound is proved, the least of every
    pairing."""
    white, black = Colour.WHITE, Colour.BLACK
    needs = {
        0: ColourNeed(white, CLAIMS[1]),
        1: ColourNeed(black, CLAIMS[1]),
        2: ColourNeed(black, CLAIMS[2]),
        3: ColourNeed(None, CLAIMS[0]),
    }
    scores = {0: 4, 1: 0, 2: 0, 3: 0}
    seats = {n: Seat(n, scores[n], n, 2000 - n, needs[n], None, 0, 0) for n in scores}
    met = frozenset({0, 1})
    assert_proved_least(seats, {met}, 0, frozenset())


def test_a_level_s_weakest_pair_with_any_stronger_of_their_colour() -> None:
    """Six white seekers and two black seekers in one level: two pairs of white seekers,
    each with one of the two weakest claims (the bound's transfers and claims). When the
    weakest has met the next two, the proof's construction pairs him with a stronger one
    further on (no least matching needed), and its pairs cost the bound."""
    white, black = Colour.WHITE, Colour.BLACK
    claims = [CLAIMS[1], CLAIMS[2], CLAIMS[3], CLAIMS[4], CLAIMS[1], CLAIMS[2]]
    needs = {n: ColourNeed(white, c) for n, c in enumerate(claims)}
    needs |= {6: ColourNeed(black, CLAIMS[1]), 7: ColourNeed(black, CLAIMS[2])}
    seats = {n: Seat(n, 2, n, 2000 - n, needs[n], None, 0, 0) for n in needs}
    forbidden: set[frozenset[int]] = set()
    problem = met_once(seats, forbidden)
    space = VectorSpace.of(problem)
    weights = _Weights(problem, space)
    relaxed = weights.relaxed
    group = relaxed._level_groups(frozenset())[0]
    larger = group.weakest[1]  # the white seekers, weakest claim first
    forbidden |= {frozenset((larger[0], larger[2])), frozenset((larger[0], larger[3]))}
    pairs = relaxed._built(group, set())
    assert pairs is not None
    assert sorted(n for pair in pairs for n in pair) == list(range(8))
    assert all(relaxed.clean(a, b) for a, b in pairs)
    least = brute_least(problem, space, frozenset(), frozenset())
    assert relaxed._vector(pairs) == least
    assert relaxed.least_from(0, frozenset(), frozenset()) == least
