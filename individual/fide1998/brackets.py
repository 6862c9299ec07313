"""A.3 score brackets and C.1-C.14 for one bracket.

C.1 sends on the players nobody in the bracket may meet. The rest is paired at the first
stage (``individual.fide1998.stages``: all criteria, then C.9, C.10, C.11 giving them up, then C.14
lowering p) whose walk (``individual.fide1998.search``: D.1 transpositions, D.2 exchanges) yields a
pairing. A stage is passed over when what it gives up rejected nothing in the stage before.
C.12/C.13 are looked after ahead: the completability test refuses any single pairing after
which the players below could not be paired, ``individual.fide1998.lookahead`` gives up a whole p
that no pairing can reach, and a pairing whose floaters could meet nobody in the next
bracket is kept only as a last resort (C.12). In a bracket treated as homogeneous with
players moved down (A.3), B.3 refuses every pairing at the full p whose score differences
exceed the least one can have (``individual.fide1998.differences``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from individual.fide1998.criteria import Profile, Stage, can_meet, colour_conflict, x_of
from individual.fide1998.differences import Least, least_differences, least_moving_on
from individual.fide1998.lookahead import can_keep_pairs
from individual.fide1998.roles import (
    MOVED_DOWN_AGAINST_RESIDENTS,
    Role,
    downfloat,
    paired,
    pairs_subjects,
)
from individual.fide1998.roles import SwissDetail as D
from individual.fide1998.search import (
    BudgetExceeded,
    Found,
    Pair,
    Walk,
    assign,
    downfloat_obstacles,
    homogeneous,
)
from individual.fide1998.stages import skippable, stages
from individual.matching.maximum import Completability, has_perfect_matching
from individual.vocabulary.decision import Decision, TrailRecorder

BRACKET_BUDGET_STAGES = 8
"""A bracket may spend this many stage budgets in all before it falls back (C.14)."""
PROBE = 2_000
"""Checks of the first walk at each p, before ``_p_possible`` is asked."""


@dataclass(frozen=True)
class Bracket:
    """A score bracket: players moved down into it (A.3) and its own players, each in
    A.2 order; ``lowest`` if no bracket lies below; ``below`` the players of the next;
    ``others`` every player still to pair outside it (with the bye's vertex);
    ``penultimate`` if the next bracket is the lowest."""

    score: int
    moved: tuple[int, ...]
    residents: tuple[int, ...]
    lowest: bool
    below: tuple[int, ...] = ()
    others: tuple[int, ...] = ()
    penultimate: bool = False

    @property
    def heterogeneous(self) -> bool:
        """A.3: with players moved down, unless at least half of it came from above."""
        return bool(self.moved) and 2 * len(self.moved) < len(self.moved) + len(self.residents)


@dataclass
class Outcome:
    """A bracket's pairs, the players it moves down, the state after it."""

    pairs: list[Pair]
    floaters: list[int]
    state: Completability


def score_groups(ranked: Sequence[int], profiles: Mapping[int, Profile]) -> list[list[int]]:
    """A.3: players with equal scores, highest score first, each in A.2 order."""
    groups: list[list[int]] = []
    for n in ranked:
        if groups and profiles[groups[-1][0]].score == profiles[n].score:
            groups[-1].append(n)
        else:
            groups.append([n])
    return groups


@dataclass
class BracketPairer:
    """Pairs one bracket (C.1-C.14) and writes what it did to the trail."""

    profiles: Mapping[int, Profile]
    position: Mapping[int, int]
    trail: TrailRecorder
    relative: bool
    stage_budget: int
    adjacent: Callable[[int, int], bool]
    _left: int = 0
    _off_bye: bool = False
    _paired_off_bye: dict[frozenset[int], bool] = field(default_factory=dict)

    def pair(self, bracket: Bracket, state: Completability) -> Outcome:
        forced = self._c1(bracket)
        moved = [m for m in bracket.moved if m not in forced]
        residents = [r for r in bracket.residents if r not in forced]
        inner = replace(bracket, moved=tuple(moved), residents=tuple(residents))
        if not moved and not residents:
            return Outcome([], sorted(forced, key=self._order), state)
        found = self._search(inner, frozenset(forced), state)
        floaters = list(found.leftover) + [f for f in forced if f not in found.leftover]
        return Outcome(list(found.pairs), floaters, found.state)

    def _c1(self, bracket: Bracket) -> set[int]:
        """C.1: a player with no possible opponent in the bracket (B.1, B.2) moves on."""
        players = [*bracket.moved, *bracket.residents]
        forced: set[int] = set()
        changed = True
        while changed:
            changed = False
            for n in players:
                if n in forced:
                    continue
                if not any(
                    can_meet(self.profiles[n], self.profiles[o])
                    for o in players
                    if o != n and o not in forced
                ):
                    forced.add(n)
                    changed = True
                    self._c1_decision(bracket, n)
        return forced

    def _c1_decision(self, bracket: Bracket, n: int) -> None:
        if n in bracket.moved:
            role = Role.MOVED_DOWN_NO_OPPONENT  # C.12
        elif bracket.lowest:
            role = Role.NO_OPPONENT_LOWEST  # C.13
        elif len(bracket.residents) == 1 and not bracket.moved:
            role = Role.ALONE
        else:
            role = Role.NO_OPPONENT_HERE
        self.trail.record(Decision.of(role, n))

    def _search(self, bracket: Bracket, forced: frozenset[int], state: Completability) -> Found:
        group = [*bracket.moved, *bracket.residents]
        het = bracket.heterogeneous
        p = len(bracket.moved) if het else len(group) // 2
        x = x_of(self.profiles[g] for g in group)
        role = Role.HETEROGENEOUS if het else Role.HOMOGENEOUS
        self.trail.record(
            Decision.of(role, *group, detail=D(score=bracket.score, moved=bracket.moved, p=p, x=x))
        )
        return self._stages_walked(bracket, forced, state, x, p)

    def _stages_walked(
        self, bracket: Bracket, forced: frozenset[int], state: Completability, x: int, p: int
    ) -> Found:
        """C.6-C.14: each stage in turn until one gives a pairing. The first walk at each p
        is a short probe; if it fails or runs out, ``_p_possible`` may give up that p at
        once instead of walking every stage of it."""
        spare: list[Found] = []
        walk = Walk(self.profiles, 0, self._reject, moved=frozenset(bracket.moved))
        self._left = BRACKET_BUDGET_STAGES * self.stage_budget
        tried: Stage | None = None
        fired: set[str] = set()
        cut_short = False
        possible: dict[tuple[int, int], bool] = {}
        off_bye: dict[tuple[int, int], bool] = {}
        self._paired_off_bye = {}
        leasts: dict[int, Least | None] = {}
        passed_over = False
        for stage in self._stages(bracket, len(bracket.moved) + len(bracket.residents), p):
            level = (stage.less, stage.het_less)
            if possible.get(level) is False or (
                tried is not None and skippable(stage, tried, fired, cut_short)
            ):
                continue
            if self._left <= 0:
                self.trail.record(Decision.of(Role.BRACKET_BOUND, also=(stage.step,)))
                break
            if tried is not None:
                self.trail.record(Decision.of(stage.step, also=(), detail=stage.detail))
            tried = stage
            probe = level not in possible
            if level not in off_bye:
                off_bye[level] = self._floaters_off_bye(bracket, stage, forced)
            self._off_bye = off_bye[level]
            if stage.less not in leasts:
                leasts[stage.less] = self._least(bracket, forced, state, stage.less)
            b3 = leasts[stage.less]
            found, fired, out = self._walk(walk, bracket, stage, state, forced, x, spare, b3, probe)
            cut_short = out and not probe
            if found is None and probe:
                possible[level] = self._p_possible(bracket, stage, forced)
                if possible[level] and out:
                    found, fired, cut_short = self._walk(
                        walk, bracket, stage, state, forced, x, spare, b3
                    )
            passed_over |= "B.3" in fired
            if found is not None:
                self._accepted(found, stage)
                if passed_over and b3 is not None:
                    self.trail.record(
                        Decision.of(
                            Role.LEAST_DIFFERENCES,
                            *pairs_subjects(found.pairs),
                            detail=D(pairs=found.pairs, differences=b3.best),
                        )
                    )
                return found
        found = self._fallback([*bracket.moved, *bracket.residents], state, spare)
        self._accepted(found, None)  # at no stage: every stage failed
        return found

    def _walk(
        self,
        walk: Walk,
        bracket: Bracket,
        stage: Stage,
        state: Completability,
        forced: frozenset[int],
        x: int,
        spare: list[Found],
        least: Least | None,
        probe: bool = False,
    ) -> tuple[Found | None, set[str], bool]:
        """One stage's walk: the pairing found (or ``None``), the criteria that rejected
        something, and whether the budget ran out (a ``probe`` has a small one). A walk
        is deterministic: one that ran out without a criterion rejecting anything would
        run out the same way without that criterion, so ``skippable`` may still use it."""
        budget = min(PROBE if probe else self.stage_budget, self._left)
        walk.budget, walk.fired = budget, set()
        try:
            found = self._attempt(walk, bracket, stage, state, forced, x, spare, least)
        except BudgetExceeded:
            if not probe:
                self.trail.record(Decision.of(Role.STAGE_BOUND, also=(stage.step,)))
            return None, set(walk.fired), True
        finally:
            self._left -= budget - max(walk.budget, 0)
        return found, set(walk.fired), False

    def _p_possible(self, bracket: Bracket, stage: Stage, forced: frozenset[int]) -> bool:
        """C.13, C.14: can this p be kept with the players below all paired? Asked once the
        first walk at this p has failed; "no" gives up every stage of this p. The players
        C.1 moved down (``forced``) are paired below, so they count among the players below."""
        group = [*bracket.moved, *bracket.residents]
        pairs = self._pairs(bracket, stage)
        below = [*sorted(forced, key=self._order), *bracket.others]
        if can_keep_pairs(group, below, pairs, self.adjacent):
            return True
        self.trail.record(Decision.of(Role.P_UNREACHABLE, *group, detail=D(pairs_kept=pairs)))
        return False

    def _pairs(self, bracket: Bracket, stage: Stage) -> int:
        """The pairs a bracket makes at ``stage`` (p, as C.14 has lowered it)."""
        if bracket.heterogeneous:
            moved = len(bracket.moved) - stage.het_less
            return moved + (len(bracket.residents) - moved) // 2 - stage.less
        return (len(bracket.moved) + len(bracket.residents)) // 2 - stage.less

    def _floaters_off_bye(self, bracket: Bracket, stage: Stage, forced: frozenset[int]) -> bool:
        """C.12, C.13 above the lowest bracket (``_next_bracket_can_take``): is any pairing
        at this p able to leave the lowest bracket heterogeneous and pairable with none of
        its floaters on the bye? (A relaxation: "no" is always right.) If not, A.3's
        "whenever possible" asks nothing here."""
        group = [*bracket.moved, *bracket.residents]
        pairs = self._pairs(bracket, stage)
        floaters = len(group) - 2 * pairs + len(forced)
        if not bracket.penultimate or 2 * floaters >= floaters + len(bracket.below):
            return False
        bye = [o for o in bracket.others if o not in self.profiles]
        if not bye:
            return False

        def adjacent(a: int, b: int) -> bool:
            if (a in forced and b in bye) or (b in forced and a in bye):
                return False
            return self.adjacent(a, b)

        below = [*sorted(forced, key=self._order), *bracket.others]
        return can_keep_pairs(group, below, pairs, adjacent, bye)

    def _stages(self, bracket: Bracket, size: int, p: int) -> Iterator[Stage]:
        """The stages to try; in the lowest bracket p is never lowered below what leaves
        one player at most (for the bye)."""
        het = bracket.heterogeneous
        max_less = (len(bracket.residents) if het else size) // 2
        max_het_less = p if het else 0
        if bracket.lowest:
            max_less, max_het_less = 0, min(max_het_less, 1)
        return stages(self.relative, size // 2, max_less, max_het_less, p if het else 0)

    def _attempt(
        self,
        walk: Walk,
        bracket: Bracket,
        stage: Stage,
        state: Completability,
        forced: frozenset[int],
        x: int,
        spare: list[Found],
        least: Least | None,
    ) -> Found | None:
        def leaf(pairs: list[Pair], leftover: list[int], after: Completability) -> str | None:
            if bracket.lowest and len(leftover) + len(forced) > 1:
                walk.refuse(Decision.of(Role.LEFT_IN_LOWEST, *leftover))
                return "C.13"
            if least is not None and least.of(pairs, leftover) > least.best:
                got = least.of(pairs, leftover)
                walk.refuse(
                    Decision.of(
                        Role.CANDIDATE_DIFFERENCES,
                        *pairs_subjects(pairs),
                        detail=D(pairs=tuple(pairs), differences=got),
                    )
                )
                return "B.3"
            for player, article in downfloat_obstacles(walk, leftover, stage, forced):
                walk.refuse(Decision.of(downfloat(article), player), article + "↓")
                return article
            if not self._next_bracket_can_take(bracket, [*leftover, *forced]):
                found = Found(tuple(pairs), tuple(leftover), after, Role.PAIRED_FLOATER_UNPAIRABLE)
                if not spare:
                    spare.append(found)
                walk.refuse(Decision.of(Role.FLOATER_UNPAIRABLE, *leftover))
                return "C.12"
            return None

        if not bracket.heterogeneous:
            group = sorted([*bracket.moved, *bracket.residents], key=self._order)
            return homogeneous(walk, group, stage, state, leaf, None, least)
        return self._heterogeneous(walk, bracket, stage, state, x, leaf)

    def _heterogeneous(
        self,
        walk: Walk,
        bracket: Bracket,
        stage: Stage,
        state: Completability,
        x: int,
        leaf: Callable[[list[Pair], list[int], Completability], str | None],
    ) -> Found | None:
        """C.6 for a heterogeneous bracket: the moved-down players (S1) against the
        bracket's own players (S2), then the remainder as a homogeneous group."""
        sent_on = set(stage.sent_on)
        s1 = [m for k, m in enumerate(bracket.moved) if k not in sent_on]
        further = [m for k, m in enumerate(bracket.moved) if k in sent_on]
        whole = (len(bracket.moved) + len(bracket.residents)) // 2
        budget = max(0, x - stage.less - stage.het_less) + stage.x_extra  # C.14 lowers x
        limit = None if stage.colours_free or budget >= whole else budget

        rest = _Remainder(walk, stage, limit, further, leaf)
        residents = list(bracket.residents)
        moved = MOVED_DOWN_AGAINST_RESIDENTS
        return assign(walk, s1, residents, limit, stage, state, rest, moved, False)

    def _least(
        self, bracket: Bracket, forced: frozenset[int], state: Completability, less: int = 0
    ) -> Least | None:
        """B.3 in a bracket treated as homogeneous with players moved down (A.3): the least
        score differences of its pairings at the full p, or p lowered by ``less`` (C.14),
        that keep B.1, B.2 and the rest of the round pairable, with every player moved on
        able to meet someone in the next bracket (C.12) if any pairing allows it. ``None``
        where B.3 cannot tell pairings apart (all of one score, or S1 the moved-down
        players) or C.6 asks only B.1, B.2."""
        if not self.relative or bracket.heterogeneous or not bracket.moved:
            return None
        group = [*bracket.moved, *bracket.residents]
        scores = {n: self.profiles[n].score for n in group}
        base = self.profiles[bracket.below[0]].score if bracket.below else bracket.score - 2

        def meet(a: int, b: int) -> bool:
            return can_meet(self.profiles[a], self.profiles[b])

        if less:
            return self._least_lowered(bracket, forced, state, less, scores, base, meet)

        def rest(f: int) -> bool:
            return state.without_vertices([g for g in group if g != f]) is not None

        def moved_on(f: int) -> bool:
            return rest(f) and self._next_bracket_can_take(bracket, [f, *forced])

        if len(group) % 2 == 0 and state.without_vertices(group) is None:
            return None
        best = least_differences(group, scores, base, meet, moved_on)
        if best is None and len(group) % 2:
            best = least_differences(group, scores, base, meet, rest)
        return None if best is None else Least(best, scores, base)

    def _least_lowered(
        self,
        bracket: Bracket,
        forced: frozenset[int],
        state: Completability,
        less: int,
        scores: Mapping[int, int],
        base: int,
        meet: Callable[[int, int], bool],
    ) -> Least | None:
        """``_least`` once C.14 has lowered p by ``less``: each set of players moved on."""
        group = [*bracket.moved, *bracket.residents]
        moving = len(group) - 2 * (len(group) // 2 - less)

        def rest(gone: Sequence[int]) -> bool:
            return state.without_vertices([g for g in group if g not in gone]) is not None

        def moved_on(gone: Sequence[int]) -> bool:
            return rest(gone) and self._next_bracket_can_take(bracket, [*gone, *forced])

        best = least_moving_on(group, moving, scores, base, meet, moved_on)
        if best is None:
            best = least_moving_on(group, moving, scores, base, meet, rest)
        return None if best is None else Least(best, scores, base)

    def _next_bracket_can_take(self, bracket: Bracket, floaters: Sequence[int]) -> bool:
        """C.12: can every floater meet someone in the next bracket, which holds the
        floaters moved down with him as well as its own players (C.1 asks for an opponent
        "within this score bracket")? (The lowest bracket's floater takes the bye, which
        the completability test has already allowed.) C.12, C.13 above the lowest bracket,
        where it would be heterogeneous: can it be paired with every floater paired, none of
        them left for the bye (A.3: the players moved down are paired first whenever
        possible)? Asked only where some pairing at this p may allow it (``_off_bye``)."""
        if bracket.lowest:
            return True
        if self._off_bye and 2 * len(floaters) < len(floaters) + len(bracket.below):
            key = frozenset(floaters)
            if key not in self._paired_off_bye:
                self._paired_off_bye[key] = self._lowest_pairs_floaters(bracket, floaters)
            return self._paired_off_bye[key]
        return all(
            any(
                can_meet(self.profiles[f], self.profiles[o])
                for o in [*bracket.below, *floaters]
                if o != f
            )
            for f in floaters
        )

    def _lowest_pairs_floaters(self, bracket: Bracket, floaters: Sequence[int]) -> bool:
        """Can the lowest bracket, with ``floaters`` moved down into it, be paired with none
        of them on the bye (``others`` holds the lowest bracket and the bye's vertex)?"""
        moved = frozenset(floaters)

        def linked(a: int, b: int) -> bool:
            if (a in moved and b not in self.profiles) or (b in moved and a not in self.profiles):
                return False
            return self.adjacent(a, b)

        return has_perfect_matching([*floaters, *bracket.others], linked)

    def _fallback(self, group: list[int], state: Completability, spare: list[Found]) -> Found:
        """C.12-C.14 when every stage failed: the first pairing found whose floaters could
        not all be paired in the next bracket, else the pairing the completability test
        guarantees (each player, in order, against the first player it may still meet)."""
        if spare:
            self.trail.record(Decision.of(Role.FLOATER_UNPAIRABLE_KEPT, *group))
            return spare[0]
        self.trail.record(Decision.of(Role.ABSOLUTE_ONLY, *group))
        pairs: list[Pair] = []
        free = sorted(group, key=self._order)
        for a in list(free):
            if a not in free:
                continue
            for b in free:
                after = None if b == a else state.without(a, b)
                if after is not None and can_meet(self.profiles[a], self.profiles[b]):
                    pairs.append((a, b))
                    free.remove(a)
                    free.remove(b)
                    state = after
                    break
        return Found(tuple(pairs), tuple(free), state, Role.PAIRED_FALLBACK)

    def _accepted(self, found: Found, stage: Stage | None) -> None:
        """The bracket's pairs, found at ``stage`` (``None``: a fallback, every stage
        failed), and the players it moves down."""
        detail = stage.detail if stage is not None else D()
        self.trail.record(paired(found.step, found.pairs, detail, found.remainder, found.subgroups))
        for f in found.leftover:
            self.trail.record(Decision.of(Role.MOVED_DOWN, f))

    def _reject(self, rejection: Decision) -> None:
        self.trail.record(rejection)

    def _order(self, n: int) -> int:
        return self.position[n]


@dataclass
class _Remainder:
    """C.6 for a heterogeneous bracket, second half: once the moved-down players have
    opponents, the remainder is paired as a homogeneous group ("start at C2"), within
    what the moved-down pairings left of the bracket's x (``limit``). When C.14 has
    lowered the remainder's p, its x is lowered with it: a remainder that floats down
    whole needs no colour clash at all."""

    walk: Walk
    stage: Stage
    limit: int | None
    further: list[int]
    leaf: Callable[[list[Pair], list[int], Completability], str | None]

    def __call__(
        self, pairs: list[Pair], leftover: list[int], after: Completability, first: bool
    ) -> Found | None:
        def inner(got: list[Pair], left: list[int], end: Completability) -> str | None:
            return self.leaf([*pairs, *got], [*left, *self.further], end)

        room = None
        if self.limit is not None:
            profiles = self.walk.profiles
            room = self.limit - sum(colour_conflict(profiles[a], profiles[b]) for a, b in pairs)
            if room < max(0, x_of(profiles[r] for r in leftover) - self.stage.less):
                rejection = Decision.of(
                    Role.REMAINDER_X_EXCEEDED,
                    *pairs_subjects(pairs),
                    detail=D(pairs=tuple(pairs), x=self.limit),
                )
                self.walk.refuse(rejection)
                return None
        found = homogeneous(self.walk, leftover, self.stage, after, inner, room)
        if found is None:
            return None
        return Found(
            tuple(pairs) + found.pairs,
            (*found.leftover, *self.further),
            found.state,
            Role.PAIRED_MOVED_FIRST if first else Role.PAIRED_MOVED_TRANSPOSED,
            found.subgroups,
            found.step,
        )
