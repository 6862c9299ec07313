"""The event in a file, read by the file's suffix: a team TRF (``.trf``, ``.txt``) or the
tournament workbook (``.xlsx``, ``.xlsm``). Each reader is imported when a file of its kind
is read, so a TRF command loads no Excel library and the suffix tests load nothing."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from individual.edges.files import WORKBOOK_SUFFIXES, is_workbook
from individual.vocabulary.errors import InputError

if TYPE_CHECKING:
    from individual.edges.trf.dates import EventDates
    from individual.vocabulary.colour import Colour
    from olympiad.engine.model import Event

TRF_SUFFIXES = (".trf", ".txt")
__all__ = ["TRF_SUFFIXES", "WORKBOOK_SUFFIXES", "is_workbook", "read_event"]


def read_event(path: Path) -> Event:
    """The event in ``path`` (a workbook's rounds without results are rounds paired, not
    yet played). ``InputError`` for a suffix that is neither."""
    return read_event_and_lot(path)[0]


def read_event_and_lot(path: Path) -> tuple[Event, Colour | None]:
    """The event in ``path`` and the round-1 lot (art. 21) the file states, the one
    ``olympiad check`` takes (its replay reads it back from round 1 when none is stated,
    and says so): the Event sheet's Lot cell, or a TRF's XXC/152 (``trf_lot``)."""
    return read_event_lot_and_dates(path)[:2]


def read_event_lot_and_dates(path: Path) -> tuple[Event, Colour | None, EventDates]:
    """The event, the lot and the round dates in ``path``: the Event sheet's ``Round N
    date`` rows, or a TRF's 042, 052 and 132 records. A TRF's event is under the ruleset
    its record 192 names (``FIDE_TEAM_...``: fide-team-2026 with its variant), else
    olympiad-2012."""
    suffix = path.suffix.lower()
    if suffix in WORKBOOK_SUFFIXES:
        from olympiad.edges.workbook.book import open_tournament

        tournament = open_tournament(path)[1]
        return tournament.event(), tournament.settings.lot, tournament.settings.dates
    if suffix in TRF_SUFFIXES:
        from olympiad.edges.trf.read import read_team_trf, trf_lot
        from rulesets.team import trf_ruleset

        trf = read_team_trf(path)
        event = trf.event
        ruleset = trf_ruleset(event.ruleset, trf.system)
        if ruleset is not event.ruleset:
            event = replace(event, ruleset=ruleset)
        return event, trf_lot(trf, event, read_back=False), trf.dates
    known = ", ".join((*TRF_SUFFIXES, *WORKBOOK_SUFFIXES))
    raise InputError(f"{path}: cannot read a {suffix or 'suffix-less'} file (known: {known})")
