"""What the two British systems (CAA 2009, English Schools) share: the players in order and
their seats, the random pairings' draw (CAA rule 30, Schools rule 26), rule 1, the
discretionary avoidances (CAA rules 35, 37, 39; Schools rules 27, 29, 30), the trail's
score levels and floats, and the boards with their colours (round 1 from the lot, later by
each system's own final colour check) in publication order."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Generic, Protocol, TypeVar

from individual.british.colour import colour_need
from individual.british.extras import CaaInput, SchoolsInput
from individual.british.floats import LAST_RESORT, levels_of
from individual.british.objectives import ORDER
from individual.british.problem import Pair, Seat
from individual.british.roles import BritishDetail, Role, bye, player_list, points
from individual.matching.maximum import Completability
from individual.swiss.history import Float, PlayerState, player_states
from individual.swiss.model import Board, SwissEvent, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, Kind, TrailRecorder
from individual.vocabulary.errors import Cause, PairingImpossible

Input = TypeVar("Input", CaaInput, SchoolsInput)
"""A British system's input beyond the games: ``CaaInput`` or ``SchoolsInput``."""


@dataclass(frozen=True)
class RoundContext(Generic[Input]):
    """One round of a British system as its engine sees it, built once (``round_context``)
    and passed whole: the round's ``number``, the ``event`` before it, the system's input
    (``extra``: clubs, pre-arranged byes, options), every player's state, the players left
    out, the players present in order (``ranked``: CAA rule 4, Schools rules 6/10, or the
    draw of CAA rule 30 / Schools rule 26), the seats the search sees and who may meet
    (``adjacent``: rule 1; the Schools engine adds rule 7 before ``schools_from``)."""

    number: int
    event: SwissEvent
    extra: Input
    states: Mapping[int, PlayerState]
    left_out: frozenset[int]
    ranked: tuple[int, ...]
    seats: Mapping[int, Seat]
    adjacent: Callable[[int, int], bool]


def round_context(
    event: SwissEvent,
    extra: Input,
    absent: frozenset[int],
    key: Callable[[PlayerState], tuple[object, ...]],
) -> RoundContext[Input]:
    """The next round of ``event``: the absent and the withdrawn left out, the others in
    order (``key``: CAA rule 4, Schools rules 6/10; with ``extra``'s random seed, the draw of
    CAA rule 30 / Schools rule 26 in its place, every grade 0), rule 1's adjacency."""
    number = event.next_round
    states = player_states(event)
    left_out = (frozenset(absent) | event.withdrawn) & set(states)
    present = [n for n in states if n not in left_out]
    seed = extra.options.random_seed
    if seed is None:
        ranked = sorted(present, key=lambda n: key(states[n]))
        seats = seats_of(ranked, states, event)
    else:
        ranked = random_order(present, states, seed, number)
        seats = ungraded(seats_of(ranked, states, event))
    adjacent = no_rematch(states)
    return RoundContext(number, event, extra, states, left_out, tuple(ranked), seats, adjacent)


def drawn_order(players: Sequence[int], seed: int, number: int) -> list[int]:
    """CAA rule 30, Schools rule 26: the cards of ``players`` (by start number) shuffled
    for round ``number``; pure: ``random.Random`` seeded from the seed and the round."""
    cards = sorted(players)
    random.Random(f"random-pairings/{seed}/{number}").shuffle(cards)
    return cards


def random_order(
    present: Sequence[int], states: Mapping[int, PlayerState], seed: int, number: int
) -> list[int]:
    """CAA rule 30, Schools rule 26: score first, then the drawn order inside each score
    level (in place of the grade order)."""
    at = {n: i for i, n in enumerate(drawn_order(present, seed, number))}
    return sorted(present, key=lambda n: (-states[n].score, at[n]))


def record_draw(trail: TrailRecorder, context: RoundContext[Input], rule: str) -> None:
    """CAA rule 30, Schools rule 26 (``rule``): the cards drawn and the order they give."""
    seed = context.extra.options.random_seed
    if seed is None:
        return
    drawn = drawn_order(context.ranked, seed, context.number)
    trail.add(Kind.ORDER, rule, f"random pairings, seed {seed}: cards drawn {player_list(drawn)}")
    text = "by score, then the drawn order: " + ", ".join(map(str, context.ranked))
    trail.add(Kind.ORDER, rule, text)


