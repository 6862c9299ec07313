"""Result cells as an organiser meets them in Excel (issue 18, item 6): a list of the
allowed results with an input message, text format so that ``=``, ``+/-`` and ``-/+`` are
not formulas, what Excel makes of a result typed into a cell without that format read
back as the result, and names written as text, never formulas."""

from __future__ import annotations

import datetime
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import edit, layout, new_event, run, type_results

BOARD_CODES = ("1-0", "0-1", "½-½", "+/-", "-/+", "-/-", "*")


def _roster(folder: Path) -> Path:
    return write_roster(folder / "r.xlsx")


def _validation(sheet: Worksheet, cell: str) -> object | None:
    """The data validation covering ``cell``, if any."""
    found = [v for v in sheet.data_validations.dataValidation if cell in v.sqref]
    assert len(found) <= 1, f"{cell} has {len(found)} validations"
    return found[0] if found else None


def _assert_result_cell(sheet: Worksheet, cell: str) -> None:
    assert sheet[cell].number_format == "@", f"{cell} is {sheet[cell].number_format}"
    validation = _validation(sheet, cell)
    assert validation is not None, f"{cell} has no list of results"
    assert validation.type == "list"  # type: ignore[attr-defined]
    listed = validation.formula1.strip('"').split(",")  # type: ignore[attr-defined]
    assert set(BOARD_CODES) <= set(listed)
    assert validation.showInputMessage and validation.prompt  # type: ignore[attr-defined]
    assert validation.showDropDown is not True  # type: ignore[attr-defined]  # (True hides it)


def test_team_round_result_cells_list_the_results_as_text(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    sheet = openpyxl.load_workbook(event)["Round 1"]
    matches = layout(event, 1)
    for match in matches:
        for row in match.boards:
            _assert_result_cell(sheet, f"I{row}")
        assert sheet[f"I{match.row}"].number_format == "@"  # the match row: marker or total
        match_rule = _validation(sheet, f"I{match.row}")
        assert match_rule is not None and match_rule.prompt  # type: ignore[attr-defined]
    type_results(event, 1)
    assert run("pair", event).exit_code == 0  # round 2 gets them too
    assert run("pair", event, "--force").exit_code == 0  # and no second copy when re-paired
    again = openpyxl.load_workbook(event)["Round 2"]
    for row in layout(event, 2)[0].boards:
        _assert_result_cell(again, f"I{row}")


def test_swiss_round_result_cells_list_the_results_as_text(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert swiss("init", _roster(tmp_path), event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    assert swiss("pair", event, "--force").exit_code == 0
    sheet = openpyxl.load_workbook(event)["Round 1"]
    rows = [r for r in range(4, sheet.max_row + 1) if isinstance(sheet.cell(r, 1).value, int)]
    assert rows
    for row in rows:
        _assert_result_cell(sheet, f"E{row}")


def test_team_results_excel_made_into_formulas_or_times_are_read(tmp_path: Path) -> None:
    """In a General cell Excel reads ``=`` and ``+/-`` as the start of a formula and ``1:0``
    as a time: such cells hold the result that was typed."""
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    boards = [r for m in layout(event, 1) for r in m.boards]
    typed = [("=", "½-½"), ("=+/-", "+/-"), ("=-/+", "-/+"), ("=-/-", "-/-"),
             (datetime.time(1, 0), "1-0"), (datetime.time(0, 1), "0-1")]  # fmt: skip
    cells = {f"I{row}": value for row, (value, _) in zip(boards, typed, strict=False)}
    edit(event, "Round 1", cells)
    trf = tmp_path / "o.trf"
    result = run("export-trf", event, trf)
    assert result.exit_code == 0, result.output
    plain = tmp_path / "plain.xlsx"
    book = openpyxl.load_workbook(event)
    for row, (_, code) in zip(boards, typed, strict=False):
        book["Round 1"][f"I{row}"].value = code
    book.save(plain)
    assert run("export-trf", plain, tmp_path / "p.trf").exit_code == 0
    assert trf.read_text().splitlines()[1:] == (tmp_path / "p.trf").read_text().splitlines()[1:]


def test_swiss_results_excel_made_into_formulas_or_times_are_read(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert swiss("init", _roster(tmp_path), event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    rows = [r for r in range(4, sheet.max_row + 1) if isinstance(sheet.cell(r, 1).value, int)]
    typed = [("=", "½-½"), ("=+/-", "+/-"), ("=-/+", "-/+"), (datetime.time(1, 0), "1-0"),
             (datetime.time(0, 1), "0-1"), ("=-/-", "-/-")]  # fmt: skip
    for row, (value, _) in zip(rows, typed, strict=True):
        sheet.cell(row, 5).value = value
    book.save(event)
    result = swiss("export-trf", event, tmp_path / "typed.trf")
    assert result.exit_code == 0, result.output
    for row, (_, code) in zip(rows, typed, strict=True):
        sheet.cell(row, 5).value = code
    book.save(tmp_path / "plain.xlsx")
    assert swiss("export-trf", tmp_path / "plain.xlsx", tmp_path / "plain.trf").exit_code == 0
    lines = [(tmp_path / f"{n}.trf").read_text().splitlines()[1:] for n in ("typed", "plain")]
    assert lines[0] == lines[1]
    assert swiss("pair", event).exit_code == 0


def test_swiss_names_that_look_like_formulas_stay_text(tmp_path: Path) -> None:
    names = ['=HYPERLINK("http://x")', "+44 Chess", "-minus", "@home"]
    roster = tmp_path / "r.csv"
    lines = ["Name,Rating"] + [f'"{n.replace(chr(34), chr(34) * 2)}",{2000 + i}'
                               for i, n in enumerate([*names, "Plain A", "Plain B"])]  # fmt: skip
    roster.write_text("\n".join(lines) + "\n", encoding="utf-8")
    event = tmp_path / "e.xlsx"
    assert swiss("init", roster, event, "--rounds", "3", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    book = openpyxl.load_workbook(event)
    for sheet in ("Players", "Round 1"):
        cells = [c for row in book[sheet].iter_rows() for c in row if c.value in names]
        assert len(cells) == len(names), sheet
        assert all(c.data_type == "s" for c in cells)
    assert swiss("standings", event).exit_code == 0
