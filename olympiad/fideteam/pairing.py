"""Pairing one round by C.04.6 (3.3.2): the PAB (3.4), then bracket after bracket the
top-scoregroup with its upfloaters (3.5) paired (3.6), then the colours (4).

Every step keeps [C3]: the PAB only to a team whose removal leaves the others pairable, and
only upfloater sets after which the rest can still be paired; so once the PAB is given, the
round never reaches a dead end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final

from individual.matching.maximum import has_perfect_matching
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, TrailRecorder
from individual.vocabulary.errors import Cause, PairingImpossible
from individual.vocabulary.result import format_points
from olympiad.engine.model import Event, PairedMatch, RoundPairing
from olympiad.fideteam.bracket import BracketPairing, Cost, lower_bound, pair_bracket, pair_cost
from olympiad.fideteam.colours import allocate, yet_to_play
from olympiad.fideteam.history import TeamState, team_states
from olympiad.fideteam.roles import FideTeamDetail as D
from olympiad.fideteam.roles import Role
from olympiad.fideteam.ruleset import FideTeamRuleset
from olympiad.fideteam.upfloaters import UpfloaterChoice, select_upfloaters


def _scoregroups(
    present: list[int],
    states: Mapping[int, TeamState],
    ruleset: FideTeamRuleset,
    trail: TrailRecorder,
) -> tuple[list[Fraction], dict[int, int], list[int]]:
    """1.2, 1.3.1: the scores of the scoregroups, highest first; each team's scoregroup
    (its index); the teams by score, then TPN (recorded)."""
    groups: dict[Fraction, list[int]] = {}
    for t in present:
        groups.setdefault(states[t].score, []).append(t)
    scores = sorted(groups, reverse=True)
    level = {t: i for i, score in enumerate(scores) for t in groups[score]}
    order = [t for score in scores for t in sorted(groups[score])]
    score_name = "game points" if ruleset.primary_is_game_points else "match points"
    shown = [format_points(score) for score in scores]
    rows = ", ".join(f"{t}: {shown[level[t]]}" for t in order)
    trail.record(Decision.of(Role.ORDER, *order, detail=D(score=score_name, rows=rows)))
    return scores, level, order


def pair_round(
    event: Event,
    inputs: object = None,
    *,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = None,
) -> RoundPairing:
    """Pair the next round of ``event`` (a ``FideTeamRuleset``'s; ``inputs``: none); ``absent``
    teams are not paired (C.04.2 3.3); ``lot``: the initial-colour (4.1; ``LotNotDrawn`` when
    4.3.1 needs it and none is given). ``PairingImpossible``: no round-pairing (3.3.3)."""
    ruleset = event.ruleset
    if not isinstance(ruleset, FideTeamRuleset):
        raise TypeError(f"{ruleset.name} is not a C.04.6 ruleset")
    number = len(event.rounds) + 1
    trail = TrailRecorder(round=number)
    left_out = frozenset(absent) | event.withdrawn
    present = [t.number for t in event.teams if t.number not in left_out]
    states = team_states(event, ruleset, present)
    if left_out:
        trail.record(Decision.of(Role.ABSENT, *sorted(left_out)))
    scores, level, order = _scoregroups(present, states, ruleset, trail)

    def can_meet(a: int, b: int) -> bool:
        return a != b and b not in states[a].opponents

    if len(order) % 2 == 0 and not has_perfect_matching(order, can_meet):
        raise _impossible(number, "the teams cannot all be paired without a rematch [C1]")
    bye = _choose_bye(order, states, can_meet, trail) if len(order) % 2 else None
    unpaired = [t for t in order if t != bye]
    last_two = number >= event.total_rounds - 1
    type_b = ruleset.colours == "typeb"
    pairs: list[tuple[int, int]] = []
    while unpaired:  # scores compared by their scoregroup's index: Fractions are slow
        at = level[unpaired[0]]
        top = scores[at]
        residents = [t for t in unpaired if level[t] == at]
        lower = [t for t in unpaired if level[t] != at]
        following = frozenset(t for t in lower if level[t] == at + 1)  # [C6]: may be empty
        choice = select_upfloaters(residents, lower, states, can_meet, not last_two, following)
        if choice is None:
            raise _impossible(number, f"the top-scoregroup {format_points(top)} cannot be paired")
        _record_bracket(trail, top, residents, choice, states, scores[min(at + 1, len(scores) - 1)])
        bracket = [*residents, *choice.teams]
        ups = frozenset(choice.teams)
        paired = pair_bracket(
            bracket,
            _Costs(states, ups, type_b, not last_two),
            can_meet,
            lower_bound([states[t] for t in bracket], type_b),
        )
        if paired is None:  # not reached: the set was legal
            raise _impossible(number, f"the bracket {bracket} cannot be paired")
        _record_pairs(trail, paired, states, ups, type_b, not last_two)
        pairs.extend(paired.pairs)
        taken = set(bracket)
        unpaired = [t for t in unpaired if t not in taken]
    matches = _colours(pairs, states, ruleset, lot, trail)
    ordered = sorted(matches, key=lambda m: _publication_key(m, states))
    trail.record(Decision.of(Role.PUBLICATION))
    return RoundPairing(number, tuple(ordered), bye, frozenset(absent), trail.freeze())


def _choose_bye(
    order: Sequence[int],
    states: Mapping[int, TeamState],
    can_meet: object,
    trail: TrailRecorder,
) -> int:
    """3.4: among the teams [C2] allows, the lowest score, the most matches played, the
    largest TPN, the first that leaves a legal pairing for the others (3.4.1)."""
    candidates = sorted(order, key=lambda t: (states[t].score, -states[t].played, -t))
    for team in candidates:
        if states[team].bye_barred:
            trail.record(Decision.of(Role.BYE_BARRED, team))
            continue
        others = [t for t in order if t != team]
        if has_perfect_matching(others, can_meet):  # type: ignore[arg-type]
            why = (
                f"score {format_points(states[team].score)}, "
                f"{states[team].played} matches played, TPN {team}"
            )
            trail.record(Decision.of(Role.BYE, team, detail=D(why=why)))
            return team
        trail.record(Decision.of(Role.BYE_REST, team))
    raise PairingImpossible(
        "no team can have the pairing-allocated bye (3.3.3: the Chief Arbiter decides)",
        [Cause("every team is barred by [C2] or leaves the others unpairable", "3.4")],
    )


def _record_bracket(
    trail: TrailRecorder,
    top: Fraction,
    residents: Sequence[int],
    choice: UpfloaterChoice,
    states: Mapping[int, TeamState],
    following: Fraction,
) -> None:
    """The bracket, the sets passed over and why, the upfloaters, the criteria relaxed;
    ``following``: the score of the following scoregroup ([C6])."""
    ups = ", ".join(map(str, choice.teams)) or "none"
    bracket = D(score=format_points(top), upfloaters=ups)
    trail.record(Decision.of(Role.BRACKET, *residents, detail=bracket))
    for chosen in choice.illegal:
        trail.record(
            Decision.of(
                Role.SET_ILLEGAL,
                *chosen,
                detail=D(why="the bracket or the rest could not be paired"),
            )
        )
    for passed, met, floaters in choice.passed[:20]:
        if not met:
            trail.record(Decision.of(Role.C6_WORSE, *passed))
        else:
            trail.record(Decision.of(Role.C7_WORSE, *passed, detail=D(count=floaters)))
    if choice.teams:
        scores = ", ".join(format_points(states[t].score) for t in choice.teams)
        trail.record(
            Decision.of(
                Role.UPFLOATERS,
                *choice.teams,
                detail=D(count=len(choice.teams), scores=scores, place=choice.place),
            )
        )
    if not choice.c6:
        trail.record(Decision.of(Role.C6_RELAXED, detail=D(score=format_points(following))))
    if choice.c7:
        names = ", ".join(str(t) for t in choice.teams if states[t].floated)
        trail.record(Decision.of(Role.C7_RELAXED, detail=D(count=choice.c7, floaters=names)))


def _record_pairs(
    trail: TrailRecorder,
    paired: BracketPairing,
    states: Mapping[int, TeamState],
    ups: frozenset[int],
    type_b: bool,
    c10: bool,
) -> None:
    c8, c9, c10_count = paired.cost
    text = ", ".join(f"{a}-{b}" for a, b in paired.pairs)
    made = D(pairs=text, c8=c8, c9=c9, c10=c10_count)
    trail.record(Decision.of(Role.PAIRED, *sorted(ups), detail=made))
    if c8:
        teams = [
            t
            for a, b in paired.pairs
            if pair_cost(states[a], states[b], ups, type_b, c10)[0]
            for t in (a, b)
        ]
        trail.record(Decision.of(Role.C8_RELAXED, *teams, detail=D(count=c8)))
    if c9:
        teams = [
            t
            for a, b in paired.pairs
            if pair_cost(states[a], states[b], ups, type_b, c10)[1]
            for t in (a, b)
        ]
        trail.record(Decision.of(Role.C9_RELAXED, *teams, detail=D(count=c9)))
    if c10_count:
        teams = [
            t
            for a, b in paired.pairs
            for t, partner in ((a, b), (b, a))
            if partner in ups and states[t].floated
        ]
        trail.record(Decision.of(Role.C10_RELAXED, *teams, detail=D(count=c10_count)))


class _Costs:
    """[C8], [C9], [C10] of a pair of the bracket whose upfloaters are ``ups``. (A plain
    class: a dataclass costs about a millisecond of start-up, issue 16.)"""

    __slots__ = ("c10", "states", "type_b", "ups")

    def __init__(
        self, states: Mapping[int, TeamState], ups: frozenset[int], type_b: bool, c10: bool
    ) -> None:
        self.states: Final = states
        self.ups: Final = ups
        self.type_b: Final = type_b
        self.c10: Final = c10

    def __call__(self, a: int, b: int) -> Cost:
        return pair_cost(self.states[a], self.states[b], self.ups, self.type_b, self.c10)


def _colours(
    pairs: Sequence[tuple[int, int]],
    states: Mapping[int, TeamState],
    ruleset: FideTeamRuleset,
    initial: Colour | None,
    trail: TrailRecorder,
) -> list[PairedMatch]:
    """Art. 4 for every pair; ``LotNotDrawn`` when no ``initial``-colour was drawn (4.1)
    and 4.3.1 needs it."""
    if initial is None and any(yet_to_play(states[a], states[b]) for a, b in pairs):
        from olympiad.engine.colours import LotNotDrawn  # the Olympiad engine's, when refused

        raise LotNotDrawn(ruleset)
    matches = []
    for a, b in pairs:
        choice = allocate(
            states[a],
            states[b],
            initial=initial,
            uses_secondary=ruleset.uses_secondary,
            type_b=ruleset.colours == "typeb",
        )
        trail.record(choice.decision)
        matches.append(PairedMatch(choice.white, choice.black))
    return matches


def _publication_key(match: PairedMatch, states: Mapping[int, TeamState]) -> tuple[object, ...]:
    """C.04.2 3.6: the score of the higher team, the sum of the scores, its smaller TPN."""
    a, b = states[match.first], states[match.second]
    higher = min((a, b), key=lambda s: (-s.score, s.tpn))
    return (-higher.score, -(a.score + b.score), higher.tpn)


def _impossible(number: int, why: str) -> PairingImpossible:
    return PairingImpossible(
        f"round {number} cannot be paired (3.3.3: the Chief Arbiter decides)",
        [Cause(why, "3.3.3")],
    )
