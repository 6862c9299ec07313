"""The British systems' exact pairing, score level by score level (issue 17, design:
docs/british_matching.md, sections 2-3).

The cost of a complete pairing is the round's objectives (``objectives.ROUND``, sums over
the pairs), then one tuple of ``objectives.LEVEL`` per score level from the highest (rule 11).
Compared in that order, the least cost is found greedily and exactly:

1. ``V``: the round's objectives at least over every complete pairing, one minimum-weight
   perfect matching (``bounds.least_vector``).
2. Level by level from the top, with the pairs of the levels above fixed and the
   downfloaters they send still waiting: a *decision* at a level is who meets the waiting
   downfloaters (they become its upfloaters, rule 21), who floats down from it (rules 19-20)
   and the pairs of those who stay (``bounds.best_inside``: rules 12, 15-16 inside the level).
   It is *admissible* when the round's objectives can still total ``V``: its own pairs plus
   the least the players left can cost (one matching, ``bounds.least_vector``) make ``V``.
   That test is also rule 13's completability check: a decision that blocks a lower level
   costs more floats and is never admissible.
3. Among the admissible decisions the level's tuple is least: fewest exchanges (rule 12,
   rule 24 (c)), then the floaters' keys (rules 20-21: floated the same way last round, the
   float history, the place in the search), then rule 12's variation, squares, grades and the
   top board. The decisions are drawn in the order of their float keys (the keys add up over
   the floaters, so the sets of floaters come lazily, cheapest first); once a decision with
   no exchange is found, a later one with larger keys cannot win, and the drawing stops.
4. Decisions of equal tuples that leave different downfloaters waiting are all kept: the
   levels below decide between them (so the answer is the least cost, not the first found).

Nothing is cut by a budget: the answer is always the least cost. The work per level is one
matching of the level's stayers and one of the players below per decision drawn, and the
decisions drawn are few when the floaters' keys and the exchanges agree, as they mostly do.
"""

from __future__ import annotations

import heapq
import operator
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import count

from individual.british.bounds import (
    FLOATS,
    Inside,
    Vector,
    VectorSpace,
    add,
    best_inside,
    least_vector,
)
from individual.british.objectives import NOTHING, Cost
from individual.british.problem import Levels, Pair, Problem, caa_float_cost
from individual.matching.maximum import Completability
from individual.swiss.history import Float

Key = tuple[int, int, int]
"""A floater's key (rules 20-21): floated the same way last round, float history, place."""
_ZERO_KEY: Key = (0, 0, 0)


@dataclass(frozen=True)
class _State:
    """The pairing so far, down to a level: who still waits to float down, the round's
    objectives of the pairs made, the pairs and the level tuples."""

    waiting: frozenset[int]
    used: Vector
    pairs: tuple[Pair, ...]
    levels: tuple[Levels, ...]


@dataclass(frozen=True)
class _Decision:
    """One way to settle a level: waiting downfloaters met (higher, lower), the level's
    downfloaters, and the keys of its floaters."""

    met: tuple[Pair, ...]
    down: tuple[int, ...]
    keys: Key


def solve(problem: Problem, state: Completability) -> tuple[list[Pair], Cost, bool]:
    """The pairing of least cost and its cost (always exact: ``True``)."""
    if not state.is_perfect:
        return [], NOTHING, True
    return _Levels(problem).solve()


def least_round(problem: Problem) -> Cost | None:
    """The round's objectives at least over every complete pairing of ``problem.order``
    (no level objectives), ``None`` when nobody can be paired completely."""
    space = VectorSpace.of(problem)
    vector = least_vector(list(problem.order), problem.adjacent, space)
    return None if vector is None else space.cost(vector, ())


