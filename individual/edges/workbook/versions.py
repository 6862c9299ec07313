"""Numbered versions of an event workbook: nothing entered is ever lost.

Every save that replaces ``EVENT.xlsx`` first keeps the file it replaces as the next
version, ``EVENT.versions/EVENT.0001.xlsx``, ``EVENT.0002.xlsx`` ... (a version equal to the
newest is not kept twice). ``restore_version`` puts a version back, keeping the workbook
it replaces as a version too, so that a restore can itself be undone. Each version is
described by what changed since the version before it: the Log rows added (the actions
that made it) and the results typed, changed or cleared in each round sheet (the oldest
kept by its last Log row).

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
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from individual.edges.files import real_path, replace_atomically
from individual.edges.workbook.lock import hold
from individual.edges.workbook.log import (
    NUMBERS,
    PAIRED_RATING,
    PAIRING_ACTIONS,
    RATINGS,
    UNFINISHED,
    LogEntry,
    read_log,
)
from individual.vocabulary.errors import InputError

LOG_SHEET = "Log"
KEPT_VERSIONS = 50  # the README says so


@dataclass(frozen=True)
class Version:
    """A kept version: its number, file, when it was saved and what changed since the
    version before it."""

    number: int
    path: Path
    saved: datetime
    what: str


def versions_folder(path: Path) -> Path:
    """``EVENT.versions`` beside ``EVENT.xlsx`` (beside its target, for a link)."""
    return _folder(real_path(path))


def _folder(real: Path) -> Path:
    return real.with_name(f"{real.stem}.versions")


def _numbers(real: Path) -> list[tuple[int, Path]]:
    """The versions of the workbook at ``real`` (a link's target), by number."""
    folder = _folder(real)
    pattern = re.compile(rf"^{re.escape(real.stem)}\.(\d{{4,}}){re.escape(real.suffix)}$")
    if not folder.is_dir():
        return []
    found = [(int(m.group(1)), p) for p in folder.iterdir() if (m := pattern.match(p.name))]
    return sorted(found)


def newest_version(path: Path) -> Path | None:
    """The version kept last, if any."""
    numbers = _numbers(real_path(path))
    return numbers[-1][1] if numbers else None


def stray_versions(real: Path) -> list[Path]:
    """The temporary files of versions of the workbook at ``real`` (a link's target) whose
    keeping never finished (killed, power cut)."""
    folder = _folder(real)
    if not folder.is_dir():
        return []
    return [p for p in folder.iterdir() if p.name.startswith(".") and ".tmp" in p.name]


def keep_version(path: Path) -> Path | None:
    """Keep the workbook now at ``path`` (a link's target: ``real_path``) as the next
    version (atomically); ``None`` when there is no workbook or the newest version holds
    the same bytes. What killed keeps left (``stray_versions``) is removed first: the
    command holds the workbook, so no other keep is under way."""
    for stray in stray_versions(path):
        stray.unlink(missing_ok=True)
    if not path.is_file():
        return None
    numbers = _numbers(path)
    if numbers and numbers[-1][1].read_bytes() == path.read_bytes():
        return numbers[-1][1]
    number = numbers[-1][0] + 1 if numbers else 1
    target = _folder(path) / f"{path.stem}.{number:04d}{path.suffix}"
    target.parent.mkdir(exist_ok=True)
    kept = replace_atomically(target, partial(shutil.copy2, path))
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
    content = _content(file)
    if content is None:
        return None
    return frozenset((sheet, row) for (sheet, _), (_, row) in content.results.items())


@dataclass(frozen=True)
class _Content:
    """What a version's label compares: its Log rows and, for each row of a round sheet
    with a result, (sheet, row number) -> (the result, the row's values)."""

    log: tuple[LogEntry, ...]
    results: Mapping[tuple[str, int], tuple[object, tuple[object, ...]]]


def _content(file: Path) -> _Content | None:
    """The Log and the results of ``file``; ``None`` when it cannot be read."""
    import openpyxl  # type: ignore[import-untyped]

    try:
        book = openpyxl.load_workbook(file, read_only=True)
    except Exception:  # a damaged version: keep it
        return None
    results: dict[tuple[str, int], tuple[object, tuple[object, ...]]] = {}
    try:
        log = tuple(read_log(book[LOG_SHEET])) if LOG_SHEET in book.sheetnames else ()
        for sheet in book.worksheets:
            if sheet.title.startswith("Round "):
                for index, result, row in _result_rows(sheet):
                    results[(sheet.title, index)] = (result, row)
    except Exception:
        return None
    finally:
        book.close()
    return _Content(log, results)


def _result_rows(sheet: Any) -> list[tuple[int, object, tuple[object, ...]]]:
    """Each row with a result: its number, the result and the row's values."""
    column: int | None = None
    rows: list[tuple[int, object, tuple[object, ...]]] = []
    for index, values in enumerate(sheet.iter_rows(values_only=True), start=1):
        row = tuple(values)
        while row and row[-1] is None:
            row = row[:-1]
        if column is None:
            column = row.index("Result") if "Result" in row and index <= 10 else None
        elif column < len(row) and row[column] not in (None, ""):
            rows.append((index, row[column], row))
    return rows


def list_versions(path: Path) -> list[Version]:
    """Every kept version, oldest first, with what changed since the one before it (or,
    for one that holds what an earlier one holds, a workbook put back: which)."""
    versions: list[Version] = []
    before: _Content | None = None
    seen: list[tuple[int, _Content]] = []
    for number, file in _numbers(real_path(path)):
        content = _content(file)
        saved = datetime.fromtimestamp(file.stat().st_mtime)
        same = [n for n, earlier in seen if content is not None and earlier == content]
        said = f"the same as version {same[-1]}" if same else ""
        versions.append(Version(number, file, saved, said or _label(content, before)))
        if content is not None:
            seen.append((number, content))
        before = content
    return versions


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
    replace_atomically(path, partial(shutil.copy2, chosen))
    return chosen


def _label(content: _Content | None, before: _Content | None) -> str:
    """What changed from ``before`` (the version kept before, ``None`` for the oldest) to
    ``content``: the Log rows added (not those of games unfinished when a round was
    paired, nor the records of the numbers and ratings written) and the results typed,
    changed or cleared in each round."""
    if content is None:
        return "(cannot be read)"
    if before is None or content.log[: len(before.log)] != before.log:
        back = "" if before is None else "an earlier Log, ending: "
        return back + (content.log[-1].said() if content.log else "")
    added = content.log[len(before.log) :]
    records = (UNFINISHED, PAIRED_RATING, NUMBERS, RATINGS)
    parts = [e.said() for e in added if e.action not in records]
    paired = {e.round for e in added if e.action in PAIRING_ACTIONS}
    parts += _result_changes(content.results, before.results, paired)
    return "; ".join(parts) or "no change in the Log or the results"


def _result_changes(
    now: Mapping[tuple[str, int], tuple[object, tuple[object, ...]]],
    then: Mapping[tuple[str, int], tuple[object, tuple[object, ...]]],
    paired: set[int | None],
) -> list[str]:
    """``12 results typed in round 1``, ``1 result changed in round 2``, ``3 results
    cleared in round 2`` (not said for a round paired again: its Log row says it). Only
    the rows of games, matches and boards count (a number in column A, or column A empty
    and a board number in B): a bye's or an absence's row (``Bye``, ``-`` in A) is
    written by the pairing."""
    counts: dict[tuple[int, str], int] = {}
    for cell in now.keys() | then.keys():
        new, old = now.get(cell), then.get(cell)
        if new is not None and old is not None and new[0] == old[0]:
            continue
        number_text = cell[0].removeprefix("Round ").strip()
        row = (new or old or (None, ()))[1]
        numbered = (*row, None, None)[:2]
        game = isinstance(numbered[0], int) or (
            numbered[0] is None and isinstance(numbered[1], int)
        )
        if not number_text.isdigit() or not game:
            continue
        what = "typed" if old is None else "cleared" if new is None else "changed"
        number = int(number_text)
        if what != "cleared" or number not in paired:
            counts[(number, what)] = counts.get((number, what), 0) + 1
    return [
        f"{n} result{'' if n == 1 else 's'} {what} in round {number}"
        for (number, what), n in sorted(counts.items())
    ]
