"""The pieces of the British systems' exact search (``individual.british.levels``): the cost of
pairs as vectors, the best pairing inside one score level, and the least cost of a set of
players.

The round's objectives (``objectives.ROUND``) are sums over the pairs: a ``Vector`` is
``(first, floats, difference, avoided, transfers, c_1, ..., c_k, defaults)`` where ``c_i``
counts the transfers of the i-th strongest claim met in the round (rule 16). With the
transfers equal, comparing these counts from the strongest claim down orders the transferred
claims exactly as comparing their lists strongest first does, and vectors add up, so the
cost of disjoint sets of pairs is the sum of their vectors and the order of sums is the
order of the parts (the order is the same after adding any vector).

``best_inside``: the pairs of the players who stay in one score level, best by the round's
objectives, then rule 12's exchanges, variation, squares, grade variation and top-board
pairing; all are sums over the pairs once the stayers are known, so one integer weight per
pair, each objective a digit, makes it a minimum-weight perfect matching.
"""

from __future__ import annotations

import operator
import struct
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from individual.british.objectives import Cost, LevelOrder
from individual.british.problem import Levels, Pair, Problem, Seat
from individual.matching.lexicographic import (
    least_partners,
    least_perfect_matching,
    least_then_partners,
    potentials,
    tight_edges,
)
from individual.vocabulary.colour import Colour

Vector = tuple[int, ...]
Claim = tuple[int, int, int, int]

FIRST, FLOATS, DIFFERENCE, AVOIDED, TRANSFERS = range(5)


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
        if found is None:
            self.cache[key] = found = self._computed(a, b)
        return found

    def vector(self, a: int, b: int) -> Vector:
        """``pair`` without keeping it (for pairs asked once)."""
        found = self.cache.get((a, b))
        return self._computed(a, b) if found is None else found

    def _computed(self, a: int, b: int) -> Vector:
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
        return tuple(vector)

    def sum(self, vectors: Iterable[Vector]) -> Vector:
        return tuple(map(sum, zip(self.zero, *vectors, strict=True)))

    def cost(self, vector: Vector, levels: tuple[Levels, ...]) -> Cost:
        """The cost as the search reports it: the claims as their list, strongest first."""
        claims: list[Claim] = []
        for claim, count in zip(self.claims, vector[5:-1], strict=True):
            claims += [claim] * count
        first, floats, spread, avoided, transfers = vector[:5]
        differences = self.differences(spread)
        values = (first, floats, differences, avoided, transfers, tuple(claims), vector[-1])
        return Cost(values, levels, self.problem.level_order)


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

    def level_cost(self, order: LevelOrder, keys: Sequence[int]) -> Levels:
        """The level's tuple in ``order`` (item 5) with its float keys (``keys``, the values
        of ``order.keys``: item 5b)."""
        values: dict[str, object] = {
            "exchanges": self.exchanges,
            "variation": self.variation,
            "squares": self.squares,
            "grades": self.grades,
            "top_board": self.top,
        }
        values |= {o.name: k for o, k in zip(order.keys, keys, strict=True)}
        return tuple(values[o.name] for o in order.objectives)


def grades_of(stay: Sequence[int], seats: Mapping[int, Seat]) -> list[int]:
    """The stayers' grades in their order (what ``pair_terms`` reads)."""
    return [seats[n].grade for n in stay]


def pair_terms(grades: Sequence[int], i: int, j: int) -> list[int]:
    """Rule 12 for the pair at places ``i < j`` of the stayers whose grades are ``grades``
    (``grades_of``): exchange, variation, squared variation, grade variation (each grade
    against the grade of the player at the other's ideal place)."""
    half = len(grades) // 2
    v = abs(j - i - half)
    ideal_i = grades[i + half] if i < half else grades[i - half]
    ideal_j = grades[j + half] if j < half else grades[j - half]
    return [int(j < half), v, v * v, abs(grades[j] - ideal_i) + abs(grades[i] - ideal_j)]


