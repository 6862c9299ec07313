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

A level's players are those who stay in it (its mid-line is in the middle of them: rule
5), the downfloaters it sends (rule 19) and the upfloaters it gives to the levels above.

The search (exact; ``individual.british.bounds`` has the pieces it is built from):

- Items 1-4 are sums over the pairs (the claims as counts per claim, strongest first, which
  orders them as the list does when the transfers are equal), so the cost of a level's own
  pairs and of the levels below it add up. Given who stays in a level, the pairs inside it
  do not depend on anything else: the best of them (items 1-4, then 5a, 5c) is one
  minimum-weight perfect matching (``individual.matching.weighted``, each objective a digit
  of one integer weight), remembered per set of players.
- The levels are decided from the top: at each, which downfloaters still waiting from above
  meet which of its players (they become its upfloaters), and who floats down from it. What
  the rest can still cost depends only on the level and the downfloaters still waiting, so
  each such state is solved once (dynamic programming over the levels).
- The choices at a level are tried best first by a lower bound: their own pairs, the colour
  transfers the stayers cannot avoid, and for the levels below the floats, score difference
  and transfers that their sizes and colours force (``caa_bounds.RestBound``); a choice
  whose bound is already worse than the best found is cut. The two fewest numbers of
  downfloaters are weighed first, more only while they can still beat the best (rule 10).
  With a first objective (English Schools rule 7, CAA rule 40) each state's items 1-4 are
  bounded exactly by one minimum-weight matching of the players left, and each choice's
  first objective by a maximum matching of the other pairs. A state whose players cannot
  all be paired (``individual.matching.maximum.Completability``) is cut at once.

The search is exact up to ``node_budget`` choices tried (a safety net; 16 assignments of
waiting downfloaters weighed count as one); past that the best pairing found so far is
taken and the trail says so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations

from individual.british.bounds import (
    FIRST,
    FLOATS,
    Inside,
    RestBound,
    Vector,
    VectorSpace,
    add,
    best_inside,
    excess_of,
    least_vector,
    transfers_bound,
)
from individual.british.objectives import NOTHING, Cost
from individual.british.problem import Levels, Pair, Problem, caa_float_cost
from individual.matching.maximum import Completability, matching_size
from individual.swiss.history import Float

_PICKS_PER_NODE = 16
"""Who meets the waiting downfloaters: so many assignments weighed count as one choice
tried towards ``Problem.node_budget`` (they are far cheaper)."""
_Key = tuple[Vector, tuple[Levels, ...]]
"""Items 1-4 and the level tuples from one level on: how results and bounds compare."""


@dataclass(frozen=True)
class _Rest:
    """The best completion from a level down: items 1-4 as a vector, the level tuples
    (item 5) from that level on, and the pairs."""

    vector: Vector
    levels: tuple[Levels, ...]
    pairs: tuple[Pair, ...]


@dataclass(frozen=True)
class _Choice:
    """One way to settle a level: waiting downfloaters met here (``met``: higher, lower),
    the level's own downfloaters, who stays, and a lower bound of the result."""

    met: tuple[Pair, ...]
    down: tuple[int, ...]
    stay: tuple[int, ...]
    bound: _Key
    floats: tuple[int, int, int]


def solve(problem: Problem, state: Completability) -> tuple[list[Pair], Cost, bool]:
    """The pairing of least cost, its cost, and whether the search was exact."""
    if not state.is_perfect:
        return [], NOTHING, True
    search = _Search(problem, state)
    best = search.rest(0, frozenset())
    if best is None:
        return [], NOTHING, True
    return sorted(best.pairs), search.space.cost(best.vector, best.levels), not search.exhausted


def least_round(problem: Problem) -> Cost | None:
    """The round's objectives (items 1-7) at least over every complete pairing of
    ``problem.order``, with no level objectives: exact (one minimum-weight matching), so
    every complete pairing costs at least this, and the search's exact answer has these
    round values. ``None`` when nobody can be paired completely."""
    space = VectorSpace.of(problem)
    vector = least_vector(list(problem.order), problem.adjacent, space)
    return None if vector is None else space.cost(vector, ())


