"""The lexicographic perfect matching (``individual.matching.lexicographic``) against brute
force: the compiled blossom (weights that fit) and the pure-Python one (the same digits with
radices too large for it) both give the least cost of all perfect matchings, digit by digit."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from math import prod
from unittest.mock import patch

from hypothesis import given, settings
from hypothesis import strategies as st

from individual.matching import lexicographic
from individual.matching.lexicographic import (
    COMPILED_LIMIT,
    least_perfect_matching,
    least_then_partners,
    radices,
)

Edge = tuple[int, int]


def matchings(vertices: list[int], edges: set[Edge]) -> Iterator[list[Edge]]:
    if not vertices:
        yield []
        return
    a, rest = vertices[0], vertices[1:]
    for k, b in enumerate(rest):
        if (a, b) in edges:
            for more in matchings(rest[:k] + rest[k + 1 :], edges):
                yield [(a, b), *more]


def total(costs: dict[Edge, tuple[int, ...]], pairs: list[Edge], width: int) -> tuple[int, ...]:
    return tuple(sum(costs[p][k] for p in pairs) for k in range(width))


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, dict[Edge, tuple[int, ...]]]:
    size = 2 * draw(st.integers(0, 5))
    width = draw(st.integers(1, 4))
    costs: dict[Edge, tuple[int, ...]] = {}
    for edge in combinations(range(size), 2):
        if draw(st.booleans()) or draw(st.booleans()):
            costs[edge] = tuple(draw(st.integers(0, 6)) for _ in range(width))
    return size, costs


@settings(max_examples=300, deadline=None)
@given(graphs(), st.booleans())
def test_least_perfect_matching_is_the_least_of_all(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], python: bool
) -> None:
    size, costs = graph
    width = len(next(iter(costs.values()), ()))
    radix = radices(size, costs)
    if python:  # radices larger than needed order the same, and send it to pure Python
        radix = [base * COMPILED_LIMIT for base in radix]
    mate = least_perfect_matching(size, costs, radix)
    totals = [total(costs, m, width) for m in matchings(list(range(size)), set(costs))]
    if not totals:
        assert mate is None
        return
    assert mate is not None
    assert all(mate[mate[v]] == v and (min(v, mate[v]), max(v, mate[v])) in costs for v in mate)
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert total(costs, pairs, width) == min(totals)


def test_odd_and_empty() -> None:
    assert least_perfect_matching(3, {(0, 1): (1,)}) is None
    assert least_perfect_matching(0, {}) == []
    assert least_perfect_matching(4, {(0, 1): (0,), (0, 2): (0,)}) is None


@settings(max_examples=300, deadline=None)
@given(graphs(), st.integers(0, 5), st.sampled_from([1 << 8, 1 << 14, 1 << 100]))
def test_least_then_partners_is_the_least_of_all(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], first: int, limit: int
) -> None:
    """With a small limit the partners are decided a few vertices at a time (or, the costs
    alone not fitting, by the pure-Python blossom): the same answer as brute force."""
    size, costs = graph
    first = min(first, size)
    width = len(next(iter(costs.values()), ()))
    radix = radices(size, costs)
    with patch.object(lexicographic, "COMPILED_LIMIT", limit):
        mate = least_then_partners(size, costs, radix, first)
    options = [
        (total(costs, m, width), tuple(dict(m + [(b, a) for a, b in m])[v] for v in range(first)))
        for m in matchings(list(range(size)), set(costs))
    ]
    if not options:
        assert mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert all(p in costs for p in pairs)
    assert (total(costs, pairs, width), tuple(mate[:first])) == min(options)


@st.composite
def many_digits(draw: st.DrawFn) -> tuple[int, dict[Edge, tuple[int, ...]]]:
    """Graphs whose edges have many small digits (as the British pairs' objectives)."""
    size = 2 * draw(st.integers(1, 5))
    width = draw(st.integers(2, 7))
    costs: dict[Edge, tuple[int, ...]] = {}
    for edge in combinations(range(size), 2):
        if draw(st.booleans()) or draw(st.booleans()):
            costs[edge] = tuple(draw(st.integers(0, 2)) for _ in range(width))
    return size, costs


@settings(max_examples=300, deadline=None)
@given(many_digits(), st.sampled_from([1 << 7, 1 << 10, 1 << 14, 1 << 18]))
def test_digits_decided_a_prefix_at_a_time_are_the_least_of_all(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], limit: int
) -> None:
    """Digits too many for one compiled solve (a small limit stands in for 2**100): each
    solve decides a prefix of them, the radices of the decided ones from the least totals
    found; the answer is brute force's, digit by digit."""
    size, costs = graph
    width = len(next(iter(costs.values()), ()))
    with patch.object(lexicographic, "COMPILED_LIMIT", limit):
        mate = least_perfect_matching(size, costs)
    totals = [total(costs, m, width) for m in matchings(list(range(size)), set(costs))]
    if not totals:
        assert mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert all(p in costs for p in pairs)
    assert total(costs, pairs, width) == min(totals)


