"""Cells the program writes and reads back: the Players sheet's PN (the pairing numbers the
last pairing wrote, C.04.2 2.2-2.3) and the Log's rows (the renumberings and corrections
``check`` and ``explain`` replay an earlier round with). A hand edit there that the
program can tell (a PN missing or shared, a Log row with no action or with a Pairing cell
it cannot read) is refused naming the cell, nothing written: read as input, a mistyped PN
was logged as a renumbering (C.04.2 2.3) that never happened, and a damaged Log row gave
false differences "as the Log records them"."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.log import INIT
from tests.paths import DATA
from tests.swiss_workbook import add_player, edit_player, fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook_event import made_before, new_event, run, type_results

ROSTER = DATA / "individual" / "chennai2022_board1_roster.xlsx"
RATING = 7  # the Players sheet's Rating column
PN = 2  # the Players sheet's PN column


def _round_1_played(folder: Path) -> Path:
    event = folder / "open.xlsx"
    _ok("init", ROSTER, event, "--rounds", 7, "--lot", "white")
    _ok("pair", event)
    fill_results(event, 1)
    return event


def _set(event: Path, sheet: str, row: int, column: int, value: object) -> None:
    book = openpyxl.load_workbook(event)
    book[sheet].cell(row, column).value = value
    book.save(event)


def _refused(event: Path, command: str, *where: str, args: tuple[str, ...] = ()) -> None:
    """``command`` on ``event`` (then ``args``) exits 2 naming ``where``, the file left as
    it was."""
    before = event.read_bytes()
    team = event.name.startswith("team")
    result = run(command, event, *args) if team else swiss(command, event, *args)
    assert result.exit_code == 2, (command, result.output)
    assert "Traceback" not in result.output
    for part in (event.name, *where):
        assert part in result.output, (part, result.output)
    assert event.read_bytes() == before


@pytest.mark.parametrize("command", ["pair", "check"])
@pytest.mark.parametrize("recorded", [True, False])
def test_a_mistyped_pn_is_refused_naming_its_cell(
    tmp_path: Path, command: str, recorded: bool
) -> None:
    """The Log's init row says what to type back; a workbook made before that record
    (its Pairing cell empty) is told the number shared."""
    event = _round_1_played(tmp_path)
    if not recorded:
        _set(event, "Log", _log_rows(event, "init")[0], 5, None)
    _set(event, "Players", 2, PN, 7)  # No. 1's PN was 2: PN 7 now twice, 2 nobody's
    said = "the Log's init row gave No. 1 PN 2: " if recorded else "also the PN of No."
    _refused(event, command, f"'Players'!B2: PN 7: {said}")


def test_a_cleared_pn_of_a_player_paired_is_refused(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    _set(event, "Players", 2, PN, None)  # No. 1 played round 1: not a new player
    _refused(event, "pair", "'Players'!B2: PN: no pairing number, but No. 1 is paired")


def test_a_player_added_since_has_no_pn_yet(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    add_player(event, "Late, Added", 2000, "late 2")  # no PN: the next pairing numbers him
    assert "player 41 new" in _ok("pair", event)


def test_two_pn_swapped_against_the_log_are_refused(tmp_path: Path) -> None:
    """Two PN cells exchanged hold no number twice, but the Log's renumber row records
    what the pairing wrote them."""
    event, row = _renumbered(tmp_path)
    book = openpyxl.load_workbook(event)
    changes = str(book["Log"].cell(row, 5).value).split("; ")
    (a, _, new_a), (b, _, new_b) = (c.replace(":", "").split(" ", 1)[0:1] + c.split(" -> ")
                                    for c in changes[:2])  # fmt: skip
    sheet = book["Players"]
    rows = {sheet.cell(r, 1).value: r for r in range(2, sheet.max_row + 1)}
    sheet.cell(rows[int(a)], PN).value, sheet.cell(rows[int(b)], PN).value = int(new_b), int(new_a)
    book.save(event)
    said = f"PN {new_b}: the Log's renumber row of round 2 gave No. {a} PN {new_a}"
    _refused(event, "check", f"'Players'!B{rows[int(a)]}: {said}")


def _log_rows(event: Path, action: str) -> list[int]:
    sheet = openpyxl.load_workbook(event)["Log"]
    return [r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 2).value == action]


def _renumbered(folder: Path) -> tuple[Path, int]:
    """Round 1 played, a rating corrected, round 2 paired (it renumbers) and played: the
    event and its ``renumber`` row."""
    event = _round_1_played(folder)
    edit_player(event, str(openpyxl.load_workbook(event)["Players"].cell(41, 3).value),
                RATING, 2800)  # fmt: skip
    assert "Pairing numbers changed" in _ok("pair", event)
    fill_results(event, 2)
    assert "0 differences" in swiss("check", event).output
    (row,) = _log_rows(event, "renumber")
    return event, row


@pytest.mark.parametrize("command", ["check", "pair"])
def test_a_log_row_without_its_action_is_refused(tmp_path: Path, command: str) -> None:
    event, row = _renumbered(tmp_path)
    _set(event, "Log", row, 2, None)
    _refused(event, command, f"'Log'!B{row}: a Log row without its Action")


@pytest.mark.parametrize("command", ["check", "explain"])
def test_a_garbled_renumber_row_is_refused(tmp_path: Path, command: str) -> None:
    event, row = _renumbered(tmp_path)
    _set(event, "Log", row, 5, "37: 40 -> x; 4: 1 2")
    if command == "explain":
        before = event.read_bytes()
        result = swiss("explain", event, "--round", 1)
        assert result.exit_code == 2, result.output
        assert f"'Log'!E{row}: a renumber row's Pairing cell" in result.output, result.output
        assert event.read_bytes() == before
    else:
        _refused(event, command, f"'Log'!E{row}: a renumber row's Pairing cell")


def test_team_log_row_without_its_action_is_refused(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    (row,) = _log_rows(event, "pair")
    _set(event, "Log", row, 2, None)
    team = event.rename(event.with_name("team.xlsx"))
    _refused(team, "check", f"'Log'!B{row}: a Log row without its Action")


@pytest.mark.parametrize("command", ["pair", "check"])
def test_team_mistyped_pn_is_refused_naming_its_cell(tmp_path: Path, command: str) -> None:
    event = new_event(tmp_path, 8, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    sheet = openpyxl.load_workbook(event)["Teams"]
    assert sheet.cell(1, PN).value == "PN"
    shown = sheet.cell(2, PN).value
    _set(event, "Teams", 2, PN, 7 if shown != 7 else 6)
    team = event.rename(event.with_name("team.xlsx"))
    said = f"the Log's init row gave No. {sheet.cell(2, 1).value} PN {shown}: "
    _refused(team, command, f"'Teams'!B2: PN {7 if shown != 7 else 6}: {said}")


_EXPLAIN = {"explain": ("--round", "1")}


def _swap(event: Path, sheet: str, first: int, second: int, column: int = PN) -> tuple[int, int]:
    """Exchange the ``column`` cells of rows ``first`` and ``second``: their numbers in
    column A."""
    book = openpyxl.load_workbook(event)
    cells = book[sheet].cell(first, column), book[sheet].cell(second, column)
    cells[0].value, cells[1].value = cells[1].value, cells[0].value
    book.save(event)
    return book[sheet].cell(first, 1).value, book[sheet].cell(second, 1).value


@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_two_pn_swapped_before_any_renumbering_are_refused(tmp_path: Path, command: str) -> None:
    """No renumber row yet: the Log's init row records the numbers init wrote."""
    event = _round_1_played(tmp_path)
    assert not _log_rows(event, "renumber")
    sheet = openpyxl.load_workbook(event)["Players"]
    first, second = sheet.cell(2, PN).value, sheet.cell(3, PN).value
    _swap(event, "Players", 2, 3)
    said = f"'Players'!B2: PN {second}: the Log's init row gave No. 1 PN {first}"
    _refused(event, command, said, args=_EXPLAIN.get(command, ()))


