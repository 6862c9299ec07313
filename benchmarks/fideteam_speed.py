"""Speed of the C.04.6 engine (``fide-team-2026``): a 60-team round against FIDE's checker
gacrux pairing the same TRF (whole processes), and 500-team rounds in process.

    python benchmarks/fideteam_speed.py                  # 60 teams (round 7 of 9), 500 teams
    python benchmarks/fideteam_speed.py --repeat 5 --big 500 --big-rounds 8
    python benchmarks/fideteam_speed.py --repeat 15 --big 0 --instructions   # and callgrind

Part 1 writes a seeded 60-team event with 6 of 9 rounds played (``olympiad generate``) and
times ``olympiad pair FILE`` and ``python -m gacrux.pairingchecker -i FILE -p`` (which pairs
the next round), each the best of ``--repeat`` runs taken in turn (ours, gacrux, ours...), as
wall-clock time and as the processor time of the child process (user + system: a fair figure on
a busy machine); both pairings must be the same. Then where our process's time goes: the
interpreter alone (``python -c pass``), the libraries the command cannot do without (click,
dataclasses, fractions; this round's brackets are small enough to need no rustworkx),
``olympiad --help`` (the command line's start-up), and in a fresh interpreter the first
reading of the file and the first pairing; gacrux's own start-up (``-h``). Part 2 pairs
every round of seeded 500-team events of each colour model in process
(``olympiad.fideteam.pairing.pair_round``) and prints the slowest round.
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

from individual.vocabulary.colour import Colour
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


def best_of_both(
    ours: list[str], theirs: list[str], folder: Path, repeat: int
) -> tuple[tuple[float, float, str], tuple[float, float, str]]:
    """``best`` of two commands, their runs taken in turn: on a shared machine a change of
    load then weighs on both, not on one of them only."""
    timed(ours, folder), timed(theirs, folder)  # bytecode written, files in the cache
    runs = [(timed(ours, folder), timed(theirs, folder)) for _ in range(repeat)]
    a, b = [r[0] for r in runs], [r[1] for r in runs]
    return (
        (min(r[0] for r in a), min(r[1] for r in a), a[0][2]),
        (min(r[0] for r in b), min(r[1] for r in b), b[0][2]),
    )


PHASES = """
import sys, time
from pathlib import Path
from olympiad.edges.cli.main import with_variant
from olympiad.edges.trf.read import read_team_trf
from rulesets.systems import pair_team_round
start = time.process_time()
trf = read_team_trf(Path(sys.argv[1]))
read = time.process_time()
event = with_variant(trf.event, None, trf.system, None, None)
pair_team_round(event, absent=trf.absent, lot=trf.lot)
print(read - start, time.process_time() - read)
"""
"""The first reading and the first pairing in a fresh interpreter (its imports done)."""

LIBRARIES = "import click, dataclasses, fractions"


def phases(folder: Path, repeat: int) -> tuple[float, float]:
    runs = [
        subprocess.run(
            [sys.executable, "-c", PHASES, "event.trf"],
            capture_output=True, text=True, check=True, cwd=folder, env=CACHED,
        ).stdout.split()
        for _ in range(repeat + 1)
    ]  # fmt: skip
    return min(float(r[0]) for r in runs), min(float(r[1]) for r in runs)


def write_event(folder: Path, seed: int) -> None:
    """The seeded 60-team event, 6 of 9 rounds played, as ``event.trf`` in ``folder``."""
    subprocess.run(
        [str(OLYMPIAD), "generate", "--teams", "60", "--rounds", "9", "--played", "6",
         "--seed", str(seed), "-o", "event.trf"],
        check=True, cwd=folder, capture_output=True,
    )  # fmt: skip


def sixty(repeat: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        write_event(folder, seed)
        ours, checker = best_of_both(
            [str(OLYMPIAD), "pair", "event.trf"],
            [sys.executable, "-m", "gacrux.pairingchecker", "-i", "event.trf", "-p"],
            folder,
            repeat,
        )
        bare = best([sys.executable, "-c", "pass"], folder, repeat)
        libraries = best([sys.executable, "-c", LIBRARIES], folder, repeat)
        helped = best([str(OLYMPIAD), "--help"], folder, repeat)
        checker_help = best([sys.executable, "-m", "gacrux.pairingchecker", "-h"], folder, repeat)
        reading, pairing = phases(folder, repeat)
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
    print("  where our processor time goes (each the best of its runs):")
    print(f"    python -c pass                       {bare[1]:6.3f} s")
    print(f"    python -c '{LIBRARIES}'\n{'':41}{libraries[1]:6.3f} s")
    print(f"    olympiad --help                      {helped[1]:6.3f} s")
    print(f"    first read of the file, in process   {reading:6.3f} s")
    print(f"    first pairing, in process            {pairing:6.3f} s")
    print(f"  gacrux -h                              {checker_help[1]:6.3f} s")


def big(teams: int, rounds: int, seed: int) -> None:
    print(f"{teams} teams, rounds 1-{rounds} in process (processor seconds per round):")
    for colours in ("typea", "typeb", "nocolor"):
        ruleset = replace(FIDE_TEAM_2026, colours=colours)
        lot = Colour.WHITE  # the initial-colour (4.1), drawn for the event once
        event = random_event(ruleset, teams, rounds, random.Random(seed), lot=lot)
        times = []
        for played in range(rounds):
            before = replace(event, rounds=event.rounds[:played])
            start = time.process_time()
            pair_round(before, absent=event.rounds[played].absent, lot=lot)
            times.append(time.process_time() - start)
        slowest = max(range(rounds), key=lambda r: times[r])
        print(
            f"  {colours:8} slowest round {slowest + 1}: {times[slowest]:.3f} s; "
            f"mean {sum(times) / rounds:.3f} s"
        )


def instructions(seed: int) -> None:
    """The same two commands counted in instructions (``valgrind --tool=callgrind``, one run
    each, hash seed fixed): a figure the machine's load does not move."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        write_event(folder, seed)
        counts = []
        for command in (
            [str(OLYMPIAD), "pair", "event.trf"],
            [sys.executable, "-m", "gacrux.pairingchecker", "-i", "event.trf", "-p"],
        ):
            timed(command, folder)  # bytecode written
            done = subprocess.run(
                ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
                capture_output=True, text=True, check=True, cwd=folder,
                env={**CACHED, "PYTHONHASHSEED": "0"},
            )  # fmt: skip
            refs = [line for line in done.stderr.splitlines() if "Collected :" in line]
            counts.append(int(refs[-1].split(":")[-1].replace(",", "")))
    ours, theirs = counts
    print("60 teams, instructions (callgrind, one run each):")
    print(f"  olympiad pair   {ours / 1e6:8.1f} million")
    print(f"  gacrux -p       {theirs / 1e6:8.1f} million")
    print(f"  ratio (gacrux / ours): {theirs / ours:.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--big", type=int, default=500)
    parser.add_argument("--big-rounds", type=int, default=8)
    parser.add_argument(
        "--instructions", action="store_true", help="also count instructions (valgrind)"
    )
    args = parser.parse_args()
    sixty(args.repeat, args.seed)
    if args.instructions:
        instructions(args.seed)
    big(args.big, args.big_rounds, args.seed)


if __name__ == "__main__":
    main()