class _Search:
    """The dynamic programme over the score levels (rule 11: from the highest)."""

    def __init__(self, problem: Problem, state: Completability) -> None:
        self.problem = problem
        self.seats = problem.seats
        levels: list[list[int]] = []
        for n in problem.order:
            if levels and self.seats[levels[-1][0]].score == self.seats[n].score:
                levels[-1].append(n)
            else:
                levels.append([n])
        self.levels = levels
        self.below: list[list[int]] = [
            [n for level in levels[i + 1 :] for n in level] for i in range(len(levels))
        ]
        self.space = VectorSpace.of(problem)
        self.bound = RestBound(levels, problem.seats, problem.adjacent)
        self.root = state
        self.inside: dict[frozenset[int], Inside | None] = {}
        self.shapes: dict[int, tuple[list[int], dict[int, set[int]], set[int]]] = {}
        self.memo: dict[tuple[int, frozenset[int]], _Rest | None] = {}
        self.nodes = 0
        self.weighed = 0
        self.exhausted = False
        self.least: dict[tuple[int, frozenset[int]], Vector | None] = {}
        self.firsts: dict[tuple[int, frozenset[int]], int] = {}
        self.up_keys: dict[Pair, tuple[int, int, int]] = {}
        first, adjacent = problem.first, problem.adjacent
        self.has_first = any(
            first(a, b) and adjacent(a, b) for a, b in combinations(problem.order, 2)
        )

    def rest(self, number: int, waiting: frozenset[int]) -> _Rest | None:
        """The best completion of levels ``number`` on, ``waiting`` downfloaters from above
        still to meet a lower player (rules 19-23); ``None`` if there is none."""
        key = (number, waiting)
        if key in self.memo:
            return self.memo[key]
        result: _Rest | None
        if number == len(self.levels):
            result = _Rest(self.space.zero, (), ()) if not waiting else None
        elif not self._completable(number, waiting):
            result = None
        else:
            result = self._level(number, waiting)
        self.memo[key] = result
        return result

    def _completable(self, number: int, waiting: frozenset[int]) -> bool:
        """Can the players left (the waiting ones and the levels from ``number`` on) all be
        paired at all (rule 1)? Pairs of two waiting players count as possible here."""
        gone = [n for level in self.levels[:number] for n in level if n not in waiting]
        return self.root.without_vertices(gone) is not None

    def _level(self, number: int, waiting: frozenset[int]) -> _Rest | None:
        best: _Rest | None = None
        best_key: _Key | None = None
        floor = self._least(number, waiting) if self.has_first else None
        first = floor[FIRST] if floor is not None else 0
        for extra in (False, True):  # the fewest downfloaters first, then the others
            most: int | None = None
            if extra and best is not None:
                if self.exhausted:
                    break
                if best.vector[FIRST] <= first:
                    most = best.vector[FLOATS]  # rule 10: more floats cannot be better
            groups = self._groups(number, waiting, extra, most)
            # tried in the order of the raised bounds, so that the cuts stay sound
            groups.sort(key=lambda g: _lift(g[0], floor))
            for group_bound, choices in groups:
                if best_key is not None and _lift(group_bound, floor) > best_key:
                    break
                for choice in sorted(choices(), key=lambda c: _lift(c.bound, floor)):
                    if best_key is not None and _lift(choice.bound, floor) > best_key:
                        break
                    if self.exhausted and best is not None:
                        return best
                    found = self._try(number, waiting, choice, best_key, floor)
                    if found is not None and (best_key is None or found[0] < best_key):
                        best, best_key = found[1], found[0]
        return best

    def _try(
        self,
        number: int,
        waiting: frozenset[int],
        choice: _Choice,
        best_key: _Key | None,
        floor: Vector | None,
    ) -> tuple[_Key, _Rest] | None:
        """The best completion through ``choice``, if it can beat ``best_key``."""
        self.nodes += 1
        if self.nodes > self.problem.node_budget:
            self.exhausted = True
        inside = self._inside(choice.stay)
        if inside is None:
            return None
        level_cost = inside.level_cost(choice.floats)
        met_vector = self.space.sum(self.space.pair(a, b) for a, b in choice.met)
        later = waiting.difference(a for a, _ in choice.met).union(choice.down)
        own = add(met_vector, inside.vector)
        after = frozenset(later)
        rest_bound = self.bound.rest(number + 1, later, self.space)
        if self.has_first:
            first = max(rest_bound[FIRST], self._first_bound(number + 1, after))
            rest_bound = (first, *rest_bound[1:])
        bound = _lift((add(own, rest_bound), (level_cost,)), floor)
        if best_key is not None and bound > best_key:
            return None
        if self.has_first and (number + 1, after) not in self.memo:
            least = self._least(number + 1, after)  # exact, before solving the state
            if least is None:
                return None
            bound = _lift((add(own, max(rest_bound, least)), (level_cost,)), floor)
            if best_key is not None and bound > best_key:
                return None
        rest = self.rest(number + 1, after)
        if rest is None:
            return None
        vector = add(own, rest.vector)
        levels = (level_cost, *rest.levels)
        return (vector, levels), _Rest(vector, levels, choice.met + inside.pairs + rest.pairs)

    def _first_bound(self, number: int, waiting: frozenset[int]) -> int:
        """Item 1's first objective (English Schools rule 7, CAA rule 40) at least for the
        players left: the pairs it counts that a maximum matching of the other pairs
        cannot avoid."""
        key = (number, waiting)
        found = self.firsts.get(key)
        if found is None:
            p, place = self.problem, {n: s.place for n, s in self.seats.items()}
            players = sorted(waiting, key=place.__getitem__)
            players += [n for level in self.levels[number:] for n in level]

            def other(a: int, b: int) -> bool:
                if a in waiting and b in waiting:
                    return False
                high, low = (a, b) if place[a] < place[b] else (b, a)
                return p.adjacent(a, b) and not p.first(high, low)

            found = (len(players) - 2 * matching_size(players, other) + 1) // 2
            self.firsts[key] = found
        return found

    def _least(self, number: int, waiting: frozenset[int]) -> Vector | None:
        """Items 1-4 at least for the players left (the waiting downfloaters and the levels
        from ``number`` on): exactly what the best completion costs in them, as every
        perfect matching of those players (two waiting ones never meet) is a completion."""
        key = (number, waiting)
        if key not in self.least:
            place = {n: s.place for n, s in self.seats.items()}
            players = sorted(waiting, key=place.__getitem__)
            players += [n for level in self.levels[number:] for n in level]
            adjacent = self.problem.adjacent

            def allowed(a: int, b: int) -> bool:
                return not (a in waiting and b in waiting) and adjacent(a, b)

            self.least[key] = least_vector(players, allowed, self.space)
        return self.least[key]

    def _inside(self, stay: tuple[int, ...]) -> Inside | None:
        key = frozenset(stay)
        if key not in self.inside:
            self.inside[key] = best_inside(stay, self.problem, self.space)
        return self.inside[key]

    def _groups(
        self, number: int, waiting: frozenset[int], extra: bool, most: int | None
    ) -> list[tuple[_Key, Callable[[], list[_Choice]]]]:
        """The choices at a level in groups (who meets the waiting downfloaters, how many
        float down), each with a lower bound: the two fewest numbers of downfloaters, or
        (``extra``) the larger numbers, the waiting ones left and the downfloaters together
        at most ``most``."""
        p, seats, space = self.problem, self.seats, self.space
        level, inside, able = self._shape(number)
        lowest = number == len(self.levels) - 1
        seekers = sorted(waiting, key=lambda n: (-seats[n].score, -seats[n].place))
        options: list[list[int | None]] = []
        for a in seekers:
            mates = sorted((b for b in level if p.adjacent(a, b)), key=self._key(a))
            options.append([*mates] if lowest else [*mates, None])
        excess = excess_of(level, seats)
        groups: list[tuple[_Key, Callable[[], list[_Choice]]]] = []
        for picks in _injective(options):
            self.weighed += 1
            if self.weighed % _PICKS_PER_NODE == 0:
                self.nodes += 1
            if self.nodes > self.problem.node_budget:
                self.exhausted = True
                if groups:
                    break
            taken = {b for b in picks if b is not None}
            if most is not None and len(picks) - len(taken) + 4 > most:
                continue  # at least 4 downfloaters more than the fewest
            met = tuple((a, b) for a, b in zip(seekers, picks, strict=True) if b is not None)
            free = [n for n in level if n not in taken]
            forced = [n for n in free if inside[n] <= taken]
            if (lowest and forced) or not able.issuperset(forced):
                continue
            can = [n for n in free if n in able]
            floats = self._floats_up(met)
            left = waiting.difference(a for a, _ in met)
            met_vector = space.sum(space.pair(a, b) for a, b in met)
            sizes = [0] if lowest else range(len(forced), len(can) + 1)
            sizes = [size for size in sizes if (len(free) - size) % 2 == 0]
            if extra:
                limit = len(can) if most is None else most - len(left)
                sizes = [k for k in sizes if sizes[0] + 2 < k <= limit]
            else:
                sizes = sizes[:2]
            if not sizes:
                continue
            level_excess = excess_of(free, seats) if taken else excess
            bounds = self.bound.groups(number, level_excess, left, sizes, space)
            for size, bound in zip(sizes, bounds, strict=True):
                key = (add(met_vector, bound), _level_floor(floats))
                groups.append(
                    (key, self._maker(number, met, free, forced, can, size, floats, left))
                )
        return groups

    def _shape(self, number: int) -> tuple[list[int], dict[int, set[int]], set[int]]:
        """A level's players, each one's possible opponents inside it, and those who can
        float down (someone below not met yet)."""
        found = self.shapes.get(number)
        if found is None:
            adjacent = self.problem.adjacent
            level = self.levels[number]
            inside = {n: {m for m in level if m != n and adjacent(n, m)} for n in level}
            below = self.below[number]
            able = {n for n in level if any(adjacent(n, m) for m in below)}
            self.shapes[number] = found = (level, inside, able)
        return found

    def _floats_up(self, met: tuple[Pair, ...]) -> tuple[int, int, int]:
        """Item 5b for the upfloaters a level gives: rule 21's key for each."""
        keys = (0, 0, 0)
        for pair in met:
            key = self.up_keys.get(pair)
            if key is None:
                a, b = pair
                cost = self.problem.float_cost or caa_float_cost
                key = cost(self.seats[b], Float.UP, self.problem.up_place(b, a))
                self.up_keys[pair] = key
            keys = (keys[0] + key[0], keys[1] + key[1], keys[2] + key[2])
        return keys

    def _key(self, a: int) -> Callable[[int], tuple[int, int, int, int]]:
        return lambda b: _candidate_key(self.problem, a, b)

    def _maker(
        self,
        number: int,
        met: tuple[Pair, ...],
        free: list[int],
        forced: list[int],
        able: list[int],
        size: int,
        up_floats: tuple[int, int, int],
        left: frozenset[int],
    ) -> Callable[[], list[_Choice]]:
        def make() -> list[_Choice]:
            p, space = self.problem, self.space
            cost = p.float_cost or caa_float_cost
            met_vector = space.sum(space.pair(a, b) for a, b in met)
            optional = [n for n in reversed(able) if n not in forced]
            out = []
            for extra in combinations(optional, size - len(forced)):
                down = tuple(forced) + extra
                stay = tuple(n for n in free if n not in down)
                floats = up_floats
                for n in down:
                    key = cost(self.seats[n], Float.DOWN, p.down_place(n))
                    floats = (floats[0] + key[0], floats[1] + key[1], floats[2] + key[2])
                later = left.union(down)
                rest = self.bound.rest(number + 1, later, space)
                inside = transfers_bound(stay, self.seats, space)
                bound = (add(add(met_vector, inside), rest), _level_floor(floats))
                out.append(_Choice(met, down, stay, bound, floats))
            return out

        return make