class _Levels:
    """The score levels decided from the highest (rule 11)."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        self.seats = problem.seats
        levels: list[list[int]] = []
        for n in problem.order:
            if levels and self.seats[levels[-1][0]].score == self.seats[n].score:
                levels[-1].append(n)
            else:
                levels.append([n])
        self.levels = levels
        self.space = VectorSpace.of(problem)
        self.float_cost = problem.float_cost or caa_float_cost
        self.least_memo: dict[tuple[int, frozenset[int]], Vector | None] = {}
        self.inside_memo: dict[frozenset[int], Inside | None] = {}

    def solve(self) -> tuple[list[Pair], Cost, bool]:
        target = self.least(0, frozenset())
        if target is None:
            return [], NOTHING, True
        frontier = [_State(frozenset(), self.space.zero, (), ())]
        for number in range(len(self.levels)):
            frontier = self.settle(number, frontier, target)
            if not frontier:  # cannot happen: the target is reachable
                raise AssertionError("no admissible decision at a score level")
        best = frontier[0]
        return sorted(best.pairs), self.space.cost(best.used, best.levels), True

    def least(self, number: int, waiting: frozenset[int]) -> Vector | None:
        """The round's objectives at least for the players left: the waiting downfloaters
        (who never meet each other) and the levels from ``number`` on."""
        key = (number, waiting)
        if key not in self.least_memo:
            if number == len(self.levels):
                found = None if waiting else self.space.zero
            else:
                place = {n: self.seats[n].place for n in waiting}
                players = sorted(waiting, key=place.__getitem__)
                players += [n for level in self.levels[number:] for n in level]
                adjacent = self.problem.adjacent

                def allowed(a: int, b: int) -> bool:
                    return not (a in waiting and b in waiting) and adjacent(a, b)

                found = least_vector(players, allowed, self.space)
            self.least_memo[key] = found
        return self.least_memo[key]

    def inside(self, stay: tuple[int, ...]) -> Inside | None:
        key = frozenset(stay)
        if key not in self.inside_memo:
            self.inside_memo[key] = best_inside(stay, self.problem, self.space)
        return self.inside_memo[key]

    def settle(self, number: int, frontier: list[_State], target: Vector) -> list[_State]:
        """The states after level ``number`` whose tuple is least over every admissible
        decision of every state in ``frontier`` (one per set of players left waiting)."""
        best: Levels | None = None
        kept: dict[frozenset[int], _State] = {}
        for state in frontier:
            rest = tuple(map(operator.sub, target, state.used))
            for decision in self.decisions(number, state.waiting, rest):
                if best is not None and best[0] == 0 and decision.keys > _keys_of(best):
                    break  # no exchange already: larger keys cannot win (rule 24)
                found = self.admit(number, state, decision, rest)
                if found is None:
                    continue
                levels, after = found
                if best is None or levels < best:
                    best, kept = levels, {}
                if levels == best:
                    kept.setdefault(after.waiting, after)
        return list(kept.values())

    def admit(
        self, number: int, state: _State, decision: _Decision, rest: Vector
    ) -> tuple[Levels, _State] | None:
        """The level's tuple and the state after it, if ``decision`` is admissible."""
        level = self.levels[number]
        taken = {b for _, b in decision.met}
        if len(taken) != len(decision.met) or taken.intersection(decision.down):
            return None
        stay = tuple(n for n in level if n not in taken and n not in decision.down)
        if len(stay) % 2:
            return None
        met = {a for a, _ in decision.met}
        waiting = state.waiting.difference(met).union(decision.down)
        below = self.least(number + 1, waiting)
        if below is None:
            return None
        space = self.space
        own = add(space.sum(space.pair(a, b) for a, b in decision.met), below)
        if own > rest:  # the round's objectives, vector order: cannot reach the least
            return None
        inside = self.inside(stay)
        if inside is None or add(own, inside.vector) != rest:
            return None
        met_vector = space.sum(space.pair(a, b) for a, b in decision.met)
        used = add(state.used, add(inside.vector, met_vector))
        levels = inside.level_cost(decision.keys)
        pairs = state.pairs + decision.met + inside.pairs
        return levels, _State(frozenset(waiting), used, pairs, (*state.levels, levels))

    def decisions(self, number: int, waiting: frozenset[int], rest: Vector) -> Iterator[_Decision]:
        """Every decision at level ``number`` in the order of its floaters' keys: for each
        waiting downfloater, whom it meets here (or nobody: it waits on, except at the lowest
        level), and which of the level float down, as many as the floats left allow."""
        p, seats, level = self.problem, self.seats, self.levels[number]
        lowest = number == len(self.levels) - 1
        seekers = sorted(waiting, key=lambda n: seats[n].place)
        options: list[list[tuple[Key, int | None]]] = []
        for a in seekers:
            mates: list[tuple[Key, int | None]] = [
                (self.float_cost(seats[b], Float.UP, p.up_place(b, a)), b)
                for b in level
                if p.adjacent(a, b)
            ]
            if not lowest:
                mates.append((_ZERO_KEY, None))
            mates.sort(key=lambda item: (item[0], _candidate_key(p, a, item[1])))
            options.append(mates)
        below = {n for later in self.levels[number + 1 :] for n in later}
        able = [n for n in level if any(p.adjacent(n, m) for m in below)]
        downs = sorted(
            ((self.float_cost(seats[n], Float.DOWN, p.down_place(n)), n) for n in able),
        )
        most = 0 if lowest else min(len(able), rest[FLOATS])
        tie = count()
        streams = [
            _product(seekers, options, _subsets(downs, size), tie) for size in range(most + 1)
        ]
        for _, _, decision in heapq.merge(*streams):
            yield decision


