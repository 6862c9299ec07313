"""Opening and saving the tournament workbook without ever losing it.

``save_workbook`` writes to a temporary file in the workbook's folder, keeps the current
workbook as the next numbered version (``individual.edges.workbook.versions``: itself
through a temporary file), then puts the new file in place
(``individual.edges.files.replace_atomically``, as every edge that writes does): at every
moment the workbook on disk is either the old one or the new one, complete. A failed save
leaves the old workbook and removes the temporary file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.extent import bound_sheet, check_package
from individual.edges.files import real_path, replace_atomically, stray_temporaries
from individual.edges.workbook.lock import hold
from individual.edges.workbook.versions import keep_version, newest_version
from individual.vocabulary.errors import InputError, PairingSystemError


class SaveFailed(PairingSystemError):
    """The workbook could not be written; the file on disk is the previous one."""

    exit_code = 1


def previous_path(path: Path) -> Path | None:
    """The previous version of the workbook (the newest kept), if any."""
    return newest_version(path)


def load_workbook(path: Path) -> Workbook:
    """The workbook at ``path``; an ``InputError`` for anything that is not one."""
    hold(path, reading=True)
    check_package(path)
    try:
        workbook = openpyxl.load_workbook(path)
    except OSError as error:
        raise InputError(f"cannot read it: {error.strerror or error}", str(path)) from error
    except Exception as error:  # openpyxl raises many kinds for a damaged file
        kind = type(error).__name__
        message = f"not an Excel workbook this program can read ({kind}: {error})"
        raise InputError(message, str(path)) from error
    for sheet in workbook.worksheets:
        bound_sheet(sheet, path)
    return workbook


def save_workbook(
    workbook: Workbook, path: Path, check: Callable[[Path], object] | None = None
) -> Path | None:
    """Save ``workbook`` to ``path`` atomically, keeping the file it replaces as the next
    numbered version (the version, returned: ``keep_version``). ``check`` reads the new
    file back before it replaces the old one; whatever it raises leaves the old workbook
    in place."""
    hold(path)  # as load_workbook does: the lock is the target's (lock_path resolves a link)
    path = real_path(path)
    for stray in stray_temporaries(path):  # what killed saves left (``keep_version``: their
        stray.unlink(missing_ok=True)  # versions'); the command holds it: none under way
    kept: list[Path | None] = []

    def write(temporary: Path) -> None:
        workbook.save(temporary)
        if check is not None:
            check(temporary)
        kept.append(keep_version(path))

    try:
        replace_atomically(path, write)
    except OSError as error:
        raise _failed(path, error) from error
    return kept[0]


def _failed(path: Path, error: OSError) -> SaveFailed:
    reason = error.strerror or str(error)
    where = "the file on disk is unchanged" if path.exists() else "nothing was written"
    return SaveFailed(f"could not save {path} ({reason}); {where}")