def _candidate_key(p: Problem, a: int, b: int) -> tuple[int, int, int, int]:
    """Among equally good pairings, a waiting downfloater meets first the likeliest
    opponent (rule 21's order of the search, as the guide's examples settle ties)."""
    sa, sb = p.seats[a], p.seats[b]
    transfer = int(sa.need.due is not None and sa.need.due is sb.need.due)
    return (p.first(a, b), p.avoid(a, b), transfer, sb.place)


def _injective(options: list[list[int | None]]) -> Iterator[tuple[int | None, ...]]:
    """Each choice of one option per list, ``None`` (no one) allowed more than once but no
    other option twice; in the order of ``itertools.product``."""
    picks: list[int | None] = []
    taken: set[int] = set()

    def walk(k: int) -> Iterator[tuple[int | None, ...]]:
        if k == len(options):
            yield tuple(picks)
            return
        for b in options[k]:
            if b is not None and b in taken:
                continue
            picks.append(b)
            if b is not None:
                taken.add(b)
            yield from walk(k + 1)
            picks.pop()
            if b is not None:
                taken.discard(b)

    return walk(0)


def _lift(key: _Key, floor: Vector | None) -> _Key:
    """A bound raised to the least cost of the whole state (items 1-4), which every
    completion through any choice costs at least."""
    if floor is None or key[0] >= floor:
        return key
    return (floor, key[1])


def _level_floor(floats: tuple[int, int, int]) -> tuple[Levels]:
    """The least a level's tuple can be with these float keys (item 5), as the levels
    from this one on: equal to a result's own level, it is still below the result."""
    return ((0, *floats, 0, 0, 0, ()),)
