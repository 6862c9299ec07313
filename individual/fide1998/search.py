"""C.6-C.8: the walk through transpositions (D.1) and exchanges (D.2) of one bracket.

``assign`` pairs S1 against S2 in the order of D.1 as a depth-first walk: the highest S1
player takes the first S2 player still possible, the next S1 player the next, and so on,
going back only when a later player finds nobody. It is the D.1 order (the lowest players
change first), but whole families of transpositions are passed over at once when their
common beginning already breaks a criterion. Three tests keep the walk short:

- B.3 (a bracket treated as homogeneous with players moved down): a branch whose pairs
  already have larger score differences than the least the bracket can have is cut;
- B.4: the colour preferences still to be met are counted by class (white, black, none);
  if even the best completion would exceed x, the branch is cut;
- B.5/B.6 for downfloats: if more S2 players who may not float remain than S1 players left
  to pair, some would have to float, so the branch is cut;
- C.12/C.13: an exact completability test (a maximum matching over every player still
  unpaired, in this bracket and all lower ones, with the bye) rejects a pairing after which
  the rest of the round could not be paired under B.1 and B.2.

Every walk spends from a ``Budget``; when it runs out the caller moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from individual.fide1998.criteria import (
    Profile,
    Stage,
    colour_conflict,
    float_obstacle,
    meeting_obstacle,
    x_of,
)
from individual.fide1998.differences import Least, beaten
from individual.fide1998.roles import OWN_SUBGROUPS, Role, Subgroups, meeting, upfloat
from individual.fide1998.roles import SwissDetail as D
from individual.fide1998.transpositions import apply_exchange, exchanges
from individual.matching.maximum import Completability
from individual.swiss.history import Float
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision

T = TypeVar("T")
Pair = tuple[int, int]


class BudgetExceeded(Exception):
    """The walk used up its budget of candidate checks."""


@dataclass
class Walk:
    """What one bracket's walks share: the players, the budget and what was rejected.

    ``fired`` collects the criteria that rejected something (a stage that drops a
    criterion which never fired would walk the same way again). ``reject`` receives
    each rejection for the trail. ``moved``: the players moved down into the bracket, who
    receive a downfloat whether paired here or moved on (A.4), so B.5/B.6 for downfloats
    refuse neither for them.
    """

    profiles: Mapping[int, Profile]
    budget: int
    reject: Callable[[Decision], None]
    fired: set[str] = field(default_factory=set)
    moved: frozenset[int] = frozenset()

    def tick(self) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise BudgetExceeded

    def refuse(self, rejection: Decision, key: str = "") -> None:
        """Record ``rejection``; the criterion that fired is ``key`` (a float criterion
        with its direction, ``B.5↑``) or else the rejection's article."""
        self.fired.add(key or rejection.article)
        self.reject(rejection)


@dataclass(frozen=True)
class Found:
    """A bracket pairing: pairs (S1 player first), players left over, the completability
    state after it, and the ``step`` that reached it (``Role.PAIRED_FIRST``: C.6 first try,
    ``PAIRED_TRANSPOSED``: C.7, ``PAIRED_EXCHANGED``: C.8 with the ``subgroups`` exchanged;
    for a heterogeneous bracket the moved-down players' step and the ``remainder``'s)."""

    pairs: tuple[Pair, ...]
    leftover: tuple[int, ...]
    state: Completability
    step: Role
    subgroups: Subgroups = OWN_SUBGROUPS
    remainder: Role | None = None


Leaf = Callable[[list[Pair], list[int], Completability, bool], T | None]


def _colour_class(p: Profile) -> int:
    return 0 if p.want is Colour.WHITE else 1 if p.want is Colour.BLACK else 2


def least_clashes(a: Sequence[int], b: Sequence[int]) -> int:
    """B.4: the fewest colour clashes when players counted ``a`` = (want white, want black,
    no preference) all meet players counted ``b`` (at least as many); exact when every
    pair may meet: white meets black or none first, black meets white or the none left."""
    aw, ab, _ = a
    bw, bb, bn = b
    good_w = min(aw, bb)
    shared = min(aw - good_w, bn)
    good_b = min(ab, bw) + min(ab - min(ab, bw), bn - shared)
    return aw + ab - good_w - shared - good_b


