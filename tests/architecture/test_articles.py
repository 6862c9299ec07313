"""A pure core, and rulesets that list every article with the place that implements it."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from pathlib import Path

import pytest

from individual.vocabulary.articles import Article, Status
from rulesets import table
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.swiss import SWISS_RULESETS
from rulesets.team import TEAM_RULESETS
from tests.paths import GOLDEN, ROOT

EDGE_LIBRARIES = {"click", "openpyxl", "pandas", "jinja2"}
CORE = [
    p
    for package in ("olympiad", "individual")
    for p in sorted((ROOT / package).rglob("*.py"))
    if "edges" not in p.relative_to(ROOT).parts
]


@pytest.mark.parametrize("path", CORE, ids=[str(p.relative_to(ROOT)) for p in CORE])
def test_core_module_is_pure(path: Path) -> None:
    """Modules outside the edges import no edge library, print nothing, open no file."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            for name in names:
                assert (name or "").split(".")[0] not in EDGE_LIBRARIES, f"{path.name}: {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"print", "open", "input"}, f"{path.name}: {node.func.id}"


def _article_numbers_in_text() -> list[str]:
    """Article numbers of the 2012 text, transcribed in tests/golden/."""
    text = (GOLDEN / "olympiad_2012_articles.txt").read_text()
    return re.findall(r"^(\d+[ab]?)\b", text, flags=re.M)


def test_every_article_is_listed_in_the_ruleset() -> None:
    listed = {a.number for a in OLYMPIAD_2012.articles}
    missing = [n for n in _article_numbers_in_text() if n not in listed]
    assert not missing
    assert len(listed) == len(OLYMPIAD_2012.articles), "an article is listed twice"


IMPLEMENTED = [
    (name, article)
    for name, ruleset in {**TEAM_RULESETS, **SWISS_RULESETS}.items()
    for article in ruleset.articles
    if article.status is Status.IMPLEMENTED
]


def _resolve(dotted: str) -> object:
    """The object a dotted name of ours names: the longest importable module, then
    attributes inside it (``olympiad.engine.floats.FloatSearch.settle``)."""
    parts = dotted.split(".")
    assert parts[0] in {"olympiad", "individual", "rulesets"}, dotted
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            assert hasattr(target, name), f"{dotted}: no {name}"
            target = getattr(target, name)
        return target
    raise AssertionError(f"no module in {dotted}")


_DOTTED = re.compile(r"\b(?:olympiad|individual|rulesets)(?:\.\w+)+")


@pytest.mark.parametrize(
    ("system", "article"), IMPLEMENTED, ids=[f"{s}:{a.number}" for s, a in IMPLEMENTED]
)
def test_every_implemented_article_names_the_function_that_implements_it(
    system: str, article: Article
) -> None:
    """``where`` starts with the module and the function, class or method that implements
    the article (``olympiad.engine.floats.FloatSearch.settle``; a property counts by its
    getter), not a module alone; every
    other place its note names (``(fallback: individual.fide1998...)``) exists too."""
    dotted, _, note = article.where.partition(" ")
    target = _resolve(dotted)
    if isinstance(target, property):  # a computed attribute: its getter implements it
        target = target.fget
    assert callable(target) and not inspect.ismodule(target), (
        f"{system} {article.number}: {dotted} is not a function or class"
    )
    for other in _DOTTED.findall(note):
        _resolve(other)


def test_the_article_table_in_the_docs_is_the_rulesets_own() -> None:
    """docs/architecture.md holds ``rulesets.table.markdown()`` between its markers."""
    text = (ROOT / "docs" / "architecture.md").read_text()
    assert f"{table.BEGIN}\n{table.markdown()}\n{table.END}" in text
