"""A rating corrected after some rounds were paired: ``swiss check`` and ``swiss explain``
judge each round with the pairing numbers in force when it was paired, not with the
corrected ones (C.04.2 2.3: "The TPNs may be reassigned accordingly to the corrections";
FIDE 1998 F.7: a corrected rating "will only affect pairing yet to be made").

The workbook keeps those numbers: the Players sheet's PN as the last pairing wrote them,
and each ``renumber`` row of the Log the numbers it changed (its Pairing column), so the
numbers of an earlier round are the PN with the later renumberings undone. A workbook whose
``renumber`` row does not record them (made before the record) cannot tell them: check says
so for the rounds paired before it and judges only the absolute criteria there."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.edges.workbook.log import INIT, RENUMBER
from tests.dutch.gacrux_oracle import gacrux_disagrees
from tests.paths import DATA
from tests.swiss_workbook import edit_player, fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook_event import edit, made_before, made_before_the_lot_row

ROSTER = DATA / "individual" / "chennai2022_board1_roster.xlsx"
RATING = 7  # the Players sheet's Rating column
SYSTEMS = ("fide-dutch-2026", "fide-1998")


def _corrected_after_round_2(folder: Path, system: str, acceleration: str = "") -> tuple[Path, str]:
    """A 7-round event of the Chennai roster (its Acceleration cell ``acceleration``),
    rounds 1 and 2 paired and played, then the rating of the lowest-rated player with no
    bye asked corrected to above everyone's, and round 3 paired (it renumbers): the event
    and the corrected player's name."""
    event = folder / "open.xlsx"
    _ok("init", ROSTER, event, "--system", system, "--rounds", 7, "--lot", "white")
    if acceleration:
        sheet = openpyxl.load_workbook(event)["Event"]
        row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == "Acceleration")
        edit(event, "Event", {f"B{row}": acceleration})
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    sheet = openpyxl.load_workbook(event)["Players"]
    rows = [r for r in sheet.iter_rows(min_row=2, values_only=True) if r[0]]
    name = str(min((r for r in rows if not r[10]), key=lambda r: r[6] or 0)[2])
    edit_player(event, name, RATING, 2800)
    said = _ok("pair", event)
    assert "Pairing numbers changed" in said
    assert (
        f"Ratings corrected since the last pairing: player {_number(rows, name)} ({name}): " in said
    )
    fill_results(event, 3)
    return event, name


def _number(rows: list[tuple[object, ...]], name: str) -> object:
    """The start number of the Players row named ``name``."""
    return next(r[0] for r in rows if r[2] == name)


def _judged_as_stored(event: Path, said: str = "") -> None:
    """``check`` of the 3 rounds finds nothing, ``explain`` pairs each again as stored;
    both say ``said`` (of round N: a format) of rounds 1 and 2, and not of round 3."""
    result = swiss("check", event)
    assert result.exit_code == 0, result.output
    assert "0 breaches of absolute criteria, 0 differences" in result.output
    for number in (1, 2, 3):
        explained = _ok("explain", event, "--round", number)
        assert f"Round {number} as stored is what the engine gives now." in explained, explained
        for output in (result.output, explained) if said else ():
            assert (said.format(number) in output) is (number < 3), output


@pytest.mark.parametrize("system", SYSTEMS)
def test_rounds_paired_before_a_correction_are_judged_with_the_numbers_then(
    tmp_path: Path, system: str
) -> None:
    """No difference reported in rounds 1 and 2 (before the fix: every round-1 board and
    more, as if paired with the corrected rating), each said to be judged with the
    numbers then; ``explain`` pairs them again as stored."""
    event, _ = _corrected_after_round_2(tmp_path, system)
    said = (
        "note: round {} is paired again with the pairing numbers in force when it was paired, "
        "as the Log records them (renumbered since, in round 3)"
    )
    _judged_as_stored(event, said)
    assert "note: round 3" not in swiss("check", event).output


def test_a_renumbering_the_log_does_not_record_leaves_the_rounds_before_unjudged(
    tmp_path: Path,
) -> None:
    """The same event, its ``renumber`` row without the numbers (as a workbook made
    before the record keeps it): rounds 1 and 2 cannot be judged against the system, and
    nothing is reported against them; round 3 is judged."""
    _, output = _without_records(tmp_path, "fide-dutch-2026", numbers=True)
    for number in (1, 2):
        assert (
            f"note: round {number} was paired before the pairing numbers changed in round 3, "
            "and the Log's renumber row does not record the numbers then: it is paired again "
            "with the numbers now; it cannot be judged against fide-dutch-2026 (only the "
            "absolute criteria are)"
        ) in output, output


