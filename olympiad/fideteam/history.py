"""What C.04.6 needs to know of each team before a round: its scores, meetings, colours,
colour preference (1.7) and whether it floated in the previous round (1.5)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from olympiad.engine.model import Event
from olympiad.engine.scores import TeamRecord, last_two_records
from olympiad.fideteam.ruleset import FideTeamRuleset

W, B = Colour.WHITE, Colour.BLACK


@dataclass(frozen=True)
class Preference:
    """A colour preference (1.7): the colour and whether it is strong (type A's simple
    preferences count as strong: 4.3.4 and [C9] are type B only)."""

    colour: Colour
    strong: bool


@dataclass(frozen=True)
class TeamState:
    """A team before the round: ``tpn`` (1.1), ``score`` (1.2 primary score, for pairing:
    unfinished games as draws, C.04.2 3.1), ``secondary`` (4.2.2), ``opponents`` met over
    the board ([C1], C.04.2 3.5), ``colours`` of its played matches (1.6.1, C.04.2 3.4),
    ``bye_barred`` ([C2]), ``floated`` (a floater in the previous round, 1.5)."""

    tpn: int
    score: Fraction
    secondary: Fraction
    opponents: frozenset[int]
    colours: tuple[Colour, ...]
    bye_barred: bool
    floated: bool
    preference: Preference | None

    @property
    def played(self) -> int:
        """3.4.3: the matches it has played."""
        return len(self.colours)

    @property
    def colour_difference(self) -> int:
        """1.6.2."""
        return sum(1 if c is W else -1 for c in self.colours)


def colour_preference(
    colours: tuple[Colour, ...], model: str, last_round: bool
) -> Preference | None:
    """1.7.1 (type A), 1.7.2 (type B); ``nocolor``: none."""
    if model == "nocolor" or not colours:
        return None
    cd = sum(1 if c is W else -1 for c in colours)
    last_two = colours[-2:] if len(colours) >= 2 else ()
    if cd < -1 or (cd in (0, -1) and last_two == (B, B)):
        return Preference(W, True)
    if cd > 1 or (cd in (0, 1) and last_two == (W, W)):
        return Preference(B, True)
    if model == "typea":
        return None
    if cd == -1 or (cd == 0 and not last_round and colours[-1] is B):
        return Preference(W, False)
    if cd == 1 or (cd == 0 and not last_round and colours[-1] is W):
        return Preference(B, False)
    return None


def primary(record: TeamRecord, ruleset: FideTeamRuleset) -> Fraction:
    """1.2.1: the record's primary score."""
    if ruleset.primary_is_game_points:
        return record.game_points
    return Fraction(record.match_points)


def secondary(record: TeamRecord, ruleset: FideTeamRuleset) -> Fraction:
    """1.2.1: the other score (used only by 4.2.2)."""
    if ruleset.primary_is_game_points:
        return Fraction(record.match_points)
    return record.game_points


def team_states(
    event: Event, ruleset: FideTeamRuleset, teams: Iterable[int]
) -> dict[int, TeamState]:
    """The state of ``teams`` before the next round of ``event``."""
    before, now = last_two_records(event, for_pairing=True)
    number = len(event.rounds) + 1
    last_round = number >= event.total_rounds
    floated = _floated(event, ruleset, before) if before is not None else frozenset()
    states = {}
    for team in teams:
        record = now[team]
        states[team] = TeamState(
            team,
            primary(record, ruleset),
            secondary(record, ruleset),
            record.opponents,
            record.colours,
            record.scored_without_playing,
            team in floated,
            colour_preference(record.colours, ruleset.colours, last_round),
        )
    return states


def _floated(
    event: Event, ruleset: FideTeamRuleset, before: Mapping[int, TeamRecord]
) -> frozenset[int]:
    """1.5: the teams that played, in the last round, an opponent whose score before it
    differed from theirs."""
    found: set[int] = set()
    for match in event.rounds[-1].matches:
        if not match.is_played:
            continue
        a, b = match.teams
        if primary(before[a], ruleset) != primary(before[b], ruleset):
            found.update((a, b))
    return frozenset(found)
