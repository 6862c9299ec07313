"""Reading the rows under a roster header into draft teams, one layout at a time.

One row per player: a row's team is its team cell; an empty team cell inside a merged
range takes the range's first cell (empty there: a team without a name); otherwise the
team whose number is in the team-number column, else the team of the row above (until a
blank, footer or repeated header row). Rows with the same team name make one team.
Without a team column, title rows start each team: chess-results' ``1. Team name (FED)``
or any text alone left of the name column. A row with a board number only is an empty
slot. One row per team: each row is a team; its player columns are read board by board.

Problems go to ``Problems``; drafts are validated and made into teams by ``roster``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from individual.edges.roster import values as cells
from individual.edges.roster.grid import Sheet
from individual.edges.roster.values import BadCell, text
from individual.edges.workbook.cells import Problems
from individual.vocabulary.player import Player
from olympiad.edges.roster.headers import Header, is_footer, is_repeated_header

T = TypeVar("T")


@dataclass(frozen=True)
class Entry:
    """One player as read: Excel row, board number (``None`` when not given), and the
    0-based columns it was read from (``name``, ``board``, ``fide_id`` ...)."""

    row: int
    board: int | None
    player: Player
    columns: dict[str, int]


@dataclass
class Draft:
    """A team as read, before validation. ``row``/``column`` (0-based column) locate its
    name; an empty name is a team without one (``missing`` may say why)."""

    name: str
    row: int
    column: int
    entries: list[Entry] = field(default_factory=list)
    federation: str | None = ""
    number: int | None = None
    missing: str = ""


def is_empty(value: object) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _cell(values: Sequence[object] | Mapping[int, object], column: int | None) -> object:
    if isinstance(values, Mapping):
        return values.get(column) if column is not None else None
    return values[column] if column is not None and column < len(values) else None


def read_field(
    values: Sequence[object] | Mapping[int, object],
    column: int | None,
    parse: Callable[[object], T],
    problems: Problems,
    row: int,
) -> T | None:
    """The parsed cell, or ``None`` (with the problem recorded) when it is wrong."""
    if column is None:
        return None
    try:
        return parse(_cell(values, column))
    except BadCell as bad:
        problems.add(str(bad), row, column + 1)
        return None


def read_entry(
    values: tuple[object, ...], columns: dict[str, int], row: int, problems: Problems
) -> Entry | None:
    """The player in ``columns`` of this row; ``None`` for an empty slot."""
    details = ("rating", "title", "fide_id", "federation")
    name = read_field(values, columns["name"], text, problems, row) or ""
    if not name and all(is_empty(_cell(values, columns.get(role))) for role in details):
        return None
    board = read_field(values, columns.get("board"), cells.board, problems, row)
    player = Player(
        name,
        read_field(values, columns.get("rating"), cells.rating, problems, row),
        read_field(values, columns.get("title"), cells.title, problems, row) or "",
        read_field(values, columns.get("fide_id"), cells.fide_id, problems, row) or "",
        read_field(values, columns.get("federation"), text, problems, row) or "",
    )
    if not name:
        problems.add("expected a player name; found an empty cell", row, columns["name"] + 1)
        return None
    return Entry(row, board, player, columns)


def is_break(values: tuple[object, ...], header: Header) -> bool:
    """A row that separates teams and holds no player: blank, footer, repeated header."""
    blank = all(is_empty(v) for v in values)
    return blank or is_footer(values) or is_repeated_header(values, header)


def section_title(values: tuple[object, ...], name_column: int = -1) -> str | None:
    """A team title row: one text cell such as chess-results' ``1. United States (USA)``,
    or any text alone left of the name column."""
    filled = [(c, v) for c, v in enumerate(values) if not is_empty(v)]
    if len(filled) == 1 and isinstance(filled[0][1], str):
        title = text(filled[0][1])
        return title if cells.NUMBER_PREFIX.match(title) or filled[0][0] < name_column else None
    return None


class PlayerRows:
    """One row per player, read top to bottom."""

    def __init__(self, sheet: Sheet, header: Header, problems: Problems) -> None:
        self.sheet, self.header, self.problems = sheet, header, problems
        self.teams: dict[str, Draft] = {}
        self.by_number: dict[int, Draft] = {}
        self.current: Draft | None = None  # the team of the row above
        self.section: Draft | None = None  # the team of the last title row

    def read(self) -> list[Draft]:
        """Every team with its players, in the order first seen."""
        if "team" not in self.header.columns:
            self.section = self._title_above()
        for index in range(self.header.row + 1, len(self.sheet.rows)):
            values = self.sheet.rows[index]
            title = self._section_title(values)
            if title:
                self.section = self._team(title, index, self._first_filled(values))
            if title or is_break(values, self.header):
                self.current = None
                continue
            self._read_row(index, values)
        return list(self.teams.values())

    def _section_title(self, values: tuple[object, ...]) -> str | None:
        if "team" in self.header.columns:
            return None
        return section_title(values, self.header.columns["name"])

    def _read_row(self, index: int, values: tuple[object, ...]) -> None:
        columns = {role: c for role, c in self.header.columns.items()}
        player_columns = [c for r, c in columns.items() if r not in ("team", "team_no")]
        team_columns = [columns[r] for r in ("team", "team_no") if r in columns]
        if all(is_empty(_cell(values, c)) for c in player_columns + team_columns):
            self.current = None
            return
        team = self._team_of(index, values)
        entry = read_entry(values, columns, index + 1, self.problems)
        if team is not None and entry is not None:
            team.entries.append(entry)
        self.current = team

    def _team_of(self, index: int, values: tuple[object, ...]) -> Draft | None:
        column = self.header.columns.get("team")
        if column is None:
            return self.section or self._no_team_column()
        raw, merged = _cell(values, column), self.sheet.merged_range(index, column)
        if is_empty(raw) and merged:
            raw = merged[0]
        name = read_field({column: raw}, column, text, self.problems, index + 1)
        if name:
            return self._team(name, index, column, values)
        if merged:
            first = self.sheet.merged[(index, column)]
            why = f"the merged team cell {merged[1]} is empty"
            return self._unnamed(merged[1], first[0], column, why)
        number_column = self.header.columns.get("team_no")
        number = read_field(values, number_column, _team_number, self.problems, index + 1)
        if number in self.by_number:
            return self.by_number[number]
        return self.current or self._unnamed(f"row {index}", index, column, "")

    def _team(self, name: str, index: int, column: int, values: tuple[object, ...] = ()) -> Draft:
        team = self.teams.setdefault(name.casefold(), Draft(name, index + 1, column))
        number_column = self.header.columns.get("team_no")
        number = read_field(values, number_column, _team_number, self.problems, index + 1)
        if number is not None and number_column is not None:
            self._number(team, number, index + 1, number_column)
        federation = read_field(
            values, self.header.columns.get("team_federation"), text, self.problems, index + 1
        )
        team.federation = team.federation or federation or ""
        return team

    def _number(self, team: Draft, number: int, row: int, column: int) -> None:
        self.by_number.setdefault(number, team)
        if team.number not in (None, number):
            message = f"expected team number {team.number} for {team.name!r}"
            self.problems.add(f"{message} (as in row {team.row}); found {number}", row, column + 1)
        team.number = team.number or number

    def _unnamed(self, key: str, index: int, column: int, why: str) -> Draft:
        return self.teams.setdefault(f"\0{key}", Draft("", index + 1, column, missing=why))

    def _no_team_column(self) -> Draft:
        """The one nameless team of a sheet with neither team column nor title rows."""
        why = "no team column (Team, Mannschaft, Équipe, Club ...) and no team title rows"
        return self._unnamed("header", self.header.row, self.header.columns["name"], why)

    def _title_above(self) -> Draft | None:
        for index in range(self.header.row - 1, -1, -1):
            values = self.sheet.rows[index]
            if not all(is_empty(v) for v in values):
                title = section_title(values)
                return self._team(title, index, self._first_filled(values)) if title else None
        return None

    @staticmethod
    def _first_filled(values: tuple[object, ...]) -> int:
        return next(c for c, v in enumerate(values) if not is_empty(v))


def _team_number(value: object) -> int | None:
    """A team number (1 or more), or ``None`` when the cell is empty."""
    if is_empty(value):
        return None
    number = cells.whole_number(value, "a team number (1, 2, 3 ...)")
    if number < 1:
        raise BadCell(f"expected a team number (1, 2, 3 ...); found {cells.found(value)}")
    return number


def read_team_rows(sheet: Sheet, header: Header, problems: Problems) -> list[Draft]:
    """One row per team: a team for each row with a team name or a player."""
    teams = []
    for index in range(header.row + 1, len(sheet.rows)):
        values, row = sheet.rows[index], index + 1
        if is_break(values, header):
            continue
        entries = []
        for board, columns in header.boards:
            entry = read_entry(values, columns, row, problems)
            if entry is not None:
                entries.append(dataclasses.replace(entry, board=board))
        name = read_field(values, header.columns["team"], text, problems, row) or ""
        if not name and not entries:
            continue
        team = Draft(name, row, header.columns["team"], entries)
        columns = header.columns
        team.federation = read_field(values, columns.get("team_federation"), text, problems, row)
        team.number = read_field(values, columns.get("team_no"), _team_number, problems, row)
        teams.append(team)
    return teams
