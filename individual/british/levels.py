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
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import count

from individual.british.bounds import (
    FIRST,
    FLOATS,
    TRANSFERS,
    Inside,
    Vector,
    VectorSpace,
    add,
    best_inside,
    least_variation,
    least_vector,
    pairs_within,
)
from individual.british.line import Line, Priced, assigned
from individual.british.objectives import BLOCKED, NOTHING, ORDER, Cost, LevelOrder, Objective
from individual.british.problem import Levels, Pair, Problem, caa_float_cost
from individual.british.relaxed import Relaxed
from individual.matching.lexicographic import (
    least_perfect_matching,
)
from individual.matching.maximum import Completability
from individual.swiss.history import Float
from individual.vocabulary.errors import Cause, PairingImpossible

Key = tuple[int, ...]
"""The float keys of a floater or of a decision (rules 20-21: floated the same way last round,
float history, place), one value per float key of the reading (``LevelOrder.keys``)."""


@dataclass(frozen=True)
class _State:
    """The pairing so far, down to a level: who still waits to float down, the round's
    objectives of the pairs made, the pairs and the level tuples."""

    waiting: frozenset[int]
    used: Vector
    pairs: tuple[Pair, ...]
    levels: tuple[Levels, ...]
    bye: int | None = None
    tied: bool = False
    whys: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Refused:
    """Why a decision is not admissible: the first round objective it would make worse
    (``objectives.ROUND``'s name), or ``BLOCKED`` (the players left cannot all be paired)."""

    why: str


_VECTOR_NAMES = ("first", "floats", "differences", "avoided", "transfers")


@dataclass(frozen=True)
class _Decision:
    """One way to settle a level: waiting downfloaters met (higher, lower), the level's
    downfloaters, and the keys of its floaters."""

    met: tuple[Pair, ...]
    down: tuple[int, ...]
    keys: Key
    bye: int | None = None


@dataclass(frozen=True)
class _Ready:
    """A decision whose round objectives can still reach the least, before its stayers are
    paired: the stayers, who waits after it, the bye, the met pairs' objectives and those
    with the least of the players left (``own``), the problem (with its bye taken)."""

    decision: _Decision
    stay: tuple[int, ...]
    waiting: frozenset[int]
    bye: int | None
    met_vector: Vector
    own: Vector
    problem: Problem


@dataclass(frozen=True)
class Solved:
    """The least pairing: its pairs and cost; with a bye to choose, who takes it and whether
    another eligible player's pairing cost as much (the rule's order then chose)."""

    pairs: list[Pair]
    cost: Cost
    bye: int | None = None
    tied: bool = False
    whys: Mapping[int, str] = field(default_factory=dict)


def solve(problem: Problem, state: Completability) -> tuple[list[Pair], Cost, bool]:
    """The pairing of least cost and its cost (always exact: ``True``)."""
    if not state.is_perfect:
        return [], NOTHING, True
    found = _Levels(problem, {}).solve()
    return ([], NOTHING, True) if found is None else (found.pairs, found.cost, True)


def solve_with_bye(problem: Problem, byes: Mapping[int, Problem]) -> Solved | None:
    """The pairing of least cost of ``problem.order`` (an odd number of players) with the
    bye to one of ``byes`` (CAA rule 6, Schools rule 4: the eligible players, all on one
    score level, in the rule's order, each with the problem of the players left): the bye
    is one more decision of its level, taken with the rest by the round's whole cost, the
    rule's order last. ``None`` when no choice leaves a complete pairing."""
    return _Levels(problem, byes).solve()


def least_pairing(problem: Problem, byes: Mapping[int, Problem]) -> Solved:
    """``solve_with_bye``, or ``PairingImpossible`` (rule 1) when nobody can pair them all."""
    found = solve_with_bye(problem, byes)
    if found is None:
        raise PairingImpossible(
            "the round cannot be paired", [Cause("rule 1: too many have met", "Rule 1")]
        )
    return found


def least_round(problem: Problem) -> Cost | None:
    """The round's objectives at least over every complete pairing of ``problem.order``
    (no level objectives), ``None`` when nobody can be paired completely."""
    space = VectorSpace.of(problem)
    vector = least_vector(list(problem.order), problem.adjacent, space)
    return None if vector is None else space.cost(vector, ())