@st.composite
def bipartite(draw: st.DrawFn) -> tuple[int, dict[Edge, tuple[int, ...]]]:
    """Graphs whose every edge joins one of the first half to one of the second (as a score
    level's top half and bottom half), with many ties: digits of 0 to 2."""
    half = draw(st.integers(1, 6))
    width = draw(st.integers(1, 4))
    costs: dict[Edge, tuple[int, ...]] = {}
    for v in range(half):
        for w in range(half, 2 * half):
            if draw(st.integers(0, 3)):
                costs[(v, w)] = tuple(draw(st.integers(0, 2)) for _ in range(width))
    return 2 * half, costs


@settings(max_examples=500, deadline=None)
@given(bipartite(), st.sampled_from([1 << 8, 1 << 14, 1 << 100]))
def test_bipartite_least_partners_are_the_least_of_all(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], limit: int
) -> None:
    """The partners of every upper vertex decided by alternating paths over the least
    matchings' edges (the costs and the partners not fitting one solve): brute force."""
    size, costs = graph
    half = size // 2
    width = len(next(iter(costs.values()), ()))
    radix = radices(size, costs)
    with patch.object(lexicographic, "COMPILED_LIMIT", limit):
        mate = least_then_partners(size, costs, radix, half)
    options = [
        (total(costs, m, width), tuple(dict(m)[v] for v in range(half)))
        for m in matchings(list(range(size)), set(costs))
    ]
    if not options:
        assert mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(half)]
    assert all(p in costs for p in pairs) and all(mate[w] == v for v, w in pairs)
    assert (total(costs, pairs, width), tuple(mate[:half])) == min(options)


@settings(max_examples=400, deadline=None)
@given(many_digits(), st.sampled_from([1 << 7, 1 << 10, 1 << 14, 1 << 100]), st.integers(0, 5))
def test_radices_of_the_least_totals_only_give_the_least(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], limit: int, first: int
) -> None:
    """Radices one more than the least matching's totals (as a bound known beforehand gives
    them; other edges' digits may exceed them): the least of all, partners too, and no
    compiled solve is given weights whose matchings may total the limit or more."""
    size, costs = graph
    first = min(first, size)
    width = len(next(iter(costs.values()), ()))
    options = [
        (total(costs, m, width), tuple(dict(m + [(b, a) for a, b in m])[v] for v in range(first)))
        for m in matchings(list(range(size)), set(costs))
    ]
    if not options:
        return
    radix = [t + 1 for t in min(options)[0]]
    compiled = lexicographic._compiled
    heaviest: list[int] = []

    def spied(n: int, weights: dict[Edge, int]) -> list[int] | None:
        heaviest.append(n // 2 * max(weights.values(), default=0))
        return compiled(n, weights)

    with (
        patch.object(lexicographic, "COMPILED_LIMIT", limit),
        patch.object(lexicographic, "_compiled", spied),
    ):
        mate = least_perfect_matching(size, costs, radix)
        assert mate is not None
        pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
        assert total(costs, pairs, width) == min(options)[0]
        mate = least_then_partners(size, costs, radix, first)
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert (total(costs, pairs, width), tuple(mate[:first])) == min(options)
    assert all(weight < limit for weight in heaviest)


@st.composite
def tied(draw: st.DrawFn) -> tuple[int, dict[Edge, tuple[int, ...]]]:
    """Dense graphs of one small digit: many least matchings, so the partners decide."""
    size = 2 * draw(st.integers(2, 5))
    costs: dict[Edge, tuple[int, ...]] = {}
    for edge in combinations(range(size), 2):
        if draw(st.integers(0, 3)):
            costs[edge] = (draw(st.integers(0, 1)),)
    return size, costs


@settings(max_examples=300, deadline=None)
@given(tied(), st.integers(2, 5), st.sampled_from([1 << 9, 1 << 11]))
def test_partners_a_few_at_a_time_are_the_least_of_all(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], first: int, limit: int
) -> None:
    """Limits that let one or two partners beside the cost into a solve: the chunks of
    ``least_then_partners`` (partners kept without a solve when least, ranks as digits)
    give brute force's answer."""
    test_least_then_partners_is_the_least_of_all.hypothesis.inner_test(  # type: ignore[attr-defined]
        graph, first, limit
    )


@st.composite
def across(draw: st.DrawFn) -> tuple[int, int, dict[Edge, tuple[int, ...]]]:
    """Graphs of a Dutch remainder's 4.2: upper vertices ``0..first-1`` (S1') meet only lower
    ones (S2', as many or one more: the spare downfloats), which do not meet each other but
    may meet the rest (the outside: stand-ins, the PAB), which meet each other; many ties."""
    first = draw(st.integers(1, 4))
    spare = draw(st.integers(0, 1))
    outside = draw(st.integers(0, 3)) * 2 + spare
    size = 2 * first + spare + outside
    width = draw(st.integers(1, 3))
    lower = range(first, 2 * first + spare)
    rest = range(2 * first + spare, size)
    costs: dict[Edge, tuple[int, ...]] = {}
    pairs = [(v, w) for v in range(first) for w in lower]
    pairs += [(v, w) for v in lower for w in rest] + list(combinations(rest, 2))
    for edge in pairs:
        if draw(st.integers(0, 3)):
            costs[edge] = tuple(draw(st.integers(0, 2)) for _ in range(width))
    return first, size, costs


