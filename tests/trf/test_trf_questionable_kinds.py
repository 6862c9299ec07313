"""The two damaged kinds left questionable by the fuzz of issue 18 (item 8), decided by the
TRF text (TRF-16 and TRF-26, player section, round columns 92-99 and record 300):

- a colour ``-`` (or blank, "equivalent to -") against a real opponent in an individual
  TRF: the column holds ``-`` only "if the player had a bye or was not paired", and the
  opponent column then holds ``0000``; both at once contradict each other, so the file is
  rejected naming the line and column (it was read as a game, white guessed);
- a team TRF that lost its last 300 record: record 300 is "required when a team plays in
  a different board order than defined in record 310, or plays with an unoccupied board",
  so a match without one is read in the order of record 310, which is valid; what the lost
  record said (which player sat on which board) is nowhere else in the file. Read, not
  rejected: the pairing (team against team, match and game points) is the same either
  way, only the board numbers of that team's players differ."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad
from olympiad.edges.trf.read import parse_team_trf
from olympiad.engine.scores import team_records
from tests.trf.test_damaged_input import TEAM, individual


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "event.trf"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("colour", ["-", " "])
@pytest.mark.parametrize("both", [False, True], ids=["one-side", "both-sides"])
def test_no_colour_against_a_real_opponent_is_rejected(
    tmp_path: Path, colour: str, both: bool
) -> None:
    text = individual()
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("001    1"))
    third = next(i for i, line in enumerate(lines) if line.startswith("001    3"))
    assert lines[first][91:99] == "   3 w 1"
    for index in [first, third] if both else [first]:
        lines[index] = lines[index][:96] + colour + lines[index][97:]
    path = _write(tmp_path, "\n".join(lines) + "\n")
    result = CliRunner().invoke(swiss, ["pair", str(path)])
    assert result.exit_code == 2, result.output
    assert f"{path}, line {first + 1}, column 97: round 1 colour" in result.output
    assert "to name" not in result.output  # the game itself is read
    assert "expected w or b with an opponent" in result.output


def test_no_colour_with_no_opponent_is_still_a_bye_or_not_paired(tmp_path: Path) -> None:
    lines = individual().splitlines()
    lines.append(f"001    5      {'Five, E':<33} 2000".ljust(91) + "0000 - U")
    result = CliRunner().invoke(swiss, ["pair", str(_write(tmp_path, "\n".join(lines)))])
    assert result.exit_code == 0, result.output


def test_a_team_file_without_its_last_300_record_is_read_in_the_310_order(
    tmp_path: Path,
) -> None:
    (record,) = [line for line in TEAM.splitlines() if line.startswith("300 ")]
    whole, cut = parse_team_trf(TEAM), parse_team_trf(TEAM.replace(record + "\n", ""))
    assert [r.bye for r in whole.event.rounds] == [r.bye for r in cut.event.rounds]
    for a, b in zip(whole.event.rounds, cut.event.rounds, strict=True):
        assert [m.teams for m in a.matches] == [m.teams for m in b.matches]
        assert [sum(s.half_points()[0] for s in m.games) for m in a.matches] == [
            sum(s.half_points()[0] for s in m.games) for m in b.matches
        ]
    assert team_records(whole.event) == team_records(cut.event)
    result = CliRunner().invoke(olympiad, ["pair", str(_write(tmp_path, TEAM))])
    cut_result = CliRunner().invoke(
        olympiad, ["pair", str(_write(tmp_path, TEAM.replace(record + "\n", "")))]
    )
    assert result.exit_code == cut_result.exit_code == 0
    assert result.output == cut_result.output