class _Levels:
    """The score levels decided from the highest (rule 11)."""

    def __init__(self, problem: Problem, byes: Mapping[int, Problem]) -> None:
        self.problem = problem
        self.byes = byes
        self.bye_order = {n: i for i, n in enumerate(byes)}
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
        self.least_memo: dict[tuple[int, frozenset[int], bool], Vector | None] = {}
        self.inside_memo: dict[frozenset[int], Inside | None] = {}
        self.lines: dict[tuple[tuple[int, ...], int], Line] = {}
        self.weights = _Weights(problem, self.space)
        self.bye_set = frozenset(byes)
        self.tie = count()
        self.order = _Order.of(problem.level_order)

    def solve(self) -> Solved | None:
        target = self.least(0, frozenset(), bool(self.byes))
        if target is None:
            return None
        frontier = [_State(frozenset(), self.space.zero, (), ())]
        for number in range(len(self.levels)):
            frontier = self.settle(number, frontier, target)
            if not frontier:  # cannot happen: the target is reachable
                raise AssertionError("no admissible decision at a score level")
        best = min(frontier, key=self.rank)
        tied = best.tied or len({s.bye for s in frontier}) > 1
        cost = self.space.cost(best.used, best.levels)
        scores = [self.seats[level[0]].score for level in self.levels]
        whys = dict(zip(scores, best.whys, strict=True))
        return Solved(sorted(best.pairs), cost, best.bye, tied, whys)

    def least(self, number: int, waiting: frozenset[int], bye: bool) -> Vector | None:
        """The round's objectives at least for the players left: the waiting downfloaters
        (who never meet each other) and the levels from ``number`` on; ``bye``: one of the
        eligible players among them still takes the bye."""
        key = (number, waiting, bye)
        if key not in self.least_memo:
            if number == len(self.levels):
                found = None if waiting else self.space.zero
            else:
                byes = self.bye_set if bye else frozenset()
                found = self.weights.least_from(number, waiting, byes)
            self.least_memo[key] = found
        return self.least_memo[key]

    def inside(self, stay: tuple[int, ...], problem: Problem) -> Inside | None:
        key = frozenset(stay)
        if key not in self.inside_memo:
            bound = self.weights.relaxed.inside_bound(stay)
            self.inside_memo[key] = best_inside(stay, problem, self.space, bound)
        return self.inside_memo[key]

    def settle(self, number: int, frontier: list[_State], target: Vector) -> list[_State]:
        """The states after level ``number`` whose tuple is least over every admissible
        decision of every state in ``frontier`` (one per set of players left waiting).

        Decisions of equal keys are paired in the order of the least variation their stayers'
        colours allow (``bounds.least_variation``), so that once a tuple with no exchange is
        found the others of those keys that cannot vary less are refused unpaired; the
        first decision of each kind is paired in the drawing order (the trail gives its
        reason), and of equal tuples the first drawn is kept, as if paired in that order."""
        best: Levels | None = None
        kept: dict[frozenset[int], tuple[int, _State]] = {}
        drawn = count()

        def offer(at: int, levels: Levels, after: _State, why: str) -> None:
            nonlocal best, kept
            after = replace(after, whys=(*after.whys, why))
            if best is None or levels < best:
                best, kept = levels, {}
            if levels == best:
                kept[after.waiting] = self.either(kept.get(after.waiting), (at, after))

        order = self.order

        def flush(state: _State, rest: Vector, later: list[_Later]) -> None:
            """The decisions of a run of equal leading keys after the first of each kind,
            best first by what is known of them: each is bounded first by its float keys and
            the least variation its stayers' colours allow (taken now for those drawn while
            no tuple was found: only whether it is above the variation of the tuple found
            since is then wanted), then, once a tuple is found, priced by ``assigned``
            (variation, squares and grade variation, who has met barred), and paired only
            when that bound is the least left; once the least left is above the best tuple,
            the others are refused unpaired (``_Order.bound``: every bound is of the level
            tuple up to the top board, so none is refused that could win)."""
            most = order.varied(best)
            heap: list[tuple[tuple[object, ...], int, int, _Ready, _First]] = []
            for least, at, ready, own in later:
                if least is None:
                    least = self.least_variation(ready, rest, most)
                if self.too_much(ready, rest):
                    continue
                stage = 0 if least >= 0 else 1  # -1: no bound to price by, paired when reached
                bound = order.bound(ready.decision.keys, (max(least, 0), 0, 0))
                heap.append((bound, stage, at, ready, own))
            later.clear()
            heapq.heapify(heap)
            while heap:
                bound, stage, at, ready, own = heapq.heappop(heap)
                if best is not None and bound > best[: order.priced]:
                    break  # every one left is bounded above the best
                varied = order.varied(best)  # (the best with an exchange: no use)
                if stage == 0 and varied is not None:
                    priced = self.assigned(ready, rest, varied)  # who has met barred
                    bound = order.bound(ready.decision.keys, priced)
                    heapq.heappush(heap, (bound, 1, at, ready, own))
                    continue
                settle_one(state, rest, at, ready, own)

        def settle_one(state: _State, rest: Vector, at: int, ready: _Ready, own: _First) -> None:
            """Pair the stayers of a decision of the run and offer its tuple."""
            found = self.pair(state, ready, rest)
            if not isinstance(found, _Refused):
                offer(at, *found, _why(ready.decision, own, found[0], order.reading.objectives))

        for state in frontier:
            rest = tuple(map(operator.sub, target, state.used))
            # the rules' own choice: the first in their order (rule 21: meeting every
            # downfloater waiting here, when some decision does)
            first: dict[bool, _First] = {}
            later: list[_Later] = []
            run: Key | None = None
            for decision in self.decisions(number, state, rest):
                lead = order.lead(decision.keys)
                if lead != run:
                    flush(state, rest, later)
                    if best is not None and best[0] == 0 and lead > order.lead(order.keys(best)):
                        break  # no exchange already: larger keys cannot win (rule 24)
                    run = lead
                if best is not None and order.past(decision.keys, best):
                    break  # nor can the later ones of this run (larger trailing keys)
                at = next(drawn)
                ready = self.ready(number, state, decision, rest)
                if ready is None:
                    continue
                full = len(decision.met) == len(state.waiting)
                if full in first:
                    if isinstance(ready, _Ready):
                        own = first.get(True, first[full])
                        least = None  # taken once a tuple is found (``flush``)
                        if best is not None:
                            least = self.least_variation(ready, rest, order.varied(best))
                        later.append((least, at, ready, own))
                    continue
                found = ready if isinstance(ready, _Refused) else self.pair(state, ready, rest)
                first[full] = (decision, found if isinstance(found, _Refused) else found[0])
                if not isinstance(found, _Refused):
                    own = first.get(True, first[full])
                    offer(at, *found, _why(decision, own, found[0], order.reading.objectives))
            flush(state, rest, later)
        return [state for _, state in kept.values()]

    def either(
        self, kept: tuple[int, _State] | None, other: tuple[int, _State]
    ) -> tuple[int, _State]:
        """Of two states of equal cost leaving the same players waiting (so the same
        futures), each with the place its decision was drawn in, the one whose bye comes
        first in the rule's order, or with the same bye the first drawn; marked tied when
        the byes differ."""
        if kept is None:
            return other
        if kept[1].bye == other[1].bye:
            return min(kept, other, key=operator.itemgetter(0))
        at, first = min(kept, other, key=lambda e: (self.rank(e[1]), e[0]))
        return at, replace(first, tied=True)

    def rank(self, state: _State) -> int:
        """The place of the state's bye in the rule's order (-1: no bye given)."""
        return -1 if state.bye is None else self.bye_order[state.bye]

    def ready(
        self, number: int, state: _State, decision: _Decision, rest: Vector
    ) -> _Ready | _Refused | None:
        """``decision``'s stayers and what the players left cost, if the round's objectives
        can still reach the least; why not, if it is a pairing of the level that cannot;
        ``None`` if it is none."""
        level = self.levels[number]
        taken = {b for _, b in decision.met}
        if len(taken) != len(decision.met) or taken.intersection(decision.down):
            return None
        if decision.bye is not None and (decision.bye in taken or decision.bye in decision.down):
            return None
        gone = taken.union(decision.down, (decision.bye,))
        stay = tuple(n for n in level if n not in gone)
        if len(stay) % 2:
            return None
        met = {a for a, _ in decision.met}
        waiting = frozenset(state.waiting.difference(met).union(decision.down))
        bye = decision.bye if decision.bye is not None else state.bye
        below = self.least(number + 1, waiting, bool(self.byes) and bye is None)
        if below is None:
            return _Refused(BLOCKED)
        space = self.space
        met_vector = space.sum(space.pair(a, b) for a, b in decision.met)
        own = add(met_vector, below)
        if own > rest:  # the round's objectives, vector order: cannot reach the least
            return _Refused(_worse(own, rest))
        problem = self.byes[bye] if bye is not None else self.problem
        return _Ready(decision, stay, waiting, bye, met_vector, own, problem)

    def least_variation(self, ready: _Ready, rest: Vector, most: int | None = None) -> int:
        """Rule 12's variation at least over the stayers' pairings with no exchange that
        reach the least: with one downfloater, by colours and the two of each place who have
        met, for every downfloater of the level at once (``line.Line``: only whether it is
        above ``most`` when that is given), else by colours cut by cut
        (``bounds.least_variation``); -1 when their colours' least transfers are not those
        they must make (no bound taken then)."""
        bound = self.weights.relaxed.inside_bound(ready.stay)
        if bound[TRANSFERS] != rest[TRANSFERS] - ready.own[TRANSFERS]:
            return -1
        if len(ready.decision.down) != 1:
            return least_variation(ready.stay, ready.problem.seats, bound[TRANSFERS])
        down = ready.decision.down[0]
        gone = frozenset(ready.stay).union(ready.decision.down)
        base = tuple(n for n in self.levels[self.space.level[down]] if n in gone)
        key = (base, id(ready.problem))
        if key not in self.lines:
            self.lines[key] = Line.of(base, ready.problem.seats, ready.problem.adjacent)
        left = tuple(rest[k] - ready.own[k] for k in range(TRANSFERS, len(rest) - 1))
        claims = bound[TRANSFERS:-1] == left  # those transferred: the weakest claims
        return self.lines[key].least(base.index(down), bound[TRANSFERS], claims, most)

    def assigned(self, ready: _Ready, rest: Vector, most: int) -> Priced:
        """Rule 12's variation, squares and grade variation, least in that order, over the
        stayers' pairings with no exchange that reach the least (when ``least_variation``
        is known), by their colours and claims with every two who have met barred
        (``line.assigned``), over the pairs a pairing varying at most ``most`` may hold
        (``bounds.least_variation``'s crossings): a variation more than ``most`` when no
        pairing varies so little."""
        bound = self.weights.relaxed.inside_bound(ready.stay)
        left = tuple(rest[k] - ready.own[k] for k in range(TRANSFERS, len(rest) - 1))
        claims = bound[TRANSFERS:-1] == left
        p, stay = ready.problem, ready.stay
        places = pairs_within(stay, p.seats, bound[TRANSFERS], most)
        found = None
        if places is not None:
            found = assigned(stay, p.seats, p.adjacent, bound[TRANSFERS], claims, places)
        return (most + 1, 0, 0) if found is None else found

    def too_much(self, ready: _Ready, rest: Vector) -> bool:
        """Whether the stayers' least by their colours alone is already too much."""
        return add(ready.own, self.weights.relaxed.inside_bound(ready.stay)) > rest

    def pair(self, state: _State, ready: _Ready, rest: Vector) -> tuple[Levels, _State] | _Refused:
        """The level's tuple and the state after it, if ``ready``'s stayers pair at the
        round's least; why not otherwise."""
        inside = self.inside(ready.stay, ready.problem)
        if inside is None:
            return _Refused(BLOCKED)
        if add(ready.own, inside.vector) != rest:
            return _Refused(_worse(add(ready.own, inside.vector), rest))
        decision = ready.decision
        used = add(state.used, add(inside.vector, ready.met_vector))
        levels = inside.level_cost(self.order.reading, decision.keys)
        pairs = state.pairs + decision.met + inside.pairs
        after = _State(
            ready.waiting, used, pairs, (*state.levels, levels), ready.bye, state.tied, state.whys
        )
        return levels, after

    def decisions(self, number: int, state: _State, rest: Vector) -> Iterator[_Decision]:
        """Every decision at level ``number`` in the order of its floaters' keys: for each
        waiting downfloater, whom it meets here (or nobody: it waits on, except at the lowest
        level), which of the level float down, as many as the floats left allow, and at the
        bye's level who takes the bye (each eligible player's places as the rule orders the
        level without him)."""
        level = self.levels[number]
        if state.bye is None and self.byes and self.byes.keys() & set(level):
            streams = [
                self.drawn(number, state.waiting, rest, self.byes[n], n)
                for n in self.byes
                if n in level
            ]
            return (decision for _, _, decision in heapq.merge(*streams))
        stream = self.drawn(number, state.waiting, rest, self.problem, None)
        return (decision for _, _, decision in stream)

    def drawn(
        self,
        number: int,
        waiting: frozenset[int],
        rest: Vector,
        problem: Problem,
        bye: int | None,
    ) -> Iterator[tuple[Key, int, _Decision]]:
        p, seats = problem, self.seats
        key_of, zero = self.order.reading.key_of, self.order.zero
        level = [n for n in self.levels[number] if n != bye]
        lowest = number == len(self.levels) - 1
        seekers = sorted(waiting, key=lambda n: seats[n].place)
        options: list[list[tuple[Key, int | None]]] = []
        for a in seekers:
            mates: list[tuple[Key, int | None]] = [
                (key_of(Float.UP, self.float_cost(seats[b], Float.UP, p.up_place(b, a))), b)
                for b in level
                if p.adjacent(a, b)
            ]
            if not lowest:
                mates.append((zero, None))
            mates.sort(key=lambda item: (item[0], _candidate_key(p, a, item[1])))
            options.append(mates)
        below = {n for later in self.levels[number + 1 :] for n in later}
        able = [n for n in level if any(p.adjacent(n, m) for m in below)]
        downs = sorted(
            (key_of(Float.DOWN, self.float_cost(seats[n], Float.DOWN, p.down_place(n))), n)
            for n in able
        )
        most = 0 if lowest else min(len(able), rest[FLOATS])
        if self.order.trailing:  # the downfloaters' places are not drawn first: bound them
            most = min(most, self.most_down(number, waiting, rest))
        tie = self.tie
        streams = [
            _product(seekers, options, _subsets(downs, size, zero), tie, bye)
            for size in range(most + 1)
        ]
        return heapq.merge(*streams)

    def most_down(self, number: int, waiting: frozenset[int], rest: Vector) -> int:
        """The most players level ``number`` can float down with the round's floats at their
        least (rules 10, 19): the waiting downfloaters cross every boundary down to it, the
        downfloaters the next one, and every lower boundary with an odd number of unpaired
        players above it is crossed (the bye's player, still to be chosen, not counted)."""
        level_of = self.space.level
        spent = sum(number - level_of[w] for w in waiting)
        bye_at = min((level_of[n] for n in self.bye_set), default=-1)
        above = len(waiting)
        for k in range(number, len(self.levels) - 1):
            above += len(self.levels[k])
            if k > number:
                spent += (above - int(number <= bye_at <= k)) % 2
        return rest[FLOATS] - spent


