"""One bracket paired exactly: the criteria, then Art. 4's generation order (C.04.3 2026).

Among the matchings of least cost by [C5]-[C21] (``individual.dutch.weights``), the text
takes the candidate generated first (3.8). A heterogeneous bracket varies its remainder
first, then the S2 transpositions of its MDP-pairing, then the MDP set (3.7, 4.4), so the
MDP set is decided first, then the residents the MDPs meet, then the remainder as a
homogeneous bracket with fresh BSNs (4.1): its exchange (4.3, four rules, as digits), then
its transposition (4.2: the partners of S1', in order, least). Each step keeps the least
cost and fixes what the one before decided, so the result is the lexicographic minimum of
criteria then generation order, with no search and no budget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from individual.dutch.players import DutchPlayer
from individual.dutch.roles import Role
from individual.dutch.weights import PAB, Bracket, Cost, criteria
from individual.matching.lexicographic import least_perfect_matching, least_then_partners, radices
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision

Pair = tuple[int, int]
Costs = dict[Pair, Cost]


@dataclass(frozen=True)
class Outcome:
    """A bracket's pairs, its downfloaters (1.4.1) and the decisions that say why."""

    pairs: tuple[Pair, ...]
    floaters: tuple[int, ...]
    decisions: tuple[Decision, ...]


def pair_bracket(
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
    lot: Colour,
) -> Outcome:
    """Pair ``bracket`` among ``remaining`` (everyone still unpaired, in the order of 1.2)."""
    layout, cost = criteria(bracket, players, lot)
    vertices = list(remaining) + ([PAB] if len(remaining) % 2 else [])
    base: Costs = {}
    for i, a in enumerate(vertices):
        for b in vertices[i + 1 :]:
            if allowed(a, b):
                base[(a, b)] = cost(a, b)
    inside = bracket.players
    fixed: list[Pair] = []
    if bracket.moved:
        fixed = _mdp_pairing(bracket, vertices, base)
    taken = {n for pair in fixed for n in pair}
    rest = [v for v in vertices if v not in taken]
    remainder = [n for n in bracket.residents if n not in taken]
    mate = _homogeneous(remainder, rest, base)
    pairs = fixed + [(a, mate[a]) for a in remainder if mate[a] in remainder and a < mate[a]]
    paired = {n for pair in pairs for n in pair}
    floaters = tuple(n for n in inside if n not in paired)
    chosen = [base[_key(a, b, base)] for a, b in pairs]
    chosen += [base[_key(n, mate.get(n, PAB), base)] for n in floaters if n in mate]
    totals = layout.totals(chosen)
    decisions = [
        Decision.of(Role.PAIRED, *sorted(paired), bracket=bracket.score, pairs=tuple(pairs))
    ]
    for name in ("C6", "C7", "C9", *(f"C{k}" for k in range(10, 22))):
        if totals.get(name):
            role = Role[name]
            decisions.append(Decision.of(role, bracket=bracket.score, count=totals[name]))
    return Outcome(tuple(pairs), floaters, tuple(decisions))


def _key(a: int, b: int, costs: Costs) -> Pair:
    return (a, b) if (a, b) in costs else (b, a)


def _mdp_pairing(bracket: Bracket, vertices: list[int], base: Costs) -> list[Pair]:
    """3.3, 4.4: the MDP set (the paired MDPs by their smallest differing BSN), then the
    residents they meet (S2 transpositions: partners of the MDPs in BSN order, least)."""
    moved = bracket.moved
    bsn = {n: i + 1 for i, n in enumerate(bracket.players)}
    top = len(bracket.players) + 1
    mdps = set(moved)

    def mdp_digits(a: int, b: int) -> Cost:
        together = int(a in mdps and b in mdps)  # not a candidate of Art. 3: last resort
        if (a in mdps) == (b in mdps):
            return (together, 0)
        m, other = (a, b) if a in mdps else (b, a)
        if other in bsn and other not in mdps:
            return (0, 0)  # the MDP is paired in the bracket
        return (0, 1 << (top - bsn[m]))  # the MDP floats on

    costs = {edge: cost + mdp_digits(*edge) for edge, cost in base.items()}
    mate = _solve(vertices, costs)
    paired = [m for m in moved if mate[m] in bsn and mate[m] not in mdps]
    order = paired + [n for n in bracket.players if n not in paired]
    order += [v for v in vertices if v not in bsn]
    mate = _solve(order, costs, first=len(paired))
    return [(m, mate[m]) for m in paired]


def _homogeneous(group: list[int], vertices: list[int], base: Costs) -> dict[int, int]:
    """A homogeneous bracket or remainder (4.1-4.3): the least cost, then the first exchange
    (fewest players, smallest BSN-sum difference, largest BSN moved down, smallest moved up),
    then the first transposition (partners of S1' in order, least)."""
    mate = _solve(vertices, base)
    inside = set(group)
    pairs = sum(1 for n in group if mate[n] in inside) // 2
    if pairs == 0:
        return mate
    bsn = {n: i + 1 for i, n in enumerate(group)}
    s1 = set(group[:pairs])
    top = len(group) + 1

    def exchange(a: int, b: int) -> Cost:
        a_in, b_in = a in inside, b in inside
        if a_in and b_in:
            low, high = sorted((bsn[a], bsn[b]))
            if a in s1 and b in s1:  # one of them moves down: the larger BSN
                return (0, top - high, (1 << top) - (1 << high), 0)
            if a not in s1 and b not in s1:  # one moves up: the smaller BSN
                return (1, low, 0, (1 << top) - (1 << (top - low)))
            return (0, 0, 0, 0)
        p = a if a_in else b if b_in else None
        if p is not None and p in s1:  # an S1 player floats: moved down
            return (0, top - bsn[p], (1 << top) - (1 << bsn[p]), 0)
        return (0, 0, 0, 0)

    costs = {edge: cost + exchange(*edge) for edge, cost in base.items()}
    mate = _solve(vertices, costs)
    first = _s1_prime(group, mate, bsn)
    order = first + [n for n in group if n not in first]
    order += [v for v in vertices if v not in inside]
    return _solve(order, costs, first=len(first))


def _s1_prime(group: list[int], mate: Mapping[int, int], bsn: Mapping[int, int]) -> list[int]:
    """S1' of the exchange that generates ``mate``'s pairs first: the smaller BSN of each
    pair inside the group (of an S1-S2 pair its S1 player; of a pair inside S1 the larger
    BSN moves down; of a pair inside S2 the smaller moves up), in BSN order."""
    inside = set(group)
    return [n for n in group if mate[n] in inside and bsn[n] < bsn[mate[n]]]


def _solve(order: list[int], costs: Costs, first: int = 0) -> dict[int, int]:
    """The least perfect matching of ``order``'s vertices by ``costs`` (and with ``first``,
    the least partners of the first ``first`` vertices in turn), as a mate map."""
    at = {v: i for i, v in enumerate(order)}
    indexed: dict[Pair, Cost] = {}
    for (a, b), cost in costs.items():
        if a in at and b in at:
            i, j = at[a], at[b]
            indexed[(i, j) if i < j else (j, i)] = cost
    size = len(order)
    if first:
        mate = least_then_partners(size, indexed, radices(size, indexed), first)
    else:
        mate = least_perfect_matching(size, indexed)
    if mate is None:
        raise AssertionError("a bracket lost its completion ([C4])")
    return {order[i]: order[m] for i, m in enumerate(mate)}
