"""Damaged rosters (issue 18, item 8): an Excel roster whose parts are cut, replaced by
random bytes or missing, read by ``olympiad init`` and ``swiss init``: an input error naming
the roster, exit 2, no traceback, no workbook written, the roster unchanged."""

from __future__ import annotations

import random
import time
import zipfile
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad
from tests.paths import FIXTURES
from tests.workbook.test_swiss_workbook import write_roster

CLEAN = FIXTURES / "olympiad2026_open_rosters_clean.xlsx"


def _damaged(path: Path, rng: random.Random) -> Path:
    """``CLEAN`` with one part of the package cut, garbled or left out."""
    source = zipfile.ZipFile(CLEAN)
    parts = [i for i in source.infolist() if i.filename.endswith(".xml")]
    victim = rng.choice(parts).filename
    how = rng.choice(["cut", "garble", "drop"])
    with zipfile.ZipFile(path, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            if info.filename == victim and how == "drop":
                continue
            if info.filename == victim:
                cut = rng.randrange(len(data))
                data = data[:cut] if how == "cut" else data[:cut] + rng.randbytes(50)
            out.writestr(info, data)
    return path


def _init(kind: str, roster: Path, event: Path) -> list[str]:
    if kind == "olympiad":
        return ["init", str(roster), str(event), "--lot", "white"]
    return ["init", str(roster), str(event), "--rounds", "5", "--lot", "white"]


def test_a_sheet_cut_in_the_middle(tmp_path: Path) -> None:
    roster = tmp_path / "roster.xlsx"
    with zipfile.ZipFile(CLEAN) as source, zipfile.ZipFile(roster, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            cut = info.filename.startswith("xl/worksheets/sheet")
            out.writestr(info, data[: len(data) // 2] if cut else data)
    for kind, command in (("olympiad", olympiad), ("swiss", swiss)):
        result = CliRunner().invoke(command, _init(kind, roster, tmp_path / "event.xlsx"))
        assert isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code == 2 and str(roster) in result.output, result.output
        assert not (tmp_path / "event.xlsx").exists()


@pytest.mark.parametrize("seed", range(24))
def test_a_damaged_roster_part(tmp_path: Path, seed: int) -> None:
    rng = random.Random(seed)
    roster = _damaged(tmp_path / "roster.xlsx", rng)
    before = roster.read_bytes()
    kind, command = rng.choice([("olympiad", olympiad), ("swiss", swiss)])
    result = CliRunner().invoke(command, _init(kind, roster, tmp_path / "event.xlsx"))
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        repr(result.exception),
    )
    assert result.exit_code != 1, result.output
    if result.exit_code != 0:  # a damaged part the reader does not need may go unnoticed
        assert result.exit_code == 2 and str(roster) in result.output, result.output
        assert not (tmp_path / "event.xlsx").exists()
    assert roster.read_bytes() == before


@pytest.mark.parametrize(("row", "column"), [(1_000_000, 3), (200, 16_000), (40_000, 300)])
def test_a_cell_far_outside_the_roster(tmp_path: Path, row: int, column: int) -> None:
    """A stray cell a million rows down once made ``init`` run past 30 s and out of memory:
    an input error naming the roster, the sheet and the cell, within seconds."""
    roster = write_roster(tmp_path / "roster.xlsx")
    book = openpyxl.load_workbook(roster)
    book.active.cell(row, column).value = "stray"
    book.save(roster)
    for kind, command in (("olympiad", olympiad), ("swiss", swiss)):
        started = time.monotonic()
        result = CliRunner().invoke(command, _init(kind, roster, tmp_path / "event.xlsx"))
        assert time.monotonic() - started < 10
        assert result.exit_code == 2, result.output
        assert str(roster) in result.output and "Sheet" in result.output
        assert openpyxl.utils.get_column_letter(column) + str(row) in result.output
        assert not (tmp_path / "event.xlsx").exists()