def _team_round_1_played(folder: Path) -> Path:
    event = new_event(folder, 8, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    return event.rename(event.with_name("team.xlsx"))


@pytest.mark.parametrize("command", ["pair", "check"])
def test_team_pn_swapped_before_any_renumbering_are_refused(tmp_path: Path, command: str) -> None:
    event = _team_round_1_played(tmp_path)
    sheet = openpyxl.load_workbook(event)["Teams"]
    first, second = sheet.cell(2, PN).value, sheet.cell(3, PN).value
    (number, _) = _swap(event, "Teams", 2, 3)
    said = f"'Teams'!B2: PN {second}: the Log's init row gave No. {number} PN {first}"
    _refused(event, command, said)


def test_a_workbook_without_the_init_record_is_paired_and_checked(tmp_path: Path) -> None:
    """A workbook made before the init row recorded the numbers (its Pairing cell empty)
    is read as before: the renumber rows are the only record."""
    event = _round_1_played(tmp_path)
    made_before(event, INIT)
    edit_player(event, str(openpyxl.load_workbook(event)["Players"].cell(41, 3).value),
                RATING, 2800)  # fmt: skip
    assert "Pairing numbers changed" in _ok("pair", event)
    fill_results(event, 2)
    assert "0 differences" in _ok("check", event)
    _ok("pair", event)


def test_the_init_row_records_the_numbers_written(tmp_path: Path) -> None:
    """Both sides: every PN init wrote, in the init row's Pairing cell."""
    event = _round_1_played(tmp_path)
    team = _team_round_1_played(tmp_path)
    for path, sheet in ((event, "Players"), (team, "Teams")):
        book = openpyxl.load_workbook(path)
        (row,) = _log_rows(path, "init")
        rows = range(2, book[sheet].max_row + 1)
        shown = {book[sheet].cell(r, 1).value: book[sheet].cell(r, PN).value for r in rows}
        text = str(book["Log"].cell(row, 5).value)
        recorded = dict(part.split(": - -> ") for part in text.split("; "))
        assert {int(n): int(pn) for n, pn in recorded.items()} == shown, text


def _renumbered_twice(folder: Path) -> tuple[Path, list[int]]:
    """``_renumbered``, then another rating corrected and round 3 paired (it renumbers
    again): the event and its two ``renumber`` rows."""
    event, _ = _renumbered(folder)
    edit_player(event, str(openpyxl.load_workbook(event)["Players"].cell(40, 3).value),
                RATING, 2790)  # fmt: skip
    assert "Pairing numbers changed" in _ok("pair", event)
    fill_results(event, 3)
    rows = _log_rows(event, "renumber")
    assert len(rows) == 2
    return event, rows


def _delete_row(event: Path, sheet: str, row: int) -> None:
    book = openpyxl.load_workbook(event)
    book[sheet].delete_rows(row)
    book.save(event)


@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_a_renumber_row_deleted_before_another_is_refused(tmp_path: Path, command: str) -> None:
    """The next renumber row changes numbers from other ones than the rows before it gave:
    a row between them is missing."""
    event, (first, second) = _renumbered_twice(tmp_path)
    _delete_row(event, "Log", first)
    said = f"'Log'!E{second - 1}: the renumber row of round 3 changes No."
    _refused(event, command, said, "a renumber row before it is missing",
             args=_EXPLAIN.get(command, ()))  # fmt: skip


@pytest.mark.parametrize("command", ["pair", "check"])
def test_the_last_renumber_row_deleted_is_refused(tmp_path: Path, command: str) -> None:
    """The PN column then differs from the Log's record: told for the PN cells, with the
    Log named as the other possible cause."""
    event, row = _renumbered(tmp_path)
    _delete_row(event, "Log", row)
    _refused(
        event,
        command,
        "'Players'!B",
        "the Log's init row gave No.",
        "if a renumber row was deleted from the Log",
    )


def _pair_row(event: Path, number: int) -> int:
    sheet = openpyxl.load_workbook(event)["Log"]
    return next(r for r in _log_rows(event, "pair") if int(sheet.cell(r, 3).value) == number)


@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_a_garbled_pair_row_is_refused(tmp_path: Path, command: str) -> None:
    event = _round_1_played(tmp_path)
    row = _pair_row(event, 1)
    _set(event, "Log", row, 5, "4-24 2-1 10-x; bye")
    said = f"'Log'!E{row}: a pair row's Pairing cell the program cannot read"
    _refused(event, command, said, args=_EXPLAIN.get(command, ()))


@pytest.mark.parametrize("command", ["pair", "check"])
def test_team_garbled_pair_row_is_refused(tmp_path: Path, command: str) -> None:
    event = _team_round_1_played(tmp_path)
    row = _pair_row(event, 1)
    _set(event, "Log", row, 5, 17)
    _refused(event, command, f"'Log'!E{row}: a pair row's Pairing cell the program cannot read")


def test_team_workbook_without_the_init_record_is_paired_and_checked(tmp_path: Path) -> None:
    """A team workbook made before the init row recorded the numbers reads as before."""
    event = _team_round_1_played(tmp_path)
    made_before(event, INIT)
    assert run("pair", event).exit_code == 0
    type_results(event, 2)
    checked = run("check", event)
    assert checked.exit_code == 0 and "0 differences" in checked.output, checked.output


def test_a_garbled_init_record_is_refused(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    (row,) = _log_rows(event, "init")
    _set(event, "Log", row, 5, "4: - -> 1; 1: 2")
    _refused(event, "check", f"'Log'!E{row}: an init row's Pairing cell the program cannot read")


PAIRED_RATING = 15  # the Players sheet's Paired rating column (O)


def _renumber_rows(event: Path) -> list[int]:
    return _log_rows(event, "renumber")


@pytest.mark.parametrize("played", [1, 4])
def test_a_pn_typed_as_text_is_its_number(tmp_path: Path, played: int) -> None:
    """A PN cell holding its own number as text (a number typed into a text-formatted
    cell) is read as that number by every reader, the writer too: no renumbering logged
    (after round 4, C.04.2 2.3 allows none), before and after round 4."""
    event = _round_1_played(tmp_path)
    for number in range(2, played + 1):
        _ok("pair", event)
        fill_results(event, number)
    shown = openpyxl.load_workbook(event)["Players"].cell(2, PN).value
    _set(event, "Players", 2, PN, str(shown))
    assert "0 differences" in _ok("check", event)
    said = _ok("pair", event)
    assert "Pairing numbers changed" not in said and "new:" not in said, said
    assert not _renumber_rows(event)
    assert openpyxl.load_workbook(event)["Players"].cell(2, PN).value == shown


def test_team_pn_typed_as_text_is_its_number(tmp_path: Path) -> None:
    """The team side reads the same text cell as the same number (it said 'no pairing
    number')."""
    event = _team_round_1_played(tmp_path)
    shown = openpyxl.load_workbook(event)["Teams"].cell(2, PN).value
    _set(event, "Teams", 2, PN, str(shown))
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    assert "Pairing numbers changed" not in result.output, result.output
    assert not _renumber_rows(event)


def test_a_pn_typed_for_a_player_added_since_is_refused(tmp_path: Path) -> None:
    """The program numbers a player added since the last pairing at the next one (his PN
    cell empty till then): a PN typed there is no number the program wrote, refused naming
    the cell (it was logged as his old number: 'player 41: 41 -> 22')."""
    event = _round_1_played(tmp_path)
    add_player(event, "New, Nina", 2500, "late 3")
    _set(event, "Players", 42, PN, 41)
    _refused(event, "pair", "'Players'!B42: PN 41: ", "empty this cell")
    _refused(event, "check", "'Players'!B42: PN 41: ")


@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_a_deleted_init_row_is_refused(tmp_path: Path, command: str) -> None:
    """Every workbook's Log begins with the init row (written by init): without it the
    PN column's record is gone, and the check quietly read the workbook as an old one."""
    event = _round_1_played(tmp_path)
    (row,) = _log_rows(event, "init")
    _delete_row(event, "Log", row)
    said = "'Log'!B2: the Log begins with the paired rating row of round 1: its init row"
    _refused(event, command, said, "is missing", args=_EXPLAIN.get(command, ()))


def test_team_deleted_init_row_is_refused(tmp_path: Path) -> None:
    event = _team_round_1_played(tmp_path)
    (row,) = _log_rows(event, "init")
    _delete_row(event, "Log", row)
    _refused(event, "check", "'Log'!B2: the Log begins with the pair row of round 1: its init row")


@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_a_deleted_pair_row_is_refused(tmp_path: Path, command: str) -> None:
    """A round sheet whose pairing the Log does not record (its pair row deleted): check
    replayed the renumberings before it as made since (the wrong numbers)."""
    event, _ = _renumbered(tmp_path)
    _delete_row(event, "Log", _pair_row(event, 1))
    _refused(event, command, "'Log'", "round 1", "'Round 1'", args=_EXPLAIN.get(command, ()))


def test_team_deleted_pair_row_is_refused(tmp_path: Path) -> None:
    """Round 1's pair row deleted after round 2 was paired (with round 2 the last, round 1
    would read as paired by hand: recorded as a manual change by the next pairing)."""
    event = _team_round_1_played(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 2)
    _delete_row(event, "Log", _pair_row(event, 1))
    _refused(event, "pair", "'Log'", "round 1", "'Round 1'")


def test_team_last_round_without_its_pair_row_reads_as_paired_by_hand(tmp_path: Path) -> None:
    """The last round sheet with no Log row of its round or after it may be a round typed
    by hand (or by another program): not refused, recorded as a manual change."""
    event = _team_round_1_played(tmp_path)
    book = openpyxl.load_workbook(event)
    log = book["Log"]  # every row of round 1 (its pair row, its lot row): typed by hand
    for row in reversed([r for r in range(2, log.max_row + 1) if log.cell(r, 3).value == 1]):
        log.delete_rows(row)
    book.save(event)
    result = run("pair", event)
    assert result.exit_code == 0, result.output
    assert "no pairing of this round in the Log (paired by hand" in result.output
    assert _log_rows(event, "manual change")


def _paired_rating(event: Path, row: int) -> tuple[int, int]:
    """Row ``row``'s Rating and Paired rating."""
    sheet = openpyxl.load_workbook(event)["Players"]
    return sheet.cell(row, RATING).value, sheet.cell(row, PAIRED_RATING).value


@pytest.mark.parametrize("typed", [2800, None])
@pytest.mark.parametrize("command", ["pair", "check"])
def test_a_paired_rating_typed_by_hand_is_refused(
    tmp_path: Path, command: str, typed: int | None
) -> None:
    """The Paired rating column is written by the program (the ratings the last pairing
    ranked by): a value typed there was logged as a rating correction that never happened
    (check then replays earlier rounds with it); refused naming the cell and the value the
    Log records, to type back. A correction goes in the Rating column."""
    event = _round_1_played(tmp_path)
    _ok("pair", event)
    fill_results(event, 2)
    rating, paired = _paired_rating(event, 3)
    assert rating == paired
    _set(event, "Players", 3, PAIRED_RATING, typed)
    _refused(event, command, "'Players'!O3: Paired rating", f"type back {paired}")


def test_a_paired_rating_typed_for_a_player_added_since_is_refused(tmp_path: Path) -> None:
    event = _round_1_played(tmp_path)
    add_player(event, "New, Nina", 2500, "late 3")
    _set(event, "Players", 42, PAIRED_RATING, 2500)
    _refused(event, "pair", "'Players'!O42: Paired rating 2500", "empty this cell")


def test_a_rating_corrected_in_its_column_is_still_logged(tmp_path: Path) -> None:
    """The legitimate way: the Rating column corrected, Paired rating left alone."""
    event = _round_1_played(tmp_path)
    edit_player(event, str(openpyxl.load_workbook(event)["Players"].cell(3, 3).value),
                RATING, 2790)  # fmt: skip
    said = _ok("pair", event)
    assert "Ratings corrected since the last pairing: player 2" in said, said
    assert _paired_rating(event, 3) == (2790, 2790)
    fill_results(event, 2)
    assert "0 differences" in _ok("check", event)
    _ok("pair", event)


def test_a_workbook_without_the_ratings_record_is_paired_and_checked(tmp_path: Path) -> None:
    """A workbook made before the Log recorded the ratings paired (no such row) reads as
    before: its Paired rating column is not checked."""
    event = _round_1_played(tmp_path)
    made_before(event, "paired rating")
    _ok("pair", event)
    fill_results(event, 2)
    assert "0 differences" in _ok("check", event)


def test_last_round_without_its_pair_row_reads_as_paired_by_hand(tmp_path: Path) -> None:
    """Swiss as the team side: the last round sheet with no Log row of its round or after
    it (a round typed by hand) is recorded as a manual change by the next pairing (its
    save, read back, found the round with no pairing row and rows of a later round after
    it); with a row of its round left (its paired rating row), its pair row was deleted."""
    event = _round_1_played(tmp_path)
    _delete_row(event, "Log", _pair_row(event, 1))
    _refused(event, "pair", "'Log'!C3: the Log records no pairing of round 1")
    book = openpyxl.load_workbook(event)
    log = book["Log"]
    for row in reversed([r for r in range(2, log.max_row + 1) if log.cell(r, 3).value == 1]):
        log.delete_rows(row)
    book.save(event)
    _ok("pair", event)
    assert _log_rows(event, "manual change")
    fill_results(event, 2)
    _ok("check", event)


def test_a_rating_cleared_leaves_paired_rating_empty_unrefused(tmp_path: Path) -> None:
    """A rating cleared with no estimate (the player paired as unrated): the pairing writes
    Paired rating empty, and reading it back is no hand edit (it was refused, told to type
    the old rating back)."""
    event = _round_1_played(tmp_path)
    _set(event, "Players", 3, RATING, None)
    _ok("pair", event)
    assert _paired_rating(event, 3) == (None, None)
    fill_results(event, 2)
    _ok("check", event)
    _ok("pair", event)


def test_team_pn_typed_for_a_team_added_since_is_refused(tmp_path: Path) -> None:
    """The team side reads the PN column the same way: a PN typed for a team added since
    the last pairing is no number the program wrote."""
    event = _team_round_1_played(tmp_path)
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    last = sheet.max_row
    for column in range(1, sheet.max_column + 1):
        value = sheet.cell(last, column).value
        sheet.cell(last + 1, column).value = f"{value} Late" if isinstance(value, str) else value
    number = sheet.cell(last, 1).value + 1
    sheet.cell(last + 1, 1).value, sheet.cell(last + 1, PN).value = number, number
    sheet.cell(last + 1, 5).value = "late 3"
    book.save(event)
    _refused(event, "pair", f"'Teams'!B{last + 1}: PN {number}: ", "empty this cell")
    _set(event, "Teams", last + 1, PN, None)
    result = run("pair", event)
    assert result.exit_code == 0, result.output
