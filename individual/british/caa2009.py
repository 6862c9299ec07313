"""Chess Arbiters' Association seeded Swiss rules for Britain (amended April 2009).

``pair_round`` ranks the players present by score then rule 4 (grade, title, name), takes
out requested byes (the TRF's entries for the round) and the absent, gives the bye (rules
5-7: round 1 just below the mid-line, later from the lowest score level), then pairs
everyone with the exact search of ``individual.british.levels`` (rule 2's "minimum
disturbance" as an order of objectives), gives colours (rule 8 in round 1, rules 14-16 and
25 after) and publishes the boards by score, then rank.

What the TRF does not carry comes in as ``CaaInput``: clubs (rule 35), players due a
pre-arranged bye later (rule 6) and the options (rules 28, 29, 30, 35, 37, 39, 40). The TRF
extension that carries them is read by ``individual.edges.trf.british``.

Rule 30 (random pairings, ``random_seed``): the arbiter shuffles the cards. The drawn order
(``drawn_order``: ``random.Random`` seeded from the seed and the round, so the same seed
always draws the same cards) replaces rule 4's grade order inside each score level for
everything that uses the order: the mid-line, the round-1 bye, the rule 20/21 search places
and rule 25's "higher ranking". Grades play no part: every seat's grade is 0, so the search's
grade objective is void. Floats, score differences and colour transfers are those of the
graded pairing; only who meets whom inside those bounds follows the draw.

Rule 40 (``colour_three_from``: "the last rounds" start at that round): a player not in
contention for a prize (``rule40_at_risk``: even winning every remaining game, this one
included, cannot reach the leader's present score) whose colour difference would become 3
or more (``|whites - blacks|``; colours by rule 25) counts through ``Problem.first``, an
objective before rules 9-10's floats: rule 9 is relaxed to avoid it. The round is then paired
a second time without rule 40 and the trail says which players rule 40 protected and what
it cost in floats.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from individual.british.colour import ColourNeed, final_colours
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
from individual.british.extras import CaaInput
from individual.british.floats import bye_candidates, down_place, up_place
from individual.british.levels import Solved, least_pairing
from individual.british.objectives import ORDERS, Cost
from individual.british.problem import Pair, Problem, Seat
from individual.british.roles import Role, left_out_of_round, player_list, points
from individual.swiss.history import PlayerState
from individual.swiss.model import Board, SwissEvent, SwissPairing
from individual.swiss.ranking import title_rank
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Kind, TrailRecorder
from individual.vocabulary.errors import InputError

CaaRound = RoundContext[CaaInput]
"""A CAA 2009 round, built once (``individual.british.common.round_context``)."""


def caa_rank_key(state: PlayerState) -> tuple[int, int, int, str, int]:
    """Rule 4 within a score level (score first): grade, title, name; start number last."""
    p = state.player
    return (-state.score, -(p.rating or 0), title_rank(p.title), p.name.casefold(), state.number)


NO_INPUT = CaaInput()
"""Nothing beyond the games; the default options."""


def pair_round(
    event: SwissEvent,
    extra: CaaInput = NO_INPUT,
    *,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = None,
) -> SwissPairing:
    """Rules 1-40: pair the next round of ``event``; ``lot`` is board 1's colour for the
    highest-ranked player in round 1 (rule 8)."""
    trail = TrailRecorder()
    context = round_context(event, extra, absent, caa_rank_key)
    number, seats, left_out = context.number, context.seats, context.left_out
    for decision in left_out_of_round(Role.CAA_LEFT_OUT, event, left_out):
        trail.record(decision)
    record_draw(trail, context, "Rule 30")
    if extra.options.random_seed is None:
        ranked = ", ".join(map(str, context.ranked))
        trail.add(Kind.ORDER, "Rule 4", "by score, grade, title, name: " + ranked)
    choices = _bye_options(context)
    if len(choices) > 1:  # rule 6 makes several eligible: the round's whole cost chooses
        byes = {n: search_problem(context, rest) for n, _, rest in choices if n is not None}
        paired = _pair_players(context, list(context.ranked), byes)
    else:
        paired = _pair_players(context, choices[0][2])
    chosen = 0 if len(choices) == 1 else [n for n, _, _ in choices].index(paired.bye)
    bye, _why, players = choices[chosen]
    record_bye(trail, choices, chosen, paired.tied, Role.CAA_BYE, "rule 7: a win")
    record_levels(trail, players, seats)
    for kind, article, text in paired.notes:
        trail.add(kind, article, text)
    pairs, cost = paired.pairs, paired.cost
    _record_cost(trail, cost)
    record_floats(trail, pairs, seats, paired.whys, "caa")
    boards = _boards(context, pairs, lot or Colour.WHITE, trail)
    return SwissPairing(number, tuple(boards), bye, left_out, trail.freeze())


@dataclass(frozen=True)
class _Paired:
    """The round paired: the pairs, their cost, the bye when the round's cost chose it among
    several (and whether another's cost tied), and what rule 40 adds to the trail."""

    pairs: list[Pair]
    cost: Cost
    bye: int | None
    tied: bool
    notes: tuple[tuple[Kind, str, str], ...]
    whys: Mapping[int, str]


def _pair_players(
    context: CaaRound, players: list[int], byes: Mapping[int, Problem] | None = None
) -> _Paired:
    """Rules 2, 9-40 for ``players``: the bye, if any, taken out, or (``byes``) one of the
    eligible players to take it, each with the problem of the players left."""
    problem = search_problem(context, players)
    at_risk = rule40_at_risk(context, players)
    notes = TrailRecorder()
    if at_risk:
        solved = _solve_rule40(problem, byes or {}, at_risk, notes)
    else:
        solved = least_pairing(problem, byes or {})
    kept = tuple((d.kind, d.article, d.text) for d in notes.freeze().decisions)
    return _Paired(solved.pairs, solved.cost, solved.bye, solved.tied, kept, solved.whys)


def _bye_options(context: CaaRound) -> list[ByeChoice]:
    """Rules 5-7: who may take the bye (in rule 6's order), each with the players left,
    all pairable (rule 1); ``[(None, "", ranked)]`` when the number is even. Round 1: the
    first below the mid-line. Later: every player rule 6 makes eligible on the lowest score
    level that has one (no bye or default before, no pre-arranged bye due); the round's
    whole cost chooses among them (rule 2), rule 6's order breaks ties. When none of them
    keeps the round pairable, the first player in rule 6's order who does."""
    number, ranked, seats = context.number, list(context.ranked), context.seats
    if len(ranked) % 2 == 0:
        return [(None, "", ranked)]
    reasons: dict[int, str] = {}
    future_byes = context.extra.future_byes
    for n, why in bye_candidates(number, ranked, seats, context.states, future_byes):
        reasons.setdefault(n, why)  # the first reason a player is a candidate for
    return bye_choices(context, reasons, "Rule 6")


def search_problem(context: CaaRound, players: list[int]) -> Problem:
    """The search's inputs for ``players`` (the round's, or those left by a bye): rule 35,
    37, 39 avoidances and the rule 20/21 places."""
    options, seats = context.extra.options, context.seats
    avoid, defaulted = discretionary(context)
    return Problem(
        seats,
        players,
        context.adjacent,
        avoid,
        defaulted,
        down_place(players, seats, options.large_event),
        up_place(players, seats, options.long_event),
        level_order=ORDERS[options.float_order],
    )


def rule40_at_risk(context: CaaRound, players: Sequence[int]) -> frozenset[int]:
    """Rule 40, from round ``colour_three_from``: the players "not in contention for a
    prize" (even winning every remaining game, this one included, leaves them below the
    leader's present score: a share of first place is contention) whose colour difference
    is already 2 or more: only they can reach 3 this round."""
    number, event, states, seats = context.number, context.event, context.states, context.seats
    start = context.extra.options.colour_three_from
    if start is None or number < start:
        return frozenset()
    if event.total_rounds < number:
        raise InputError(
            f"rule 40 (XXO colour-three-from): the number of rounds (XXR) is "
            f"{event.total_rounds or 'unknown'}, so round {number} cannot be placed"
        )
    leader = max(states[n].score for n in states if n not in event.withdrawn)
    most = 2 * (event.total_rounds - number + 1)
    return frozenset(
        n for n in players if seats[n].score + most < leader and seats[n].need.claim[0] >= 2
    )


def colour_three(at_risk: frozenset[int], seats: Mapping[int, Seat]) -> Callable[[int, int], int]:
    """Rule 40: 1 when the pair's colours by rule 25 transfer a player of ``at_risk`` (who
    then reaches a colour difference of 3 or more), else 0."""
    needs = {n: seat.need for n, seat in seats.items()}

    def first(a: int, b: int) -> int:
        if a not in at_risk and b not in at_risk:
            return 0
        return int(_transferred(a, b, seats, needs) in at_risk)

    return first


def _transferred(
    a: int, b: int, seats: Mapping[int, Seat], needs: dict[int, ColourNeed]
) -> int | None:
    """Rule 25: the player of the pair given the colour not sought, if any."""
    higher, lower = (a, b) if seats[a].place < seats[b].place else (b, a)
    return final_colours(higher, lower, needs).transferred


def _solve_rule40(
    problem: Problem, byes: Mapping[int, Problem], at_risk: frozenset[int], trail: TrailRecorder
) -> Solved:
    """Rule 40: the pairing as rules 1-39 make it; when it gives a player at risk a colour
    difference of 3, the pairing with rule 40 first (before rule 9), and the trail says
    what changed."""
    plain = least_pairing(problem, byes)
    seats = problem.seats
    needs = {n: seat.need for n, seat in seats.items()}

    def reaching_three(pairs: list[Pair]) -> list[int]:
        moved = (_transferred(a, b, seats, needs) for a, b in pairs)
        return sorted(n for n in moved if n is not None and n in at_risk)

    hit = reaching_three(plain.pairs)
    if not hit:
        return plain
    first = colour_three(at_risk, seats)
    protected = least_pairing(
        replace(problem, first=first), {n: replace(p, first=first) for n, p in byes.items()}
    )
    left = reaching_three(protected.pairs)
    saved = [n for n in hit if n not in left]
    if saved:
        floats, plain_floats = protected.cost.of("floats"), plain.cost.of("floats")
        how = (
            f"rule 9 relaxed: {floats} pairs across score levels instead of {plain_floats}"
            if floats != plain_floats
            else "the same number of pairs across score levels"
        )
        kept = f"players {player_list(saved)} (not in contention)"
        text = f"{kept} kept from a colour difference of 3; {how}"
        trail.add(Kind.RELAXED, "Rule 40", text)
    if left:
        text = f"players {player_list(left)} get a colour difference of 3: no pairing avoids it"
        trail.add(Kind.NOTE, "Rule 40", text)
    return protected


def _record_cost(trail: TrailRecorder, cost: Cost) -> None:
    floats, avoided, transfers, defaults = (
        cost.count(name) for name in ("floats", "avoided", "transfers", "defaults")
    )
    differences = cost.of("differences")
    spread = ", ".join(points(d) for d in differences) if isinstance(differences, tuple) else ""
    text = (
        f"{floats} floats across score level boundaries (score differences {spread or 'none'}), "
        f"{avoided} discretionary pairs, {transfers} colour transfers, "
        f"{defaults} defaulted pairings repeated"
    )
    trail.add(Kind.NOTE, "Rule 2", f"minimum disturbance: {text}")


def _boards(context: CaaRound, pairs: list[Pair], lot: Colour, trail: TrailRecorder) -> list[Board]:
    """Rule 8 (round 1: board k of the top half alternates from the lot) or rule 25."""
    needs = {n: s.need for n, s in context.seats.items()}

    def rule25(higher: int, lower: int) -> tuple[int, int, str]:
        choice = final_colours(higher, lower, needs)
        return choice.white, choice.black, choice.reason

    rules = (Role.CAA_ROUND1_COLOURS, "colours alternate from the lot", Role.CAA_COLOURS)
    return boards(context, pairs, lot, trail, rules, rule25)
