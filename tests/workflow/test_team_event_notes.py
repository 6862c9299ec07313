"""The team Event sheet's notes (column C) and help lines, and the Teams sheet's Status note,
follow the edition in force: when the Ruleset cell is changed, the next command that writes
the workbook (``pair``) writes them as ``init`` writes them under that edition, as the
Tie-breaks note already did (before: written at init only, so a workbook moved from
olympiad-2012 to olympiad-2022 kept citing 2012's arts. 7, 8-9, 21, 29 and 45)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import edit, new_event, run, type_results

HELP_TITLE = "How to use this workbook"


def _notes(event: Path) -> tuple[list[tuple[str, str]], list[str]]:
    """The Event sheet's settings with their notes (labels not of a round date), and the
    help lines from their title on, then the Teams sheet's Status note."""
    book = openpyxl.load_workbook(event)
    rows = [(r[0], r[2]) for r in book["Event"].iter_rows(values_only=True)]
    start = next(i for i, (label, _) in enumerate(rows) if label == HELP_TITLE)
    notes = [(str(a), str(c)) for a, c in rows[:start] if a and not str(a).startswith("Round ")]
    status = book["Teams"]["E1"]
    assert status.value == "Status", status.value
    return notes, [str(a) for a, _ in rows[start:] if a] + [status.comment.text]


def _ruleset_cell(event: Path) -> tuple[str, str]:
    """The Ruleset cell's name and its text."""
    sheet = openpyxl.load_workbook(event)["Event"]
    row = next(r for r in range(1, 20) if sheet.cell(r, 1).value == "Ruleset")
    return f"B{row}", str(sheet.cell(row, 2).value)


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("olympiad-2012", "olympiad-2022"),
        ("olympiad-2022", "olympiad-2012"),
        ("olympiad-2012", "fide-team-2026"),
    ],
)
def test_the_notes_follow_the_ruleset_cell(tmp_path: Path, first: str, then: str) -> None:
    (tmp_path / "changed").mkdir()
    (tmp_path / "made").mkdir()
    event = new_event(tmp_path / "changed", 8, "--ruleset", first, "--rounds", "5")
    made = new_event(tmp_path / "made", 8, "--ruleset", then, "--rounds", "5")
    before, expected = _notes(event), _notes(made)
    assert before != expected  # the editions cite otherwise
    cell, _ = _ruleset_cell(event)
    edit(event, "Event", {cell: _ruleset_cell(made)[1]})  # fide-team-2026 typea mp-gp
    paired = run("pair", event)
    assert paired.exit_code == 0, paired.output
    notes, lines = _notes(event)
    assert notes == expected[0]
    assert lines == expected[1]
    type_results(event, 1)
    assert run("pair", event).exit_code == 0
    assert _notes(event)[1] == expected[1]  # written once, kept
