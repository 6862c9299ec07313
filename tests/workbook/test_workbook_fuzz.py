"""Damaged workbooks and TRF files, many seeded ways: wrong types, deleted sheets and rows,
garbage in cells, truncated or random files. Every time: a clear error that names the
file, a non-zero exit, no traceback, and the file left exactly as it was."""

from __future__ import annotations

import datetime
import random
import shutil
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import layout, make_trf, new_event, run, type_results

SEEDS = range(90)
JUNK = ["abc", 0, -3, 999, 2.5, True, datetime.datetime(2026, 3, 1), "=A1+1", "½", "1-1", "#N/A"]
JUNK += ["²", "1²"]  # digits to str.isdigit, not to int
RESULTS = [3, 0.5, True, datetime.date(2026, 1, 2), "2-0", "x", "1-1", "=A1", "½", "1 0", "+/+"]
RESULTS += ["²-0"]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Six teams, rounds 1 and 2 paired with every result typed: ``pair`` would work."""
    folder = tmp_path_factory.mktemp("base")
    event = new_event(folder, 6)
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    return event


Book = openpyxl.Workbook
Damage = Callable[[random.Random, Book, Path], None]


def _result_cell(rng: random.Random, book: Book, path: Path) -> None:
    number = rng.choice((1, 2))
    row = rng.choice([r for m in layout(path, number) for r in m.boards])
    book[f"Round {number}"].cell(row, 9).value = rng.choice(RESULTS)


def _team_cell(rng: random.Random, book: Book, path: Path) -> None:
    number = rng.choice((1, 2))
    match = rng.choice(layout(path, number))
    book[f"Round {number}"].cell(match.row, rng.choice((3, 15))).value = rng.choice(JUNK)


def _player_cell(rng: random.Random, book: Book, path: Path) -> None:
    number = rng.choice((1, 2))
    row = rng.choice([r for m in layout(path, number) for r in m.boards])
    junk = rng.choice(["Nobody", 42, "Caruana, Fabiano", "=B2"])
    book[f"Round {number}"].cell(row, rng.choice((6, 11))).value = junk


def _setting(rng: random.Random, book: Book, path: Path) -> None:
    row, values = rng.choice([
        (3, ["many", 0, 1, -1]), (4, [0, "four", 3, 5]), (5, ["fide", 7]),
        (6, ["low", -5]), (7, ["purple", 1]), (8, ["WXB", "WB", 12]),
    ])  # fmt: skip
    book["Event"].cell(row, 2).value = rng.choice(values)


def _team_row(rng: random.Random, book: Book, path: Path) -> None:
    sheet = book["Teams"]
    row = rng.randint(2, sheet.max_row)
    column, values = rng.choice([
        (1, ["x", 0, 2.5, None, "²"]), (3, [None, "  "]),
        (5, ["gone", "late", "withdrawn x", "late 0", "late ²"]),
        (10, ["high", -1, 2.5, "2²00"]), (7, [None]),
    ])  # fmt: skip
    if column == 1 and values and row > 2 and rng.random() < 0.3:
        values = [sheet.cell(row - 1, 1).value]  # a duplicate team number
    sheet.cell(row, column).value = rng.choice(values)


def _delete_sheet(rng: random.Random, book: Book, path: Path) -> None:
    del book[rng.choice(["Event", "Teams", "Log", "Round 1"])]


def _rename_round(rng: random.Random, book: Book, path: Path) -> None:
    book["Round 2"].title = rng.choice(["Round 3", "Round 0", "Round 7"])


def _delete_row(rng: random.Random, book: Book, path: Path) -> None:
    number = rng.choice((1, 2))
    sheet = book[f"Round {number}"]
    sheet.delete_rows(rng.randint(5, sheet.max_row))


def _stray_text(rng: random.Random, book: Book, path: Path) -> None:
    sheet = book[f"Round {rng.choice((1, 2))}"]
    sheet.cell(sheet.max_row + rng.randint(1, 3), rng.choice((2, 6, 9, 11))).value = "stray"


def _header(rng: random.Random, book: Book, path: Path) -> None:
    if rng.random() < 0.5:
        book[f"Round {rng.choice((1, 2))}"].cell(4, 1).value = None
    else:
        book["Teams"].cell(1, rng.choice((1, 3, 5, 7))).value = "?"


DAMAGES: list[Damage] = [
    _result_cell, _team_cell, _player_cell, _setting, _team_row,
    _delete_sheet, _rename_round, _delete_row, _stray_text, _header,
]  # fmt: skip


def _damage_file(rng: random.Random, path: Path) -> None:
    data = path.read_bytes()
    if rng.random() < 0.5:
        path.write_bytes(data[: rng.randint(0, len(data) - 1)])
    else:
        path.write_bytes(rng.randbytes(rng.randint(0, 3000)))


@pytest.mark.parametrize("seed", SEEDS)
def test_a_damaged_workbook_is_refused_and_kept(played: Path, tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    event = tmp_path / "event.xlsx"
    shutil.copyfile(played, event)
    if seed % 9 == 0:
        _damage_file(rng, event)
    else:
        book = openpyxl.load_workbook(event)
        damage = DAMAGES[seed % len(DAMAGES)]
        damage(rng, book, event)
        book.save(event)
    before = event.read_bytes()
    command = rng.choice([["pair", event], ["export-trf", event, tmp_path / "o.trf"]])
    result = run(*command)
    assert result.exit_code not in (0, None), result.output
    assert isinstance(result.exception, SystemExit), result.exception
    assert str(event) in result.stderr.splitlines()[0]
    assert "Traceback" not in result.output
    assert event.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["event.xlsx"]


def test_the_undamaged_workbook_pairs(played: Path, tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    shutil.copyfile(played, event)
    assert run("pair", event).exit_code == 0


def _trf_damages(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    kind = rng.randrange(4)
    if kind == 0:  # a team number that is not one
        index = rng.choice([i for i, line in enumerate(lines) if line.startswith("310")])
        lines[index] = lines[index][:4] + "abc" + lines[index][7:]
    elif kind == 1:  # no team record: not a team tournament
        lines = [line for line in lines if not line.startswith("310")]
    elif kind == 2:  # a player listed in two teams
        index = max(i for i, line in enumerate(lines) if line.startswith("310"))
        lines[index] = lines[index] + "    1"
    else:
        return rng.randbytes(400).decode("latin-1")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", range(12))
def test_a_damaged_trf_creates_no_workbook(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    trf = make_trf(tmp_path, 5, seed=seed)
    trf.write_text(_trf_damages(rng, trf.read_text(encoding="utf-8")), encoding="latin-1")
    before = trf.read_bytes()
    result = run("init", trf, tmp_path / "event.xlsx")
    assert result.exit_code == 2, result.output
    assert str(trf) in result.stderr
    assert not (tmp_path / "event.xlsx").exists()
    assert trf.read_bytes() == before


@pytest.mark.parametrize("name", ["Rnd 2", "Round 2 (old)", "Sheet1"])
@pytest.mark.parametrize("command", ["standings", "check", "pair"])
def test_a_renamed_last_round_sheet_is_named(
    played: Path, tmp_path: Path, name: str, command: str
) -> None:
    """``Round 2`` renamed: round 2 vanished in silence (standings of round 1, a check of
    one round, round 2 paired again) though the Log records it paired. Now an input error
    naming the Log and the sheet it expects; the workbook unchanged."""
    event = tmp_path / "event.xlsx"
    shutil.copy(played, event)
    book = openpyxl.load_workbook(event)
    book["Round 2"].title = name
    book.save(event)
    before = event.read_bytes()
    result = run(command, event)
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 2, result.output
    assert str(event) in result.output and "'Round 2'" in result.output, result.output
    assert "Log" in result.output, result.output
    assert event.read_bytes() == before


def _swiss_round_one(tmp_path: Path) -> Path:
    """A 5-round swiss workbook, round 1 paired and its results typed."""
    from tests.swiss_workbook import fill_results, swiss
    from tests.workbook.test_swiss_workbook import write_roster

    event = tmp_path / "spring.xlsx"
    roster = write_roster(tmp_path / "r.xlsx")
    assert swiss("init", roster, event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    return event


def test_a_renamed_round_sheet_of_a_swiss_workbook_is_named(tmp_path: Path) -> None:
    from tests.swiss_workbook import swiss

    event = _swiss_round_one(tmp_path)
    book = openpyxl.load_workbook(event)
    book["Round 1"].title = "Rnd 1"
    book.save(event)
    for command in ("standings", "check", "pair"):
        result = swiss(command, event)
        assert result.exit_code == 2, (command, result.output)
        assert "'Round 1'" in result.output and "Log" in result.output, result.output


@pytest.mark.parametrize("board", [-2600, 0, "۴۴", "x"])
def test_an_impossible_board_in_a_swiss_round_sheet(tmp_path: Path, board: object) -> None:
    """Column A of a swiss round (the board, or ``-`` for a player without a game) took
    -2600 or ``۴۴`` in silence: an input error naming the cell."""
    from tests.swiss_workbook import swiss

    event = _swiss_round_one(tmp_path)
    book = openpyxl.load_workbook(event)
    book["Round 1"]["A5"] = board
    book.save(event)
    for command in ("standings", "check", "pair"):
        result = swiss(command, event)
        assert result.exit_code == 2, (command, result.output)
        assert "'Round 1'!A5" in result.output and "board" in result.output, result.output
