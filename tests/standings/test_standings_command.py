"""``standings`` on both command lines (issue 30): a TRF or a workbook, any C.07 list by
``--tiebreaks``, CSV by ``--csv`` (a row per player or team, ``No.`` the number, a column
per tie-break named as FIDE writes it, plain decimals), compared with FIDE's tie-break
checker gacrux on the same TRF; an unknown tie-break anywhere is refused, naming where."""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import CliRunner, Result

from individual.edges.cli.main import main as swiss_main
from olympiad.edges.cli.main import main as olympiad_main
from tests.standings.c07_oracle import checker, ours
from tests.swiss_workbook import two_rounds_played
from tests.workbook_event import edit as edit_cells
from tests.workbook_event import make_trf, new_event, run, type_results

KNOWN = {"swiss": "BH/C1", "olympiad": "EMGSB/C1"}  # a tie-break each side knows


def swiss(*args: object) -> Result:
    return CliRunner().invoke(swiss_main, [str(a) for a in args])


def olympiad(*args: object) -> Result:
    return CliRunner().invoke(olympiad_main, [str(a) for a in args])


def gacrux(path: Path, tiebreaks: list[str], rounds: int = 0) -> dict[int, list[Decimal]]:
    """Each start number's values by FIDE's tie-break checker, in the order asked, after
    ``rounds`` (default: all the file plans; gacrux counts the planned rounds not played)."""
    return checker(path, tiebreaks, rounds or None, swiss=False).numbers(Decimal)


