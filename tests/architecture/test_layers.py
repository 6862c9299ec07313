"""The rooms and their layers, enforced.

Each room may import only the rooms ``ALLOWED`` lists for it (statically, every import in
every module, including those inside functions and ``TYPE_CHECKING`` blocks); no module
takes part in an import circle; and, at run time in a fresh interpreter, each entry point
loads only what its layer allows, transitively: no engine loads an edge or an edge
library, the individual side never loads ``olympiad``, ``rulesets`` loads no engine
by itself, the vocabulary and matching load only the standard library, and the two command
lines load no Excel, HTML or dataframe library until a command needs one.
"""

from __future__ import annotations

import ast
import functools
import json
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

from tests.paths import ROOT

PACKAGES = ("individual", "olympiad", "rulesets")
EDGE_LIBRARIES = ("click", "openpyxl", "pandas", "jinja2", "numpy")

V, M, S = "individual.vocabulary", "individual.matching", "individual.swiss"
FIDE, BRITISH, ENGINE = "individual.fide1998", "individual.british", "olympiad.engine"
FIDETEAM = "olympiad.fideteam"  # C.04.6, an engine beside the Olympiad one
DUTCH = "individual.dutch"  # C.04.3 (2026)
CHECKER = "individual.check.replay"  # the one replay checker, of both sides (kernel)
SWISS_EDGES, TEAM_EDGES = "individual.edges", "olympiad.edges"
INDIVIDUAL = {V, M, S, FIDE, BRITISH, "individual.standings", "individual.check"}
INDIVIDUAL |= {"individual.generate", "individual", DUTCH, CHECKER}

# Room -> the rooms it may import (besides itself). Order of the layers: vocabulary,
# matching, the event, the engines, standings, checks and simulations, rulesets, edges, CLI.
ALLOWED: Mapping[str, frozenset[str]] = {
    V: frozenset(),
    M: frozenset(),
    S: frozenset({V}),
    FIDE: frozenset({V, M, S}),
    BRITISH: frozenset({V, M, S}),
    DUTCH: frozenset({V, M, S}),
    "individual.standings": frozenset({V, S}),
    CHECKER: frozenset({V}),
    "individual.check": frozenset({V, M, S, FIDE, BRITISH, DUTCH, "individual.generate", CHECKER}),
    "individual.generate": frozenset({V, S, FIDE, BRITISH}),
    ENGINE: frozenset({V, M}),
    FIDETEAM: frozenset({V, M, ENGINE}),
    "olympiad.standings": frozenset({V, ENGINE, "individual.standings"}),
    "olympiad.check": frozenset(
        {V, M, ENGINE, FIDETEAM, "olympiad.standings", CHECKER}  # standings: the history
    ),
    "olympiad.simulate": frozenset({V, ENGINE}),
    "rulesets": frozenset(
        {V, S, ENGINE, FIDETEAM, FIDE, BRITISH, DUTCH, "individual.check", "individual.generate"}
        | {CHECKER}
        | {"individual.standings"}  # the C.07 tie-breaks' article table (rulesets.table)
    ),
    SWISS_EDGES: frozenset({*INDIVIDUAL, "rulesets"}),
    f"{SWISS_EDGES}.cli": frozenset({*INDIVIDUAL, "rulesets", SWISS_EDGES}),
    TEAM_EDGES: frozenset(
        {V, ENGINE, FIDETEAM, "olympiad.standings", "olympiad.simulate", SWISS_EDGES, "rulesets"}
        | {"individual.standings"}  # a TRF's 310 records checked as 001's (trf.published)
    ),
    f"{TEAM_EDGES}.cli": frozenset(
        {V, ENGINE, FIDETEAM, "olympiad.standings", "olympiad.check", "olympiad.simulate"}
        | {TEAM_EDGES, SWISS_EDGES, f"{SWISS_EDGES}.cli", "rulesets"}
        | {"individual.standings"}  # published standings checked as on the individual side
    ),
    "individual": frozenset(),
    "olympiad": frozenset(),
}
ROOMS = sorted(ALLOWED, key=len, reverse=True)  # the longest (innermost) room first


