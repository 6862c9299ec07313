"""Decisions carry typed details (issue 28): each family of roles has one frozen dataclass
of the fields its sentences name, every decision of its engines carries one (or none), and
no code reads a detail by key (``detail["mp"]``, ``detail.get(...)``): the edges render
typed fields."""

from __future__ import annotations

import ast
import dataclasses
import random

import pytest

from individual.british.caa2009 import pair_round as pair_caa
from individual.british.roles import BritishDetail
from individual.british.roles import Role as BritishRole
from individual.edges.trf.read import read_swiss_trf
from individual.fide1998.pairing import pair_round as pair_fide1998
from individual.fide1998.roles import Role as SwissRole
from individual.fide1998.roles import SwissDetail
from individual.vocabulary.decision import NO_DETAIL, Detail, Trail
from olympiad.engine.pairing import pair_round as pair_olympiad
from olympiad.engine.roles import Role as TeamRole
from olympiad.engine.roles import TeamDetail
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.pairing import pair_round as pair_c046
from olympiad.fideteam.roles import FideTeamDetail
from olympiad.fideteam.roles import Role as FideTeamRole
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from rulesets.swiss import SWISS_RULESETS
from tests.golden_event import GOLDEN, build_event, load_case
from tests.paths import ROOT

FAMILIES: dict[type, type[Detail]] = {
    TeamRole: TeamDetail,
    FideTeamRole: FideTeamDetail,
    SwissRole: SwissDetail,
    BritishRole: BritishDetail,
}


@pytest.mark.parametrize("detail", FAMILIES.values(), ids=lambda d: d.__name__)
def test_each_family_has_one_frozen_detail(detail: type[Detail]) -> None:
    assert issubclass(detail, Detail) and dataclasses.is_dataclass(detail)
    assert detail.__dataclass_params__.frozen  # type: ignore[attr-defined]


def _trails() -> list[Trail]:
    """A round of each engine: an Olympiad golden case, a C.04.6 TRF, a FIDE 1998 and a
    CAA golden TRF."""
    case = load_case(GOLDEN / "art30a_floater_paired_before_the_group_floats.toml")
    team = pair_olympiad(build_event(case), absent=frozenset(case.get("absent", [])), lot=None)
    c046 = random_event(FIDE_TEAM_2026, 15, 7, random.Random(3), played=4)
    swiss = read_swiss_trf(GOLDEN / "swiss" / "a5_1998_bye_left_over.trf")
    caa = read_swiss_trf(GOLDEN / "caa" / "set_f_floats.trf")
    return [
        team.trail,
        pair_c046(c046).trail,
        pair_fide1998(swiss.event, SWISS_RULESETS["fide-1998"], lot=swiss.lot).trail,
        pair_caa(caa.event, lot=caa.lot).trail,
    ]


def test_every_decision_carries_its_familys_detail() -> None:
    for trail in _trails():
        assert any(d.detail is not NO_DETAIL for d in trail.decisions)
        for decision in trail.decisions:
            if decision.detail is not NO_DETAIL:
                assert type(decision.detail) is FAMILIES[type(decision.role)], decision


def _reads_by_key(tree: ast.AST) -> list[int]:
    """Lines that read a ``detail`` by key: ``x.detail[...]``, ``detail[...]``,
    ``detail.get(...)``."""
    found = []
    for node in ast.walk(tree):
        target = None
        if isinstance(node, ast.Subscript):
            target = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
        ):
            target = node.func.value
        name = (
            target.attr
            if isinstance(target, ast.Attribute)
            else target.id
            if isinstance(target, ast.Name)
            else None
        )
        if name == "detail":
            found.append(node.lineno)
    return found


def test_no_code_reads_a_detail_by_key() -> None:
    read = {
        f"{path.relative_to(ROOT)}:{line}"
        for room in ("olympiad", "individual", "rulesets", "tests")
        for path in sorted((ROOT / room).rglob("*.py"))
        for line in _reads_by_key(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert not read, sorted(read)


SENTENCES = frozenset({"text", "message"})
"""The rendered sentence of a finding (``individual.check.fide.Finding.text``), a team
deviation (``olympiad.check.Deviation.message``) or a decision."""
READS = frozenset({"startswith", "endswith", "find", "index", "split", "partition", "count"})
"""The string methods that read a sentence."""
PATTERNS = frozenset({"match", "search", "fullmatch", "findall"})
"""The ``re`` functions that read a sentence given them."""


def _is_sentence(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr in SENTENCES


def _reads_a_sentence(tree: ast.AST) -> list[int]:
    """Lines that read a rendered sentence back: ``f.text.startswith(...)``, ``"..." in
    f.text``, ``f.message == ...``, a regex over one."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            method = node.func.attr in READS and _is_sentence(node.func.value)
            pattern = node.func.attr in PATTERNS and any(map(_is_sentence, node.args))
            if method or pattern:
                found.append(node.lineno)
        elif isinstance(node, ast.Compare) and any(
            _is_sentence(side) for side in (node.left, *node.comparators)
        ):
            found.append(node.lineno)
    return found


def test_no_judge_reads_a_findings_sentence_back() -> None:
    """Findings are typed values rendered at the edge: a judge filters them by their kind
    (``individual.check.fide.FindingKind``), never by their text."""
    judges = [*(ROOT / "individual" / "check").rglob("*.py"), ROOT / "olympiad" / "check.py"]
    read = {
        f"{path.relative_to(ROOT)}:{line}"
        for path in sorted(judges)
        for line in _reads_a_sentence(ast.parse(path.read_text(encoding="utf-8")))
    }
    assert not read, sorted(read)
