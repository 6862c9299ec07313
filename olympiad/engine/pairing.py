"""Pairing one round of a team event by the Olympiad Pairing Rules (arts. 10-42).

``pair_round`` ranks the present teams (art. 10), gives the bye (arts. 12, 16b),
forms score groups and pairs them in the order of art. 19, floating teams down
above the median group and up below it (arts. 30-35, 41-42), trying pairings
inside a group in the order of arts. 36-40, keeping the board-1 colour limits of
arts. 22a and 22b unless art. 23a applies, and finally allocates colours (arts. 21-29) and
sorts the matches for publication (art. 43).

Every choice is checked with an exact completability test (a maximum matching
on the teams still allowed to meet), so the search never walks into a dead end:
a candidate is taken only if the teams left can still all be paired.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from enum import Enum

from individual.matching.maximum import Completability
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, TrailRecorder
from individual.vocabulary.errors import Cause, PairingImpossible
from individual.vocabulary.result import format_points
from olympiad.engine.bye import bye_candidates, late_entries
from olympiad.engine.colours import allocate, colour_limits
from olympiad.engine.compatibility import Compatibility
from olympiad.engine.floats import FloatSearch, Remaining
from olympiad.engine.groups import median_group_index, median_team, pairing_order, score_groups
from olympiad.engine.model import Event, PairedMatch, RoundPairing
from olympiad.engine.publication import publication_order
from olympiad.engine.ranking import pairing_numbers, rank_for_pairing
from olympiad.engine.roles import Role, TeamDetail, cite_impossible, cite_trail
from olympiad.engine.ruleset import TeamRuleset
from olympiad.engine.scores import TeamRecord, team_records


class Direction(Enum):
    """Where a score group lies relative to the median group (art. 19), and the role that
    records the group."""

    DOWN = Role.GROUP_DOWN
    UP = Role.GROUP_UP
    MEDIAN = Role.GROUP_MEDIAN


def pair_round(
    event: Event,
    inputs: object = None,
    *,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = None,
) -> RoundPairing:
    """Pair the next round of ``event``; ``absent`` teams are not paired (art. 45);
    ``lot`` is the drawing of lots for board 1 of pairing number 1 (art. 21); ``inputs``
    (the pairing system protocol's, ``rulesets.systems``): none, the rules are the event's.
    The trail and any error cite the articles of ``event.ruleset``
    (``olympiad.engine.roles``)."""
    try:
        pairing = _pair_round(event, absent, lot)
    except PairingImpossible as error:
        cited = cite_impossible(error, event.ruleset)
        if cited is error:
            raise
        raise cited from error
    return replace(pairing, trail=cite_trail(pairing.trail, event.ruleset))


def _pair_round(event: Event, absent: frozenset[int], lot: Colour | None) -> RoundPairing:
    number = len(event.rounds) + 1
    trail = TrailRecorder(round=number)
    records = team_records(event, for_pairing=True)
    numbers = pairing_numbers(event)
    left_out = frozenset(absent) | event.withdrawn
    present = [t.number for t in event.teams if t.number not in left_out]
    ranked = rank_for_pairing(present, records, numbers, event.ruleset.ranking_uses_game_points)
    _record_order(trail, ranked, records, numbers, left_out, event.ruleset.ranking_uses_game_points)
    compat = Compatibility(
        {t: records[t].opponents for t in ranked},
        {t: colour_limits(t, records[t].colours, event.ruleset) for t in ranked},
    )
    bye, to_pair, state = _choose_bye(ranked, records, compat, trail, late_entries(event))
    strict = Completability(to_pair, compat.strict)
    remaining = Remaining(state, strict if strict.is_perfect else None)
    pairs = _pair_groups(to_pair, records, compat, remaining, trail, event.ruleset)
    position = {team: i for i, team in enumerate(ranked)}
    matches = []
    for a, b in pairs:
        higher, lower = (a, b) if position[a] < position[b] else (b, a)
        choice = allocate(higher, lower, records, numbers, event.ruleset, lot, round_number=number)
        trail.record(choice.decision)
        matches.append(PairedMatch(choice.white, choice.black))
    ordered = publication_order(matches, event, records, numbers)
    trail.record(Decision.of(Role.PUBLICATION))
    return RoundPairing(number, tuple(ordered), bye, frozenset(absent), trail.freeze())


def _record_order(
    trail: TrailRecorder,
    ranked: Sequence[int],
    records: Mapping[int, TeamRecord],
    numbers: Mapping[int, int],
    left_out: frozenset[int],
    use_gp: bool,
) -> None:
    if left_out:
        trail.record(Decision.of(Role.ABSENT, *sorted(left_out)))
    keys = "MP, GP, pairing number" if use_gp else "MP, pairing number"
    rows = tuple(
        (t, records[t].match_points, format_points(records[t].game_points), numbers[t])
        for t in ranked
    )
    trail.record(Decision.of(Role.RANKING, *ranked, detail=TeamDetail(by=keys, rows=rows)))


def _choose_bye(
    ranked: list[int],
    records: Mapping[int, TeamRecord],
    compat: Compatibility,
    trail: TrailRecorder,
    late: frozenset[int],
) -> tuple[int | None, list[int], Completability]:
    """Arts. 12, 16b: with an odd number of teams the lowest-ranked eligible team gets the
    bye (2022: not a ``late`` entry either); if the other teams could then not all be
    paired (art. 16a), the next one."""
    if len(ranked) % 2 == 0:
        return None, ranked, _completable(ranked, compat)
    eligible = bye_candidates(ranked, records, late)
    causes: list[Cause] = []
    for team in reversed(ranked):  # from the bottom up, skipped teams in the trail
        if team not in eligible:
            _record_ineligible(trail, team, records[team])
            continue
        rest = [t for t in ranked if t != team]
        state = Completability(rest, compat.can_meet)
        if state.is_perfect:
            also = () if team == eligible[0] else (Role.NEXT_CHOICE,)
            trail.record(Decision.of(Role.BYE, team, also=also))
            return team, rest, state
        causes.append(Cause.of(Role.NO_BYE_WITH_REST_PAIRABLE, team))
        trail.record(Decision.of(Role.BYE_REST_UNPAIRABLE, team))
    if not eligible:
        causes.append(Cause.of(Role.NO_BYE_CANDIDATE))
    raise PairingImpossible("no team can receive the bye", causes)


def _record_ineligible(trail: TrailRecorder, team: int, record: TeamRecord) -> None:
    if record.had_bye:
        role = Role.BYE_HAD_BYE
    elif record.scored_without_playing:
        role = Role.BYE_SCORED_WITHOUT_PLAYING
    else:
        role = Role.BYE_LATE_ENTRY
    trail.record(Decision.of(role, team))


def _completable(teams: list[int], compat: Compatibility) -> Completability:
    state = Completability(teams, compat.can_meet)
    if not state.is_perfect:
        lonely = [t for t in teams if not any(compat.can_meet(t, o) for o in teams)]
        causes = [Cause.of(Role.MET_EVERY_TEAM, t) for t in lonely]
        if not causes:
            causes.append(Cause.of(Role.NO_PAIRING_WITHOUT_REMATCH))
        raise PairingImpossible("the round cannot be paired", causes)
    return state


def _group_decision(
    direction: Direction, mp: int, natives: list[int], incoming: list[int]
) -> Decision:
    """Art. 18: a score group as it is paired, its own teams and the floaters arriving."""
    detail = TeamDetail(mp=mp, natives=tuple(natives), incoming=tuple(incoming))
    return Decision.of(direction.value, *natives, *incoming, detail=detail)


def _halves_first(ruleset: TeamRuleset, direction: Direction) -> bool:
    """Whether the group tries top half against bottom half first (arts. 36-39,
    ``TeamRuleset.halves_first``)."""
    return ruleset.halves_first == "every-group" or (
        ruleset.halves_first == "above-median" and direction is Direction.DOWN
    )


def _pair_groups(
    to_pair: list[int],
    records: Mapping[int, TeamRecord],
    compat: Compatibility,
    remaining: Remaining,
    trail: TrailRecorder,
    ruleset: TeamRuleset,
) -> list[tuple[int, int]]:
    """Art. 19: top group down to the median group, bottom group up to it, then the
    median group; floaters move between groups (arts. 30-35)."""
    if not to_pair:
        return []
    groups = score_groups(to_pair, records)
    median = median_team(to_pair)
    mid = median_group_index(groups, median)
    median_group = TeamDetail(mp=groups[mid].match_points)
    trail.record(Decision.of(Role.MEDIAN, median, detail=median_group))
    pairs: list[tuple[int, int]] = []
    down: list[int] = []
    up: list[int] = []
    for index in pairing_order(len(groups), mid):
        group = groups[index]
        if index < mid:
            direction, incoming, natives = Direction.DOWN, down, list(group.teams)
            neighbour = groups[index + 1].teams
        elif index > mid:
            direction, incoming, natives = Direction.UP, up, list(group.teams)
            neighbour = groups[index - 1].teams
        else:
            direction, natives, neighbour = Direction.MEDIAN, list(group.teams), ()
            incoming = down + up
        trail.record(_group_decision(direction, group.match_points, natives, incoming))
        halves = _halves_first(ruleset, direction)
        search = FloatSearch(
            direction is Direction.UP, compat, trail, group.match_points, halves_first=halves
        )
        result = search.settle(
            incoming,
            natives,
            neighbour,
            remaining,
            final=direction is Direction.MEDIAN,
            rising=frozenset(up),
        )
        pairs.extend(result.pairs)
        remaining = result.remaining
        if direction is Direction.DOWN:
            down = sorted(result.floaters, key=to_pair.index)
        elif direction is Direction.UP:
            up = sorted(result.floaters, key=to_pair.index)
    return pairs
