"""The Log records the British options each round was paired with (its ``Options``
column, the Event sheet's Options cell as read, ``none`` for the rules' defaults), and
``swiss check`` and ``swiss explain`` judge each round with them, as with the system that
paired it (review 7 #9): an Options cell edited mid-event (which ``pair`` warns of, in the
Log too), or emptied because the event left a British system, no longer makes the earlier
rounds differ. A workbook made before the column judges its rounds with the Options cell,
as before; a logged Options cell the program cannot read is refused naming it."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workflow.test_dutch_workbook_requests import _set
from tests.workflow.test_log_system import logged_systems, logged_warnings

OPTIONS_COLUMN = 7  # the Log's column G


def _ok(*args: object) -> str:
    result = swiss(*args)
    assert result.exit_code == 0, (args, result.output)
    return result.output


def logged_options(event: Path) -> dict[int, str | None]:
    """For each round, the Options column of its last pairing row in the Log."""
    return logged_systems(event, OPTIONS_COLUMN)


def _two_rounds(tmp_path: Path, options: str = "random=7") -> Path:
    """A 6-round CAA 2009 event of the spring roster under ``options``, rounds 1 and 2
    paired and played (the options pair them otherwise than random=8 or none)."""
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    _ok("init", roster, event, "--system", "caa-2009", "--rounds", 6, "--lot", "white",
        "--options", options)  # fmt: skip
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    return event


def test_an_options_change_is_warned_of_and_each_round_judged_with_its_own(
    tmp_path: Path,
) -> None:
    """Before: nothing said, and check reported 4 differences in rounds 1-2 (judged with
    random=8)."""
    event = _two_rounds(tmp_path)
    cell = _set(event, "Options", "random=8")
    result = swiss("pair", event)
    said = " ".join(result.output.split())
    change = (f"the options changed: rounds 1-2 were paired with random=7 (the Log), round 3 "
              f"is paired with random=8 ({cell})")  # fmt: skip
    assert result.exit_code == 0 and change in said, said
    assert any(change in w for w in logged_warnings(event)), logged_warnings(event)
    fill_results(event, 3)
    assert logged_options(event) == {1: "random=7", 2: "random=7", 3: "random=8"}
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "0 differences from caa-2009" in checked.output, checked.output
    said = "rounds 1-2 were paired with the options random=7 (the Log): judged with them"
    assert f"note: {said}" in checked.output, checked.output
    explained = swiss("explain", event, "--round", "1")
    assert "Round 1 as stored is what the engine gives now." in explained.stdout, explained.output
    assert "round 1 was paired with the options random=7 (the Log): explained with them" in (
        explained.stdout
    ), explained.output
    trf = tmp_path / "open.trf"
    exported = " ".join(_ok("export-trf", event, trf).split())
    assert "XXO random=8" in trf.read_text()
    assert ("rounds 1-2 were paired with the options random=7 (the Log); record XXO holds the "
            f"Options cell's, random=8 ({cell}): a check of the file pairs them with those and "
            "may report differences there") in exported, exported  # fmt: skip


def test_rounds_of_a_british_system_left_are_judged_with_their_options(tmp_path: Path) -> None:
    """Leaving CAA 2009 for the Dutch system, the arbiter must empty the Options cell; the
    CAA rounds keep theirs (before: judged with none, 4 differences)."""
    event = _two_rounds(tmp_path)
    _set(event, "System", "fide-dutch-2026")
    _set(event, "Options", "")
    _ok("pair", event)
    fill_results(event, 3)
    assert logged_options(event) == {1: "random=7", 2: "random=7", 3: "none"}  # no requests
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "0 differences from caa-2009 (rounds 1-2), fide-dutch-2026 (round 3)" in " ".join(
        checked.output.split()
    ), checked.output


def test_default_options_are_logged_as_none_and_kept(tmp_path: Path) -> None:
    """Options typed only after round 2: rounds 1-2 keep the defaults (``none``)."""
    event = _two_rounds(tmp_path, "")
    assert logged_options(event) == {1: "none", 2: "none"}
    _set(event, "Options", "random=8")
    _ok("pair", event)
    fill_results(event, 3)
    checked = swiss("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.output, checked.output


def refused_as_logged(event: Path, words: str) -> tuple[int, str]:
    """``words`` typed in the Options cell of round 2's pairing row in the Log: the row, and
    what ``swiss check`` says, which must refuse it (exit 2, no traceback)."""
    book = openpyxl.load_workbook(event)
    log = book["Log"]
    row = next(r for r in range(2, log.max_row + 1)
               if log.cell(r, 2).value == "pair" and log.cell(r, 3).value == 2)  # fmt: skip
    log.cell(row, OPTIONS_COLUMN).value = words
    book.save(event)
    refused = swiss("check", event)
    said = " ".join(refused.output.split())
    assert refused.exit_code == 2 and "Traceback" not in said, said
    return row, said


def test_a_logged_options_cell_that_cannot_be_read_is_refused(tmp_path: Path) -> None:
    row, said = refused_as_logged(_two_rounds(tmp_path), "random=seven")
    assert f"'Log'!G{row}" in said, said


def test_a_round_paired_again_takes_the_options_cell(tmp_path: Path) -> None:
    """``pair --force`` pairs the round anew with the Options cell, not with the options
    the Log recorded for its earlier pairing."""
    event = _two_rounds(tmp_path)
    _ok("pair", event)
    _set(event, "Options", "random=8")
    said = " ".join(_ok("pair", event, "--force").split())
    assert "rounds 1-2 were paired with random=7 (the Log), round 3 is paired with random=8" in (
        said
    )
    assert logged_options(event) == {1: "random=7", 2: "random=7", 3: "random=8"}
    fill_results(event, 3)
    checked = swiss("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.output, checked.output
