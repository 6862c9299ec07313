"""English Schools' Chess Association rules for Swiss pairings, on the CAA 2009 machinery.

Rule 2: the priorities are school, score, colour, float history. The exact search of
``individual.british.levels`` runs with the school as its first objective (rule 7: fewest
same-school pairings); before round 4 a same-school pairing is not allowed at all unless
no pairing of the round avoids them (an exact matching test decides). Identified top
players (rule 3, ``XXT``) avoid each other in rounds 1 to ``top_until``; round 1 pairs the
top half against the bottom half in alphabetical order (rule 6); byes by rules 4-5; colours
by rules 10-12 and 17-18 (the CAA claims) with rule 24's final check; floats by rules
19-23 and 2d.

Rule 26 (random pairings, ``random_seed``) as CAA rule 30 (``individual.british.caa2009``): the
drawn order replaces the rule 6/10 order (alphabetical in round 1, grade after) inside each
score level, for the mid-line, the byes (rule 4: "the last" is the last drawn), the float
searches and rule 24's higher-ranked player; grades play no part.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from individual.british.colour import final_colours
from individual.british.common import (
    ByeChoice,
    RoundContext,
    boards,
    bye_choices,
    discretionary,
    record_bye,
    record_draw,
    record_floats,
    record_levels,
    round_context,
)
from individual.british.extras import SchoolsInput
from individual.british.floats import LAST_RESORT, larger_group_first, levels_of
from individual.british.levels import least_pairing
from individual.british.objectives import RULE24
from individual.british.problem import Problem, Seat
from individual.british.roles import Role, left_out_of_round
from individual.matching.maximum import has_perfect_matching
from individual.swiss.history import Float, PlayerState
from individual.swiss.model import Board, SwissEvent, SwissPairing
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind, TrailRecorder


def order_key(number: int) -> Callable[[PlayerState], tuple[int, int, str, int]]:
    """Rules 6 and 10 for round ``number`` (``rank_key``)."""
    return lambda state: rank_key(state, number)


def rank_key(state: PlayerState, number: int) -> tuple[int, int, str, int]:
    """Rule 6: alphabetical order in round 1; later, within a score level, descending
    order (rule 10) of grade, then name."""
    p = state.player
    grade = 0 if number == 1 else -(p.rating or 0)
    return (-state.score, grade, p.name.casefold(), state.number)


SchoolsRound = RoundContext[SchoolsInput]
"""An English Schools round, built once (``individual.british.common.round_context``)."""

NO_INPUT = SchoolsInput()
"""Nothing beyond the games; the default options."""


def pair_round(
    event: SwissEvent,
    extra: SchoolsInput = NO_INPUT,
    *,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = None,
) -> SwissPairing:
    """Rules 1-30: pair the next round of ``event``."""
    trail = TrailRecorder()
    context = round_context(event, extra, absent, order_key(event.next_round))
    number, seats, left_out = context.number, context.seats, context.left_out
    for decision in left_out_of_round(Role.SCHOOLS_LEFT_OUT, event, left_out):
        trail.record(decision)
    record_draw(trail, context, "Rule 26")
    if extra.options.random_seed is None:
        by = "name" if number == 1 else "grade, name"
        rule = "Rule 6" if number == 1 else "Rule 10"
        trail.add(Kind.ORDER, rule, f"by score, {by}: " + ", ".join(map(str, context.ranked)))
    context = replace(context, adjacent=_adjacency(context, trail))
    choices = _bye(context)
    if len(choices) > 1:  # rule 4 makes several eligible: the round's whole cost chooses
        byes = {n: search_problem(context, rest) for n, _, rest in choices if n is not None}
        solved = least_pairing(search_problem(context, list(context.ranked)), byes)
        chosen = [n for n, _, _ in choices].index(solved.bye)
    else:
        solved, chosen = least_pairing(search_problem(context, choices[0][2]), {}), 0
    bye, _why, players = choices[chosen]
    record_bye(trail, choices, chosen, solved.tied, Role.SCHOOLS_BYE, "rule 5: a win, no colour")
    record_levels(trail, players, seats)
    pairs, cost = solved.pairs, solved.cost
    record_floats(trail, pairs, seats, solved.whys, "schools")
    trail.add(Kind.NOTE, "Rule 7", f"same-school pairings: {cost.count('first')}")
    boards = _boards(context, pairs, lot or Colour.WHITE, trail)
    return SwissPairing(number, tuple(boards), bye, left_out, trail.freeze())


def _same_school(extra: SchoolsInput) -> Callable[[int, int], int]:
    schools = extra.schools
    return lambda a, b: int(a in schools and schools.get(b) == schools[a])


def _adjacency(context: SchoolsRound, trail: TrailRecorder) -> Callable[[int, int], bool]:
    """Rule 1; before round ``schools_from`` also rule 7's "avoided", when possible."""
    rematch = context.adjacent
    if context.number >= context.extra.options.schools_from:
        return rematch
    same = _same_school(context.extra)

    def strict(a: int, b: int) -> bool:
        return a < 0 or b < 0 or (rematch(a, b) and not same(a, b))

    ranked = list(context.ranked)
    vertices = ranked + ([-1] if len(ranked) % 2 else [])
    if has_perfect_matching(vertices, strict):
        return lambda a, b: rematch(a, b) and not same(a, b)
    trail.add(Kind.RELAXED, "Rule 7", "same-school pairings cannot all be avoided: kept fewest")
    return rematch


