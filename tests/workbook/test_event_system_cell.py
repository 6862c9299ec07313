"""A workbook whose Event sheet names no system is refused, on both sides alike: ``swiss
init`` always writes the System cell and ``olympiad init`` the Ruleset cell, so an empty
one is a workbook made or changed by hand, and no system is guessed for it (the individual
side read it as fide-1998, a system no FIDE-rated event may use now). The message names the
cell ('Event'!B2, 'Event'!B5) and the systems to choose from; exit 2, no traceback, nothing
written."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from rulesets.systems import INDIVIDUAL, ruleset_names
from rulesets.team import TEAM_RULESETS
from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, run


def _emptied(path: Path, label: str) -> int:
    """Empty the value of the Event sheet's ``label`` row; its row."""
    book = openpyxl.load_workbook(path)
    sheet = book["Event"]
    [row] = [r for r in range(1, 31) if sheet.cell(r, 1).value == label]
    sheet.cell(row, 2).value = None
    book.save(path)
    return row


def _refused(result: Result, event: Path, row: int, names: list[str]) -> None:
    """One line naming ``event``'s cell B``row`` and every one of ``names``; exit 2."""
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)  # a message, no traceback
    [said] = result.stderr.splitlines()
    assert said.startswith(f"{event}, 'Event'!B{row}: "), said
    assert all(name in said for name in names), said
    assert "empty" in said, said


@pytest.mark.parametrize("command", ["pair", "check", "standings", "export-trf"])
def test_a_swiss_workbook_without_its_system_is_refused(tmp_path: Path, command: str) -> None:
    event = tmp_path / "open.xlsx"
    made = swiss("init", write_roster(tmp_path / "roster.xlsx"), event, "--lot", "white")
    assert made.exit_code == 0, made.output
    row = _emptied(event, "System")
    before, files = event.read_bytes(), sorted(tmp_path.iterdir())
    out = tmp_path / "open.trf"
    result = swiss(command, event, *([out] if command == "export-trf" else []))
    _refused(result, event, row, list(ruleset_names(INDIVIDUAL)))
    assert event.read_bytes() == before and sorted(tmp_path.iterdir()) == files


def test_a_team_workbook_without_its_ruleset_is_refused_alike(tmp_path: Path) -> None:
    event = new_event(tmp_path, 6)
    row = _emptied(event, "Ruleset")
    before, files = event.read_bytes(), sorted(tmp_path.iterdir())
    _refused(run("pair", event), event, row, sorted(TEAM_RULESETS))
    assert event.read_bytes() == before and sorted(tmp_path.iterdir()) == files


def test_the_individual_settings_guess_no_system() -> None:
    """The Event sheet's settings name their system: none is taken by default."""
    from dataclasses import MISSING, fields

    from individual.edges.workbook.book import Settings

    assert {f.name: f.default for f in fields(Settings)}["system"] is MISSING
