"""``olympiad init`` from a roster (the importer, or a stub of it), FIDE IDs kept as text,
``olympiad demo``, and the commands of other modules that read a workbook (bulletin,
check) through their readers by suffix."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.player import Player
from olympiad.edges.cli import workbook as cli_workbook
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.model import Team
from tests.paths import ROOT
from tests.workbook_event import make_trf, new_event, run, type_results

CSV = ROOT / "data" / "olympiad2026_open_rosters_teams001-107.csv"


def _stub_teams(path: Path, boards: int, reserves: int) -> tuple[Team, ...]:
    """A tiny roster importer: three teams whatever the file says."""
    size = boards + reserves
    return tuple(
        Team(n, f"Stub {n}", tuple(Player(f"S{n}.{b}", 2400 - 50 * n - b, fide_id=f"00{n}{b}")
                                   for b in range(size)))
        for n in (1, 2, 3)
    )  # fmt: skip


def test_init_reads_the_roster_through_the_importer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roster = tmp_path / "roster.xlsx"
    roster.write_bytes(b"not read by the stub")
    monkeypatch.setattr(cli_workbook, "read_roster_teams", _stub_teams)
    event = tmp_path / "e.xlsx"
    result = run("init", roster, event, "--boards", "3", "--lot", "white")
    assert result.exit_code == 0, result.output
    teams = openpyxl.load_workbook(event)["Teams"]
    assert [teams.cell(r, 3).value for r in (2, 3, 4)] == ["Stub 1", "Stub 2", "Stub 3"]
    fide = teams.cell(2, 9)
    assert (fide.value, fide.data_type, fide.number_format) == ("0010", "s", "@")
    assert run("pair", event).exit_code == 0


def test_a_roster_with_errors_creates_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(path: Path, boards: int, reserves: int) -> tuple[Team, ...]:
        where = (str(path), "players")
        raise InputErrors([InputError("rating: expected a number", *where, 4, "F"),
                           InputError("team without a name", *where, 9, "B")])  # fmt: skip

    monkeypatch.setattr(cli_workbook, "read_roster_teams", broken)
    roster = tmp_path / "roster.csv"
    roster.write_text("x\n")
    result = run("init", roster, tmp_path / "e.xlsx")
    assert result.exit_code == 2
    assert "row 4, column F: rating" in result.stderr and "row 9, column B" in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["roster.csv"]


def test_init_from_the_sample_csv_roster(tmp_path: Path) -> None:
    pytest.importorskip("olympiad.edges.roster.read")
    event = tmp_path / "e.xlsx"
    result = run("init", CSV, event, "--lot", "white")
    assert result.exit_code == 0, result.output
    assert "107 teams" in result.stdout
    assert run("pair", event).stdout.startswith("Round 1 paired: 53 matches, bye to team 107")


def test_fide_ids_stay_text_through_the_round_trip(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    run("init", make_trf(tmp_path, 4, names={2: "Numbers FC"}), event)
    cell = openpyxl.load_workbook(event)["Teams"].cell(3, 9)
    assert (cell.value, cell.data_type) == ("12345678", "s")
    run("export-trf", event, tmp_path / "o.trf")
    assert read_team_trf(tmp_path / "o.trf").event.team(2).players[0].fide_id == "12345678"


def test_the_workbook_must_end_in_xlsx(tmp_path: Path) -> None:
    result = run("init", make_trf(tmp_path), tmp_path / "e.trf")
    assert result.exit_code == 2 and "must end in .xlsx" in result.output


def test_pair_explain_prints_the_trail(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    result = run("pair", event, "--explain")
    assert result.exit_code == 0
    assert "[21] colour:" in result.stderr


def _digest(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()
    }


def test_demo_writes_only_in_its_folder(tmp_path: Path) -> None:
    pytest.importorskip("olympiad.edges.roster.read")
    pytest.importorskip("olympiad.edges.bulletin.render")
    data = _digest(ROOT / "data")
    result = run("demo", tmp_path / "demo", "--rounds", "1")
    assert result.exit_code == 0, result.output
    index = tmp_path / "demo" / "bulletin" / "index.html"
    assert result.stdout.strip().endswith(f"Bulletin: open {index.resolve()}")
    assert index.is_file()
    assert _digest(ROOT / "data") == data
    names = sorted(p.name for p in (tmp_path / "demo").iterdir())
    assert "olympiad2026_demo.xlsx" in names and "bulletin" in names
    again = run("demo", tmp_path / "demo")
    assert again.exit_code == 2 and "give the demo an empty folder" in again.stderr


def test_bulletin_and_check_read_a_workbook(tmp_path: Path) -> None:
    pytest.importorskip("olympiad.edges.cli.check")
    pytest.importorskip("olympiad.edges.cli.bulletin")
    event = new_event(tmp_path)
    run("pair", event)
    type_results(event, 1)
    run("pair", event)
    check = run("check", event)
    assert check.exit_code == 0, check.output
    assert "2 rounds checked: 0 violations" in check.stdout
    bulletin = run("bulletin", event, tmp_path / "site")
    assert bulletin.exit_code == 0, bulletin.output
    assert "Team 0001" in (tmp_path / "site" / "standings.html").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice (soffice) not installed")
def test_a_workbook_saved_by_libreoffice_still_reads(tmp_path: Path) -> None:
    """The organiser's spreadsheet program saves the workbook its own way: results typed,
    names that look like formulas, the program still reads every round."""
    event = tmp_path / "event.xlsx"
    run("init", make_trf(tmp_path, 6, names={1: "=SUM(A1:A9)", 2: "+44"}), event)
    run("pair", event)
    type_results(event, 1)
    saved = tmp_path / "calc"
    command = ["soffice", "--headless", "--convert-to", "xlsx:Calc MS Excel 2007 XML"]
    subprocess.run([*command, "--outdir", str(saved), str(event)], check=True, timeout=300,
                   capture_output=True)  # fmt: skip
    resaved = saved / "event.xlsx"
    assert run("standings", resaved).stdout == run("standings", event).stdout
    assert run("pair", resaved).exit_code == 0
    names = [c.value for c in openpyxl.load_workbook(resaved)["Teams"]["C"]]
    assert "=SUM(A1:A9)" in names and "+44" in names
