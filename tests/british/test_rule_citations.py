"""Issue 27 item 7: one table of British rule citations. Which rule each objective of
minimum disturbance serves is kept in ``individual.british.objectives`` only; the trail
(why a float left the rules' order) and ``swiss check`` (where a pairing is worse) both
cite that rule, for every objective of every reading, under both systems."""

from __future__ import annotations

import pytest

from individual.british import objectives
from individual.british.objectives import ROUND, TABLE, Cost, Objective
from individual.british.roles import BritishDetail, float_reasons
from individual.check.british import CAA_RULES, SCHOOLS_RULES, Rulebook, first_worse

SYSTEMS = [("caa", CAA_RULES), ("schools", SCHOOLS_RULES)]


def _rule(objective: Objective, system: str) -> str:
    return objective.caa if system == "caa" else objective.schools


def _zero(value: object) -> object:
    return () if isinstance(value, tuple) else 0


def _costs(objective: Objective) -> tuple[Cost, Cost]:
    """Two costs that differ first at ``objective`` (the first one worse there)."""
    best_round = tuple(_zero(v) for v in objectives.NOTHING.round)
    if objective in ROUND:
        order = objectives.DEFAULT
        at = ROUND.index(objective)
    else:
        order = next(o for o in objectives.ORDERS.values() if objective in o.objectives)
        at = order.at(objective.name)
    level = tuple(() if o.name == "top_board" else 0 for o in order.objectives)
    worse: object
    if objective in ROUND:
        worse = (2,) if objective.name == "differences" else ((1, 0, 0, 0),)
        worse = worse if isinstance(best_round[at], tuple) else 1
        played = Cost(tuple(worse if i == at else v for i, v in enumerate(best_round)), (level,))
    else:
        worse = (1,) if objective.name == "top_board" else 1
        played_level = tuple(worse if i == at else v for i, v in enumerate(level))
        played = Cost(best_round, (played_level,), order)
    return played, Cost(best_round, (level,), order)


@pytest.mark.parametrize(("system", "rules"), SYSTEMS)
@pytest.mark.parametrize("objective", TABLE, ids=lambda o: o.name)
def test_check_cites_the_objectives_rule(
    objective: Objective, system: str, rules: Rulebook
) -> None:
    played, best = _costs(objective)
    text = first_worse(played, best, rules, 3, [4])
    assert text.startswith(f"{_rule(objective, system)}: "), text


@pytest.mark.parametrize("system", ["caa", "schools"])
@pytest.mark.parametrize("objective", [o for o in TABLE if not o.floats], ids=lambda o: o.name)
def test_trail_cites_the_objectives_rule(objective: Objective, system: str) -> None:
    """A float that left the rules' order names the objective that ruled the first out,
    with its rule (a float key never rules out the first in the order of the keys)."""
    detail = BritishDetail(system=system, down_why=objective.name, up_why="order")
    assert f"({_rule(objective, system)})" in float_reasons(detail)
