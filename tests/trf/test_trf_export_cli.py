"""``swiss export-trf`` (issue 14): refuses games without a result naming them unless
``--allow-unfinished``, and says what it wrote (players, rounds, the numbering
convention) and what another program may read differently."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.book import open_book
from individual.swiss.model import Unpaired
from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.swiss_workbook import fill_results, swiss
from tests.trf.oracle_gacrux import gacrux_reads
from tests.trf.test_trf_swiss_exchange import assert_gacrux_reads_as_meant
from tests.workbook.test_swiss_workbook import write_roster


def test_export_refuses_unfinished_games_then_says_what_it_wrote(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    roster = write_roster(tmp_path / "r.xlsx")
    assert swiss("init", roster, event, "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    out = tmp_path / "e.trf"
    refused = swiss("export-trf", event, out)
    assert refused.exit_code == 2 and not out.exists()
    assert "without a result" in refused.output and "round 1:" in refused.output
    allowed = swiss("export-trf", event, out, "--allow-unfinished")
    assert allowed.exit_code == 0, allowed.output
    assert "start numbers: the initial ranking" in allowed.output
    assert "warning: games without a result" in allowed.output
    fill_results(event, 1)
    done = swiss("export-trf", event, out)
    assert done.exit_code == 0, done.output
    assert "players, 1 of" in done.output and "warning: games" not in done.output


def test_a_workbook_event_reaches_gacrux_as_meant(tmp_path: Path) -> None:
    """Through the command line: a workbook with a late entry, requested byes (the next
    round's and later ones), a withdrawal and forfeits, exported by ``swiss export-trf``,
    is read by gacrux with no difference from the workbook's event."""
    pytest.importorskip("gacrux")
    event = tmp_path / "e.xlsx"
    roster = write_roster(tmp_path / "r.xlsx")  # no. 5 asked for a bye in round 3, no. 7 in 2
    assert swiss("init", roster, event, "--rounds", "6", "--lot", "white").exit_code == 0
    book = openpyxl.load_workbook(event)
    players = book["Players"]
    players["L4"] = "withdrawn 3"  # no. 3 plays rounds 1-2
    players["K9"] = "4, 5Z"  # no. 8: a half-point bye in round 4, a zero-point one in 5
    players.append([None, None, "Zoe Late", "", "", "ENG", 2250, None, "", "", "", "late 2"])
    book.save(event)
    for number in (1, 2, 3):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number, ("1-0", "0-1", "½-½", "+/-", "-/+"))
    out = tmp_path / "e.trf"
    exported = swiss("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    assert "13 players, 3 of 6 rounds" in exported.output
    wb = open_book(event)
    meant, upcoming = wb.event(), wb.upcoming()
    games = [g for r in meant.rounds for g in r.games]
    assert any(g.score is not None and not g.score.is_played for g in games)  # forfeits
    assert 13 not in {p for g in meant.rounds[0].games for p in (g.white, g.black)}  # late
    assert any(why is Unpaired.HALF_BYE for r in meant.rounds for _, why in r.unpaired)
    assert 3 in meant.withdrawn and upcoming[3] == {4: "-"} and upcoming[8] == {4: "H", 5: "Z"}
    assert_gacrux_reads_as_meant(out.read_text(encoding="utf-8"), meant, upcoming, tmp_path)


def _dutch_event(folder: Path, lot: str, byes: str = "") -> Path:
    """The roster as a five-round FIDE (Dutch) 2026 event, the lot ``lot``; ``byes`` the
    Byes cell of the top-rated player (Anna Berg)."""
    event = folder / "dutch.xlsx"
    roster = write_roster(folder / "r.xlsx")
    made = swiss(
        "init", roster, event, "--system", "fide-dutch-2026", "--rounds", "5", "--lot", lot
    )
    assert made.exit_code == 0, made.output
    book = openpyxl.load_workbook(event)
    players = book["Players"]
    (row,) = [r for r in range(2, players.max_row + 1) if players.cell(r, 3).value == "Anna Berg"]
    players.cell(row, 11).value = byes
    book.save(event)
    return event


def _exported(event: Path) -> Path:
    out = event.with_suffix(".trf")
    exported = swiss("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    assert "152" in exported.output  # it says it wrote the lot as record 152
    return out


@pytest.mark.parametrize("lot", ["white", "black"])
def test_gacrux_reads_the_lot_of_an_event_not_yet_paired(tmp_path: Path, lot: str) -> None:
    """Before round 1 nothing in the file but its lot records says the initial colour
    (C.04.3 5.2; TRF-26 record 152): gacrux reads 152, not JaVaFo's XXC."""
    pytest.importorskip("gacrux")
    out = _exported(_dutch_event(tmp_path, lot))
    lines = out.read_text(encoding="utf-8").splitlines()
    assert f"152 {lot[0].upper()}" in lines and f"XXC {lot}1" in lines
    tournament, _ = gacrux_reads(out.read_text(encoding="utf-8"), tmp_path, "read")
    assert tournament.get("topColor") == lot[0]


def test_gacrux_checks_with_the_lot_when_the_top_player_sat_out_round_1(tmp_path: Path) -> None:
    """The top-ranked player took a zero-point bye in round 1, so the highest ranked player
    paired then is not the one the lot names; without record 152 gacrux takes TRF-26's
    default (that player's round-1 colour) for the initial colour. With it, gacrux reads
    the workbook's lot and its Dutch checker confirms every round."""
    pytest.importorskip("gacrux")
    event = _dutch_event(tmp_path, "white", byes="1Z")
    for number in (1, 2, 3):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    out = _exported(event)
    assert "152 W" in out.read_text(encoding="utf-8").splitlines()
    tournament, _ = gacrux_reads(out.read_text(encoding="utf-8"), tmp_path, "read")
    assert tournament.get("topColor") == "w"
    assert list(map(str, gacrux_disagrees(out))) == []  # round 1 too (C.04.2 2.4)
