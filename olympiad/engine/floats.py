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
from dataclasses import dataclass
from itertools import combinations, islice

from individual.matching.maximum import Completability, matching_size
from individual.vocabulary.decision import Kind, TrailRecorder
from individual.vocabulary.errors import PairingImpossible
from olympiad.engine.colours import limit_article, limit_mention
from olympiad.engine.compatibility import Compatibility, Edge
from olympiad.engine.enumeration import first_pairing, mirrored, partner_order
from olympiad.engine.halves import HalfPairing

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
    article: str = ""
    why: str = ""


class _FloatSets:
    """The floater sets of one search pass, in order of preference, each judged once and
    only when asked: the rest of the group must be completable (30b, 33b) and the teams
    left over pairable (23b)."""

    def __init__(
        self,
        sets: list[tuple[int, ...]],
        pool: Sequence[int],
        edge: Edge,
        remaining: Remaining,
        keep_limits: bool,
        rest_article: str,
    ) -> None:
        self.sets = sets
        self._pool, self._edge = pool, edge
        self._remaining, self._keep = remaining, keep_limits
        self._rest_article = rest_article
        self._verdicts: list[Verdict] = []

    def verdict(self, index: int) -> Verdict:
        while len(self._verdicts) <= index:
            self._verdicts.append(self._judge(self.sets[len(self._verdicts)]))
        return self._verdicts[index]

    def verdicts(self) -> Iterator[Verdict]:
        return (self.verdict(i) for i in range(len(self.sets)))

    def _judge(self, floaters: tuple[int, ...]) -> Verdict:
        staying = [t for t in self._pool if t not in floaters]
        inner = Completability(staying, self._edge)
        if not inner.is_perfect:
            return Verdict(
                None, None, self._rest_article, "the rest of the group could not be paired"
            )
        left = self._remaining.without(staying, self._keep)
        if left is None:
            return Verdict(None, None, "23b", "the teams left over could not all be paired")
        return Verdict(inner, left)

    def first(self, paired: frozenset[int], floating: frozenset[int]) -> int | None:
        """The first set that floats every team of ``floating``, none of ``paired``, and
        leaves a group that can be completed with the teams of ``paired`` paired as they are."""
        for index, floaters in enumerate(self.sets):
            if not floating <= set(floaters) or paired & set(floaters):
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
        self.label = f"{label} MP group"
        self.art = ("33a", "33b", "34", "35") if upward else ("30a", "30b", "31", "32")
        self._rejected: set[str] = set()

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
        for tier in self._tiers(pool, final, remaining):
            result = self._try_tier(
                tier, pool, prefer, (incoming, rising), natives, landable, remaining
            )
            if result is not None:
                return result
        raise PairingImpossible(
            f"the {self.label} could not be settled",
            ["no choice of floaters leaves the remaining teams pairable (arts. 16a, 23b)"],
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
        prefer: Sequence[int],
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        landable: set[int],
        remaining: Remaining,
    ) -> GroupResult | None:
        edge = self.compat.edges(tier.group_limits)
        budget = CANDIDATE_CAP
        for art31_pass in (True, False):
            wanted = (
                floaters
                for floaters in combinations(prefer, tier.floats)
                if all(t in landable for t in floaters) == art31_pass
            )
            sets = list(islice(wanted, budget + 1))
            capped = len(sets) > budget
            options = _FloatSets(
                sets[:budget], pool, edge, remaining, tier.rest_limits, self.art[1]
            )
            budget -= len(options.sets)
            result = self._settle_with(options, tier, prefer, arrivals, natives, landable, edge)
            if result is not None:
                return result
            if capped:
                self.trail.add(
                    Kind.NOTE,
                    "42",
                    f"{self.label}: search bounded after "
                    f"{CANDIDATE_CAP} floater choices with {tier.floats} floaters",
                )
                return None
        return None

    def _settle_with(
        self,
        options: _FloatSets,
        tier: Tier,
        prefer: Sequence[int],
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        landable: set[int],
        edge: Edge,
    ) -> GroupResult | None:
        """Arts. 30a/33a first: each floater arriving is paired against the team it is due
        (highest-ranked it may meet, lowest-ranked for floaters from below) for which some
        choice of the group's own floaters still completes the group; then the first such
        choice (30b/33b, 31/34, 23b); then the rest of the group (arts. 36-39)."""
        if options.first(frozenset(), frozenset()) is None:
            for floaters, verdict in zip(options.sets, options.verdicts(), strict=True):
                self._reject(floaters, verdict.article, verdict.why)
            return None
        fixed, floating = self._pair_arrivals(options, arrivals, natives, edge)
        paired = frozenset(t for a, b, _ in fixed for t in (a, b))
        chosen = options.first(paired, floating)
        if chosen is None:  # cannot happen: each arrival kept a choice that completes the group
            raise PairingImpossible(f"the {self.label} could not be paired")
        arrival_art = self.art[0]
        for floaters, verdict in zip(options.sets[:chosen], options.verdicts(), strict=False):
            if verdict.inner is None:
                self._reject(floaters, verdict.article, verdict.why)
            else:
                self._reject(
                    floaters,
                    self.art[1],
                    "the rest of the group could not be paired once the floaters arriving "
                    f"were paired (art. {arrival_art})",
                )
        floaters = options.sets[chosen]
        verdict = options.verdict(chosen)
        assert verdict.inner is not None and verdict.left is not None
        inner = verdict.inner.without_vertices(paired)
        assert inner is not None
        rest = [t for t in natives if t not in paired and t not in floaters]
        cited = [*fixed, *self._pair_group(rest, inner, edge)]
        self._record(tier, floaters, prefer, arrivals, landable, cited)
        pairs = tuple((a, b) for a, b, _ in cited)
        return GroupResult(pairs, tuple(floaters), verdict.left)

    def _pair_arrivals(
        self,
        options: _FloatSets,
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        edge: Edge,
    ) -> tuple[list[tuple[int, int, str]], frozenset[int]]:
        """Arts. 30a, 33a: the floaters arriving, in turn, against the highest-ranked team of
        the group they may meet (lowest-ranked for floaters from below), then the other
        arrivals; a candidate is passed over when no choice of floaters leaving the group
        would then complete it (the logic of art. 39), and a floater with no candidate left
        floats on. Returns the pairs with the articles that decided them, and the floaters
        that float on."""
        incoming, rising = arrivals
        fixed: list[tuple[int, int, str]] = []
        busy: frozenset[int] = frozenset()
        floating: frozenset[int] = frozenset()
        for floater in incoming:
            if floater in busy:
                continue
            order = [n for n in natives if n not in busy]
            if floater in rising:
                order.reverse()
            order += [o for o in incoming if o != floater and o not in busy | floating]
            passed: set[str] = set()
            for partner in order:
                if not edge(floater, partner):
                    if self.compat.can_meet(floater, partner):
                        passed.add(limit_article(self.compat.colour_block(floater, partner)[0]))
                    self._reject_pair(floater, partner, "cannot meet")
                    continue
                if options.first(busy | {floater, partner}, floating) is None:
                    self._reject_pair(floater, partner, "the rest could not be paired")
                    passed.add("39")
                    continue
                busy |= {floater, partner}
                base = "33a" if floater in rising else "30a"
                article = "39" if "39" in passed else ", ".join([base, *sorted(passed)])
                fixed.append((floater, partner, article))
                break
            else:
                floating |= {floater}
        return fixed, floating

    def _pair_group(
        self, teams: list[int], inner: Completability, edge: Edge
    ) -> list[tuple[int, int, str]]:
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

        def reject(a: int, b: int, reason: str) -> None:
            if reason == "cannot meet":
                self._reject_pair(a, b, reason)
            elif why[0] == "36":
                shifted.add(a)
                self.trail.add(
                    Kind.REJECTED,
                    "36",
                    f"{self.label}: {a} v {b} rejected: the group could then not be paired "
                    "with as many top-half against bottom-half pairs",
                )
            else:
                self._reject_pair(a, b, reason)

        pairs = first_pairing(teams, edge, settle, reject, choose)
        if pairs is None:  # cannot happen: ``inner`` held a perfect matching
            raise PairingImpossible(f"the {self.label} could not be paired")
        return [(a, b, "36" if a in shifted else "39") for a, b in pairs]

    def _met_all(self, team: int, pool: Sequence[int]) -> bool:
        """Art. 41: the team has already played every other team of its score group."""
        others = [other for other in pool if other != team]
        return bool(others) and not any(self.compat.can_meet(team, o) for o in others)

    def _reject(self, floaters: Sequence[int], article: str, why: str) -> None:
        text = f"{self.label}: floating {_names(floaters)} rejected: {why}"
        if floaters and text not in self._rejected:
            self._rejected.add(text)
            self.trail.add(Kind.REJECTED, article, text)

    def _reject_pair(self, a: int, b: int, why: str) -> None:
        if why == "cannot meet":
            if not self.compat.can_meet(a, b):
                article, why = "16a", "they have already met"
            else:
                articles, broken = self.compat.colour_block(a, b)
                article = limit_article(articles)
                reasons = "; ".join(str(x) for x in broken)
                why = f"board-1 colours would break {limit_mention(articles)} ({reasons})"
        else:
            article = "39"
        self.trail.add(Kind.REJECTED, article, f"{self.label}: {a} v {b} rejected: {why}")

    def _record(
        self,
        tier: Tier,
        floaters: Sequence[int],
        prefer: Sequence[int],
        arrivals: tuple[Sequence[int], frozenset[int]],
        landable: set[int],
        cited: Sequence[tuple[int, int, str]],
    ) -> None:
        """The floats and pairs of the group, each with the article that decided it."""
        incoming = arrivals[0]
        first, further = self.art[0], self.art[3]
        parity = (len(prefer)) % 2
        word = "up" if self.upward else "down"
        forced = {t for t in floaters if t not in incoming and self._met_all(t, prefer)}
        ordinary = [t for t in prefer if t not in forced]
        chosen = [t for t in floaters if t not in forced and t not in incoming]
        for team in floaters:
            if team in incoming:
                article = further
            elif team in forced:
                article = "41"
            elif len(chosen) > parity:
                article = "42"
            elif chosen == ordinary[: len(chosen)]:
                article = first
            elif any(t not in landable for t in ordinary[: ordinary.index(team)]):
                article = self.art[2]
            else:
                article = self.art[1]
            if team not in landable and article != further:
                article += f", {further}"
            self.trail.add(Kind.FLOAT, article, f"team {team} floats {word} from the {self.label}")
        blocks = {(a, b): self.compat.colour_block(a, b)[0] for a, b, _ in cited}
        if not tier.group_limits:
            given_way = ", ".join(
                f"{limit_mention(arts)} for {a} v {b}" for (a, b), arts in blocks.items() if arts
            )
            self.trail.add(
                Kind.RELAXED,
                "23a",
                f"{self.label}: a complete pairing is only possible if a board-1 colour limit "
                f"gives way: {given_way or 'arts. 22a and 22b'}",
            )
        if not tier.rest_limits:
            self.trail.add(
                Kind.RELAXED,
                "23a",
                f"{self.label}: teams left over can only be paired if a board-1 colour limit "
                "(art. 22a or 22b) gives way",
            )
        for a, b, article in cited:
            arts = blocks[(a, b)]
            note = f" ({limit_mention(arts)} set aside, art. 23a)" if arts else ""
            self.trail.add(Kind.PAIRED, article, f"{self.label}: {a} v {b}{note}")


def _names(teams: Sequence[int]) -> str:
    return ", ".join(str(t) for t in teams)
