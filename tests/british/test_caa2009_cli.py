"""``swiss pair/check --system caa-2009`` on the guide's golden TRF files."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from individual.edges.cli.main import main
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "caa"


def test_pair_prints_the_guide_pairing_and_the_trail() -> None:
    path = GOLDEN / "set_a_round2.trf"
    result = CliRunner().invoke(main, ["pair", "--system", "caa-2009", "--explain", str(path)])
    assert result.exit_code == 0, result.output
    assert result.stdout == path.with_suffix(".out").read_text()
    assert "[Rule 2] note: minimum disturbance" in result.stderr
    assert "[Rule 25] colour: 4-6" in result.stderr


def test_check_finds_round_1_as_the_rules_pair_it() -> None:
    path = GOLDEN / "set_a_round2.trf"
    result = CliRunner().invoke(main, ["check", "--system", "caa-2009", str(path)])
    assert result.exit_code == 0, result.output
    assert "0 breaches of absolute criteria, 0 differences from caa-2009" in result.stdout


def test_check_reports_round_1_paired_without_club_avoidance(tmp_path: Path) -> None:
    text = (GOLDEN / "set_a_round2.trf").read_text()
    path = tmp_path / "swapped.trf"
    path.write_text(_swap_opponents(text, {7: 17, 17: 7, 8: 18, 18: 8}))
    result = CliRunner().invoke(main, ["check", "--system", "caa-2009", str(path)])
    assert result.exit_code == 1, result.output
    assert "the rules pair 18-7" in result.stdout


def _swap_opponents(text: str, opponents: dict[int, int]) -> str:
    """Round 1 with 17 v 7 and 8 v 18 (the draw before club-mates were looked at)."""
    lines = []
    for line in text.splitlines():
        if line.startswith("001") and int(line[4:8]) in opponents:
            n = int(line[4:8])
            colour = "w" if n in (17, 8) else "b"
            result = {17: "0", 7: "1", 8: "=", 18: "="}[n]
            line = line[:91] + f"{opponents[n]:>4} {colour} {result}" + line[99:]
        lines.append(line)
    return "\n".join(lines) + "\n"
