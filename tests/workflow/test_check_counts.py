"""The counts ``swiss check`` and ``olympiad check`` print agree with their nouns: ``1 round
checked: 1 breach ..., 1 difference``, ``2 differences``; the published standings'
``1 difference`` likewise (the one rendering, ``figures.plural``)."""

from __future__ import annotations

from pathlib import Path

from tests.standings.test_standings_command import olympiad
from tests.swiss_workbook import swiss
from tests.workflow.test_check_forbidden_pair import _forbidding_a_played_pair


def _swapped_colours(tmp_path: Path) -> Path:
    """A generated Dutch event of one round played, the colours of player 1's board
    swapped against the lot its XXC record states: one difference, no breach."""
    made = tmp_path / "made.trf"
    generated = swiss("generate", "--system", "fide-dutch-2026", "--players", "12",
                      "--rounds", "5", "--played", "1", "--output", made)  # fmt: skip
    assert generated.exit_code == 0, generated.output
    lines = made.read_text().splitlines()
    swap = {"w": "b", "b": "w"}
    lines = [
        line[:96] + swap[line[96]] + line[97:]
        if line[:3] == "001" and (int(line[4:8]) == 1 or line[91:95].strip() == "1")
        else line
        for line in lines
    ]
    path = tmp_path / "swapped.trf"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_one_round_one_breach(tmp_path: Path) -> None:
    path, _ = _forbidding_a_played_pair(tmp_path)
    checked = swiss("check", path)
    assert checked.exit_code == 1, checked.output
    said = "1 round checked: 1 breach of absolute criteria, 2 differences from fide-dutch-2026"
    assert said in checked.stdout, checked.stdout


def test_one_difference(tmp_path: Path) -> None:
    checked = swiss("check", _swapped_colours(tmp_path))
    assert checked.exit_code == 1, checked.output
    said = "1 round checked: 0 breaches of absolute criteria, 1 difference from fide-dutch-2026"
    assert said in checked.stdout, checked.stdout


def test_one_difference_from_the_published_team_standings(tmp_path: Path) -> None:
    path = tmp_path / "team.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "--seed", 11, "--scoring", "mp",
                    "--ruleset", "fide-team-2026", "-o", path)  # fmt: skip
    assert made.exit_code == 0, made.output
    lines = path.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line[:3] == "310")
    lines[at] = lines[at][:54] + "  99.0" + lines[at][60:]
    path.write_text("\n".join(lines) + "\n")
    checked = olympiad("check", path)
    assert checked.exit_code == 1, checked.output
    assert "published standings: 1 difference\n" in checked.stdout, checked.output


def test_the_report_is_on_stdout_on_both_sides(tmp_path: Path) -> None:
    """A check's notes, findings and count are its report, on stdout on both sides (review
    6, #13j: ``swiss check`` wrote the count and its notes on stderr, so ``swiss check E >
    report.txt`` kept the findings without their count or caveats; the team check wrote
    them on stdout)."""
    team = tmp_path / "team.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "--seed", 11, "-o", team)
    assert made.exit_code == 0, made.output
    for checked in (swiss("check", _swapped_colours(tmp_path)), olympiad("check", team)):
        assert " checked: " in checked.stdout.splitlines()[-1], checked.output
        assert " checked: " not in checked.stderr
