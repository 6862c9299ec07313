"""The CAA 2009 and English Schools rule tables, and the options as rules 28, 29, 35, 37
and 39 describe them."""

from __future__ import annotations

import pytest

from individual.british.caa2009 import pair_round
from individual.british.common import seats_of
from individual.british.extras import CaaInput, CaaOptions
from individual.british.floats import down_place, up_place
from individual.british.roles import Role, british_detail
from individual.swiss.history import player_states
from individual.swiss.model import Entrant, Game, SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.vocabulary.articles import Status
from individual.vocabulary.errors import PairingImpossible
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from rulesets.caa_british_2009 import CAA_BRITISH_2009
from rulesets.sca_schools import SCA_SCHOOLS


def test_every_rule_is_listed_once() -> None:
    assert [a.number for a in CAA_BRITISH_2009.articles] == [str(n) for n in range(1, 41)]
    numbers = [*range(1, 13), *range(17, 31)]
    assert [a.number for a in SCA_SCHOOLS.articles] == [str(n) for n in numbers]


def test_implemented_rules_name_a_place_and_the_others_say_why() -> None:
    """Each implemented rule names where (the place itself is checked to exist and to be a
    function or class by tests/architecture/test_articles.py); the others say why."""
    for article in (*CAA_BRITISH_2009.articles, *SCA_SCHOOLS.articles):
        if article.status is Status.IMPLEMENTED:
            assert article.where.startswith("individual."), article
        else:
            assert article.note, article


def _event(rounds: tuple[SwissRound, ...] = (), players: int = 8) -> SwissEvent:
    entrants = tuple(Entrant(n, Player(f"P{n:02d}", 2000 - 10 * n)) for n in range(1, players + 1))
    return SwissEvent("options", entrants, rounds, total_rounds=5)


def test_rules_28_and_29_change_where_the_floater_searches_start() -> None:
    """Seven players on one level, all without colour: rule 20 looks from the mid-line down
    (4 first), rule 29 from the bottom up (7 first); rule 21 from the top (1 first), rule 28
    from the mid-line up (3 first)."""
    event = _event(players=7)
    states = player_states(event)
    ranked = list(range(1, 8))
    seats = seats_of(ranked, states, event)
    assert min(ranked, key=down_place(ranked, seats, False)) == 4
    assert min(ranked, key=down_place(ranked, seats, True)) == 7
    assert min(ranked, key=lambda n: up_place(ranked, seats, False)(n, 7)) == 1
    assert min(ranked, key=lambda n: up_place(ranked, seats, True)(n, 7)) == 3


def _pairs(pairing: SwissPairing) -> set[frozenset[int]]:
    return {frozenset((b.white, b.black)) for b in pairing.boards}


def test_rule_37_half_point_byes_of_round_1_do_not_meet_in_round_2() -> None:
    """1 v 3 and 7 v 5 drawn, 2, 4, 6, 8 had half-point byes: all on ½, and the ideal
    pairing 1-5, 2-6, 3-7, 4-8 pairs the byes together unless rule 37 applies."""
    draws = (Game(1, 3, GameScore.DRAW), Game(7, 5, GameScore.DRAW))
    byes = tuple((n, Unpaired.HALF_BYE) for n in (2, 4, 6, 8))
    event = _event((SwissRound(1, draws, byes),))
    together = {frozenset((2, 6)), frozenset((4, 8))}
    assert _pairs(pair_round(event)).isdisjoint(together)
    plain = pair_round(event, CaaInput(options=CaaOptions(half_byes_round2=False)))
    assert together <= _pairs(plain)


def test_rule_39_a_defaulted_pairing_is_not_repeated() -> None:
    """Round 1 was four double defaults (no games, so rule 1 allows them again): the ideal
    pairing repeats them all unless rule 39 applies."""
    games = tuple(Game(a, a + 4, GameScore.DOUBLE_FORFEIT) for a in (1, 2, 3, 4))
    event = _event((SwissRound(1, games),))
    defaulted = {frozenset((a, a + 4)) for a in (1, 2, 3, 4)}
    assert _pairs(pair_round(event)).isdisjoint(defaulted)
    plain = pair_round(event, CaaInput(options=CaaOptions(defaults=False)))
    assert _pairs(plain) == defaulted


