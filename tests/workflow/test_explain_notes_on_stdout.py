"""``explain`` prints what its replay assumed (the system a round is explained under, the
pairing numbers or ratings in force when it was paired, the lot read back) on stdout, in
its report, as ``check`` does since review 6 #13j (review 7 #10a: the note "round 1 is
paired again with the pairing numbers in force ..." was on stdout in ``check`` and on
stderr in ``explain``, so a script reading explain's output lost it). What reading the
file found (the rules assumed for a TRF, its warnings) stays on stderr, both commands."""

from __future__ import annotations

from pathlib import Path

from tests.swiss_workbook import swiss
from tests.workbook_event import run
from tests.workflow.test_check_after_a_correction import _corrected_after_round_2
from tests.workflow.test_team_check_after_a_correction import (
    _corrected_after_round_2 as _team_corrected_after_round_2,
)

NOTE = "note: round 1 is paired again with the pairing numbers in force when it was paired"


def test_swiss_explain_says_the_numbers_then_on_stdout(tmp_path: Path) -> None:
    event, _ = _corrected_after_round_2(tmp_path, "fide-dutch-2026")
    checked, explained = swiss("check", event), swiss("explain", event, "--round", 1)
    assert checked.exit_code == explained.exit_code == 0, explained.output
    assert NOTE in checked.stdout and NOTE in explained.stdout, explained.stdout
    assert NOTE not in explained.stderr


def test_team_explain_says_the_numbers_then_on_stdout(tmp_path: Path) -> None:
    event = _team_corrected_after_round_2(tmp_path, "olympiad-2012")
    checked, explained = run("check", event), run("explain", event, "--round", 1)
    assert checked.exit_code == explained.exit_code == 0, explained.output
    assert NOTE in checked.stdout and NOTE in explained.stdout, explained.stdout
    assert NOTE not in explained.stderr
