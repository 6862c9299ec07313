"""The bounded walk finds exactly what a brute force over D.1 finds: its cuts (B.4 by
colour classes, B.5/B.6 for floaters, completability) never drop a valid transposition."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from individual.fide1998.criteria import (
    Profile,
    Stage,
    colour_conflict,
    float_obstacle,
    meeting_obstacle,
)
from individual.fide1998.roles import OWN_SUBGROUPS
from individual.fide1998.search import Walk, assign
from individual.fide1998.transpositions import transpositions
from individual.matching.maximum import Completability, has_perfect_matching
from individual.swiss.history import Float
from individual.vocabulary.colour import Colour, Preference

WANTS = (Colour.WHITE, Colour.BLACK, None)
FLOATS = (Float.DOWN, Float.UP, None)


@st.composite
def brackets(draw: st.DrawFn) -> tuple[dict[int, Profile], list[int], list[int], int | None]:
    n1 = draw(st.integers(1, 4))
    n2 = draw(st.integers(n1, n1 + 2))
    numbers = list(range(1, n1 + n2 + 1))
    met = draw(st.sets(st.tuples(st.sampled_from(numbers), st.sampled_from(numbers)), max_size=8))
    profiles = {}
    for n in numbers:
        want = draw(st.sampled_from(WANTS))
        opponents = frozenset(b for a, b in met if a == n) | frozenset(a for a, b in met if b == n)
        profiles[n] = Profile(
            n,
            draw(st.sampled_from([0, 2])) if n <= n1 else 0,
            (),
            opponents - {n},
            want,
            Preference.MILD if want else Preference.NONE,
            frozenset(Colour),
            draw(st.sampled_from(FLOATS)),
            draw(st.sampled_from(FLOATS)),
            False,
            True,
        )
    limit = draw(st.one_of(st.none(), st.integers(0, n1)))
    return profiles, numbers[:n1], numbers[n1:], limit


NOBODY = Profile(0, 0, (), frozenset(), None, Preference.NONE, frozenset(), None, None, False, True)
OUTSIDE = (101, 102, 103)
"""Players of lower brackets; some pairs of all players may not meet (``forbidden``)."""


def _valid(profiles: dict[int, Profile], s1: list[int], order: tuple[int, ...], limit: int | None,
           s2: list[int]) -> bool:  # fmt: skip
    pairs = list(zip(s1, order, strict=False))
    for a, b in pairs:
        pa, pb = profiles[a], profiles[b]
        if meeting_obstacle(pa, pb):
            return False
        if pa.score != pb.score and float_obstacle(pb if pa.score > pb.score else pa, Float.UP, ()):
            return False
    if (
        limit is not None
        and sum(colour_conflict(profiles[a], profiles[b]) for a, b in pairs) > limit
    ):
        return False
    leftover = [b for b in s2 if b not in order]
    return not any(float_obstacle(profiles[b], Float.DOWN, ()) for b in leftover)


@settings(max_examples=300, deadline=None)
@given(brackets(), st.integers(0, 3), st.sets(st.integers(0, 200), max_size=10))
def test_walk_matches_brute_force(
    case: tuple[dict[int, Profile], list[int], list[int], int | None],
    outside: int,
    cuts: set[int],
) -> None:
    profiles, s1, s2, limit = case
    vertices = [*sorted(profiles), *OUTSIDE[:outside]]
    vertices += [0] if len(vertices) % 2 else []
    edges = [(a, b) for i, a in enumerate(vertices) for b in vertices[i + 1 :]]
    forbidden = {frozenset(edges[c % len(edges)]) for c in cuts}

    def adjacent(a: int, b: int) -> bool:
        return frozenset((a, b)) not in forbidden and b not in profiles.get(a, NOBODY).opponents

    for n, p in list(profiles.items()):  # as in the engine, a pair not allowed has "met"
        cut = {m for pair in forbidden if n in pair for m in pair if m != n}
        profiles[n] = replace(p, opponents=p.opponents | cut)

    def rest_pairable(order: tuple[int, ...]) -> bool:
        gone = set(s1) | set(order)
        return has_perfect_matching([v for v in vertices if v not in gone], adjacent)

    expected = next(
        (
            o
            for o in transpositions(s2, len(s1))
            if _valid(profiles, s1, o, limit, s2) and rest_pairable(o)
        ),
        None,
    )
    state = Completability(vertices, adjacent)

    def leaf(pairs: list[tuple[int, int]], leftover: list[int], *_: object) -> tuple[int, ...]:
        return tuple(b for _, b in pairs)

    walk = Walk(profiles, 100_000, lambda rejection: None)
    got = assign(walk, s1, s2, limit, Stage(), state, leaf, OWN_SUBGROUPS)
    assert got == expected
