"""What a FIDE (Dutch) 2026 workbook pairs with when its numbers or its Baku group could
move (review-late #4, #5, #9, #11): the Tournament Pairing Number (TPN, C.04.3 1.1 and
C.04.2 Art. 2) and group A of the Baku method (C.04.7).

- C.04.2 2.3: a corrected rating may renumber the TPNs, but "no modification of a TPN for
  this reason is allowed after the fourth round has been paired";
- C.04.7 (read in its text before 2026, C.04.5.1, late entries): "The last GA-player shall
  be the same as in the previous round", so a rating corrected after round 1 keeps group A's
  last player, and moves nobody between the groups, split before round 1;
- C.04.2 2.4-2.5: a participant not yet paired holds no TPN; the trail says so for a
  workbook's ``late N`` player as for any other, and ``explain`` names the TPN 5.2.5 reads.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import add_player, edit_player, fill_results, games
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster

RATING = 7  # the Players sheet's Rating column


def _event(folder: Path, rounds: int, acceleration: str = "") -> Path:
    folder.mkdir(exist_ok=True)
    event = folder / "ev.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    _ok("init", roster, event, "--system", "fide-dutch-2026", "--rounds", rounds, "--lot", "white")
    if acceleration:
        book = openpyxl.load_workbook(event)
        sheet = book["Event"]
        row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == "Acceleration")
        sheet.cell(row, 2).value = acceleration
        book.save(event)
    return event


def _name(event: Path, number: int) -> str:
    sheet = openpyxl.load_workbook(event)["Players"]
    return str(next(r[2] for r in sheet.iter_rows(min_row=2, values_only=True) if r[0] == number))


def _next_round(event: Path, played: int) -> str:
    """Round ``played``'s results typed, the next round paired: what ``explain`` says of it."""
    fill_results(event, played)
    _ok("pair", event)
    return _ok("explain", event, "--round", str(played + 1))


def _pns(event: Path) -> dict[int, object]:
    sheet = openpyxl.load_workbook(event)["Players"]
    return {r[0]: r[1] for r in sheet.iter_rows(min_row=2, values_only=True) if r[0]}


def test_baku_group_a_keeps_its_last_player_after_a_correction(tmp_path: Path) -> None:
    """#4: No. 7 corrected above No. 5 and 6 after round 1: No. 6, group A's last player in
    round 1, keeps his virtual point in round 2, and No. 7, now ranked above him, stays in
    group B (C.04.7 splits the groups before round 1; only an entry after it is placed by
    the last player; a correction moves nobody, tests/workflow/test_baku_record_250.py):
    round 3, where No. 5 is not paired, gives ½ point to 1-4 and 6 (before: 7 too)."""
    event = _event(tmp_path, 5, "baku")
    _ok("pair", event)
    assert "virtual points: 1, 2, 3, 4, 5, 6 (1 point)" in _ok("explain", event, "--round", "1")
    fill_results(event, 1)
    edit_player(event, _name(event, 7), RATING, 2150)
    said = _ok("pair", event)
    assert (
        "Pairing numbers changed (C.04.2 2.3-2.5, among all players entered): player 7: 7 -> 5"
        in said
    )
    explained = _ok("explain", event, "--round", "2")
    assert "virtual points: 1, 2, 3, 4, 5, 6 (1 point)\n" in explained, explained
    assert "not paired (zero-point bye requested): 7\n" in explained, explained
    explained = _next_round(event, 2)
    assert "virtual points: 1, 2, 3, 4, 6 (½ point)\n" in explained, explained


def corrected_after_round_1(folder: Path, number: int, rating: int) -> Path:
    """A 5-round Baku event (the spring roster), round 1 paired and played, No. ``number``
    corrected to ``rating``, round 2 paired."""
    event = _event(folder, 5, "baku")
    _ok("pair", event)
    fill_results(event, 1)
    edit_player(event, _name(event, number), RATING, rating)
    _ok("pair", event)
    return event


def test_explain_gives_the_virtual_points_of_a_round_as_it_was_paired(tmp_path: Path) -> None:
    """The event of #4, round 2 paired after the correction: ``explain --round 1`` still
    names group A as round 1 was paired (1-6; No. 7, corrected above Nos. 5 and 6, stays in
    group B), as the engine it explains pairs it (before: '1, 2, 3, 4, 5, 7', group A by
    the corrected order)."""
    event = corrected_after_round_1(tmp_path, 7, 2150)
    explained = _ok("explain", event, "--round", "1")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)" in explained, explained
    assert "Round 1 as stored is what the engine gives now." in explained, explained


