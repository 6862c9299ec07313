"""Group A of the Baku method (C.04.7) round by round, as the pairing takes it and as the
file ``export-trf`` writes states it (TRF-2026 record 250: virtual points by round and
player range), for the three cases the method's words decide beyond a plain event:

- a registered player absent from round 1 (C.04.2 3.3: not paired, zero points) is not in
  "the list of players to be paired" that C.04.7 splits "before the first round" (C.04.5.1;
  2026: 1.2), and holds no TPN before he arrives (C.04.2 2.4 as the SPP construes it):
  group A is the first 2 * ceil(N / 4) of the players paired in round 1, even in round 1
  ("After the first round, GA may contain an odd number of players"), as gacrux's generator
  splits its present players;
- a rating corrected after round 1 renumbers (C.04.2 2.3) and a player moved above group
  A's last player joins group A from the next pairing ("The last GA-player shall be the same
  as in the previous round"); the rounds paired before keep the group they were paired with
  (C.04.2 4.3: a correction affects the pairings yet to be made), so record 250 states the
  group of each round, not today's for every round;
- a late entry (C.04.2 2.4) is in no group before he enters, so he has no virtual points in
  the rounds before ("all the players in GA are assigned" them "before pairing" a round).

Each exported file is checked by gacrux's pairing checker as well (``gacrux_disagrees``).
"""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.dutch.gacrux_oracle import Shape, gacrux_disagrees, gacrux_events
from tests.swiss_workbook import add_player, edit_player, fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workflow.test_dutch_tpn_and_baku_group import _event, _name, corrected_after_round_1

BYES = 11  # the Players sheet's Byes column


def _acceleration(event: Path) -> str:
    sheet = openpyxl.load_workbook(event)["Event"]
    return str(next(r[1] for r in sheet.iter_rows(values_only=True) if r[0] == "Acceleration"))


def _exported(event: Path, played: int, paired: int = 1) -> tuple[list[str], Path]:
    """Rounds 1 to ``played`` paired and played (1 to ``paired`` already paired), then
    exported: the file's 250 records and the file."""
    for number in range(paired, played):
        fill_results(event, number)
        _ok("pair", event)
    fill_results(event, played)
    trf = event.with_suffix(".trf")
    _ok("export-trf", event, trf)
    return [x for x in trf.read_text().splitlines() if x.startswith("250")], trf


ONE_HALF, HALF_6_7 = "0.5 003 003 1 7", "0.5 003 003 6 7"
"""Round 3, the last accelerated of 5: half a point to group A."""


def _states(lines: list[str], trf: Path, *expected: str) -> None:
    """The file's 250 records are ``expected`` (words: points, rounds, players), in order,
    and gacrux's checker pairs every round of the file as it stands."""
    assert [line.split()[1:] for line in lines] == [e.split() for e in expected], lines
    assert list(map(str, gacrux_disagrees(trf))) == []


def test_a_round_1_absentee_is_not_in_the_list_group_a_is_split_from(tmp_path: Path) -> None:
    """12 players, No. 3 absent from round 1 (``1Z``): the 11 paired make group A of 6,
    Nos. 1, 2, 4, 5, 6 and 7 (before: 1-6, five of them paired, No. 7 left in group B);
    round 1 writes No. 7 as its last player; No. 3, ranked above him, joins group A when
    he arrives (round 2), with no virtual point in round 1, where he is not paired."""
    event = _event(tmp_path, 5, "baku")
    edit_player(event, _name(event, 3), BYES, "1Z")
    _ok("pair", event)
    explained = _ok("explain", event, "--round", "1")
    assert "[C.04.7] virtual points: 1, 2, 4, 5, 6, 7 (1 point)\n" in explained, explained
    assert _acceleration(event) == "baku, group A to No. 7"
    lines, trf = _exported(event, 3)
    _states(lines, trf, "1.0 001 002 1 2", "1.0 001 002 4 7", "1.0 002 002 3 3", ONE_HALF)


def test_record_250_states_group_a_as_each_round_was_paired(tmp_path: Path) -> None:
    """No. 7 corrected above Nos. 5 and 6 after round 1 (start numbers: 7 -> 5, 5 -> 6,
    6 -> 7): group A, split before round 1 as Nos. 1-6, stays Nos. 1-6 (start numbers 1-4,
    6 and 7) in every round; the correction renumbers (C.04.2 2.3) and moves nobody between
    the groups. Before: one group, start numbers 1-7, for every round, and gacrux paired
    round 1 of the file otherwise (No. 7 with a virtual point he was not paired with)."""
    event = corrected_after_round_1(tmp_path, 7, 2150)
    lines, trf = _exported(event, 3, paired=2)
    _states(lines, trf, "1.0 001 002 1 4", "1.0 001 002 6 7", "0.5 003 003 1 4", HALF_6_7)


def test_a_late_entry_has_no_virtual_points_before_he_enters(tmp_path: Path) -> None:
    """``late 2`` rated 2150, above No. 5 (start number 5 in the file, those below moved down
    one): group A is Nos. 1-6 of the 12 paired in round 1 and he joins it in round 2; record
    250 gives him the virtual points of rounds 2 and 3 only (before: of round 1 too, a
    round he was in no list for)."""
    event = _event(tmp_path / "late", 5, "baku")
    add_player(event, "Zed Late", 2150, "late 2")
    _ok("pair", event)
    lines, trf = _exported(event, 3)
    _states(lines, trf, "1.0 001 002 1 4", "1.0 001 002 6 7", "1.0 002 002 5 5", ONE_HALF)


def test_a_baku_file_is_split_as_gacrux_splits_its_present_players(tmp_path: Path) -> None:
    """Events made by gacrux's generator (``-a``: it writes group A, the first 2 * ceil(N / 4)
    of the N players present in round 1, as record 250), each with players absent from
    round 1, read without their 250 records and with the Baku method named by record 192
    (``FIDE_DUTCH_BAKU``): ``swiss check`` computes the same group and finds every round as
    fide-dutch-2026 pairs it (before: group A counted the absentees, 2 to 3 rounds of 3 of
    these 4 files paired otherwise, round 1 first)."""
    shape = Shape(18, 5, zpb=0.15, hpb=0.05, forfeit=0.0, accelerated=True)
    for path in gacrux_events(tmp_path, 2, 4, shape):
        lines = path.read_text().splitlines()
        absent = [x for x in lines if x[:3] == "001" and x[98:99] in ("Z", "H")]
        assert absent, path.name  # players absent from round 1: the case at hand
        named = ["192 FIDE_DUTCH_BAKU", *(x for x in lines if x[:3] not in ("192", "250"))]
        path.write_text("\n".join(named) + "\n")
        checked = swiss("check", path)  # exit 1: the generator's ranks are not ours (AOB)
        said = "0 breaches of absolute criteria, 0 differences from fide-dutch-2026"
        assert said in checked.output, checked.output


def test_a_correction_of_group_a_s_last_player_moves_nobody(tmp_path: Path) -> None:
    """No. 6, group A's last player in round 1, corrected from 2100 to 2400 (first now): he
    stays its last player and group A stays Nos. 1-6 in round 2 (before: every player ranked
    down to him, so No. 6 alone, and Nos. 1-5 lost their virtual point)."""
    event = corrected_after_round_1(tmp_path, 6, 2400)
    explained = _ok("explain", event, "--round", "2")
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)\n" in explained, explained
    assert _acceleration(event) == "baku, group A to No. 6"
