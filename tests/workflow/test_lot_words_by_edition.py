"""What the lot is, said in each edition's words wherever the team side describes it (review
8, #9): the Event sheet's Lot cell, ``olympiad init``'s next step and the ``--lot`` help.

The Olympiad rules draw the board-1 colour of pairing number 1 in round 1 (2012 art. 21,
2022 art. 7.2); C.04.6 draws the initial-colour before the first round (4.1), which 4.3.1
gives to an odd-TPN first-team of two teams yet to play a match, in any round. Before, every
edition was told "board-1 colour of pairing number 1 in round 1", under fide-team-2026 with
C.04.6's article 4.1 beside it. The words come from one place, the one the refusal for a
missing lot (``lot_refusal``) says it by.

The C.04.6 start list (and init's note on unrated players) cited art. 1.1 for "the TPN is the
team number"; 1.1.2 leaves the TPN to the competition's rules, else to the Chief Arbiter:
the team number is this program's choice under 1.1.2.
"""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from olympiad.edges.cli.rules import lot_refusal
from olympiad.engine.colours import LotNotDrawn
from rulesets.team import TEAM_RULESETS
from tests.workbook_event import make_trf, new_event, run

BOARD_1 = "board-1 colour of pairing number 1 in round 1"
INITIAL = "the initial-colour"
GIVEN = "an odd TPN"  # 4.3.1: the first-team gets the initial-colour with an odd TPN
EDITIONS = [("olympiad-2012", "21"), ("olympiad-2022", "7.2"), ("fide-team-2026", "4.1")]


def _init(folder: Path, system: str) -> tuple[str, Path]:
    event = folder / "event.xlsx"
    made = run("init", make_trf(folder, 8, lot=None), event, "--system", system)
    assert made.exit_code == 0, made.output
    return made.stdout, event


def _lot_meaning(event: Path) -> str:
    sheet = openpyxl.load_workbook(event)["Event"]
    row = next(r for r in range(1, 20) if sheet.cell(r, 1).value == "Lot")
    return str(sheet.cell(row, 3).value)


@pytest.mark.parametrize(("system", "article"), EDITIONS)
def test_init_and_the_event_sheet_say_what_the_editions_lot_is(
    tmp_path: Path, system: str, article: str
) -> None:
    said, event = _init(tmp_path, system)
    step = next(line for line in said.splitlines() if line.startswith("Next:"))
    meaning = _lot_meaning(event)
    if system == "fide-team-2026":
        assert f"draw lots for {INITIAL} (art. 4.1)" in step, step
        assert INITIAL in meaning and "(art. 4.1)" in meaning, meaning
        assert GIVEN in meaning and "(art. 4.3.1)" in meaning, meaning
        for text in (step, meaning):
            assert "pairing number 1" not in text, text  # the Olympiad rules' words
        unrated = next(line for line in said.splitlines() if "unrated player" in line)
        chosen = "the TPN (art. 1.1) is the team number: this program's choice under art. 1.1.2"
        assert chosen in unrated, unrated
    else:
        assert f"draw lots for the {BOARD_1} (art. {article})" in step, step
        assert BOARD_1 in meaning and f"(art. {article})" in meaning, meaning
        assert "initial-colour" not in step + meaning
    assert "'Event'!B7" in step and meaning.endswith("white or black"), (step, meaning)


@pytest.mark.parametrize(("system", "article"), EDITIONS)
def test_the_refusal_and_the_event_sheet_say_it_alike(
    tmp_path: Path, system: str, article: str
) -> None:
    """One wording: the refusal when the lot is needed and none is drawn names the lot in the
    words the Event sheet's Lot cell explains it by."""
    refused = lot_refusal(LotNotDrawn(TEAM_RULESETS[system]))
    _, event = _init(tmp_path, system)
    drawn = re.sub(r"^art\. [\d.]+: |, is needed$", "", refused)
    assert refused.startswith(f"art. {article}: "), refused
    assert _lot_meaning(event).startswith(drawn), (drawn, _lot_meaning(event))


def _lot_help(command: str) -> str:
    said = " ".join(run(command, "--help").stdout.split())
    said = re.sub(r"(?<=\w)- (?=\w)", "-", said)  # a word wrapped at its hyphen
    return said[said.index("--lot") : said.index("Default: the lot the event file")]


def test_the_lot_help_says_what_the_lot_is_under_each_edition() -> None:
    lot = _lot_help("pair")
    assert lot == _lot_help("init"), (lot, _lot_help("init"))
    olympiad, initial = lot.index(BOARD_1), lot.index("initial-colour")
    assert "olympiad-2012 art. 21" in lot and "olympiad-2022 art. 7.2" in lot, lot
    assert "fide-team-2026 art. 4.1" in lot and "fide-team-2026 art. 4.3.1" in lot, lot
    assert lot.index("olympiad-2022") < olympiad < lot.index("fide-team-2026") < initial, lot
    assert lot.count("pairing number 1") == 1, lot  # said once, of the Olympiad rules


def test_the_c046_start_list_says_whose_choice_the_team_number_is(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8, "--system", "fide-team-2026", "--rounds", "4")
    assert run("pair", event).exit_code == 0
    made = run("bulletin", event, tmp_path / "pages")
    assert made.exit_code == 0, made.output
    page = (tmp_path / "pages" / "start.html").read_text(encoding="utf-8")
    text = " ".join(re.sub(r"<[^>]+>", " ", page).split())
    assert "The TPN is the team number (No.)" in text, text
    assert "this program's choice under art. 1.1.2" in text, text
    assert "(art. 1.1): the TPN is the team number" not in text, text
