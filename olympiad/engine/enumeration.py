"""The order in which pairings inside a group are tried (arts. 36-40).

Art. 39: in a group of 2N teams the first team is tried against team N+1, N+2 ... 2N,
then N, N-1 ... 2; the same rule is applied again to the teams that are left.
Art. 40 lists the fifteen combinations this gives for six teams; ``pairings``
yields them in that order.

Art. 38 (below the median group the lowest-ranked team is settled first) is the
mirror image: the group is read from the bottom, so the lowest-ranked team 2N is
tried against N, N-1 ... 1, then N+1 ... 2N-1. Its first combination is the same
top-half-against-bottom-half pairing 1-(N+1), 2-(N+2) ... that art. 36 asks for;
see docs/interpretations.md.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from enum import Enum
from typing import TypeVar

T = TypeVar("T")


class Rejection(Enum):
    """Why a pair tried in the order of art. 39 was passed over."""

    CANNOT_MEET = "cannot meet"
    REST_UNPAIRABLE = "the rest could not be paired"


def partner_order(group: Sequence[T]) -> list[T]:
    """Art. 39: candidate opponents of ``group[0]``: N+1 ... 2N, then N ... 2."""
    n = len(group) // 2
    # 1-based positions N+1..2N are 0-based n..2n-1; then N..2 are n-1..1.
    return [*group[n:], *reversed(group[1:n])]


def pairings(group: Sequence[T]) -> Iterator[tuple[tuple[T, T], ...]]:
    """Art. 40: every complete pairing of an even group, in descending priority."""
    if not group:
        yield ()
        return
    first = group[0]
    for partner in partner_order(group):
        rest = [t for t in group[1:] if t != partner]
        for tail in pairings(rest):
            yield ((first, partner), *tail)


def mirrored(group: Sequence[T]) -> list[T]:
    """Art. 38: the group read from its lowest-ranked team upwards."""
    return list(reversed(group))


Chooser = Callable[[list[T]], tuple[T, list[T]]]


def art39_choice(left: list[T]) -> tuple[T, list[T]]:
    """Art. 39: settle the first team of what is left, partners in art. 39 order."""
    return left[0], partner_order(left)


def first_pairing(
    group: Sequence[T],
    can_pair: Callable[[T, T], bool],
    settle: Callable[[T, T], bool],
    on_reject: Callable[[T, T, Rejection], None],
    choose: Chooser[T] = art39_choice,
) -> list[tuple[T, T]] | None:
    """The first pairing, in the order ``choose`` gives (art. 39 by default), that
    ``can_pair`` allows and whose remainder ``settle`` accepts (``settle(a, b)``
    commits the pair if the rest stays pairable, and says whether it did); ``on_reject``
    hears of each pair passed over and why.

    With an exact completability test in ``settle`` this never backtracks: it is
    linear in the number of candidates tried.
    """
    pairs: list[tuple[T, T]] = []
    left = list(group)
    while left:
        first, partners = choose(left)
        for partner in partners:
            if not can_pair(first, partner):
                on_reject(first, partner, Rejection.CANNOT_MEET)
                continue
            if not settle(first, partner):
                on_reject(first, partner, Rejection.REST_UNPAIRABLE)
                continue
            pairs.append((first, partner))
            left = [t for t in left if t not in (first, partner)]
            break
        else:
            return None
    return pairs
