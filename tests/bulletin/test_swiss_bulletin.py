"""The individual bulletin: its pages from the sample roster after some rounds, and how
a 390 px phone and A4 show them in headless Chromium (skipped without /usr/bin/chromium)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main
from tests.bulletin.test_bulletin_browser import CHROMIUM, look, pdf_pages
from tests.paths import ROOT
from tests.workbook.test_swiss_workbook import fill_results

ROSTER = ROOT / "data" / "individual"
ROSTER = ROSTER / "chennai2022_board1_roster.xlsx"
PAGES = ("index.html", "start.html", "pairings.html", "round-1.html", "standings.html",
         "crosstable.html", "players.html", "player-1.html", "player-17.html")  # fmt: skip


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample roster, 7 rounds planned, 4 paired (3 with results)."""
    folder = tmp_path_factory.mktemp("swiss")
    event = folder / "open.xlsx"
    runner = CliRunner()
    assert runner.invoke(main, ["init", str(ROSTER), str(event), "--rounds", "7", "--lot", "white"]).exit_code == 0
    for number in range(1, 5):
        result = runner.invoke(main, ["pair", str(event)])
        assert result.exit_code == 0, result.output
        if number < 4:
            fill_results(event, number, ("1-0", "0-1", "½-½", "1-0", "+/-"))
    outdir = folder / "bulletin"
    result = runner.invoke(main, ["bulletin", str(event), str(outdir)])
    assert result.exit_code == 0, result.output
    return outdir


def test_every_page_is_written(site: Path) -> None:
    names = {p.name for p in site.iterdir()}
    assert {"index.html", "pairings.html", "standings.html", "crosstable.html"} <= names
    assert {f"player-{n}.html" for n in range(1, 41)} <= names
    assert {f"round-{n}.html" for n in range(1, 5)} <= names
    pairings = (site / "pairings.html").read_text()
    assert "Round 4 pairings" in pairings and "Results to come" in pairings
    assert pairings.count('data-board="') == 20 - 1  # player 17 has a requested bye in round 6 only
    assert "Vidit, Santosh Gujrathi" in (site / "player-1.html").read_text()
    standings = (site / "standings.html").read_text()
    assert re.search(r"<abbr title=\"Buchholz without the lowest\">BH/C1</abbr>", standings)


def test_names_are_escaped(tmp_path: Path) -> None:
    from individual.edges.bulletin.swiss import render_swiss_bulletin
    from individual.swiss.model import Entrant, SwissEvent
    from individual.vocabulary.player import Player

    event = SwissEvent("<b>Open</b>", (Entrant(1, Player("<script>x</script>", 2000)),), (), 5)
    render_swiss_bulletin(event, tmp_path, ("BH",), {})
    text = (tmp_path / "player-1.html").read_text()
    assert "<script>x</script>" not in text and "&lt;script&gt;" in text


browser = pytest.mark.skipif(not CHROMIUM.exists(), reason="/usr/bin/chromium is not installed")


@browser
def test_no_page_scrolls_sideways_on_a_390px_phone(site: Path) -> None:
    for seen in look(site, 390, PAGES):
        page = seen["src"]
        assert seen["viewport"], page
        assert seen["scrollWidth"] <= seen["width"] == 390, (page, seen["outside"])
        assert seen["outside"] == [], page  # the crosstable's rounds wrap in their cell
        assert seen["clipped"] == [], page
        assert seen["wide"] == 0, page
        assert seen["fontSize"] >= 13, page


@browser
def test_a_desktop_shows_every_column(site: Path) -> None:
    for seen in look(site, 1280, PAGES):
        assert seen["scrollWidth"] <= seen["width"] == 1280, seen["src"]
        assert seen["clipped"] == [], seen["src"]


@browser
def test_the_name_filter(site: Path) -> None:
    pairings, standings = look(site, 390, ("pairings.html?q=aronian", "standings.html?q=vidit"))
    assert pairings["items"] >= 19 and len(pairings["shown"]) == 1
    assert "Aronian" in pairings["shown"][0]
    assert len(standings["shown"]) == 1 and "Vidit" in standings["shown"][0]


@browser
def test_pages_print_on_a4(site: Path) -> None:
    for page in ("pairings.html", "standings.html", "crosstable.html"):
        pages, _ = pdf_pages(site, page)
        assert 1 <= pages <= 3, page
