"""The individual bulletin: its pages from the sample roster after some rounds, and how
a 390 px phone and A4 show them in headless Chromium (skipped without /usr/bin/chromium)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from markupsafe import escape

from individual.edges.cli.main import main
from individual.edges.legend import legend
from tests.bulletin.test_bulletin_browser import CHROMIUM, look, pdf_pages
from tests.paths import ROOT
from tests.swiss_workbook import fill_results

ROSTER = ROOT / "data" / "individual"
ROSTER = ROSTER / "chennai2022_board1_roster.xlsx"
PAGES = ("index.html", "event.html", "start.html", "pairings.html", "round-1.html",
         "standings.html", "crosstable.html", "players.html", "player-1.html",
         "player-17.html")  # fmt: skip


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample roster, 7 rounds planned, 4 paired (3 with results)."""
    folder = tmp_path_factory.mktemp("swiss")
    event = folder / "open.xlsx"
    runner = CliRunner()
    assert (
        runner.invoke(
            main,
            [
                "init",
                str(ROSTER),
                str(event),
                "--rounds",
                "7",
                "--lot",
                "white",
                "--dates",
                "2026-11-24,25.11.2026,2026-11-26",
                "--tiebreaks",  # the pages of several tie-breaks, F.10's among them
                "F10 BH/C1 BH SB WIN",
            ],
        ).exit_code
        == 0
    )
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
    title = escape(legend("BH/C1"))  # the registry's line: one text, every page
    assert f'<abbr title="{title}"><a href="tiebreak-BH-C1.html">BH/C1</a></abbr>' in standings


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
    pages, _ = pdf_pages(site, "event.html")
    assert pages == 1


