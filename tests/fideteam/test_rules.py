"""C.04.6 article by article: the examples of the text, the preference table, the colour
cascade, and the exact searches against brute force."""

from __future__ import annotations

import itertools
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind
from individual.vocabulary.result import GameScore
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.fideteam.bracket import first_at_no_cost, least_identifier
from olympiad.fideteam.colours import allocate
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.history import Preference, TeamState, colour_preference
from olympiad.fideteam.pairing import pair_round
from olympiad.fideteam.ruleset import parse_system
from olympiad.fideteam.upfloaters import candidate_sets, score_levels
from rulesets.fide_team_2026 import FIDE_TEAM_2026

W, B = Colour.WHITE, Colour.BLACK


def identifier(pairs: list[tuple[int, int]]) -> tuple[int, ...]:
    """3.6.2: the top members ascending, then the bottom member of each."""
    ordered = sorted((min(p), max(p)) for p in pairs)
    return (*(a for a, _ in ordered), *(b for _, b in ordered))


def test_the_identifier_of_the_example_of_3_6_2() -> None:
    assert identifier([(11, 24), (16, 6), (10, 9), (8, 4)]) == (4, 6, 9, 11, 8, 16, 10, 24)


def test_the_sets_of_upfloaters_of_the_example_of_3_5_4() -> None:
    scores = {2: 3, 6: 3, 8: 3, 1: 2.5, 3: 2.5, 5: 2.5}
    states = {t: _state(t, Fraction(s)) for t, s in scores.items()}
    levels = score_levels(list(scores), states)
    sets = list(candidate_sets(levels, (2, 1)))
    assert sets == [
        (2, 6, 1), (2, 6, 3), (2, 6, 5), (2, 8, 1), (2, 8, 3), (2, 8, 5),
        (6, 8, 1), (6, 8, 3), (6, 8, 5),
    ]  # fmt: skip


def _all_matchings(vertices: list[int]) -> list[list[tuple[int, int]]]:
    if not vertices:
        return [[]]
    first, rest = vertices[0], vertices[1:]
    found = []
    for i, other in enumerate(rest):
        for tail in _all_matchings(rest[:i] + rest[i + 1 :]):
            found.append([(first, other), *tail])
    return found


@pytest.mark.parametrize("seed", range(60))
def test_the_bracket_is_the_first_identifier_of_least_cost(seed: int) -> None:
    """3.6.4 by brute force: every perfect matching, least (C8, C9, C10) then identifier."""
    rnd = random.Random(seed)
    n = rnd.choice((2, 4, 6, 8))
    edges = {
        (i, j): (rnd.randint(0, 1), rnd.randint(0, 1), rnd.randint(0, 2))
        for i in range(n)
        for j in range(i + 1, n)
        if rnd.random() < 0.8
    }
    best = None
    for matching in _all_matchings(list(range(n))):
        pairs = [(min(p), max(p)) for p in matching]
        if any(p not in edges for p in pairs):
            continue
        cost = tuple(sum(edges[p][k] for p in pairs) for k in range(3))
        key = (cost, identifier(pairs))
        best = key if best is None or key < best else best
    mate = least_identifier(n, edges)
    if best is None:
        assert mate is None
        return
    assert mate is not None
    pairs = [(v, mate[v]) for v in range(n) if mate[v] > v]
    cost = tuple(sum(edges[p][k] for p in pairs) for k in range(3))
    assert (cost, identifier(pairs)) == best


@pytest.mark.parametrize("seed", range(80))
def test_the_greedy_first_identifier_at_no_cost_is_the_brute_force_one(seed: int) -> None:
    rnd = random.Random(seed)
    n = rnd.choice((2, 4, 6, 8, 10))
    free = {(i, j) for i in range(n) for j in range(i + 1, n) if rnd.random() < 0.45}
    found = [
        identifier([(min(p), max(p)) for p in m])
        for m in _all_matchings(list(range(n)))
        if all((min(p), max(p)) in free for p in m)
    ]
    mate = first_at_no_cost(n, free)
    if not found:
        assert mate is None
        return
    assert mate is not None
    assert identifier([(v, mate[v]) for v in range(n) if mate[v] > v]) == min(found)


