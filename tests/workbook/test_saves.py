"""Saves (issue 18, item 9): the folder is synced after the replace, temporary files left
by a killed save are removed, a workbook reached through a symbolic link stays a link
(its target is written), and a second command on a workbook in use stops, naming the
command that holds it. (A save killed at any moment: tests/workbook/test_workbook.py.)"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook import file as workbook_file
from tests.paths import ROOT
from tests.workbook_event import new_event, run, type_results


def test_the_folder_is_synced_after_the_replace(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = new_event(tmp_path)
    synced: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    def replace(source: str | Path, target: str | Path) -> None:
        synced.append("replace")
        real_replace(source, target)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    assert run("pair", event).exit_code == 0
    last = len(synced) - 1 - synced[::-1].index("replace")
    assert "folder" in synced[last + 1 :]


def test_temporary_files_of_a_killed_save_are_removed(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    versions = tmp_path / "event.versions"
    stray = [tmp_path / ".event.k1ll3d.tmp.xlsx", versions / ".event.0002.x.tmp.xlsx"]
    versions.mkdir()
    for path in stray:
        path.write_bytes(b"PK\x03\x04 half a workbook")
    other = tmp_path / ".other.abc.tmp.xlsx"  # another workbook's: not ours to remove
    other.write_bytes(b"x")
    assert run("pair", event).exit_code == 0
    assert not any(p.exists() for p in stray)
    assert other.exists()


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links need privileges there")
def test_a_linked_workbook_stays_a_link(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    real = new_event(tmp_path / "real")
    link = tmp_path / "event.xlsx"
    link.symlink_to(real)
    assert run("pair", link).exit_code == 0
    type_results(real, 1)
    assert run("pair", link).exit_code == 0
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert "Round 2" in openpyxl.load_workbook(real).sheetnames


_HOLDER = """
import sys, time
from pathlib import Path
from individual.edges.workbook.lock import command_locks, hold
with command_locks():
    hold(Path(sys.argv[1]))
    print("holding", flush=True)
    time.sleep(60)
"""


def test_a_second_command_on_a_workbook_in_use_stops_and_names_the_holder(
    tmp_path: Path,
) -> None:
    event = new_event(tmp_path)
    before = event.read_bytes()
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(event)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
        result = run("pair", event)
        assert result.exit_code == 1
        assert "in use by" in result.stderr and f"process {holder.pid}" in result.stderr
        assert event.read_bytes() == before
    finally:
        holder.kill()
        holder.wait()
    deadline = time.monotonic() + 5
    while run("pair", event).exit_code != 0:  # the system released the dead holder's lock
        assert time.monotonic() < deadline
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".lock")]


def test_saving_outside_a_command_needs_no_lock(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    book = openpyxl.load_workbook(event)
    workbook_file.save_workbook(book, event)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".lock")]
