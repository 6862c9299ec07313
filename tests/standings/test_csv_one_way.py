"""Every CSV of an event writes a fact one way (``individual.vocabulary.figures``): the
same event's ``standings --csv`` and the bulletin's downloads (CSV and Excel) give the
same cells: the rank a number (a shared place the first of it on each row, as FIDE's
checker gives it), direct encounter where it decides nothing its value 0, points and
tie-breaks the same decimals (``2``, ``1.5``); the range ``6-7`` and ``-`` stay the marks
of the text tables and pages."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.standings.test_standings_command import olympiad
from tests.swiss_workbook import swiss, two_rounds_played

SWISS = ("Rank", "No.", "PTS", "DE", "BH", "ARO")
"""The columns ``swiss standings --csv`` and the downloads share, named alike
(``tests/workflow/test_csv_headers.py``)."""
TEAM = ("Rank", "No.", "MP", "DE", "GP", "BH:MP")


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def _same_cells(command_line: list[dict[str, str]], downloads: list[dict[str, str]],
                columns: tuple[str, ...]) -> None:  # fmt: skip
    """Row by row, each of the ``columns`` of ``command_line`` as in ``downloads``."""
    assert len(command_line) == len(downloads)
    for ours, theirs in zip(command_line, downloads, strict=True):
        assert {c: ours[c] for c in columns} == {c: theirs[c] for c in columns}


def _excel(path: Path) -> list[dict[str, object]]:
    sheet = openpyxl.load_workbook(path).active
    header, *rows = [[c.value for c in r] for r in sheet.iter_rows()]
    return [dict(zip(header, row, strict=True)) for row in rows]


def _as_written(cell: object) -> str:
    """An Excel cell as the CSV writes it (a number, an empty cell)."""
    return "" if cell is None else str(cell)


def test_a_swiss_events_csv_files_give_the_same_cells(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path, "--system", "fide-dutch-2026", "--tiebreaks", "DE BH ARO")
    printed = swiss("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    command_line = _rows(printed.stdout)
    ranks = [row["Rank"] for row in command_line]
    assert len(set(ranks)) < len(ranks), "the event has a shared place"
    site = tmp_path / "site"
    assert swiss("bulletin", event, site).exit_code == 0
    downloads = _rows((site / "standings.csv").read_text("utf-8"))
    _same_cells(command_line, downloads, SWISS)
    crosstable = _rows((site / "crosstable.csv").read_text("utf-8"))
    _same_cells(command_line, crosstable, SWISS)
    excel = [{k: _as_written(v) for k, v in row.items()} for row in _excel(site / "standings.xlsx")]
    _same_cells(command_line, excel, SWISS)


def test_a_team_events_csv_files_give_the_same_cells(tmp_path: Path) -> None:
    path = tmp_path / "teams.trf"
    made = olympiad("generate", "--teams", 9, "--rounds", 3, "--seed", 3, "-o", path)
    assert made.exit_code == 0, made.output
    lines = [x for x in path.read_text("utf-8").splitlines() if x[:3] != "202"]
    path.write_text("\n".join([lines[0], "202 DE,GP,BH:MP", *lines[1:]]) + "\n", "utf-8")
    printed = olympiad("standings", path, "--csv")
    assert printed.exit_code == 0, printed.output
    command_line = _rows(printed.stdout)
    assert any(row["DE"] == "0" for row in command_line), "direct encounter decides nothing"
    site = tmp_path / "site"
    assert olympiad("bulletin", path, site).exit_code == 0
    downloads = _rows((site / "standings.csv").read_text("utf-8"))
    _same_cells(command_line, downloads, TEAM)
    crosstable = _rows((site / "crosstable.csv").read_text("utf-8"))
    _same_cells(command_line, crosstable, ("Rank", "No.", "MP"))
