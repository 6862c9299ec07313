"""The team engine an event's ruleset names: C.04.6 for a ``FideTeamRuleset``, else the
Olympiad Pairing Rules."""

from __future__ import annotations

from individual.vocabulary.colour import Colour
from olympiad.engine.model import Event, RoundPairing
from olympiad.fideteam.ruleset import FideTeamRuleset


def pair_team_round(
    event: Event, *, absent: frozenset[int] = frozenset(), lot: Colour | None = None
) -> RoundPairing:
    """The next round of ``event`` by the engine of its ruleset (only that engine is
    imported)."""
    if isinstance(event.ruleset, FideTeamRuleset):
        from olympiad.fideteam.pairing import pair_round as fideteam

        return fideteam(event, absent=absent, lot=lot)
    from olympiad.engine.pairing import pair_round as olympiad

    return olympiad(event, absent=absent, lot=lot)
