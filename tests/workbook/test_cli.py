"""The ``olympiad`` command line, run with click's CliRunner: output streams, exit codes,
and that a command never writes a file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from individual.vocabulary.colour import Colour
from olympiad.edges.cli.main import main
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.pairing import pair_round
from tests.paths import ROOT, TESTS
from tests.swiss_workbook import plan_rounds

FIXTURES = TESTS / "fixtures"
FOUR_TEAMS = FIXTURES / "hand_four_teams.trf"
ROUND_ONE = FIXTURES / "hand_round_one.trf"
FIDETEAM = ROOT / "data" / "fideteam_nocolor.trf"
FRIENDSHIP = ROOT / "data" / "friendship-cup-2024" / "friendship_cup_2024.trf"


def run(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def one_more_round(path: Path, folder: Path) -> Path:
    """A copy of the TRF ``path`` in ``folder`` with one round more planned (records 142 and
    XXR) than it has paired: ``pair`` does not pair past the last round."""
    copy = Path(shutil.copy(path, folder / path.name))
    return plan_rounds(copy, len(read_team_trf(path).event.rounds) + 1)


@pytest.fixture
def fideteam(tmp_path: Path) -> Path:
    """``FIDETEAM`` (its 7 rounds all paired) with an eighth planned."""
    return one_more_round(FIDETEAM, tmp_path)


def exchange(stdout: str) -> tuple[list[tuple[int, int]], int | None]:
    """The matches and the bye of an exchange-format answer, checking its count line."""
    count, *lines = stdout.splitlines()
    assert int(count) == len(lines)
    pairs = [(int(a), int(b)) for a, b in (line.split() for line in lines)]
    byes = [a for a, b in pairs if b == 0]
    return [p for p in pairs if p[1] != 0], byes[0] if byes else None


def test_help_lists_the_commands() -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert "pair" in result.stdout and "standings" in result.stdout


@pytest.mark.parametrize("path", [FIDETEAM, FOUR_TEAMS, ROUND_ONE], ids=lambda p: p.stem)
def test_pair_pairs_every_present_team_once(path: Path, tmp_path: Path) -> None:
    path = one_more_round(path, tmp_path) if path == FIDETEAM else path
    result = run("pair", str(path))
    assert result.exit_code == 0, result.stderr
    said = result.stderr.splitlines()  # at most the note on a file without record 192
    assert said == [] or (len(said) == 1 and "read under olympiad-2012" in said[0]), said
    matches, bye = exchange(result.stdout)
    trf = read_team_trf(path)
    present = {t.number for t in trf.event.teams} - trf.absent
    paired = [t for m in matches for t in m] + ([bye] if bye is not None else [])
    assert sorted(paired) == sorted(present)


def test_pair_matches_the_engine(fideteam: Path) -> None:
    trf = read_team_trf(fideteam)
    pairing = pair_round(trf.event, absent=trf.absent, lot=trf.lot)
    matches, bye = exchange(run("pair", str(fideteam)).stdout)
    assert matches == [(m.first, m.second) for m in pairing.matches]
    assert bye == pairing.bye


def test_explain_goes_to_stderr() -> None:
    plain, explained = run("pair", str(FOUR_TEAMS)), run("pair", str(FOUR_TEAMS), "--explain")
    assert explained.exit_code == 0
    assert explained.stdout == plain.stdout
    trf = read_team_trf(FOUR_TEAMS)
    trail = pair_round(trf.event, absent=trf.absent, lot=trf.lot).trail
    said = explained.stderr.splitlines()  # after the note: the file has no record 192
    assert said[0].startswith(f"note: {FOUR_TEAMS}: no record 192")
    assert said[1:] == trail.lines()
    assert any(line.startswith("[45]") for line in explained.stderr.splitlines())


def test_absent_option_adds_to_the_file(fideteam: Path) -> None:
    result = run("pair", str(fideteam), "--absent", "3", "--absent", "7")
    assert result.exit_code == 0, result.stderr
    matches, bye = exchange(result.stdout)
    teams = {t for m in matches for t in m} | {bye}
    assert teams == set(range(1, 10)) - {3, 7}


def test_absent_must_name_a_team(fideteam: Path) -> None:
    result = run("pair", str(fideteam), "--absent", "42")
    assert result.exit_code == 2
    assert "no team 42" in result.stderr and result.stdout == ""


@pytest.mark.parametrize(
    ("lot", "colour"), [(None, Colour.WHITE), ("white", Colour.WHITE), ("black", Colour.BLACK)]
)
def test_lot_gives_team_one_its_round_one_colour(lot: str | None, colour: Colour) -> None:
    """Art. 21: the file says XXC white1; --lot overrides it before round 1 (said). Team 1
    has the highest ratings, so pairing number 1, and its board-1 colour is the lot."""
    result = run("pair", str(ROUND_ONE), *(["--lot", lot] if lot else []))
    assert result.exit_code == 0, result.stderr
    matches, _ = exchange(result.stdout)
    (match,) = [m for m in matches if 1 in m]
    assert (match[0] == 1) == (colour is Colour.WHITE)


def test_broken_file_exits_2_with_located_errors(tmp_path: Path) -> None:
    broken = tmp_path / "broken.trf"
    lines = FOUR_TEAMS.read_text().splitlines()
    number = next(i for i, line in enumerate(lines) if line.startswith("001    1"))
    lines[number] = lines[number][:98] + "x" + lines[number][99:]
    broken.write_text("\n".join(lines) + "\n")
    result = run("pair", str(broken))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert f"broken.trf, line {number + 1}, column 99: round 1 result" in result.stderr


def test_unpairable_round_exits_3() -> None:
    # Team 4 is absent in the file; without team 2, teams 1 and 3 are left and have met.
    result = run("pair", str(FOUR_TEAMS), "--absent", "2")
    assert result.exit_code == 3
    assert result.stdout == "" and "16a" in result.stderr


def test_missing_file_is_a_usage_error() -> None:
    result = run("pair", "no-such-file.trf")
    assert result.exit_code == 2 and "does not exist" in result.stderr


def test_commands_write_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    one_more_round(FRIENDSHIP, tmp_path).rename(tmp_path / "event.trf")
    monkeypatch.chdir(tmp_path)

    def snapshot() -> dict[Path, tuple[bytes, int]]:
        return {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in tmp_path.rglob("*")}

    before = snapshot()
    for args in (["pair", "event.trf", "--explain"], ["standings", "event.trf"]):
        assert run(*args).exit_code == 0
    assert snapshot() == before


def test_standings_prints_one_row_per_team() -> None:
    result = run("standings", str(FRIENDSHIP))
    assert result.exit_code == 0, result.stderr
    header, *rows = result.stdout.splitlines()
    assert header.split()[:4] == ["Rk", "No.", "Team", "MP"]
    assert len(rows) == 15
    # ΟΑΑΗ (team 3) alone has 11 MP, the most, as in the official standings.
    assert rows[0].split()[:4] == ["1", "3", "ΟΑΑΗ", "11"]
    assert rows[0].split()[-1] == "4-3-0"
