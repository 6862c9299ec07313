"""What the organiser reads (issue 18, item 4): no internal names, the lot the Event sheet
holds, a next step after init that works, and one rule for the round-1 lot on both
commands: the Event sheet's (``--lot`` writes it there), else the command asks for it."""

from __future__ import annotations

import shlex
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import make_trf, new_event, run, type_results


def test_check_reads_the_lot_in_the_event_sheet_and_names_no_function(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)  # --lot white
    run("pair", event)
    type_results(event, 1)
    result = run("check", event)
    assert result.exit_code == 0, result.output
    assert "no lot given" not in result.stdout
    assert "lot given: white" in result.stdout
    assert "pair_round" not in result.stdout
    assert "pair_round" not in run("check", "--help").stdout


def _next_step(output: str) -> list[str]:
    """The command after 'Next:' (or its 'or:' part), as words."""
    line = next(line for line in output.splitlines() if line.startswith("Next:"))
    command = line.split("or: ", 1)[1] if "or: " in line else line.removeprefix("Next: ")
    return shlex.split(command)


def test_olympiad_init_ends_with_a_next_step_that_works(tmp_path: Path) -> None:
    for lot, folder in ((None, "a"), ("white", "b")):
        (tmp_path / folder).mkdir()
        event = tmp_path / folder / "e.xlsx"
        options = ("--lot", lot) if lot else ()
        created = run("init", make_trf(tmp_path / folder, lot=None), event, *options)
        assert created.exit_code == 0, created.output
        if lot is None:
            assert "'Event'!B7" in created.stdout
        words = _next_step(created.stdout)
        assert words[:2] == ["olympiad", "pair"], words
        paired = run(*words[1:])
        assert paired.exit_code == 0, paired.output


def test_swiss_round_one_asks_for_the_lot_as_olympiad_does(tmp_path: Path) -> None:
    event = tmp_path / "spring.xlsx"
    created = swiss("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", "5")
    assert created.exit_code == 0, created.output
    asked = swiss("pair", event)
    assert asked.exit_code == 2
    assert "'Event'!B4: the drawing of lots" in asked.stderr and "--lot" in asked.stderr
    words = _next_step(created.stdout)
    assert words[:2] == ["swiss", "pair"], words
    paired = swiss(*words[1:])
    assert paired.exit_code == 0, paired.output
    assert openpyxl.load_workbook(event)["Event"]["B4"].value == "white"
    fill_results(event, 3)
    assert swiss("pair", event).exit_code == 0  # the Event sheet has it now


def test_olympiad_pair_message_for_the_lot_is_the_same_kind(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    run("init", make_trf(tmp_path, lot=None), event)
    result = run("pair", event)
    assert result.exit_code == 2
    assert "'Event'!B7: the drawing of lots" in result.stderr and "--lot" in result.stderr