class _Weights:
    """The pairs' round objectives of one round (computed once a pair is asked for), and the
    least matching of a set of players over them: first over the pairs within a score level
    or between neighbouring ones only, which is exact when it certifies itself (below), else
    over every pair."""

    def __init__(self, problem: Problem, space: VectorSpace) -> None:
        self.problem = problem
        self.space = space
        self.at = {n: i for i, n in enumerate(problem.order)}
        self.vectors: dict[tuple[int, int], Vector | None] = {}
        self.relaxed = Relaxed(space, len(problem.order))

    def vector(self, a: int, b: int) -> Vector | None:
        """The round objectives of ``a`` (ranked higher) against ``b``, ``None`` if they
        may not meet (rule 1)."""
        key = (a, b)
        if key not in self.vectors:
            allowed = self.problem.adjacent(a, b)
            self.vectors[key] = self.space.pair(a, b) if allowed else None
        return self.vectors[key]

    def least(
        self, players: Sequence[int], waiting: frozenset[int], byes: frozenset[int]
    ) -> Vector | None:
        """The round's objectives of a least perfect matching of ``players`` in which no
        two of ``waiting`` meet, with a bye vertex joined to ``byes`` (none if empty;
        ``None`` if there is none): the relaxed bound when a pairing proves it
        (``Relaxed.least``), else by matchings (``_matched``)."""
        ranked = sorted(players, key=self.at.__getitem__)
        proved = self.relaxed.least(ranked, waiting, byes)
        return proved if proved is not None else self._matched(ranked, waiting, byes)

    def least_from(
        self, number: int, waiting: frozenset[int], byes: frozenset[int]
    ) -> Vector | None:
        """``least`` of the ``waiting`` players and the round's score levels from ``number``
        on (``Relaxed.levels``), the relaxed bound tried by the levels' number."""
        proved = self.relaxed.least_from(number, waiting, byes)
        if proved is not None:
            return proved
        players = [*waiting, *(n for level in self.relaxed.levels[number:] for n in level)]
        return self._matched(sorted(players, key=self.at.__getitem__), waiting, byes)

    def _matched(
        self, ranked: Sequence[int], waiting: frozenset[int], byes: frozenset[int]
    ) -> Vector | None:
        """``least`` by matchings.

        The neighbouring levels suffice when their least matching (``near``) makes no pair
        of the first objective and no more floats than the levels force (``_parity_floats``):
        then no pairing makes fewer floats, so in a least one every waiting downfloater meets
        a player of the highest other level, as in ``near``, and the other pairs across
        levels can have no larger score difference than ``near``'s largest among them (or
        its list of differences, largest first, would be larger). Those pairs are added
        when some are not between neighbouring levels; the answer is exact either way."""
        level, seats = self.space.level, self.problem.seats
        regular = sorted({level[n] for n in ranked if n not in waiting})
        step = {lv: k for k, lv in enumerate(regular)}

        def neighbours(a: int, b: int) -> bool:
            """Of one level or neighbouring ones (a waiting downfloater: as the highest)."""
            return abs(step.get(level[a], 0) - step.get(level[b], 0)) <= 1

        near = self._solve(ranked, waiting, byes, neighbours)
        if (
            near is None
            or near[0][FIRST] != 0
            or near[0][FLOATS] != _parity_floats(ranked, level, byes, waiting)
        ):
            dense = self._solve(ranked, waiting, byes, lambda a, b: True)
            return None if dense is None else dense[0]
        vector, pairs = near
        largest = max(
            (abs(seats[a].score - seats[b].score) for a, b in pairs if waiting.isdisjoint((a, b))),
            default=0,
        )
        score = {level[n]: seats[n].score for n in ranked}
        apart = (score[x] - score[y] for k, x in enumerate(regular) for y in regular[k + 2 :])
        if all(gap > largest for gap in apart):
            return vector

        def close(a: int, b: int) -> bool:
            return neighbours(a, b) or (
                waiting.isdisjoint((a, b)) and abs(seats[a].score - seats[b].score) <= largest
            )

        found = self._solve(ranked, waiting, byes, close)
        return None if found is None else found[0]

    def _solve(
        self,
        ranked: Sequence[int],
        waiting: frozenset[int],
        byes: frozenset[int],
        wanted: Callable[[int, int], bool],
    ) -> tuple[Vector, list[Pair]] | None:
        """The least matching over the ``wanted`` pairs (and the bye vertex): its round
        objectives and its pairs. ``wanted`` looks only at the two players' levels and
        whether they wait, so it is asked once for each two runs of ``ranked`` alike in
        both (``_runs``), and only the pairs of the runs it wants are weighed."""
        costs: dict[tuple[int, int], Vector] = {}
        weigh = self.vector
        runs = _runs(ranked, self.space.level, waiting)
        for k, (start, end) in enumerate(runs):
            first = ranked[start]
            wanted_runs = [
                (s, e)
                for s, e in runs[k:]
                if not (first in waiting and ranked[s] in waiting) and wanted(first, ranked[s])
            ]
            for i in range(start, end):
                a = ranked[i]
                for s, e in wanted_runs:
                    for j in range(max(s, i + 1), e):
                        found = weigh(a, ranked[j])
                        if found is not None:
                            costs[(i, j)] = found
        size = len(ranked)
        if byes:
            costs |= {(i, size): self.space.zero for i, n in enumerate(ranked) if n in byes}
            size += 1
        mate = least_perfect_matching(size, costs)
        if mate is None:
            return None
        chosen = [(i, j) for i, j in enumerate(mate) if i < j < len(ranked)]
        vector = self.space.sum(costs[edge] for edge in chosen)
        return vector, [(ranked[i], ranked[j]) for i, j in chosen]


