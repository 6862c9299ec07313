"""The shape the architecture promises: a pure core, and a ruleset that lists every article."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rulesets.olympiad_2012 import OLYMPIAD_2012

ROOT = Path(__file__).resolve().parent.parent
EDGE_MODULES = {"cli.py", "trf.py", "trf_records.py", "trf_write.py", "simulate.py"}
# Edge modules (files, workbooks, HTML, the command line) are named for what they touch.
EDGE_PREFIXES = ("cli", "trf", "excel", "bulletin", "workbook", "roster", "files")
EDGE_LIBRARIES = {"click", "openpyxl", "pandas", "jinja2"}
CORE = [
    p
    for package in ("olympiad", "individual")
    for p in sorted((ROOT / package).glob("*.py"))
    if p.name not in EDGE_MODULES and not p.name.startswith(EDGE_PREFIXES)
]


@pytest.mark.parametrize("path", CORE, ids=[f"{p.parent.name}/{p.name}" for p in CORE])
def test_core_module_is_pure(path: Path) -> None:
    """Engine modules import no edge library, print nothing, open no file."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            for name in names:
                assert (name or "").split(".")[0] not in EDGE_LIBRARIES, f"{path.name}: {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"print", "open", "input"}, f"{path.name}: {node.func.id}"


def test_individual_never_imports_olympiad() -> None:
    for path in sorted((ROOT / "individual").glob("*.py")):
        assert "olympiad" not in {
            (n.module or "").split(".")[0]
            for n in ast.walk(ast.parse(path.read_text()))
            if isinstance(n, ast.ImportFrom)
        }, path.name


def _article_numbers_in_text() -> list[str]:
    """Article numbers of the 2012 text, transcribed in tests/golden/."""
    text = (ROOT / "tests" / "golden" / "olympiad_2012_articles.txt").read_text()
    return re.findall(r"^(\d+[ab]?)\b", text, flags=re.M)


def test_every_article_is_listed_in_the_ruleset() -> None:
    listed = {a.number for a in OLYMPIAD_2012.articles}
    missing = [n for n in _article_numbers_in_text() if n not in listed]
    assert not missing
    assert len(listed) == len(OLYMPIAD_2012.articles), "an article is listed twice"


def test_every_implemented_article_names_its_module() -> None:
    for article in OLYMPIAD_2012.articles:
        if article.status.value == "implemented":
            module = article.where.split()[0]
            path = ROOT / (module.replace(".", "/") + ".py")
            assert path.exists() or (ROOT / module.split(".")[0]).is_dir(), article
            assert module.split(".")[0] in {"olympiad", "individual", "rulesets"}, article
