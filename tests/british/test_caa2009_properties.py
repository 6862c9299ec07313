"""Properties of the CAA 2009 engine over seeded random events (as for the FIDE engine):
nobody meets twice (rule 1), every present player is paired once or has the bye, one bye at
most and only for an odd number, requested byes and absences are left out, and the same
input gives the same pairing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british.extras import CaaOptions
from individual.swiss.history import player_states
from tests.caa_simulate import pair_with, simulate

OPTIONS = st.builds(
    CaaOptions,
    long_event=st.booleans(),
    large_event=st.booleans(),
    clubs_until=st.integers(0, 9),
    half_byes_round2=st.booleans(),
    defaults=st.booleans(),
)


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 14),
    rounds=st.integers(1, 7),
    seed=st.integers(0, 10_000),
    options=OPTIONS,
)
def test_every_round_is_sound(players: int, rounds: int, seed: int, options: CaaOptions) -> None:
    if rounds >= players:
        rounds = players - 1 if players > 2 else 1
    for event, absent, extra, pairing in simulate(players, rounds, seed, 0.1, options):
        states = player_states(event)
        present = {e.number for e in event.entrants} - absent
        seen = [n for b in pairing.boards for n in (b.white, b.black)]
        seen += [pairing.bye] if pairing.bye is not None else []
        assert sorted(seen) == sorted(present)
        assert (pairing.bye is not None) == (len(present) % 2 == 1)
        for board in pairing.boards:
            assert board.black not in states[board.white].opponents
        assert pair_with(event, extra, absent) == pairing
