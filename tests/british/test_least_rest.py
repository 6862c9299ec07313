"""The relaxed programme's choice at one level (``relaxed._least_rest``, issue 17): the kinds
of the downfloater tried by the cost below them and passed over when the colours left inside
already cost more give exactly the plain loop's answer (the least, the first in the kinds'
order of equal ones), on every call the search makes on small problems and big fields."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings

from individual.british import relaxed
from individual.british.bounds import VectorSpace
from individual.british.levels import _Weights
from individual.british.problem import Problem
from individual.british.relaxed import Kind, _Below, _Costs, _fits, _Group
from tests.british.test_relaxed_levels import Ask, ask_big_fields, asked_in_turn

Rest = tuple[int, Kind | None, Kind | None] | None


def plain_rest(
    costs: _Costs, group: _Group, met: tuple[Kind, ...], down: bool, bye: bool, below: _Below
) -> Rest:
    """Every downfloater's kind and bye's kind in the group's order, priced."""
    best: Rest = None
    for d in list(group.kinds) if down else [None]:
        after = below.get(d)
        if after is None:
            continue
        for y in list(group.eligible) if bye else [None]:
            removed = [*met, *(k for k in (d, y) if k is not None)]
            if not _fits(group, removed, y):
                continue
            own = costs.inside(group, removed)
            if own is None:
                continue
            if best is None or own + after[0] < best[0]:
                best = (own + after[0], d, y)
    return best


@contextmanager
def compared() -> Iterator[list[int]]:
    """Every call of ``_least_rest`` checked against ``plain_rest``; yields the count."""
    calls = [0]
    real: Callable[..., Rest] = relaxed._least_rest

    def both(*args: object) -> Rest:
        calls[0] += 1
        found = real(*args)
        assert found == plain_rest(*args)  # type: ignore[arg-type]
        return found

    with patch.object(relaxed, "_least_rest", both):
        yield calls


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(asked_in_turn())
def test_each_levels_choice_is_the_plain_loops(case: tuple[Problem, list[Ask]]) -> None:
    problem, calls = case
    space = VectorSpace.of(problem)
    weights = _Weights(problem, space)
    with compared():
        for number, waiting, byes in calls:
            weights.relaxed.least_from(number, waiting, byes)


def test_on_big_fields_each_levels_choice_is_the_plain_loops() -> None:
    """Levels of many kinds (colours by claims), up to three downfloaters waiting, a bye at
    the lowest level: many choices priced, each the plain loop's."""
    with compared() as count:
        ask_big_fields()
    assert count[0] > 100
