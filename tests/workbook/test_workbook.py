"""Reading a round sheet back: each validation error names its sheet and cell, the
command exits with 2 and the workbook keeps every byte. Also the Log, names that look
like formulas, and saves killed half-way."""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook import file as workbook_file
from individual.edges.workbook.file import save_workbook
from tests.workbook_event import (
    MatchRows,
    edit,
    layout,
    log_actions,
    make_trf,
    new_event,
    run,
    type_results,
)

Damage = Callable[[list[MatchRows]], tuple[str, dict[str, object], str]]


def _previous(event: Path) -> Path:
    """The newest version kept of ``event`` (the file the last save replaced)."""
    kept = workbook_file.previous_path(event)
    assert kept is not None
    return kept


def _played(tmp_path: Path) -> tuple[Path, list[MatchRows]]:
    """An event with round 1 paired and every result typed."""
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event, layout(event, 1)


DAMAGES: dict[str, Damage] = {
    "unknown code": lambda m: ("Round 1", {f"I{m[0].boards[1]}": "2-0"},
                               f"'Round 1'!I{m[0].boards[1]}: unknown result '2-0'"),
    "total does not add up": lambda m: ("Round 1", {f"I{m[1].row}": "4-0"},
                                        f"'Round 1'!I{m[1].row}: match total 4-0 does not add up"),
    "player not in the team": lambda m: ("Round 1", {f"K{m[2].boards[0]}": "Nobody"},
                                         f"'Round 1'!K{m[2].boards[0]}: 'Nobody' is not a player"),
    "missing result": lambda m: ("Round 1", {f"I{m[3].boards[3]}": None},
                                 f"'Round 1'!I{m[3].boards[3]}: table 4, "),
    "board order": lambda m: ("Round 1", {f"F{m[0].boards[2]}": "x"}, "x"),
    "team name and number disagree": lambda m: ("Round 1", {f"F{m[1].row}": "Wrongland"},
                                                f"'Round 1'!F{m[1].row}: 'Wrongland' is not team"),
    "formula": lambda m: ("Round 1", {f"I{m[0].boards[0]}": "=1+1"},
                          f"'Round 1'!I{m[0].boards[0]}: a formula (=1+1)"),
    "date": lambda m: ("Round 1", {f"I{m[0].boards[0]}": datetime.datetime(2026, 1, 2)},
                       f"'Round 1'!I{m[0].boards[0]}: Excel made a date"),
    "no player but a result": lambda m: ("Round 1", {f"K{m[1].boards[1]}": None,
                                                     f"K{m[1].boards[0]}": "keep"}, "keep"),
    "no-show marker and a board result": lambda m: (
        "Round 1", {f"I{m[2].row}": "+/-", f"I{m[2].boards[0]}": "0-1"},
        f"'Round 1'!I{m[2].boards[0]}: 0-1 contradicts the no-show marker +/- in I{m[2].row}"),
    "unknown team": lambda m: ("Round 1", {f"O{m[0].row}": 99},
                               f"'Round 1'!O{m[0].row}: no team 99 in the Teams sheet"),
    "team twice": lambda m: ("Round 1", {f"C{m[1].row}": m[0].first, f"F{m[1].row}": None},
                             f"'Round 1'!C{m[1].row}: team {m[0].first} is also in 'Round 1'!C"),
    "bad status": lambda m: ("Teams", {"E3": "gone fishing"}, "'Teams'!E3: expected 'late 4'"),
    "no boards": lambda m: ("Event", {"B4": 0}, "'Event'!B4: boards: expected a whole number"),
    "unknown ruleset": lambda m: ("Event", {"B5": "fide-1900"},
                                  "'Event'!B5: Ruleset: unknown 'fide-1900'"),
    "bad lot": lambda m: ("Event", {"B7": "purple"},
                          "'Event'!B7: expected white, black or empty; found 'purple'"),
    "bad rating": lambda m: ("Teams", {"J2": "strong"}, "'Teams'!J2: rating: expected a whole"),
    "duplicate team number": lambda m: ("Teams", {"A3": 1}, "'Teams'!A3: team 1 is also row 2"),
    "no header": lambda m: ("Round 1", {"A4": None}, "sheet 'Round 1': no header row"),
}  # fmt: skip


@pytest.mark.parametrize("name", DAMAGES, ids=list(DAMAGES))
def test_each_error_names_its_cell_and_changes_nothing(tmp_path: Path, name: str) -> None:
    event, matches = _played(tmp_path)
    sheet, cells, expected = DAMAGES[name](matches)
    if name == "board order":
        expected = _swap_players(event, matches[0])
    elif name == "no player but a result":
        expected = f"'Round 1'!I{matches[1].boards[1]}: "
        cells[f"K{matches[1].boards[0]}"] = openpyxl.load_workbook(event)["Round 1"][
            f"K{matches[1].boards[0]}"
        ].value
    if cells:
        edit(event, sheet, cells)
    before, previous = event.read_bytes(), _previous(event).read_bytes()
    commands = [["pair", event], ["export-trf", event, tmp_path / "o.trf"]]
    for command in commands[: 1 if name == "missing result" else 2]:
        result = run(*command)
        assert result.exit_code == 2, result.output
        assert expected in result.stderr
        assert "Traceback" not in result.output
    assert event.read_bytes() == before
    assert _previous(event).read_bytes() == previous
    assert not (tmp_path / "o.trf").exists()


def _swap_players(event: Path, match: MatchRows) -> str:
    book = openpyxl.load_workbook(event)
    sheet = book["Round 1"]
    one, two = (sheet.cell(r, 6) for r in match.boards[:2])
    one.value, two.value = two.value, one.value
    book.save(event)
    return f"'Round 1'!F{match.boards[1]}: {two.value!r} cannot play below a player"


