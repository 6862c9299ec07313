"""Minimum-weight perfect matching in general graphs (integer weights, pure Python).

Edmonds' primal-dual blossom algorithm, O(n^3): a port of Joris van Rantwijk's
``mwmatching.py`` in the form networkx ships it (``max_weight_matching``, BSD licence),
with the vertices ``0..n-1``, adjacency lists and a weight function. Only integer
arithmetic is used, so weights may be arbitrarily large Python integers: the British
systems' search (``individual.british.levels``) encodes a lexicographic order of objectives
as one big integer per pair.

``min_weight_perfect_matching`` gives a perfect matching of least total weight, or
``None`` when the graph has no perfect matching (maximum cardinality first, then the
greatest weight of ``K - w``, which is the least weight among perfect matchings).
"""

# Ported from networkx (networkx/algorithms/matching.py, itself based on Joris van
# Rantwijk's mwmatching.py). Its licence notice, retained as the licence requires:
#
# Copyright (C) 2004-2024, NetworkX Developers
# Aric Hagberg <hagberg@lanl.gov>, Dan Schult <dschult@colgate.edu>,
# Pieter Swart <swart@lanl.gov>. All rights reserved.
#
# Redistribution and use in source and binary forms, with or without modification, are
# permitted provided that the following conditions are met:
# * Redistributions of source code must retain the above copyright notice, this list of
#   conditions and the following disclaimer.
# * Redistributions in binary form must reproduce the above copyright notice, this list of
#   conditions and the following disclaimer in the documentation and/or other materials
#   provided with the distribution.
# * Neither the name of the NetworkX Developers nor the names of its contributors may be
#   used to endorse or promote products derived from this software without specific prior
#   written permission.
#
# THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY
# EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF
# MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL
# THE COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL,
# SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT
# OF SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS
# INTERRUPTION) HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
# LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
# OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

_NONE = -1


class _Blossom:
    """A non-trivial blossom: its sub-blossoms in cycle order (from the base), the edges
    between them, and (during a stage) the least-slack edges to other outer blossoms."""

    __slots__ = ("childs", "edges", "mybestedges")

    def __init__(self) -> None:
        self.childs: list[int | _Blossom] = []
        self.edges: list[tuple[int, int]] = []
        self.mybestedges: list[tuple[int, int]] | None = None

    def leaves(self) -> Iterator[int]:
        stack: list[int | _Blossom] = [*self.childs]
        while stack:
            t = stack.pop()
            if isinstance(t, _Blossom):
                stack.extend(t.childs)
            else:
                yield t


Node = int | _Blossom


def min_weight_perfect_matching(
    size: int, neighbours: Sequence[Sequence[int]], weight: Callable[[int, int], int]
) -> list[int] | None:
    """A perfect matching of least total weight as ``mate`` (``mate[v]``: v's partner), or
    ``None`` if there is none. ``neighbours[v]`` lists v's neighbours (symmetric, no loops);
    ``weight(v, w)`` is the weight of the edge (symmetric, any integers)."""
    if size % 2:
        return None
    if size == 0:
        return []
    top = 0
    for v in range(size):
        for w in neighbours[v]:
            top = max(top, weight(v, w))
    table: dict[tuple[int, int], int] = {}
    for v in range(size):
        for w in neighbours[v]:
            if v < w:
                table[(v, w)] = table[(w, v)] = top + 1 - weight(v, w)
    mate = _max_weight_max_cardinality(size, neighbours, table)
    if any(m == _NONE for m in mate):
        return None
    return mate


