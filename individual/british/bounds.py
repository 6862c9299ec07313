"""The pieces of the British systems' exact search (``individual.british.search``): the cost of
pairs as vectors, the best pairing inside one score level, and lower bounds for the rest.

Items 1-4 of the minimum-disturbance order (see ``caa_search``) are sums over the pairs:
a ``Vector`` is ``(first, floats, difference, avoided, transfers, c_1, ..., c_k,
defaults)`` where ``c_i`` counts the transfers of the i-th strongest claim met in the round
(rule 16). With the transfers equal, comparing these counts from the strongest claim down
orders the transferred claims exactly as comparing their lists strongest first does, and
vectors add up, so the cost of disjoint sets of pairs is the sum of their vectors and the
order of sums is the order of the parts (the order is the same after adding any vector).

``best_inside``: the pairs of the players who stay in one score level, best by items 1-4,
then rule 12's exchanges, variation, squares, grade variation and top-board pairing (item
5a, 5c); all are sums over the pairs once the stayers are known, so one integer weight per
pair, each objective a digit, makes it a minimum-weight perfect matching.

``RestBound``: a lower bound for the levels below: every waiting downfloater still makes one
float to at least the next level's score (rules 10, 19); each level below, whose size and
colours are known, needs as many floats as its parity forces and the colour transfers its
white and black seekers cannot avoid (rule 15: the excess of one colour that players with no
colour and the floaters could take away), taken level by level as a small dynamic
programme over the number of downfloaters passing each level.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from individual.british.objectives import Cost
from individual.british.problem import Levels, Pair, Problem, Seat
from individual.matching.lexicographic import least_perfect_matching, least_then_partners
from individual.matching.maximum import matching_size
from individual.vocabulary.colour import Colour

Vector = tuple[int, ...]
Claim = tuple[int, int, int, int]

FIRST, FLOATS, DIFFERENCE, AVOIDED, TRANSFERS = range(5)
_FLOAT_CAP = 4  # the bound looks at up to this many downfloaters from one level
_NEVER = 10**9  # floats of a state that cannot be completed


def add(a: Vector, b: Vector) -> Vector:
    return tuple(map(operator.add, a, b))


@dataclass
class VectorSpace:
    """The claims of the round (strongest first) and the vectors of pairs."""

    problem: Problem
    claims: tuple[Claim, ...]
    index: dict[Claim, int]
    zero: Vector
    level: dict[int, int]
    base: int
    cache: dict[tuple[int, int], Vector] = field(default_factory=dict)

    @staticmethod
    def of(problem: Problem) -> VectorSpace:
        found = {s.need.claim for s in problem.seats.values() if s.need.due is not None}
        claims = tuple(sorted(found, reverse=True))
        index = {c: i for i, c in enumerate(claims)}
        scores = sorted({problem.seats[n].score for n in problem.order}, reverse=True)
        at = {score: i for i, score in enumerate(scores)}
        level = {n: at[problem.seats[n].score] for n in problem.order}
        base = len(problem.order) // 2 + 1
        return VectorSpace(problem, claims, index, (0,) * (6 + len(claims)), level, base)

    def spread(self, difference: int) -> int:
        """Rule 10, score difference per float: a float of ``difference`` half-points as a
        digit of the difference objective, one digit per difference, the largest highest
        (``base`` exceeds the number of pairs), so that sums compare as the floats'
        differences listed largest first."""
        return self.base ** (difference - 1) if difference > 0 else 0

    def differences(self, spread: int) -> tuple[int, ...]:
        """The floats' score differences, largest first, from their ``spread`` sum."""
        out: list[int] = []
        difference = 1
        while spread:
            spread, count = divmod(spread, self.base)
            out += [difference] * count
            difference += 1
        return tuple(sorted(out, reverse=True))

    def unit(self, position: int, amount: int) -> Vector:
        vector = list(self.zero)
        vector[position] = amount
        return tuple(vector)

    def pair(self, a: int, b: int) -> Vector:
        """Items 1-4 for ``a`` and ``b`` paired (``a`` ranked higher: rule 25's order)."""
        key = (a, b)
        found = self.cache.get(key)
        if found is not None:
            return found
        p = self.problem
        sa, sb = p.seats[a], p.seats[b]
        vector = [0] * len(self.zero)
        gap = abs(sa.score - sb.score)
        vector[FIRST] = p.first(a, b)
        vector[FLOATS] = abs(self.level[a] - self.level[b])  # rule 19: one per level passed
        vector[DIFFERENCE] = self.spread(gap)
        vector[AVOIDED] = p.avoid(a, b)
        if sa.need.due is not None and sa.need.due is sb.need.due:
            vector[TRANSFERS] = 1
            vector[5 + self.index[min(sa.need.claim, sb.need.claim)]] = 1
        vector[-1] = int(p.defaulted(a, b))
        self.cache[key] = result = tuple(vector)
        return result

    def sum(self, vectors: Iterable[Vector]) -> Vector:
        total = self.zero
        for vector in vectors:
            total = add(total, vector)
        return total

    def cost(self, vector: Vector, levels: tuple[Levels, ...]) -> Cost:
        """The cost as ``caa_search`` reports it: the claims as their list, strongest first."""
        claims: list[Claim] = []
        for claim, count in zip(self.claims, vector[5:-1], strict=True):
            claims += [claim] * count
        first, floats, spread, avoided, transfers = vector[:5]
        differences = self.differences(spread)
        values = (first, floats, differences, avoided, transfers, tuple(claims), vector[-1])
        return Cost(values, levels)


