"""review-6 5: a team match nobody played, every board a double forfeit (``-/-`` typed
board by board), is the match neither team appeared for (``-/-`` typed on the match row,
the Round sheet's own way to say it): Olympiad 2012 art. 46, "Those teams who do not show
up on time for the start of any round shall lose the match and get zero points", holds
for each of them (the 2022 rules' art. 10 alike; C.04.6 leaves it to the competition's
regulations, read the same). Both typings give both teams a lost match, 0 MP, and the
same next round; FIDE's checker gacrux reads the exported file so (0 MP each). It used to
be a drawn match, 1 MP each, typed board by board. docs/interpretations.md, "A match
neither team appeared for"."""

from __future__ import annotations

import csv
import io
import shutil
from pathlib import Path

import pytest

from tests.workbook_event import CODES, edit, layout, new_event, run, type_results


def _code(table: int, board: int) -> str:
    return CODES[(table * 3 + board) % len(CODES)]


def _rows(event: Path) -> dict[str, dict[str, str]]:
    printed = run("standings", event, "--csv")
    assert printed.exit_code == 0, printed.output
    return {row["No."]: row for row in csv.DictReader(io.StringIO(printed.stdout))}


def _pairs(event: Path, number: int) -> list[tuple[int, int]]:
    return [(m.first, m.second) for m in layout(event, number)]


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "olympiad-2022", "fide-team-2026"])
def test_every_board_forfeited_by_both_is_the_match_neither_appeared_for(
    tmp_path: Path, ruleset: str
) -> None:
    event = new_event(tmp_path, 8, "--system", ruleset)
    assert run("pair", event).exit_code == 0
    match = layout(event, 1)[0]
    boards, row = tmp_path / "boards.xlsx", tmp_path / "row.xlsx"
    shutil.copy(event, boards)
    shutil.copy(event, row)
    type_results(boards, 1, lambda t, b: "-/-" if t == 1 else _code(t, b))
    type_results(row, 1, lambda t, b: None if t == 1 else _code(t, b))
    edit(row, "Round 1", {f"I{match.row}": "-/-"})
    by_boards, by_row = _rows(boards), _rows(row)
    for team in (str(match.first), str(match.second)):
        assert by_boards[team] == by_row[team]
        row_of = by_boards[team]
        assert (row_of["MP"], row_of["W"], row_of["L"]) == ("0", "0", "1")  # a lost match
    assert by_boards == by_row
    for path in (boards, row):
        paired = run("pair", path)
        assert paired.exit_code == 0, paired.output
    assert _pairs(boards, 2) == _pairs(row, 2)


def test_gacrux_reads_the_exported_match_as_lost_by_both(tmp_path: Path) -> None:
    pytest.importorskip("gacrux")
    from tests.standings.c07_oracle import gacrux

    event = new_event(tmp_path, 8, "--system", "fide-team-2026")
    assert run("pair", event).exit_code == 0
    match = layout(event, 1)[0]
    type_results(event, 1, lambda t, b: "-/-" if t == 1 else _code(t, b))
    trf = tmp_path / "e.trf"
    assert run("export-trf", event, trf).exit_code == 0
    theirs = gacrux(trf.read_text(encoding="utf-8"), ["PTS"], 1).values
    ours = _rows(event)
    for team in (match.first, match.second):
        assert float(theirs[team]["PTS"]) == float(ours[str(team)]["MP"]) == 0
