"""Reading commands read (issue 26, item 3): ``bulletin`` and ``export-trf`` of both
command lines, run on a scripted event through the real commands, leave the workbook as
it was: the same bytes, the same modification time, no Log row, no new version."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, run, type_results


def _state(event: Path) -> tuple[bytes, int, list[str]]:
    """What a command may not change: the file's bytes and mtime, the versions kept."""
    kept = event.with_name(f"{event.stem}.versions")
    versions = sorted(p.name for p in kept.iterdir()) if kept.is_dir() else []
    return event.read_bytes(), os.stat(event).st_mtime_ns, versions


def _swiss_event(folder: Path) -> Path:
    event = folder / "spring.xlsx"
    made = swiss("init", write_roster(folder / "roster.xlsx"), event, "--rounds", "5",
                 "--lot", "white")  # fmt: skip
    assert made.exit_code == 0, made.output
    for number in (1, 2):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    return event


def _team_event(folder: Path) -> Path:
    event = new_event(folder, 8)
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    return event


EVENTS: dict[str, tuple[Callable[[Path], Path], Callable[..., Result]]] = {
    "swiss": (_swiss_event, swiss),
    "olympiad": (_team_event, run),
}


@pytest.mark.parametrize("line", sorted(EVENTS))
def test_bulletin_and_export_leave_the_workbook_as_it_was(tmp_path: Path, line: str) -> None:
    make, command = EVENTS[line]
    event = make(tmp_path)
    before = _state(event)
    for args in (
        ("bulletin", event, tmp_path / "site"),
        ("bulletin", event, tmp_path / "site"),  # again: still nothing written to the event
        ("export-trf", event, tmp_path / "event.trf"),
        ("export-trf", event, tmp_path / "event.trf"),
    ):
        result = command(*args)
        assert result.exit_code == 0, (args, result.output)
        assert _state(event) == before, args
    assert (tmp_path / "site" / "index.html").is_file()
    assert (tmp_path / "event.trf").read_text(encoding="utf-8").strip()
