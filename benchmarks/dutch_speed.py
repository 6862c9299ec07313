"""Speed of the FIDE (Dutch) System 2026 (``fide-dutch-2026``): round 9 of 11, whole process
(``swiss pair FILE``), beside FIDE's checker gacrux pairing the same file at 1,000 players.

    python benchmarks/dutch_speed.py                       # 1,000 / 5,000 / 9,999 players
    python benchmarks/dutch_speed.py --players 300 1000    # other sizes
    python benchmarks/dutch_speed.py --gacrux 0            # without gacrux (nor swiss-engine)
    python benchmarks/dutch_speed.py --players 1000 --no-gacrux   # swiss-engine, no gacrux
    python benchmarks/dutch_speed.py --players 1000 --repeat 5 --keep DIR   # best of 5

The history (8 rounds) is made quickly and seeded, not by a pairing program (its pairings
need only be plausible: players meet others of about their score, no one twice, colours
alternate, 2 % absent, 1 % forfeits), written as a TRF with ``XXR 11``; then ``swiss pair``
pairs round 9 (``/usr/bin/time``: wall clock, processor time of the process, peak resident
memory; the run of least processor time of ``--repeat``, default 3: other work on a shared
machine only adds time), the drop-in ``swiss-engine --dutch FILE -p OUT`` likewise at
``--gacrux`` players, and there ``python -m gacrux.pairingchecker -m dutch -p`` pairs the
same file (once). The project's modules are byte-compiled first (``compileall``), as an
installed package is: a session run with ``PYTHONDONTWRITEBYTECODE`` would otherwise time the
compiler at every start. Targets (issue 29): 1,000 players <= 1 s; 5,000 <= 10 s and
<= 500 MB; 10,000 <= 30 s and <= 1 GB; at least 10 times faster than gacrux at 1,000.
The 10,000-player target is timed at 9,999: a TRF's opponent is 4 columns (record 001,
columns 92-95), so no start number reaches 10,000.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.edges.trf.write import format_swiss_trf
from individual.generate import Plan, _result, entrants
from individual.swiss.model import Game, SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour

SWISS = Path(sys.executable).parent / "swiss"
ENGINE = Path(sys.executable).parent / "swiss-engine"
ROOT = Path(__file__).resolve().parent.parent
TARGETS = {1000: (1.0, None), 5000: (10.0, 500), 9999: (30.0, 1000), 10000: (30.0, 1000)}


def history(players: int, rounds: int, seed: int) -> SwissEvent:
    """A seeded plausible event of ``rounds`` rounds (see the module docstring)."""
    rng = random.Random(seed)
    plan = Plan(players, rounds, seed, absence=0.02, forfeit=0.01)
    event = SwissEvent(f"Speed {players}", entrants(plan, rng), (), 11)
    met: dict[int, set[int]] = {e.number: set() for e in event.entrants}
    score = dict.fromkeys(met, 0)
    last: dict[int, Colour] = {}
    ratings = {e.number: e.player.rating or 1400 for e in event.entrants}
    for number in range(1, rounds + 1):
        absent = [n for n in met if rng.random() < 0.02]
        order = sorted((n for n in met if n not in absent), key=lambda n: (-score[n], n))
        games, bye = [], None
        if len(order) % 2:
            bye = order.pop()
        while order:
            a = order.pop(0)
            b = next((x for x in order[:40] if x not in met[a]), order[0])
            order.remove(b)
            white, black = (a, b) if last.get(a) is not Colour.WHITE else (b, a)
            result = _result(ratings[white], ratings[black], plan, rng)
            games.append(Game(white, black, result))
            met[a].add(b)
            met[b].add(a)
            last[white], last[black] = Colour.WHITE, Colour.BLACK
            w, bl = result.half_points(False)
            score[white] += w
            score[black] += bl
        unpaired = [(n, Unpaired.ZERO_BYE) for n in absent]
        if bye is not None:
            unpaired.append((bye, Unpaired.PAIRING_BYE))
            score[bye] += 2
        rnd = SwissRound(number, tuple(games), tuple(sorted(unpaired)))
        event = SwissEvent(event.name, event.entrants, (*event.rounds, rnd), 11)
    return event


def measured(command: list[str]) -> tuple[float, float, float, str]:
    """Wall seconds, processor seconds, peak MB and the output of ``command``."""
    done = subprocess.run(
        ["/usr/bin/time", "-f", "%e %U %S %M", *command], capture_output=True, text=True
    )
    wall, user, system, peak = done.stderr.strip().splitlines()[-1].split()
    return float(wall), float(user) + float(system), int(peak) / 1024, done.stdout


def best_of(command: list[str], repeat: int) -> tuple[float, float, float, str]:
    """``measured(command)`` of the run of least processor time of ``repeat``."""
    return min((measured(command) for _ in range(repeat)), key=lambda run: run[1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="*", default=[1000, 5000, 9999])
    parser.add_argument(
        "--gacrux", type=int, default=1000, help="players gacrux and swiss-engine pair too"
    )
    parser.add_argument("--no-gacrux", action="store_true", help="swiss-engine only there")
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--keep", type=Path, help="folder for the files (default: temporary)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of ours; the least kept")
    args = parser.parse_args()
    packages = ("individual", "olympiad", "rulesets")
    subprocess.run([sys.executable, "-m", "compileall", "-q", *packages], cwd=ROOT, check=True)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="dutch_speed_"))
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for players in args.players:
        path = folder / f"round9_{players}.trf"
        if not path.exists():
            event = history(players, 8, args.seed)
            path.write_text(format_swiss_trf(event, Colour.WHITE, system="fide-dutch-2026"))
        wall, cpu, peak, out = best_of([str(SWISS), "pair", str(path)], args.repeat)
        ours = out.split()
        seconds, megabytes = TARGETS.get(players, (None, None))
        target = f"<= {seconds:.0f} s" if seconds else "-"
        target += f", <= {megabytes} MB" if megabytes else ""
        rows.append(f"| {players} | ours | {wall:.1f} | {cpu:.2f} | {peak:.0f} | {target} |")
        print(rows[-1], f"({len(ours) // 2} lines paired)", flush=True)
        if players == args.gacrux:
            written = folder / f"round9_{players}.pairing"
            e_wall, e_cpu, e_peak, _ = best_of(
                [str(ENGINE), "--dutch", str(path), "-p", str(written)], args.repeat
            )
            same = "same pairing" if written.read_text() == out else "A DIFFERENT PAIRING"
            rows.append(
                f"| {players} | ours, swiss-engine -p | {e_wall:.1f} | {e_cpu:.2f} | "
                f"{e_peak:.0f} | {target} ({same}) |"
            )
            print(rows[-1], flush=True)
        if players == args.gacrux and not args.no_gacrux:
            command = [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-p"]
            g_wall, g_cpu, g_peak, _ = measured([*command, "-i", str(path), "-d", "T"])
            rows.append(
                f"| {players} | gacrux | {g_wall:.1f} | {g_cpu:.1f} | {g_peak:.0f} | "
                f"ours >= 10x faster: {g_cpu / max(cpu, 1e-9):.1f}x |"
            )
            print(rows[-1], flush=True)
    print("\n| players | program | wall s | processor s | peak MB | target |")
    print("|---|---|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    main()
