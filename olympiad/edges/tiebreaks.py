"""A team event's tie-break list as the organiser writes it (``init --tiebreaks``, the
Event sheet's ``Tie-breaks`` cell, a TRF's record 202), read by the standings' registry,
and the event ranked by it (the ruleset's ``tiebreaks``, which the standings, the
bulletin and the TRF's record 202 follow)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from olympiad.engine.model import Event


def parse_tiebreaks(text: str) -> tuple[str, ...]:
    """``"EMGSB/C1,BH:MP/C1"``: its acronyms, in order (commas or blanks between them);
    ``ValueError`` naming the first unknown one."""
    from olympiad.standings.listed import parse

    return parse(text)


def with_tiebreaks(event: Event, tiebreaks: Sequence[str] | None) -> Event:
    """``event`` ranked by ``tiebreaks`` after its scores (the ruleset's ``ranked_by``;
    empty: none, the places shared; ``None``, no list named: as it is)."""
    if tiebreaks is None:
        return event
    ruleset = dataclasses.replace(event.ruleset, ranked_by=tuple(tiebreaks))
    return dataclasses.replace(event, ruleset=ruleset)
