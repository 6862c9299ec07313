"""What the organiser does with the workbook: create it, pair the next round.

Pairing is the action both workbooks share (``individual.edges.workbook.eventbook``) on the
team workbook read once (``olympiad.edges.workbook.teambook``): the whole workbook read and
checked first, changed in memory, its Log rows appended (a manual change found on the way
first), saved atomically with the file it replaces kept as a numbered version, the new
file read back and checked before it replaces the old one. Nothing is written when
anything fails.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.workbook.cells import CellError
from individual.edges.workbook.eventbook import drawn_entry, pair_and_write
from individual.edges.workbook.file import save_workbook
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.result import GameScore
from olympiad.edges.workbook.book import open_tournament
from olympiad.edges.workbook.changes import ManualChange
from olympiad.edges.workbook.log import (
    INIT,
    LogEntry,
    Renumbering,
    append_log,
    record_of,
    write_log_header,
)
from olympiad.edges.workbook.rounds import round_view
from olympiad.edges.workbook.settings import (
    EVENT_SHEET,
    LOG_SHEET,
    TEAMS_SHEET,
    Settings,
    write_settings,
)
from olympiad.edges.workbook.teambook import add_round, open_team_book
from olympiad.edges.workbook.teams import TeamStatus, write_teams
from olympiad.engine.model import Event, Round, RoundPairing, Team
from olympiad.engine.ranking import pairing_numbers


@dataclass(frozen=True)
class Paired:
    """What ``pair_workbook`` did: the pairing, whether it replaced a round sheet (and
    how many results that discarded), the manual changes it found and recorded."""

    pairing: RoundPairing
    repaired: bool
    discarded: int
    changes: tuple[ManualChange, ...]
    warnings: tuple[str, ...]
    renumbered: Mapping[int, tuple[int | None, int]] = field(default_factory=dict)
    withdrawn: str = ""
    """Who the round leaves out because they withdrew, as the Log and the command say it."""
    previous: Path | None = None  # the version the save kept of the workbook replaced
    lot: str = ""
    """The lot read back from round 1, as the Log and the command say it (empty: given)."""
    renumbering: str = ""
    """The pairing numbers that changed (``renumbered``), as the Log and the command say
    it (empty: none did)."""


def new_workbook(
    settings: Settings,
    teams: Sequence[Team],
    source: str,
    statuses: dict[int, TeamStatus] | None = None,
    rounds: Sequence[Round] = (),
) -> Workbook:
    """The workbook for a new event; ``rounds`` already played (from a TRF file)."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = EVENT_SHEET
    write_settings(sheet, settings)
    event = Event(settings.name, tuple(teams), settings.team_ruleset, tuple(rounds),
                  settings.rounds, board_colours=settings.colour_sequence)  # fmt: skip
    numbers = pairing_numbers(event)
    slots = max([len(t.players) for t in teams] + [settings.boards + 1])
    write_teams(
        workbook.create_sheet(TEAMS_SHEET), teams, numbers, statuses or {}, slots, event.ruleset
    )
    what = f"created from {source}: {len(teams)} teams"
    entries = [LogEntry(INIT, None, what, numbers=Renumbering.given(numbers))]
    for rnd in map(_unplayed_as_paired, rounds):
        before = Event(event.name, event.teams, event.ruleset, event.rounds[: rnd.number - 1])
        add_round(workbook, round_view(before, numbers, rnd.number), rnd)
        entries.append(LogEntry("import", rnd.number, f"from {source}", record_of(rnd),
                                system=settings.ruleset))  # fmt: skip
        if rnd.number == 1 and settings.lot is not None:  # the file's lot, or read back
            entries.append(drawn_entry(settings.lot))  # the Lot cell is held to it
    log = workbook.create_sheet(LOG_SHEET)
    write_log_header(log)
    append_log(log, entries)
    return workbook


def _unplayed_as_paired(rnd: Round) -> Round:
    """A TRF writes a match only paired and one whose games are all unfinished alike
    (blank results): such a match is taken as paired, its result cells left empty."""
    matches = tuple(
        replace(m, games=()) if m.games and all(g is GameScore.UNFINISHED for g in m.games) else m
        for m in rnd.matches
    )
    return replace(rnd, matches=matches)


def create_event(path: Path, workbook: Workbook, force: bool) -> None:
    """Save a new workbook at ``path``; an existing file is replaced only with ``force``
    (and then kept as the previous version). A workbook that would not pass its own
    checks (a TRF whose lineups break board order, art. 5) is not created."""
    if path.exists() and not force:
        raise InputError("exists already: choose another name, or use --force", str(path))
    save_workbook(workbook, path, check=lambda written: _passes_checks(written, path))


def _passes_checks(written: Path, path: Path) -> None:
    try:
        open_tournament(written)
    except InputErrors as error:
        file = str(path)
        head = InputError("not created: its content would not pass the workbook's checks", file)
        located = [CellError(e.message, file, e.sheet, e.row, e.column) for e in error.errors]
        raise InputErrors([head, *located]) from error


def pair_workbook(
    path: Path, absent: frozenset[int] = frozenset(), force: bool = False, lot: Colour | None = None
) -> Paired:
    """Pair the next round (or, with ``force``, the last one again when it is not
    complete) and write its sheet (``individual.edges.workbook.eventbook.pair_and_write``)."""
    book = open_team_book(path)
    written = pair_and_write(book, absent, force, lot)
    warnings = (*book.tournament.warnings, *written.warnings)
    changes = tuple(c for c in written.changes if isinstance(c, ManualChange))
    said = book.renumbering(written.renumbered) if written.renumbered else ""
    return Paired(written.pairing, written.repaired, written.discarded, changes, warnings,
                  written.renumbered, written.withdrawn, written.previous, written.lot,
                  said)  # fmt: skip
