"""Atomic file replacement, shared by every edge that writes (TRF, HTML, workbooks).

A new file is written next to its target under a temporary name, flushed to disk, and
moved over the target with ``os.replace``: at every moment the target is either the old
file or the complete new one. An existing target keeps its permissions.
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path


def replace_atomically(target: Path, write: Callable[[Path], object]) -> Path:
    """Call ``write(temporary)`` for a temporary file beside ``target``, then move it over
    ``target``; if anything fails the temporary file is removed and ``target`` untouched."""
    mode = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
    handle, name = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.stem}.", suffix=f".tmp{target.suffix}"
    )
    os.close(handle)
    temporary = Path(name)
    try:
        write(temporary)
        with temporary.open("rb") as written:
            os.fsync(written.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return target


def write_text_atomically(target: Path, text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends to ``target`` atomically."""
    return replace_atomically(
        target, lambda temporary: temporary.write_text(text, encoding="utf-8", newline="\n")
    )


WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")


def is_workbook(path: Path) -> bool:
    """Whether ``path`` names an event workbook, by its suffix (both sides' commands and
    readers ask this one)."""
    return path.suffix.lower() in WORKBOOK_SUFFIXES
