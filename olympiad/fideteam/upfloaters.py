"""Art. 3.5: the set of upfloaters that joins the top-scoregroup, by [C4]-[C7].

Legal sets first (3.5.5 with [C1] and [C3]): the bracket and the teams left can both be
paired. [C4] and [C5] fix the size and the scores of the set; they are read over the legal
sets, since a size or scores no legal set has would leave nothing to choose. The best size and
scores are tried first by enumeration (the fewest upfloaters the residents' parity allows,
from the highest scores down); when no set of them is legal, one lexicographic minimum
perfect matching of all the teams not yet paired finds the best ones exactly: a resident
paired outside the top-scoregroup costs one upfloater ([C4]) and one at the upfloater's score
level, the lowest level the most significant ([C5]). Among the sets of that size and those
scores, in the order of 3.5.3-3.5.4, the first that meets [C6] with the fewest [C7]
floaters, else the first with the fewest [C7] floaters.

[C6]'s following scoregroup is the one whose score comes next below the top-scoregroup's
(1.3.1), whatever is left of it: when earlier brackets' upfloaters or the PAB took all its
teams, it is empty and [C6] asks nothing (2.3.3: "Unless all the teams in the following
scoregroup became or are upfloaters (thus this scoregroup is now empty)"); it is not replaced
by the next scoregroup that still has teams (docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from itertools import combinations, product
from typing import Final

from individual.matching.maximum import has_perfect_matching
from olympiad.fideteam.history import TeamState

CanMeet = Callable[[int, int], bool]
Level = tuple[Fraction, tuple[int, ...]]


class UpfloaterChoice:
    """The upfloaters in 3.5.3's order; whether [C6] is met; their [C7] count; the set's
    place (1-based) among the sets of its size and scores in 3.5.4's order; the sets looked
    at, and the illegal ones among them (capped); ``passed``: the legal sets before the
    chosen one in 3.5.4's order, with their [C6] and [C7]. (A plain class, not a dataclass:
    one costs about a millisecond of start-up, issue 16; never compared or printed.)"""

    __slots__ = ("c6", "c7", "examined", "illegal", "passed", "place", "teams")

    def __init__(
        self,
        teams: tuple[int, ...],
        c6: bool,
        c7: int,
        place: int,
        examined: int,
        illegal: tuple[tuple[int, ...], ...] = (),
        passed: tuple[tuple[tuple[int, ...], bool, int], ...] = (),
    ) -> None:
        self.teams: Final = teams
        self.c6: Final = c6
        self.c7: Final = c7
        self.place: Final = place
        self.examined: Final = examined
        self.illegal: Final = illegal
        self.passed: Final = passed


def score_levels(teams: Sequence[int], states: Mapping[int, TeamState]) -> list[Level]:
    """The scoregroups of ``teams``, highest score first, each in TPN order."""
    by_score: dict[Fraction, list[int]] = {}
    for t in teams:
        by_score.setdefault(states[t].score, []).append(t)
    return [(s, tuple(sorted(by_score[s]))) for s in sorted(by_score, reverse=True)]


def select_upfloaters(
    residents: Sequence[int],
    lower: Sequence[int],
    states: Mapping[int, TeamState],
    can_meet: CanMeet,
    c7: bool,
    following: frozenset[int],
) -> UpfloaterChoice | None:
    """3.5 for the top-scoregroup ``residents``; ``lower``: every team not yet paired with a
    lower score; ``following``: the teams of the following scoregroup not yet paired (empty
    when earlier upfloaters or the PAB took them all, [C6]). ``None`` when no set makes a
    legal pairing ([C3] fails)."""
    levels = score_levels(lower, states)
    k = len(residents) % 2
    best = _greedy_profile(levels, k)
    if best is not None:
        choice = _choose(residents, lower, levels, best, states, can_meet, c7, following)
        if choice is not None:
            return choice
    profile = exact_profile(residents, levels, can_meet)
    if profile is None:
        return None
    return _choose(residents, lower, levels, profile, states, can_meet, c7, following)


def _greedy_profile(levels: Sequence[Level], k: int) -> tuple[int, ...] | None:
    """[C4], [C5] at their best: ``k`` upfloaters from the highest scores down."""
    counts = []
    for _, teams in levels:
        take = min(k, len(teams))
        counts.append(take)
        k -= take
    return tuple(counts) if k == 0 else None


def exact_profile(
    residents: Sequence[int], levels: Sequence[Level], can_meet: CanMeet
) -> tuple[int, ...] | None:
    """The size and scores of the best legal set ([C4], [C5]) as a count per level, from
    one lexicographic minimum perfect matching of the residents and all lower teams."""
    from individual.matching.lexicographic import least_perfect_matching  # rustworkx

    level_of = {t: i for i, (_, teams) in enumerate(levels) for t in teams}
    everyone = [*residents, *(t for _, teams in levels for t in teams)]
    home = set(residents)
    width = len(levels)
    costs: dict[tuple[int, int], tuple[int, ...]] = {}
    for i, a in enumerate(everyone):
        for j in range(i + 1, len(everyone)):
            b = everyone[j]
            if not can_meet(a, b):
                continue
            digits = [0] * (1 + width)
            if (a in home) != (b in home):
                up = b if a in home else a
                digits[0] = 1
                digits[1 + (width - 1 - level_of[up])] = 1  # the lowest level first
            costs[(i, j)] = tuple(digits)
    mate = least_perfect_matching(len(everyone), costs)
    if mate is None:
        return None
    counts = [0] * width
    for i, a in enumerate(everyone):
        if a in home and everyone[mate[i]] not in home:
            counts[level_of[everyone[mate[i]]]] += 1
    return tuple(counts)


def candidate_sets(levels: Sequence[Level], profile: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """3.5.3, 3.5.4: the sets with ``profile[i]`` teams of level ``i``, in lexicographic
    order of their TPNs sorted by score, then TPN."""
    parts = [combinations(teams, c) for (_, teams), c in zip(levels, profile, strict=False) if c]
    for chosen in product(*parts):
        yield tuple(t for part in chosen for t in part)


def _choose(
    residents: Sequence[int],
    lower: Sequence[int],
    levels: Sequence[Level],
    profile: Sequence[int],
    states: Mapping[int, TeamState],
    can_meet: CanMeet,
    c7: bool,
    following: frozenset[int],
) -> UpfloaterChoice | None:
    """3.5.5 over the sets of one size and scores: legal, then [C6], then [C7], then order."""
    best: UpfloaterChoice | None = None
    illegal: list[tuple[int, ...]] = []
    legal: list[tuple[tuple[int, ...], bool, int]] = []
    examined = 0
    for place, chosen in enumerate(candidate_sets(levels, profile), start=1):
        examined += 1
        taken = set(chosen)
        rest = [t for t in lower if t not in taken]
        if not (
            has_perfect_matching([*residents, *chosen], can_meet)
            and has_perfect_matching(rest, can_meet)
        ):
            if len(illegal) < 20:
                illegal.append(chosen)
            continue
        floaters = sum(1 for t in chosen if states[t].floated) if c7 else 0
        if best is not None and (best.c6, -best.c7) >= (True, -floaters):
            continue  # cannot beat the best so far
        met = c6_met(following - taken, rest, can_meet)
        legal.append((chosen, met, floaters))
        if best is None or (met, -floaters) > (best.c6, -best.c7):
            best = UpfloaterChoice(chosen, met, floaters, place, examined)
        if best.c6 and best.c7 == 0:
            break
    if best is None:
        return None
    before = tuple(entry for entry in legal[: legal.index((best.teams, best.c6, best.c7))])
    return UpfloaterChoice(
        best.teams, best.c6, best.c7, best.place, examined, tuple(illegal), before
    )


def c6_met(following: frozenset[int], rest: Sequence[int], can_meet: CanMeet) -> bool:
    """[C6], the parity reading: what is left of the following scoregroup is empty, or can be
    paired in its own bracket with the fewest upfloaters its size allows (none if even, one
    if odd) and the teams after it still all paired ([C1], [C3], [C4])."""
    if not following:
        return True
    group = sorted(following)
    others = [t for t in rest if t not in following]
    if len(group) % 2 == 0:
        return has_perfect_matching(group, can_meet) and has_perfect_matching(others, can_meet)
    for up in others:
        if has_perfect_matching([*group, up], can_meet) and has_perfect_matching(
            [t for t in others if t != up], can_meet
        ):
            return True
    return False
