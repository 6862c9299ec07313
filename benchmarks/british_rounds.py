"""The British systems at scale (issue 17): round 5 of 9 of generated events, paired by the
command line as an arbiter runs it (``swiss pair FILE --system S``, the whole process), with
its wall time and peak memory beside the targets.

    python benchmarks/british_rounds.py                        # 1,000 and 5,000 players
    python benchmarks/british_rounds.py --sizes 500 1000 --systems caa-2009
    python benchmarks/british_rounds.py --timeout 120
    python benchmarks/british_rounds.py --sizes 500 --rounds 1 2 3 4 5 6 7 8 9   # every round
    python benchmarks/british_rounds.py --issue31     # every round of 500 players, 3 histories

Rounds 1-4 come from a plain Swiss written here (score groups, top half against bottom half,
no rematch, the bye to the lowest player without one): the issue allows "rounds 1-4 from any
system", and the British engine is what is measured, in round 5 only. Players, ratings,
clubs (``caa-2009``) or schools and top players (``sca``), absences and results come from
``individual.generate`` with the seed. Targets: 1,000 players <= 2 s, 5,000 <= 20 s, memory
<= 300 MB at 5,000, every round of a 500-player event <= 2 s (``--rounds``: round ``r`` is
paired after ``r - 1`` rounds of the plain Swiss).

``--history`` chooses how the rounds before come about: ``plain`` (the plain Swiss above),
``own`` (the system's own engine, as ``swiss generate --system S`` pairs them) or ``fide``
(``fide-1998``), the clubs or schools and top players attached either way; ``own`` and
``fide`` pair rounds 1-8 once and write round ``r``'s file from the first ``r - 1`` of them.
``--fide`` also times ``swiss pair FILE --system fide-1998`` on the same file and prints the
ratios of wall and of processor time (user and system; the machine's load moves it far less)
(issue 31: every round of a 500-player event <= 2 s and <= 2 times the FIDE engine);
``--repeat N`` keeps the best of N runs of each.
``--issue31`` is ``--sizes 500 --rounds 1-9 --history own fide --fide``.
``--float-order rule24`` (or ``guide``) pairs each ``caa-2009`` round measured by that reading
of rules 20 and 24 (``XXO float-order=``; the history is paired by the default, the guide's
reading since issue 27).
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
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.british.extras import Affiliations, BritishExtras, CaaOptions
from individual.british.objectives import ORDERS
from individual.edges.trf.british_write import (
    format_affiliations,
    format_options,
    renumbered_groups,
)
from individual.edges.trf.write import format_swiss_trf, start_numbers
from individual.generate import Affiliate, Plan, clubs, generate_british, schools_and_top
from individual.swiss.history import player_states
from individual.swiss.model import Board, SwissEvent, SwissPairing
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import TrailRecorder
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import system_of

TARGETS = {1000: 2.0, 5000: 20.0}
MEMORY_TARGET_MB = 300
FIDE_RATIO_TARGET = 2.0


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


def _affiliate(system: str) -> Affiliate:
    return clubs if system == "caa-2009" else schools_and_top


def event_file(system: str, players: int, seed: int, folder: Path, played: int = 4) -> Path:
    """A TRF of rounds 1 to ``played`` of a 9-round event with the system's affiliations,
    the rounds by the plain Swiss."""

    def pair(
        event: SwissEvent, _extras: object, absent: frozenset[int], _lot: Colour
    ) -> SwissPairing:
        return plain_swiss(event, absent)

    event, groups = generate_british(Plan(players, played, seed), _affiliate(system), pair)
    return write_file(event, groups, folder / f"{system}-{players}-{seed}-{played}.trf")


def paired_history(
    system: str, history: str, players: int, seed: int
) -> tuple[SwissEvent, Affiliations]:
    """Rounds 1-8 of a 9-round event with ``system``'s affiliations, each round paired by
    ``system`` itself (``history`` ``own``, as ``swiss generate`` does) or by fide-1998."""
    ruleset = SWISS_RULESETS[system if history == "own" else "fide-1998"]
    engine = system_of(ruleset)

    def pair(
        event: SwissEvent, extras: BritishExtras, absent: frozenset[int], lot: Colour
    ) -> SwissPairing:
        return engine.pairer(ruleset, lambda _: extras)(event, absent, lot)

    return generate_british(Plan(players, 8, seed), _affiliate(system), pair)


def write_file(
    event: SwissEvent, groups: Affiliations, path: Path, played: int | None = None
) -> Path:
    """``event`` cut to its first ``played`` rounds (all if ``None``) as a 9-round TRF with
    ``groups``."""
    rounds = event.rounds if played is None else event.rounds[:played]
    event = replace(event, rounds=rounds, total_rounds=9)
    numbers = start_numbers(event)
    text = format_swiss_trf(event, Colour.WHITE)
    text += format_affiliations(renumbered_groups(groups, numbers))
    path.write_text(text, encoding="utf-8")
    return path


@dataclass(frozen=True)
class Run:
    """One ``swiss pair`` process: wall and processor seconds (user and system), peak memory
    (MB) and how it ended (``ok`` or why not); ``None`` where it gave no figure."""

    wall: float | None
    cpu: float | None
    memory: float | None
    status: str

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def pair_once(path: Path, system: str, timeout: float) -> Run:
    """``swiss pair`` on ``path`` as its own process."""
    swiss = Path(sys.executable).with_name("swiss")
    command = ["/usr/bin/time", "-f", "%M %U %S", str(swiss), "pair", str(path), "--system", system]
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
        return Run(None, None, None, f"no answer in {timeout:.0f} s")
    wall = time.perf_counter() - start
    lines = stderr.strip().splitlines()
    figures = lines[-1].split() if lines else []
    memory = cpu = None
    if len(figures) == 3 and figures[0].isdigit():
        memory, cpu = int(figures[0]) / 1024, float(figures[1]) + float(figures[2])
    status = "ok" if process.returncode == 0 else f"exit {process.returncode}: {lines[:1]}"
    return Run(wall, cpu, memory, status)


def best_run(path: Path, system: str, timeout: float, repeat: int) -> Run:
    """The fastest of ``repeat`` runs (others on a shared machine only ever add time), each
    figure the least; the first run that fails, if one does."""
    runs = [pair_once(path, system, timeout) for _ in range(repeat)]
    failed = next((run for run in runs if not run.ok), None)
    if failed is not None:
        return failed

    def least(figures: list[float | None]) -> float | None:
        known = [f for f in figures if f is not None]
        return min(known) if known else None

    return Run(
        least([r.wall for r in runs]),
        least([r.cpu for r in runs]),
        least([r.memory for r in runs]),
        "ok",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 5000])
    parser.add_argument("--systems", nargs="+", default=["caa-2009", "sca"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument(
        "--rounds", type=int, nargs="+", default=[5], help="rounds to pair (each as its own file)"
    )
    parser.add_argument(
        "--history", nargs="+", choices=["plain", "own", "fide"], default=["plain"],
        help="who paired the rounds before: the plain Swiss, the system itself, fide-1998",
    )  # fmt: skip
    parser.add_argument("--fide", action="store_true", help="time fide-1998 on each file too")
    parser.add_argument("--repeat", type=int, default=1, help="runs of each pairing, the best kept")
    parser.add_argument("--keep", type=Path, help="write the files to this folder and keep them")
    parser.add_argument(
        "--issue31", action="store_true", help="500 players, rounds 1-9, own and fide"
    )
    parser.add_argument(
        "--float-order", choices=sorted(ORDERS), help="caa-2009: XXO float-order= on each file"
    )
    args = parser.parse_args()
    if args.issue31:
        args.sizes, args.rounds = [500], list(range(1, 10))
        args.history, args.fide = ["own", "fide"], True
    random.seed(args.seed)
    print(
        "system    history players  round  wall s  cpu s  target s  peak MB  target MB  "
        "fide s  cpu s  ratio  (cpu)  target  status"
    )
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        for system in args.systems:
            for size in args.sizes:
                for history in args.history:
                    _rows(args, system, size, history, folder)


def _rows(args: argparse.Namespace, system: str, size: int, history: str, folder: Path) -> None:
    """One line for each round of ``args.rounds`` of ``system``'s ``size``-player event."""
    paired = None if history == "plain" else paired_history(system, history, size, args.seed)
    for number in args.rounds:
        if paired is None:
            path = event_file(system, size, args.seed, folder, number - 1)
        else:
            name = f"{system}-{size}-{args.seed}-{history}-r{number}.trf"
            path = write_file(*paired, folder / name, number - 1)
        if args.float_order and system == "caa-2009":  # the reading of the round measured
            options = format_options(CaaOptions(float_order=args.float_order))
            path.write_text(path.read_text(encoding="utf-8") + options, encoding="utf-8")
        run = best_run(path, system, args.timeout, args.repeat)
        target = TARGETS.get(size, 2.0 if size == 500 else None)
        memory_target = MEMORY_TARGET_MB if size >= 5000 else None
        status, verdict = run.status, ""
        if run.wall is not None and target is not None and run.wall > target:
            verdict += "  OVER TIME"
        fide = Run(None, None, None, "")
        wall_ratio = cpu_ratio = None
        if args.fide:
            fide = best_run(path, "fide-1998", args.timeout, args.repeat)
            if fide.ok:
                wall_ratio = _ratio(run.wall, fide.wall)
                cpu_ratio = _ratio(run.cpu, fide.cpu)
            else:
                status += f"; fide-1998 {fide.status}"
            for name, ratio in (("wall", wall_ratio), ("cpu", cpu_ratio)):
                if ratio is not None and ratio > FIDE_RATIO_TARGET:
                    verdict += f"  OVER RATIO ({name})"
        print(
            f"{system:<9} {history:<7} {size:>7}  {number:>5}  {_num(run.wall):>6}  "
            f"{_num(run.cpu):>5}  {_num(target):>8}  {_num(run.memory, 0):>7}  "
            f"{_num(memory_target, 0):>9}  {_num(fide.wall):>6}  {_num(fide.cpu):>5}  "
            f"{_num(wall_ratio):>5}  {_num(cpu_ratio):>5}  "
            f"{_num(FIDE_RATIO_TARGET if args.fide else None):>6}  {status}{verdict}",
            flush=True,
        )


def _ratio(ours: float | None, fide: float | None) -> float | None:
    return None if ours is None or not fide else ours / fide


def _num(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


if __name__ == "__main__":
    main()
