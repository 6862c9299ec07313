"""One replay checker for every system (issue 28; docs/architecture.md, "One replay
checker"): ``individual.check.replay`` is the only module that walks an event's stored
rounds re-pairing them, and each system's registration names a judge of one round
(``System.judges``), never a checker of its own."""

from __future__ import annotations

import ast
import dataclasses
import inspect

from tests.architecture.test_layers import modules

CHECKER = "individual.check.replay"
WALKERS = frozenset({"replays", "replay", "as_paired", "round_as_paired", "findings"})
"""The calls that give a stored round as it was paired (or a whole replay of an event)."""
ROUNDS = frozenset({"replays", "rounds_as_paired"})
"""The functions that give the checker every round as it was paired, individual and team
(``individual.swiss.replay``, ``olympiad.check``): they list the rounds, pairing none."""


def _called(node: ast.AST) -> set[str]:
    """The names of the functions and methods called anywhere inside ``node``."""
    found = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Call):
            func = inner.func
            if isinstance(func, ast.Name):
                found.add(func.id)
            elif isinstance(func, ast.Attribute):
                found.add(func.attr)
    return found


def round_walks(source: str) -> list[int]:
    """The lines of the loops in ``source`` (``for`` statements and comprehensions) that
    take a stored round as it was paired, or a whole replay, once per round: a replay loop."""
    loops = (ast.For, ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)
    tree = ast.parse(source)
    listing = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in ROUNDS
        for inner in ast.walk(node)
    }
    return sorted(
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, loops) and id(node) not in listing and _called(node) & WALKERS
    )


def test_only_the_checker_walks_the_stored_rounds() -> None:
    wrong = [
        f"{module}: line {line}"
        for module, path in sorted(modules().items())
        if module != CHECKER
        for line in round_walks(path.read_text())
    ]
    assert wrong == []


def test_the_rule_catches_a_replay_loop() -> None:
    loop = "for then in replays(event):\n    found += judge(then)\n"
    assert round_walks(loop) == [1]
    again = "[system.replay(then) for then in events]"
    assert round_walks(again) == [1]
    assert round_walks("then = replay(event, 3)\n") == []
    listed = "def replays(event):\n    return [replay(event, n) for n in range(3)]\n"
    assert round_walks(listed) == []


def test_each_system_names_a_judge_of_one_round_and_no_checker() -> None:
    from rulesets.systems import SYSTEMS, System, _load

    assert "replays" not in {f.name for f in dataclasses.fields(System)}
    for system in SYSTEMS.values():
        judge = inspect.signature(_load(system.judges)).parameters
        assert list(judge) == ["repaired"], system.engine
        if system.costs is not None:
            costing = inspect.signature(_load(system.costs)).parameters
            assert list(costing) == ["repaired"], system.engine


LOT_OF_A_TRF = "individual.edges.trf.systems"
"""Where the lot of an individual TRF is read (``trf_lot``: the one the file states, else the
one its round 1 shows by the system's rule), for ``swiss pair``, ``explain``, ``check`` and
``swiss-engine`` alike (review-late #1), and read back for a workbook whose Lot cell is
empty (``read_back_lot``, ``SwissEventBook.workbook_lot``)."""


def _lot_reads(source: str) -> list[int]:
    """The lines of ``source`` that read a file's stated lot (``trf.lot``) or ask a system
    to read one back (``read_lot``)."""
    return sorted(
        node.lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute)
        and (
            node.attr == "read_lot"
            or (node.attr == "lot" and isinstance(node.value, ast.Name) and node.value.id == "trf")
        )
    )


def _lot_reads_elsewhere(side: str, one_place: str, *also: str) -> list[str]:
    """The lot reads (``_lot_reads``) in the modules of ``side`` outside ``one_place`` (which
    must read it) and ``also``, as ``module: line``."""
    assert _lot_reads(modules()[one_place].read_text())
    return [
        f"{module}: line {line}"
        for module, path in sorted(modules().items())
        if module.startswith(side) and module not in (one_place, *also)
        for line in _lot_reads(path.read_text())
    ]