def _without_records(
    folder: Path, system: str, *, rating: bool = False, numbers: bool = False
) -> tuple[Path, str]:
    """The event of ``_corrected_after_round_2`` without its Log's ``rating`` row and its
    ``paired rating`` rows (``rating``) and the numbers of its ``renumber`` row
    (``numbers``), as a workbook made before those records keeps it (``made_before``: and
    the records that came in with them or after), and what its ``check`` says: exit 0,
    nothing reported against rounds 1 and 2."""
    event, _ = _corrected_after_round_2(folder, system)
    made_before(event, RENUMBER if numbers else INIT)
    book = openpyxl.load_workbook(event)
    log = book["Log"]
    if rating:  # the rows below first: the rows above keep their places
        kept = ("rating", "paired rating")
        for row in reversed([r for r in range(2, log.max_row + 1) if log.cell(r, 2).value in kept]):
            log.delete_rows(row)
    book.save(event)
    result = swiss("check", event)
    assert result.exit_code == 0, result.output
    assert "round 1:" not in result.output and "round 2:" not in result.output, result.output
    return event, result.output


@pytest.mark.parametrize("system", ("caa-2009", "sca"))
def test_british_rounds_paired_before_a_correction_are_judged_with_the_ratings_then(
    tmp_path: Path, system: str
) -> None:
    """The British systems rank by the grades themselves (CAA rule 4, Schools rule 10) and
    weigh them (rule 12's grade variation): rounds 1 and 2 are judged with the ratings in
    force when they were paired, not the corrected one (before the fix: 19 differences in
    round 1 for CAA, colours alternating from the corrected top; 2 in round 2 for the
    Schools); ``explain`` pairs every round again as stored."""
    event, name = _corrected_after_round_2(tmp_path, system)
    log = openpyxl.load_workbook(event)["Log"]
    rows = [r for r in log.iter_rows(min_row=2, values_only=True) if r[1] == "rating"]
    assert [(r[2], r[4]) for r in rows] == [(3, rows[0][4])], rows
    assert f"({name}): " in rows[0][3] and rows[0][4].endswith(" -> 2800"), rows
    said = (
        "note: round {} is paired again with the ratings in force when it was paired, as the "
        "Log records them (corrected since, in round 3)"
    )
    _judged_as_stored(event, said)


@pytest.mark.parametrize("system", SYSTEMS)
def test_rating_rows_are_written_under_every_system_and_read_under_a_graded_one(
    tmp_path: Path, system: str
) -> None:
    """The Log's ``rating`` row is the record of a correction under every system, not only
    the British: the Dutch and FIDE 1998 replay their own rounds with the numbers then (the
    ratings then decide nothing there), but a round judged under a system that ranks by the
    ratings themselves reads it, as ``check --system caa-2009`` of such a workbook does (were
    it written for the British only, rounds 1-2 would be 'a rating correction the workbook
    does not record' and left unjudged)."""
    event, name = _corrected_after_round_2(tmp_path, system)
    log = openpyxl.load_workbook(event)["Log"]
    rows = [r for r in log.iter_rows(min_row=2, values_only=True) if r[1] == "rating"]
    assert [r[2] for r in rows] == [3] and f"({name}): " in rows[0][3], rows
    checked = swiss("check", event, "--system", "caa-2009").output
    assert "judged under caa-2009 (--system)" in checked, checked
    for number in (1, 2):
        assert (
            f"note: round {number} is paired again with the ratings in force when it was paired, "
            "as the Log records them (corrected since, in round 3)"
        ) in checked, checked
    assert "does not record" not in checked, checked


@pytest.mark.parametrize("system", ("caa-2009", "sca"))
def test_a_correction_the_workbook_does_not_record_leaves_british_rounds_before_unjudged(
    tmp_path: Path, system: str
) -> None:
    """The same event without its ``rating`` row (as a workbook corrected before it had a
    Paired rating column keeps it: the first pairing after writes the ratings now and logs
    nothing): the ratings then, which the numbers then show were others, cannot be told;
    rounds 1 and 2 are judged on the absolute criteria only, and said so (before: judged
    with the corrected rating, 19 differences for CAA)."""
    event, output = _without_records(tmp_path, system, rating=True)
    said = (
        "note: round {} was paired before a rating correction the workbook does not record "
        "(the pairing numbers then rank the players otherwise): it is paired again with the "
        "ratings now"
    )
    for number in (1, 2, 3):
        judged = f"{said.format(number)}; it cannot be judged against {system} (only the "
        assert (judged in output) is (number < 3), output
        explained = _ok("explain", event, "--round", number)
        assert (said.format(number) in explained) is (number < 3), explained


