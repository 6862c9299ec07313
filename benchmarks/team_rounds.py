"""Timing of ``pair_round`` on simulated team events, printed next to the targets.

Run ``python benchmarks/team_rounds.py`` (``--quick`` for a short run). Events are
seeded (``olympiad.simulate``): random ratings, random board results, optional
no-shows. Only ``pair_round`` is timed (time.perf_counter); entering the random
results is not. Figures:

* 200 teams x 11 rounds: per-round median and max, and the whole event;
* 1000 teams x 11 rounds: per-round median and max, and peak memory (tracemalloc,
  measured in a separate run so that tracing does not slow the timed one);
* small tight events (10-14 teams, 9-11 rounds, many seeds): the worst round and how
  often a late round has no complete pairing (``PairingImpossible``, expected there).
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
import tracemalloc
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from olympiad_oracle import BRUTE_FORCE_LIMIT, complete_pairing_exists, violations

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from olympiad.engine.model import Event, RoundPairing
from olympiad.engine.pairing import pair_round
from olympiad.simulate import random_event, random_results
from rulesets.team import TEAM_RULESETS

RULES = TEAM_RULESETS["olympiad-2012"]

TARGET_200_ROUND = 0.050
TARGET_200_EVENT = 1.0
TARGET_1000_ROUND = 0.5
TARGET_ANY_ROUND = 1.0


@dataclass(frozen=True)
class Options:
    """How to run: results with ``no_show`` probability, each round timed ``repeat``
    times (the fastest kept), every pairing checked by the oracle if ``check``."""

    no_show: float = 0.02
    repeat: int = 1
    check: bool = False


@dataclass
class EventRun:
    """Pairing times of one simulated event; ``impossible`` is the round that could
    not be paired, if any (the event stops there); ``unconfirmed`` is set when the
    brute force found a complete pairing for it after all; ``problems`` are what the
    oracle found (only with ``check``)."""

    teams: int
    seed: int
    times: list[float] = field(default_factory=list)
    impossible: int | None = None
    reason: str = ""
    unconfirmed: bool = False
    problems: list[str] = field(default_factory=list)
    peak_bytes: int = 0
    working_bytes: int = 0


def run(teams: int, rounds: int, seed: int, opts: Options, trace: bool = False) -> EventRun:
    """Simulate one event, timing each ``pair_round`` (or tracing its memory)."""
    if trace:
        tracemalloc.start()
    rnd = random.Random(seed)
    event: Event = random_event(teams, rnd, RULES, rounds)
    result = EventRun(teams, seed)
    try:
        for number in range(1, rounds + 1):
            try:
                pairing, elapsed = _timed(event, opts.repeat, trace, result)
            except PairingImpossible as error:
                result.impossible = number
                result.reason = str(error.args[0])
                if teams < BRUTE_FORCE_LIMIT:
                    result.unconfirmed = complete_pairing_exists(event)
                break
            result.times.append(elapsed)
            if opts.check:
                where = f"{teams} teams, seed {seed}, round {number}"
                result.problems.extend(f"{where}: {v}" for v in violations(event, pairing))
            played = random_results(pairing, rnd, RULES.boards, opts.no_show)
            event = replace(event, rounds=(*event.rounds, played))
    finally:
        if trace:
            tracemalloc.stop()
    return result


def _timed(event: Event, repeat: int, trace: bool, result: EventRun) -> tuple[RoundPairing, float]:
    """Pair the next round ``repeat`` times; the fastest time (noise from other
    processes only ever adds time). With ``trace``, record the memory peak instead."""
    best = float("inf")
    for _ in range(repeat):
        before = 0
        if trace:
            tracemalloc.reset_peak()
            before = tracemalloc.get_traced_memory()[0]
        start = time.perf_counter()
        pairing = pair_round(event, lot=Colour.WHITE)
        best = min(best, time.perf_counter() - start)
        if trace:
            peak = tracemalloc.get_traced_memory()[1]
            result.peak_bytes = max(result.peak_bytes, peak)
            result.working_bytes = max(result.working_bytes, peak - before)
    return pairing, best


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f} ms"


def verdict(value: float, target: float) -> str:
    return "ok" if value <= target else "OVER TARGET"


def line(label: str, value: float, target: float) -> None:
    print(
        f"  {label:<34} {ms(value)}   target <= {ms(target).strip():>9}   {verdict(value, target)}"
    )


@dataclass
class Totals:
    """Every round time measured and every problem the oracle or the brute force found."""

    times: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def add(self, result: EventRun) -> None:
        self.times.extend(result.times)
        self.problems.extend(result.problems)
        if result.unconfirmed:
            self.problems.append(
                f"{result.teams} teams, seed {result.seed}, round {result.impossible}: "
                "PairingImpossible, but a complete pairing exists (brute force)"
            )


def bench_200(events: int, opts: Options, seed: int, totals: Totals) -> None:
    print(f"\n200 teams x 11 rounds ({events} event(s), seeds {seed}..{seed + events - 1})")
    rounds: list[float] = []
    whole: list[float] = []
    for k in range(events):
        result = run(200, 11, seed + k, opts)
        totals.add(result)
        rounds.extend(result.times)
        whole.append(sum(result.times))
    line("round, median", statistics.median(rounds), TARGET_200_ROUND)
    line("round, max", max(rounds), TARGET_ANY_ROUND)
    line("whole event (11 rounds), median", statistics.median(whole), TARGET_200_EVENT)
    line("whole event (11 rounds), max", max(whole), TARGET_200_EVENT)


def bench_1000(rounds: int, opts: Options, seed: int, memory: bool, totals: Totals) -> None:
    print(f"\n1000 teams x {rounds} rounds (seed {seed})")
    result = run(1000, rounds, seed, opts)
    totals.add(result)
    line("round, median", statistics.median(result.times), TARGET_1000_ROUND)
    line("round, max", max(result.times), TARGET_1000_ROUND)
    print(f"  {'whole event':<34} {ms(sum(result.times))}")
    if memory:
        traced = run(1000, rounds, seed, replace(opts, repeat=1, check=False), trace=True)
        mib = 2**20
        print(
            f"  {'peak memory (tracemalloc)':<34} {traced.peak_bytes / mib:8.1f} MiB"
            "   (all traced memory while pairing, event included)"
        )
        print(
            f"  {'  of which pair_round itself':<34} {traced.working_bytes / mib:8.1f} MiB"
            "   (peak above what was held before the call)"
        )


def bench_small(seeds: int, opts: Options, seed: int, totals: Totals) -> None:
    print(f"\nSmall tight events: 10-14 teams x 9-11 rounds, {seeds} seeds each")
    times: list[float] = []
    impossible: Counter[tuple[int, int]] = Counter()
    reasons: Counter[str] = Counter()
    events = 0
    worst = (0.0, 0, 0)
    for teams in range(10, 15):
        for rounds in range(9, 12):
            for k in range(seeds):
                result = run(teams, rounds, seed + 1000 * teams + 100 * rounds + k, opts)
                totals.add(result)
                events += 1
                times.extend(result.times)
                if result.times and max(result.times) > worst[0]:
                    worst = (max(result.times), teams, result.seed)
                if result.impossible is not None:
                    impossible[(teams, result.impossible)] += 1
                    reasons[result.reason] += 1
    line("round, median", statistics.median(times), TARGET_ANY_ROUND)
    line("worst round", worst[0], TARGET_ANY_ROUND)
    print(f"  {'':<34} ({worst[1]} teams, seed {worst[2]})")
    print(
        f"  events stopped by PairingImpossible: {sum(impossible.values())} of {events} "
        "(each checked by brute force: no complete pairing without a rematch)"
    )
    for teams in range(10, 15):
        found = {r: n for (t, r), n in sorted(impossible.items()) if t == teams}
        if found:
            shown = ", ".join(f"round {r}: {n}" for r, n in found.items())
            print(f"    {teams} teams -> {shown}")
    for reason, count in reasons.most_common():
        print(f"    {count} x {reason!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--quick",
        action="store_true",
        help="one 200-team event, 4 rounds of 1000 teams, 3 seeds of small events, no trace",
    )
    parser.add_argument("--seed", type=int, default=2012, help="first seed (default 2012)")
    parser.add_argument(
        "--no-show", type=float, default=0.02, help="chance a team does not appear (0.02)"
    )
    parser.add_argument("--events", type=int, default=5, help="200-team events (default 5)")
    parser.add_argument(
        "--small-seeds", type=int, default=20, help="seeds per (teams, rounds), small (20)"
    )
    parser.add_argument(
        "--repeat", type=int, default=3, help="time each round N times, keep the fastest (3)"
    )
    parser.add_argument(
        "--check", action="store_true", help="check every pairing with tests/olympiad_oracle.py"
    )
    args = parser.parse_args(argv)
    opts = Options(args.no_show, max(1, args.repeat), args.check)
    events, big_rounds, seeds, memory = args.events, 11, args.small_seeds, True
    if args.quick:
        events, big_rounds, seeds, memory = 1, 4, 3, False

    print(
        f"team_rounds: Python {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} CPUs; seed {args.seed}, no-show {opts.no_show}, "
        f"best of {opts.repeat}{', quick' if args.quick else ''}"
        f"{', oracle check' if opts.check else ''}"
    )
    start = time.perf_counter()
    totals = Totals()
    bench_200(events, opts, args.seed, totals)
    bench_1000(big_rounds, opts, args.seed, memory, totals)
    bench_small(seeds, opts, args.seed, totals)
    print()
    line("slowest round of all", max(totals.times), TARGET_ANY_ROUND)
    print(f"  ({len(totals.times)} rounds paired; wall time {time.perf_counter() - start:.1f} s)")
    for problem in totals.problems:
        print(f"PROBLEM: {problem}")
    if opts.check:
        print(f"oracle: {len(totals.problems)} problem(s) in {len(totals.times)} rounds")
    return 1 if totals.problems else 0


if __name__ == "__main__":
    sys.exit(main())
