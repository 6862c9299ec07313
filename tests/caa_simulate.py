"""Seeded random events paired round by round with the CAA 2009 engine (for property tests
and timings): ratings, clubs, results drawn from the ratings, a few absences."""

from __future__ import annotations

import random

from individual.british import schools
from individual.british.caa2009 import pair_round
from individual.british.extras import CaaInput, CaaOptions, SchoolsInput
from individual.matching.maximum import has_perfect_matching
from individual.swiss.history import player_states
from individual.swiss.model import Entrant, Game, SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore

RESULTS = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS)


def simulate(
    players: int,
    rounds: int,
    seed: int,
    absence: float = 0.05,
    options: CaaOptions | None = None,
    schools: bool = False,
) -> list[tuple[SwissEvent, frozenset[int], CaaInput | SchoolsInput, SwissPairing]]:
    """Each round: the event before it, who was absent, the input, the pairing made
    (``schools``: by the English Schools rules, with random schools and top players)."""
    rng = random.Random(seed)
    entrants = tuple(
        Entrant(n, Player(f"Player {n:03d}", rng.randrange(1000, 2400, 5)))
        for n in range(1, players + 1)
    )
    clubs = {n: rng.choice("ABCDE") for n in range(1, players + 1)}
    extra: CaaInput | SchoolsInput = CaaInput(clubs, frozenset(), options or CaaOptions())
    if schools:
        top = frozenset(n for n in range(1, players + 1) if rng.random() < 0.3)
        extra = SchoolsInput({n: rng.choice("PQRS") for n in clubs}, top, clubs)
    event = SwissEvent("simulated", entrants, (), total_rounds=rounds)
    out = []
    for number in range(1, rounds + 1):
        absent = frozenset(n for n in range(1, players + 1) if rng.random() < absence)
        try:
            pairing = pair_with(event, extra, absent)
        except PairingImpossible:
            assert not _pairable(event, absent), f"round {number} was pairable"
            break
        out.append((event, absent, extra, pairing))
        games = tuple(Game(b.white, b.black, RESULTS[rng.randrange(3)]) for b in pairing.boards)
        unpaired: tuple[tuple[int, Unpaired], ...] = ()
        if pairing.bye is not None:
            unpaired = ((pairing.bye, Unpaired.PAIRING_BYE),)
        unpaired += tuple((n, Unpaired.HALF_BYE) for n in sorted(absent))
        event = SwissEvent(
            event.name, entrants, (*event.rounds, SwissRound(number, games, unpaired)), rounds
        )
    return out


def pair_with(
    event: SwissEvent, extra: CaaInput | SchoolsInput, absent: frozenset[int]
) -> SwissPairing:
    """The CAA or the Schools engine, as ``extra`` says."""
    if isinstance(extra, SchoolsInput):
        return schools.pair_round(event, extra, absent=absent, lot=Colour.WHITE)
    return pair_round(event, extra, absent=absent, lot=Colour.WHITE)


def _pairable(event: SwissEvent, absent: frozenset[int]) -> bool:
    """Rule 1 only: can everyone present be paired (one of them with the bye, if odd)?"""
    states = player_states(event)
    present = [n for n in states if n not in absent]
    if len(present) % 2:
        present.append(0)

    def adjacent(a: int, b: int) -> bool:
        return a == 0 or b == 0 or b not in states[a].opponents

    return has_perfect_matching(present, adjacent)
