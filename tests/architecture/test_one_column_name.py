"""A column has one name, written once (``individual.vocabulary.headers``): no module that
writes a standings, crosstable, players or pairing table (the command lines' tables and
``--csv``, both bulletins and their downloads) spells a column's name, nor any name a
column had before (``Place``, ``Name``, ``No``); no template heads a table's column with a
label of its own; every writer reads the vocabulary."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from individual.vocabulary import headers
from individual.vocabulary.headers import Column
from tests.paths import ROOT

WRITERS = sorted(
    [
        *(ROOT / "individual/edges/bulletin").glob("*.py"),
        *(ROOT / "olympiad/edges/bulletin").glob("*.py"),
        ROOT / "individual/edges/cli/table.py",
        ROOT / "individual/edges/cli/tiebreaks.py",
        ROOT / "individual/edges/cli/workbook.py",
        ROOT / "olympiad/edges/cli/table.py",
    ]
)
"""The modules that write the tables."""
TEMPLATES = sorted((ROOT / "templates").glob("*.html"))
COLUMNS = [v for v in vars(headers).values() if isinstance(v, Column)]
FORMER = {"Place", "Name", "No", "Rk", "Pts", "G", "Chg", "W-D-L"}
"""Names a column had in one writer or another before they were written once."""
NAMES = {c.header for c in COLUMNS} | {c.label for c in COLUMNS} | FORMER


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module, its docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    documented = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in documented
    ]


def test_the_vocabulary_names_each_column_once() -> None:
    spelled = [c.header for c in COLUMNS]
    assert len(spelled) == len(set(spelled)), spelled
    assert len(COLUMNS) > 20


def test_no_writer_spells_a_columns_name() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in WRITERS
        for line, text in _strings(path)
        if text in NAMES
    ]
    assert found == []


def test_every_writer_reads_the_vocabulary() -> None:
    readers = {
        "individual/edges/bulletin/swiss.py",
        "individual/edges/bulletin/pages.py",
        "individual/edges/cli/table.py",
        "individual/edges/cli/workbook.py",
        "olympiad/edges/bulletin/render.py",
        "olympiad/edges/cli/table.py",
    }
    for name in readers:
        assert "individual.vocabulary" in (ROOT / name).read_text(encoding="utf-8")
        assert re.search(r"\bheaders\b", (ROOT / name).read_text(encoding="utf-8")), name


def test_no_template_heads_a_column_itself() -> None:
    """A ``<th>`` of a table reads ``headers.X.label`` (the pages' jinja global), never
    spells the label. ``Games`` (a board's games on the boards page) and ``Score`` (a
    match's score, an opponent's score as a sum counts it) are other facts than the
    players download's columns of those names."""
    labels = "|".join(re.escape(n) for n in sorted(NAMES - {"Games", "Score"}, key=len))
    spelled = re.compile(rf"<th[^>]*>(?:<abbr[^>]*>)?(?:{labels})</(?:abbr|th)>")
    found = [
        f"{path.name}: {m.group(0)}"
        for path in TEMPLATES
        for m in spelled.finditer(path.read_text(encoding="utf-8"))
    ]
    assert found == []
