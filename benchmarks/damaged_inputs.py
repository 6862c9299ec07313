"""Damaged TRF files by the thousand (issue 18, item 8): the seeded damage of
``tests/trf/test_damaged_input.py`` (truncated, random bytes, unicode digits, misaligned
columns, huge numbers, junk in a field, very long lines) run through ``swiss pair`` and
``olympiad pair``; prints, per command and damage, how many were rejected (exit 2 naming the
file), accepted (exit 0), ended otherwise (a traceback, another exit) or took over 5 s.
Run: ``python benchmarks/damaged_inputs.py [--files N] [--seed S]``."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad
from tests.trf.test_damaged_input import DAMAGE, TEAM, individual

SLOW = 5.0


def outcome(folder: Path, command: object, data: str | bytes) -> str:
    """How one damaged file ends: rejected, accepted, slow, wrote, or the failure."""
    path = folder / "event.trf"
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    before = sorted(folder.iterdir())
    started = time.monotonic()
    result = CliRunner().invoke(command, ["pair", str(path)])  # type: ignore[arg-type]
    took = time.monotonic() - started
    if sorted(folder.iterdir()) != before:
        return "wrote a file"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        return f"traceback {type(result.exception).__name__}"
    if took > SLOW:
        return "slow"
    if result.exit_code == 2 and str(path) in result.output:
        return "rejected"
    return "accepted" if result.exit_code == 0 else f"exit {result.exit_code}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=3000, help="damaged files per command")
    parser.add_argument("--seed", type=int, default=18)
    args = parser.parse_args()
    counts: Counter[tuple[str, str, str]] = Counter()
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder:
        for name, command, base in (("swiss", swiss, individual()), ("olympiad", olympiad, TEAM)):
            for n in range(args.files):
                rng = random.Random(args.seed * 1_000_003 + n)
                damage = DAMAGE[n % len(DAMAGE)]
                got = outcome(Path(folder), command, damage(rng, base))
                counts[(name, damage.__name__.strip("_"), got)] += 1
    for (name, kind, got), count in sorted(counts.items()):
        print(f"{name:9} {kind:14} {got:28} {count:6d}")
    bad = sum(c for (_, _, got), c in counts.items() if got not in ("rejected", "accepted"))
    print(f"{sum(counts.values())} runs in {time.monotonic() - started:.0f} s; {bad} bad")


if __name__ == "__main__":
    main()