def _max_weight_max_cardinality(
    size: int, neighbours: Sequence[Sequence[int]], table: dict[tuple[int, int], int]
) -> list[int]:
    """Among the matchings of maximum cardinality, one of maximum weight (weights > 0)."""
    nodes = range(size)
    maxweight = max(table.values(), default=0)
    mate: dict[int, int] = {}
    label: dict[Node, int | None] = {}
    labeledge: dict[Node, tuple[int, int] | None] = {}
    inblossom: dict[int, Node] = {v: v for v in nodes}
    blossomparent: dict[Node, _Blossom | None] = {v: None for v in nodes}
    blossombase: dict[Node, int] = {v: v for v in nodes}
    bestedge: dict[Node, tuple[int, int] | None] = {}
    dualvar: list[int] = [maxweight] * size
    blossomdual: dict[_Blossom, int] = {}
    allowedge: set[tuple[int, int]] = set()
    queue: list[int] = []

    def slack(v: int, w: int) -> int:
        return dualvar[v] + dualvar[w] - 2 * table[(v, w)]

    def assign_label(w: int, t: int, v: int | None) -> None:
        b = inblossom[w]
        label[w] = label[b] = t
        edge = (v, w) if v is not None else None
        labeledge[w] = labeledge[b] = edge
        bestedge[w] = bestedge[b] = None
        if t == 1:
            if isinstance(b, _Blossom):
                queue.extend(b.leaves())
            else:
                queue.append(b)
        elif t == 2:
            base = blossombase[b]
            assign_label(mate[base], 1, base)

    def scan_blossom(v: int, w: int) -> int:
        """Trace back from v and w to find a new blossom's base, or an augmenting path."""
        path: list[Node] = []
        base = _NONE
        vv, ww = v, w
        while vv != _NONE:
            b = inblossom[vv]
            if (label[b] or 0) & 4:
                base = blossombase[b]
                break
            path.append(b)
            label[b] = 5
            edge = labeledge[b]
            if edge is None:
                vv = _NONE
            else:
                vv = edge[0]
                b = inblossom[vv]
                inner = labeledge[b]
                assert inner is not None
                vv = inner[0]
            if ww != _NONE:
                vv, ww = ww, vv
        for b in path:
            label[b] = 1
        return base

    def add_blossom(base: int, v: int, w: int) -> None:
        bb = inblossom[base]
        bv = inblossom[v]
        bw = inblossom[w]
        b = _Blossom()
        blossombase[b] = base
        blossomparent[b] = None
        blossomparent[bb] = b
        path: list[Node] = []
        edgs: list[tuple[int, int]] = [(v, w)]
        b.childs, b.edges = path, edgs
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            edge = labeledge[bv]
            assert edge is not None
            edgs.append(edge)
            v = edge[0]
            bv = inblossom[v]
        path.append(bb)
        path.reverse()
        edgs.reverse()
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            edge = labeledge[bw]
            assert edge is not None
            edgs.append((edge[1], edge[0]))
            w = edge[0]
            bw = inblossom[w]
        label[b] = 1
        labeledge[b] = labeledge[bb]
        blossomdual[b] = 0
        for leaf in b.leaves():
            if label.get(inblossom[leaf]) == 2:
                queue.append(leaf)
            inblossom[leaf] = b
        bestedgeto: dict[Node, tuple[int, int]] = {}
        for sub in path:
            if isinstance(sub, _Blossom):
                if sub.mybestedges is not None:
                    nblist = sub.mybestedges
                    sub.mybestedges = None
                else:
                    nblist = [(x, y) for x in sub.leaves() for y in neighbours[x]]
            else:
                nblist = [(sub, y) for y in neighbours[sub]]
            for k in nblist:
                i, j = k
                if inblossom[j] == b:
                    i, j = j, i
                bj = inblossom[j]
                if (
                    bj != b
                    and label.get(bj) == 1
                    and (bj not in bestedgeto or slack(i, j) < slack(*bestedgeto[bj]))
                ):
                    bestedgeto[bj] = k
            bestedge[sub] = None
        b.mybestedges = list(bestedgeto.values())
        mybestedge: tuple[int, int] | None = None
        mybestslack = 0
        for k in b.mybestedges:
            kslack = slack(*k)
            if mybestedge is None or kslack < mybestslack:
                mybestedge, mybestslack = k, kslack
        bestedge[b] = mybestedge

    def expand_blossom(b: _Blossom, endstage: bool) -> None:
        def recurse(b: _Blossom, endstage: bool) -> Iterator[_Blossom]:
            for s in b.childs:
                blossomparent[s] = None
                if isinstance(s, _Blossom):
                    if endstage and blossomdual[s] == 0:
                        yield s
                    else:
                        for leaf in s.leaves():
                            inblossom[leaf] = s
                else:
                    inblossom[s] = s
            if (not endstage) and label.get(b) == 2:
                entry = labeledge[b]
                assert entry is not None
                entrychild = inblossom[entry[1]]
                j = b.childs.index(entrychild)
                if j & 1:
                    j -= len(b.childs)
                    jstep = 1
                else:
                    jstep = -1
                v, w = entry
                while j != 0:
                    if jstep == 1:
                        p, q = b.edges[j]
                    else:
                        q, p = b.edges[j - 1]
                    label[w] = None
                    label[q] = None
                    assign_label(w, 2, v)
                    allowedge.add((p, q))
                    allowedge.add((q, p))
                    j += jstep
                    if jstep == 1:
                        v, w = b.edges[j]
                    else:
                        w, v = b.edges[j - 1]
                    allowedge.add((v, w))
                    allowedge.add((w, v))
                    j += jstep
                bw = b.childs[j]
                label[w] = label[bw] = 2
                labeledge[w] = labeledge[bw] = (v, w)
                bestedge[bw] = None
                j += jstep
                while b.childs[j] != entrychild:
                    bv = b.childs[j]
                    if label.get(bv) == 1:
                        j += jstep
                        continue
                    leaf = _NONE
                    if isinstance(bv, _Blossom):
                        for leaf in bv.leaves():
                            if label.get(leaf):
                                break
                    else:
                        leaf = bv
                    if label.get(leaf):
                        label[leaf] = None
                        label[mate[blossombase[bv]]] = None
                        edge = labeledge[leaf]
                        assert edge is not None
                        assign_label(leaf, 2, edge[0])
                    j += jstep
            label.pop(b, None)
            labeledge.pop(b, None)
            bestedge.pop(b, None)
            del blossomparent[b]
            del blossombase[b]
            del blossomdual[b]

        stack = [recurse(b, endstage)]
        while stack:
            for s in stack[-1]:
                stack.append(recurse(s, endstage))
                break
            else:
                stack.pop()

    def augment_blossom(b: _Blossom, v: int) -> None:
        def recurse(b: _Blossom, v: int) -> Iterator[tuple[_Blossom, int]]:
            t: Node = v
            while blossomparent[t] != b:
                parent = blossomparent[t]
                assert parent is not None
                t = parent
            if isinstance(t, _Blossom):
                yield (t, v)
            i = j = b.childs.index(t)
            if i & 1:
                j -= len(b.childs)
                jstep = 1
            else:
                jstep = -1
            while j != 0:
                j += jstep
                t = b.childs[j]
                if jstep == 1:
                    w, x = b.edges[j]
                else:
                    x, w = b.edges[j - 1]
                if isinstance(t, _Blossom):
                    yield (t, w)
                j += jstep
                t = b.childs[j]
                if isinstance(t, _Blossom):
                    yield (t, x)
                mate[w] = x
                mate[x] = w
            b.childs = b.childs[i:] + b.childs[:i]
            b.edges = b.edges[i:] + b.edges[:i]
            blossombase[b] = blossombase[b.childs[0]]

        stack = [recurse(b, v)]
        while stack:
            for args in stack[-1]:
                stack.append(recurse(*args))
                break
            else:
                stack.pop()

    def augment_matching(v: int, w: int) -> None:
        for s, j in ((v, w), (w, v)):
            while True:
                bs = inblossom[s]
                if isinstance(bs, _Blossom):
                    augment_blossom(bs, s)
                mate[s] = j
                edge = labeledge[bs]
                if edge is None:
                    break
                t = edge[0]
                bt = inblossom[t]
                inner = labeledge[bt]
                assert inner is not None
                s, j = inner
                if isinstance(bt, _Blossom):
                    augment_blossom(bt, j)
                mate[j] = s

    while True:
        label.clear()
        labeledge.clear()
        bestedge.clear()
        for blossom in blossomdual:
            blossom.mybestedges = None
        allowedge.clear()
        queue.clear()
        for v in nodes:
            if v not in mate and label.get(inblossom[v]) is None:
                assign_label(v, 1, None)
        augmented = False
        while True:
            while queue and not augmented:
                v = queue.pop()
                for w in neighbours[v]:
                    bv = inblossom[v]
                    bw = inblossom[w]
                    if bv == bw:
                        continue
                    kslack = 0
                    if (v, w) not in allowedge:
                        kslack = slack(v, w)
                        if kslack <= 0:
                            allowedge.add((v, w))
                            allowedge.add((w, v))
                    if (v, w) in allowedge:
                        if label.get(bw) is None:
                            assign_label(w, 2, v)
                        elif label.get(bw) == 1:
                            base = scan_blossom(v, w)
                            if base != _NONE:
                                add_blossom(base, v, w)
                            else:
                                augment_matching(v, w)
                                augmented = True
                                break
                        elif label.get(w) is None:
                            label[w] = 2
                            labeledge[w] = (v, w)
                    elif label.get(bw) == 1:
                        best = bestedge.get(bv)
                        if best is None or kslack < slack(*best):
                            bestedge[bv] = (v, w)
                    elif label.get(w) is None:
                        best = bestedge.get(w)
                        if best is None or kslack < slack(*best):
                            bestedge[w] = (v, w)
            if augmented:
                break
            deltatype = -1
            delta = 0
            deltaedge: tuple[int, int] | None = None
            deltablossom: _Blossom | None = None
            for v in nodes:
                best = bestedge.get(v)
                if label.get(inblossom[v]) is None and best is not None:
                    d = slack(*best)
                    if deltatype == -1 or d < delta:
                        delta, deltatype, deltaedge = d, 2, best
            for b, parent in blossomparent.items():
                best = bestedge.get(b)
                if parent is None and label.get(b) == 1 and best is not None:
                    d = slack(*best) // 2
                    if deltatype == -1 or d < delta:
                        delta, deltatype, deltaedge = d, 3, best
            for blossom, dual in blossomdual.items():
                if (
                    blossomparent[blossom] is None
                    and label.get(blossom) == 2
                    and (deltatype == -1 or dual < delta)
                ):
                    delta, deltatype, deltablossom = dual, 4, blossom
            if deltatype == -1:
                deltatype = 1
                delta = max(0, min(dualvar))
            for v in nodes:
                kind = label.get(inblossom[v])
                if kind == 1:
                    dualvar[v] -= delta
                elif kind == 2:
                    dualvar[v] += delta
            for blossom in blossomdual:
                if blossomparent[blossom] is None:
                    kind = label.get(blossom)
                    if kind == 1:
                        blossomdual[blossom] += delta
                    elif kind == 2:
                        blossomdual[blossom] -= delta
            if deltatype == 1:
                break
            if deltatype in (2, 3):
                assert deltaedge is not None
                v, w = deltaedge
                allowedge.add((v, w))
                allowedge.add((w, v))
                queue.append(v)
            else:
                assert deltablossom is not None
                expand_blossom(deltablossom, False)
        if not augmented:
            break
        for blossom in list(blossomdual):
            if blossom not in blossomdual:
                continue
            if (
                blossomparent[blossom] is None
                and label.get(blossom) == 1
                and blossomdual[blossom] == 0
            ):
                expand_blossom(blossom, True)
    return [mate.get(v, _NONE) for v in nodes]