@dataclass(frozen=True)
class Inside:
    """The best pairs of a level's stayers: items 1-4 as a vector, rule 12's exchanges,
    variation, squares, grade variation and top-board opponents (item 5a, 5c)."""

    vector: Vector
    pairs: tuple[Pair, ...]
    exchanges: int
    variation: int
    squares: int
    grades: int
    top: tuple[int, ...]

    def level_cost(self, floats: tuple[int, int, int]) -> Levels:
        """The level's tuple (item 5) with its float keys (item 5b)."""
        rest = (self.variation, self.squares, self.grades, self.top)
        return (self.exchanges, *floats, *rest)


def _pair_terms(stay: Sequence[int], i: int, j: int, seats: Mapping[int, Seat]) -> list[int]:
    """Rule 12 for the pair at places ``i < j`` of the stayers: exchange, variation,
    squared variation, grade variation."""
    half = len(stay) // 2
    v = abs(j - i - half)
    grades = 0
    for x, y in ((i, j), (j, i)):
        ideal = stay[x + half] if x < half else stay[x - half]
        grades += abs(seats[stay[y]].grade - seats[ideal].grade)
    return [int(j < half), v, v * v, grades]


def inside_of(stay: Sequence[int], pairs: Sequence[Pair], space: VectorSpace) -> Inside:
    """The ``Inside`` of given pairs of the stayers (each pair in the stayers' order)."""
    seats = space.problem.seats
    at = {n: i for i, n in enumerate(stay)}
    half = len(stay) // 2
    terms = [0, 0, 0, 0]
    top = [0] * half
    for a, b in pairs:
        i, j = at[a], at[b]
        terms = [t + x for t, x in zip(terms, _pair_terms(stay, i, j, seats), strict=True)]
        if i < half:
            top[i] = j
        if j < half:
            top[j] = i
    vector = space.sum(space.pair(a, b) for a, b in pairs)
    return Inside(vector, tuple(pairs), terms[0], terms[1], terms[2], terms[3], tuple(top))


