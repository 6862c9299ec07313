"""``swiss explain`` prints what a round was asked beyond the games (virtual points,
forbidden pairs) from the engine's trail (``Trail.asked``): no edge builds the Dutch
engine's input again (``individual.check.dutch.dutch_input``) to say what the engine took."""

from __future__ import annotations

import ast

from tests.architecture.test_layers import modules

BUILDER = ("individual.check.dutch", "dutch_input")


def builders_imported() -> list[str]:
    """Every edge module that imports the Dutch engine's input builder."""
    found = []
    for name, path in sorted(modules().items()):
        if ".edges" not in name:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.ImportFrom) or node.module != BUILDER[0]:
                continue
            if any(a.name == BUILDER[1] for a in node.names):
                found.append(name)
    return found


def test_no_edge_builds_the_dutch_input() -> None:
    assert builders_imported() == []
