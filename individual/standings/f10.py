"""The FIDE Swiss System of 1998's own final order (F.10), beside the C.07 tie-breaks:
after the points, "where it concerns the first place: the best result in games played
against each other" (``DE1``), then "the highest average rating of the opponents" (F.10's
``ARO``: the opponents met over the board with a rating, an unrated one left out rather
than the tie-break dropped as C.07 art. 10 drops it), then the lots. ``F10`` in a list
stands for ``DE1``, ``ARO``; in a list naming ``F10`` or ``DE1`` (the system's order),
``ARO`` is F.10's. Each is computed by the C.07 core (``individual.standings.c07``):
DE (art. 6) inside the tie for first place only, and ARO (art. 10.1) without art. 10's
drop. ``as_codes`` writes the list for other programs (record 202).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from individual.standings.c07 import Definition, TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.encounter import direct_encounter
from individual.standings.c07.field import Field
from individual.standings.c07.ratings import average_rating, dropped

SYSTEM = ("F10", "DE1")
"""The system's own items (no C.07 tie-breaks)."""


def first_place_encounter(
    ctx: Context, tiebreak: TieBreak, groups: Sequence[Sequence[int]]
) -> dict[int, Fraction]:
    """DE1 (F.10): C.07's direct encounter inside the group tied for first place only
    (``groups`` best first: the first is those at first place)."""
    return direct_encounter(ctx, TieBreak("DE"), groups[:1])


OWN: Mapping[str, Definition] = {
    "DE1": Definition(
        "DE1",
        "F.10 (FIDE Swiss 1998)",
        "for first place only, the games between the tied players",
        within_ties=first_place_encounter,
        lower_is_better=True,
    ),
    "ARO": Definition(
        "ARO",
        "F.10 (FIDE Swiss 1998)",
        "average rating of the opponents met over the board with a rating",
        average_rating,
    ),
}
"""F.10's own criteria, by name, for ``c07.table``'s ``own``."""


def names(items: Sequence[str]) -> tuple[str, ...]:
    """The columns a list gives (``F10`` -> ``DE1``, ``ARO``), each once."""
    found: list[str] = []
    for item in items:
        for name in ("DE1", "ARO") if item.upper() == "F10" else (item,):
            if name not in found:
                found.append(name)
    return tuple(found)


def uses_system(items: Sequence[str]) -> bool:
    """Whether a list names the system's order (``F10`` or ``DE1``)."""
    return any(item.upper() in SYSTEM for item in items)


def as_codes(items: Sequence[str], found: Field) -> tuple[str, ...]:
    """The list as record 202 names it for other programs (FIDE's tie-break checker):
    ``F10`` as ``DE1``, ``ARO`` where C.07's ARO (10.1) is F.10's on ``found``, every
    participant rated (C.07 10 drops nothing; F.10's leaves an unrated opponent out, which
    no ``/U`` says), else as it is. ``DE1`` has no C.07 code (C.07's DE, art. 6, breaks
    every tie, F.10's the first place's only) and keeps its name. Either form reads back
    as the same order (``names``)."""
    if not any(item.upper() == "F10" for item in items):
        return tuple(items)
    if dropped(Context(found), TieBreak("ARO")):
        return tuple(items)
    return names(items)