def assign(
    walk: Walk,
    s1: Sequence[int],
    s2: Sequence[int],
    limit: int | None,
    stage: Stage,
    state: Completability,
    leaf: Leaf[T],
    what: Subgroups,
    leftover_floats: bool = True,
    least: Least | None = None,
) -> T | None:
    """C.6, C.7: pair each S1 player with an S2 player in D.1 order; ``limit`` is x (``None``: B.4
    not checked); ``leaf`` judges a complete candidate (``None`` to go on walking);
    ``leftover_floats``: the S2 players left over move down (not so for the moved-down
    players of a heterogeneous bracket, whose S2 leaves a remainder); ``least``: B.3's
    least differences, if in force."""
    if len(s1) > len(s2):
        return None
    slots = _Slots(walk, list(s1), list(s2), limit, stage, what, leftover_floats, state, least)
    i, after = 0, -1
    while i >= 0:
        if i == len(s1):
            got = leaf(*slots.candidate())
            if got is not None:
                return got
        else:
            taken = slots.first_after(i, after)
            if taken >= 0:
                i, after = i + 1, -1
                continue
        i -= 1
        if i >= 0:
            after = slots.undo(i)
    return None


class _Slots:
    """The walk's state: which S2 player each S1 player has, and the counts that bound it."""

    def __init__(
        self,
        walk: Walk,
        s1: list[int],
        s2: list[int],
        limit: int | None,
        stage: Stage,
        what: Subgroups,
        leftover_floats: bool,
        state: Completability,
        least: Least | None,
    ) -> None:
        self.walk, self.s1, self.s2, self.limit, self.stage, self.what = (
            walk, s1, s2, limit, stage, what
        )  # fmt: skip
        self.least = least
        self.differences = [0] * len(s1)
        profiles = walk.profiles
        self.cls2 = [_colour_class(profiles[b]) for b in s2]
        self.suffix = [[0, 0, 0] for _ in range(len(s1) + 1)]
        for i in range(len(s1) - 1, -1, -1):
            self.suffix[i] = self.suffix[i + 1].copy()
            self.suffix[i][_colour_class(profiles[s1[i]])] += 1
        self.avail = [self.cls2.count(c) for c in range(3)]
        floats = leftover_floats and len(s2) > len(s1)
        self.stuck = [
            bool(
                floats
                and b not in walk.moved
                and float_obstacle(profiles[b], Float.DOWN, stage.dropped)
            )
            for b in s2
        ]
        self.stuck_left = sum(self.stuck)
        self.used = [False] * len(s2)
        n2 = len(s2)  # the S2 places still free, in order: a linked list from n2 to n2 + 1
        self.next = [k + 1 for k in range(n2)] + [0 if n2 else n2 + 1, n2 + 1]
        self.prev = [k - 1 for k in range(n2)] + [n2, n2 - 1 if n2 else n2]
        if n2:
            self.next[n2 - 1], self.prev[0] = n2 + 1, n2
        self.choice = [-1] * len(s1)
        self.clash = [0] * len(s1)
        self.states = [state]
        self.conflicts = 0

    def candidate(self) -> tuple[list[Pair], list[int], Completability, bool]:
        n1 = len(self.s1)
        leftover = [b for k, b in enumerate(self.s2) if not self.used[k]]
        pairs = [(self.s1[k], self.s2[self.choice[k]]) for k in range(n1)]
        first = all(self.choice[k] == k for k in range(n1))
        return pairs, leftover, self.states[-1], first

    def first_after(self, i: int, after: int) -> int:
        """Give S1 player ``i`` the first possible S2 player after place ``after`` (-1: from
        the first) among those still free; -1 if none."""
        nxt, end = self.next, len(self.s2) + 1
        j = nxt[len(self.s2)] if after < 0 else nxt[after]
        while j != end:
            self.walk.tick()
            state = self._check(i, j)
            if state is None:
                j = nxt[j]
                continue
            self.used[j], self.choice[i] = True, j
            self.avail[self.cls2[j]] -= 1
            self.stuck_left -= self.stuck[j]
            self.states.append(state)
            nxt[self.prev[j]], self.prev[nxt[j]] = nxt[j], self.prev[j]
            return j
        return -1

    def undo(self, i: int) -> int:
        """Free S1 player ``i``'s opponent; returns its place in S2."""
        j = self.choice[i]
        self.used[j] = False
        self.next[self.prev[j]] = self.prev[self.next[j]] = j
        self.avail[self.cls2[j]] += 1
        self.stuck_left += self.stuck[j]
        self.states.pop()
        self.conflicts -= self.clash[i]
        return j

    def _check(self, i: int, j: int) -> Completability | None:
        """B.1, B.2, B.3, B.5/B.6 up, B.4, B.5/B.6 down, C.13 for S1[i] against S2[j]."""
        walk, a, b = self.walk, self.s1[i], self.s2[j]
        pa, pb = walk.profiles[a], walk.profiles[b]
        what = self.what
        reason = meeting_obstacle(pa, pb)
        if reason:
            walk.refuse(Decision.of(meeting(reason), a, b, detail=D(subgroups=what)))
            return None
        if self.least is not None:
            self.differences[i] = self.least.pair(a, b)
            if beaten(self.differences[: i + 1], self.least.best):
                walk.refuse(Decision.of(Role.DIFFERENCES_EXCEEDED, a, b, detail=D(subgroups=what)))
                return None
        reason = _upfloat(pa, pb, self.stage)
        if reason:
            walk.refuse(Decision.of(upfloat(reason), a, b, detail=D(subgroups=what)), reason + "↑")
            return None
        clash = 1 if colour_conflict(pa, pb) else 0
        if self.limit is not None:
            self.avail[self.cls2[j]] -= 1
            least = least_clashes(self.suffix[i + 1], self.avail)
            self.avail[self.cls2[j]] += 1
            if self.conflicts + clash + least > self.limit:
                clashes = D(subgroups=what, x=self.limit)
                walk.refuse(Decision.of(Role.X_EXCEEDED, a, b, detail=clashes))
                return None
        if self.stuck_left - self.stuck[j] > len(self.s1) - i - 1:
            walk.fired |= {"B.5↓", "B.6↓"}
            walk.refuse(Decision.of(Role.LEAVES_FLOATER, a, b, detail=D(subgroups=what)))
            return None
        after = self.states[-1].without(a, b)
        if after is None:
            walk.refuse(Decision.of(Role.REST_UNPAIRABLE, a, b, detail=D(subgroups=what)))
            return None
        self.conflicts += clash
        self.clash[i] = clash
        return after


