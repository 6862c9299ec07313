"""The Dutch engine pairs its brackets with the cyclic garbage collector off (a big
bracket's million edges make no cycle; each collection scanned them to free nothing) and
leaves it as it found it."""

from __future__ import annotations

import gc

import pytest

from individual.dutch import pairing
from tests.dutch.events import event, pair


@pytest.mark.parametrize("enabled", [True, False])
def test_brackets_paired_uncollected_and_the_collector_left_as_found(
    monkeypatch: pytest.MonkeyPatch, enabled: bool
) -> None:
    seen: list[bool] = []
    pair_bracket = pairing.pair_bracket  # type: ignore[attr-defined]

    def watching(*args: object) -> object:
        seen.append(gc.isenabled())
        return pair_bracket(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(pairing, "pair_bracket", watching)
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        pair(event(12, "1-7 1-0, 8-2 0-1, 3-9 1-0, 10-4 1-0, 5-11 0-1, 12-6 0-1"))
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert seen and not any(seen)
