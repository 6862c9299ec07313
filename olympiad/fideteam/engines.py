"""The team engine an event's ruleset names: C.04.6 for a ``FideTeamRuleset``, else the
Olympiad Pairing Rules."""

from __future__ import annotations

from individual.vocabulary.colour import Colour
from olympiad.engine import pairing as olympiad
from olympiad.engine.model import Event, RoundPairing
from olympiad.fideteam import pairing as fideteam
from olympiad.fideteam.ruleset import FideTeamRuleset


def pair_team_round(
    event: Event, *, absent: frozenset[int] = frozenset(), lot: Colour | None = None
) -> RoundPairing:
    """The next round of ``event`` by the engine of its ruleset."""
    if isinstance(event.ruleset, FideTeamRuleset):
        return fideteam.pair_round(event, absent=absent, lot=lot)
    return olympiad.pair_round(event, absent=absent, lot=lot)
