"""Each workbook command reads the workbook once (issue 28: ``swiss pair`` read it three
times): the file given is loaded once; the new file a save writes is read back once,
before it replaces the old one (``save_workbook``'s check), and is not the file given."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.swiss_workbook import swiss, two_rounds_played
from tests.workbook_event import new_event, run, type_results


def reads(monkeypatch: pytest.MonkeyPatch) -> Counter[Path]:
    """How often each file is loaded by openpyxl from now on."""
    counted: Counter[Path] = Counter()
    real = openpyxl.load_workbook

    def load(filename: Any, *args: Any, **kwargs: Any) -> Any:
        counted[Path(filename).resolve()] += 1
        return real(filename, *args, **kwargs)

    monkeypatch.setattr(openpyxl, "load_workbook", load)
    return counted


def _team(folder: Path) -> Path:
    event = new_event(folder, 6)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event


_COMMANDS: dict[str, Callable[[Path, int], list[object]]] = {
    "pair": lambda e, n: ["pair", e],
    "pair --explain": lambda e, n: ["pair", e, "--explain"],
    "check": lambda e, n: ["check", e],
    "explain": lambda e, n: ["explain", e, "--round", n],
    "standings": lambda e, n: ["standings", e],
    "export-trf": lambda e, n: ["export-trf", e, e.with_suffix(".trf")],
    "bulletin": lambda e, n: ["bulletin", e, e.parent / "pages"],
}
"""Each workbook command, on an event file ``e`` whose round ``n`` is the last played."""


def _once(result: Result, reads: Counter[Path], event: Path) -> None:
    assert result.exit_code in (0, 1), result.output
    assert reads[event.resolve()] == 1, reads
    assert all(count == 1 for count in reads.values()), reads


@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_olympiad_reads_the_workbook_once(
    tmp_path: Path, command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = _team(tmp_path)
    counted = reads(monkeypatch)  # counting from here on
    _once(run(*map(str, _COMMANDS[command](event, 1))), counted, event)


@pytest.mark.parametrize("command", sorted(_COMMANDS))
def test_swiss_reads_the_workbook_once(
    tmp_path: Path, command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = two_rounds_played(tmp_path)
    counted = reads(monkeypatch)
    _once(swiss(*_COMMANDS[command](event, 2)), counted, event)
