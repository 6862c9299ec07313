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
    report: list[dict[str, Any]] = harness(site, width, f"{frames}<script>{MEASURE}</script>")
    return report


def harness(site: Path, width: int, body: str, attributes: str = "") -> Any:
    """Open a harness page holding ``body`` (iframes and a script that writes its report
    as JSON into ``#report``) in a window ``width`` px wide plus a margin; the report."""
    page = site / f"_harness_{width}.html"
    page.write_text(
        f'<!DOCTYPE html><html><head><meta charset="utf-8"></head><body{attributes}>'
        f'<pre id="report">pending</pre>{body}</body></html>',
        "utf-8",
    )
    try:
        dom = chromium(site, f"--window-size={width + 40},1200", "--dump-dom", page.as_uri())
    finally:
        page.unlink()
    found = re.search(r'<pre id="report">(.*?)</pre>', dom, re.S)
    assert found and found.group(1) != "pending", dom[:2000]
    return json.loads(html.unescape(found.group(1)))


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
    return harness(
        site,
        width,
        f'<iframe src="{html.escape(page)}" style="width:{width}px;height:844px;'
        'border:0"></iframe><script>window.addEventListener("load", function () {'
        "var document = window.frames[0].document;"
        f'window.document.getElementById("report").textContent = JSON.stringify({script});'
        "});</script>",
    )


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


# --- issue 26 item 8: A4 and 390 px read well ----------------------------------------------

PROBE = """
function visible(el) { return el.getClientRects().length > 0; }
function printed(doc) {
  [].forEach.call(doc.styleSheets, function (sheet) {
    [].forEach.call(sheet.cssRules, function (rule) {
      if (rule.media && /print/.test(rule.media.mediaText)) { rule.media.mediaText = "all"; }
    });
  });
}
function text(el) { return el.textContent.replace(/\\s+/g, " ").trim(); }
function contents(el) {
  var r = el.ownerDocument.createRange(); r.selectNodeContents(el); return r;
}
function lines(el) {
  var tops = {};
  [].forEach.call(contents(el).getClientRects(), function (b) {
    if (b.width > 0) { tops[Math.round(b.top)] = 1; }
  });
  return Object.keys(tops).length;
}
function size(el) { return parseFloat(el.ownerDocument.defaultView.getComputedStyle(el).fontSize); }
function probe(frame, print) {
  var doc = frame.contentDocument;
  if (print) { printed(doc); }
  var found = {src: frame.getAttribute("src")};
  (%s)(doc, found);
  return found;
}
window.addEventListener("load", function () {
  var frames = [].slice.call(document.querySelectorAll("iframe"));
  var print = document.body.getAttribute("data-print") === "1";
  document.getElementById("report").textContent = JSON.stringify(frames.map(function (f) {
    return probe(f, print);
  }));
});
"""
A4_WIDTH = 718  # 210 mm less the @page margins (2 x 10 mm), in CSS px
PRINT_CHECKS = """function (doc, found) {
  found.overlaps = [];
  doc.querySelectorAll("tr.match-head").forEach(function (head) {
    var first = contents(head.querySelector(".first")).getBoundingClientRect();
    var score = contents(head.querySelector(".score")).getBoundingClientRect();
    var second = contents(head.querySelector(".second")).getBoundingClientRect();
    if (first.right > score.left + 0.5 || score.right > second.left + 0.5) {
      found.overlaps.push(text(head));
    }
  });
  found.titles = [];
  doc.querySelectorAll("abbr.title").forEach(function (title) {
    if (visible(title) && size(title) > size(title.parentElement) + 0.01) {
      found.titles.push(text(title.parentElement) + ": " + size(title) + " > "
                        + size(title.parentElement));
    }
  });
  found.titleCount = doc.querySelectorAll("abbr.title").length;
  found.heads = [];
  doc.querySelectorAll("thead th").forEach(function (th) {
    var words = text(th).split(/[\\s-]+/).filter(Boolean).length;
    if (visible(th) && words && lines(th) > words) {
      found.heads.push(text(th) + ": " + lines(th));
    }
  });
  found.screenOnly = [].filter.call(doc.querySelectorAll(".screen-only"), visible).map(text);
}"""


def _probe(site: Path, width: int, pages: tuple[str, ...], checks: str, print_: bool) -> Any:
    """Each page loaded ``width`` px wide (its print rules applied when ``print_``, A4's
    width given) and what ``checks`` (a JS function of the document and the result) found."""
    frames = "\n".join(
        f'<iframe src="{html.escape(p)}" style="width:{width}px;height:1100px;border:0"></iframe>'
        for p in pages
    )
    script = f"<script>{PROBE % checks}</script>"
    return harness(site, width, frames + script, f' data-print="{int(print_)}"')


def test_a4_keeps_scores_clear_titles_small_headers_level_and_hints_off(site: Path) -> None:
    """Printed on A4: a match score does not run into the second team's name, a title is
    not larger than the name it stands before, a header (of an empty column too) is not
    written one letter a line, what only a screen needs (tap here, CSV) is left out."""
    seen = _probe(site, A4_WIDTH, PAGES, PRINT_CHECKS, print_=True)
    by_page = {s["src"]: s for s in seen}
    assert sum(len(s["overlaps"]) for s in seen) == 0, [s["overlaps"][:3] for s in seen]
    assert by_page["round-4.html"]["titleCount"] > 0 and by_page["teams.html"]["titleCount"] > 0
    for s in seen:
        assert s["titles"] == [], (s["src"], s["titles"][:3])
        assert s["heads"] == [], (s["src"], s["heads"])
        assert s["screenOnly"] == [], (s["src"], s["screenOnly"])