@settings(max_examples=400, deadline=None)
@given(across(), st.sampled_from([1 << 8, 1 << 12]))
def test_partners_across_are_the_least_of_all_without_a_solve_of_the_whole(
    graph: tuple[int, int, dict[Edge, tuple[int, ...]]], limit: int
) -> None:
    """The partners of S1' when they do not fit one solve beside the costs: brute force's,
    and no compiled solve of the whole graph after the least matching (the bipartite
    assignment of ``_partners_across``: only the outside, less one vertex, is solved)."""
    first, size, costs = graph
    width = len(next(iter(costs.values()), ()))
    radix = radices(size, costs)
    options = [
        (total(costs, m, width), tuple(dict(m + [(b, a) for a, b in m])[v] for v in range(first)))
        for m in matchings(list(range(size)), set(costs))
    ]
    with patch.object(lexicographic, "COMPILED_LIMIT", limit):
        known = least_perfect_matching(size, costs, radix)
        compiled = lexicographic._compiled
        sizes: list[int] = []

        def spied(n: int, weights: dict[Edge, int]) -> list[int] | None:
            sizes.append(n)
            return compiled(n, weights)

        with patch.object(lexicographic, "_compiled", spied):
            mate = least_then_partners(size, costs, radix, first, known)
    if not options:
        assert known is None and mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert all(p in costs for p in pairs) and all(mate[mate[v]] == v for v in range(size))
    assert (total(costs, pairs, width), tuple(mate[:first])) == min(options)
    if prod(radix) * size**first >= limit:  # not one solve with every partner as a digit
        assert all(n < size - 2 * first for n in sizes)


@st.composite
def few_nonzero(draw: st.DrawFn) -> tuple[int, dict[Edge, tuple[int, ...]]]:
    """Graphs whose digits are mostly zero (as a bracket's floaters' digits, nonzero only on
    edges to a few stand-ins): a digit's edges touch few vertices, or a few cover them."""
    size = 2 * draw(st.integers(1, 5))
    width = draw(st.integers(1, 5))
    hubs = draw(st.sets(st.integers(0, size - 1), max_size=3))
    costs: dict[Edge, tuple[int, ...]] = {}
    for edge in combinations(range(size), 2):
        if draw(st.integers(0, 3)):
            costs[edge] = tuple(
                draw(st.sampled_from((0, 0, 1, 3)))
                if hubs.intersection(edge) or draw(st.integers(0, 4)) == 0
                else 0
                for _ in range(width)
            )
    return size, costs


@settings(max_examples=400, deadline=None)
@given(few_nonzero(), st.sampled_from([1 << 4, 1 << 7, 1 << 10, 1 << 100]), st.integers(0, 3))
def test_radices_bounded_tightly_bound_every_perfect_matching(
    graph: tuple[int, dict[Edge, tuple[int, ...]]], limit: int, first: int
) -> None:
    """``radices(..., room)`` when the plain bounds do not fit a solve beside ``room``: each
    digit's radix is still above every perfect matching's total in it (by brute force), so
    the least matching and the least partners found with them are brute force's."""
    size, costs = graph
    first = min(first, size)
    width = len(next(iter(costs.values()), ()))
    with patch.object(lexicographic, "COMPILED_LIMIT", limit):
        radix = radices(size, costs, size**first)
        mate = least_then_partners(size, costs, radix, first)
    assert len(radix) == (width if costs else 0)
    assert all(tight <= plain for tight, plain in zip(radix, radices(size, costs), strict=True))
    options = [
        (total(costs, m, width), tuple(dict(m + [(b, a) for a, b in m])[v] for v in range(first)))
        for m in matchings(list(range(size)), set(costs))
    ]
    assert all(t < r for totals, _ in options for t, r in zip(totals, radix, strict=True))
    if not options:
        assert mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(size) if v < mate[v]]
    assert (total(costs, pairs, width), tuple(mate[:first])) == min(options)


def test_a_digit_on_the_edges_of_one_vertex_counts_once() -> None:
    # digit 0 only on the edges of vertex 0 (a stand-in's): a matching holds one of them
    costs = {(0, w): (5, 0) for w in range(1, 8)} | {(v, v + 1): (0, 1) for v in range(1, 7)}
    with patch.object(lexicographic, "COMPILED_LIMIT", 1 << 6):
        assert radices(8, costs, 1) == [6, 4]
    assert radices(8, costs) == [21, 5]  # without room: the plain bounds
