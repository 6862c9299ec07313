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

from individual.british.bounds import best_inside, grades_of, pair_terms, top_bottom_terms
from individual.british.colour import ColourNeed
from individual.british.floats import down_place, up_place
from individual.british.levels import solve
from individual.british.line import Line, assigned
from individual.british.objectives import GUIDE
from individual.british.problem import Problem, Seat
from individual.matching.maximum import Completability
from individual.vocabulary.colour import Colour
from tests.british.test_caa_search import CLAIMS, perfect_matchings
from tests.british.test_equal_keys import transfers


def _relaxed_least(colours: Sequence[int], place: int, most: int, met: set[tuple[int, int]]) -> int:
    """The least variation over every pairing top half v bottom half of ``colours`` (0
    white, 1 black, 2 none) without ``place``, no two of one colour but for at most ``most``
    of the larger colour group, none of ``met`` at one place; -1 if there is none."""
    others = [i for i in range(len(colours)) if i != place]
    half = len(others) // 2
    rest = [colours[i] for i in others]
    larger = 0 if rest.count(0) >= rest.count(1) else 1
    best = -1
    for p in permutations(range(half)):
        if any(p[i] == i and (others[i], others[half + i]) in met for i in range(half)):
            continue
        same = [rest[i] for i in range(half) if rest[i] == rest[half + p[i]] != 2]
        if len(same) <= most and all(c == larger for c in same):
            variation = sum(abs(p[i] - i) for i in range(half))
            best = variation if best < 0 else min(best, variation)
    return best


@settings(max_examples=300, deadline=None)
@given(
    st.integers(1, 5).flatmap(
        lambda half: st.tuples(
            st.lists(st.sampled_from([0, 0, 1, 1, 2]), min_size=2 * half + 1,
                     max_size=2 * half + 1),
            st.sets(st.tuples(st.integers(0, 2 * half), st.integers(0, 2 * half))),
        )
    ),
    st.integers(0, 3),
    st.integers(0, 8),
)  # fmt: skip
def test_the_programme_is_the_least_of_its_relaxed_problem(
    drawn: tuple[list[int], set[tuple[int, int]]], most: int, cut: int
) -> None:
    """Without claims (any player of the larger group may be transferred) and with the two
    of each place who have met: exact, and with ``most`` one more than it when above."""
    colours, met = drawn
    half = len(colours) // 2
    places = {(i, j) for i in range(half + 1) for j in (half + i, half + i + 1)}
    line = Line(tuple(colours), ((0, 0, 0, 0),) * len(colours), frozenset(met & places))
    for place in range(len(colours)):
        least = _relaxed_least(colours, place, most, met)
        assert line.least(place, most) == (least if least >= 0 else half * half + 1)
        cut_short = Line(line.colours, line.claims, line.met).least(place, most, False, cut)
        assert cut_short == (least if 0 <= least <= cut else cut + 1)


