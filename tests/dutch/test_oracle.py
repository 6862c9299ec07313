"""The engine against the brute-force oracle (tests/dutch/oracle.py) on small random events:
every complete pairing enumerated and the best taken by the criteria read literally; the
boards are compared with their colours. Half the events pair their final round (topscorers,
[C10]/[C11]); some rounds forbid many pairs, so that exchanges (4.3) and transpositions
(4.2) deep in the generation order decide."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import arrival_tpn, may_meet, pair_round
from individual.dutch.players import dutch_players
from individual.dutch.weights import PAB
from individual.swiss.model import SwissEvent, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.result import GameScore
from tests.dutch.events import RULESET, event
from tests.dutch.oracle import best

RESULTS = [GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.WIN, GameScore.LOSS]


def _played(
    seed: int, sizes: tuple[int, int], kind: str
) -> tuple[SwissEvent, DutchInput, frozenset[int]]:
    """A random small event after a few rounds paired by the engine, and the next round's
    input: a forbidden pair, an absence sometimes; ``kind`` ``"dense"``: about a third of
    the pairs forbidden; ``"cross"``: round one, most pairs of the top half with the bottom
    half forbidden, sometimes a quarter of the others (exchanges); ``"final"``: the final
    round after three to five; ``"colours"``: mostly draws. In "dense", "final" and
    "colours" the colours of the games are drawn at random (preferences of every
    strength)."""
    rng = random.Random(seed)
    size = rng.randint(*sizes)
    rounds = {"dense": rng.randint(0, 3), "cross": 0, "final": rng.randint(3, 5)}.get(
        kind, rng.randint(1, 4)
    )
    extra = 0 if kind == "final" else rng.randint(0, 1)
    results = [*RESULTS, GameScore.FORFEIT_WIN]
    if kind == "colours":  # mostly draws: few, big brackets whose colours conflict
        results = [GameScore.DRAW] * 4 + [GameScore.WIN, GameScore.LOSS]
    played = event(size, total=rounds + 1 + extra)
    for _ in range(rounds):
        absent = frozenset(rng.sample(range(1, size + 1), rng.randint(0, 1)))
        pairing = pair_round(played, RULESET, DutchInput(), absent, Colour.WHITE)
        played_round = pairing.to_round()
        games = tuple(replace(g, score=rng.choice(results)) for g in played_round.games)
        if kind in ("dense", "final", "colours"):  # colours at random: every preference
            games = tuple(
                replace(g, white=g.black, black=g.white) if rng.random() < 0.5 else g for g in games
            )
        unpaired = tuple(
            (n, Unpaired.ZERO_BYE if why is Unpaired.ABSENT else why)
            for n, why in played_round.unpaired
        )
        played = replace(
            played, rounds=(*played.rounds, replace(played_round, games=games, unpaired=unpaired))
        )
    a, b = rng.sample(range(1, size + 1), 2)
    given = DutchInput(forbidden=((a, b),) if rng.random() < 0.3 else ())
    every = [(a, b) for a in range(1, size + 1) for b in range(a + 1, size + 1)]
    if kind == "dense":
        given = DutchInput(forbidden=tuple(p for p in every if rng.random() < 0.3))
    if kind == "cross":
        half = size // 2
        cross = [(a, b) for a, b in every if a <= half < b]
        share = rng.choice([0.6, 0.75, 0.9])
        inner = [(a, b) for a, b in every if (a <= half) == (b <= half)]
        chosen = [p for p in cross if rng.random() < share]
        within = 0.25 if seed % 2 else 0.0
        chosen += [p for p in inner if rng.random() < within]
        given = DutchInput(forbidden=tuple(chosen))
        absent = frozenset()
    absent = frozenset(rng.sample(range(1, size + 1), rng.randint(0, 1)))
    return played, given, absent


@pytest.mark.parametrize("seed", range(120))
def test_engine_pairs_as_the_oracle(seed: int) -> None:
    _check(seed, (4, 9), "plain")


@pytest.mark.parametrize("seed", range(80))
def test_engine_pairs_as_the_oracle_with_many_pairs_forbidden(seed: int) -> None:
    _check(1000 + seed, (6, 10), "dense")


@pytest.mark.parametrize("seed", range(160))
def test_engine_exchanges_as_the_oracle(seed: int) -> None:
    _check(2000 + seed, (8, 10), "cross")


@pytest.mark.parametrize("seed", range(120))
def test_engine_pairs_the_final_round_as_the_oracle(seed: int) -> None:
    _check(3000 + seed, (6, 10), "final")


@pytest.mark.parametrize("seed", range(80))
def test_engine_meets_colours_as_the_oracle(seed: int) -> None:
    _check(4000 + seed, (6, 10), "colours")


@pytest.mark.parametrize("seed", [5090, 5217, 5383, 6553, 6598, 6695, 7118, 7307, 7545])
def test_engine_keeps_c10_and_c11_as_the_oracle(seed: int) -> None:
    # final rounds found by breaking on purpose [C10] (5xxx), its place above [C11] (6xxx)
    # or [C10]/[C11]'s above [C12]/[C13] (7xxx): the oracle then disagreed
    _check(seed, (6, 10), "final")


@pytest.mark.parametrize("seed", [11489, 12690])
def test_engine_keeps_c12_above_c13_as_the_oracle(seed: int) -> None:
    # rounds found by weighing [C13] above [C12] on purpose: the oracle then disagreed
    _check(seed, (4, 10), "plain")


def _check(seed: int, sizes: tuple[int, int], kind: str) -> None:
    try:
        played, given, absent = _played(seed, sizes, kind)
    except PairingImpossible:  # an earlier round could not be paired: not this test's case
        pytest.skip("history not pairable")
    here = frozenset(e.number for e in played.entrants) - absent - played.withdrawn
    players = dutch_players(played, arrival_tpn(played, given, here))
    present = {n: p for n, p in players.items() if n not in absent}

    def meets(a: int, b: int) -> bool:
        return may_meet(present[a], present[b], given)

    want = best(present, meets, Colour.WHITE)
    if want is None:
        pytest.skip("no complete pairing")
    got = pair_round(played, RULESET, given, absent, Colour.WHITE)
    boards = frozenset((b.white, b.black) for b in got.boards)
    assert (boards, got.bye) == want
    assert PAB not in {n for p in boards for n in p}