def printed_without_hints(site: Path, page: str, hints: tuple[str, ...]) -> bytes:
    """``page`` printed to PDF by Chromium, asserted to hold none of ``hints`` (what only
    a screen needs); the PDF."""
    _, data = pdf_pages(site, page)
    text = " ".join(" ".join(_sheets(data, "-raw")).split())
    for hint in hints:
        assert hint not in text, (page, hint)
    return data


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_printed_pages_leave_out_the_screen_hints(site: Path) -> None:
    hints = ("Tap ", "Open a player", "CSV", "Excel", "columns hidden")
    for page in ("teams.html", "crosstable.html", "event.html"):
        printed_without_hints(site, page, hints)
    data = printed_without_hints(site, "standings.html", hints)
    text = " ".join(" ".join(_sheets(data, "-raw")).split())
    assert "Teams equal on all of them share a place" in text
    # the empty Fed column's header on one line ("F", "e", "d" before)
    assert re.search(r"\bTeam\s+Fed\s+MP\b", _sheets(data, "-layout")[0])


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) absent")
def test_the_printed_score_is_a_word_of_its_own(site: Path) -> None:
    """In the PDF of a round with results, each match score stands apart from the names
    (before the fix ``1½–2½Cuba`` was one word: the score printed over the name)."""
    from tests.bulletin.test_bulletin_tree import parse

    _, data = pdf_pages(site, "round-4.html")
    words = set(" ".join(_sheets(data, "-raw")).split())
    tree = parse((site / "round-4.html").read_text("utf-8"))
    scores = [th.text().strip() for th in tree.find_all("th", class_="score")]
    assert scores and all(score in words for score in scores), scores


HIDDEN_COLUMNS = """function (doc, found) {
  var heads = [].filter.call(doc.querySelectorAll("th.wide"), function (th) {
    return !visible(th);
  });
  found.hidden = heads.map(text).filter(function (head, i, all) {
    return all.indexOf(head) === i;
  });
  var box = doc.getElementById("more-columns");
  var label = box ? box.closest("label") || box.labels[0] : null;
  found.control = label && visible(label) ? text(label) : null;
  if (box) { box.click(); }
  found.after = [].filter.call(doc.querySelectorAll("th.wide"), function (th) {
    return !visible(th);
  }).map(text);
  found.scrollWidth = doc.documentElement.scrollWidth;
}"""


def hidden_columns_announced(site: Path, pages: tuple[str, ...]) -> None:
    """At 390 px each of ``pages`` leaves columns out, names every one of them in a
    control, and shows them when it is ticked, the page still not scrolling sideways."""
    for seen in _probe(site, 390, pages, HIDDEN_COLUMNS, print_=False):
        assert seen["hidden"], seen["src"]
        assert seen["control"] is not None, f"{seen['src']}: hidden columns not announced"
        assert seen["control"].split(": ", 1)[1].split(", ") == seen["hidden"], seen
        assert seen["after"] == [], seen
        assert seen["scrollWidth"] <= 390, seen


def test_a_390px_phone_announces_the_hidden_columns_and_shows_them_on_request(
    site: Path,
) -> None:
    hidden_columns_announced(site, ("standings.html", "crosstable.html", "teams.html"))


CONTRAST = """function (doc, found) {
  var view = doc.defaultView;
  found.digits = [];
  doc.querySelectorAll(".game small, .game.none").forEach(function (el) {
    if (!visible(el)) { return; }
    var opacity = 1, node = el, background = "rgba(0, 0, 0, 0)";
    while (node && node.nodeType === 1) {
      var style = view.getComputedStyle(node);
      if (style.backgroundColor !== "rgba(0, 0, 0, 0)") {
        background = style.backgroundColor;
        break;
      }
      opacity *= parseFloat(style.opacity);
      node = node.parentElement;
    }
    found.digits.push([view.getComputedStyle(el).color, opacity, background, text(el)]);
  });
}"""


def _rgba(css: str) -> tuple[float, float, float, float]:
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    return (numbers[0], numbers[1], numbers[2], numbers[3] if len(numbers) > 3 else 1.0)


def contrast(colour: str, opacity: float, background: str) -> float:
    """WCAG 2 contrast ratio of ``colour`` (its alpha times ``opacity``) over ``background``
    (white when transparent)."""
    r, g, b, alpha = _rgba(colour)
    under = _rgba(background) if _rgba(background)[3] > 0 else (255.0, 255.0, 255.0, 1.0)
    alpha *= opacity
    front = [alpha * c + (1 - alpha) * u for c, u in zip((r, g, b), under[:3], strict=True)]

    def luminance(rgb: list[float] | tuple[float, ...]) -> float:
        def channel(c: float) -> float:
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])

    high, low = sorted((luminance(front), luminance(under[:3])), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_contrast_formula() -> None:
    assert round(contrast("rgb(119, 119, 119)", 1, "rgb(255, 255, 255)"), 2) == 4.48
    assert round(contrast("rgb(0, 0, 0)", 1, "rgba(0, 0, 0, 0)"), 1) == 21.0


def test_the_round_digits_reach_4_5_to_1(site: Path) -> None:
    for seen in _probe(site, 390, ("teams.html", "crosstable.html"), CONTRAST, print_=False):
        assert seen["digits"] or seen["src"] == "crosstable.html", seen["src"]
        for colour, opacity, background, shown in seen["digits"]:
            ratio = contrast(colour, opacity, background)
            assert ratio >= 4.5, (seen["src"], shown, colour, opacity, background, ratio)
