"""One command at a time on a workbook: a lock taken when a command opens or saves it,
released when the command ends.

The lock is an operating-system lock on ``.EVENT.xlsx.lock`` beside the workbook (its
target, for a symbolic link), which holds who took it: program, process, user, host and
since when. A second command on the same workbook stops before it changes anything and
says who holds it; a lock whose process died is released by the system, so there is
nothing stale to clear. The lock file is removed when the command ends. Outside a
command (``command_locks``), nothing is locked.

A command that only reads (``read_only``: standings, check, explain, the bulletin and the
TRF export, which write nothing into the workbook, the list of versions) takes no lock to
open a workbook: a save replaces the file whole, so it reads the old workbook or the new
one, while a ``pair`` runs, and it stops no ``pair``. Whatever it saves is still locked.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from individual.vocabulary.errors import PairingSystemError


class _Command:
    """A command running: the locks it holds, and whether it only reads. (A plain class: a
    dataclass costs about a millisecond of every command's start-up, issue 16.)"""

    def __init__(self) -> None:
        self.held: dict[Path, int] = {}
        self.reading = False


_COMMANDS: list[_Command] = []


class WorkbookInUse(PairingSystemError):
    """Another command holds the workbook."""

    exit_code = 1


def lock_path(path: Path) -> Path:
    """``.EVENT.xlsx.lock`` beside the workbook (its target, for a link)."""
    target = path.resolve()
    return target.with_name(f".{target.name}.lock")


@contextmanager
def command_locks() -> Iterator[None]:
    """Run a command: the workbooks it holds (``hold``) are released when it ends."""
    command = _Command()
    _COMMANDS.append(command)
    try:
        yield
    finally:
        _COMMANDS.pop()
        for where, handle in command.held.items():
            _release(where, handle)


def read_only() -> None:
    """The command running only reads its workbooks: opening one takes no lock."""
    if _COMMANDS:
        _COMMANDS[-1].reading = True


def hold(path: Path, *, reading: bool = False) -> None:
    """Take the lock of ``path`` for the command running (once; nothing outside a
    command, nor to read in a ``read_only`` command). ``WorkbookInUse`` naming the holder
    when another command has it."""
    if not _COMMANDS or path.name.startswith(".") or not path.parent.is_dir():
        return  # outside a command, or a save's own temporary file
    if reading and _COMMANDS[-1].reading:
        return
    held = _COMMANDS[-1].held
    where = lock_path(path)
    if where in held or any(where in other.held for other in _COMMANDS):
        return
    handle = _open_locked(where, path)
    if handle is None:
        return
    os.ftruncate(handle, 0)
    os.lseek(handle, 0, os.SEEK_SET)
    os.write(handle, _holder().encode("utf-8"))
    held[where] = handle


def _open_locked(where: Path, path: Path) -> int | None:
    """The lock file, opened and locked; ``None`` where none can be made (a folder this
    user may read, not write: nothing to protect)."""
    while True:
        try:
            handle = os.open(where, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return None
        if not _try_lock(handle):
            os.lseek(handle, 0, os.SEEK_SET)
            holder = os.read(handle, 500).decode("utf-8", "replace").strip()
            os.close(handle)
            message = f"{path} is in use by {holder or 'another command'}: wait until it has "
            raise WorkbookInUse(message + "finished, then run this again")
        if _still_there(where, handle):
            return handle
        os.close(handle)  # its holder removed it as we opened it: take the new one


def _still_there(where: Path, handle: int) -> bool:
    try:
        return os.stat(where).st_ino == os.fstat(handle).st_ino
    except FileNotFoundError:
        return False


def _holder() -> str:
    import getpass  # here: a command that takes no lock does not load them
    import socket

    program = " ".join([Path(sys.argv[0]).name, *sys.argv[1:3]]) if sys.argv else "a command"
    try:
        user = getpass.getuser()
    except Exception:  # no user name known to the system
        user = "?"
    since = datetime.now().astimezone().isoformat(timespec="seconds")
    return f"'{program}' (process {os.getpid()}, {user} on {socket.gethostname()}, since {since})"


def _release(where: Path, handle: int) -> None:
    """Remove the lock file while still holding it, then unlock (a command that opened it
    meanwhile sees it gone: ``_still_there``)."""
    if sys.platform != "win32":
        where.unlink(missing_ok=True)
    _unlock(handle)


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(handle: int) -> bool:
        try:
            msvcrt.locking(handle, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(handle: int) -> None:
        try:
            os.lseek(handle, 0, os.SEEK_SET)
            msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)
        finally:
            os.close(handle)

else:

    def _try_lock(handle: int) -> bool:
        import fcntl  # here: a command that opens no workbook does not load it

        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: int) -> None:
        import fcntl

        try:
            fcntl.flock(handle, fcntl.LOCK_UN)
        finally:
            os.close(handle)