def test_an_unpairable_round_gives_typed_causes() -> None:
    """Two players who met in round 1 cannot meet again (rule 1); three who all met leave
    no bye that lets the others be paired (rule 6): each cause names its rule and, for the
    bye, the candidates that block."""
    met = _event((SwissRound(1, (Game(1, 2, GameScore.WIN),)),), players=2)
    with pytest.raises(PairingImpossible) as rule1:
        pair_round(met)
    (cause,) = rule1.value.causes
    assert (cause.article, str(cause)) == ("Rule 1", "rule 1: too many have met")
    games = (Game(1, 2, GameScore.WIN), Game(1, 3, GameScore.WIN), Game(2, 3, GameScore.WIN))
    bye = Unpaired.PAIRING_BYE
    rounds = tuple(
        SwissRound(i, (g,), ((6 - g.white - g.black, bye),)) for i, g in enumerate(games, 1)
    )
    with pytest.raises(PairingImpossible) as rule6:
        pair_round(_event(rounds, players=3))
    (cause,) = rule6.value.causes
    assert cause.article == "Rule 6" and sorted(cause.subjects) == [1, 2, 3]


def test_rule_6_bye_is_chosen_by_the_whole_cost_of_the_round() -> None:
    """Issue 17: round 1 was 1-4 and 5-2 (white won both), 3 had the bye. On the lowest
    level (2, 4: white seekers, neither with a bye) rule 6's order, from the mid-line down,
    reaches 4 first; but the bye to 4 leaves 2, who has met 5, so 1 (further along rule
    20's search than 5, the first below the 1-point mid-line) must float down. The bye to 2,
    as eligible, lets 5 float to 4: the round's whole cost (rule 2) chooses 2, and the trail
    says so."""
    games = (Game(1, 4, GameScore.WIN), Game(5, 2, GameScore.WIN))
    event = _event((SwissRound(1, games, ((3, Unpaired.PAIRING_BYE),)),), players=5)
    pairing = pair_round(event)
    assert pairing.bye == 2
    assert _pairs(pairing) == {frozenset((1, 3)), frozenset((4, 5))}
    (bye,) = (d for d in pairing.trail.decisions if d.role is Role.CAA_BYE)
    assert bye.subjects == (2,) and bye.article == "Rule 6"
    detail = british_detail(bye.detail)
    assert detail.eligible == (4, 2) and detail.tied is False
    assert "chosen among 4, 2 by the round's whole cost (rule 2): the least cost" in bye.render()


def test_rules_10_19_a_floater_does_not_skip_a_score_level() -> None:
    """Issue 17: round 4 of 1-4 (5-8 absent) on 2½, 2, 2 and 1 points, all seeking black.
    1 v 4 floats 1 past the 2-point level that could take him (one pair, 1½ points); rule
    19 floats him to the next level: 1 v 2 and 3 v 4 (two floats of ½ and 1 point). Counted
    per level boundary crossed, both make two floats, and the largest score difference of a
    float decides (rule 10: the minimum score difference)."""
    win, draw, loss = GameScore.WIN, GameScore.DRAW, GameScore.LOSS
    rounds = (
        SwissRound(1, (Game(1, 5, win), Game(2, 6, win), Game(3, 7, win), Game(4, 8, draw))),
        SwissRound(2, (Game(6, 1, loss), Game(7, 2, loss), Game(8, 3, draw), Game(5, 4, draw))),
        SwissRound(3, (Game(1, 7, draw), Game(2, 8, loss), Game(3, 5, draw), Game(4, 6, loss))),
    )
    event = _event(rounds)
    scores = {n: s.score for n, s in player_states(event).items() if n <= 4}
    assert scores == {1: 5, 2: 4, 3: 4, 4: 2}
    pairing = pair_round(event, absent=frozenset({5, 6, 7, 8}))
    assert _pairs(pairing) == {frozenset((1, 2)), frozenset((3, 4))}


def test_rule_21_upfloater_searched_from_the_top_after_colour() -> None:
    """Issue 17, fault 3: round 3 of 1-4 (5-8 absent). 1 (2 points) seeks black alone; the
    1½ level is 2, 3 (black seekers, the same claim as 1) and 4 (white seeker). 4 v 1 then
    2 v 3, or 2 v 1 then 4 v 3: one transfer either way, equal claims. The colour change is
    weighed across both levels first (rule 17; set F, advice 10), and then the upfloater is
    searched from the top (set F: "Ideally Pin 2 should float up", the top player, of the
    downfloater's own colour group): 2 meets 1, not 4 from rule 21's opposite group."""
    win, draw, loss = GameScore.WIN, GameScore.DRAW, GameScore.LOSS
    rounds = (
        SwissRound(1, (Game(5, 1, loss), Game(7, 2, loss), Game(8, 3, loss), Game(4, 6, draw))),
        SwissRound(2, (Game(1, 6, win), Game(2, 8, draw), Game(3, 5, draw), Game(7, 4, loss))),
    )
    event = _event(rounds)
    states = player_states(event)
    assert {n: states[n].score for n in range(1, 5)} == {1: 4, 2: 3, 3: 3, 4: 3}
    pairing = pair_round(event, absent=frozenset({5, 6, 7, 8}))
    assert _pairs(pairing) == {frozenset((1, 2)), frozenset((3, 4))}
