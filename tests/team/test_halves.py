"""Art. 36 as a priority over art. 39's order: the ruleset option ``halves_first``, which the
texts do not ask for (docs/interpretations.md) but a replay of another program may."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from pathlib import Path
from typing import Literal

from hypothesis import given, settings
from hypothesis import strategies as st

from individual.matching.maximum import Completability
from olympiad.engine.enumeration import first_pairing, pairings
from olympiad.engine.halves import HalfPairing, fewest_inside
from olympiad.engine.pairing import pair_round
from tests.golden_event import GOLDEN, build_event, load_case

Placing = Literal["never", "above-median", "every-group"]
CASE = GOLDEN / "art36_39_order_decides_top_against_bottom.toml"


def _pairs(path: Path, halves_first: Placing) -> tuple[list[tuple[int, int]], set[str]]:
    event = build_event(load_case(path))
    event = replace(event, ruleset=replace(event.ruleset, halves_first=halves_first))
    result = pair_round(event)
    articles = {a for d in result.trail.decisions for a in d.article.split(", ")}
    pairs = sorted((min(m.first, m.second), max(m.first, m.second)) for m in result.matches)
    return pairs, articles


def test_every_group_pairs_the_halves_across_where_the_group_can_be() -> None:
    """Team 2 can meet only 5 across the halves, so 1 gives up 5 for 6 (cited 36)."""
    pairs, articles = _pairs(CASE, "every-group")
    assert pairs == [(1, 6), (2, 5), (3, 7), (4, 8)]
    assert "36" in articles


def test_above_median_leaves_the_median_group_to_art_39() -> None:
    """The eight teams are the median group: the option does not reach it."""
    pairs, articles = _pairs(CASE, "above-median")
    assert pairs == [(1, 5), (2, 4), (3, 7), (6, 8)]
    assert "36" not in articles


def _brute_fewest(teams: list[int], edge: set[frozenset[int]], top: frozenset[int]) -> int | None:
    counts = [
        sum((a in top) == (b in top) for a, b in pairing)
        for pairing in pairings(teams)
        if all(frozenset(p) in edge for p in pairing)
    ]
    return min(counts, default=None)


graphs = st.sampled_from([4, 6, 8]).flatmap(
    lambda n: st.tuples(
        st.just(list(range(1, n + 1))),
        st.sets(st.sampled_from([frozenset(p) for p in combinations(range(1, n + 1), 2)])),
    )
)


@settings(max_examples=150, deadline=None)
@given(graphs)
def test_fewest_inside_is_exact(graph: tuple[list[int], set[frozenset[int]]]) -> None:
    teams, forbidden = graph
    edge = {frozenset(p) for p in combinations(teams, 2)} - forbidden
    top = frozenset(teams[: len(teams) // 2])
    got = fewest_inside(teams, lambda a, b: frozenset((a, b)) in edge, top)
    assert got == _brute_fewest(teams, edge, top)


@settings(max_examples=150, deadline=None)
@given(graphs)
def test_half_pairing_takes_the_first_art_40_combination_with_fewest_inside(
    graph: tuple[list[int], set[frozenset[int]]],
) -> None:
    """Greedy in art. 39's order with the art. 36 test = the first pairing of art. 40's
    list among those with the fewest pairs inside a half."""
    teams, forbidden = graph
    edge = {frozenset(p) for p in combinations(teams, 2)} - forbidden

    def can_meet(a: int, b: int) -> bool:
        return frozenset((a, b)) in edge

    top = frozenset(teams[: len(teams) // 2])
    best = _brute_fewest(teams, edge, top)
    state = [Completability(teams, can_meet)]
    if not state[0].is_perfect:
        return
    halves = HalfPairing(teams, can_meet)

    def settle(a: int, b: int) -> bool:
        after = state[0].without(a, b)
        if after is None or not halves.settle(a, b):
            return False
        state[0] = after
        return True

    got = first_pairing(teams, can_meet, settle, lambda a, b, why: None)
    expected = next(
        p
        for p in pairings(teams)
        if all(can_meet(a, b) for a, b in p) and sum((a in top) == (b in top) for a, b in p) == best
    )
    assert got is not None and tuple(got) == expected
