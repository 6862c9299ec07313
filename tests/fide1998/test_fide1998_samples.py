"""The sample individual events in data/individual/ pair and check cleanly."""

from __future__ import annotations

from click.testing import CliRunner

from individual.edges.cli.main import main
from tests.paths import ROOT

DATA = ROOT / "data" / "individual"


def test_generated_sample_checks_clean_and_pairs_round_6() -> None:
    sample = DATA / "generated_200_round6_SYNTHETIC.trf"
    checked = CliRunner().invoke(main, ["check", str(sample), "--system", "fide-1998"])
    assert checked.exit_code == 0, checked.output
    paired = CliRunner().invoke(main, ["pair", str(sample), "--system", "fide-1998"])
    assert paired.exit_code == 0
    lines = paired.stdout.splitlines()
    assert int(lines[0]) == len(lines) - 1


def test_scotch_cup_sample_pairs_round_4() -> None:
    paired = CliRunner().invoke(
        main, ["pair", str(DATA / "scotch_cup_after_round3.trf"), "--system", "fide-1998"]
    )
    assert paired.exit_code == 0
    assert paired.stdout.splitlines()[:2] == ["7", "1 6"]
