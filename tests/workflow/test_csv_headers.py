"""A column has one name in every file a program reads (``individual.vocabulary.headers``):
``standings --csv`` and the bulletin's downloads (CSV and Excel) of the same event head
the same column alike, on both command lines, and the two sides' downloads name a column
they share (the rank, the number, the points, a player's games and rating change) alike.
Before, ``standings --csv`` wrote ``Rank,No,Name,PTS`` where the downloads wrote
``Rk,No.,Player,Pts``, and a team's ``players.csv`` ``G`` and ``Chg`` where an individual
event's wrote ``Games`` and ``Change``."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.standings.test_standings_command import olympiad
from tests.swiss_workbook import swiss, two_rounds_played

TEAM_ONLY = {"Team", "Bd"}
"""The columns only a team event's players download has: the team, the board."""


def _header(text: str) -> list[str]:
    return next(csv.reader(io.StringIO(text)))


def _excel_header(path: Path) -> list[str]:
    sheet = openpyxl.load_workbook(path, read_only=True).active
    return [str(c.value) for c in next(sheet.iter_rows())]


def _downloads(site: Path) -> dict[str, list[str]]:
    """Each download's header, CSV and Excel (which must agree)."""
    found = {}
    for name in ("standings", "crosstable", "players"):
        header = _header((site / f"{name}.csv").read_text("utf-8"))
        assert _excel_header(site / f"{name}.xlsx") == header, name
        found[name] = header
    return found


def _in_order(part: list[str], whole: list[str]) -> bool:
    """Every column of ``part`` is a column of ``whole``, in the same order."""
    rest = iter(whole)
    return all(column in rest for column in part)


@pytest.fixture(scope="module")
def swiss_event(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict[str, list[str]]]:
    folder = tmp_path_factory.mktemp("swiss")
    event = two_rounds_played(folder, "--system", "fide-dutch-2026", "--tiebreaks", "DE BH ARO")
    printed = swiss("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    assert swiss("bulletin", event, folder / "site").exit_code == 0
    return _header(printed.stdout), _downloads(folder / "site")


@pytest.fixture(scope="module")
def team_event(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], dict[str, list[str]]]:
    folder = tmp_path_factory.mktemp("team")
    path = folder / "teams.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "--seed", 3, "-o", path)
    assert made.exit_code == 0, made.output
    printed = olympiad("standings", path, "--csv")
    assert printed.exit_code == 0, printed.output
    assert olympiad("bulletin", path, folder / "site").exit_code == 0
    return _header(printed.stdout), _downloads(folder / "site")


@pytest.mark.parametrize("side", ["swiss_event", "team_event"])
def test_standings_csv_and_the_downloads_head_a_column_alike(
    side: str, request: pytest.FixtureRequest
) -> None:
    """Every column of ``standings --csv`` is found, by the same name and in the same
    order, in the bulletin's standings download; the crosstable download names the rank,
    the number and the name alike."""
    command_line, downloads = request.getfixturevalue(side)
    assert _in_order(command_line, downloads["standings"]), (command_line, downloads)
    assert _in_order(command_line[:3], downloads["crosstable"]), (command_line, downloads)


def test_both_sides_name_the_columns_they_share_alike(
    swiss_event: tuple[list[str], dict[str, list[str]]],
    team_event: tuple[list[str], dict[str, list[str]]],
) -> None:
    """The rank and the number head every standings file of both sides alike; a team
    event's players download has the individual one's columns, by the same names, beside
    the team and the board (and the rounds)."""
    firsts = {tuple(h[:2]) for side in (swiss_event, team_event)
              for h in (side[0], *side[1].values()) if h is not side[1]["players"]}  # fmt: skip
    assert len(firsts) == 1, firsts
    team_players = team_event[1]["players"]
    shared = [h for h in team_players if h not in TEAM_ONLY and not re.fullmatch(r"R\d+", h)]
    assert _in_order(shared, swiss_event[1]["players"]), (team_players, swiss_event[1]["players"])
