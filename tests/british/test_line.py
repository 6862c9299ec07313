"""Issue 27 item 6: rule 12's variation at least by colours alone for every downfloater of a
level at once (``individual.british.line``), which the guide's reading's runs of equal
leading keys read to refuse candidate downfloaters without pairing their stayers. The
programme is exact for its relaxed problem (brute force over every top-half-v-bottom-half
pairing by colours) and a bound for the stayers' real pairings with no exchange and the least
transfers; exactness of the search itself is ``test_caa_search``'s brute force (both
readings)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british.bounds import best_inside
from individual.british.colour import ColourNeed
from individual.british.floats import down_place, up_place
from individual.british.levels import solve
from individual.british.line import Line
from individual.british.objectives import GUIDE
from individual.british.problem import Problem, Seat
from individual.matching.maximum import Completability
from individual.vocabulary.colour import Colour
from tests.british.test_caa_search import CLAIMS, perfect_matchings
from tests.british.test_equal_keys import transfers

KINDS = {Colour.WHITE: 0, Colour.BLACK: 1, None: 2}


def _relaxed_least(kinds: Sequence[int], place: int, most: int) -> int:
    """The least variation over every pairing top half v bottom half of ``kinds`` without
    ``place``, no two of one colour but for at most ``most`` of the larger colour group."""
    rest = [k for i, k in enumerate(kinds) if i != place]
    half = len(rest) // 2
    allowed = 0 if rest.count(0) >= rest.count(1) else 1
    best = -1
    for p in permutations(range(half)):
        met = [(rest[i], rest[half + p[i]]) for i in range(half)]
        same = [a for a, b in met if a == b and a != 2]
        if len(same) <= most and all(a == allowed for a in same):
            variation = sum(abs(p[i] - i) for i in range(half))
            best = variation if best < 0 else min(best, variation)
    return best


@settings(max_examples=400, deadline=None)
@given(
    st.lists(st.sampled_from([0, 1, 2]), min_size=1, max_size=6).flatmap(
        lambda half: st.lists(st.sampled_from([0, 0, 1, 1, 2]), min_size=2 * len(half) + 1,
                              max_size=2 * len(half) + 1)
    ),
    st.integers(0, 3),
)  # fmt: skip
def test_the_programme_is_the_least_of_its_relaxed_problem(kinds: list[int], most: int) -> None:
    line = Line(tuple(kinds))
    for place in range(len(kinds)):
        assert line.least(place, most) == _relaxed_least(kinds, place, most)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([None, Colour.WHITE, Colour.BLACK]), min_size=3, max_size=9))
def test_it_bounds_every_pairing_with_no_exchange_and_least_transfers(
    dues: list[Colour | None],
) -> None:
    """As ``bounds.least_variation`` does (the test beside it): for each player floating
    down, no pairing of the others with no exchange and the least transfers varies less."""
    base = list(range(1, len(dues) // 2 * 2 + 2))
    seats = {
        n: Seat(n, 0, i, 1000, ColourNeed(due, CLAIMS[0] if due is None else CLAIMS[1]), None, 0, 0)
        for i, (n, due) in enumerate(zip(base, [*dues, None], strict=False))
    }
    line = Line.of(base, seats)
    for place, down in enumerate(base):
        stay = [n for n in base if n != down]
        half = len(stay) // 2
        everything = list(perfect_matchings(stay, lambda a, b: True))
        least = min(transfers(pairs, seats) for pairs in everything)
        bound = line.least(place, least)
        for pairs in everything:
            at = [tuple(sorted(stay.index(n) for n in pair)) for pair in pairs]
            if transfers(pairs, seats) != least or any(j < half for _, j in at):
                continue
            assert sum(abs(j - i - half) for i, j in at) >= bound >= 0


def _alternating(size: int, lower: int, flip: int, whites: set[int]) -> Problem:
    """One level of ``size`` players whose colours alternate (``whites`` always seek white,
    so the stayers must transfer), the bottom half's first players, down to ``flip``, in step
    with the top half and the others not; ``lower`` players on no points; nobody has met; the
    guide's reading."""
    seats: dict[int, Seat] = {}
    for n in range(1, size + lower + 1):
        due = Colour.WHITE if n % 2 else Colour.BLACK
        if size // 2 < n <= flip or n > size:
            due = Colour.BLACK if n % 2 else Colour.WHITE
        if n in whites:
            due = Colour.WHITE
        score = 4 if n <= size else 0
        seats[n] = Seat(n, score, n - 1, 2400 - n, ColourNeed(due, CLAIMS[3]), None, 0, 0)
    ranked = list(seats)
    problem = Problem(
        seats,
        ranked,
        lambda a, b: True,
        lambda a, b: 0,
        lambda a, b: False,
        down_place(ranked, seats, False),
        up_place(ranked, seats, False),
    )
    return replace(problem, level_order=GUIDE)


def test_a_big_level_pairs_few_candidate_downfloaters(monkeypatch: pytest.MonkeyPatch) -> None:
    """61 players on 2 points whose colours alternate, the bottom half's first ones in step
    with the top half, four more white seekers (so the stayers transfer twice), 21 on 0:
    the candidate downfloaters are of equal leading keys, and each leaves stayers who swap
    neighbours to meet their colours as far as where he stands. The colours alone price
    each exactly here, so the first in rule 20's order and the best are paired (by the cut
    bound, which lets the two transfers lie at every cut, 8 of them)."""
    paired: list[int] = []

    def counted(stay: Sequence[int], *args: object, **kwargs: object) -> object:
        paired.append(len(stay))
        return best_inside(stay, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("individual.british.levels.best_inside", counted)
    problem = _alternating(61, 21, 46, {4, 18, 36, 52})
    pairs, _cost, exact = solve(problem, Completability(problem.order, problem.adjacent))
    assert exact and len(pairs) == 41
    assert paired.count(60) <= 3
