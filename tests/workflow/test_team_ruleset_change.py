"""Review 8 #3 and #8: the team Ruleset cell changed mid-event.

#8: an empty Tie-breaks cell keeps the list in force since round 1 (C.07 4.1: the list is
published before the start), as the swiss side does (one reading,
``individual.edges.workbook.log.default_in_force``): the warning says which list stays
and where to type another, and a change of the primary score (C.04.6 1.2.1: MP or GP) is
warned of. Before: the list followed the Ruleset cell, while the warning cited 4.1.

#3: olympiad-2012 -> fide-team-2026 renumbers the teams (C.04.6 numbers them by their team
numbers): said as the Ruleset change, the Chief Arbiter's decision 1.1.3 allows, not as
"art. 1.1"; ``export-trf`` gives that cause (not "a corrected rating", not "the file's
ratings": a C.04.6 file numbers the teams by their team numbers) and names the rounds paired
under olympiad-2012, as the swiss side does (one function for both sides)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.workbook_event import edit, new_event, run, type_results
from tests.workbook_event import ok as _ok
from tests.workflow.test_log_system import logged_warnings

FIDE_TEAM = "fide-team-2026"


def _row(path: Path, label: str) -> int:
    sheet = openpyxl.load_workbook(path)["Event"]
    return next(r for r in range(1, 31) if sheet.cell(r, 1).value == label)


def _note(path: Path, label: str) -> str:
    sheet = openpyxl.load_workbook(path)["Event"]
    return str(next(r[2] for r in sheet.iter_rows(values_only=True) if r[0] == label))


def _header(event: Path) -> list[str]:
    printed = run("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    return next(csv.reader(io.StringIO(printed.stdout)))


def _played(tmp_path: Path, rounds: int, *options: str) -> Path:
    """An event of 8 teams (``options`` for ``init``), its Tie-breaks cell emptied (the
    default of the ruleset holds), ``rounds`` rounds paired and played."""
    event = new_event(tmp_path, 8, "--rounds", "6", *options)
    edit(event, "Event", {f"B{_row(event, 'Tie-breaks')}": None})
    for number in range(1, rounds + 1):
        _ok("pair", event)
        type_results(event, number)
    return event


def _changed(event: Path, ruleset: str) -> str:
    """The Ruleset cell changed to ``ruleset``, the next round paired: what it said."""
    edit(event, "Event", {f"B{_row(event, 'Ruleset')}": ruleset})
    paired = run("pair", event)
    assert paired.exit_code == 0, paired.output
    return " ".join(paired.output.split())


def test_a_ruleset_change_keeps_the_tie_break_list_of_round_1(tmp_path: Path) -> None:
    event = _played(tmp_path, 1, "--system", "olympiad-2012")
    header = _header(event)
    said = _changed(event, FIDE_TEAM)
    cell = f"'Event'!B{_row(event, 'Tie-breaks')}"
    kept = ("the tie-breaks stay olympiad-2012's default, SB-OLY,GP,OMP-CUT1, in force since "
            "round 1 (C.07 4.1: the list is published before the start): to rank by another, "
            f"type another list in {cell}")  # fmt: skip
    assert kept in said, said
    assert any(kept in w for w in logged_warnings(event)), logged_warnings(event)
    type_results(event, 2)
    assert _header(event)[3:] == header[3:], (header, _header(event))  # ranked as published
    note = _note(event, "Tie-breaks")
    assert "empty: the default of olympiad-2012, SB-OLY GP OMP-CUT1;" in note, note
    # a list typed in the cell is the one the standings rank by
    edit(event, "Event", {cell[8:]: "EMGSB/C1,GP"})
    assert _header(event)[4:6] == ["EMGSB/C1", "GP"], _header(event)


def test_a_change_of_the_primary_score_is_warned_of(tmp_path: Path) -> None:
    event = _played(tmp_path, 1, "--system", FIDE_TEAM)
    said = _changed(event, f"{FIDE_TEAM} typea gp-mp")
    assert "the primary score changes: round 1 was paired with MP as the score, round 2 " \
        "with GP (C.04.6 1.2.1)" in said, said  # fmt: skip
    kept = f"the tie-breaks stay {FIDE_TEAM} typea mp-gp's default, EMGSB/C1,GP,BH:MP/C1"
    assert kept in said, said
    type_results(event, 2)
    header = _header(event)
    assert header[3:6] == ["GP", "EMGSB/C1", "BH:MP/C1"], header


def _renumbered(tmp_path: Path) -> tuple[Path, str]:
    """Three olympiad-2012 rounds, then the Ruleset cell changed to C.04.6 and round 4
    paired and played: the event and what pairing round 4 said."""
    event = _played(tmp_path, 3, "--system", "olympiad-2012")
    said = _changed(event, FIDE_TEAM)
    type_results(event, 4)
    return event, said


def test_a_ruleset_change_renumbering_is_said_as_the_chief_arbiters_decision(
    tmp_path: Path,
) -> None:
    event, said = _renumbered(tmp_path)
    assert "Pairing numbers changed (" in said, said
    assert "Pairing numbers changed (art. 1.1," not in said, said
    cause = ("the Ruleset changed from olympiad-2012 (the Log), which numbers the teams by "
             "rating (arts. 8-9), to fide-team-2026, which numbers them by their team numbers "
             "(art. 1.1.2); C.04.6 1.1.3 keeps a TPN once defined unless the Chief Arbiter decides "
             "otherwise: the Ruleset cell changed is that decision")  # fmt: skip
    assert cause in said, said
    log = openpyxl.load_workbook(event)["Log"]
    renumber = [str(r[3]) for r in log.iter_rows(values_only=True) if r[1] == "renumber"]
    assert renumber and cause in renumber[-1], renumber


def test_the_export_after_a_ruleset_change_names_its_cause_and_the_other_system(
    tmp_path: Path,
) -> None:
    event, _ = _renumbered(tmp_path)
    said = " ".join(_ok("export-trf", event, tmp_path / "out.trf").split())
    assert "corrected rating" not in said and "the file's ratings" not in said, said
    assert (
        "rounds 1-3 were paired with other pairing numbers than the file's team numbers "
        "(renumbered since, in round 4, for the Ruleset changed from olympiad-2012" in said
    ), said
    cell = f"'Event'!B{_row(event, 'Ruleset')}"
    assert (
        "rounds 1-3 were paired under olympiad-2012 (the Log); record 192 names one system "
        f"for the file (TRF-2026), {FIDE_TEAM} ({cell}): a check of the file judges them "
        f"under {FIDE_TEAM} and may report differences there ('olympiad check' of the "
        "workbook judges each round under the system that paired it)" in said
    ), said


def test_back_to_the_olympiad_rules_the_renumbering_says_its_cause(tmp_path: Path) -> None:
    """The other way (C.04.6 -> olympiad-2012, by rating): the same cause, without 1.1.3
    (the new ruleset numbers by rating, arts. 8-9)."""
    event = _played(tmp_path, 2, "--system", FIDE_TEAM)
    said = _changed(event, "olympiad-2012")
    cause = (f"Pairing numbers changed (the Ruleset changed from {FIDE_TEAM} typea mp-gp (the "
             "Log), which numbers the teams by their team numbers (art. 1.1.2), to "
             "olympiad-2012, which numbers them by rating (arts. 8-9), among all teams "
             "entered)")  # fmt: skip
    assert cause in said, said
    assert "1.1.3" not in said, said
