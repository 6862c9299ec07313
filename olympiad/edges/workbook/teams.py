"""The ``Teams`` sheet: one row per team, players in board order, and each team's status.

Columns (found by their headers in row 1): ``No.`` team number, ``PN`` pairing number
(2012 arts. 8-9, 2022 3.1, rewritten by the program; C.04.6 1.1: the TPN, the team
number), ``Team``, ``Fed``, ``Status``, then for each board ``Title k``, ``Name k``,
``Fed k``, ``FIDE ID k`` (text), ``Rtg k``.

Status: empty while the team plays; ``late 4`` entered for round 4; ``withdrawn 6`` not
paired from round 6 on (``withdrawn after round 5`` says the same); ``absent 5, 7`` not
paired in those rounds (art. 45); parts separated by ``;``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openpyxl.comments import Comment  # type: ignore[import-untyped]
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.workbook.cells import (
    Field,
    SheetReader,
    normal,
    number_emptied,
    numbers_missing,
    pairing_number_field,
    put,
    put_row,
)
from individual.edges.workbook.log import numbers_given, read_log
from individual.vocabulary.player import HIGHEST_RATING, Player
from olympiad.edges.workbook.rounds import fit_to_page_width
from olympiad.engine.model import Team
from olympiad.engine.roles import cite_text
from olympiad.engine.ruleset import TeamRuleset

FIXED = ("No.", "PN", "Team", "Fed", "Status")
PLAYER_FIELDS = ("Title", "Name", "Fed", "FIDE ID", "Rtg")
_STATUS_PART = re.compile(r"^(late|withdrawn|absent)\b(.*)$", re.I)
_FILLER = re.compile(r"\b(entry|entered|from|round|rounds|in|for|and|on)\b", re.I)
_NO_NUMBER = "a team row needs its team number"
_HEADER = {f: normal(f) for f in PLAYER_FIELDS}  # a board's header without its number
STATUS_HELP = "expected 'late 4', 'withdrawn 6', 'absent 5, 7' (parts separated by ';')"


@dataclass(frozen=True)
class TeamStatus:
    """``late``: first round the team may be paired in; ``withdrawn``: first round it is
    no longer paired in; ``absent``: rounds it is not paired in (art. 45)."""

    late: int | None = None
    withdrawn: int | None = None
    absent: frozenset[int] = frozenset()

    def takes_part(self, round_number: int) -> bool:
        """Registered and not withdrawn by ``round_number`` (absence aside)."""
        entered = self.late is None or round_number >= self.late
        return entered and (self.withdrawn is None or round_number < self.withdrawn)


@dataclass(frozen=True)
class TeamRow:
    """A team as its row says, with what the round sheets are read against, read once:
    its name and its players' names as compared (``normal``: ``key``, ``seats`` by name)
    and the pairing number cell (``pn``: column and the number it holds, ``None`` empty or
    refused, ``pairing_number_field``; ``None`` without a ``PN`` column)."""

    team: Team
    status: TeamStatus
    row: int
    key: str
    seats: Mapping[str, int]
    pn: tuple[int, int | None] | None
    pn_refused: bool = False
    """The PN cell holds something that is no pairing number (refused at the cell)."""


def parse_status(text: str) -> TeamStatus:
    """Read a status cell; ``ValueError`` says what is expected."""
    late: int | None = None
    withdrawn: int | None = None
    absent: set[int] = set()
    for part in filter(None, (p.strip() for p in text.split(";"))):
        match = _STATUS_PART.match(part)
        if not match:
            raise ValueError(f"{STATUS_HELP}, found {part!r}")
        word, rest = match.group(1).casefold(), _FILLER.sub(" ", match.group(2))
        after = re.search(r"\bafter\b", rest, re.I) is not None
        rest = re.sub(r"\bafter\b", " ", rest, flags=re.I)
        if re.sub(r"[\d,\s]", "", rest):
            raise ValueError(f"{STATUS_HELP}, found {part!r}")
        numbers = [int(n) + int(after) for n in re.findall(r"\d+", rest)]
        if not numbers or 0 in numbers or (word != "absent" and len(numbers) != 1):
            raise ValueError(f"{STATUS_HELP}, found {part!r}")
        if word == "late":
            late = numbers[0]
        elif word == "withdrawn":
            withdrawn = numbers[0]
        else:
            absent.update(numbers)
    return TeamStatus(late, withdrawn, frozenset(absent))


def format_status(status: TeamStatus) -> str:
    parts = [f"late {status.late}"] if status.late else []
    parts += [f"withdrawn {status.withdrawn}"] if status.withdrawn else []
    if status.absent:
        parts.append("absent " + ", ".join(map(str, sorted(status.absent))))
    return "; ".join(parts)


def write_status_note(sheet: Worksheet, ruleset: TeamRuleset) -> None:
    """The note on the ``Status`` header (none: no such header), cited by ``ruleset``:
    written by ``init`` and again with the Event sheet's notes when the Ruleset cell
    changed (``settings.write_notes``)."""
    headers = (sheet.cell(1, c) for c in range(1, sheet.max_column + 1))
    cell = next((h for h in headers if normal(str(h.value or "")) == "status"), None)
    if cell is not None:
        note = "Empty while playing; late 4; withdrawn 6; absent 5, 7 (art. 45)"
        cell.comment = Comment(cite_text(note, ruleset), "olympiad")


def write_teams(
    sheet: Worksheet,
    teams: Sequence[Team],
    numbers: Mapping[int, int],
    statuses: Mapping[int, TeamStatus],
    slots: int,
    ruleset: TeamRuleset,
) -> None:
    """The header row and one row per team with ``slots`` player groups; the status
    column's note cites ``ruleset``."""
    header = [*FIXED] + [f"{f} {k}" for k in range(1, slots + 1) for f in PLAYER_FIELDS]
    put_row(sheet, 1, header, bold=True)
    write_status_note(sheet, ruleset)
    for row, team in enumerate(teams, start=2):
        status = format_status(statuses.get(team.number, TeamStatus()))
        put_row(sheet, row, (team.number, numbers[team.number], team.name, team.federation))
        put(sheet, row, 5, status)
        for k, player in enumerate(team.players):
            column = len(FIXED) + 1 + k * len(PLAYER_FIELDS)
            for offset, value in enumerate(_player_cells(player)):
                put(sheet, row, column + offset, value)
                if offset == 3:
                    sheet.cell(row, column + offset).number_format = "@"
    sheet.freeze_panes = "D2"
    sheet.column_dimensions["C"].width = 28
    fit_to_page_width(sheet, 1)


