"""``olympiad pair`` does not pair past the event's last round: a team TRF whose rounds are
all paired (record 142 or ``XXR`` says how many it has) is refused with a message naming the
file and the number of rounds, exit 2, nothing written, as ``swiss pair`` refuses an
individual one (``test_pair_past_last_round.py``, the same check); ``olympiad explain`` of
the round after the last refuses as ``pair`` does. A file that does not say how many rounds
it has is paired as before."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner, Result

from olympiad.edges.cli.main import main
from tests.swiss_workbook import plan_rounds, swiss


def olympiad(*args: object) -> Result:
    return CliRunner().invoke(main, [str(a) for a in args])


def _generated(folder: Path, rounds: int) -> Path:
    path = folder / "team.trf"
    made = olympiad("generate", "--teams", 6, "--rounds", rounds, "--seed", 3, "-o", path)
    assert made.exit_code == 0, made.output
    return path


def test_a_team_trf_with_every_round_paired_is_refused(tmp_path: Path) -> None:
    trf = _generated(tmp_path, 2)
    before = trf.read_bytes()
    refused = olympiad("pair", trf, "--explain")
    assert refused.exit_code == 2, refused.output
    assert isinstance(refused.exception, SystemExit)  # a message, no traceback
    assert refused.stdout == ""
    [said] = refused.stderr.splitlines()
    assert said.startswith(f"{trf}: ") and "2 rounds" in said and "all paired" in said, said
    assert "XXR" in said, said
    assert trf.read_bytes() == before

    explained = olympiad("explain", trf, "--round", 3)  # not "what 'olympiad pair' would give"
    assert explained.exit_code == 2 and explained.stderr == refused.stderr, explained.output
    assert olympiad("explain", trf, "--round", 2).exit_code == 0  # a stored round still shown

    plan_rounds(trf, 3)  # one more round planned: round 3 is paired
    paired = olympiad("pair", trf)
    assert paired.exit_code == 0, paired.output
    assert int(paired.stdout.splitlines()[0]) == 3  # six teams: three matches


def test_the_sentence_is_the_one_swiss_pair_says(tmp_path: Path) -> None:
    """One check for both sides: the same words but for the file's name and its rounds."""
    team = _generated(tmp_path, 2)
    individual = tmp_path / "swiss.trf"
    made = swiss("generate", "--players", 8, "--rounds", 2, "-o", individual)
    assert made.exit_code == 0, made.output
    team_said = olympiad("pair", team).stderr.removeprefix(f"{team}: ")
    swiss_said = swiss("pair", individual).stderr.removeprefix(f"{individual}: ")
    assert team_said == swiss_said and team_said.strip(), (team_said, swiss_said)


def test_a_team_trf_without_a_number_of_rounds_is_still_paired(tmp_path: Path) -> None:
    """No 142, no XXR: no last round to refuse by, the file is paired as before."""
    trf = _generated(tmp_path, 2)
    trf.write_text("".join(line for line in trf.read_text().splitlines(keepends=True)
                           if line[:3] not in ("142", "XXR")))  # fmt: skip
    paired = olympiad("pair", trf)
    assert paired.exit_code == 0, paired.output
    explained = olympiad("explain", trf, "--round", 3)
    assert explained.exit_code == 0, explained.output
