"""Maximum matching and the completability test, checked against brute force."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.matching.maximum import (
    Adjacent,
    Completability,
    has_perfect_matching,
    matching_size,
    maximum_matching,
)

Edge = tuple[int, int]


def predicate(edges: set[Edge] | frozenset[Edge]) -> Adjacent:
    allowed = frozenset(edges) | {(b, a) for a, b in edges}
    return lambda a, b: (a, b) in allowed


def brute_size(vertices: Sequence[int], adjacent: Adjacent) -> int:
    """Maximum matching size by trying every partner (or none) for the first vertex."""

    @cache
    def best(rest: frozenset[int]) -> int:
        if len(rest) < 2:
            return 0
        first = min(rest)
        others = rest - {first}
        result = best(others)
        for other in others:
            if adjacent(first, other):
                result = max(result, 1 + best(others - {other}))
        return result

    return best(frozenset(vertices))


def assert_valid(mates: dict[int, int], vertices: Sequence[int], adjacent: Adjacent) -> None:
    for a, b in mates.items():
        assert a in vertices and b in vertices
        assert a != b
        assert mates[b] == a
        assert adjacent(a, b)


@st.composite
def graphs(draw: st.DrawFn, max_vertices: int = 10) -> tuple[list[int], set[Edge]]:
    """Vertices with arbitrary ids in arbitrary order and a random edge set of any density."""
    n = draw(st.integers(0, max_vertices))
    vertices = draw(st.lists(st.integers(-50, 50), min_size=n, max_size=n, unique=True))
    pairs = [(a, b) for i, a in enumerate(vertices) for b in vertices[i + 1 :]]
    density = draw(st.sampled_from([0.15, 0.4, 0.7, 0.9, 1.0]))
    rng = random.Random(draw(st.integers(0, 2**32)))
    return vertices, {pair for pair in pairs if rng.random() < density}


def flower(petals: int, stem: int) -> tuple[list[int], set[Edge]]:
    """Triangles sharing vertex 0 with a path hanging off vertex 0: greedy goes wrong on it."""
    edges: set[Edge] = set()
    for p in range(petals):
        a, b = 1 + 2 * p, 2 + 2 * p
        edges |= {(0, a), (0, b), (a, b)}
    first = 1 + 2 * petals
    path = [0, *range(first, first + stem)]
    edges |= set(pairwise(path))
    return list(range(first + stem)), edges


# -- named cases -----------------------------------------------------------------------------


def test_five_cycles_with_pendant_paths_need_blossoms() -> None:
    # Two 5-cycles joined by the edge 2-12, each with a stem to a free end (0 and 10):
    #   0 - 7 = 1, cycle 1-2=3-4=5-1   and mirrored   10 - 17 = 11, cycle 11-12=13-14=15-11.
    # From either free end the search meets the cycle at its base and labels the exit vertex
    # (2 or 12) inner; the only augmenting path 0-7=1-5=4-3=2-12=13-14=15-11=17-10 is found
    # only after contracting the 5-cycle.
    left = {(0, 7), (7, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 1)}
    right = {(a + 10, b + 10) for a, b in left}
    adjacent = predicate(left | right | {(2, 12)})
    vertices = [0, 1, 2, 3, 4, 5, 7, 10, 11, 12, 13, 14, 15, 17]
    start = {7: 1, 2: 3, 4: 5, 17: 11, 12: 13, 14: 15}
    mates = maximum_matching(vertices, adjacent, start=start)
    expected = {0: 7, 1: 5, 3: 4, 2: 12, 13: 14, 11: 15, 10: 17}
    assert mates == expected | {b: a for a, b in expected.items()}
    assert has_perfect_matching(vertices, adjacent)
    state = Completability(vertices, adjacent)
    assert state.is_perfect
    assert state.without(2, 12) is not None
    assert state.without(7, 17) is None  # strands 0 and 10


def test_triangle_blossom_with_an_exit() -> None:
    edges = {(0, 1), (1, 2), (2, 3), (2, 4), (3, 4), (3, 5)}
    adjacent = predicate(edges)
    mates = maximum_matching([1, 2, 3, 4, 0, 5], adjacent)  # greedy: 1-2, 3-4; 0 and 5 free
    assert mates == {0: 1, 1: 0, 2: 4, 4: 2, 3: 5, 5: 3}


@pytest.mark.parametrize(("petals", "stem"), [(1, 1), (2, 1), (2, 3), (3, 2), (4, 5)])
def test_flowers(petals: int, stem: int) -> None:
    vertices, edges = flower(petals, stem)
    adjacent = predicate(edges)
    for order in (vertices, vertices[::-1], vertices[1:] + vertices[:1]):
        mates = maximum_matching(order, adjacent)
        assert_valid(mates, order, adjacent)
        assert len(mates) // 2 == brute_size(order, adjacent)


def test_small_and_degenerate_inputs() -> None:
    never: Adjacent = lambda a, b: False  # noqa: E731
    always: Adjacent = lambda a, b: a != b  # noqa: E731
    assert maximum_matching([], always) == {}
    assert has_perfect_matching([], always)
    assert Completability([], always).is_perfect
    assert maximum_matching([4], always) == {}
    assert not has_perfect_matching([4], always)
    assert maximum_matching([4, 9], always) == {4: 9, 9: 4}
    assert matching_size(range(7), always) == 3
    assert matching_size(range(6), never) == 0
    assert not has_perfect_matching(range(6), never)
    with pytest.raises(ValueError):
        maximum_matching([1, 2, 1], always)


def test_start_is_extended_and_bad_entries_are_ignored() -> None:
    adjacent = predicate({(1, 2), (2, 3), (3, 4), (1, 4)})
    assert maximum_matching([1, 2, 3, 4], adjacent, start={2: 3}) == {2: 3, 3: 2, 1: 4, 4: 1}
    junk = {1: 3, 3: 1, 2: 99, 4: 4}  # not adjacent, unknown vertex, self pair
    mates = maximum_matching([1, 2, 3, 4], adjacent, start=junk)
    assert_valid(mates, [1, 2, 3, 4], adjacent)
    assert len(mates) == 4


def test_completability_basics() -> None:
    always: Adjacent = lambda a, b: a != b  # noqa: E731
    full = Completability(range(6), always)
    assert full.is_perfect
    smaller = full.without(0, 3)
    assert smaller is not None and smaller.is_perfect
    assert full.without(0, 3) is not None  # self unchanged
    with pytest.raises(ValueError):
        smaller.without(0, 1)  # 0 is gone already
    with pytest.raises(ValueError):
        full.without(2, 2)
    with pytest.raises(ValueError):
        full.without(2, 42)
    assert full.without_vertices([0]) is None  # odd rest
    assert full.without_vertices(range(6)) is not None


def test_completability_detects_a_stranded_vertex() -> None:
    # 9 may only meet 8: taking 8 away with anyone else strands 9.
    def adjacent(a: int, b: int) -> bool:
        if 9 in (a, b):
            return {a, b} == {8, 9}
        return a != b

    state = Completability(range(10), adjacent)
    assert state.is_perfect
    assert state.without(8, 0) is None
    assert state.without(8, 9) is not None
    assert state.without(0, 1) is not None


def test_determinism() -> None:
    rng = random.Random(7)
    vertices = list(range(60))
    rng.shuffle(vertices)
    edges = {(a, b) for a in range(60) for b in range(a + 1, 60) if rng.random() < 0.2}
    adjacent = predicate(edges)
    first = maximum_matching(vertices, adjacent)
    again = maximum_matching(list(vertices), adjacent)
    assert list(first.items()) == list(again.items())
    one, two = Completability(vertices, adjacent), Completability(vertices, adjacent)
    for a, b in [(p, q) for p, q in edges if p < 10][:20]:
        x, y = one.without(a, b), two.without(a, b)
        assert (x is None) == (y is None)


def test_large_dense_graph() -> None:
    rng = random.Random(11)
    n = 400
    forbidden = {(a, rng.randrange(n)) for a in range(n) for _ in range(5)}
    forbidden |= {(b, a) for a, b in forbidden}

    def adjacent(a: int, b: int) -> bool:
        return a != b and (a, b) not in forbidden

    vertices = list(range(n))
    mates = maximum_matching(vertices, adjacent)
    assert_valid(mates, vertices, adjacent)
    assert len(mates) == n
    state: Completability | None = Completability(vertices, adjacent)
    rest = list(vertices)
    while rest:  # pair down to nothing, always keeping the rest completable
        assert state is not None
        a = rest[0]
        for b in rest[1:]:
            if adjacent(a, b) and (following := state.without(a, b)) is not None:
                break
        else:
            pytest.fail("no completable partner")
        assert has_perfect_matching([v for v in rest if v not in (a, b)], adjacent)
        state = following
        rest.remove(a)
        rest.remove(b)


# -- properties ------------------------------------------------------------------------------


@settings(max_examples=400, deadline=None)
@given(graphs())
def test_maximum_matching_is_maximum_and_valid(graph: tuple[list[int], set[Edge]]) -> None:
    vertices, edges = graph
    adjacent = predicate(edges)
    mates = maximum_matching(vertices, adjacent)
    assert_valid(mates, vertices, adjacent)
    expected = brute_size(vertices, adjacent)
    assert len(mates) // 2 == matching_size(vertices, adjacent) == expected
    assert has_perfect_matching(vertices, adjacent) == (2 * expected == len(vertices))


@settings(max_examples=200, deadline=None)
@given(graphs(), st.randoms(use_true_random=False))
def test_start_matching_is_extended_to_a_maximum(
    graph: tuple[list[int], set[Edge]], rng: random.Random
) -> None:
    vertices, edges = graph
    adjacent = predicate(edges)
    start: dict[int, int] = {}
    for a, b in rng.sample(sorted(edges), len(edges)):
        if a not in start and b not in start and rng.random() < 0.7:
            start[a], start[b] = b, a
    mates = maximum_matching(vertices, adjacent, start=start)
    assert_valid(mates, vertices, adjacent)
    assert len(mates) // 2 == brute_size(vertices, adjacent)


@settings(max_examples=200, deadline=None)
@given(graphs())
def test_without_agrees_with_a_fresh_test(graph: tuple[list[int], set[Edge]]) -> None:
    vertices, edges = graph
    adjacent = predicate(edges)
    state = Completability(vertices, adjacent)
    assert state.is_perfect == has_perfect_matching(vertices, adjacent)
    for i, a in enumerate(vertices):
        for b in vertices[i + 1 :]:
            rest = [v for v in vertices if v not in (a, b)]
            smaller = state.without(a, b)
            assert (smaller is not None) == has_perfect_matching(rest, adjacent)
            if smaller is None:
                continue
            assert smaller.is_perfect
            for j, c in enumerate(rest):  # a second step from the derived object
                for d in rest[j + 1 :]:
                    rest2 = [v for v in rest if v not in (c, d)]
                    assert (smaller.without(c, d) is not None) == has_perfect_matching(
                        rest2, adjacent
                    )


@settings(max_examples=200, deadline=None)
@given(graphs(), st.randoms(use_true_random=False))
def test_without_vertices_agrees_with_a_fresh_test(
    graph: tuple[list[int], set[Edge]], rng: random.Random
) -> None:
    vertices, edges = graph
    adjacent = predicate(edges)
    state = Completability(vertices, adjacent)
    for _ in range(10):
        removed = rng.sample(vertices, rng.randint(0, len(vertices)))
        rest = [v for v in vertices if v not in removed]
        expected = has_perfect_matching(rest, adjacent)
        assert (state.without_vertices(removed) is not None) == expected