def _player_cells(player: Player) -> tuple[str, str, str, str, int | None]:
    return (player.title, player.name, player.federation, player.fide_id, player.rating)


def write_pairing_numbers(
    sheet: Worksheet, rows: Sequence[TeamRow], numbers: Mapping[int, int]
) -> dict[int, tuple[int | None, int]]:
    """Rewrite the ``PN`` column (arts. 8-9) in the team ``rows`` (as read) listed by
    number; returns the numbers that changed: team -> (the number the sheet showed, or
    ``None``; the new one)."""
    changed: dict[int, tuple[int | None, int]] = {}
    for entry in rows:
        team = entry.team.number
        if entry.pn is None or team not in numbers:
            continue
        column, shown = entry.pn
        if shown != numbers[team]:
            changed[team] = (shown, numbers[team])
        put(sheet, entry.row, column, numbers[team])
    return changed


@dataclass(frozen=True)
class _Board:
    """How board ``k``'s cells of a team row are read: the name, then the rest."""

    k: int
    name: Field
    details: tuple[Field, ...]  # Rtg, Title, FIDE ID, Fed
    columns: tuple[int | None, ...]  # every cell of the board, the name's too


def _boards(columns: Mapping[str, int]) -> tuple[_Board, ...]:
    boards: list[_Board] = []
    while f"{_HEADER['Name']} {len(boards) + 1}" in columns:
        k = len(boards) + 1
        cells = {f: columns.get(f"{_HEADER[f]} {k}") for f in PLAYER_FIELDS}
        rating = Field(cells["Rtg"], "whole", "rating", 0, HIGHEST_RATING)
        details = (rating, *(Field(cells[f]) for f in ("Title", "FIDE ID", "Fed")))
        boards.append(_Board(k, Field(cells["Name"]), details, tuple(cells.values())))
    return tuple(boards)


