"""Helpers for tests of the individual workbook through the ``swiss`` command line."""

from __future__ import annotations

import random
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import CliRunner, Result

from individual.edges.cli.main import main

RESULTS = ("1-0", "0-1", "½-½")


def swiss(*args: object) -> Result:
    """``swiss ARGS`` through click's runner."""
    return CliRunner().invoke(main, [str(a) for a in args])


def succeeded(result: Result, args: tuple[object, ...]) -> str:
    """The output of a command run with ``args`` that must succeed (exit 0; else the
    assertion names the command and prints its output), either command line."""
    assert result.exit_code == 0, (args, result.output)
    return result.output


def ok(*args: object) -> str:
    """``swiss ARGS``, which must succeed: its output."""
    return succeeded(swiss(*args), args)


def trail(output: str) -> str:
    """``explain``'s output (either command line) without its ``note:`` lines, what the
    replay assumed (the system, the numbers then, the lot read back)."""
    return "".join(
        line for line in output.splitlines(keepends=True) if not line.startswith("note:")
    )


def plan_rounds(path: Path, rounds: int) -> Path:
    """The TRF at ``path`` with records 142 and ``XXR`` planning ``rounds`` rounds (a
    generated file plans only the rounds it played: ``swiss pair`` refuses to pair past
    them)."""
    lines = path.read_text().splitlines()
    lines = [f"{line[:3]} {rounds}" if line[:3] in ("142", "XXR") else line for line in lines]
    path.write_text("\n".join(lines) + "\n")
    return path


def last_round(book: openpyxl.Workbook) -> str:
    """The name of the workbook's last ``Round N`` sheet."""
    names: list[str] = [n for n in book.sheetnames if n.startswith("Round ")]
    return max(names, key=lambda n: int(n[6:]))


def fill_results(path: Path, seed: int, choices: tuple[str, ...] = RESULTS) -> None:
    """Type a seeded random result on every board of the last round that has none."""
    rng = random.Random(seed)
    book = openpyxl.load_workbook(path)
    sheet = book[last_round(book)]
    for row in range(4, sheet.max_row + 1):
        if isinstance(sheet.cell(row, 1).value, int) and sheet.cell(row, 5).value is None:
            sheet.cell(row, 5).value = rng.choice(choices)
    book.save(path)


def games(path: Path, number: int) -> list[tuple[int, int]]:
    """(white, black) of each board of ``Round number``, in board order."""
    sheet = openpyxl.load_workbook(path)[f"Round {number}"]
    rows = sheet.iter_rows(min_row=4, values_only=True)
    return [(r[1], r[7]) for r in rows if isinstance(r[0], int)]


def edit_player(path: Path, name: str, column: int, value: object) -> None:
    """Set column ``column`` (11 Byes, 12 Status) of the Players row of ``name``."""
    book = openpyxl.load_workbook(path)
    sheet = book["Players"]
    row = next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 3).value == name)
    sheet.cell(row, column).value = value
    book.save(path)


def two_rounds_played(folder: Path, *options: str) -> Path:
    """``folder/spring.xlsx``: the spring roster (``write_roster``) made a 5-round event
    by ``swiss init`` with ``options``, rounds 1 and 2 paired and their results typed."""
    from tests.workbook.test_swiss_workbook import write_roster

    path = folder / "spring.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    created = swiss("init", roster, path, "--rounds", "5", "--lot", "white", *options)
    assert created.exit_code == 0, created.output
    for number in (1, 2):
        assert swiss("pair", path).exit_code == 0
        fill_results(path, number)
    return path


def add_player(path: Path, name: str, rating: int, status: str = "") -> None:
    """A player typed at the end of Players (``status``: e.g. ``late 3``)."""
    book = openpyxl.load_workbook(path)
    players = book["Players"]
    row = players.max_row + 1
    players.cell(row, 3).value, players.cell(row, 7).value = name, rating
    players.cell(row, 12).value = status or None
    book.save(path)
