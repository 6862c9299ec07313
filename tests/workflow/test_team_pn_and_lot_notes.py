"""The team workbook's PN column and the lot's notes, through the real ``olympiad`` command
(closing6's "noticed and left alone", team side):

- under fide-team-2026 the PN column is the TPN the C.04.6 engine pairs by: the team number
  (1.1.2 leaves its assignment to the competition's rules or the Chief Arbiter; this program
  takes the team's No.; 1.1.3 keeps it). A corrected rating renumbers nothing, and no note or
  message speaks of the Olympiad rules' arts. 8-9. Before, the column held the rating order
  of arts. 8-9, which the engine never used, and a corrected rating "changed" it;
- a PN cell holding no number is refused naming its cell before round 1 too, in the
  individual side's words (one field); before, it was read as empty;
- ``olympiad check`` of a workbook whose Lot cell is empty says the lot was read back in
  the sentence ``pair`` and ``explain`` say it, naming the cell, and under fide-team-2026
  all three cite the initial-colour alike (``art. 4.1``, the edition's own citation);
- ``olympiad explain`` of a team TRF that states no lot names what can be done for that
  command (the file's XXC or record 152: explain has no ``--lot``), ``pair`` also its
  ``--lot``; the article is the edition's.
"""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import (
    edit,
    log_actions,
    made_before_the_lot_row,
    make_trf,
    new_event,
    run,
    type_results,
)

PN = 2  # the Teams sheet's (and the Players sheet's) PN column, B
RATINGS = (10, 15, 20, 25, 30)  # the Teams sheet's Rtg 1 to Rtg 5


def _ok(*args: str | Path) -> str:
    result = run(*args)
    assert result.exit_code == 0, (args, result.output)
    return result.output


def _pn_column(event: Path) -> dict[int, object]:
    """Each team number with its PN cell as the workbook holds it."""
    sheet = openpyxl.load_workbook(event)["Teams"]
    return {
        r[0]: r[PN - 1] for r in sheet.iter_rows(min_row=2, values_only=True) if r[0] is not None
    }


def _help_text(event: Path) -> str:
    return "\n".join(
        str(c) for r in openpyxl.load_workbook(event)["Event"].iter_rows(values_only=True)
        for c in r if c is not None
    )  # fmt: skip


def _corrected(event: Path, team: int) -> None:
    """Team ``team``'s ratings corrected to above everyone's."""
    book = openpyxl.load_workbook(event)
    sheet = book["Teams"]
    row = next(r for r in range(2, sheet.max_row + 1) if sheet.cell(r, 1).value == team)
    for column in RATINGS:
        sheet.cell(row, column).value = 2900
    book.save(event)