def top_bottom_terms(
    grades: Sequence[int], places: Iterable[tuple[int, int]]
) -> Iterator[tuple[tuple[int, int], tuple[int, int, int]]]:
    """``pair_terms``' variation, squared variation and grade variation of each pair of
    ``places`` (a top ``i`` and a bottom ``j``: ``i < half <= j``), one after another."""
    half = len(grades) // 2
    for i, j in places:
        v = abs(j - half - i)
        grade = abs(grades[j] - grades[i + half]) + abs(grades[i] - grades[j - half])
        yield (i, j), (v, v * v, grade)


def inside_of(stay: Sequence[int], pairs: Sequence[Pair], space: VectorSpace) -> Inside:
    """The ``Inside`` of given pairs of the stayers (each pair in the stayers' order)."""
    seats = space.problem.seats
    at = {n: i for i, n in enumerate(stay)}
    half = len(stay) // 2
    grades = grades_of(stay, seats)
    terms = [0, 0, 0, 0]
    top = [0] * half
    for a, b in pairs:
        i, j = at[a], at[b]
        terms = [t + x for t, x in zip(terms, pair_terms(grades, i, j), strict=True)]
        if i < half:
            top[i] = j
        if j < half:
            top[j] = i
    vector = space.sum(space.pair(a, b) for a, b in pairs)
    return Inside(vector, tuple(pairs), terms[0], terms[1], terms[2], terms[3], tuple(top))


def best_inside(
    stay: Sequence[int],
    problem: Problem,
    space: VectorSpace,
    bound: Vector | None = None,
    slack: int = 6,
) -> Inside | None:
    """The best pairs of the stayers of a level (``stay`` in rule 4 order), ``None`` when
    they cannot all be paired with each other (rule 1).

    ``bound``: items 1-4 at least over every pairing of the stayers whatever they have
    played (``relaxed.Relaxed.inside_bound``). When the best pairing over fewer pairs makes
    ``bound`` and no exchange (``_Span``), so does any better one, which then pairs the top
    half with the bottom half and varies less in total; a pair that lengthens the pairing's
    unavoidable crossings beyond that total is in no better pairing, and the best over the
    others is the best (first over the pairs adding at most ``slack`` crossings, then four
    times as many while the bound is not met)."""
    size, half = len(stay), len(stay) // 2
    if size % 2:
        return None
    ideal = [(stay[i], stay[i + half]) for i in range(half)]
    if all(problem.adjacent(a, b) for a, b in ideal):
        found = inside_of(stay, ideal, space)
        if found.vector == space.zero:  # nothing better is possible
            return found
    span = _Span.of(stay, problem.seats, bound[TRANSFERS]) if bound is not None else None
    reach = slack
    while span is not None and reach < half:  # fewer pairs first, then four times as many
        assert bound is not None
        terms = _terms(stay, problem, space, span.places(reach), bound)
        near = _inside_within(stay, space, terms, bound)
        if near is not None and near.vector == bound and not near.exchanges:
            most = (near.variation - span.least) // 2
            if most <= reach:
                return near
            return _proved(stay, problem, space, terms, near, span.ranges(most), bound)
        reach = 4 * max(reach, 1)
    everything = combinations(range(size), 2)
    return _inside_within(stay, space, _terms(stay, problem, space, everything))


