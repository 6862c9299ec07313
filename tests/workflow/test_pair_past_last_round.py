"""``swiss pair`` does not pair past the event's last round: a TRF whose rounds are all
paired (record 142 or ``XXR`` says how many it has), or a workbook whose rounds are all
paired (the Event sheet's Rounds), is refused with a message naming the file and the number
of rounds, a non-zero exit, nothing written; the drop-in ``swiss-engine`` refuses by the same
check in bbpPairings' words (``tests/dutch/test_dropin_refusals.py``). ``swiss explain`` of the
round after the last refuses as ``pair`` does, rather than show what ``pair`` would give.
``olympiad pair`` and ``explain`` refuse a team TRF by the same check, in the same words; a
team file that does not say how many rounds it has is paired as before. ``olympiad explain``
of a team workbook's round after the last refuses as its ``pair`` does (the Event sheet's
Rounds), in the same words."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import CliRunner, Result

from olympiad.edges.cli.main import main as olympiad_main
from tests.swiss_workbook import fill_results, plan_rounds, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, type_results


def olympiad(*args: object) -> Result:
    return CliRunner().invoke(olympiad_main, [str(a) for a in args])


def _refused(refused: Result, trf: Path, rounds: int) -> None:
    """``refused`` is the one line saying the ``rounds`` of ``trf`` are all paired, exit 2,
    no traceback, nothing on stdout."""
    assert refused.exit_code == 2, refused.output
    assert isinstance(refused.exception, SystemExit)  # a message, no traceback
    assert refused.stdout == ""
    [said] = refused.stderr.splitlines()
    assert said.startswith(f"{trf}: ") and f"{rounds} rounds" in said, said
    assert "all paired" in said and "XXR" in said, said


def _unplanned(trf: Path) -> None:
    """``trf`` without records 142 and XXR: it does not say how many rounds it has."""
    trf.write_text("".join(line for line in trf.read_text().splitlines(keepends=True)
                           if line[:3] not in ("142", "XXR")))  # fmt: skip


def _generated(folder: Path, system: str, rounds: int) -> Path:
    path = folder / f"{system}.trf"
    made = swiss("generate", "--system", system, "--players", 9, "--rounds", rounds, "-o", path)
    assert made.exit_code == 0, made.output
    return path


@pytest.mark.parametrize("system", ["fide-dutch-2026", "fide-1998", "caa-2009"])
def test_a_trf_with_every_round_paired_is_refused(tmp_path: Path, system: str) -> None:
    trf = _generated(tmp_path, system, 3)
    before = trf.read_bytes()
    out = tmp_path / "round4.txt"
    refused = swiss("pair", trf, "-o", out, "--explain")
    _refused(refused, trf, 3)
    assert not out.exists() and trf.read_bytes() == before

    explained = swiss("explain", trf, "--round", 4)  # not "what 'swiss pair' would give"
    assert explained.exit_code == 2 and explained.stderr == refused.stderr, explained.output

    plan_rounds(trf, 4)  # one more round planned: round 4 is paired
    paired = swiss("pair", trf)
    assert paired.exit_code == 0, paired.output
    assert int(paired.stdout.splitlines()[0]) >= 4


def test_a_trf_without_a_number_of_rounds_is_still_paired(tmp_path: Path) -> None:
    """A file that does not say how many rounds the event has (no 142, no XXR) gives no
    last round to refuse by: it is paired, as before."""
    trf = _generated(tmp_path, "fide-dutch-2026", 2)
    _unplanned(trf)
    paired = swiss("pair", trf)
    assert paired.exit_code == 0, paired.output


def test_a_workbook_with_every_round_paired_is_refused(tmp_path: Path) -> None:
    event = tmp_path / "short.xlsx"
    made = swiss("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", 2,
                 "--lot", "white")  # fmt: skip
    assert made.exit_code == 0, made.output
    for number in (1, 2):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    before = event.read_bytes()
    for force in ((), ("--force",)):
        refused = swiss("pair", event, *force)
        assert refused.exit_code == 2, refused.output
        assert isinstance(refused.exception, SystemExit)
        [said] = refused.stderr.splitlines()
        assert said.startswith(f"{event}, 'Event'!B3: ") and "plans 2 rounds" in said, said
        assert "Rounds" in said, said
        assert event.read_bytes() == before

    explained = swiss("explain", event, "--round", 3)
    assert explained.exit_code == 2 and explained.stderr == said + "\n", explained.output

    book = openpyxl.load_workbook(event)
    book["Event"]["B3"] = 3  # the Rounds row: one more round planned
    book.save(event)
    paired = swiss("pair", event)
    assert paired.exit_code == 0, paired.output
    assert "Round 3" in openpyxl.load_workbook(event).sheetnames


def _team(folder: Path, rounds: int) -> Path:
    path = folder / "team.trf"
    made = olympiad("generate", "--teams", 6, "--rounds", rounds, "--seed", 3, "-o", path)
    assert made.exit_code == 0, made.output
    return path


def test_a_team_trf_with_every_round_paired_is_refused(tmp_path: Path) -> None:
    trf = _team(tmp_path, 2)
    before = trf.read_bytes()
    refused = olympiad("pair", trf, "--explain")
    _refused(refused, trf, 2)
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
    team = _team(tmp_path, 2)
    individual = tmp_path / "swiss.trf"
    made = swiss("generate", "--players", 8, "--rounds", 2, "-o", individual)
    assert made.exit_code == 0, made.output
    team_said = olympiad("pair", team).stderr.removeprefix(f"{team}: ")
    swiss_said = swiss("pair", individual).stderr.removeprefix(f"{individual}: ")
    assert team_said == swiss_said and team_said.strip(), (team_said, swiss_said)


def test_a_team_trf_without_a_number_of_rounds_is_still_paired(tmp_path: Path) -> None:
    """No 142, no XXR: no last round to refuse by, the file is paired as before."""
    trf = _team(tmp_path, 2)
    _unplanned(trf)
    paired = olympiad("pair", trf)
    assert paired.exit_code == 0, paired.output
    explained = olympiad("explain", trf, "--round", 3)
    assert explained.exit_code == 0, explained.output


def test_a_team_workbook_with_every_round_paired_is_refused(tmp_path: Path) -> None:
    """``olympiad explain EVENT.xlsx --round N+1`` refuses as ``olympiad pair`` does when
    every round the Event sheet plans is paired: the same message, exit 2, nothing written."""
    event = new_event(tmp_path, 4, "--rounds", "1")
    assert olympiad("pair", event).exit_code == 0
    type_results(event, 1)
    before = event.read_bytes()
    refused = olympiad("pair", event)
    assert refused.exit_code == 2 and isinstance(refused.exception, SystemExit), refused.output
    [said] = refused.stderr.splitlines()
    assert said.startswith(f"{event}, 'Event'!B3: ") and "plans 1 round (" in said, said

    explained = olympiad("explain", event, "--round", 2)  # not "what 'olympiad pair' would give"
    assert explained.exit_code == 2 and isinstance(explained.exception, SystemExit)
    assert explained.stdout == "" and explained.stderr == refused.stderr, explained.output
    assert event.read_bytes() == before
    stored = olympiad("explain", event, "--round", 1)  # a stored round still shown
    assert stored.exit_code == 0 and "Round 1 as stored" in stored.stdout, stored.output


def test_one_round_planned_is_said_in_one_sentence_on_every_edge(tmp_path: Path) -> None:
    """An event planning one round, paired: the swiss workbook, the team workbook and a TRF
    are refused in the same words (one place renders them), "1 round", not "1 rounds", each
    with the same hint after the place it names (the team workbook's lacked the swiss one's)."""
    swiss_event = tmp_path / "one.xlsx"
    made = swiss("init", write_roster(tmp_path / "roster.xlsx"), swiss_event, "--rounds", 1,
                 "--lot", "white")  # fmt: skip
    assert made.exit_code == 0, made.output
    assert swiss("pair", swiss_event).exit_code == 0
    fill_results(swiss_event, 1)
    team_event = new_event(tmp_path, 4, "--rounds", "1")
    assert olympiad("pair", team_event).exit_code == 0
    type_results(team_event, 1)
    trf = _generated(tmp_path, "fide-dutch-2026", 1)
    said = {}
    for name, refused in (("swiss", swiss("pair", swiss_event)),
                          ("team", olympiad("pair", team_event)),
                          ("trf", swiss("pair", trf))):  # fmt: skip
        assert refused.exit_code == 2, refused.output
        [line] = refused.stderr.splitlines()
        assert "1 round " in line and "1 rounds" not in line, line
        said[name] = line.split(": ", 1)[1]  # after the file (and cell) named
    sentence = {text.split(" (", 1)[0] for text in said.values()}
    assert len(sentence) == 1, said
    after = {text.split(")", 1)[1] for text in said.values()}  # after "(Rounds)", "(record ...)"
    assert len(after) == 1 and "to pair another" in after.pop(), said
