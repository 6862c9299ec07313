"""Opening and saving the tournament workbook without ever losing it.

``save_workbook`` writes to a temporary file in the workbook's folder, copies the
current workbook to ``NAME.prev.xlsx`` (itself through a temporary file), then puts the
new file in place with ``os.replace``: at every moment the workbook on disk is either the
old one or the new one, complete. A failed save leaves the old workbook and removes the
temporary file.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.files import replace_atomically
from individual.vocabulary.errors import InputError, PairingSystemError


class SaveFailed(PairingSystemError):
    """The workbook could not be written; the file on disk is the previous one."""

    exit_code = 1


def previous_path(path: Path) -> Path:
    """Where the previous version is kept: ``EVENT.prev.xlsx`` beside ``EVENT.xlsx``."""
    return path.with_name(f"{path.stem}.prev{path.suffix}")


def load_workbook(path: Path) -> Workbook:
    """The workbook at ``path``; an ``InputError`` for anything that is not one."""
    try:
        return openpyxl.load_workbook(path)
    except OSError as error:
        raise InputError(f"cannot read it: {error.strerror or error}", str(path)) from error
    except Exception as error:  # openpyxl raises many kinds for a damaged file
        kind = type(error).__name__
        message = f"not an Excel workbook this program can read ({kind}: {error})"
        raise InputError(message, str(path)) from error


def save_workbook(
    workbook: Workbook, path: Path, check: Callable[[Path], object] | None = None
) -> None:
    """Save ``workbook`` to ``path`` atomically, keeping the file it replaces as
    ``previous_path(path)``. ``check`` reads the new file back before it replaces the old
    one; whatever it raises leaves the old workbook in place."""
    try:
        mode = stat.S_IMODE(path.stat().st_mode) if path.exists() else 0o644
        handle, name = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.stem}.", suffix=f".tmp{path.suffix}"
        )
        os.close(handle)
    except OSError as error:
        raise _failed(path, error) from error
    temporary = Path(name)
    try:
        workbook.save(temporary)
        _sync(temporary)
        if check is not None:
            check(temporary)
        os.chmod(temporary, mode)
        if path.exists():
            _copy_atomically(path, previous_path(path))
        os.replace(temporary, path)
    except OSError as error:
        temporary.unlink(missing_ok=True)
        raise _failed(path, error) from error
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _failed(path: Path, error: OSError) -> SaveFailed:
    reason = error.strerror or str(error)
    where = "the file on disk is unchanged" if path.exists() else "nothing was written"
    return SaveFailed(f"could not save {path} ({reason}); {where}")


def _copy_atomically(source: Path, target: Path) -> None:
    replace_atomically(target, lambda temporary: shutil.copy2(source, temporary))


def _sync(path: Path) -> None:
    with path.open("rb") as handle:
        os.fsync(handle.fileno())