def pairs_within(
    stay: Sequence[int], seats: Mapping[int, Seat], transfers: int, most: int
) -> list[tuple[int, int]] | None:
    """The pairs (places ``i < j``) that a pairing of the stayers with no exchange and
    ``transfers`` transfers, the least their colours allow, varying at most ``most`` may hold
    (``_Span``: those adding at most ``(most - least) // 2`` crossings to the forced ones);
    ``None`` when no such pairing varies so little."""
    span = _Span.of(stay, seats, transfers)
    if span.least > most:
        return None
    return list(span.places((most - span.least) // 2))


def least_variation(stay: Sequence[int], seats: Mapping[int, Seat], transfers: int) -> int:
    """Rule 12's variation at least over every pairing of the stayers (``stay`` in rule 4
    order) with no exchange and ``transfers`` same-colour pairs when that is the least their
    colours allow (``relaxed.Relaxed.inside_bound``): such a pairing's transfers are all of
    the larger colour group (a white pair and a black pair would pair better crosswise), so
    the crossings ``_Span`` counts are forced."""
    return _Span.of(stay, seats, transfers).least


@dataclass(frozen=True)
class _Span:
    """The crossings a pairing of the top half (places ``0..h-1``) with the bottom half
    (``h..2h-1``) must make, by colours alone: pair ``i`` with ``h + p(i)``; its variation
    is ``sum |p(i) - i|``, twice the number of pairs crossing each cut between places ``k``
    and ``k + 1`` of the two halves. At a cut, the top half's first ``k + 1`` players who
    cannot meet the bottom half's first ``k + 1`` without a transfer the bound does not
    allow (white seekers more than the black seekers and those with no colour there, less
    the transfers allowed; the mirror for black) must cross it, and as many the other way
    (``need[k]``). A pair ``i, h + j`` crosses every cut between ``i`` and ``j``; those
    where nothing else must cross add to the least variation ``least``."""

    need: tuple[int, ...]
    free: tuple[int, ...]
    least: int
    half: int

    @staticmethod
    def of(stay: Sequence[int], seats: Mapping[int, Seat], transfers: int) -> _Span:
        half = len(stay) // 2
        dues = [seats[n].need.due for n in stay]
        whites = dues.count(Colour.WHITE)
        blacks = dues.count(Colour.BLACK)
        allow_w = transfers if whites >= blacks else 0
        allow_b = transfers if blacks > whites else 0

        def counts(places: Sequence[int]) -> list[tuple[int, int, int]]:
            out, w, b, n = [], 0, 0, 0
            for i in places:
                due = dues[i]
                if due is None:
                    n += 1
                elif due is Colour.WHITE:
                    w += 1
                else:
                    b += 1
                out.append((w, b, n))
            return out

        top, bottom = counts(range(half)), counts(range(half, 2 * half))
        top_rest = counts(range(half - 1, -1, -1))[::-1]
        bottom_rest = counts(range(2 * half - 1, half - 1, -1))[::-1]
        need = []
        for k in range(half - 1):
            (wp, bp, _), (wq, bq, nq) = top[k], bottom[k]
            (wr, br, _), (ws, bs, ns) = top_rest[k + 1], bottom_rest[k + 1]
            need.append(
                max(
                    0,
                    wp - bq - nq - allow_w,
                    bp - wq - nq - allow_b,
                    wr - bs - ns - allow_w,
                    br - ws - ns - allow_b,
                )
            )
        free = [0]
        for k in range(half - 1):
            free.append(free[-1] + int(need[k] == 0))
        return _Span(tuple(need), tuple(free), 2 * sum(need), half)

    def ranges(self, slack: int) -> list[tuple[int, int]]:
        """For each place ``i`` of the top half, the bottom half's places ``half + k`` with
        ``low <= k < high`` it may meet crossing at most ``slack`` cuts nothing else must
        cross (twice that added to the variation)."""
        free = self.free
        return [
            (bisect_left(free, free[i] - slack), bisect_right(free, free[i] + slack))
            for i in range(self.half)
        ]

    def places(self, slack: int) -> Iterator[tuple[int, int]]:
        """The pairs (places ``i < j``) of ``ranges``."""
        for i, (low, high) in enumerate(self.ranges(slack)):
            for k in range(low, high):
                yield i, self.half + k


def _terms(
    stay: Sequence[int],
    problem: Problem,
    space: VectorSpace,
    places: Iterable[tuple[int, int]],
    bound: Vector | None = None,
) -> dict[tuple[int, int], list[int]]:
    """Items 1-4 and rule 12's terms of the stayers' pairs at ``places`` (``i < j``) that
    may meet; with ``bound``, only those none of whose items 1-4 exceeds the bound's (the
    others are in no pairing that makes the bound: digits add up, none negative). With
    ``bound`` the places are few and the same pairs are asked again for the stayers of the
    level's other decisions, so the pairs' items are kept (``VectorSpace.pair``)."""
    grades = grades_of(stay, problem.seats)
    terms: dict[tuple[int, int], list[int]] = {}
    weigh = space.vector if bound is None else space.pair
    for i, j in places:
        if problem.adjacent(stay[i], stay[j]):
            vector = weigh(stay[i], stay[j])
            if bound is None or all(map(operator.le, vector, bound)):
                terms[(i, j)] = [*vector, *pair_terms(grades, i, j)]
    return terms


def _inside_within(
    stay: Sequence[int],
    space: VectorSpace,
    terms: Mapping[tuple[int, int], list[int]],
    bound: Vector | None = None,
) -> Inside | None:
    """The best pairs of the stayers over the pairs of ``terms``, one weighted matching;
    with ``bound``, the best only if it makes the bound (``_radix``)."""
    size, half = len(stay), len(stay) // 2
    # the top-board pairing last: the partners of the top half, from the top
    mate = least_then_partners(size, terms, _radix(half, terms, bound), half)
    if mate is None:
        return None
    pairs = [(stay[i], stay[mate[i]]) for i in range(size) if i < mate[i]]
    return inside_of(stay, pairs, space)


def _radix(
    half: int, terms: Mapping[tuple[int, int], list[int]], bound: Vector | None = None
) -> list[int]:
    """Each term's total bound over a pairing of the stayers (exclusive); with ``bound``,
    items 1-4 one more than the bound's: they bound the least pairing's totals when it
    makes the bound, and a pairing that does not is not taken for one that does."""
    if not terms:
        return []
    width = len(next(iter(terms.values())))
    first = 0 if bound is None else len(bound)  # the bound's items need no scan
    radix = [value + 1 for value in bound or ()]
    rows = terms.values()
    return radix + [half * max(row[k] for row in rows) + 1 for k in range(first, width)]


_BASE = 1 << 64
"""A radix above any total of a term over a path of pairs: the terms packed in it compare
as their lists do."""


def _wide(digits: Sequence[int]) -> int:
    """The digits (each below ``_BASE``) packed in base ``_BASE``, the first the most
    significant, as ``lexicographic.pack`` with that base does."""
    return int.from_bytes(struct.pack(f">{len(digits)}Q", *digits), "big")


def _proved(
    stay: Sequence[int],
    problem: Problem,
    space: VectorSpace,
    terms: dict[tuple[int, int], list[int]],
    near: Inside,
    wider: Sequence[tuple[int, int]],
    bound: Vector,
) -> Inside | None:
    """The best pairs of the stayers over the ``wider`` places (for each place ``i`` of the
    top half, the bottom half's places ``half + k`` for ``low <= k < high``) from ``near``,
    the best over ``terms``' pairs: with the potentials of its matching
    (``lexicographic.potentials``), a pair of ``wider`` whose reduced weight is negative
    would make a better pairing (taken in, and the matching solved again), one whose
    reduced weight is zero an equal one; when none is negative the matching is the least
    over ``wider`` too, and the least matchings are those over the pairs of reduced weight
    zero, whose top-board partners are chosen as ``lexicographic.least_partners`` does.
    ``near`` makes ``bound``, so the best does: pairs with an item of 1-4 above the
    bound's are in none (as in ``_terms``)."""
    size, half = len(stay), len(stay) // 2
    grades = grades_of(stay, problem.seats)
    at = {n: i for i, n in enumerate(stay)}
    mate = [0] * size
    for a, b in near.pairs:
        mate[at[a]], mate[at[b]] = at[b], at[a]
    weights = {edge: _wide(digits) for edge, digits in terms.items()}
    least = _Least(stay, space)
    while True:
        upper, lower = potentials(half, weights, mate)
        lighter: dict[tuple[int, int], list[int]] = {}
        equal: list[tuple[int, int]] = []
        for i, j in least.candidates(wider, upper, lower):
            if (i, j) in terms or not problem.adjacent(stay[i], stay[j]):
                continue
            vector = space.vector(stay[i], stay[j])
            if not all(map(operator.le, vector, bound)):
                continue
            digits = [*vector, *pair_terms(grades, i, j)]
            reduced = _wide(digits) + upper[i] - lower[j - half]
            if reduced < 0:
                lighter[(i, j)] = digits
            elif reduced == 0:
                equal.append((i, j))
        if not lighter:
            break
        terms |= lighter
        weights |= {edge: _wide(digits) for edge, digits in lighter.items()}
        found = least_perfect_matching(size, terms, _radix(half, terms, bound))
        assert found is not None  # ``mate`` is one perfect matching of them
        mate = found
    tight = tight_edges(half, weights, upper, lower)
    for i, j in equal:
        tight[i].append(j)
    mate = least_partners(tight, mate)
    return inside_of(stay, [(stay[i], stay[mate[i]]) for i in range(half)], space)


class _Least:
    """Lower bounds of the stayers' top-with-bottom pairs' weights (packed as ``_wide``
    packs their digits) from the digits every such pair's places and colours fix: rule 12's
    variation and its square, and a transfer with its claim (every other digit is not
    negative, and a top-with-bottom pair exchanges nobody)."""

    _BLOCK = 32

    def __init__(self, stay: Sequence[int], space: VectorSpace) -> None:
        seats = space.problem.seats
        half = len(stay) // 2
        width = len(space.zero) + 4  # the vector, then exchange, variation, square, grades
        self.half = half
        self.dues = [seats[n].need.due for n in stay]
        self.claims = [
            space.index[seats[n].need.claim] if due is not None else 0
            for n, due in zip(stay, self.dues, strict=True)
        ]
        # variation at the third digit from the last, its square at the second
        self.spread = [v * _BASE**2 + v * v * _BASE for v in range(half + 1)]
        transfer = _BASE ** (width - 1 - TRANSFERS)
        self.colour = [transfer + _BASE ** (width - 1 - 5 - c) for c in range(len(space.claims))]

    def candidates(
        self, wider: Sequence[tuple[int, int]], upper: Sequence[int], lower: Sequence[int]
    ) -> Iterator[tuple[int, int]]:
        """The pairs of ``wider`` whose reduced weight by the potentials ``upper`` and
        ``lower`` these bounds do not keep above zero; blocks of the bottom half's places
        skipped at once when their nearest place's variation does."""
        half, spread, colour = self.half, self.spread, self.colour
        dues, claims = self.dues, self.claims
        step = self._BLOCK
        highest = [max(lower[s : s + step]) for s in range(0, half, step)]
        for i, (low, high) in enumerate(wider):
            top = upper[i]
            due, claim = dues[i], claims[i]
            for s in range(low - low % step, high, step):
                begin, end = max(s, low), min(s + step, high)
                nearest = begin - i if begin > i else (i - end + 1 if end <= i else 0)
                if spread[nearest] + top > highest[s // step]:
                    continue
                for k in range(begin, end):
                    bound = spread[abs(k - i)] + top - lower[k]
                    if bound > 0:
                        continue
                    j = half + k
                    # a transfer with its claim (the weaker of the two)
                    if (
                        dues[j] is due
                        and due is not None
                        and bound + colour[max(claim, claims[j])] > 0
                    ):
                        continue
                    yield i, j


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
