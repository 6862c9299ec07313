"""The Log records the requests each round of a FIDE (Dutch) event was paired with (the
Event sheet's ``Acceleration``, group A as used, and ``Forbidden pairs``), in the column
where it records a British round's options (``Options``), and ``swiss check`` and
``swiss explain`` judge each round with them, as with the options and the system that
paired it: a cell changed or cleared mid-event (which ``pair`` warns of, naming the rounds
paired otherwise, in the Log too), or emptied because the event left the Dutch system, no
longer makes the earlier rounds differ (or breach a forbidden pair they were not paired
with). ``export-trf`` states each round's as records 250 and 260 do (by round), and says
what record 192's system cannot take. A workbook made before the record judges its rounds
with the cells, as before, and says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.workbook.log import OPTIONS
from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook_event import made_before
from tests.workflow.test_dutch_workbook_requests import _event, _set
from tests.workflow.test_log_options import logged_options, refused_as_logged
from tests.workflow.test_log_system import logged_warnings

BAKU = "Acceleration: baku, group A to No. 6"
"""The record of a round paired with the Baku method, group A to No. 6 (the roster's 12
players: 2 * ceil(12 / 4) = 6)."""


def _said(output: str) -> str:
    return " ".join(output.split())


def _two_rounds(tmp_path: Path, label: str, value: str) -> Path:
    """A 6-round FIDE (Dutch) event of the spring roster with ``value`` in the Event
    sheet's ``label`` cell, rounds 1 and 2 paired and played."""
    event = _event(tmp_path)
    _set(event, label, value)
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    return event


def _third(event: Path) -> str:
    """Round 3 paired and played: what pair said."""
    said = _said(_ok("pair", event))
    fill_results(event, 3)
    return said


def _checked(event: Path) -> str:
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "3 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked.output
    return _said(checked.output)


def _exported(event: Path) -> tuple[list[str], str]:
    """The event exported: the file's lines and what export-trf said; the file is checked
    by ``swiss check`` (0 differences) and gacrux's checker (every round as in the file)."""
    trf = event.with_suffix(".trf")
    said = _said(_ok("export-trf", event, trf))
    checked = swiss("check", trf)
    assert "0 breaches of absolute criteria, 0 differences" in checked.output, checked.output
    assert list(map(str, gacrux_disagrees(trf))) == []
    return trf.read_text().splitlines(), said


@pytest.mark.parametrize(
    ("now", "record", "accelerated"),
    [
        ("", "none", ["1.0 001 002 1 6"]),
        ("baku 1-2", "Acceleration: baku 1-2", ["1.0 001 002 1 6"]),
        (
            "baku 1-6, group A to No. 6",
            "Acceleration: baku 1-6, group A to No. 6",
            ["1.0 001 003 1 6", "0.5 004 006 1 6"],
        ),
    ],
)
def test_an_acceleration_changed_after_round_2_is_warned_of_and_each_round_judged_with_its_own(
    tmp_path: Path, now: str, record: str, accelerated: list[str]
) -> None:
    """Before: nothing said, and check reported 12 (cleared) or 5 (``baku 1-2``: round 2
    half a point) differences in rounds 1-2, judged with the cell as it is now. Record 250
    states each round's virtual points as it was paired (rounds 1-2 a point, round 3 none,
    or under ``baku 1-6`` a point, and half a point in rounds 4-6); gacrux agrees."""
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    cell = _set(event, "Acceleration", now)
    said = _third(event)
    change = (f"the acceleration changed: rounds 1-2 were paired with {BAKU[14:]} (the Log), "
              f"round 3 is paired with {now or 'none'} ({cell})")  # fmt: skip
    assert change in said, said
    assert any(change in w for w in map(_said, logged_warnings(event))), logged_warnings(event)
    assert logged_options(event) == {1: BAKU, 2: BAKU, 3: record}
    checked = _checked(event)
    note = (
        f"note: rounds 1-2 were paired with the acceleration {BAKU[14:]} (the Log): judged with it"
    )
    assert note in checked, checked
    explained = swiss("explain", event, "--round", "2")
    assert "Round 2 as stored is what the engine gives now." in explained.stdout, explained.output
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)" in explained.stdout
    lines, _ = _exported(event)
    assert [line.split()[1:] for line in lines if line[:3] == "250"] == [
        a.split() for a in accelerated
    ]


def test_forbidden_pairs_cleared_after_round_2_are_kept_for_rounds_1_2(tmp_path: Path) -> None:
    """``1 7; 2 8`` (round 1's natural pairs) forbidden for rounds 1-2, then cleared:
    before, check reported 2 differences in round 1 (the rules pair 1-7 and 8-2)."""
    event = _two_rounds(tmp_path, "Forbidden pairs", "1 7; 2 8")
    cell = _set(event, "Forbidden pairs", "")
    said = _third(event)
    assert ("the forbidden pairs changed: rounds 1-2 were paired with 1 7; 2 8 (the Log), "
            f"round 3 is paired with none ({cell})") in said, said  # fmt: skip
    assert logged_options(event) == {1: "Forbidden pairs: 1 7; 2 8",
                                     2: "Forbidden pairs: 1 7; 2 8", 3: "none"}  # fmt: skip
    _checked(event)
    lines, _ = _exported(event)
    assert [line.split()[1:] for line in lines if line[:3] == "260"] == [
        ["001", "002", "1", "7"],
        ["001", "002", "2", "8"],
    ]


