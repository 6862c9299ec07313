"""Helpers for the workbook tests: a small event made as a TRF team file (so ``olympiad
init`` can import it without the roster importer), the CLI runner, and results typed into
a round sheet with openpyxl, as an organiser's spreadsheet program would."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import CliRunner, Result

from individual.edges.workbook.log import HEADER, RATINGS, RECORD_GENERATIONS
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from olympiad.edges.cli.main import main
from olympiad.edges.trf.write import format_team_trf
from olympiad.engine.model import Round, Team
from olympiad.simulate import random_event
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.swiss_workbook import succeeded

CODES = ("1-0", "½-½", "0-1", "=", "0.5-0.5")


def run(*args: str | Path) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def ok(*args: str | Path) -> str:
    """``olympiad ARGS``, which must succeed: its output."""
    return succeeded(run(*args), args)


def make_trf(
    folder: Path,
    teams: int = 8,
    seed: int = 7,
    names: dict[int, str] | None = None,
    lot: Colour | None = Colour.WHITE,
) -> Path:
    """A team TRF of ``teams`` simulated teams (four boards and a reserve), no round
    played; ``names`` renames teams (and their first player)."""
    event = random_event(teams, random.Random(seed), OLYMPIAD_2012, rounds=6)
    if names:
        event = replace(event, teams=tuple(_renamed(t, names) for t in event.teams))
    path = folder / "roster.trf"
    path.write_text(format_team_trf(event, lot), encoding="utf-8")
    return path


def _renamed(team: Team, names: dict[int, str]) -> Team:
    if team.number not in names:
        return team
    first = Player(names[team.number], 2100, "FM", "12345678", "ENG")
    return replace(team, name=names[team.number], players=(first, *team.players[1:]))


def new_event(folder: Path, teams: int = 8, *options: str) -> Path:
    """``olympiad init`` of a simulated roster into ``folder/event.xlsx``."""
    event = folder / "event.xlsx"
    result = run("init", make_trf(folder, teams), event, "--lot", "white", *options)
    assert result.exit_code == 0, result.output
    return event


@dataclass(frozen=True)
class MatchRows:
    row: int
    first: int
    second: int
    boards: tuple[int, ...]


def layout(path: Path, number: int) -> list[MatchRows]:
    """The match rows of ``Round number`` with their board rows."""
    sheet = openpyxl.load_workbook(path)[f"Round {number}"]
    matches: list[MatchRows] = []
    for row in range(5, sheet.max_row + 1):
        table, board = sheet.cell(row, 1).value, sheet.cell(row, 2).value
        if isinstance(table, int):
            matches.append(MatchRows(row, sheet.cell(row, 3).value, sheet.cell(row, 15).value, ()))
        elif isinstance(board, int):
            last = matches[-1]
            matches[-1] = replace(last, boards=(*last.boards, row))
    return matches


def swap_second_teams(path: Path, number: int, a: MatchRows, b: MatchRows) -> None:
    """Round ``number`` paired by hand otherwise: the second teams of matches ``a`` and
    ``b`` swapped (their players left for the organiser to type)."""
    book = openpyxl.load_workbook(path)
    sheet = book[f"Round {number}"]
    rows = [a.row, b.row]
    values = [(sheet.cell(r, 15).value, sheet.cell(r, 11).value) for r in rows]
    for row, (team, name) in zip(rows, reversed(values), strict=True):
        sheet.cell(row, 15).value, sheet.cell(row, 11).value = team, name
        for board in range(1, 5):
            sheet.cell(row + board, 11).value = None
    book.save(path)


def type_results(
    path: Path, number: int, code: Callable[[int, int], str | None] | None = None
) -> None:
    """Type a result in every board of ``Round number``: ``code(table, board)`` (a
    mix of codes by default); ``None`` leaves the cell as it is."""
    chooser = code or (lambda table, board: CODES[(table * 3 + board) % len(CODES)])
    book = openpyxl.load_workbook(path)
    sheet = book[f"Round {number}"]
    for table, match in enumerate(layout(path, number), start=1):
        for board, row in enumerate(match.boards, start=1):
            value = chooser(table, board)
            if value is not None:
                sheet.cell(row, 9).value = value
    book.save(path)


def edit(path: Path, sheet: str, cells: dict[str, object]) -> None:
    """Set cells of ``sheet`` (``{"I6": "1-0"}``) and save, as a spreadsheet program would."""
    book = openpyxl.load_workbook(path)
    for cell, value in cells.items():
        book[sheet][cell].value = value
    book.save(path)


def same_rounds(a: tuple[Round, ...], b: tuple[Round, ...]) -> bool:
    """The same rounds, whatever order each lists its matches in."""
    return [_sorted(r) for r in a] == [_sorted(r) for r in b]


def _sorted(rnd: Round) -> Round:
    return replace(rnd, matches=tuple(sorted(rnd.matches, key=lambda m: m.teams)))


def set_status(event: Path, team: int, status: str) -> None:
    """Type ``status`` (``withdrawn 4``, ``absent 3``) in team ``team``'s Teams row."""
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    row = next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 1).value == team)
    sheet.cell(row, 5).value = status
    book.save(event)


def made_before(path: Path, kind: str) -> None:
    """The workbook at ``path`` (either side's) as one made before the Log record ``kind``
    (of ``log.RECORD_GENERATIONS``) came in: every record of its generation and the later
    ones taken away (a record cell emptied, with its header for a column; a record row
    deleted), since a program that writes one of them writes them all
    (``log.record_generations``)."""
    at = next(i for i, kinds in enumerate(RECORD_GENERATIONS) if kind in kinds)
    gone = {k for kinds in RECORD_GENERATIONS[at:] for k in kinds}
    book = openpyxl.load_workbook(path)
    log = book["Log"]
    columns = [HEADER.index(k) + 1 for k in gone if k in HEADER]
    for column in columns:
        log.cell(1, column).value = None
    deleted, removed = [], False  # removed: the record of the row before (continued parts)
    for row in range(2, log.max_row + 1):
        action = log.cell(row, 2).value
        if action == "continued":
            deleted += [row] if removed else []
            continue
        removed = action in gone or (action == RATINGS and "numbers recorded" in gone)
        if action in ("init", "renumber", "rating") and removed:
            log.cell(row, 5).value = None
        elif removed:
            deleted.append(row)
        for column in columns:
            log.cell(row, column).value = None
    for row in reversed(deleted):
        log.delete_rows(row)
    book.save(path)


def made_before_the_lot_row(path: Path) -> None:
    """The workbook at ``path`` (either side's) as one made before the Log's ``lot`` row of
    round 1 keeps it (``made_before``), so an empty Lot cell is read back from round 1
    (``eventbook.lot_of_round_1``'s fallback)."""
    made_before(path, "lot")


def log_actions(path: Path) -> list[tuple[str, int | None]]:
    sheet = openpyxl.load_workbook(path)["Log"]
    return [(row[1], row[2]) for row in sheet.iter_rows(min_row=2, values_only=True) if row[1]]


def add_team(event: Path, number: int, status: str, rating: int = 2700, players: int = 5) -> int:
    """A new Teams row at the end, ``Late Team N`` with ``players`` players rated from
    ``rating`` down; its row."""
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    row: int = sheet.max_row + 1
    sheet.cell(row, 1).value, sheet.cell(row, 3).value = number, f"Late Team {number}"
    sheet.cell(row, 5).value = status
    for board in range(players):
        column = 6 + 5 * board
        sheet.cell(row, column + 1).value = f"Late, Player {board + 1}"
        sheet.cell(row, column + 4).value = rating - 10 * board
    book.save(event)
    return row
