"""Pairing time and peak memory of the FIDE Swiss 1998 engine on generated events.

    python benchmarks/swiss_rounds.py                 # 500, 2000, 5000 players, 9 rounds
    python benchmarks/swiss_rounds.py --quick         # 500 and 2000 players, 5 rounds
    python benchmarks/swiss_rounds.py --players 1000 --rounds 11 --seed 3

Events come from ``individual.generate`` (seeded: ratings, results from the ratings, 2 %
of players absent from each round, 1 % of games forfeited). Only ``pair_round`` is timed
(``time.perf_counter``); peak memory is ``tracemalloc``'s for a second, traced pairing of
the event's last round, and the process's peak resident size (``ru_maxrss``, which also
counts generating the event). Targets (issue 3): a 2000-player round under 1 s, 5000 players
under 300 MB, no round with pathological backtracking.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.fide1998.pairing import pair_round
from individual.generate import Plan, entrants, play_round
from individual.swiss.model import SwissEvent
from individual.vocabulary.colour import Colour
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998


def run(players: int, rounds: int, seed: int) -> None:
    plan = Plan(players, rounds, seed)
    rng = random.Random(seed)
    event = SwissEvent(f"bench {players}", entrants(plan, rng), (), rounds)
    times = []
    for number in range(1, rounds + 1):
        state = rng.getstate()
        absent = frozenset(e.number for e in event.entrants if rng.random() < plan.absence)
        start = time.perf_counter()
        pair_round(event, FIDE_SWISS_1998, absent=absent, lot=Colour.WHITE)
        times.append(time.perf_counter() - start)
        print(f"  {players} players, round {number:2d}: {times[-1]:7.3f} s", flush=True)
        rng.setstate(state)
        event = play_round(event, plan, FIDE_SWISS_1998, Colour.WHITE, rng)
    last = SwissEvent(event.name, event.entrants, event.rounds[:-1], rounds)
    tracemalloc.start()
    pair_round(last, FIDE_SWISS_1998, lot=Colour.WHITE)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kB on Linux
    print(
        f"{players} players x {rounds} rounds: median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s, peak memory {peak / 2**20:.1f} MB (tracemalloc), "
        f"process peak {rss:.0f} MB (ru_maxrss, whole run so far)",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--players", type=int, nargs="*")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sizes = args.players or ([500, 2000] if args.quick else [500, 2000, 5000])
    rounds = args.rounds or (5 if args.quick else 9)
    for players in sizes:
        run(players, rounds, args.seed)


if __name__ == "__main__":
    main()
