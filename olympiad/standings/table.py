"""Art. 14: the final (or current) standings: match points, then the ruleset's tie-breaks.

Teams still equal after every tie-break share a place, shown as a range
(``3-4``) on each of their rows, and are listed by pairing number (arts. 8-9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from olympiad.engine.model import Event
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.scores import match_points
from olympiad.standings.fide_tiebreaks import (
    LOWER_IS_BETTER,
    column,
    direct_encounter,
    encounters,
    is_known,
    parse,
)
from olympiad.standings.tiebreaks import TIEBREAKS, final_records, has_result


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
    (equal when the team is alone); ``tiebreaks`` pairs each acronym with its value."""

    place: int
    place_to: int
    team: int
    name: str
    pairing_number: int
    match_points: int
    game_points: Fraction
    tiebreaks: tuple[tuple[str, Fraction], ...]
    tally: MatchTally

    @property
    def rank(self) -> str:
        """The place as printed: ``3`` alone, ``3-4`` when shared."""
        if self.place == self.place_to:
            return str(self.place)
        return f"{self.place}-{self.place_to}"

    def tiebreak(self, acronym: str) -> Fraction:
        for name, value in self.tiebreaks:
            if name == acronym:
                return value
        raise KeyError(acronym)


def standings(
    event: Event, rounds: int | None = None, tiebreaks: Sequence[str] = ()
) -> tuple[StandingRow, ...]:
    """Art. 14 (2012) / the event's regulations (2022): teams by match points, then by
    the tie-breaks named by acronym: ``tiebreaks``, else ``event.tiebreaks``, else the
    ruleset's; teams equal on all of them share a place and are listed by pairing number.
    ``rounds`` limits the standings to the first rounds (all played rounds by default)."""
    if rounds is not None:
        event = replace(event, rounds=event.rounds[:rounds])
    acronyms = tuple(tiebreaks or event.tiebreaks or event.ruleset.tiebreaks)
    unknown = [a for a in acronyms if not is_known(a)]
    if unknown:
        raise ValueError(f"unknown tie-break {unknown[0]!r}")
    records = final_records(event)
    numbers = _pairing_numbers(event)
    strength, shown = _strengths(event, acronyms, numbers)
    order = sorted(records, key=lambda t: (tuple(-v for v in strength[t]), numbers[t]))
    tallies = match_tallies(event)
    return tuple(
        StandingRow(
            place=place,
            place_to=place_to,
            team=team,
            name=event.team(team).name,
            pairing_number=numbers[team],
            match_points=records[team].match_points,
            game_points=records[team].game_points,
            tiebreaks=tuple(zip(acronyms, shown[team], strict=True)),
            tally=tallies[team],
        )
        for team, (place, place_to) in zip(
            order, shared_places([strength[t] for t in order]), strict=True
        )
    )


def _strengths(
    event: Event, acronyms: Sequence[str], numbers: dict[int, int]
) -> tuple[dict[int, tuple[Fraction, ...]], dict[int, tuple[Fraction, ...]]]:
    """Each team's sort key (higher is better, MP first) and the values shown; DE is
    worked out inside the groups still tied when its turn comes."""
    records = final_records(event)
    strength: dict[int, tuple[Fraction, ...]] = {
        t: (Fraction(r.match_points),) for t, r in records.items()
    }
    shown: dict[int, tuple[Fraction, ...]] = {t: () for t in records}
    met = (
        encounters(event)
        if any(parse(a)[0] == "DE" for a in acronyms if a not in TIEBREAKS)
        else {}
    )
    for acronym in acronyms:
        name = acronym if acronym in TIEBREAKS else parse(acronym)[0]
        if name == "DE":
            values = direct_encounter(event, _tied(strength, numbers), met)
        else:
            values = column(event, acronym)
        sign = -1 if name in LOWER_IS_BETTER else 1
        for team in records:
            strength[team] = (*strength[team], sign * values[team])
            shown[team] = (*shown[team], values[team])
    return strength, shown


def _tied(strength: dict[int, tuple[Fraction, ...]], numbers: dict[int, int]) -> list[list[int]]:
    """The teams grouped by equal strength so far, strongest first."""
    order = sorted(strength, key=lambda t: (tuple(-v for v in strength[t]), numbers[t]))
    groups: list[list[int]] = []
    for team in order:
        if groups and strength[groups[-1][0]] == strength[team]:
            groups[-1].append(team)
        else:
            groups.append([team])
    return groups


def shared_places(strengths: Sequence[tuple[Fraction, ...]]) -> list[tuple[int, int]]:
    """Art. 14: first and last place of each row, sorted strongest first; rows with
    equal strength share the range of places they occupy."""
    places: list[tuple[int, int]] = []
    start = 0
    while start < len(strengths):
        end = start
        while end + 1 < len(strengths) and strengths[end + 1] == strengths[start]:
            end += 1
        places.extend([(start + 1, end + 1)] * (end - start + 1))
        start = end + 1
    return places


def match_tallies(event: Event) -> dict[int, MatchTally]:
    """Matches won, drawn and lost by each team; a match decided because a team did not
    appear (art. 46) counts as won or lost; a bye (art. 12) and a match with no result
    yet (``has_result``) do not count."""
    counts = {team.number: [0, 0, 0] for team in event.teams}
    ruleset = event.ruleset
    for rnd in event.rounds:
        for match in rnd.matches:
            if not has_result(match):
                continue
            for team in match.teams:
                mp = match_points(match, team, ruleset, for_pairing=False)
                outcome = 0 if mp == ruleset.match_points_win else 2 if mp == 0 else 1
                counts[team][outcome] += 1
    return {team: MatchTally(*c) for team, c in counts.items()}


def _pairing_numbers(event: Event) -> dict[int, int]:
    """Arts. 8-9: team number -> pairing number (from ``olympiad.engine.ranking``)."""
    return pairing_numbers(event)
