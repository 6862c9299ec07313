"""``olympiad check`` of a C.04.6 event: every round replayed by the C.04.6 engine (the
one replay checker with ``olympiad.check.judge_c046``), the absolute criteria and each
difference cited by C.04.6's articles. A generated event passes; one with two teams'
opponents swapped in a round is reported in that round."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from individual.vocabulary.colour import Colour
from olympiad.check import DIFFERS, VIOLATION, Deviation, infer_initial_colour
from olympiad.edges.trf.write import format_team_trf
from olympiad.engine.model import Event, Match
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.ruleset import ColourModel, Scoring
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from rulesets.systems import SYSTEMS
from tests.workbook_event import run

CASES: list[tuple[ColourModel, Scoring, int, int]] = [
    ("typea", "mp-gp", 12, 3),
    ("typeb", "gp-mp", 11, 5),
    ("nocolor", "mp", 14, 8),
    ("typea", "gp", 9, 13),
]


def replay_event(event: Event, lot: Colour | None = None) -> tuple[Deviation, ...]:
    """The C.04.6 system's replay of ``event`` by the one checker (``olympiad check``'s)."""
    return tuple(SYSTEMS["fide-team-2026"].findings(event, lambda n: event.ruleset, lot))


def _event(colours: ColourModel, scoring: Scoring, teams: int, seed: int) -> Event:
    ruleset = replace(FIDE_TEAM_2026, colours=colours, scoring=scoring)
    return random_event(ruleset, teams, 7, random.Random(seed))


def _swapped(event: Event, number: int) -> tuple[Event, tuple[int, ...]]:
    """Round ``number`` with the first two matches' second teams exchanged (a-b, c-d become
    a-d, c-b), the results kept; and the four teams."""
    rnd = event.rounds[number - 1]
    one, two, *rest = rnd.matches
    moved = (replace(one, second=two.second), replace(two, second=one.second), *rest)
    rounds = list(event.rounds)
    rounds[number - 1] = replace(rnd, matches=moved)
    return replace(event, rounds=tuple(rounds)), (*one.teams, *two.teams)


@pytest.mark.parametrize(("colours", "scoring", "teams", "seed"), CASES)
def test_a_generated_event_replays_without_a_deviation(
    colours: ColourModel, scoring: Scoring, teams: int, seed: int
) -> None:
    event = _event(colours, scoring, teams, seed)
    assert replay_event(event, Colour.WHITE) == ()
    assert infer_initial_colour(event) is Colour.WHITE  # 4.1 read back from round 1
    assert replay_event(event) == ()


@pytest.mark.parametrize(("colours", "scoring", "teams", "seed"), CASES)
def test_swapped_opponents_are_reported_in_their_round(
    colours: ColourModel, scoring: Scoring, teams: int, seed: int
) -> None:
    event = _event(colours, scoring, teams, seed)
    changed, four = _swapped(event, 4)
    deviations = replay_event(changed, Colour.WHITE)
    differences = [d for d in deviations if d.severity == DIFFERS]
    assert differences and {d.round for d in differences} >= {4}
    first = next(d for d in differences if d.round == 4)
    assert first.article.startswith(("3.", "2.")) and set(four) <= set(first.teams)
    assert "the pairing differs from C.04.6's" in first.message
    assert all(d.round >= 4 for d in deviations)  # rounds 1-3 untouched


def test_the_absolute_criteria_are_violations() -> None:
    """[C1]: a pair that played in round 1 paired again in round 2; [C2]: the PAB to a
    team that had it."""
    event = _event("typea", "mp-gp", 9, 1)
    one = event.rounds[0]
    a, b = next(m.teams for m in one.matches if m.is_played)
    two = event.rounds[1]
    others = [m for m in two.matches if a not in m.teams and b not in m.teams]
    rematch = replace(two, matches=(Match(a, b, one.matches[0].games), *others))
    bad = replace(event, rounds=(one, rematch))
    found = {(d.article, d.severity) for d in replay_event(bad, Colour.WHITE)}
    assert ("2.1.1", VIOLATION) in found
    assert one.bye is not None
    again = replace(event.rounds[1], bye=one.bye)
    twice = replace(event, rounds=(one, again))
    articles = {d.article for d in replay_event(twice, Colour.WHITE)}
    assert "2.1.2" in articles


def test_the_command_replays_a_c046_trf(tmp_path: Path) -> None:
    """``olympiad check`` on a TRF whose record 192 names FIDE_TEAM: C.04.6, not the
    Olympiad rules; the swapped round is reported with its round and exits 1 with
    --strict."""
    event = _event("typea", "mp-gp", 12, 3)
    good, bad = tmp_path / "good.trf", tmp_path / "bad.trf"
    good.write_text(format_team_trf(event, Colour.WHITE))
    bad.write_text(format_team_trf(_swapped(event, 4)[0], Colour.WHITE))
    passed = run("check", good, "--strict")
    assert passed.exit_code == 0, passed.output
    assert "7 rounds checked: 0 violations of the rules, 0 differences" in passed.output
    assert "note: art. 4.1: " in passed.output
    failed = run("check", bad, "--strict")
    assert failed.exit_code == 1
    assert "round 4: [art. 3." in failed.output
    assert "the pairing differs from C.04.6's" in failed.output
