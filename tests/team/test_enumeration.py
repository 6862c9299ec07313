"""Arts. 36-40: the order in which pairings inside a group are tried."""

from __future__ import annotations

import re
from collections.abc import Callable
from math import prod

import pytest

from individual.matching.maximum import Completability
from olympiad.engine.enumeration import (
    Rejection,
    first_pairing,
    mirrored,
    pairings,
    partner_order,
)
from tests.paths import TESTS

TABLE = TESTS / "golden" / "art40_fifteen_combinations.txt"


def _art40() -> list[tuple[tuple[int, int], ...]]:
    rows = [line for line in TABLE.read_text().splitlines() if line and not line.startswith("#")]
    return [tuple((int(a), int(b)) for a, b in re.findall(r"(\d+) x (\d+)", row)) for row in rows]


def test_art40_fifteen_combinations_in_order() -> None:
    assert list(pairings([1, 2, 3, 4, 5, 6])) == _art40()


@pytest.mark.parametrize(
    ("size", "first_partners"),
    [(2, [2]), (4, [3, 4, 2]), (6, [4, 5, 6, 3, 2]), (8, [5, 6, 7, 8, 4, 3, 2])],
    ids=["2 teams", "4 teams", "6 teams", "8 teams"],
)
def test_art39_first_team_meets_n_plus_1_then_down(size: int, first_partners: list[int]) -> None:
    assert partner_order(list(range(1, size + 1))) == first_partners


@pytest.mark.parametrize("size", [2, 4, 6, 8, 10])
def test_every_pairing_once(size: int) -> None:
    """(2N-1)!! distinct complete pairings, each listed once."""
    found = list(pairings(list(range(size))))
    assert len(found) == len(set(found)) == prod(range(size - 1, 0, -2))


def test_art38_mirrored_order_starts_with_art36_pairing() -> None:
    """Below the median the lowest team settles first; its first combination is still
    top half against bottom half (art. 36)."""
    first = next(pairings(mirrored([1, 2, 3, 4, 5, 6])))
    assert sorted(tuple(sorted(p)) for p in first) == [(1, 4), (2, 5), (3, 6)]
    assert partner_order(mirrored([1, 2, 3, 4, 5, 6])) == [3, 2, 1, 4, 5]


def test_first_pairing_skips_what_cannot_meet() -> None:
    """With 1-4 and 3-6 forbidden, art. 40's fifth combination is the first allowed."""
    forbidden = {frozenset((1, 4)), frozenset((3, 6))}
    rejected: list[tuple[int, int, Rejection]] = []
    allowed = _art40()

    def can_pair(a: int, b: int) -> bool:
        return frozenset((a, b)) not in forbidden

    # Without a completability test the greedy walk may dead-end; with an exact one it
    # returns the first allowed combination in art. 40 order.
    expected = next(c for c in allowed if not any(frozenset(p) in forbidden for p in c))
    assert expected == allowed[4]
    got = first_pairing(
        [1, 2, 3, 4, 5, 6],
        can_pair,
        _exact_settle(can_pair),
        lambda a, b, w: rejected.append((a, b, w)),
    )
    assert got is not None and tuple(got) == expected
    assert (1, 4, Rejection.CANNOT_MEET) in rejected


def _exact_settle(can_pair: Callable[[int, int], bool]) -> Callable[[int, int], bool]:
    state = [Completability([1, 2, 3, 4, 5, 6], can_pair)]

    def settle(a: int, b: int) -> bool:
        after = state[0].without(a, b)
        if after is None:
            return False
        state[0] = after
        return True

    return settle