def event_numbers(path: Path) -> dict[int, int]:
    """Each start number's number in the event (XXN), where the file gives one."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return {int(line[4:8]): int(line[9:13]) for line in lines if line.startswith("XXN")}


def parsed(result: Result) -> list[dict[str, str]]:
    assert result.exit_code == 0, result.output
    return list(csv.DictReader(io.StringIO(result.output)))


@pytest.fixture(scope="module")
def swiss_trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("swiss") / "event.trf"
    result = swiss("generate", "--players", 21, "--rounds", 7, "--seed", 5, "--forfeit", 0.05,
                   "--absence", 0.05, "-o", path)  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


@pytest.fixture(scope="module")
def team_trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("team") / "event.trf"
    result = olympiad("generate", "--teams", 11, "--rounds", 6, "--seed", 3,
                      "--ruleset", "fide-team-2026", "-o", path)  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


def test_swiss_trf_csv_equals_gacrux(swiss_trf: Path) -> None:
    chosen = ["BH/C1", "SB", "WIN"]
    rows = parsed(swiss("standings", swiss_trf, "--tiebreaks", ",".join(chosen), "--csv"))
    assert list(rows[0]) == ["Rank", "No.", "Player", "PTS", *chosen]
    expected = gacrux(swiss_trf, ["PTS", *chosen])
    own = event_numbers(swiss_trf)
    by_number = {own.get(start, start): values for start, values in expected.items()}
    assert len(rows) == len(expected) == 21
    for row in rows:
        values = [Decimal(row[c]) for c in ("PTS", *chosen)]
        assert values == by_number[int(row["No."])], row
    ranks = [int(r["Rank"]) for r in rows]
    assert ranks == sorted(ranks) and ranks[0] == 1


def test_a_value_of_more_than_two_decimals_is_written_to_two(tmp_path: Path) -> None:
    """AOB (C.07 8.2, an average no article rounds) over four opponents can be 13.875, over
    eight 13.0625: the CSV writes it as the text table prints it and as gacrux gives it,
    to two places, .5 up (13.88, 13.06); the ranks read the exact value (review-6 #9)."""
    path = tmp_path / "event.trf"
    made = swiss("generate", "--players", 12, "--rounds", 4, "--seed", 1, "-o", path)
    assert made.exit_code == 0, made.output
    exact = ours(path.read_text("utf-8"), ["AOB"]).values
    assert any(len(v["AOB"].partition(".")[2]) > 2 for v in exact.values()), exact
    written = list(csv.reader(io.StringIO(swiss("standings", path, "--tiebreaks", "AOB",
                                                "--csv").output)))  # fmt: skip
    column = written[0].index("AOB")
    in_csv = {int(r[1]): Decimal(r[column]) for r in written[1:]}
    own = event_numbers(path)
    assert in_csv == {own.get(s, s): v[0] for s, v in gacrux(path, ["AOB"]).items()}
    table = swiss("standings", path, "--tiebreaks", "AOB").output.splitlines()
    rows = table[next(i for i, line in enumerate(table) if line.split()[-1:] == ["AOB"]) + 1 :]
    printed = {int(r.split()[1]): Decimal(r.split()[-1]) for r in rows if r.strip()}
    assert printed == in_csv


def test_team_trf_tiebreaks_and_csv_equal_gacrux(team_trf: Path) -> None:
    chosen = ["BH:MP/C1", "EGGSB"]
    rows = parsed(olympiad("standings", team_trf, "--tiebreaks", ",".join(chosen), "--csv"))
    assert list(rows[0])[:2] == ["Rank", "No."]
    assert [c for c in rows[0] if c in chosen] == chosen
    expected = gacrux(team_trf, ["MPTS", *chosen])
    assert len(rows) == len(expected) == 11
    for row in rows:
        values = [Decimal(row[c]) for c in ("MP", *chosen)]
        assert values == expected[int(row["No."])], row


def test_text_table_takes_the_list_too(team_trf: Path) -> None:
    result = olympiad("standings", team_trf, "--tiebreaks", "EGGSB,BH:MP/C1")
    assert result.exit_code == 0, result.output
    header = next(line for line in result.output.splitlines() if line.startswith("Rk"))
    assert header.split()[3:7] == ["MP", "EGGSB", "BH:MP/C1", "GP"]  # GP shown, not ranked by


@pytest.mark.parametrize("side", ["swiss", "olympiad"])
def test_unknown_tiebreak_option(side: str, swiss_trf: Path, team_trf: Path) -> None:
    run, path = (swiss, swiss_trf) if side == "swiss" else (olympiad, team_trf)
    result = run("standings", path, "--tiebreaks", f"{KNOWN[side]},XYZ", "--csv")
    assert result.exit_code == 2
    assert "--tiebreaks" in result.output and "'XYZ'" in result.output
    assert "Rank" not in result.output


@pytest.mark.parametrize("side", ["swiss", "olympiad"])
def test_unknown_tiebreak_in_record_202(
    side: str, swiss_trf: Path, team_trf: Path, tmp_path: Path
) -> None:
    run, source = (swiss, swiss_trf) if side == "swiss" else (olympiad, team_trf)
    lines = [line for line in source.read_text(encoding="utf-8").splitlines()
             if not line.startswith("202")]  # fmt: skip
    lines.insert(1, f"202 {KNOWN[side]},XYZ")
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("standings", bad, "--csv")
    assert result.exit_code == 2, result.output
    where = f"{bad}, line 2, column {6 + len(KNOWN[side])}"
    assert where in result.output and "'XYZ'" in result.output
    assert "Rank" not in result.output


def _setting_cell(path: Path, label: str) -> str:
    """The cell holding the value of the Event sheet's ``label`` row."""
    sheet = openpyxl.load_workbook(path)["Event"]
    row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == label)
    return f"B{row}"


def _record(path: Path, kind: str) -> str:
    return next(line[4:] for line in path.read_text("utf-8").splitlines() if line[:3] == kind)


def test_swiss_workbook_list_csv_and_record_202(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path, "--tiebreaks", "BH/C1,SB,WIN")
    rows = parsed(swiss("standings", event, "--csv"))
    assert list(rows[0])[:6] == ["Rank", "No.", "Player", "PTS", "BH/C1", "SB"]
    out = tmp_path / "out.trf"
    assert swiss("export-trf", event, out).exit_code == 0
    assert _record(out, "202") == "BH/C1,SB,WIN"
    assert parsed(swiss("standings", out, "--csv")) == rows  # record 202 read back
    expected = gacrux(out, ["PTS", "BH/C1", "SB", "WIN"], rounds=2)
    own = event_numbers(out)
    by_number = {own.get(start, start): values for start, values in expected.items()}
    for row in rows:
        assert [Decimal(row[c]) for c in ("PTS", "BH/C1", "SB", "WIN")] == by_number[
            int(row["No."])
        ]


def test_swiss_event_sheet_unknown_tiebreak(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path)
    cell = _setting_cell(event, "Tie-breaks")
    edit_cells(event, "Event", {cell: "BH/C1, XYZ"})
    before = event.read_bytes()
    for command in (("standings", event), ("standings", event, "--csv"), ("pair", event)):
        result = swiss(*command)
        assert result.exit_code == 2, result.output
        assert f"'Event'!{cell}" in result.output
        assert "'XYZ'" in result.output and "Rank" not in result.output
    assert event.read_bytes() == before


