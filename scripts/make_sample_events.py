"""Make the 2026 Olympiad Open sample events in ``data/`` from the registered rosters.

- ``olympiad2026_open_round1.trf``: the 107 teams of
  ``olympiad2026_open_rosters_teams001-107.csv`` (team numbers and board order as in the
  CSV), no round played, 11 rounds planned, team 1 has white on board 1 (``XXC white1``).
- ``olympiad2026_open_round5_SYNTHETIC.trf``: the same teams after four rounds paired by
  ``olympiad.engine.pairing.pair_round`` with random results (``olympiad.simulate``, seed
  ``SEED``, a team does not appear with probability ``NO_SHOW``). Not real results.

Seeded: running it again writes the same bytes. Usage:
``python scripts/make_sample_events.py [--out DIR]`` (default: the repository's ``data/``).
"""

from __future__ import annotations

import argparse
import csv
import random
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # runnable from a checkout without installing

from individual.vocabulary.colour import Colour  # noqa: E402
from individual.vocabulary.player import Player  # noqa: E402
from olympiad.edges.trf.write import format_team_trf, write_team_trf  # noqa: E402
from olympiad.engine.model import Event, Team  # noqa: E402
from olympiad.simulate import play_event  # noqa: E402
from rulesets.olympiad_2012 import OLYMPIAD_2012  # noqa: E402

ROSTERS = ROOT / "data" / "olympiad2026_open_rosters_teams001-107.csv"
ROUND_ONE = "olympiad2026_open_round1.trf"
ROUND_FIVE = "olympiad2026_open_round5_SYNTHETIC.trf"
NAME = "46th Chess Olympiad 2026, Open"
SEED = 2026
NO_SHOW = 0.02
PLAYED = 4
LOT = Colour.WHITE


def read_rosters(path: Path) -> tuple[Team, ...]:
    """The teams of the roster CSV by team number, players in board order; a rating of 0
    or none leaves the player unrated."""
    with path.open(encoding="utf-8", newline="") as rows:
        players: dict[tuple[int, str], list[tuple[int, Player]]] = {}
        for row in csv.DictReader(rows):
            rating = int(row["rating"] or 0) or None
            player = Player(row["name"], rating, row["title"])
            players.setdefault((int(row["team_no"]), row["team"]), []).append(
                (int(row["board"]), player)
            )
    return tuple(
        Team(number, name, tuple(p for _, p in sorted(board_order, key=lambda b: b[0])))
        for (number, name), board_order in sorted(players.items())
    )


def round_one(teams: tuple[Team, ...]) -> Event:
    return Event(NAME, teams, OLYMPIAD_2012, total_rounds=11)


def round_five(event: Event) -> Event:
    """Four rounds paired by the engine, with seeded random results and a few no-shows."""
    played, _ = play_event(event, random.Random(SEED), PLAYED, NO_SHOW, LOT)
    name = (
        f"{NAME} - SYNTHETIC: rounds 1-{PLAYED} paired by olympiad-pairings with random "
        f"results (seed {SEED}, no-show rate {NO_SHOW}), not the real results"
    )
    return Event(name, played.teams, played.ruleset, played.rounds, played.total_rounds)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "data", help="folder to write to")
    out: Path = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    first = round_one(read_rosters(ROSTERS))
    for name, event in ((ROUND_ONE, first), (ROUND_FIVE, round_five(first))):
        write_team_trf(out / name, format_team_trf(event, LOT))
        print(f"wrote {out / name}")


if __name__ == "__main__":
    main()
