"""The round's least objectives of a set of players without a matching, when a pairing
proves them (issue 17; docs/british_matching.md, section 4).

A bound: every complete pairing makes at least the floats the levels' parity forces
(``_parity`` below, as ``levels._parity_floats``), and with exactly those floats its list of
score differences is least when every float crosses one boundary only (the waiting
downfloaters meet the highest level of the others; each odd boundary is crossed by one pair
of neighbouring levels): a float over two boundaries has a larger difference than either of
the two it replaces, so the list, largest first, is larger. Among the pairings of that shape,
with no first-objective pair, no avoidance and no defaulted pairing, the least transfers and
claims (rules 15-16) depend on the players' colour needs only: inside a level of ``w`` white
seekers, ``b`` black seekers and ``n`` with no colour, ``max(0, (|w - b| - n) / 2)`` pairs of
the larger group, its weakest claims transferred; across levels, which colour floats down and
which meets it. A dynamic programme over the levels, by the colour need of the player who
floats down, takes that least exactly (``_Table``). Every complete pairing costs at least
this bound (the first objectives in order, then the same pairing's colours among the
pairings of that shape).

A proof: a pairing built to that shape (``_realise``: the floaters and those who meet them by
the programme's choice, each level's pairs by bipartite matchings that avoid forbidden and
costly pairs). If its cost is the bound, it is the least; otherwise ``None``, and the caller
takes the least by one matching, as before. In a big field the proof nearly always holds, so
the round's least costs a pass over the levels instead of a matching of every player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice, pairwise, product
from math import prod

from individual.british.bounds import (
    AVOIDED,
    DIFFERENCE,
    FLOATS,
    TRANSFERS,
    Vector,
    VectorSpace,
    add,
)
from individual.matching.lexicographic import least_perfect_matching
from individual.vocabulary.colour import Colour

Kind = tuple[int, int]
"""A player's colour need as the bound sees it: (0 none, 1 white, 2 black; claim index,
strongest 0; -1 for no colour)."""
_NONE: Kind = (0, -1)
_BARRED, _APART, _DEFAULTED, _CLEAN = range(4)
"""How two players may meet (``Relaxed._way``)."""
_MOST_CHOICES = 20000
"""Ways (by kinds) to meet the waiting downfloaters the programme enumerates; more: no proof,
one matching. Five waiting downfloaters with 6-7 ways each (some 10,000 ways, a few hundred
distinct by their kinds) cost far less than the matching of the players left."""
_MOST_WAYS = 8
"""Ways (by players of the kinds chosen) a proof tries to meet a level's incoming floaters
and float one down; none of them pairing the level: no proof, one matching."""


@dataclass
class _Side:
    """One colour's seekers of a level, weakest claim first: where each claim's run
    starts and the claims' digits summed from the weakest (``prefix[k]``: the first ``k``)."""

    claims: list[int]
    start: dict[int, int]
    prefix: list[int]

    @staticmethod
    def of(claims: Sequence[int], unit: Sequence[int]) -> _Side:
        ordered = sorted(claims, reverse=True)
        start: dict[int, int] = {}
        prefix = [0]
        for place, claim in enumerate(ordered):
            start.setdefault(claim, place)
            prefix.append(prefix[-1] + unit[claim])
        return _Side(ordered, start, prefix)


@dataclass
class _Group:
    """One score level's players, their colour needs and who of them may take the bye."""

    members: tuple[int, ...]
    kinds: Counter[Kind]
    eligible: Counter[Kind]
    byes: frozenset[int]
    whites: _Side
    blacks: _Side
    nones: int
    by_kind: dict[Kind, tuple[int, ...]]
    """The members of each kind, those eligible for the bye last (as a proof takes them)."""
    order: tuple[int, ...]
    """The members as a proof takes them: those eligible for the bye last."""
    colours: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """``order``'s players with no colour, the white seekers, the black seekers."""
    weakest: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """The same, each weakest claim first (in ``order`` among equal claims)."""


@dataclass
class _Frame:
    """Levels from one on, with a number of players waiting (by its parity): which
    boundaries a float must cross, the bye's level and the programme's tables."""

    groups: list[_Group]
    down: list[bool]
    bye_at: int | None
    tables: list[_Below]


