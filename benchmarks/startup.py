"""Start-up of the command lines (``olympiad``, ``swiss``, the drop-in ``swiss-engine``): the
import time of each, and of pairing one round from a TRF, best of N fresh interpreters,
beside the target (0.15 s for the import on the reference machine: 2 cores). Run:
``python benchmarks/startup.py [--runs N]``."""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.15
DUTCH = "tests/dutch/files/tpn_paired_before_absent_round2.trf"  # a FIDE (Dutch) round 3
CASES = {
    "import olympiad CLI": "import olympiad.edges.cli.main",
    "import swiss CLI": "import individual.edges.cli.main",
    "olympiad pair (107 teams)": (
        "from olympiad.edges.cli.main import main\n"
        "try: main(['pair', 'data/olympiad2026_open_round5_SYNTHETIC.trf'])\n"
        "except SystemExit: pass"
    ),
    "swiss pair (Scotch Cup)": (
        "from individual.edges.cli.main import main\n"
        "try: main(['pair', 'data/individual/scotch_cup_after_round3.trf'])\n"
        "except SystemExit: pass"
    ),
    "import swiss-engine": "import individual.edges.cli.dropin",
    "swiss pair (Dutch, 5 players)": (
        "from individual.edges.cli.main import main\n"
        f"try: main(['pair', {DUTCH!r}])\n"
        "except SystemExit: pass"
    ),
    "swiss-engine -p (Dutch, 5 players)": (
        f"from individual.edges.cli.dropin import main\nmain(['--dutch', {DUTCH!r}, '-p'])"
    ),
}


def best_of(code: str, runs: int) -> float:
    """The shortest wall time of ``code`` in a fresh interpreter, less the interpreter's own
    start-up (``pass``)."""

    def once(source: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", source], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
        return time.perf_counter() - start

    bare = min(once("pass") for _ in range(runs))
    return min(once(code) for _ in range(runs)) - bare


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    print(f"{'case':36} {'seconds':>8}  target")
    for name, code in CASES.items():
        seconds = best_of(code, runs)
        target = f"<= {TARGET:.2f}" if name.startswith("import") else ""
        print(f"{name:36} {seconds:8.3f}  {target}")


if __name__ == "__main__":
    main()
