"""Messages point at the fix (issue 26, item 6), on a scripted team event edited with
openpyxl as a spreadsheet program would: one fault, one message (a duplicate team number
is not also reported as round-sheet mismatches); every fault of a line-up is reported; a
status typed for a round already paired says what can be done, with the value to type."""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import add_team, edit, new_event, run, type_results


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


_ADVICE = re.compile(r"type (\S+) in ('Round \d+'!I\d+)")


def _warnings(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith("warning:")]


def test_an_absence_typed_for_a_complete_round_says_what_can_be_done(event: Path) -> None:
    """Round 1 is complete and round 2 paired after it: 'pair --force' cannot pair it
    again (it pairs only the last round, and only while incomplete). The advice: the
    pairing stands (art. 47); a team that did not appear loses by forfeit (art. 46),
    typed in its match row; the status cell loses the absence."""
    edit(event, "Teams", {"E3": "absent 1"})  # team 2
    result = run("standings", event)
    assert result.exit_code == 0, result.output
    [warning] = _warnings(result.stderr)
    assert "--force" not in warning, warning
    assert "art. 47" in warning and "art. 46" in warning, warning
    assert "clear 'Teams'!E3" in warning, warning
    found = _ADVICE.search(warning)
    assert found, warning
    marker, cell = found.groups()
    sheet_cell = cell.split("!")[1]
    book = openpyxl.load_workbook(event)
    row = int(sheet_cell[1:])
    first = book["Round 1"].cell(row, 3).value
    assert marker == ("-/+" if first == 2 else "+/-"), (marker, first)
    for board in range(row + 1, row + 5):  # the advice followed: the boards cleared
        book["Round 1"].cell(board, 9).value = None
    book["Round 1"][sheet_cell] = marker
    book["Teams"]["E3"] = None
    book.save(event)
    followed = run("standings", event)
    assert followed.exit_code == 0, followed.output
    assert not _warnings(followed.stderr), followed.stderr


def test_the_advice_cites_the_event_s_edition(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--ruleset", "olympiad-2022")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    assert run("pair", event).exit_code == 0  # round 1 now published and played
    edit(event, "Teams", {"E3": "absent 1"})
    [warning] = _warnings(run("standings", event).stderr)
    assert "(art. 11.3)" in warning and "(art. 10;" in warning, warning  # 2022: 11.3, 10


def test_an_absence_typed_for_the_last_round_not_complete_offers_to_pair_it_again(
    event: Path,
) -> None:
    assert run("pair", event).exit_code == 0  # round 3, no result yet
    edit(event, "Teams", {"E3": "absent 3"})
    result = run("standings", event)
    [warning] = _warnings(result.stderr)
    command = f"olympiad pair --force {event}"
    assert command in warning, warning
    again = run(*command.split()[1:])
    assert again.exit_code == 0, again.output
    assert "absent: 2" in again.stdout, again.stdout
    assert not _warnings(run("standings", event).stderr)


@pytest.mark.parametrize(
    ("typed", "fix"),
    [
        ("withdrawn 2", "type 'withdrawn 3' in 'Teams'!E3"),  # it played round 2
        ("withdrawn after round 1", "type 'withdrawn 3' in 'Teams'!E3"),
        ("late 2", "clear 'Teams'!E3"),  # it played round 1
        ("late 3; absent 5", "type 'absent 5' in 'Teams'!E3"),
    ],
)
def test_a_withdrawal_or_late_entry_typed_too_late_suggests_the_value(
    event: Path, typed: str, fix: str
) -> None:
    edit(event, "Teams", {"E3": typed})  # team 2 played rounds 1 and 2
    result = run("standings", event)
    assert result.exit_code == 2, result.output
    errors = _errors(result.stderr)
    assert errors and all(fix in error for error in errors), errors
    value = fix.split("'")[1] if fix.startswith("type") else None
    edit(event, "Teams", {"E3": value})  # the advice followed
    followed = run("standings", event)
    assert followed.exit_code == 0, followed.output


@pytest.mark.parametrize(("typed", "fix"), [("late 2", "'late 3'"), ("", "'late 3'")])
def test_a_late_entry_typed_after_its_round_was_paired_suggests_the_next(
    event: Path, typed: str, fix: str
) -> None:
    """Rounds 1 and 2 are paired: a team added now enters for round 3."""
    add_team(event, 9, typed)
    result = run("standings", event)
    assert result.exit_code == 2, result.output
    errors = _errors(result.stderr)
    assert errors and all(f"type {fix} in 'Teams'!E10" in error for error in errors), errors
    edit(event, "Teams", {"E10": fix.strip("'")})  # the advice followed
    assert run("standings", event).exit_code == 0