def test_a_rating_corrected_after_round_4_renumbers_nothing(tmp_path: Path) -> None:
    """#5: the same event, one copy with No. 12 corrected 1860 -> 2290 after round 4 was
    paired: round 5 is paired as in the copy without the correction, the Players sheet shows
    the numbers it was paired with, and the correction renumbers nothing."""
    event = _event(tmp_path / "a", 6)
    for number in (1, 2, 3, 4):
        _ok("pair", event)
        fill_results(event, number)
    corrected = tmp_path / "b" / "ev.xlsx"
    corrected.parent.mkdir()
    shutil.copy(event, corrected)
    edit_player(corrected, _name(corrected, 12), RATING, 2290)
    before = _pns(corrected)
    _ok("pair", event)
    said = _ok("pair", corrected)
    assert "Pairing numbers changed" not in said, said
    assert (  # review 7 #10c: the correction said with its consequence
        "1860 -> 2290; pairing numbers kept (C.04.2 2.3: no modification for a corrected "
        "rating after the fourth round has been paired)" in said
    ), said
    assert games(corrected, 5) == games(event, 5)
    assert _pns(corrected) == before
    fill_results(corrected, 5)
    trf = corrected.with_suffix(".trf")  # numbered by the PN kept: gacrux pairs every round so
    _ok("export-trf", corrected, trf)
    assert list(map(str, gacrux_disagrees(trf))) == []


def test_after_round_4_a_late_entry_is_still_numbered_in_his_place(tmp_path: Path) -> None:
    """C.04.2 2.5 (late entries keep the TPNs provisional) beside 2.3 (a correction after
    round 4 renumbers nothing): a player rated 2150 entering in round 5 takes PN 5 and those
    below him move down one, No. 12 corrected to 2290 among them, not to the top."""
    event = _event(tmp_path, 6)
    for number in (1, 2, 3, 4):
        _ok("pair", event)
        fill_results(event, number)
    before = _pns(event)
    edit_player(event, _name(event, 12), RATING, 2290)
    add_player(event, "Zed Late", 2150, "late 5")
    said = _ok("pair", event)
    after = _pns(event)
    assert after[13] == 5, said
    assert {n: after[n] for n in before} == {
        n: pn + 1 if isinstance(pn, int) and pn >= 5 else pn for n, pn in before.items()
    }, said


def test_a_late_entry_holds_no_tpn_and_explain_names_the_tpn_5_2_5_reads(tmp_path: Path) -> None:
    """#11 and #9: ``late 3`` entered above No. 5: in round 1 the trail names him among those
    holding no TPN, and the 5.2.5 colours name the TPN they read (No. 5 holds TPN 5 in round
    1, while the Players sheet's PN, the number once every entrant has arrived, is 6)."""
    event = _event(tmp_path, 5)
    add_player(event, "Zed Late", 2150, "late 3")
    _ok("pair", event)
    assert _pns(event)[5] == 6
    explained = _ok("explain", event, "--round", "1")
    assert "no TPN before a first pairing (late entries, 2.4-2.5): 13;" in explained, explained
    line = next(x for x in explained.splitlines() if "5-12: colours by 5.2.5" in x)
    assert "TPN 5" in line, line


def test_a_late_entry_has_no_virtual_point_before_he_plays(tmp_path: Path) -> None:
    """C.04.7 (C.04.5.1, initial groups division): group A is the first half (rounded up to
    an even number) of "the list of players to be paired" before the first round; a late
    entry joins it when he arrives ("The last GA-player shall be the same as in the previous
    round"). ``late 2`` rated above No. 5: round 1 is paired as without him (group A, Nos.
    1-6 of the 12 present, is not moved by him), ``explain`` lists the virtual points of the
    players of the round only; in round 2, ranked above No. 6, he has one too."""
    alone = _event(tmp_path / "alone", 5, "baku")
    event = _event(tmp_path / "late", 5, "baku")
    add_player(event, "Zed Late", 2150, "late 2")
    _ok("pair", alone)
    _ok("pair", event)
    assert games(event, 1) == games(alone, 1)
    explained = _ok("explain", event, "--round", "1")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)\n" in explained, explained
    assert "not paired (not entered yet): 13" in explained, explained
    explained = _next_round(event, 1)
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6, 13 (1 point)\n" in explained, explained


def test_a_late_entry_that_shifts_the_numbers_is_noted_by_check(tmp_path: Path) -> None:
    """Review-6 #13c: a player typed after round 1 and entering in round 2 above the others
    moves every number below him (2.5): round 1 was paired with numbers (and so 5.2.5
    parities) other than the PN now, and check says so of it, naming the round that
    renumbered (before the fix: nothing, only a reordering was noted)."""
    event = _event(tmp_path, 3)
    _ok("pair", event)
    fill_results(event, 1)
    add_player(event, "Zed Late", 2790, "late 2")
    _ok("pair", event)
    fill_results(event, 2)
    checked = _ok("check", event)
    assert (
        "note: round 1 is paired again with the pairing numbers in force when it was paired, "
        "as the Log records them (renumbered since, in round 2)"
    ) in checked, checked
    assert "note: round 2" not in checked and "0 differences" in checked, checked
