"""``pair EVENT.xlsx --force`` says what it does (review-late 13): it pairs the last round
again while that round is not complete (the results typed are discarded, kept as a version)
or has no result; a complete round is never paired again, so ``--force`` then pairs the next
round, as without it. One help on both command lines."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
from click.testing import CliRunner

from olympiad.edges.cli.main import main as olympiad
from tests.swiss_workbook import fill_results, swiss
from tests.workflow.test_dutch_workbook_requests import _event


def _said(help_text: str) -> str:
    """The help of ``--force`` in ``help_text``, its lines joined."""
    words = " ".join(help_text.split())
    start = words.index("--force")
    return words[start : words.index(" -h, --help", start)]


def test_the_help_says_a_complete_round_is_not_paired_again() -> None:
    said = _said(swiss("pair", "--help").output)
    assert "though it has results" not in said, said
    assert "not complete" in said and "complete round is never paired again" in said, said
    team = _said(CliRunner().invoke(olympiad, ["pair", "--help"]).output)
    assert said.removeprefix("--force EVENT.xlsx: ").casefold() in team.casefold(), (said, team)


def test_force_on_a_complete_round_pairs_the_next_and_keeps_the_results(tmp_path: Path) -> None:
    event = _event(tmp_path)
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    typed = [row[4] for row in openpyxl.load_workbook(event)["Round 1"].iter_rows(values_only=True)]
    forced = swiss("pair", event, "--force")
    assert forced.exit_code == 0 and "round 2 paired" in forced.output, forced.output
    kept = [row[4] for row in openpyxl.load_workbook(event)["Round 1"].iter_rows(values_only=True)]
    assert kept == typed
