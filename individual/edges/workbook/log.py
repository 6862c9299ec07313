"""The ``Log`` sheet of a tournament workbook (team or individual): one row per action
that changes the workbook (init, import, pair, re-pair, renumber, manual change) with its
time, the round and what changed; a round paired is followed by a ``withdrawn`` row naming
who it leaves out because they withdrew, as the command says it; reading commands (a
bulletin, a TRF export) write none. (Older workbooks may still hold ``export`` and
``bulletin`` rows.)

A round paired while games of earlier rounds were unfinished (``*``, a draw for pairing:
Olympiad art. 13, Swiss F.9) is followed by one ``unfinished`` row per such game (its
round is the round paired), the game named in its ``Pairing`` column (``UnfinishedGame``:
``round 2: 3-7 board 4``): a check replays that round as it was paired, though the game
has a result since (``unfinished_when_paired``). Round 1 paired is followed by a ``lot`` row
recording the lot it was paired under in its ``Pairing`` column (``white``): the Lot cell
changed since is refused (``lot_paired``), and the Lot cell emptied reads it
(``eventbook.lot_of_round_1``); the row itself is held to round 1's pairing row, the lot it
shows (``lot_records``, ``eventbook.lot_recorded``); a later round paired with the Lot cell
empty is followed by a ``lot`` row saying where the lot was taken (that record, else read
back from round 1).

Rows that pair a round keep the pairing in the ``Pairing`` column (``3-7 1-5; bye 9;
absent 4``, team or player numbers, the first of each pair having white (on board 1)): it is
what a later run compares a round sheet with to find a manual change. A ``renumber`` row
keeps there the pairing numbers it changed (``Renumbering``: ``17: 30 -> 1; 13: - -> 5``),
the ``init`` row every number init wrote (``17: - -> 1; ...``; none in a workbook made
before the record), a ``rating`` row the ratings corrected since the last pairing
(``37: 1800 -> 2800``), a ``paired rating`` row those a pairing writes first in the Paired
rating column (``37: - -> 1800``: every player's at round 1), so the numbers and ratings in
force when an earlier round was paired can be told (``numbers_in_force``), and the PN and
Paired rating columns the last pairing wrote (``numbers_recorded``, ``ratings_recorded``):
a cell there that differs is a hand edit, refused naming it.
The ``System`` column of a row pairing a round (pair, re-pair,
import) names the system that paired it (the registry's name, ``fide-dutch-2026``; a team
event's Ruleset cell), so that ``check`` and ``explain`` judge each round under it
(``systems_paired``, ``judged_under``) and ``pair`` does not continue an event under
another system unsaid (``system_change``); a workbook made before the
column has none, and its rounds are judged under the event's system, said once; a system
not registered here is refused naming its cell (``unknown_systems``), as the Event sheet's
is. The log is a record, but ``check`` and ``explain`` replay earlier rounds from it: a row
the program cannot read (no action; a row pairing a round, an ``init``, ``renumber``,
``rating`` or ``unfinished`` row whose Pairing cell is not its own record) is refused naming
its cell (``unreadable_rows``; so is such a row's Round cell not holding a round, and one
naming another round than its place in the Log: ``misplaced_rounds``), not passed over; so
is a ``renumber`` row that changes a
number from another than the rows before it gave (one between them deleted:
``numbers_recorded``), and a Log without its ``init`` row, or without the pairing row of a
round whose sheet is there while rows of it or later rounds are left (``deleted_rows``), or,
in a workbook with the init record, without the ``lot`` row after round 1's pairing row
(``lot_row_missing``: the row deleted, or its Action or Round cell changed). A
British system's row also names in its ``Options`` column the options it was paired with
(the Options cell's words, ``none`` for the defaults: ``options_paired``), a Dutch row the
Acceleration and Forbidden pairs (``workbook.requests.requests_record``), which ``check``
and ``explain`` judge the round with; a pairing row whose System (Options) cell is empty
after one (of its system) holding it is refused (``cleared_records``). An ``init`` record
naming fewer players than the pairing rows pair is refused at its cell (``not_recorded``),
not told as every other PN cell typed since. A workbook made before the init record, the
``lot`` row or the ``paired rating`` rows has ``check`` say which hand edits it cannot catch
(``unrecorded_notes``); its next pairing records every PN and Paired rating it writes
(``numbers recorded``, ``ratings recorded`` rows: ``with_numbers_recorded``). A record
longer than one Excel cell (the init row's numbers of some 2,000 players) is kept over
``continued`` rows after its own, each Pairing cell a numbered part (``part 2 of 3: ...``),
read back as one record; parts not whole are refused naming the row.

Which rows a workbook made before a record lacks is decided once, from the records the Log
holds (``RECORD_GENERATIONS``, ``record_generations``), not from the record itself: where
the rows show the program that wrote a row writes a record, that record emptied or its row
deleted is a hand edit, refused naming the cell or where the row was expected
(``records_missing``, ``cleared_records``, ``lot_row_missing``), not read as unsaid.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache

from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.workbook.cells import put_row, whole_number
from individual.edges.workbook.requests import takes_requests
from individual.edges.workbook.settings import unknown_system
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError
from rulesets.systems import INDIVIDUAL, Side, registered, system_of
from rulesets.systems import OPTIONS as READS_OPTIONS

HEADER = ("Time", "Action", "Round", "What changed", "Pairing", "System", "Options")
ACTION_COLUMN = 1 + HEADER.index("Action")
ROUND_COLUMN = 1 + HEADER.index("Round")
PAIRING_COLUMN = 1 + HEADER.index("Pairing")
SYSTEM_COLUMN = 1 + HEADER.index("System")
OPTIONS_COLUMN = 1 + HEADER.index("Options")
NO_OPTIONS = "none"
"""The ``Options`` cell of a round paired under a system with options but none given (the
rules' defaults); an empty cell is a row made before the column (or a system without any)."""
PAIRING_ACTIONS = frozenset({"import", "pair", "re-pair", "manual change"})
UNFINISHED = "unfinished"  # a game typed * when a round was paired: a draw for that pairing
_MATCH = re.compile(r"^(\d+)-(\d+)$")
_GAME = re.compile(r"^round (\d+): (\d+)-(\d+) board (\d+)$")
_CHANGE = re.compile(r"^(\d+): (\d+|-) -> (\d+)$")
RENUMBER = "renumber"
PAIRED = ("pair", "re-pair", "import")
"""The actions that pair a round (a manual change alters a pairing, made by the system
of the row before it)."""
RATING = "rating"  # ratings corrected since the last pairing, each before and after
INIT = "init"  # the workbook made: the pairing numbers it wrote (from none), by number
LOT = "lot"
"""Round 1's row: the lot it was paired under (its Pairing cell: white or black), which the
Lot cell must keep (``lot_paired``) and an empty one reads; a later round's: the lot taken
with the cell empty, as the command said it."""
PAIRED_RATING = "paired rating"
"""The ratings (estimates) a pairing first wrote in the Players sheet's Paired rating column
(from none: every player's at the first pairing, a player's added since at a later one);
with the ``rating`` rows, the record of that column."""
NUMBERS = "numbers recorded"
"""A pairing's row recording every pairing number it wrote (by start or team number, from
none, as the ``init`` row does), written when the Log did not record them all (a workbook
made before the init record, ``numbers_unrecorded``): a PN changed by hand after it is told
(``numbers_recorded``), one changed before it cannot be (``unrecorded_notes``)."""
RATINGS = "ratings recorded"
"""A pairing's row recording every Paired rating it wrote (as ``paired rating`` rows do),
written when the Log did not record the column (a workbook made before the record,
``ratings_unrecorded``): a Paired rating typed by hand after it is told, not before."""


@dataclass(frozen=True)
class UnfinishedGame:
    """A game typed ``*`` when a later round was paired, as the Log keeps it: its round,
    the two numbers it was between (white first; a team match's teams, the first team
    first) and its board."""

    round: int
    first: int
    second: int
    board: int

    def text(self) -> str:
        return f"round {self.round}: {self.first}-{self.second} board {self.board}"

    @classmethod
    def parse(cls, text: str) -> UnfinishedGame | None:
        """The game in ``text``, ``None`` if it is not one."""
        found = _GAME.match(text.strip())
        return cls(*(int(g) for g in found.groups())) if found else None


@dataclass(frozen=True)
class PairingRecord:
    """A round's pairing as the log keeps it."""

    matches: tuple[tuple[int, int], ...]
    bye: int | None = None
    absent: frozenset[int] = frozenset()

    def text(self) -> str:
        parts = [" ".join(f"{a}-{b}" for a, b in self.matches)]
        if self.bye is not None:
            parts.append(f"bye {self.bye}")
        if self.absent:
            parts.append("absent " + " ".join(map(str, sorted(self.absent))))
        return "; ".join(parts)

    def same_pairs(self, other: PairingRecord) -> bool:
        """The same pairs, each with the same colours (on board 1), and the same bye, the
        order of the pairs and those without a game for another reason aside."""
        return (set(self.matches), self.bye) == (set(other.matches), other.bye)

    @classmethod
    def parse(cls, text: str) -> PairingRecord | None:
        """The record in ``text``, ``None`` if it is not one."""
        parts = [p.strip() for p in text.split(";")]
        matches = []
        for pair in parts[0].split():
            found = _MATCH.match(pair)
            if not found:
                return None
            matches.append((int(found.group(1)), int(found.group(2))))
        bye: int | None = None
        absent: set[int] = set()
        for part in parts[1:]:
            word, _, rest = part.partition(" ")
            numbers = rest.split()
            if not all(n.isascii() and n.isdigit() for n in numbers) or word not in (
                "bye",
                "absent",
            ):
                return None
            if word == "bye" and len(numbers) == 1:
                bye = int(numbers[0])
            elif word == "absent":
                absent.update(int(n) for n in numbers)
            else:
                return None
        return cls(tuple(matches), bye, frozenset(absent))


@dataclass(frozen=True)
class Renumbering:
    """The pairing numbers a ``renumber`` row changed (the ratings a ``rating`` row did), as
    its ``Pairing`` column keeps them: for each start number (team number), the value
    before (``None``: none) and the new one."""

    changes: tuple[tuple[int, int | None, int], ...]

    def text(self) -> str:
        return "; ".join(f"{n}: {'-' if old is None else old} -> {new}"
                         for n, old, new in self.changes)  # fmt: skip

    @classmethod
    def parse(cls, text: str) -> Renumbering | None:
        """The numbers in ``text``, ``None`` if it is not one."""
        changes = []
        for part in text.split(";"):
            found = _CHANGE.match(part.strip())
            if not found:
                return None
            number, old, new = found.groups()
            changes.append((int(number), None if old == "-" else int(old), int(new)))
        return cls(tuple(changes))

    @classmethod
    def given(cls, numbers: Mapping[int, int]) -> Renumbering:
        """The pairing numbers ``numbers`` (by start or team number) written where there
        were none, as the ``init`` row keeps them, by new number."""
        return cls(tuple((n, None, new) for n, new in sorted(numbers.items(), key=lambda i: i[1])))


@dataclass(frozen=True)
class LogEntry:
    action: str
    round: int | None = None
    what: str = ""
    pairing: PairingRecord | None = None
    time: str = ""
    game: UnfinishedGame | None = None  # an ``unfinished`` row's game
    numbers: Renumbering | None = None  # a ``renumber`` row's numbers, a ``rating`` row's
    system: str = ""  # the system that paired the round (a row pairing one; empty: unsaid)
    options: str = ""  # its options as the Options cell held them (``NO_OPTIONS``: none)
    row: int = field(default=0, compare=False)  # the Log's row it was read from (0: not read)
    lot: Colour | None = None  # a round-1 ``lot`` row's lot: the one round 1 was paired under
    """(Read: the lot a row's Pairing cell holds, whatever its Action and Round cells say.)"""

    def log_entry(self) -> LogEntry:
        """The row itself (a change found in a sheet, recorded as it is)."""
        return self

    def field(self) -> str | None:
        """The ``Pairing`` column: the pairing recorded, the numbers (ratings) changed, the
        lot round 1 was paired under, or the game left unfinished."""
        if self.pairing is not None:
            return self.pairing.text()
        if self.numbers is not None:
            return self.numbers.text()
        if self.lot is not None:
            return self.lot.name.lower()
        return self.game.text() if self.game is not None else None

    def said(self) -> str:
        """The row as one phrase, its round named once: ``pair round 3: 4 matches``."""
        head = f"{self.action} round {self.round}" if self.round else self.action
        return f"{head}: {self.what}" if self.what else head


def now() -> str:
    """The local time with its offset, to the second."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


def write_log_header(sheet: Worksheet) -> None:
    put_row(sheet, 1, HEADER, bold=True)
    for letter, width in {"A": 26, "B": 14, "C": 7, "D": 80, "E": 60, "F": 22, "G": 30}.items():
        sheet.column_dimensions[letter].width = width


CELL = 32_767
"""The most characters an Excel cell holds (a longer text is cut when the file is read)."""
CONTINUED = "continued"
"""A row continuing the record of the row before it, one longer than a cell (``CELL``: the
numbers of some 2,000 players): each of their Pairing cells holds a numbered part
(``part 2 of 3: ...``), read back joined (``_joined``), as one record."""
_PART = re.compile(r"^part (\d+) of (\d+): (.*)$", re.DOTALL)
_ROOM = CELL - len("part 9999 of 9999: ")


def parts(record: str) -> list[str]:
    """The Pairing cells keeping ``record``: itself when it fits a cell, else its numbered
    parts (``part 1 of 3: ...``), each cut after a ``; `` (else a space: between two
    numbers), the first in the row's own cell, the others in the ``continued`` rows after
    it."""
    if len(record) <= CELL:
        return [record]
    cut: list[str] = []
    while record:
        at = len(record) if len(record) <= _ROOM else (record.rfind("; ", 0, _ROOM) + 2
                                                         or record.rfind(" ", 0, _ROOM) + 1
                                                         or _ROOM)  # fmt: skip
        cut.append(record[:at])
        record = record[at:]
    return [f"part {n} of {len(cut)}: {text}" for n, text in enumerate(cut, start=1)]


def append_log(sheet: Worksheet, entries: Iterable[LogEntry]) -> None:
    """Add ``entries`` after the last used row, stamped with the time now (the ``System``
    and ``Options`` headers written first in a Log made before the columns); a record
    longer than a cell kept over ``continued`` rows after its own (``parts``)."""
    row = _last_row(sheet) + 1
    if any(sheet.cell(1, column).value in (None, "") for column in range(1, len(HEADER) + 1)):
        write_log_header(sheet)
    for entry in entries:
        time, record = entry.time or now(), entry.field()
        first, *more = parts(record) if record is not None else [None]
        put_row(sheet, row, (time, entry.action, entry.round, entry.what, first,
                             entry.system or None, entry.options or None))  # fmt: skip
        for part in more:
            row += 1
            what = f"the {entry.action} row's record, continued"
            put_row(sheet, row, (time, CONTINUED, entry.round, what, part))
        row += 1


def _last_row(sheet: Worksheet) -> int:
    for row in range(sheet.max_row, 0, -1):
        if any(sheet.cell(row, c).value not in (None, "") for c in range(1, len(HEADER) + 1)):
            return row
    return 0


def _rows(sheet: Worksheet) -> Iterator[tuple[int, tuple[object, ...], str, int]]:
    """Each Log row from the second, its cells (``HEADER``'s), a record kept over
    ``continued`` rows joined into its Pairing cell (``_joined``; those rows not given
    apart), and the problem its parts have (empty: none) with the column to name."""
    rows = list(enumerate(sheet.iter_rows(min_row=2, max_col=len(HEADER), values_only=True),
                          start=2))  # fmt: skip
    width, at = len(HEADER), 0
    while at < len(rows):
        number, row = rows[at][0], (*rows[at][1], *([None] * width))[:width]
        at += 1
        if _action(row) == CONTINUED:
            yield number, row, ("a continued row not after the row whose record it continues "
                                "(restore that row, or a version with the 'versions' "
                                "command)"), ACTION_COLUMN  # fmt: skip
            continue
        kept = PAIRING_COLUMN - 1  # the record's index in a row
        if not (isinstance(row[kept], str) and _PART.match(row[kept])):
            yield number, row, "", 0
            continue
        cells: list[object] = [row[kept]]
        typed_over: list[tuple[int, tuple[object, ...], str, int]] = []
        while at < len(rows) and (
            _action(rows[at][1]) == CONTINUED or _part(rows[at][1], len(cells) + 1)
        ):
            later, cell = rows[at][0], rows[at][1][kept] if len(rows[at][1]) > kept else None
            if _action(rows[at][1]) != CONTINUED:  # the part's row, its Action typed over
                said = _continued_typed_over(rows[at][1], str(cell), _action(row), number)
                typed_over.append((later, rows[at][1], said, ACTION_COLUMN))
            cells.append(cell)
            at += 1
        record, problem = _joined(cells, _action(row))
        joined = (*row[:kept], record, *row[kept + 1 :])
        yield number, joined, problem, PAIRING_COLUMN if problem else 0
        yield from typed_over


def _part(row: Sequence[object], number: int) -> bool:
    """Whether ``row``'s Pairing cell holds part ``number`` of a record (``parts``)."""
    cell = row[PAIRING_COLUMN - 1] if len(row) > PAIRING_COLUMN - 1 else None
    found = _PART.match(cell) if isinstance(cell, str) else None
    return found is not None and int(found.group(1)) == number


def _continued_typed_over(row: Sequence[object], part: str, action: str, first: int) -> str:
    """What a row keeping the next part (``part``) of the record of the ``action`` row
    ``first`` says when its Action cell is not ``continued`` (typed over): its Action."""
    typed = row[ACTION_COLUMN - 1]
    shown = "empty" if typed in (None, "") else repr(typed)
    found = _PART.match(part)
    numbered = f"part {found.group(1)} of {found.group(2)}" if found else "a part"
    return (f"{shown}: this row's Pairing cell holds {numbered} of the {action} row's record "
            f"(row {first}), and its Action cell is {CONTINUED!r} (type it back, or restore a "
            "version with the 'versions' command)")  # fmt: skip


def _action(row: Sequence[object]) -> str:
    at = ACTION_COLUMN - 1
    action = row[at] if len(row) > at else None
    return action.strip() if isinstance(action, str) else ""


def _a(action: str) -> str:
    """``an init``, ``a pair``: the action with its article, for a sentence."""
    return f"{'an' if action[:1] in tuple('aeiou') else 'a'} {action}"


def _joined(cells: Sequence[object], action: str) -> tuple[str, str]:
    """The record kept in ``cells`` (a row's Pairing cell, ``part 1 of N: ...``, then its
    ``continued`` rows'), and the problem when they are not parts 1 to N in order (a row
    deleted, moved or typed over): then the first cell as it is, which no record reads."""
    found = [_PART.match(c) if isinstance(c, str) else None for c in cells]
    counts = {int(f.group(2)) for f in found if f}
    if (
        all(found)
        and [int(f.group(1)) for f in found if f] == list(range(1, len(cells) + 1))
        and counts == {len(cells)}
    ):
        return "".join(f.group(3) for f in found if f), ""
    said = f"{len(cells)} of {max(counts)}" if len(counts) == 1 else f"{len(cells)}"
    return str(cells[0]), (f"{_a(action)} row's record, kept over {said} parts (this row's "
                           "Pairing cell and the continued rows after it), is not whole: "
                           "a part was deleted, moved or typed over (restore it, or a "
                           "version with the 'versions' command)")  # fmt: skip


def read_log(sheet: Worksheet) -> list[LogEntry]:
    """Every row that names an action (a record kept over ``continued`` rows read as one);
    what cannot be read is left as text or ``None``."""
    entries = []
    for at, row, _, _ in _rows(sheet):
        time, action, rnd, what, pairing, system, options = row
        if not isinstance(action, str) or not action.strip() or action.strip() == CONTINUED:
            continue
        number = _round_cell(rnd)
        text = pairing if isinstance(pairing, str) else None
        game = UnfinishedGame.parse(text) if text and action.strip() == UNFINISHED else None
        changed = action.strip() in (RENUMBER, RATING, INIT, PAIRED_RATING, NUMBERS, RATINGS)
        numbers = Renumbering.parse(text) if text and changed else None
        lot = drawn(text) if text and not (game or numbers) else None  # a lot row's (or garbled)
        record = PairingRecord.parse(text) if text and not (game or numbers or lot) else None
        named = system.strip() if isinstance(system, str) else ""
        given = "" if options is None else str(options).strip()
        entries.append(LogEntry(action.strip(), number, str(what or ""), record, str(time or ""),
                                game, numbers, named, given, at, lot))  # fmt: skip
    return entries


def _round_cell(value: object) -> int | None:
    """A Round cell's round (``cells.whole_number``: ``3``, ``3.0``, ``'3'``), a plain
    number or an empty cell read here (no walk to the cells' module for each row)."""
    return value if type(value) is int or value is None else whole_number(value)


@dataclass(frozen=True)
class LogProblems:
    """What reading a workbook finds wrong against its Log, in one walk: a round the Log
    records whose sheet is gone (``rounds_without_sheet``), the Log rows the program cannot
    read (``unreadable_rows``: problem, row, column) and the PN cells a hand edit changed
    (``pairing_number_problems``: by start or team number)."""

    gone: str | None
    rows: tuple[tuple[str, int, int], ...]
    numbers: Mapping[int, str]
    ratings: Mapping[int, str] = field(default_factory=dict)
    """The Paired rating cells a hand edit changed (``paired_rating_problems``)."""
    unrecorded: frozenset[str] = frozenset()
    """The records the Log lacks (a workbook made before them) that the next pairing makes:
    ``NUMBERS`` (``numbers_unrecorded``), ``RATINGS`` (``ratings_unrecorded``)."""


def log_problems(
    sheet: Worksheet | None,
    entries: Sequence[LogEntry],
    sheets: Iterable[int],
    numbers: Mapping[int, int | None],
    records: Mapping[int, PairingRecord],
    ratings: Mapping[int, int | None] | None = None,
) -> LogProblems:
    """``LogProblems`` of the Log ``sheet`` (``None``: none) read as ``entries``, the
    workbook's round sheets ``sheets``, its PN cells ``numbers``, its rounds' pairings
    ``records`` and its Paired rating cells ``ratings`` (an individual workbook's)."""
    recorded, missing = numbers_recorded(entries)
    read = unreadable_rows(sheet) if sheet is not None else []
    header = next(sheet.iter_rows(max_row=1, values_only=True), ()) if sheet is not None else ()
    generations = record_generations(entries, header)
    if rounds := [*(p for p in read if p[2] == ROUND_COLUMN), *misplaced_rounds(entries, records)]:
        deleted = []  # told by the Round cell changed, not as a row deleted
    else:
        deleted = deleted_rows(entries, sheets, generations)
    cells = {(row, column) for _, row, column in read}  # told as unreadable already
    emptied = [p for p in (*cleared_records(entries, generations),
                           *records_missing(entries, generations, bool(ratings)))
               if (p[1], p[2]) not in cells]  # fmt: skip
    unrecorded = {NUMBERS} if numbers_unrecorded(entries) else set()
    every = NUMBERS not in unrecorded
    lost, unpaired = not_recorded(numbers, recorded, entries, "PN", INIT, every)
    rows = (*read, *(p for p in rounds if p not in read), *missing, *lost,
            *emptied, *deleted)  # fmt: skip
    found = pairing_number_problems(numbers, records, recorded, every)
    rated: Mapping[int, str] = {}
    if ratings:
        kept, complete = ratings_recorded(entries)
        gone, unrated = not_recorded(ratings, kept, entries, "Paired rating", PAIRED_RATING,
                                     complete)  # fmt: skip
        rows = (*rows, *gone)
        rated = _without(paired_rating_problems(ratings, kept, complete), unrated)
        written = any(v is not None for v in ratings.values())  # a round typed by hand, say
        if not complete and (written or any(e.action in PAIRED for e in entries)):
            unrecorded.add(RATINGS)  # the next pairing records them (records_missing)
    return LogProblems(rounds_without_sheet(entries, sheets), rows,
                       _without(found, unpaired), rated, frozenset(unrecorded))  # fmt: skip


def _without(found: Mapping[int, str], numbers: Iterable[int]) -> dict[int, str]:
    """``found`` without the cells of ``numbers`` (told at a Log row instead)."""
    left = set(numbers)
    return {n: problem for n, problem in found.items() if n not in left}


def drawn(text: str) -> Colour | None:
    """A ``lot`` row's record: the lot round 1 was paired under (``white``, ``black``, as
    ``LogEntry.field`` writes it); ``None``: not one."""
    return Colour.__members__.get(text.strip().upper())


_RECORDS: Mapping[str, Callable[[str], object]] = {
    RENUMBER: Renumbering.parse,
    RATING: Renumbering.parse,
    INIT: Renumbering.parse,
    NUMBERS: Renumbering.parse,
    RATINGS: Renumbering.parse,
    PAIRED_RATING: Renumbering.parse,
    UNFINISHED: UnfinishedGame.parse,
    LOT: drawn,
    **dict.fromkeys(PAIRING_ACTIONS, PairingRecord.parse),
}
"""How each Log row that keeps a record in its ``Pairing`` cell reads it (``None``: not
one)."""


def unreadable_rows(sheet: Worksheet) -> list[tuple[str, int, int]]:
    """Each Log row the program cannot read, as (problem, row, column): something typed
    but no action, or a row keeping a record (``_RECORDS``: a pairing, the numbers written
    or renumbered, the ratings corrected, an unfinished game) whose Pairing cell holds
    text that is not its record (an empty one is a workbook made before the record), or
    kept over ``continued`` rows not whole (``_joined``)."""
    found = []
    for number, row, problem, column in _rows(sheet):
        if problem:
            found.append((problem, number, column))
            continue
        named, pairing = _action(row), row[PAIRING_COLUMN - 1]
        if not named:
            if any(v not in (None, "") for v in row):
                found.append(("a Log row without its Action (restore it, or a version with "
                              "the 'versions' command)", number, ACTION_COLUMN))  # fmt: skip
            continue
        if named not in _RECORDS:
            continue
        article = "an" if named[0] in "aeiou" else "a"  # an init, an unfinished row
        rnd = row[ROUND_COLUMN - 1] if len(row) > ROUND_COLUMN - 1 else None
        if named != INIT and ((whole := _round_cell(rnd)) is None or whole < 1):
            shown = "is empty" if rnd in (None, "") else f"holds {rnd!r}, not a round number"
            found.append((f"{article} {named} row's Round cell {shown}: it keeps the round the "
                          "program wrote it for (restore it, or a version with the 'versions' "
                          "command)", number, ROUND_COLUMN))  # fmt: skip
        if pairing in (None, ""):
            continue
        text = str(pairing)
        if _RECORDS[named](text) is None:
            shown = text if len(text) <= 60 else f"{text[:60]}..."
            found.append((f"{article} {named} row's Pairing cell the program cannot read "
                          f"({shown!r}): "
                          "it keeps what the program wrote (restore it, or a version with "
                          "the 'versions' command)", number, PAIRING_COLUMN))  # fmt: skip
    return found


@dataclass(frozen=True)
class KeptCell:
    """A cell the program writes on every pairing row (``PAIRED``) since its column was made:
    its ``column``, what a row holds there (``held``), the rows that share the record
    (``among``: a key, the rows of one system for a record only some systems keep) and
    what it records of round N (``what``)."""

    column: int
    held: Callable[[LogEntry], str]
    what: str
    among: Callable[[LogEntry], str] = lambda _: ""
    always: Callable[[LogEntry], bool] = lambda _: True
    """Whether a program writing the cell writes it on this row (its system keeps it)."""


@cache
def keeps_options(system: str) -> bool:
    """Whether the program records in a pairing row of ``system`` the options it paired
    with (a system with options, ``pair_entry``; one taking the Acceleration or Forbidden
    pairs); looked up once for each name."""
    ruleset = registered(system, INDIVIDUAL)
    return ruleset is not None and (
        READS_OPTIONS in system_of(ruleset).reads or takes_requests(system)
    )


KEPT_CELLS = (
    KeptCell(SYSTEM_COLUMN, lambda e: e.system, "the system that paired round {}"),
    KeptCell(
        OPTIONS_COLUMN,
        lambda e: e.options,
        "the options round {} was paired with",
        lambda e: e.system,
        lambda e: keeps_options(e.system),
    ),
)
"""The cells a pairing row records (the system that paired it; the options, where its
system has them), refused emptied (``cleared_records``)."""


def cleared_records(
    entries: Sequence[LogEntry],
    generations: Sequence[Generation] = (),
    cells: Sequence[KeptCell] = KEPT_CELLS,
) -> Iterator[tuple[str, int, int]]:
    """A problem (problem, row, column) for each pairing row (``PAIRED``) whose cell of
    ``cells`` is empty after a row that holds one (of its system, for a record only some
    systems keep), or where its ``generations`` (``record_generations``) show the program
    that wrote the row writes it (the Options cell: its system's rows hold one elsewhere):
    the program writes it on every such row since the column was made (only rows written
    before are a workbook made before the record), so the empty cell is a hand edit,
    refused rather than read as unsaid."""
    first: dict[tuple[int, str], LogEntry] = {}
    kept = {(cell.column, cell.among(e)) for e in entries if e.action in PAIRED
            for cell in cells if cell.held(e)}  # fmt: skip
    for at, entry in enumerate(entries):
        if entry.action not in PAIRED or not entry.round:
            continue
        for cell in cells:
            key, header = (cell.column, cell.among(entry)), HEADER[cell.column - 1]
            back = f"type back {cell.what.format(entry.round)}, or restore a version with the " \
                   "'versions' command"  # fmt: skip
            if cell.held(entry):
                first.setdefault(key, entry)
            elif (since := first.get(key)) is not None:
                scope = cell.among(entry)
                each = f"{header.lower()} of each round paired" + (
                    f" under {scope}" if scope else "")  # fmt: skip
                yield (f"the {header} cell of round {entry.round}'s {entry.action} row is "
                       f"empty, though the Log records the {each} since row {since.row} "
                       f"({cell.held(since)}): {back}", entry.row, cell.column)  # fmt: skip
            elif (
                generations
                and generations[at].number >= _GENERATION[header]
                and (key in kept or cell.always(entry))
            ):
                yield (f"the {header} cell of round {entry.round}'s {entry.action} row is "
                       f"empty, though {generations[at].shown} shows the program that paired "
                       f"it records there {cell.what.format(entry.round)}: a hand edit, "
                       f"refused rather than read as unsaid ({back})",
                       entry.row, cell.column)  # fmt: skip


_BEFORE = frozenset({RENUMBER, RATING, PAIRED_RATING, RATINGS})
"""The rows written with a round's pairing row, before it (their round its round)."""

SYSTEM, OPTIONS = HEADER[SYSTEM_COLUMN - 1], HEADER[OPTIONS_COLUMN - 1]
RECORD_GENERATIONS: tuple[tuple[str, ...], ...] = (
    (RENUMBER, SYSTEM, RATING),
    (INIT, OPTIONS, LOT, PAIRED_RATING, NUMBERS),
)
"""The records the program writes in the Log, in the order it introduced them, by
generation: the ``renumber`` row's numbers, the System cell of a pairing row and the
``rating`` row's ratings; then the ``init`` row's numbers, the Options cell (a system with
options, or taking the requests), round 1's ``lot`` row, the ``paired rating`` rows and the
``numbers recorded`` (``ratings recorded``) rows. The records of one generation came in
together (within hours, no release between them): a row showing one shows the program
that wrote it writes them all, so where it would have written one that is missing, a hand
emptied or deleted it (``record_generations``, ``records_missing``)."""
_GENERATION = {kind: g for g, kinds in enumerate(RECORD_GENERATIONS) for kind in kinds}
_GENERATION[RATINGS] = _GENERATION[NUMBERS]


def _shown(entry: LogEntry) -> Iterator[str]:
    """The records of ``RECORD_GENERATIONS`` the row ``entry`` shows (a row kind the program
    wrote only since it came in: the row itself; else its record)."""
    recorded = entry.action in (INIT, RENUMBER, RATING) and entry.numbers is not None
    if recorded or entry.action in (LOT, PAIRED_RATING, NUMBERS, RATINGS):
        yield entry.action
    elif entry.action in PAIRED:
        yield from [*([SYSTEM] if entry.system else []), *([OPTIONS] if entry.options else [])]


@dataclass(frozen=True)
class Generation:
    """The newest generation of records (``RECORD_GENERATIONS``; -1: none) the program that
    wrote a Log row was of, as the rows show it, and what shows it (``shown``, for a
    sentence: ``the lot row of round 1 (row 5)``)."""

    number: int
    shown: str = ""


def record_generations(
    entries: Sequence[LogEntry], header: Sequence[object] = ()
) -> list[Generation]:
    """For each row of ``entries``, the ``Generation`` of the program that wrote it: the
    newest one the rows of its action (a pairing with the rows written before and after
    it; init) or of an earlier one show, since a later program writes what an earlier one
    did. Init's row shows only its own record; the workbook is taken as made by the program
    that paired round 1 first where it did not find the numbers unrecorded (no ``numbers
    recorded`` row with it), or by one that wrote the Log's ``header`` with the Options
    column while no row shows the generation that wrote it (a later program adding rows
    to a workbook made before the records shows it: its ``numbers recorded`` row, say)."""
    spans: list[list[int]] = []  # the rows of each action, by index
    closed = True  # the action so far holds its pairing (init) row: the next opens another
    for at, entry in enumerate(entries):
        if closed and (entry.action in _BEFORE or entry.action in PAIRING_ACTIONS
                       or entry.action == INIT):  # fmt: skip
            spans.append([])
            closed = False
        if not spans:
            spans.append([])
        spans[-1].append(at)
        closed = closed or entry.action in PAIRING_ACTIONS or entry.action == INIT
    own = [max((Generation(_GENERATION[kind], _showing(entries[at], kind))
                for at in span for kind in _shown(entries[at])),
               key=lambda g: g.number, default=Generation(-1)) for span in spans]  # fmt: skip
    if spans and entries[0].action == INIT:
        paired = [i for i, span in enumerate(spans) if any(entries[a].action in PAIRED
                                                           for a in span)]  # fmt: skip
        if paired and not any(entries[a].action == NUMBERS for a in spans[paired[0]]):
            own[0] = max(own[0], own[paired[0]], key=lambda g: g.number)
        newest = max(g.number for g in own)
        if OPTIONS in (str(v).strip() for v in header if v) and newest < _GENERATION[OPTIONS]:
            shown = Generation(_GENERATION[OPTIONS], "the Log's header, its Options column "
                               "(no row shows it written later, with rows of its own)")  # fmt: skip
            own[0] = max(own[0], shown, key=lambda g: g.number)
    found: list[Generation] = [Generation(-1)] * len(entries)
    now = Generation(-1)
    for span, generation in zip(spans, own, strict=True):
        now = generation if generation.number > now.number else now
        for at in span:
            found[at] = now
    return found


def _showing(entry: LogEntry, kind: str) -> str:
    """What shows the record ``kind`` in the row ``entry``, for a sentence."""
    if kind in (SYSTEM, OPTIONS):
        return f"the {kind} cell of the {_row_named(entry)} (row {entry.row})"
    if kind in (INIT, RENUMBER, RATING):
        return f"the record of the {_row_named(entry)} (row {entry.row})"
    return f"the {_row_named(entry)} (row {entry.row})"


def records_missing(
    entries: Sequence[LogEntry], generations: Sequence[Generation], ratings: bool
) -> list[tuple[str, int, int]]:
    """The records a program of the row's ``generations`` wrote and a hand emptied or
    deleted, as (problem, row, column): a ``renumber`` or ``rating`` row's Pairing cell
    empty; the pairing numbers (``ratings``: also the Paired rating column) not all
    recorded after a pairing by a program that records them (its init record emptied, its
    ``paired rating`` or a ``numbers recorded`` row deleted), named where the record was
    expected. Refused rather than read as a workbook made before the record, whose hand
    edits the next pairing would record as renumberings and rating corrections."""
    found, told = [], set()
    fix = "restore it, or a version with the 'versions' command"
    for entry, generation in zip(entries, generations, strict=True):
        if (
            entry.action in (RENUMBER, RATING)
            and entry.numbers is None
            and (generation.number >= _GENERATION[entry.action])
        ):
            what = "pairing numbers" if entry.action == RENUMBER else "ratings"
            found.append((f"the Pairing cell of the {_row_named(entry)} is empty, though "
                          f"{generation.shown} shows the program that wrote it records there "
                          f"the {what} it changed: a hand edit, refused rather than read as "
                          f"unsaid ({fix})", entry.row, PAIRING_COLUMN))  # fmt: skip
            told.add(entry.action)
    if not any(e.action == INIT for e in entries):  # deleted_rows tells it
        return found
    columns: list[tuple[str, Callable[[Sequence[LogEntry]], bool]]] = []
    if RENUMBER not in told:
        columns.append((INIT, numbers_unrecorded))
    if ratings and RATING not in told:
        columns.append((PAIRED_RATING, lambda part: not ratings_recorded(part)[1]))
    opening = _BEFORE | PAIRING_ACTIONS | {INIT}
    for kind, unrecorded in columns:
        for at, entry in enumerate(entries):
            generation = generations[at]
            if entry.action not in PAIRED or generation.number < _GENERATION[kind]:
                continue
            end = next((j for j in range(at + 1, len(entries))
                        if entries[j].action in opening), len(entries))  # fmt: skip
            if unrecorded(entries[:end]):
                init = next(i for i, e in enumerate(entries) if e.action == INIT)
                made = generations[init].number >= _GENERATION[INIT]  # by a program recording
                found.append(_unrecorded(entries[:end], entry, generation, kind, made))
                break
    return found


def _unrecorded(
    part: Sequence[LogEntry], paired: LogEntry, generation: Generation, kind: str, made: bool
) -> tuple[str, int, int]:
    """The problem when the Log up to the rows of ``paired`` (``part``), written by a
    program of ``generation``, does not record every pairing number (``kind``: ``init``)
    or Paired rating (``paired rating``), named where the record was expected: the init
    row's Pairing cell where the workbook was ``made`` by a program writing it."""
    shown, fix = generation.shown, "restore a version with the 'versions' command"
    if kind == INIT:
        init = next(e for e in part if e.action == INIT)
        if made and init.numbers is None and not any(e.action == NUMBERS for e in part):
            return (f"the Pairing cell of the init row is empty, though {shown} shows the "
                    "workbook made by a program that records there the pairing numbers init "
                    "gave (the PN column is read against them): a hand edit, refused rather "
                    f"than read as unsaid ({fix})", init.row, PAIRING_COLUMN)  # fmt: skip
        record = f"a {NUMBERS} row after that row, recording every pairing number it wrote"
    elif not any(e.action in PAIRED for e in part if e.row < paired.row):
        record = (f"a {PAIRED_RATING} row before that row, recording the Paired rating it "
                  "wrote for every player")  # fmt: skip
    else:
        record = f"a {RATINGS} row before that row, recording every Paired rating it wrote"
    column = "pairing number" if kind == INIT else "Paired rating"
    return (f"the Log does not record every {column} the pairing of round {paired.round} "
            f"wrote (its {paired.action} row, row {paired.row}), though {shown} shows the "
            f"program that paired it writes {record}: a row was deleted ({fix})",
            paired.row, ACTION_COLUMN)  # fmt: skip


def misplaced_rounds(
    entries: Sequence[LogEntry], records: Mapping[int, PairingRecord]
) -> list[tuple[str, int, int]]:
    """A problem (problem, row, column) for each row whose Round cell names another round
    than its place in the Log: the program writes a round's rows when it pairs it, in
    order, so a pair (import) row pairs the round after the one the pairing row before it
    did (a later one: the rows between deleted, ``deleted_rows``, unless its pairing is
    that round's sheet's, ``records``), a re-pair row that round again; the ``renumber``,
    ``rating`` and ``paired rating`` rows before a pairing row are of its round (or of a
    round whose pairing row was deleted before it), the ``unfinished`` rows after it of its
    round."""
    found = []
    real: list[tuple[int, int] | None] = []  # each pairing row's round (first, last), else None
    last, before = 0, 0
    for entry in entries:
        if entry.action not in PAIRED:
            real.append(None)
            continue
        again = entry.action == "re-pair"
        expected = first = last if again and last else last + 1
        held = entry.round or 0  # not a round (None, 0): unreadable_rows tells it
        if held == expected or (held > expected and records.get(expected) != entry.pairing):
            expected = held  # a later one: rows deleted (of rounds first..held), deleted_rows
        elif held >= 1:
            why = (f"its pairing is round {expected}'s, as its sheet holds it" if held > expected
                   else f"round {last} again, paired by row {before}" if again
                   else f"the round after round {last}, paired by row {before}" if last
                   else "the first round paired")  # fmt: skip
            found.append(_round_changed(entry, expected, f"the row pairs round {expected} "
                                        f"({why})"))  # fmt: skip
        last, before = expected, entry.row
        real.append((min(first, last), last))
    after: list[tuple[int, int] | None] = []  # the next pairing row's rounds, for each row
    for rounds in reversed(real):
        after.append(rounds if rounds is not None else after[-1] if after else None)
    after.reverse()
    ahead: int | None = None  # the round of the pairing row before
    for at, entry in enumerate(entries):
        if (rounds := real[at]) is not None:
            ahead = rounds[1]
            continue
        if entry.round is None or entry.round < 1:
            continue
        nxt = after[at]
        if entry.action in _BEFORE and nxt is not None and not nxt[0] <= entry.round <= nxt[1]:
            found.append(_round_changed(entry, nxt[1], f"it was written with the pairing of "
                                        f"round {nxt[1]}, the next pairing row's"))  # fmt: skip
        elif entry.action == UNFINISHED and ahead is not None and entry.round != ahead:
            found.append(_round_changed(entry, ahead, f"it was written with the pairing of "
                                        f"round {ahead}, the pairing row's before it"))  # fmt: skip
    return found


def _round_changed(entry: LogEntry, expected: int | None, why: str) -> tuple[str, int, int]:
    """The problem of ``entry``'s Round cell, changed from ``expected`` (``None``: unknown)
    as ``why`` tells."""
    back = f"type back {expected}, or restore" if expected else "restore"
    return (f"the {entry.action} row's Round cell holds {entry.round}, but {why}: the Round "
            f"cell was changed ({back} a version with the 'versions' command)",
            entry.row, ROUND_COLUMN)  # fmt: skip


def deleted_rows(
    entries: Sequence[LogEntry],
    sheets: Iterable[int],
    generations: Sequence[Generation] | None = None,
) -> list[tuple[str, int, int]]:
    """The Log rows the program wrote and a hand deleted, where the rows left show it, as
    (problem, row, column): the ``init`` row (every workbook's first: init writes it) when
    other rows follow; the pairing row of a round whose sheet is there (``sheets``) when a
    row of that round or a later one, written when it was paired or after, is left (a
    round sheet typed by hand has no row of its own or after it until the next pairing,
    which records it as a manual change)."""
    if not entries:
        return []
    found = []
    if not any(e.action == INIT for e in entries):
        found.append((f"the Log begins with the {_row_named(entries[0])}: its init row (the "
                      "first, written when the workbook was made, recording the pairing "
                      "numbers given) is missing (restore it, or a version with the "
                      "'versions' command)", entries[0].row, 2))  # fmt: skip
    recorded = {e.round for e in entries if e.action in PAIRING_ACTIONS}
    for number in sorted(set(sheets) - recorded):
        later = next((e for e in entries if e.round and e.round >= number), None)
        if later is not None:
            found.append((f"the Log records no pairing of round {number} (no pair, re-pair "
                          f"or import row of round {number}), though the workbook has the "
                          f"sheet 'Round {number}' and this {_row_named(later)} was written "
                          "after it was paired: a row was deleted (restore it, or a version "
                          "with the 'versions' command)", later.row, 3))  # fmt: skip
    return [*found, *lot_row_missing(entries, generations)]


def lot_row_missing(
    entries: Sequence[LogEntry], generations: Sequence[Generation] | None = None
) -> list[tuple[str, int, int]]:
    """Round 1's ``lot`` row (``lot_paired``: what the Lot cell is held to) deleted, or its
    Action or Round cell changed, as (problem, row, column): the program writes it right
    after each row pairing round 1 (``PAIRED``), so where the ``generations`` of round 1's
    latest pairing row (``record_generations``: the Log's records show the program that
    wrote it writes the lot row) hold it, that row without a ``lot`` row of round 1 after it
    is a hand edit, named at the changed cell of the row after it (its Pairing cell still
    holding a lot), else at round 1's pairing row (the row deleted; or, after an ``import``
    row, never written: ``init`` from a TRF wrote none before the record). A workbook made
    before the record is not looked at."""
    generations = generations or record_generations(entries)
    at = max((i for i, e in enumerate(entries) if e.round == 1 and e.action in PAIRED),
             default=None)  # fmt: skip
    if at is None or generations[at].number < _GENERATION[LOT]:
        return []
    paired, later = entries[at], entries[at + 1 :]
    if any(e.action == LOT and e.round == 1 and e.lot is not None for e in later):
        return []
    restore = "restore a version with the 'versions' command"
    if later and (after := later[0]).lot is not None:
        kept = f"(its Pairing cell records the lot round 1 was paired under, {after.field()})"
        if after.action != LOT:
            return [(f"the Action cell of a lot row {kept} holds {after.action!r}: type back "
                     f"{LOT}, or {restore}", after.row, 2)]  # fmt: skip
        held = "does not hold" if after.round is None else f"holds {after.round}, not"
        return [(f"the Round cell of a lot row {kept} {held} round 1: type back 1, or "
                 f"{restore}", after.row, ROUND_COLUMN)]  # fmt: skip
    unwritten = ("; a workbook init made from a TRF before the record has none: type one "
                 "after this row, Action lot, Round 1, Pairing the file's lot, white or black"
                 if paired.action == "import" else "")  # fmt: skip
    return [(f"round 1's {paired.action} row was written by a program that writes the lot row "
             f"({generations[at].shown} shows it), but no lot "
             "row of round 1 follows it (the lot round 1 was paired under, which the Lot cell "
             f"is held to): a row was deleted (restore it, or a version with the 'versions' "
             f"command{unwritten})", paired.row, 2)]  # fmt: skip


Recorded = Mapping[int, tuple[int, LogEntry]]
"""For each start (team) number, the PN the Log gave it last and the row that gave it."""


def numbers_recorded(entries: Iterable[LogEntry]) -> tuple[Recorded, list[tuple[str, int, int]]]:
    """For each start (team) number the Log numbers, the PN the latest row naming it gave
    (the ``init`` row, or the latest ``numbers recorded`` row, and the ``renumber`` rows
    after it) and that row: what the PN column holds, since the program logs every number
    it writes; and a ``renumber`` row that changes a number from another than the rows
    before it gave (a renumber row between them is missing: deleted), as (problem, row,
    column). The numbers are empty when a ``renumber`` row since the last row recording
    them all does not record them (a workbook made before the record) or when one is
    missing (told at the row after it)."""
    found: dict[int, tuple[int, LogEntry]] = {}
    lost = False  # a renumber row without its record since the last row recording them all
    for entry in entries:
        if entry.action in (INIT, NUMBERS) and entry.numbers is not None:
            found, lost = {n: (new, entry) for n, _, new in entry.numbers.changes}, False
        elif entry.action == RENUMBER and not lost:
            if entry.numbers is None:
                found, lost = {}, True
                continue
            if missing := _missing_before(entry, entry.numbers, found):
                return {}, [(missing, entry.row, PAIRING_COLUMN)]
            found.update((n, (new, entry)) for n, _, new in entry.numbers.changes)
    return found, []


def numbers_unrecorded(entries: Iterable[LogEntry]) -> bool:
    """Whether the Log does not record every pairing number the PN column holds (no
    ``init`` or ``numbers recorded`` row with them, or a ``renumber`` row without its
    record since: a workbook made before the record), which the next pairing records
    (``with_numbers_recorded``)."""
    unrecorded = True
    for entry in entries:
        if entry.action in (INIT, NUMBERS) and entry.numbers is not None:
            unrecorded = False
        elif entry.action == RENUMBER and entry.numbers is None:
            unrecorded = True
    return unrecorded


def ratings_unrecorded(entries: Sequence[LogEntry]) -> bool:
    """Whether the Log does not record every Paired rating (``ratings_recorded``) though a
    round was paired (before the first pairing, its ``paired rating`` row records them)."""
    return not ratings_recorded(entries)[1] and any(e.action in PAIRED for e in entries)


def unrecorded_notes(entries: Sequence[LogEntry], ratings: bool) -> list[str]:
    """What ``check`` of both sides says of a workbook made before the Log recorded the
    pairing numbers (the init row's record), round 1's lot (the ``lot`` row every pairing
    of round 1 writes) or, ``ratings``, the Paired rating column (``paired rating`` rows):
    for each record missing, the hand edits the workbook cannot catch and why; where a
    pairing since recorded them (``recording``), from which round."""
    before = "a workbook made before the Log recorded"
    notes = []
    for action, unrecorded, column, edit in (
        (NUMBERS, numbers_unrecorded(entries), "the pairing numbers",
         "a PN changed by hand (two swapped, say)"),
        *([(RATINGS, ratings_unrecorded(entries), "the Paired rating column",
            "a Paired rating typed by hand")] if ratings else []),
    ):  # fmt: skip
        since = [e.round for e in entries if e.action == action and e.numbers is not None]
        if unrecorded:
            notes.append(f"{before} {column}: {edit} cannot be told from what the program "
                         "wrote, having no record to compare with; the next pairing records "
                         "them")  # fmt: skip
        elif since and since[-1]:
            notes.append(f"{before} {column} (recorded since the pairing of round "
                         f"{since[-1]}): {edit} before then cannot be told")  # fmt: skip
    round_1 = any(e.action in ("pair", "re-pair") and e.round == 1 for e in entries)
    if round_1 and lot_paired(entries) is None:
        notes.append(f"{before} the lot round 1 was paired under: the Lot cell changed since "
                     "is not refused (nor recorded later: it may have been changed already); "
                     "round 1 is judged under the lot the cell states, where another lot "
                     "shows as colours that differ")  # fmt: skip
    return notes


def with_numbers_recorded(entries: Sequence[LogEntry], now: Mapping[int, int]) -> list[LogEntry]:
    """The rows a pairing logs (``entries``), its pairing row followed by the ``numbers
    recorded`` row of every pairing number it wrote: the PN column as read (``now``) with
    its ``renumber`` row's numbers; ``entries`` when none pairs a round."""
    written = dict(now)
    for entry in entries:
        if entry.action == RENUMBER and entry.numbers is not None:
            written.update((n, new) for n, _, new in entry.numbers.changes)
    found: list[LogEntry] = []
    for entry in entries:
        found.append(entry)
        if entry.action in PAIRED and entry.round:
            found.append(recording(NUMBERS, written, entry.round))
    return found


def recording(action: str, values: Mapping[int, int | None], number: int) -> LogEntry:
    """The ``numbers recorded`` (``action``: ``ratings recorded``) row of the pairing of
    round ``number``: every value it wrote (``values``: PN, Paired rating; empty ones
    left out), recorded from it on in a workbook whose Log did not record them."""
    given = {n: v for n, v in values.items() if v is not None}
    column = "pairing number" if action == NUMBERS else "Paired rating"
    what = (f"every {column} this pairing wrote ({len(given)}), recorded: the Log did not "
            "record them (a workbook made before the record)")  # fmt: skip
    changes = tuple((n, None, v) for n, v in sorted(given.items(), key=lambda i: i[1]))
    return LogEntry(action, number, what, numbers=Renumbering(changes))


def _row_named(entry: LogEntry) -> str:
    """``init row``, ``renumber row of round 2``: a Log row for a sentence."""
    return f"{entry.action} row" + (f" of round {entry.round}" if entry.round else "")


def _missing_before(entry: LogEntry, numbers: Renumbering, found: Recorded) -> str:
    """The problem when the ``renumber`` row ``entry`` (its ``numbers``) changes a number
    the rows before it gave (``found``) from another one: a row between them is missing.
    A number it gives where none was shown (a cleared cell, a new player) is not one."""
    for n, old, _ in numbers.changes:
        if old is not None and n in found and found[n][0] != old:
            had, row = found[n]
            return (f"the {_row_named(entry)} changes No. {n} from PN {old}, but the Log's "
                    f"{_row_named(row)} (row {row.row}) gave No. {n} PN {had}: a renumber row "
                    "before it is missing (restore it, or a version with the 'versions' "
                    "command)")  # fmt: skip
    return ""


def pairing_number_problems(
    numbers: Mapping[int, int | None],
    records: Mapping[int, PairingRecord],
    recorded: Recorded,
    complete: bool,
) -> dict[int, str]:
    """The PN column as the last pairing wrote it (``numbers``: each start (team) number's
    PN cell, ``None`` empty): the program
    numbers every one entered 1 to N and changes a number only in a pairing that logs it,
    so a PN another has too, one past the numbers the column holds, none for one already
    paired (only one added since has none yet), or another than the Log's last row naming
    it gave it (``recorded``: ``numbers_recorded``) is a hand edit, told for its cell
    (by start number) rather than read as a renumbering (C.04.2 2.3). ``records``: each
    round's pairing; ``complete``: the Log records every number (not
    ``numbers_unrecorded``), so one it gave none is a hand edit too."""
    paired = {n for r in records.values() for m in r.matches for n in m}
    paired |= {r.bye for r in records.values() if r.bye is not None}
    filled = {n: pn for n, pn in numbers.items() if pn is not None}
    holders: dict[int, list[int]] = {}
    for number, pn in filled.items():
        holders.setdefault(pn, []).append(number)
    fix = ("the PN column is written by the program (the pairing numbers the last pairing "
           "wrote): type back the number it held, or restore a version with the 'versions' "
           "command")  # fmt: skip
    found = {n: f"PN: no pairing number, but No. {n} is paired in the rounds; {fix}"
             for n in sorted(paired) if n in numbers and numbers[n] is None}  # fmt: skip
    last = len(filled) + len(found)  # the numbers written: those shown and those cleared
    found.update(differing_from_the_log(filled, recorded, complete, "PN", RENUMBER))
    for number, pn in filled.items():
        others = [n for n in holders[pn] if n != number and n not in found]
        if number in found:
            continue
        if others:
            found[number] = f"PN {pn}: also the PN of No. {', '.join(map(str, others))}; {fix}"
        elif pn > last or pn < 1:
            found[number] = f"PN {pn}: past the {last} numbers written; {fix}"
    return found


def not_recorded(
    cells: Mapping[int, int | None],
    recorded: Recorded,
    entries: Iterable[LogEntry],
    column: str,
    action: str,
    complete: bool,
) -> tuple[list[tuple[str, int, int]], set[int]]:
    """The cells of ``column`` (``cells``: PN, Paired rating, by start or team number) holding
    a value the Log's record (``recorded``) gives none, though it records every one
    (``complete``: its first ``action`` row, the ``init`` row, the first ``paired rating``
    row, records every one written then) and a pairing row of the Log (``PAIRED``) pairs the
    number: not one added since the last pairing, but that row's record changed, refused
    naming its Pairing cell, as (problem, row, column); and those numbers (their cells not
    told)."""
    logged = list(entries)
    first = next((e for e in logged if e.action == action), None)
    if not complete or first is None or first.numbers is None:
        return [], set()
    paired = {n for e in logged if e.action in PAIRED and e.pairing is not None
              for n in (*(n for m in e.pairing.matches for n in m), *e.pairing.absent,
                        *([e.pairing.bye] if e.pairing.bye is not None else []))}  # fmt: skip
    lost = {n for n, value in cells.items() if value is not None and n not in recorded} & paired
    if not lost:
        return [], set()
    names, count = ", ".join(map(str, sorted(lost))), len(first.numbers.changes)
    return [(f"the Pairing cell of the {_row_named(first)} records {count} {column}"
             f"{'s' if count > 1 else ''}, but none of No. {names}, whom the Log's pairing "
             f"rows pair (nor does a row after it give one): its record was changed (restore "
             "it, or a version with the 'versions' command)",
             first.row, PAIRING_COLUMN)], lost  # fmt: skip


def ratings_recorded(entries: Iterable[LogEntry]) -> tuple[Recorded, bool]:
    """For each start number, the rating the Log's latest row naming it records paired
    (a ``paired rating`` or ``ratings recorded`` row, a ``rating`` row after it) and that
    row: what the Paired rating column holds, since the program logs every rating it writes
    there; and whether every player's is (the first ``paired rating`` row logged before any
    round was paired, or a ``ratings recorded`` row). None when a row since the last
    recording them all does not record them (a workbook made before the record)."""
    found: dict[int, tuple[int, LogEntry]] = {}
    complete: bool | None = None
    lost = False
    for entry in entries:
        if entry.action == RATINGS and entry.numbers is not None:
            found, complete, lost = {}, True, False
        elif entry.action not in (PAIRED_RATING, RATING) or lost:
            if entry.action in PAIRED and complete is None:
                complete = False
            continue
        if entry.numbers is None:
            found, complete, lost = {}, False, True
            continue
        complete = complete if complete is not None else entry.action == PAIRED_RATING
        found.update((n, (new, entry)) for n, _, new in entry.numbers.changes)
    return found, bool(complete) and not lost


def paired_rating_problems(
    cells: Mapping[int, int | None], recorded: Recorded, complete: bool
) -> dict[int, str]:
    """The Paired rating column (``cells``: each start number's cell, ``None`` empty)
    against the Log's record (``ratings_recorded``, ``differing_from_the_log``): a hand
    edit told for its cell rather than read as a rating correction that never happened (a
    correction goes in Rating or Estimate)."""
    return differing_from_the_log(cells, recorded, complete, "Paired rating", RATING)


def differing_from_the_log(
    cells: Mapping[int, int | None], recorded: Recorded, complete: bool, column: str, action: str
) -> dict[int, str]:
    """The cells of a ``column`` the program writes and logs (PN, Paired rating: ``cells``
    by start or team number, ``None`` empty) that differ from what the Log's latest row
    naming the number gave (``recorded``), or hold a value for one it gave none while it
    records every one (``complete``: one added since the last pairing, which writes his), each
    told with what to do; ``action``: the rows (``renumber``, ``rating``) whose deletion
    would show so too."""
    fix = f"the {column} column is written by the program"
    found = {}
    for number, value in cells.items():
        shown = f"{column}: empty" if value is None else f"{column} {value}"
        if number in recorded and recorded[number][0] != value:
            new, row = recorded[number]
            found[number] = (f"{shown}: the Log's {_row_named(row)} gave No. {number} {column} "
                             f"{new}: {fix}; type back {new}, or, if a {action} row was deleted "
                             "from the Log since, restore a version with the 'versions' "
                             "command")  # fmt: skip
        elif number not in recorded and complete and value is not None:
            found[number] = (f"{shown}: the Log records no {column} given to No. {number} "
                             f"(added since the last pairing: the next one gives it): {fix}; "
                             "empty this cell")  # fmt: skip
    return found


def rounds_without_sheet(entries: Iterable[LogEntry], sheets: Iterable[int]) -> str | None:
    """The problem when the log records a round paired whose ``Round N`` sheet is gone
    (renamed or deleted: the round would vanish in silence); ``None`` when none is."""
    have = set(sheets)
    gone = sorted({e.round for e in entries if e.action in PAIRING_ACTIONS and e.round} - have)
    if not gone:
        return None
    names = ", ".join(f"'Round {n}'" for n in gone)
    return (
        f"the Log records round {', '.join(map(str, gone))} paired, but the workbook has no "
        f"sheet {names}: expected it under that name (rename it back, or restore a version "
        "with the 'versions' command)"
    )


def latest_pairings(entries: Iterable[LogEntry]) -> Mapping[int, PairingRecord]:
    """For each round, the pairing the log recorded last (by the program or accepted
    as a manual change)."""
    latest: dict[int, PairingRecord] = {}
    for entry in entries:
        if entry.action in PAIRING_ACTIONS and entry.round and entry.pairing is not None:
            latest[entry.round] = entry.pairing
    return latest


def lot_paired(entries: Iterable[LogEntry]) -> Colour | None:
    """The lot round 1 was paired under, as its latest ``lot`` row records it; ``None``:
    not recorded (a workbook made before the record, or round 1 not paired here)."""
    found = None
    for entry in entries:
        if entry.action == LOT and entry.round == 1 and entry.lot is not None:
            found = entry.lot
    return found


def lot_records(entries: Sequence[LogEntry]) -> tuple[LogEntry, LogEntry] | None:
    """The Log's two records of the lot round 1 was paired under: the latest ``lot`` row of
    round 1 (the lot itself, what ``lot_paired`` reads) and round 1's latest row pairing it
    before it, the pairing written under that lot; ``None`` without both, or when that row
    imported round 1 (its lot row is the file's statement, not a lot paired under here)."""
    at = max((i for i, e in enumerate(entries)
              if e.action == LOT and e.round == 1 and e.lot is not None), default=None)  # fmt: skip
    if at is None:
        return None
    paired = next((e for e in reversed(entries[:at]) if e.round == 1 and e.action in PAIRED), None)
    if paired is None or paired.action == "import":
        return None
    return entries[at], paired


def unfinished_when_paired(entries: Iterable[LogEntry]) -> Mapping[int, tuple[UnfinishedGame, ...]]:
    """For each round, the games the ``unfinished`` rows logged with its latest pairing
    name (a new pairing of the round starts afresh; a row naming no game is passed over)."""
    found: dict[int, list[UnfinishedGame]] = {}
    for entry in entries:
        if entry.round and entry.action in PAIRED:
            found[entry.round] = []
        elif entry.round and entry.action == UNFINISHED and entry.game is not None:
            found.setdefault(entry.round, []).append(entry.game)
    return {number: tuple(games) for number, games in found.items() if games}


def renumberings_since(
    entries: Iterable[LogEntry], number: int, action: str = RENUMBER
) -> list[LogEntry]:
    """The ``renumber`` rows (``action``: the ``rating`` rows) logged since round ``number``
    was last paired, in order: the pairings after it that changed the pairing numbers (the
    ratings)."""
    since: list[LogEntry] = []
    for entry in entries:
        if entry.round == number and entry.action in PAIRED:
            since = []
        elif entry.action == action:
            since.append(entry)
    return since


def numbers_in_force(
    entries: Iterable[LogEntry], now: Mapping[int, int], number: int, action: str = RENUMBER
) -> dict[int, int] | None:
    """The pairing numbers (``action`` ``rating``: the ratings) in force when round
    ``number`` was last paired: ``now`` (as the last pairing wrote them) with each
    renumbering (correction) logged since undone, the latest first (a number new since
    taken away); ``None`` when one of those rows does not record its numbers (a workbook
    made before the record)."""
    numbers = dict(now)
    for entry in reversed(renumberings_since(entries, number, action)):
        if entry.numbers is None:
            return None
        for n, old, _ in entry.numbers.changes:
            if old is None:
                numbers.pop(n, None)
            else:
                numbers[n] = old
    return numbers


def order_in_force(
    entries: Iterable[LogEntry], now: Mapping[int, int], number: int
) -> tuple[int, ...] | None:
    """The start (team) numbers in the order of the pairing numbers in force when round
    ``number`` was paired (``numbers_in_force``, ``now`` the PN column as the last pairing
    wrote it): what both sides pair an earlier round again with, and read the lot of round
    1 back with, whenever the Log records them, renumbered since or not (a corrected
    rating not yet paired changes none); ``None``, the one fallback, when it does not (a
    ``renumber`` row of a workbook made before the record): the numbers now, said so
    (``numbers_said``)."""
    numbers = numbers_in_force(entries, now, number)
    return None if numbers is None else tuple(sorted(numbers, key=numbers.__getitem__))


def renumbered_since(
    entries: Sequence[LogEntry], now: Mapping[int, int], number: int, reordered: bool = False
) -> tuple[tuple[int, ...], bool] | None:
    """Every round paired after round ``number`` that gave those numbered then other
    numbers than the round before it (a corrected rating reorders them, a late entry placed
    among them moves those below him: other parities), ``now`` the numbers the last pairing
    wrote, and whether the Log records the numbers (``False``: a ``renumber`` row without
    them, the numbers then unknown: those rows' rounds); ``None``: none did. ``reordered``:
    only the rounds that put them in another order (a correction, not a late entry)."""
    since = renumberings_since(entries, number)
    if unrecorded := [e.round or 0 for e in since if e.numbers is None]:
        return tuple(sorted(set(unrecorded))), False
    then = numbers_in_force(entries, now, number) or {}
    found: list[int] = []
    for later in sorted({e.round for e in since if e.round}):
        numbers = numbers_in_force(entries, now, later) or {}
        common = [p for p in then if p in numbers]
        if reordered:
            changed = sorted(common, key=then.__getitem__) != sorted(
                common, key=numbers.__getitem__
            )
        else:
            changed = any(then[p] != numbers[p] for p in common)
        if changed:
            found.append(later)
        then = numbers
    return (tuple(found), True) if found else None


START_NUMBERS = ("the file's start numbers", "its start numbers")
"""What a TRF numbers an individual event's players by (its start numbers are its TPNs),
for ``paired_with_other_numbers``."""
RATINGS_GIVE = ("the file's ratings give", "its ratings")
"""What a team TRF numbers the teams by under the Olympiad rules (its ratings, arts. 8-9),
for ``paired_with_other_numbers``."""
TEAM_NUMBERS = ("the file's team numbers", "its team numbers")
"""What a team TRF numbers the teams by under C.04.6 (their team numbers, the TPN: 1.1.2),
for ``paired_with_other_numbers``."""


def paired_with_other_numbers(
    entries: Sequence[LogEntry],
    now: Mapping[int, int],
    rounds: int,
    cause: Callable[[Sequence[int]], str],
    file: tuple[str, str] = START_NUMBERS,
) -> str | None:
    """What ``export-trf`` of both sides says of the rounds (of the first ``rounds``)
    paired before a renumbering the Log records (``renumbered_since``, a reordering: a late
    entry's shift is the late-entry note's), ``now`` the numbers the last pairing wrote: a
    TRF numbers by ``file`` (what, and by what a check pairs), which gives the numbers now,
    so a check of the file pairs those rounds with other numbers than they were paired
    with; ``cause``: why the rounds that renumbered did (``for a corrected rating: C.04.2
    2.3``, ``for the Ruleset changed ...``: each side knows its causes); ``None``: no such
    round."""
    before = {n: since for n in range(1, rounds + 1)
              if (since := renumbered_since(entries, now, n, reordered=True))}  # fmt: skip
    if not before:
        return None
    named = sorted(before)
    later = sorted({r for since, _ in before.values() for r in since})
    recorded = "the Log records them" if all(r for _, r in before.values()) else (
        "the Log does not record them all")  # fmt: skip
    one = len(named) == 1
    return (
        f"{rounds_named(named)} {'was' if one else 'were'} paired with other pairing numbers "
        f"than {file[0]} (renumbered since, in {rounds_named(later)}, {cause(later)}; "
        f"{recorded}): a check of the file pairs "
        f"{'it' if one else 'them'} by {file[1]} and may give other pairings and colours there"
    )


def numbers_given(entries: Iterable[LogEntry]) -> frozenset[int]:
    """Every start (team) number the Log's records name (the init, numbers, renumber and
    rating rows'): numbers given, fixed since (``cells.numbers_missing``)."""
    return frozenset(n for e in entries if e.numbers for n, _, _ in e.numbers.changes)


def numbers_said(number: int, since: tuple[tuple[int, ...], bool]) -> str:
    """What ``check`` and ``explain`` say of the numbers round ``number`` is paired again
    with, renumbered ``since`` (``renumbered_since``: every later renumbering named)."""
    later, recorded = since
    if recorded:
        return (
            f"round {number} is paired again with the pairing numbers in force when it was "
            f"paired, as the Log records them (renumbered since, in {rounds_named(later)})"
        )
    return (f"round {number} was paired before the pairing numbers changed in "
            f"{rounds_named(later)}, and the Log's renumber row does not record the numbers "
            "then: it is paired again with the numbers now")  # fmt: skip


def systems_paired(
    entries: Iterable[LogEntry], known: Callable[[str], bool] | None = None
) -> dict[int, str]:
    """For each round, the system its latest pairing row (``PAIRED``) names (when ``known``
    is given, only one it takes: a system registered for the workbook's side); a round
    whose row names none (a workbook made before the record) is not listed."""
    found: dict[int, str] = {}
    for entry in entries:
        if entry.round and entry.action in PAIRED:
            found[entry.round] = entry.system
    return {n: system for n, system in found.items() if system and (not known or known(system))}


def default_in_force(paired: Mapping[int, str], system: str) -> str:
    """The system whose default tie-break list an empty Tie-breaks cell reads as, on both
    sides: the one that paired round 1, as the Log records it (``paired``,
    ``log.systems_paired``), in force since (C.07 4.1: the ordered list is published before
    the start; a System or Ruleset cell changed mid-event does not change it), else
    ``system``, the cell's (before round 1, a workbook made before the record)."""
    return paired.get(1) or system


def tiebreaks_kept(first: str, kept: str, cell: str) -> str:
    """What pairing under another system says when an empty Tie-breaks cell keeps the
    default of ``first``, the system of round 1 (``default_in_force``), written ``kept``,
    and the new system's differs: the list stays, and ``cell`` takes another."""
    return (f"the tie-breaks stay {first}'s default, {kept}, in force since round 1 (C.07 4.1: "
            f"the list is published before the start): to rank by another, type another list "
            f"in {cell}")  # fmt: skip


def options_paired(entries: Iterable[LogEntry]) -> dict[int, LogEntry]:
    """For each round, its latest pairing row (``PAIRED``) when that row records the options
    (requests) it was paired with (its ``Options`` cell: the words, or ``NO_OPTIONS``); a
    round whose row records none (a workbook made before the record, a system without
    either) is not listed."""
    latest = {e.round: e for e in entries if e.round and e.action in PAIRED}
    return {n: entry for n, entry in latest.items() if entry.options}


def unknown_systems(
    entries: Iterable[LogEntry], known: Callable[[str], bool], side: Side
) -> Iterator[tuple[str, int, int]]:
    """A problem for each round whose latest pairing row (``PAIRED``, the one
    ``systems_paired`` reads) names in its ``System`` column a system ``known`` does not
    take (a system of ``side`` not registered here): what the Event sheet's System cell
    would say (``settings.unknown_system``), its row and column. Refused, not passed over:
    ``check`` and ``explain`` judge the round under it, ``pair`` continues from it."""
    latest = {e.round: e for e in entries if e.round and e.action in PAIRED}
    for entry in latest.values():
        if entry.system and not known(entry.system):
            message = unknown_system(HEADER[SYSTEM_COLUMN - 1], entry.system, side)
            yield message, entry.row, SYSTEM_COLUMN


def rounds_named(numbers: Sequence[int]) -> str:
    """``round 3``, ``rounds 1-3``, ``rounds 1, 3``: ``numbers`` (sorted) for a sentence."""
    if len(numbers) == 1:
        return f"round {numbers[0]}"
    if list(numbers) == list(range(numbers[0], numbers[-1] + 1)):
        return f"rounds {numbers[0]}-{numbers[-1]}"
    return "rounds " + ", ".join(map(str, numbers))


def paired_with_words(name: str, words: str, rounds: Sequence[int]) -> str:
    """``rounds 1-2 were paired with the options random=7 (the Log)``: ``name``, what the
    Log's Options column records a round paired with (the options; the acceleration, the
    forbidden pairs), ``words`` its record (empty: none)."""
    were = "was" if len(rounds) == 1 else "were"
    return f"{rounds_named(rounds)} {were} paired with the {name} {words or NO_OPTIONS} (the Log)"


def judged_under(
    paired: Mapping[int, str],
    numbers: Sequence[int],
    event: tuple[str, str],
    given: str | None = None,
    verb: str = "judged",
) -> tuple[dict[int, str], list[str]]:
    """For each round of ``numbers``, the system it is judged (``verb``) under: ``given``
    (``--system``), else the one that paired it (``paired``, ``systems_paired``), else the
    event's (``event``: its name and the cell naming it); and the notes saying so where it
    is not the event's: once for the rounds the Log does not say, once for each system
    the Log names beside the one judging."""
    under = given or event[0]
    where = "--system" if given else event[1]
    chosen = {n: given or paired.get(n) or event[0] for n in numbers}
    notes = []
    if unsaid := [n for n in numbers if n not in paired]:
        notes.append(
            f"the Log does not record the system that paired {rounds_named(unsaid)} "
            f"(a workbook made before the record): {verb} under {under} ({where})"
        )
    for system, rounds in paired_otherwise(paired, numbers, under).items():
        judge = f"{given} (--system)" if given else system
        notes.append(f"{paired_under(system, rounds)}: {verb} under {judge}")
    return chosen, notes


def paired_otherwise(
    paired: Mapping[int, str], numbers: Iterable[int], system: str
) -> dict[str, list[int]]:
    """The rounds of ``numbers`` the Log records (``paired``, ``systems_paired``) paired
    under another system than ``system``, by that system, in order."""
    others: dict[str, list[int]] = {}
    for n in numbers:
        if n in paired and paired[n] != system:
            others.setdefault(paired[n], []).append(n)
    return others


def paired_under(system: str, rounds: Sequence[int]) -> str:
    """``rounds 1-2 were paired under sca (the Log)``: ``rounds`` (sorted) as the Log
    records them paired under ``system``."""
    were = "was" if len(rounds) == 1 else "were"
    return f"{rounds_named(rounds)} {were} paired under {system} (the Log)"


def exported_under(
    paired: Mapping[int, str], rounds: int, system: tuple[str, str], check: str
) -> str | None:
    """What ``export-trf`` of both sides says of the rounds (of the first ``rounds``) the Log
    records (``paired``, ``systems_paired``) paired under another system than the one record
    192 names, ``system`` (its name and the cell naming it; TRF-2026: one system for the
    file, the one that pairs on): a check of the file judges them under it, ``check`` (the
    side's command) of the workbook each under its own; ``None``: none was."""
    named, cell = system
    others = paired_otherwise(paired, range(1, rounds + 1), named)
    if not others:
        return None
    them = "it" if sum(map(len, others.values())) == 1 else "them"
    return (f"{'; '.join(paired_under(s, r) for s, r in others.items())}; record 192 names one "
            f"system for the file (TRF-2026), {named} ({cell}): a check of the file judges "
            f"{them} under {named} and may report differences there ('{check}' of the "
            "workbook judges each round under the system that paired it)")  # fmt: skip


def system_change(
    paired: Mapping[int, str], number: int, system: str, cell: str, option: bool, file: str
) -> str:
    """What pairing round ``number`` under ``system`` says when the Log records the round
    before it (the latest it names, ``systems_paired``) paired under another:
    ``InputError`` when ``--system`` named it (``option``: an event is paired under one
    system, changed in ``cell``), else the warning; empty when the same or unsaid."""
    before = [n for n in paired if n < number]
    if not before or paired[last := max(before)] == system:
        return ""
    then = f"round {last} was paired under {paired[last]} (the Log)"
    if option:
        raise InputError(f"{then}: --system {system} would pair round {number} under another "
                         f"system, and an event is paired under one: to change it, type it in "
                         f"{cell}", file)  # fmt: skip
    return (f"the system changed: {then}, round {number} is paired under {system} ({cell}); "
            "check and explain judge each round under the system that paired it")  # fmt: skip
