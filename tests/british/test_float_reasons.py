"""Issue 17: the trail names, for each float, the rule that chose the downfloater and the
one that chose his opponent: the first in the search order of rules 20-21 (a), (b), or the
objective of the minimum-disturbance table that ruled that first choice out (rule 24 and
the rules before it), or a blockage (rules 1, 13)."""

from __future__ import annotations

import pytest

from individual.british.objectives import BLOCKED, ORDER, TABLE
from individual.british.roles import british_detail
from individual.vocabulary.decision import Kind
from tests.caa_simulate import simulate

REASONS = {ORDER, BLOCKED} | {objective.name for objective in TABLE}


@pytest.mark.parametrize("schools", [False, True])
@pytest.mark.parametrize("seed", range(1, 6))
def test_every_float_names_what_chose_its_floaters(schools: bool, seed: int) -> None:
    done = simulate(17 + seed, 5, seed, schools=schools)
    system = "schools" if schools else "caa"
    floats = [(d, p.trail) for *_, p in done for d in p.trail.of_kind(Kind.FLOAT)]
    assert floats, "no float in five rounds"
    for decision, trail in floats:
        detail = british_detail(decision.detail)
        down, up = detail.down_why, detail.up_why
        assert down in REASONS and up in REASONS
        assert detail.system == system
        text = trail.text(decision)
        high, low = decision.subjects
        assert text.startswith(f"{high} floats down to meet {low} (")
        for why, who in ((down, "the downfloater"), (up, "his opponent")):
            if why == ORDER:
                assert f"{who} is the first in the search order of rules 20-21" in text
            else:
                assert f"{who} is not the first in rules 20-21's order" in text


def test_some_floats_leave_the_rules_order_for_a_named_reason() -> None:
    """Over a few events, floats chosen off the rules' own order do occur, each with the
    objective that ruled the first choice out (so the trail says more than rule 19)."""
    reasons = {
        why
        for seed in range(1, 5)
        for *_, pairing in simulate(24, 5, seed)
        for decision in pairing.trail.of_kind(Kind.FLOAT)
        for why in (
            british_detail(decision.detail).down_why,
            british_detail(decision.detail).up_why,
        )
    }
    assert ORDER in reasons
    assert reasons - {ORDER}, reasons
