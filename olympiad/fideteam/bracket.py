"""Art. 3.6: the pairing of a bracket, the first identifier (3.6.2) among those that comply
best with [C1], [C8], [C9] and [C10].

Exact: a pairing's cost is its ([C8], [C9], [C10]) counts, pair by pair (art. 4 grants every
colour preference but one of two equal ones, 4.3.2-4.3.4); among the least, the first
identifier. One identifier precedes another exactly when the smallest team in which their top
members differ is a top member of the first; so a digit per team in TPN order, 1 when the
team is a bottom member, orders the top members as 3.6.2 does. The bits are decided a chunk
at a time by a lexicographic minimum perfect matching (``individual.matching.lexicographic``),
each chunk's members then fixed; then, the top members known, the bottom members are the
least partners in the order of their top members. A bracket of up to ``SEARCHED`` teams has
few pairings (105 of 8 teams): they are compared one by one instead, with the same result.
When the pairs of no cost can pair the whole bracket, the same order is found greedily with
perfect-matching tests (``first_at_no_cost``). The natural pairing (the first half of the
bracket against the second, 3.6.2's first identifier) is taken at once when it is legal and
reaches the lower bounds of the three counts.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from math import prod
from typing import Final

from individual.matching.maximum import Completability, has_perfect_matching
from olympiad.fideteam.history import TeamState

Cost = tuple[int, int, int]


class BracketPairing:
    """The pairs (top member first) in the order of their top members, and the counts. (A
    plain class: a dataclass costs about a millisecond of start-up, issue 16.)"""

    __slots__ = ("cost", "pairs")

    def __init__(self, pairs: tuple[tuple[int, int], ...], cost: Cost) -> None:
        self.pairs: Final = pairs
        self.cost: Final = cost


def pair_cost(
    a: TeamState, b: TeamState, upfloaters: Collection[int], type_b: bool, c10: bool
) -> Cost:
    """[C8], [C9], [C10] of one pair."""
    p, q = a.preference, b.preference
    same = p is not None and q is not None and p.colour is q.colour
    strong = same and type_b and p is not None and q is not None and p.strong and q.strong
    floaters = 0
    if c10:
        floaters = int(a.tpn in upfloaters and b.floated) + int(b.tpn in upfloaters and a.floated)
    return int(same), int(strong), floaters


def pair_bracket(
    teams: Sequence[int],
    cost: Callable[[int, int], Cost],
    can_meet: Callable[[int, int], bool],
    lower_bound: Cost,
) -> BracketPairing | None:
    """The pairing of 3.6.4 of ``teams`` (an even number), or ``None`` if [C1] allows none."""
    ordered = sorted(teams)
    n = len(ordered)
    half = n // 2
    natural = [(ordered[i], ordered[i + half]) for i in range(half)]
    if all(can_meet(a, b) for a, b in natural):
        total = _total(cost(a, b) for a, b in natural)
        if total == lower_bound:
            return BracketPairing(tuple(natural), total)
    edges = {
        (i, j): cost(ordered[i], ordered[j])
        for i in range(n)
        for j in range(i + 1, n)
        if can_meet(ordered[i], ordered[j])
    }
    mate = first_at_no_cost(n, {e for e, c in edges.items() if c == (0, 0, 0)})
    if mate is None:
        mate = least_identifier(n, edges)
    if mate is None:
        return None
    pairs = tuple((ordered[v], ordered[mate[v]]) for v in range(n) if mate[v] > v)
    return BracketPairing(pairs, _total(cost(a, b) for a, b in pairs))


def first_at_no_cost(n: int, free: set[tuple[int, int]]) -> list[int] | None:
    """When the pairs of no cost (``free``, ``v < w``) can pair all ``n`` vertices, the first
    identifier among those pairings, as ``mate``; else ``None``. Greedy and exact: each team
    in TPN order is a top member if the rest can still be paired so; then each top member in
    turn takes the smallest bottom member that leaves the rest pairable."""
    top: dict[int, bool] = {}

    def allowed(v: int, w: int) -> bool:
        a, b = (v, w) if v < w else (w, v)
        return (a, b) in free and top.get(a, True) and not top.get(b, False)

    everyone = list(range(n))
    half = n // 2
    top.update((v, v < half) for v in everyone)  # the first top members there can be
    if not has_perfect_matching(everyone, allowed):
        top.clear()
        if not has_perfect_matching(everyone, allowed):
            return None
        tops = 0
        for v in everyone:
            top[v] = tops < half
            if top[v] and has_perfect_matching(everyone, allowed):
                tops += 1
            else:
                top[v] = False
    rest = Completability(everyone, allowed)
    mate = [-1] * n
    for t in (v for v in everyone if top[v]):
        for b in range(t + 1, n):
            if mate[b] < 0 and allowed(t, b) and (left := rest.without(t, b)) is not None:
                rest, mate[t], mate[b] = left, b, t
                break
    return mate


SEARCHED = 8
"""The largest bracket whose pairings ``least_identifier`` looks at one by one (105 of 8
teams) rather than by matching: the same answer, and a round of small brackets does not load
the compiled matching (issue 16: the whole process is what a user waits for)."""


def least_identifier(n: int, edges: Mapping[tuple[int, int], Cost]) -> list[int] | None:
    """Over vertices ``0..n-1`` (TPN order): the perfect matching of least cost and, among
    those, of the first identifier (3.6.2), as ``mate``; ``None`` if there is none."""
    if n <= SEARCHED:
        return least_identifier_by_search(n, edges)
    return least_identifier_by_matching(n, edges)


def least_identifier_by_search(n: int, edges: Mapping[tuple[int, int], Cost]) -> list[int] | None:
    """``least_identifier`` by looking at every perfect matching: the least cost, then the
    first identifier (the top members' bits in TPN order, 0 for a top member), then the least
    partners of the top members in their order."""
    best: tuple[Cost, tuple[bool, ...], tuple[int, ...]] | None = None
    mate = [-1] * n

    def walk(v: int, cost: Cost) -> None:
        nonlocal best
        while v < n and mate[v] >= 0:
            v += 1
        if v == n:
            found = (cost, tuple(mate[u] < u for u in range(n)), tuple(mate))
            if best is None or found < best:
                best = found
            return
        for w in range(v + 1, n):
            if mate[w] < 0 and (digits := edges.get((v, w))) is not None:
                mate[v], mate[w] = w, v
                walk(v + 1, (cost[0] + digits[0], cost[1] + digits[1], cost[2] + digits[2]))
                mate[v] = mate[w] = -1

    walk(0, (0, 0, 0))
    return None if best is None else list(best[2])


def least_identifier_by_matching(n: int, edges: Mapping[tuple[int, int], Cost]) -> list[int] | None:
    """``least_identifier`` by lexicographic minimum perfect matchings (see the module)."""
    from individual.matching.lexicographic import (  # rustworkx: only when needed
        COMPILED_LIMIT,
        least_perfect_matching,
        least_then_partners,
        radices,
    )

    if n == 0:
        return []
    bases = radices(n, edges)
    room = 1
    while prod(bases) << (room + 1) < COMPILED_LIMIT and room < n:
        room += 1
    allowed: dict[tuple[int, int], Cost] = dict(edges)
    top: dict[int, bool] = {}
    for start in range(0, n - 1, room):
        if sum(top.values()) == n // 2:  # the top members are all known
            top.update((v, False) for v in range(start, n))
            break
        stop = min(n, start + room)
        bits = {
            edge: (*digits, 1 << (stop - 1 - edge[1]) if start <= edge[1] < stop else 0)
            for edge, digits in allowed.items()
        }
        mate = least_perfect_matching(n, bits, [*bases, 1 << (stop - start)])
        if mate is None:
            return None
        for v in range(start, stop):
            top[v] = mate[v] > v
        if sum(top.values()) == n // 2:
            top.update((v, False) for v in range(stop, n))
        allowed = {
            (v, w): digits
            for (v, w), digits in allowed.items()
            if top.get(v, True) and not top.get(w, False)
        }
    last_top = max((v for v, t in top.items() if t), default=0)
    return least_then_partners(n, allowed, bases, last_top + 1)


def lower_bound(states: Sequence[TeamState], type_b: bool) -> Cost:
    """Counts no pairing of ``states`` can go below: with more than half the bracket
    preferring one colour, the excess meets its own kind ([C8]; [C9] of the strong ones)."""
    half = len(states) // 2
    c8 = c9 = 0
    for colour in {s.preference.colour for s in states if s.preference is not None}:
        wanting = [s for s in states if s.preference is not None and s.preference.colour is colour]
        c8 += max(0, len(wanting) - half)
        if type_b:
            c9 += max(0, sum(1 for s in wanting if s.preference and s.preference.strong) - half)
    return c8, c9, 0


def _total(costs: Iterable[Cost]) -> Cost:
    c8 = c9 = c10 = 0
    for a, b, c in costs:
        c8, c9, c10 = c8 + a, c9 + b, c10 + c
    return c8, c9, c10
