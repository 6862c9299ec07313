"""Agreement of ``fide-dutch-2026`` with FIDE's checker gacrux, both ways, as the endorsement
of a pairing program asks (C.02.03 art. 7: 5,000 generated events each way, at most a few
discrepancies, each explained). Resumable: each event's outcome is appended to a results
file as it ends, and a run skips the events the file already holds:

    python benchmarks/dutch_agreement.py --results R.jsonl              # events 1-5,000
    python benchmarks/dutch_agreement.py --results R.jsonl --start 101 --events 100
    python benchmarks/dutch_agreement.py --results R.jsonl --summary    # the table only
    python benchmarks/dutch_agreement.py --events 20 --most-players 40  # a quick look

Event ``n`` has the same shape both ways, drawn from ``--seed`` and ``n`` alone (players 15
to ``--most-players``, default 400; rounds 5 to 15; zero-point byes, half-point byes and
forfeits at rates drawn up to 5 %; Baku acceleration for a third), so any range of events
can be run, in any order, in pieces. (a) ``python -m gacrux.tournamentgenerator`` makes
event ``n`` (seeded ``n``), paired by gacrux; this program re-pairs every round
(``tests.dutch.gacrux_oracle.our_differences``). (b) ``swiss generate --system
fide-dutch-2026`` makes it in process (seed ``n``; with withdrawals); ``python -m
gacrux.pairingchecker -m dutch -c`` checks it. The two ways alternate event by event. Every
difference is printed with its round, the file kept in ``--keep`` (default: a temporary
folder); the table counts every event of the results file beside the target. No
difference is explained away: each is read against the text (docs/dutch_2026.md).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from dataclasses import asdict
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
WAYS = ("theirs", "ours")
NAMES = {"theirs": "(a) gacrux's events, paired here", "ours": "(b) ours, gacrux checks"}


def shape(seed: int, n: int, most: int) -> Shape:
    """Event ``n``'s shape, in the ranges of the module docstring."""
    rng = random.Random(f"dutch-agreement {seed} {n}")
    players = rng.randint(15, most)
    return Shape(
        players=players,
        rounds=min(rng.randint(5, 15), players - 1),
        zpb=round(rng.uniform(0, 0.05), 3),
        hpb=round(rng.uniform(0, 0.05), 3),
        forfeit=round(rng.uniform(0, 0.05), 3),
        accelerated=rng.random() < 1 / 3,
    )


def theirs(n: int, s: Shape, folder: Path) -> list[Difference] | None:
    """(a) event ``n`` made by gacrux, re-paired here: the differences (``None``: gacrux's
    generator found a round it could not pair, 1.9.3, and wrote no event)."""
    try:
        [path] = gacrux_events(folder / "gacrux", n, 1, s)
    except AssertionError:
        return None
    return our_differences(path)


def ours(n: int, s: Shape, folder: Path) -> list[Difference] | None:
    """(b) event ``n`` made here, checked by gacrux: the rounds it pairs otherwise
    (``None``: a round could not be paired, 1.9.3, and no event was made)."""
    plan = Plan(s.players, s.rounds, n, absence=s.zpb, forfeit=s.forfeit, half_bye=s.hpb)
    plan = Plan(**{**plan.__dict__, "withdrawal": s.zpb / 5, "accelerated": s.accelerated})
    try:
        event, _ = SYSTEMS[RULESET.engine].generate(plan, RULESET, Colour.WHITE)
    except PairingImpossible:
        return None
    path = folder / "ours" / f"ours_{n:05d}.trf"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(format_swiss_trf(event, Colour.WHITE, system=RULESET.name))
    found = gacrux_disagrees(path)
    if not found:
        path.with_suffix(".check.json").unlink()  # megabytes; kept where gacrux differs
    return found


def recorded(results: Path) -> list[dict[str, object]]:
    """The outcomes a results file holds (one JSON object a line)."""
    if not results.exists():
        return []
    lines = results.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def table(outcomes: list[dict[str, object]]) -> str:
    """The counts each way beside the target."""
    rows = [
        "| way | events run | none made (1.9.3) | same every round | differing | target | time |",
        "|---|---|---|---|---|---|---|",
    ]
    for way in WAYS:
        mine = [o for o in outcomes if o["way"] == way]
        made = [o for o in mine if o["status"] != "none"]
        differing = sum(o["status"] == "differs" for o in made)
        seconds = sum(float(str(o["seconds"])) for o in mine)
        rows.append(
            f"| {NAMES[way]} | {len(made)} | {len(mine) - len(made)} | "
            f"{len(made) - differing} | {differing} | 5,000 events, 0 unexplained | "
            f"{seconds:.0f} s |"
        )
    return "\n".join(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--start", type=int, default=1, help="first event number")
    parser.add_argument("--events", type=int, default=5000, help="events each way")
    parser.add_argument("--seed", type=int, default=2026, help="the seed of the shapes")
    parser.add_argument("--most-players", type=int, default=400)
    parser.add_argument("--keep", type=Path, help="folder for the files (default: temporary)")
    parser.add_argument("--results", type=Path, help="outcomes appended here (JSON lines)")
    parser.add_argument("--only", choices=WAYS, help="one way only")
    parser.add_argument("--summary", action="store_true", help="print the results' table")
    args = parser.parse_args()
    folder = args.keep or Path(tempfile.mkdtemp(prefix="dutch_agreement_"))
    results = args.results or folder / "results.jsonl"
    if args.summary:
        print(table(recorded(results)))
        return
    print(f"files in {folder}, results in {results}", flush=True)
    done = {(o["way"], o["event"]) for o in recorded(results)}
    runs = {"theirs": theirs, "ours": ours}
    for n in range(args.start, args.start + args.events):
        s = shape(args.seed, n, args.most_players)
        for way in WAYS:
            if (args.only and args.only != way) or (way, n) in done:
                continue
            began = time.perf_counter()
            differences = runs[way](n, s, folder)
            status = "none" if differences is None else "differs" if differences else "same"
            outcome = {
                "way": way,
                "event": n,
                "seed": args.seed,
                "shape": asdict(s),
                "status": status,
                "differences": [str(d) for d in differences or ()],
                "seconds": round(time.perf_counter() - began, 1),
            }
            with results.open("a", encoding="utf-8") as out:
                out.write(json.dumps(outcome) + "\n")
            print(f"{way} {n} {s}: {status} ({outcome['seconds']} s)", flush=True)
            for line in outcome["differences"]:
                print(f"  {line}", flush=True)
    print()
    print(table(recorded(results)))


if __name__ == "__main__":
    main()
