"""Agreement of the C.04.6 engine (``fide-team-2026``) with FIDE's checker, gacrux, both ways.

    python benchmarks/fideteam_agreement.py                    # 1,000 events, 4 processes
    python benchmarks/fideteam_agreement.py --events 200 --start 5000 --jobs 8
    python benchmarks/fideteam_agreement.py --direction theirs # gacrux pairs, we re-pair

Each event is seeded (``tests.fideteam.gacrux_oracle.Case``): a colour model and a scoring
variant drawn at random, 8 to 60 teams, 5 to 11 rounds (fewer than the teams), 4 % absences
and 2 % forfeits, every round paired by this program and written as TRF-26; the checker
(``python -m gacrux.pairingchecker -i FILE -m fideteam-<colours>-<scoring> -c``) re-pairs
every round. Printed: the events and rounds, those the checker pairs otherwise, and each
differing round with the bracket where the checker's pairing first leaves ours, judged by
the text: ``[C6]`` when its upfloaters leave the following scoregroup unpairable in its own
bracket and ours do not (none since issue 27: the rounds once judged so were this program's,
docs/c046_swiss_team.md "Cross-check with gacrux"), else what differs.

``--direction theirs``: the other way. The same seeded teams, absences and results, but every
round paired by gacrux (``-p``, absent teams by ``-u``; the lot White for even seeds, Black
for odd ones, written in records 152 and XXC); the event written as TRF-26, read back by the
team TRF reader and re-paired round by round by this program
(``tests.fideteam.gacrux_oracle.repaired_differences``). Printed: the rounds this program
pairs otherwise (pairs by board-1 colour and the PAB). A line of running counts is printed
every 50 events, so an interrupted run still tells how far it agreed.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.vocabulary.colour import Colour
from tests.fideteam.gacrux_oracle import (
    AVAILABLE,
    Case,
    differences,
    first_divergence,
    repaired_differences,
)

COLOURS = ("typea", "typeb", "nocolor")
SCORINGS = ("mp-gp", "gp-mp", "mp", "gp")


def case_of(seed: int) -> Case:
    """The event of ``seed``."""
    rnd = random.Random(seed)
    teams = rnd.randint(8, 60)
    rounds = min(rnd.randint(5, 11), teams - 3)
    return Case(rnd.choice(COLOURS), rnd.choice(SCORINGS), teams, rounds, seed)


def judge(seed: int) -> tuple[Case, list[str], str]:
    """The case, each round the checker pairs otherwise with where it first leaves ours
    (``first_divergence``: ``[C6]`` for the checker's known error), and an error if one was
    raised."""
    case = case_of(seed)
    try:
        found = differences(case)
        return case, [f"{d.round} {first_divergence(case, d)}" for d in found], ""
    except Exception as error:  # reported and counted, not raised
        return case, [], f"{type(error).__name__}: {error}"


def judge_theirs(seed: int) -> tuple[Case, list[str], str]:
    """The case, each round of gacrux's pairing of it that this program pairs otherwise
    (gacrux's pairs, then ours), and an error if one was raised."""
    case = case_of(seed)
    lot = Colour.BLACK if seed % 2 else Colour.WHITE
    try:
        found = repaired_differences(case, lot)
        return case, [f"{d.round} gacrux {d.checker} ours {d.ours}" for d in found], ""
    except Exception as error:  # reported and counted, not raised
        return case, [], f"{type(error).__name__}: {error}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument(
        "--direction",
        choices=("ours", "theirs"),
        default="ours",
        help="ours: our events checked by gacrux; theirs: gacrux's pairings re-paired by us",
    )
    args = parser.parse_args()
    theirs = args.direction == "theirs"
    if not AVAILABLE:
        sys.exit("gacrux is not installed (pip install gacrux)")
    rounds = differing_rounds = 0
    differing: list[tuple[Case, list[str]]] = []
    errors: list[tuple[Case, str]] = []
    kinds: Counter[str] = Counter()
    seeds = range(args.start, args.start + args.events)
    with ProcessPoolExecutor(args.jobs) as pool:
        for count, (case, found, error) in enumerate(
            pool.map(judge_theirs if theirs else judge, seeds), start=1
        ):
            kinds[f"{case.colours} {case.scoring}"] += 1
            if error:
                errors.append((case, error))
                print(f"  error {case}: {error}", flush=True)
            else:
                rounds += case.rounds
            if found:
                differing.append((case, found))
                differing_rounds += len(found)
                print(f"  {case}: round {'; round '.join(found)}", flush=True)
            if count % 50 == 0:
                print(
                    f"... {count} events, {rounds} rounds, {differing_rounds} differing, "
                    f"{len(errors)} errors",
                    flush=True,
                )
    done = args.events - len(errors)
    print(f"events: {done} ({', '.join(f'{k}: {n}' for k, n in sorted(kinds.items()))})")
    print(f"rounds: {rounds}")
    print(f"events in full agreement: {done - len(differing)} of {done}")
    who = "this program" if theirs else "the checker"
    print(f"rounds {who} pairs otherwise: {differing_rounds} of {rounds}")
    if not theirs:
        judged = sum(entry.endswith("[C6]") for _, found in differing for entry in found)
        print(f"  of which judged the checker's [C6] departure: {judged}")


if __name__ == "__main__":
    main()