def read_teams(reader: SheetReader, log: Worksheet | None = None) -> list[TeamRow]:
    """Every team row; problems for a missing header, a bad number, a duplicate. With a
    team number twice, or a row without one (``number_emptied`` where a pairing wrote its
    PN and a number the Log records given, ``log``, is on no row), none: the round
    sheets, which name teams by number, cannot be read against them (each fault said
    once, here)."""
    columns = reader.headers(("No.", "Team", "Status", "Name 1"))
    if columns is None:
        return []
    fixed = (
        Field(columns["no."], "whole", "team number", 1),
        Field(columns["team"], required="a team row needs the team's name"),
        Field(columns.get("fed")),
        Field(columns["status"], parse=parse_status),
        pairing_number_field(columns.get("pn")),
        Field(columns.get("pn"), "filled"),
    )
    reading = _Row(tuple(columns.values()), fixed, _boards(columns), columns.get("pn"))
    rows: list[TeamRow] = []
    unnumbered: list[int] = []
    for row in range(2, reader.sheet.max_row + 1):
        if (team := reading.read(reader, row)) is not None:
            rows.append(team)
        elif reader.filled(row, reading.columns) and reader.is_empty(row, columns["no."]):
            unnumbered.append(row)
    missing = _numbers_missing(rows, log) if unnumbered else []
    for row in unnumbered:  # a PN written: a pairing numbered the row (its No. emptied)
        emptied = missing and reader.filled(row, (columns.get("pn"),))
        reader.error(
            row, columns["no."], number_emptied("team", missing) if emptied else _NO_NUMBER
        )
    unique = _check_unique(reader, rows, columns)
    return rows if unique and not unnumbered else []


def _numbers_missing(rows: Sequence[TeamRow], log: Worksheet | None) -> list[int]:
    """The team numbers given that no row holds (``cells.numbers_missing``, against the
    Log's records: read here, for a row without its number only)."""
    given = numbers_given(read_log(log)) if log is not None else frozenset()
    return numbers_missing((t.team.number for t in rows), given)


@dataclass(frozen=True)
class _Row:
    """How a team row is read: the sheet's ``columns`` (a row with none filled is no team),
    the team's own cells (its PN cell's among them), its boards, the ``PN`` column."""

    columns: tuple[int, ...]
    fixed: tuple[Field, ...]
    boards: tuple[_Board, ...]
    pn: int | None

    def read(self, reader: SheetReader, row: int) -> TeamRow | None:
        """The team of ``row``; ``None`` for an empty row, and only without a number or a
        name (any other problem is reported and the team kept, so that the rounds can
        still be checked)."""
        if not reader.filled(row, self.columns):
            return None
        number, name, federation, status, written, typed = reader.record(row, self.fixed)
        players: list[Player] = []
        gap: int | None = None
        for board in self.boards:
            (player,) = reader.record(row, (board.name,))
            if not player:
                if reader.filled(row, board.columns):
                    message = f"board {board.k} has details but no player name"
                    reader.error(row, board.name.column, message)
                gap = gap or board.k
            elif gap is not None:
                message = f"board {gap} is empty but board {board.k} is not"
                reader.error(row, board.name.column, message)
            else:
                rating, title, fide_id, fed = reader.record(row, board.details)
                players.append(Player(player, rating or None, title, fide_id, fed))
        if number is None or not name:
            return None
        seats = {normal(p.name): seat for seat, p in enumerate(players)}
        team = Team(number, name, tuple(players), federation)
        pn = (self.pn, written) if self.pn is not None else None
        refused = bool(typed) and written is None
        return TeamRow(team, status or TeamStatus(), row, normal(name), seats, pn, refused)


def _check_unique(reader: SheetReader, rows: list[TeamRow], columns: dict[str, int]) -> bool:
    """Each number and each name once; ``False`` when a number is not."""
    numbers: dict[int, int] = {}
    names: dict[str, int] = {}
    unique = True
    for entry in rows:
        first = numbers.setdefault(entry.team.number, entry.row)
        if first != entry.row:
            message = (
                f"team {entry.team.number} is also row {first}: give each team its own number "
                "(the round sheets name teams by number: they are checked once each is unique)"
            )
            reader.error(entry.row, columns["no."], message)
            unique = False
        first = names.setdefault(entry.key, entry.row)
        if first != entry.row:
            reader.error(entry.row, columns["team"], f"{entry.team.name!r} is also row {first}")
    if not rows:
        reader.error(None, None, "no team: the sheet lists none")
    return unique
