"""A TRF says which rules made it, and every reader of ours honours it (issue 26, item 1).

The scripted five-round day of each ruleset (the three team rulesets, fide-1998, caa-2009,
sca), typed into the workbook through the real commands, exported and read back: record
192 names the rules, the export's summary says what a program that does not know the code
assumes, the standings of the TRF are the workbook's, and ``check`` on the TRF finds
nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from rulesets.swiss import SWISS_RULESETS
from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, run, type_results

TEAM = ("olympiad-2012", "olympiad-2022", "fide-team-2026")
SWISS = ("fide-1998", "caa-2009", "sca")
ROUNDS = 5


def _record(trf: Path, kind: str) -> str:
    """The text of the one record ``kind`` of ``trf`` (after its three characters)."""
    found = [line[4:].strip() for line in trf.read_text().splitlines() if line[:3] == kind]
    assert len(found) == 1, (kind, found)
    return found[0]


def _day(
    command: Callable[..., Result], event: Path, typed: Callable[[Path, int], None]
) -> tuple[Path, Path, str]:
    """``ROUNDS`` rounds of ``event`` paired by ``command`` and typed in (``typed``), then
    exported: (workbook, TRF, the export's summary)."""
    for number in range(1, ROUNDS + 1):
        result = command("pair", event)
        assert result.exit_code == 0, result.output
        typed(event, number)
    trf = event.parent / "event.trf"
    result = command("export-trf", event, trf)
    assert result.exit_code == 0, result.output
    return event, trf, result.output


def _team_day(folder: Path, ruleset: str) -> tuple[Path, Path, str]:
    """Ten teams, five rounds (a mix of results), exported."""
    event = new_event(folder, 10, "--ruleset", ruleset, "--rounds", str(ROUNDS + 1))
    return _day(run, event, type_results)


def _swiss_day(folder: Path, system: str) -> tuple[Path, Path, str]:
    """Twelve players (one unrated, two requested byes), five rounds paired and typed in,
    exported."""
    event = folder / "event.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    result = swiss("init", roster, event, "--rounds", ROUNDS + 1, "--lot", "white",
                   "--system", system)  # fmt: skip
    assert result.exit_code == 0, result.output
    return _day(swiss, event, fill_results)


@pytest.mark.parametrize("ruleset", TEAM)
def test_a_team_export_carries_its_rules(tmp_path: Path, ruleset: str) -> None:
    event, trf, summary = _team_day(tmp_path, ruleset)
    code = _record(trf, "192")
    assert f"192 {code}" in summary
    assert "a program that does not know" in summary or ruleset == "fide-team-2026"
    assert _record(trf, "142") == _record(trf, "XXR") == str(ROUNDS + 1)
    assert _record(trf, "202")  # the tie-break list
    workbook = run("standings", event)
    read_back = run("standings", trf)
    assert read_back.exit_code == 0, read_back.output
    assert read_back.output == workbook.output
    checked = run("check", trf, "--strict")
    assert checked.exit_code == 0, checked.output
    assert f"{ROUNDS} rounds checked: 0 violations of the rules, 0 differences" in checked.output
    again = tmp_path / "again.xlsx"  # a workbook made from the file keeps its rules
    assert run("init", trf, again).exit_code == 0
    assert run("standings", again).output == workbook.output
    paired = run("pair", trf)
    assert paired.exit_code == 0, paired.output
    assert _same_pairing(paired.output, event)


def _same_pairing(printed: str, event: Path) -> bool:
    """``olympiad pair EVENT.trf``'s matches are those ``olympiad pair EVENT.xlsx`` writes
    into 'Round 6' (by team numbers, the first team white on board 1)."""
    from tests.workbook_event import layout

    assert run("pair", event).exit_code == 0
    written = {(m.first, m.second) for m in layout(event, ROUNDS + 1)}
    lines = printed.split("\n")[1:]
    pairs = {tuple(map(int, line.split())) for line in lines if line.strip()}
    return {p for p in pairs if 0 not in p} == written


@pytest.mark.parametrize("system", SWISS)
def test_a_swiss_export_carries_its_rules(tmp_path: Path, system: str) -> None:
    event, trf, summary = _swiss_day(tmp_path, system)
    code = _record(trf, "192")
    assert f"192 {code}" in summary and "a program that does not know" in summary
    assert _record(trf, "142") == _record(trf, "XXR") == str(ROUNDS + 1)
    # the tie-break list, the system's own (the British systems' empty: places shared)
    assert _record(trf, "202") == ",".join(SWISS_RULESETS[system].tiebreaks)
    workbook = swiss("standings", event)
    read_back = swiss("standings", trf)
    assert read_back.exit_code == 0, read_back.output
    assert read_back.output == workbook.output  # the event's numbers too (XXN)
    checked = swiss("check", trf)
    assert checked.exit_code == 0, checked.output
    assert f"0 differences from {system}" in checked.output
    paired = swiss("pair", trf, "--explain")
    assert paired.exit_code == 0, paired.output


def test_an_unrated_player_goes_out_unrated_with_the_estimate_beside(tmp_path: Path) -> None:
    """A TRF rating is the published one: an unrated player is 0 there (rating reports,
    the standings' ARO and TPR count nothing for them), the estimate the pairing used
    (A.1) is XXE, and the export says so."""
    _, trf, summary = _swiss_day(tmp_path, "fide-1998")
    assert "their pairing estimate (A.1: Karl Lund 1000) in XXE" in summary
    karl = next(line for line in trf.read_text().splitlines() if "Karl Lund" in line)
    assert karl[48:52] == "   0"  # 001 columns 49-52
    assert f"XXE {karl[4:8]} 1000" in trf.read_text()


def test_check_on_the_export_names_players_by_the_event_numbers(tmp_path: Path) -> None:
    """Issue 26, item 7: the file numbers players by the initial ranking, which is not the
    event's order here; checked by another system, the TRF's differences are the
    workbook's, word for word, in the numbers the workbook shows (the workbook's check
    saying beside that its Log records the rounds paired under caa-2009)."""
    event, trf, summary = _swiss_day(tmp_path, "caa-2009")
    assert "2 of 12 differ from the event's own numbers" in summary
    on_file = swiss("check", trf, "--system", "fide-1998")
    on_book = swiss("check", event, "--system", "fide-1998")
    assert on_book.exit_code == 1, on_book.output  # fide-1998 pairs a CAA day otherwise
    assert (on_file.exit_code, on_file.stderr) == (on_book.exit_code, on_book.stderr)
    logged = "rounds 1-5 were paired under caa-2009 (the Log): judged under fide-1998 (--system)"
    assert on_book.stdout == f"note: {logged}\n{on_file.stdout}", on_book.stdout