@dataclass
class _Costs:
    """Transfers and claims packed as one integer: transfers the highest digit, then one
    digit per claim, strongest highest (the order of ``VectorSpace``'s vectors)."""

    radix: int
    claims: int
    top: int = 0
    unit: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.top = self.radix**self.claims
        self.unit = [self.radix ** (self.claims - 1 - c) for c in range(self.claims)]

    def group(
        self, members: Sequence[int], kind: Mapping[int, Kind], byes: frozenset[int]
    ) -> _Group:
        kinds = Counter(kind[n] for n in members)
        eligible = Counter(kind[n] for n in members if n in byes)
        whites = _Side.of([kind[n][1] for n in members if kind[n][0] == 1], self.unit)
        blacks = _Side.of([kind[n][1] for n in members if kind[n][0] == 2], self.unit)
        nones = kinds.get(_NONE, 0)
        order = tuple(sorted(members, key=byes.__contains__))
        by_kind: dict[Kind, list[int]] = {}
        for n in order:
            by_kind.setdefault(kind[n], []).append(n)
        nones_, whites_, blacks_ = (tuple(n for n in order if kind[n][0] == c) for c in range(3))
        return _Group(
            tuple(members),
            kinds,
            eligible,
            byes.intersection(members),
            whites,
            blacks,
            nones,
            {k: tuple(players) for k, players in by_kind.items()},
            order,
            (nones_, whites_, blacks_),
            (nones_, _weakest_first(whites_, kind), _weakest_first(blacks_, kind)),
        )

    def pair(self, a: Kind, b: Kind) -> int:
        """Both seek one colour: a transfer, the weaker claim (larger index) counted."""
        if a[0] and a[0] == b[0]:
            return self.top + self.unit[max(a[1], b[1])]
        return 0

    def inside(self, group: _Group, removed: Sequence[Kind]) -> int | None:
        """The least transfers and claims of the group's players but ``removed`` paired
        among themselves (``None``: an odd number left): ``max(0, (|w - b| - n) / 2)``
        transfers, the larger group's weakest claims counted."""
        w, b, n = len(group.whites.claims), len(group.blacks.claims), group.nones
        for k in removed:
            if k[0] == 1:
                w -= 1
            elif k[0] == 2:
                b -= 1
            else:
                n -= 1
        if (w + b + n) % 2 or w < 0 or b < 0 or n < 0:
            return None
        colour, side = (1, group.whites) if w >= b else (2, group.blacks)
        t = (abs(w - b) - n) // 2
        if t <= 0:
            return 0
        places = []
        seen: Counter[int] = Counter()
        for k in removed:
            if k[0] == colour:
                places.append(side.start[k[1]] + seen[k[1]])
                seen[k[1]] += 1
        places.sort()
        skipped = minus = 0
        for place in places:
            if place < t + skipped:
                skipped += 1
                minus += self.unit[side.claims[place]]
        return t * self.top + side.prefix[t + skipped] - minus

    def unpack(self, cost: int) -> tuple[int, list[int]]:
        transfers, rest = divmod(cost, self.top)
        digits = []
        for unit in self.unit:
            digit, rest = divmod(rest, unit)
            digits.append(digit)
        return transfers, digits


def _weakest_first(players: Sequence[int], kind: Mapping[int, Kind]) -> tuple[int, ...]:
    return tuple(sorted(players, key=lambda n: -kind[n][1]))


Choice = tuple[tuple[Kind, ...], Kind | None, Kind | None]
"""At one level: the kinds who meet the incoming floaters, the downfloater's, the bye's."""


def _fits(group: _Group, removed: Sequence[Kind], bye: Kind | None) -> bool:
    """The level holds players of these kinds (the bye's among the eligible)."""
    if bye is not None and group.eligible[bye] < 1:
        return False
    kinds = group.kinds
    return all(kinds[k] >= (removed.count(k) if len(removed) > 1 else 1) for k in removed)


class _Below:
    """The least cost of one level and those below it, by the kind floating into it: the
    cost is the incoming pair's, plus the level's inside and the levels' below, which
    depend only on whom the floater meets; so one table by that kind serves every
    incoming kind."""

    def __init__(
        self,
        costs: _Costs | None,
        group: _Group | None,
        down: bool,
        bye: bool,
        below: _Below | None,
    ) -> None:
        self.costs, self.group, self.down, self.bye, self.below = costs, group, down, bye, below
        self.met: dict[Kind | None, tuple[int, Kind | None, Kind | None]] | None = None
        self.found: dict[Kind | None, tuple[int, Choice] | None] = {}
        self.orders: dict[int, list[tuple[tuple[int, Choice], int, Kind | None]]] = {}

    def ranked(self, group: _Group) -> list[tuple[tuple[int, Choice], int, Kind | None]]:
        """For each kind of ``group`` floating into this level (in the group's order of
        kinds, ``at``), ``get`` of it, least first, then by ``at``."""
        found = self.orders.get(id(group))
        if found is None:
            priced = [(after, at, d) for at, d in enumerate(group.kinds) if (after := self.get(d))]
            found = self.orders[id(group)] = sorted(priced, key=lambda e: (e[0][0], e[1]))
        return found

    def get(self, incoming: Kind | None) -> tuple[int, Choice] | None:
        if self.costs is None or self.group is None or self.below is None:
            return (0, ((), None, None)) if incoming is None else None
        if incoming not in self.found:
            self.found[incoming] = self._get(incoming)
        return self.found[incoming]

    def _get(self, incoming: Kind | None) -> tuple[int, Choice] | None:
        assert self.costs is not None and self.group is not None
        if self.met is None:
            self.met = {
                r: found for r in [None, *self.group.kinds] if (found := self._rest(r)) is not None
            }
        if incoming is None:
            rest = self.met.get(None)
            return None if rest is None else (rest[0], ((), rest[1], rest[2]))
        best: tuple[int, Choice] | None = None
        for r, (cost, d, y) in self.met.items():
            if r is None:
                continue
            total = cost + self.costs.pair(incoming, r)
            if best is None or total < best[0]:
                best = (total, ((r,), d, y))
        return best

    def choices(self, incoming: Kind | None) -> list[tuple[int, Choice]]:
        """``get``'s choice and every other of the same least cost (a kind met, the kinds
        of the downfloater and the bye), ``get``'s first: any of them is of the bound's
        shape, so a proof may take the next when a level cannot be paired by the first."""
        first = self.get(incoming)
        if first is None or incoming is None or self.met is None:
            return [] if first is None else [first]
        assert self.costs is not None
        pair = self.costs.pair
        others = [
            (first[0], ((r,), d, y))
            for r, (cost, d, y) in self.met.items()
            if r is not None and r != first[1][0][0] and cost + pair(incoming, r) == first[0]
        ]
        return [first, *others]

    def _rest(self, met: Kind | None) -> tuple[int, Kind | None, Kind | None] | None:
        """With a player of kind ``met`` meeting the incoming floater (``None``: nobody
        comes in), the least of the level's inside and the levels below, and the kinds
        of the downfloater and the bye."""
        assert self.costs is not None and self.group is not None and self.below is not None
        return _least_rest(
            self.costs, self.group, () if met is None else (met,), self.down, self.bye, self.below
        )


