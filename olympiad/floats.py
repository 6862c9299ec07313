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

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from individual.decision import Kind, TrailRecorder
from individual.errors import PairingImpossible
from individual.matching import Completability, matching_size
from olympiad.colours import limit_article, limit_mention
from olympiad.compatibility import Compatibility, Edge
from olympiad.enumeration import first_pairing, mirrored, partner_order

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
        self, upward: bool, compat: Compatibility, trail: TrailRecorder, label: int
    ) -> None:
        self.upward = upward
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
        tried = 0
        for art31_pass in (True, False):
            for floaters in combinations(prefer, tier.floats):
                if all(t in landable for t in floaters) != art31_pass:
                    continue
                tried += 1
                if tried > CANDIDATE_CAP:
                    self.trail.add(
                        Kind.NOTE,
                        "42",
                        f"{self.label}: search bounded after "
                        f"{CANDIDATE_CAP} floater choices with {tier.floats} floaters",
                    )
                    return None
                staying = [t for t in pool if t not in floaters]
                inner = Completability(staying, edge)
                if not inner.is_perfect:
                    self._reject(floaters, self.art[1], "the rest of the group could not be paired")
                    continue
                left = remaining.without(staying, tier.rest_limits)
                if left is None:
                    self._reject(floaters, "23b", "the teams left over could not all be paired")
                    continue
                pairs = self._pair_inside(staying, arrivals, natives, inner, edge)
                self._record(tier, floaters, prefer, arrivals, landable, pairs)
                return GroupResult(tuple(pairs), tuple(floaters), left)
        return None

    def _pair_inside(
        self,
        staying: list[int],
        arrivals: tuple[Sequence[int], frozenset[int]],
        natives: Sequence[int],
        inner: Completability,
        edge: Edge,
    ) -> list[tuple[int, int]]:
        """Floaters first, against the highest-ranked team they may meet, or the
        lowest-ranked for floaters from below (arts. 30a, 33a); then the group by
        art. 39, mirrored below the median (art. 38)."""
        incoming, rising = arrivals
        native_set, state = set(natives), [inner]

        def choose(left: list[int]) -> tuple[int, list[int]]:
            members = set(left)
            for floater in incoming:
                if floater in members:
                    order = [n for n in natives if n in members]
                    if floater in rising:
                        order.reverse()
                    others = [o for o in incoming if o in members and o != floater]
                    return floater, order + others
            own = [t for t in left if t in native_set]
            if self.upward:
                own = mirrored(own)
            return own[0], partner_order(own)

        def settle(a: int, b: int) -> bool:
            after = state[0].without(a, b)
            if after is None:
                return False
            state[0] = after
            return True

        pairs = first_pairing(staying, edge, settle, self._reject_pair, choose)
        if pairs is None:  # cannot happen: ``inner`` held a perfect matching
            raise PairingImpossible(f"the {self.label} could not be paired")
        return pairs

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
        pairs: Sequence[tuple[int, int]],
    ) -> None:
        incoming, rising = arrivals
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
        blocks = {(a, b): self.compat.colour_block(a, b)[0] for a, b in pairs}
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
        for a, b in pairs:
            arts = blocks[(a, b)]
            note = f" ({limit_mention(arts)} set aside, art. 23a)" if arts else ""
            article = "39"
            if a in incoming or b in incoming:
                article = "33a" if a in rising or b in rising else "30a"
            self.trail.add(Kind.PAIRED, article, f"{self.label}: {a} v {b}{note}")


def _names(teams: Sequence[int]) -> str:
    return ", ".join(str(t) for t in teams)