def test_the_event_page_gives_each_rounds_date(site: Path) -> None:
    text = (site / "event.html").read_text("utf-8")
    assert "Round 3</a>: Thu 26 Nov 2026" in text and "Round 4</a>: date not given" in text
    assert "Round 7: date not given (not paired yet)" in text


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The 200-player sample after five rounds (a long name, an unrated player, names
    with markup and formulas: ``tests.bulletin.test_swiss_pages.sample``)."""
    from individual.edges.bulletin.swiss import render_swiss_bulletin
    from tests.bulletin.test_swiss_pages import TIEBREAKS, sample

    outdir = tmp_path_factory.mktemp("swiss-large")
    render_swiss_bulletin(sample(), outdir, TIEBREAKS, {})
    return outdir


LARGE_PAGES = ("start.html", "standings.html", "crosstable.html", "players.html",
               "player-100.html", "player-150.html", "player-7.html", "round-5.html")  # fmt: skip


@browser
def test_the_new_pages_fit_a_390px_phone_with_200_players(large: Path) -> None:
    for seen in look(large, 390, LARGE_PAGES):
        page = seen["src"]
        assert seen["scrollWidth"] <= seen["width"] == 390, (page, seen["outside"])
        assert seen["outside"] == [], page
        assert seen["clipped"] == [], page
        assert seen["wide"] == 0, page
        assert seen["fontSize"] >= 13, page
    for seen in look(large, 1280, LARGE_PAGES):
        assert seen["scrollWidth"] <= seen["width"] == 1280, seen["src"]
        assert seen["clipped"] == [], seen["src"]
        if seen["src"] in ("crosstable.html", "start.html", "standings.html"):
            assert seen["wide"] > 0, f"{seen['src']}: tie-breaks or ids missing on a desktop"


@browser
def test_the_filter_on_the_start_list_and_the_cards(large: Path) -> None:
    start, cards = look(large, 390, ("start.html?q=Wolfeschlegel", "players.html?q=Wolfeschlegel"))
    assert start["items"] == 200 and len(start["shown"]) == 1
    # his card, and the cards of the players he met
    assert cards["items"] == 200 and cards["shown"]
    assert all("Wolfeschlegel" in text for text in cards["shown"])
    assert sum(text.split("\n")[0].split(".", 1)[1].strip().startswith("Wolfeschlegel")
               for text in cards["shown"]) == 1  # fmt: skip


@browser
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_a4_repeats_headers_and_cuts_no_row_or_card(large: Path) -> None:
    from tests.bulletin.test_bulletin_browser import _sheets
    from tests.bulletin.test_bulletin_tree import parse

    heads = {"start.html": r"PN\s+(No\.\s+)?Player\s+Fed\s+Rtg",
             "standings.html": r"Rk\s+Player\s+(Fed\s+)?(Rtg\s+)?Pts",
             "crosstable.html": r"Rk\s+No\.\s+Player\s+Rounds"}  # fmt: skip
    for name, head in heads.items():
        count, data = pdf_pages(large, name)
        assert 2 <= count <= 8, (name, count)
        sheets = _sheets(data, "-layout")
        for number, sheet in enumerate(sheets, start=1):
            assert re.search(head, sheet), f"{name}: sheet {number} has no header"
        flat = ["".join(s.split()) for s in _sheets(data, "-raw")]  # a wrapped name whole
        tree = parse((large / name).read_text("utf-8"))
        for row in tree.find("tbody").find_all("tr"):
            link = "".join(row.find("a").text().split())
            assert any(link in s for s in flat), (name, link)
    count, data = pdf_pages(large, "players.html")
    flat = ["".join(s.split()) for s in _sheets(data, "-raw")]
    assert count == len(flat) <= 70
    for number, sheet in enumerate(flat, start=1):
        starts = len(re.findall(r"No\.\d+,pairingnumber", sheet))
        ends = sheet.count("Ratingchange")
        assert starts == ends >= 1, f"players.html: a card is split on sheet {number}"


@browser
def test_a_390px_phone_announces_the_hidden_tiebreak_columns(large: Path) -> None:
    """Issue 26: the tie-breaks a phone leaves out are named, one tick away."""
    from tests.bulletin.test_bulletin_browser import hidden_columns_announced

    hidden_columns_announced(large, ("standings.html", "crosstable.html"))


def test_the_standings_after_an_earlier_round_are_one_click_away(tmp_path: Path) -> None:
    """Issue 26: after round 2 the bulletin links, from every page, the standings after
    round 1 (a page of its own, the very standings the bulletin written after round 1
    showed) and after round 2 (the standings page)."""
    from tests.bulletin.test_bulletin_tree import parse

    event, runner = tmp_path / "open.xlsx", CliRunner()
    init = ["init", str(ROSTER), str(event), "--rounds", "5", "--lot", "white"]
    assert runner.invoke(main, init).exit_code == 0
    for number in (1, 2):
        result = runner.invoke(main, ["pair", str(event)])
        assert result.exit_code == 0, result.output
        fill_results(event, number, ("1-0", "½-½", "0-1", "1-0"))
        result = runner.invoke(main, ["bulletin", str(event), str(tmp_path / f"after-{number}")])
        assert result.exit_code == 0, result.output
    site = tmp_path / "after-2"
    for page in sorted(site.glob("*.html")):
        links = parse(page.read_text("utf-8")).find("p", class_="standings-after").find_all("a")
        assert [(a.text(), a.attrs["href"]) for a in links] == [
            ("1", "standings-after-1.html"),
            ("2", "standings.html"),
        ], page.name
    earlier = parse((site / "standings-after-1.html").read_text("utf-8"))
    then = parse((tmp_path / "after-1" / "standings.html").read_text("utf-8"))
    assert earlier.find("h1").text() == "Standings after round 1"
    assert earlier.find("p", class_="status").text().startswith("After 1 round.")
    assert [r.text() for r in earlier.find("tbody").find_all("tr")] == [
        r.text() for r in then.find("tbody").find_all("tr")
    ]


@browser
def test_a4_and_390px_read_well(large: Path) -> None:
    """Issue 26, as for the team bulletin: on A4 no title larger than its name, no header
    one letter a line, no screen hint; at 390 px the grey digits reach 4.5:1."""
    from tests.bulletin.test_bulletin_browser import (
        A4_WIDTH,
        CONTRAST,
        PRINT_CHECKS,
        _probe,
        contrast,
    )

    for seen in _probe(large, A4_WIDTH, LARGE_PAGES, PRINT_CHECKS, print_=True):
        assert seen["overlaps"] == [] and seen["titles"] == [], seen
        assert seen["heads"] == [] and seen["screenOnly"] == [], seen
    for seen in _probe(large, 390, ("crosstable.html",), CONTRAST, print_=False):
        for colour, opacity, background, shown in seen["digits"]:
            assert contrast(colour, opacity, background) >= 4.5, (shown, colour, background)


@browser
@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_printed_pages_leave_out_the_screen_hints(large: Path) -> None:
    from tests.bulletin.test_bulletin_browser import printed_without_hints

    hints = ("on a phone", "CSV", "Excel", "columns hidden", "Standings after round")
    for page in ("index.html", "standings.html", "crosstable.html", "players.html"):
        printed_without_hints(large, page, hints)
