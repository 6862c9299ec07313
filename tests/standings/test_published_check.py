"""``check`` on a TRF verifies its published standings (issue 30): the points and ranks of
the 001 records (individual) or the 310 records (teams) against the standings by the
file's tie-break list (record 202), as FIDE's tie-break checker (gacrux ``-c``) does, and
names the first tie-break that decides each difference. The files the project writes pass
both checkers; a hand-altered one fails both, ours naming the deciding tie-break that
gacrux's values show."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from click.testing import Result

from tests.standings.c07_oracle import checker
from tests.standings.test_standings_command import gacrux, olympiad, swiss
from tests.swiss_workbook import two_rounds_played

SWISS_LIST = ["BH/C1", "SB", "WIN"]
TEAM_LIST = ["EMGSB/C1", "BH:MP/C1"]


def gacrux_check(path: Path, tiebreaks: list[str], rounds: int) -> bool:
    """FIDE's tie-break checker on ``path``: whether the published ranks are its own."""
    return bool(checker(path, tiebreaks, rounds, swiss=False, check=True).checked)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _swap_ranks(
    lines: list[str], kind: str, first: int, last: int, values: dict[int, list[Decimal]]
) -> tuple[int, int, int]:
    """Swap the published ranks of two records of ``kind`` equal on the first value
    (points) but not on every one (``values`` by gacrux, by the record's number in columns
    ``first``-``last``); their line numbers (1-based) and the index of the first value
    that separates them."""
    at = {int(line[first - 1 : last]): i for i, line in enumerate(lines) if line[:3] == kind}
    rank = (86, 89) if kind == "001" else (69, 71)
    pairs = [
        (a, b)
        for a in at
        for b in at
        if a < b and values[a][0] == values[b][0] and values[a] != values[b]
    ]
    a, b = pairs[0]
    decided = next(i for i, (x, y) in enumerate(zip(values[a], values[b], strict=True)) if x != y)
    la, lb = lines[at[a]], lines[at[b]]
    ra, rb = la[rank[0] - 1 : rank[1]], lb[rank[0] - 1 : rank[1]]
    assert ra != rb
    lines[at[a]] = la[: rank[0] - 1] + rb + la[rank[1] :]
    lines[at[b]] = lb[: rank[0] - 1] + ra + lb[rank[1] :]
    return at[a] + 1, at[b] + 1, decided


@pytest.fixture(scope="module")
def swiss_export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("swiss")
    event = two_rounds_played(folder, "--tiebreaks", ",".join(SWISS_LIST))
    out = folder / "out.trf"
    assert swiss("export-trf", event, out).exit_code == 0
    return out


@pytest.fixture(scope="module")
def team_trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated C.04.6 event ranked by match points alone, its record 202 replaced by
    ``TEAM_LIST`` and its 310 ranks by our standings for that list (gacrux agrees below)."""
    path = tmp_path_factory.mktemp("team") / "event.trf"
    result = olympiad("generate", "--teams", 12, "--rounds", 5, "--seed", 11, "--scoring", "mp",
                      "--ruleset", "fide-team-2026", "-o", path)  # fmt: skip
    assert result.exit_code == 0, result.output
    lines = [line for line in _lines(path) if line[:3] != "202"]
    lines.insert(1, f"202 {','.join(TEAM_LIST)}")
    _write(path, lines)
    rows = csv.DictReader(io.StringIO(olympiad("standings", path, "--csv").output))
    rank = {int(row["No."]): int(row["Rank"]) for row in rows}
    lines = [
        line[:68] + f"{rank[int(line[4:7])]:>3}" + line[71:] if line[:3] == "310" else line
        for line in lines
    ]
    return _write(path, lines)


def test_written_standings_pass_both_checkers(swiss_export: Path, team_trf: Path) -> None:
    result = swiss("check", swiss_export)
    assert result.exit_code == 0, result.output
    assert "published" not in result.output
    assert gacrux_check(swiss_export, ["PTS", *SWISS_LIST], rounds=2)


def _swapped_ranks_reported(
    check: Callable[..., Result],
    path: Path,
    kind: str,
    numbers: tuple[int, int],
    tiebreaks: list[str],
    rounds: int,
    names: list[str],
    folder: Path,
) -> tuple[list[str], int]:
    """Swap the ranks of two entrants equal on points but not on every tie-break (by
    gacrux's values): gacrux's check fails, ours reports both lines, each decided by the
    first column where gacrux's values differ; the lines and the first swapped line."""
    values = gacrux(path, tiebreaks, rounds=rounds)
    lines = _lines(path)
    first, second, decided = _swap_ranks(lines, kind, *numbers, values)
    altered = _write(folder / "altered.trf", lines)
    assert not gacrux_check(altered, tiebreaks, rounds=rounds)
    result = check("check", altered)
    assert result.exit_code == 1, result.output
    reported = [line for line in result.output.splitlines() if "published rank" in line]
    assert [int(line.split(":")[0].split()[1]) for line in reported] == [first, second]
    assert all(f"decided by {names[decided]} (" in line for line in reported), reported
    return lines, first


def test_swiss_hand_altered_ranks_and_points(swiss_export: Path, tmp_path: Path) -> None:
    gacrux_list, names = ["PTS", *SWISS_LIST], ["PTS", *SWISS_LIST]
    lines, first = _swapped_ranks_reported(
        swiss, swiss_export, "001", (5, 8), gacrux_list, 2, names, tmp_path
    )
    assert "2 from the published standings" in swiss("check", tmp_path / "altered.trf").output
    wrong = Decimal(lines[first - 1][80:84]) + 1
    lines[first - 1] = lines[first - 1][:80] + f"{wrong:4.1f}" + lines[first - 1][84:]
    result = swiss("check", _write(tmp_path / "points.trf", lines))
    assert result.exit_code == 1
    assert f"line {first}: player" in result.output
    assert (
        f"published {wrong.normalize():f} PTS, the games give {(wrong - 1).normalize():f}"
        in result.output
    )


def test_team_hand_altered_ranks_and_points(team_trf: Path, tmp_path: Path) -> None:
    result = olympiad("check", team_trf)
    assert result.exit_code == 0, result.output
    assert "published" not in result.output
    assert gacrux_check(team_trf, ["MPTS", *TEAM_LIST], rounds=5)
    lines, first = _swapped_ranks_reported(
        olympiad, team_trf, "310", (5, 7), ["MPTS", *TEAM_LIST], 5, ["MP", *TEAM_LIST], tmp_path
    )
    lines[first - 1] = lines[first - 1][:54] + "  99.0" + lines[first - 1][60:]
    result = olympiad("check", _write(tmp_path / "points.trf", lines))
    assert result.exit_code == 1
    assert f"line {first}: team" in result.output and "published 99 MP" in result.output
