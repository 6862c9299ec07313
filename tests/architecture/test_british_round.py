"""The British round context (issue 28): the two British engines build one frozen value per
round (``individual.british.common.RoundContext``: the round's number, the event, the
system's input, the states, the order, the seats, who may meet) and pass it whole, instead
of threading six to eight parameters through ``search_problem`` and its helpers. The
round-level modules take no parameter they do not use, and no function of theirs takes more
than ``MOST`` parameters."""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import typing
from collections.abc import Iterator

import pytest

from tests.paths import ROOT

MODULES = ("caa2009", "schools", "common")
MOST = 6
TAKE_THE_ROUND = (
    "individual.british.caa2009.search_problem",
    "individual.british.caa2009.rule40_at_risk",
    "individual.british.schools.search_problem",
)


def _functions() -> Iterator[tuple[str, ast.FunctionDef]]:
    """``module:name`` and the definition of every function (nested ones too) of the
    round-level modules, but a protocol's members (a body of ``...``)."""
    for module in MODULES:
        path = ROOT / "individual" / "british" / f"{module}.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef):
                continue
            body = node.body[-1]
            value = body.value if isinstance(body, ast.Expr) else None
            if isinstance(value, ast.Constant) and value.value is Ellipsis:
                continue
            yield f"{module}:{node.name}", node


def _parameters(function: ast.FunctionDef) -> list[str]:
    args = function.args
    return [a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)]


def test_the_round_context_is_one_frozen_value() -> None:
    common = importlib.import_module("individual.british.common")
    context = getattr(common, "RoundContext", None)
    assert context is not None and dataclasses.is_dataclass(context)
    assert getattr(context, "__dataclass_params__").frozen  # noqa: B009
    fields = {f.name for f in dataclasses.fields(context)}
    assert {"number", "event", "extra", "states", "ranked", "seats", "adjacent"} <= fields


@pytest.mark.parametrize("name", TAKE_THE_ROUND)
def test_the_search_set_up_takes_the_round_context(name: str) -> None:
    module, function = name.rsplit(".", 1)
    found = getattr(importlib.import_module(module), function)
    assert list(inspect.signature(found).parameters) == ["context", "players"]
    common = importlib.import_module("individual.british.common")
    assert typing.get_origin(typing.get_type_hints(found)["context"]) is common.RoundContext


def test_no_parameter_goes_unused() -> None:
    unused = {}
    for name, function in _functions():
        used = {n.id for n in ast.walk(function) if isinstance(n, ast.Name)}
        left = [p for p in _parameters(function) if p not in used and p != "self"]
        if left:
            unused[name] = left
    assert not unused


def test_no_function_takes_more_than_most_parameters() -> None:
    many = {name: len(_parameters(f)) for name, f in _functions()}
    assert not {name: count for name, count in many.items() if count > MOST}


def test_the_british_replays_are_written_once() -> None:
    """``judge_caa``/``judge_schools`` and ``verdict_caa``/``verdict_schools`` (the
    registry's names, ``rulesets.systems``) are one judge and one costing of a round, each
    bound to its engine (``individual.check.british.BritishEngine``)."""
    check = importlib.import_module("individual.check.british")
    for caa, schools in (("judge_caa", "judge_schools"), ("verdict_caa", "verdict_schools")):
        one, other = getattr(check, caa), getattr(check, schools)
        assert getattr(one, "__func__", one) is getattr(other, "__func__", other)
