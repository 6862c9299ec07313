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

from individual.dutch.colours import colour_costs
from individual.dutch.players import DutchPlayer
from individual.dutch.roles import DutchDetail, Role
from individual.dutch.weights import PAB, Bracket, Cost, Layout, criteria
from individual.matching.lexicographic import (
    distinct_digits,
    least_perfect_matching,
    least_then_partners,
    radices,
)
from individual.matching.maximum import has_perfect_matching, maximum_matching
from individual.swiss.history import Float
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
    """Pair ``bracket`` among ``remaining`` (everyone still unpaired, in the order of 1.2).

    A perfect first candidate (3.4) is taken at once (``_perfect``).

    First on the small graph (``_relaxed``: the players below the next scoregroup stand in
    as a few interchangeable vertices, their costs being alike); its answer is taken when
    the players below can play the part it gave them (``_realised``), which makes it the
    answer of the whole graph, otherwise the whole graph is paired."""
    perfect = _perfect(bracket, remaining, players, allowed, lot)
    if perfect is not None:
        return perfect
    got = _best(bracket, remaining, players, allowed, lot, True)
    if len(got.floaters) > 1 and _c9_weighs(bracket, remaining, players, allowed):
        # [C9] weighs only in a bracket that downfloats exactly one player: the number of
        # downfloaters ([C6]) is settled before [C9], so it is known from this answer.
        # None floated: every matching as good in [C5]-[C8] floats none ([C6] is among
        # them), so has no PAB edge of the bracket, the only edges with a [C9] digit; the
        # least matchings, and every tie-break after, are the same without it
        got = _best(bracket, remaining, players, allowed, lot, False)
    return got


def _c9_weighs(
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
) -> bool:
    """Has any edge a [C9] digit: a PAB vertex (an odd number still unpaired, 1.9.1) that a
    player of the bracket with unplayed games may take ([C2])? Otherwise the costs with and
    without [C9] are the same, and so is the answer."""
    return len(remaining) % 2 == 1 and any(
        players[n].unplayed and allowed(PAB, n) for n in bracket.players
    )


def _perfect(
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
    lot: Colour,
) -> Outcome | None:
    """3.4: the first candidate of a homogeneous bracket (S1[i] against S2[i], the last of
    S2 left over when the number is odd), when every digit of it is at its least possible
    value, so that nothing can come before it: no criterion broken in its pairs; an even
    bracket, whose players below can still be paired with the PAB on the least score [C2]
    allows anywhere ([C4], [C5]); or the last bracket, whose one player left over may take
    the PAB, has the fewest unplayed games of those who may ([C9]) and did not downfloat
    in the last two rounds ([C14], [C16]). ``None`` otherwise."""
    group = bracket.residents
    if bracket.moved or len(group) < 2:
        return None
    half = len(group) // 2
    pairs = list(zip(group[:half], group[half : 2 * half], strict=True))
    for a, b in pairs:
        if not allowed(a, b) or any(colour_costs(players[a], players[b], lot)):
            return None
    rest = [n for n in remaining if n not in set(group)]
    floaters: tuple[int, ...] = ()
    if len(group) % 2:
        if rest or not _may_take_pab(group[-1], group, players, allowed):
            return None
        floaters = (group[-1],)
    elif not _pairable_below(rest, remaining, players, allowed):
        return None
    decision = Decision.of(
        Role.PAIRED,
        *sorted(n for p in pairs for n in p),
        detail=DutchDetail(bracket=bracket.score, pairs=tuple(pairs)),
    )
    decisions = [decision]
    if floaters:
        layout, cost = criteria(bracket, players, lot)
        totals = layout.totals([cost(floaters[0], PAB)])
        for name in ("C6", "C7", "C9"):
            if totals.get(name):
                decisions.append(
                    Decision.of(
                        Role[name], detail=DutchDetail(bracket=bracket.score, count=totals[name])
                    )
                )
    return Outcome(tuple(pairs), floaters, tuple(decisions))


