"""A rating tie-break C.07 art. 10 drops is written one way in every CSV of an event
(review-late 15): an empty cell, as FIDE's checker gives no value (``null``), in
``standings --csv`` and in the bulletin's downloads alike (``-`` stays the mark of the text
tables and pages): the one rule of ``individual.vocabulary.figures``."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.standings.test_standings_command import olympiad
from tests.swiss_workbook import swiss, two_rounds_played

DROPPED = ("ARO", "TPR")


def _csv(text: str, number: str) -> dict[str, dict[str, str]]:
    """Each row of the CSV ``text`` by its entrant's number (column ``number``)."""
    return {row[number]: row for row in csv.DictReader(io.StringIO(text))}


def _xlsx(path: Path, column: str) -> set[object]:
    sheet = openpyxl.load_workbook(path).active
    table = [[c.value for c in r] for r in sheet.iter_rows()]
    return {r[table[0].index(column)] for r in table[1:]}


def test_the_bulletin_downloads_write_them_as_standings_csv(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path, "--system", "fide-dutch-2026", "--tiebreaks", "BH TPR ARO")
    printed = swiss("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    site = tmp_path / "site"
    assert swiss("bulletin", event, site).exit_code == 0, "bulletin"
    command_line = _csv(printed.stdout, "No.")
    downloads = _csv((site / "standings.csv").read_text("utf-8"), "No.")
    assert set(downloads) == set(command_line)
    for number, row in command_line.items():
        for column in DROPPED:
            assert row[column] == downloads[number][column] == "", (column, number)
    assert all(row["BH"] for row in downloads.values())
    assert _xlsx(site / "standings.xlsx", "ARO") == {None}


def test_a_team_events_downloads_write_them_as_standings_csv(tmp_path: Path) -> None:
    path = tmp_path / "teams.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "-o", path)
    assert made.exit_code == 0, made.output
    printed = olympiad("standings", path, "--tiebreaks", "BH:MP,ARO", "--csv")
    lines = [x for x in path.read_text("utf-8").splitlines() if x[:3] != "202"]
    path.write_text("\n".join([lines[0], "202 BH:MP,ARO", *lines[1:]]) + "\n", "utf-8")
    site = tmp_path / "site"
    assert olympiad("bulletin", path, site).exit_code == 0
    command_line = {row["ARO"] for row in csv.DictReader(io.StringIO(printed.stdout))}
    with (site / "standings.csv").open(encoding="utf-8") as handle:
        downloads = {row["ARO"] for row in csv.DictReader(handle)}
    assert downloads == command_line == {""}
    assert _xlsx(site / "standings.xlsx", "ARO") == {None}