def test_all_errors_are_reported_at_once(tmp_path: Path) -> None:
    event, matches = _played(tmp_path)
    bad = {f"I{matches[0].boards[0]}": "x", f"I{matches[1].boards[1]}": "y"}
    edit(event, "Round 1", bad)
    edit(event, "Teams", {"E2": "maybe"})
    lines = run("pair", event).stderr.splitlines()
    assert len(lines) == 3
    assert all(line.startswith(f"{event}, '") for line in lines)


def test_result_spellings_are_accepted(tmp_path: Path) -> None:
    event, matches = _played(tmp_path)
    spellings = ["1:0", "0 - 1", "1/2-1/2", "0,5-0,5", "+-", "-+", "--", "*"]
    cells = dict(zip((f"I{r}" for m in matches for r in m.boards), spellings, strict=False))
    edit(event, "Round 1", cells)
    assert run("pair", event).exit_code == 0


def test_a_lineup_change_in_board_order_is_kept(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    match = layout(event, 1)[0]
    book = openpyxl.load_workbook(event)
    reserve = book["Teams"].cell(1 + match.first, 7 + 4 * 5).value  # Name 5 of the team
    book["Round 1"].cell(match.boards[3], 6).value = reserve
    book.save(event)
    type_results(event, 1)
    assert run("pair", event).exit_code == 0
    trf = tmp_path / "o.trf"
    run("export-trf", event, trf, "--allow-unfinished")  # round 2 is paired, not played
    assert any(
        line.startswith(f"300 001 {match.first:03d}") for line in trf.read_text().splitlines()
    )


def test_the_log_records_every_action(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    run("pair", event)
    run("pair", event, "--force")
    type_results(event, 1)
    run("pair", event)
    run("export-trf", event, tmp_path / "o.trf", "--allow-unfinished")
    assert log_actions(event) == [("init", None), ("pair", 1), ("lot", 1), ("re-pair", 1),
                                  ("lot", 1), ("pair", 2)]  # fmt: skip
    rows = list(openpyxl.load_workbook(event)["Log"].iter_rows(values_only=True))
    assert rows[0] == ("Time", "Action", "Round", "What changed", "Pairing", "System", "Options")
    paired = "olympiad-2012"
    assert [r[5] for r in rows[1:]] == [None, paired, None, paired, None, paired]
    assert rows[3][4] == rows[5][4] == "white"  # the lot round 1 was paired under
    assert all(r[6] is None for r in rows[1:])  # a team ruleset has no options
    assert all(datetime.datetime.fromisoformat(r[0]).tzinfo is not None for r in rows[1:])
    assert "paired again (--force), 0 result(s) discarded" in rows[4][3]
    assert rows[6][4].count("-") == 4  # four matches, by team number


NAMES = {1: "=SUM(A1:A9)", 2: "+44 Chess Club", 3: "@home", 4: "-minus", 5: '=HYPERLINK("x")'}


def test_names_that_look_like_formulas_stay_text(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert run("init", make_trf(tmp_path, names=NAMES), event).exit_code == 0
    assert run("pair", event).exit_code == 0
    book = openpyxl.load_workbook(event)
    teams, round_one = book["Teams"], book["Round 1"]
    texts = [c for row in teams.iter_rows() for c in row if c.value in NAMES.values()]
    texts += [c for row in round_one.iter_rows() for c in row if c.value in NAMES.values()]
    assert len(texts) == 4 * len(NAMES)  # team and first player, in both sheets
    assert all(c.data_type == "s" for c in texts)
    assert all(c.quotePrefix for c in texts)
    type_results(event, 1)
    assert run("pair", event).exit_code == 0


def test_a_save_killed_half_way_leaves_the_workbook(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, _ = _played(tmp_path)
    before, previous = event.read_bytes(), _previous(event).read_bytes()
    real_save = openpyxl.Workbook.save

    def half_then_die(self: openpyxl.Workbook, filename: str) -> None:
        real_save(self, filename)
        data = Path(filename).read_bytes()
        Path(filename).write_bytes(data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(openpyxl.Workbook, "save", half_then_die)
    result = run("pair", event)
    assert result.exit_code == 1
    assert "could not save" in result.stderr and "unchanged" in result.stderr
    assert event.read_bytes() == before
    assert _previous(event).read_bytes() == previous
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []


def test_a_failed_replace_leaves_the_workbook(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, _ = _played(tmp_path)
    before = event.read_bytes()
    real_replace = os.replace

    def refuse(source: str, target: str) -> None:
        if Path(target) == event:
            raise PermissionError(13, "Permission denied (open in Excel?)")
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", refuse)
    result = run("pair", event)
    assert result.exit_code == 1
    assert event.read_bytes() == before
    assert openpyxl.load_workbook(event).sheetnames.count("Round 2") == 0
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_an_interrupted_save_leaves_the_workbook(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event, _ = _played(tmp_path)
    before = event.read_bytes()
    book = openpyxl.load_workbook(event)
    book["Teams"]["C2"].value = "changed"

    def interrupt(fd: int) -> None:  # while the new file is flushed, before it replaces
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        save_workbook(book, event)
    assert event.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]


def test_a_folder_that_does_not_exist_is_an_error(tmp_path: Path) -> None:
    event, _ = _played(tmp_path)
    created = run("init", make_trf(tmp_path), tmp_path / "no" / "such" / "e.xlsx")
    assert created.exit_code == 1
    assert "could not save" in created.stderr and "nothing was written" in created.stderr
    exported = run("export-trf", event, tmp_path / "no" / "o.trf")
    assert exported.exit_code == 1 and "could not write" in exported.stderr
