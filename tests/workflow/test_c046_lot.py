"""The C.04.6 initial-colour and the notes around it, through the real ``olympiad`` command:

- 4.1: the initial-colour is drawn by lot before round 1. With none given, ``olympiad pair``
  and ``explain`` of a fide-team-2026 TRF refuse as the Olympiad rules' do (``LotNotDrawn``,
  art. 4.1), naming what each command can do, in 4.1's words (the initial-colour, not the
  Olympiad rules' board 1 of pairing number 1); the workbook names its Lot cell. Before, the
  engine took white silently;
- the note ``olympiad init`` gives for unrated players says what their team's average
  rating is for under the edition: the pairing numbers of arts. 8-9 under the Olympiad
  rules, nothing of the kind under C.04.6, whose TPN is the team number (1.1);
- ``olympiad init`` of a team TRF that states no lot but has round 1 played says it read
  the lot back, in the one sentence the other commands say it, and names the Lot cell it
  wrote it in; before, it wrote the cell silently.
"""

from __future__ import annotations

import csv
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import lot_refusal
from olympiad.engine.colours import LotNotDrawn
from olympiad.engine.model import Event, Team
from olympiad.fideteam.pairing import pair_round
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.workbook_event import edit, layout, make_trf, new_event, run, type_results

NEEDED = "art. 4.1: the initial-colour, drawn by lot before the first round, is needed"


def test_a_c046_trf_without_a_lot_is_refused_as_the_olympiad_rules_refuse(
    tmp_path: Path,
) -> None:
    trf = make_trf(tmp_path, 8, lot=None)
    paired = run("pair", trf, "--system", "fide-team-2026")
    assert paired.exit_code == 2, paired.output
    assert "Traceback" not in paired.output
    assert f"{trf}: {NEEDED}" in paired.stderr, paired.stderr
    assert "XXC white1" in paired.stderr and "--lot" in paired.stderr, paired.stderr
    assert "pairing number 1" not in paired.stderr, paired.stderr  # the Olympiad rules' words
    assert paired.stdout == ""
    explained = run("explain", trf, "--round", 1, "--system", "fide-team-2026")
    assert explained.exit_code == 2, explained.output
    assert f"{trf}: {NEEDED}" in explained.stderr, explained.stderr
    assert "--lot" not in explained.stderr, explained.stderr  # explain has none
    given = {
        lot: run("pair", trf, "--system", "fide-team-2026", "--lot", lot)
        for lot in ("white", "black")
    }
    assert all(r.exit_code == 0 for r in given.values()), {k: r.output for k, r in given.items()}
    white, black = (given[lot].stdout.splitlines()[1:] for lot in ("white", "black"))
    assert white == [" ".join(reversed(line.split())) for line in black]  # 4.3.1 by the lot


def test_a_c046_workbook_without_a_lot_names_its_lot_cell(tmp_path: Path) -> None:
    event = tmp_path / "event.xlsx"
    made = run("init", make_trf(tmp_path, 8), event, "--system", "fide-team-2026")
    assert made.exit_code == 0, made.output
    edit_lot(event, None)
    before = event.read_bytes()
    refused = run("pair", event)
    assert refused.exit_code == 2, refused.output
    assert "'Event'!B7: the drawing of lots (art. 4.1) is not set" in refused.stderr
    assert event.read_bytes() == before


def edit_lot(event: Path, value: str | None) -> None:
    book = openpyxl.load_workbook(event)
    book["Event"]["B7"].value = value
    book.save(event)


def test_the_c046_engine_needs_the_lot_only_where_4_3_1_gives_the_initial_colour() -> None:
    event = new_c046_event()
    with pytest.raises(LotNotDrawn) as refused:
        pair_round(event)
    assert lot_refusal(refused.value) == NEEDED
    assert pair_round(event, lot=Colour.BLACK).matches


def new_c046_event() -> Event:
    """Six teams under fide-team-2026, no round played."""
    return Event("t", tuple(Team(n, f"T{n}") for n in range(1, 7)), FIDE_TEAM_2026, (), 5)


@pytest.mark.parametrize(
    ("system", "said", "unsaid"),
    [
        ("olympiad-2012", "which gives the pairing numbers", "Rtg"),
        ("fide-team-2026", "the Round sheets' Rtg", "gives the pairing numbers"),
    ],
)
def test_init_says_what_the_average_rating_is_for_under_the_edition(
    tmp_path: Path, system: str, said: str, unsaid: str
) -> None:
    rows: list[list[object]] = [["Team", "Board", "Name", "Rating"]]
    for team in "ABCD":
        for board in range(1, 5):
            rows.append([team, board, f"{team} {board}", "" if board == 4 else 2000 - board])
    roster = tmp_path / "teams.csv"
    with roster.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    made = run("init", roster, tmp_path / "e.xlsx", "--system", system)
    assert made.exit_code == 0, made.output
    assert "4 unrated players" in made.stdout, made.stdout
    assert said in made.stdout and unsaid not in made.stdout, made.stdout
    if system == "fide-team-2026":
        assert "art. 1.1" in made.stdout and "art. 7" not in made.stdout, made.stdout


@pytest.mark.parametrize(
    ("system", "article"), [("olympiad-2012", "art. 21"), ("fide-team-2026", "art. 4.1")]
)
def test_init_from_a_trf_without_a_lot_says_it_read_it_back(
    tmp_path: Path, system: str, article: str
) -> None:
    event = new_event(tmp_path, 8, "--system", system, "--rounds", "5")
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    trf = exported_without_a_lot(event, tmp_path / "event.trf")
    again = tmp_path / "again.xlsx"
    made = run("init", trf, again)
    assert made.exit_code == 0, made.output
    sentence = f"{article}: no lot given (no XXC or 152); read back from round 1: white"
    assert f"note: {sentence}; written in 'Event'!B7" in made.stderr, made.output
    assert openpyxl.load_workbook(again)["Event"]["B7"].value == "white"
    stated = run("init", trf, tmp_path / "stated.xlsx", "--lot", "white")
    assert stated.exit_code == 0 and "read back" not in stated.output, stated.output


def test_check_without_an_initial_colour_judges_the_pairs_not_4_3_1(tmp_path: Path) -> None:
    """A C.04.6 TRF stating no lot whose round 1 played no match: nothing shows the
    initial-colour, so ``check`` judges the pairs and the PAB (which do not depend on it)
    and not the colours 4.3.1 gives by it; ``pair`` refuses as with no round played."""
    event = new_event(tmp_path, 8, "--system", "fide-team-2026", "--rounds", "5")
    assert run("pair", event).exit_code == 0
    edit(event, "Round 1", {f"I{match.row}": "+/-" for match in layout(event, 1)})
    trf = exported_without_a_lot(event, tmp_path / "event.trf")
    checked = run("check", trf)
    assert checked.exit_code == 0, checked.output
    assert "no initial-colour given and no played round-1 match" in checked.stdout
    assert "0 violations of the rules, 0 differences" in checked.stdout, checked.stdout
    refused = run("pair", trf)
    assert refused.exit_code == 2 and NEEDED in refused.stderr, refused.output


def exported_without_a_lot(event: Path, trf: Path) -> Path:
    """``event`` exported to ``trf``, its lot (XXC, record 152) struck out."""
    assert run("export-trf", event, trf).exit_code == 0
    lines = trf.read_text(encoding="utf-8").splitlines()
    trf.write_text("\n".join(x for x in lines if not x.startswith(("XXC", "152"))) + "\n")
    return trf
