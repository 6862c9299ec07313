"""Issue 26, items 4 and 5 on the team side, through the real ``olympiad`` command: after a
late entry the pairing numbers (PN) move, the team numbers (No.) do not, and every page
and download shows the team number under ``No.``; a late team is not "not paired" in the
rounds before it entered; a withdrawn team is named by ``pair`` and marked on the round
and standings pages; a team with fewer players than boards is paired with a warning."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import (
    add_team,
    layout,
    log_actions,
    new_event,
    run,
    set_status,
    type_results,
)
from tests.workbook_event import ok as _ok
from tests.workflow.pages import marked_withdrawn, page


def _teams_sheet(event: Path) -> dict[int, tuple[int, str]]:
    """Each team number with its pairing number (``PN``) and name, as the workbook has them."""
    sheet = openpyxl.load_workbook(event)["Teams"]
    header = [c.value for c in sheet[1]]
    no, pn, name = header.index("No."), header.index("PN"), header.index("Team")
    return {r[no]: (r[pn], r[name]) for r in sheet.iter_rows(min_row=2, values_only=True) if r[no]}


def _csv(folder: Path, name: str) -> list[dict[str, str]]:
    with (folder / f"{name}.csv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _opponents(event: Path) -> dict[tuple[int, int], int]:
    """(round, team number) -> the opponent's team number, from the round sheets."""
    found = {}
    for number in (1, 2, 3):
        for match in layout(event, number):
            found[(number, match.first)] = match.second
            found[(number, match.second)] = match.first
    return found


Day = tuple[Path, Path, str]


@pytest.fixture(scope="module")
def day(tmp_path_factory: pytest.TempPathFactory) -> Day:
    """Seven teams; a strong late entry (team 8) for round 2; team 3 withdrawn from round
    3; three rounds played; the bulletin. The event, the bulletin folder and what ``pair``
    printed for round 3."""
    tmp_path = tmp_path_factory.mktemp("team-day")
    event = new_event(tmp_path, 7, "--rounds", "5")
    _ok("pair", event)
    type_results(event, 1)
    add_team(event, 8, "late 2", rating=2900)
    _ok("pair", event)
    type_results(event, 2)
    set_status(event, 3, "withdrawn 3")
    said = _ok("pair", event)
    type_results(event, 3)
    outdir = tmp_path / "bulletin"
    _ok("bulletin", event, outdir)
    return event, outdir, said


def test_every_page_and_download_shows_the_team_number(day: Day) -> None:
    event, outdir, _ = day
    teams = _teams_sheet(event)
    moved = [n for n, (pn, _) in teams.items() if pn != n]
    assert len(moved) >= 5, teams  # the late entry took pairing number 1
    by_name = {name: n for n, (_, name) in teams.items()}

    # The command line shows the team number (the reference for the pages).
    for line in _ok("standings", event).splitlines()[1:]:
        found = re.match(r"\s*[\d-]+\s+(\d+)\s+(.+?)\s{2,}", line)
        if found:
            assert int(found.group(1)) == by_name[found.group(2)], line

    for name in ("standings", "crosstable", "players"):
        rows = _csv(outdir, name)
        assert "No" not in rows[0] and "PN" not in rows[0], rows[0]
        assert {int(r["No."]) for r in rows} <= set(teams)
        for row in rows:
            assert int(row["No."]) == by_name[row["Team"]], (name, row)

    opponents = _opponents(event)
    for row in _csv(outdir, "crosstable"):
        team = int(row["No."])
        for number in (1, 2, 3):
            if (number, team) in opponents:
                cell = re.match(r"(\d+)[wb]", row[f"R{number}"])
                assert cell and int(cell.group(1)) == opponents[(number, team)], row

    for name in ("standings.html", "crosstable.html"):
        tree = page(outdir, name)
        heads = [th.text() for th in tree.find("thead").find_all("th")]
        assert "No." in heads and "No" not in heads, heads
        column = heads.index("No.")
        for tr in tree.find("tbody").find_all("tr"):
            cells = tr.find_all("td")
            assert cells[column].text() == tr.attrs["data-team"], (name, cells[column].text())
    for tr in page(outdir, "crosstable.html").find("tbody").find_all("tr"):
        team = int(str(tr.attrs["data-team"]))
        for span in tr.find_all("span", class_="game"):
            number = int(str(span.attrs["data-round"]))
            if (number, team) in opponents:
                assert span.text().startswith(str(opponents[(number, team)])), span.text()

    # The starting rank list is by pairing number: each number named by its own name.
    for section in page(outdir, "start.html").find_all("section", class_="team"):
        team = int(str(section.attrs["data-team"]))
        heading = section.find("h2").text()
        assert f"PN {teams[team][0]}" in heading and f"No. {team}" in heading, heading


def test_pair_names_the_withdrawn_team(day: Day) -> None:
    event, _, said = day
    assert f"Not paired (withdrawn): team 3 ({_teams_sheet(event)[3][1]})" in said, said


def test_the_round_pages_tell_late_and_withdrawn_teams(day: Day) -> None:
    event, outdir, _ = day
    teams = _teams_sheet(event)
    late, gone = teams[8][1], teams[3][1]
    # Round 1: the late team had not entered; it is not "not paired (art. 45)".
    first = page(outdir, "round-1.html").text()
    assert late in first
    assert not re.search(rf"Not paired \(art\. 45\): [^.]*{late}", first), first
    assert f"Not entered yet (late entry): {late}." in first
    # Round 3 (and after): the withdrawn team is marked, not left out silently.
    third = page(outdir, "round-3.html").text()
    assert f"Withdrawn: {gone}." in third, third
    assert "Withdrawn" not in page(outdir, "round-2.html").text()  # it played round 2
    # The crosstable: "–" in those rounds, which its legend explains.
    cross = page(outdir, "crosstable.html")
    for team, number in ((8, 1), (3, 3)):
        assert (
            cross.find("tr", data_team=str(team)).find("span", data_round=str(number)).text() == "–"
        )
    assert (
        "–: not paired (absent, not entered yet or withdrawn)"
        in cross.find("p", class_="status").text()
    )


def test_the_standings_mark_the_withdrawn_team(day: Day) -> None:
    """The mark, and what it means."""
    _, outdir, _ = day
    marked, legend = marked_withdrawn(outdir, "data-team")
    assert marked == {"3"} and "withdrawn:" in legend, (marked, legend)


def test_a_team_short_of_players_is_paired_with_a_warning(tmp_path: Path) -> None:
    event = new_event(tmp_path, 7, "--rounds", "5")
    add_team(event, 8, "", rating=2000, players=3)
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    warning = "team 8 (Late Team 8) has 3 players for 4 boards: board 4 stays empty"
    assert warning in result.stderr, result.stderr
    assert "lost by forfeit (Laws of Chess 6.7.1" in result.stderr
    book = openpyxl.load_workbook(event)
    logged = [r[3] for r in book["Log"].iter_rows(min_row=2, values_only=True) if r[1] == "warning"]
    assert any(warning in str(text) for text in logged), logged
    assert ("warning", 1) in log_actions(event)
    assert result.stderr.count("players for 4 boards") == 1  # the full teams: no warning
