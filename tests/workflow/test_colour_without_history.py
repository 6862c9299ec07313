"""Two teams with no board-1 colour meet in a round after the first: what each ruleset's
text says, through ``olympiad pair``, ``explain`` and ``check`` on a TRF and a workbook.

The event (tests/golden/art21_no_colour_history_after_round_1.toml): five teams, pairing
number = team number. Round 1: 2 absent, 1 did not appear against 4 (4 scores without
playing, no colour), 3 v 5 drawn. Round 2: 1, 3 and 5 absent, so 4 (the higher-ranked: more
match points; pairing number 4) meets 2, and neither has a board-1 colour.

- Olympiad rules (2012 arts. 24-28; 2022 7.5-7.6) compare colours played and decide nothing;
  art. 21 (2022: 7.2) speaks of the first round. The reading (docs/interpretations.md, "Arts.
  21, 24-28"): art. 21's rule as in round 1, the lot to the higher-ranked team with an odd
  pairing number, the other colour with an even one; ``explain`` says so, naming the reading.
- C.04.6 4.3.1: "When both teams have yet to play a match, if the first-team has an odd TPN,
  give it the initial-colour; otherwise, give it the opposite colour", in any round; the
  first-team is the one with the higher score (4.2.1), 4. FIDE's checker colours it so.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.write import format_team_trf
from olympiad.edges.workbook.book import open_tournament
from olympiad.engine.model import Event, Match, Round
from rulesets.systems import pair_team_round
from tests.fideteam.gacrux_oracle import AVAILABLE, gacrux_rounds, method
from tests.golden_event import build_event
from tests.workbook_event import run

ABSENT_IN_1 = frozenset({2})
ABSENT_IN_2 = frozenset({1, 3, 5})
# The ruleset, the colour decision's article, and the articles that decide nothing.
SYSTEMS = {
    "olympiad-2012": ("21", "arts. 24-28"),
    "olympiad-2022": ("7.2", "arts. 7.5-7.6"),
    "fide-team-2026": ("4.3.1", ""),
}


def _event(system: str, lot: Colour) -> Event:
    """Round 1 as the engine pairs it under ``lot``: 1 did not appear against 4, the other
    match drawn."""
    event = build_event({"teams": 5, "ruleset": system})
    boards = event.ruleset.boards
    first = pair_team_round(event, absent=ABSENT_IN_1, lot=lot)
    matches = tuple(
        Match(m.first, m.second, (GameScore.DRAW,) * boards)
        if 1 not in (m.first, m.second)
        else Match(m.first, m.second, (_FORFEITED[m.first == 1],) * boards, frozenset({1}))
        for m in first.matches
    )
    assert {m.teams for m in matches} in ({(1, 4), (3, 5)}, {(4, 1), (5, 3)}), matches
    return replace(event, rounds=(Round(1, matches, None, ABSENT_IN_1),))


_FORFEITED = {True: GameScore.FORFEIT_LOSS, False: GameScore.FORFEIT_WIN}


def _trf(folder: Path, system: str, lot: Colour, rounds: tuple[Round, ...] = ()) -> Path:
    event = _event(system, lot)
    path = folder / f"{system}-{lot.name.lower()}-{len(event.rounds) + len(rounds)}.trf"
    event = replace(event, rounds=(*event.rounds, *rounds))
    path.write_text(format_team_trf(event, lot), encoding="utf-8")
    return path


def _pair_round_2(path: Path) -> list[tuple[int, int]]:
    """``olympiad pair`` of round 2: (white, black) on board 1 of each match."""
    paired = run("pair", path, *[f"--absent={t}" for t in sorted(ABSENT_IN_2)])
    assert paired.exit_code == 0, paired.output
    _, *lines = paired.stdout.splitlines()
    return [(int(a), int(b)) for a, b in (line.split() for line in lines)]


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("lot", list(Colour), ids=lambda c: c.name.lower())
def test_the_higher_ranked_teams_pairing_number_takes_the_lot(
    tmp_path: Path, system: str, lot: Colour
) -> None:
    """4, the higher-ranked team (C.04.6: the first-team), has an even pairing number: the
    colour opposite to the lot. (Reading the smaller pairing number, 2, would give the lot
    to 4 as well: this event tells the two readings apart.)"""
    paired = _pair_round_2(_trf(tmp_path, system, lot))
    assert paired == [(4, 2) if lot is Colour.BLACK else (2, 4)]


def _played(folder: Path, system: str, lot: Colour) -> Path:
    """The file with round 2 as ``olympiad pair`` paired it, its match drawn."""
    boards = _event(system, lot).ruleset.boards
    matches = tuple(
        Match(w, b, (GameScore.DRAW,) * boards) for w, b in _pair_round_2(_trf(folder, system, lot))
    )
    return _trf(folder, system, lot, (Round(2, matches, None, ABSENT_IN_2),))


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_explain_names_the_rule_that_decides(tmp_path: Path, system: str) -> None:
    """``explain`` of round 2 cites the article whose rule gave the colours and, for the
    Olympiad rules, says that neither team has a board-1 colour, which the colour articles
    of later rounds do not decide, so art. 21's (7.2's) round-1 rule is applied. Before: the
    same sentence as in round 1 ("drawing of lots gave white to pairing number 1; even
    number"), citing an article that speaks of the first round only."""
    article, silent = SYSTEMS[system]
    played = _played(tmp_path, system, Colour.WHITE)
    explained = run("explain", played, "--round", "2")
    assert explained.exit_code == 0, explained.output
    assert "Round 2 as stored is what the engine gives now." in explained.stdout
    [line] = [x for x in explained.stdout.splitlines() if "colour:" in x]
    assert line.startswith(f"[{article}] colour: "), line
    if silent:
        assert "2 white on board 1 against 4: neither team has a board-1 colour yet" in line
        assert f"({silent} decide nothing)" in line, line
        assert "team 4, the higher-ranked, has pairing number 4 (even)" in line, line
        assert "the lot (white) to odd pairing numbers" in line, line
    else:  # 4.3.1 names the first-team (4.2) by its TPN, once (C.04.6 1.1: the file's
        # team numbers), and what its parity gives it (review 7 #10d)
        assert line.endswith(
            "2 v 4: 2 white on board 1 (neither has played: the first-team is TPN 4, even: "
            "it gets the colour opposite to the initial-colour, white)"
        ), line
        first = run("explain", played, "--round", "1").stdout
        assert (
            "[4.3.1] colour: 1 v 4: 1 white on board 1 (neither has played: the first-team "
            "is TPN 1, odd: it gets the initial-colour, white)\n"
        ) in first, first
    checked = run("check", played)
    assert checked.exit_code == 0, checked.output
    assert "0 violations of the rules, 0 differences" in checked.stdout, checked.output


@pytest.mark.skipif(not AVAILABLE, reason="gacrux (FIDE's checker) is not installed")
@pytest.mark.parametrize("lot", list(Colour), ids=lambda c: c.name.lower())
def test_fides_checker_colours_c046_by_4_3_1_too(tmp_path: Path, lot: Colour) -> None:
    """gacrux re-pairs both rounds of the C.04.6 file as ``olympiad pair`` did, the match
    of round 2 coloured by 4.3.1 with 4, the first-team by score (4.2.1), taking the colour
    opposite to the initial-colour."""
    played = _played(tmp_path, "fide-team-2026", lot)
    verdicts = gacrux_rounds(played, method("typea", "mp-gp"))
    assert [r["check"] for r in verdicts] == [True, True], verdicts
    brackets: list[dict[str, Any]] = verdicts[1]["pairing"]  # type: ignore[assignment]
    [pair] = [p for bracket in brackets for p in bracket["pairs"]]
    white = 4 if lot is Colour.BLACK else 2
    assert (pair["w"], pair["colorrule"]) == (white, "4.3.1"), pair


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_a_workbook_pairs_and_explains_it_as_the_file_does(tmp_path: Path, system: str) -> None:
    """The workbook ``olympiad init`` makes of the file after round 1: ``pair`` (1, 3 and 5
    absent) writes 2 white on board 1 against 4 and ``explain`` gives the same decision."""
    book = tmp_path / "event.xlsx"
    made = run("init", _trf(tmp_path, system, Colour.WHITE), book)
    assert made.exit_code == 0, made.output
    paired = run("pair", book, *[f"--absent={t}" for t in sorted(ABSENT_IN_2)])
    assert paired.exit_code == 0, paired.output
    [match] = open_tournament(book)[1].event().rounds[1].matches
    assert (match.first, match.second) == (2, 4)
    explained = run("explain", book, "--round", "2")
    assert explained.exit_code == 0, explained.output
    assert "Round 2 as stored is what the engine gives now." in explained.stdout
    [line] = [x for x in explained.stdout.splitlines() if "colour:" in x]
    assert line.startswith(f"[{SYSTEMS[system][0]}] colour: "), line
