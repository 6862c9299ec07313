"""FIDE's checker gacrux (MIT, a test dependency) as the outside oracle of the FIDE (Dutch)
System, both ways, as FIDE's endorsement checks a program (C.02.03 art. 7):

- ``gacrux_events``: events made by gacrux's random tournament generator (``python -m
  gacrux.tournamentgenerator``), each paired round by round by gacrux's own Dutch engine;
  ``our_differences`` re-pairs every round of such a file with ``fide-dutch-2026`` (the
  round as it was paired: the rounds before it, the players it left out) and lists every
  round where the pairs, the colours or the PAB differ;
- ``gacrux_disagrees``: the rounds of a file (ours, from ``swiss generate --system
  fide-dutch-2026``) that ``python -m gacrux.pairingchecker -m dutch -c`` does not confirm.

A round that differs only because gacrux numbers the players afresh each round (its running
TPN, where C.04.3 1.1 keeps fixed numbers: docs/dutch_2026.md, "Where gacrux departs from
the text") is ``explained``: the engine given gacrux's numbers
(``tests.dutch.differential``) pairs it as gacrux does. Run as a user runs them
(subprocesses); the results are plain values to compare.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from individual.british.extras import BritishExtras
from individual.check.fide import first_round_lot
from individual.edges.trf.read import read_swiss_trf
from individual.swiss.model import Game, SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.swiss.replay import replay, replays
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS
from tests.dutch.differential import round_difference, virtual_points

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
    """Round ``round`` of ``file`` paired otherwise (``text`` says how); ``explained``:
    only because of gacrux's running TPN."""

    file: str
    round: int
    text: str
    explained: bool

    def __str__(self) -> str:
        why = " (explained: gacrux's running TPN)" if self.explained else ""
        return f"{self.file} round {self.round}: {self.text}{why}"


def unexplained(found: list[Difference]) -> list[str]:
    return [str(d) for d in found if not d.explained]


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
    lot = trf.lot or first_round_lot(event)
    pair = pair_as_registered
    out = []
    for then in replays(event):
        played = sorted((g.white, g.black) for g in then.played.games)
        number = then.played.number
        try:
            ours = pair(then.before, then.left_out, lot)
        except PairingImpossible as error:
            out.append(Difference(path.name, number, f"no pairing here ({error})", False))
            continue
        mine = sorted((b.white, b.black) for b in ours.boards)
        if mine != played or ours.bye != then.played.bye:
            only_ours = sorted(set(mine) - set(played))
            only_file = sorted(set(played) - set(mine))
            text = f"ours {only_ours} PAB {ours.bye}, the file's {only_file} PAB {then.played.bye}"
            explained = _as_gacrux_numbers(path, event, number, lot or Colour.WHITE)
            out.append(Difference(path.name, number, text, explained))
    return out


def _as_gacrux_numbers(path: Path, event: SwissEvent, number: int, lot: Colour) -> bool:
    """Whether round ``number`` of ``event`` differs from this program's only by gacrux's
    running TPN: the engine given gacrux's numbers (as ``tests.dutch.differential``
    reckons them) pairs it as ``event`` has it; or it is round 1, someone was not paired in
    it, and only colours differ (in round 1 every colour is 5.2.5's, odd or even TPN, and
    only the players left out make the two numberings differ; the differential's reckoning
    of gacrux's numbers misses some of these, with requested byes and acceleration)."""
    if round_difference(event, number, lot, True, virtual_points(path)) == "":
        return True
    if number != 1 or not [
        n for n, why in event.rounds[0].unpaired if why is not Unpaired.PAIRING_BYE
    ]:
        return False
    then = replay(event, 1)
    ours = pair_as_registered(then.before, then.left_out, lot)
    played = {frozenset((g.white, g.black)) for g in then.played.games}
    mine = {frozenset((b.white, b.black)) for b in ours.boards}
    return played == mine and ours.bye == then.played.bye


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
    trf = read_swiss_trf(path)
    event, lot = trf.event, trf.lot or Colour.WHITE
    out: list[Difference] = []
    for r in rounds:
        if not r["check"]:
            theirs = _round(event.rounds[r["round"] - 1], r["pairs"])
            theirs_pairs = {tuple(pair) for pair in r["pairs"]}
            file_pairs = {tuple(pair) for pair in r["current"]}
            text = (
                f"gacrux {sorted(theirs_pairs - file_pairs)}, "
                f"the file's {sorted(file_pairs - theirs_pairs)} (0: the PAB)"
            )
            as_theirs = replace(event, rounds=(*event.rounds[: r["round"] - 1], theirs))
            explained = _as_gacrux_numbers(path, as_theirs, r["round"], lot)
            out.append(Difference(path.name, r["round"], text, explained))
    return out


def _round(played: SwissRound, pairs: list[list[int]]) -> SwissRound:
    """Round ``played`` as gacrux pairs it (``[white, black]``, ``[player, 0]`` the PAB),
    the players it did not pair (byes asked, absences) as they were."""
    games = tuple(Game(w, b) for w, b in pairs if b)
    bye = tuple((w, Unpaired.PAIRING_BYE) for w, b in pairs if not b)
    out = tuple((n, why) for n, why in played.unpaired if why is not Unpaired.PAIRING_BYE)
    return SwissRound(played.number, games, bye + out)