def ungraded(seats: Mapping[int, Seat]) -> dict[int, Seat]:
    """CAA rule 30 ("without any reference to gradings"): every grade 0, so no objective of
    the search looks at grades."""
    return {n: replace(seat, grade=0) for n, seat in seats.items()}


def seats_of(
    ranked: list[int], states: Mapping[int, PlayerState], event: SwissEvent
) -> dict[int, Seat]:
    """The search's view of each player; a bye is no float here (rules 7, 20-21: the
    float history is of games against other score levels)."""
    out = {}
    byes = [rnd.bye for rnd in event.rounds]
    for place, n in enumerate(ranked):
        s = states[n]
        floats = [f for f, bye in zip(s.floats, byes, strict=False) if bye != n]
        last = floats[-1] if floats and byes[-1] != n else None
        downs = sum(1 for f in floats if f is Float.DOWN)
        ups = sum(1 for f in floats if f is Float.UP)
        grade = s.player.rating or 0
        out[n] = Seat(n, s.score, place, grade, colour_need(s.colours), last, downs, ups)
    return out


def no_rematch(states: Mapping[int, PlayerState]) -> Callable[[int, int], bool]:
    def adjacent(a: int, b: int) -> bool:
        """Rule 1: no player plays the same opponent twice."""
        return b not in states[a].opponents

    return adjacent


class Discretion(Protocol):
    """The options of the discretionary rules both British systems share."""

    @property
    def clubs_until(self) -> int: ...
    @property
    def half_byes_round2(self) -> bool: ...
    @property
    def defaults(self) -> bool: ...


def discretionary(
    context: RoundContext[Input],
) -> tuple[Callable[[int, int], int], Callable[[int, int], bool]]:
    """CAA rules 35, 37, 39 (Schools 27, 29, 30) for the round: how many avoidances a pair
    counts (club-mates up to ``clubs_until``; two round-1 half-point byes in round 2), and
    whether it repeats a defaulted pairing."""
    number, event, clubs = context.number, context.event, context.extra.clubs
    options: Discretion = context.extra.options
    half_byes = round1_half_byes(event) if number == 2 and options.half_byes_round2 else set()
    defaulted = defaulted_pairs(event) if options.defaults else set()

    def avoid(a: int, b: int) -> int:
        club = number <= options.clubs_until and a in clubs and clubs.get(b) == clubs[a]
        return int(club) + int(a in half_byes and b in half_byes)

    return avoid, lambda a, b: frozenset((a, b)) in defaulted


def round1_half_byes(event: SwissEvent) -> set[int]:
    """Rule 37: the players who had a half-point bye in round 1."""
    if not event.rounds:
        return set()
    return {n for n, r in event.rounds[0].unpaired if r is Unpaired.HALF_BYE}


def defaulted_pairs(event: SwissEvent) -> set[frozenset[int]]:
    """Rule 39: pairings where one or both defaulted (games not played)."""
    return {frozenset((g.white, g.black)) for r in event.rounds for g in r.games if not g.is_played}


