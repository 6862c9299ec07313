"""The British systems at scale (issue 17): round 5 of 9 of generated events, paired by the
command line as an arbiter runs it (``swiss pair FILE --system S``, the whole process), with
its wall time and peak memory beside the targets.

    python benchmarks/british_rounds.py                        # 1,000 and 5,000 players
    python benchmarks/british_rounds.py --sizes 500 1000 --systems caa-2009
    python benchmarks/british_rounds.py --timeout 120
    python benchmarks/british_rounds.py --sizes 500 --rounds 1 2 3 4 5 6 7 8 9   # every round

Rounds 1-4 come from a plain Swiss written here (score groups, top half against bottom half,
no rematch, the bye to the lowest player without one): the issue allows "rounds 1-4 from any
system", and the British engine is what is measured, in round 5 only. Players, ratings,
clubs (``caa-2009``) or schools and top players (``sca``), absences and results come from
``individual.generate`` with the seed. Targets: 1,000 players <= 2 s, 5,000 <= 20 s, memory
<= 300 MB at 5,000, every round of a 500-player event <= 2 s (``--rounds``: round ``r`` is
paired after ``r - 1`` rounds of the plain Swiss).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.edges.trf.british_write import format_affiliations, renumbered_groups
from individual.edges.trf.write import format_swiss_trf, start_numbers
from individual.generate import (
    Plan,
    clubs,
    generate_british,
    schools_and_top,
)
from individual.swiss.history import player_states
from individual.swiss.model import Board, SwissEvent, SwissPairing
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import TrailRecorder

TARGETS = {1000: 2.0, 5000: 20.0}
MEMORY_TARGET_MB = 300


def plain_swiss(event: SwissEvent, absent: frozenset[int]) -> SwissPairing:
    """A plain Swiss round: by score then start number, each score group's top half
    against its bottom half, the first opponent not met yet; odd ones float down; the bye
    to the lowest-ranked player who has had none."""
    states = player_states(event)
    ranked = sorted(
        (n for n in states if n not in absent and n not in event.withdrawn),
        key=lambda n: (-states[n].score, n),
    )
    bye = None
    if len(ranked) % 2:
        bye = next(
            (n for n in reversed(ranked) if not states[n].had_point_without_playing), ranked[-1]
        )
        ranked.remove(bye)
    boards: list[Board] = []
    left = ranked
    while left:
        score = states[left[0]].score
        group = [n for n in left if states[n].score == score]
        if len(group) % 2 and len(group) < len(left):
            group.append(left[len(group)])
        half = len(group) // 2
        top, bottom = group[:half], group[half:]
        unpaired: list[int] = []
        for a in top:
            b = next((m for m in bottom if m not in states[a].opponents), None)
            if b is None:
                unpaired.append(a)
                continue
            bottom.remove(b)
            white, black = (a, b) if (len(boards) % 2 == 0) else (b, a)
            boards.append(Board(white, black))
        rest = unpaired + bottom
        done = set(group) - set(rest)
        left = [n for n in left if n not in done]
        if len(rest) == len(group):  # nothing paired: pair in order, rematches allowed
            boards += [Board(rest[i], rest[i + 1]) for i in range(0, len(rest) - 1, 2)]
            left = [n for n in left if n not in rest]
    return SwissPairing(event.next_round, tuple(boards), bye, absent, TrailRecorder().freeze())


def event_file(system: str, players: int, seed: int, folder: Path, played: int = 4) -> Path:
    """A TRF of rounds 1 to ``played`` of a 9-round event with the system's affiliations."""
    plan = Plan(players, played, seed)
    affiliate = clubs if system == "caa-2009" else schools_and_top

    def pair(
        event: SwissEvent, _extras: object, absent: frozenset[int], _lot: Colour
    ) -> SwissPairing:
        return plain_swiss(event, absent)

    event, groups = generate_british(plan, affiliate, pair)
    event = replace(event, total_rounds=9)
    numbers = start_numbers(event)
    text = format_swiss_trf(event, Colour.WHITE)
    text += format_affiliations(renumbered_groups(groups, numbers))
    path = folder / f"{system}-{players}-{seed}-{played}.trf"
    path.write_text(text, encoding="utf-8")
    return path


def pair_once(path: Path, system: str, timeout: float) -> tuple[float | None, float | None, str]:
    """Wall time and peak memory (MB) of ``swiss pair`` on ``path`` as its own process."""
    swiss = Path(sys.executable).with_name("swiss")
    command = ["/usr/bin/time", "-f", "%M", str(swiss), "pair", str(path), "--system", system]
    start = time.perf_counter()
    # as a user runs it: with the compiled modules cached (some shells forbid writing them)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        env=env,
    )
    try:
        _, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # the command and /usr/bin/time both
        process.communicate()
        return None, None, f"no answer in {timeout:.0f} s"
    wall = time.perf_counter() - start
    lines = stderr.strip().splitlines()
    memory = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else None
    status = "ok" if process.returncode == 0 else f"exit {process.returncode}: {lines[:1]}"
    return wall, memory, status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--systems", nargs="+", default=["caa-2009", "sca"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument(
        "--rounds", type=int, nargs="+", default=[5], help="rounds to pair (each as its own file)"
    )
    args = parser.parse_args()
    random.seed(args.seed)
    print("system    players  round  wall s  target s  peak MB  target MB  status")
    with tempfile.TemporaryDirectory() as folder:
        for system in args.systems:
            for size in args.sizes:
                for number in args.rounds:
                    path = event_file(system, size, args.seed, Path(folder), number - 1)
                    wall, memory, status = pair_once(path, system, args.timeout)
                    target = TARGETS.get(size, 2.0 if size == 500 else None)
                    memory_target = MEMORY_TARGET_MB if size >= 5000 else None
                    print(
                        f"{system:<9} {size:>7}  {number:>5}  {_num(wall):>6}  {_num(target):>8}  "
                        f"{_num(memory, 0):>7}  {_num(memory_target, 0):>9}  {status}",
                        flush=True,
                    )


def _num(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


if __name__ == "__main__":
    main()
