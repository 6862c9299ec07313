"""A team's rating corrected after some rounds were paired (item 4 of the log-system task):
the next ``olympiad pair`` renumbers the teams (arts. 8-9, the Teams sheet's PN, a
``renumber`` row in the Log with the numbers it changed), and ``olympiad check`` and
``olympiad explain`` judge each earlier round with the pairing numbers in force when it
was paired, read from the Log as the swiss side reads them
(tests/workflow/test_check_after_a_correction.py), not with the corrected ones. Before,
the Olympiad rulesets reported the rounds paired before the correction as differing from
the engine's pairing (board-1 colours of round 1 by art. 21's lot, and more). Under C.04.6 the
TPN is the team number, which a correction does not change: nothing is renumbered
(tests/workflow/test_team_pn_and_lot_notes.py)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import new_event, run, type_results
from tests.workbook_event import ok as _ok

RATINGS = (10, 15, 20, 25, 30)  # the Teams sheet's Rtg 1 to Rtg 5


def _corrected_after_round_2(folder: Path, ruleset: str) -> Path:
    """An 8-team event, rounds 1 and 2 paired and played, then the ratings of the team
    with pairing number 5 corrected to above everyone's and round 3 paired (it renumbers)."""
    event = _corrected_before_round_3(folder, ruleset)
    assert "Pairing numbers changed" in _ok("pair", event)
    type_results(event, 3)
    return event


def _corrected_before_round_3(folder: Path, ruleset: str, lot: str | None = "white") -> Path:
    """An 8-team event, rounds 1 and 2 paired and played, then the ratings of the team
    with pairing number 5 corrected to above everyone's and the Lot cell set to ``lot``
    (``None``: emptied), round 3 not paired yet."""
    event = new_event(folder, 8, "--system", ruleset, "--rounds", "5")
    for number in (1, 2):
        _ok("pair", event)
        type_results(event, number)
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    row = next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 2).value == 5)
    for column in RATINGS:
        sheet.cell(row, column).value = 2900
    book["Event"]["B7"].value = lot
    book.save(event)
    return event


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "olympiad-2022"])
def test_rounds_paired_before_a_correction_are_judged_with_the_numbers_then(
    tmp_path: Path, ruleset: str
) -> None:
    event = _corrected_after_round_2(tmp_path, ruleset)
    checked = run("check", event)
    said = " ".join(checked.output.split())
    assert checked.exit_code == 0, checked.output
    assert "0 differences from the engine's pairing" in said, said
    for number in (1, 2):
        then = f"round {number} is paired again with the pairing numbers in force when it was "
        assert then + "paired, as the Log records them (renumbered since, in round 3)" in said
        explained = _ok("explain", event, "--round", number)
        assert f"Round {number} as stored is what the engine gives now." in explained, explained
    assert "round 3 is paired again" not in said, said
