"""A withdrawal or late entry typed too late in a Swiss workbook (issue 26, item 6): the
round sheets pair the player where the Status says they are not; the workbook is not
read, and the message names the Status cell and the value the round sheets give."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import games, swiss, two_rounds_played


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    return two_rounds_played(tmp_path_factory.mktemp("swiss")).read_bytes()


@pytest.mark.parametrize(
    ("typed", "fix"),
    [
        ("withdrawn 2", "type 'withdrawn 3' in 'Players'!L{row}"),  # played round 2
        ("withdrawn 1", "type 'withdrawn 3' in 'Players'!L{row}"),
        ("late 2", "clear 'Players'!L{row}"),  # played round 1
    ],
)
def test_a_status_typed_too_late_suggests_the_value(
    tmp_path: Path, played: bytes, typed: str, fix: str
) -> None:
    path = tmp_path / "spring.xlsx"
    path.write_bytes(played)
    player = games(path, 2)[0][0]  # plays rounds 1 and 2
    assert any(player in game for game in games(path, 1))
    row = player + 1  # start numbers in order from row 2
    book = openpyxl.load_workbook(path)
    assert book["Players"].cell(row, 1).value == player
    book["Players"].cell(row, 12).value = typed
    book.save(path)
    result = swiss("standings", path)
    assert result.exit_code == 2, result.output
    assert fix.format(row=row) in result.stderr, result.stderr
    value = fix.split("'")[1] if fix.startswith("type") else None
    book["Players"].cell(row, 12).value = value  # the advice followed
    book.save(path)
    assert swiss("standings", path).exit_code == 0


def test_a_duplicate_start_number_is_reported_once(tmp_path: Path, played: bytes) -> None:
    path = tmp_path / "spring.xlsx"
    path.write_bytes(played)
    book = openpyxl.load_workbook(path)
    book["Players"]["A4"] = 2  # player 3's row typed as player 2
    book.save(path)
    result = swiss("standings", path)
    assert result.exit_code == 2, result.output
    errors = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{path}, 'Players'!A4: start number 2 is also on row 3: give")


def test_a_start_number_that_is_not_one_is_reported_once(tmp_path: Path, played: bytes) -> None:
    """The No. column is read once: a cell that holds no start number is one problem (it
    was said twice, once for the next free number and once for the row)."""
    path = tmp_path / "spring.xlsx"
    path.write_bytes(played)
    book = openpyxl.load_workbook(path)
    book["Players"]["A4"] = "x"
    book.save(path)
    result = swiss("pair", path)
    assert result.exit_code == 2, result.output
    said = [line for line in result.stderr.splitlines() if "'Players'!A4" in line]
    assert said == [
        f"{path}, 'Players'!A4: No., the start number: expected a whole number ≥ 1, found 'x'"
    ], result.stderr
