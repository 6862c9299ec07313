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


_TEAM: dict[str, Callable[[Path], list[object]]] = {
    "pair": lambda e: ["pair", e],
    "pair --explain": lambda e: ["pair", e, "--explain"],
    "check": lambda e: ["check", e],
    "explain": lambda e: ["explain", e, "--round", "1"],
    "standings": lambda e: ["standings", e],
    "export-trf": lambda e: ["export-trf", e, e.with_suffix(".trf")],
    "bulletin": lambda e: ["bulletin", e, e.parent / "pages"],
}
_SWISS: dict[str, Callable[[Path], list[object]]] = {
    "pair": lambda e: ["pair", e],
    "pair --explain": lambda e: ["pair", e, "--explain"],
    "check": lambda e: ["check", e],
    "explain": lambda e: ["explain", e, "--round", "2"],
    "standings": lambda e: ["standings", e],
    "export-trf": lambda e: ["export-trf", e, e.with_suffix(".trf")],
    "bulletin": lambda e: ["bulletin", e, e.parent / "pages"],
}


def _once(result: Result, reads: Counter[Path], event: Path) -> None:
    assert result.exit_code in (0, 1), result.output
    assert reads[event.resolve()] == 1, reads
    assert all(count == 1 for count in reads.values()), reads


@pytest.mark.parametrize("command", sorted(_TEAM))
def test_olympiad_reads_the_workbook_once(
    tmp_path: Path, command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = _team(tmp_path)
    counted = reads(monkeypatch)  # counting from here on
    _once(run(*map(str, _TEAM[command](event))), counted, event)


@pytest.mark.parametrize("command", sorted(_SWISS))
def test_swiss_reads_the_workbook_once(
    tmp_path: Path, command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    event = two_rounds_played(tmp_path)
    counted = reads(monkeypatch)
    _once(swiss(*_SWISS[command](event)), counted, event)
