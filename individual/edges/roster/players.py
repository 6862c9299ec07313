"""Reading a player roster for an individual event (``.xlsx``/``.csv``), every problem at once.

The header row is found as for team rosters (``individual.edges.roster.grid`` reads the file,
``individual.edges.roster.values`` compares labels loosely and reads the cells): the first row
among the top 15 with a name column and one more known column. Columns: name, title,
FIDE ID (kept as text, leading zeros too), federation, rating (or a national grade),
club, school, requested byes (``3, 5`` half-point byes; ``3H 5Z`` half- or zero-point),
an estimate for an unrated player (FIDE A.1; the arbiter may type it later), top player
(English Schools rule 3: ``yes``, ``y``, ``x``, ``1`` or ``true`` marks one; ``no``, ``n``,
``0``, ``false`` or empty does not): the byes and the top mark are read as the workbook's
``Players`` sheet keeps them (``individual.edges.workbook.player_cells``). Other columns
are ignored.

With ``rule3`` (an English Schools event) the top players are checked as rule 3 asks: at
most half of the entrants; the error names the row of the first one too many.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from individual.british.extras import top_players_problem
from individual.edges.roster import values as cells
from individual.edges.roster.grid import Sheet, load_sheets
from individual.edges.roster.values import BadCell, normalize, roster_problems
from individual.edges.workbook.cells import Problems
from individual.edges.workbook.player_cells import parse_byes, parse_top
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.player import Player

HEADER_ROWS = 15
ALIASES: dict[str, tuple[str, ...]] = {
    "name": ("name", "player", "playername", "spieler", "nom", "nombre", "joueur", "fullname"),
    "title": ("title", "tit", "titel", "titre"),
    "fide_id": ("fideid", "idfide", "fidenr", "fidenumber", "fideno", "fidecode"),
    "federation": ("fed", "federation", "country", "nat", "nation", "land"),
    "rating": ("rating", "rtg", "elo", "fiderating", "standard", "grade", "ecfgrade", "ecf",
               "ecfrating", "nationalrating", "natrtg", "grading"),
    "estimate": ("estimate", "estimatedrating", "ratingestimate", "est"),
    "club": ("club", "verein", "team", "clubcity"),
    "school": ("school", "schule", "ecole"),
    "byes": ("byes", "bye", "requestedbyes", "byerounds", "byesrequested", "byerequests"),
    "top": ("top", "topplayer", "topplayers", "toppl", "seeded", "topseed", "identifiedtop"),
}  # fmt: skip
_ROLE = {alias: role for role, names in ALIASES.items() for alias in names}


@dataclass(frozen=True)
class RosterPlayer:
    """One roster row: the player, where the row was, and what only the workbook keeps."""

    player: Player
    row: int
    club: str = ""
    school: str = ""
    estimate: int | None = None
    byes: dict[int, str] = field(default_factory=dict)
    top: bool = False


def read_player_roster(path: Path, rule3: bool = False) -> list[RosterPlayer]:
    """Every player of the roster at ``path``; ``InputErrors`` with every problem found.
    ``rule3``: the top players are also checked by English Schools rule 3."""
    sheets = load_sheets(path)
    for sheet in sheets:
        found = find_columns(sheet)
        if found is not None:
            return _players(path, sheet, *found, rule3)
    labels = ", ".join(sorted(ALIASES))
    message = f"no header row with a Name column and another known column ({labels})"
    raise InputErrors([InputError(message, str(path))])


def find_columns(sheet: Sheet) -> tuple[int, dict[str, int]] | None:
    """The header row (0-based) and the column of each field it names."""
    for row in range(min(HEADER_ROWS, len(sheet.rows))):
        columns: dict[str, int] = {}
        for column, value in enumerate(sheet.rows[row]):
            role = _ROLE.get(normalize(value))
            if role is not None and role not in columns:
                columns[role] = column
        if "name" in columns and len(columns) > 1:
            return row, columns
    return None


def _players(
    path: Path, sheet: Sheet, header: int, columns: dict[str, int], rule3: bool = False
) -> list[RosterPlayer]:
    problems = roster_problems(str(path), sheet.name)
    players = []
    for row in range(header + 1, len(sheet.rows)):
        if not any(cells.text(v) for v in sheet.rows[row] if not _formula(v)):
            continue
        player = _player(sheet, row, columns, problems)
        if player is not None:
            players.append(player)
    _check_unique(players, problems)
    if rule3 and "top" in columns:
        _check_top(players, problems, columns["top"])
    if not players and not problems.errors:
        problems.add("the roster has a header but no players", header + 1)
    if problems.errors:
        raise InputErrors(problems.errors)
    return players


def _formula(value: object) -> bool:
    return isinstance(value, cells.UnsavedFormula)


def _player(
    sheet: Sheet, row: int, columns: dict[str, int], problems: Problems
) -> RosterPlayer | None:
    values: dict[str, object] = {}
    for role, column in columns.items():
        try:
            values[role] = _value(role, sheet.value(row, column))
        except (BadCell, ValueError) as error:
            problems.add(str(error), row + 1, column + 1)
    if not values.get("name"):
        if "name" in values:
            problems.add("a player row without a name", row + 1, columns["name"] + 1)
        return None
    rating = values.get("rating")
    player = Player(str(values["name"]), rating if isinstance(rating, int) else None,
                    str(values.get("title", "")), str(values.get("fide_id", "")),
                    str(values.get("federation", "")).upper())  # fmt: skip
    estimate = values.get("estimate")
    byes = values.get("byes")
    return RosterPlayer(player, row + 1, str(values.get("club", "")),
                        str(values.get("school", "")),
                        estimate if isinstance(estimate, int) else None,
                        byes if isinstance(byes, dict) else {},
                        values.get("top") is True)  # fmt: skip


def _value(role: str, value: object) -> object:
    if role in ("rating", "estimate"):
        return cells.rating(value)
    if role == "fide_id":
        return cells.fide_id(value)
    if role == "title":
        return cells.title(value)
    if role == "byes":
        return parse_byes(cells.text(value))
    if role == "top":
        return parse_top(cells.text(value))
    return cells.text(value)


def _check_unique(players: list[RosterPlayer], problems: Problems) -> None:
    seen: dict[str, int] = {}
    for entry in players:
        fide_id = entry.player.fide_id
        if fide_id and fide_id in seen:
            problems.add(f"FIDE ID {fide_id} is also on row {seen[fide_id]}", entry.row)
        seen.setdefault(fide_id, entry.row) if fide_id else None


def _check_top(players: list[RosterPlayer], problems: Problems, column: int) -> None:
    """Rule 3 over the roster: start numbers follow the roster's order."""
    top = [i for i, entry in enumerate(players, start=1) if entry.top]
    problem = top_players_problem(frozenset(top), frozenset(range(1, len(players) + 1)))
    if problem:
        over = players[top[len(players) // 2] - 1]
        problems.add(f"{problem} (the {ordinal(len(players) // 2 + 1)} is on this row)",
                     over.row, column + 1)  # fmt: skip


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    tail = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{tail}"