def test_forbidden_pairs_typed_after_round_2_are_not_breaches_of_rounds_1_2(
    tmp_path: Path,
) -> None:
    """Before: check reported round 1's 1-7 and 8-2 as breaches of the forbidden pairs
    (absolute criteria), typed only after round 2."""
    event = _two_rounds(tmp_path, "Forbidden pairs", "")
    _set(event, "Forbidden pairs", "1 7; 2 8")
    _third(event)
    assert logged_options(event) == {1: "none", 2: "none", 3: "Forbidden pairs: 1 7; 2 8"}
    _checked(event)
    lines, _ = _exported(event)
    rounds = [line.split()[1:3] for line in lines if line[:3] == "260"]
    assert rounds == [["003", "006"], ["003", "006"]], lines


def test_dutch_rounds_paired_with_baku_keep_it_after_a_switch_to_caa(tmp_path: Path) -> None:
    """closing7: "Dutch rounds paired with Baku and judged after a switch to CAA are judged
    without them". CAA 2009 takes no acceleration: the cell is emptied with the switch.
    Before: 12 differences in rounds 1-2. The file names one system (record 192, CAA
    2009), which takes no record 250: export-trf says the file does not state it."""
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    _set(event, "System", "caa-2009")
    _set(event, "Acceleration", "")
    said = _third(event)
    assert "the system changed" in said, said
    assert logged_options(event) == {1: BAKU, 2: BAKU, 3: "none"}
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "0 differences from fide-dutch-2026 (rounds 1-2), caa-2009 (round 3)" in _said(
        checked.output
    ), checked.output
    trf = tmp_path / "open.trf"
    exported = _said(_ok("export-trf", event, trf))
    assert not [line for line in trf.read_text().splitlines() if line[:3] == "250"]
    assert (f"rounds 1-2 were paired with the acceleration {BAKU[14:]} (the Log), which "
            "record 192's system, caa-2009, does not take: the file does not state it"
            ) in exported, exported  # fmt: skip


def _made_before_the_record(event: Path) -> None:
    """The Log's pairing rows without their Options cell, as a workbook made before the
    record has them (``made_before``: and the records that came in with it)."""
    made_before(event, OPTIONS)


def test_a_workbook_made_before_the_record_is_judged_with_the_cells_and_says_so(
    tmp_path: Path,
) -> None:
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    _made_before_the_record(event)
    _third(event)
    checked = _checked(event)
    assert ("note: the Log does not record the acceleration and forbidden pairs that paired "
            "rounds 1-2 (a workbook made before the record): judged with the Event sheet's "
            "Acceleration and Forbidden pairs cells") in checked, checked  # fmt: skip
    assert logged_options(event) == {1: None, 2: None, 3: BAKU}
    explained = _said(_ok("explain", event, "--round", "1"))
    assert "the Log does not record the acceleration and forbidden pairs that paired round 1" in (
        explained
    ), explained


def test_a_workbook_made_before_the_record_then_cleared_is_judged_as_before(
    tmp_path: Path,
) -> None:
    """Without the record, a cleared cell judges rounds 1-2 without it (the differences
    today's check reports), and check says the Log does not record them."""
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    _made_before_the_record(event)
    _set(event, "Acceleration", "")
    said = _third(event)
    assert "the acceleration changed" not in said, said
    checked = swiss("check", event)
    assert checked.exit_code == 1, checked.output
    unsaid = "the Log does not record the acceleration and forbidden pairs that paired rounds 1-2"
    assert unsaid in _said(checked.output), checked.output


def test_a_logged_request_that_cannot_be_read_is_refused(tmp_path: Path) -> None:
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    row, said = refused_as_logged(event, "Acceleration: fast")
    cell = f"'Log'!G{row}: Options: round 2's Acceleration and Forbidden pairs"
    assert f"{cell}: expected 'baku'" in said, said


def test_rounds_paired_under_a_system_taking_no_requests_had_none(tmp_path: Path) -> None:
    """CAA 2009 rounds 1-2, then the Dutch system with the Baku method from round 3: rounds
    1-2 were paired without it, so record 250 gives them no virtual point (before: a point
    to group A in both, as if the Baku method had paired them)."""
    event = _event(tmp_path, "caa-2009")
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    _set(event, "System", "fide-dutch-2026")
    _set(event, "Acceleration", "baku")
    _third(event)
    assert logged_options(event) == {1: "none", 2: "none", 3: "Acceleration: baku"}
    checked = swiss("check", event)
    assert "0 differences from caa-2009 (rounds 1-2), fide-dutch-2026 (round 3)" in _said(
        checked.output
    ), checked.output
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    accelerated = [line.split()[1:] for line in trf.read_text().splitlines() if line[:3] == "250"]
    assert accelerated == [["0.5", "003", "003", "1", "6"]], accelerated


def test_a_round_paired_again_takes_the_cells(tmp_path: Path) -> None:
    """``pair --force`` pairs round 3 anew with the Acceleration cell typed back, not with
    the Log's record of its earlier pairing (none)."""
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    _set(event, "Acceleration", "")
    _ok("pair", event)
    _set(event, "Acceleration", BAKU[14:])
    said = _said(_ok("pair", event, "--force"))
    assert "the acceleration changed" not in said, said  # as rounds 1-2 were paired
    assert logged_options(event) == {1: BAKU, 2: BAKU, 3: BAKU}
    fill_results(event, 3)
    assert "note:" not in _checked(event)
    explained = _ok("explain", event, "--round", "3")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 6 (½ point)" in explained, explained  # 5: bye


def test_an_emptied_record_is_refused(tmp_path: Path) -> None:
    """The record emptied by hand after a row of the same system holding it is refused
    naming the cell and what to type back (``log.cleared_records``), not read as a workbook
    made before the record."""
    event = _two_rounds(tmp_path, "Acceleration", "baku")
    row, said = refused_as_logged(event, "")
    assert f"'Log'!G{row}" in said and f"({BAKU})" in said, said
