"""A command killed by the operating system (SIGKILL: a power cut, a closed terminal) at each
step of a save (issue 18, item 9): while the new workbook is written, while the previous one
is copied into the versions, just before and just after the new one is moved into place.
Each time the workbook is the old one or the new one, whole; the next command runs, and
its save removes what the killed one left."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from olympiad.edges.workbook.book import open_tournament
from tests.paths import ROOT
from tests.workbook_event import new_event, run, type_results

_KILL_AT = """
import os, shutil, signal, sys
from pathlib import Path
import openpyxl

where, event = sys.argv[1], Path(sys.argv[2]).resolve()

def die():
    os.kill(os.getpid(), signal.SIGKILL)

def half(target):
    data = Path(target).read_bytes()
    Path(target).write_bytes(data[: len(data) // 2])

real_save, real_copy, real_replace = openpyxl.Workbook.save, shutil.copy2, os.replace

def save(self, filename):
    real_save(self, filename)
    if where == "writing":
        half(filename)
        die()

def copy2(source, target, **options):
    real_copy(source, target, **options)
    if where == "keeping":
        half(target)
        die()

def replace(source, target):
    moving = Path(target).resolve() == event
    if moving and where == "replacing":
        die()
    real_replace(source, target)
    if moving and where == "replaced":
        die()

openpyxl.Workbook.save, shutil.copy2, os.replace = save, copy2, replace
from olympiad.edges.cli.main import main
main(["pair", str(event)], prog_name="olympiad")
"""


def _stray(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*") if ".tmp" in p.name]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("where", ["writing", "keeping", "replacing", "replaced"])
def test_a_pair_killed_at_each_step_of_its_save(tmp_path: Path, where: str) -> None:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    before = event.read_bytes()
    killed = subprocess.run(
        [sys.executable, "-c", _KILL_AT, where, str(event)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    sheets = openpyxl.load_workbook(event).sheetnames  # whole, whichever it is
    if where == "replaced":
        assert "Round 2" in sheets
    else:
        assert event.read_bytes() == before
    open_tournament(event)
    assert run("standings", event).exit_code == 0
    result = run("pair", event, "--force") if where == "replaced" else run("pair", event)
    assert result.exit_code == 0, result.output
    assert "Round 2" in openpyxl.load_workbook(event).sheetnames
    assert not _stray(tmp_path)
    for version in (tmp_path / "event.versions").iterdir():
        openpyxl.load_workbook(version)  # every version kept reads
