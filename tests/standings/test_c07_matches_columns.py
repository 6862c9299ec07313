"""The standings columns of today (``individual.standings.tiebreaks.column``,
``olympiad.standings.columns.values``) give the same values as the C.07 core
(``individual.standings.c07``) for every tie-break both compute, on seeded events of both
sides: a column can read the core without changing a standing (ARO and TPR aside, where
today's individual columns leave an unrated opponent out and the core drops the
tie-break, art. 10: compared on events without unrated players)."""

from __future__ import annotations

import pytest

from individual.standings import c07
from olympiad.edges.trf.read import parse_team_trf
from olympiad.standings import c07 as team
from olympiad.standings.columns import values
from olympiad.standings.history import history
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
def test_team_columns(seed: int) -> None:
    past = history(parse_team_trf(team_trf(seed)).event)
    table = c07.table(team.field(past), c07.parse(",".join(TEAM.values())))
    for old, new in TEAM.items():
        assert dict(values(past, old)) == table.values(new), old
