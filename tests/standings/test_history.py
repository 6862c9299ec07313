"""The event history built once (``olympiad.standings.history``): the same facts the event
gives when each is recomputed from it, round by round."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from individual.standings.c07 import Kind
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.model import Event
from olympiad.engine.publication import publication_order
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.scores import records_by_round, team_records
from olympiad.simulate import play_event, random_event
from olympiad.standings.c07 import field
from olympiad.standings.history import history
from olympiad.standings.listed import standings
from olympiad.standings.tiebreaks import final_records
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


def test_history_holds_what_each_recomputation_gives(simulated: Event) -> None:
    past = history(simulated)
    assert past.numbers == pairing_numbers(simulated)
    for rounds in range(len(simulated.rounds) + 1):
        prefix = replace(simulated, rounds=simulated.rounds[:rounds])
        assert past.standing[rounds] == team_records(prefix)
        assert past.scored[rounds] == final_records(prefix)
    assert past.final == final_records(simulated)
    for seat in past.board_seats:
        assert past.event.rounds[seat.round - 1].match_of(seat.team) is not None


def test_a_round_is_published_in_the_order_it_was_paired_in() -> None:
    """Art. 43 orders a round by the standing and ratings when it is paired; ratings
    changed later (a corrected roster) do not reorder the rounds already published, while
    a round whose file kept no order is ordered by the standing at its start."""
    rnd = random.Random(43)
    played, pairings = play_event(random_event(16, rnd, TEAM_RULESETS["olympiad-2012"]), rnd, 3)
    # the results entered into each round as it was paired and published
    rounds = tuple(
        replace(p.to_round(), matches=r.matches)
        for p, r in zip(pairings, played.rounds, strict=True)
    )
    event = replace(played, rounds=rounds)
    reversed_ratings = tuple(
        replace(
            team, players=tuple(replace(p, rating=4000 - (p.rating or 0)) for p in team.players)
        )
        for team in event.teams
    )
    corrected = replace(event, teams=reversed_ratings)
    past = history(corrected)
    derived = []
    for rnd_, paired in zip(corrected.rounds, pairings, strict=True):
        assert rnd_.published
        assert past.order(rnd_) == paired.matches
        derived.append(past.order(replace(rnd_, published=False)))
        before = replace(corrected, rounds=corrected.rounds[: rnd_.number - 1])
        assert derived[-1] == publication_order(paired.matches, before)
    # the corrected ratings give another order for at least one round
    assert any(d != p.matches for d, p in zip(derived, pairings, strict=True))


@pytest.mark.parametrize(
    ("name", "kind", "points"),
    [("full_point_bye.trf", Kind.FULL_BYE, (2, 4)), ("half_point_bye.trf", Kind.HALF_BYE, (1, 2))],
)
def test_a_requested_bye_counts_in_the_c07_rounds(
    name: str, kind: Kind, points: tuple[int, int]
) -> None:
    """C.04.6's full- and half-point byes (record 240 F, H) score a won or drawn match
    (a win or a draw on every board) in the rounds C.07 reads, as in the team's match
    and game points; the half-point bye is a voluntarily unplayed round (C.07 16)."""
    event = read_team_trf(Path(__file__).parents[1] / "fideteam" / "data" / name).event
    first = field(event).participants[5].outings[0]
    assert first.kind is kind and first.opponent is None
    assert (first.score, first.games) == points
    assert history(event).final[5].match_points >= first.score
    rows = {r.team: r for r in standings(event)}
    assert (rows[5].match_points, rows[5].game_points) == (
        history(event).final[5].match_points,
        history(event).final[5].game_points,
    )
