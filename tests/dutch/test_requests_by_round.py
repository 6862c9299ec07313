"""The requests of an event whose rounds were paired with other ones (``Requests.paired_with``:
a workbook's Log records the Acceleration and Forbidden pairs each round was paired with):
resolved, every round has the virtual points and forbidden pairs of the requests it was
paired with, resolved alone, and the rounds after those of the event's own; records 250
and 260 join neighbouring rounds (``by_round``)."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from individual.swiss.requests import Acceleration, Forbidden, Requests

ROUNDS, PLAYERS = 7, 14


@st.composite
def _requests(draw: st.DrawFn) -> Requests:
    """The Baku method or none, and forbidden groups in ranges of rounds."""
    groups = []
    for _ in range(draw(st.integers(0, 3))):
        first = draw(st.integers(1, ROUNDS))
        last = draw(st.integers(first, ROUNDS))
        players = draw(st.lists(st.integers(1, PLAYERS), min_size=2, max_size=3, unique=True))
        groups.append(Forbidden(first, last, tuple(players)))
    baku = draw(st.booleans())
    accelerated = draw(st.integers(0, ROUNDS)) if baku else 0
    last = draw(st.sampled_from([0, 4, 6, 8])) if baku else 0
    return Requests(tuple(groups), baku=baku, baku_rounds=accelerated, baku_last=last)


_EVENT = st.tuples(
    _requests(),
    st.dictionaries(st.integers(1, ROUNDS - 1), _requests(), max_size=ROUNDS - 1),
    st.integers(0, ROUNDS - 1),
)


@given(_EVENT)
def test_each_round_has_the_requests_it_was_paired_with(
    event: tuple[Requests, dict[int, Requests], int],
) -> None:
    own, paired, played = event
    ranked = list(range(1, PLAYERS + 1))
    asked = replace(own, paired_with=tuple(sorted(paired.items())))
    resolved = asked.resolved(ranked, ROUNDS, None, played)
    assert not resolved.baku and not resolved.paired_with
    for number in range(1, ROUNDS + 1):
        then = paired.get(number, own)
        alone = then.resolved(ranked, ROUNDS, None, played)
        assert resolved.virtual_points(number) == alone.virtual_points(number), number
        assert resolved.forbidden_pairs(number) == then.forbidden_pairs(number), number
        assert asked.forbidden_pairs(number) == then.forbidden_pairs(number), number


def test_neighbouring_rounds_are_joined() -> None:
    """The Baku method (7 rounds: a point in rounds 1-2, half a point in 3-4) with round 2
    paired without it and round 3 forbidding 1-2: record 250 says round 1, then rounds 3-4;
    record 260 round 3 alone."""
    own = Requests(baku=True)
    asked = replace(own, paired_with=((2, Requests()), (3, Requests((Forbidden(1, 7, (1, 2)),),
                                                                    baku=True))))  # fmt: skip
    resolved = asked.resolved(list(range(1, 9)), ROUNDS)
    assert resolved.accelerations == (
        Acceleration(2, 1, 1, 1, 4),
        Acceleration(1, 3, 4, 1, 4),
    )
    assert resolved.forbidden == (Forbidden(3, 3, (1, 2)),)
