"""The demonstration the README starts with: a copy of the 2026 Olympiad Open rosters in
a folder of its own, a workbook made from it, rounds paired with simulated results typed
into the round sheets as an organiser would, and a bulletin.

Nothing in the repository is written: the roster is copied into the output folder first.
``type_results`` is also what tests use to fill a round sheet.
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Callable
from pathlib import Path

from individual.edges.workbook.file import save_workbook
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError
from olympiad.edges.workbook.actions import create_event, new_workbook, pair_workbook
from olympiad.edges.workbook.book import open_tournament
from olympiad.edges.workbook.rounds import set_results
from olympiad.edges.workbook.settings import Settings, round_sheet_name
from olympiad.engine.model import Round, Team
from olympiad.simulate import random_results

DATA = Path(__file__).resolve().parents[3] / "data"
ROSTERS = ("olympiad2026_open_rosters_clean.xlsx", "olympiad2026_open_rosters_teams001-107.csv")
NAME = "46th Chess Olympiad 2026, Open (demo: simulated results)"
WORKBOOK = "olympiad2026_demo.xlsx"
SEED = 2026
NO_SHOW = 0.02


def roster_source() -> Path:
    """The sample roster shipped in ``data/``: the workbook if there is one, else the CSV."""
    for name in ROSTERS:
        if (DATA / name).is_file():
            return DATA / name
    raise InputError(f"no sample roster in {DATA} ({' or '.join(ROSTERS)})")


def start_demo(
    outdir: Path, read_roster: Callable[[Path, int, int], tuple[Team, ...]]
) -> tuple[Path, Path]:
    """Copy the roster into ``outdir`` and create the workbook there; their paths."""
    outdir.mkdir(parents=True, exist_ok=True)
    workbook = outdir / WORKBOOK
    if workbook.exists():
        raise InputError("exists already: give the demo an empty folder", str(workbook))
    roster = outdir / roster_source().name
    shutil.copyfile(roster_source(), roster)
    teams = read_roster(roster, 4, 1)
    settings = Settings(NAME, rounds=11, boards=4, lot=Colour.WHITE)
    create_event(workbook, new_workbook(settings, teams, roster.name), force=False)
    return workbook, roster


def play_round(workbook: Path, rnd: random.Random) -> Round:
    """Pair the next round and type simulated results into its sheet."""
    pairing = pair_workbook(workbook).pairing
    results = random_results(pairing, rnd, 4, no_show=NO_SHOW)
    type_results(workbook, results)
    return results


def type_results(path: Path, results: Round) -> None:
    """Type the results of ``results`` into its round sheet, as an organiser would: board
    results from the first team's side, a no-show marker in the match row."""
    workbook, tournament = open_tournament(path)
    sheet = tournament.rounds[results.number - 1]
    rows = dict(zip((m.teams for m in sheet.round.matches), sheet.match_rows, strict=True))
    cells: list[tuple[int, str]] = []
    for match in results.matches:
        row = rows[match.teams]
        if match.no_show:
            absent = (match.first in match.no_show, match.second in match.no_show)
            cells.append((row, _marker(*absent)))
            continue
        cells += [(row + b, game.value) for b, game in enumerate(match.games, start=1)]
    set_results(workbook[round_sheet_name(results.number)], cells)
    save_workbook(workbook, path)


def _marker(first_absent: bool, second_absent: bool) -> str:
    if first_absent and second_absent:
        return "-/-"
    return "-/+" if first_absent else "+/-"
