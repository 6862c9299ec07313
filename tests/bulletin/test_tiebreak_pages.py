"""The bulletins show the event's tie-breaks (issue 30): the standings page names each
by its acronym with its one-line legend (the registry's, ``edges.legend``), the legend is
a download (CSV and Excel), and every tie-break has a page with each entrant's value after
each round, equal to FIDE's tie-break checker after that round on the exported TRF."""

from __future__ import annotations

import csv
import re
from decimal import Decimal
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from markupsafe import escape

from individual.edges.bulletin.tiebreak_pages import page_name
from individual.edges.legend import legend
from olympiad.edges.legend import legend as team_legend
from tests.standings.test_standings_command import event_numbers, gacrux, olympiad, swiss
from tests.swiss_workbook import fill_results
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, run, type_results

SWISS_LIST = ["BH/C1", "AOB", "KS", "BPG"]
TEAM_LIST = ["EGGSB/C1", "BH:MP", "SSSC"]


def _cells(page: str) -> dict[int, list[Decimal]]:
    """Each row's number and its values after each round, from a tie-break page."""
    found = {}
    for row in re.findall(r'<tr data-filter-item data-number="(\d+)">(.*?)</tr>', page, re.S):
        values = re.findall(r'<td class="num" data-round="\d+">([^<]*)</td>', row[1])
        found[int(row[0])] = [Decimal(v.replace("½", ".5")) if v.strip("-") else Decimal(0)
                              for v in values]  # fmt: skip
    return found


def _figure(text: str) -> Decimal:
    return Decimal(text.replace("½", ".5")) if text.strip("-") else Decimal(0)


def _sums_explained(site: Path, column: str, rounds: int) -> None:
    """A sum's page shows each entrant's rounds (opponent, score, value, cut): the values
    not cut add up to the entrant's value after the last round, one row a round."""
    page = (site / page_name(column)).read_text("utf-8")
    final = {n: values[-1] for n, values in _cells(page).items()}
    tables = re.findall(r'<table class="sb" data-parts="(\d+)">(.*?)</table>', page, re.S)
    assert {int(n) for n, _ in tables} == set(final)
    for number, table in tables:
        rows = re.findall(r'<tr( class="excluded")? data-round="\d+">(.*?)</tr>', table, re.S)
        assert len(rows) == rounds
        kept = [
            re.findall(r'<td class="num product">([^<]*)</td>', r)[0] for cut, r in rows if not cut
        ]
        assert sum(_figure(v) for v in kept) == final[int(number)], (column, number)


def _legend_download(site: Path, columns: list[str], meaning: dict[str, str]) -> None:
    with (site / "tiebreaks.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows == [["Acronym", "Meaning"], *([c, meaning[c]] for c in columns)]
    sheet = openpyxl.load_workbook(site / "tiebreaks.xlsx").active
    assert [[c.value for c in r] for r in sheet.iter_rows()] == rows


def _pages_as_gacrux(
    site: Path,
    out: Path,
    columns: list[str],
    meaning: dict[str, str],
    scores: str,
    rounds: tuple[int, ...],
    own: dict[int, int],
) -> None:
    """The standings page lists each column with its legend line, the legend download holds
    them, and each column's page gives every entrant's value after each of ``rounds`` as
    gacrux computes it on the exported TRF ``out`` (``own``: the event's numbers, XXN)."""
    standings = (site / "standings.html").read_text("utf-8")
    for c in columns:
        line = f'<dt><a href="{page_name(c)}">{c}</a></dt><dd>{escape(meaning[c])}</dd>'
        assert line in standings
        assert escape(meaning[c]) in (site / page_name(c)).read_text("utf-8")
    _legend_download(site, columns, meaning)
    for rnd in rounds:
        expected = gacrux(out, [scores, *columns], rounds=rnd)
        by_number = {own.get(s, s): v for s, v in expected.items()}
        for index, c in enumerate(columns, start=1):
            page = _cells((site / page_name(c)).read_text("utf-8"))
            assert len(page) == len(by_number)
            for number, values in page.items():
                assert values[rnd - 1] == round(by_number[number][index], 2), (c, rnd, number)


def test_swiss_bulletin_legend_and_round_pages(tmp_path: Path) -> None:
    event = tmp_path / "spring.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    created = swiss("init", roster, event, "--rounds", 5, "--lot", "white",
                    "--tiebreaks", ",".join(SWISS_LIST))  # fmt: skip
    assert created.exit_code == 0, created.output
    for number in (1, 2, 3):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    site, out = tmp_path / "site", tmp_path / "out.trf"
    assert swiss("bulletin", event, site).exit_code == 0
    assert swiss("export-trf", event, out).exit_code == 0
    meaning = {c: legend(c) for c in SWISS_LIST}
    _pages_as_gacrux(site, out, SWISS_LIST, meaning, "PTS", (1, 2, 3), event_numbers(out))
    _sums_explained(site, "BH/C1", 3)


def test_team_bulletin_legend_and_round_pages(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--tiebreaks", ",".join(TEAM_LIST))
    for number in (1, 2, 3):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    site, out = tmp_path / "site", tmp_path / "out.trf"
    assert olympiad("bulletin", event, site).exit_code == 0
    assert run("export-trf", event, out).exit_code == 0
    meaning = {c: team_legend(c) for c in TEAM_LIST}
    # gacrux 1.10 stops with "Program error" on SSSC after round 1: rounds 2 and 3
    _pages_as_gacrux(site, out, TEAM_LIST, meaning, "MPTS", (2, 3), {})
    _sums_explained(site, "EGGSB/C1", 3)
    _sums_explained(site, "BH:MP", 3)


def test_team_bulletin_of_a_trf_ranks_by_its_record_202(tmp_path: Path) -> None:
    path = tmp_path / "event.trf"
    made = olympiad("generate", "--teams", 6, "--rounds", 3, "--ruleset", "fide-team-2026",
                    "-o", path)  # fmt: skip
    assert made.exit_code == 0, made.output
    lines = [line for line in path.read_text("utf-8").splitlines() if line[:3] != "202"]
    path.write_text("\n".join([lines[0], "202 EDE,KS", *lines[1:]]) + "\n", "utf-8")
    assert olympiad("bulletin", path, tmp_path / "site").exit_code == 0
    standings = (tmp_path / "site" / "standings.html").read_text("utf-8")
    assert f"<dd>{escape(team_legend('EDE'))}</dd>" in standings
    assert (tmp_path / "site" / page_name("KS")).exists()
    path.write_text("\n".join([lines[0], "202 EDE,XYZ", *lines[1:]]) + "\n", "utf-8")
    result = olympiad("bulletin", path, tmp_path / "other")
    assert result.exit_code == 2 and f"{path}, line 2, column 9" in result.output
    assert not (tmp_path / "other").exists()
