"""The standings of an individual event by the tie-break list its organiser chose: every
C.07 tie-break through the shared table (``individual.standings.c07``), with the system's
own order (FIDE Swiss 1998 F.10: ``F10``, ``DE1`` for first place only; ``f10``) beside
them where the list names it.

``parse`` reads a list as the organiser writes it (commas, semicolons or blanks between
the items; ``none``, or nothing, for no tie-break: the places shared) and gives each item
as FIDE writes it; ``standings`` ranks by it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings import c07, f10
from individual.standings.c07.swiss import field
from individual.standings.c07.table import check
from individual.swiss.model import SwissEvent
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.figures import place_range

SYSTEM = f10.SYSTEM
NONE = "none"
"""A list of no tie-break (the places shared, as C.07 2.1 lets the regulations say), in
words: where nothing means the default (an empty Tie-breaks cell: the system's), the Event
sheet says ``none``; read as the empty list wherever a list is."""


@dataclass(frozen=True)
class Standing:
    """One player's line: ``place``..``place_to`` the place shared with the players equal
    on everything (equal when alone), the points and the tie-breaks' values."""

    place: int
    number: int
    points: Fraction
    values: tuple[Fraction, ...]
    place_to: int

    @property
    def rank(self) -> str:
        """The place as printed: ``3`` alone, ``3-4`` when shared (both sides alike)."""
        return place_range(self.place, self.place_to)


def read_items(text: str, own: Collection[str], team: bool) -> tuple[str, ...]:
    """The items of a list as the organiser writes it (commas, semicolons or blanks
    between them), each C.07 tie-break as FIDE writes it (``c07.parse``, checked for the
    side: ``team``), each of the side's ``own`` items in capitals; ``ValueError`` naming
    the first that is neither."""
    found: list[str] = []
    if text.strip().casefold() == NONE:
        return ()
    for item in (i for i in re.split(r"[,;\s]+", text.strip()) if i):
        if item.upper() in own:
            found.append(item.upper())
            continue
        try:
            tiebreaks = c07.parse(item)
            check(tiebreaks, team=team)
        except ValueError as error:
            raise ValueError(f"{error} (or {', '.join(own)})") from None
        found.extend(t.text for t in tiebreaks)
    return tuple(found)


def parse(text: str) -> tuple[str, ...]:
    """``"F10 BH/C1, SB"`` -> ``("F10", "BH/C1", "SB")``; ``ValueError`` naming the first
    item that is neither a C.07 tie-break of an individual event nor F10 or DE1."""
    return read_items(text, SYSTEM, team=False)


def ranking_list(chosen: Sequence[str] | None, ruleset: SwissRuleset) -> tuple[str, ...]:
    """The list an individual event's standings rank by: the ``chosen`` one (empty: none,
    points alone), else (``None``) the default of the event's system, as its regulations
    say (``ruleset.tiebreaks``); the one place that decides it for ``standings``, the
    bulletin, the TRF writer's ranks and record 202 (``check`` reads a file's own 202/212,
    and a file naming none by points alone: its list is unknown)."""
    return tuple(chosen) if chosen is not None else ruleset.tiebreaks


def written(tiebreaks: Sequence[str]) -> str:
    """A list as the Event sheet writes it: ``F10 BH/C1 SB`` (empty: none)."""
    return " ".join(tiebreaks)


@dataclass(frozen=True)
class Ranked:
    """The standings of ``standings`` with the columns C.07 art. 10 dropped (``dropped``:
    a rating tie-break with an unrated participant and no ``/U``: it separates nobody,
    and has no value to print)."""

    columns: tuple[str, ...]
    rows: list[Standing]
    dropped: tuple[str, ...]


def ranked(
    event: SwissEvent, tiebreaks: Sequence[str], lots: Mapping[int, int] | None = None
) -> Ranked:
    """The columns (the tie-breaks as FIDE writes them; ``F10`` as ``DE1``, ``ARO``),
    the standing, best first, players equal on everything (lots included) sharing a
    place, and the columns art. 10 dropped."""
    system = f10.uses_system(tiebreaks)
    items = f10.names(tiebreaks) if system else tuple(tiebreaks)
    chosen: list[c07.TieBreak] = []
    for item in items:
        own = system and item.upper() in f10.OWN
        chosen.extend([c07.TieBreak(item.upper())] if own else c07.parse(item))
    table = c07.table(field(event), chosen, lots=lots, own=f10.OWN if system else None)
    rows = [Standing(r.place, r.number, r.score, r.values, r.place_to) for r in table.rows]
    return Ranked(tuple(t.text for t in table.tiebreaks), rows, table.dropped)


def standings(
    event: SwissEvent, tiebreaks: Sequence[str], lots: Mapping[int, int] | None = None
) -> tuple[tuple[str, ...], list[Standing]]:
    """``ranked``'s columns and standing."""
    found = ranked(event, tiebreaks, lots)
    return found.columns, found.rows


def breakdown(event: SwissEvent, item: str) -> dict[int, tuple[c07.Part, ...]] | None:
    """Every player's ``item`` round by round (``c07.breakdowns``: BH, FB, SB with their
    modifiers), ``None`` for a tie-break that is no sum by round."""
    return parts_of(field(event), item)


def parts_of(found: c07.Field, item: str) -> dict[int, tuple[c07.Part, ...]] | None:
    """``c07.breakdowns`` of ``item`` on ``found``, ``None`` where it has none."""
    if item.upper() in SYSTEM or item.upper() == "PTS":
        return None
    try:
        return c07.breakdowns(found, c07.parse(item)[0])
    except c07.TieBreakError:
        return None
