"""One convention for exits and figures on both command lines (issue 26, item 7), through
the real commands on scripted events.

- ``check`` exits 1 when it lists a difference from the engine's pairing, on both command
  lines, 0 when it lists nothing; both ``--help`` texts say so in the same words.
- The standings print every figure one way, and the command line, the HTML page and the
  CSV download agree row by row: a shared place as a range (``3-4``) on both sides; a
  column of points or tie-breaks in one spelling (``8½`` while every value is whole or
  half, else two decimals for each: never ``7.75`` beside ``8½``); the points spelled the
  same whatever ``--tiebreaks`` says; direct encounter (``DE``) as ``-`` where it decides
  nothing (no tie, or the games between the tied players separate nobody); the CSV writes
  the numbers (the rank the first of a shared place, direct encounter's 0).
"""

from __future__ import annotations

import csv
import re
from fractions import Fraction
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from individual.vocabulary.headers import POINTS, RANK
from tests.bulletin.test_bulletin_tree import Element, parse
from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import layout, new_event, run, swap_second_teams, type_results
from tests.workflow.team_sheets import points

CHECK_EXIT = "Exit status: 1 when it lists a violation or a difference, 0 when it lists nothing"
PLACE = re.compile(r"\d+(-\d+)?")
WHOLE_OR_HALF = re.compile(r"-?(\d+½?|½)")
DECIMALS = re.compile(r"-?\d+\.\d\d")
Table = list[dict[str, str]]
FILE_HEADER = {POINTS.label: POINTS.header}
"""A column the command line's table labels otherwise than the files head it."""


# --- check: one exit rule ---------------------------------------------------------------------


def _swiss_event(folder: Path, tiebreaks: str = "") -> Path:
    folder.mkdir()
    event = folder / "event.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    chosen = ("--tiebreaks", tiebreaks) if tiebreaks else ()
    made = swiss("init", roster, event, "--rounds", "5", "--lot", "white", *chosen)
    assert made.exit_code == 0, made.output
    return event


def test_check_exits_1_on_a_difference_on_both_command_lines(tmp_path: Path) -> None:
    """A round paired by hand differently from the engine, no rule broken: a difference."""
    (tmp_path / "team").mkdir()
    team = new_event(tmp_path / "team")
    assert run("pair", team).exit_code == 0
    clean = run("check", team)
    assert clean.exit_code == 0, clean.output
    assert "0 violations of the rules, 0 differences" in clean.output
    swap_second_teams(team, 1, *layout(team, 1)[:2])
    differs = run("check", team)
    assert "1 round checked: 0 violations of the rules, 2 differences" in differs.output
    assert differs.exit_code == 1, differs.output

    event = _swiss_event(tmp_path / "swiss")
    assert swiss("pair", event).exit_code == 0
    clean = swiss("check", event)
    assert clean.exit_code == 0, clean.output
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    sheet["B4"], sheet["H4"] = sheet["H4"].value, sheet["B4"].value  # colours swapped
    book.save(event)
    differs = swiss("check", event)
    assert "0 breaches of absolute criteria, 1 difference " in differs.stdout
    assert differs.exit_code == 1, differs.output


def test_both_check_helps_give_the_one_exit_rule() -> None:
    for command in (run("check", "--help"), swiss("check", "--help")):
        assert command.exit_code == 0
        assert CHECK_EXIT in " ".join(command.output.split())
    assert "--strict" not in run("check", "--help").output


# --- the standings: the command line, the page and the download agree ------------------------


def _cli_table(output: str, first: str) -> Table:
    """The rows of a standings table printed by the command line, by heading."""
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.split()[:1] == [first])
    header = lines[start].split()
    rows = []
    for line in lines[start + 1 :]:
        if line.strip():
            cells = re.split(r"\s{2,}", line.strip())
            assert len(cells) == len(header), (header, line)
            rows.append(dict(zip(header, cells, strict=True)))
    return rows


def _html_table(page: Path) -> list[Element]:
    return parse(page.read_text("utf-8")).find("tbody").find_all("tr")


def _csv_table(path: Path) -> Table:
    with path.open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def _one_spelling(cells: list[str]) -> bool:
    """A column in one spelling: all whole or half points, or all with two decimals."""
    return all(WHOLE_OR_HALF.fullmatch(c) for c in cells) or all(
        DECIMALS.fullmatch(c) for c in cells
    )


