"""No dead rules in the bulletin's style sheet: every class a rule of ``bulletin.css``
selects is written by a template (a literal ``class="..."``) or appears on a rendered page
of the team sample or the individual sample (classes a template fills in, such as the
colours ``white`` ``black`` ``none``)."""

from __future__ import annotations

import re

import pytest

from individual.edges.bulletin.pages import TEMPLATES
from individual.edges.bulletin.swiss import render_swiss_bulletin
from olympiad.edges.bulletin.render import render_bulletin
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.pairing import pair_round
from tests.bulletin.test_swiss_pages import TIEBREAKS, sample
from tests.paths import ROOT

TEAM_SAMPLE = ROOT / "data" / "olympiad2026_open_round5_SYNTHETIC.trf"
CLASS_ATTRIBUTE = re.compile(r'class="([^"]*)"')


def _classes(text: str) -> set[str]:
    """The class names of every ``class="..."`` in ``text``, template expressions left out."""
    text = re.sub(r"\{\{.*?\}\}|\{%.*?%\}", " ", text)
    return {name for value in CLASS_ATTRIBUTE.findall(text) for name in value.split()}


@pytest.fixture(scope="module")
def used(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    folder = tmp_path_factory.mktemp("css")
    trf = read_team_trf(TEAM_SAMPLE)
    render_bulletin(trf.event, folder / "team", pair_round(trf.event, lot=trf.lot))
    render_swiss_bulletin(sample(), folder / "swiss", TIEBREAKS, {})
    pages = [*(folder / "team").glob("*.html"), *(folder / "swiss").glob("*.html")]
    found = set().union(*(_classes(p.read_text("utf-8")) for p in pages))
    return found | set().union(*(_classes(t.read_text("utf-8")) for t in TEMPLATES.glob("*.html")))


def test_every_class_the_style_sheet_selects_is_used(used: set[str]) -> None:
    css = re.sub(r"/\*.*?\*/", "", (TEMPLATES / "bulletin.css").read_text("utf-8"), flags=re.S)
    rules = re.sub(r"\{[^{}]*\}", "{}", css)  # selectors only: no declarations
    selected = set(re.findall(r"\.([A-Za-z][\w-]*)", rules))
    assert selected, "no class selector found: the parsing is wrong"
    assert sorted(selected - used) == []
