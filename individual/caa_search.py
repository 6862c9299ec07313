"""CAA 2009 "minimum disturbance" as an explicit order of objectives, and the exact search.

Rule 2 asks for "minimum disturbance" when the ideal pairing cannot be made. This module
reads it as one cost per complete pairing, compared objective by objective (smaller first):

1. rules 9-10: fewest pairs across score levels, then the smallest total score difference;
2. discretionary avoidances as options (rule 35 club-mates, rule 37 two round-1 half-point
   byes meeting in round 2), counted as pairs;
3. rules 15-16: fewest colour transfers, then the transferred claims as weak as possible
   (the claims, strongest first, compared as a list; rule 17: over all linked levels at once);
4. rule 39: fewest repeats of a defaulted pairing;
5. then score level by score level from the highest (rule 11), each level's tuple:
   a. rule 12: fewest exchanges across the mid-line (pairs of two top-half players);
   b. rules 20-22, 24: the floaters as rules 20-21 choose them: floated the same way last
      round, then floats of that kind so far, then the place in the rule 20/21 search;
   c. rule 12: least total variation from the ideal top half v bottom half pairing (for a
      pair at places i < j of the level's remaining players, ``|j - i - half|``),
      then the least sum of squared variations ("The Best Option", set D),
      then the least grade variation (each player's grade distance from the ideal
      opponent's, "Choosing pairing by rating difference", set A round 1),
      then the best pairing for the top board (the opponents' places, from the top).

Every pairing tried keeps the rest completable (an exact maximum-matching test of the
players still unpaired, ``individual.matching.Completability``); a partial cost already
worse than the best complete pairing is cut (every objective only grows as pairs are
added). The search is exact up to ``node_budget`` pairings tried; past that the best
pairing found so far is taken and the trail says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from individual.caa_colour import ColourNeed, final_colours
from individual.colour import Colour
from individual.history import Float
from individual.matching import Completability

Cost = tuple[object, ...]
Pair = tuple[int, int]


@dataclass(frozen=True)
class Seat:
    """One player as the search sees them: score (half-points), place in the ranking,
    grade, colour need and float history (``last``: the float of the previous round)."""

    number: int
    score: int
    place: int
    grade: int
    need: ColourNeed
    last: Float | None
    downs: int
    ups: int


@dataclass(frozen=True)
class Problem:
    """Everything the search needs. ``avoid(a, b)``: discretionary pairs to avoid (item 2);
    ``defaulted(a, b)``: rule 39; ``down_order``/``up_order``: rule 20/21 search places;
    ``first(a, b)``: an objective before all others (English Schools: same school);
    ``float_cost(seat, float, place)``: item 5b for another system (default: CAA's)."""

    seats: Mapping[int, Seat]
    order: Sequence[int]
    adjacent: Callable[[int, int], bool]
    avoid: Callable[[int, int], int]
    defaulted: Callable[[int, int], bool]
    down_place: Callable[[int], int]
    up_place: Callable[[int, int], int]
    node_budget: int = 30_000
    first: Callable[[int, int], int] = lambda a, b: 0
    float_cost: Callable[[Seat, Float, int], tuple[int, int, int]] | None = None


@dataclass
class _Level:
    """A score level being paired: who stays in it (rule 5's mid-line is in the middle of
    them) and its running objectives (item 5)."""

    stay: list[int]
    index: dict[int, int]
    floats: tuple[int, int, int]
    variation: int = 0
    squares: int = 0
    grades: int = 0
    top: dict[int, int] = field(default_factory=dict)
    down: tuple[int, ...] = ()
    gap: int = 0

    def cost(self) -> Cost:
        half = len(self.stay) // 2
        exchanges = sum(1 for i, j in self.top.items() if j < half)
        prefix: list[int] = []
        for i in range(half):
            if i not in self.top:
                break
            prefix.append(self.top[i])
        rest = (self.variation, self.squares, self.grades, tuple(prefix))
        return (exchanges, *self.floats, *rest)


@dataclass
class _Search:
    problem: Problem
    levels: list[list[int]]
    level_of: dict[int, int]
    mate: dict[int, int] = field(default_factory=dict)
    running: list[Cost] = field(default_factory=list)
    current: _Level | None = None
    totals: list[int] = field(default_factory=lambda: [0, 0, 0, 0, 0])
    claims: list[tuple[int, int, int, int]] = field(default_factory=list)
    best: Cost | None = None
    best_pairs: list[Pair] = field(default_factory=list)
    nodes: int = 0
    exhausted: bool = False

    def cost(self) -> Cost:
        """The running cost; the transfers the current level cannot avoid count already
        (a lower bound: every objective only grows as pairs are added)."""
        floats, difference, avoided, defaults, first = self.totals
        claims = tuple(sorted(self.claims, reverse=True))
        unavoidable = _unavoidable_transfers(self) if self.current else 0
        if self.current:  # the downfloaters chosen but not yet paired will float
            pending = sum(1 for n in self.current.down if n not in self.mate)
            floats, difference = floats + pending, difference + pending * self.current.gap
        levels = tuple(self.running) + ((self.current.cost(),) if self.current else ())
        transfers = len(claims) + unavoidable
        return (first, floats, difference, avoided, transfers, claims, defaults, levels)


def _unavoidable_transfers(search: _Search) -> int:
    """Rule 15: players still to pair inside the current level need at least this many
    transfers (the excess of one colour that players with no colour cannot absorb)."""
    assert search.current is not None
    white = black = none = 0
    for n in search.current.stay:
        if n in search.mate:
            continue
        due = search.problem.seats[n].need.due
        if due is None:
            none += 1
        elif due is Colour.WHITE:
            white += 1
        else:
            black += 1
    return max(0, abs(white - black) - none) // 2


def solve(problem: Problem, state: Completability) -> tuple[list[Pair], Cost, bool]:
    """The pairing of least cost, its cost, and whether the search was exact."""
    levels: list[list[int]] = []
    for n in problem.order:
        if levels and problem.seats[levels[-1][0]].score == problem.seats[n].score:
            levels[-1].append(n)
        else:
            levels.append([n])
    level_of = {n: i for i, level in enumerate(levels) for n in level}
    search = _Search(problem, levels, level_of)
    _next_level(search, state, 0)
    if search.best is None:
        return [], (), True
    return search.best_pairs, search.best, not search.exhausted


def _worse(search: _Search) -> bool:
    return search.best is not None and search.cost() >= search.best


def _next_level(search: _Search, state: Completability, number: int) -> None:
    """Start level ``number``: choose who floats down from it (rules 10, 19-24), fewest
    first, then pair the rest inside the level."""
    if _worse(search):
        return
    if number == len(search.levels):
        search.best = search.cost()
        search.best_pairs = sorted({(min(a, b), max(a, b)) for a, b in search.mate.items()})
        return
    level = search.levels[number]
    free = [n for n in level if n not in search.mate]
    lowest = number == len(search.levels) - 1
    sizes = [len(free) % 2] if lowest else range(len(free) % 2, len(free) + 1, 2)
    for size in sizes:
        for down in combinations(reversed(free), size):
            if search.exhausted:
                return
            stay = [n for n in free if n not in down]
            saved = search.current
            floats = _float_keys(search, level, set(down))
            gap = _gap_below(search, number)
            index = {n: i for i, n in enumerate(stay)}
            search.current = _Level(stay, index, floats, down=down, gap=gap)
            _walk(search, state, number, list(down) + stay, 0)
            search.current = saved


def caa_float_cost(seat: Seat, kind: Float, place: int) -> tuple[int, int, int]:
    """Rules 20-21: (a) floated the same way in the previous round, (b) floats of that kind
    so far, then the place in the search."""
    count = seat.downs if kind is Float.DOWN else seat.ups
    return (int(seat.last is kind), count, place)


def _gap_below(search: _Search, number: int) -> int:
    """The score difference to the next level down (0 for the lowest)."""
    if number + 1 >= len(search.levels):
        return 0
    seats = search.problem.seats
    return seats[search.levels[number][0]].score - seats[search.levels[number + 1][0]].score


def _float_keys(search: _Search, level: list[int], down: set[int]) -> tuple[int, int, int]:
    """Item 5b for the level's downfloaters and the upfloaters already paired into it."""
    seats, p = search.problem.seats, search.problem
    keys = [0, 0, 0]
    for n in level:
        if n in down:
            kind, place = Float.DOWN, p.down_place(n)
        elif n in search.mate and seats[search.mate[n]].score != seats[n].score:
            kind, place = Float.UP, p.up_place(n, search.mate[n])
        else:
            continue
        cost = (p.float_cost or caa_float_cost)(seats[n], kind, place)
        keys = [k + c for k, c in zip(keys, cost, strict=True)]
    return (keys[0], keys[1], keys[2])


def _walk(search: _Search, state: Completability, number: int, todo: list[int], index: int) -> None:
    mate = search.mate
    while index < len(todo) and todo[index] in mate:
        index += 1
    if _worse(search):
        return
    level = search.current
    assert level is not None
    if index == len(todo):
        search.running.append(level.cost())
        search.current = None
        _next_level(search, state, number + 1)
        search.current = level
        search.running.pop()
        return
    a = todo[index]
    for b in _candidates(search, a, level):
        if search.nodes >= search.problem.node_budget and search.best is not None:
            search.exhausted = True
            return
        search.nodes += 1
        rest = state.without(a, b)
        if rest is None:
            continue
        undo = _pair(search, a, b, level)
        _walk(search, rest, number, todo, index + 1)
        undo()


def _candidates(search: _Search, a: int, level: _Level) -> list[int]:
    """Opponents for ``a`` that rule 1 allows: inside the level for those who stay, below
    it for a downfloater; the likeliest best first."""
    p = search.problem
    seats = p.seats
    if a in level.index:
        half = len(level.stay) // 2
        i = level.index[a]
        pool = [b for b in level.stay if b != a and b not in search.mate]
    else:
        pool = [b for b in p.order if seats[b].score < seats[a].score and b not in search.mate]

    def key(b: int) -> tuple[int, int, int, int, int]:
        sa, sb = seats[a], seats[b]
        ideal = abs(level.index[b] - i - half) if b in level.index else 0
        transfer = int(sa.need.due is not None and sa.need.due is sb.need.due)
        order = ideal * len(p.order) + sb.place
        return (p.first(a, b), sa.score - sb.score, p.avoid(a, b), transfer, order)

    return sorted((b for b in pool if p.adjacent(a, b)), key=key)


def _pair(search: _Search, a: int, b: int, level: _Level) -> Callable[[], None]:
    """Pair ``a`` (higher) with ``b``; return what undoes it."""
    p, seats, totals = search.problem, search.problem.seats, search.totals
    before = (list(totals), len(search.claims), level.variation, level.squares, level.grades)
    search.mate[a], search.mate[b] = b, a
    gap = seats[a].score - seats[b].score
    totals[0] += 1 if gap else 0
    totals[1] += gap
    totals[2] += p.avoid(a, b)
    totals[3] += int(p.defaulted(a, b))
    totals[4] += p.first(a, b)
    moved = final_colours(a, b, {a: seats[a].need, b: seats[b].need}).transferred
    if moved is not None:
        search.claims.append(seats[moved].need.claim)
    if b in level.index:
        _in_level(level, a, b, seats)

    def undo() -> None:
        del search.mate[a], search.mate[b]
        totals[:] = before[0]
        del search.claims[before[1] :]
        level.variation, level.squares, level.grades = before[2:]
        level.top.pop(level.index.get(a, -1), None)
        level.top.pop(level.index.get(b, -1), None)

    return undo


def _in_level(level: _Level, a: int, b: int, seats: Mapping[int, Seat]) -> None:
    """Item 5a, 5c for a pair inside the level."""
    half = len(level.stay) // 2
    i, j = sorted((level.index[a], level.index[b]))
    v = abs(j - i - half)
    level.variation += v
    level.squares += v * v
    for x, y in ((i, j), (j, i)):
        ideal = level.stay[x + half] if x < half else level.stay[x - half]
        level.grades += abs(seats[level.stay[y]].grade - seats[ideal].grade)
        if x < half:
            level.top[x] = y
