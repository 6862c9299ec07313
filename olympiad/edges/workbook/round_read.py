"""Reading a ``Round N`` sheet back: teams, lineups and results, every problem named by
its cell (``'Round 3'!I12``). The layout is described in ``olympiad.edges.workbook.rounds``.

A board result is one of the codes ``GameScore.parse`` knows (``=`` or ``+/-`` that Excel
made a formula, ``1:0`` it made a time, count as typed: ``SheetReader.result``). A match
row's Result cell holds nothing, a no-show marker (``+/-``, ``-/+``, ``-/-``: art. 46)
or the match total, which must equal the boards' sum. Player cells name players of the
team, in board order (art. 5); a team whose player cells are all empty fields its first
players; a board without a player can only be lost by forfeit.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from individual.edges.workbook.cells import Field, SheetReader, cell_name, normal
from individual.vocabulary.result import GameScore, format_points
from olympiad.edges.workbook.rounds import (
    ABSENT,
    BOARD,
    BYE,
    FIRST_NAME,
    FIRST_NO,
    RESULT,
    SECOND_NAME,
    SECOND_NO,
    TABLE,
)
from olympiad.edges.workbook.teams import TeamRow
from olympiad.engine.model import Match, Round, Team

CODES = "1-0, 0-1, ½-½, =, 0.5-0.5, +/-, -/+, -/-, *"
_FORFEITS = {GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS, GameScore.DOUBLE_FORFEIT}
_POINTS = r"(\d+(?:[.,]5)?|\d*½)"
_TOTAL = re.compile(rf"^{_POINTS}\s*[-:–]\s*{_POINTS}$")
Seat = int | None


@dataclass(frozen=True)
class MissingResults:
    """A match whose sheet still lacks results: its table, teams, the boards (1-based)
    without a result, their rows, and the match's number of boards."""

    table: int
    first: Team
    second: Team
    boards: tuple[int, ...]
    rows: tuple[int, ...]
    of: int


@dataclass(frozen=True)
class RoundSheet:
    """A round as its sheet says, with what the commands ask of it read once: its
    ``number`` and sheet ``name``; ``missing``: result cells still empty, with
    ``missing_matches`` the same grouped per match, ``complete``: none is;
    ``entered``: result cells filled; ``places``: each team's number cell (row, column);
    ``match_rows``: each match's row, in the order of ``round.matches`` (its boards
    follow it); ``paired``: the teams it pairs (in a match or with the bye)."""

    round: Round
    number: int
    name: str
    missing: tuple[str, ...]
    entered: int
    places: Mapping[int, tuple[int, int]]
    match_rows: tuple[int, ...]
    paired: frozenset[int]
    complete: bool
    result_cells: str = ""
    missing_matches: tuple[MissingResults, ...] = ()

    def place(self, team: int) -> str:
        """The cell naming ``team`` in this sheet, as ``'Round 3'!C12``."""
        return cell_name(self.name, *self.places[team])


@dataclass
class _Board:
    row: int
    number: int | None
    players: tuple[str, str]
    result: GameScore | None
    keys: tuple[str, str] = ("", "")  # the players' names as compared (``normal``)


@dataclass
class _Draft:
    row: int
    teams: tuple[Team, Team]
    marker: GameScore | None
    total: tuple[int, int] | None
    boards: list[_Board] = field(default_factory=list)
    table: int = 0


_LABEL = (Field(TABLE), Field(BOARD, "filled"))  # a row's kind: its label, a board number
_TABLE = (Field(TABLE, "whole", "table number", 1),)
_FIRST = (Field(FIRST_NO, "whole", "team number", 1), Field(FIRST_NAME), Field(FIRST_NO, "filled"))
_SECOND = (Field(SECOND_NO, "whole", "team number", 1), Field(SECOND_NAME),
           Field(SECOND_NO, "filled"))  # fmt: skip
