"""Builds a team event from a golden case file (TOML) and checks the engine against it.

A case file holds a hand-made history and what the regulation says must happen::

    description = "what the case pins, with the reasoning an arbiter would give"
    teams = 6                      # teams 1..n, ratings falling, so pairing number = team number
    lot = "white"                  # art. 21 drawing of lots (round 1)
    rounds = [                     # one list per round already played
      ["1 4 3-1", "2 5 2-2", "bye 6", "absent 3", "noshow 7 8"],
    ]                              # "A B x-y": A had white on board 1, game points x-y;
                                   # "A B 1=0x": A's result on each board (BOARD_CODES);
                                   # "noshow A B": A did not appear against B (art. 46)
    absent = [3]                   # teams not paired in the round to pair (art. 45)
    ruleset = "olympiad-2022"      # optional; the 2012 text by default
    late = [7]                     # optional; late entries (2022 rules, art. 4.2.3)
    halves_first = "above-median"  # optional; TeamRuleset.halves_first (art. 36 first)
    [expect]
    pairs = ["1-3", "2-5"]          # unordered pairs of the new round (all of them)
    includes = ["1-3"]             # or: pairs that must be among the new round's
    white = [3, 5]                  # teams with white on board 1 (optional)
    bye = 6                         # optional; 0 for no bye
    floats = {2 = "30b"}            # team -> an article the roles of its float cite
    articles = ["23a"]              # articles the roles of the trail must cite
    no_articles = ["23a"]           # articles that must not appear
"""

from __future__ import annotations

import tomllib
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, Team
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.team import TEAM_RULESETS
from tests.paths import TESTS

GOLDEN = TESTS / "golden"


def games_for(score: str, boards: int) -> tuple[GameScore, ...]:
    """Board results giving the first team ``x`` of ``x-y`` game points: wins, a draw, losses."""
    first, second = (Fraction(p) for p in score.split("-"))
    if first + second != boards:
        raise ValueError(f"{score} does not add up to {boards} boards")
    wins, rest = divmod(first, 1)
    games = [GameScore.WIN] * int(wins)
    if rest:
        games.append(GameScore.DRAW)
    games += [GameScore.LOSS] * (boards - len(games))
    return tuple(games)


def build_round(number: int, lines: list[str], boards: int) -> Round:
    matches, bye, absent = [], None, set()
    for line in lines:
        words = line.split()
        if words[0] == "bye":
            bye = int(words[1])
        elif words[0] == "absent":
            absent.add(int(words[1]))
        elif words[0] == "noshow":
            away, present = int(words[1]), int(words[2])
            games = (GameScore.FORFEIT_WIN,) * boards
            matches.append(Match(present, away, games, frozenset({away})))
        elif len(words[2]) == boards and set(words[2]) <= set(BOARD_CODES):
            matches.append(played(int(words[0]), int(words[1]), words[2]))
        else:
            a, b, score = int(words[0]), int(words[1]), words[2]
            matches.append(Match(a, b, games_for(score, boards)))
    return Round(number, tuple(matches), bye, frozenset(absent))


def load_case(path: Path) -> dict[str, Any]:
    with path.open("rb") as f:
        return tomllib.load(f)


def build_event(case: dict[str, Any]) -> Event:
    boards = OLYMPIAD_2012.boards
    teams = tuple(
        Team(n, f"Team {n:02d}", tuple(Player(f"P{n}.{b}", 2600 - 10 * n - b) for b in range(5)))
        for n in range(1, case["teams"] + 1)
    )
    rounds = tuple(
        build_round(i, lines, boards) for i, lines in enumerate(case.get("rounds", []), start=1)
    )
    ruleset = TEAM_RULESETS[case.get("ruleset", OLYMPIAD_2012.name)]
    if "halves_first" in case:
        ruleset = replace(ruleset, halves_first=case["halves_first"])
    late = frozenset(case.get("late", []))
    return Event(case.get("description", ""), teams, ruleset, rounds, late_entries=late)


def lot_of(case: dict[str, Any]) -> Colour | None:
    lot = case.get("lot")
    return None if lot is None else Colour.WHITE if lot == "white" else Colour.BLACK


BOARD_CODES = {
    "1": GameScore.WIN,
    "=": GameScore.DRAW,
    "0": GameScore.LOSS,
    "+": GameScore.FORFEIT_WIN,
    "-": GameScore.FORFEIT_LOSS,
    "x": GameScore.DOUBLE_FORFEIT,
}


def played(first: int, second: int, boards: str) -> Match:
    """A match from one code per board, ``first``'s view: ``"1=0+"`` (``x`` double forfeit)."""
    return Match(first, second, tuple(BOARD_CODES[c] for c in boards))
