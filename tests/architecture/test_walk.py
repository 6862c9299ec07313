"""Issue 28: walking one team ``pair`` and one ``swiss pair`` (workbook to written sheet)
goes back to a file already left at most half as often as before the issue's work
(``scripts/walk.py``; figures and the count's definition in benchmarks/README.md).

``HALF``: half of the returns measured on main at 05e1d85 (team 143 by file and 129 by
room, individual 98 and 59), the issue's target: reached by the commands in
``HALF_REACHED`` (a real test for them), a strict ``xfail`` for the others. ``REACHED``:
the figures reached (a row's cells read at once, sheets composed before they are
written, the save through one atomic replacement; for the team workbook, the values an
action asks computed once when read or written): a change that walks back and forth
more fails here."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType
from typing import Any

import pytest

from tests.paths import ROOT

HALF = {"team": (71, 64), "swiss": (49, 29)}  # command: (returns by file, by room), at most
REACHED = {"team": (70, 61), "swiss": (77, 46)}
HALF_REACHED = frozenset({"team"})


def _walk_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("walk_script", ROOT / "scripts" / "walk.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module", params=sorted(HALF))
def walked(request: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, int, int]:
    """The command, its returns by file and by room."""
    command: str = request.param
    script = _walk_script()
    walk = (script.team_pair if command == "team" else script.swiss_pair)(
        tmp_path_factory.mktemp(command)
    )
    assert walk.stops, "the trace saw no stop"
    return command, walk.returns, walk.by_room().returns


def _assert_within(walked: tuple[str, int, int], most: dict[str, tuple[int, int]]) -> None:
    command, by_file, by_room = walked
    most_file, most_room = most[command]
    assert by_file <= most_file and by_room <= most_room, (
        f"{command} pair: {by_file} returns by file (at most {most_file}), "
        f"{by_room} by room (at most {most_room})"
    )


def test_the_walk_of_pair_returns_no_more_than_reached(walked: tuple[str, int, int]) -> None:
    _assert_within(walked, REACHED)


def test_the_walk_of_pair_returns_at_most_half_as_often(
    walked: tuple[str, int, int], request: pytest.FixtureRequest
) -> None:
    if walked[0] not in HALF_REACHED:
        reason = "issue 28's target is not reached yet for this command (benchmarks/README)"
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))
    _assert_within(walked, HALF)
