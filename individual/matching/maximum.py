"""Maximum matching in general graphs: the completability test of the pairing engines.

Edmonds' blossom algorithm over vertices given as a sequence and edges given only as a
symmetric predicate. It is tuned for dense graphs (almost every pair allowed, a few pairs
forbidden): a greedy start, then one breadth-first augmenting-path search per free vertex,
stopping at the first path found. Every new outer vertex is first tried against a few known
free vertices, so in a dense graph a search usually ends after a handful of predicate calls.

No chess here: vertices are plain integers. Internally they are indices ``0..n-1`` and the
matching is a list ``mate`` with ``-1`` for a free vertex.

Measured (pure Python, 1000 vertices, about 10 random forbidden partners each):
``maximum_matching`` about 1 ms and 505 predicate calls; ``Completability.without`` about
0.04 ms a call when the answer is yes (O(n) list copies, one or two predicate calls) and about
5 ms when it is no (the search must exhaust the graph: some 2000-3000 predicate calls).
Sparse graphs cost more: every search that fails scans O(n) predicate calls per outer vertex.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice

Adjacent = Callable[[int, int], bool]
"""Symmetric predicate: may ``a`` and ``b`` be paired?"""

_FREE = -1
_UNLABELED, _OUTER, _INNER = 0, 1, 2
_TARGET_LIMIT = 4  # free vertices tried first from every new outer vertex
_REMOVE_LIMIT = 16  # up to this many removed vertices, list.remove beats filtering


def maximum_matching(
    vertices: Sequence[int], adjacent: Adjacent, start: Mapping[int, int] | None = None
) -> dict[int, int]:
    """A maximum matching as a symmetric mate map (a -> b and b -> a); unmatched vertices absent.

    ``start``, if given, is a valid matching to extend (entries whose vertices are not in
    ``vertices`` or not adjacent are ignored). The result depends only on the vertex order,
    the predicate and ``start``. Raises ``ValueError`` on duplicate vertices.
    """
    graph = _Graph.of(vertices, adjacent)
    mate = [_FREE] * len(graph.ids)
    if start:
        index = graph.index
        for a, b in start.items():
            i, j = index.get(a), index.get(b)
            if i is None or j is None or i == j or mate[i] != _FREE or mate[j] != _FREE:
                continue
            if adjacent(a, b):
                mate[i], mate[j] = j, i
    order = list(graph.identity)
    _greedy(graph, order, mate)
    _complete(graph, order, mate, stop_on_failure=False)
    ids = graph.ids
    return {ids[i]: ids[mate[i]] for i in order if mate[i] != _FREE}


def has_perfect_matching(vertices: Sequence[int], adjacent: Adjacent) -> bool:
    """Can all ``vertices`` be paired at once? Stops at the first vertex left free."""
    graph = _Graph.of(vertices, adjacent)
    if len(graph.ids) % 2:
        return False
    mate = [_FREE] * len(graph.ids)
    order = list(graph.identity)
    _greedy(graph, order, mate)
    return _complete(graph, order, mate, stop_on_failure=True)


def matching_size(vertices: Sequence[int], adjacent: Adjacent) -> int:
    """Number of pairs in a maximum matching."""
    return len(maximum_matching(vertices, adjacent)) // 2


class Completability:
    """Incremental perfect-matching test over a shrinking vertex set.

    Holds a maximum matching of its vertex set and answers "is the set still perfectly
    matchable without ``a`` and ``b``?" by reusing it: if ``a``-``b`` is a matched pair the
    answer is immediate; otherwise their mates become free and one augmenting-path search
    between them decides. Objects are immutable: ``without`` returns a new one.
    """

    __slots__ = ("_graph", "_mate", "_order", "_perfect")

    _graph: _Graph
    _mate: list[int]  # indexed by position in the original vertex sequence
    _order: list[int]  # positions of the vertices still in the set, ascending
    _perfect: bool

    def __init__(self, vertices: Sequence[int], adjacent: Adjacent) -> None:
        """Raises ``ValueError`` on duplicate vertices."""
        graph = _Graph.of(vertices, adjacent)
        mate = [_FREE] * len(graph.ids)
        order = list(graph.identity)
        _greedy(graph, order, mate)
        perfect = _complete(graph, order, mate, stop_on_failure=False)
        self._set(graph, mate, order, perfect)

    def _set(self, graph: _Graph, mate: list[int], order: list[int], perfect: bool) -> None:
        self._graph = graph
        self._mate = mate
        self._order = order
        self._perfect = perfect

    @property
    def is_perfect(self) -> bool:
        """Is the current vertex set perfectly matchable?"""
        return self._perfect

    def without(self, a: int, b: int) -> Completability | None:
        """The set minus ``a`` and ``b`` (to be paired together) if still perfectly matchable.

        Whether ``a`` and ``b`` are adjacent is the caller's business; it is not checked.
        Raises ``ValueError`` if ``a == b`` or either is not in the set.
        """
        if a == b:
            raise ValueError(f"cannot pair vertex {a} with itself")
        return self.without_vertices((a, b))

    def without_vertices(self, removed: Iterable[int]) -> Completability | None:
        """The set minus ``removed`` (matched elsewhere) if the rest is perfectly matchable.

        ``None`` if not, including when an odd number of vertices is left. Raises
        ``ValueError`` if a vertex is not in the set.
        """
        index = self._graph.index
        gone: set[int] = set()
        for vertex in removed:
            i = index.get(vertex)
            if i is None:
                raise ValueError(f"unknown vertex {vertex}")
            gone.add(i)
        if len(gone) <= _REMOVE_LIMIT:
            order = self._order.copy()
            try:
                for i in gone:
                    order.remove(i)
            except ValueError:
                raise ValueError("vertex already removed") from None
        else:
            order = [i for i in self._order if i not in gone]
            if len(order) != len(self._order) - len(gone):
                raise ValueError("vertex already removed")
        if len(order) % 2:
            return None
        mate = self._mate.copy()
        freed: list[int] | None = [] if self._perfect else None
        for i in gone:
            m = mate[i]
            mate[i] = _FREE
            if m != _FREE and m not in gone:
                mate[m] = _FREE
                if freed is not None:
                    freed.append(m)
        if freed is not None:  # only the freed mates are free; search them in vertex order
            freed.sort()
        if not _complete(self._graph, order, mate, stop_on_failure=True, free=freed):
            return None
        result = object.__new__(Completability)
        result._set(self._graph, mate, order, True)
        return result


@dataclass(frozen=True, slots=True)
class _Graph:
    """The vertex ids by position, their positions, the predicate and ``0..n-1`` to copy."""

    ids: tuple[int, ...]
    index: dict[int, int]
    adjacent: Adjacent
    identity: tuple[int, ...]

    @staticmethod
    def of(vertices: Sequence[int], adjacent: Adjacent) -> _Graph:
        ids = tuple(vertices)
        index = {vertex: i for i, vertex in enumerate(ids)}
        if len(index) != len(ids):
            raise ValueError("duplicate vertices")
        return _Graph(ids, index, adjacent, tuple(range(len(ids))))


def _greedy(graph: _Graph, order: list[int], mate: list[int]) -> None:
    """Pair each free vertex, in order, with the first free adjacent vertex after it.

    Earlier vertices need no look: one still free found no free partner, this one included.
    """
    ids, adjacent = graph.ids, graph.adjacent
    n = len(order)
    for p in range(n):
        i = order[p]
        if mate[i] != _FREE:
            continue
        id_i = ids[i]
        for q in range(p + 1, n):
            j = order[q]
            if mate[j] == _FREE and adjacent(id_i, ids[j]):
                mate[i], mate[j] = j, i
                break


def _complete(
    graph: _Graph,
    order: list[int],
    mate: list[int],
    stop_on_failure: bool,
    free: list[int] | None = None,
) -> bool:
    """Augment from every free vertex until the matching is maximum; is it perfect?

    A vertex with no augmenting path stays free for good (no later augmentation can help it),
    so one search per free vertex suffices. ``free`` lists the free vertices if known.
    """
    if free is None:
        free = [i for i in order if mate[i] == _FREE]
    perfect = True
    for k, root in enumerate(free):
        if mate[root] != _FREE:
            continue
        targets: list[int] = []
        for t in islice(free, k + 1, None):
            if mate[t] == _FREE:
                targets.append(t)
                if len(targets) == _TARGET_LIMIT:
                    break
        if not _augment(graph, order, mate, root, targets):
            perfect = False
            if stop_on_failure:
                return False
    return perfect


def _augment(
    graph: _Graph, order: list[int], mate: list[int], root: int, targets: list[int]
) -> bool:
    """Find an augmenting path from the free vertex ``root`` and flip it; False if none.

    Breadth-first Edmonds search. ``base`` maps each vertex to the base of its blossom,
    ``members`` lists the vertices of each non-trivial blossom and ``outer_bases`` the bases of
    the outer blossoms. Each outer vertex ``v`` is scanned once, against the vertices still
    unlabeled (to grow the tree or augment) and against the outer vertices of other blossoms
    (to contract a blossom); inner vertices and ``v``'s own blossom are never looked at, which
    keeps a failing search in a dense graph near O(n). ``targets`` are free vertices tried
    first from every new outer vertex.
    """
    ids, adjacent = graph.ids, graph.adjacent
    size = len(mate)
    label = [_UNLABELED] * size
    parent = [_FREE] * size
    base = list(graph.identity)
    seen = [0] * size
    members: dict[int, list[int]] = {}
    outer_bases: dict[int, None] = {root: None}
    queue = [root]
    label[root] = _OUTER
    stamp = 0

    def flip(t: int) -> None:
        while t != _FREE:
            p = parent[t]
            after = mate[p]
            mate[t], mate[p] = p, t
            t = after

    def reaches_target(w: int) -> bool:
        id_w = ids[w]
        for t in targets:
            if adjacent(id_w, ids[t]):
                parent[t] = w
                flip(t)
                return True
        return False

    def contract(v: int, u: int) -> bool:
        """Contract the blossom closed by the outer-outer edge ``v``-``u``; True if augmented."""
        nonlocal stamp
        stamp += 1
        x = v
        while True:  # mark the bases from v up to the root
            x = base[x]
            seen[x] = stamp
            if mate[x] == _FREE:
                break
            x = parent[mate[x]]
        x = u
        while seen[base[x]] != stamp:
            x = parent[mate[base[x]]]
        top = base[x]
        absorbed: list[int] = []
        for x, child in ((v, u), (u, v)):
            while base[x] != top:
                m = mate[x]
                absorbed.append(base[x])
                absorbed.append(base[m])
                parent[x] = child
                child = m
                x = parent[m]
        into = members.setdefault(top, [top])
        fresh: list[int] = []
        for b in absorbed:
            if base[b] == top:
                continue
            outer_bases.pop(b, None)
            group = members.pop(b, None) or [b]
            for i in group:
                base[i] = top
                if label[i] != _OUTER:
                    label[i] = _OUTER
                    queue.append(i)
                    fresh.append(i)
            into.extend(group)
        return bool(targets) and any(reaches_target(i) for i in fresh)

    if targets and reaches_target(root):
        return True
    unlabeled: list[int] = order
    head = 0
    while head < len(queue):
        v = queue[head]
        head += 1
        id_v = ids[v]
        still: list[int] = []
        for u in unlabeled:
            if label[u] != _UNLABELED:
                continue
            if not adjacent(id_v, ids[u]):
                still.append(u)
                continue
            parent[u] = v
            w = mate[u]
            if w == _FREE:
                flip(u)
                return True
            label[u] = _INNER
            label[w] = _OUTER
            outer_bases[w] = None
            queue.append(w)
            if targets and reaches_target(w):
                return True
        unlabeled = still
        own = base[v]
        others: list[int] = []
        for b in outer_bases:
            if b != own:
                group = members.get(b)
                if group is None:
                    others.append(b)
                else:
                    others.extend(group)
        for u in others:
            if base[u] != base[v] and adjacent(id_v, ids[u]) and contract(v, u):
                return True
    return False


def first_removable(
    candidates: Iterable[int], vertices: Sequence[int], adjacent: Adjacent
) -> tuple[int, list[int]] | None:
    """The first candidate whose removal leaves ``vertices`` perfectly matchable, and the
    rest (in order); ``None`` when no candidate does. Used to give a bye that still lets
    everyone else be paired."""
    for candidate in candidates:
        rest = [v for v in vertices if v != candidate]
        if Completability(rest, adjacent).is_perfect:
            return candidate, rest
    return None
