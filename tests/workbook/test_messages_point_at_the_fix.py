"""Messages point at the fix (issue 26, item 6), on a scripted team event edited with
openpyxl as a spreadsheet program would: one fault, one message (a duplicate team number
is not also reported as round-sheet mismatches); every fault of a line-up is reported; a
status typed for a round already paired says what can be done, with the value to type."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.workbook_event import edit, new_event, run, type_results


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """Eight teams, rounds 1 and 2 paired and played (the workbook's bytes)."""
    event = new_event(tmp_path_factory.mktemp("played"), 8)
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    return event.read_bytes()


@pytest.fixture
def event(tmp_path: Path, played: bytes) -> Path:
    path = tmp_path / "event.xlsx"
    path.write_bytes(played)
    return path


def _errors(result_stderr: str) -> list[str]:
    return [line for line in result_stderr.splitlines() if line.strip()]


def test_a_duplicate_team_number_is_reported_once(event: Path) -> None:
    edit(event, "Teams", {"A4": 2})  # team 3's row typed as team 2
    result = run("standings", event)
    assert result.exit_code == 2, result.output
    errors = _errors(result.stderr)
    assert len(errors) == 1, errors
    assert errors[0].startswith(f"{event}, 'Teams'!A4: team 2 is also row 3: give each team")


def test_a_line_up_with_faults_on_both_sides_reports_both(event: Path) -> None:
    edit(event, "Round 2", {"F6": "Nobody", "K7": "Noone"})  # table 1, boards 1 and 2
    result = run("standings", event)
    assert result.exit_code == 2, result.output
    errors = _errors(result.stderr)
    assert any("'Round 2'!F6: 'Nobody' is not a player of team" in e for e in errors), errors
    assert any("'Round 2'!K7: 'Noone' is not a player of team" in e for e in errors), errors
    assert len(errors) == 2, errors


def test_a_line_up_fault_and_a_result_fault_are_both_reported(event: Path) -> None:
    # board 1 names a stranger, board 4 (a game typed 0-1) has nobody for the first team
    edit(event, "Round 2", {"F6": "Nobody", "F9": None})
    result = run("standings", event)
    assert result.exit_code == 2, result.output
    errors = _errors(result.stderr)
    assert any("'Round 2'!F6: 'Nobody' is not a player of team" in e for e in errors), errors
    assert any("'Round 2'!I9: 0-1, but team" in e and "nobody on board 4" in e for e in errors)
    assert len(errors) == 2, errors