def test_the_lot_of_an_individual_trf_is_read_in_one_place() -> None:
    """Before, ``swiss pair`` and ``explain`` took white where ``swiss-engine`` and the
    checker read the lot back from round 1: two colourings of one file."""
    assert _lot_reads_elsewhere("individual.", LOT_OF_A_TRF, CHECKER) == []


TEAM_LOT_OF_A_TRF = "olympiad.edges.trf.read"
"""Where the lot of a team TRF is read (``trf_lot``: the one the file states, else the one
its round 1 shows by the system's rule), for ``olympiad pair``, ``explain``, ``check`` and
``init`` alike, and read back for a workbook whose Lot cell is empty (``read_back_lot``,
``TeamBook.workbook_lot``); ``olympiad.edges.event_files`` reads the stated one through it."""


def test_the_lot_of_a_team_trf_is_read_in_one_place() -> None:
    """Before, ``olympiad pair`` took the stated lot alone (white under C.04.6, a refusal
    under the Olympiad rules) where ``explain`` and ``check`` read it back from round 1:
    two colourings of one file (tests/trf/test_team_trf_lot.py)."""
    assert _lot_reads_elsewhere("olympiad.", TEAM_LOT_OF_A_TRF) == []


WORKBOOK_LOT = frozenset({
    ("individual.edges.workbook.actions", "lot_cell"),
    ("olympiad.edges.workbook.teambook", "workbook_lot"),
})  # fmt: skip
"""Where ``pair``, ``explain``, ``check`` and ``export-trf`` read a workbook's Lot cell, one
place a side, which refuses it when changed since round 1 (``SwissEventBook.lot_cell``, read
by ``SwissEventBook.workbook_lot``; ``TeamBook.workbook_lot``): the Event sheet's Lot cell,
else the one round 1 shows by the system's rule, as ``trf_lot`` is a TRF's."""
LOT_CELL_ELSEWHERE = frozenset({
    ("individual.edges.workbook.actions", "_lot"),  # pair's --lot, written to the cell
    ("olympiad.edges.workbook.teambook", "lot"),
    ("individual.edges.workbook.book", "write_settings"),  # the cell written
    ("individual.edges.workbook.book", "export_trf"),  # the lot stated (XXC), once lot_cell
    ("individual.edges.cli.workbook", "init_command"),  # init's next step: set or not
    ("olympiad.edges.cli.workbook", "init_command"),
    ("olympiad.edges.workbook.actions", "new_workbook"),  # init's lot row, as the cell's
    ("olympiad.edges.event_files", "read_event_lot_and_dates"),  # bulletin: dates only
})  # fmt: skip
"""The other functions that read the Lot cell, none of them pairing, explaining or
checking a round."""


def lot_cell_reads(source: str) -> set[str]:
    """The functions of ``source`` that read a workbook's Lot cell (``settings.lot``, the
    ``Settings`` of either side)."""
    found = set()

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, ast.FunctionDef):
            function = node.name
        if isinstance(node, ast.Attribute) and node.attr == "lot":
            inner = node.value
            if (isinstance(inner, ast.Attribute) and inner.attr == "settings") or (
                isinstance(inner, ast.Name) and inner.id == "settings"
            ):
                found.add(function)
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(ast.parse(source), "")
    return found


def test_pair_explain_and_check_read_a_workbooks_lot_only_through_workbook_lot() -> None:
    """Before, ``olympiad check EVENT.xlsx`` read the Lot cell itself (``_workbook``)."""
    reads = {
        (module, function)
        for module, path in sorted(modules().items())
        if module.startswith(("individual.", "olympiad."))
        for function in lot_cell_reads(path.read_text())
    }
    assert reads >= WORKBOOK_LOT
    assert reads - WORKBOOK_LOT - LOT_CELL_ELSEWHERE == set()


def test_the_lot_cell_rule_catches_a_read() -> None:
    check = "def _workbook(path):\n    lot = book.tournament.settings.lot\n"
    assert lot_cell_reads(check) == {"_workbook"}
    assert lot_cell_reads("def f(settings):\n    return settings.lot\n") == {"f"}
    assert lot_cell_reads("def f(trf):\n    return trf.lot\n") == set()