def _may_take_pab(
    left: int,
    group: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
) -> bool:
    """The last bracket's player left over is at the least of every PAB digit: [C2] lets
    him have it, the fewest unplayed games of those it lets ([C9]), no downfloat in the last
    two rounds ([C14], [C16])."""
    if not allowed(PAB, left):
        return False
    player = players[left]
    fewest = min(players[n].unplayed for n in group if allowed(PAB, n))
    return player.unplayed == fewest and Float.DOWN not in (
        player.float_back(1),
        player.float_back(2),
    )


def _pairable_below(
    rest: list[int],
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
) -> bool:
    """The players below an even bracket paired whole can still be paired ([C4]), the PAB
    (if any) on the least score [C2] allows among all still unpaired ([C5])."""
    if not len(rest) % 2:
        return not rest or has_perfect_matching(rest, allowed)
    eligible = [n for n in remaining if allowed(PAB, n)]
    least = min((players[n].score for n in eligible), default=None)
    taken = {n for n in rest if allowed(PAB, n) and players[n].score == least}
    if not taken:
        return False

    def adjacent(a: int, b: int) -> bool:
        if PAB in (a, b):
            return (b if a == PAB else a) in taken
        return allowed(a, b)

    return has_perfect_matching([*rest, PAB], adjacent)


def _best(
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
    lot: Colour,
    c9_applies: bool,
) -> Outcome:
    layout, cost = criteria(bracket, players, lot, c9_applies)
    for following in (True, False):  # the next scoregroup as stand-ins too, then whole
        few = 4
        while True:
            relaxed = _relaxed(bracket, remaining, players, allowed, cost, few, following)
            if relaxed is None:
                break
            try:
                pairs, mate, base = _pair(bracket, *relaxed)
            except _Short:
                few *= 4
                continue
            if _realised(mate, bracket, remaining, players, allowed, following):
                return _outcome(bracket, layout, pairs, mate, base)
            break
    vertices = list(remaining) + ([PAB] if len(remaining) % 2 else [])
    base = {}
    for i, a in enumerate(vertices):
        for b in vertices[i + 1 :]:
            if allowed(a, b):
                base[(a, b)] = cost(a, b)
    pairs, mate, base = _pair(bracket, vertices, base)
    return _outcome(bracket, layout, pairs, mate, base)


def _pair(
    bracket: Bracket, vertices: list[int], base: Costs
) -> tuple[list[Pair], dict[int, int], Costs]:
    """The bracket's pairs and the whole matching they were chosen in."""
    fixed: list[Pair] = []
    if bracket.moved:
        fixed = _mdp_pairing(bracket, vertices, base)
    taken = {n for pair in fixed for n in pair}
    rest = [v for v in vertices if v not in taken]
    remainder = [n for n in bracket.residents if n not in taken]
    mate = _homogeneous(remainder, rest, base)
    pairs = fixed + [(a, mate[a]) for a in remainder if mate[a] in remainder and a < mate[a]]
    for a, b in fixed:
        mate[a], mate[b] = b, a
    return pairs, mate, base


def _outcome(
    bracket: Bracket, layout: Layout, pairs: list[Pair], mate: Mapping[int, int], base: Costs
) -> Outcome:
    paired = {n for pair in pairs for n in pair}
    floaters = tuple(n for n in bracket.players if n not in paired)
    chosen = [base[_key(a, b, base)] for a, b in pairs]
    chosen += [base[_key(n, mate[n], base)] for n in floaters]
    totals = layout.totals(chosen)
    decisions = [
        Decision.of(
            Role.PAIRED,
            *sorted(paired),
            detail=DutchDetail(bracket=bracket.score, pairs=tuple(pairs)),
        )
    ]
    for name in ("C6", "C7", "C9", *(f"C{k}" for k in range(10, 22))):
        if totals.get(name):
            role = Role[name]
            decisions.append(
                Decision.of(role, detail=DutchDetail(bracket=bracket.score, count=totals[name]))
            )
    return Outcome(tuple(pairs), floaters, tuple(decisions))


