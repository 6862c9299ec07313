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
from individual.swiss.replay import replays
from individual.vocabulary.colour import Colour
from tests.dutch.differential import differences
from tests.dutch.events import RULESET, boards
from tests.dutch.gacrux_oracle import gacrux_disagrees, our_differences, pair_as_registered

FILES = Path(__file__).parent / "files"
GENERATED = sorted(FILES.glob("gacrux_*.trf"))


@pytest.mark.parametrize("path", GENERATED, ids=[p.stem for p in GENERATED])
def test_every_round_pairs_as_gacrux(path: Path) -> None:
    """Same pairs, colours and PAB in every round."""
    assert differences(path) == []


ARRIVAL = {
    # file: the round it pairs, the boards (white, black) C.04.2 2.4 gives, who has no TPN
    "tpn_absent_round1.trf": (1, [(2, 4), (5, 3)], [(1,)]),
    "tpn_half_bye_before_absent_round2.trf": (2, [(2, 3), (4, 5)], [(1,)]),
    "tpn_paired_before_absent_round2.trf": (2, [(5, 2), (3, 4)], []),
    "tpn_pab_before_absent_round2.trf": (2, [(3, 2), (5, 4)], []),
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
    from individual.dutch.roles import Role

    path = FILES / name
    number, expected, waiting = ARRIVAL[name]
    trf = read_swiss_trf(path)
    assert trf.event.next_round == number
    ours = pair_round(trf.event, RULESET, DutchInput(), trf.left_out, trf.lot)
    assert boards(ours) == expected
    assert [d.subjects for d in ours.trail.decisions if d.role is Role.NO_TPN_YET] == waiting
    command = [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-p"]
    command += ["-n", str(number), "-i", str(path)]
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    theirs = json.loads(out.stdout)["pairingResult"]["pairs"]
    assert sorted(map(tuple, theirs)) == sorted(expected)


LOT_IN_XXC = ("ours_00044_lot_in_xxc.trf", "ours_00104_lot_in_xxc.trf")


@pytest.mark.parametrize("name", LOT_IN_XXC, ids=[n[:10] for n in LOT_IN_XXC])
def test_round_two_differs_only_by_the_initial_colour_gacrux_infers(
    name: str, tmp_path: Path
) -> None:
    """Two events of this program's generator (seeds 44 and 104 of the benchmark's way (b),
    engine a30aa51, before the TPN of C.04.2 2.4): player 1 was not paired in round 1, so
    under the fixed numbers 2 (TPN 2, even) took black with the initial colour white (5.2.5);
    the file states that lot only as ``XXC white1`` (JaVaFo's record, which gacrux does not
    read), so gacrux takes TRF-2026's default for record 152, "the colour of the highest
    ranked participant who was paired in the first round": black, and gives every round-2
    board that 5.2.5 decides the other colours. Neither reads 5.2 otherwise: with ``152 W``
    stated, gacrux confirms round 2 as it was paired (and as this engine pairs it), and
    re-pairs round 1 exactly as this engine now does."""
    text = (FILES / name).read_text()
    assert "\n152 " not in text and "\nXXC white1\n" in text
    (tmp_path / "as_written").mkdir()
    (written := tmp_path / "as_written" / name).write_text(text)
    assert [d.round for d in gacrux_disagrees(written)] == [1, 2]
    stated = tmp_path / name
    stated.write_text(text.replace("\nXXC white1\n", "\nXXC white1\n152 W\n"))
    assert [d.round for d in gacrux_disagrees(stated)] == [1]
    assert [d.round for d in our_differences(stated)] == [1]
    report = json.loads(stated.with_suffix(".check.json").read_text())
    [first] = [r for r in report["pairingResult"]["roundpairing"] if r["round"] == 1]
    then = next(iter(replays(read_swiss_trf(stated).event)))
    ours = pair_as_registered(then.before, then.left_out, Colour.WHITE)
    mine = [(b.white, b.black) for b in ours.boards] + ([(ours.bye, 0)] if ours.bye else [])
    assert sorted(mine) == sorted(map(tuple, first["pairs"]))
