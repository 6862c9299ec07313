"""The standings core holds typed values, not the words a person reads: no module of
``individual.standings`` or ``olympiad.standings`` binds a text constant (a sentence, or a
table of labels such as ``{"PTS": "points"}``) or defines a legend, a label or a note;
those live at the edges (``individual.edges.legend``, ``olympiad.edges.legend``), which
render the values for the bulletins and the command line. The C.07 definitions keep their
one-line labels beside their articles (``c07.Definition``: the regulation's table, one
row a tie-break), so a text inside a call is not counted, nor the registry (``EXEMPT``)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from tests.architecture.test_layers import modules

ROOMS = ("individual.standings", "olympiad.standings")
WORDING = re.compile(r"legend|label|words|note|caption|title", re.I)
"""Names of functions that word something for a person."""
EXEMPT = {"individual.standings.c07.registry.REGISTRY"}
"""C.07's table: each tie-break's label beside its article (some built from parts)."""


def _texts(node: ast.AST) -> Iterator[str]:
    """The texts in ``node`` outside calls: of more than one word, or a table's values."""
    if isinstance(node, ast.Call):
        return
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value.strip():
        yield node.value
    if isinstance(node, ast.Dict):
        yield from (v.value for v in node.values if isinstance(v, ast.Constant) and v.value)
    for child in ast.iter_child_nodes(node):
        yield from _texts(child)


def words_in(name: str, path: Path) -> list[str]:
    """Where module ``name`` holds words for a person: its text constants and its
    functions that word something."""
    found = []
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            target = node.targets[0] if isinstance(node, ast.Assign) else node.target
            where = f"{name}.{ast.unparse(target)}"
            if any(_texts(node.value)) and where not in EXEMPT:
                found.append(where)
        if isinstance(node, ast.FunctionDef) and WORDING.search(node.name):
            found.append(f"{name}.{node.name}()")
    return found


def test_the_standings_core_holds_no_display_words() -> None:
    found = [
        where
        for name, path in sorted(modules().items())
        if name.startswith(ROOMS)
        for where in words_in(name, path)
    ]
    assert found == []


def test_the_check_catches_words_in_the_core(tmp_path: Path) -> None:
    path = tmp_path / "listed.py"
    path.write_text(
        'NONE = "none"\nDROPPED = "no value: dropped"\nLABELS = {"PTS": "points"}\n'
        'OWN = {"DE1": Definition("DE1", "F.10", "the games between them")}\n'
        "def legend(item):\n    return item\n"
    )
    assert words_in("m", path) == ["m.DROPPED", "m.LABELS", "m.legend()"]
