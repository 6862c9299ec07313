"""Speed of the C.04.6 engine (``fide-team-2026``): a 60-team round against FIDE's checker
gacrux pairing the same TRF (whole processes), and 500-team rounds in process.

    python benchmarks/fideteam_speed.py                  # 60 teams (round 7 of 9), 500 teams
    python benchmarks/fideteam_speed.py --repeat 5 --big 500 --big-rounds 8

Part 1 writes a seeded 60-team event with 6 of 9 rounds played (``olympiad generate``) and
times ``olympiad pair FILE`` and ``python -m gacrux.pairingchecker -i FILE -p`` (which pairs
the next round), each the best of ``--repeat`` runs, as wall-clock time and as the processor
time of the child process (user + system: a fair figure on a busy machine); both pairings
must be the same. Part 2 pairs every round of seeded 500-team events of each colour model in
process (``olympiad.fideteam.pairing.pair_round``) and prints the slowest round.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from olympiad.fideteam.generate import random_event
from olympiad.fideteam.pairing import pair_round
from rulesets.fide_team_2026 import FIDE_TEAM_2026

OLYMPIAD = Path(sys.executable).parent / "olympiad"


CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""Both programs run as installed: their bytecode cached (a first run writes it)."""


def timed(command: list[str], folder: Path) -> tuple[float, float, str]:
    """Wall-clock and child processor seconds of ``command``, and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        command, capture_output=True, text=True, check=True, cwd=folder, env=CACHED
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def best(command: list[str], folder: Path, repeat: int) -> tuple[float, float, str]:
    timed(command, folder)  # bytecode written, files in the cache
    runs = [timed(command, folder) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs), runs[0][2]


def sixty(repeat: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        subprocess.run(
            [str(OLYMPIAD), "generate", "--teams", "60", "--rounds", "9", "--played", "6",
             "--seed", str(seed), "-o", "event.trf"],
            check=True, cwd=folder, capture_output=True,
        )  # fmt: skip
        ours = best([str(OLYMPIAD), "pair", "event.trf"], folder, repeat)
        checker = best(
            [sys.executable, "-m", "gacrux.pairingchecker", "-i", "event.trf", "-p"], folder, repeat
        )
    lines = ours[2].split()
    pairs = sorted(zip(lines[1::2], lines[2::2], strict=True))
    theirs = json.loads(checker[2])["pairingResult"]["pairs"]
    same = pairs == sorted((str(a), str(b)) for a, b in theirs)
    print("60 teams, round 7 of 9 (whole process, best of", repeat, "runs):")
    print(f"  olympiad pair   wall {ours[0]:6.3f} s   cpu {ours[1]:6.3f} s")
    print(f"  gacrux -p       wall {checker[0]:6.3f} s   cpu {checker[1]:6.3f} s")
    wall, cpu = checker[0] / ours[0], checker[1] / ours[1]
    print(f"  ratio (gacrux / ours): wall {wall:.1f}x, cpu {cpu:.1f}x")
    print(f"  same pairing: {same}")


def big(teams: int, rounds: int, seed: int) -> None:
    print(f"{teams} teams, rounds 1-{rounds} in process (processor seconds per round):")
    for colours in ("typea", "typeb", "nocolor"):
        ruleset = replace(FIDE_TEAM_2026, colours=colours)
        event = random_event(ruleset, teams, rounds, random.Random(seed))
        times = []
        for played in range(rounds):
            before = replace(event, rounds=event.rounds[:played])
            start = time.process_time()
            pair_round(before, absent=event.rounds[played].absent)
            times.append(time.process_time() - start)
        slowest = max(range(rounds), key=lambda r: times[r])
        print(
            f"  {colours:8} slowest round {slowest + 1}: {times[slowest]:.3f} s; "
            f"mean {sum(times) / rounds:.3f} s"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--big", type=int, default=500)
    parser.add_argument("--big-rounds", type=int, default=8)
    args = parser.parse_args()
    sixty(args.repeat, args.seed)
    big(args.big, args.big_rounds, args.seed)


if __name__ == "__main__":
    main()
