"""A bye requested in advance is not an absence: ``swiss explain`` says which bye the player
asked for (the Dutch engine's note, C.04.2: "not paired (zero-point bye requested)"), for
the round to pair and for the round as paired, from the workbook and from its exported TRF
(records 240 and the round's ``Z``/``H``), and keeps "absent" for a player left out with
``--absent`` (before the fix: every requested bye was "not paired (absent)")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.swiss_workbook import edit_player, fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster

ZERO = "[C.04.2] note: not paired (zero-point bye requested): 7\n"
"""Player 7 asks a zero-point bye for round 2 (the roster's Byes ``2Z``)."""
HALF = "[C.04.2] note: not paired (half-point bye requested): 5\n"
"""Player 5 asks a half-point bye for round 3 (the roster's Byes ``3``)."""


def _explained(event: Path, number: int) -> str:
    result = swiss("explain", event, "--round", number)
    assert result.exit_code == 0, result.output
    return result.stdout


def _paired(event: Path, *args: object) -> None:
    result = swiss("pair", event, *args)
    assert result.exit_code == 0, result.output


def _round_1_played(tmp_path: Path, system: str) -> Path:
    """The roster's event under ``system``, round 1 paired and its results typed in."""
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    made = swiss("init", roster, event, "--system", system, "--rounds", 5)
    assert made.exit_code == 0, made.output
    _paired(event, "--lot", "white")
    fill_results(event, 1)
    return event


def test_explain_names_the_requested_byes(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path, "fide-dutch-2026")
    assert ZERO in _explained(event, 2)  # the round to pair
    _paired(event, "--absent", 9)
    fill_results(event, 2)
    for explained in (_explained(event, 2), _explained(event, 3)):
        assert "(absent)" not in explained.replace("(absent): 9\n", ""), explained
    assert ZERO in _explained(event, 2)  # as paired
    assert "[C.04.2] note: not paired (absent): 9\n" in _explained(event, 2)
    assert HALF in _explained(event, 3)
    trf = tmp_path / "open.trf"
    exported = swiss("export-trf", event, trf)
    assert exported.exit_code == 0, exported.output
    assert ZERO in _explained(trf, 2)  # the round's Z
    assert HALF in _explained(trf, 3)  # record 240


@pytest.mark.parametrize(
    ("system", "article"), [("fide-1998", "F.5"), ("caa-2009", "Rule 6"), ("sca", "Rule 4")]
)
def test_other_systems_explain_why_each_player_is_not_paired(
    tmp_path: Path, system: str, article: str
) -> None:
    """FIDE 1998 (F.5) and the British systems (CAA 2009 rule 6, English Schools rule 4) say
    a requested bye, a withdrawal and an absence apart, in the Dutch engine's words (before:
    "withdrawn or absent" under FIDE 1998, "bye requested or absent" under the British
    ones): for the round to pair and for the round as paired."""
    event = _round_1_played(tmp_path, system)
    zero, half = (said.replace("[C.04.2]", f"[{article}]") for said in (ZERO, HALF))
    withdrawn = f"[{article}] note: not paired (withdrawn): 2\n"
    edit_player(event, "Boris Chen", 12, "withdrawn 2")  # player 2
    to_pair = _explained(event, 2)
    assert zero in to_pair and withdrawn in to_pair, to_pair
    _paired(event, "--absent", 9)
    fill_results(event, 2)
    as_paired = _explained(event, 2)
    assert zero in as_paired and withdrawn in as_paired, as_paired
    assert f"[{article}] note: not paired (absent): 9\n" in as_paired, as_paired
    for explained in (to_pair, as_paired):
        assert " or absent" not in explained, explained
    assert half in _explained(event, 3)