def best_inside(stay: Sequence[int], problem: Problem, space: VectorSpace) -> Inside | None:
    """The best pairs of the stayers of a level (``stay`` in rule 4 order), ``None`` when
    they cannot all be paired with each other (rule 1)."""
    size, half = len(stay), len(stay) // 2
    if size % 2:
        return None
    ideal = [(stay[i], stay[i + half]) for i in range(half)]
    if all(problem.adjacent(a, b) for a, b in ideal):
        found = inside_of(stay, ideal, space)
        if found.vector == space.zero:  # nothing better is possible
            return found
    seats = problem.seats
    terms: dict[tuple[int, int], list[int]] = {}
    for i in range(size):
        for j in range(i + 1, size):
            if problem.adjacent(stay[i], stay[j]):
                vector = space.pair(stay[i], stay[j])
                terms[(i, j)] = [*vector, *_pair_terms(stay, i, j, seats)]
    width = len(space.zero) + 4
    radix = [half * max((t[k] for t in terms.values()), default=0) + 1 for k in range(width)]
    # the top-board pairing last: the partners of the top half, from the top
    mate = least_then_partners(size, terms, radix, half)
    if mate is None:
        return None
    pairs = [(stay[i], stay[mate[i]]) for i in range(size) if i < mate[i]]
    return inside_of(stay, pairs, space)


def transfers_bound(stay: Sequence[int], seats: Mapping[int, Seat], space: VectorSpace) -> Vector:
    """Rule 15: the transfers the stayers must make among themselves at least."""
    return space.unit(TRANSFERS, _transfers(excess_of(stay, seats), 0))


def excess_of(players: Iterable[int], seats: Mapping[int, Seat]) -> int:
    """White seekers minus black seekers (either way), less those with no colour."""
    white = black = none = 0
    for n in players:
        due = seats[n].need.due
        if due is None:
            none += 1
        elif due is Colour.WHITE:
            white += 1
        else:
            black += 1
    return abs(white - black) - none


def _transfers(excess: int, removed: int) -> int:
    """Same-colour pairs left at least when ``removed`` of the excess colour leave."""
    return (max(0, excess - removed) + 1) // 2


