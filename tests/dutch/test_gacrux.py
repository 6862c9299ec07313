"""The engine against FIDE's checker gacrux (an outside oracle): events its generator made
(kept in tests/dutch/files/), paired round by round, and the TPN of players not yet arrived
(C.04.2 2.4-2.5, docs/dutch_2026.md)."""

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
def test_every_round_pairs_as_gacrux(path: Path) -> None:
    """Same pairs, colours and PAB in every round."""
    assert differences(path) == []


ARRIVAL = {
    # file: the round it pairs, the boards (white, black) C.04.2 2.4 gives
    "tpn_absent_round1.trf": (1, [(2, 4), (5, 3)]),
    "tpn_half_bye_before_absent_round2.trf": (2, [(2, 3), (4, 5)]),
    "tpn_paired_before_absent_round2.trf": (2, [(5, 2), (3, 4)]),
    "tpn_pab_before_absent_round2.trf": (2, [(3, 2), (5, 4)]),
}


@pytest.mark.parametrize("name", ARRIVAL, ids=[n.removesuffix(".trf") for n in ARRIVAL])
def test_a_player_not_yet_arrived_has_no_tpn(name: str) -> None:
    """C.04.3 1.1 sends the TPN to C.04.2 Art. 2, whose 2.4 makes a participant "only taken
    into account for the pairing of rounds after the first" a Late Entry, "given an
    appropriate TPN and paired only when they actually arrive", and 2.5 the TPNs given at
    the start provisional: player 1, absent before he was ever paired (in round 1, or with
    a requested bye then), holds no TPN, so 2 is TPN 1 and the 5.2.5 parities follow; once
    paired (a game, even forfeited, or the PAB) he keeps his number when absent. gacrux's
    checker pairs each file the same way (docs/dutch_2026.md, "TPN")."""
    from individual.dutch.inputs import DutchInput
    from individual.dutch.pairing import pair_round

    path = FILES / name
    number, expected = ARRIVAL[name]
    trf = read_swiss_trf(path)
    assert trf.event.next_round == number
    ours = pair_round(trf.event, RULESET, DutchInput(), trf.left_out, trf.lot)
    assert boards(ours) == expected
    command = [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-p"]
    command += ["-n", str(number), "-i", str(path)]
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    theirs = json.loads(out.stdout)["pairingResult"]["pairs"]
    assert sorted(map(tuple, theirs)) == sorted(expected)
