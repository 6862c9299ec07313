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


def _csv_roster(path: Path, extra: str = "", rows: int = 0) -> Path:
    """A CSV team roster of four teams of five; ``extra`` after the third line's cells,
    ``rows`` copies of the last line after it."""
    lines = ["Team,Board,Name,Rating"]
    lines += [
        f"Team {t},{b},Player {t}.{b},{2400 - 10 * b}" for t in range(1, 5) for b in range(1, 6)
    ]
    lines[2] += extra
    lines += [lines[-1]] * rows
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _refused_csv(tmp_path: Path, roster: Path) -> str:
    outputs = []
    for kind, command in (("olympiad", olympiad), ("swiss", swiss)):
        started = time.monotonic()
        result = CliRunner().invoke(command, _init(kind, roster, tmp_path / "event.xlsx"))
        assert time.monotonic() - started < 10
        assert isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code == 2 and str(roster) in result.output, result.output
        assert sorted(p.name for p in tmp_path.iterdir()) == [roster.name]
        outputs.append(result.output)
    return "\n".join(outputs)


def test_a_csv_field_over_the_csv_limit(tmp_path: Path) -> None:
    """A cell of 200,000 characters raised ``_csv.Error: field larger than field limit``:
    an input error naming the line and the limit."""
    output = _refused_csv(tmp_path, _csv_roster(tmp_path / "roster.csv", "," + "x" * 200_000))
    assert "line 3" in output and "131,072" in output


def test_a_million_row_csv_is_refused_at_the_limit(tmp_path: Path) -> None:
    output = _refused_csv(tmp_path, _csv_roster(tmp_path / "roster.csv", rows=1_000_000))
    assert "2,000,000" in output


def _team_roster(path: Path, cell: str, value: object) -> Path:
    """A team roster of four teams of five (Team, Board, Name, Rating) with one cell set."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Team", "Board", "Name", "Rating"])
    for t in range(1, 5):
        for b in range(1, 6):
            sheet.append([f"Team {t}", b, f"Player {t}.{b}", 2400 - 10 * b])
    sheet[cell] = value
    book.save(path)
    return path


@pytest.mark.parametrize(
    ("cell", "value"),
    [("B4", "۴۴"), ("B4", "²"), ("D4", "２４００"), ("B4", 1e300), ("B4", 99999)],
    ids=["arabic-board", "superscript-board", "fullwidth-rating", "huge-board", "far-board"],
)
def test_an_impossible_board_or_odd_digits_in_a_team_roster(
    tmp_path: Path, cell: str, value: object
) -> None:
    """Board ``۴۴`` was read as 44 and ``1e300`` as a board number, in silence: an input
    error naming the sheet and cell, what was expected, nothing written."""
    roster = _team_roster(tmp_path / "roster.xlsx", cell, value)
    result = CliRunner().invoke(olympiad, _init("olympiad", roster, tmp_path / "event.xlsx"))
    assert isinstance(result.exception, SystemExit), repr(result.exception)
    assert result.exit_code == 2 and str(roster) in result.output, result.output
    assert "row 4" in result.output and f"column {cell[0]}" in result.output, result.output
    assert "expected" in result.output
    assert not (tmp_path / "event.xlsx").exists()


def _inflated(path: Path, bomb: bool) -> Path:
    """``write_roster``'s workbook with its sheet part padded to 160 MB of blanks (a zip
    bomb: a few hundred kB on disk) or 20,000 merged ranges below the roster."""
    roster = write_roster(tmp := path.with_suffix(".clean.xlsx"))
    with zipfile.ZipFile(roster) as source, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for info in source.infolist():
            data = source.read(info)
            if not info.filename.startswith("xl/worksheets/sheet"):
                out.writestr(info.filename, data)
            elif bomb:
                with out.open(info.filename, "w", force_zip64=True) as part:
                    head, tail = data.split(b"<sheetData", 1)
                    part.write(head)
                    for _ in range(160):
                        part.write(b" " * (1 << 20))
                    part.write(b"<sheetData" + tail)
            else:
                ranges = "".join(f'<mergeCell ref="A{r}:B{r}"/>' for r in range(100, 20_100))
                storm = f'<mergeCells count="20000">{ranges}</mergeCells>'.encode()
                out.writestr(info.filename, data.replace(b"</sheetData>", b"</sheetData>" + storm))
    tmp.unlink()
    return path


@pytest.mark.parametrize(("bomb", "words"), [(True, "MB"), (False, "merged")])
def test_a_zip_bomb_or_merged_cell_storm_is_refused_at_the_limit(
    tmp_path: Path, bomb: bool, words: str
) -> None:
    """A sheet part inflating to 160 MB took over a gigabyte of memory, 20,000 merged
    ranges seconds of every command: refused before openpyxl reads them, naming the
    sheet and the limit."""
    roster = _inflated(tmp_path / "roster.xlsx", bomb)
    for kind, command in (("olympiad", olympiad), ("swiss", swiss)):
        result = CliRunner().invoke(command, _init(kind, roster, tmp_path / "event.xlsx"))
        assert isinstance(result.exception, SystemExit), repr(result.exception)
        assert result.exit_code == 2 and str(roster) in result.output, result.output
        assert "Sheet" in result.output and words in result.output, result.output
        assert sorted(p.name for p in tmp_path.iterdir()) == [roster.name]