def test_a_british_round_before_a_renumbering_of_unknown_numbers_is_said_so(
    tmp_path: Path,
) -> None:
    """The CAA event with neither record (its rating row gone, its renumber row without
    the numbers): rounds 1 and 2 are unjudged, and the note says what is unknown."""
    _, output = _without_records(tmp_path, "caa-2009", rating=True, numbers=True)
    for number in (1, 2):
        assert (
            f"note: round {number} was paired before a renumbering the Log does not record "
            "(neither the numbers nor the ratings then): it is paired again with the ratings "
            "now; it cannot be judged against caa-2009"
        ) in output, output


def test_an_empty_lot_cell_is_read_back_from_round_1_as_it_was_paired(tmp_path: Path) -> None:
    """FIDE 1998 reads the lot back from round 1 as the colour of its highest-ranked
    player (E.5, A.2 order); the Lot cell emptied, a rating corrected after round 2 that
    puts a player who had white in round 1 (the lot black) at the top: ``pair``, ``check``
    and ``explain`` read the lot back from round 1 with the order then (black), not the
    corrected one (before the fix: ``pair`` said 'read back from round 1: white', ``check``
    replayed round 1 with white)."""
    event = tmp_path / "open.xlsx"
    _ok("init", ROSTER, event, "--system", "fide-1998", "--rounds", 7, "--lot", "black")
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    made_before_the_lot_row(event)  # the lot read back (the Log's record: no question)
    book = openpyxl.load_workbook(event)
    book["Event"]["B4"].value = None
    book.save(event)
    rows = [r for r in book["Players"].iter_rows(min_row=2, values_only=True) if r[0]]
    white = {row[1] for row in book["Round 1"].iter_rows(min_row=4, values_only=True)}
    name = str(min((r for r in rows if r[0] in white and not r[10]), key=lambda r: r[6])[2])
    edit_player(event, name, RATING, 2800)
    paired = _ok("pair", event)
    assert "Pairing numbers changed" in paired
    assert "no lot given ('Event'!B4 empty); read back from round 1: black" in paired, paired
    fill_results(event, 3)
    _judged_as_stored(event)


def test_a_workbook_made_before_the_paired_rating_column_pairs_and_gains_it(
    tmp_path: Path,
) -> None:
    """Players without the Paired rating column (a workbook made before it) is read, and
    the next pairing writes the column with the ratings it paired by."""
    event = tmp_path / "open.xlsx"
    _ok("init", ROSTER, event, "--system", "caa-2009", "--rounds", 7, "--lot", "white")
    book = openpyxl.load_workbook(event)
    book["Players"].delete_cols(15)
    book.save(event)
    _ok("pair", event)
    sheet = openpyxl.load_workbook(event)["Players"]
    rows = list(sheet.iter_rows(values_only=True))
    assert rows[0][14] == "Paired rating"
    assert all(r[14] == r[6] for r in rows[1:] if r[0]), rows


@pytest.mark.parametrize(("system", "article"), [("fide-dutch-2026", "C.04.2 2.3"),
                                                 ("fide-1998", "FIDE 1998 F.7")])  # fmt: skip
def test_export_trf_says_which_rounds_were_paired_with_other_numbers(
    tmp_path: Path, system: str, article: str
) -> None:
    """A TRF cannot say a correction (its start numbers are its TPNs): ``export-trf``
    names the rounds paired before the renumbering the Log records, as it names late
    entries, and a check of the file differs there only (before the fix: nothing said,
    while ``swiss check FILE.trf`` reported differences the workbook's check does not)."""
    event, _ = _corrected_after_round_2(tmp_path, system)
    trf = tmp_path / "open.trf"
    said = _ok("export-trf", event, trf)
    assert (
        "rounds 1-2 were paired with other pairing numbers than the file's start numbers "
        f"(renumbered since, in round 3, for a corrected rating: {article}; the Log records "
        "them): a check of the file pairs them by its start numbers and may give other "
        "pairings and colours there"
    ) in said, said
    checked = swiss("check", trf).output
    assert "round 3:" not in checked and "round 1:" in checked, checked


@pytest.mark.parametrize(("system", "rule"), [("caa-2009", "CAA rule 4"),
                                              ("sca", "English Schools rule 10")])  # fmt: skip
