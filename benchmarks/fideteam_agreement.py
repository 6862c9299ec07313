"""Agreement of the C.04.6 engine (``fide-team-2026``) with FIDE's checker, gacrux.

    python benchmarks/fideteam_agreement.py                    # 1,000 events, 4 processes
    python benchmarks/fideteam_agreement.py --events 200 --start 5000 --jobs 8

Each event is seeded (``tests.fideteam.gacrux_oracle.Case``): a colour model and a scoring
variant drawn at random, 8 to 60 teams, 5 to 11 rounds (fewer than the teams), 3 % absences
and 2 % forfeits, every round paired by this program and written as TRF-26; the checker
(``python -m gacrux.pairingchecker -i FILE -m fideteam-<colours>-<scoring> -c``) re-pairs
every round. Printed: the events and rounds, those the checker pairs otherwise, and each
differing round with the bracket where the checker's pairing first leaves ours, judged by
the text: ``[C6]`` when its upfloaters leave the following scoregroup unpairable in its own
bracket and ours do not (the checker's error, docs/c046_swiss_team.md "Cross-check with
gacrux"), else what differs.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.fideteam.gacrux_oracle import AVAILABLE, Case, differences, first_divergence

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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=1000)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    parser.add_argument("--jobs", type=int, default=4)
    args = parser.parse_args()
    if not AVAILABLE:
        sys.exit("gacrux is not installed (pip install gacrux)")
    rounds = differing_rounds = 0
    differing: list[tuple[Case, list[str]]] = []
    errors: list[tuple[Case, str]] = []
    kinds: Counter[str] = Counter()
    seeds = range(args.start, args.start + args.events)
    with ProcessPoolExecutor(args.jobs) as pool:
        for case, found, error in pool.map(judge, seeds):
            kinds[f"{case.colours} {case.scoring}"] += 1
            if error:
                errors.append((case, error))
                continue
            rounds += case.rounds
            if found:
                differing.append((case, found))
                differing_rounds += len(found)
    done = args.events - len(errors)
    print(f"events: {done} ({', '.join(f'{k}: {n}' for k, n in sorted(kinds.items()))})")
    print(f"rounds: {rounds}")
    print(f"events in full agreement: {done - len(differing)} of {done}")
    print(f"rounds the checker pairs otherwise: {differing_rounds} of {rounds}")
    kinds_found = Counter(
        "[C6]" if entry.endswith("[C6]") else "other" for _, found in differing for entry in found
    )
    print(
        f"  of which the checker breaks [C6]: {kinds_found['[C6]']}; other: {kinds_found['other']}"
    )
    for case, found in differing:
        print(f"  {case}: round {'; round '.join(found)}")
    for case, error in errors:
        print(f"  error {case}: {error}")


if __name__ == "__main__":
    main()
