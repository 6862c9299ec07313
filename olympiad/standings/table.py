"""Art. 14 (C.07 4.2): the final (or current) standings: the ruleset's primary score
(match points; for C.04.6 the scoring variant's, 1.2.1), then the tie-breaks in order.

Teams still equal after every tie-break share a place, shown as a range
(``3-4``) on each of their rows, and are listed by pairing number (arts. 8-9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from individual.standings import c07
from individual.vocabulary.figures import place_range
from olympiad.engine.model import Event
from olympiad.engine.scores import match_points
from olympiad.standings.c07 import field
from olympiad.standings.columns import OWN, tiebreak_of
from olympiad.standings.history import EventHistory, history
from olympiad.standings.tiebreaks import own as art14


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
    (equal when the team is alone); ``primary``: the score ranked by first (the
    ruleset's ``primary_score``: ``MP``, or ``GP``);
    ``tiebreaks`` pairs each tie-break's acronym with its value; ``dropped``: the
    tie-breaks C.07 art. 10 dropped (no value: 0 for every team), the same on every row."""

    place: int
    place_to: int
    team: int
    name: str
    pairing_number: int
    match_points: int
    game_points: Fraction
    tiebreaks: tuple[tuple[str, Fraction], ...]
    tally: MatchTally
    primary: str = "MP"
    dropped: tuple[str, ...] = ()

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
    event: Event | EventHistory,
    rounds: int | None = None,
    tiebreaks: Sequence[str] | None = None,
) -> tuple[StandingRow, ...]:
    """Art. 14 (2012) / the event's regulations (2022; C.04.6 1.2.1 and C.07 4.2): teams by
    the ruleset's ``primary_score`` (match points; a C.04.6 variant's primary score), then
    by the tie-breaks named by acronym, in order (``tiebreaks``, empty: none; ``None``: the
    ruleset's, ``standing_tiebreaks``; the primary score named again is not repeated;
    C.07's ``MPvGP``, the other score, is that score's column, ``GP`` or ``MP``, ranked
    where the list puts it, as record 202 writes it), every one computed by the C.07 table
    (``individual.standings.c07``; art. 14's SB-OLY and OMP-CUT1 as its own definitions,
    ``olympiad.standings.tiebreaks.own``); teams equal on all of them share a place and are
    listed by pairing number. ``rounds`` limits the standings to the first rounds (all
    played rounds by default); the rounds counted are those under way (a round only paired
    counts nothing yet, its bye neither), the match and game points shown those ranked by.
    Give the event's history when it is at hand."""
    past = event if isinstance(event, EventHistory) else history(event)
    if rounds is not None:
        past = history(replace(past.event, rounds=past.event.rounds[:rounds]))
    primary = past.event.ruleset.primary_score
    named = past.event.ruleset.standing_tiebreaks if tiebreaks is None else tuple(tiebreaks)
    other = "GP" if primary == "MP" else "MP"  # C.07 13.1's MPvGP, by the score's name
    acronyms = tuple(dict.fromkeys(other if a.upper() == "MPVGP" else a for a in named))
    acronyms = tuple(a for a in acronyms if a != primary)
    listed = [tiebreak_of(a) for a in acronyms]
    teams = field(past)
    table = c07.table(teams, listed, own=art14(past))
    counted = c07.Context(teams)  # the scores ranked by, shown as ranked
    mp, gp = counted.match.own, counted.games.own
    numbers, tallies = past.numbers, match_tallies(past.event)
    rows = sorted(table.rows, key=lambda r: (r.place, numbers[r.number]))
    return tuple(
        StandingRow(
            place=r.place,
            place_to=r.place_to,
            team=r.number,
            name=past.event.team(r.number).name,
            pairing_number=numbers[r.number],
            match_points=int(mp[r.number]),
            game_points=gp[r.number],
            tiebreaks=tuple(
                (_text(a, t), v) for a, t, v in zip(acronyms, listed, r.values, strict=True)
            ),
            tally=tallies[r.number],
            primary=primary,
            dropped=table.dropped,
        )
        for r in rows
    )


def _text(acronym: str, tiebreak: c07.TieBreak) -> str:
    """A column's name: a score or art. 14's own as named, a C.07 one as FIDE writes it."""
    return acronym.upper() if acronym.upper() in OWN else tiebreak.text


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
