"""The British systems' exact search (``individual.british.levels``) against brute force.

Rules 10 and 19 (issue 17): one float per score level boundary a pair crosses, then the
floats' score differences listed largest first (a float may not skip a level that could
take it: one float of 1½ points is worse than floats of ½ and 1).

``reference_cost`` prices one complete pairing straight from the order of objectives in
``individual.british.objectives`` (rules 2, 9-12, 15-16, 19-24, 35, 37, 39), knowing nothing of the
search; the brute force takes the least cost over every perfect matching of small random
problems (several score levels, colour needs and claims, float histories, forbidden pairs,
discretionary avoidances, defaulted pairs, a first objective), and the search must find
exactly that cost, say it is exact, and return a pairing of that cost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from itertools import combinations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from individual.british import schools
from individual.british.bounds import Inside, VectorSpace, best_inside
from individual.british.colour import ColourNeed, final_colours
from individual.british.floats import down_place, up_place
from individual.british.levels import least_round, solve
from individual.british.objectives import GUIDE, RULE24, Cost
from individual.british.problem import Pair, Problem, Seat, caa_float_cost
from individual.matching.maximum import Completability
from individual.matching.weighted import min_weight_perfect_matching
from individual.swiss.history import Float
from individual.vocabulary.colour import Colour


def reference_cost(problem: Problem, pairs: Sequence[Pair]) -> Cost:
    """The cost of a complete pairing, objective by objective (the table's order)."""
    seats = problem.seats
    mate = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    first = floats = avoided = defaults = 0
    scores = sorted({seats[n].score for n in problem.order}, reverse=True)
    claims = []
    differences = []
    for x, y in pairs:
        a, b = (x, y) if seats[x].place < seats[y].place else (y, x)
        gap = seats[a].score - seats[b].score
        first += problem.first(a, b)
        floats += scores.index(seats[b].score) - scores.index(seats[a].score)  # rule 19
        differences += [gap] if gap else []
        avoided += problem.avoid(a, b)
        defaults += int(problem.defaulted(a, b))
        moved = final_colours(a, b, {a: seats[a].need, b: seats[b].need}).transferred
        if moved is not None:
            claims.append(seats[moved].need.claim)
    levels: list[list[int]] = []
    for n in problem.order:
        if levels and seats[levels[-1][0]].score == seats[n].score:
            levels[-1].append(n)
        else:
            levels.append([n])
    float_cost = problem.float_cost or caa_float_cost
    level_costs = []
    order = problem.level_order
    for level in levels:
        level_values: dict[str, object] = {o.name: 0 for o in order.objectives if o.floats}
        stay = []
        for n in level:
            other = seats[mate[n]]
            if other.score < seats[n].score:
                kind, key = "down", float_cost(seats[n], Float.DOWN, problem.down_place(n))
            elif other.score > seats[n].score:
                kind, key = "up", float_cost(seats[n], Float.UP, problem.up_place(n, mate[n]))
            else:
                stay.append(n)
                continue
            for o in order.objectives:  # rules 20-21: the keys of this floater's kind
                if o.floats in (kind, "both"):
                    level_values[o.name] = int(level_values[o.name]) + key[o.part]  # type: ignore[call-overload]
        half = len(stay) // 2
        at = {n: i for i, n in enumerate(stay)}
        exchanges = variation = squares = grades = 0
        top = [0] * half
        for n in stay:
            i, j = at[n], at[mate[n]]
            if i > j:
                continue
            v = abs(j - i - half)
            exchanges += int(j < half)
            variation += v
            squares += v * v
            for p, q in ((i, j), (j, i)):
                ideal = stay[p + half] if p < half else stay[p - half]
                grades += abs(seats[stay[q]].grade - seats[ideal].grade)
                if p < half:
                    top[p] = q
        level_values |= {"exchanges": exchanges, "variation": variation, "squares": squares}
        level_values |= {"grades": grades, "top_board": tuple(top)}
        level_costs.append(tuple(level_values[o.name] for o in order.objectives))
    transfers = len(claims)
    claims_list = tuple(sorted(claims, reverse=True))
    values = (
        first,
        floats,
        tuple(sorted(differences, reverse=True)),  # rule 10: per float, largest first
        avoided,
        transfers,
        claims_list,
        defaults,
    )
    return Cost(values, tuple(level_costs), order)


def perfect_matchings(
    players: list[int], adjacent: Callable[[int, int], bool]
) -> Iterator[list[Pair]]:
    if not players:
        yield []
        return
    a, rest = players[0], players[1:]
    for k, b in enumerate(rest):
        if adjacent(a, b):
            for more in perfect_matchings(rest[:k] + rest[k + 1 :], adjacent):
                yield [(a, b), *more]


CLAIMS = [(0, 0, 0, 0), (0, 1, 1, -2), (1, 0, 1, -3), (1, 1, 1, -3), (2, 1, 2, -4)]


@st.composite
def problems(draw: st.DrawFn) -> Problem:
    size = draw(st.sampled_from([2, 4, 6, 6, 8, 8, 8, 10, 10, 10, 12]))
    scores = sorted(
        (draw(st.integers(0, draw(st.integers(0, 5)))) for _ in range(size)), reverse=True
    )
    seats: dict[int, Seat] = {}
    order = list(range(1, size + 1))
    for place, n in enumerate(order):
        due = draw(st.sampled_from([None, Colour.WHITE, Colour.BLACK, Colour.BLACK]))
        claim = (0, 0, 0, 0) if due is None else draw(st.sampled_from(CLAIMS[1:]))
        last = draw(st.sampled_from([None, Float.UP, Float.DOWN]))
        seats[n] = Seat(
            n,
            scores[place],
            place,
            draw(st.integers(1000, 1100)),
            ColourNeed(due, claim),
            last,
            draw(st.integers(0, 2)),
            draw(st.integers(0, 2)),
        )
    pairs = [frozenset(p) for p in combinations(order, 2)]
    forbidden = draw(st.sets(st.sampled_from(pairs), max_size=size * 2))
    avoided = draw(st.sets(st.sampled_from(pairs), max_size=size))
    defaulted = draw(st.sets(st.sampled_from(pairs), max_size=2))
    firsts = draw(st.sets(st.sampled_from(pairs), max_size=size // 2))
    schools_keys = draw(st.booleans())
    return Problem(
        seats,
        order,
        lambda a, b: frozenset((a, b)) not in forbidden,
        lambda a, b: int(frozenset((a, b)) in avoided),
        lambda a, b: frozenset((a, b)) in defaulted,
        down_place(order, seats, draw(st.booleans())),
        up_place(order, seats, draw(st.booleans())),
        first=lambda a, b: int(frozenset((a, b)) in firsts),
        float_cost=schools.float_cost if schools_keys else None,
        level_order=draw(st.sampled_from([GUIDE, RULE24])),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems())
def test_search_finds_the_least_cost_of_all_pairings(problem: Problem) -> None:
    state = Completability(problem.order, problem.adjacent)
    assume(state.is_perfect)
    costs = [
        reference_cost(problem, m) for m in perfect_matchings(list(problem.order), problem.adjacent)
    ]
    pairs, cost, exact = solve(problem, state)
    assert exact
    assert cost == min(costs)
    assert reference_cost(problem, pairs) == cost
    assert sorted(n for pair in pairs for n in pair) == sorted(problem.order)


@settings(max_examples=100, deadline=None)
@given(problems())
def test_best_inside_one_level_is_the_least_of_all_its_pairings(problem: Problem) -> None:
    """The weighted matching inside one level (items 1-4, 5a, 5c) against brute force."""
    level, alone = top_level(problem)
    found = best_inside(level, alone, VectorSpace.of(alone))
    assert_least_inside(alone, level, found)


def top_level(problem: Problem) -> tuple[list[int], Problem]:
    """The highest score level's players (an even number of them) and the problem of them
    alone."""
    top = problem.seats[problem.order[0]].score
    level = [n for n in problem.order if problem.seats[n].score == top]
    level = level[: len(level) // 2 * 2]
    return level, replace(problem, order=level)


def assert_least_inside(alone: Problem, level: list[int], found: Inside | None) -> None:
    """``found`` is a least pairing of ``level`` by brute force (``None`` when none exists)."""
    costs = [reference_cost(alone, m) for m in perfect_matchings(level, alone.adjacent)]
    if not costs:
        assert found is None
        return
    assert found is not None
    assert reference_cost(alone, found.pairs) == min(costs)


@settings(max_examples=200, deadline=None)
@given(
    st.integers(0, 5).flatmap(
        lambda half: st.tuples(
            st.just(2 * half),
            st.lists(st.integers(0, 30), min_size=4 * half * half, max_size=4 * half * half),
            st.lists(st.booleans(), min_size=4 * half * half, max_size=4 * half * half),
        )
    )
)
def test_weighted_matching_against_brute_force(case: tuple[int, list[int], list[bool]]) -> None:
    size, numbers, present = case
    weight = {}
    neighbours: list[list[int]] = [[] for _ in range(size)]
    for a, b in combinations(range(size), 2):
        if present[a * size + b]:
            weight[(a, b)] = weight[(b, a)] = numbers[a * size + b] * 10**20 + numbers[b * size + a]
            neighbours[a].append(b)
            neighbours[b].append(a)
    mate = min_weight_perfect_matching(size, neighbours, lambda a, b: weight[(a, b)])
    totals = [
        sum(weight[p] for p in m)
        for m in perfect_matchings(list(range(size)), lambda a, b: (a, b) in weight)
    ]
    if mate is None:
        assert not totals
        return
    assert all(mate[mate[v]] == v and (v, mate[v]) in weight for v in range(size))
    assert sum(weight[(v, mate[v])] for v in range(size) if v < mate[v]) == min(totals)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problems())
def test_least_round_is_the_least_round_cost_of_all_pairings(problem: Problem) -> None:
    """The bye candidates are pruned by ``least_round`` (rule 2 over rule 6): it must be the
    least of the round objectives over every complete pairing, exactly."""
    matchings = list(perfect_matchings(list(problem.order), problem.adjacent))
    found = least_round(problem)
    if not matchings:
        assert found is None
        return
    assert found is not None
    assert found.round == min(reference_cost(problem, m).round for m in matchings)
