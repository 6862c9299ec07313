"""The standings columns of today (``individual.standings.tiebreaks.column``,
``olympiad.standings.columns.values``) give the same values as the C.07 core
(``individual.standings.c07``) for every tie-break both compute, on seeded events of both
sides: a column can read the core without changing a standing (ARO and TPR aside, where
today's individual columns leave an unrated opponent out and the core drops the
tie-break, art. 10: compared on events without unrated players)."""

from __future__ import annotations

import random

import pytest

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.generate import Plan, generate_event
from individual.standings import c07
from individual.standings.c07 import swiss
from individual.standings.tiebreaks import Scores, column
from olympiad.edges.trf.read import parse_team_trf
from olympiad.standings import c07 as team
from olympiad.standings.columns import values
from olympiad.standings.history import history
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from tests.standings.c07_oracle import team_trf

INDIVIDUAL = ("BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "SB/M1", "WIN", "WON", "ARO", "TPR")
TEAM = {
    "BH:MP": "BH:MP",
    "BH:GP/C1": "BH:GP/C1",
    "EMGSB/C1": "EMGSB/C1",
    "EMMSB": "EMMSB",
    "EGMSB/C1": "EGMSB/C1",
    "EGGSB": "EGGSB",
    "BC": "BC",
    "GP": "MPvGP",
    "MP": "PTS",
}


@pytest.mark.parametrize("seed", range(8))
def test_individual_columns(seed: int) -> None:
    rng = random.Random(seed)
    plan = Plan(rng.randint(12, 40), rng.randint(5, 9), seed, 0.05, 0.03, 0.0)
    event = generate_event(plan, FIDE_SWISS_1998)
    event = parse_swiss_trf(format_swiss_trf(event)).event  # numbered as the file numbers
    scores = Scores(event)
    table = c07.table(swiss.field(event), c07.parse(",".join(INDIVIDUAL)))
    for acronym in INDIVIDUAL:
        assert column(event, acronym, scores) == table.values(acronym), acronym


@pytest.mark.parametrize("seed", range(8))
def test_team_columns(seed: int) -> None:
    past = history(parse_team_trf(team_trf(seed)).event)
    table = c07.table(team.field(past), c07.parse(",".join(TEAM.values())))
    for old, new in TEAM.items():
        assert dict(values(past, old)) == table.values(new), old
