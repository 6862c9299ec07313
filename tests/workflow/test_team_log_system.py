"""The team Log records which ruleset paired each round (its ``System`` column: the Ruleset
cell's, as typed), and ``olympiad check`` and ``olympiad
explain`` judge each round under the ruleset that paired it, saying so when it is not the
Ruleset cell's. A Ruleset cell changed after some rounds is obeyed for the next, said on
the command line and in the Log (a ``warning`` row; a team workbook has no ``--system``).
A workbook made before the record is judged under the Ruleset cell, said once."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from individual.edges.workbook.log import SYSTEM
from tests.workbook_event import made_before, new_event, run, type_results
from tests.workbook_event import ok as _ok
from tests.workflow.test_log_system import logged_systems, logged_warnings

FIDE_TEAM = "fide-team-2026"


def _ruleset_cell(event: Path, value: str) -> str:
    """Type ``value`` in the Event sheet's Ruleset row; the cell's name."""
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    row = next(r for r in range(1, 30) if sheet.cell(r, 1).value == "Ruleset")
    sheet.cell(row, 2).value = value
    book.save(event)
    return f"'Event'!B{row}"


def _switched(tmp_path: Path) -> tuple[Path, str]:
    """An Olympiad 2012 event of 8 teams, rounds 1 and 2 paired and played under it, then
    its Ruleset cell changed to C.04.6 (which pairs these rounds otherwise) and round 3
    paired; the event and the Ruleset cell."""
    event = new_event(tmp_path, 8, "--system", "olympiad-2012", "--rounds", "5")
    for number in (1, 2):
        _ok("pair", event)
        type_results(event, number)
    cell = _ruleset_cell(event, "fide-team-2026")
    said = " ".join(_ok("pair", event).split())
    assert "round 2 was paired under olympiad-2012 (the Log)" in said, said
    assert f"round 3 is paired under {FIDE_TEAM} ({cell})" in said, said
    type_results(event, 3)
    return event, cell


def test_each_round_is_logged_with_its_ruleset(tmp_path: Path) -> None:
    event, _ = _switched(tmp_path)
    assert logged_systems(event) == {1: "olympiad-2012", 2: "olympiad-2012", 3: FIDE_TEAM}
    warned = logged_warnings(event)
    assert any("round 2 was paired under olympiad-2012" in w for w in warned), warned


def test_check_and_explain_judge_each_round_under_the_ruleset_that_paired_it(
    tmp_path: Path,
) -> None:
    """Before, rounds 1 and 2 were judged under C.04.6 (the Ruleset cell now): a
    difference in each."""
    event, _ = _switched(tmp_path)
    checked = run("check", event)
    said = " ".join(checked.output.split())
    assert checked.exit_code == 0, checked.output
    assert "rounds 1-2 were paired under olympiad-2012 (the Log): judged under " \
        "olympiad-2012" in said, said  # fmt: skip
    assert "0 differences from the engine's pairing" in said, said

    explained = " ".join(_ok("explain", event, "--round", "1").split())
    assert "Round 1 as stored is what the engine gives now." in explained, explained
    assert "round 1 was paired under olympiad-2012 (the Log): explained under " \
        "olympiad-2012" in explained, explained  # fmt: skip


def test_a_workbook_made_before_the_record_is_judged_under_the_ruleset_cell(
    tmp_path: Path,
) -> None:
    event = new_event(tmp_path, 8, "--system", "olympiad-2012", "--rounds", "5")
    for number in (1, 2):
        _ok("pair", event)
        type_results(event, number)
    made_before(event, SYSTEM)  # the System cells, and the records after them
    cell = _ruleset_cell(event, "olympiad-2012")
    checked = run("check", event)
    assert checked.exit_code == 0, checked.output
    said = " ".join(checked.output.split())
    assert said.count("does not record the system") == 1, said
    assert "the Log does not record the system that paired rounds 1-2 (a workbook made " \
        f"before the record): judged under olympiad-2012 ({cell})" in said, said  # fmt: skip


def test_a_system_cell_cleared_among_rows_that_have_it_is_refused(tmp_path: Path) -> None:
    """Review 7 #11 (the shared Log): a cleared System cell after rows naming theirs is a
    hand edit, refused naming the cell, not read as a workbook made before the record."""
    from tests.workflow.test_log_system import _cleared

    event, _ = _switched(tmp_path)
    cell = _cleared(event, 2)
    for command in (("check",), ("explain", "--round", "2")):
        refused = run(*command, event)
        said = " ".join(refused.output.split())
        assert refused.exit_code == 2, (command, said)
        assert cell in said and "type back the system that paired round 2" in said, said
        assert "made before the record" not in said, said


def test_a_ruleset_change_keeps_the_tie_break_list_published(tmp_path: Path) -> None:
    """Review 7 #7 and review 8 #8, team side: an empty Tie-breaks cell keeps the default of
    the ruleset of round 1 (C.07 4.1), as the swiss side does; the warning says which list
    stays and where another is typed (review 7: it named the ruleset only; then the list
    followed the Ruleset cell while the warning cited 4.1)."""
    event = new_event(tmp_path, 8, "--system", "olympiad-2012", "--rounds", "5")
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    row = next(r for r in range(1, 30) if sheet.cell(r, 1).value == "Tie-breaks")
    sheet.cell(row, 2).value = None  # the default list in force
    book.save(event)
    _ok("pair", event)
    type_results(event, 1)
    _ruleset_cell(event, FIDE_TEAM)
    said = " ".join(_ok("pair", event).split())
    kept = ("the tie-breaks stay olympiad-2012's default, SB-OLY,GP,OMP-CUT1, in force since "
            "round 1 (C.07 4.1: the list is published before the start): to rank by another, "
            f"type another list in 'Event'!B{row}")  # fmt: skip
    assert kept in said, said
    assert any(kept in w for w in logged_warnings(event)), logged_warnings(event)
