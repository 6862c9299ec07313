"""The lot of a team TRF that states none (no ``XXC``, no record 152) is one fact: read back
from round 1 by the rule of the system its ruleset names (the Olympiad rules' art. 21, "the
colour assigned to board 1 of the team ranked number 1 shall be selected by lot"; C.04.6
4.1, "the colour determined by drawing of lots before the pairing of the first round", which
4.3.1 gives to an odd-TPN first-team of two teams that have yet to play), and ``olympiad
pair``, ``olympiad explain`` and ``olympiad check`` all read it
(``olympiad.edges.trf.read.trf_lot``).

The event: six teams, 5 and 6 absent from round 1 (paired under the lot black, every match
drawn), so that round 2 pairs 5 and 6, who have yet to play, by the lot alone."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.edges.workbook.book import open_tournament
from olympiad.engine.model import Event, Match, Round
from olympiad.simulate import random_event
from rulesets.systems import pair_team_round
from rulesets.team import TEAM_RULESETS
from tests.fideteam.gacrux_oracle import gacrux_rounds, method
from tests.workbook_event import run

SAT_OUT = frozenset({5, 6})


def _drawn(event: Event, number: int, boards: list[tuple[int, int]]) -> Round:
    """Round ``number``: ``boards`` (first team white on board 1), every game drawn."""
    draws = (GameScore.DRAW,) * event.ruleset.boards
    matches = tuple(Match(first, second, draws) for first, second in boards)
    return Round(number, matches, None, SAT_OUT if number == 1 else frozenset())


def _boards(exchange: str) -> list[tuple[int, int]]:
    """The matches of a pairing in the engine exchange format (no PAB here: six teams)."""
    _, *lines = exchange.splitlines()
    found = [(int(a), int(b)) for a, b in (line.split() for line in lines)]
    assert all(b for _, b in found), exchange
    return found


@pytest.fixture(params=sorted(TEAM_RULESETS))
def lotless(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Event, Path]:
    """Round 1 paired under the lot black, written without a lot record."""
    ruleset = TEAM_RULESETS[request.param]
    event = random_event(6, random.Random(1), ruleset, rounds=5)
    first = pair_team_round(event, absent=SAT_OUT, lot=Colour.BLACK)
    event = replace(event, rounds=(_drawn(event, 1, [(m.first, m.second) for m in first.matches]),))
    path = tmp_path / f"{request.param}.trf"
    path.write_text(format_team_trf(event, None), encoding="utf-8")
    lines = path.read_text(encoding="utf-8").splitlines()
    assert not [x for x in lines if x[:3] in ("XXC", "152")]
    return event, path


def test_pair_colours_a_team_file_without_a_lot_as_explain_and_check_read_it(
    lotless: tuple[Event, Path],
) -> None:
    """``olympiad pair`` gives round 2 the board-1 colours of the lot round 1 shows (black:
    5 v 6 by art. 21 / C.04.6 4.3.1), ``explain`` of the round played so says it is what
    the engine gives, and ``check`` of that file finds nothing, nor does FIDE's checker
    (gacrux) for C.04.6. Before: pair took white (C.04.6: gacrux rejected that round 2 too)
    or refused for want of a lot (the Olympiad rules), where explain and check read black
    back from round 1."""
    event, path = lotless
    given = {c: run("pair", path, "--lot", c.name.lower()) for c in Colour}
    assert all(r.exit_code == 0 for r in given.values()), [r.output for r in given.values()]
    assert given[Colour.WHITE].stdout != given[Colour.BLACK].stdout  # the lot decides a board

    paired = run("pair", path)
    assert paired.exit_code == 0, paired.output
    assert paired.stdout == given[Colour.BLACK].stdout

    following = run("explain", path, "--round", "2")
    assert following.exit_code == 0, following.output
    flipped = [f"colour: {b} v {a}:" for a, b in _boards(paired.stdout)]
    assert not [line for line in flipped if line in following.stdout], following.stdout

    second = _drawn(event, 2, _boards(paired.stdout))
    played = path.with_name(f"played_{path.name}")
    played.write_text(format_team_trf(replace(event, rounds=(*event.rounds, second))))
    explained = run("explain", played, "--round", "2")
    assert explained.exit_code == 0, explained.output
    assert "Round 2 as stored is what the engine gives now." in explained.stdout, explained.output
    checked = run("check", played)
    assert checked.exit_code == 0, checked.output
    assert "0 violations of the rules, 0 differences" in checked.stdout, checked.output
    if event.ruleset.name == "fide-team-2026":  # FIDE's checker: TRF-2026's default for 152
        verdicts = gacrux_rounds(played, method("typea", "mp-gp"))
        assert [r["check"] for r in verdicts] == [True, True], verdicts


def test_a_workbook_made_from_a_team_file_without_a_lot_pairs_as_the_file_does(
    lotless: tuple[Event, Path],
) -> None:
    """``olympiad init`` from the file writes the lot round 1 shows in the Event sheet, so
    the workbook's round 2 is the file's (before: no lot written, and the workbook's pair
    refused for want of one)."""
    _, path = lotless
    book = path.with_suffix(".xlsx")
    made = run("init", path, book)
    assert made.exit_code == 0, made.output
    paired = run("pair", book)
    assert paired.exit_code == 0, paired.output
    assert len(read_team_trf(path).event.rounds) == 1
    expected = set(_boards(run("pair", path).stdout))
    assert {m.teams for m in open_tournament(book)[1].event().rounds[1].matches} == expected
