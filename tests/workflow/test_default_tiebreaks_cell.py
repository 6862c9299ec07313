"""review-6 13e: the Tie-breaks cell says the same thing on both sides. ``init`` without
``--tiebreaks`` leaves it empty, as ``olympiad init`` did: the default list is a fact of
the system, held once by its ruleset, and an empty cell reads as the default of the system
the System (Ruleset) cell names now, which the note beside the cell names. So a system
changed before round 1 brings its own list on both sides (``swiss init`` used to copy the
first system's list into the cell, which then stayed)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import edit, make_trf, run, type_results


def _cell(path: Path, label: str) -> object:
    sheet = openpyxl.load_workbook(path)["Event"]
    return next(r[1] for r in sheet.iter_rows(values_only=True) if r[0] == label)


def _row(path: Path, label: str) -> int:
    sheet = openpyxl.load_workbook(path)["Event"]
    return next(r for r in range(1, 31) if sheet.cell(r, 1).value == label)


def _header(runner: object, *args: object) -> list[str]:
    printed = runner("standings", *args, "--csv")  # type: ignore[operator]
    assert printed.exit_code == 0, printed.output
    return next(csv.reader(io.StringIO(printed.stdout)))


def test_swiss_init_leaves_the_cell_to_the_system(tmp_path: Path) -> None:
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--rounds", "5", "--lot", "white")
    assert made.exit_code == 0, made.output
    assert _cell(event, "Tie-breaks") in (None, "")
    edit(event, "Event", {f"B{_row(event, 'System')}": "fide-1998"})  # before round 1
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    assert _header(swiss, event)[4:] == ["DE1", "ARO"]  # F.10's order, not the Dutch list


def _team_event(folder: Path) -> Path:
    """A team workbook made by ``init`` from a roster naming no list (a TRF without 202:
    one naming its list keeps it)."""
    roster = make_trf(folder, 8)
    lines = roster.read_text(encoding="utf-8").splitlines()
    roster.write_text("\n".join(x for x in lines if x[:3] != "202") + "\n", encoding="utf-8")
    event = folder / "event.xlsx"
    made = run("init", roster, event, "--lot", "white")
    assert made.exit_code == 0, made.output
    return event


def test_olympiad_init_leaves_the_cell_to_the_ruleset(tmp_path: Path) -> None:
    event = _team_event(tmp_path)
    assert _cell(event, "Tie-breaks") in (None, "")
    edit(event, "Event", {f"B{_row(event, 'Ruleset')}": "olympiad-2022"})
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    assert _header(run, event)[3:-3] == ["MP", "EMGSB/C1", "GP", "BH:MP/C1"]


def _note(path: Path, label: str) -> str:
    """The note beside the ``label`` cell (column C of the Event sheet)."""
    sheet = openpyxl.load_workbook(path)["Event"]
    return str(next(r[2] for r in sheet.iter_rows(values_only=True) if r[0] == label))


def test_the_swiss_note_follows_the_system_cell(tmp_path: Path) -> None:
    """The note beside the Tie-breaks cell names the system whose default an empty cell
    takes: after the System cell is changed, the next pairing writes it anew (before the
    fix: written at ``init`` only, it kept naming fide-dutch-2026 and its list)."""
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--system", "fide-dutch-2026", "--rounds", "5")
    assert made.exit_code == 0, made.output
    assert "empty: the default of fide-dutch-2026, BH/C1 BH SB WIN;" in _note(event, "Tie-breaks")
    edit(event, "Event", {f"B{_row(event, 'System')}": "fide-1998"})  # before round 1
    paired = swiss("pair", event, "--lot", "white")
    assert paired.exit_code == 0, paired.output
    note = _note(event, "Tie-breaks")
    assert "empty: the default of fide-1998, " in note, note
    assert "fide-dutch-2026" not in note and "BH/C1" not in note, note


def test_after_round_1_the_swiss_note_names_the_list_in_force(tmp_path: Path) -> None:
    """Once round 1 is paired an empty Tie-breaks cell keeps the default of the system that
    paired it (C.07 4.1: the list is published before the start; ``SwissBook.ranked_by``),
    so the note beside the cell keeps naming that system when the System cell changes
    mid-event (before: the next pairing wrote the new system's default, which the
    standings do not use)."""
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--system", "fide-dutch-2026", "--rounds", "5")
    assert made.exit_code == 0, made.output
    assert swiss("pair", event, "--lot", "white").exit_code == 0
    fill_results(event, 1)
    edit(event, "Event", {f"B{_row(event, 'System')}": "fide-1998"})
    paired = swiss("pair", event)
    assert paired.exit_code == 0, paired.output
    said = " ".join(paired.output.split())
    assert "the tie-breaks stay fide-dutch-2026's default, BH/C1 BH SB WIN" in said, said
    note = _note(event, "Tie-breaks")
    assert "empty: the default of fide-dutch-2026, BH/C1 BH SB WIN;" in note, note
    assert "fide-1998" not in note, note


def test_the_team_note_follows_the_ruleset_cell(tmp_path: Path) -> None:
    """The same beside the team Tie-breaks cell, after the Ruleset cell is changed."""
    event = _team_event(tmp_path)
    before = _note(event, "Tie-breaks")
    assert "empty: the default of olympiad-2012," in before, before
    edit(event, "Event", {f"B{_row(event, 'Ruleset')}": "olympiad-2022"})
    assert run("pair", event).exit_code == 0
    note = _note(event, "Tie-breaks")
    assert "empty: the default of olympiad-2022, EMGSB/C1 GP BH:MP/C1;" in note, note
    assert "olympiad-2012" not in note and "SB-OLY" not in note, note
