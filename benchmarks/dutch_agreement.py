"""Agreement of ``fide-dutch-2026`` with FIDE's checker gacrux, both ways, as the endorsement
of a pairing program asks (C.02.03 art. 7: 5,000 generated events each way, at most a few
discrepancies, each explained):

    python benchmarks/dutch_agreement.py                      # 5,000 events each way
    python benchmarks/dutch_agreement.py --events 50 --seed 7 # a quick look
    python benchmarks/dutch_agreement.py --most-players 60    # smaller events, faster

(a) ``python -m gacrux.tournamentgenerator`` makes each event (players drawn from 15 to
``--most-players``, default 400; rounds 5 to 15; zero-point byes, half-point byes and
forfeits at rates drawn up to 5 %; Baku acceleration ``-a`` for a third of them), paired by
gacrux; this program re-pairs every round (``tests.dutch.gacrux_oracle.our_differences``).
(b) ``swiss generate --system fide-dutch-2026`` makes each event (the same ranges; byes,
withdrawals, forfeits, acceleration) in process; ``python -m gacrux.pairingchecker -m dutch
-c`` checks it. Every difference is printed with its round (``explained``: only gacrux's
running TPN, docs/dutch_2026.md) and the file kept in ``--keep`` (default: a temporary
folder, printed); the counts at the end beside the target (0 unexplained).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.edges.trf.write import format_swiss_trf
from individual.generate import Plan
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS
from tests.dutch.gacrux_oracle import (
    Difference,
    Shape,
    gacrux_disagrees,
    gacrux_events,
    our_differences,
)

RULESET = SWISS_RULESETS["fide-dutch-2026"]


def shape(rng: random.Random, most: int) -> Shape:
    """A random event shape in the ranges of the module docstring."""
    return Shape(
        players=rng.randint(15, most),
        rounds=rng.randint(5, 15),
        zpb=round(rng.uniform(0, 0.05), 3),
        hpb=round(rng.uniform(0, 0.05), 3),
        forfeit=round(rng.uniform(0, 0.05), 3),
        accelerated=rng.random() < 1 / 3,
    )


def theirs(n: int, s: Shape, folder: Path) -> list[Difference] | None:
    """(a) event ``n`` made by gacrux, re-paired here: the differences (``None``: gacrux's
    generator found a round it could not pair, 1.9.3, and wrote no event)."""
    rounds = min(s.rounds, s.players - 1)
    shape = Shape(s.players, rounds, s.zpb, s.hpb, s.forfeit, s.accelerated)
    try:
        [path] = gacrux_events(folder / "gacrux", n, 1, shape)
    except AssertionError:
        return None
    return our_differences(path)


def ours(n: int, s: Shape, folder: Path) -> list[Difference] | None:
    """(b) event ``n`` made here, checked by gacrux: the rounds it pairs otherwise
    (``None``: a round could not be paired, 1.9.3, and no event was made)."""
    rounds = min(s.rounds, s.players - 1)
    plan = Plan(s.players, rounds, n, absence=s.zpb, forfeit=s.forfeit, half_bye=s.hpb)
    plan = Plan(**{**plan.__dict__, "withdrawal": s.zpb / 5, "accelerated": s.accelerated})
    try:
        event, _ = SYSTEMS[RULESET.engine].generate(plan, RULESET, Colour.WHITE)
    except PairingImpossible:
        return None
    path = folder / "ours" / f"ours_{n:05d}.trf"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_swiss_trf(event, Colour.WHITE, system=RULESET.name))
    return gacrux_disagrees(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=5000, help="events each way")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--most-players", type=int, default=400)
    parser.add_argument("--keep", type=Path, help="folder for the files (default: temporary)")
    parser.add_argument("--only", choices=("theirs", "ours"), help="one way only")
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="dutch_agreement_"))
    print(f"files in {folder}")
    rng = random.Random(args.seed)
    counts = {}
    for way, run in (("theirs", theirs), ("ours", ours)):
        if args.only and args.only != way:
            continue
        start, explained, unexplained, none = time.perf_counter(), 0, 0, 0
        for n in range(args.seed, args.seed + args.events):
            differences = run(n, shape(rng, args.most_players), folder)
            if differences is None:
                none += 1
                print(f"{way}: event {n}: none made (a round that cannot be paired, 1.9.3)")
                continue
            explained += bool(differences) and all(d.explained for d in differences)
            unexplained += any(not d.explained for d in differences)
            for difference in differences:
                print(f"{way}: {difference}", flush=True)
        counts[way] = (args.events - none, explained, unexplained, time.perf_counter() - start)
    print()
    print("| way | events | explained only (running TPN) | unexplained | target | time |")
    print("|---|---|---|---|---|---|")
    names = {"theirs": "(a) gacrux's events, paired here", "ours": "(b) ours, gacrux checks"}
    for way, (events, explained, unexplained, seconds) in counts.items():
        print(
            f"| {names[way]} | {events} | {explained} | {unexplained} | 0 unexplained "
            f"| {seconds:.0f} s |"
        )


if __name__ == "__main__":
    main()
