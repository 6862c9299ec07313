"""Issue 28: walking one team ``pair`` and one ``swiss pair`` (workbook to written sheet)
goes back to a file already left at most half as often as before the issue's work
(``scripts/walk.py``; figures and the count's definition in benchmarks/README.md).

The targets are half of the returns measured on main at 05e1d85: team 143 by file and 129
by room, individual 98 by file and 59 by room."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.paths import ROOT

TARGETS = {  # command: (returns by file, returns by room), at most
    "team": (71, 64),
    "swiss": (49, 29),
}


def _walk_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("walk_script", ROOT / "scripts" / "walk.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("command", sorted(TARGETS))
def test_the_walk_of_pair_returns_at_most_half_as_often(command: str, tmp_path: Path) -> None:
    walk_script = _walk_script()
    walk = (walk_script.team_pair if command == "team" else walk_script.swiss_pair)(tmp_path)
    by_file, by_room = TARGETS[command]
    figures = (walk.returns, walk.by_room().returns)
    assert walk.stops, "the trace saw no stop"
    assert figures[0] <= by_file and figures[1] <= by_room, (
        f"{command} pair: {figures[0]} returns by file (at most {by_file}), "
        f"{figures[1]} by room (at most {by_room})"
    )