@pytest.mark.parametrize(
    ("colours", "model", "last", "expected"),
    [
        ((), "typeb", False, None),
        ((W,), "typea", False, None),  # CD +1: no type A preference
        ((W,), "typeb", False, Preference(B, False)),  # CD +1: mild black
        ((W, W), "typea", False, Preference(B, True)),  # CD > +1
        ((B, W, W), "typea", False, Preference(B, True)),  # CD +1, WW last
        ((W, B, B), "typea", False, Preference(W, True)),  # CD -1, BB last
        ((W, W, B, B), "typea", False, Preference(W, True)),  # CD 0, BB last
        ((W, B), "typeb", False, Preference(W, False)),  # CD 0, black last, not last round
        ((W, B), "typeb", True, None),  # CD 0 in the last round
        ((B, W, W, B), "typeb", False, Preference(W, False)),
        ((B, B, W), "typea", False, None),  # CD -1, last two not the same
        ((W, B, B), "nocolor", False, None),
    ],
)
def test_colour_preferences_of_1_7(
    colours: tuple[Colour, ...], model: str, last: bool, expected: Preference | None
) -> None:
    assert colour_preference(colours, model, last) == expected


def _state(
    tpn: int,
    score: Fraction = Fraction(0),
    colours: tuple[Colour, ...] = (),
    preference: Preference | None = None,
    secondary: Fraction = Fraction(0),
) -> TeamState:
    return TeamState(tpn, score, secondary, frozenset(), colours, False, False, preference)


def test_4_3_1_neither_has_played_the_first_team_by_tpn_parity() -> None:
    odd = allocate(_state(3), _state(8), initial=W, uses_secondary=True, type_b=False)
    assert (odd.white, odd.decision.cited(str)) == (3, "4.3.1")
    even = allocate(_state(4), _state(7), initial=W, uses_secondary=True, type_b=False)
    assert even.white == 7
    black = allocate(_state(3), _state(8), initial=B, uses_secondary=True, type_b=False)
    assert black.white == 8


def test_4_3_2_to_4_3_4_preferences_granted() -> None:
    a = _state(1, colours=(W, W), preference=Preference(B, True))
    b = _state(2, colours=(W,))
    assert allocate(a, b, initial=W, uses_secondary=True, type_b=False).white == 2  # 4.3.2
    c = _state(2, colours=(B, B), preference=Preference(W, True))
    opposite = allocate(a, c, initial=W, uses_secondary=True, type_b=False)
    assert (opposite.white, opposite.decision.cited(str)) == (2, "4.3.3")
    mild = _state(2, colours=(W,), preference=Preference(B, False))
    strong = allocate(a, mild, initial=W, uses_secondary=True, type_b=True)
    assert (strong.white, strong.decision.cited(str)) == (2, "4.3.4")


def test_4_3_5_white_to_the_lower_colour_difference() -> None:
    a = _state(1, colours=(W, B, W))
    b = _state(2, colours=(B, W, B))
    choice = allocate(a, b, initial=W, uses_secondary=True, type_b=False)
    assert (choice.white, choice.decision.cited(str)) == (2, "4.3.5")


def test_4_3_6_alternates_from_the_last_different_colours_right_aligned() -> None:
    a = _state(1, colours=(W, B, W, B))  # CD 0
    b = _state(2, colours=(B, W, B))  # CD -1 ... make equal differences
    b = _state(2, colours=(B, W, W, B))
    choice = allocate(a, b, initial=W, uses_secondary=True, type_b=False)
    # right-aligned: last B/B, then W/W, then B/W: team 1 had black, so it gets white
    assert (choice.white, choice.decision.cited(str)) == (1, "4.3.6")


def test_4_2_the_first_team_by_score_then_secondary_then_tpn() -> None:
    a = _state(5, Fraction(4), (W, B), secondary=Fraction(6))
    b = _state(2, Fraction(4), (W, B), secondary=Fraction(7))
    choice = allocate(a, b, initial=W, uses_secondary=True, type_b=False)
    assert (choice.white, choice.decision.cited(str)) == (2, "4.3.8")  # 2 is first: W after B
    assert allocate(a, b, initial=W, uses_secondary=False, type_b=False).white == 2


def test_record_192_names_the_variant() -> None:
    assert parse_system("FIDE_TEAM_TYPEA_MP_GP") == ("typea", "mp-gp")
    assert parse_system("FIDE_TEAM_TYPEB_GP") == ("typeb", "gp")
    assert parse_system("FIDE_TEAM_MP_GP") == ("nocolor", "mp-gp")
    assert parse_system("FIDE_TEAM") == ("typea", "mp-gp")
    assert parse_system("FIDE_DUTCH_2025") is None
    for colours, scoring in itertools.product(("typea", "typeb", "nocolor"), ("mp", "gp-mp")):
        ruleset = replace(FIDE_TEAM_2026, colours=colours, scoring=scoring)  # type: ignore[arg-type]
        assert parse_system(ruleset.system_name) == (colours, scoring)


def _played(number: int, pairs: list[tuple[int, int, GameScore]]) -> Round:
    return Round(number, tuple(Match(a, b, (g, g, g, g)) for a, b, g in pairs))


