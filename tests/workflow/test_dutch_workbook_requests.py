"""A FIDE (Dutch) 2026 event run from its workbook with the Baku acceleration (C.04.7) and
forbidden pairs, as TRF-2026 records 250 and 260 say them (issue 29): the organiser types
them in the Event sheet (``Acceleration``, ``Forbidden pairs``) of a workbook made by
``swiss init --system fide-dutch-2026``; ``swiss pair`` gives them to the engine,
``swiss explain`` shows them, ``swiss export-trf`` writes them as records 250 and 260, and
the file pairs the next round as the workbook does. A value that cannot be read, or either
setting for a system that does not take it, is refused naming the file, the sheet, the
row and the column, with exit 2 and nothing written."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import fill_results, games, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster
from tests.workflow.test_dutch_day import pairs_as_the_workbook

GROUP_A = frozenset(range(1, 7))  # 2 * ceil(12 / 4) players: No. 1-6 are rated highest


def _event(tmp_path: Path, system: str = "fide-dutch-2026") -> Path:
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    _ok("init", roster, event, "--system", system, "--rounds", "6", "--lot", "white")
    return event


def _set(event: Path, label: str, value: str) -> str:
    """Type ``value`` in the Event sheet's row ``label``; the cell's name."""
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == label)
    sheet.cell(row, 2).value = value
    book.save(event)
    return f"'Event'!B{row}"


def test_acceleration_and_forbidden_pairs_reach_the_engine_and_the_trf(tmp_path: Path) -> None:
    event = _event(tmp_path)
    _set(event, "Acceleration", "baku")
    _set(event, "Forbidden pairs", "1 4")
    _ok("pair", event)
    first = games(event, 1)
    assert all((white in GROUP_A) == (black in GROUP_A) for white, black in first), first
    assert {1, 4} not in [{white, black} for white, black in first]

    explained = _ok("explain", event, "--round", "1")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)" in explained, explained
    assert "[forbidden] may not meet: 1-4" in explained, explained

    fill_results(event, 1)
    _ok("pair", event)
    fill_results(event, 2)
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    lines = trf.read_text().splitlines()
    assert "250       1.0 001 002    1    6" in lines and "250       0.5 003 003    1    6" in lines
    assert "260 001 006    1    4" in lines

    pairs_as_the_workbook(trf, event, 3)


def test_the_accelerated_rounds_may_be_said(tmp_path: Path) -> None:
    """``baku 1-2``: rounds 1 and 2 accelerated (a point in round 1, half a point in 2)."""
    event = _event(tmp_path)
    _set(event, "Acceleration", "baku 1-2")
    _ok("pair", event)
    fill_results(event, 1)
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    accelerated = [line for line in trf.read_text().splitlines() if line[:3] == "250"]
    assert accelerated == ["250       1.0 001 001    1    6", "250       0.5 002 002    1    6"]


@pytest.mark.parametrize(
    ("label", "value", "said"),
    [
        ("Acceleration", "fast", "expected 'baku'"),
        ("Acceleration", "baku 1-9", "N at most 6"),
        ("Acceleration", "baku, the first six", "followed by ', group A to No. K'"),
        ("Acceleration", "baku, group A to No. 99", "no player has No. 99"),
        ("Forbidden pairs", "1", "two players' No. or more"),
        ("Forbidden pairs", "1 99", "no player has No. 99"),
        ("Forbidden pairs", "2-9: 1 4", "expected the rounds"),
    ],
)
def test_a_bad_value_is_refused_naming_the_cell(
    tmp_path: Path, label: str, value: str, said: str
) -> None:
    event = _event(tmp_path)
    cell = _set(event, label, value)
    before = event.read_bytes()
    refused = swiss("pair", event)
    assert refused.exit_code == 2, refused.output
    assert str(event) in refused.stderr and f"{cell}: {label}: " in refused.stderr, refused.stderr
    assert said in refused.stderr, refused.stderr
    assert "Traceback" not in refused.output
    assert event.read_bytes() == before


def test_another_system_does_not_take_them(tmp_path: Path) -> None:
    event = _event(tmp_path, "fide-1998")
    cell = _set(event, "Forbidden pairs", "1 4")
    refused = swiss("pair", event)
    assert refused.exit_code == 2, refused.output
    assert f"{cell}: Forbidden pairs: the system fide-1998 does not take it" in refused.stderr
    assert "fide-dutch-2026" in refused.stderr


def test_a_late_entry_keeps_the_last_player_of_group_a(tmp_path: Path) -> None:
    """C.04.7, late entries: the last player of group A stays the one of round 1, so a late
    entry ranked above him joins group A (7 players, no longer 2 * ceil(13 / 4) = 8), and the
    players ranked below him stay out of it; record 250 gives him no virtual point in round
    1, before he entered (tests/workflow/test_baku_record_250.py)."""
    from tests.swiss_workbook import add_player

    event = _event(tmp_path)
    _set(event, "Acceleration", "baku")
    add_player(event, "Zed Late", 2150, "late 2")  # No. 13, ranked 5th
    _ok("pair", event)
    fill_results(event, 1)
    explained = _ok("explain", event, "--round", "2")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6, 13 (1 point)" in explained, explained
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    accelerated = [line for line in trf.read_text().splitlines() if line[:3] == "250"]
    assert accelerated == [
        "250       1.0 001 002    1    4",
        "250       1.0 001 002    6    7",
        "250       1.0 002 002    5    5",
        "250       0.5 003 003    1    7",
    ]
