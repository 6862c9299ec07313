"""Settling one score group: which teams float, and the pairings inside it.

Arts. 30-35 and 41-42: as many pairings as possible inside the group; an odd team
out (or more, when teams have met) floats down above the median group and up
below it, the lowest-ranked (highest-ranked below the median) first, the next one
when the group left behind could not be completed (30b, 33b) or the floater has
met the whole neighbouring group (31, 34), passing further only when needed
(32, 35); floaters arriving are paired first, against the highest-ranked
(lowest-ranked below the median) team they may meet (30a, 33a). The board-1
colour limits (22a, 22b) hold unless the group can be completed only without them
(23a), and every pair made or rejected for them cites the limit it concerns;
another floater is chosen when the teams left over could not all be paired (23b).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import combinations, islice

from individual.matching.maximum import Completability, matching_size
from individual.vocabulary.decision import Decision, TrailRecorder
from individual.vocabulary.errors import Cause, PairingImpossible
from olympiad.engine.compatibility import Compatibility, Edge
from olympiad.engine.enumeration import Rejection, first_pairing, mirrored, partner_order
from olympiad.engine.halves import HalfPairing
from olympiad.engine.roles import NONE, Articles, Role, TeamDetail, limit_roles

# Floater sets tried per tier before the tier is given up (a bound on the search).
CANDIDATE_CAP = 2000


@dataclass(frozen=True)
class Remaining:
    """Perfect matchings of the teams not yet paired: always one without rematches,
    and one also keeping arts. 22a and 22b while that is still possible."""

    relaxed: Completability
    strict: Completability | None

    def without(self, teams: Sequence[int], keep_limits: bool) -> Remaining | None:
        """The teams left once ``teams`` are paired among themselves, if still pairable."""
        relaxed = self.relaxed.without_vertices(teams)
        if relaxed is None:
            return None
        strict = self.strict.without_vertices(teams) if self.strict is not None else None
        if keep_limits and strict is None:
            return None
        return Remaining(relaxed, strict)


@dataclass(frozen=True)
class Verdict:
    """One choice of floaters leaving a group: the rest of the group (``inner``, its
    perfect matchings) and the teams left over once it is paired (``left``), or why not."""

    inner: Completability | None
    left: Remaining | None
    rejected: Role | None = None


@dataclass(frozen=True)
class FloatSet:
    """Teams that leave a group together, each with the roles that make it float: the
    first choice (30a, 33a), the next because the group left behind could not be completed
    (30b, 33b) or because the teams before it met the whole neighbouring group (31, 34),
    passing further (32, 35), having met its own group (41), or one of more floaters than
    the group's parity needs (42); with 32 or 35 beside it when it may meet no team of the
    neighbouring group."""

    teams: tuple[int, ...]
    roles: tuple[tuple[Role, ...], ...]


@dataclass(frozen=True)
class Direction:
    """The roles of one float direction: down above the median group, up below it."""

    first: Role
    next: Role
    met_neighbours: Role
    further: Role
    met_own_group: Role
    more: Role
    rest_unpairable: Role
    after_arrivals: Role
    arriving: Role


DOWN = Direction(
    Role.FLOAT_DOWN_LOWEST,
    Role.FLOAT_DOWN_NEXT,
    Role.FLOAT_DOWN_MET_NEIGHBOURS,
    Role.FLOAT_DOWN_FURTHER,
    Role.FLOAT_DOWN_MET_OWN_GROUP,
    Role.FLOAT_DOWN_MORE,
    Role.FLOATERS_REST_UNPAIRABLE_DOWN,
    Role.FLOATERS_AFTER_ARRIVALS_DOWN,
    Role.PAIR_ARRIVING_DOWN,
)
UP = Direction(
    Role.FLOAT_UP_HIGHEST,
    Role.FLOAT_UP_NEXT,
    Role.FLOAT_UP_MET_NEIGHBOURS,
    Role.FLOAT_UP_FURTHER,
    Role.FLOAT_UP_MET_OWN_GROUP,
    Role.FLOAT_UP_MORE,
    Role.FLOATERS_REST_UNPAIRABLE_UP,
    Role.FLOATERS_AFTER_ARRIVALS_UP,
    Role.PAIR_ARRIVING_UP,
)


class _Offers:
    """The floater sets a group offers, in order of preference (``prefer``: the
    lowest-ranked first above the median, the highest-ranked first below it), each tagged
    with the roles that make its teams float."""

    def __init__(
        self,
        direction: Direction,
        prefer: Sequence[int],
        incoming: Sequence[int],
        met_own_group: frozenset[int],
        landable: set[int],
    ) -> None:
        self.direction, self.prefer = direction, prefer
        self.incoming, self.landable = frozenset(incoming), landable
        self.met_own_group = met_own_group - self.incoming
        self.parity = len(prefer) % 2

    def sets(self, floats: int, landing: bool) -> Iterator[FloatSet]:
        """The sets of ``floats`` teams in order of preference; with ``landing``, those whose
        teams may all meet a team of the neighbouring group, else the others (art. 31/34:
        a team that met the whole neighbouring group is passed over first)."""
        for teams in combinations(self.prefer, floats):
            if all(t in self.landable for t in teams) == landing:
                yield FloatSet(teams, self._roles(teams))

    def _roles(self, teams: tuple[int, ...]) -> tuple[tuple[Role, ...], ...]:
        way = self.direction
        forced = self.met_own_group.intersection(teams)
        ordinary = [t for t in self.prefer if t not in forced]
        chosen = [t for t in teams if t not in forced and t not in self.incoming]
        first_choice = chosen == ordinary[: len(chosen)]
        out = []
        for team in teams:
            if team in self.incoming:
                role = way.further
            elif team in forced:
                role = way.met_own_group
            elif len(chosen) > self.parity:
                role = way.more
            elif first_choice:
                role = way.first
            elif any(t not in self.landable for t in ordinary[: ordinary.index(team)]):
                role = way.met_neighbours
            else:
                role = way.next
            further = team not in self.landable and role is not way.further
            out.append((role, way.further) if further else (role,))
        return tuple(out)


class _FloatSets:
    """The floater sets of one search pass, in order of preference, each judged once and
    only when asked: the rest of the group must be completable (30b, 33b) and the teams
    left over pairable (23b)."""

    def __init__(
        self,
        sets: list[FloatSet],
        pool: Sequence[int],
        edge: Edge,
        remaining: Remaining,
        keep_limits: bool,
        rest_unpairable: Role,
    ) -> None:
        self.sets = sets
        self._pool, self._edge = pool, edge
        self._remaining, self._keep = remaining, keep_limits
        self._rest_unpairable = rest_unpairable
        self._verdicts: list[Verdict] = []

    def verdict(self, index: int) -> Verdict:
        while len(self._verdicts) <= index:
            self._verdicts.append(self._judge(self.sets[len(self._verdicts)].teams))
        return self._verdicts[index]

    def verdicts(self) -> Iterator[Verdict]:
        return (self.verdict(i) for i in range(len(self.sets)))

    def _judge(self, floaters: tuple[int, ...]) -> Verdict:
        staying = [t for t in self._pool if t not in floaters]
        inner = Completability(staying, self._edge)
        if not inner.is_perfect:
            return Verdict(None, None, self._rest_unpairable)
        left = self._remaining.without(staying, self._keep)
        if left is None:
            return Verdict(None, None, Role.FLOATERS_LEFT_OVER_UNPAIRABLE)
        return Verdict(inner, left)

    def first(self, paired: frozenset[int], floating: frozenset[int]) -> int | None:
        """The first set that floats every team of ``floating``, none of ``paired``, and
        leaves a group that can be completed with the teams of ``paired`` paired as they are."""
        for index, offer in enumerate(self.sets):
            if not floating <= set(offer.teams) or paired & set(offer.teams):
                continue
            inner = self.verdict(index).inner
            if inner is not None and (not paired or inner.without_vertices(paired) is not None):
                return index
        return None


@dataclass(frozen=True)
class GroupResult:
    pairs: tuple[tuple[int, int], ...]
    floaters: tuple[int, ...]
    remaining: Remaining


@dataclass(frozen=True)
class Tier:
    """One level of the search: ``floats`` teams leave the group; the colour limits of
    arts. 22a and 22b kept inside the group (``group_limits``) and for the teams left over
    (``rest_limits``)."""

    floats: int
    group_limits: bool
    rest_limits: bool


class FloatSearch:
    """Settles one score group; ``upward`` below the median group (arts. 33-35)."""

    def __init__(
        self,
        upward: bool,
        compat: Compatibility,
        trail: TrailRecorder,
        label: int,
        halves_first: bool = False,
    ) -> None:
        """``halves_first``: art. 36 before art. 39's order (``TeamRuleset.halves_first``)."""
        self.upward = upward
        self.halves_first = halves_first
        self.compat = compat
        self.trail = trail
        self.mp = label
        self.label = f"{label} MP group"
        self.way = UP if upward else DOWN
        self._rejected: set[tuple[Role, tuple[int, ...]]] = set()

    def settle(
        self,
        incoming: Sequence[int],
        natives: Sequence[int],
        neighbour: Sequence[int],
        remaining: Remaining,
        final: bool,
        rising: frozenset[int] = frozenset(),
    ) -> GroupResult:
        """Pair the group (``incoming`` floaters and its own ``natives``); ``neighbour``
        is the next group in the float direction; ``final`` for the median group;
        ``rising`` are the incoming teams that floated up (all of them below the median)."""
        rising = frozenset(incoming) if self.upward else rising
        falling = [t for t in incoming if t not in rising]
        pool = [*falling, *natives, *(t for t in incoming if t in rising)]
        prefer = [*natives, *incoming] if self.upward else [*reversed(natives), *reversed(incoming)]
        landable = {t for t in prefer if any(self.compat.can_meet(t, n) for n in neighbour)}
        met_own = frozenset(t for t in prefer if self._met_all(t, prefer))
        offers = _Offers(self.way, prefer, incoming, met_own, landable)
        for tier in self._tiers(pool, final, remaining):
            result = self._try_tier(tier, pool, offers, (incoming, rising), natives, remaining)
            if result is not None:
                return result
        raise PairingImpossible(
            f"the {self.label} could not be settled",
            [Cause.of(Role.NO_FLOATERS_LEAVE_REST_PAIRABLE)],
        )

    def _tiers(self, pool: Sequence[int], final: bool, remaining: Remaining) -> list[Tier]:
        """Fewest floaters first (art. 42); for each, arts. 22a and 22b kept if possible
        (art. 23a)."""
        parity = len(pool) % 2
        counts = [0] if final else list(range(parity, len(pool) + 1, 2))
        sizes = {keep: matching_size(pool, self.compat.edges(keep)) for keep in (True, False)}
        tiers = []
        for floats in counts:
            for group_limits in (True, False):
                if 2 * sizes[group_limits] < len(pool) - floats:
                    continue
                for rest_limits in (True, False):
                    if rest_limits and remaining.strict is None:
                        continue
                    tiers.append(Tier(floats, group_limits, rest_limits))
        return tiers

    def _try_tier(
        self,
        tier: Tier,
        pool: Sequence[int],
        offers: _Offers,
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        remaining: Remaining,
    ) -> GroupResult | None:
        edge = self.compat.edges(tier.group_limits)
        budget = CANDIDATE_CAP
        for landing in (True, False):
            sets = list(islice(offers.sets(tier.floats, landing), budget + 1))
            capped = len(sets) > budget
            options = _FloatSets(
                sets[:budget], pool, edge, remaining, tier.rest_limits, self.way.rest_unpairable
            )
            budget -= len(options.sets)
            result = self._settle_with(options, tier, arrivals, natives, edge)
            if result is not None:
                return result
            if capped:
                bound = TeamDetail(cap=CANDIDATE_CAP, floats=tier.floats)
                self._note(Role.SEARCH_BOUNDED, detail=bound)
                return None
        return None

    def _settle_with(
        self,
        options: _FloatSets,
        tier: Tier,
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        edge: Edge,
    ) -> GroupResult | None:
        """Arts. 30a/33a first: each floater arriving is paired against the team it is due
        (highest-ranked it may meet, lowest-ranked for floaters from below) for which some
        choice of the group's own floaters still completes the group; then the first such
        choice (30b/33b, 31/34, 23b); then the rest of the group (arts. 36-39)."""
        if options.first(frozenset(), frozenset()) is None:
            for offer, verdict in zip(options.sets, options.verdicts(), strict=True):
                assert verdict.rejected is not None
                self._reject(offer.teams, verdict.rejected)
            return None
        fixed, floating = self._pair_arrivals(options, arrivals, natives, edge)
        paired = frozenset(t for a, b, _ in fixed for t in (a, b))
        chosen = options.first(paired, floating)
        if chosen is None:  # cannot happen: each arrival kept a choice that completes the group
            raise PairingImpossible(f"the {self.label} could not be paired")
        for offer, verdict in zip(options.sets[:chosen], options.verdicts(), strict=False):
            self._reject(offer.teams, verdict.rejected or self.way.after_arrivals)
        floaters = options.sets[chosen]
        verdict = options.verdict(chosen)
        assert verdict.inner is not None and verdict.left is not None
        inner = verdict.inner.without_vertices(paired)
        assert inner is not None
        rest = [t for t in natives if t not in paired and t not in floaters.teams]
        cited = [*fixed, *self._pair_group(rest, inner, edge)]
        self._record(tier, floaters, cited)
        pairs = tuple((a, b) for a, b, _ in cited)
        return GroupResult(pairs, floaters.teams, verdict.left)

    def _pair_arrivals(
        self,
        options: _FloatSets,
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        edge: Edge,
    ) -> tuple[list[tuple[int, int, tuple[Role, ...]]], frozenset[int]]:
        """Arts. 30a, 33a: the floaters arriving, in turn, against the highest-ranked team of
        the group they may meet (lowest-ranked for floaters from below), then the other
        arrivals; a candidate is passed over when no choice of floaters leaving the group
        would then complete it (the logic of art. 39), and a floater with no candidate left
        floats on. Returns the pairs with the articles that decided them, and the floaters
        that float on."""
        incoming, rising = arrivals
        fixed: list[tuple[int, int, tuple[Role, ...]]] = []
        busy: frozenset[int] = frozenset()
        floating: frozenset[int] = frozenset()
        for floater in incoming:
            if floater in busy:
                continue
            order = [n for n in natives if n not in busy]
            if floater in rising:
                order.reverse()
            order += [o for o in incoming if o != floater and o not in busy | floating]
            limits: set[str] = set()
            passed_for_rest = False
            for partner in order:
                if not edge(floater, partner):
                    if self.compat.can_meet(floater, partner):
                        limits.update(self.compat.colour_block(floater, partner)[0])
                    self._reject_pair(floater, partner, Rejection.CANNOT_MEET)
                    continue
                if options.first(busy | {floater, partner}, floating) is None:
                    self._reject_pair(floater, partner, Rejection.REST_UNPAIRABLE)
                    passed_for_rest = True
                    continue
                busy |= {floater, partner}
                arriving = UP.arriving if floater in rising else DOWN.arriving
                roles = (
                    (Role.PAIR_ARRIVING_PASSED,)
                    if passed_for_rest
                    else (arriving, *limit_roles(tuple(limits)))
                )
                fixed.append((floater, partner, roles))
                break
            else:
                floating |= {floater}
        return fixed, floating

    def _pair_group(
        self, teams: list[int], inner: Completability, edge: Edge
    ) -> list[tuple[int, int, tuple[Role, ...]]]:
        """The group's own teams left, in the order of art. 39, mirrored below the median
        (art. 38); with ``halves_first``, only pairings with as many top-half against
        bottom-half pairs as possible (art. 36 as a priority), each pair cited 36 when that
        passed over a partner art. 39 tried first."""
        halves = HalfPairing(teams, edge) if self.halves_first else None
        state, why, shifted = [inner], ["39"], set()

        def choose(left: list[int]) -> tuple[int, list[int]]:
            own = mirrored(left) if self.upward else left
            return own[0], partner_order(own)

        def settle(a: int, b: int) -> bool:
            after = state[0].without(a, b)
            if after is None:
                why[0] = "39"
                return False
            if halves is not None and not halves.settle(a, b):
                why[0] = "36"
                return False
            state[0] = after
            return True

        def reject(a: int, b: int, reason: Rejection) -> None:
            if reason is Rejection.REST_UNPAIRABLE and why[0] == "36":
                shifted.add(a)
                self._note(Role.PAIR_REJECTED_HALVES, a, b)
            else:
                self._reject_pair(a, b, reason)

        pairs = first_pairing(teams, edge, settle, reject, choose)
        if pairs is None:  # cannot happen: ``inner`` held a perfect matching
            raise PairingImpossible(f"the {self.label} could not be paired")
        return [
            (a, b, (Role.PAIR_HALVES if a in shifted else Role.PAIR_IN_ORDER,)) for a, b in pairs
        ]

    def _met_all(self, team: int, pool: Sequence[int]) -> bool:
        """Art. 41: the team has already played every other team of its score group."""
        others = [other for other in pool if other != team]
        return bool(others) and not any(self.compat.can_meet(team, o) for o in others)

    def _note(
        self, role: Role, *teams: int, also: Sequence[Role] = (), detail: TeamDetail = NONE
    ) -> None:
        """Record ``role``'s decision about ``teams`` in this group (its ``mp``)."""
        group = replace(detail, mp=self.mp)
        self.trail.record(Decision.of(role, *teams, also=also, detail=group))

    def _reject(self, floaters: Sequence[int], role: Role) -> None:
        """Record, once, that floating ``floaters`` was given up for ``role``."""
        key = (role, tuple(floaters))
        if floaters and key not in self._rejected:
            self._rejected.add(key)
            self._note(role, *floaters)

    def _reject_pair(self, a: int, b: int, why: Rejection) -> None:
        if why is Rejection.REST_UNPAIRABLE:
            self._note(Role.PAIR_REJECTED_REST_UNPAIRABLE, a, b)
        elif not self.compat.can_meet(a, b):
            self._note(Role.PAIR_REJECTED_REMATCH, a, b)
        else:
            articles, broken = self.compat.colour_block(a, b)
            breaks = "; ".join(str(x) for x in broken)
            limits = limit_roles(articles)
            self._note(
                Role.PAIR_REJECTED_COLOURS, a, b, also=limits, detail=TeamDetail(breaks=breaks)
            )

    def _record(
        self,
        tier: Tier,
        floaters: FloatSet,
        cited: Sequence[tuple[int, int, tuple[Role, ...]]],
    ) -> None:
        """The floats and pairs of the group, each with the roles that decided it."""
        for team, roles in zip(floaters.teams, floaters.roles, strict=True):
            self._note(roles[0], team, also=roles[1:])
        blocks = {(a, b): self.compat.colour_block(a, b)[0] for a, b, _ in cited}
        if not tier.group_limits:
            blocked = tuple((Articles(arts), a, b) for (a, b), arts in blocks.items() if arts)
            self._note(Role.LIMITS_GIVE_WAY_IN_GROUP, detail=TeamDetail(blocked=blocked))
        if not tier.rest_limits:
            self._note(Role.LIMITS_GIVE_WAY_LEFT_OVER)
        for a, b, roles in cited:
            set_aside = Articles(blocks[(a, b)])
            self._note(roles[0], a, b, also=roles[1:], detail=TeamDetail(set_aside=set_aside))
