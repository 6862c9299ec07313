"""``swiss standings`` as an organiser reads it (issue 18, item 10): the event's name from
the Event sheet, an aligned table, one number format, direct encounter only where it
decides something."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.book import open_book
from individual.standings.listed import parse as parse_tiebreaks
from individual.standings.listed import standings
from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster


@pytest.fixture
def event(tmp_path: Path) -> Path:
    path = tmp_path / "spring.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    assert swiss("init", roster, path, "--rounds", "5", "--lot", "white").exit_code == 0
    book = openpyxl.load_workbook(path)
    book["Event"]["B1"] = "Spring Open 2026"
    book.save(path)
    for number in (1, 2, 3):
        assert swiss("pair", path).exit_code == 0
        fill_results(path, number)
    return path


def _table(output: str) -> list[str]:
    lines = output.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip().startswith("Rk"))
    return lines[start:]


def test_the_event_name_comes_from_the_event_sheet(event: Path) -> None:
    output = swiss("standings", event).output
    assert output.splitlines()[0] == "Spring Open 2026: standings after round 3 of 5"
    assert "spring" not in output.splitlines()[0]


def test_the_columns_are_aligned(event: Path) -> None:
    table = _table(swiss("standings", event, "--tiebreaks", "BH SB DE ARO").output)
    assert "\t" not in "".join(table)
    header = table[0]
    for column in ("Pts", "BH", "SB", "ARO"):  # numbers end under their header's end
        end = header.index(column) + len(column)
        cells = [line[:end].rstrip() for line in table[1:]]
        assert all(len(cell) == end for cell in cells), column


def test_one_number_format_a_column(event: Path) -> None:
    """Each column in one spelling: the points as arbiters write them whatever the
    tie-breaks (issue 26, 7), SB with two decimals throughout once one is a quarter."""
    _, rows = standings(open_book(event).event(), parse_tiebreaks("BH SB"))
    assert any((r.values[1] * 2).denominator != 1 for r in rows)  # a quarter in SB
    table = _table(swiss("standings", event, "--tiebreaks", "BH SB").output)
    for row, line in zip(rows, table[1:], strict=True):
        points, bh, sb = line.split()[-3:]
        assert "." not in points + bh
        assert sb == f"{float(row.values[1]):.2f}"
        parsed = [Fraction(s.replace("½", ".5")) if s[0] != "½" else Fraction(1, 2)
                  for s in (points, bh, sb)]  # fmt: skip
        assert parsed == [row.points, *row.values]


def test_direct_encounter_shows_where_it_decides(event: Path) -> None:
    _, rows = standings(open_book(event).event(), parse_tiebreaks("DE BH"))
    table = _table(swiss("standings", event, "--tiebreaks", "DE BH").output)
    start = table[0].index("DE")
    for row, line in zip(rows, table[1:], strict=True):
        cell = line[start : start + 2].strip()
        expected = str(row.values[0]) if row.values[0] else "-"
        assert cell == expected, line


def test_standings_say_they_are_provisional_while_a_result_is_missing(event: Path) -> None:
    assert swiss("pair", event).exit_code == 0
    book = openpyxl.load_workbook(event)
    book["Round 4"]["E4"] = "1-0"
    book.save(event)
    title = swiss("standings", event).output.splitlines()[0]
    missing = len(open_book(event).missing)
    assert missing > 0
    assert title == (
        f"Spring Open 2026: provisional after round 4 of 5 ({missing} results missing in 'Round 4')"
    )
