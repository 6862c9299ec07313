"""How many versions an event keeps (issue 18): the last ``KEPT_VERSIONS`` (50, as the README
says), older ones removed oldest first, except a version holding a result that the version
after it does not have (a result discarded by ``pair --force``, or typed over): that one is
kept whatever its age, so every result ever saved stays in some file."""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook import versions
from individual.edges.workbook.file import save_workbook
from tests.paths import ROOT

KEPT = versions.KEPT_VERSIONS  # the program's limit
LIMIT = 5  # a small one for the tests


@pytest.fixture(autouse=True)
def _small_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(versions, "KEPT_VERSIONS", LIMIT)


def _workbook(path: Path) -> openpyxl.Workbook:
    """A workbook like an event's: an Event sheet and a round sheet with a Result column."""
    book = openpyxl.Workbook()
    book.active.title = "Event"
    sheet = book.create_sheet("Round 1")
    sheet.append(["Round 1"])
    sheet.append(["Board", "No.", "White", "Pts", "Result", "Pts", "Black", "No."])
    sheet.append([1, 1, "Anna", 0, None, 0, "Ben", 2])
    sheet.append([2, 3, "Cleo", 0, None, 0, "Dan", 4])
    save_workbook(book, path)
    return book


def _save(book: openpyxl.Workbook, path: Path, cells: dict[str, object]) -> None:
    for where, value in cells.items():
        sheet, cell = where.split("!")
        book[sheet][cell].value = value
    save_workbook(book, path)


def _kept(path: Path) -> list[int]:
    return [v.number for v in versions.list_versions(path)]


def _results(file: Path) -> list[object]:
    sheet = openpyxl.load_workbook(file)["Round 1"]
    return [sheet["E3"].value, sheet["E4"].value]


def test_only_the_last_versions_are_kept(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    book = _workbook(event)
    for step in range(12):
        _save(book, event, {"Event!A1": f"step {step}", "Round 1!E3": "1-0" if step else None})
    kept = _kept(event)
    assert len(kept) == LIMIT
    assert kept == list(range(13 - LIMIT, 13))  # the newest, numbered as they were


def test_a_version_with_a_result_no_later_version_has_stays(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    book = _workbook(event)
    _save(book, event, {"Round 1!E3": "1-0", "Round 1!E4": "0-1"})  # typed
    _save(book, event, {"Round 1!E3": None, "Round 1!E4": None})  # discarded (pair --force)
    holder = next(v.path for v in versions.list_versions(event) if _results(v.path)[0] == "1-0")
    _save(book, event, {"Round 1!E4": "½-½"})  # corrected: 0-1 -> ½-½ later
    _save(book, event, {"Round 1!E4": "1-0"})
    for step in range(10):
        _save(book, event, {"Event!A1": f"step {step}"})
    kept = versions.list_versions(event)
    assert holder in [v.path for v in kept]
    seen = {tuple(_results(v.path)) for v in kept} | {tuple(_results(event))}
    for typed in (("1-0", "0-1"), (None, "½-½"), (None, "1-0")):
        assert typed in seen
    assert len(kept) <= LIMIT + 2  # the two that hold what no later one has


def test_a_version_that_cannot_be_read_is_kept(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    book = _workbook(event)
    _save(book, event, {"Event!A1": "first"})
    oldest = versions.list_versions(event)[0].path
    oldest.write_bytes(b"PK\x03\x04 not a workbook any more")
    for step in range(10):
        _save(book, event, {"Event!A1": f"step {step}"})
    assert oldest.exists()
    assert len(_kept(event)) == LIMIT  # the newest others fill the rest


def test_the_readme_states_the_number_kept() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    stated = re.search(r"the last (\d+) versions", text)
    assert stated is not None and int(stated.group(1)) == KEPT == 50


def test_a_version_that_cannot_be_removed_does_not_stop_the_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Removing an old version is housekeeping: a file another program holds open (Windows)
    stays, and the save goes on."""
    event = tmp_path / "event.xlsx"
    book = _workbook(event)
    for step in range(LIMIT):
        _save(book, event, {"Event!A1": f"step {step}"})
    real_unlink = Path.unlink

    def held(self: Path, missing_ok: bool = False) -> None:
        if self.parent.name == "event.versions":
            raise PermissionError(13, "The process cannot access the file")
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", held)
    _save(book, event, {"Event!A1": "saved"})
    assert openpyxl.load_workbook(event)["Event"]["A1"].value == "saved"
    assert len(_kept(event)) == LIMIT + 1