_MATCH = (*_FIRST, *_SECOND, Field(RESULT, "result"))  # a match row's cells after the table
_BOARD = (Field(BOARD, "whole", "board number", 1), Field(FIRST_NAME), Field(SECOND_NAME),
          Field(RESULT, "result"))  # fmt: skip


class RoundReader:
    """Reads one round sheet against the registered ``teams`` (their rows) and the event's
    ``boards``."""

    def __init__(self, reader: SheetReader, teams: Mapping[int, TeamRow], boards: int) -> None:
        self.reader = reader
        self.teams = teams
        self.boards = boards
        self.places: dict[int, tuple[int, int]] = {}
        self.missing: list[str] = []
        self.missing_matches: list[MissingResults] = []
        self.entered = 0

    @cached_property
    def by_name(self) -> dict[str, TeamRow]:
        """The teams by name (as compared), for a team cell without its number."""
        return {row.key: row for row in self.teams.values()}

    def read(self, number: int) -> RoundSheet | None:
        known = len(self.reader.problems.errors)
        start = self._header_row()
        if start is None:
            return None
        drafts, bye, absent = self._rows(start)
        matches = tuple(m for d in drafts if (m := self._match(d)) is not None)
        if len(self.reader.problems.errors) > known:
            return None
        name = self.reader.name
        rows = tuple(d.row for d in drafts)
        last = max((b.row for d in drafts for b in d.boards), default=start)
        paired = {t.number for d in drafts for t in d.teams} | ({bye} if bye is not None else set())
        cells = f"{cell_name(name, start, RESULT)}:I{last}"
        rnd = Round(number, matches, bye, frozenset(absent))
        missing = tuple(self.missing)
        return RoundSheet(rnd, number, name, missing, self.entered, self.places, rows,
                          frozenset(paired), not missing, cells,
                          tuple(self.missing_matches))  # fmt: skip

    def _header_row(self) -> int | None:
        for row in range(1, min(self.reader.sheet.max_row, 12) + 1):
            value = self.reader.sheet.cell(row, TABLE).value
            if isinstance(value, str) and value.strip().casefold() == "table":
                return row + 1
        self.reader.error(None, None, "no header row ('Table' in column A)")
        return None

    def _rows(self, start: int) -> tuple[list[_Draft], int | None, set[int]]:
        """Match rows with their board rows, the bye, the Absent rows. ``current`` is the
        match the next board rows belong to: ``None`` after a Bye or Absent row, and
        ``False`` after a match row whose error is already said (its boards are skipped).
        Every cell is read here, a row's cells in one ``record`` each; the rest reads
        their values."""
        drafts: list[_Draft] = []
        bye: int | None = None
        absent: set[int] = set()
        current: _Draft | bool | None = None
        r = self.reader
        for row in range(start, r.sheet.max_row + 1):
            label, board = r.record(row, _LABEL)
            if label.casefold() in (BYE.casefold(), ABSENT.casefold()):
                current = None
                cells = r.record(row, _FIRST)
                team = self._team(row, FIRST_NO, FIRST_NAME, cells, normal(cells[1]))
                if team is not None and label.casefold() == BYE.casefold():
                    if bye is not None:
                        r.error(row, TABLE, f"a second bye (team {bye} already has it)")
                    bye = team.number
                elif team is not None:
                    absent.add(team.number)
            elif label:
                (table,) = r.record(row, _TABLE)
                if table is None:
                    current = False
                    continue
                *cells, text = r.record(row, _MATCH)
                keys = normal(cells[1]), normal(cells[4])
                first = self._team(row, FIRST_NO, FIRST_NAME, cells[:3], keys[0])
                second = self._team(row, SECOND_NO, SECOND_NAME, cells[3:], keys[1])
                current = self._draft(row, table, first, second, text)
                if isinstance(current, _Draft):
                    drafts.append(current)
            elif board and isinstance(current, _Draft):
                number, first_name, second_name, result = r.record(row, _BOARD)
                players, keys = (first_name, second_name), (normal(first_name), normal(second_name))
                score = self._result(row, result)
                current.boards.append(_Board(row, number, players, score, keys))
            elif board and current is None:
                r.record(row, _BOARD[:1])
                r.error(row, BOARD, "a board row must follow its match row")
            elif not board and r.filled(row, (FIRST_NAME, RESULT, SECOND_NAME)):
                r.error(row, TABLE, "expected a table number, 'Bye', 'Absent' or a board in B")
        return drafts, bye, absent

    def _draft(
        self, row: int, table: int, first: Team | None, second: Team | None, text: str
    ) -> _Draft | bool:
        marker, total = self._match_result(row, text)
        if first is None or second is None:
            return False
        return _Draft(row, (first, second), marker, total, table=table)

    def _team(
        self, row: int, number_column: int, name_column: int, cells: list[Any], key: str
    ) -> Team | None:
        """The team named by a row's ``cells`` (its number, its name, whether the number
        cell holds anything; ``key``: the name as compared)."""
        r = self.reader
        number, name, filled = cells
        if number is None and filled:
            return None
        entry = self.teams.get(number) if number is not None else self.by_name.get(key)
        if entry is None:
            what = f"team {number}" if number is not None else f"team {name!r}"
            column = number_column if number is not None else name_column
            r.error(row, column, f"no {what} in the Teams sheet")
            return None
        team = entry.team
        if name and key != entry.key:
            message = f"{name!r} is not team {team.number} ({team.name}): change No. and name"
            r.error(row, name_column, message + " together")
            return None
        if team.number in self.places:
            where = cell_name(r.name, *self.places[team.number])
            r.error(row, number_column, f"team {team.number} is also in {where}")
            return None
        self.places[team.number] = (row, number_column)
        return team

    def _result(self, row: int, text: str) -> GameScore | None:
        if not text:
            return None
        try:
            score = GameScore.parse(text)
        except ValueError:
            self.reader.error(row, RESULT, f"unknown result {text!r}: expected {CODES}")
            return None
        self.entered += 1
        return score

    def _match_result(self, row: int, text: str) -> tuple[GameScore | None, tuple[int, int] | None]:
        if not text:
            return None, None
        self.entered += 1
        total = _TOTAL.match(text.replace(" ", ""))
        if total:
            return None, (_half_points(total.group(1)), _half_points(total.group(2)))
        try:
            score = GameScore.parse(text)
        except ValueError:
            score = None
        if score not in _FORFEITS:
            expected = "+/-, -/+ or -/- (a team did not appear) or a match total like 2½-1½"
            self.reader.error(row, RESULT, f"expected {expected}, found {text!r}")
            return None, None
        return score, None

    def _match(self, draft: _Draft) -> Match | None:
        r = self.reader
        numbers = [b.number for b in draft.boards]
        if numbers != list(range(1, self.boards + 1)):
            found = ", ".join(str(n) for n in numbers) or "none"
            message = f"the match needs board rows 1 to {self.boards} below it, found {found}"
            r.error(draft.row, TABLE, message)
            return None
        lineup = self._lineup(draft)
        if draft.marker is not None:
            return self._no_show(draft, lineup)
        return self._played(draft, lineup)

    def _lineup(self, draft: _Draft) -> tuple[tuple[Seat, Seat], ...]:
        """Each board's seats; both sides are checked, every fault reported (a name that
        is not the team's leaves its seat empty: the sheet is not read, but the results
        are still checked against the names typed)."""
        sides: list[list[Seat]] = []
        columns = (FIRST_NAME, SECOND_NAME)
        for side, (team, column) in enumerate(zip(draft.teams, columns, strict=True)):
            names = [b.players[side] for b in draft.boards]
            if draft.marker is not None and _did_not_appear(draft.marker, side):
                sides.append([None for _ in names])
            elif not any(names):
                size = len(team.players)
                sides.append([b if b < size else None for b in range(len(names))])
            else:
                sides.append(self._seats(draft, team, side, column))
        return tuple(zip(sides[0], sides[1], strict=True))

    def _seats(self, draft: _Draft, team: Team, side: int, column: int) -> list[Seat]:
        index = self.teams[team.number].seats
        seats: list[Seat] = []
        for board in draft.boards:
            name = board.players[side]
            seat = index.get(board.keys[side]) if name else None
            if name and seat is None:
                message = f"{name!r} is not a player of team {team.number} ({team.name})"
                self.reader.error(board.row, column, message)
            elif seat is not None and seat in seats:
                self.reader.error(board.row, column, f"{name!r} already plays a board above")
            elif seat is not None and any(s is not None and s > seat for s in seats):
                message = f"{name!r} cannot play below a player listed after them (art. 5)"
                self.reader.error(board.row, column, message + ": keep board order")
            seats.append(seat)
        return seats

    def _no_show(self, draft: _Draft, lineup: tuple[tuple[Seat, Seat], ...]) -> Match | None:
        marker = draft.marker
        assert marker is not None
        for board in draft.boards:
            if board.result is not None and board.result is not marker:
                message = f"{board.result.value} contradicts the no-show marker {marker.value}"
                self.reader.error(board.row, RESULT, f"{message} in I{draft.row}")
        first, second = (t.number for t in draft.teams)
        absent = {t for side, t in enumerate((first, second)) if _did_not_appear(marker, side)}
        games = (marker,) * len(draft.boards)
        return Match(first, second, games, frozenset(absent), lineup)

    def _played(self, draft: _Draft, lineup: tuple[tuple[Seat, Seat], ...]) -> Match | None:
        games: list[GameScore] = []
        name = self.reader.name
        empty = [(n, b) for n, b in enumerate(draft.boards, start=1) if b.result is None]
        if empty:
            boards, rows = tuple(n for n, _ in empty), tuple(b.row for _, b in empty)
            missing = MissingResults(draft.table, *draft.teams, boards, rows, len(draft.boards))
            self.missing_matches.append(missing)
        for board, seats in zip(draft.boards, lineup, strict=True):
            if board.result is None:
                self.missing.append(cell_name(name, board.row, RESULT))
                games.append(GameScore.UNFINISHED)
                continue
            self._check_seats(draft, board, seats)
            games.append(board.result)
        first, second = (t.number for t in draft.teams)
        if all(b.result is None for b in draft.boards):
            return Match(first, second, (), frozenset(), lineup)
        match = Match(first, second, tuple(games), frozenset(), lineup)
        self._check_total(draft, match)
        return match

    def _check_seats(self, draft: _Draft, board: _Board, seats: tuple[Seat, Seat]) -> None:
        result = board.result
        assert result is not None
        for side, seat in enumerate(seats):
            lost = GameScore.FORFEIT_LOSS if side == 0 else GameScore.FORFEIT_WIN
            nobody = seat is None and not board.players[side]  # a stranger's name: said
            if nobody and result not in (lost, GameScore.DOUBLE_FORFEIT):
                team = draft.teams[side]
                message = f"{result.value}, but team {team.number} has nobody on board "
                self.reader.error(board.row, RESULT, message + f"{board.number}: {lost.value}?")

    def _check_total(self, draft: _Draft, match: Match) -> None:
        if draft.total is None or any(b.result is None for b in draft.boards):
            return
        first, second = (match.half_points(t) for t in match.teams)
        if (first, second) != draft.total:
            typed = f"{_show(draft.total[0])}-{_show(draft.total[1])}"
            message = f"match total {typed} does not add up: the boards give "
            self.reader.error(draft.row, RESULT, message + f"{_show(first)}-{_show(second)}")


def _did_not_appear(marker: GameScore, side: int) -> bool:
    if marker is GameScore.DOUBLE_FORFEIT:
        return True
    return marker is (GameScore.FORFEIT_LOSS if side == 0 else GameScore.FORFEIT_WIN)


def _half_points(text: str) -> int:
    text = text.replace(",", ".")
    if text.endswith("½"):
        return 2 * int(text[:-1] or 0) + 1
    return int(Fraction(text) * 2)


def _show(half_points: int) -> str:
    return format_points(Fraction(half_points, 2))
