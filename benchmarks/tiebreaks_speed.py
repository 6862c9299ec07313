"""Speed of the C.07 tie-breaks (issue 30): the standings with 6 tie-breaks of a 5,000-player
11-round individual event and of a 200-team 11-round team event, whole processes, beside
FIDE's tie-break checker gacrux on the same TRF.

    python benchmarks/tiebreaks_speed.py                 # both events, gacrux once each
    python benchmarks/tiebreaks_speed.py --players 1000  # smaller, while developing
    python benchmarks/tiebreaks_speed.py --no-gacrux     # ours only

The events are seeded and written once into ``--folder`` (``swiss generate`` and
``olympiad generate``: byes, forfeits, absences, unrated players). Ours is a fresh
interpreter that reads the file with the project's TRF reader, computes the table with
``individual.standings.c07`` and prints it as CSV (``STANDINGS`` below: the work
``standings --csv`` does); gacrux is ``python -m gacrux.tiebreakchecker -i FILE -s -t ...``.
Each figure is the child's processor time (user + system: fair on a shared machine) and the
wall-clock time, best of ``--repeat`` runs for ours (gacrux runs once: it takes minutes);
the two tables must rank every participant alike. Targets: at least 10x faster than
gacrux, under 2 s (players) and 1 s (teams).
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
INDIVIDUAL = ("BH/C1", "BH", "SB", "DE", "WIN", "ARO")
TEAM = ("EMGSB/C1", "MPvGP", "BH:MP/C1", "DE", "EDE", "BC")
GACRUX_NAMES = {"MPvGP": "MPVGP"}
CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

STANDINGS = """
import sys
from individual.standings import c07
text = open(sys.argv[1], encoding="utf-8").read()
if "\\n310 " in text:
    from olympiad.edges.cli.rules import with_variant
    from olympiad.edges.trf.read import parse_team_trf
    from olympiad.standings.c07 import field
    trf = parse_team_trf(text, sys.argv[1])
    found = field(with_variant(trf.event, None, trf.system, None, None))
else:
    from individual.edges.trf.read import parse_swiss_trf
    from individual.standings.c07.swiss import field
    found = field(parse_swiss_trf(text, sys.argv[1]).event)
table = c07.table(found, c07.parse(sys.argv[2]))
out = ["Rank,No," + ",".join(t.text for t in table.tiebreaks)]
for row in table.rows:
    out.append(f"{row.place},{row.number}," + ",".join(str(float(v)) for v in row.values))
sys.stdout.write("\\n".join(out) + "\\n")
"""
"""Read the TRF, compute the table, print it: what ``standings FILE --tiebreaks --csv``
does (the command line's own start-up aside)."""


def timed(command: list[str]) -> tuple[float, float, str]:
    """Processor (user + system) and wall-clock seconds of ``command``, and its output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True, env=CACHED)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (
        (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime),
        wall,
        done.stdout,
    )


def ensure(path: Path, command: list[str]) -> Path:
    if not path.exists():
        subprocess.run(command, check=True, capture_output=True)
    return path


def ranks(csv: str, delimiter: str) -> dict[int, int]:
    rows = [line.split(delimiter) for line in csv.splitlines()[1:] if line.strip()]
    first, number = (0, 1) if delimiter == "," else (1, 0)
    return {int(r[number]): int(r[first]) for r in rows}


def compare(path: Path, tiebreaks: tuple[str, ...], repeat: int, gacrux: bool) -> None:
    ours_cmd = [sys.executable, "-c", STANDINGS, str(path), ",".join(tiebreaks)]
    timed(ours_cmd)  # bytecode written, the file in the cache
    runs = [timed(ours_cmd) for _ in range(repeat)]
    cpu, wall = min(r[0] for r in runs), min(r[1] for r in runs)
    print(f"  ours:   {cpu:7.2f} s processor, {wall:7.2f} s wall ({', '.join(tiebreaks)})")
    if not gacrux:
        return
    first = "MPTS" if "\n310 " in path.read_text() else "PTS"
    names = [first, *(GACRUX_NAMES.get(t, t) for t in tiebreaks)]
    theirs_cmd = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s",
                  "-t", *names, "-d", "T"]  # fmt: skip
    g_cpu, g_wall, printed = timed(theirs_cmd)
    print(f"  gacrux: {g_cpu:7.2f} s processor, {g_wall:7.2f} s wall")
    print(f"  ratio:  {g_cpu / cpu:7.1f}x processor, {g_wall / wall:7.1f}x wall")
    (path.parent / f"{path.stem}.gacrux.txt").write_text(printed)
    (path.parent / f"{path.stem}.ours.csv").write_text(runs[0][2])
    mine, theirs = ranks(runs[0][2], ","), ranks(printed, "\t")
    differ = sorted(n for n in mine if mine[n] != theirs.get(n))
    print(f"  ranks:  {'the same' if not differ else f'{len(differ)} differ, first {differ[:5]}'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--teams", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=11)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/tiebreaks_speed"))
    parser.add_argument("--no-gacrux", action="store_true")
    parser.add_argument("--teams-only", action="store_true")
    args = parser.parse_args()
    args.folder.mkdir(parents=True, exist_ok=True)
    players = ensure(
        args.folder / f"players{args.players}r{args.rounds}.trf",
        [str(BIN / "swiss"), "generate", "--players", str(args.players), "--rounds",
         str(args.rounds), "--seed", "1", "-o",
         str(args.folder / f"players{args.players}r{args.rounds}.trf")],
    )  # fmt: skip
    teams = ensure(
        args.folder / f"teams{args.teams}r{args.rounds}.trf",
        [str(BIN / "olympiad"), "generate", "--teams", str(args.teams), "--rounds",
         str(args.rounds), "--seed", "1", "-o",
         str(args.folder / f"teams{args.teams}r{args.rounds}.trf")],
    )  # fmt: skip
    bare = timed([sys.executable, "-c", "pass"])
    print(f"python -c pass: {bare[0]:.2f} s processor, {bare[1]:.2f} s wall")
    if not args.teams_only:
        print(f"{args.players} players, {args.rounds} rounds (target: under 2 s, 10x gacrux)")
        compare(players, INDIVIDUAL, args.repeat, not args.no_gacrux)
    print(f"{args.teams} teams, {args.rounds} rounds (target: under 1 s, 10x gacrux)")
    compare(teams, TEAM, args.repeat, not args.no_gacrux)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
