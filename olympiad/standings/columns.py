"""The team standings' columns beside the C.07 tie-breaks: the scores (``MP``, ``GP``) and
the Olympiad 2012's own tie-breaks (``SB-OLY``, ``OMP-CUT1``, art. 14,
``olympiad.standings.tiebreaks``); how a list's item
is computed (``tiebreak_of``: every C.07 tie-break, and ``MP``, ``GP`` as C.07's
``PTS:MP``, ``PTS:GP``, by the C.07 core); the column the bulletin's SB page explains; the
columns in the order the standings show them.
"""

from __future__ import annotations

from collections.abc import Sequence

from individual.standings import c07

OWN = ("MP", "GP", "SB-OLY", "OMP-CUT1")
"""The team standings' columns that are no C.07 tie-breaks (their words:
``olympiad.edges.legend.LABELS``)."""
MATCH_POINTS, GAME_POINTS = "MP", "GP"
SCORES = (MATCH_POINTS, GAME_POINTS)
SB_PAGE = "tiebreaks.html"
"""The bulletin page explaining SB-OLY or EMGSB round by round with its products."""


def tiebreak_of(item: str) -> c07.TieBreak:
    """A list's item as the C.07 table computes it: ``MP``, ``GP`` the score named
    (``PTS:MP``, ``PTS:GP``), SB-OLY and OMP-CUT1 by name (art. 14's own), every other
    one parsed as FIDE writes it (``c07.TieBreakError`` naming an unknown one)."""
    name = item.upper()
    if name in SCORES:
        return c07.TieBreak("PTS", score=name)
    if name in OWN:
        return c07.TieBreak(name)
    found = c07.parse(item)
    if len(found) != 1:
        raise c07.TieBreakError(f"{item!r} is not one tie-break")
    return found[0]


def trf_codes(items: Sequence[str], primary: str = MATCH_POINTS) -> tuple[str, ...]:
    """A list as record 202 writes it (TRF-2026: "FIDE Tie-Breaks used to break ties", the
    C.07 codes FIDE's checker reads): the score other than ``primary`` (the ruleset's) is
    C.07's ``MPvGP`` (art. 13.1; ``GP`` was written before issue 30 and is still read; the
    standings read ``MPvGP`` back as that score's column, where the list puts it), the
    primary score itself is no tie-break and is left out; art. 14's own SB-OLY and OMP-CUT1
    have no C.07 code and keep their names."""
    found: list[str] = []
    for item in items:
        if item.upper() not in SCORES:
            found.append(item)
        elif item.upper() != primary and "MPvGP" not in found:
            found.append("MPvGP")
    return tuple(found)


def explained(acronyms: Sequence[str]) -> str | None:
    """The first of ``acronyms`` that the bulletin's SB page explains (SB-OLY or EMGSB,
    with its modifiers), ``None`` without one."""
    for acronym in acronyms:
        if acronym.upper() == "SB-OLY":
            return acronym
        if acronym.upper() not in OWN and tiebreak_of(acronym).name.upper() == "EMGSB":
            return acronym
    return None


def shown(acronyms: Sequence[str], primary: str = MATCH_POINTS) -> tuple[str, ...]:
    """The standings columns in order: the primary score ranked by first (``MP``, or a
    C.04.6 variant's ``GP``), the tie-breaks, then MP or GP if not shown yet (shown, not
    ranked by)."""
    first = (primary, *(a for a in acronyms if a != primary))
    return (*first, *(s for s in SCORES if s not in first))
