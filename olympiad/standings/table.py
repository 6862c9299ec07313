"""Art. 14: the final (or current) standings: the ruleset's scores (match points; for
C.04.6 the scoring variant's primary score, then its secondary one), then its tie-breaks.

Teams still equal after every tie-break share a place, shown as a range
(``3-4``) on each of their rows, and are listed by pairing number (arts. 8-9).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from individual.standings.rules import shared_places
from individual.vocabulary.figures import place_range
from olympiad.engine.model import Event
from olympiad.engine.scores import match_points
from olympiad.standings.columns import column_of, values
from olympiad.standings.fide_tiebreaks import direct_encounter, encounters
from olympiad.standings.history import EventHistory, history


@dataclass(frozen=True)
class MatchTally:
    """Matches a team was paired in and has a result for (byes not counted), by outcome."""

    won: int = 0
    drawn: int = 0
    lost: int = 0

    @property
    def matches(self) -> int:
        return self.won + self.drawn + self.lost


@dataclass(frozen=True)
class StandingRow:
    """One team's line in the standings. ``place``..``place_to`` is the shared place
    (equal when the team is alone); ``scores`` are the scores ranked by first (the
    ruleset's ``standing_scores``: ``MP``, or ``GP`` and ``MP`` in a variant's order);
    ``tiebreaks`` pairs each tie-break's acronym with its value."""

    place: int
    place_to: int
    team: int
    name: str
    pairing_number: int
    match_points: int
    game_points: Fraction
    tiebreaks: tuple[tuple[str, Fraction], ...]
    tally: MatchTally
    scores: tuple[str, ...] = ("MP",)

    @property
    def rank(self) -> str:
        """The place as printed: ``3`` alone, ``3-4`` when shared (both sides alike)."""
        return place_range(self.place, self.place_to)

    def tiebreak(self, acronym: str) -> Fraction:
        for name, value in self.tiebreaks:
            if name == acronym:
                return value
        raise KeyError(acronym)

    def value(self, acronym: str) -> Fraction:
        """The row's value in a standings column: MP, GP, or a tie-break."""
        if acronym == "MP":
            return Fraction(self.match_points)
        if acronym == "GP" and acronym not in dict(self.tiebreaks):
            return self.game_points
        return self.tiebreak(acronym)


def standings(
    event: Event | EventHistory, rounds: int | None = None, tiebreaks: Sequence[str] = ()
) -> tuple[StandingRow, ...]:
    """Art. 14 (2012) / the event's regulations (2022, C.04.6 1.2.1): teams by the
    ruleset's ``standing_scores`` (match points; a C.04.6 variant's primary then secondary
    score), then by the tie-breaks named by acronym (``tiebreaks``, else the ruleset's; the
    columns of ``olympiad.standings.columns``; a score already ranked by is not repeated);
    teams equal on all of them share a place and are listed by pairing number. ``rounds``
    limits the standings to the first rounds (all played rounds by default). Give the
    event's history when it is at hand."""
    past = event if isinstance(event, EventHistory) else history(event)
    if rounds is not None:
        past = history(replace(past.event, rounds=past.event.rounds[:rounds]))
    scores = past.event.ruleset.standing_scores
    named = tiebreaks or past.event.ruleset.standing_tiebreaks
    acronyms = tuple(a for a in named if a not in scores)
    for acronym in acronyms:
        column_of(acronym)
    records, numbers = past.final, past.numbers
    strength, shown = _strengths(past, scores, acronyms)
    order = sorted(records, key=lambda t: (tuple(-v for v in strength[t]), numbers[t]))
    tallies = match_tallies(past.event)
    return tuple(
        StandingRow(
            place=place,
            place_to=place_to,
            team=team,
            name=past.event.team(team).name,
            pairing_number=numbers[team],
            match_points=records[team].match_points,
            game_points=records[team].game_points,
            tiebreaks=tuple(zip(acronyms, shown[team], strict=True)),
            tally=tallies[team],
            scores=scores,
        )
        for team, (place, place_to) in zip(
            order, shared_places([strength[t] for t in order]), strict=True
        )
    )


def _strengths(
    past: EventHistory, scores: Sequence[str], acronyms: Sequence[str]
) -> tuple[dict[int, tuple[Fraction, ...]], dict[int, tuple[Fraction, ...]]]:
    """Each team's sort key (higher is better, the scores first) and the tie-breaks'
    values shown; DE is worked out inside the groups still tied when its turn comes."""
    ranked = {score: values(past, score) for score in scores}
    strength: dict[int, tuple[Fraction, ...]] = {
        t: tuple(ranked[score][t] for score in scores) for t in past.final
    }
    shown: dict[int, tuple[Fraction, ...]] = {t: () for t in past.final}
    met: Mapping[tuple[int, int], Fraction] | None = None
    for acronym in acronyms:
        column, _ = column_of(acronym)
        found: Mapping[int, Fraction]
        if column.compute is None:  # DE
            met = encounters(past) if met is None else met
            found = direct_encounter(past, _tied(strength, past.numbers), met)
        else:
            found = values(past, acronym)
        sign = -1 if column.lower_is_better else 1
        for team in past.final:
            strength[team] = (*strength[team], sign * found[team])
            shown[team] = (*shown[team], found[team])
    return strength, shown


def _tied(strength: dict[int, tuple[Fraction, ...]], numbers: Mapping[int, int]) -> list[list[int]]:
    """The teams grouped by equal strength so far, strongest first."""
    order = sorted(strength, key=lambda t: (tuple(-v for v in strength[t]), numbers[t]))
    groups: list[list[int]] = []
    for team in order:
        if groups and strength[groups[-1][0]] == strength[team]:
            groups[-1].append(team)
        else:
            groups.append([team])
    return groups


def match_tallies(event: Event) -> dict[int, MatchTally]:
    """Matches won, drawn and lost by each team; a match decided because a team did not
    appear (art. 46) counts as won or lost; a bye (art. 12) and a match not finished
    (``Match.is_finished``) do not count."""
    counts = {team.number: [0, 0, 0] for team in event.teams}
    ruleset = event.ruleset
    for rnd in event.rounds:
        for match in rnd.matches:
            if not match.is_finished:
                continue
            for team in match.teams:
                mp = match_points(match, team, ruleset, for_pairing=False)
                outcome = 0 if mp == ruleset.match_points_win else 2 if mp == 0 else 1
                counts[team][outcome] += 1
    return {team: MatchTally(*c) for team, c in counts.items()}