def test_fide_team_pn_is_the_team_number_the_engine_pairs_by(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--system", "fide-team-2026", "--rounds", "5")
    assert _pn_column(event) == {n: n for n in range(1, 9)}
    said = _help_text(event)
    assert "arts. 8-9" not in said and "computes it" not in said, said
    assert "PN is the TPN (art. 1.1): the team number (No.)" in said, said
    for number in (1, 2):
        _ok("pair", event)
        type_results(event, number)
    weakest = max(_pn_column(event))  # the rating order would have put it elsewhere
    _corrected(event, weakest)
    paired = _ok("pair", event)
    assert "Pairing numbers changed" not in paired, paired
    assert "renumber" not in [action for action, _ in log_actions(event)]
    assert _pn_column(event) == {n: n for n in range(1, 9)}
    type_results(event, 3)
    checked = run("check", event)
    assert checked.exit_code == 0, checked.output
    assert "pairing numbers in force" not in checked.output, checked.output
    assert "0 violations of the rules, 0 differences" in checked.output
    explained = run("explain", event, "--round", 1)
    assert "pairing numbers in force" not in explained.output, explained.output
    # 4.3.1 names the TPN the PN column shows
    assert "the first-team is TPN 2, even" in explained.stdout, explained.stdout


@pytest.mark.parametrize(
    ("ruleset", "cited"), [("olympiad-2012", "arts. 8-9"), ("olympiad-2022", "art. 3.1")]
)
def test_olympiad_pn_is_still_renumbered_by_the_rating_order(
    tmp_path: Path, ruleset: str, cited: str
) -> None:
    """The Olympiad rules keep their rating order and its renumbering, each edition citing
    its own articles (2012 arts. 8-9; 2022 3.1, the whole ranking article: 3.1.1 the
    average, 3.1.2 the fifth player, 3.1.3 the name, where it said 3.1.1-3.1.2)."""
    event = new_event(tmp_path, 8, "--system", ruleset, "--rounds", "5")
    assert _pn_column(event) != {n: n for n in range(1, 9)}
    assert f"PN is the pairing number ({cited})" in _help_text(event)
    _ok("pair", event)
    type_results(event, 1)
    weakest = max(_pn_column(event).items(), key=lambda item: int(str(item[1])))[0]
    _corrected(event, weakest)
    said = f"Pairing numbers changed ({cited}, among all teams entered)"
    assert said in _ok("pair", event)
    assert [action for action, _ in log_actions(event)].count("renumber") == 1


@pytest.mark.parametrize("ruleset", ["olympiad-2012", "fide-team-2026"])
def test_a_team_pn_holding_no_number_is_refused_before_round_1(
    tmp_path: Path, ruleset: str
) -> None:
    event = new_event(tmp_path, 8, "--system", ruleset, "--rounds", "5")
    edit(event, "Teams", {"B2": "abc"})
    before = event.read_bytes()
    refused = run("pair", event)
    assert refused.exit_code == 2, refused.output
    assert "Traceback" not in refused.output
    said = "'Teams'!B2: a pairing number (written by the program): expected a whole number"
    assert str(event) in refused.stderr and said in refused.stderr, refused.stderr
    assert "past the" not in refused.stderr, refused.stderr  # no other cell blamed
    assert event.read_bytes() == before


def test_a_swiss_pn_holding_no_number_is_refused_in_the_same_words(tmp_path: Path) -> None:
    event = tmp_path / "open.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    assert swiss("init", roster, event, "--rounds", 5, "--lot", "white").exit_code == 0
    edit(event, "Players", {"B2": "abc"})
    refused = swiss("pair", event)
    assert refused.exit_code == 2, refused.output
    said = "'Players'!B2: a pairing number (written by the program): expected a whole number"
    assert said in refused.stderr, refused.stderr


@pytest.mark.parametrize(
    ("ruleset", "lot"), [("olympiad-2012", "art. 21"), ("fide-team-2026", "art. 4.1")]
)
def test_check_says_the_lot_read_back_as_pair_and_explain_do(
    tmp_path: Path, ruleset: str, lot: str
) -> None:
    event = new_event(tmp_path, 8, "--system", ruleset, "--rounds", "5")
    _ok("pair", event)
    type_results(event, 1)
    made_before_the_lot_row(event)  # the lot read back, not the Log's
    edit(event, "Event", {"B7": None})
    sentence = f"{lot}: no lot given ('Event'!B7 empty); read back from round 1: white"
    assert sentence in _ok("pair", event)
    assert f"note: {sentence}" in run("explain", event, "--round", 2).stdout  # its report
    type_results(event, 2)
    checked = run("check", event)
    assert checked.exit_code == 0, checked.output
    assert f"note: {sentence}" in checked.stdout, checked.stdout


def test_fide_team_cites_the_given_initial_colour_as_pair_does(tmp_path: Path) -> None:
    """A C.04.6 check cites its initial-colour as the workbook's notes do (``art. 4.1``),
    not in a form of its own (``C.04.6 4.1``)."""
    event = new_event(tmp_path, 8, "--system", "fide-team-2026", "--rounds", "5")
    assert "(art. 4.1)" in _help_text(event)
    _ok("pair", event)
    type_results(event, 1)
    checked = _ok("check", event)
    assert "note: art. 4.1: initial-colour given: white" in checked, checked
    assert "C.04.6 4.1" not in checked, checked


@pytest.mark.parametrize(("system", "article"), [("olympiad-2012", "21"), ("olympiad-2022", "7.2")])
def test_a_team_trf_without_a_lot_names_what_each_command_can_do(
    tmp_path: Path, system: str, article: str
) -> None:
    trf = make_trf(tmp_path, 8, lot=None)
    needed = (
        f"art. {article}: the board-1 colour of pairing number 1 in round 1, drawn by lot, "
        "is needed"
    )
    explained = run("explain", trf, "--round", 1, "--system", system)
    assert explained.exit_code == 2, explained.output
    assert "Traceback" not in explained.output
    assert f"{trf}: {needed}" in explained.stderr, explained.stderr
    assert "XXC white1" in explained.stderr and "152" in explained.stderr
    assert "--lot" not in explained.stderr, explained.stderr  # explain has none
    paired = run("pair", trf, "--system", system)
    assert paired.exit_code == 2, paired.output
    assert f"{trf}: {needed}" in paired.stderr and "--lot" in paired.stderr, paired.stderr
    assert _ok("pair", trf, "--system", system, "--lot", "white")


@pytest.mark.parametrize(
    ("ruleset", "lot"), [("olympiad-2012", "art. 21"), ("fide-team-2026", "art. 4.1")]
)
def test_a_team_trf_without_a_lot_says_it_was_read_back_in_the_one_sentence(
    tmp_path: Path, ruleset: str, lot: str
) -> None:
    """A team TRF that states no lot (no XXC, no record 152) but has round 1 played:
    ``pair``, ``explain`` and ``check`` say they read it back, in the sentence the swiss
    side says it (``no lot given (no XXC or 152)``); before, pair and explain said nothing
    and check named nothing."""
    event = new_event(tmp_path, 8, "--system", ruleset, "--rounds", "5")
    _ok("pair", event)
    type_results(event, 1)
    trf = tmp_path / "event.trf"
    _ok("export-trf", event, trf)
    lines = trf.read_text(encoding="utf-8").splitlines()
    trf.write_text("\n".join(x for x in lines if not x.startswith(("XXC", "152"))) + "\n")
    sentence = f"{lot}: no lot given (no XXC or 152); read back from round 1: white"
    paired = run("pair", trf)
    assert paired.exit_code == 0, paired.output
    assert f"note: {sentence}" in paired.stderr, paired.stderr
    explained = run("explain", trf, "--round", 2)  # in its report, as check (review 7 #10a)
    assert f"note: {sentence}" in explained.stdout, explained.stdout
    checked = run("check", trf)
    assert f"note: {sentence}" in checked.stdout, checked.stdout
