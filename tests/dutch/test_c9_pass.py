"""[C9] weighs only in a bracket that downfloats exactly one player (2.4), so a bracket whose
answer with [C9] floats another number is paired again without it
(``individual.dutch.generation.pair_bracket``). When that answer floats nobody the second
pairing is skipped: every matching as good in [C5]-[C8] floats nobody ([C6]), so holds no
edge with a [C9] digit (a PAB edge of the bracket), and the answer without [C9] is the
same. Checked on seeded events: wherever it is skipped, the pairing without [C9] is that
answer."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from individual.dutch import generation
from individual.dutch.inputs import DutchInput
from individual.swiss.model import Unpaired
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.result import GameScore
from tests.dutch.events import event, pair

_RESULTS = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.WIN, GameScore.LOSS)


def test_no_second_pairing_without_c9_when_nobody_floats(monkeypatch: pytest.MonkeyPatch) -> None:
    best = generation._best
    skipped = 0

    def checking(*args: object) -> generation.Outcome:
        nonlocal skipped
        got = best(*args)  # type: ignore[arg-type]
        bracket, remaining, players, allowed, lot, c9 = args
        if (
            c9
            and not got.floaters
            and generation._c9_weighs(
                bracket,  # type: ignore[arg-type]
                remaining,  # type: ignore[arg-type]
                players,  # type: ignore[arg-type]
                allowed,  # type: ignore[arg-type]
            )
        ):
            skipped += 1
            assert best(bracket, remaining, players, allowed, lot, False) == got  # type: ignore[arg-type]
        return got

    monkeypatch.setattr(generation, "_best", checking)
    for seed in range(40):
        rng = random.Random(seed)
        n = rng.randint(9, 41) | 1  # odd: a PAB vertex, so [C9] can weigh
        played = event(n, total=9)
        for _ in range(rng.randint(3, 7)):
            absent = frozenset(rng.sample(range(1, n + 1), rng.choice((0, 0, 2))))
            try:
                got = pair(played, DutchInput(), absent)
            except PairingImpossible:
                break
            done = got.to_round()
            games = tuple(replace(g, score=rng.choice(_RESULTS)) for g in done.games)
            unpaired = tuple(
                (m, Unpaired.ZERO_BYE if why is Unpaired.ABSENT else why)
                for m, why in done.unpaired
            )
            played = replace(
                played, rounds=(*played.rounds, replace(done, games=games, unpaired=unpaired))
            )
    assert skipped