def _below(bracket: Bracket, remaining: Sequence[int]) -> list[int]:
    """The players below the bracket's next scoregroup."""
    near = set(bracket.players) | set(bracket.following)
    return [n for n in remaining if n not in near]


def _relaxed(
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
    cost: Callable[[int, int], Cost],
    few: int,
    following: bool = False,
) -> tuple[list[int], Costs] | None:
    """The bracket, the next scoregroup, the PAB and, for the players below, vertices
    ``-2, -3, ...`` that stand for any of them: every edge from a player of the bracket or
    the next scoregroup to a player below costs the same (``weights``), an edge between two
    players below nothing, and the PAB's edge to one of them the least score [C2] allows
    there. As many stand-ins as the players above could need, of the parity of those below.
    With ``following``, the next scoregroup's players are stand-ins too (from
    ``_FOLLOWING`` down, always provisional): an edge from a bracket player to one of them
    costs his float, between two of them nothing, to a player below or the PAB the same
    [C8] (and [C5]) digits. Every pairing of the whole graph is one of this graph at the
    same cost, so its least is no more than the whole graph's. ``None`` when few are below
    (or, with ``following``, in the next scoregroup): nothing to gain."""
    below = _below(bracket, remaining)
    ahead = list(bracket.following) if following else []
    if len(below) <= 2 or (following and len(ahead) <= few + 2):
        return None
    skip = set(below) | set(ahead)
    near = [n for n in remaining if n not in skip]
    need = len(near) + len(ahead) + 1
    count = len(below) if len(below) <= need else need + (len(below) - need) % 2
    first = _PROVISIONAL if few + 2 < count else -2
    count = min(count, few + 2 + (len(below) - few) % 2)
    stand_ins = [first - i for i in range(count)]
    standing = [_FOLLOWING - i for i in range(few + 2 + (len(ahead) - few) % 2)] if ahead else []
    upper = near + ([PAB] if len(remaining) % 2 else [])
    vertices = upper + standing + stand_ins
    base: Costs = {}
    kinds = [(group, ins) for group, ins in ((below, stand_ins), (ahead, standing)) if ins]
    for i, a in enumerate(upper):
        for b in upper[i + 1 :]:
            if allowed(a, b):
                base[(a, b)] = cost(a, b)
        for group, ins in kinds:
            if a == PAB:
                eligible = [n for n in group if allowed(PAB, n)]
                if not eligible:
                    continue
                out = cost(PAB, min(eligible, key=lambda n: players[n].score))
            elif any(allowed(a, n) for n in group):
                out = cost(a, group[0])
            else:
                continue
            for stand_in in ins:
                base[(a, stand_in)] = out
    _among_stand_ins(base, kinds, allowed, cost)
    return vertices, base


def _among_stand_ins(
    base: Costs,
    kinds: list[tuple[list[int], list[int]]],
    allowed: Callable[[int, int], bool],
    cost: Callable[[int, int], Cost],
) -> None:
    """The edges between stand-ins: two of a kind as two of its players, and (when the
    next scoregroup's are there, second of ``kinds``) one of each as a next-scoregroup
    player against a player below, if any such pair is allowed."""
    for group, ins in kinds:
        zero = cost(group[0], group[1])
        for i, a in enumerate(ins):
            for b in ins[i + 1 :]:
                base[(a, b)] = zero
    if len(kinds) == 2:
        (below, stand_ins), (ahead, standing) = kinds
        if any(allowed(a, b) for a in ahead for b in below):
            out = cost(ahead[0], below[0])
            for a in standing:
                for b in stand_ins:
                    base[(a, b)] = out


_PROVISIONAL = -1000
"""Stand-ins numbered from here are fewer than the players above could need: each matching
over them must leave two of them paired together (``_solve`` raises ``_Short`` otherwise).
With a pair to spare, any better matching over more stand-ins would give a better one over
these (an alternating cycle through the spare pair, cut at the other stand-ins, whose
edges cost alike), so the answer is that of as many stand-ins as could be needed."""

_FOLLOWING = -1_000_000
"""The next scoregroup's stand-ins are numbered from here down (always provisional, as
those from ``_PROVISIONAL``); the players below have theirs above it."""


