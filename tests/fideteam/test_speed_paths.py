"""The short cuts the C.04.6 engine takes for speed (issue 16) give what the long ways give:
the last two team records from one walk, the scoregroups grouped in one pass."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from olympiad.engine.scores import last_two_records, records_by_round
from olympiad.fideteam.bracket import (
    SEARCHED,
    Cost,
    least_identifier_by_matching,
    least_identifier_by_search,
)
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.history import team_states
from olympiad.fideteam.upfloaters import score_levels
from rulesets.fide_team_2026 import FIDE_TEAM_2026


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("scoring", ["mp-gp", "gp-mp"])
def test_the_last_two_records_are_those_of_every_round_walked(seed: int, scoring: str) -> None:
    ruleset = replace(FIDE_TEAM_2026, scoring=scoring)  # type: ignore[arg-type]
    event = random_event(ruleset, 15, 6, random.Random(seed), absence=0.1, forfeit=0.1)
    for played in range(len(event.rounds) + 1):
        before = replace(event, rounds=event.rounds[:played])
        for for_pairing in (True, False):
            walked = records_by_round(before, for_pairing)
            earlier, now = last_two_records(before, for_pairing)
            assert now == walked[-1]
            assert earlier == (walked[-2] if played else None)


@pytest.mark.parametrize("seed", [4, 5])
def test_the_scoregroups_hold_every_team_once_highest_score_first(seed: int) -> None:
    event = random_event(FIDE_TEAM_2026, 21, 5, random.Random(seed))
    teams = [t.number for t in event.teams]
    states = team_states(event, FIDE_TEAM_2026, teams)
    levels = score_levels(teams[::-1], states)
    scores = [s for s, _ in levels]
    assert scores == sorted({states[t].score for t in teams}, reverse=True)
    for score, members in levels:
        assert members == tuple(sorted(t for t in teams if states[t].score == score))
    assert sorted(t for _, members in levels for t in members) == sorted(teams)


@pytest.mark.parametrize("seed", range(6))
def test_a_small_bracket_searched_whole_gets_the_pairing_the_matching_gets(seed: int) -> None:
    """``least_identifier`` looks at every pairing of a bracket of up to ``SEARCHED`` teams
    (so a round of small brackets loads no compiled matching): on random brackets, with few
    cost values so that many pairings tie, the least cost and first identifier are those of
    the lexicographic matchings, and ``None`` where no perfect matching exists."""
    rng = random.Random(seed)
    agreed = {True: 0, False: 0}
    for _ in range(300):
        n = rng.choice(range(0, SEARCHED + 1, 2))
        density = rng.choice([0.4, 0.7, 1.0])
        edges: dict[tuple[int, int], Cost] = {
            (v, w): (rng.randint(0, 1), rng.randint(0, 1), rng.randint(0, 2))
            for v in range(n)
            for w in range(v + 1, n)
            if rng.random() < density
        }
        searched = least_identifier_by_search(n, edges)
        assert searched == least_identifier_by_matching(n, edges), (n, edges)
        agreed[searched is None] += 1
        if searched is not None:
            assert all(
                searched[searched[v]] == v and (min(v, searched[v]), max(v, searched[v])) in edges
                for v in range(n)
            )
    assert agreed[True] and agreed[False]  # both kinds of bracket met
