"""A setting row deleted from the Event sheet of a workbook written with it is damage: the
commands refuse it naming the sheet and the missing label (exit 2, nothing written), never
reading or naming the setting that moved into its row. A workbook made before the
optional rows (Options, Acceleration, Forbidden pairs) still pairs with their defaults
while its Log records nothing else for them."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workflow.test_dutch_workbook_requests import _event, _set


def _delete(event: Path, label: str) -> int:
    """The Event sheet's ``label`` row deleted: its number (another setting's now)."""
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == label)
    sheet.delete_rows(row)
    book.save(event)
    return row


def _refused(event: Path, *command: str) -> str:
    before = event.read_bytes()
    result = swiss(*command, event)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert event.read_bytes() == before
    return " ".join(result.output.split())


def _two_rounds(tmp_path: Path) -> Path:
    """Rounds 1-2 of a FIDE (Dutch) event paired with the Baku method and forbidden pairs."""
    event = _event(tmp_path)
    _set(event, "Acceleration", "baku")
    _set(event, "Forbidden pairs", "1 4")
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    return event


@pytest.mark.parametrize("label", ["Acceleration", "Forbidden pairs"])
def test_a_request_row_deleted_after_rounds_paired_with_it_is_refused(
    tmp_path: Path, label: str
) -> None:
    """Before: pair warned that round 3 is paired with none, naming ``'Event'!B9`` (the
    Forbidden pairs cell, moved up into the Acceleration row), and paired it."""
    event = _two_rounds(tmp_path)
    row = _delete(event, label)
    for command in ("pair", "check"):
        said = _refused(event, command)
        assert f"sheet 'Event': no '{label}' row in column A" in said, said
        assert "rounds 1-2 were paired with" in said, said
        assert f"'Event'!B{row}" not in said, said


@pytest.mark.parametrize("label", ["System", "Rounds", "Lot", "Tie-breaks"])
def test_a_setting_row_every_workbook_has_deleted_is_refused(tmp_path: Path, label: str) -> None:
    """Before: the setting was read from the row ``init`` writes it in, the next setting's
    since the deletion (a deleted Lot row read the Tie-breaks cell as the lot)."""
    event = _event(tmp_path)
    _ok("pair", event)
    fill_results(event, 1)
    row = _delete(event, label)
    said = _refused(event, "pair")
    assert f"sheet 'Event': no '{label}' row in column A" in said, said
    assert f"'Event'!B{row}" not in said, said


def test_a_workbook_made_before_the_request_rows_pairs_without_them(tmp_path: Path) -> None:
    event = _event(tmp_path)
    _ok("pair", event)
    fill_results(event, 1)
    _delete(event, "Forbidden pairs")
    _delete(event, "Acceleration")
    _ok("pair", event)
    fill_results(event, 2)
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
