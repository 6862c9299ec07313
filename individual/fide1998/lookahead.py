"""C.13, C.14: can a bracket keep p pairings and the players below still all be paired?

A bracket of n players making p pairings sends k = n - 2p of them down. With the exact
completability test every single pairing is checked as it is made; this test answers for
a whole value of p at once, before any walk, so that a p no pairing can reach is given up
without walking every transposition and exchange (C.14 lowers it).

The question is a perfect matching in a graph where k bracket players are matched with
players below: the bracket players may meet each other, the players below (and the bye)
each other, and k "down" tokens stand for the places the floaters take, k "up" tokens for
the players below who meet them; two up tokens may pair, for two floaters who meet each
other below (C.1 there: they are in the same bracket). It is exact when k = 0 and a
relaxation otherwise (it does not ask that a floater and the player who meets it may
meet), so "no" is always right. ``unmet`` names players below (the bye's vertex) the
floaters may not meet.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from individual.matching.maximum import has_perfect_matching

_DOWN, _UP = -1_000_000, -2_000_000


def can_keep_pairs(
    inside: Sequence[int],
    outside: Sequence[int],
    pairs: int,
    adjacent: Callable[[int, int], bool],
    unmet: Collection[int] = (),
) -> bool:
    """Is there a pairing with ``pairs`` pairs inside the bracket (``inside``) and every
    other player still to pair (``outside``, the bye's vertex included) paired too, no
    floater meeting one of ``unmet``?"""
    k = len(inside) - 2 * pairs
    if k < 0:
        return False
    members = frozenset(inside)
    down = [_DOWN - i for i in range(k)]
    up = [_UP - i for i in range(k)]

    def token(v: int) -> int:
        return 0 if v > _DOWN else (1 if v > _UP else 2)

    def linked(a: int, b: int) -> bool:
        ta, tb = token(a), token(b)
        if ta and tb:  # two floaters may meet each other below: their up tokens pair
            return ta == tb == 2
        if ta or tb:
            kind, player = (ta, b) if ta else (tb, a)
            if kind == 2 and player in unmet:
                return False
            return (player in members) == (kind == 1)
        if (a in members) != (b in members):
            return False
        return adjacent(a, b)

    return has_perfect_matching([*inside, *down, *outside, *up], linked)