def _event(teams: int, rounds: list[Round], total: int = 9) -> Event:
    return Event(
        "t", tuple(Team(n, f"T{n}") for n in range(1, teams + 1)), FIDE_TEAM_2026,
        tuple(rounds), total,
    )  # fmt: skip


def test_3_4_the_bye_to_the_lowest_score_largest_tpn() -> None:
    one = _played(1, [(1, 2, GameScore.WIN), (3, 4, GameScore.WIN)])
    pairing = pair_round(_event(5, [replace(one, bye=5)]))
    assert pairing.bye == 4  # 2 and 4 lost (5 had a draw's points); 4 has the larger TPN
    assert pairing.trail.of_kind(Kind.BYE)[0].article == "3.4"


def test_2_1_2_no_second_bye() -> None:
    first = replace(_played(1, [(2, 3, GameScore.WIN)]), bye=1)
    second = replace(_played(2, [(1, 2, GameScore.WIN)]), bye=3)
    pairing = pair_round(_event(3, [first, second]))
    assert pairing.bye == 2  # 3 has the lowest score but had the bye
    assert any(d.article == "2.1.2" and d.subjects == (3,) for d in pairing.trail.decisions)


def test_c6_asks_nothing_of_a_following_scoregroup_that_became_upfloaters() -> None:
    """Round 6 (36 teams, type B, game points): 5 (16) takes 2 (14, the following scoregroup
    of 4's 15½) as its upfloater; so for 4's bracket [C6] asks nothing (2.3.3: "Unless all
    the teams in the following scoregroup became or are upfloaters") and [C7] passes over 3,
    a floater last round, for 6 (gacrux pairs the same; once read otherwise here, [C6] on
    the next scoregroup with teams left, 3, 6, 7, took 3)."""
    rnd = random.Random(11)
    event = random_event(replace(FIDE_TEAM_2026, colours="typeb", scoring="gp"), 36, 9, rnd,
                         absence=0.04, played=5)  # fmt: skip
    after = random_event(replace(FIDE_TEAM_2026, colours="typeb", scoring="gp"), 36, 9,
                         random.Random(11), absence=0.04)  # fmt: skip
    pairing = pair_round(event, absent=after.rounds[5].absent)
    pairs = {frozenset((m.first, m.second)) for m in pairing.matches}
    assert frozenset((2, 5)) in pairs and frozenset((4, 6)) in pairs
    passed = [d for d in pairing.trail.decisions if d.kind is Kind.REJECTED]
    assert any(d.article == "2.3.4" and d.subjects == (3,) for d in passed)
    assert not any(d.article == "2.3.3" for d in pairing.trail.decisions)


def test_every_round_of_a_random_event_is_legal() -> None:
    for seed in range(10):
        event = random_event(FIDE_TEAM_2026, 15 + seed, 7, random.Random(seed), played=7)
        met: set[frozenset[int]] = set()
        byes: set[int] = set()
        for rnd in event.rounds:
            teams = [t for m in rnd.matches for t in m.teams]
            assert len(teams) == len(set(teams))
            for m in rnd.matches:
                if m.is_played:
                    assert frozenset(m.teams) not in met  # [C1]
                    met.add(frozenset(m.teams))
            if rnd.bye is not None:
                assert rnd.bye not in byes  # [C2]
                byes.add(rnd.bye)


def test_c6_the_set_that_leaves_the_following_scoregroup_pairable() -> None:
    """Team 1 (6 MP) has met 2 and 3 (3 MP) and 6; 4, 5, 6 have 2 MP, and 4-5, 5-6 have met.
    Upfloater 4 (first by 3.5.4) leaves 2-3 and then 5-6, a rematch: the following
    scoregroup {2, 3} needs upfloaters; 5 leaves 2-3 and 4-6 ([C6], docs/c046_swiss_team.md)."""
    w4, l4 = (GameScore.WIN,) * 4, (GameScore.LOSS,) * 4
    d4 = (GameScore.WIN, GameScore.LOSS) * 2
    rounds = [
        Round(1, (Match(1, 2, w4), Match(6, 5, w4), Match(3, 4, d4))),
        Round(2, (Match(3, 1, l4), Match(6, 2, l4), Match(4, 5, l4))),
        Round(3, (Match(1, 6, w4), Match(5, 3, l4), Match(2, 4, d4))),
    ]
    event = replace(_event(6, rounds, 5), ruleset=replace(FIDE_TEAM_2026, colours="nocolor"))
    pairing = pair_round(event)
    assert {frozenset(m.teams) for m in [Match(x.first, x.second) for x in pairing.matches]} == {
        frozenset({1, 5}),
        frozenset({2, 3}),
        frozenset({4, 6}),
    }
    passed = [d for d in pairing.trail.decisions if d.article == "2.3.3"]
    assert [d.subjects for d in passed] == [(4,)]
