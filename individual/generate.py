"""Random but plausible individual Swiss events, seeded: the same seed gives the same event.

Like the random tournament generator of the FIDE endorsement procedure: players with
ratings and titles, each round paired by this program, results drawn from the rating
difference (Elo expectation, a share of draws), a few players absent now and then, a few
games lost by forfeit. Pure: the seed is the only source of chance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from individual.colour import Colour
from individual.fide1998 import pair_round
from individual.model import Entrant, Game, SwissEvent, SwissRound, Unpaired
from individual.player import Player
from individual.result import GameScore
from individual.swiss_ruleset import SwissRuleset

_TITLES = ((2500, "GM"), (2400, "IM"), (2300, "FM"), (2200, "CM"))


@dataclass(frozen=True)
class Plan:
    """What to generate: ``players``, ``rounds`` and how often a player is absent from a
    round (``absence``) or a game is forfeited (``forfeit``); ``unrated`` share of players
    without a rating."""

    players: int
    rounds: int
    seed: int = 1
    absence: float = 0.02
    forfeit: float = 0.01
    unrated: float = 0.05


def entrants(plan: Plan, rng: random.Random) -> tuple[Entrant, ...]:
    """Players with ratings around 1800 (numbered by rating, highest first)."""
    ratings = sorted((int(rng.gauss(1800, 300)) for _ in range(plan.players)), reverse=True)
    out = []
    for i, rating in enumerate(ratings, start=1):
        rating = max(1000, min(2850, rating))
        title = next((t for floor, t in _TITLES if rating >= floor and rng.random() < 0.6), "")
        rated = rng.random() >= plan.unrated
        name = f"Player {i:05d}, {rng.choice('ABCDEFGHIJKLMNOPRSTVW')}."
        out.append(Entrant(i, Player(name, rating if rated else None, title if rated else "")))
    return tuple(out)


def generate_event(plan: Plan, ruleset: SwissRuleset, lot: Colour = Colour.WHITE) -> SwissEvent:
    """An event of ``plan.rounds`` rounds, each paired by ``ruleset``."""
    rng = random.Random(plan.seed)
    event = SwissEvent(f"Generated event, seed {plan.seed}", entrants(plan, rng), (), plan.rounds)
    for _ in range(plan.rounds):
        event = play_round(event, plan, ruleset, lot, rng)
    return event


def play_round(
    event: SwissEvent, plan: Plan, ruleset: SwissRuleset, lot: Colour, rng: random.Random
) -> SwissEvent:
    """Pair the next round (some players absent) and draw its results."""
    absent = frozenset(e.number for e in event.entrants if rng.random() < plan.absence)
    pairing = pair_round(event, ruleset, absent=absent, lot=lot)
    ratings = {e.number: e.player.rating or 1400 for e in event.entrants}
    games = tuple(
        Game(b.white, b.black, _result(ratings[b.white], ratings[b.black], plan, rng))
        for b in pairing.boards
    )
    unpaired: tuple[tuple[int, Unpaired], ...] = ()
    if pairing.bye is not None:
        unpaired = ((pairing.bye, Unpaired.PAIRING_BYE),)
    unpaired += tuple((n, Unpaired.ZERO_BYE) for n in sorted(pairing.left_out))
    played = SwissRound(pairing.number, games, unpaired)
    return SwissEvent(event.name, event.entrants, (*event.rounds, played), event.total_rounds)


def _result(white: int, black: int, plan: Plan, rng: random.Random) -> GameScore:
    if rng.random() < plan.forfeit:
        return rng.choice((GameScore.FORFEIT_WIN, GameScore.FORFEIT_LOSS))
    expected = 1 / (1 + 10 ** ((black - white - 35) / 400))
    draw = 0.3 * (1 - abs(2 * expected - 1))
    roll = rng.random()
    if roll < expected - draw / 2:
        return GameScore.WIN
    if roll < expected + draw / 2:
        return GameScore.DRAW
    return GameScore.LOSS
