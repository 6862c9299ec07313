"""A team event as the FIDE Tie-Break Regulations (C.07) read it: ``field(event, rounds)``
gives every team's rounds up to round ``rounds`` (all rounds under way by default) as the
``individual.standings.c07.Outing`` values the shared tie-breaks read: the match points,
the game points, the points board by board and the first board's colour; the primary score
is the ruleset's (C.04.6 1.2: game points in a ``gp-mp`` or ``gp`` event); a
match not finished counts nothing, as one not entered.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from individual.standings.c07 import Field, Kind, Outing, Participant
from individual.vocabulary.colour import Colour
from olympiad.engine.model import Event
from olympiad.standings.history import Entry, EventHistory, history


def _kind(entry: Entry, bye: bool, win: int) -> Kind:
    if entry.played:
        return Kind.GAME
    if bye:
        return Kind.PAB
    if entry.opponent is None and entry.boards:  # a bye asked for (C.04.6 1.5)
        return Kind.HALF_BYE if entry.vur else Kind.FULL_BYE
    if entry.opponent is None:
        return Kind.ABSENT
    return Kind.FORFEIT_WIN if entry.match_points >= win else Kind.FORFEIT_LOSS


def field(event: Event | EventHistory, rounds: int | None = None) -> Field:
    """The team event after round ``rounds`` (every round under way by default)."""
    past = event if isinstance(event, EventHistory) else history(event)
    if rounds is not None:
        past = history(replace(past.event, rounds=past.event.rounds[:rounds]))
    ruleset = past.event.ruleset
    byes = {r.number: r.bye for r in past.event.rounds}
    colours = _first_board_colours(past)
    participants = {
        team: Participant(
            team,
            None,
            tuple(
                Outing(
                    e.round,
                    e.opponent,
                    _kind(e, byes.get(e.round) == team, ruleset.match_points_win),
                    Fraction(e.match_points),
                    Fraction(e.game_points),
                    colours.get((e.round, team)) if e.played else None,
                    tuple(e.boards) if e.opponent is not None else (),
                )
                for e in rows
            ),
        )
        for team, rows in past.entries.items()
    }
    counted = max((len(p.outings) for p in participants.values()), default=0)
    return Field(
        participants,
        counted,
        past.event.total_rounds,
        win=Fraction(ruleset.match_points_win),
        draw=Fraction(ruleset.match_points_draw),
        team=True,
        boards=ruleset.boards,
        primary=ruleset.primary_score,
    )


def _first_board_colours(past: EventHistory) -> dict[tuple[int, int], Colour]:
    found: dict[tuple[int, int], Colour] = {}
    for rnd in past.event.rounds:
        for match in rnd.matches:
            first = past.colours(match)[0] if past.board_count(match) else None
            if first is None:
                continue
            white_team, black_team = match.teams
            found[(rnd.number, white_team)] = first
            found[(rnd.number, black_team)] = first.opposite
    return found
