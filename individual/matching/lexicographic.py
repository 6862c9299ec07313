"""Minimum perfect matchings whose edge costs are lists of digits compared in order.

A cost is a tuple of non-negative integers, one per objective, the first the most important;
a matching's cost is the sum of its edges' tuples, compared lexicographically. With ``radix[k]``
above every total objective ``k`` can reach over a perfect matching (by default ``size // 2``
times its largest digit, plus one), the mixed-radix number of the digits orders matchings as
the tuples do, so the least of them is one minimum-weight perfect matching.

When that number stays below 2**100, the matching is the compiled blossom of ``rustworkx``
(Apache-2.0: ``max_weight_matching``, 128-bit integer weights, Edmonds' primal-dual method,
O(n^3)); above it, the pure-Python blossom of ``individual.matching.weighted``, which takes
integers of any size. Both are exact, so the least cost is the same; which of several
matchings of equal cost comes back may differ.
"""

from __future__ import annotations

import operator
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain, compress
from math import prod

import rustworkx

from individual.matching.weighted import min_weight_perfect_matching

Edge = tuple[int, int]

COMPILED_LIMIT = 1 << 100
"""The largest weight given to the compiled blossom (its weights are 128-bit integers and it
doubles them in its dual variables)."""


def radices(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    room: int | None = None,
    distinct: set[tuple[int, ...]] | None = None,
) -> list[int]:
    """For each objective, one more than the most a perfect matching of ``size`` vertices can
    total in it (``size // 2`` edges times the largest digit). With ``room`` (the radix the
    caller will put beside them), when those do not fit one compiled solve beside it, the
    count of edges is bounded more tightly for each digit (``_tightened``), so that they may.
    ``distinct``, when given: the edges' distinct digits, ``distinct_digits(costs)``."""
    distinct = distinct if distinct is not None else distinct_digits(costs)
    bases = _radices(size, distinct)
    # a compiled solve needs ``size // 2`` times the heaviest edge below the limit too
    if room is not None and room < COMPILED_LIMIT <= prod(bases) * room * max(size // 2, 1):
        return _tightened(size, costs, distinct, bases, room * max(size // 2, 1))
    return bases


COVERED = 16
"""``_tightened`` looks for a vertex cover of a digit's edges when they are at most this
many times the vertices (a pass of Python over them; the floaters' digits of a bracket,
whose edges meet a few stand-ins)."""


def _tightened(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    distinct: set[tuple[int, ...]],
    bases: list[int],
    room: int,
) -> list[int]:
    """``bases`` (``size // 2`` times each digit's largest, plus one) with fewer edges than
    ``size // 2`` counted for a digit where fewer can hold it: a matching holds no more edges
    with a digit above zero than half the vertices those edges touch, nor than any set of
    vertices that touches every one of them (each edge of a matching needs its own). Only
    while the radices do not fit beside ``room``: the digits on fewest edges first, then the
    covers (a pass of Python over the digit's edges)."""
    half = max(size // 2, 1)
    tight = list(bases)
    # the digits in fewest of the distinct digits first (likely on fewest edges)
    on = [sum(map(bool, column)) for column in zip(*distinct, strict=True)]
    keys, values = list(costs), list(costs.values())
    supports: dict[int, list[Edge]] = {}
    for k in sorted((k for k in range(len(bases)) if bases[k] > 1), key=on.__getitem__):
        if prod(tight) * room < COMPILED_LIMIT:
            return tight
        edges = supports[k] = list(compress(keys, map(operator.itemgetter(k), values)))
        touched = len(set(chain.from_iterable(edges)))
        tight[k] = min(half, touched // 2) * ((bases[k] - 1) // half) + 1
    for k in sorted(supports, key=tight.__getitem__, reverse=True):
        if prod(tight) * room < COMPILED_LIMIT:
            break
        if tight[k] > 1 and len(supports[k]) <= COVERED * size:
            most = min((tight[k] - 1) // ((bases[k] - 1) // half), len(_cover(supports[k])))
            tight[k] = most * ((bases[k] - 1) // half) + 1
    return tight


def _cover(edges: list[Edge]) -> set[int]:
    """A set of vertices touching every edge of ``edges`` (not the least: the vertices of
    most edges first, each taken when an edge of it is not yet touched)."""
    neighbours: dict[int, list[int]] = {}
    for v, w in edges:
        neighbours.setdefault(v, []).append(w)
        neighbours.setdefault(w, []).append(v)
    cover: set[int] = set()
    for v in sorted(neighbours, key=lambda u: len(neighbours[u]), reverse=True):
        if not cover.issuperset(neighbours[v]):
            cover.add(v)
    return cover


def _radices(size: int, patterns: Iterable[tuple[int, ...]]) -> list[int]:
    """``radices`` from the edges' distinct digits."""
    half = size // 2
    return [half * max(column) + 1 for column in zip(*patterns, strict=True)]


def distinct_digits(costs: Mapping[Edge, Sequence[int]]) -> set[tuple[int, ...]]:
    """The distinct digits of the edges (few: most edges share their digits), as tuples."""
    return set(map(tuple, _objects(costs).values()))


def _objects(costs: Mapping[Edge, Sequence[int]]) -> dict[int, Sequence[int]]:
    """The edges' digits objects by identity: one each (most edges share theirs), found
    without hashing a million tuples (the objects live in ``costs`` meanwhile)."""
    values = costs.values()
    return dict(zip(map(id, values), values, strict=True))


def least_perfect_matching(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    radix: Sequence[int] | None = None,
    distinct: set[tuple[int, ...]] | None = None,
) -> list[int] | None:
    """A perfect matching of vertices ``0..size-1`` of least cost as ``mate`` (``mate[v]``:
    v's partner), ``None`` if there is none. ``costs[(v, w)]`` (``v < w``) is the edge's digits,
    the most important first; ``radix``, when given, bounds each objective's total over a
    perfect matching (exclusive), as ``radices`` does by default, or only the least
    matching's totals (a worse matching whose digits overflow them only weighs more);
    ``distinct``, when given, ``distinct_digits(costs)``."""
    if size % 2:
        return None
    if size == 0:
        return []
    # once: hashing every edge's digits is most of the work
    patterns = distinct if distinct is not None else distinct_digits(costs)
    bases = list(radix) if radix is not None else _radices(size, patterns)
    if prod(bases) < COMPILED_LIMIT or not costs:
        weights = pack_all(costs, bases)
        # radices of the least totals only: another matching may total more
        if size // 2 * max(weights.values(), default=0) < COMPILED_LIMIT:
            return least_packed(size, weights, True)
    return _staged(size, costs, bases, patterns)


def _staged(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    bases: Sequence[int],
    distinct: set[tuple[int, ...]],
) -> list[int] | None:
    """The least matching when the digits do not fit one compiled solve: a prefix of the
    digits at a time. The radices need only bound the *least* matching's totals (a worse
    matching whose lower digits overflow only weighs more), so a digit already decided
    needs a radix of one more than its least total, and each solve takes as many further
    digits (with their radices from ``bases``) as fit; its totals in them are the least
    matching's, and an edge with a larger digit than such a total is in no least matching,
    so it is dropped. Pure Python when not even one more digit fits. Edges of equal digits
    (most of them, as the British pairs' objectives) are packed and tested once."""
    width = len(bases)
    half = max(size // 2, 1)
    edges = list(costs)
    patterns = list(distinct)
    ids = {digits: i for i, digits in enumerate(patterns)}
    of = list(map(ids.__getitem__, map(tuple, costs.values())))
    known: list[int] = []
    while True:
        highest = [max(column) for column in zip(*map(patterns.__getitem__, set(of)), strict=True)]
        radix = [v + 1 for v in known]
        bound = half * prod(max(h, r - 1) + 1 for h, r in zip(highest, radix, strict=False))
        stop = len(known)
        while stop < width and bound * (max(highest[stop], bases[stop] - 1) + 1) < COMPILED_LIMIT:
            bound *= max(highest[stop], bases[stop] - 1) + 1
            radix.append(bases[stop])
            stop += 1
        compiled = stop > len(known)  # else not one more digit fits: all in pure Python
        places = _places(radix if compiled else bases)
        packed = [sum(map(operator.mul, digits, places)) for digits in patterns]
        mate = least_packed(
            size, dict(zip(edges, map(packed.__getitem__, of), strict=True)), compiled
        )
        if mate is None or stop == width or not compiled:
            return mate
        chosen = [costs[(v, w)] for v, w in enumerate(mate) if v < w]
        known += [sum(c[k] for c in chosen) for k in range(len(known), stop)]
        # no edge of a least matching has a digit above that matching's total in it (the
        # decided digits: ``map`` stops at the end of ``known``)
        fits = [all(map(operator.le, digits, known)) for digits in patterns]
        keep = list(map(fits.__getitem__, of))
        edges, of = list(compress(edges, keep)), list(compress(of, keep))


def pack(digits: Sequence[int], bases: Sequence[int]) -> int:
    """The digits as one mixed-radix integer, the first the most significant."""
    weight = 0
    for value, base in zip(digits, bases, strict=True):
        weight = weight * base + value
    return weight


def pack_all(costs: Mapping[Edge, Sequence[int]], bases: Sequence[int]) -> dict[Edge, int]:
    """Every edge's first ``len(bases)`` digits packed as ``pack`` does."""
    places = _places(bases)
    # each digits object packed once (most edges share theirs), in the edges' order
    weight = {at: sum(map(operator.mul, digits, places)) for at, digits in _objects(costs).items()}
    return dict(zip(costs, map(weight.__getitem__, map(id, costs.values())), strict=True))


def _places(bases: Sequence[int]) -> list[int]:
    """The place value of each digit in the mixed radix ``bases``."""
    places = [1] * len(bases)
    for k in range(len(bases) - 2, -1, -1):
        places[k] = places[k + 1] * bases[k + 1]
    return places


def least_packed(size: int, weights: Mapping[Edge, int], compiled: bool) -> list[int] | None:
    """A minimum-weight perfect matching of vertices ``0..size-1`` as ``mate``, ``None`` if
    there is none; ``compiled`` when every weight's radices multiply below
    ``COMPILED_LIMIT``."""
    if size % 2:
        return None
    if size == 0:
        return []
    return _compiled(size, weights) if compiled else _python(size, weights)


def least_then_partners(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    radix: Sequence[int],
    first: int,
    known: list[int] | None = None,
) -> list[int] | None:
    """``least_perfect_matching``, then among the matchings of least cost the one whose
    partners of vertices ``0, 1, ..., first - 1`` (their numbers), taken in that order, are
    least. When every digit and the partners fit one compiled solve, one solve; otherwise the
    least cost first (``known``, when given, is a least perfect matching already found, so
    not solved again), then the partners a few vertices at a time (as many as fit beside the
    cost digits, whose radices are then one more than the least totals): each solve keeps the
    least cost and the partners decided before (their pairs fixed), so the result is that of
    one solve with every digit."""
    bases = list(radix)
    if prod(bases) * size**first < COMPILED_LIMIT:
        return _in_one_solve(size, costs, bases, first)
    mate = known if known is not None else least_perfect_matching(size, costs, bases)
    if mate is None or first == 0:
        return mate
    across = _partners_across(size, costs, bases, first, mate)
    if across is not None:
        return across
    chosen = [costs[(v, w)] for v, w in enumerate(mate) if v < w]
    least = [v + 1 for v in map(sum, zip(*chosen, strict=True))] if chosen else bases
    # every least matching totals ``least - 1`` in each digit, so none holds an edge with a
    # larger digit: dropped, the radices (and so the solves) shrink
    fits = {digits: all(map(operator.lt, digits, least)) for digits in distinct_digits(costs)}
    costs = dict(compress(costs.items(), map(fits.__getitem__, map(tuple, costs.values()))))
    # one more solve: the least matching using the fewest of this one's edges; if that is
    # this one, it is the only least matching and its partners are the least
    edges = {(v, w) for v, w in enumerate(mate) if v < w}
    if _least_marked(size, costs, least, edges) == mate:
        return mate
    highest = [max(column) for column in zip(*distinct_digits(costs), strict=True)]
    bound = max(size // 2, 1) * prod(max(h, b - 1) + 1 for h, b in zip(highest, least, strict=True))
    # each vertex's partners as their rank among its neighbours: a digit of that many values
    degree = [0] * size
    for v, w in costs:
        degree[v] += 1
        degree[w] += 1
    spread = 1 + max(degree[:first])
    room = 0
    while room < first and bound * spread ** (room + 1) < COMPILED_LIMIT:
        room += 1
    if room == 0:  # not even one partner beside the costs: one solve in pure Python
        shift = {v: size ** (first - 1 - v) for v in range(first)}
        whole = {edge: (*digits, _partners(*edge, shift)) for edge, digits in costs.items()}
        return least_packed(size, pack_all(whole, [*bases, size**first]), False)
    return _partners_by_chunks(size, costs, least, (first, room, spread), mate)


def _in_one_solve(
    size: int, costs: Mapping[Edge, Sequence[int]], bases: Sequence[int], first: int
) -> list[int] | None:
    """``least_then_partners`` when every digit and the partners fit one compiled solve:
    as ``least_perfect_matching`` with the partners as one more digit, radix
    ``size ** first``, packed from the costs' packing (no tuple of digits made again an
    edge)."""
    if size % 2:
        return None
    scale = size**first
    packed = pack_all(costs, bases)
    weights = dict(zip(packed, map(scale.__mul__, packed.values()), strict=True))
    for v, w in [edge for edge in weights if edge[0] < first]:
        weights[(v, w)] += w * size ** (first - 1 - v) + (
            v * size ** (first - 1 - w) if w < first else 0
        )
    if size // 2 * max(weights.values(), default=0) < COMPILED_LIMIT:
        return least_packed(size, weights, True)
    shift = {v: size ** (first - 1 - v) for v in range(first)}
    whole = {edge: (*digits, _partners(*edge, shift)) for edge, digits in costs.items()}
    return least_perfect_matching(size, whole, [*bases, scale])


def _least_marked(
    size: int, costs: Mapping[Edge, Sequence[int]], least: Sequence[int], edges: set[Edge]
) -> list[int] | None:
    """``least_perfect_matching`` with one more digit, 1 on ``edges``, radix ``size // 2 + 1``:
    packed from the costs' packing (one compiled solve) when that fits, as it would be."""
    mark = size // 2 + 1
    if prod(least) * mark < COMPILED_LIMIT and costs:
        weights = {edge: weight * mark for edge, weight in pack_all(costs, least).items()}
        for edge in edges & weights.keys():
            weights[edge] += 1
        if size // 2 * max(weights.values()) < COMPILED_LIMIT:
            return least_packed(size, weights, True)
    marked = {edge: (*digits, int(edge in edges)) for edge, digits in costs.items()}
    return least_perfect_matching(size, marked, [*least, mark])


def _partners(v: int, w: int, shift: Mapping[int, int]) -> int:
    """The digit that orders matchings by the partners of the vertices ``shift`` weighs."""
    return w * shift.get(v, 0) + v * shift.get(w, 0)


def _partners_by_chunks(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    least: Sequence[int],
    chunks: tuple[int, int, int],
    mate: list[int],
) -> list[int] | None:
    """``least_then_partners``' last part: ``chunks`` = (first, room, spread): the partners
    of ``0..first-1`` decided ``room`` vertices at a time, each solve keeping the least cost
    (radices ``least``) and the pairs decided before, a partner weighed by its rank among
    the vertex's neighbours (fewer than ``spread``); ``mate``: a least matching."""
    first, room, spread = chunks
    fixed: dict[int, int] = {}
    packed = pack_all(costs, least)  # the cost digits as one integer, packed once
    incident: dict[int, list[Edge]] = {v: [] for v in range(first)}
    for v, w in costs:
        for end in (v, w):
            if end < first:
                incident[end].append((v, w))
    rank = {
        v: {other: i for i, other in enumerate(sorted(w if u == v else u for u, w in edges))}
        for v, edges in incident.items()
    }
    start = 0
    while start < first:
        # a vertex whose partner in ``mate`` (a least matching holding the pairs fixed) is
        # its least possible one keeps it: no solve
        while start < first and (
            start in fixed or mate[start] == _least_free(start, incident[start], fixed)
        ):
            fixed[start], fixed[mate[start]] = mate[start], start
            start += 1
        if start == first:
            break
        chunk = range(start, min(first, start + room))
        left = [v for v in range(size) if v not in fixed]
        at = {v: i for i, v in enumerate(left)}
        shift = {v: spread ** (chunk.stop - 1 - v) for v in chunk if v not in fixed}
        scale = spread ** len(chunk)
        # as pack_all over the digits and the partners' digit, radices [*least, scale]
        # the edges of a fixed vertex are in no later solve: dropped for good (the order of
        # the rest, and so each solve's input, unchanged)
        packed = {
            edge: weight for edge, weight in packed.items() if edge[0] in at and edge[1] in at
        }
        weights = {(at[v], at[w]): weight * scale for (v, w), weight in packed.items()}
        for u in shift:
            for v, w in incident[u]:
                if v in at and w in at:
                    weights[(at[v], at[w])] += rank[u][w if u == v else v] * shift[u]
        found = least_packed(len(left), weights, True)
        if found is None:
            return None
        for v in shift:
            w = left[found[at[v]]]
            fixed[v], fixed[w] = w, v
        mate = [fixed[v] if v in fixed else left[found[at[v]]] for v in range(size)]
        start = chunk.stop
    return mate


def _least_free(v: int, edges: Sequence[Edge], fixed: Mapping[int, int]) -> int:
    """The least vertex not ``fixed`` that an edge of ``edges`` joins to ``v``."""
    return min((w if u == v else u) for u, w in edges if (w if u == v else u) not in fixed)


ACROSS_OUTSIDE = 64
"""The most vertices outside ``_partners_across``' two sides when one vertex is spare (one
least matching of them less one vertex is found for each)."""


def _partners_across(
    size: int,
    costs: Mapping[Edge, Sequence[int]],
    bases: Sequence[int],
    first: int,
    mate: list[int],
) -> list[int] | None:
    """``least_then_partners``' partners without a solve per chunk, when the graph is of this
    shape (``None`` otherwise): the vertices ``0..first-1`` (upper) meet only "lower" ones,
    which do not meet each other, and there are as many lower vertices as upper ones, or one
    more (the spare). Every perfect matching then pairs the upper vertices with lower ones,
    and the spare lower vertex, if any, with a vertex of the rest (the outside, which pairs
    among itself otherwise), so its weight is the upper vertices' pairs plus the spare's way
    out: ``way(l)``, the least over the outside vertices ``o`` that ``l`` meets of their
    edge plus a least matching of the outside without ``o``. With the spare side as one
    more upper vertex whose edge to ``l`` weighs ``way(l)`` (it comes last, so it takes no
    partner from the others), the least matchings are those of a bipartite graph, whose
    least partners ``_bipartite_partners`` gives; the outside keeps ``mate``'s pairs (a
    least matching's), or, when the spare changes, the ``o`` and the matching of the
    outside without it that gave the new spare's ``way``. ``mate``: a least matching;
    ``bases`` radices that bound every perfect matching's totals."""
    lower = _lower_side(costs, first)
    spare = -1 if lower is None else len(lower) - first
    if lower is None or spare not in (0, 1):
        return None
    outside = [u for u in range(first, size) if u not in lower]
    if spare and len(outside) > ACROSS_OUTSIDE:
        return None
    weights = pack_all(costs, bases)
    half = first + spare
    lows = sorted(lower)
    at = {w: half + i for i, w in enumerate(lows)}
    across = {(v, at[w]): weight for (v, w), weight in weights.items() if v < first}
    start = [0] * (2 * half)
    for v in range(first):
        start[v], start[at[mate[v]]] = at[mate[v]], v
    ways: dict[int, tuple[int, int, list[int]]] = {}
    if spare:
        ways = _ways_out(outside, lower, weights)
        for low, (way, _, _) in ways.items():
            across[(first, at[low])] = way
        (gone,) = (w for w in lows if mate[w] in set(outside))
        start[first], start[at[gone]] = at[gone], first
    found = _bipartite_partners(half, across, start)
    result = list(mate)
    if spare and lows[found[first] - half] != gone:
        low = lows[found[first] - half]
        _, out, rest = ways[low]
        result[low], result[out] = out, low
        rest_of = [u for u in outside if u != out]
        for i, j in enumerate(rest):
            result[rest_of[i]] = rest_of[j]
    for v in range(first):
        w = lows[found[v] - half]
        result[v], result[w] = w, v
    return result


def _lower_side(costs: Mapping[Edge, Sequence[int]], first: int) -> set[int] | None:
    """The vertices that ``0..first-1`` meet; ``None`` when two of ``0..first-1`` meet, or
    two of those they meet."""
    lower: set[int] = set()
    for v, w in costs:
        if v < first:
            if w < first:
                return None
            lower.add(w)
    if any(v in lower and w in lower for v, w in costs):
        return None
    return lower


def _ways_out(
    outside: list[int], lower: set[int], weights: Mapping[Edge, int]
) -> dict[int, tuple[int, int, list[int]]]:
    """For each lower vertex that meets the outside, its least way out: the weight of its
    edge to an outside vertex ``o`` plus a least matching of the outside without ``o``,
    with ``o`` and that matching (``mate`` over ``outside`` less ``o``, in order)."""
    among = {edge: weight for edge, weight in weights.items() if not lower.intersection(edge)}
    rests: dict[int, tuple[int, list[int]]] = {}
    for out in outside:
        rest = [u for u in outside if u != out]
        index = {u: i for i, u in enumerate(rest)}
        inner = {
            (index[v], index[w]): weight
            for (v, w), weight in among.items()
            if v in index and w in index
        }
        fits = len(rest) // 2 * max(inner.values(), default=0) < COMPILED_LIMIT
        got = least_packed(len(rest), inner, fits)
        if got is not None:
            rests[out] = (sum(inner[(i, j)] for i, j in enumerate(got) if i < j), got)
    ways: dict[int, tuple[int, int, list[int]]] = {}
    for (v, w), weight in weights.items():
        low, out = (v, w) if v in lower else (w, v)
        if low in lower and out in rests:
            way = weight + rests[out][0]
            if low not in ways or way < ways[low][0]:
                ways[low] = (way, out, rests[out][1])
    return ways


def _bipartite_partners(half: int, weights: Mapping[Edge, int], mate: list[int]) -> list[int]:
    """Of the least matchings of a bipartite graph (every edge joins one of ``0..half-1`` to
    one of ``half..2*half-1``; ``mate`` one of them, ``weights`` ordering them as the digits
    do), the one whose partners of ``0, 1, ..., half - 1``, in that order, are least: the
    perfect matchings over the edges that ``potentials`` make tight (``least_partners``)."""
    upper, lower = potentials(half, weights, mate)
    return least_partners(tight_edges(half, weights, upper, lower), mate)


def tight_edges(
    half: int, weights: Mapping[Edge, int], upper: Sequence[int], lower: Sequence[int]
) -> list[list[int]]:
    """For each upper vertex, the lower ones its edges of reduced weight zero reach (by the
    ``potentials`` ``upper`` and ``lower``): the edges of the least matchings."""
    tight: list[list[int]] = [[] for _ in range(half)]
    for (v, w), weight in weights.items():
        if weight + upper[v] == lower[w - half]:
            tight[v].append(w)
    return tight


def potentials(
    half: int, weights: Mapping[Edge, int], mate: Sequence[int]
) -> tuple[list[int], list[int]]:
    """Potentials of a least perfect matching ``mate`` of a bipartite graph (every edge joins
    an upper vertex ``v < half`` to a lower one ``w >= half``): ``upper[v]`` and
    ``lower[w - half]`` with ``weight + upper[v] >= lower[w - half]`` on every edge, equal on
    ``mate``'s, by shortest paths in the residual graph (each lower vertex at most 0, each
    upper one its partner's less their edge's weight). Every perfect matching then weighs
    ``mate``'s plus its edges' reduced weights (``weight + upper[v] - lower[w - half]``), so
    the least matchings are the perfect matchings over the edges whose reduced weight is
    zero, and an edge of negative reduced weight (one not in ``weights``) would make a
    lighter matching."""
    edges: list[list[tuple[int, int]]] = [[] for _ in range(half)]
    for (v, w), weight in weights.items():
        edges[v].append((w - half, weight))
    inner = [weights[(v, mate[v])] for v in range(half)]
    lower = [0] * half
    queue = deque(range(half))  # upper vertices whose partner's distance fell
    queued = [True] * half
    while queue:
        v = queue.popleft()
        queued[v] = False
        at = lower[mate[v] - half] - inner[v]
        for w, weight in edges[v]:
            if at + weight < lower[w]:
                lower[w] = at + weight
                u = mate[w + half]
                if not queued[u]:
                    queued[u] = True
                    queue.append(u)
    upper = [lower[mate[v] - half] - inner[v] for v in range(half)]
    return upper, lower


def least_partners(tight: Sequence[Sequence[int]], mate: Sequence[int]) -> list[int]:
    """Of the perfect matchings over the ``tight`` edges of a bipartite graph (``tight[v]``:
    the lower vertices upper vertex ``v`` may meet; ``mate`` one of those matchings), the
    one whose partners of the upper vertices ``0, 1, ...``, in that order, are least: each
    in turn takes the least partner that an alternating path from that partner's partner
    back to its own frees, avoiding the vertices already decided."""
    half = len(tight)
    mate = list(mate)
    fixed = [False] * half
    for v in range(half):
        for w in sorted(tight[v]):
            if w >= mate[v]:
                break
            if fixed[mate[w]]:
                continue
            path = _alternating(tight, mate, fixed, mate[w], mate[v], w)
            if path is not None:
                for u, x in path:  # each upper vertex of the path takes its next lower
                    mate[u], mate[x] = x, u
                mate[v], mate[w] = w, v
                break
        fixed[v] = True
    return mate


def _alternating(
    tight: Sequence[Sequence[int]],
    mate: Sequence[int],
    fixed: Sequence[bool],
    start: int,
    goal: int,
    taken: int,
) -> list[tuple[int, int]] | None:
    """An alternating path from upper vertex ``start`` to lower vertex ``goal`` over tight
    edges: each upper vertex of it to a lower one whose partner continues it, avoiding the
    ``fixed`` upper vertices and the lower vertex ``taken``; as the new pairs."""
    back: dict[int, tuple[int, int]] = {}
    seen = {taken}
    queue = deque([start])
    while queue:
        u = queue.popleft()
        for x in tight[u]:
            if x in seen:
                continue
            seen.add(x)
            if x == goal:
                path = [(u, x)]
                while u != start:
                    u, x = back[u]
                    path.append((u, x))
                return path
            nxt = mate[x]
            if not fixed[nxt]:
                back[nxt] = (u, x)
                queue.append(nxt)
    return None


def _compiled(size: int, weights: Mapping[Edge, int]) -> list[int] | None:
    """The compiled blossom: maximum cardinality, then the greatest ``top - weight``."""
    top = max(weights.values(), default=0) + 1
    graph: rustworkx.PyGraph = rustworkx.PyGraph()
    graph.add_nodes_from(range(size))
    graph.add_edges_from([(v, w, top - weight) for (v, w), weight in weights.items()])
    found = rustworkx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    if 2 * len(found) != size:
        return None
    mate = [0] * size
    for v, w in found:
        mate[v], mate[w] = w, v
    return mate


def _python(size: int, weights: Mapping[Edge, int]) -> list[int] | None:
    neighbours: list[list[int]] = [[] for _ in range(size)]
    table: dict[Edge, int] = {}
    for (v, w), weight in weights.items():
        neighbours[v].append(w)
        neighbours[w].append(v)
        table[(v, w)] = table[(w, v)] = weight
    return min_weight_perfect_matching(size, neighbours, lambda v, w: table[(v, w)])