def _runs(
    ranked: Sequence[int], level: Mapping[int, int], waiting: frozenset[int]
) -> list[tuple[int, int]]:
    """The runs of ``ranked`` (first place, one past the last) whose players are of one
    level and all wait or all do not."""
    runs: list[tuple[int, int]] = []
    kind: tuple[int, bool] | None = None
    for i, n in enumerate(ranked):
        mine = (level[n], n in waiting)
        if mine != kind:
            runs.append((i, i + 1))
            kind = mine
        else:
            runs[-1] = (runs[-1][0], i + 1)
    return runs


def _parity_floats(
    ranked: Sequence[int], level: Mapping[int, int], byes: frozenset[int], waiting: frozenset[int]
) -> int:
    """The floats every complete pairing of ``ranked`` makes at least (rules 10, 19): each
    waiting downfloater crosses every boundary down to the highest level of the others (the
    waiting never meet each other); below it, one for each boundary with an odd number of
    players above it (with a bye to give, one player of the bye's level fewer)."""
    counts: dict[int, int] = {}
    for n in ranked:
        counts[level[n]] = counts.get(level[n], 0) + 1
    if byes:
        bye_level = level[next(n for n in ranked if n in byes)]
        counts[bye_level] -= 1
    others = [level[n] for n in ranked if n not in waiting]
    highest = min(others) if others else max(counts)
    floats = above = 0
    levels = sorted(counts)
    for lv in range(levels[0], levels[-1]):
        above += counts.get(lv, 0)
        floats += above if lv < highest else above % 2
    return floats