def _keys_of(levels: Levels) -> Key:
    """The float keys of a level tuple (``Inside.level_cost``)."""
    return (int(levels[1]), int(levels[2]), int(levels[3]))  # type: ignore[call-overload]


def _candidate_key(p: Problem, a: int, b: int | None) -> tuple[int, int, int, int]:
    """Among equal keys, a waiting downfloater meets first the likeliest opponent (rule 21's
    order of the search, as the guide's examples settle ties); waiting on last."""
    if b is None:
        return (1 << 30, 0, 0, 0)
    sa, sb = p.seats[a], p.seats[b]
    transfer = int(sa.need.due is not None and sa.need.due is sb.need.due)
    return (p.first(a, b), p.avoid(a, b), transfer, sb.place)


def _plus(a: Key, b: Key) -> Key:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def _subsets(items: Sequence[tuple[Key, int]], size: int) -> Iterator[tuple[Key, tuple[int, ...]]]:
    """The subsets of ``size`` of ``items`` (sorted by key) in the order of their keys'
    sum, lazily: from the ``size`` cheapest, each next one moving one pick a place on."""
    if size > len(items):
        return
    start = tuple(range(size))
    total = _ZERO_KEY
    for i in start:
        total = _plus(total, items[i][0])
    heap = [(total, start)]
    seen = {start}
    while heap:
        total, picks = heapq.heappop(heap)
        yield total, tuple(items[i][1] for i in picks)
        for k in range(size):
            limit = picks[k + 1] if k + 1 < size else len(items)
            if picks[k] + 1 < limit:
                moved = (*picks[:k], picks[k] + 1, *picks[k + 1 :])
                if moved not in seen:
                    seen.add(moved)
                    step = _minus(items[picks[k] + 1][0], items[picks[k]][0])
                    heapq.heappush(heap, (_plus(total, step), moved))


def _minus(a: Key, b: Key) -> Key:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


class _Cached:
    """A lazy sorted stream with random access to what it has produced so far."""

    def __init__(self, stream: Iterator[tuple[Key, tuple[int, ...]]]) -> None:
        self.stream = stream
        self.items: list[tuple[Key, tuple[int, ...]]] = []

    def get(self, index: int) -> tuple[Key, tuple[int, ...]] | None:
        while len(self.items) <= index:
            found = next(self.stream, None)
            if found is None:
                return None
            self.items.append(found)
        return self.items[index]


def _product(
    seekers: Sequence[int],
    options: Sequence[Sequence[tuple[Key, int | None]]],
    downs: Iterator[tuple[Key, tuple[int, ...]]],
    tie: Iterator[int],
) -> Iterator[tuple[Key, int, _Decision]]:
    """The decisions made of one option per waiting downfloater and one set of downfloaters,
    in the order of their keys' sum (lazily, each index vector once)."""
    down_stream = _Cached(downs)
    first_down = down_stream.get(0)
    if first_down is None or any(not o for o in options):
        return
    dims = len(options)

    def entry(index: tuple[int, ...]) -> tuple[Key, int, tuple[int, ...]] | None:
        down = down_stream.get(index[-1])
        if down is None:
            return None
        total = down[0]
        for k in range(dims):
            total = _plus(total, options[k][index[k]][0])
        return total, next(tie), index

    start = (0,) * (dims + 1)
    first = entry(start)
    heap = [first] if first is not None else []
    seen = {start}
    while heap:
        total, order, index = heapq.heappop(heap)
        down = down_stream.get(index[-1])
        assert down is not None
        met = tuple(
            (a, b)
            for a, (_, b) in zip(seekers, (options[k][index[k]] for k in range(dims)), strict=True)
            if b is not None
        )
        yield total, order, _Decision(met, down[1], total)
        for k in range(dims + 1):
            moved = (*index[:k], index[k] + 1, *index[k + 1 :])
            if moved in seen or (k < dims and moved[k] >= len(options[k])):
                continue
            seen.add(moved)
            found = entry(moved)
            if found is not None:
                heapq.heappush(heap, found)
