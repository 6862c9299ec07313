"""A C.04.6 team TRF read and written as other programs read and write it (issue 27): the
lot in record 152 as well as XXC, full- and half-point byes, a match whose board 1 had no
game. Each file is TRF-26 with 4 boards; gacrux (FIDE's checker, a test extra) is run as a
user would, when installed."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from individual.vocabulary.colour import Colour
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.fideteam.generate import random_event
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.fideteam.gacrux_oracle import AVAILABLE

DATA = Path(__file__).parent / "data"


def _gacrux_pairs(path: Path, method: str) -> list[list[int]]:
    """The next round as gacrux pairs it (``-p``): ``[white, black]`` by team, ``[t, 0]`` PAB."""
    done = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-i", str(path), "-m", method, "-p"],
        capture_output=True,
        text=True,
        check=True,
    )
    pairs: list[list[int]] = json.loads(done.stdout)["pairingResult"]["pairs"]
    return pairs


@pytest.mark.parametrize(("lot", "letter"), [(Colour.WHITE, "W"), (Colour.BLACK, "B")])
def test_the_lot_is_written_in_record_152_and_xxc(tmp_path: Path, lot: Colour, letter: str) -> None:
    """TRF-26 record 152 carries the initial colour (4.1); XXC is JaVaFo's. Both are written
    and read back the same."""
    event = random_event(FIDE_TEAM_2026, 6, 5, random.Random(1), played=0)
    text = format_team_trf(event, lot)
    lines = text.splitlines()
    assert f"152 {letter}" in lines and f"XXC {lot.spelled(('white1', 'black1'))}" in lines
    path = tmp_path / "lot.trf"
    path.write_text(text)
    assert read_team_trf(path).lot is lot


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
def test_gacrux_pairs_round_1_with_the_files_lot(tmp_path: Path) -> None:
    """gacrux reads the round-1 colour from record 152 only: with lot Black, team 1 (odd TPN,
    the first-team of its pair) gets Black in round 1 (4.3.1)."""
    event = random_event(FIDE_TEAM_2026, 6, 5, random.Random(1), played=0)
    path = tmp_path / "lot.trf"
    path.write_text(format_team_trf(event, Colour.BLACK))
    pairs = _gacrux_pairs(path, "fideteam-typea-mp-gp")
    assert [4, 1] in pairs
