"""D.1 transpositions and D.2 exchanges, as generators in the regulation's order.

Players are given by their bracket sequence numbers (1 for the highest of the bracket,
A.2), so the "numbers exchanged" of D.2 are these numbers.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations, permutations

Exchange = tuple[tuple[int, ...], tuple[int, ...]]
"""The S1 players given up and the S2 players taken in, each in ascending order."""


def transpositions(s2: Sequence[int], p: int | None = None) -> Iterator[tuple[int, ...]]:
    """D.1: orders of S2 "with the digits in ascending order": the lexicographic order of
    permutations, the lowest players changing first. Only the first ``p`` places meet S1,
    so orders that agree on them are one transposition and come once."""
    return permutations(s2, len(s2) if p is None else p)


def exchanges(s1: Sequence[int], s2: Sequence[int]) -> Iterator[Exchange]:
    """D.2: one player exchanged, then two, and so on; within each, the smallest difference
    between the numbers exchanged first, and among equal differences the one concerning
    the lowest players of S1 (then the highest players of S2).

    The D.2 matrices leave out the highest player of S1 and the lowest of S2 (for 1-4 and
    5-8 they list 2-4 against 5-7): every pairing of the bracket can be reached without
    moving them. With an odd bracket S1 keeps its highest player in the pool (deducting 1
    from the numbers of the matrices), except that the top two of S1 are never moved
    together (the remark's "obsolete" last column). See docs/interpretations.md.
    """
    odd = len(s2) > len(s1)
    pool1 = sorted(s1, reverse=True) if odd else sorted(s1[1:], reverse=True)
    pool2 = sorted(s2[:-1])
    top_two = set(sorted(s1)[:2])
    for k in range(1, min(len(pool1), len(pool2)) + 1):
        for given, taken in _by_difference(pool1, pool2, k):
            if odd and k >= 2 and top_two <= set(given):
                continue
            yield tuple(sorted(given)), taken


def apply_exchange(
    s1: Sequence[int], s2: Sequence[int], exchange: Exchange
) -> tuple[list[int], list[int]]:
    """D.2: S1 and S2 after ``exchange``, each in A.2 order again."""
    given, taken = exchange
    new1 = sorted([x for x in s1 if x not in given] + list(taken))
    new2 = sorted([x for x in s2 if x not in taken] + list(given))
    return new1, new2


def _by_difference(
    pool1: list[int], pool2: list[int], k: int
) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Pairs of ``k``-subsets in D.2 order, made lazily: for each difference, the S1
    subsets lowest first, and for each the S2 subsets with the right sum, ascending."""
    if k > len(pool1) or k > len(pool2):
        return
    low = sum(sorted(pool2)[:k]) - sum(sorted(pool1, reverse=True)[:k])
    high = sum(sorted(pool2)[-k:]) - sum(sorted(pool1)[:k])
    ascending2 = sorted(pool2)
    for difference in range(low, high + 1):
        for given in combinations(pool1, k):
            yield from (
                (given, t) for t in _subsets_summing(ascending2, k, sum(given) + difference)
            )


def _subsets_summing(pool: list[int], k: int, total: int) -> Iterator[tuple[int, ...]]:
    """``k``-subsets of ``pool`` (ascending, distinct) adding up to ``total``, ascending."""
    if k == 0:
        if total == 0:
            yield ()
        return
    for i, first in enumerate(pool):
        rest = pool[i + 1 :]
        if len(rest) < k - 1:
            return
        least = first + sum(rest[: k - 1])
        most = first + sum(rest[len(rest) - (k - 1) :]) if k > 1 else first
        if least > total:
            return
        if most < total:
            continue
        yield from ((first, *tail) for tail in _subsets_summing(rest, k - 1, total - first))
