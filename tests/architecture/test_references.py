"""Every module, function or class the docs and the docstrings name by its dotted path
(``individual.check.british.replay_caa``, `olympiad.check.check_report`) exists: a module
that moves takes its references with it."""

from __future__ import annotations

import importlib
import importlib.util
import re
from pathlib import Path

from tests.architecture.test_layers import PACKAGES
from tests.paths import ROOT

_NAMED = re.compile(r"`{1,2}((?:" + "|".join(PACKAGES) + r")(?:\.[A-Za-z_]\w*)+)")
TEXTS = [
    *(p for package in PACKAGES for p in (ROOT / package).rglob("*.py")),
    *(ROOT / "docs").glob("*.md"),
    ROOT / "README.md",
    ROOT / "benchmarks" / "README.md",
]


def _exists(name: str) -> bool:
    """Whether ``name`` is a module, or an attribute (however deep) of the longest module
    it starts with."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        try:
            if importlib.util.find_spec(module) is None:
                continue
        except ModuleNotFoundError:  # a name inside a module, not a submodule
            continue
        found: object = importlib.import_module(module)
        for part in parts[cut:]:
            if not hasattr(found, part):
                return False
            found = getattr(found, part)
        return True
    return False


def _named(path: Path) -> set[str]:
    return {m.rstrip(".") for m in _NAMED.findall(path.read_text(encoding="utf-8"))}


def test_every_dotted_reference_names_something_that_exists() -> None:
    missing = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in TEXTS
        for name in sorted(_named(path))
        if not _exists(name)
    ]
    assert missing == []


def test_a_reference_to_a_moved_module_is_caught() -> None:
    assert _exists("olympiad.check.check_report")
    assert not _exists("olympiad.fideteam.engines.pair_team_round")
    assert not _exists("rulesets.SWISS_RULESETS")


def test_the_kernel_docs_list_every_module_the_team_side_imports() -> None:
    """docs/architecture.md's table of the shared kernel names every module of
    ``individual`` that ``olympiad`` imports (its room's row says "every module", or names
    the module), and no room the team side does not use."""
    from tests.architecture.test_layers import import_graph

    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    kernel = text.split("The kernel's rooms:")[1].split("Everything else under")[0]
    rows = {
        line.split("`")[1].rstrip("/"): line
        for line in kernel.splitlines()
        if line.startswith("| `individual/")
    }
    used = {
        t
        for m, targets in import_graph().items()
        if m.startswith("olympiad")
        for t in targets
        if t.startswith("individual.")
    }
    missing = []
    for module in sorted(used):
        parts = module.split(".")
        room = next((r for r in rows if "/".join(parts[: r.count("/") + 1]) == r), None)
        if room is None or not ("every module" in rows[room] or f"`{parts[-1]}`" in rows[room]):
            missing.append(module)
    assert missing == []
    assert {r.split("/")[1] for r in rows} == {m.split(".")[1] for m in used}
