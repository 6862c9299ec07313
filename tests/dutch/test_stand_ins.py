"""The stand-ins of ``individual.dutch.generation`` (the players below a bracket's next
scoregroup, and that scoregroup itself, as a few interchangeable vertices) change no
answer: seeded events paired round by round with them and with every bracket's whole graph
give the same boards, PAB and trail; the family reaches both outcomes of the realisation
check of the next scoregroup's stand-ins (taken, and refused so a larger graph is paired)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

from individual.dutch import generation
from individual.dutch.inputs import DutchInput
from individual.swiss.model import SwissEvent, SwissPairing, Unpaired
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.result import GameScore
from tests.dutch.events import event, pair, pairs

_RESULTS = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.WIN, GameScore.LOSS)


def _rounds(seed: int) -> list[tuple[SwissEvent, DutchInput, frozenset[int]]]:
    """A seeded event's rounds (the history, the input, the absent), paired by the engine."""
    rng = random.Random(seed)
    n = rng.randint(24, 60)
    played = event(n, total=9)
    rounds = []
    for _ in range(rng.randint(4, 8)):
        absent = frozenset(rng.sample(range(1, n + 1), rng.randint(0, 3)))
        forbidden = tuple(
            (a, b) for a, b in (rng.sample(range(1, n + 1), 2) for _ in range(rng.randint(0, n)))
        )
        inputs = DutchInput(forbidden=forbidden)
        try:
            got = pair(played, inputs, absent)
        except PairingImpossible:
            break
        rounds.append((played, inputs, absent))
        done = got.to_round()
        games = tuple(replace(g, score=rng.choice(_RESULTS)) for g in done.games)
        unpaired = tuple(
            (m, Unpaired.ZERO_BYE if why is Unpaired.ABSENT else why) for m, why in done.unpaired
        )
        after = replace(done, games=games, unpaired=unpaired)
        played = replace(played, rounds=(*played.rounds, after))
    return rounds


def _same(a: SwissPairing, b: SwissPairing) -> bool:
    return (a.boards, a.bye, a.trail) == (b.boards, b.bye, b.trail)


def test_stand_ins_change_no_pairing(monkeypatch: pytest.MonkeyPatch) -> None:
    realised = generation._realised
    seen: Counter[tuple[bool, bool]] = Counter()

    def counting(*args: object, **kwargs: object) -> bool:
        got = realised(*args, **kwargs)  # type: ignore[arg-type]
        seen[(bool(args[5] if len(args) > 5 else kwargs.get("following")), got)] += 1
        return got

    for seed in range(30):
        for played, inputs, absent in _rounds(seed):
            with monkeypatch.context() as patch:
                patch.setattr(generation, "_realised", counting)
                relaxed = pair(played, inputs, absent)
            with monkeypatch.context() as patch:
                patch.setattr(generation, "_relaxed", lambda *args: None)
                whole = pair(played, inputs, absent)
            assert _same(relaxed, whole), (seed, played.next_round)
    assert seen[(True, True)] and seen[(True, False)], seen


def test_next_scoregroup_stand_ins_the_real_players_cannot_play() -> None:
    # round one, Baku-like virtual points: bracket 1-4 (+1 point), next scoregroup 5-12
    # (+1/2), below 13-16. In the bracket only 1-2 and 1-3 may meet (S1 = 1, S2 = 2 3 4):
    # the first candidate 1-2 floats 3 and 4, who may meet only 5 of the next scoregroup,
    # so one of them would float on below ([C8]); 1-3 floats 2 (who may meet anyone there)
    # and 4. As stand-ins, 3 and 4 would both "meet the next scoregroup": the check refuses
    # that, and the answer is the whole graph's
    inside = ((1, 4), (2, 3), (2, 4), (3, 4))
    only_5 = tuple((p, f) for p in (3, 4) for f in range(6, 13))
    virtual = tuple((p, 2) for p in range(1, 5)) + tuple((p, 1) for p in range(5, 13))
    got = pair(event(16), DutchInput(forbidden=inside + only_5, virtual_points=virtual))
    assert {frozenset((1, 3)), frozenset((4, 5))} <= pairs(got)