def _agree(cli: Table, html: list[dict[str, str]], downloads: Table, columns: list[str]) -> None:
    """Row by row: the same place and figures on the page as on the command line, the same
    numbers in the CSV (its rank the first of a shared place, direct encounter's ``-`` its
    value 0: docs/bulletin.md, "CSV and Excel"), each column in one spelling."""
    assert len(cli) == len(html) == len(downloads)
    for name in columns:
        assert _one_spelling([row[name] for row in cli if row[name] != "-"]), name
    for printed, shown, written in zip(cli, html, downloads, strict=True):
        assert shown == {a: printed[a] for a in shown}, (printed, shown)
        assert written[RANK.header] == printed[next(iter(printed))].split("-")[0]
        for name in columns:
            header = FILE_HEADER.get(name, name)  # a tie-break: its acronym in both
            if printed[name] == "-":
                assert written[header] == "0", (name, written)
            else:
                assert Fraction(written[header]) == points(printed[name]), (name, written)


def _swiss_page(page: Path) -> list[dict[str, str]]:
    rows = []
    for tr in _html_table(page):
        row = {"Rk": tr.find("td", class_="rk").text(), "Pts": tr.find("td", class_="mp").text()}
        row |= {td.attrs["data-tiebreak"] or "": td.text() for td in tr.find_all("td")
                if "data-tiebreak" in td.attrs}  # fmt: skip
        rows.append(row)
    return rows


def test_swiss_standings_print_one_way_everywhere(tmp_path: Path) -> None:
    """Five rounds with DE (deciding for some ties, not others), SB (quarter points after a
    draw) and players sharing a place: after each, ``swiss standings``, standings.html,
    crosstable.html and standings.csv agree, the pages of the standings after an earlier
    round are that round's; ``--tiebreaks`` changes no point's spelling."""
    event = _swiss_event(tmp_path / "swiss", "DE SB BH")
    seen: set[str] = set()
    for number in range(1, 6):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number + 6)
        printed = swiss("standings", event)
        assert printed.exit_code == 0, printed.output
        cli = _cli_table(printed.output, "Rk")
        outdir = tmp_path / f"bulletin-{number}"
        assert swiss("bulletin", event, outdir).exit_code == 0
        downloads = _csv_table(outdir / "standings.csv")
        _agree(cli, _swiss_page(outdir / "standings.html"), downloads, ["Pts", "SB", "DE", "BH"])
        _agree(cli, _swiss_page(outdir / "crosstable.html"), downloads, ["Pts", "SB", "DE", "BH"])
        for other in ("ARO", "WIN BH/C1", "SB"):
            again = _cli_table(swiss("standings", event, "--tiebreaks", other).output, "Rk")
            points = {row["Player"]: row["Pts"] for row in again}
            assert points == {row["Player"]: row["Pts"] for row in cli}, other
        for earlier in range(1, number):  # the standings after an earlier round, as then
            then = _swiss_page(outdir / f"standings-after-{earlier}.html")
            assert then == _swiss_page(tmp_path / f"bulletin-{earlier}" / "standings.html")
        seen |= {"quarter" for row in cli if "." in row["SB"]}
        seen |= {"shared" for row in cli if "-" in row["Rk"]}
        seen |= {"decided" for row in cli if row["DE"] != "-"}
        seen |= {"nothing decided" for row in cli if row["DE"] == "-"}
    assert seen == {"quarter", "shared", "decided", "nothing decided"}


def _team_page(page: Path) -> list[dict[str, str]]:
    rows = []
    for tr in _html_table(page):
        row = {"Rk": tr.find("td", class_="rk").text()}
        row |= {td.attrs["data-tiebreak"] or "": td.text() for td in tr.find_all("td")
                if "data-tiebreak" in td.attrs}  # fmt: skip
        rows.append(row)
    return rows


def test_team_standings_print_one_way_everywhere(tmp_path: Path) -> None:
    """Three rounds of eight teams: ``olympiad standings``, standings.html and
    standings.csv agree, places shared as ``swiss`` prints them, points spelled as
    ``swiss`` spells them (``13½``)."""
    event = new_event(tmp_path)
    shared = False
    for number in range(1, 4):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
        printed = run("standings", event)
        assert printed.exit_code == 0, printed.output
        cli = _cli_table(printed.output, "Rk")
        outdir = tmp_path / f"bulletin-{number}"
        assert run("bulletin", event, outdir).exit_code == 0
        columns = ["MP", "SB-OLY", "GP", "OMP-CUT1"]
        _agree(cli, _team_page(outdir / "standings.html"), _csv_table(outdir / "standings.csv"),
               columns)  # fmt: skip
        for earlier in range(1, number):  # the standings after an earlier round, as then
            then = _team_page(outdir / f"standings-after-{earlier}.html")
            assert then == _team_page(tmp_path / f"bulletin-{earlier}" / "standings.html")
        assert all(PLACE.fullmatch(row["Rk"]) for row in cli)
        assert any("½" in row["GP"] for row in cli)
        shared |= any("-" in row["Rk"] for row in cli)
    assert shared
