"""The refusal that blames ``--system`` (``individual.edges.cli.workbook_side.ruleset``)
is given only what ``--system`` (or a TRF's record 192 through it) names: a system read with
a workbook (its System cell, its Log's System column) is refused on reading, naming its cell
(``individual.edges.workbook.settings.unknown_system``), so it is looked up without that
refusal (``SwissEventBook.ruleset_named``), which could never fire there and would blame an
option nobody typed."""

from __future__ import annotations

import ast

from tests.architecture.test_layers import modules

REFUSAL = "ruleset"
GIVEN = {"system", "given", "options['system']", "chosen.name or DEFAULT_SYSTEM"}
"""The arguments that are what ``--system`` (or record 192) names, as the edges spell them."""


def refusals_given() -> dict[str, set[str]]:
    """Each command-line module's calls of ``ruleset(...)``: its arguments as written."""
    found: dict[str, set[str]] = {}
    for name, path in sorted(modules().items()):
        if not name.startswith("individual.edges.cli"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            called = node.func if isinstance(node, ast.Call) else None
            named = called.id if isinstance(called, ast.Name) else getattr(called, "attr", "")
            if isinstance(node, ast.Call) and named == REFUSAL and node.args:
                found.setdefault(name, set()).add(ast.unparse(node.args[0]))
    return found


def test_the_system_option_refusal_is_given_only_the_option() -> None:
    given = refusals_given()
    assert given, "no call found: the guard looks at nothing"
    assert {arg for args in given.values() for arg in args} <= GIVEN, given