def test_team_workbook_list_csv_and_record_202(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--tiebreaks", "EGGSB,BH:MP/C1")
    assert openpyxl.load_workbook(event)["Event"][_setting_cell(event, "Tie-breaks")].value == (
        "EGGSB,BH:MP/C1"
    )
    for number in (1, 2, 3):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    rows = parsed(olympiad("standings", event, "--csv"))
    assert [c for c in rows[0] if c in ("MP", "EGGSB", "BH:MP/C1")] == ["MP", "EGGSB", "BH:MP/C1"]
    out = tmp_path / "out.trf"
    assert run("export-trf", event, out).exit_code == 0
    assert _record(out, "202") == "EGGSB,BH:MP/C1"
    assert parsed(olympiad("standings", out, "--csv")) == rows
    expected = gacrux(out, ["MPTS", "EGGSB", "BH:MP/C1"], rounds=3)
    for row in rows:
        assert [Decimal(row[c]) for c in ("MP", "EGGSB", "BH:MP/C1")] == expected[int(row["No."])]


def test_team_unknown_tiebreak_in_init_and_event_sheet(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    result = run("init", make_trf(tmp_path, 8), event, "--tiebreaks", "EGGSB,XYZ")
    assert result.exit_code == 2 and "'XYZ'" in result.output and "--tiebreaks" in result.output
    assert not event.exists()
    event = new_event(tmp_path, 8)
    cell = _setting_cell(event, "Tie-breaks")
    edit_cells(event, "Event", {cell: "EGGSB XYZ"})
    before = event.read_bytes()
    for command in (("standings", event), ("pair", event)):
        result = olympiad(*command)
        assert result.exit_code == 2, result.output
        assert f"'Event'!{cell}" in result.output
        assert "'XYZ'" in result.output
    assert event.read_bytes() == before


@pytest.mark.parametrize(
    "side, chosen",
    [
        ("swiss", ["FB", "AOB", "BPG", "KS", "APRO"]),
        ("olympiad", ["EDE", "SSSC", "BBE", "EMMSB/C1"]),
    ],
)
def test_every_c07_tiebreak_offered(
    side: str, chosen: list[str], swiss_trf: Path, team_trf: Path
) -> None:
    """Tie-breaks the old lists lacked (C.07 through ``individual.standings.c07``)."""
    run, path, points = (swiss, swiss_trf, "PTS") if side == "swiss" else (olympiad, team_trf, "MP")
    rows = parsed(run("standings", path, "--tiebreaks", ",".join(chosen), "--csv"))
    assert [c for c in rows[0] if c in chosen] == chosen
    scores = ["PTS"] if side == "swiss" else ["MPTS"]  # C.04.6 mp-gp: match points, the list
    expected = gacrux(path, [*scores, *chosen])
    own = event_numbers(path) if side == "swiss" else {}
    by_number = {own.get(start, start): values for start, values in expected.items()}
    for row in rows:
        assert [Decimal(row[c]) for c in (points, *chosen)] == by_number[int(row["No."])], row


def test_game_points_first_ranks_by_them_then_any_c07_list(tmp_path: Path) -> None:
    """C.04.6 gp-mp ranks by game points, then the list (C.07 4.2; match points, used for
    colours, 1.2.1, are shown after it, not ranked by): equal to gacrux (its PTS the primary
    score, MPvGP the other)."""
    path = tmp_path / "gp.trf"
    made = olympiad("generate", "--teams", 6, "--rounds", 3, "--ruleset", "fide-team-2026",
                    "--scoring", "gp-mp", "-o", path)  # fmt: skip
    assert made.exit_code == 0, made.output
    chosen = ["EGGSB", "SSSC", "BH"]
    rows = parsed(olympiad("standings", path, "--tiebreaks", ",".join(chosen), "--csv"))
    assert list(rows[0])[3:8] == ["GP", *chosen, "MP"]
    expected = gacrux(path, ["PTS", *chosen, "MPvGP"])
    for row in rows:
        assert [Decimal(row[c]) for c in ("GP", *chosen, "MP")] == expected[int(row["No."])]
    assert [int(r["No."]) for r in rows] == sorted(
        expected, key=lambda n: expected[n][:4], reverse=True
    )
