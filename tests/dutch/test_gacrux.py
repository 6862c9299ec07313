"""The engine against FIDE's checker gacrux (an outside oracle): events its generator made
(kept in tests/dutch/files/), paired round by round, and the one place gacrux departs from
the text (docs/dutch_2026.md)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from individual.edges.trf.read import read_swiss_trf
from tests.dutch.differential import differences
from tests.dutch.events import RULESET, boards

FILES = Path(__file__).parent / "files"
GENERATED = sorted(FILES.glob("gacrux_*.trf"))


@pytest.mark.parametrize("path", GENERATED, ids=[p.stem for p in GENERATED])
def test_every_round_pairs_as_gacrux_with_its_numbers(path: Path) -> None:
    """Same pairs, colours and PAB in every round, given gacrux's running TPN."""
    assert differences(path, gacrux_tpn=True) == []


def test_tpn_of_a_player_absent_in_round_one_is_kept() -> None:
    """C.04.3 1.1 (C.04.2 Art. 2): TPNs are fixed; 1 is absent in round 1, so 2 (even TPN)
    is the higher-ranked of the first pair and takes the other colour than the initial one
    (5.2.5). gacrux counts TPNs over the players present (2 becomes its number 1) and gives
    2 white: the text is kept, gacrux's answer is checked to still be what the docs say."""
    from individual.dutch.inputs import DutchInput
    from individual.dutch.pairing import pair_round

    path = FILES / "tpn_absent_round1.trf"
    trf = read_swiss_trf(path)
    ours = pair_round(trf.event, RULESET, DutchInput(), trf.left_out, trf.lot)
    assert boards(ours) == [(4, 2), (3, 5)]
    out = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-p", "-i", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    theirs = json.loads(out.stdout)["pairingResult"]["pairs"]
    assert sorted(map(tuple, theirs)) == [(2, 4), (5, 3)]
