"""The team side of the one registry (``rulesets.systems``): every team ruleset's engine is
a registered team system, and a team system registered with one registration (here, in the
test only, its ruleset beside it as ``rulesets.team`` would list it) is found by
``olympiad generate``, ``pair``, ``check`` and ``explain`` on a TRF file and by the workbook
(``init``, ``pair``, ``check``, ``explain``), with no other edit."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Trail
from olympiad.check import DIFFERS, Deviation, Judged
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.model import Event, PairedMatch, RoundPairing
from olympiad.engine.ruleset import TeamRuleset
from olympiad.simulate import random_event, random_results
from rulesets.systems import SYSTEMS, TEAM, System, team_system
from rulesets.team import TEAM_RULESETS
from tests.workbook_event import make_trf, run, type_results


def test_every_team_ruleset_runs_on_a_registered_team_system() -> None:
    for ruleset in TEAM_RULESETS.values():
        assert team_system(ruleset).side == TEAM


# ---------------------------------------------------------------- a team system in one line


def _in_number_order(
    event: Event, inputs: object, *, absent: frozenset[int], lot: Colour | None
) -> RoundPairing:
    """A toy team system: the teams present in number order, paired in twos, the last
    one left over given the bye."""
    left_out = absent | event.withdrawn
    present = [t.number for t in event.teams if t.number not in left_out]
    bye = present.pop() if len(present) % 2 else None
    matches = tuple(PairedMatch(a, b) for a, b in zip(present[::2], present[1::2], strict=True))
    return RoundPairing(len(event.rounds) + 1, matches, bye, frozenset(absent), Trail())


def _judge(repaired: Judged) -> list[Deviation]:
    """The toy's judge of one round: is it the number order the one checker paired again?"""
    ours, stored, number = repaired.ours, repaired.then.played, repaired.then.number
    assert isinstance(ours, RoundPairing)
    if {m.teams for m in stored.matches} != {(m.first, m.second) for m in ours.matches}:
        teams = tuple(t for m in stored.matches for t in m.teams)
        return [Deviation(number, teams, "Toy 1", "not in number order", DIFFERS)]
    return []


def _generate(
    ruleset: TeamRuleset,
    teams: int,
    rounds: int,
    rnd: random.Random,
    *,
    absence: float,
    forfeit: float,
    played: int | None,
) -> Event:
    event = random_event(teams, rnd, ruleset, rounds)
    for _ in range(rounds if played is None else played):
        pairing = _in_number_order(event, None, absent=frozenset(), lot=Colour.WHITE)
        event = replace(event, rounds=(*event.rounds, random_results(pairing, rnd, 4)))
    return event


HERE = "tests.architecture.test_team_systems"
TOY: System[Event] = System(
    "toy-team", TEAM, f"{HERE}:_in_number_order", f"{HERE}:_judge", f"{HERE}:_generate",
)  # fmt: skip
"""The toy's one registration."""


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setitem(cast(dict[str, Any], SYSTEMS), "toy-team", TOY)
    rules = TeamRuleset("toy-team", "Toy team pairings", engine="toy-team")
    monkeypatch.setitem(TEAM_RULESETS, "toy-team", rules)
    return "toy-team"


def test_a_team_system_registered_in_one_line_generates_pairs_checks_and_explains_a_trf(
    toy: str, tmp_path: Path
) -> None:
    path = tmp_path / "toy.trf"
    args = ("--teams", 6, "--rounds", 3, "--played", 2, "--seed", 1, "-o", path)
    made = run("generate", "--ruleset", toy, *map(str, args))
    assert made.exit_code == 0, made.output
    event = read_team_trf(path).event
    assert [sorted(m.teams for m in r.matches) for r in event.rounds] == [
        [(1, 2), (3, 4), (5, 6)]
    ] * 2
    checked = run("check", path, "--ruleset", toy)
    assert checked.exit_code == 0, checked.output
    assert "2 rounds checked: 0 violations of the rules, 0 differences" in checked.stdout
    paired = run("pair", path, "--ruleset", toy)
    assert paired.exit_code == 0, paired.output
    assert paired.stdout.split() == ["3", "1", "2", "3", "4", "5", "6"]
    explained = run("explain", path, "--round", "2", "--ruleset", toy)
    assert explained.exit_code == 0, explained.output
    assert "Round 2 as stored is what the engine gives now." in explained.stdout
    olympiad = run("check", path, "--ruleset", "olympiad-2012")
    assert olympiad.exit_code == 1  # the toy's round 2 is a rematch by the Olympiad rules


def test_a_team_system_registered_in_one_line_pairs_checks_and_explains_a_workbook(
    toy: str, tmp_path: Path
) -> None:
    book = tmp_path / "toy.xlsx"
    made = run("init", make_trf(tmp_path, 6), book, "--ruleset", toy, "--lot", "white")
    assert made.exit_code == 0, made.output
    paired = run("pair", book)
    assert paired.exit_code == 0, paired.output
    type_results(book, 1)
    checked = run("check", book)
    assert checked.exit_code == 0, checked.output
    assert "1 round checked: 0 violations of the rules, 0 differences" in checked.stdout
    explained = run("explain", book, "--round", "1")
    assert explained.exit_code == 0, explained.output
    assert "Round 1 as stored is what the engine gives now." in explained.stdout