class _Short(Exception):
    """A matching used every provisional stand-in: try again with more."""


def _short(order: Sequence[int], got: Mapping[int, int]) -> bool:
    """Has a kind of provisional stand-ins in ``order`` no pair of two of them in ``got``?"""
    for low, high in ((_FOLLOWING, _PROVISIONAL), (None, _FOLLOWING)):

        def kind(v: int, low: int | None = low, high: int = high) -> bool:
            return v <= high and (low is None or v > low)

        if any(map(kind, order)) and not any(kind(v) and kind(m) for v, m in got.items()):
            return True
    return False


def _realised(
    mate: Mapping[int, int],
    bracket: Bracket,
    remaining: Sequence[int],
    players: Mapping[int, DutchPlayer],
    allowed: Callable[[int, int], bool],
    following: bool = False,
) -> bool:
    """Can the players below (and, with ``following``, those of the next scoregroup) take
    the part the stand-ins played: meet the players above that met a stand-in of their
    kind, the PAB at the score it was costed at, as many pairs across the two kinds as the
    stand-ins made, and each other? ``False`` may also mean "not shown" (never a wrong
    ``True``): the caller then pairs a larger graph."""
    below = _below(bracket, remaining)
    ahead = list(bracket.following) if following else []
    met_below = [v for v, m in mate.items() if v >= PAB and _FOLLOWING < m < PAB]
    met_ahead = [v for v, m in mate.items() if v >= PAB and m <= _FOLLOWING]
    across = sum(1 for v, m in mate.items() if v <= _FOLLOWING < m < PAB)
    side = dict.fromkeys(met_below, "B") | dict.fromkeys(met_ahead, "F")
    side |= dict.fromkeys(below, "b") | dict.fromkeys(ahead, "f")
    eligible = [n for n in below if allowed(PAB, n)]
    least = min((players[n].score for n in eligible), default=None)
    gadgets = [-2 - i for i in range(2 * across)]
    side |= dict.fromkeys(gadgets[: len(gadgets) // 2], "X") | dict.fromkeys(
        gadgets[len(gadgets) // 2 :], "Y"
    )
    linked = {("B", "b"), ("F", "f"), ("b", "b"), ("f", "f"), ("X", "f"), ("Y", "b")}

    def adjacent(a: int, b: int) -> bool:
        kinds = (side[a], side[b])
        if kinds not in linked:
            if kinds[::-1] not in linked:
                return False
            a, b = b, a
        if side[a] in "XY":
            return True
        if a == PAB:
            return allowed(PAB, b) and (side[b] == "f" or players[b].score == least)
        return allowed(a, b)

    if not gadgets:
        return has_perfect_matching([*met_below, *met_ahead, *below, *ahead], adjacent)
    vertices = [*met_below, *met_ahead, *below, *ahead, *gadgets]
    found = maximum_matching(vertices, adjacent)
    if len(found) != len(vertices):
        return False
    ends = [found[g] for g in gadgets]
    pairs_across = set(ends[: len(ends) // 2])

    def crossing(a: int, b: int) -> bool:
        return (a in pairs_across) != (b in pairs_across) and allowed(a, b)

    return has_perfect_matching(ends, crossing)


def _key(a: int, b: int, costs: Costs) -> Pair:
    return (a, b) if (a, b) in costs else (b, a)


def _mdp_pairing(bracket: Bracket, vertices: list[int], base: Costs) -> list[Pair]:
    """3.3, 4.4: the MDP set (the paired MDPs by their smallest differing BSN), then the
    residents they meet (S2 transpositions: partners of the MDPs in BSN order, least)."""
    moved = bracket.moved
    bsn = {n: i + 1 for i, n in enumerate(bracket.players)}
    top = len(moved) + 1  # the MDPs hold BSNs 1..M0
    mdps = set(moved)

    floats = {m: (0, 1 << (top - bsn[m])) for m in moved}  # one tuple each, shared

    def mdp_digits(a: int, b: int) -> Cost:
        if (a in mdps) == (b in mdps):  # together: not a candidate of Art. 3, last resort
            return _TOGETHER if a in mdps else _APART
        m, other = (a, b) if a in mdps else (b, a)
        if other in bsn and other not in mdps:
            return _APART  # the MDP is paired in the bracket
        return floats[m]  # the MDP floats on

    costs = _beside(base, list(map(mdp_digits, *zip(*base, strict=True))))
    outside = [v for v in vertices if v not in bsn]
    if len(moved) == 1:
        # one MDP: its least partner among the least matchings in one solve; kept when it
        # is a resident (paired in the bracket), nothing kept when it is outside (it floats)
        (m,) = moved
        mate = _solve([m, *bracket.residents, *outside], costs, first=1)
        return [(m, mate[m])] if mate[m] in bsn else []
    mate = _solve(vertices, costs)
    paired = [m for m in moved if mate[m] in bsn and mate[m] not in mdps]
    if [mate[m] for m in paired] == list(bracket.residents[: len(paired)]):
        return [(m, mate[m]) for m in paired]  # no sequence of partners is less
    order = paired + [n for n in bracket.players if n not in paired] + outside
    mate = _solve(order, costs, first=len(paired), known=mate)
    return [(m, mate[m]) for m in paired]


def _homogeneous(group: list[int], vertices: list[int], base: Costs) -> dict[int, int]:
    """A homogeneous bracket or remainder (4.1-4.3): the least cost, then the first exchange
    (fewest players, smallest BSN-sum difference, largest BSN moved down, smallest moved up),
    then the first transposition (partners of S1' in order, least)."""
    inside = set(group)
    guess = len(group) // 2  # the pairs of the least matching, known only once solved
    while True:
        mate, costs = _exchange(group, vertices, base, guess)
        pairs = sum(1 for n in group if mate[n] in inside) // 2
        if pairs == guess:
            break
        guess = pairs  # the criteria, weighed before the exchange digits, settle the pairs
    if pairs == 0:
        return mate
    bsn = {n: i + 1 for i, n in enumerate(group)}
    first = _s1_prime(group, mate, bsn)
    return _partners(first, group, vertices, costs, mate)


def _exchange(
    group: list[int], vertices: list[int], base: Costs, pairs: int
) -> tuple[dict[int, int], Costs]:
    """The least matching with 4.3's rules as digits for S1 = the first ``pairs`` players
    of ``group``, and the costs it was found with."""
    inside = set(group)
    bsn = {n: i + 1 for i, n in enumerate(group)}
    s1 = set(group[:pairs])
    top = len(group) + 1
    # an S1 player moved down (a pair inside S1 moves its larger BSN, an S1 floater
    # himself), an S2 player moved up (a pair inside S2 moves its smaller BSN): one tuple
    # each, shared by his edges
    down = {n: (0, top - bsn[n], (1 << top) - (1 << bsn[n]), 0) for n in group[:pairs]}
    up = {n: (1, bsn[n], 0, (1 << top) - (1 << (top - bsn[n]))) for n in group[pairs:]}
    zero = (0, 0, 0, 0)

    def exchange(a: int, b: int) -> Cost:
        if a in down:
            if b in down:
                return down[a] if bsn[a] > bsn[b] else down[b]
            return zero if b in up else down[a]
        if a in up:
            if b in up:
                return up[a] if bsn[a] < bsn[b] else up[b]
            return zero
        return down.get(b, zero)  # ``a`` outside: an S1 floater moved down

    digits = [exchange(*edge) for edge in base]
    # the first two rules in small digits; the last two (sets compared as binary numbers)
    # only when players are exchanged at all
    costs = _beside(base, digits, 2)
    mate = _solve(vertices, costs)
    if any(mate[n] in inside and n not in s1 and mate[n] not in s1 for n in group):
        costs = _beside(base, digits)
        mate = _solve(vertices, costs)
    return mate, costs


_TOGETHER, _APART = (1, 0), (0, 0)
"""The MDP digits of a pair of two MDPs, and of a pair that floats no MDP."""


def _beside(base: Costs, extra: Sequence[Cost], width: int | None = None) -> Costs:
    """Each edge's ``base`` digits with its ``extra`` digits (the first ``width``) after
    them: one tuple for each pair of digits objects, shared by its edges (the extra digits
    are a few objects shared by many edges, as the base's), not one made an edge."""
    ids = list(zip(map(id, base.values()), map(id, extra), strict=True))
    pairs = dict(zip(ids, zip(base.values(), extra, strict=True), strict=True))
    joined = {at: digits + more[:width] for at, (digits, more) in pairs.items()}
    return dict(zip(base, map(joined.__getitem__, ids), strict=True))


def _partners(
    first: list[int], group: list[int], vertices: list[int], costs: Costs, mate: dict[int, int]
) -> dict[int, int]:
    """4.2: of the least matchings (``mate`` one of them), the one whose partners of S1'
    (``first``, in BSN order) are least in turn (the matching room's
    ``least_then_partners``)."""
    inside = set(group)
    second = [n for n in group if n not in set(first)]
    if [mate[n] for n in first] == second[: len(first)]:
        return mate  # S1'[i] against S2'[i]: no sequence of partners is less
    order = first + second
    order += [v for v in vertices if v not in inside]
    # the exchange's digits fix S1' (its moved sets) in every least matching, and S1'
    # holds the smaller BSN of each pair: an S1' player meets a later S2' player, and no
    # two S2' players meet (each pair in the group holds one of S1'); so the matching
    # room finds the partners as a bipartite assignment, not a solve per few partners
    s1, bsn = set(first), {n: i for i, n in enumerate(group)}
    kept = {(a, b): cost for (a, b), cost in costs.items() if _may_partner(a, b, s1, bsn)}
    # ``mate`` is a least matching of ``kept`` too: not solved again
    return _solve(order, kept, first=len(first), known=mate)


def _may_partner(a: int, b: int, s1: set[int], bsn: Mapping[int, int]) -> bool:
    """May the edge ``(a, b)`` be a pair of a matching whose S1' is ``s1``?"""
    if a in s1:
        return b in bsn and b not in s1 and bsn[b] > bsn[a]
    if b in s1:
        return a in bsn and a not in s1 and bsn[a] > bsn[b]
    return a not in bsn or b not in bsn


def _s1_prime(group: list[int], mate: Mapping[int, int], bsn: Mapping[int, int]) -> list[int]:
    """S1' of the exchange that generates ``mate``'s pairs first: the smaller BSN of each
    pair inside the group (of an S1-S2 pair its S1 player; of a pair inside S1 the larger
    BSN moves down; of a pair inside S2 the smaller moves up), in BSN order."""
    inside = set(group)
    return [n for n in group if mate[n] in inside and bsn[n] < bsn[mate[n]]]


def _solve(
    order: list[int], costs: Costs, first: int = 0, known: Mapping[int, int] | None = None
) -> dict[int, int]:
    """The least perfect matching of ``order``'s vertices by ``costs`` (and with ``first``,
    the least partners of the first ``first`` vertices in turn, starting from ``known``, a
    least perfect matching by ``costs`` when given), as a mate map."""
    at = {v: i for i, v in enumerate(order)}
    place = at.get
    indexed: dict[Pair, Cost] = {
        ((i, j) if i < j else (j, i)): cost
        for (a, b), cost in costs.items()
        if (i := place(a)) is not None and (j := place(b)) is not None
    }
    size = len(order)
    # the radices bounded tightly when the digits would not fit one compiled solve
    distinct = distinct_digits(indexed)
    radix = radices(size, indexed, size**first, distinct)
    if first:
        start = None if known is None else [at[known[v]] for v in order]
        mate = least_then_partners(size, indexed, radix, first, start)
    else:
        mate = least_perfect_matching(size, indexed, radix, distinct)
    if mate is None:
        if order and min(order) <= _PROVISIONAL:
            raise _Short
        raise AssertionError("a bracket lost its completion ([C4])")
    got = {order[i]: order[m] for i, m in enumerate(mate)}
    if _short(order, got):
        raise _Short
    return got
