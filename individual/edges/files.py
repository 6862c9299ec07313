"""Atomic file replacement, shared by every edge that writes (TRF, HTML, workbooks).

A new file is written next to its target under a temporary name, flushed to disk, and
moved over the target with ``os.replace``: at every moment the target is either the old
file or the complete new one. An existing target keeps its permissions.

Text (a TRF, a pairing, an HTML page) is never written over a workbook or a roster
(``refuse_protected``); a command replaces an existing file that is not its own kind of
output only when told to (``check_output``).
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable
from pathlib import Path

from individual.vocabulary.errors import InputError


def replace_atomically(target: Path, write: Callable[[Path], object]) -> Path:
    """Call ``write(temporary)`` for a temporary file beside ``target``, then move it over
    ``target`` and sync the folder; if anything fails the temporary file is removed and
    ``target`` untouched. A symbolic link stays one: its target is replaced."""
    target = real_path(target)
    mode = stat.S_IMODE(target.stat().st_mode) if target.exists() else 0o644
    temporary = temporary_beside(target)
    try:
        write(temporary)
        with temporary.open("rb") as written:
            os.fsync(written.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    sync_folder(target.parent)
    return target


def real_path(path: Path) -> Path:
    """The file a symbolic link points to (written through, so the link stays a link);
    any other path as it is."""
    return path.resolve() if path.is_symlink() else path


def temporary_beside(target: Path) -> Path:
    """A new empty temporary file in ``target``'s folder, named ``.STEM.XXXX.tmp.SUFFIX``
    (``stray_temporaries`` finds those a killed save left)."""
    import tempfile  # here: a command that writes no file does not load it

    handle, name = tempfile.mkstemp(
        dir=target.parent, prefix=f".{target.stem}.", suffix=f".tmp{target.suffix}"
    )
    os.close(handle)
    return Path(name)


def stray_temporaries(target: Path) -> list[Path]:
    """The temporary files of saves of ``target`` that never finished (killed, power cut)."""
    pattern = re.compile(rf"^\.{re.escape(target.stem)}\.[^.]+\.tmp{re.escape(target.suffix)}$")
    if not target.parent.is_dir():
        return []
    return [p for p in target.parent.iterdir() if pattern.match(p.name) and p.is_file()]


def sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (POSIX; Windows has no folder handle to sync)."""
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def write_text_atomically(target: Path, text: str) -> Path:
    """Write ``text`` as UTF-8 with ``\\n`` line ends to ``target`` atomically; never over
    a workbook or a roster (``refuse_protected``)."""
    refuse_protected(target)
    return replace_atomically(
        target, lambda temporary: temporary.write_text(text, encoding="utf-8", newline="\n")
    )


WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")
PROTECTED_SUFFIXES = (*WORKBOOK_SUFFIXES, ".xls", ".ods", ".csv", ".tsv")
_SPREADSHEET_STARTS = (b"PK\x03\x04", b"\xd0\xcf\x11\xe0")  # zip (xlsx, ods), OLE (xls)
_KINDS: dict[str, Callable[[str], bool]] = {
    "TRF": lambda head: bool(re.match(r"[0-9X][0-9A-Z]{2}( |$)", head.lstrip("\ufeff"))),
    "HTML": lambda head: head.lstrip("\ufeff").lower().startswith(("<!doctype", "<html")),
    "pairing": lambda head: head.strip().isascii() and head.strip().isdigit(),
}


def is_workbook(path: Path) -> bool:
    """Whether ``path`` names an event workbook, by its suffix (both sides' commands and
    readers ask this one)."""
    return path.suffix.lower() in WORKBOOK_SUFFIXES


def refuse_protected(target: Path) -> None:
    """``InputError`` when ``target`` is a workbook or a roster, by its suffix or, for an
    existing file, by its first bytes: text is never written over one."""
    start = b""
    if target.is_file():
        with target.open("rb") as existing:
            start = existing.read(4)
    if target.suffix.lower() in PROTECTED_SUFFIXES or start in _SPREADSHEET_STARTS:
        raise InputError("is a workbook or a roster: write the text to another file", str(target))


def check_output(target: Path, kind: str, force: bool | None) -> None:
    """Refuse to replace an existing ``target`` that is not ``kind`` (``TRF``, ``HTML``,
    ``pairing``: what the command writes) unless ``force`` (``None``: a command without
    ``--force``); never a workbook or a roster."""
    refuse_protected(target)
    if not target.is_file() or target.stat().st_size == 0:
        return
    with target.open("rb") as existing:
        head = existing.read(512).decode("utf-8", "replace").splitlines() or [""]
    if force or _KINDS[kind](head[0]):
        return
    advice = ", or use --force to replace it" if force is not None else ""
    message = f"exists and is not a {kind} file: choose another name{advice}"
    raise InputError(message, str(target))
