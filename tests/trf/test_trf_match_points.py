"""A team TRF's record 310 match points (columns 55-60) checked against its results under
the ruleset record 192 names (issue 31: results that do not add up are not taken in
silence): every olympiad command that reads the file warns once, on stderr, naming the
file, the line and both numbers, as a 001 record's points are warned about."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from olympiad.edges.cli.main import main as olympiad
from tests.paths import ROOT
from tests.swiss_workbook import plan_rounds

SAMPLE = ROOT / "data" / "fideteam_nocolor.trf"
COMMANDS = [["pair"], ["standings"], ["check"], ["explain", "--round", "1"]]


def _altered(tmp_path: Path) -> tuple[Path, int]:
    """The sample with team 1's match points (14.0, line 8) written as 12.0, and an eighth
    round planned (its seven are all paired: ``pair`` does not pair past the last)."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("310   1 "))
    assert lines[at][54:60] == "  14.0", lines[at]
    lines[at] = lines[at][:54] + "  12.0" + lines[at][60:]
    path = tmp_path / "event.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return plan_rounds(path, 8), at + 1


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: a[0])
def test_match_points_the_results_do_not_give_are_a_warning(
    tmp_path: Path, args: list[str]
) -> None:
    """Team 1 written 12 match points while its matches give 14: a warning, once."""
    path, line = _altered(tmp_path)
    result = CliRunner().invoke(olympiad, [args[0], str(path), *args[1:]])
    assert result.exit_code in ((1,) if args[0] == "check" else (0,)), result.output
    warning = (
        f"warning: {path}, line {line}: match points 12.0 (columns 55-60), the results give 14.0"
    )
    assert result.stderr.count(warning) == 1, result.stderr
    assert result.stderr.count("match points") == 1, result.stderr


@pytest.mark.parametrize("args", COMMANDS, ids=lambda a: a[0])
def test_match_points_the_results_give_are_taken_in_silence(args: list[str]) -> None:
    """The sample's match points are what its results give: no warning."""
    result = CliRunner().invoke(olympiad, [args[0], str(SAMPLE), *args[1:]])
    assert "match points" not in result.stderr, result.stderr