def room_of(module: str) -> str:
    """The room a dotted module name lives in."""
    return next(r for r in ROOMS if module == r or module.startswith(r + "."))


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the three packages by dotted name."""
    found = {}
    for package in PACKAGES:
        for path in (root / package).rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(source: str, known: Mapping[str, object]) -> Iterator[str]:
    """The modules of ours a source imports (a name imported from a package counts as its
    module when it is one)."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            targets = [
                f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in known else node.module
                for a in node.names
            ]
        else:
            continue
        yield from (t for t in targets if t.split(".")[0] in PACKAGES)


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports."""
    found = modules(root)
    return {m: set(imports(p.read_text(), found)) - {m} for m, p in found.items()}


def wrong_imports(graph: Mapping[str, set[str]]) -> list[str]:
    """Every import from one room into a room it may not use."""
    return [
        f"{m} imports {t} ({room_of(m)} may not use {room_of(t)})"
        for m, targets in sorted(graph.items())
        for t in sorted(targets)
        if room_of(t) != room_of(m) and room_of(t) not in ALLOWED[room_of(m)]
    ]


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The import circles: strongly connected sets of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while (w := stack.pop()) != v:
                part.append(w)
            if part:
                found.append(sorted([v, *part]))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_every_module_lives_in_a_known_room() -> None:
    assert all(room_of(m) for m in modules())


def test_no_room_imports_a_room_it_may_not_use() -> None:
    assert wrong_imports(import_graph()) == []


def test_no_import_circle() -> None:
    assert circles(import_graph()) == []


def test_no_folder_holds_more_than_fifteen_modules() -> None:
    crowded = {
        str(folder.relative_to(ROOT)): n
        for package in PACKAGES
        for folder in [ROOT / package, *(ROOT / package).rglob("*/")]
        if folder.is_dir() and (n := len(list(folder.glob("*.py")))) > 16  # + __init__
    }
    assert crowded == {}


def test_the_checks_catch_a_deliberately_wrong_import() -> None:
    """The layer test fails on an engine that loads an edge, on the individual side
    loading the team engine, and on a circle."""
    graph = import_graph()
    wrong = {**graph, "olympiad.engine.pairing": {*graph["olympiad.engine.pairing"]}}
    wrong["olympiad.engine.pairing"].add("olympiad.edges.trf.read")
    assert any("olympiad.engine.pairing imports olympiad.edges" in w for w in wrong_imports(wrong))
    wrong = {**graph, "individual.swiss.model": {"olympiad.engine.model"}}
    assert wrong_imports(wrong) == ["individual.swiss.model imports olympiad.engine.model "
                                    "(individual.swiss may not use olympiad.engine)"]  # fmt: skip
    wrong = {**graph, "individual.vocabulary.colour": {"individual.vocabulary.player"}}
    wrong["individual.vocabulary.player"] = {"individual.vocabulary.colour"}
    assert ["individual.vocabulary.colour", "individual.vocabulary.player"] in circles(wrong)


# ---------------------------------------------------------------- at run time, transitively


def loaded_by(statement: str) -> set[str]:
    """The modules a fresh interpreter loads for ``statement`` (run from the checkout),
    beyond those it holds at start."""
    return _loaded(statement) - _loaded("pass")


@functools.cache
def _loaded(statement: str) -> set[str]:
    code = f"import sys, json\n{statement}\nprint(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return set(json.loads(done.stdout.splitlines()[-1]))


def _ours(loaded: set[str]) -> set[str]:
    return {m for m in loaded if m.split(".")[0] in PACKAGES}


def _libraries(loaded: set[str]) -> set[str]:
    return {m for m in loaded if m.split(".")[0] in EDGE_LIBRARIES}


ENGINES = [
    "olympiad.engine.pairing",
    "olympiad.fideteam.generate",
    "olympiad.standings.table",
    "olympiad.check",
    "olympiad.simulate",
    "individual.fide1998.pairing",
    "individual.british.caa2009",
    "individual.british.schools",
    "individual.dutch.pairing",
    "individual.standings.listed",
    "individual.check.fide",
    "individual.check.british",
    "individual.generate",
]


@pytest.mark.parametrize("module", ENGINES)
def test_an_engine_loads_no_edge(module: str) -> None:
    loaded = loaded_by(f"import {module}")
    assert {m for m in _ours(loaded) if ".edges" in m or m.startswith("rulesets")} == set()
    assert _libraries(loaded) == set()


@pytest.mark.parametrize(
    "module",
    [
        "individual.edges.cli.main",
        "individual.edges.workbook.actions",
        "individual.edges.trf.systems",
        "individual.edges.bulletin.swiss",
        "rulesets.swiss",
    ],
)
def test_the_individual_side_never_loads_olympiad(module: str) -> None:
    assert {m for m in loaded_by(f"import {module}") if m.startswith("olympiad")} == set()


@pytest.mark.parametrize("package", ["individual.vocabulary", "individual.matching"])
def test_vocabulary_and_matching_load_only_the_standard_library(package: str) -> None:
    names = [p.stem for p in (ROOT / package.replace(".", "/")).glob("*.py")]
    loaded = loaded_by("\n".join(f"import {package}.{n}" for n in names if n != "__init__"))
    outside = {
        m
        for m in loaded
        if m.split(".")[0] not in sys.stdlib_module_names and not m.startswith(package)
    }
    # the one compiled dependency: rustworkx's blossom behind individual.matching.lexicographic
    assert {m.split(".")[0] for m in outside} <= {"individual", "rustworkx"}


def test_rulesets_package_loads_no_engine() -> None:
    assert _ours(loaded_by("import rulesets")) == {"rulesets"}


def test_the_registries_load_only_their_own_side() -> None:
    shared = ("individual.vocabulary", "individual.matching")
    team = _ours(loaded_by("import rulesets.team"))
    assert {m for m in team if m.startswith("individual.") and not m.startswith(shared)} == set()
    assert not any(m.startswith("olympiad") for m in loaded_by("import rulesets.swiss"))


# ---------------------------------------------------------------- one registry, one checker


def _ruleset_types(graph_modules: Mapping[str, Path]) -> dict[str, str]:
    """Every ruleset type of ours (a class named ``...Ruleset``) -> the room defining it."""
    return {
        node.name: room_of(module)
        for module, path in graph_modules.items()
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.ClassDef) and node.name.endswith("Ruleset")
    }


def _isinstance_targets(node: ast.AST) -> set[str]:
    if not (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "isinstance"):
        return set()
    if len(node.args) != 2:
        return set()
    kinds = node.args[1]
    names = kinds.elts if isinstance(kinds, ast.Tuple) else [kinds]
    return {n.id if isinstance(n, ast.Name) else getattr(n, "attr", "") for n in names}


def test_no_system_is_chosen_by_isinstance_on_a_ruleset_type() -> None:
    """The system a ruleset runs on is ``SYSTEMS[ruleset.engine]`` (``rulesets.systems``),
    never an ``isinstance`` on a ruleset type outside the room that defines it."""
    found = modules()
    types = _ruleset_types(found)
    assert {"TeamRuleset", "FideTeamRuleset", "SwissRuleset"} <= set(types)
    wrong = [
        f"{module}: isinstance(..., {name})"
        for module, path in sorted(found.items())
        for node in ast.walk(ast.parse(path.read_text()))
        for name in sorted(_isinstance_targets(node) & set(types))
        if room_of(module) != types[name]
    ]
    assert wrong == []


def test_the_one_registry_holds_every_ruleset_engine_with_the_one_protocol() -> None:
    """Team and individual rulesets alike run on a system of ``rulesets.systems``, whose
    engine takes ``(event, inputs, *, absent, lot)`` and whose judge one round as the one
    replay checker gives it (``repaired``); no other registry of engines."""
    import inspect

    from rulesets.swiss import SWISS_RULESETS
    from rulesets.systems import SYSTEMS, _load
    from rulesets.team import TEAM_RULESETS

    engines = {r.engine for r in TEAM_RULESETS.values()} | {
        r.engine for r in SWISS_RULESETS.values()
    }
    assert engines <= set(SYSTEMS)
    for system in SYSTEMS.values():
        pair = inspect.signature(_load(system.pairs)).parameters
        assert next(iter(pair)) == "event" and len(pair) >= 4 and {"absent", "lot"} <= set(pair)
        assert pair["absent"].kind is inspect.Parameter.KEYWORD_ONLY
        judge = inspect.signature(_load(system.judges)).parameters
        assert list(judge) == ["repaired"]
        for where in (system.generates, system.costs, system.takes, system.reads_lot):
            assert where is None or callable(_load(where))


def test_edges_reach_engines_and_replays_only_through_the_registry() -> None:
    """No edge imports what the registry names (an engine's ``pair_round``, a system's
    judge, generator or costing): every command and workbook pairs, checks and generates
    through ``rulesets.systems``, one checker for every system."""
    from rulesets.systems import SYSTEMS

    named = {
        where
        for s in SYSTEMS.values()
        for where in (s.pairs, s.judges, s.generates, s.costs, s.reads_lot, s.noted)
        if where
    }
    wrong = [
        f"{module} imports {node.module}:{alias.name}"
        for module, path in sorted(modules().items())
        if ".edges" in module
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
        if f"{node.module}:{alias.name}" in named
    ]
    assert wrong == []
