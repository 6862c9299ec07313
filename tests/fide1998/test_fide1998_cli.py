"""The ``swiss`` command with click's CliRunner: streams, exit codes, files written."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from click.testing import CliRunner

from individual.edges.cli.main import main
from individual.edges.trf.write import format_swiss_trf
from individual.swiss.model import Game
from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from tests.fide1998.test_fide1998_scotch_cup import event_before
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "swiss"
ROUND2 = GOLDEN / "scotch_cup_round2.trf"


def test_pair_prints_the_exchange_format() -> None:
    result = CliRunner().invoke(main, ["pair", "--system", "fide-1998", str(ROUND2)])
    assert result.exit_code == 0, result.output
    assert result.stdout == (GOLDEN / "scotch_cup_round2.out").read_text()


def test_pair_explain_goes_to_stderr_and_output_to_a_file(tmp_path: Path) -> None:
    out = tmp_path / "round2.txt"
    result = CliRunner().invoke(
        main, ["pair", str(ROUND2), "-o", str(out), "--explain", "--system", "fide-1998"]
    )
    assert result.exit_code == 0
    assert result.stdout == ""
    assert "[A.2] order" in result.stderr and "[F.1] order" in result.stderr
    assert out.read_text() == (GOLDEN / "scotch_cup_round2.out").read_text()


def test_pair_absent_player_is_left_out() -> None:
    result = CliRunner().invoke(
        main, ["pair", str(ROUND2), "--absent", "14", "--system", "fide-1998"]
    )
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "7" and lines[-1].endswith(" 0")
    assert all("14" not in line.split() for line in lines[1:])


def test_bad_file_names_line_and_column(tmp_path: Path) -> None:
    bad = tmp_path / "bad.trf"
    bad.write_text(ROUND2.read_text().replace("  2180", "  21x0"))
    result = CliRunner().invoke(main, ["pair", str(bad)])
    assert result.exit_code == 2
    assert "line 7" in result.stderr and "column 49" in result.stderr


def test_unknown_system_is_a_usage_error() -> None:
    result = CliRunner().invoke(main, ["pair", "--system", "dutch-2099", str(ROUND2)])
    assert result.exit_code == 2
    assert "fide-1998" in result.output


def test_generate_is_seeded_and_check_agrees(tmp_path: Path) -> None:
    runner = CliRunner()
    args = ["generate", "--system", "fide-1998", "--players", "21", "--rounds", "6", "--seed", "7"]
    first, second = runner.invoke(main, args), runner.invoke(main, args)
    assert first.exit_code == 0 and first.stdout == second.stdout
    event = tmp_path / "event.trf"
    event.write_text(first.stdout)
    checked = runner.invoke(main, ["check", "--system", "fide-1998", str(event)])
    assert checked.exit_code == 0, checked.output
    assert "6 rounds checked: 0 breaches" in checked.stdout


def test_check_reports_a_rematch(tmp_path: Path) -> None:
    event = event_before(3)
    second = event.rounds[1]
    games = tuple(g for g in second.games if {g.white, g.black} not in ({1, 4}, {13, 8}))
    games += (Game(1, 8, GameScore.WIN), Game(4, 13, GameScore.DRAW))
    rounds = (event.rounds[0], replace(second, games=games))
    path = tmp_path / "rematch.trf"
    path.write_text(format_swiss_trf(replace(event, rounds=rounds), Colour.BLACK))
    result = CliRunner().invoke(main, ["check", str(path), "--system", "fide-1998"])
    assert result.exit_code == 1
    assert "round 2: [B.1a] 1-8 met before" in result.stdout
    assert "1 breach of absolute criteria" in result.stdout
