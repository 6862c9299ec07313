"""The standings of a team event by the tie-break list its organiser chose: every C.07
tie-break through the shared table (``individual.standings.c07``, after the ruleset's
scores: match points, or game points first in a C.04.6 ``gp-mp`` or ``gp`` event, then the
other where the variant ranks by both), or, for a list
naming a column only the team standings have (the Olympiad's ``SB-OLY``, ``OMP-CUT1``,
game points ``GP``), ``olympiad.standings.table`` with its columns.

``parse`` reads a list as the organiser writes it and gives each item as FIDE writes it;
``standings`` ranks by it (none: the ruleset's list).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction

from individual.standings import c07
from individual.standings.listed import legend as shared_legend
from individual.standings.listed import parts_of, read_items
from olympiad.engine.model import Event
from olympiad.standings.c07 import field
from olympiad.standings.columns import COLUMNS, column_of
from olympiad.standings.history import EventHistory, history
from olympiad.standings.table import StandingRow, match_tallies
from olympiad.standings.table import standings as team_standings

OWN = ("SB-OLY", "OMP-CUT1", "GP", "MP")
"""Columns of the team standings that are no C.07 tie-breaks."""
SECONDARY = "MPvGP"
"""C.07 13.1: the other score, ranked after the primary one by a variant that ranks by
both (the shared table ranks by the primary score: match points, or game points first)."""


def parse(text: str) -> tuple[str, ...]:
    """``"EMGSB/C1, BH:MP/C1"`` -> ``("EMGSB/C1", "BH:MP/C1")``; ``ValueError`` naming the
    first item that is neither a C.07 tie-break nor a column of the team standings, and for
    a list joining such a column to a tie-break those standings do not compute."""
    found = read_items(text, OWN, team=True)
    if any(item in OWN for item in found):
        for item in found:
            try:
                column_of(item)
            except ValueError:
                own = ", ".join(a for a in OWN if a in found)
                known = ", ".join(sorted(COLUMNS))
                raise ValueError(f"{own} go only with {known}, not {item!r}") from None
    return found


def standings(
    event: Event | EventHistory, tiebreaks: Sequence[str] = (), rounds: int | None = None
) -> tuple[StandingRow, ...]:
    """The standings by ``tiebreaks`` (none: the ruleset's) after round ``rounds`` (all
    played by default), best first; teams equal on every one share a place and are listed
    by pairing number. Give the event's history when it is at hand."""
    past = event if isinstance(event, EventHistory) else history(event)
    if rounds is not None:
        past = history(replace(past.event, rounds=past.event.rounds[:rounds]))
    chosen = tuple(tiebreaks) or past.event.ruleset.standing_tiebreaks
    scores = past.event.ruleset.standing_scores
    if any(item.upper() in OWN for item in chosen):
        return team_standings(past, tiebreaks=chosen)
    secondary = [c07.parse(SECONDARY)[0]] if len(scores) > 1 else []
    listed = [t for item in chosen for t in c07.parse(item)]
    table = c07.table(field(past), [*secondary, *listed])
    numbers, tallies = past.numbers, match_tallies(past.event)
    rows = sorted(table.rows, key=lambda r: (r.place, numbers[r.number]))
    return tuple(
        StandingRow(
            place=r.place,
            place_to=r.place_to,
            team=r.number,
            name=past.event.team(r.number).name,
            pairing_number=numbers[r.number],
            match_points=past.final[r.number].match_points,
            game_points=past.final[r.number].game_points,
            tiebreaks=tuple(
                (t.text, Fraction(v))
                for t, v in zip(listed, r.values[len(secondary) :], strict=True)
            ),
            tally=tallies[r.number],
            scores=scores,
        )
        for r in rows
    )


def legend(item: str) -> str:
    """What one item of a team list means, in one line (``individual.standings.listed.
    legend``; the team standings' own columns by their labels)."""
    return shared_legend(item, {a: COLUMNS[a].label for a in OWN})


def breakdown(event: Event | EventHistory, item: str) -> dict[int, tuple[c07.Part, ...]] | None:
    """Every team's ``item`` round by round (``individual.standings.c07.breakdowns``: BH,
    FB, SB and the ESBs), ``None`` for one that is no sum by round or a column of the team
    standings only."""
    if item.upper() in OWN:
        return None
    return parts_of(field(event), item)
