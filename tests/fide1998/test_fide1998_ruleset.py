"""The FIDE Swiss 1998 ruleset lists every article of the text, each implemented article
names a function inside a module that exists, and both readings are registered for
``swiss --system``."""

from __future__ import annotations

import re

import pytest

from individual.fide1998.criteria import CRITERIA
from individual.vocabulary.articles import Status
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from rulesets.swiss import SWISS_RULESETS
from rulesets.team import TEAM_RULESETS
from tests.paths import ROOT

TEXT = ROOT.parent / "shared" / "rules" / "fide-swiss-1998.md"
ARTICLES = (
    [f"A.{i}" for i in range(1, 9)]
    + [f"B.{i}" for i in range(1, 7)]
    + [f"C.{i}" for i in range(1, 15)]
    + ["D.1", "D.2"]
    + [f"E.{i}" for i in range(1, 6)]
    + [f"F.{i}" for i in range(1, 11)]
)


def test_every_article_is_listed_once() -> None:
    listed = [a.number for a in FIDE_SWISS_1998.articles]
    assert sorted(listed) == sorted(ARTICLES)


@pytest.mark.skipif(not TEXT.exists(), reason="shared/rules not beside the checkout")
def test_the_list_matches_the_text() -> None:
    found = set(re.findall(r"\b([A-F]\.\d+)\b", TEXT.read_text(encoding="utf-8")))
    assert set(ARTICLES) <= found
    assert found <= set(ARTICLES)


def test_every_implemented_article_names_a_function_in_an_existing_module() -> None:
    """``where`` is a module file's dotted path followed by at least one name inside it
    (tests/architecture/test_articles.py checks the names resolve)."""
    for article in FIDE_SWISS_1998.articles:
        if article.status is Status.IMPLEMENTED:
            parts = article.where.split()[0].split(".")
            files = [
                cut
                for cut in range(1, len(parts))
                if (ROOT / ("/".join(parts[:cut]) + ".py")).exists()
            ]
            assert files, article
        else:
            assert article.note, article


def test_criteria_table_in_priority_order() -> None:
    assert [c for c, _ in CRITERIA] == ["B.1a", "B.1b", "B.2a", "B.2b", "B.3", "B.4", "B.5", "B.6"]


def test_both_readings_registered_and_the_team_rulesets_kept() -> None:
    assert SWISS_RULESETS["fide-1998"].relative_criteria
    assert SWISS_RULESETS["fide-1998"].bye_rule == "1998"
    assert SWISS_RULESETS["fide-1998-2010"].bye_rule == "2010"
    assert not SWISS_RULESETS["fide-1998-literal"].relative_criteria
    assert "olympiad-2012" in TEAM_RULESETS
