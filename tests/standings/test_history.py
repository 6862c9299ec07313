"""The event history built once (``olympiad.engine.history``): the same facts the event
gives when each is recomputed from it, round by round."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from olympiad.engine.model import Event
from olympiad.engine.scores import records_by_round, team_records
from olympiad.simulate import play_event, random_event
from rulesets.team import TEAM_RULESETS


@pytest.fixture(scope="module", params=sorted(TEAM_RULESETS))
def simulated(request: pytest.FixtureRequest) -> Event:
    """24 teams, 6 rounds, some teams not appearing, the last round only paired."""
    rnd = random.Random(13)
    event = random_event(24, rnd, TEAM_RULESETS[request.param], rounds=7)
    played, pairings = play_event(event, rnd, 6, no_show=0.08)
    paired_only = pairings[-1].to_round()
    return replace(played, rounds=(*played.rounds[:-1], paired_only))


@pytest.mark.parametrize("for_pairing", [True, False])
def test_records_by_round_are_the_records_of_each_prefix(
    simulated: Event, for_pairing: bool
) -> None:
    walk = records_by_round(simulated, for_pairing)
    assert len(walk) == len(simulated.rounds) + 1
    for rounds, records in enumerate(walk):
        assert records == team_records(simulated, rounds, for_pairing)
