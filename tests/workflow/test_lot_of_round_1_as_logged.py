"""The lot of round 1 is one fact, read once for both sides (``eventbook.lot_of_round_1``):
the lot round 1 was paired under, as the Log's ``lot`` row records it; read back from round
1 only for a workbook made before that row (the one fallback). An emptied Lot cell then
changes nothing, as the cell changed to the other lot is refused
(tests/workflow/test_lot_cell_after_round_1.py).

The event: round 1 paired under white, then its top game (match) changed by hand, the
colours of board 1 swapped (a manual change the next ``pair`` logs), and the Lot cell
emptied. Before, both sides read the lot back from the changed round (black): ``check``
judged every other board of round 1 against black, ``explain`` and ``pair`` took black,
while the Lot cell left at white gave one difference, the board changed by hand. Now the
Lot cell, white or empty, gives the same judgement, ``pair`` the same round 2 and
``export-trf`` states it (it stated none, and a check of the file read black back)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result

from tests.swiss_workbook import fill_results, games, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import edit, layout, log_actions, new_event, run, type_results

FIRST_NO, FIRST_NAME, SECOND_NAME, SECOND_NO = 3, 6, 11, 15  # a team round sheet's match row


def _team_top_match_swapped(folder: Path) -> Path:
    """An 8-team event, round 1 paired under white, the teams of its first match swapped
    (their players cleared, board 1 colours reversed), the results typed."""
    event = new_event(folder, 8)
    assert run("pair", event).exit_code == 0
    match = layout(event, 1)[0]
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    first = [sheet.cell(match.row, c).value for c in (FIRST_NO, FIRST_NAME)]
    second = [sheet.cell(match.row, c).value for c in (SECOND_NO, SECOND_NAME)]
    for (no, name), (team, called) in (((FIRST_NO, FIRST_NAME), second),
                                       ((SECOND_NO, SECOND_NAME), first)):  # fmt: skip
        sheet.cell(match.row, no).value, sheet.cell(match.row, name).value = team, called
    for row in match.boards:
        sheet.cell(row, FIRST_NAME).value = sheet.cell(row, SECOND_NAME).value = None
    book.save(event)
    type_results(event, 1)
    return event


def _swiss_top_game_swapped(folder: Path) -> Path:
    """A 5-round event, round 1 paired under white, the players of board 1 swapped (white's
    No. and name for black's), the results typed."""
    event = folder / "spring.xlsx"
    created = swiss("init", write_roster(folder / "roster.xlsx"), event, "--rounds", "5",
                    "--lot", "white")  # fmt: skip
    assert created.exit_code == 0, created.output
    assert swiss("pair", event).exit_code == 0
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    row = next(r for r in range(1, 20) if sheet.cell(r, 1).value == 1)
    for left, right in ((2, 8), (3, 7)):  # No. and name of white, of black
        a, b = sheet.cell(row, left), sheet.cell(row, right)
        a.value, b.value = b.value, a.value
    book.save(event)
    fill_results(event, 1)
    return event


Side = tuple[Callable[[Path], Path], Callable[..., Result], str, Callable[[Path], object]]
SIDES: dict[str, Side] = {
    "team": (_team_top_match_swapped, run, "B7",
             lambda event: [(m.first, m.second) for m in layout(event, 2)]),
    "swiss": (_swiss_top_game_swapped, swiss, "B4", lambda event: games(event, 2)),
}  # fmt: skip
"""Each side: its event, its command, its Lot cell, the pairs of round 2."""


def _judged(command: Callable[..., Result], event: Path) -> str:
    """``check``'s findings (its lines not notes), of an event it finds differences in."""
    checked = command("check", event)
    assert checked.exit_code == 1, checked.output
    return "\n".join(line for line in checked.stdout.splitlines() if not line.startswith("note"))


@pytest.mark.parametrize("side", sorted(SIDES))
def test_an_emptied_lot_cell_is_the_lot_the_log_records(tmp_path: Path, side: str) -> None:
    make, command, cell, round_2 = SIDES[side]
    (tmp_path / side).mkdir()
    stated = make(tmp_path / side)
    emptied = stated.with_name("emptied.xlsx")
    shutil.copy(stated, emptied)
    edit(emptied, "Event", {cell: None})
    findings = _judged(command, stated)
    assert _judged(command, emptied) == findings
    trf = tmp_path / f"{side}.trf"
    exported = command("export-trf", emptied, trf)
    assert exported.exit_code == 0, exported.output
    assert "XXC white1" in trf.read_text(encoding="utf-8").splitlines()  # stated, not left out
    said = f"'Event'!{cell} empty: the lot round 1 was paired under, as the Log records: white"
    explained = command("explain", emptied, "--round", 1)
    assert said in explained.stdout, explained.output
    assert "read back" not in explained.stdout, explained.stdout
    for event in (stated, emptied):
        paired = command("pair", event)
        assert paired.exit_code == 0, paired.output
    assert said in paired.output, paired.output
    assert round_2(emptied) == round_2(stated)
    assert ("manual change", 1) in log_actions(emptied)
