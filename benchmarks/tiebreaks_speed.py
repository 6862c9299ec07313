"""Speed of the C.07 tie-breaks (issue 30): the standings with 6 tie-breaks of a 5,000-player
11-round individual event and of a 200-team 11-round team event, whole processes, beside
FIDE's tie-break checker gacrux on the same TRF.

    python benchmarks/tiebreaks_speed.py                 # both events, gacrux once each
    python benchmarks/tiebreaks_speed.py --players 1000  # smaller, while developing
    python benchmarks/tiebreaks_speed.py --no-gacrux     # ours only

The events are seeded and written once into ``--folder`` (``swiss generate`` and
``olympiad generate``: byes, forfeits, absences, unrated players). Ours is the command an
arbiter runs, a fresh process each time: ``swiss standings FILE --tiebreaks LIST --csv``
and ``olympiad standings FILE --tiebreaks LIST --csv``; gacrux is ``python -m
gacrux.tiebreakchecker -i FILE -s -t ...``. Each figure is the child's processor time
(user + system: fair on a shared machine) and the wall-clock time, best of ``--repeat``
runs for ours (gacrux runs once: it takes minutes at 5,000 players). The two tables must
rank every participant alike and give the same values (the CSV's ``No`` is the event's
number, a TRF's XXN record; gacrux's is the start number). Targets: at least 10x faster
than gacrux, under 2 s (players) and 1 s (teams).
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

from individual.vocabulary.headers import MATCHES, NUMBER, PLAYER, RANK, headers
from individual.vocabulary.headers import TEAM as TEAM_NAME

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
INDIVIDUAL = ("BH/C1", "BH", "SB", "DE", "WIN", "ARO")
TEAM = ("EMGSB/C1", "MPvGP", "BH:MP/C1", "DE", "EDE", "BC")
GACRUX_NAMES = {"MP": "MPTS", "GP": "GPTS", "MPvGP": "MPVGP"}
NOT_RANKED = set(headers((RANK, NUMBER, PLAYER, TEAM_NAME, *MATCHES)))
CACHED = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


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


def ours_table(csv_text: str, numbers: dict[int, int]) -> dict[int, tuple[int, dict[str, float]]]:
    """The command's CSV by start number: rank and values by column name."""
    start_of = {number: start for start, number in numbers.items()}
    table = {}
    for row in csv.DictReader(io.StringIO(csv_text)):
        number = int(row.pop(NUMBER.header))
        rank = int(row.pop(RANK.header))
        values = {k: float(v) for k, v in row.items() if k not in NOT_RANKED}
        table[start_of.get(number, number)] = (rank, values)
    return table


def gacrux_table(printed: str) -> dict[int, tuple[int, dict[str, float]]]:
    """gacrux's tab-separated table by start number: rank and values by column name."""
    table = {}
    for row in csv.DictReader(io.StringIO(printed), delimiter="\t"):
        start, rank = int(row.pop("StartNo")), int(row.pop("Rank"))
        table[start] = (rank, {k: float(v) for k, v in row.items()})
    return table


def event_numbers(path: Path) -> dict[int, int]:
    """A TRF's XXN records: the event's number of each start number."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {int(x.split()[1]): int(x.split()[2]) for x in lines if x.startswith("XXN ")}


def differences(ours: str, printed: str, path: Path, ranked_by: list[str]) -> list[str]:
    """Where the two tables differ: a rank, or a value beyond gacrux's two decimals."""
    mine, theirs = ours_table(ours, event_numbers(path)), gacrux_table(printed)
    said = [f"{n}: not in gacrux's table" for n in sorted(set(mine) - set(theirs))]
    said += [f"{n}: not in ours" for n in sorted(set(theirs) - set(mine))]
    columns = {c: GACRUX_NAMES.get(c, c) for c in ranked_by}
    for n in sorted(set(mine) & set(theirs)):
        (rank, values), (g_rank, g_values) = mine[n], theirs[n]
        if rank != g_rank:
            said.append(f"{n}: rank {rank}, gacrux {g_rank}")
        said += [
            f"{n}: {ours_name} {values[ours_name]}, gacrux {g_values[name]}"
            for ours_name, name in columns.items()
            if abs(values[ours_name] - g_values[name]) > 0.006
        ]
    return said


def compare(path: Path, tiebreaks: tuple[str, ...], repeat: int, gacrux: bool) -> None:
    side = "olympiad" if "\n310 " in path.read_text() else "swiss"
    ours_cmd = [str(BIN / side), "standings", str(path), "--tiebreaks", ",".join(tiebreaks),
                "--csv"]  # fmt: skip
    timed(ours_cmd)  # bytecode written, the file in the cache
    runs = [timed(ours_cmd) for _ in range(repeat)]
    cpu, wall = min(r[0] for r in runs), min(r[1] for r in runs)
    print(f"  ours:   {cpu:7.2f} s processor, {wall:7.2f} s wall ({', '.join(tiebreaks)})")
    if not gacrux:
        return
    ranked_by = [c for c in csv.DictReader(io.StringIO(runs[0][2])).fieldnames or ()
                 if c not in NOT_RANKED]  # fmt: skip
    names = [GACRUX_NAMES.get(c, c) for c in ranked_by]  # the scores, then the list
    theirs_cmd = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s",
                  "-t", *names, "-d", "T"]  # fmt: skip
    g_cpu, g_wall, printed = timed(theirs_cmd)
    print(f"  gacrux: {g_cpu:7.2f} s processor, {g_wall:7.2f} s wall")
    print(f"  ratio:  {g_cpu / cpu:7.1f}x processor, {g_wall / wall:7.1f}x wall")
    (path.parent / f"{path.stem}.gacrux.txt").write_text(printed)
    (path.parent / f"{path.stem}.ours.csv").write_text(runs[0][2])
    differ = differences(runs[0][2], printed, path, ranked_by)
    print(f"  tables: {'the same ranks and values' if not differ else f'{len(differ)} differ'}")
    for line in differ[:5]:
        print(f"    {line}")


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
        [str(BIN / "swiss"), "generate", "--system", "fide-1998", "--players", str(args.players),
         "--rounds", str(args.rounds), "--seed", "1", "-o",
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