def _upfloat(pa: Profile, pb: Profile, stage: Stage) -> str | None:
    """B.5/B.6 for the lower-scored player of a pair: it receives an upfloat."""
    if pa.score == pb.score:
        return None
    lower = pb if pa.score > pb.score else pa
    return float_obstacle(lower, Float.UP, stage.dropped)


def downfloat_obstacles(
    walk: Walk, leftover: Sequence[int], stage: Stage, forced: frozenset[int]
) -> list[tuple[int, str]]:
    """B.5/B.6 for the players a candidate leaves to float down: not those C.1 forces, nor
    those moved down into the bracket (``Walk.moved``)."""
    got = []
    for b in leftover:
        if b in forced or b in walk.moved:
            continue
        reason = float_obstacle(walk.profiles[b], Float.DOWN, stage.dropped)
        if reason:
            got.append((b, reason))
    return got


def homogeneous(
    walk: Walk,
    group: Sequence[int],
    stage: Stage,
    state: Completability,
    leaf: Callable[[list[Pair], list[int], Completability], str | None],
    room: int | None = None,
    least: Least | None = None,
) -> Found | None:
    """C.4-C.8 for a homogeneous bracket or remainder at ``stage``: S1 the highest p
    players, S2 the rest (A.6); transpositions of S2 (C.7, D.1), then exchanges (C.8,
    D.2). ``leaf`` returns ``None`` to accept a candidate, else the article rejecting it.
    ``room``: the colour clashes a remainder may still have (what the moved-down
    players' pairings left of the bracket's x), instead of its own x. ``least``: B.3's least
    differences, if in force (the walk cuts a branch whose pairs already exceed them)."""
    n = len(group)
    p = n // 2 - stage.less
    if p < 0:
        return None
    if room is None:  # C.14: x goes down with p (if it was above zero)
        x = max(0, x_of(walk.profiles[g] for g in group) - stage.less) + stage.x_extra
    else:
        x = room
    limit = None if stage.colours_free or x >= p else x
    numbers = list(range(1, n + 1))
    options: list[tuple[list[int], list[int], Subgroups]] = [
        (numbers[:p], numbers[p:], OWN_SUBGROUPS)
    ]
    candidates = exchanges(numbers[:p], numbers[p:]) if p else iter(())
    while options:
        one, two, how = options.pop()
        s1, s2 = [group[k - 1] for k in one], [group[k - 1] for k in two]

        judge = _judge(leaf, how)
        found = assign(walk, s1, s2, limit, stage, state, judge, how, True, least)
        if found is not None:
            return found
        exchange = next(candidates, None)
        if exchange is not None:
            new1, new2 = apply_exchange(numbers[:p], numbers[p:], exchange)
            given = tuple(group[k - 1] for k in exchange[0])
            taken = tuple(group[k - 1] for k in exchange[1])
            options.append((new1, new2, Subgroups(given, taken)))
    return None


def _judge(
    leaf: Callable[[list[Pair], list[int], Completability], str | None], how: Subgroups
) -> Leaf[Found]:
    """A complete candidate of a homogeneous group: accepted unless ``leaf`` objects."""

    def judge(
        pairs: list[Pair], leftover: list[int], after: Completability, first: bool
    ) -> Found | None:
        if leaf(pairs, leftover, after) is not None:
            return None
        if how.given:
            step = Role.PAIRED_EXCHANGED
        else:
            step = Role.PAIRED_FIRST if first else Role.PAIRED_TRANSPOSED
        return Found(tuple(pairs), tuple(leftover), after, step, how)

    return judge
