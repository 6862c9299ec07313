"""Functions stay short (issue 28): none of the project's code (olympiad/, individual/,
rulesets/) has a function over ``LONGEST`` lines but the few named here, each with why.
A function's length runs from its ``def`` to its last line; a function nested in another
counts as part of it (a closure shares its enclosing function's state)."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from tests.paths import ROOT

LONGEST = 60
ROOMS = ("olympiad", "individual", "rulesets")
ALLOWED = {
    # The weighted matching (Edmonds' blossom algorithm, maximum weight and cardinality):
    # its closures share the search's arrays, as the textbook algorithm does.
    "individual/matching/weighted.py:_max_weight_max_cardinality",
    # The augmenting-path search of the maximum matching: one loop over the same state.
    "individual/matching/maximum.py:_augment",
    # The British systems' level search: one pass over the decisions of a level, whose
    # closures (``offer``, ``flush``) share the best tuple and the states kept, the way the
    # runs of equal leading keys must see them (docs/british_matching.md, section 3); issue
    # 27 item 6 changed only the bound the runs read (``individual.british.line``).
    "individual/british/levels.py:settle",
}


def _functions(tree: ast.AST) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions and methods of ``tree``, not those nested in a function."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node
        else:
            yield from _functions(node)


def long_functions() -> dict[str, int]:
    """``path:name`` -> lines, for every function over ``LONGEST`` lines."""
    found: dict[str, int] = {}
    for room in ROOMS:
        for path in sorted((ROOT / room).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for function in _functions(tree):
                lines = (function.end_lineno or function.lineno) - function.lineno + 1
                if lines > LONGEST:
                    found[f"{path.relative_to(ROOT).as_posix()}:{function.name}"] = lines
    return found


def test_no_function_is_longer_than_sixty_lines_but_the_allowed() -> None:
    found = long_functions()
    assert set(found) <= ALLOWED, {k: v for k, v in found.items() if k not in ALLOWED}


def test_the_allowed_are_few_and_still_long() -> None:
    assert len(ALLOWED) <= 3
    assert set(long_functions()) == ALLOWED, "an allowed function got short: strike it off"
