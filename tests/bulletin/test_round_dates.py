"""Round dates (issue 15): set at init (``--dates``), kept in the Event sheet of both
workbooks (one ``Round N date`` row per round), read from messy cells (an Excel date, text
``2026-11-24`` or ``24.11.2026``; nonsense named by file, sheet and cell), written to and
read from TRF records 042/052/132 (FIDE TRF-16 and TRF-26: 132 holds ``YY/MM/DD`` in
columns 92-99 for round 1, 102-109 for round 2, ...), and shown on the bulletins' event
pages. Workbooks made before the rows read as having no dates."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.trf.dates import EventDates, format_date_records, parse_date
from individual.edges.trf.read import parse_swiss_trf
from individual.edges.workbook.book import open_book
from individual.vocabulary.errors import InputErrors
from olympiad.edges.workbook.book import open_tournament
from tests.bulletin.test_bulletin_tree import parse
from tests.paths import ROOT
from tests.swiss_workbook import swiss
from tests.workbook_event import make_trf, run

NOV = {1: date(2026, 11, 24), 2: date(2026, 11, 25), 3: date(2026, 11, 27)}
FRIENDSHIP = ROOT / "data" / "friendship-cup-2024" / "friendship_cup_2024.trf"


@pytest.mark.parametrize(
    ("typed", "day"),
    [
        (datetime(2026, 11, 24), date(2026, 11, 24)),  # a cell Excel made a date
        (date(2026, 11, 24), date(2026, 11, 24)),
        ("2026-11-24", date(2026, 11, 24)),
        (" 2026/11/24 ", date(2026, 11, 24)),
        ("24.11.2026", date(2026, 11, 24)),
        ("4.1.2027", date(2027, 1, 4)),
        ("", None),
        (None, None),
    ],
)
def test_dates_as_organisers_type_them(typed: object, day: date | None) -> None:
    assert parse_date(typed) == day


NONSENSE = ("soon", "31.02.2026", "24/11/2026", "2026-13-01", 46350, True,
            datetime(2026, 11, 24, 15, 0))  # fmt: skip


@pytest.mark.parametrize("typed", NONSENSE)
def test_nonsense_is_not_a_date(typed: object) -> None:
    with pytest.raises(ValueError, match="expected a date such as 2026-11-24"):
        parse_date(typed)


def _swiss_event(folder: Path, *dates: str) -> Path:
    roster = folder / "roster.xlsx"
    book = openpyxl.Workbook()
    book.active.append(["Name", "Elo"])
    for i, name in enumerate(("Anna Berg", "Boris Chen", "Carla Diaz", "Dmitri Egorov")):
        book.active.append([name, 2000 - 100 * i])
    book.save(roster)
    path = folder / "open.xlsx"
    options = ("--dates", ",".join(dates)) if dates else ()
    result = swiss("init", roster, path, "--rounds", "3", "--lot", "white", *options)
    assert result.exit_code == 0, result.output
    return path


def _date_cells(path: Path) -> dict[int, tuple[str, object]]:
    """Round number: (the cell, its value) of each ``Round N date`` row of Event."""
    sheet = openpyxl.load_workbook(path)["Event"]
    found = {}
    for row in range(1, sheet.max_row + 1):
        label = sheet.cell(row, 1).value
        if isinstance(label, str) and label.startswith("Round ") and label.endswith(" date"):
            found[int(label.split()[1])] = (f"B{row}", sheet.cell(row, 2).value)
    return found


def test_swiss_init_writes_the_dates_as_date_cells(tmp_path: Path) -> None:
    path = _swiss_event(tmp_path, "2026-11-24", "25.11.2026")
    cells = _date_cells(path)
    assert sorted(cells) == [1, 2, 3]
    assert cells[1][1] == datetime(2026, 11, 24) and cells[2][1] == datetime(2026, 11, 25)
    assert cells[3][1] is None
    assert dict(open_book(path).settings.dates.rounds) == {1: NOV[1], 2: NOV[2]}


def test_init_refuses_more_dates_than_rounds_or_a_bad_date(tmp_path: Path) -> None:
    roster = _swiss_event(tmp_path).with_name("roster.xlsx")
    too_many = swiss("init", roster, tmp_path / "a.xlsx", "--rounds", "2",
                     "--dates", "2026-11-24,2026-11-25,2026-11-26")  # fmt: skip
    assert too_many.exit_code == 2 and "3 dates for 2 rounds" in too_many.output
    bad = swiss("init", roster, tmp_path / "b.xlsx", "--dates", "2026-11-24,tomorrow")
    assert bad.exit_code == 2 and "'tomorrow'" in bad.output
    assert not (tmp_path / "a.xlsx").exists() and not (tmp_path / "b.xlsx").exists()


def test_messy_date_cells_in_the_swiss_workbook(tmp_path: Path) -> None:
    path = _swiss_event(tmp_path)
    cells = _date_cells(path)
    book = openpyxl.load_workbook(path)
    sheet = book["Event"]
    sheet[cells[1][0]] = datetime(2026, 11, 24)  # Excel's date cell
    sheet[cells[2][0]] = "25.11.2026"
    sheet[cells[3][0]] = "the day after"
    book.save(path)
    with pytest.raises(InputErrors) as caught:
        open_book(path)
    (error,) = caught.value.errors
    where = (error.file, error.sheet, error.row, error.column)
    assert where == (str(path), "Event", int(cells[3][0][1:]), "B")
    assert "'the day after'" in str(error) and "Round 3 date" in str(error)
    sheet[cells[3][0]] = "2026-11-27"
    book.save(path)
    assert dict(open_book(path).settings.dates.rounds) == NOV


def test_a_swiss_workbook_without_date_rows_still_reads(tmp_path: Path) -> None:
    path = _swiss_event(tmp_path, "2026-11-24")
    book = openpyxl.load_workbook(path)
    rows = sorted(int(cell[1:]) for cell, _ in _date_cells(path).values())
    book["Event"].delete_rows(rows[0], len(rows))
    book.save(path)
    assert not open_book(path).settings.dates
    assert swiss("pair", path).exit_code == 0


def test_olympiad_init_dates_messy_cells_and_old_workbooks(tmp_path: Path) -> None:
    path = tmp_path / "event.xlsx"
    result = run("init", make_trf(tmp_path), path, "--lot", "white", "--rounds", "3",
                 "--dates", "2026-11-24 2026-11-25")  # fmt: skip
    assert result.exit_code == 0, result.output
    cells = _date_cells(path)
    assert sorted(cells) == [1, 2, 3] and cells[1][1] == datetime(2026, 11, 24)
    assert dict(open_tournament(path)[1].settings.dates.rounds) == {1: NOV[1], 2: NOV[2]}
    book = openpyxl.load_workbook(path)
    book["Event"][cells[3][0]] = "27/11/2026"
    book.save(path)
    with pytest.raises(InputErrors) as caught:
        open_tournament(path)
    (error,) = caught.value.errors
    assert (error.sheet, error.row, error.column) == ("Event", int(cells[3][0][1:]), "B")
    assert "'27/11/2026'" in str(error)
    book["Event"][cells[3][0]] = "27.11.2026"
    book.save(path)
    assert dict(open_tournament(path)[1].settings.dates.rounds) == NOV
    for _ in range(3):
        book["Event"].delete_rows(int(min(c for c, _ in _date_cells(path).values())[1:]))
        book.save(path)
    assert not open_tournament(path)[1].settings.dates
    assert run("pair", path).exit_code == 0


def test_records_042_052_132() -> None:
    lines = format_date_records(EventDates({1: NOV[1], 3: NOV[3]}), 3)
    assert lines[:2] == ["042 2026/11/24", "052 2026/11/27"]
    assert lines[2].startswith("132" + " " * 88)
    assert lines[2][91:99] == "26/11/24" and lines[2][101:109] == "        "
    assert lines[2][111:119] == "26/11/27"
    assert format_date_records(EventDates(), 3) == []


def test_swiss_trf_round_trip_and_a_bad_132(tmp_path: Path) -> None:
    path = _swiss_event(tmp_path, "2026-11-24", "2026-11-25", "27.11.2026")
    out = tmp_path / "open.trf"
    assert swiss("export-trf", path, out).exit_code == 0
    text = out.read_text("utf-8")
    assert "042 2026/11/24" in text and "052 2026/11/27" in text
    (line,) = [ln for ln in text.splitlines() if ln.startswith("132")]
    assert [line[c - 1 : c + 7] for c in (92, 102, 112)] == ["26/11/24", "26/11/25", "26/11/27"]
    assert dict(parse_swiss_trf(text).dates.rounds) == NOV
    broken = text.replace("26/11/25", "26/13/25")
    with pytest.raises(InputErrors) as caught:
        parse_swiss_trf(broken, "x.trf")
    (error,) = caught.value.errors
    assert (error.row, error.column) == (text.splitlines().index(line) + 1, 102)
    assert "round 2" in str(error) and "'26/13/25'" in str(error)


def test_team_trf_dates_read_written_and_carried_into_the_workbook(tmp_path: Path) -> None:
    from olympiad.edges.trf.read import parse_team_trf, read_team_trf

    dates = read_team_trf(FRIENDSHIP).dates
    assert dates.given_start == date(2024, 11, 23) and dates.given_end == date(2024, 11, 24)
    assert [dates.rounds[n] for n in range(1, 8)] == [date(2024, 11, 23)] * 3 + [
        date(2024, 11, 24)] * 4  # fmt: skip
    roster = make_trf(tmp_path)  # six rounds planned, none played
    lines = roster.read_text("utf-8").splitlines()
    planned = format_date_records(EventDates({1: NOV[1], 2: NOV[2], 6: date(2026, 11, 30)}), 6)
    roster.write_text("\n".join([lines[0], *planned, *lines[1:]]) + "\n", "utf-8")
    assert read_team_trf(roster).dates.rounds == {1: NOV[1], 2: NOV[2], 6: date(2026, 11, 30)}
    path = tmp_path / "event.xlsx"
    result = run("init", roster, path, "--lot", "white")
    assert result.exit_code == 0, result.output
    kept = open_tournament(path)[1].settings.dates
    assert dict(kept.rounds) == {1: NOV[1], 2: NOV[2], 6: date(2026, 11, 30)}
    out = tmp_path / "event.trf"
    result = run("export-trf", path, out)
    assert result.exit_code == 0, result.output
    text = out.read_text("utf-8")
    assert "042 2026/11/24" in text and "052 2026/11/30" in text
    (line,) = [ln for ln in text.splitlines() if ln.startswith("132")]
    assert line[91:99] == "26/11/24" and line[141:149] == "26/11/30"
    assert dict(read_team_trf(out).dates.rounds) == dict(kept.rounds)
    assert run("bulletin", out, tmp_path / "site").exit_code == 0  # from the TRF itself
    page = (tmp_path / "site" / "event.html").read_text("utf-8")
    assert "Round 2</a>: Wed 25 Nov 2026" not in page  # round 2 not paired: no link
    assert "Round 2: Wed 25 Nov 2026" in page and "Round 6: Mon 30 Nov 2026" in page
    broken = text.replace("26/11/30", "26-11-30")
    with pytest.raises(InputErrors) as caught:
        parse_team_trf(broken, "x.trf")
    assert [(e.row, e.column) for e in caught.value.errors] == [
        (text.splitlines().index(line) + 1, 142)]  # fmt: skip


def test_event_pages_show_each_rounds_date(tmp_path: Path) -> None:
    path = tmp_path / "event.xlsx"
    assert run("init", make_trf(tmp_path), path, "--lot", "white", "--rounds", "3",
               "--dates", "2026-11-24,2026-11-25").exit_code == 0  # fmt: skip
    assert run("pair", path).exit_code == 0
    site = tmp_path / "team"
    assert run("bulletin", path, site).exit_code == 0
    rounds = parse((site / "event.html").read_text("utf-8")).find("ul", class_="rounds").text()
    assert "Round 1" in rounds and "Tue 24 Nov 2026" in rounds
    assert "Wed 25 Nov 2026" in rounds and "date not given" in rounds
    solo = _swiss_event(tmp_path, "2026-11-24")
    assert swiss("pair", solo).exit_code == 0
    assert swiss("bulletin", solo, tmp_path / "solo").exit_code == 0
    page = parse((tmp_path / "solo" / "event.html").read_text("utf-8"))
    rounds = page.find("ul", class_="rounds").text()
    assert "Tue 24 Nov 2026" in rounds and rounds.count("date not given") == 2
    assert "Buchholz" in page.text()  # the tie-break order with what each means
