"""Pairing time of the CAA 2009 engine on seeded simulated events, and how often the exact
search stops at its budget (then the pairing is the best of those tried, not proven best).

    python benchmarks/caa_rounds.py            # 12, 20, 30, 50 and 100 players, 7 rounds
    python benchmarks/caa_rounds.py --sizes 20 40 --rounds 9
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.decision import Kind
from tests.caa_simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[12, 20, 30, 50, 100])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("players  rounds  seconds/round  rounds at the budget")
    for size in args.sizes:
        start = time.perf_counter()
        rounds = simulate(size, args.rounds, args.seed)
        seconds = (time.perf_counter() - start) / max(len(rounds), 1)
        budget = sum(1 for *_, p in rounds if p.trail.of_kind(Kind.RELAXED))
        print(f"{size:>7}  {len(rounds):>6}  {seconds:>13.2f}  {budget:>20}")


if __name__ == "__main__":
    main()
