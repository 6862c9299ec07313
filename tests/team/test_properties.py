"""Properties of ``pair_round`` over seeded random events, checked by an independent oracle.

Every round of a simulated event (``olympiad.simulate``) is paired twice (determinism)
and checked by ``tests/olympiad_oracle.py``, which recomputes meetings, colours, byes
and match points from the event's rounds itself: arts. 12, 16a, 16b, 17, 22a, 22b and 23a.
A round that raises ``PairingImpossible`` must really have no complete pairing
without a rematch (brute force below 16 teams; bigger events never raise while
rounds <= teams / 2 unless no team may have the bye). Failures name the scenario
(teams, seed, no-show probability, lot) and the round, to reproduce with ``run_event``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import event as label
from hypothesis import strategies as st

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, Trail
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, PairedMatch, Round, RoundPairing, Team
from olympiad.engine.pairing import pair_round
from olympiad.engine.roles import Role, TeamDetail
from olympiad.simulate import random_event, random_results
from rulesets.team import TEAM_RULESETS
from tests.olympiad_oracle import (
    BRUTE_FORCE_LIMIT,
    bye_candidates,
    complete_pairing_exists,
    violations,
)

RULES = TEAM_RULESETS["olympiad-2012"]


@dataclass(frozen=True)
class Scenario:
    """A reproducible simulated event: ``seed`` drives the teams and the results."""

    teams: int
    seed: int
    no_show: float
    rounds: int
    lot: Colour = Colour.WHITE


@dataclass
class Outcome:
    """What happened over the event: problems found, rounds paired, where it stopped."""

    problems: list[str]
    paired: int = 0
    impossible_round: int | None = None


def run_event(s: Scenario) -> Outcome:
    """Pair and play ``s.rounds`` rounds, checking each pairing before its results."""
    rnd = random.Random(s.seed)
    event = random_event(s.teams, rnd, RULES, s.rounds)
    outcome = Outcome([])
    for number in range(1, s.rounds + 1):
        where = f"{s}, round {number}"
        try:
            pairing = pair_round(event, lot=s.lot)
        except PairingImpossible as error:
            outcome.impossible_round = number
            outcome.problems.extend(_unjustified(event, s, number, error, where))
            return outcome
        again = pair_round(event, lot=s.lot)
        if (again.matches, again.bye) != (pairing.matches, pairing.bye):
            outcome.problems.append(f"{where}: pairing the same event twice differs")
        outcome.problems.extend(f"{where}: {v}" for v in violations(event, pairing))
        outcome.paired += 1
        played = random_results(pairing, rnd, RULES.boards, s.no_show)
        event = replace(event, rounds=(*event.rounds, played))
    return outcome


def _unjustified(
    event: Event, s: Scenario, number: int, error: PairingImpossible, where: str
) -> list[str]:
    """Why raising ``PairingImpossible`` in this round is wrong, if it is."""
    said = str(error).replace("\n", " ")
    if s.teams < BRUTE_FORCE_LIMIT:
        if complete_pairing_exists(event):
            return [f"{where}: PairingImpossible ({said}) but a complete pairing exists"]
        return []
    if s.teams % 2 == 1 and not bye_candidates(event):
        return []  # arts. 12, 16b: nobody may have the bye
    if number <= s.teams / 2:
        return [f"{where}: PairingImpossible ({said}) with rounds <= teams / 2"]
    return []


def scenarios(
    least: int, most: int, min_rounds: int = 1, half: bool = False
) -> st.SearchStrategy[Scenario]:
    """Events of ``least`` to ``most`` teams and up to 11 rounds; ``half`` keeps
    rounds <= teams / 2."""

    @st.composite
    def build(draw: st.DrawFn) -> Scenario:
        teams = draw(st.integers(least, most))
        top = min(11, teams // 2) if half else 11
        return Scenario(
            teams=teams,
            seed=draw(st.integers(0, 2**32 - 1)),
            no_show=draw(st.floats(0.0, 0.1)),
            rounds=draw(st.integers(min(min_rounds, top), top)),
            lot=draw(st.sampled_from(Colour)),
        )

    return build()


def _assert_clean(outcome: Outcome) -> None:
    if outcome.impossible_round is not None:
        label("PairingImpossible (justified)")
    assert not outcome.problems, "\n".join(outcome.problems)


@settings(max_examples=300, deadline=None)
@given(scenarios(8, 15))
def test_small_events(s: Scenario) -> None:
    _assert_clean(run_event(s))


@settings(max_examples=600, deadline=None)
@given(scenarios(8, 15, min_rounds=7))
def test_tight_events(s: Scenario) -> None:
    """Late rounds of small events may be impossible, but only when truly so."""
    _assert_clean(run_event(s))


@settings(max_examples=400, deadline=None)
@given(scenarios(16, 60, half=True))
def test_medium_events(s: Scenario) -> None:
    _assert_clean(run_event(s))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios(100, 300))
@example(Scenario(300, 2012, 0.1, 11))
def test_large_events(s: Scenario) -> None:
    outcome = run_event(s)
    _assert_clean(outcome)
    assert outcome.paired == s.rounds


# --- The oracle itself must notice broken pairings. ---------------------------------


def _event(results: list[list[tuple[int, int, GameScore]]], teams: int = 4) -> Event:
    """A hand-made event: per round, (white on board 1, black, every board's result)."""
    rounds = tuple(
        Round(i, tuple(Match(a, b, (g,) * RULES.boards) for a, b, g in rnd))
        for i, rnd in enumerate(results, start=1)
    )
    entries = tuple(Team(n, f"T{n}") for n in range(1, teams + 1))
    return Event("hand-made", entries, RULES, rounds)


def _pairing(
    event: Event,
    matches: list[tuple[int, int]],
    bye: int | None = None,
    decisions: tuple[Decision, ...] = (),
) -> RoundPairing:
    paired = tuple(PairedMatch(a, b) for a, b in matches)
    return RoundPairing(len(event.rounds) + 1, paired, bye, frozenset(), Trail(decisions))


DRAW, WIN = GameScore.DRAW, GameScore.WIN
TWO_DRAWN_ROUNDS = [[(1, 2, DRAW), (3, 4, DRAW)], [(1, 3, DRAW), (2, 4, DRAW)]]


def test_oracle_accepts_a_legal_round() -> None:
    event = _event(TWO_DRAWN_ROUNDS)
    assert violations(event, _pairing(event, [(4, 1), (2, 3)])) == []


def test_oracle_flags_a_rematch_and_a_missing_team() -> None:
    event = _event(TWO_DRAWN_ROUNDS)
    found = violations(event, _pairing(event, [(2, 1)]))
    assert any("rematch" in v for v in found)
    assert any("team 3 is in 0" in v for v in found)
    assert any("team 4 is in 0" in v for v in found)


def test_oracle_flags_art22_unless_23a_is_in_the_trail() -> None:
    event = _event(TWO_DRAWN_ROUNDS)  # team 1 had white twice, team 4 black twice
    found = violations(event, _pairing(event, [(1, 4), (2, 3)]))
    # W, W + W and B, B + B: each past +-2 (22a) and a third in a row (22b)
    assert sum("(art. 22a)" in v and "(art. 22b)" in v for v in found) == 2
    relaxed = (Decision.of(Role.LIMITS_GIVE_WAY_LEFT_OVER, detail=TeamDetail(mp=2)),)
    assert violations(event, _pairing(event, [(1, 4), (2, 3)], decisions=relaxed)) == []


def test_oracle_flags_an_unexplained_mp_difference() -> None:
    event = _event([[(1, 2, WIN), (3, 4, DRAW)], [(1, 3, DRAW), (2, 4, DRAW)]])
    found = violations(event, _pairing(event, [(4, 1), (2, 3)]))  # 2 v 3 MP, 1 v 2 MP
    assert sum("art. 17" in v for v in found) == 2
    floated = tuple(Decision.of(Role.FLOAT_DOWN_LOWEST, t, detail=TeamDetail(mp=2)) for t in (1, 3))
    assert violations(event, _pairing(event, [(4, 1), (2, 3)], decisions=floated)) == []


def test_oracle_flags_byes_after_a_bye_or_a_no_show() -> None:
    rounds = (
        Round(
            1,
            (Match(1, 2, (DRAW,) * 4), Match(3, 4, (GameScore.FORFEIT_WIN,) * 4, frozenset({4}))),
            bye=5,
        ),
    )
    event = replace(_event([], teams=5), rounds=rounds)
    assert any("second bye" in v for v in violations(event, _pairing(event, [(1, 3), (2, 4)], 5)))
    found = violations(event, _pairing(event, [(1, 5), (2, 4)], 3))
    assert any("16b" in v for v in found)
    fine = violations(event, _pairing(event, [(1, 3), (2, 5)], 4))  # 4 did not appear
    assert not any("bye" in v for v in fine)


def test_brute_force_knows_when_no_pairing_exists() -> None:
    event = _event(TWO_DRAWN_ROUNDS)
    assert complete_pairing_exists(event)
    full = _event([*TWO_DRAWN_ROUNDS, [(1, 4, DRAW), (2, 3, DRAW)]])
    assert not complete_pairing_exists(full)
    with pytest.raises(PairingImpossible):
        pair_round(full, lot=Colour.WHITE)
