"""A rating corrected after round 2, round 3 not paired yet: the PN column still holds the
numbers rounds 1-2 were paired with (a corrected rating renumbers only the rounds yet to be
paired: C.04.2 2.3, FIDE 1998 F.7, and the project's reading of the Olympiad arts. 8-9,
docs/interpretations.md), and no ``renumber`` row is logged yet. ``check`` and ``explain``
judge rounds 1-2 with those numbers, and read back from round 1 with them the empty Lot cell
of a workbook made before the Log's ``lot`` row, on both sides alike: one reading of the
numbers then (``log.order_in_force``, whenever the Log records them) and of the lot of round
1 (``eventbook.lot_of_round_1``).

Before, the team side applied the numbers then only once a later round had renumbered: its
``check`` judged rounds 1-2 with the order the corrected ratings give (7 differences under
both Olympiad texts) and read the lot back as black where ``pair`` and ``explain`` read
white; the swiss side was right."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.swiss_workbook import edit_player, fill_results, swiss
from tests.swiss_workbook import ok as swiss_ok
from tests.workbook_event import edit, made_before_the_lot_row, run
from tests.workbook_event import ok as team_ok
from tests.workflow.test_check_after_a_correction import RATING, ROSTER
from tests.workflow.test_team_check_after_a_correction import _corrected_before_round_3


def _swiss_corrected_before_round_3(folder: Path, system: str, lot: str | None = "white") -> Path:
    """A 7-round event of the Chennai roster, rounds 1-2 paired and played, then the
    rating of the lowest-rated player corrected to above everyone's and the Lot cell set to
    ``lot`` (``None``: emptied); round 3 not paired."""
    event = folder / "open.xlsx"
    swiss_ok("init", ROSTER, event, "--system", system, "--rounds", 7, "--lot", "white")
    for number in (1, 2):
        swiss_ok("pair", event)
        fill_results(event, number)
    sheet = openpyxl.load_workbook(event)["Players"]
    rows = [r for r in sheet.iter_rows(min_row=2, values_only=True) if r[0]]
    lowest = min((r for r in rows if not r[10]), key=lambda r: r[6] or 0)
    edit_player(event, str(lowest[2]), RATING, 2800)
    edit(event, "Event", {"B4": lot})
    return event


Side = tuple[
    Callable[[Path, str, str | None], Path], Callable[..., Result], Callable[..., str], str
]
SIDES: dict[str, Side] = {
    "team": (_corrected_before_round_3, run, team_ok, "0 violations of the rules, 0 differences"),
    "swiss": (_swiss_corrected_before_round_3, swiss, swiss_ok,
              "0 breaches of absolute criteria, 0 differences"),
}  # fmt: skip
"""Each side: the event corrected before round 3, its command, the command that must
succeed, and what its ``check`` says of rounds judged clean."""


@pytest.mark.parametrize(("side", "system"), [("team", "olympiad-2012"), ("team", "olympiad-2022"),
                                              ("swiss", "fide-dutch-2026"),
                                              ("swiss", "fide-1998")])  # fmt: skip
def test_rounds_before_a_correction_not_yet_paired_are_judged_with_the_numbers_then(
    tmp_path: Path, side: str, system: str
) -> None:
    """No difference in rounds 1-2 (the team side: 7 before), each explained as stored."""
    make, command, ok, clean = SIDES[side]
    event = make(tmp_path, system, "white")
    checked = command("check", event)
    assert checked.exit_code == 0, checked.output
    assert clean in checked.stdout, checked.stdout
    for number in (1, 2):
        explained = ok("explain", event, "--round", number)
        assert f"Round {number} as stored is what the engine gives now." in explained, explained


@pytest.mark.parametrize(("side", "system", "read"), [
    ("team", "olympiad-2012", "art. 21: no lot given ('Event'!B7 empty)"),
    ("team", "olympiad-2022", "art. 7.2: no lot given ('Event'!B7 empty)"),
    ("swiss", "fide-dutch-2026", "no lot given ('Event'!B4 empty)"),
])  # fmt: skip
def test_check_reads_the_lot_back_as_pair_and_explain_do(
    tmp_path: Path, side: str, system: str, read: str
) -> None:
    """The Lot cell emptied with the correction, the Log without its lot row: ``check``,
    ``explain`` and ``pair`` read white back from round 1, with the numbers round 1 was
    paired with (the team ``check`` read black, with the corrected order, and reported
    round 1's boards)."""
    make, command, ok, clean = SIDES[side]
    event = make(tmp_path, system, None)
    made_before_the_lot_row(event)  # read back, not the Log's lot of round 1
    read += "; read back from round 1: white"
    checked = command("check", event)
    assert checked.exit_code == 0, checked.output
    assert read in checked.stdout and clean in checked.stdout, checked.stdout
    explained = ok("explain", event, "--round", 1)
    assert read in explained and "Round 1 as stored is what the engine gives now." in explained
    assert read in ok("pair", event)