def _transferred(
    pairs: Sequence[tuple[int, int]], seats: dict[int, Seat]
) -> list[tuple[int, int, int, int]]:
    """The claims transferred (the weaker of each same-colour pair), weakest first."""
    return sorted(
        min(seats[a].need.claim, seats[b].need.claim)
        for a, b in pairs
        if seats[a].need.due is not None and seats[a].need.due is seats[b].need.due
    )


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from([None, Colour.WHITE, Colour.BLACK]), st.integers(1, 4)),
        min_size=3,
        max_size=9,
    ),
    st.sets(st.tuples(st.integers(1, 9), st.integers(1, 9))),
    st.lists(st.integers(1000, 1003), min_size=10, max_size=10),
)
def test_it_bounds_every_pairing_with_no_exchange_and_least_transfers(
    drawn: list[tuple[Colour | None, int]], met: set[tuple[int, int]], grades: list[int]
) -> None:
    """For each player floating down, no pairing of the others with no exchange, none of
    ``met``, and the least transfers (with claims: the weakest claims transferred) varies
    less than the programme's least, with claims or without; nor is less than
    ``line.assigned``'s variation, squares and grade variation (compared in that order)."""
    base = list(range(1, len(drawn) // 2 * 2 + 2))
    drawn = [*drawn, (None, 0)]
    seats = {
        n: Seat(
            n, 0, i, grades[i], ColourNeed(due, CLAIMS[0] if due is None else CLAIMS[c]), None, 0, 0
        )
        for i, (n, (due, c)) in enumerate(zip(base, drawn, strict=False))
    }

    def adjacent(a: int, b: int) -> bool:
        return (a, b) not in met and (b, a) not in met

    line = Line.of(base, seats, adjacent)
    for place, down in enumerate(base):
        stay = [n for n in base if n != down]
        half = len(stay) // 2
        dues = [seats[n].need.due for n in stay]
        whites, blacks = dues.count(Colour.WHITE), dues.count(Colour.BLACK)
        least = max(0, (abs(whites - blacks) - dues.count(None)) // 2)
        larger = Colour.WHITE if whites >= blacks else Colour.BLACK
        weakest = sorted(seats[n].need.claim for n in stay if seats[n].need.due is larger)
        with_claims = line.least(place, least, True)
        without = line.least(place, least, False)
        assert 0 <= without <= with_claims
        # the same relaxed problem with everyone who has met barred (one matching)
        barred = assigned(stay, seats, adjacent, least, True)
        barred_any = assigned(stay, seats, adjacent, least, False)
        for pairs in perfect_matchings(stay, adjacent):
            at = [tuple(sorted(stay.index(n) for n in pair)) for pair in pairs]
            if transfers(pairs, seats) != least or any(j < half for _, j in at):
                continue
            variation = sum(abs(j - i - half) for i, j in at)
            terms = [pair_terms(grades_of(stay, seats), i, j) for i, j in at]
            priced = tuple(sum(t[k] for t in terms) for k in (1, 2, 3))
            assert variation >= without
            assert barred_any is not None and priced >= barred_any
            if _transferred(pairs, seats) == weakest[:least]:
                assert variation >= with_claims
                assert barred is not None and priced >= barred


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


def test_neighbours_who_have_met_are_priced(monkeypatch: pytest.MonkeyPatch) -> None:
    """The level of ``test_a_big_level_pairs_few_candidate_downfloaters`` where players 10-29
    of the top half have met the bottom half's players one place either side of their own
    opponents (31 + i and 29 + i): the line reads only the two of each place, so it prices
    the candidates below what they can pair, and 32 had their stayers paired; with everyone
    who has met barred (``line.assigned``, one matching of small weights) at most 5."""
    paired: list[int] = []

    def counted(stay: Sequence[int], *args: object, **kwargs: object) -> object:
        paired.append(len(stay))
        return best_inside(stay, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("individual.british.levels.best_inside", counted)
    met = {(i, 30 + i + step) for i in range(10, 30) for step in (1, -1)}
    problem = replace(
        _alternating(61, 21, 46, {4, 18, 36, 52}),
        adjacent=lambda a, b: (a, b) not in met and (b, a) not in met,
    )
    pairs, _cost, exact = solve(problem, Completability(problem.order, problem.adjacent))
    assert exact and len(pairs) == 41
    assert not any(pair in met or pair[::-1] in met for pair in pairs)
    assert paired.count(60) <= 5


def test_tied_candidates_are_priced_by_squares_and_grades(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """21 players on 2 points, none with a colour yet, 9 on 0; the two at the top have met
    the first three below the mid-line (11-13). Whoever floats down from below 13 or from
    the top half below 2, the stayers' best pairing varies alike (the top two cross to the
    bottom half's third and fourth), with the same squares and grade variation: only rule
    20's place tells them apart, after the grade variation. The line reads only the two of
    each place, and ``line.assigned``'s variation alone ties them, so each had its stayers
    paired; with the squares and the grade variation priced too (a bound for each, as
    ``line.assigned`` takes them), they are refused unpaired."""
    paired: list[int] = []

    def counted(stay: Sequence[int], *args: object, **kwargs: object) -> object:
        paired.append(len(stay))
        return best_inside(stay, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("individual.british.levels.best_inside", counted)
    no_colour = ColourNeed(None, CLAIMS[0])
    seats = {
        n: Seat(n, 4 if n <= 21 else 0, n - 1, 2400 - 7 * n, no_colour, None, 0, 0)
        for n in range(1, 31)
    }
    met = {(a, b) for a in (1, 2) for b in (11, 12, 13)}
    ranked = list(seats)
    problem = Problem(
        seats,
        ranked,
        lambda a, b: (a, b) not in met and (b, a) not in met,
        lambda a, b: 0,
        lambda a, b: False,
        down_place(ranked, seats, False),
        up_place(ranked, seats, False),
        level_order=GUIDE,
    )
    pairs, _cost, exact = solve(problem, Completability(problem.order, problem.adjacent))
    assert exact and len(pairs) == 15
    assert not any(pair in met or pair[::-1] in met for pair in pairs)
    assert paired.count(20) <= 3


@given(st.lists(st.integers(1000, 2000), min_size=2, max_size=12).filter(lambda g: len(g) % 2 == 0))
def test_top_bottom_terms_are_pair_terms(grades: list[int]) -> None:
    """The terms ``line.assigned`` prices every top-v-bottom pair by are rule 12's own."""
    half = len(grades) // 2
    places = [(i, j) for i in range(half) for j in range(half, 2 * half)]
    found = dict(top_bottom_terms(grades, places))
    assert found == {(i, j): tuple(pair_terms(grades, i, j)[1:]) for i, j in places}
