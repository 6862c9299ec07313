"""The Event sheet says what an empty Tie-breaks cell means: beside it, in column C where
the sheet's other notes are, the default list of the event's system as its ruleset has
it (``SwissRuleset.tiebreaks``; a team ruleset's ``standing_tiebreaks``, C.04.6's by its
primary score), written by ``swiss init`` and by ``olympiad init`` (the demo's workbook is
made by the same ``new_workbook``). The note names the system, so that a note left from
another system shows it."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from rulesets.swiss import SWISS_RULESETS
from rulesets.team import resolve_team_ruleset
from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import make_trf, run


def event_note(path: Path, label: str) -> tuple[object, str]:
    """The value (column B) and the note (column C) of the Event sheet's ``label`` row."""
    sheet = openpyxl.load_workbook(path)["Event"]
    [row] = [r for r in range(1, 31) if sheet.cell(r, 1).value == label]
    note = sheet.cell(row, 3).value
    assert isinstance(note, str), f"no note beside {label}: {note!r}"
    return sheet.cell(row, 2).value, note


def _names_the_default(note: str, system: str, default: tuple[str, ...]) -> None:
    """``note`` says that an empty cell means ``system``'s ``default``, in order."""
    said = note.partition("empty")[2]
    assert said, f"the note does not say what an empty cell means: {note!r}"
    assert system in said, note
    if default:
        assert " ".join(default) in said, note
    else:
        assert "none" in said, note


@pytest.mark.parametrize("system", sorted(SWISS_RULESETS))
def test_swiss_init_notes_the_default_of_the_event_system(tmp_path: Path, system: str) -> None:
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--system", system, "--lot", "white")
    assert made.exit_code == 0, made.output
    default = SWISS_RULESETS[system].tiebreaks
    value, note = event_note(event, "Tie-breaks")
    assert value in (None, "")  # init leaves the default to the System cell (review-6 13e)
    _names_the_default(note, system, default)


def test_the_swiss_note_is_there_when_a_list_is_typed(tmp_path: Path) -> None:
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--system", "fide-1998", "--tiebreaks", "BH,SB")
    assert made.exit_code == 0, made.output
    value, note = event_note(event, "Tie-breaks")
    assert value == "BH,SB"
    _names_the_default(note, "fide-1998", ("F10",))  # F.10's own order


@pytest.mark.parametrize(
    "options",
    [
        ("--ruleset", "olympiad-2012"),
        ("--ruleset", "olympiad-2022"),
        ("--ruleset", "fide-team-2026"),
        ("--ruleset", "fide-team-2026", "--scoring", "gp-mp"),
    ],
)
def test_olympiad_init_notes_the_default_of_the_event_ruleset(
    tmp_path: Path, options: tuple[str, ...]
) -> None:
    event = tmp_path / "event.xlsx"
    trf = make_trf(tmp_path, 6)  # without its record 202: no list of its own
    trf.write_text("".join(line for line in trf.read_text().splitlines(keepends=True)
                           if not line.startswith("202")))  # fmt: skip
    made = run("init", trf, event, "--lot", "white", *options)
    assert made.exit_code == 0, made.output
    ruleset_cell, _ = event_note(event, "Ruleset")
    assert isinstance(ruleset_cell, str)
    ruleset = resolve_team_ruleset(ruleset_cell)
    assert ruleset is not None and ruleset.standing_tiebreaks
    value, note = event_note(event, "Tie-breaks")
    assert value in (None, "")
    _names_the_default(note, ruleset_cell, ruleset.standing_tiebreaks)
