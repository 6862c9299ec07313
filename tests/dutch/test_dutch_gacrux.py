"""The FIDE (Dutch) System against FIDE's checker gacrux, both ways, on seeded events: 24
made by gacrux (152 rounds) and 18 made here (114 rounds), with the files of
tests/dutch/test_gacrux.py some 300 rounds (the benchmark ``benchmarks/dutch_agreement.py``
runs thousands of events): events from gacrux's
random tournament generator are paired round by round as gacrux paired them, and events from
``swiss generate --system fide-dutch-2026`` are confirmed by gacrux's pairing checker.
Every difference fails (docs/dutch_2026.md reads each against the text)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.dutch.gacrux_oracle import (
    Shape,
    gacrux_disagrees,
    gacrux_events,
    our_differences,
)
from tests.swiss_workbook import swiss

SHAPES = {
    "plain": Shape(16, 5, zpb=0.0, hpb=0.0, forfeit=0.0),
    "byes-forfeits": Shape(22, 7),
    "accelerated": Shape(30, 7, accelerated=True),
}


@pytest.mark.parametrize("shape", SHAPES, ids=list(SHAPES))
def test_gacrux_events_are_paired_as_gacrux_paired_them(shape: str, tmp_path: Path) -> None:
    paths = gacrux_events(tmp_path, 100, 8, SHAPES[shape])
    assert [str(d) for path in paths for d in our_differences(path)] == []


OURS = {
    "plain": ("--players", 18, "--rounds", 5, "--absence", 0, "--forfeit", 0),
    "byes-forfeits-withdrawals": (
        "--players", 23, "--rounds", 7, "--half-bye", 0.03, "--absence", 0.03,
        "--forfeit", 0.03, "--withdrawal", 0.01,
    ),
    "accelerated": ("--players", 30, "--rounds", 7, "--half-bye", 0.02, "--accelerated"),
}  # fmt: skip


@pytest.mark.parametrize("kind", OURS, ids=list(OURS))
def test_our_events_are_confirmed_by_gacrux(kind: str, tmp_path: Path) -> None:
    disagreeing = {}
    for seed in range(1, 7):
        path = tmp_path / f"ours_{seed}.trf"
        made = swiss(
            "generate", "--system", "fide-dutch-2026", "--seed", seed, *OURS[kind], "-o", path
        )
        assert made.exit_code == 0, made.output
        if found := list(map(str, gacrux_disagrees(path))):
            disagreeing[path.name] = found
    assert disagreeing == {}