def record_levels(trail: TrailRecorder, players: list[int], seats: Mapping[int, Seat]) -> None:
    """Rules 5, 14: each score level's seekers and its mid-line, for the trail."""
    for level in levels_of(players, seats):
        groups = {c: [n for n in level if seats[n].need.due is c] for c in (*Colour, None)}
        above = level[: len(level) // 2]
        text = (
            f"{points(seats[level[0]].score)}: white seekers {player_list(groups[Colour.WHITE])}, "
            f"black seekers {player_list(groups[Colour.BLACK])}, "
            f"no colour yet {player_list(groups[None])}; "
            f"mid-line below {above[-1] if above else '-'}"
        )
        trail.add(Kind.GROUP, "Rule 14", text)


def record_floats(
    trail: TrailRecorder,
    pairs: list[Pair],
    seats: Mapping[int, Seat],
    whys: Mapping[int, str],
    system: str,
) -> None:
    """Rules 19-21: who floated, and why each floater was chosen (``whys``: by the score of
    the level that chose, ``objectives.ORDER`` or the objective that ruled the rules'
    first choice out); ``system``: "caa" or "schools" (whose rule numbers to cite)."""
    for a, b in pairs:
        high, low = (a, b) if seats[a].score > seats[b].score else (b, a)
        if seats[high].score != seats[low].score:
            high_score, low_score = seats[high].score, seats[low].score
            detail = BritishDetail(
                high_score=high_score,
                low_score=low_score,
                down_why=whys.get(high_score, ORDER),
                up_why=whys.get(low_score, ORDER),
                system=system,
            )
            decision = Decision.of(Role.FLOAT, high, low, detail=detail)
            trail.record(decision)


FinalColours = Callable[[int, int], tuple[int, int, str]]
"""A system's colours after round 1 for (higher-ranked, lower-ranked): white, black, why."""


def boards(
    context: RoundContext[Input],
    pairs: list[Pair],
    lot: Colour,
    trail: TrailRecorder,
    rules: tuple[Role, str, Role],
    final: FinalColours,
) -> list[Board]:
    """The round's boards in publication order (by score, then rank: ``board_key``). Round
    1 (CAA rule 8, Schools rule 6; ``rules[0]``, its words ``rules[1]``): the colour of the
    higher-ranked player on board k of the top half alternates from the lot. Later rounds:
    ``final``, the system's final colour check (CAA rule 25, Schools rule 24: ``rules[2]``).
    Round 1's colours go by the board as published, as the rules' example does ("1v33, 34v2,
    3v35"), also when a pairing inside a half (Schools rules 3, 7) moves the boards below
    it; the place of the higher-ranked player in the ranking is not its board."""
    out = []
    number, seats = context.number, context.seats
    first, words, later = rules
    ranked = sorted(pairs, key=lambda pair: board_key(Board(*pair), seats))
    for index, (a, b) in enumerate(ranked):
        higher, lower = (a, b) if seats[a].place < seats[b].place else (b, a)
        if number == 1:
            keeps = (index % 2 == 0) == (lot is Colour.WHITE)
            white, black = (higher, lower) if keeps else (lower, higher)
            trail.record(Decision.of(first, white, black, detail=BritishDetail(reason=words)))
        else:
            white, black, why = final(higher, lower)
            trail.record(Decision.of(later, white, black, detail=BritishDetail(reason=why)))
        out.append(Board(white, black))
    return out


def board_key(board: Board, seats: Mapping[int, Seat]) -> tuple[int, int, int]:
    a, b = seats[board.white], seats[board.black]
    return (-max(a.score, b.score), -min(a.score, b.score), min(a.place, b.place))


ByeChoice = tuple[int | None, str, list[int]]
"""Who takes the bye (``None``: nobody, an even number), why rule 6 (Schools: rule 4) makes
him eligible, and the players left to pair."""


def bye_choices(
    context: RoundContext[Input], reasons: Mapping[int, str], rule: str
) -> list[ByeChoice]:
    """CAA rule 6, Schools rule 4: the players who may take the bye, in the rule's order
    (``reasons``: every candidate in that order, with why), each with the players of the
    round left, who must all be pairable (rule 1). Round 1: the first candidate who keeps
    the round pairable. Later rounds: every candidate of the lowest score level that has one
    keeping the round pairable, but only the players the rule seeks ("has not hitherto had a
    bye or default", no pre-arranged bye: every reason but the last resort) when there are
    such; the round's whole cost then chooses among them (rule 2), the rule's order breaking
    ties."""
    number, seats, adjacent = context.number, context.seats, context.adjacent
    out: list[ByeChoice] = []
    level: int | None = None
    fallback = {n for n, why in reasons.items() if why == LAST_RESORT}
    for n, why in reasons.items():
        if n in fallback and out:
            break
        if level is not None and seats[n].score != level:
            break
        rest = [m for m in context.ranked if m != n]
        if not Completability(rest, adjacent).is_perfect:
            continue
        out.append((n, why, rest))
        if number == 1 or n in fallback:
            break
        level = seats[n].score
    if not out:
        cause = Cause(f"{rule.lower()}: every candidate blocks", rule, tuple(reasons))
        raise PairingImpossible("nobody can take the bye", [cause])
    return out


def record_bye(
    trail: TrailRecorder,
    choices: Sequence[ByeChoice],
    chosen: int,
    tied: bool,
    role: Role,
    award: str,
) -> None:
    """The bye and why: the rule that made the player eligible, and when several were,
    that the round's whole cost (rule 2) or, on a ``tied`` cost, the rule's order chose."""
    n, why, _ = choices[chosen]
    if n is None:
        return
    eligible = tuple(m for m, _, _ in choices if m is not None)
    trail.record(bye(role, n, why, award, eligible, tied and len(eligible) > 1))