def test_export_trf_cites_the_british_rule_that_orders_by_the_grades(
    tmp_path: Path, system: str, rule: str
) -> None:
    """The British systems order the players by their grades in every round (CAA rule 4,
    English Schools rule 10): a rating corrected before round 3 reorders them, and
    ``export-trf`` says so with the rule, as it cites C.04.2 2.3 and F.7 (before the fix:
    'for a corrected rating' with no rule)."""
    event, _ = _corrected_after_round_2(tmp_path, system)
    said = _ok("export-trf", event, tmp_path / "open.trf")
    assert (
        "rounds 1-2 were paired with other pairing numbers than the file's start numbers "
        f"(renumbered since, in round 3, for a corrected rating: {rule}, the order of grades; "
        "the Log records them)"
    ) in said, said


def test_export_trf_says_so_under_baku_acceleration(tmp_path: Path) -> None:
    """The same note under C.04.7's Baku acceleration (a correction before round 3, which
    renumbers: C.04.2 2.3): the workbook's check finds nothing, ``export-trf`` names rounds
    1-2 with the article, and a check of the file, ours and FIDE's checker gacrux, differs
    there only; round 3, paired with the numbers the file has, is confirmed by both (until
    now checked by hand only)."""
    event, _ = _corrected_after_round_2(tmp_path, "fide-dutch-2026", "baku")
    checked = swiss("check", event).output
    assert "3 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked, checked
    trf = tmp_path / "open.trf"
    said = _ok("export-trf", event, trf)
    assert "250" in said.splitlines()[0], said  # the Baku virtual points written
    assert (
        "rounds 1-2 were paired with other pairing numbers than the file's start numbers "
        "(renumbered since, in round 3, for a corrected rating: C.04.2 2.3; the Log records "
        "them): a check of the file pairs them by its start numbers and may give other "
        "pairings and colours there"
    ) in said, said
    checked = swiss("check", trf).output
    assert "round 1:" in checked and "round 3:" not in checked, checked
    disagreed = {d.round for d in gacrux_disagrees(trf)}
    assert 3 not in disagreed and disagreed <= {1, 2}, disagreed


def test_the_note_names_every_later_renumbering(tmp_path: Path) -> None:
    """Corrected before round 3 and again before round 4: check says of rounds 1 and 2
    that both renumbered them, of round 3 the later one, and so does export-trf (before the
    fix: only the first, 'in round 3')."""
    event, _ = _corrected_after_round_2(tmp_path, "fide-dutch-2026")
    sheet = openpyxl.load_workbook(event)["Players"]
    rows = [r for r in sheet.iter_rows(min_row=2, values_only=True) if r[0]]
    second = str(min((r for r in rows if not r[10] and (r[6] or 0) < 2800),
                     key=lambda r: r[6] or 0)[2])  # fmt: skip
    edit_player(event, second, RATING, 2790)
    assert "Pairing numbers changed" in _ok("pair", event)
    fill_results(event, 4)
    result = swiss("check", event)
    assert "0 breaches of absolute criteria, 0 differences" in result.output, result.output
    for number, since in ((1, "rounds 3-4"), (2, "rounds 3-4"), (3, "round 4")):
        assert (
            f"note: round {number} is paired again with the pairing numbers in force when it "
            f"was paired, as the Log records them (renumbered since, in {since})"
        ) in result.output, result.output
    said = _ok("export-trf", event, tmp_path / "open.trf")
    assert (
        "rounds 1-3 were paired with other pairing numbers than the file's start numbers "
        "(renumbered since, in rounds 3-4, " in said
    ), said


def test_export_trf_names_the_rounds_paired_under_another_system(tmp_path: Path) -> None:
    """Review 7 #2: TRF-2026's record 192 names one system for the file, the System cell's;
    the rounds the Log records paired under another are named, with what a check of the file
    does there, and the renumbering note cites the article of the system that renumbered
    (the Dutch's C.04.2 2.3 in round 3, not FIDE 1998's F.7 of the System cell now). Before:
    nothing said of rounds 1-3, and 'for a corrected rating: FIDE 1998 F.7'."""
    from tests.workflow.test_dutch_workbook_requests import _set

    event, _ = _corrected_after_round_2(tmp_path, "fide-dutch-2026")
    cell = _set(event, "System", "fide-1998")
    _ok("pair", event)
    fill_results(event, 4)
    trf = tmp_path / "open.trf"
    said = " ".join(_ok("export-trf", event, trf).split())
    assert "192 SWISS_RATING_1998" in trf.read_text()
    assert (
        "rounds 1-3 were paired under fide-dutch-2026 (the Log); record 192 names one system "
        f"for the file (TRF-2026), fide-1998 ({cell}): a check of the file judges them under "
        "fide-1998 and may report differences there ('swiss check' of the workbook judges "
        "each round under the system that paired it)"
    ) in said, said
    assert "for a corrected rating: C.04.2 2.3;" in said and "F.7" not in said, said
