"""Seeded random team events, for property tests and benchmarks.

Pure: the random generator is passed in, nothing is read or written.
"""

from __future__ import annotations

import random
from dataclasses import replace

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, RoundPairing, Team
from olympiad.engine.pairing import pair_round
from olympiad.engine.ruleset import TeamRuleset

_SCORES = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS)


def random_event(teams: int, rnd: random.Random, ruleset: TeamRuleset, rounds: int = 11) -> Event:
    """``teams`` teams of ``boards + reserves`` players with plausible ratings
    (some unrated), none of them paired yet."""
    size = ruleset.boards + ruleset.reserves
    entries = []
    for number in range(1, teams + 1):
        base = rnd.randint(1500, 2750)
        players = tuple(
            Player(f"Player {number}.{b + 1}", None if rnd.random() < 0.05 else base - 20 * b)
            for b in range(size)
        )
        entries.append(Team(number, f"Team {number:04d}", players))
    return Event("simulated", tuple(entries), ruleset, total_rounds=rounds)


def random_results(
    pairing: RoundPairing, rnd: random.Random, boards: int, no_show: float = 0.0
) -> Round:
    """Board results for a paired round; with probability ``no_show`` a team does not appear."""
    matches = []
    for paired in pairing.matches:
        if rnd.random() < no_show:
            absent = rnd.choice((paired.first, paired.second))
            score = GameScore.FORFEIT_LOSS if absent == paired.first else GameScore.FORFEIT_WIN
            matches.append(
                Match(paired.first, paired.second, (score,) * boards, frozenset({absent}))
            )
            continue
        games = tuple(rnd.choice(_SCORES) for _ in range(boards))
        matches.append(Match(paired.first, paired.second, games))
    return Round(pairing.number, tuple(matches), pairing.bye, pairing.absent)


def play_event(
    event: Event,
    rnd: random.Random,
    rounds: int,
    no_show: float = 0.0,
    lot: Colour = Colour.WHITE,
) -> tuple[Event, list[RoundPairing]]:
    """Pair and play ``rounds`` rounds with random results; returns the event and the pairings."""
    pairings = []
    for _ in range(rounds):
        pairing = pair_round(event, lot=lot)
        pairings.append(pairing)
        played = random_results(pairing, rnd, event.ruleset.boards, no_show)
        event = replace(event, rounds=(*event.rounds, played))
    return event, pairings