def _worse(vector: Vector, least: Vector) -> str:
    """The round objective where ``vector`` first exceeds ``least`` (by name)."""
    at = next(k for k, (mine, best) in enumerate(zip(vector, least, strict=True)) if mine != best)
    if at < len(_VECTOR_NAMES):
        return _VECTOR_NAMES[at]
    return "defaults" if at == len(vector) - 1 else "claims"


_First = tuple[_Decision, _Refused | Levels]
"""The first decision of a kind in the rules' order, and its level tuple or why it failed."""
_Later = tuple[int | None, int, _Ready, _First]
"""A decision after the first of its kind: its stayers' least variation (``None``: not yet
taken), the place it was drawn in, its stayers ready to pair and the first of its kind."""


def _why(decision: _Decision, own: _First, levels: Levels, objectives: Sequence[Objective]) -> str:
    """Why a decision's floaters were chosen: the rules' own order, or what made the first
    of that order lose."""
    return ORDER if decision is own[0] else _why_not(own[1], levels, objectives)


def _why_not(
    first: _Refused | Levels | None, chosen: Levels, objectives: Sequence[Objective]
) -> str:
    """Why the floaters chosen are not the first in the rules' order: the first choice was
    not admissible (why), or its level tuple is worse at some objective (its name)."""
    if isinstance(first, _Refused):
        return first.why
    if first is None:
        return ORDER
    for objective, mine, theirs in zip(objectives, first, chosen, strict=True):
        if mine != theirs:
            return objective.name
    return ORDER


