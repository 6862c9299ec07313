"""An organiser looks at the standings while a round is being paired (issue 18, item 9).

Only commands that change a workbook take its lock: ``standings``, ``check``, ``explain``,
``bulletin``, ``export-trf`` (issue 26, item 3) and ``versions`` (listing) only read, and a
save replaces the file whole, so they read the old or the new workbook. They run while
another command holds it, and a reading command does not stop a ``pair``; two changing
commands still exclude each other."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.paths import DATA, ROOT
from tests.swiss_workbook import fill_results, swiss
from tests.workbook_event import new_event, run, type_results

_HOLDER = """
import sys, time
from pathlib import Path
from individual.edges.workbook.lock import command_locks, hold
with command_locks():
    hold(Path(sys.argv[1]))
    print("holding", flush=True)
    time.sleep(60)
"""

# ``olympiad standings`` stopped half-way, the workbook read and its table not yet printed.
_SLOW_READER = """
import sys, time
import olympiad.edges.cli.table as table
def slow(event, *rest):
    print("reading", flush=True)
    time.sleep(60)
table.standings_text = slow
from olympiad.edges.cli.main import main
main(["standings", sys.argv[1]], prog_name="olympiad")
"""


@contextmanager
def _running(code: str, event: Path, said: str) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-c", code, str(event)], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == said
        yield process
    finally:
        process.kill()
        process.wait()


OUTPUTS = {"bulletin": "bulletin", "export-trf": "event.trf"}
"""Where a reading command that writes a file of its own writes it."""


def _team_event(tmp_path: Path) -> Path:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event


@pytest.mark.parametrize(
    "command",
    [("standings",), ("check",), ("explain", "--round", "1"), ("versions",), ("bulletin",),
     ("export-trf",)],
)  # fmt: skip
def test_reading_commands_run_while_a_pair_holds_the_workbook(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    event = _team_event(tmp_path)
    before = event.read_bytes()
    args: list[str | Path] = [command[0], event, *command[1:]]
    if command[0] in OUTPUTS:
        args.append(tmp_path / OUTPUTS[command[0]])
    with _running(_HOLDER, event, "holding") as holder:
        result = run(*args)
        assert result.exit_code == 0, result.output
        assert "in use" not in result.output
        refused = run("pair", event)
        assert refused.exit_code == 1 and f"process {holder.pid}" in refused.stderr
    assert event.read_bytes() == before


def test_a_restore_still_waits_for_the_holder(tmp_path: Path) -> None:
    event = _team_event(tmp_path)
    with _running(_HOLDER, event, "holding"):
        result = run("versions", event, "--restore", "1")
        assert result.exit_code == 1 and "in use by" in result.stderr


def test_a_pair_runs_while_the_standings_are_read(tmp_path: Path) -> None:
    event = _team_event(tmp_path)
    with _running(_SLOW_READER, event, "reading"):
        result = run("pair", event)
        assert result.exit_code == 0, result.output
    assert "Round 2" in openpyxl.load_workbook(event).sheetnames


def test_swiss_reading_commands_run_while_the_workbook_is_held(tmp_path: Path) -> None:
    event = tmp_path / "open.xlsx"
    roster = DATA / "individual" / "chennai2022_board1_roster.xlsx"
    assert swiss("init", roster, event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    before = event.read_bytes()
    with _running(_HOLDER, event, "holding"):
        for command in (["standings"], ["check"], ["explain", "--round", "1"], ["versions"],
                        ["bulletin", tmp_path / OUTPUTS["bulletin"]],
                        ["export-trf", tmp_path / OUTPUTS["export-trf"]]):  # fmt: skip
            result = swiss(command[0], event, *command[1:])
            assert result.exit_code == 0, (command, result.output)
        assert swiss("pair", event).exit_code == 1
    assert event.read_bytes() == before
