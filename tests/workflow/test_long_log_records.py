"""A Log record longer than one Excel cell (32,767 characters: the init row's numbers of
some 2,000 players) is kept over further rows (``continued`` rows, each Pairing cell a
numbered part), read back as the one record: a PN swap in a large event is refused naming
the cell as in a small one. A part deleted or garbled is refused naming its cell."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.log import CELL, INIT, parts, read_log
from tests.swiss_workbook import ok, swiss

PN = 2  # the Players sheet's PN column
PLAYERS = 2_500


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2,500-player swiss event made by ``swiss init`` (no round paired)."""
    folder = tmp_path_factory.mktemp("large")
    roster = folder / "large.csv"
    lines = [f'"Player, No{i:04d}",{2700 - (i * 7) % 1500}' for i in range(PLAYERS)]
    roster.write_text("Name,Rating\n" + "\n".join(lines) + "\n", encoding="utf-8")
    event = folder / "large.xlsx"
    ok("init", roster, event, "--rounds", 9, "--lot", "white")
    return event


def _copy(event: Path, folder: Path) -> Path:
    copy = folder / event.name
    copy.write_bytes(event.read_bytes())
    return copy


def _rows(sheet: openpyxl.worksheet.worksheet.Worksheet) -> list[tuple[object, ...]]:
    return list(sheet.iter_rows(min_row=2, values_only=True))


def test_the_init_record_of_a_large_event_is_kept_over_rows(large: Path) -> None:
    """Every Pairing cell fits one Excel cell; the init row read back records every PN the
    Players sheet shows."""
    book = openpyxl.load_workbook(large)
    log, players = book["Log"], book["Players"]
    rows = _rows(log)
    assert len(rows) > 1 and rows[0][1] == INIT, rows[:2]
    assert all(len(str(row[4] or "")) <= CELL for row in rows)
    (init,) = [e for e in read_log(log) if e.action == INIT]
    assert init.numbers is not None
    shown = {players.cell(r, 1).value: players.cell(r, PN).value
             for r in range(2, players.max_row + 1)}  # fmt: skip
    assert len(shown) == PLAYERS
    assert {n: new for n, old, new in init.numbers.changes if old is None} == shown
    assert "0 rounds checked" in ok("check", large)


def test_a_pn_swap_in_a_large_event_is_refused(large: Path, tmp_path: Path) -> None:
    event = _copy(large, tmp_path)
    book = openpyxl.load_workbook(event)
    sheet = book["Players"]
    first, second = sheet.cell(2, PN).value, sheet.cell(3, PN).value
    sheet.cell(2, PN).value, sheet.cell(3, PN).value = second, first
    book.save(event)
    before = event.read_bytes()
    result = swiss("pair", event)
    assert result.exit_code == 2, result.output
    said = f"'Players'!B2: PN {second}: the Log's init row gave No. 1 PN {first}"
    assert said in result.output and "Traceback" not in result.output, result.output
    assert event.read_bytes() == before


def _continued(event: Path) -> list[int]:
    log = openpyxl.load_workbook(event)["Log"]
    return [r for r in range(2, log.max_row + 1) if log.cell(r, 2).value == "continued"]


def test_a_part_deleted_is_refused(large: Path, tmp_path: Path) -> None:
    """The last part gone: what is left is not the whole record, refused naming the row
    whose record is cut, not read as fewer numbers."""
    event = _copy(large, tmp_path)
    (*_, last) = _continued(event)
    book = openpyxl.load_workbook(event)
    book["Log"].delete_rows(last)
    book.save(event)
    result = swiss("check", event)
    assert result.exit_code == 2, result.output
    assert "'Log'!E2: " in result.output and "part" in result.output, result.output
    assert "Traceback" not in result.output


def test_a_record_that_fits_a_cell_is_kept_in_it() -> None:
    """``parts`` of a record: itself when it fits; else parts each fitting a cell, cut
    between two of its items, that join back to it."""
    short = "1: - -> 1; 2: - -> 2"
    assert parts(short) == [short]
    record = "; ".join(f"{n}: - -> {n}" for n in range(1, 5_001))
    cut = parts(record)
    assert len(cut) == 3 and all(len(c) <= CELL for c in cut)
    assert all(c.startswith(f"part {n} of 3: ") for n, c in enumerate(cut, start=1))
    assert all(c.endswith("; ") for c in cut[:-1])
    assert "".join(c.split(": ", 1)[1] for c in cut) == record


def test_a_part_typed_over_or_left_alone_is_refused(large: Path, tmp_path: Path) -> None:
    """A part numbered for another count, and a continued row after a row keeping no
    parts (its own deleted with the record's first part), are refused naming the row."""
    event = _copy(large, tmp_path)
    (first,) = _continued(event)
    book = openpyxl.load_workbook(event)
    text = str(book["Log"].cell(first, 5).value)
    book["Log"].cell(first, 5).value = text.replace("part 2 of 2", "part 2 of 3", 1)
    book.save(event)
    result = swiss("check", event)
    assert result.exit_code == 2 and "'Log'!E2: " in result.output, result.output
    assert "is not whole" in result.output, result.output
    book["Log"].cell(first, 5).value = text
    book["Log"].insert_rows(first)
    book["Log"].cell(first, 2).value = "warning"
    book.save(event)
    result = swiss("check", event)
    assert result.exit_code == 2, result.output
    assert f"'Log'!B{first + 1}: a continued row not after the row" in result.output, result.output


@pytest.mark.parametrize(("typed", "shown"), [("warning", "'warning'"), (None, "empty")])
def test_a_continued_rows_action_typed_over_is_refused_naming_it(
    large: Path, tmp_path: Path, typed: str | None, shown: str
) -> None:
    """Before: two messages, at the record's first row and at the typed-over row's Pairing
    cell ("a warning row's record, kept over 1 of 2 parts"), neither naming the Action cell
    changed; now the one message names it and what its Pairing cell holds."""
    event = _copy(large, tmp_path)
    (first,) = _continued(event)
    book = openpyxl.load_workbook(event)
    book["Log"].cell(first, 2).value = typed
    book.save(event)
    before = event.read_bytes()
    for command in ("check", "pair"):
        result = swiss(command, event)
        assert result.exit_code == 2, result.output
        assert "Traceback" not in result.output and event.read_bytes() == before
        told = [line for line in result.output.splitlines() if "'Log'!" in line]
        assert len(told) == 1, told
        assert f"'Log'!B{first}: {shown}: " in told[0], told
        assert "part 2 of 2 of the init row's record" in told[0], told