class RestBound:
    """Lower bounds (as vectors) for what the levels below still cost."""

    def __init__(
        self,
        levels: Sequence[Sequence[int]],
        seats: Mapping[int, Seat],
        adjacent: Callable[[int, int], bool],
    ) -> None:
        self.seats = seats
        self.sizes = [len(level) for level in levels]
        self.scores = [seats[level[0]].score for level in levels]
        self.excess = [excess_of(level, seats) for level in levels]
        self.unpaired = [len(level) - 2 * matching_size(level, adjacent) for level in levels]
        self.adjacent = adjacent
        self.levels = levels
        self.nearest: dict[tuple[int, int], int] = {}
        self.memo: dict[tuple[int, int], tuple[int, int, int]] = {}

    def _difference(self, player: int, number: int) -> int:
        """Rule 10: the least score difference ``player`` can meet from level ``number``
        down (the nearest level with a player not met yet)."""
        key = (player, number)
        found = self.nearest.get(key)
        if found is None:
            score = self.seats[player].score
            found = _NEVER
            for level, other in zip(self.levels[number:], self.scores[number:], strict=True):
                if any(self.adjacent(player, n) for n in level):
                    found = score - other
                    break
            self.nearest[key] = found
        return found

    def _gap(self, number: int) -> int:
        return self.scores[number] - self.scores[number + 1] if number + 1 < len(self.scores) else 0

    def rest(self, number: int, waiting: Iterable[int], space: VectorSpace) -> Vector:
        """From level ``number`` on, with ``waiting`` downfloaters from above."""
        players = list(waiting)
        if number == len(self.sizes):
            return space.zero if not players else space.unit(FLOATS, _NEVER)
        nearest = [self._difference(n, number) for n in players]
        if any(d >= _NEVER for d in nearest):
            return space.unit(FLOATS, _NEVER)
        spread = sum(space.spread(d) for d in nearest)
        return self._vector(number, len(players), spread, space)

    def groups(
        self,
        number: int,
        excess: int,
        left: Iterable[int],
        sizes: Iterable[int],
        space: VectorSpace,
    ) -> list[Vector]:
        """For each size, every choice of that many downfloaters from level ``number``:
        ``excess`` of one colour among its players not met from above (``_excess``),
        ``left``: the waiting downfloaters passing it."""
        waiting = list(left)
        out = []
        lowest = number + 1 == len(self.sizes)
        nearest: list[int] = []
        if not lowest:
            gap = self._gap(number)
            nearest = [self._difference(n, number + 1) for n in waiting]
        for size in sizes:
            transfers = space.unit(TRANSFERS, _transfers(excess, size))
            if lowest:
                never = waiting or size
                rest = space.unit(FLOATS, _NEVER) if never else space.zero
            else:
                count = len(waiting) + size
                if any(d >= _NEVER for d in nearest):
                    rest = space.unit(FLOATS, _NEVER)
                else:
                    spread = sum(map(space.spread, nearest)) + size * space.spread(gap)
                    rest = self._vector(number + 1, count, spread, space)
            out.append(add(rest, transfers))
        return out

    def _vector(self, number: int, count: int, spread: int, space: VectorSpace) -> Vector:
        """``count`` waiting downfloaters arriving at level ``number``, ``spread``: their
        least score differences as the difference objective (``VectorSpace.spread``). The
        floats below count too; the transfers only when no float is left (``_counts``
        orders its options by the total score difference, not per float)."""
        more, _extra, transfers = self._counts(number, count)
        vector = list(space.zero)
        vector[FLOATS] = count + more
        vector[DIFFERENCE] = spread
        if vector[FLOATS] == 0:
            vector[TRANSFERS] = transfers
        return tuple(vector)

    def _counts(self, number: int, waiting: int) -> tuple[int, int, int]:
        """(new floats, score difference, transfers) at least, lexicographically, from
        level ``number`` on with ``waiting`` downfloaters arriving (already counted)."""
        if number == len(self.sizes):
            return (0, 0, 0) if not waiting else (_NEVER, 0, 0)
        key = (number, waiting)
        if key in self.memo:
            return self.memo[key]
        size, excess, gap = self.sizes[number], self.excess[number], self._gap(number)
        unpaired = self.unpaired[number]
        lowest = number + 1 == len(self.sizes)
        best = (_NEVER, 0, 0)
        for met in range(min(waiting, size) + 1):
            if lowest and met != waiting:
                continue
            most = 0 if lowest else min(size - met, _FLOAT_CAP)
            if size - met > most and not lowest:
                best = min(best, (_FLOAT_CAP + 1, 0, 0))
            for down in range(most + 1):
                if (size - met - down) % 2 or met + down < unpaired:
                    continue
                passing = waiting - met + down
                floats, difference, transfers = self._counts(number + 1, passing)
                option = (
                    floats + down,
                    difference + passing * gap,
                    transfers + _transfers(excess, met + down),
                )
                best = min(best, option)
        self.memo[key] = best
        return best


def least_vector(
    players: Sequence[int], allowed: Callable[[int, int], bool], space: VectorSpace
) -> Vector | None:
    """Items 1-4 at least over every perfect matching of ``players`` by ``allowed`` pairs
    (each player ranked above the next: ``players`` in rule 4 order), ``None`` if there is
    none: one minimum-weight perfect matching, each objective a digit of the weight."""
    size = len(players)
    vectors: dict[tuple[int, int], Vector] = {}
    for i in range(size):
        for j in range(i + 1, size):
            if allowed(players[i], players[j]):
                vectors[(i, j)] = space.pair(players[i], players[j])
    mate = least_perfect_matching(size, vectors)
    if mate is None:
        return None
    return space.sum(vectors[(i, mate[i])] for i in range(size) if i < mate[i])