@dataclass(frozen=True)
class _Order:
    """A reading of the level objectives (``objectives.LevelOrder``) as the search draws
    decisions: by their float keys in the table's order, the *leading* keys (before rule
    12's variation) deciding runs, the *trailing* ones (after it) drawn in order inside a
    run."""

    reading: LevelOrder
    at_keys: tuple[int, ...]
    leading: int
    trailing: bool
    variation: int
    zero: Key
    rule12: tuple[int, int, int]
    priced: int

    @staticmethod
    def of(reading: LevelOrder) -> _Order:
        at_keys = tuple(reading.at(o.name) for o in reading.keys)
        variation = reading.at("variation")
        trailing = [i for i in at_keys if i > variation]
        between = {o.name for o in reading.objectives[variation + 1 : min(trailing, default=0)]}
        if not between <= {"squares", "grades"}:  # ``past`` needs them nought with the variation
            raise ValueError(f"{reading.name}: only squares and grades may precede trailing keys")
        rule12 = (variation, reading.at("squares"), reading.at("grades"))
        priced = reading.at("top_board")  # ``bound`` bounds every objective before it
        names = {o.name for o in reading.objectives[1:priced] if not o.floats}
        if reading.at("exchanges") != 0 or names != {"variation", "squares", "grades"}:
            raise ValueError(f"{reading.name}: exchanges, float keys and rule 12's terms first")
        zero = (0,) * len(at_keys)
        return _Order(
            reading, at_keys, reading.leading, bool(trailing), variation, zero, rule12, priced
        )

    def keys(self, levels: Levels) -> Key:
        """The float keys of a level tuple."""
        return tuple(int(levels[i]) for i in self.at_keys)  # type: ignore[call-overload]

    def lead(self, keys: Key) -> Key:
        return keys[: self.leading]

    def bound(self, keys: Key, priced: Priced) -> tuple[object, ...]:
        """The level tuple up to the top board (not included) at least of a decision of
        float keys ``keys`` whose stayers' pairings with no exchange are at least ``priced``
        (variation, squares, grade variation, in that order): no exchange, its keys, those
        terms (every objective before the top board is one of them: ``of``)."""
        bound: list[object] = [0] * self.priced  # exchanges: none
        for at, key in zip(self.at_keys, keys, strict=True):
            bound[at] = key
        for at, value in zip(self.rule12, priced, strict=True):
            bound[at] = value
        return tuple(bound)

    def varied(self, best: Levels | None) -> int | None:
        """The variation of ``best`` when it has no exchange (what a decision's stayers must
        not vary more than to be paired), else ``None``."""
        return None if best is None or best[0] != 0 else _int(best[self.variation])

    def past(self, keys: Key, best: Levels) -> bool:
        """Whether a decision of float keys ``keys`` is worse than ``best`` whatever its
        stayers: ``best`` has no exchange, the same leading keys and no variation (so no
        squares or grade variation), and ``keys``' trailing keys are larger."""
        if not self.trailing or best[0] != 0 or _int(best[self.variation]) != 0:
            return False
        found = self.keys(best)
        return self.lead(keys) == self.lead(found) and keys > found


