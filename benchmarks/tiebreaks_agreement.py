"""Agreement of every C.07 tie-break with FIDE's tie-break checker gacrux (issue 30) on many
events: seeded individual and team events of the project's generators and individual events
of gacrux's own generator, after the last round and after round 3, every value of every
participant and the ranks (``tests.standings.c07_oracle.differences``; the suite runs 50
per side).

    python benchmarks/tiebreaks_agreement.py               # 500 per side, 50 of gacrux's
    python benchmarks/tiebreaks_agreement.py --events 20 --gacrux-events 0
    python benchmarks/tiebreaks_agreement.py --sides team  # the 500 team events only

Prints the events that differ (seed, round, first differences) and a count per side.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.standings.c07_oracle import differences, gacrux_trf, swiss_trf, team_trf

SIDES = ("individual", "team", "gacrux")


def run(name: str, make: Callable[[int], str], seeds: range) -> int:
    start, wrong = time.perf_counter(), 0
    for seed in seeds:
        text = make(seed)
        for rounds in (None, 3):
            found = differences(text, rounds=rounds)
            if found:
                wrong += 1
                print(f"{name} seed {seed} round {rounds or 'last'}: {found[:3]}")
    took = time.perf_counter() - start
    print(f"{name}: {len(seeds)} events, each after round 3 and the last: {wrong} differ "
          f"({took:.0f} s)")  # fmt: skip
    return wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=500)
    parser.add_argument("--gacrux-events", type=int, default=50)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--sides", nargs="+", choices=SIDES, default=list(SIDES),
                        help="which sides to run (default: all three)")  # fmt: skip
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.events)
    made = {"individual": (swiss_trf, seeds), "team": (team_trf, seeds), "gacrux": (gacrux_trf,
            range(args.first_seed, args.first_seed + args.gacrux_events))}  # fmt: skip
    names = {"gacrux": "gacrux generator"}
    wrong = sum(run(names.get(side, side), *made[side]) for side in args.sides)
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
