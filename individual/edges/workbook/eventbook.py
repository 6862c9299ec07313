"""The organiser's actions on a workbook, written once for the team workbook
(``olympiad.edges.workbook.teambook.TeamBook``) and the individual one
(``individual.edges.workbook.actions.SwissEventBook``): pair and write the next round
(its Log rows: the pairing, who it leaves out because they withdrew, the unfinished games,
the warnings), explain a round, the event as each round was paired (the one reading of
``check`` and ``explain``), the unfinished-game log.

Each works on an ``EventBook``: a workbook read and checked once by the command (the
file given is loaded once), which knows its event before round N, how to write a round
sheet and how to save itself checked. The one call into a pairing engine is
``EventBook.pair``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.workbook.cells import Problems
from individual.edges.workbook.log import (
    LOT,
    PAIRING_COLUMN,
    RENUMBER,
    UNFINISHED,
    LogEntry,
    PairingRecord,
    Renumbering,
    UnfinishedGame,
    lot_paired,
    lot_records,
    read_log,
    unfinished_when_paired,
)
from individual.vocabulary.colour import Colour, lot_not_changed, read_back_note

E = TypeVar("E")  # the event
P = TypeVar("P")  # the pairing an engine returns
R = TypeVar("R")  # a round as written

LOG_SHEET = "Log"

Renumbered = Mapping[int, tuple[int | None, int]]
"""Start number (team number) -> (the pairing number the sheet showed, or ``None``; the new one)."""


class Change(Protocol):
    """A round sheet changed by hand since the Log recorded its pairing."""

    def log_entry(self) -> LogEntry: ...


class EventBook(Protocol[E, P, R]):
    """A workbook read once: its event, its rounds and how to pair, write and save them."""

    @property
    def workbook(self) -> Workbook:
        """The openpyxl workbook the command read (changed in memory, then saved)."""

    @property
    def paired(self) -> int:
        """The number of rounds with a sheet."""

    def check_absent(self, absent: frozenset[int]) -> None:
        """An ``InputError`` for a number ``--absent`` names that is not in the event."""

    def system_change(self, number: int) -> str:
        """What pairing round ``number`` says of a system other than the one the Log records
        for the round before it (``log.system_change``): refused (``InputError``) when the
        command line named it, else the warning; empty: the same system."""

    def round_to_pair(self, force: bool) -> tuple[int, int]:
        """The round to pair next (with ``force``, the last one again) and how many results
        pairing it discards; ``InputErrors`` when the last round is not complete."""

    def event(self) -> E:
        """The event with every round of the workbook."""

    def event_before(self, number: int) -> E:
        """The event as it stands before round ``number`` is paired."""

    def left_out(self, number: int, absent: frozenset[int]) -> frozenset[int]:
        """Who is not paired in round ``number`` (not yet paired), ``absent`` with them."""

    def as_paired(self, number: int) -> tuple[E, frozenset[int]]:
        """Round ``number`` (paired) as it was paired: the event before it and who was left
        out (``explain`` pairs it again from them)."""

    def stored(self, number: int) -> R | None:
        """Round ``number`` as its sheet holds it, ``None`` if not paired yet."""

    def record(self, number: int) -> PairingRecord | None:
        """Round ``number``'s pairing as its sheet shows it, as the Log keeps one (what a
        manual change is found by); ``None`` if not paired yet."""

    def lot(self, option: Colour | None, number: int) -> tuple[Colour | None, str]:
        """The drawing of lots for pairing round ``number``: ``--lot`` (written to the Event
        sheet), else ``workbook_lot`` of the event before it, and what it says;
        ``InputErrors`` naming the cell when it is needed and not set."""

    def workbook_lot(self, event: E) -> tuple[Colour | None, str]:
        """The workbook's lot, one fact for ``pair``, ``explain`` and ``check``, as a TRF's
        is: the Event sheet's Lot cell, else, ``event`` having rounds, the lot of round 1
        (``lot_of_round_1``: the Log's record, else read back from round 1), with a sentence
        saying so; ``None`` when neither (no round played)."""

    def lot_shown(self, event: E) -> Colour | None:
        """The lot round 1 of ``event`` shows by the system's rule (``System.read_lot``, as
        a TRF's); ``None`` without a round-1 game (match) to read it from."""

    def pair(self, event: E, left_out: frozenset[int], lot: Colour | None) -> P:
        """The event's pairing engine on ``event`` (the one call into an engine)."""

    def changes(self, number: int) -> Sequence[Change]:
        """The round sheets changed by hand since the Log recorded their pairing (and the
        ratings corrected since, which round ``number`` is the first paired with)."""

    def write_round(self, event: E, pairing: P, repaired: bool) -> tuple[R, Renumbered]:
        """Write ``pairing`` on its round sheet (in memory); the round as written and the
        pairing numbers that changed."""

    def renumbering(self, renumbered: Renumbered) -> str:
        """The Log's and the command's sentence for the pairing numbers that changed."""

    def pair_entry(self, rnd: R, repaired: bool, discarded: int) -> LogEntry:
        """The Log row of the round paired."""

    def unfinished(self, event: E) -> list[UnfinishedGame]:
        """The games of ``event`` typed ``*`` (unfinished: a draw for pairing)."""

    def unfinished_what(self, game: UnfinishedGame, number: int) -> str:
        """The Log's sentence for ``game`` unfinished when round ``number`` was paired."""

    def with_unfinished(self, event: E, games: Sequence[UnfinishedGame]) -> E:
        """``event`` with ``games`` typed ``*`` again."""

    def in_force(self, event: E, number: int) -> E:
        """``event`` with the pairing numbers in force when round ``number`` was paired
        (and the ratings then, for a system ranking by them), as the Log records them: a
        correction since renumbers only the rounds after; ``event`` when it does not."""

    def warnings(self, event: E, pairing: P) -> list[str]:
        """What the organiser should know about ``pairing`` (also logged)."""

    def withdrawn(self, event: E) -> str:
        """Who ``event`` no longer pairs because they withdrew, by number and name
        (``team 3 (Oslo)``, ``player 10 (Jonas Kim)``); empty: nobody."""

    def save_checked(self, entries: Sequence[LogEntry]) -> Path | None:
        """Append ``entries`` to the Log and save the workbook, read back before it replaces
        the old file (kept as a version: returned); nothing written when anything fails."""


@dataclass(frozen=True)
class Written(Generic[E, P, R]):
    """What ``pair_and_write`` did: the event it paired (as it stood before the round), the
    pairing, the round as written, whether it replaced a round sheet (and how many results
    that discarded), the manual changes it found and recorded, the pairing numbers that
    changed, the warnings, the version the save kept of the workbook it replaced."""

    event: E
    pairing: P
    round: R
    number: int
    repaired: bool
    discarded: int
    changes: tuple[Change, ...]
    warnings: tuple[str, ...]
    renumbered: Renumbered = field(default_factory=dict)
    previous: Path | None = None
    withdrawn: str = ""
    """Who the round leaves out because they withdrew, as the Log and the command say it
    (empty: nobody)."""
    lot: str = ""
    """The lot of round 1 taken with the Lot cell empty (``lot_of_round_1``), as the Log and
    the command say it (empty: the cell gives it)."""


def pair_and_write(
    book: EventBook[E, P, R],
    absent: frozenset[int] = frozenset(),
    force: bool = False,
    lot: Colour | None = None,
) -> Written[E, P, R]:
    """Pair the next round (or, with ``force``, the last one again when it is not complete
    or has no result), write its sheet and its Log rows, and save checked."""
    book.check_absent(absent)
    number, discarded = book.round_to_pair(force)
    changed = book.system_change(number)
    event = book.event_before(number)
    left_out = book.left_out(number, absent)
    drawn, read = book.lot(lot, number)
    pairing = book.pair(event, left_out, drawn)
    repaired = number <= book.paired
    changes = tuple(book.changes(number))
    rnd, renumbered = book.write_round(event, pairing, repaired)
    said = book.renumbering(renumbered) if renumbered else ""
    paired = book.pair_entry(rnd, repaired, discarded)
    withdrawn = book.withdrawn(event)
    withdrawn = f"Not paired (withdrawn): {withdrawn}" if withdrawn else ""
    unfinished = book.unfinished(event)
    warnings = [*([changed] if changed else []), *book.warnings(event, pairing)]
    entries = [
        *(c.log_entry() for c in changes),
        *([LogEntry(RENUMBER, number, said, numbers=logged(renumbered))] if renumbered else []),
        paired,
        *([LogEntry(LOT, number, read)] if read else []),
        *([drawn_entry(drawn)] if number == 1 and drawn else []),
        *([LogEntry("withdrawn", number, withdrawn)] if withdrawn else []),
        *unfinished_entries(book, unfinished, number),
        *(LogEntry("warning", number, text) for text in warnings),
    ]
    previous = book.save_checked(entries)
    return Written(event, pairing, rnd, number, repaired, discarded, changes, tuple(warnings),
                   renumbered, previous, withdrawn, read)  # fmt: skip


def drawn_entry(lot: Colour) -> LogEntry:
    """The ``lot`` Log row of round 1 paired under ``lot`` (``log.lot_paired``: the Lot cell
    changed since is refused, ``stated_lot_refused``)."""
    return LogEntry(LOT, 1, f"paired under {lot.name.lower()}", lot=lot)


def logged(renumbered: Renumbered) -> Renumbering:
    """The pairing numbers that changed as the ``renumber`` row keeps them, by new number."""
    ordered = sorted(renumbered.items(), key=lambda item: item[1][1])
    return Renumbering(tuple((n, old, new) for n, (old, new) in ordered))


def unfinished_entries(
    book: EventBook[E, P, R], games: Sequence[UnfinishedGame], number: int
) -> list[LogEntry]:
    """One ``unfinished`` Log row for each game typed ``*`` when round ``number`` is
    paired (``EventBook.unfinished``: a draw for that pairing), the game in its own field."""
    return [
        LogEntry(UNFINISHED, number, book.unfinished_what(game, number), game=game)
        for game in games
    ]


def unfinished_as_logged(
    workbook: Workbook, rounds: int
) -> Mapping[int, tuple[UnfinishedGame, ...]]:
    """For each of the first ``rounds`` rounds paired while games of earlier rounds were
    unfinished (*), the games the Log's ``unfinished`` rows of its latest pairing name."""
    if LOG_SHEET not in workbook.sheetnames:
        return {}
    logged = unfinished_when_paired(read_log(workbook[LOG_SHEET]))
    return {n: games for n, games in logged.items() if n <= rounds}


def event_as_paired(book: EventBook[E, P, R], number: int) -> E:
    """The event round ``number`` (paired) is judged on, as it was when the round was
    paired, the one reading of ``check`` and ``explain`` on both sides: the games the Log
    records unfinished (*) then typed ``*`` again (a draw for that pairing, F.9, Olympiad
    art. 13), whatever was typed since, with the pairing numbers (and ratings) in force
    then (``EventBook.in_force``)."""
    event = book.event()
    if games := unfinished_as_logged(book.workbook, book.paired).get(number):
        event = book.with_unfinished(event, games)
    return book.in_force(event, number)


def lot_of_round_1(
    book: EventBook[E, P, R], recorded: Colour | None, cell: str
) -> tuple[Colour | None, str]:
    """The lot of round 1 when the Lot ``cell`` is empty, one reading for both sides, and
    what ``pair``, ``explain`` and ``check`` say of it (``pair`` logs it): the lot round 1
    was paired under, as the Log's ``lot`` row records it (``recorded``, ``log.lot_paired``;
    the cell emptied or round 1 changed by hand since changes nothing, as the cell changed
    to another lot is refused); else, the one fallback, a workbook made before the record:
    the lot round 1 shows as it was paired (``EventBook.lot_shown`` of ``event_as_paired``:
    the pairing numbers then, ``log.order_in_force``), said read back; ``None`` and nothing
    said without either."""
    unstated = lot_unstated(cell)
    if recorded is not None:
        said = f"{unstated}: the lot round 1 was paired under, as the Log records: "
        return recorded, said + recorded.spelled()
    found = book.lot_shown(event_as_paired(book, 1))
    return found, read_back_note(found, unstated) if found else ""


def lot_recorded(
    book: EventBook[E, P, R], entries: Sequence[LogEntry], path: Path, alike: Callable[[], bool]
) -> Colour | None:
    """The lot round 1 was paired under, as the Log's ``lot`` row records it
    (``log.lot_paired``; ``None``: none), held to the Log's other record of it, round 1's
    pairing row (``log.lot_records``): the lot its pairing shows by the system's rule
    (``EventBook.lot_shown`` of ``event_as_paired``, the pairing numbers then), while round
    1's sheet shows that pairing (changed by hand since, it no longer tells) and was paired
    under the system the book reads it by (``alike()``). The two differing, the ``lot`` row
    is the damaged one: refused naming its Pairing cell in ``path`` and the lot to type
    back, not the Lot cell held to it (``stated_lot_refused``). Asked where the row is read
    for the lot (the Lot cell empty) or the Lot cell says another; the two agreeing, neither
    is looked at (every ``pair`` walks no further: tests/architecture/test_walk.py), so
    both changed alike by hand are not told."""
    recorded = lot_paired(entries)
    if recorded is None or not alike() or (found := lot_records(entries)) is None:
        return recorded
    row, paired = found
    now, then = book.record(1), paired.pairing
    if now is None or then is None or not now.same_pairs(then):
        return recorded
    shown = book.lot_shown(event_as_paired(book, 1))
    if shown is None or shown is recorded:
        return recorded
    back = shown.name.lower()
    problems = Problems(str(path))
    problems.add(f"the lot row records {recorded.name.lower()}, but round 1's {paired.action} "
                 f"row (row {paired.row}) records a pairing made under the lot {back}, as "
                 "check reads it back: the lot row was changed by hand (type "
                 f"{back} back, or restore a version with the 'versions' command)",
                 row.row, PAIRING_COLUMN, LOG_SHEET)  # fmt: skip
    problems.raise_if_any()
    return recorded


def events_as_paired(book: EventBook[E, P, R]) -> dict[int, E]:
    """Each paired round and the event it is judged on (``event_as_paired``): what
    ``check`` replays, round by round."""
    return {n: event_as_paired(book, n) for n in range(1, book.paired + 1)}


@dataclass(frozen=True)
class Explained(Generic[P, R]):
    """Round ``number`` paired again as the event stood before it, the round as stored
    (``None``: not paired yet) and the lot of round 1 taken with the Lot cell empty, as
    ``pair`` says it (``lot_of_round_1``; empty: the Lot cell states it)."""

    number: int
    pairing: P
    stored: R | None
    lot: str = ""


def explain(book: EventBook[E, P, R], number: int, option: Colour | None = None) -> Explained[P, R]:
    """Pair round ``number`` again: as it was paired when it is, under the workbook's lot
    as ``check`` reads it (``EventBook.workbook_lot`` of the whole event: round 1 too is
    judged under the lot it shows; ``--lot``, ``option``, as ``option_lot`` takes it); else
    as ``pair`` would (``EventBook.lot``: refused naming the Lot cell when round 1 is to be
    paired without one, or ``option`` is another lot than round 1 was paired under)."""
    stored = book.stored(number)
    if stored is None:
        before, left_out = book.event_before(number), book.left_out(number, frozenset())
        lot, said = book.lot(option, number)
    else:
        before, left_out = book.as_paired(number)
        lot, said = (option_lot(book, option), "") if option else book.workbook_lot(book.event())
    return Explained(number, book.pair(before, left_out, lot), stored, said)


def option_lot(book: EventBook[E, P, R], option: Colour | None) -> Colour | None:
    """``--lot`` (``option``) of a command replaying the paired rounds (``check``,
    ``explain``), taken as ``pair`` takes it for the next round (``EventBook.lot``:
    ``changed_lot``, refused naming the Lot cell when it is another lot than round 1 was
    paired under; accepted when it is the same, or no round is paired); ``None``: none."""
    return book.lot(option, book.paired + 1)[0] if option is not None else None


def lot_unstated(cell: str) -> str:
    """Where a workbook does not state its lot, as ``read_back_note`` names it: its Lot
    ``cell`` empty (``'Event'!B7 empty``)."""
    return f"{cell} empty"


def changed_lot(book: EventBook[E, P, R], option: Colour, number: int) -> str:
    """Why ``--lot option`` is refused for pairing round ``number``: round 1 stays paired
    (``number`` > 1) under another lot, the workbook's (``EventBook.workbook_lot``: the
    Lot cell, else the lot of round 1, ``lot_of_round_1``), which decides round 1's
    colours and every later check of them (C.04.3 5.1, Olympiad art. 21, C.04.6 4.1);
    empty: not refused.
    Round 1 paired again (``--force`` while it is the last round) may draw it anew."""
    if number == 1:
        return ""
    known, said = book.workbook_lot(book.event_before(number))
    if known is None or known is option:
        return ""
    how = " (the Lot cell empty)" if said else ""
    return f"--lot {option.name.lower()}: {lot_not_changed(known, how)} ({_AGAIN})"


def lot_cell_refused(stated: Colour | None, recorded: Callable[[], Colour | None]) -> str:
    """Why the Lot cell's ``stated`` lot, another than the Log's ``lot`` row records
    (``log.lot_paired``: asked only then, the two agreeing are not looked at further, so
    every ``pair`` walks no further), is refused once round 1 is paired, both sides: the
    row held to round 1's pairing row first (``recorded``: ``lot_recorded``, refusing the
    row when that says otherwise, so the cell is not told to take a damaged row's lot);
    empty: not refused."""
    held = recorded()
    if stated is None or held is None or held is stated:
        return ""
    return stated_lot_refused(stated, held)


def stated_lot_refused(stated: Colour, found: Colour) -> str:
    """Why the Lot cell's ``stated`` lot is refused once round 1 is paired, as ``--lot``
    is (``changed_lot``): round 1 was paired under another (``found``, as the Log's ``lot``
    row records it, ``log.lot_paired``)."""
    back = found.name.lower()
    return f"{stated.name.lower()}: {lot_not_changed(found)} (type {back} back, or {_AGAIN})"


_AGAIN = "pair round 1 again, --force while it is the last round, to draw it anew"