def _int(value: object) -> int:
    assert isinstance(value, int)
    return value


def _candidate_key(p: Problem, a: int, b: int | None) -> tuple[int, int, int, int]:
    """Among equal keys, a waiting downfloater meets first the likeliest opponent (rule 21's
    order of the search, as the guide's examples settle ties); waiting on last."""
    if b is None:
        return (1 << 30, 0, 0, 0)
    sa, sb = p.seats[a], p.seats[b]
    transfer = int(sa.need.due is not None and sa.need.due is sb.need.due)
    return (p.first(a, b), p.avoid(a, b), transfer, sb.place)


def _plus(a: Key, b: Key) -> Key:
    return tuple(map(operator.add, a, b))


def _subsets(
    items: Sequence[tuple[Key, int]], size: int, zero: Key
) -> Iterator[tuple[Key, tuple[int, ...]]]:
    """The subsets of ``size`` of ``items`` (sorted by key) in the order of their keys'
    sum, lazily: from the ``size`` cheapest, each next one moving one pick a place on."""
    if size > len(items):
        return
    start = tuple(range(size))
    total = zero
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
    return tuple(map(operator.sub, a, b))


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
    bye: int | None,
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
        yield total, order, _Decision(met, down[1], total, bye)
        for k in range(dims + 1):
            moved = (*index[:k], index[k] + 1, *index[k + 1 :])
            if moved in seen or (k < dims and moved[k] >= len(options[k])):
                continue
            seen.add(moved)
            found = entry(moved)
            if found is not None:
                heapq.heappush(heap, found)
