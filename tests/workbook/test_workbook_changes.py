"""What happens to an event while it runs: late entries, withdrawals, absent teams and
manual changes of a published pairing, through the command line."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from olympiad.edges.workbook.book import open_tournament
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.scores import team_records
from tests.workbook_event import (
    MatchRows,
    add_team,
    edit,
    layout,
    log_actions,
    made_before_the_lot_row,
    new_event,
    run,
    type_results,
)


def _teams_in(event: Path, number: int) -> set[int]:
    return {t for m in layout(event, number) for t in (m.first, m.second)}


def test_a_late_entry_gets_its_pairing_number_and_plays_from_its_round(tmp_path: Path) -> None:
    event = new_event(tmp_path, 7)
    run("pair", event)
    type_results(event, 1)
    row = add_team(event, 8, "late 2")
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    assert "bye" not in result.stdout.split(":")[1]  # eight teams now
    assert 8 in _teams_in(event, 2)
    _, tournament = open_tournament(event)
    numbers = pairing_numbers(tournament.event())
    assert numbers[8] == 1  # the strongest team
    assert openpyxl.load_workbook(event)["Teams"].cell(row, 2).value == 1
    assert 8 in tournament.rounds[0].round.absent
    assert team_records(tournament.event())[8].match_points == 0
    assert run("standings", event).exit_code == 0


def test_a_team_added_without_status_is_named(tmp_path: Path) -> None:
    event = new_event(tmp_path, 7)
    run("pair", event)
    type_results(event, 1)
    row = add_team(event, 8, "")
    before = event.read_bytes()
    result = run("pair", event)
    assert result.exit_code == 2
    assert f"'Teams'!A{row}: team 8 (Late Team 8) is in no match of 'Round 1'" in result.stderr
    assert f"type 'late 2' in 'Teams'!E{row}" in result.stderr
    assert event.read_bytes() == before


def test_a_late_entry_cannot_play_before_it_entered(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    edit(event, "Teams", {"E2": "late 3"})
    result = run("pair", event)
    assert result.exit_code == 2
    assert "team 1 entered late (round 3, 'Teams'!E2): not in round 1" in result.stderr


def test_a_withdrawn_team_is_not_paired_after(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    edit(event, "Teams", {"E4": "withdrawn after round 1"})
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    assert 3 not in _teams_in(event, 2)
    _, tournament = open_tournament(event)
    assert tournament.rounds[1].round.bye is not None
    assert 3 not in tournament.rounds[1].round.absent
    assert "3" in [line.split()[1] for line in run("standings", event).stdout.splitlines()]


def test_a_withdrawn_team_found_in_a_round_is_an_error(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    edit(event, "Teams", {"E4": "withdrawn 1"})
    result = run("pair", event)
    assert result.exit_code == 2
    assert "team 3 withdrew from round 1 on ('Teams'!E4)" in result.stderr


def test_a_team_absent_for_a_round_by_its_status(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    edit(event, "Teams", {"E6": "absent 2, 4"})
    assert run("pair", event).exit_code == 0
    assert 5 not in _teams_in(event, 2)
    sheet = openpyxl.load_workbook(event)["Round 2"]
    rows = [r for r in sheet.iter_rows(values_only=True) if r[0] == "Absent"]
    assert [(r[2], r[5], r[8]) for r in rows] == [(5, "Team 0005", "not paired (art. 45)")]
    type_results(event, 2)
    assert run("pair", event).exit_code == 0
    assert 5 in _teams_in(event, 3)


def test_an_absent_status_for_a_paired_round_is_a_warning(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    edit(event, "Teams", {"E2": "absent 1"})
    result = run("standings", event)
    assert result.exit_code == 0
    assert "'Teams'!E2 says team 1 is absent from round 1, but 'Round 1'!" in result.stderr


def _swap_second(event: Path, number: int, a: MatchRows, b: MatchRows) -> None:
    """Exchange the second teams of two matches, as an organiser would: number and name,
    the player cells cleared (the first players then play)."""
    book = openpyxl.load_workbook(event)
    sheet = book[f"Round {number}"]
    values = [(sheet.cell(m.row, 15).value, sheet.cell(m.row, 11).value) for m in (a, b)]
    for match, (team, name) in zip((a, b), reversed(values), strict=True):
        sheet.cell(match.row, 15).value, sheet.cell(match.row, 11).value = team, name
        for row in match.boards:
            sheet.cell(row, 11).value = None
    book.save(event)


def test_a_manual_change_is_checked_warned_about_and_logged_once(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    run("pair", event)
    one = {frozenset((m.first, m.second)) for m in layout(event, 1)}
    a, b = layout(event, 2)[:2]
    if frozenset((a.first, b.second)) not in one and frozenset((b.first, a.second)) not in one:
        a, b = layout(event, 2)[1:3]
    _swap_second(event, 2, a, b)
    type_results(event, 2)
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    warning = f"warning: round 2 was changed by hand: paired {a.first}-{a.second}, {b.first}-"
    assert warning in result.stderr
    assert "(recorded in the Log)" in result.stderr
    assert "have met already (art. 16a)" in result.stderr
    assert log_actions(event)[-2:] == [("manual change", 2), ("pair", 3)]
    type_results(event, 3)
    again = run("pair", event)
    assert again.exit_code == 0 and "changed by hand" not in again.stderr


def test_a_manual_change_breaking_the_colour_limits_is_named(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)
    for number in (1, 2):
        run("pair", event)
        type_results(event, number)
    run("pair", event)
    _, tournament = open_tournament(event)
    records = team_records(tournament.event_before(3))
    twice_white = [
        m for m in layout(event, 3) if [c.name for c in records[m.second].colours] == ["WHITE"] * 2
    ]
    assert twice_white, "the seed gives a team white twice"
    match = twice_white[0]
    book = openpyxl.load_workbook(event)
    sheet = book["Round 3"]
    first = (sheet.cell(match.row, 3).value, sheet.cell(match.row, 6).value)
    second = (sheet.cell(match.row, 15).value, sheet.cell(match.row, 11).value)
    sheet.cell(match.row, 3).value, sheet.cell(match.row, 6).value = second
    sheet.cell(match.row, 15).value, sheet.cell(match.row, 11).value = first
    for row in match.boards:
        sheet.cell(row, 6).value = sheet.cell(row, 11).value = None
    book.save(event)
    result = run("standings", event)
    # W, W then white: difference +3 (art. 22a) and a third white in a row (art. 22b)
    assert (
        f"white on board 1 for team {match.second} breaks arts. 22a and 22b "
        "(colour difference +3, 3 times in a row)"
    ) in result.stderr


def test_check_takes_round_1_as_paired_before_a_late_entry(tmp_path: Path) -> None:
    """Issue 18, item 3: a strong late entry takes pairing number 1 (arts. 8-9 among all
    teams); round 1 was paired without it, and check reads round 1 with the numbers of the
    teams entered then, so the round the program paired itself is not flagged."""
    event = new_event(tmp_path, 8)
    run("pair", event)
    type_results(event, 1)
    add_team(event, 9, "late 2")
    assert run("pair", event).exit_code == 0
    type_results(event, 2)
    result = run("check", event, "--strict")
    assert result.exit_code == 0, result.output
    assert "0 violations of the rules, 0 differences" in result.output
    made_before_the_lot_row(event)  # without the Log's lot of round 1,
    edit(event, "Event", {"B7": None})  # the lot read back from round 1
    result = run("check", event, "--strict")
    assert result.exit_code == 0, result.output
    said = "no lot given ('Event'!B7 empty); read back from round 1: white (pairing number 1 (team"
    assert said in result.output, result.output


def test_a_late_entry_gets_no_bye_under_the_2022_rules(tmp_path: Path) -> None:
    """2022 rules, art. 4.2.3: a team that entered late is not eligible for the bye, even
    as the lowest-ranked team of the lowest score group; the 2012 text has no such rule."""
    byes = {}
    for ruleset in ("olympiad-2012", "olympiad-2022"):
        folder = tmp_path / ruleset
        folder.mkdir()
        event = new_event(folder, 8, "--ruleset", ruleset)
        run("pair", event)
        type_results(event, 1)
        add_team(event, 9, "late 2", rating=1500)  # the weakest team, on 0 points
        assert run("pair", event).exit_code == 0
        byes[ruleset] = open_tournament(event)[1].rounds[1].round.bye
        assert run("check", event, "--strict").exit_code == 0
    assert byes["olympiad-2012"] == 9
    assert byes["olympiad-2022"] not in (None, 9)


def test_a_late_entry_renumbering_is_said_and_logged(tmp_path: Path) -> None:
    """Issue 18, item 3: the pairing numbers a late entry shifts (arts. 8-9) are named when
    the round is paired and recorded in the Log; team numbers and published rounds stay."""
    event = new_event(tmp_path, 8)
    run("pair", event)
    type_results(event, 1)
    before = _numbers(event)
    round_1 = layout(event, 1)
    add_team(event, 9, "late 2")
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    after = _numbers(event)
    moved = sorted(t for t in before if before[t] != after[t])
    assert moved and after[9] == 1
    said = "Pairing numbers changed (arts. 8-9, among all teams entered): team 9 new: 1"
    assert said in result.output
    for team in moved:
        assert f"team {team}: {before[team]} -> {after[team]}" in result.output
    assert layout(event, 1) == round_1
    assert ("renumber", 2) in log_actions(event)
    quiet = run("pair", event, "--force")
    assert "Pairing numbers changed" not in quiet.output


def _numbers(event: Path) -> dict[int, int]:
    """Each team's pairing number as the Teams sheet shows it."""
    _, tournament = open_tournament(event)
    sheet = openpyxl.load_workbook(event)["Teams"]
    return {row.team.number: sheet.cell(row.row, 2).value for row in tournament.teams}