def _bye(context: SchoolsRound) -> list[ByeChoice]:
    """Rule 4: round 1, the last alphabetically who is not a top player; later, every player
    of the lowest score level with one who had no bye or default and is not due a
    pre-arranged bye (the larger colour group first, lowest first, as the order of ties);
    the round's whole cost chooses among them (rule 2)."""
    if len(context.ranked) % 2 == 0:
        return [(None, "", list(context.ranked))]
    candidates, sought = _bye_candidates(context)
    why = (
        "round 1: last alphabetically, not a top player"
        if context.number == 1
        else ("lowest score level, no bye or default before")
    )
    reasons = {n: why if n in sought else LAST_RESORT for n in candidates}
    return bye_choices(context, reasons, "Rule 4")


def _bye_candidates(context: SchoolsRound) -> tuple[list[int], set[int]]:
    """Rule 4's candidates in its order, and those it seeks (the rest: the last resort)."""
    ranked, seats, states, extra = context.ranked, context.seats, context.states, context.extra
    if context.number == 1:
        first = [n for n in reversed(ranked) if n not in extra.top | extra.future_byes]
        return first + [n for n in reversed(ranked) if n not in first], set(first)
    out: list[int] = []
    for level in reversed(levels_of(ranked, seats)):
        for group in larger_group_first(level, seats):
            out += [
                n
                for n in reversed(group)
                if n not in extra.future_byes and not states[n].had_point_without_playing
            ]
    return out + [n for n in reversed(ranked) if n not in out], set(out)


def search_problem(context: SchoolsRound, players: list[int]) -> Problem:
    """The search's inputs for ``players`` (the round's, or those left by a bye): rules 27,
    29, 30 (as CAA 35, 37, 39) and rule 3's top players as avoidances, rule 7 first, the
    rule 20/21 places and float costs."""
    number, seats, extra = context.number, context.seats, context.extra
    options, top = extra.options, extra.top
    shared, defaulted = discretionary(context)

    def avoid(a: int, b: int) -> int:
        tops = number <= options.top_until and a in top and b in top
        return shared(a, b) + int(tops)

    return Problem(
        seats,
        players,
        context.adjacent,
        avoid,
        defaulted,
        _down_place(players, seats),
        _up_place(players, seats),
        first=_same_school(extra),
        float_cost=float_cost,
        level_order=RULE24,  # rule 23 keeps the selected floaters as CAA rule 24 words it
        apart=top & frozenset(players) if number <= options.top_until else frozenset(),
    )


def float_cost(seat: Seat, kind: Float, place: int) -> tuple[int, int, int]:
    """Rules 2d, 20-21: floated this way before (rule 20a: any round; rule 21a: the last
    round) or both ways already counts against; owing the other float counts for."""
    both = int(seat.downs > 0 and seat.ups > 0)
    if kind is Float.DOWN:
        return (int(seat.downs > 0) + both, int(seat.ups <= seat.downs), place)
    return (int(seat.last is Float.UP) + both, int(seat.downs <= seat.ups), place)


def _down_place(players: Sequence[int], seats: Mapping[int, Seat]) -> Callable[[int], int]:
    """Rule 20: the larger colour group first, from the lowest player up (a reading: the
    rule gives no direction)."""
    place: dict[int, int] = {}
    for level in levels_of(players, seats):
        order = [n for group in larger_group_first(level, seats) for n in reversed(group)]
        place |= {n: i for i, n in enumerate(order)}
    return place.__getitem__


def _up_place(players: Sequence[int], seats: Mapping[int, Seat]) -> Callable[[int, int], int]:
    """Rule 21: the opposite colour group (and players with no colour) first, from the top."""
    levels = levels_of(players, seats)
    level_at = {n: k for k, level in enumerate(levels) for n in level}
    orders: dict[tuple[int, Colour | None], dict[int, int]] = {}  # the search, once a kind

    def place(n: int, down: int) -> int:
        due = seats[down].need.due
        key = (level_at[n], due)
        if key not in orders:
            level = levels[key[0]]
            fits = [m for m in level if due is None or seats[m].need.due is not due]
            others = [m for m in level if not (due is None or seats[m].need.due is not due)]
            orders[key] = {m: i for i, m in enumerate(fits + others)}
        return orders[key][n]

    return place


def _boards(
    context: SchoolsRound, pairs: list[tuple[int, int]], lot: Colour, trail: TrailRecorder
) -> list[Board]:
    """Rule 6 (round 1: alternate from the lot down the top half) or rule 24."""

    def rule24(higher: int, lower: int) -> tuple[int, int, str]:
        return _final_check(higher, lower, context.seats, context.extra.top, lot)

    rules = (Role.SCHOOLS_ROUND1_COLOURS, "alternating from the lot", Role.SCHOOLS_COLOURS)
    return boards(context, pairs, lot, trail, rules, rule24)


def _final_check(
    higher: int,
    lower: int,
    seats: Mapping[int, Seat],
    top: frozenset[int],
    lot: Colour,
) -> tuple[int, int, str]:
    """Rule 24: identical requirements on equal scores: the top player has his colour;
    two top players: the lot (white: the higher-ranked); otherwise the higher score, then
    the stronger claim (rule 12), then the higher-ranked (as CAA rule 25)."""
    a, b = seats[higher], seats[lower]
    identical = a.need == b.need and a.need.due is not None and a.score == b.score
    if identical and (higher in top) != (lower in top):
        keeper = higher if higher in top else lower
    elif identical and higher in top:
        keeper = higher if lot is Colour.WHITE else lower
    else:
        choice = final_colours(higher, lower, {n: seats[n].need for n in (higher, lower)})
        return choice.white, choice.black, choice.reason
    other = lower if keeper == higher else higher
    due = seats[keeper].need.due
    white, black = (keeper, other) if due is Colour.WHITE else (other, keeper)
    return white, black, "identical requirements: the top player (or the lot) keeps his colour"
