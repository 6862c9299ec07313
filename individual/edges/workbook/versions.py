"""Numbered versions of an event workbook: nothing entered is ever lost.

Every save that replaces ``EVENT.xlsx`` first keeps the file it replaces as the next
version, ``EVENT.versions/EVENT.0001.xlsx``, ``EVENT.0002.xlsx`` ... (a version equal to the
newest is not kept twice). ``restore_version`` puts a version back, keeping the workbook
it replaces as a version too, so that a restore can itself be undone. Each version is
described by the last row of its Log sheet (the action that made it).

The last ``KEPT_VERSIONS`` are kept; older ones are removed oldest first, but only a version
whose results (each row of a round sheet with a value in its Result column) the version
after it all has: a version holding a result that was discarded (``pair --force``) or typed
over is kept whatever its age, so every result ever saved stays in some file (the newer
version holding the rest is itself removed only on the same terms). A version that cannot
be read is kept.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from individual.edges.files import real_path, replace_atomically
from individual.edges.workbook.lock import hold
from individual.vocabulary.errors import InputError

LOG_SHEET = "Log"
KEPT_VERSIONS = 50  # the README says so


@dataclass(frozen=True)
class Version:
    """A kept version: its number, file, when it was saved and what its Log says last."""

    number: int
    path: Path
    saved: datetime
    what: str


def versions_folder(path: Path) -> Path:
    """``EVENT.versions`` beside ``EVENT.xlsx`` (beside its target, for a link)."""
    path = real_path(path)
    return path.with_name(f"{path.stem}.versions")


def _version_path(path: Path, number: int) -> Path:
    return versions_folder(path) / f"{path.stem}.{number:04d}{path.suffix}"


def _numbers(path: Path) -> list[tuple[int, Path]]:
    path = real_path(path)
    folder = versions_folder(path)
    pattern = re.compile(rf"^{re.escape(path.stem)}\.(\d{{4,}}){re.escape(path.suffix)}$")
    if not folder.is_dir():
        return []
    found = [(int(m.group(1)), p) for p in folder.iterdir() if (m := pattern.match(p.name))]
    return sorted(found)


def newest_version(path: Path) -> Path | None:
    """The version kept last, if any."""
    numbers = _numbers(path)
    return numbers[-1][1] if numbers else None


def keep_version(path: Path) -> Path | None:
    """Keep the workbook now at ``path`` as the next version (atomically); ``None`` when
    there is no workbook or the newest version holds the same bytes."""
    path = real_path(path)
    if not path.is_file():
        return None
    numbers = _numbers(path)
    if numbers and numbers[-1][1].read_bytes() == path.read_bytes():
        return numbers[-1][1]
    target = _version_path(path, numbers[-1][0] + 1 if numbers else 1)
    target.parent.mkdir(exist_ok=True)
    kept = replace_atomically(target, lambda temporary: shutil.copy2(path, temporary))
    _prune(path)
    return kept


def _prune(path: Path) -> None:
    """Remove the oldest versions beyond ``KEPT_VERSIONS`` whose results the next version
    all holds; the newest version is never removed."""
    numbers = [file for _, file in _numbers(path)]
    index = 0
    while len(numbers) > KEPT_VERSIONS and index < len(numbers) - 1:
        older, newer = _results(numbers[index]), _results(numbers[index + 1])
        if older is None or newer is None or not older <= newer:
            index += 1
            continue
        try:
            numbers[index].unlink(missing_ok=True)
        except OSError:  # held open by another program: kept, the save goes on
            index += 1
            continue
        numbers.pop(index)


def _results(file: Path) -> frozenset[tuple[str, tuple[object, ...]]] | None:
    """Each row of each ``Round N`` sheet with a value in the column headed ``Result``
    (the sheet's name and the row's values); ``None`` when the file cannot be read."""
    import openpyxl  # type: ignore[import-untyped]

    try:
        book = openpyxl.load_workbook(file, read_only=True)
    except Exception:  # a damaged version: keep it
        return None
    found: set[tuple[str, tuple[object, ...]]] = set()
    try:
        for sheet in book.worksheets:
            if sheet.title.startswith("Round "):
                found |= {(sheet.title, row) for row in _result_rows(sheet)}
    except Exception:
        return None
    finally:
        book.close()
    return frozenset(found)


def _result_rows(sheet: Any) -> list[tuple[object, ...]]:
    column: int | None = None
    rows: list[tuple[object, ...]] = []
    for index, values in enumerate(sheet.iter_rows(values_only=True)):
        row = tuple(values)
        while row and row[-1] is None:
            row = row[:-1]
        if column is None:
            column = row.index("Result") if "Result" in row and index < 10 else None
        elif column < len(row) and row[column] not in (None, ""):
            rows.append(row)
    return rows


def list_versions(path: Path) -> list[Version]:
    """Every kept version, oldest first."""
    return [
        Version(number, file, datetime.fromtimestamp(file.stat().st_mtime), _last_log(file))
        for number, file in _numbers(path)
    ]


def restore_version(path: Path, number: int) -> Path:
    """Put version ``number`` back at ``path``, the workbook it replaces kept as a version;
    the version restored. ``InputError`` for a number that was never kept."""
    path = real_path(path)
    hold(path)
    chosen = dict(_numbers(path)).get(number)
    if chosen is None:
        kept = ", ".join(str(n) for n, _ in _numbers(path)) or "none"
        raise InputError(f"no version {number} (kept: {kept})", str(path))
    keep_version(path)
    replace_atomically(path, lambda temporary: shutil.copy2(chosen, temporary))
    return chosen


def _last_log(file: Path) -> str:
    """The last Log row of a kept workbook: action, round and what changed."""
    import openpyxl

    try:
        book = openpyxl.load_workbook(file, read_only=True)
        try:
            rows = list(book[LOG_SHEET].iter_rows(min_row=2, values_only=True))
        finally:
            book.close()
    except Exception:  # a version that no longer reads is still listed
        return "(cannot be read)"
    if not rows:
        return ""
    last = rows[-1]
    action, number, what = (*last[1:4], None, None, None)[:3]
    parts = [str(action or ""), f"round {number}" if number else "", str(what or "")]
    return ": ".join(p for p in parts if p)
