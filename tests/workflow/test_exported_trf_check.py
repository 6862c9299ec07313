"""``olympiad check`` on a TRF exported from a workbook with a late entry (issue 18, item 3).

A TRF has no record of a late entry (TRF-26: a team not paired in a round is a ``240 Z``
zero-point bye, as an absent team is), so the file cannot say whether a team in no match
of round 1 had entered then (absent, art. 45) or entered later, and the pairing numbers of
round 1 (arts. 8-9, among the teams entered) depend on it. The check says so and lists only
what breaks the rules either way; the workbook, which knows, is judged in full."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from olympiad.check import check_report, undecided_entries
from olympiad.edges.event_files import read_event_and_lot
from rulesets.systems import team_system
from tests.workbook_event import new_event, run, type_results


def _late_team(event: Path, number: int, rating: int) -> None:
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    row = sheet.max_row + 1
    sheet.cell(row, 1).value, sheet.cell(row, 3).value = number, f"Late Team {number}"
    sheet.cell(row, 5).value = "late 2"
    for board in range(5):
        sheet.cell(row, 7 + 5 * board).value = f"Late, Player {board + 1}"
        sheet.cell(row, 10 + 5 * board).value = rating - 10 * board
    book.save(event)


def _exported(tmp_path: Path, rating: int) -> Path:
    """An eight-team event, a ninth team entered for round 2, three rounds, as a TRF."""
    event = new_event(tmp_path, 8)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    _late_team(event, 9, rating)
    for number in (2, 3):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    trf = tmp_path / "event.trf"
    assert run("export-trf", event, trf).exit_code == 0
    assert run("check", event, "--strict").exit_code == 0  # the workbook knows
    return trf


def test_a_strong_late_entry_does_not_flag_round_1_of_the_exported_trf(tmp_path: Path) -> None:
    trf = _exported(tmp_path, rating=2800)  # pairing number 1: every number below shifts
    result = run("check", trf, "--strict")
    assert result.exit_code == 0, result.output
    assert "3 rounds checked: 0 violations of the rules, 0 differences" in result.output
    assert "team 9 played no match in round 1, and a TRF has no record of a late entry" in (
        result.output
    )
    assert "of round 1, so those rounds' colours and pairings cannot be judged" in result.output


def test_without_a_late_entry_nothing_is_said(tmp_path: Path) -> None:
    trf = _exported(tmp_path, rating=1000)  # the last pairing number: nothing shifts
    result = run("check", trf, "--strict")
    assert result.exit_code == 0, result.output
    assert "late entry" not in result.output


def test_what_breaks_the_rules_either_way_is_still_reported(tmp_path: Path) -> None:
    """Round 3 made of round 2's matches again: rematches (art. 16a) whatever the numbers."""
    event, lot = read_event_and_lot(_exported(tmp_path, rating=2800))
    assert undecided_entries(event) == {9}
    second, third = event.rounds[1], event.rounds[2]
    broken = replace(event, rounds=(*event.rounds[:2], replace(second, number=third.number)))
    report = check_report(broken, team_system(broken.ruleset), lot=lot, trf=True)
    assert report.exit_code == 1
    rematches = [line for line in report.lines if line.startswith("round 3: [art. 16a]")]
    assert len(rematches) == len(second.matches)


def test_a_team_absent_from_round_1_is_not_flagged_either(tmp_path: Path) -> None:
    """The other reading: team 1 entered and absent from round 1 (art. 45), then played."""
    event = new_event(tmp_path, 9)
    assert run("pair", event, "--absent", "1").exit_code == 0
    for number in (1, 2):
        type_results(event, number)
        assert run("pair", event).exit_code == 0
    type_results(event, 3)
    trf = tmp_path / "event.trf"
    assert run("export-trf", event, trf).exit_code == 0
    result = run("check", trf, "--strict")
    assert result.exit_code == 0, result.output
    assert "3 rounds checked: 0 violations of the rules, 0 differences" in result.output
