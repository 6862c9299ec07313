"""The legend of a score listed as a tie-break (issue 30, C.04.6 ranking): the standings
rank by the primary score, then the list in order (C.04.6 1.2.1, C.07 4.2), so the other
score listed there is C.07's tie-break MPvGP (13.1), and its legend says so with the
article; under the 2012 Olympiad rules game points are art. 14b's own tie-break."""

from __future__ import annotations

import csv
from pathlib import Path

from markupsafe import escape

from tests.standings.test_standings_command import olympiad
from tests.workbook_event import new_event, run, type_results

MPVGP = "the other score, ranked as the tie-break MPvGP (C.07 13.1)"


def _legends(site: Path) -> dict[str, str]:
    """The legend download's meaning of each column, checked against the standings page."""
    with (site / "tiebreaks.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))[1:]
    page = (site / "standings.html").read_text("utf-8")
    for acronym, meaning in rows:
        assert f"<dd>{escape(meaning)}</dd>" in page, (acronym, meaning)
    return dict(rows)


def test_a_c046_bulletin_says_listed_game_points_are_mpvgp(tmp_path: Path) -> None:
    for scoring, listed, words in (("mp-gp", "GP", "game points"),
                                   ("gp-mp", "MP", "match points")):  # fmt: skip
        trf, site = tmp_path / f"{scoring}.trf", tmp_path / scoring
        made = olympiad("generate", "--teams", 6, "--rounds", 3, "--scoring", scoring, "-o", trf)
        assert made.exit_code == 0, made.output
        assert "MPvGP" in next(r for r in trf.read_text("utf-8").splitlines() if r[:3] == "202")
        assert olympiad("bulletin", trf, site).exit_code == 0
        assert _legends(site)[listed] == f"{words}: {MPVGP}", scoring


def test_an_olympiad_2012_bulletin_keeps_art_14b(tmp_path: Path) -> None:
    event = new_event(tmp_path, 8)
    for number in (1, 2):
        assert run("pair", event).exit_code == 0
        type_results(event, number)
    site = tmp_path / "site"
    assert olympiad("bulletin", event, site).exit_code == 0
    assert _legends(site)["GP"] == "game points (art. 14b)"
