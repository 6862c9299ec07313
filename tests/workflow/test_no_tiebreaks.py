"""An empty tie-break list means one thing everywhere (review-late 10): none, the places
shared (C.07 2.1 lets the regulations share them), whether given to ``swiss init`` or to
``swiss standings``; the system's default is what an absent ``--tiebreaks`` (an empty
Tie-breaks cell) gives. ``init --tiebreaks ""`` writes the word ``none`` in the Event
sheet's Tie-breaks cell, which the workbook reads back as no tie-break; ``none`` is taken
wherever a list is."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import swiss, two_rounds_played

NO_TIEBREAK = ["Rank", "No.", "Player", "PTS"]


def _header(*args: object) -> list[str]:
    printed = swiss("standings", *args, "--csv")
    assert printed.exit_code == 0, printed.output
    return next(csv.reader(io.StringIO(printed.stdout)))


def _cell(event: Path) -> object:
    """The Event sheet's Tie-breaks cell, its note saying the word for none."""
    sheet = openpyxl.load_workbook(event)["Event"]
    row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == "Tie-breaks")
    assert "none: no tie-break" in str(sheet.cell(row, 3).value), sheet.cell(row, 3).value
    return sheet.cell(row, 2).value


@pytest.mark.parametrize("given", ["", "none", "NONE"])
def test_init_with_an_empty_list_ranks_by_points_alone(tmp_path: Path, given: str) -> None:
    event = two_rounds_played(tmp_path, "--system", "fide-dutch-2026", "--tiebreaks", given)
    assert _cell(event) == "none"
    assert _header(event) == NO_TIEBREAK
    assert _header(event, "--tiebreaks", "") == NO_TIEBREAK
    trf = tmp_path / "e.trf"
    assert swiss("export-trf", event, trf).exit_code == 0
    assert [x.rstrip() for x in trf.read_text().splitlines() if x[:3] == "202"] == ["202"]


def test_without_the_option_the_systems_default(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path, "--system", "fide-dutch-2026")
    assert _header(event) == [*NO_TIEBREAK, "BH/C1", "BH", "SB", "WIN"]
    assert _header(event, "--tiebreaks", "none") == NO_TIEBREAK
    assert _header(event, "--tiebreaks", "") == NO_TIEBREAK


def test_a_team_event_made_with_an_empty_list_ranks_by_scores_alone(tmp_path: Path) -> None:
    """``olympiad init --tiebreaks ""`` likewise: none, the places shared (not the
    ruleset's list), its Event sheet saying ``none``."""
    from tests.workbook_event import new_event, run, type_results

    event = new_event(tmp_path, 8, "--tiebreaks", "")
    assert _cell(event) == "none"
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    printed = run("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    header = next(csv.reader(io.StringIO(printed.stdout)))
    assert header == ["Rank", "No.", "Team", "MP", "GP", "W", "D", "L"]  # the scores alone


TEAM_SCORES_ALONE = ["Rank", "No.", "Team", "MP", "GP", "W", "D", "L"]
"""The team standings' header by the scores alone (MP, then GP shown as the table does)."""


def _team_header(*args: object) -> list[str]:
    from tests.workbook_event import run

    printed = run("standings", *args, "--csv")
    assert printed.exit_code == 0, printed.output
    return next(csv.reader(io.StringIO(printed.stdout)))


def _team_event_played(folder: Path, *options: str) -> Path:
    from tests.workbook_event import new_event, run, type_results

    event = new_event(folder, 8, *options)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "fide-team-2026"])
@pytest.mark.parametrize("given", ["", "none"])
def test_team_standings_option_none_ranks_by_scores_alone(
    tmp_path: Path, ruleset: str, given: str
) -> None:
    """review-6 4: ``olympiad standings --tiebreaks none`` (or ``""``) is none, as on the
    individual side, on a workbook and on its TRF, whatever list the event names."""
    from tests.workbook_event import run

    event = _team_event_played(tmp_path, "--system", ruleset)
    assert _team_header(event)[5:-3]  # the ruleset's list: some tie-break
    assert _team_header(event, "--tiebreaks", given) == TEAM_SCORES_ALONE
    trf = tmp_path / "e.trf"
    assert run("export-trf", event, trf).exit_code == 0
    assert _team_header(trf)[5:-3]
    assert _team_header(trf, "--tiebreaks", given) == TEAM_SCORES_ALONE


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "fide-team-2026"])
def test_a_team_none_event_reads_back_as_none_from_its_trf(tmp_path: Path, ruleset: str) -> None:
    """review-6 4: a ``none`` team event (under either kind of ruleset) ranks by its scores
    alone, its TRF writes an empty 202, and that file reads back as none: its standings,
    and the workbook ``olympiad init`` makes of it (Tie-breaks cell ``none``)."""
    from tests.workbook_event import run

    event = _team_event_played(tmp_path, "--system", ruleset, "--tiebreaks", "none")
    assert _cell(event) == "none"
    assert _team_header(event) == TEAM_SCORES_ALONE
    trf = tmp_path / "e.trf"
    assert run("export-trf", event, trf).exit_code == 0
    assert [x.rstrip() for x in trf.read_text().splitlines() if x[:3] == "202"] == ["202"]
    assert _team_header(trf) == TEAM_SCORES_ALONE
    again = tmp_path / "again.xlsx"
    assert run("init", trf, again).exit_code == 0
    assert _cell(again) == "none"
    assert _team_header(again) == TEAM_SCORES_ALONE
