"""Issue 26, items 4 and 5 on the individual side, through the real ``swiss`` command: a
withdrawn player is named by ``pair`` and marked on the round and standings pages; a late
entry is "not entered yet" (not "not paired") before his round, on the round sheets and
the round pages; a game
typed ``*`` shows as ``*`` in the crosstable (not as "–", which the legend gives to a
round not paired); a round sheet says its Pts count ``*`` as a draw for pairing; the
downloads show the start number under ``No.``."""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import add_player, edit_player, fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster
from tests.workflow.pages import marked_withdrawn, page


@pytest.fixture(scope="module")
def day(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str, str]:
    """Round 1 with board 1 left unfinished (``*``), player 2 withdrawn from round 2, two
    rounds paired and played; the event, the bulletin, what ``pair`` said for round 2 and
    the withdrawn player's name."""
    tmp_path = tmp_path_factory.mktemp("swiss-day")
    event = tmp_path / "spring.xlsx"
    _ok("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", "5", "--lot", "white")
    _ok("pair", event)
    fill_results(event, 1)
    book = openpyxl.load_workbook(event)
    book["Round 1"].cell(4, 5).value = "*"
    book.save(event)
    gone = "Boris Chen"  # player 2
    edit_player(event, gone, 12, "withdrawn 2")
    said = _ok("pair", event)
    fill_results(event, 2)
    outdir = tmp_path / "bulletin"
    _ok("bulletin", event, outdir)
    return event, outdir, said, gone


def test_pair_names_the_withdrawn_player(day: tuple[Path, Path, str, str]) -> None:
    _, _, said, gone = day
    assert f"Not paired (withdrawn): player 2 ({gone})" in said, said


def test_the_round_and_standings_pages_mark_the_withdrawn_player(
    day: tuple[Path, Path, str, str],
) -> None:
    _, outdir, _, gone = day
    lines = [p.text() for p in page(outdir, "round-2.html").find_all("p", class_="bye")]
    assert any(line.startswith(gone) and line.endswith(": withdrawn.") for line in lines), lines
    assert "withdrawn" not in page(outdir, "round-1.html").text()
    marked, legend = marked_withdrawn(outdir, "data-player")
    assert marked == {"2"} and "withdrawn:" in legend, (marked, legend)


def test_an_unfinished_game_shows_as_a_star(day: tuple[Path, Path, str, str]) -> None:
    """Board 1 of round 1 was left "*": the crosstable shows "*", and the legend says so;
    the round sheet says what its Pts are."""
    event, outdir, _, _ = day
    book = openpyxl.load_workbook(event)
    white, black = book["Round 1"].cell(4, 2).value, book["Round 1"].cell(4, 8).value
    cross = page(outdir, "crosstable.html")
    legend = cross.find("p", class_="status").text()
    assert "* unfinished" in legend, legend
    for player in (white, black):
        row = cross.find("tr", data_player=str(player))
        cell = row.find("span", data_round="1").text()
        assert cell.endswith("*") and "–" not in cell, cell
    with (outdir / "crosstable.csv").open(encoding="utf-8") as handle:
        rows_csv = {int(r["No."]): r for r in csv.DictReader(handle)}
    assert rows_csv[white]["R1"].endswith("*")

    # The round sheet says what its Pts are: * counted as a draw for pairing.
    note = " ".join(str(c.value) for c in book["Round 2"][2] if c.value)
    assert "Pts" in note and "* counted as a draw for pairing" in note, note


def test_the_downloads_name_the_start_number_as_the_workbook(
    day: tuple[Path, Path, str, str],
) -> None:
    _, outdir, _, _ = day
    for name in ("standings", "crosstable", "players"):
        with (outdir / f"{name}.csv").open(encoding="utf-8") as handle:
            header = next(csv.reader(handle))
        assert "No." in header and "No" not in header, header


LATE = "not entered yet (late entry)"


def test_a_late_entry_is_not_entered_yet_before_his_round(tmp_path: Path) -> None:
    """Zed Late (player 13) enters in round 3; player 5 is absent from round 2. The round
    sheets and the round pages say "not entered yet (late entry)" for Zed in rounds 1 and
    2, "not paired" for player 5 in round 2, and nothing of the kind once Zed plays."""
    event = tmp_path / "spring.xlsx"
    _ok("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", "5", "--lot", "white")
    add_player(event, "Zed Late", 2400, "late 3")
    for number in (1, 2, 3):
        _ok("pair", event, *(("--absent", 5) if number == 2 else ()))
        fill_results(event, number)
    outdir = tmp_path / "bulletin"
    _ok("bulletin", event, outdir)
    book = openpyxl.load_workbook(event)

    def said(number: int, player: int) -> str | None:
        """What the round sheet says for ``player`` without a game (``None``: he has one)."""
        rows = book[f"Round {number}"].iter_rows(min_row=4, values_only=True)
        return next((r[6] for r in rows if r[0] == "-" and r[1] == player), None)

    def shown(number: int) -> list[str]:
        return [p.text() for p in page(outdir, f"round-{number}.html").find_all("p", class_="bye")]

    for number in (1, 2):
        assert said(number, 13) == LATE, number
        assert any(line.startswith("Zed Late") and line.endswith(f": {LATE}.")
                   for line in shown(number)), shown(number)  # fmt: skip
    assert said(2, 5) == "not paired"
    assert any(line.endswith(": not paired.") and LATE not in line for line in shown(2))
    assert said(3, 13) is None and not any(LATE in line for line in shown(3)), shown(3)
    # His card says it too, round by round; player 5's says "not paired" for round 2.
    zed = [r.find_all("td") for r in page(outdir, "player-13.html").find_all("tr")[1:]]
    assert [cells[1].text().strip() for cells in zed[:2]] == [LATE, LATE], zed
    assert LATE not in zed[2][1].text()
    five = [r.find_all("td") for r in page(outdir, "player-5.html").find_all("tr")[1:]]
    assert five[1][1].text().strip() == "not paired"
    assert swiss("check", event).exit_code == 0
