"""FIDE's checker gacrux (MIT, a test dependency) as the outside oracle of the FIDE (Dutch)
System, both ways, as FIDE's endorsement checks a program (C.02.03 art. 7):

- ``gacrux_events``: events made by gacrux's random tournament generator (``python -m
  gacrux.tournamentgenerator``), each paired round by round by gacrux's own Dutch engine;
  ``our_differences`` re-pairs every round of such a file with ``fide-dutch-2026`` (the
  round as it was paired: the rounds before it, the players it left out) and lists every
  round where the pairs, the colours or the PAB differ;
- ``gacrux_disagrees``: the rounds of a file (ours, from ``swiss generate --system
  fide-dutch-2026``) that ``python -m gacrux.pairingchecker -m dutch -c`` does not confirm.

No difference is explained away: each is read against the text (docs/dutch_2026.md). Run
as a user runs them (subprocesses); the results are plain values to compare.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from individual.british.extras import BritishExtras
from individual.edges.trf.read import read_swiss_trf
from individual.edges.trf.systems import trf_lot
from individual.swiss.model import SwissEvent, SwissPairing
from individual.swiss.replay import replays
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS

RULESET = SWISS_RULESETS["fide-dutch-2026"]


@dataclass(frozen=True)
class Shape:
    """What gacrux's generator makes: ``players``, ``rounds``, the rates of zero-point
    byes, half-point byes and forfeits (``-S``), and the Baku acceleration (``-a``)."""

    players: int
    rounds: int
    zpb: float = 0.03
    hpb: float = 0.03
    forfeit: float = 0.03
    accelerated: bool = False


def gacrux_events(folder: Path, first: int, count: int, shape: Shape) -> list[Path]:
    """``count`` events numbered from ``first`` (gacrux seeds each by its number) in
    ``folder``; fails the test with gacrux's error when it writes nothing."""
    folder.mkdir(parents=True, exist_ok=True)
    pattern = folder / "gacrux_%d.trf"
    command = [sys.executable, "-m", "gacrux.tournamentgenerator", "-g", str(first), str(count)]
    command += ["-p", str(shape.players), "-n", str(shape.rounds), "-o", str(pattern)]
    command += ["-S", str(shape.zpb), str(shape.hpb), str(shape.forfeit)]
    command += ["-a"] if shape.accelerated else []
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    paths = [folder / f"gacrux_{n:04d}.trf" for n in range(first, first + count)]
    missing = [p.name for p in paths if not p.exists()]
    assert not missing, f"gacrux wrote no {missing}: {done.stderr[-2000:]}"
    return paths


@dataclass(frozen=True)
class Difference:
    """Round ``round`` of ``file`` paired otherwise (``text`` says how)."""

    file: str
    round: int
    text: str

    def __str__(self) -> str:
        return f"{self.file} round {self.round}: {self.text}"


def pair_as_registered(
    event: SwissEvent, absent: frozenset[int], lot: Colour | None
) -> SwissPairing:
    """The next round of ``event`` paired by ``fide-dutch-2026`` as the registry runs it."""
    return SYSTEMS[RULESET.engine].pairer(RULESET, lambda n: BritishExtras())(event, absent, lot)


def our_differences(path: Path) -> list[Difference]:
    """Each round of the TRF at ``path`` that ``fide-dutch-2026`` pairs otherwise: the
    pairs (white first) and the PAB this program gives beside the file's."""
    trf = read_swiss_trf(path)
    event = trf.event
    lot = trf_lot(trf, RULESET, lambda n: BritishExtras())
    pair = pair_as_registered
    out = []
    for then in replays(event):
        played = sorted((g.white, g.black) for g in then.played.games)
        number = then.played.number
        try:
            ours = pair(then.before, then.left_out, lot)
        except PairingImpossible as error:
            out.append(Difference(path.name, number, f"no pairing here ({error})"))
            continue
        mine = sorted((b.white, b.black) for b in ours.boards)
        if mine != played or ours.bye != then.played.bye:
            only_ours = sorted(set(mine) - set(played))
            only_file = sorted(set(played) - set(mine))
            text = f"ours {only_ours} PAB {ours.bye}, the file's {only_file} PAB {then.played.bye}"
            out.append(Difference(path.name, number, text))
    return out


def gacrux_disagrees(path: Path) -> list[Difference]:
    """The rounds of ``path`` gacrux's pairing checker (``-m dutch -c``) pairs otherwise;
    fails the test when gacrux cannot read the file."""
    report = path.with_suffix(".check.json")
    command = [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-c"]
    command += ["-i", str(path), "-o", str(report), "-b", "utf-8"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert report.exists(), f"gacrux wrote nothing for {path.name}: {done.stderr[-2000:]}"
    data = json.loads(report.read_text(encoding="utf-8"))
    rounds = data.get("pairingResult", {}).get("roundpairing")
    assert rounds is not None, f"gacrux refuses {path.name}: {data.get('status')}"
    out: list[Difference] = []
    for r in rounds:
        if not r["check"]:
            theirs_pairs = {tuple(pair) for pair in r["pairs"]}
            file_pairs = {tuple(pair) for pair in r["current"]}
            text = (
                f"gacrux {sorted(theirs_pairs - file_pairs)}, "
                f"the file's {sorted(file_pairs - theirs_pairs)} (0: the PAB)"
            )
            out.append(Difference(path.name, r["round"], text))
    return out