def _least_rest(
    costs: _Costs,
    group: _Group,
    met: tuple[Kind, ...],
    down: bool,
    bye: bool,
    below: _Below,
) -> tuple[int, Kind | None, Kind | None] | None:
    """Over the downfloater's kind and the bye's: the least of the level's inside (with
    ``met`` meeting the incoming floaters) and the levels below, the first in the kinds'
    order of equal ones. The downfloaters' kinds are tried by the cost below them, least
    first (``_Below.ranked``), and a choice whose transfers inside (``_Costs.inside``: its
    highest digit, from the colours left) and below already cost more than the best so far
    (or as much, coming later in that order) is passed over unpriced, the rest at once."""
    left = [group.nones, len(group.whites.claims), len(group.blacks.claims)]  # by colour
    for k in met:
        left[k[0]] -= 1
    byes = list(enumerate(group.eligible)) if bye else [(0, None)]

    def least_inside(leaving: Sequence[Kind]) -> int:
        n, w, b = left
        for k in leaving:
            n, w, b = n - (k[0] == 0), w - (k[0] == 1), b - (k[0] == 2)
        return max(0, (abs(w - b) - n) // 2) * costs.top

    colours = [(c, -1) for c in (0, 1, 2)]
    floor = min(
        least_inside([k for k in (d, y) if k is not None])
        for d in (colours if down else [None])
        for _, y in byes
    )
    best: tuple[int, int, int, Kind | None, Kind | None] | None = None
    for after, at, d in below.ranked(group) if down else [(below.get(None), 0, None)]:
        if after is None:
            continue
        if best is not None and after[0] + floor > best[0]:
            break  # the kinds after cost at least as much below
        for place, y in byes:
            leaving = [k for k in (d, y) if k is not None]
            if best is not None and (after[0] + least_inside(leaving), at, place) > best[:3]:
                continue
            removed = [*met, *leaving]
            if not _fits(group, removed, y):
                continue
            own = costs.inside(group, removed)
            if own is None:
                continue
            found = (own + after[0], at, place, d, y)
            if best is None or found[:3] < best[:3]:
                best = found
    return None if best is None else (best[0], best[3], best[4])


_END = _Below(None, None, False, False, None)


def _mates(incoming: Kind, clean: Counter[Kind], removals: int) -> list[Kind]:
    """The kinds worth meeting an ``incoming`` floater when ``removals`` players leave the
    level in all (``clean``: how many of each kind may meet him at no cost before the
    colours, ``Relaxed._meets``). A player of the other colour, or of his colour with a claim
    at least as strong, costs the same pair whoever he is, and the inside is least when the
    strongest leave (the weakest claims are the ones transferred): of those kinds only the
    strongest, as many as could all be taken; of his colour with a weaker claim, every kind
    (the pair then counts that claim)."""
    chosen: list[Kind] = []
    for colour in (0, 1, 2):
        kinds = sorted((k for k in clean if k[0] == colour and clean[k]), key=lambda k: k[1])
        taken = 0
        for k in kinds:
            weaker = colour and colour == incoming[0] and k[1] > incoming[1]
            if weaker or taken < removals:
                chosen.append(k)
                taken += 0 if weaker else clean[k]
    return chosen


class Relaxed:
    """The bound and its proof for one round (the tables below a level kept between calls:
    the levels below are the same for every decision at a level; the caches keyed by the
    identity of the groups and tables, which are kept for the round, not by their members)."""

    def __init__(self, space: VectorSpace, size: int) -> None:
        self.space = space
        seats = space.problem.seats
        self.kind: dict[int, Kind] = {}
        for n in space.problem.order:
            need = seats[n].need
            if need.due is None:
                self.kind[n] = _NONE
            else:
                colour = 1 if need.due is Colour.WHITE else 2
                self.kind[n] = (colour, space.index[need.claim])
        self.costs = _Costs(size + 2, len(space.claims))
        self.ways: dict[tuple[int, int], int] = {}
        self.bounds: dict[tuple[int, ...], Vector] = {}  # ``inside_bound`` by the stayers
        self.tables: dict[tuple[int, bool, bool, bool, int], _Below] = {}
        self.rests: dict[
            object, dict[tuple[Kind, ...], tuple[int, Kind | None, Kind | None] | None]
        ] = {}
        self.mates: dict[tuple[int, int, int], list[Kind]] = {}
        self.levels_met: dict[tuple[object, ...], tuple[int, list[Choice]] | None] = {}
        self.below: dict[tuple[int, tuple[int, ...]], Vector | None] = {}
        self.insides: dict[
            tuple[int, frozenset[int]], tuple[list[tuple[int, int]], Vector] | None
        ] = {}
        self.groups: dict[tuple[tuple[int, ...], frozenset[int]], _Group] = {}
        self.at = {n: i for i, n in enumerate(space.problem.order)}
        self.apart = space.problem.apart
        self.among: dict[int, int] = {}  # ``apart`` players in a group, by its identity
        levels = _split(space.problem.order, space.level)
        self.levels = [tuple(members) for members in levels]
        """The round's score levels, highest first (``least_from``)."""
        self.ascending = all(space.level[a[0]] < space.level[b[0]] for a, b in pairwise(levels))
        self.level_groups: dict[frozenset[int], list[_Group]] = {}
        self.frames: dict[tuple[int, int, frozenset[int]], _Frame | None] = {}

    def least(
        self, ranked: Sequence[int], waiting: frozenset[int], byes: frozenset[int]
    ) -> Vector | None:
        """The least round objectives of a perfect matching of ``ranked`` (no two of
        ``waiting`` meet; a bye vertex joined to ``byes``) when a pairing proves the bound,
        else ``None`` (not proved: the caller matches)."""
        level = self.space.level
        regular = [n for n in ranked if n not in waiting]
        if not regular or (byes and waiting & byes):
            return None
        levels = _split(regular, level)
        if any(level[a[0]] >= level[b[0]] for a, b in pairwise(levels)):
            return None
        groups = []
        for members in levels:
            key = (tuple(members), byes)
            if key not in self.groups:
                self.groups[key] = self.costs.group(members, self.kind, byes)
            groups.append(self.groups[key])
        pending = sorted(waiting, key=self.at.__getitem__)
        return self._least(groups, pending, self._frame(groups, len(pending), byes))

    def least_from(
        self, number: int, waiting: frozenset[int], byes: frozenset[int]
    ) -> Vector | None:
        """``least`` of the ``waiting`` players and the round's score levels from ``number``
        on (``levels``): their groups and the programme's tables below the first level are
        the same for every call at that level, so they are kept by the level's number."""
        pending = sorted(waiting, key=self.at.__getitem__)
        frame = self._frame_from(number, pending, byes)
        return None if frame is None else self._least(frame.groups, pending, frame)

    def proof(
        self, number: int, waiting: frozenset[int], byes: frozenset[int]
    ) -> list[tuple[int, int]] | None:
        """The pairing ``least_from`` builds to the programme's shape, whatever it costs
        (``None``: no shape, or this way finds none): for checks."""
        pending = sorted(waiting, key=self.at.__getitem__)
        frame = self._frame_from(number, pending, byes)
        shaped = None if frame is None else self._shaped(frame.groups, pending, frame)
        if frame is None or shaped is None:
            return None
        below = frame.tables[1]
        after = None if below.group is None else (below.group, below)
        found = self._level_pairs(frame.groups[0], tuple(pending), shaped[1][0], after)
        if found is None:
            return None
        pairs, _, incoming = found
        while below.group is not None:
            step = self._step(below, incoming)
            if step is None:
                return None
            pairs, incoming, below = pairs + step[0], step[2], step[3]
        return None if incoming else pairs

    def _frame_from(
        self, number: int, pending: Sequence[int], byes: frozenset[int]
    ) -> _Frame | None:
        """The frame of the levels from ``number`` on with ``pending`` waiting (kept)."""
        if number >= len(self.levels) or not self.ascending or not byes.isdisjoint(pending):
            return None
        key = (number, len(pending) % 2, byes)
        if key not in self.frames:
            groups = self._level_groups(byes)[number:]
            self.frames[key] = self._frame(groups, len(pending), byes)
        return self.frames[key]

    def _level_groups(self, byes: frozenset[int]) -> list[_Group]:
        """The groups of the round's levels, ``byes`` eligible for the bye (made once)."""
        if byes not in self.level_groups:
            self.level_groups[byes] = [
                self.costs.group(members, self.kind, byes) for members in self.levels
            ]
        return self.level_groups[byes]

    def _frame(self, groups: Sequence[_Group], count: int, byes: frozenset[int]) -> _Frame | None:
        """The levels' shape with ``count`` players waiting: which boundaries a float must
        cross, the bye's level and the programme's tables; ``None``: no bound (an odd number
        of players, or the eligible players on more levels than one)."""
        bye_at = None
        if byes:
            holding = [k for k, group in enumerate(groups) if group.byes]
            if len(holding) != 1:
                return None
            bye_at = holding[0]
        down = []
        for k, group in enumerate(groups):
            count += len(group.members) - int(bye_at == k)
            down.append(count % 2 == 1)
        if down[-1]:
            return None
        down[-1] = False
        return _Frame(list(groups), down, bye_at, self._tables(groups, down, bye_at))

    def _least(
        self, groups: Sequence[_Group], pending: Sequence[int], frame: _Frame | None
    ) -> Vector | None:
        """The bound of ``groups`` (ascending levels) with ``pending`` waiting (in the order
        of the ranking), if a pairing proves it."""
        shaped = None if frame is None else self._shaped(groups, pending, frame)
        if frame is None or shaped is None:
            return None
        bound, choices = shaped
        # players kept apart: another way of equal cost may meet them as the bound counts
        for choice in choices[: _MOST_WAYS if self.apart else 1]:
            if self._realise(groups[0], pending, choice, frame.tables[1]) == bound:
                return bound
        return None

    def _shaped(
        self, groups: Sequence[_Group], pending: Sequence[int], frame: _Frame
    ) -> tuple[Vector, list[Choice]] | None:
        """The bound and the programme's choices at the first level, of equal cost
        (``None``: none)."""
        level = self.space.level
        top = level[groups[0].members[0]]
        if any(level[w] >= top for w in pending):
            return None
        down, bye_at, tables = frame.down, frame.bye_at, frame.tables
        found = self._level(groups[0], pending, down[0], bye_at == 0, tables[1])
        if found is None:
            return None
        cost, choices = found
        return self._bound(groups, pending, frame, cost), choices

    def inside_bound(self, stay: Sequence[int]) -> Vector:
        """Items 1-4 at least over every pairing of ``stay`` (one level's stayers) among
        themselves, whatever they have played: the transfers and claims their colour needs
        force (as ``_Costs.inside``: ``max(0, (|w - b| - n) / 2)`` transfers, the larger
        group's weakest claims counted) and the avoidances of players kept apart: with ``a``
        of them ``apart`` and ``o`` not, at least ``(a - o) / 2`` pairs of two ``apart``
        (as ``_forced`` for the levels); nothing else; from the count of each kind. Before
        the colours, so it bounds items 1-4 compared in order."""
        key = tuple(stay)
        if key in self.bounds:
            return self.bounds[key]
        counts = Counter(map(self.kind.__getitem__, stay))
        seekers = [0, 0, 0]  # by colour: none, white, black
        for k, found in counts.items():
            seekers[k[0]] += found
        vector = list(self.space.zero)
        t = (abs(seekers[1] - seekers[2]) - seekers[0]) // 2
        if len(stay) % 2 == 0 and t > 0:
            colour = 1 if seekers[1] >= seekers[2] else 2
            vector[TRANSFERS] = t
            for k in sorted((k for k in counts if k[0] == colour), reverse=True):
                taken = min(t, counts[k])  # the weakest claims first
                vector[5 + k[1]] = taken
                t -= taken
                if not t:
                    break
        if self.apart:  # more apart than not: the rest of them meet, each meeting avoided
            among = sum(n in self.apart for n in stay)
            vector[AVOIDED] = max(0, among - (len(stay) - among)) // 2
        self.bounds[key] = bound = tuple(vector)
        return bound

    def _meets(self, a: int, b: int) -> bool:
        """``a`` and ``b`` may meet in a pairing that costs no more than the bound before the
        colours (no first-objective pair, no avoidance but of two ``apart`` players, whom
        the bound may count as forced to meet; a defaulted pairing counts only after the
        colours, so it may)."""
        return self._way(a, b) != _BARRED

    def clean(self, a: int, b: int) -> bool:
        """``a`` and ``b`` may meet at no cost but the colours (as ``_meets``, and not a
        defaulted pairing): the pairs a proof is built of."""
        return self._way(a, b) == _CLEAN

    def _way(self, a: int, b: int) -> int:
        """How they may meet: ``_BARRED`` (rule 1, or a first-objective pair or an avoidance),
        ``_APART`` (an avoidance of two ``apart`` players), ``_DEFAULTED`` (repeating a
        defaulted pairing) or ``_CLEAN``."""
        key = self._ranked(a, b)
        found = self.ways.get(key)
        if found is None:
            p = self.space.problem
            if not p.adjacent(*key) or p.first(*key):
                found = _BARRED
            elif p.avoid(*key):
                found = _APART if a in self.apart and b in self.apart else _BARRED
            else:
                found = _DEFAULTED if p.defaulted(*key) else _CLEAN
            self.ways[key] = found
        return found

    def _apart_only(self, a: int, b: int) -> bool:
        """Two ``apart`` players who may meet but for their avoidance (no first-objective
        pair, not a defaulted pairing)."""
        p, key = self.space.problem, self._ranked(a, b)
        return (
            a in self.apart
            and b in self.apart
            and p.adjacent(*key)
            and not p.first(*key)
            and not p.defaulted(*key)
        )

    def _ranked(self, a: int, b: int) -> tuple[int, int]:
        return (a, b) if self.at[a] < self.at[b] else (b, a)

    def _bound(
        self,
        groups: Sequence[_Group],
        pending: Sequence[int],
        frame: _Frame,
        cost: int,
    ) -> Vector:
        space, seats, level = self.space, self.space.problem.seats, self.space.level
        down = frame.down
        vector = list(space.zero)
        vector[AVOIDED] = self._forced(groups, pending, down, frame.bye_at)
        head = groups[0].members[0]
        for w in pending:
            vector[FLOATS] += level[head] - level[w]
            vector[DIFFERENCE] += space.spread(seats[w].score - seats[head].score)
        for k, crossed in enumerate(down):
            if crossed:
                a, b = groups[k].members[0], groups[k + 1].members[0]
                vector[FLOATS] += level[b] - level[a]
                vector[DIFFERENCE] += space.spread(seats[a].score - seats[b].score)
        transfers, claims = self.costs.unpack(cost)
        vector[TRANSFERS] = transfers
        vector[5 : 5 + len(claims)] = claims
        return tuple(vector)

    def _forced(
        self,
        groups: Sequence[_Group],
        pending: Sequence[int],
        down: Sequence[bool],
        bye_at: int | None,
    ) -> int:
        """The least meetings of ``apart`` players (``Problem.apart``) a pairing of the shape
        makes. A level's players, those floating in, less the one floating down and the bye,
        pair among themselves: if ``a`` of them are ``apart`` and ``o`` not, at least
        ``(a - o) / 2`` pairs of ``apart`` players, each avoided. Least over whether each
        downfloater and bye is ``apart`` (a programme over the levels by the downfloater's)."""
        if not self.apart:
            return 0
        inside = sum(n in self.apart for n in pending)
        # by the one floating in: ``apart`` or not (and none: the first level)
        best: dict[int | None, int] = {None: 0}
        for k, group in enumerate(groups):
            t = self._apart_in(group)
            o = len(group.members) - t
            gone_t, gone_o = t, o  # those who may float down or take the bye
            if k == 0:
                t, o = t + inside, o + len(pending) - inside
            after: dict[int | None, int] = {}
            for incoming, cost in best.items():
                a = t + (incoming or 0)
                b = o + (1 - incoming if incoming is not None else 0)
                for d in (0, 1) if down[k] else (None,):
                    for y in (0, 1) if bye_at == k else (None,):
                        leave = [x for x in (d, y) if x is not None]
                        if sum(leave) > gone_t or len(leave) - sum(leave) > gone_o:
                            continue
                        ta, tb = a - sum(leave), b - len(leave) + sum(leave)
                        total = cost + max(0, ta - tb + 1) // 2
                        if total < after.get(d, total + 1):
                            after[d] = total
            best = after
            if not best:
                return 0
        return min(best.values())

    def _apart_in(self, group: _Group) -> int:
        """``group``'s ``apart`` players, counted once (by the group's identity)."""
        if id(group) not in self.among:
            self.among[id(group)] = sum(n in self.apart for n in group.members)
        return self.among[id(group)]

    def _tables(
        self, groups: Sequence[_Group], down: Sequence[bool], bye_at: int | None
    ) -> list[_Below]:
        """``tables[k]``: the least cost of levels ``k`` on for each kind floating into
        level ``k`` (kept between calls by the levels it covers); ``tables[len]``: none."""
        tables: list[_Below] = [_END] * (len(groups) + 1)
        for k in range(len(groups) - 1, 0, -1):
            # the group and the table below by identity (both kept): no member hashed
            key = (id(groups[k]), down[k - 1], down[k], bye_at == k, id(tables[k + 1]))
            if key not in self.tables:
                self.tables[key] = _Below(
                    self.costs, groups[k], down[k], bye_at == k, tables[k + 1]
                )
            tables[k] = self.tables[key]
        return tables

    def _level(
        self,
        group: _Group,
        pending: Sequence[int],
        down: bool,
        bye: bool,
        below: _Below,
    ) -> tuple[int, list[Choice]] | None:
        """The least cost of the highest level and those below with the ``pending``
        downfloaters waiting: every way (by kinds, ``_mates``) to meet them, and the ways of
        that cost (the first found first); ``None`` when there is none or more than
        ``_MOST_CHOICES``."""
        incoming = tuple(self.kind[w] for w in pending)
        best: tuple[int, list[Choice]] | None = None
        same = (id(group), down, bye, id(below))  # the same level and levels below (kept)
        options = [self._mates(w, group, len(pending) + 2) for w in pending]
        # the answer depends on the kinds waiting and the kinds each may meet only (kept)
        key_of_ways = (*same, incoming, *map(tuple, options))
        if key_of_ways in self.levels_met:
            return self.levels_met[key_of_ways]
        rests = self.rests.setdefault(same, {})
        if prod(map(len, options)) > _MOST_CHOICES:
            self.levels_met[key_of_ways] = None
            return None
        for met in product(*options):
            key = tuple(sorted(met))
            if key not in rests:
                fits = _fits(group, met, None)
                rests[key] = _least_rest(self.costs, group, met, down, bye, below) if fits else None
            rest = rests[key]
            if rest is None:
                continue
            cost = rest[0] + sum(map(self.costs.pair, incoming, met))
            if best is None or cost < best[0]:
                best = (cost, [(met, rest[1], rest[2])])
            elif cost == best[0]:
                best[1].append((met, rest[1], rest[2]))
        self.levels_met[key_of_ways] = best
        return best

    def _mates(self, w: int, group: _Group, removals: int) -> list[Kind]:
        """``_mates`` of ``w`` in ``group``, the players he may meet (``_meets``) counted
        only as far as it reads them: of each kind of his colour with a weaker claim,
        whether there is one; of the others, strongest claim first, until ``removals`` are
        counted (whether a kind's count reaches ``removals`` is all that matters then)."""
        key = (w, id(group), removals)
        if key not in self.mates:
            clean: Counter[Kind] = Counter()
            incoming = self.kind[w]
            taken = [0, 0, 0]
            for k in sorted(group.by_kind, key=lambda k: (k[0], k[1])):
                weaker = k[0] and k[0] == incoming[0] and k[1] > incoming[1]
                most = 1 if weaker else removals - taken[k[0]]
                if most <= 0:
                    continue
                found = 0
                for n in group.by_kind[k]:
                    if self._meets(w, n):
                        found += 1
                        if found == most:
                            break
                if found:
                    clean[k] = found
                    taken[k[0]] += 0 if weaker else found
            self.mates[key] = _mates(incoming, clean, removals)
        return self.mates[key]

    def _realise(
        self, group: _Group, pending: Sequence[int], choice: Choice, below: _Below
    ) -> Vector | None:
        """The round objectives of a pairing of the shape the programme chose (the first
        level by ``choice``, those below by their tables), or ``None`` if this way finds
        none."""
        after = None if below.group is None else (below.group, below)
        found = self._level_pairs(group, tuple(pending), choice, after)
        if found is None:
            return None
        rest = self._below(below, found[2])
        return None if rest is None else add(found[1], rest)

    def _below(self, table: _Below, incoming: tuple[int, ...]) -> Vector | None:
        """The round objectives of the pairs the levels ``table`` covers make when
        ``incoming`` float into them, by the programme's choice (``None``: this way finds no
        pairing); kept: a level below the first, met by the same player the same way, is
        built once."""
        key = (id(table), incoming)
        if key not in self.below:
            found: Vector | None = None
            if table.group is None:
                found = None if incoming else self.space.zero
            elif (step := self._step(table, incoming)) is not None:
                rest = self._below(step[3], step[2])
                found = None if rest is None else add(step[1], rest)
            self.below[key] = found
        return self.below[key]

    def _step(
        self, table: _Below, incoming: tuple[int, ...]
    ) -> tuple[list[tuple[int, int]], Vector, tuple[int, ...], _Below] | None:
        """The pairs of the level ``table`` covers first, by its choice for ``incoming``,
        their objectives, who floats on from it and the table below (``None``: this way
        finds none)."""
        group, after = table.group, table.below
        assert group is not None and after is not None
        for entry in table.choices(self.kind[incoming[0]] if incoming else None):
            found = self._level_pairs(
                group, incoming, entry[1], None if after.group is None else (after.group, after)
            )
            if found is not None:
                return (*found, after)
        return None

    def _vector(self, pairs: Sequence[tuple[int, int]]) -> Vector:
        return self.space.sum(self.space.pair(*self._ranked(a, b)) for a, b in pairs)

    def _level_pairs(
        self,
        group: _Group,
        incoming: tuple[int, ...],
        choice: Choice,
        after: tuple[_Group, _Below] | None,
    ) -> tuple[list[tuple[int, int]], Vector, tuple[int, ...]] | None:
        """One level's pairs by ``choice``, their round objectives and who floats down
        from it: the floaters meet the first players of the kinds ``choice`` names, or if
        the level cannot then be paired so, the next ones (``_meetings``)."""
        met, d, y = choice
        tries = 0
        for pairs, met_gone in self._meetings(group, incoming, met):
            if y is not None:
                taker = next(
                    (
                        n
                        for n in reversed(group.by_kind.get(y, ()))
                        if n not in met_gone and n in group.byes
                    ),
                    None,
                )
                if taker is None:
                    continue
                met_gone.add(taker)
            leavers: Iterable[int | None] = (None,)
            if d is not None:
                if after is None:
                    return None
                leavers = self._leavers(group, met_gone, d, *after)
            for down in leavers:
                gone = met_gone if down is None else met_gone | {down}
                inside = self._inside(group, gone)
                if inside is not None:
                    leaving = () if down is None else (down,)
                    return pairs + inside[0], add(self._vector(pairs), inside[1]), leaving
                tries += 1
                if tries == _MOST_WAYS:
                    return None
        return None

    def _meetings(
        self, group: _Group, incoming: tuple[int, ...], met: Sequence[Kind]
    ) -> Iterator[tuple[list[tuple[int, int]], set[int]]]:
        """Ways the ``incoming`` floaters meet players of ``group`` of the kinds ``met``
        names by clean pairs, and the players they take: the first of each kind first (in
        ``by_kind``'s order, ``apart`` players first when they are more than half of the
        level), then the next, at most ``_MOST_WAYS``. Every way is of the
        programme's shape, so whichever the level pairs at the bound proves it."""

        def ways(k: int, gone: frozenset[int]) -> Iterator[tuple[list[tuple[int, int]], set[int]]]:
            if k == len(incoming):
                yield [], set(gone)
                return
            floater = incoming[k]
            for n in mates.get(met[k], ()):
                if n not in gone and self.clean(floater, n):
                    for rest, taken in ways(k + 1, gone | {n}):
                        yield [(floater, n), *rest], taken

        mates: Mapping[Kind, Sequence[int]] = group.by_kind
        if 2 * self._apart_in(group) > len(group.members):
            # more than half of them ``apart`` (``_forced``): those met first
            mates = {k: sorted(ns, key=lambda n: n not in self.apart) for k, ns in mates.items()}
        return islice(ways(0, frozenset()), _MOST_WAYS)

    def _leavers(
        self, group: _Group, gone: set[int], kind: Kind, after: _Group, table: _Below
    ) -> Iterator[int]:
        """The downfloaters of ``kind`` (of ``group`` but ``gone``) who can meet a player of
        a kind the next level's choices of least cost name (``_Below.choices``): the lowest
        who can meet one of the first choice's kind first, then the others, those with the
        fewest partners in the level first (the one a level cannot pair); ``apart`` players
        first when they are more than half of those left (``_forced``)."""
        kinds = [entry[1][0][0] for entry in table.choices(kind)]
        if not kinds:
            return
        mates = [after.by_kind.get(k, ()) for k in kinds]
        left = [n for n in reversed(group.by_kind.get(kind, ())) if n not in gone]

        def able(n: int) -> bool:
            return any(self.clean(n, m) for same in mates for m in same)

        crowded = 2 * self._apart_in(group) > len(group.members)
        if crowded:
            # more than half of them ``apart`` (``_forced``): those leave first
            yield from (n for n in left if n in self.apart and able(n))
        # asked lazily: the caller mostly stops at the first
        first = next((n for n in left if any(self.clean(n, m) for m in mates[0])), None)
        if first is not None and not (crowded and first in self.apart):
            yield first
        rest = [n for n in group.order if n not in gone]

        def partners(n: int) -> int:
            return sum(self.clean(n, m) for m in rest if m != n)

        others = (n for n in left if n != first and not (crowded and n in self.apart) and able(n))
        yield from sorted(others, key=partners)

    def _inside(self, group: _Group, gone: set[int]) -> tuple[list[tuple[int, int]], Vector] | None:
        """``_pairs_inside`` and their round objectives, kept: the same players leave a
        level in most calls (the first of a kind who may meet a downfloater)."""
        key = (id(group), frozenset(gone))
        if key not in self.insides:
            pairs = self._pairs_inside(group, gone)
            self.insides[key] = None if pairs is None else (pairs, self._vector(pairs))
        return self.insides[key]

    def _pairs_inside(self, group: _Group, gone: set[int]) -> list[tuple[int, int]] | None:
        """Pairs of ``group``'s players but ``gone`` with the least transfers and claims
        their colour needs allow, none forbidden or costly: built by bipartite matchings,
        else (a few forbidden pairs in the way) by one least matching of them."""
        built = self._built(group, gone)
        if built is not None:
            return built
        ranked = sorted((n for n in group.order if n not in gone), key=self.at.__getitem__)
        costs: dict[tuple[int, int], Vector] = {}
        for i, a in enumerate(ranked):
            for j in range(i + 1, len(ranked)):
                if self.clean(a, ranked[j]):
                    costs[(i, j)] = self.space.pair(a, ranked[j])
        mate = least_perfect_matching(len(ranked), costs)
        if mate is None and self.apart:
            # the level's ``apart`` players may have to meet (``_forced``): those pairs too
            for i, a in enumerate(ranked):
                for j in range(i + 1, len(ranked)):
                    if (i, j) not in costs and self._apart_only(a, ranked[j]):
                        costs[(i, j)] = self.space.pair(a, ranked[j])
            mate = least_perfect_matching(len(ranked), costs)
        if mate is None:
            return None
        return [(ranked[i], ranked[j]) for i, j in enumerate(mate) if i < j]

    def _built(self, group: _Group, gone: set[int]) -> list[tuple[int, int]] | None:
        def left(players: tuple[int, ...], colour: int) -> list[int]:
            out = list(players)
            for n in gone:
                if self.kind[n][0] == colour:
                    out.remove(n)
            return out

        nones, whites, blacks = (left(group.colours[c], c) for c in range(3))
        larger, smaller = (whites, blacks) if len(whites) >= len(blacks) else (blacks, whites)
        colour = 1 if larger is whites else 2
        larger = left(group.weakest[colour], colour)  # weakest claim first
        t = (len(larger) - len(smaller) - len(nones)) // 2
        pairs: list[tuple[int, int]] = []
        if t > 0:
            # the t weakest meet the next t, or (some of them met) any stronger of theirs:
            # each pair's weaker claim is one of the t weakest either way
            found = _bipartite(larger[:t], larger[t : 2 * t], self.clean)
            if found is None:
                found = _bipartite(larger[:t], larger[t:], self.clean, perfect=False)
            if found is None:
                return None
            pairs += found
            used = {n for pair in found for n in pair}
            rest = [n for n in larger[t:] if n not in used]
            found = _bipartite(rest, [*smaller, *nones], self.clean)
            return None if found is None else pairs + found
        found = _bipartite(larger, [*smaller, *nones], self.clean, perfect=False)
        if found is None:
            return None
        pairs += found
        used = {n for pair in found for n in pair}
        left_smaller = [n for n in smaller if n not in used]
        left_nones = [n for n in nones if n not in used]
        found = _bipartite(left_smaller, left_nones, self.clean, perfect=False)
        if found is None:
            return None
        pairs += found
        used |= {n for pair in found for n in pair}
        rest = [n for n in left_nones if n not in used]
        found = _among(rest, self.clean)
        return None if found is None else pairs + found


def _split(players: Sequence[int], level: Mapping[int, int]) -> list[list[int]]:
    """``players`` in runs of one score level."""
    levels: list[list[int]] = []
    for n in players:
        if levels and level[levels[-1][0]] == level[n]:
            levels[-1].append(n)
        else:
            levels.append([n])
    return levels


def _bipartite(
    left: Sequence[int],
    right: Sequence[int],
    clean: Callable[[int, int], bool],
    perfect: bool = True,
) -> list[tuple[int, int]] | None:
    """A matching of every ``left`` player to a ``right`` one by clean pairs (``perfect``:
    and every right one used): greedily, then by augmenting paths (breadth first) for those
    left over; ``None`` if there is none."""
    if len(left) > len(right) or (perfect and len(left) != len(right)):
        return None
    owner: dict[int, int] = {}  # right -> left
    free = list(right)
    unmatched = []
    for a in left:
        b = next((b for b in free if clean(a, b)), None)
        if b is None:
            unmatched.append(a)
        else:
            free.remove(b)
            owner[b] = a
    for a in unmatched:
        # breadth first from a: right players reached, by whom
        parent: dict[int, int] = {}
        queue = [a]
        end = None
        while queue and end is None:
            x = queue.pop(0)
            for b in right:
                if b in parent or not clean(x, b):
                    continue
                parent[b] = x
                if b not in owner:
                    end = b
                    break
                queue.append(owner[b])
        if end is None:
            return None
        while end is not None:
            x = parent[end]
            previous = next((b for b, o in owner.items() if o == x), None)
            owner[end] = x
            end = previous if x != a else None
    return [(a, b) for b, a in owner.items()]


def _among(
    players: Sequence[int], clean: Callable[[int, int], bool]
) -> list[tuple[int, int]] | None:
    """Pairs of ``players`` by clean pairs, greedily (few: those with no colour left over)."""
    left = list(players)
    pairs = []
    while left:
        a = left.pop(0)
        b = next((b for b in left if clean(a, b)), None)
        if b is None:
            return None
        left.remove(b)
        pairs.append((a, b))
    return pairs
