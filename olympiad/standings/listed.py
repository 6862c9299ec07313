"""The standings of a team event by the tie-break list its organiser chose: every C.07
tie-break through the shared table (``individual.standings.c07``, after the ruleset's
primary score: match points, or game points in a C.04.6 ``gp-mp`` or ``gp`` event; the
other is C.07's MPvGP, ranked where the list puts it), with the columns only the team
standings have (the Olympiad 2012's ``SB-OLY``, ``OMP-CUT1``, the scores ``GP``, ``MP``)
beside them (``olympiad.standings.table``).

``parse`` reads a list as the organiser writes it and gives each item as FIDE writes it;
``standings`` ranks by it (``None``: the ruleset's list; empty: none).
"""

from __future__ import annotations

from collections.abc import Sequence

from individual.standings import c07
from individual.standings.listed import parts_of, read_items
from olympiad.engine.model import Event
from olympiad.standings.c07 import field
from olympiad.standings.columns import OWN
from olympiad.standings.history import EventHistory
from olympiad.standings.table import StandingRow
from olympiad.standings.table import standings as team_standings


def parse(text: str) -> tuple[str, ...]:
    """``"EMGSB/C1, BH:MP/C1"`` -> ``("EMGSB/C1", "BH:MP/C1")``; ``ValueError`` naming the
    first item that is neither a C.07 tie-break nor a column of the team standings."""
    return read_items(text, OWN, team=True)


def standings(
    event: Event | EventHistory, tiebreaks: Sequence[str] | None = None, rounds: int | None = None
) -> tuple[StandingRow, ...]:
    """The standings by ``tiebreaks`` (empty: none; ``None``: the ruleset's) after round
    ``rounds`` (all played by default), best first; teams equal on every one share a place
    and are listed by pairing number. Give the event's history when it is at hand."""
    return team_standings(event, rounds, tiebreaks)


def breakdown(event: Event | EventHistory, item: str) -> dict[int, tuple[c07.Part, ...]] | None:
    """Every team's ``item`` round by round (``individual.standings.c07.breakdowns``: BH,
    FB, SB and the ESBs), ``None`` for one that is no sum by round or a column of the team
    standings only."""
    if item.upper() in OWN:
        return None
    return parts_of(field(event), item)
