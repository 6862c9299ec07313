"""A late entry in a Dutch workbook (issue 29; C.04.2 2.4-2.5, provisional pairing numbers):
a player typed ``late 3`` before round 1 is not entered in rounds 1 and 2, so he holds no
pairing number (TPN) there, and the rounds he is not in are paired as if he were not on the
list (5.2.5 gives colours by the parity of the TPN: a number held by a player not yet entered
would shift those of every player ranked below him). When he enters he takes the number his
rating gives among the players entered, and is paired."""

from __future__ import annotations

from pathlib import Path

from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import add_player, fill_results, games, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster


def _rounds(folder: Path, late: bool) -> list[list[tuple[int, int]]]:
    """Rounds 1-3 of a Dutch event of the spring roster, the same results typed, with or
    without a player rated 2150 (the 5th highest) entering late in round 3."""
    folder.mkdir()
    event = folder / "open.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    _ok("init", roster, event, "--system", "fide-dutch-2026", "--rounds", "5", "--lot", "white")
    if late:
        add_player(event, "Zed Late", 2150, "late 3")
    played = []
    for number in (1, 2, 3):
        done = swiss("pair", event)
        assert done.exit_code == 0, done.output
        played.append(games(event, number))
        fill_results(event, number, ("1-0",))
    return played


def test_a_player_not_yet_entered_changes_no_round_before_his(tmp_path: Path) -> None:
    with_late = _rounds(tmp_path / "late", late=True)
    without = _rounds(tmp_path / "none", late=False)
    assert with_late[:2] == without[:2]
    assert 13 in {n for game in with_late[2] for n in game}  # his No.: the row after the 12
    event, trf = tmp_path / "late" / "open.xlsx", tmp_path / "late" / "open.trf"
    exported = swiss("export-trf", event, trf)
    assert exported.exit_code == 0, exported.output
    assert "late entries are not written as such" in exported.output, exported.output
    assert list(map(str, gacrux_disagrees(trf))) == []  # gacrux numbers the entered players too
