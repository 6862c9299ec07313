"""Pairing time of the CAA 2009 engine (or the English Schools engine, same search) on seeded
simulated events (the search is exact and has no budget).

    python benchmarks/caa_rounds.py                      # 12, 20, 30, 50, 100 players, 7 rounds
    python benchmarks/caa_rounds.py --sizes 20 40 --rounds 9 --seeds 5
    python benchmarks/caa_rounds.py --schools --sizes 30 50

Each size is simulated with seeds ``--seed`` .. ``--seed + --seeds - 1`` (``tests/caa_simulate``:
random grades, clubs, results, 5 % absences); the figures are over all rounds of all of them.
The time is the whole ``pair_round`` (the search and everything around it).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.british.extras import CaaInput, SchoolsInput
from individual.swiss.model import SwissEvent, SwissPairing
from tests import caa_simulate
from tests.caa_simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[12, 20, 30, 50, 100])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seeds", type=int, default=1, help="events per size")
    parser.add_argument("--schools", action="store_true", help="English Schools rules")
    args = parser.parse_args()
    times: list[float] = []
    original = caa_simulate.pair_with

    def timed(
        event: SwissEvent, extra: CaaInput | SchoolsInput, absent: frozenset[int]
    ) -> SwissPairing:
        start = time.perf_counter()
        result = original(event, extra, absent)
        times.append(time.perf_counter() - start)
        return result

    caa_simulate.pair_with = timed
    print("players  events  rounds  mean s/round  worst s/round")
    for size in args.sizes:
        times.clear()
        rounds = 0
        for seed in range(args.seed, args.seed + args.seeds):
            rounds += len(simulate(size, args.rounds, seed, schools=args.schools))
        mean = sum(times) / max(len(times), 1)
        print(f"{size:>7}  {args.seeds:>6}  {rounds:>6}  {mean:>12.2f}  {max(times):>13.2f}")


if __name__ == "__main__":
    main()
