"""Make the individual sample roster ``data/individual/chennai2022_board1_roster.xlsx``.

The players are real: the 40 players of boards 1 in round 1, tables 1-20, of the 44th
Chess Olympiad (Chennai 2022, Open), as the shared reference PGN records them (name,
title, rating, FIDE ID; the team as the club). They never played this individual event:
it is a sample for ``swiss init``. The requested byes (three players) are SYNTHETIC, and
the layout is deliberately loose (a banner row, ``Elo``, ``FIDE-ID``, ``Byes`` labels).

Usage: ``python scripts/make_individual_sample.py PGN [--out FILE]``; the same PGN gives
the same cells (the file's bytes differ by the zip entries' times).
"""

from __future__ import annotations

import argparse
import re
from datetime import datetime
from pathlib import Path

import openpyxl

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "data" / "individual" / "chennai2022_board1_roster.xlsx"
TABLES = 20
BYES = {3: "4", 17: "2, 6Z", 28: "5"}  # roster row (1-based) -> requested byes, SYNTHETIC
_TAG = re.compile(r'^\[(\w+) "(.*)"\]$')


def board_one_players(pgn: Path) -> list[dict[str, str]]:
    """White then black of round 1, board 1, tables 1 to ``TABLES``, in table order."""
    players: list[dict[str, str]] = []
    tags: dict[str, str] = {}
    for line in pgn.read_text(encoding="utf-8").splitlines():
        found = _TAG.match(line.strip())
        if found:
            tags[found.group(1)] = found.group(2)
            continue
        if line.strip() and tags:
            table = tags.get("Round", "")
            if table.startswith("1.") and tags.get("Board") == "1" and int(table[2:]) <= TABLES:
                players += [_player(tags, side) for side in ("White", "Black")]
            tags = {}
    return players


def _player(tags: dict[str, str], side: str) -> dict[str, str]:
    return {
        "name": tags[side],
        "title": tags.get(f"{side}Title", ""),
        "rating": tags.get(f"{side}Elo", ""),
        "fide_id": tags.get(f"{side}FideId", ""),
        "team": tags.get(f"{side}Team", ""),
    }


def write_roster(players: list[dict[str, str]], out: Path) -> None:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Entries"
    sheet.append(["Sample open (players of the 44th Olympiad, Chennai 2022, board 1)"])
    sheet.append([])
    sheet.append(["Player", "Title", "FIDE-ID", "Elo", "Club", "School", "Byes"])
    for row, p in enumerate(players, start=1):
        rating = int(p["rating"]) if p["rating"].isdigit() else None
        sheet.append([p["name"], p["title"], p["fide_id"], rating, p["team"], None,
                      BYES.get(row)])  # fmt: skip
    stamp = datetime(2026, 1, 1)
    book.properties.created = book.properties.modified = stamp
    book.save(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pgn", type=Path)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    players = board_one_players(args.pgn)
    write_roster(players, args.out)
    print(f"{args.out}: {len(players)} players")


if __name__ == "__main__":
    main()
