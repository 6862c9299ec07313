"""The 2026 Olympiad Open sample events in ``data/`` (made by
``scripts/make_sample_events.py``): what they hold, that ``olympiad pair`` pairs them,
and that the script writes them again byte for byte."""

from __future__ import annotations

import csv
import subprocess
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from individual.vocabulary.colour import Colour
from olympiad.edges.cli.main import main
from olympiad.edges.trf.read import TeamTrf, read_team_trf
from olympiad.engine.scores import team_records
from tests.paths import ROOT

DATA = ROOT / "data"
ROSTERS = DATA / "olympiad2026_open_rosters_teams001-107.csv"
ROUND_ONE = DATA / "olympiad2026_open_round1.trf"
ROUND_FIVE = DATA / "olympiad2026_open_round5_SYNTHETIC.trf"
SCRIPT = ROOT / "scripts" / "make_sample_events.py"
FLOOR = 1400  # art. 7


def rosters() -> dict[int, list[dict[str, str]]]:
    """The CSV's rows by team number, in board order."""
    teams: dict[int, list[dict[str, str]]] = defaultdict(list)
    with ROSTERS.open(encoding="utf-8", newline="") as rows:
        for row in csv.DictReader(rows):
            teams[int(row["team_no"])].append(row)
    return {n: sorted(rows, key=lambda r: int(r["board"])) for n, rows in teams.items()}


def pairing_numbers_from_the_csv() -> dict[int, int]:
    """Arts. 7-9, computed here from the ratings: average of the four highest (unrated at
    the floor), then the fifth player's rating, then the team name."""

    def key(team: int) -> tuple[Fraction, int, str]:
        rows = rosters()[team]
        ratings = sorted((int(r["rating"] or 0) or FLOOR for r in rows), reverse=True)
        fifth = ratings[4] if len(ratings) > 4 else 0
        return -Fraction(sum(ratings[:4]), len(ratings[:4])), -fifth, rows[0]["team"].casefold()

    order = sorted(rosters(), key=key)
    return {team: number for number, team in enumerate(order, start=1)}


def pair(path: Path, *options: str) -> tuple[Result, list[tuple[int, int]], int | None]:
    """``olympiad pair``: the result, its matches and its bye."""
    result = CliRunner().invoke(main, ["pair", str(path), *options])
    assert result.exit_code == 0, result.stderr
    count, *lines = result.stdout.splitlines()
    pairs = [(int(a), int(b)) for a, b in (line.split() for line in lines)]
    assert int(count) == len(pairs)
    byes = [a for a, b in pairs if b == 0]
    assert len(byes) <= 1
    return result, [p for p in pairs if p[1] != 0], byes[0] if byes else None


@pytest.fixture(scope="module")
def round_one() -> TeamTrf:
    return read_team_trf(ROUND_ONE)


@pytest.fixture(scope="module")
def round_five() -> TeamTrf:
    return read_team_trf(ROUND_FIVE)


def test_round_one_holds_the_registered_rosters(round_one: TeamTrf) -> None:
    event = round_one.event
    assert (event.rounds, event.total_rounds, round_one.lot) == ((), 11, Colour.WHITE)
    assert event.ruleset.boards == 4 and round_one.absent == frozenset()
    expected = rosters()
    assert [t.number for t in event.teams] == sorted(expected) == list(range(1, 108))
    for team in event.teams:
        rows = expected[team.number]
        assert team.name == rows[0]["team"]
        # TRF's name columns hold 33 characters: three long names are cut.
        assert [p.name for p in team.players] == [r["name"][:33] for r in rows]
        assert [p.rating for p in team.players] == [int(r["rating"] or 0) or None for r in rows]
        assert [p.title for p in team.players] == [r["title"] for r in rows]
    assert len(event.team(83).players) == 4


def test_round_one_pairs_53_matches_and_gives_the_last_ranked_team_the_bye() -> None:
    """Art. 12: the bye goes to the last-ranked team; art. 36: the others, one score group,
    pair top half against bottom half; art. 21: the lot gives pairing number 1 white."""
    result, matches, bye = pair(ROUND_ONE, "--explain")
    numbers = pairing_numbers_from_the_csv()
    last = max(numbers, key=numbers.__getitem__)
    assert len(matches) == 53 and bye == last
    halves = sorted(sorted((numbers[a], numbers[b])) for a, b in matches)
    assert halves == [[k, k + 53] for k in range(1, 54)]
    first = next(m for m in matches if numbers[m[0]] == 1 or numbers[m[1]] == 1)
    assert numbers[first[0]] == 1  # XXC white1
    assert f"[12] bye: team {last} gets the bye" in result.stderr


def test_round_five_is_marked_synthetic(round_five: TeamTrf) -> None:
    event = round_five.event
    assert "SYNTHETIC" in event.name and "not the real results" in event.name
    assert len(event.rounds) == 4 and event.total_rounds == 11
    assert event.teams == read_team_trf(ROUND_ONE).event.teams
    assert all(r.bye is not None and len(r.matches) == 53 for r in event.rounds)
    assert any(m.no_show for r in event.rounds for m in r.matches)


def test_round_five_pairs_every_team_once(round_five: TeamTrf) -> None:
    _, matches, bye = pair(ROUND_FIVE)
    assert len(matches) == 53 and bye is not None
    paired = sorted([t for m in matches for t in m] + [bye])
    assert paired == [t.number for t in round_five.event.teams]
    records = team_records(round_five.event)
    assert not any(b in records[a].opponents for a, b in matches)  # art. 16a
    assert not records[bye].scored_without_playing  # arts. 12, 16b


def test_the_script_writes_the_same_files(tmp_path: Path) -> None:
    """Seeded and deterministic. If this fails after a change to the engine, run
    ``python scripts/make_sample_events.py`` and commit the new files."""
    subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(tmp_path)], check=True, capture_output=True
    )
    for path in (ROUND_ONE, ROUND_FIVE):
        assert (tmp_path / path.name).read_bytes() == path.read_bytes(), path.name
