"""The bulletin as a person sees it, in headless Chromium (Debian's ``chromium``).

Each page is loaded in an iframe 390 px wide (a phone; headless Chromium will not make
its window narrower than 500 px, an iframe has no such limit) or 1280 px wide (a desktop)
inside a small harness page written next to the bulletin. The harness measures what is on
screen and writes it as JSON into its own DOM, which ``--dump-dom`` prints: the page's
width and scroll width, every element sticking out of the viewport, every table cell
whose content does not fit, the filter items left visible. The filter is given through
the page's own ``?q=`` parameter. Printing goes through ``--print-to-pdf``.

Skipped when /usr/bin/chromium is absent (``apt-get install -y chromium``).
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from individual.edges.trf.dates import EventDates
from olympiad.edges.bulletin.render import render_bulletin
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.pairing import pair_round
from tests.paths import ROOT

CHROMIUM = Path("/usr/bin/chromium")
DATES = EventDates({n: date(2026, 9, 10 + n + n // 6) for n in range(1, 10)})  # a rest day
SAMPLE = ROOT / "data" / "olympiad2026_open_round5_SYNTHETIC.trf"
LONG_NAME = "Fédération Internationale des Échecs Refugee Team of the Olympic Solidarity Programme"
PAGES = (
    "index.html", "pairings.html", "round-4.html", "results.html", "standings.html",
    "tiebreaks.html", "teams.html", "boards.html", "event.html", "start.html",
    "crosstable.html", "prizes.html", "charts.html",
)  # fmt: skip
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--hide-scrollbars",  # phones overlay their scroll bars: no width taken
    "--allow-file-access-from-files",  # lets the harness read its iframes
)

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Debian's chromium is not installed (apt-get install chromium)"
)

MEASURE = """
function visible(el) { return el.getClientRects().length > 0; }
function describe(el) {
  return el.tagName.toLowerCase() + "." + el.className + ": " + el.textContent.trim().slice(0, 40);
}
function measure(frame) {
  var win = frame.contentWindow, doc = frame.contentDocument, root = doc.documentElement;
  var width = root.clientWidth, outside = [], clipped = [];
  doc.querySelectorAll("main *").forEach(function (el) {
    if (!visible(el)) { return; }
    var box = el.getBoundingClientRect();
    if (box.right > width + 0.5 || box.left < -0.5) { outside.push(describe(el)); }
  });
  doc.querySelectorAll("td, th").forEach(function (cell) {
    if (visible(cell) && cell.scrollWidth > cell.clientWidth + 1) { clipped.push(describe(cell)); }
  });
  var items = [].slice.call(doc.querySelectorAll("[data-filter-item]"));
  var form = doc.getElementById("filter");
  return {
    src: frame.getAttribute("src"), innerWidth: win.innerWidth, width: width,
    scrollWidth: root.scrollWidth, outside: outside.slice(0, 8), clipped: clipped.slice(0, 8),
    items: items.length,
    shown: items.filter(visible).map(function (el) { return el.textContent.trim(); }),
    wide: [].filter.call(doc.querySelectorAll(".wide"), visible).length,
    filter: form ? visible(form) : null,
    fontSize: parseFloat(win.getComputedStyle(doc.body).fontSize),
    viewport: !!doc.querySelector('meta[name="viewport"][content*="device-width"]')
  };
}
window.addEventListener("load", function () {
  var frames = [].slice.call(document.querySelectorAll("iframe"));
  document.getElementById("report").textContent = JSON.stringify(frames.map(measure));
});
"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The sample event (real rosters, four rounds) with round 5 paired, one team renamed
    to a very long name, the dates of rounds 1 to 9 (10 and 11 not given)."""
    trf = read_team_trf(SAMPLE)
    teams = tuple(replace(t, name=LONG_NAME) if t.number == 100 else t for t in trf.event.teams)
    event = replace(trf.event, teams=teams)
    outdir = tmp_path_factory.mktemp("bulletin")
    render_bulletin(event, outdir, pair_round(event, lot=trf.lot), DATES)
    return outdir


def chromium(site: Path, *args: str) -> str:
    profile = site.parent / f"{site.name}-profile"
    command = [str(CHROMIUM), *FLAGS, f"--user-data-dir={profile}", *args]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=180, check=False)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def look(site: Path, width: int, sources: tuple[str, ...]) -> list[dict[str, Any]]:
    """Load each source in an iframe ``width`` px wide; what the harness measured."""
    frames = "\n".join(
        f'<iframe src="{html.escape(s)}" style="width:{width}px;height:844px;border:0"></iframe>'
        for s in sources
    )
    harness = site / f"_harness_{width}.html"
    harness.write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>'
        f'<pre id="report">pending</pre>{frames}<script>{MEASURE}</script></body></html>',
        "utf-8",
    )
    try:
        dom = chromium(site, f"--window-size={width + 40},900", "--dump-dom", harness.as_uri())
    finally:
        harness.unlink()
    found = re.search(r'<pre id="report">(.*?)</pre>', dom, re.S)
    assert found and found.group(1) != "pending", dom[:2000]
    report: list[dict[str, Any]] = json.loads(html.unescape(found.group(1)))
    return report


def test_no_page_scrolls_sideways_on_a_390px_phone(site: Path) -> None:
    for seen in look(site, 390, PAGES):
        page = seen["src"]
        assert seen["viewport"], page
        assert seen["innerWidth"] == seen["width"] == 390, page
        assert seen["scrollWidth"] <= seen["width"], (page, seen["scrollWidth"], seen["outside"])
        assert seen["outside"] == [], page
        assert seen["clipped"] == [], page
        assert seen["wide"] == 0, f"{page}: a desktop-only column shows on a phone"
        assert seen["fontSize"] >= 13, page
        assert seen["filter"] in (None, True), f"{page}: the filter is not shown"
        assert not seen["items"] or len(seen["shown"]) == seen["items"], page


def test_a_1280px_desktop_shows_every_column_without_scrolling(site: Path) -> None:
    for seen in look(site, 1280, PAGES):
        page = seen["src"]
        assert seen["scrollWidth"] <= seen["width"] == 1280, page
        assert seen["clipped"] == [], page
        if page in ("standings.html", "teams.html", "pairings.html"):
            assert seen["wide"] > 0, f"{page}: ratings or W/D/L are missing on a desktop"


def test_the_filter_keeps_only_what_matches(site: Path) -> None:
    india = [t.name for t in read_team_trf(SAMPLE).event.teams if "india" in t.name.lower()]
    sources = (
        "pairings.html?q=Caruana",
        "standings.html?q=india",
        "teams.html?q=praggnanandhaa",
        "start.html?q=praggnanandhaa",
        "results.html?q=Herzegovina",
        "standings.html?q=zzzz-nobody",
    )
    pairings, standings, teams, start, results, nobody = look(site, 390, sources)
    assert pairings["items"] >= 53
    assert len(pairings["shown"]) == 1 and "Caruana" in pairings["shown"][0]
    assert len(standings["shown"]) == len(india) >= 1
    assert all("India" in text for text in standings["shown"])
    assert len(start["shown"]) == 1 and "India" in start["shown"][0]
    # the teams page also lists each player's opponents: his team and those he met
    assert teams["shown"] and all("Praggnanandhaa" in text for text in teams["shown"])
    number = re.search(r"No\. (\d+)", start["shown"][0])  # the start list names PN and No.
    assert number and any(text.lstrip().startswith(f"{number[1]}.") for text in teams["shown"])
    assert 1 <= len(results["shown"]) <= 5
    assert all("Herzegovina" in text for text in results["shown"])
    assert nobody["shown"] == [] and nobody["items"] == 107


def pdf_pages(site: Path, page: str) -> tuple[int, bytes]:
    """Print ``page`` to PDF; its number of pages and the PDF."""
    pdf = site / f"_{page}.pdf"
    chromium(site, "--no-pdf-header-footer", f"--print-to-pdf={pdf}", (site / page).as_uri())
    data = pdf.read_bytes()
    pdf.unlink()
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", data)
    assert boxes and all(abs(float(w) - 595) < 2 and abs(float(h) - 842) < 2 for w, h in boxes)
    return len(re.findall(rb"/Type\s*/Page(?!s)", data)), data


def test_the_event_page_lists_every_round_with_its_date(site: Path) -> None:
    """390 px: each round a line of its own, the date beside it, nothing cut; A4: one page."""
    script = (
        "[].map.call(document.querySelectorAll('ul.rounds li'), function (li) {"
        " var r = li.getClientRects(); return [r.length, li.textContent.trim()]; })"
    )
    seen = look(site, 390, ("event.html",))[0]
    assert seen["outside"] == [] and seen["scrollWidth"] <= 390
    text = (site / "event.html").read_text("utf-8")
    assert "Round 1</a>: Fri 11 Sep 2026" in text and "Round 11: date not given" in text
    assert "Fri 11 Sep 2026 to Sun 20 Sep 2026" in text
    lines = _evaluate(site, 390, "event.html", script)
    assert len(lines) == 11 and all(rects == 1 for rects, _ in lines), lines
    pages, _ = pdf_pages(site, "event.html")
    assert pages == 1


def _evaluate(site: Path, width: int, page: str, script: str) -> Any:
    """The JSON value of ``script`` run in ``page`` loaded ``width`` px wide."""
    harness = site / "_evaluate.html"
    harness.write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="report">'
        f'pending</pre><iframe src="{html.escape(page)}" style="width:{width}px;height:844px;'
        'border:0"></iframe><script>window.addEventListener("load", function () {'
        "var document = window.frames[0].document;"
        f'window.document.getElementById("report").textContent = JSON.stringify({script});'
        "});</script></body></html>",
        "utf-8",
    )
    try:
        dom = chromium(site, f"--window-size={width + 40},900", "--dump-dom", harness.as_uri())
    finally:
        harness.unlink()
    found = re.search(r'<pre id="report">(.*?)</pre>', dom, re.S)
    assert found and found.group(1) != "pending", dom[:2000]
    return json.loads(html.unescape(found.group(1)))


def test_pages_print_on_a4(site: Path) -> None:
    pages, _ = pdf_pages(site, "pairings.html")
    assert pages <= 6, "pairings: 53 matches, two side by side, on at most 6 A4 pages (was 11)"
    pages, _ = pdf_pages(site, "standings.html")
    assert 2 <= pages <= 6, "standings: 107 rows on a few A4 pages"


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_printed_matches_are_not_split_and_headers_repeat(site: Path) -> None:
    _, data = pdf_pages(site, "pairings.html")
    _whole_matches(site, _sheets(data, "-raw"))
    for page in ("standings.html", "crosstable.html", "prizes.html"):
        _, data = pdf_pages(site, page)
        sheets = _sheets(data, "-layout")
        assert len(sheets) > 1, page
        for number, sheet in enumerate(sheets, start=1):
            _headed_pages(page, number, sheet)


def _sheets(data: bytes, mode: str) -> list[str]:
    text = subprocess.run(
        ["pdftotext", mode, "-", "-"], input=data, capture_output=True, check=True
    ).stdout.decode("utf-8")
    return [s for s in text.split("\f") if s.strip()]


def _whole_matches(site: Path, sheets: list[str]) -> None:
    """Every match is printed on one sheet: its header and the eight players' names."""
    from tests.bulletin.test_bulletin_tree import parse

    flat = ["".join(sheet.split()) for sheet in sheets]  # lines may break inside a name
    tree = parse((site / "pairings.html").read_text("utf-8"))
    for section in tree.find_all("section", class_="match"):
        head = "".join(section.find("th", class_="first").text().split())
        found = [n for n, sheet in enumerate(flat) if head in sheet]
        assert len(found) == 1, (head, found)
        for name in section.find_all("span", class_="name"):
            assert "".join(name.text().split()) in flat[found[0]], (head, name.text())


def _headed_pages(page: str, number: int, sheet: str) -> None:
    found = re.search(r"Rk\s+(No\.\s+)?(Team|Player)", sheet)
    assert found, f"{page}: sheet {number} has no header"
