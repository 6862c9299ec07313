"""B.3: the score differences of a bracket's pairings, the largest first.

A pairing's differences are |score a - score b| for each of its pairs and, for each player
it moves on, his score less the score of the next bracket (the least difference he can have
there; in the lowest bracket, where the player left over has the bye, one point less than
the bracket's score). Of two pairings the one whose differences, sorted largest first, are
smaller at the first place they differ has the smaller differences (docs/interpretations.md).

``least_differences`` finds the smallest a bracket's pairings with its full p can have: a
minimum-weight perfect matching where a difference d weighs (n + 2) ** d, so that one larger
difference outweighs any number of smaller ones; the player moved on, if the bracket is odd,
is matched with one more vertex. ``least_moving_on`` does the same when C.14 has lowered p
and several players move on, by trying each set of them (at most ``SETS``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from math import comb

from individual.matching.weighted import min_weight_perfect_matching

Differences = tuple[int, ...]
"""Score differences (half points), the largest first."""
SETS = 5_000
"""The most sets of players moved on ``least_moving_on`` tries; beyond, B.3 is not measured."""


def differences(
    pairs: Sequence[tuple[int, int]], floaters: Sequence[int], scores: Mapping[int, int], base: int
) -> Differences:
    """B.3: the differences of ``pairs`` and of ``floaters`` moved on to a bracket of
    score ``base``, the largest first."""
    got = [abs(scores[a] - scores[b]) for a, b in pairs] + [scores[f] - base for f in floaters]
    return tuple(sorted(got, reverse=True))


def beaten(partial: Sequence[int], best: Differences) -> bool:
    """Is every pairing with ``partial`` among its differences worse than ``best``? So when,
    sorted largest first, ``partial`` is larger than ``best`` where they first differ."""
    for got, least in zip(sorted(partial, reverse=True), best, strict=False):
        if got != least:
            return got > least
    return False


def least_differences(
    players: Sequence[int],
    scores: Mapping[int, int],
    base: int,
    meet: Callable[[int, int], bool],
    may_float: Callable[[int], bool],
) -> Differences | None:
    """The smallest differences of a pairing of all ``players`` (one left over if they are
    odd) in which the pairs ``meet`` and the one left over ``may_float``; ``None`` if there
    is no such pairing."""
    size = len(players) + len(players) % 2
    token = len(players)  # the place of the player moved on, if odd
    step = len(players) + 2

    def difference(i: int, j: int) -> int:
        if j == token or i == token:
            return scores[players[i if j == token else j]] - base
        return abs(scores[players[i]] - scores[players[j]])

    neighbours: list[list[int]] = [[] for _ in range(size)]
    for i, a in enumerate(players):
        for j in range(i + 1, len(players)):
            if meet(a, players[j]):
                neighbours[i].append(j)
                neighbours[j].append(i)
        if size > len(players) and may_float(a):
            neighbours[i].append(token)
            neighbours[token].append(i)
    mate = min_weight_perfect_matching(size, neighbours, lambda i, j: step ** difference(i, j))
    if mate is None:
        return None
    return tuple(sorted((difference(i, mate[i]) for i in range(size) if i < mate[i]), reverse=True))


def least_moving_on(
    players: Sequence[int],
    moving: int,
    scores: Mapping[int, int],
    base: int,
    meet: Callable[[int, int], bool],
    may_move: Callable[[Sequence[int]], bool],
) -> Differences | None:
    """The smallest differences of a pairing of ``players`` in which ``moving`` of them, a
    set that ``may_move``, are moved on and the rest paired; ``None`` if there is none or
    there are more than ``SETS`` sets to try."""
    if moving > len(players) or comb(len(players), moving) > SETS:
        return None
    best: Differences | None = None
    for gone in combinations(players, moving):
        staying = [n for n in players if n not in gone]
        paired = least_differences(staying, scores, base, meet, lambda _: False)
        if paired is None or not may_move(gone):
            continue
        got = tuple(sorted([*paired, *(scores[f] - base for f in gone)], reverse=True))
        if best is None or got < best:
            best = got
    return best


@dataclass(frozen=True)
class Least:
    """B.3 in force in a bracket: the least differences its pairings can have (``best``),
    the players' scores and the score the players moved on are counted against."""

    best: Differences
    scores: Mapping[int, int]
    base: int

    def of(self, pairs: Sequence[tuple[int, int]], floaters: Sequence[int]) -> Differences:
        return differences(pairs, floaters, self.scores, self.base)

    def pair(self, a: int, b: int) -> int:
        return abs(self.scores[a] - self.scores[b])
