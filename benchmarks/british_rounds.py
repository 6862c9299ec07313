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
ratio (issue 31: every round of a 500-player event <= 2 s and <= 2 times the FIDE engine).
``--issue31`` is ``--sizes 500 --rounds 1-9 --history own fide --fide``.
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

from individual.british.extras import BritishExtras
from individual.edges.trf.british_write import format_affiliations, renumbered_groups
from individual.edges.trf.write import format_swiss_trf, start_numbers
from individual.generate import (
    Affiliate,
    Affiliations,
    Plan,
    clubs,
    generate_british,
    schools_and_top,
)
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
    parser.add_argument(
        "--history", nargs="+", choices=["plain", "own", "fide"], default=["plain"],
        help="who paired the rounds before: the plain Swiss, the system itself, fide-1998",
    )  # fmt: skip
    parser.add_argument("--fide", action="store_true", help="time fide-1998 on each file too")
    parser.add_argument("--keep", type=Path, help="write the files to this folder and keep them")
    parser.add_argument(
        "--issue31", action="store_true", help="500 players, rounds 1-9, own and fide"
    )
    args = parser.parse_args()
    if args.issue31:
        args.sizes, args.rounds = [500], list(range(1, 10))
        args.history, args.fide = ["own", "fide"], True
    random.seed(args.seed)
    print(
        "system    history players  round  wall s  target s  peak MB  target MB  "
        "fide s  ratio  target  status"
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
        wall, memory, status = pair_once(path, system, args.timeout)
        target = TARGETS.get(size, 2.0 if size == 500 else None)
        memory_target = MEMORY_TARGET_MB if size >= 5000 else None
        fide = ratio = None
        if args.fide:
            fide, _, fide_status = pair_once(path, "fide-1998", args.timeout)
            ratio = wall / fide if wall is not None and fide else None
            status += "" if fide_status == "ok" else f"; fide-1998 {fide_status}"
        verdict = ("" if wall is None or target is None or wall <= target else "  OVER TIME") + (
            "" if ratio is None or ratio <= FIDE_RATIO_TARGET else "  OVER RATIO"
        )
        print(
            f"{system:<9} {history:<7} {size:>7}  {number:>5}  {_num(wall):>6}  {_num(target):>8}  "
            f"{_num(memory, 0):>7}  {_num(memory_target, 0):>9}  {_num(fide):>6}  "
            f"{_num(ratio):>5}  {_num(FIDE_RATIO_TARGET if args.fide else None):>6}  "
            f"{status}{verdict}",
            flush=True,
        )


def _num(value: float | None, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


if __name__ == "__main__":
    main()
