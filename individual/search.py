"""C.6-C.8: the walk through transpositions (D.1) and exchanges (D.2) of one bracket.

``assign`` pairs S1 against S2 in the order of D.1 as a depth-first walk: the highest S1
player takes the first S2 player still possible, the next S1 player the next, and so on,
going back only when a later player finds nobody. It is the D.1 order (the lowest players
change first), but whole families of transpositions are passed over at once when their
common beginning already breaks a criterion. Three tests keep the walk short:

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

from individual.colour import Colour
from individual.criteria import (
    Profile,
    Stage,
    colour_conflict,
    float_obstacle,
    meeting_obstacle,
    x_of,
)
from individual.history import Float
from individual.matching import Completability
from individual.transpositions import apply_exchange, exchanges

T = TypeVar("T")
Pair = tuple[int, int]


class BudgetExceeded(Exception):
    """The walk used up its budget of candidate checks."""


@dataclass
class Walk:
    """What one bracket's walks share: the players, the budget and what was rejected.

    ``fired`` collects the criteria that rejected something (a stage that drops a
    criterion which never fired would walk the same way again). ``reject`` receives
    (article, text) for the trail.
    """

    profiles: Mapping[int, Profile]
    budget: int
    reject: Callable[[str, str], None]
    fired: set[str] = field(default_factory=set)

    def tick(self) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise BudgetExceeded

    def refuse(self, article: str, text: str, key: str = "") -> None:
        self.fired.add(key or article)
        self.reject(article, text)


@dataclass(frozen=True)
class Found:
    """A bracket pairing: pairs (S1 player first), players left over, the completability
    state after it, and how it was reached (C.6 first try, C.7 transposition, C.8 exchange)."""

    pairs: tuple[Pair, ...]
    leftover: tuple[int, ...]
    state: Completability
    article: str
    how: str


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
    what: str,
    leftover_floats: bool = True,
) -> T | None:
    """Pair each S1 player with an S2 player in D.1 order; ``limit`` is x (``None``: B.4
    not checked); ``leaf`` judges a complete candidate (``None`` to go on walking);
    ``leftover_floats``: the S2 players left over move down (not so for the moved-down
    players of a heterogeneous bracket, whose S2 leaves a remainder)."""
    profiles = walk.profiles
    n1, n2 = len(s1), len(s2)
    if n1 > n2:
        return None
    cls1 = [_colour_class(profiles[a]) for a in s1]
    cls2 = [_colour_class(profiles[b]) for b in s2]
    suffix = [[0, 0, 0] for _ in range(n1 + 1)]
    for i in range(n1 - 1, -1, -1):
        suffix[i] = suffix[i + 1].copy()
        suffix[i][cls1[i]] += 1
    avail = [cls2.count(0), cls2.count(1), cls2.count(2)]
    stuck = _must_not_float(walk, s2, stage) if leftover_floats and n2 > n1 else [None] * n2
    stuck_left = sum(1 for s in stuck if s)
    used = [False] * n2
    choice = [-1] * n1
    states = [state]
    conflicts = 0
    i, start = 0, 0
    while i >= 0:
        if i == n1:
            leftover = [s2[k] for k in range(n2) if not used[k]]
            pairs = [(s1[k], s2[choice[k]]) for k in range(n1)]
            first = all(choice[k] == k for k in range(n1))
            got = leaf(pairs, leftover, states[-1], first)
            if got is not None:
                return got
            i -= 1
        else:
            a = s1[i]
            pa = profiles[a]
            taken = -1
            for j in range(start, n2):
                if used[j]:
                    continue
                walk.tick()
                b = s2[j]
                pb = profiles[b]
                reason = meeting_obstacle(pa, pb)
                if reason:
                    walk.refuse(reason, f"{what}: {a}-{b} ({_why(reason, a, b)})")
                    continue
                reason = _upfloat(pa, pb, stage)
                if reason:
                    walk.refuse(reason, f"{what}: {a}-{b} ({reason}: upfloat again)", reason + "↑")
                    continue
                clash = 1 if colour_conflict(pa, pb) else 0
                if limit is not None:
                    avail[cls2[j]] -= 1
                    least = least_clashes(suffix[i + 1], avail)
                    avail[cls2[j]] += 1
                    if conflicts + clash + least > limit:
                        text = f"{what}: {a}-{b} (B.4: more than x = {limit} colour clashes)"
                        walk.refuse("B.4", text)
                        continue
                if stuck_left - (1 if stuck[j] else 0) > n1 - i - 1:
                    walk.refuse(
                        "B.5",
                        f"{what}: {a}-{b} (B.5/B.6: would leave a player to float down again)",
                        "float↓",
                    )
                    continue
                after = states[-1].without(a, b)
                if after is None:
                    walk.refuse("C.13", f"{what}: {a}-{b} (C.13: the rest could not be paired)")
                    continue
                taken = j
                states.append(after)
                conflicts += clash
                break
            if taken >= 0:
                used[taken] = True
                avail[cls2[taken]] -= 1
                stuck_left -= 1 if stuck[taken] else 0
                choice[i] = taken
                i, start = i + 1, 0
                continue
            i -= 1
        if i >= 0:  # undo slot i and try its next candidate
            j = choice[i]
            used[j] = False
            avail[cls2[j]] += 1
            stuck_left += 1 if stuck[j] else 0
            states.pop()
            conflicts -= 1 if colour_conflict(profiles[s1[i]], profiles[s2[j]]) else 0
            start = j + 1
    return None


def _why(article: str, a: int, b: int) -> str:
    return "B.1a: they have met" if article == "B.1a" else "B.2: no colour allowed to both"


def _upfloat(pa: Profile, pb: Profile, stage: Stage) -> str | None:
    """B.5/B.6 for the lower-scored player of a pair: it receives an upfloat."""
    if pa.score == pb.score:
        return None
    lower = pb if pa.score > pb.score else pa
    return float_obstacle(lower, Float.UP, stage.dropped)


def _must_not_float(walk: Walk, s2: Sequence[int], stage: Stage) -> list[str | None]:
    return [float_obstacle(walk.profiles[b], Float.DOWN, stage.dropped) for b in s2]


def downfloat_obstacles(
    walk: Walk, leftover: Sequence[int], stage: Stage, forced: frozenset[int]
) -> list[tuple[int, str]]:
    """B.5/B.6 for the players a candidate leaves to float down (not those C.1 forces)."""
    got = []
    for b in leftover:
        if b in forced:
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
) -> Found | None:
    """C.4-C.8 for a homogeneous bracket or remainder at ``stage``: S1 the highest p
    players, S2 the rest (A.6); transpositions of S2 (C.7, D.1), then exchanges (C.8,
    D.2). ``leaf`` returns ``None`` to accept a candidate, else the article rejecting it.
    ``room``: the colour clashes a remainder may still have (what the moved-down
    players' pairings left of the bracket's x), instead of its own x."""
    n = len(group)
    p = n // 2 - stage.less
    if p < 0:
        return None
    x = x_of(walk.profiles[g] for g in group) + stage.x_extra if room is None else room
    limit = None if stage.colours_free or x >= p else x
    numbers = list(range(1, n + 1))
    options: list[tuple[list[int], list[int], str]] = [(numbers[:p], numbers[p:], "")]
    candidates = exchanges(numbers[:p], numbers[p:]) if p else iter(())
    while options:
        one, two, how = options.pop()
        s1, s2 = [group[k - 1] for k in one], [group[k - 1] for k in two]

        judge = _judge(leaf, how)
        found = assign(walk, s1, s2, limit, stage, state, judge, how or "S1/S2")
        if found is not None:
            return found
        exchange = next(candidates, None)
        if exchange is not None:
            new1, new2 = apply_exchange(numbers[:p], numbers[p:], exchange)
            given = "+".join(str(group[k - 1]) for k in exchange[0])
            taken = "+".join(str(group[k - 1]) for k in exchange[1])
            options.append((new1, new2, f"exchange {given} with {taken}"))
    return None


def _judge(
    leaf: Callable[[list[Pair], list[int], Completability], str | None], how: str
) -> Leaf[Found]:
    """A complete candidate of a homogeneous group: accepted unless ``leaf`` objects."""

    def judge(
        pairs: list[Pair], leftover: list[int], after: Completability, first: bool
    ) -> Found | None:
        if leaf(pairs, leftover, after) is not None:
            return None
        article = "C.8" if how else ("C.6" if first else "C.7")
        text = how or ("first pairing" if first else "transposition of S2")
        return Found(tuple(pairs), tuple(leftover), after, article, text)

    return judge
