"""A team's rating corrected after rounds 1-2 (arts. 8-9 renumber the teams for the rounds
yet to be paired): what ``olympiad export-trf`` and the lot read back say of the rounds
paired before it, as the swiss side says them (review 7, #4 and #5).

The event: ``_corrected_after_round_2`` (8 teams, lot white; the team with pairing number
5, black on board 1 against pairing number 1 in round 1, is pairing number 1 since round 3).

- ``export-trf`` names the rounds paired with other pairing numbers than the file gives
  (its ratings rank the teams as they are now), in the sentence the swiss export says it
  in (``log.paired_with_other_numbers``): before, nothing was said, and ``olympiad check``
  of the file reported the round-1 boards as differences while the workbook checks clean.
- an empty Lot cell of a workbook made before the Log's ``lot`` row is read back from round
  1 with the pairing numbers in force when round 1 was paired (the Log's), as ``swiss``
  reads it: before, the team side read it with the
  numbers now, so ``pair`` logged the wrong lot, ``explain --round 1`` called every board
  a difference and ``check`` printed a lot other than the one it judged by."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.workbook_event import edit, made_before_the_lot_row, run
from tests.workbook_event import ok as _ok
from tests.workflow.test_team_check_after_a_correction import (
    _corrected_after_round_2,
    _corrected_before_round_3,
)


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "olympiad-2022"])
def test_export_trf_says_which_rounds_were_paired_with_other_numbers(
    tmp_path: Path, ruleset: str
) -> None:
    event = _corrected_after_round_2(tmp_path, ruleset)
    trf = tmp_path / "event.trf"
    said = " ".join(_ok("export-trf", event, trf).split())
    assert (
        "rounds 1-2 were paired with other pairing numbers than the file's ratings give "
        "(renumbered since, in round 3, for a corrected rating: "
    ) in said, said
    assert (
        "the Log records them): a check of the file pairs them by its ratings and may give "
        "other pairings and colours there"
    ) in said, said
    checked = run("check", trf).output
    assert "round 3:" not in checked, checked  # the file differs where the note says only


@pytest.mark.parametrize(("ruleset", "article"), [("olympiad-2012", "art. 21"),
                                                  ("olympiad-2022", "art. 7.2")])  # fmt: skip
def test_an_empty_lot_cell_is_read_back_with_the_numbers_of_round_1(
    tmp_path: Path, ruleset: str, article: str
) -> None:
    """The Lot cell (white) emptied after the renumbering: ``pair``, ``check`` and
    ``explain`` read white back from round 1 (black before: pairing number 1 now had black
    there), ``explain --round 1`` finds round 1 as stored and ``pair`` logs white."""
    event = _corrected_after_round_2(tmp_path, ruleset)
    made_before_the_lot_row(event)  # read back, not the Log's lot of round 1
    edit(event, "Event", {"B7": None})
    checked = run("check", event)
    assert checked.exit_code == 0, checked.output
    assert "read back from round 1: white" in checked.stdout, checked.stdout
    assert "read back from round 1: black" not in checked.stdout, checked.stdout
    explained = _ok("explain", event, "--round", 1)
    assert "Round 1 as stored is what the engine gives now." in explained, explained
    read = f"{article}: no lot given ('Event'!B7 empty); read back from round 1: white"
    assert read in explained, explained
    paired = _ok("pair", event)
    assert read in paired, paired
    log = openpyxl.load_workbook(event)["Log"]
    lots = [r[3] for r in log.iter_rows(min_row=2, values_only=True) if r[1:3] == ("lot", 4)]
    assert lots == [read], lots


def test_the_pair_after_a_correction_reads_the_lot_back_with_the_numbers_then(
    tmp_path: Path,
) -> None:
    """The Lot cell emptied with the correction, before the pairing that renumbers: the
    lot is read back with the pairing numbers the Teams sheet holds (those of round 1),
    not the order the corrected ratings give (black before)."""
    event = _corrected_before_round_3(tmp_path, "olympiad-2012", None)
    made_before_the_lot_row(event)  # read back, not the Log's lot of round 1
    paired = _ok("pair", event)
    assert "Pairing numbers changed" in paired, paired
    assert "art. 21: no lot given ('Event'!B7 empty); read back from round 1: white" in paired
