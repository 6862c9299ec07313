"""Decisions of equal float keys at a score level (issue 17): the least variation their
stayers' colours allow (``bounds.least_variation``) is a true bound, and it orders them, so
that once a level tuple with no exchange is found the decisions that cannot vary less are
refused without pairing their stayers. Exactness itself is the brute-force search test
(``test_caa_search.test_search_finds_the_least_cost_of_all_pairings``)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british.bounds import best_inside, least_variation
from individual.british.colour import ColourNeed
from individual.british.problem import Pair, Seat
from individual.generate import Plan
from individual.vocabulary.colour import Colour
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS
from tests.british.test_caa_search import CLAIMS, perfect_matchings


def transfers(pairs: Sequence[Pair], seats: dict[int, Seat]) -> int:
    """Same-colour pairs (rules 15-17's transfers)."""
    return sum(
        seats[a].need.due is not None and seats[a].need.due is seats[b].need.due for a, b in pairs
    )


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([None, Colour.WHITE, Colour.BLACK]), min_size=2, max_size=10))
def test_least_variation_bounds_every_pairing_with_no_exchange_and_least_transfers(
    dues: list[Colour | None],
) -> None:
    stay = list(range(1, len(dues) // 2 * 2 + 1))
    seats = {
        n: Seat(
            n, 0, i, 1000, ColourNeed(due, (0, 0, 0, 0) if due is None else CLAIMS[1]), None, 0, 0
        )
        for i, (n, due) in enumerate(zip(stay, dues, strict=False))
    }
    half = len(stay) // 2
    everything = list(perfect_matchings(stay, lambda a, b: True))
    least = min(transfers(pairs, seats) for pairs in everything)
    bound = least_variation(stay, seats, least)
    for pairs in everything:
        crossing = [tuple(sorted(p)) for p in pairs]
        if transfers(pairs, seats) != least or any(b <= half for _, b in crossing):
            continue  # an exchange (two of the top half) or more transfers than the least
        assert sum(abs(b - a - half) for a, b in crossing) >= bound


def test_the_bye_among_many_equal_candidates_pairs_few_of_their_levels(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Round 2 of a generated 101-player CAA event: the bye goes to the lowest level, whose
    every eligible player is a decision of equal keys (rule 6's order only breaks ties),
    each leaving different stayers. Ordered by their least variation, the stayers of a few
    are paired: five pairings of stayers in the two rounds (28 before, one per candidate
    tried)."""
    paired: list[int] = []

    def counted(stay: Sequence[int], *args: object, **kwargs: object) -> object:
        paired.append(len(stay))
        return best_inside(stay, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("individual.british.levels.best_inside", counted)
    ruleset = SWISS_RULESETS["caa-2009"]
    event, _ = SYSTEMS["caa-2009"].generate(Plan(101, 2, 1), ruleset, Colour.WHITE)
    assert len(event.rounds) == 2 and event.rounds[1].bye is not None
    assert len(paired) <= 10
