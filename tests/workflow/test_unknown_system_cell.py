"""A workbook naming a system the program does not know, in its Event sheet (the swiss System
cell, the team Ruleset cell: a typo such as ``dutch``) or in the Log's ``System`` column of
a round paired, is refused by every command that reads the workbook, on both sides alike:
one line naming the file, the sheet and cell, what was found and the names to choose from
(``file, 'Event'!B2: System: unknown 'dutch' (choose from ...)``), exit 2, no click usage
(no option was wrong), nothing written. Before, ``swiss export-trf`` and ``swiss bulletin``
blamed a ``--system`` option neither has, with click's usage; ``swiss standings`` printed
the standings without a word; ``swiss pair/check/explain`` named no file; the team side
worded it otherwise; and a Log naming an unknown system was passed over (its round judged
under the System cell, said as "a workbook made before the record")."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from rulesets.systems import INDIVIDUAL, TEAM, ruleset_names
from tests.swiss_workbook import fill_results, swiss
from tests.workbook_event import new_event, run, type_results
from tests.workflow.test_dutch_workbook_requests import _event, _set
from tests.workflow.test_log_system import SYSTEM_COLUMN

COMMANDS = ("pair", "check", "explain", "standings", "export-trf", "bulletin")
SIDES: dict[str, tuple[Callable[..., Result], str, str, str]] = {
    # the command line, the Event sheet's label, an unknown name, the registry's side
    "swiss": (swiss, "System", "dutch", INDIVIDUAL),
    "olympiad": (run, "Ruleset", "olympiad-2000", TEAM),
}


@pytest.fixture(scope="module")
def paired(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """For each side, an event with round 1 paired and played (made once)."""
    folder = tmp_path_factory.mktemp("swiss")
    event = _event(folder)
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    team = new_event(tmp_path_factory.mktemp("olympiad"), 6)
    assert run("pair", team).exit_code == 0
    type_results(team, 1)
    return {"swiss": event, "olympiad": team}


def _typed_in_log(event: Path, _label: str, value: str) -> str:
    """Type ``value`` in the Log's System column of round 1's pairing row (``_set`` types
    it in the Event sheet's ``label`` row); the cell's name."""
    book = openpyxl.load_workbook(event)
    sheet = book["Log"]
    row = next(r for r in range(2, sheet.max_row + 1)
               if sheet.cell(r, 2).value == "pair" and sheet.cell(r, 3).value == 1)  # fmt: skip
    assert sheet.cell(row, SYSTEM_COLUMN).value  # the system that paired it, recorded
    sheet.cell(row, SYSTEM_COLUMN).value = value
    book.save(event)
    return f"'Log'!F{row}"


@pytest.mark.parametrize("where", [_set, _typed_in_log], ids=["event", "log"])
@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("side", SIDES)
def test_an_unknown_system_is_refused_naming_the_file_and_cell(
    paired: dict[str, Path],
    tmp_path: Path,
    side: str,
    command: str,
    where: Callable[[Path, str, str], str],
) -> None:
    cli, label, unknown, registry = SIDES[side]
    event = tmp_path / "event.xlsx"
    shutil.copy(paired[side], event)
    cell = where(event, label, unknown)
    before, files = event.read_bytes(), sorted(tmp_path.iterdir())
    args: tuple[object, ...] = {
        "explain": ("--round", 1),
        "export-trf": (tmp_path / "event.trf",),
        "bulletin": (tmp_path / "pages",),
    }.get(command, ())
    result = cli(command, event, *args)
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit), result.exception  # no traceback
    choices = ", ".join(ruleset_names(registry))
    said = f"{event}, {cell}: System: unknown '{unknown}' (choose from {choices})"
    if label == "Ruleset" and cell.startswith("'Event'"):
        said = said.replace(": System:", ": Ruleset:")
    assert result.stderr.splitlines() == [said], result.stderr
    assert "Usage" not in result.output and not result.stdout, result.output
    assert event.read_bytes() == before and sorted(tmp_path.iterdir()) == files


def test_an_unknown_log_system_is_refused_beside_a_wrong_event_cell(
    paired: dict[str, Path], tmp_path: Path
) -> None:
    """The team workbook's reading lists every problem found: a Log naming an unknown
    system is refused even when the Event sheet cannot be read (its Rounds cell wrong),
    as on the swiss side (before the fix: the Log was looked at only when the Event sheet
    was read, so only the Rounds cell was named)."""
    event = tmp_path / "event.xlsx"
    shutil.copy(paired["olympiad"], event)
    cell = _typed_in_log(event, "Ruleset", "olympiad-2000")
    book = openpyxl.load_workbook(event)
    row = next(r for r in range(1, 30) if book["Event"].cell(r, 1).value == "Rounds")
    book["Event"].cell(row, 2).value = "eleven"
    book.save(event)
    result = run("check", event)
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert any(f"'Event'!B{row}" in line for line in lines), lines
    choices = ", ".join(ruleset_names(TEAM))
    assert f"{event}, {cell}: System: unknown 'olympiad-2000' (choose from {choices})" in lines, (
        lines
    )
