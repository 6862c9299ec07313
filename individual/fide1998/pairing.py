"""FIDE Swiss System Based on Rating (Handbook 04.1, 1998): pairing one round.

``pair_round`` ranks the players present (A.2; F.5 leaves out the withdrawn and the
absent), pairs the score brackets from the highest down (A.3, C.1-C.14, see
``individual.fide1998.brackets``), gives the player left over the bye (A.5, B.1b), allocates
colours (E.1-E.5, F.4 with the lot as input) and sorts the boards for publication (F.1).
Every choice is checked with an exact completability test (a maximum matching over the
players still unpaired, with the bye as one more vertex), so a bracket never takes a
pairing after which the lower brackets could not be paired (C.12, C.13).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from individual.fide1998.brackets import Bracket, BracketPairer, score_groups
from individual.fide1998.bye import colour_equalising_bye
from individual.fide1998.colours import allocate, publication_key
from individual.fide1998.criteria import Profile, can_meet, is_exempt, profile
from individual.fide1998.roles import Role, SwissDetail
from individual.fide1998.search import Pair
from individual.matching.maximum import Completability
from individual.swiss.history import player_states
from individual.swiss.model import Board, SwissEvent, SwissPairing, not_paired
from individual.swiss.ranking import kept_order
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision, TrailRecorder
from individual.vocabulary.errors import Cause, PairingImpossible

BYE = -1
"""The completability graph's vertex for the bye: adjacent to every player B.1b allows."""


def pair_round(
    event: SwissEvent,
    ruleset: SwissRuleset,
    *,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = None,
) -> SwissPairing:
    """Pair the next round of ``event``; ``absent`` players are not paired (F.5);
    ``lot`` is the colour drawn for the highest-ranked player in round 1 (A.7, E.5)."""
    number = event.next_round
    trail = TrailRecorder(round=number)
    profiles = round_profiles(event, number)
    left_out = (frozenset(absent) | event.withdrawn) & set(profiles)
    present = {n: p for n, p in profiles.items() if n not in left_out}
    initial = {n: i for i, n in enumerate(kept_order(event))}  # A.2 b-d (as paired: F.7)
    ranked = sorted(present, key=lambda n: (-present[n].score, initial[n]))
    position = {n: i for i, n in enumerate(ranked)}
    _record_left_out(trail, left_out, event)
    _record_order(trail, ranked, present)
    adjacent = _adjacency(present)
    state = _completability(ranked, present, adjacent)
    pairer = BracketPairer(
        present, position, trail, ruleset.relative_criteria, ruleset.stage_budget, adjacent
    )
    pairs, bye = _pair_brackets(ranked, present, pairer, state, ruleset.bye_rule)
    if bye is not None:
        trail.record(Decision.of(Role.BYE, bye))
    if lot is None:
        lot = Colour.WHITE
        if number == 1:
            trail.record(Decision.of(Role.NO_LOT))
    boards = _colours(pairs, present, position, lot, trail)
    scores = {n: p.score for n, p in present.items()}
    boards.sort(key=lambda b: publication_key(b.white, b.black, scores, position))
    trail.record(Decision.of(Role.PUBLICATION))
    return SwissPairing(number, tuple(boards), bye, left_out, trail.freeze())


def round_profiles(event: SwissEvent, number: int) -> dict[int, Profile]:
    """Every entrant as the criteria see them for round ``number``."""
    states = player_states(event)
    return {n: profile(s, is_exempt(s, number, event.total_rounds)) for n, s in states.items()}


def _record_left_out(trail: TrailRecorder, out: frozenset[int], event: SwissEvent) -> None:
    """F.5: who is not paired, and why (``not_paired``)."""
    for why, players in not_paired(event, out):
        trail.record(Decision.of(Role.LEFT_OUT, *players, detail=SwissDetail(why=why)))


def _record_order(
    trail: TrailRecorder, ranked: Sequence[int], present: Mapping[int, Profile]
) -> None:
    scores = tuple(present[n].score for n in ranked)
    trail.record(Decision.of(Role.ORDER, *ranked, detail=SwissDetail(scores=scores)))


def _adjacency(present: Mapping[int, Profile]) -> Callable[[int, int], bool]:
    """B.1, B.2 between players; B.1b between a player and the bye's vertex."""

    def adjacent(a: int, b: int) -> bool:
        if a == BYE or b == BYE:
            return present[b if a == BYE else a].bye_ok
        return can_meet(present[a], present[b])

    return adjacent


def _completability(
    ranked: list[int], present: Mapping[int, Profile], adjacent: Callable[[int, int], bool]
) -> Completability:
    """Everyone to pair, with the bye when the number is odd: can they all be paired?"""
    vertices = ranked + ([BYE] if len(ranked) % 2 else [])
    state = Completability(vertices, adjacent)
    if not state.is_perfect:
        raise PairingImpossible("the round cannot be paired", _causes(ranked, present))
    return state


def _causes(ranked: list[int], present: Mapping[int, Profile]) -> list[Cause]:
    causes = [
        Cause.of(Role.MEETS_NOBODY, n)
        for n in ranked
        if not any(can_meet(present[n], present[o]) for o in ranked if o != n)
    ]
    if len(ranked) % 2 and not any(present[n].bye_ok for n in ranked):
        causes.append(Cause.of(Role.NOBODY_MAY_HAVE_BYE))
    return causes or [Cause.of(Role.NO_PAIRING)]


def _pair_brackets(
    ranked: list[int],
    present: Mapping[int, Profile],
    pairer: BracketPairer,
    state: Completability,
    bye_rule: str,
) -> tuple[list[Pair], int | None]:
    """C.1-C.14 bracket by bracket from the highest score; the last floater has the bye
    (A.5), or with the 2010 rule the player chosen before the lowest bracket is paired."""
    groups = score_groups(ranked, present)
    pairs: list[Pair] = []
    moved: list[int] = []
    bye = (BYE,) if len(ranked) % 2 else ()
    chosen: int | None = None
    for index, group in enumerate(groups):
        lowest = index == len(groups) - 1
        if lowest and bye and bye_rule == "2010":
            chosen, state = _equalising_bye(moved, group, present, pairer, state)
            moved, group = [m for m in moved if m != chosen], [g for g in group if g != chosen]
            bye = () if chosen is not None else bye
        below = tuple(groups[index + 1]) if not lowest else ()
        others = tuple(n for g in groups[index + 1 :] for n in g) + bye
        score = present[groups[index][0]].score
        penultimate = index == len(groups) - 2
        bracket = Bracket(score, tuple(moved), tuple(group), lowest, below, others, penultimate)
        outcome = pairer.pair(bracket, state)
        pairs.extend(outcome.pairs)
        state = outcome.state
        moved = sorted(outcome.floaters, key=pairer.position.__getitem__)
    moved += [chosen] if chosen is not None else []
    if len(moved) > 1 or (moved and not present[moved[0]].bye_ok):
        cause = Cause.of(Role.LEFT_UNPAIRED, *moved)
        raise PairingImpossible("the lowest bracket left players unpaired", [cause])
    return pairs, (moved[0] if moved else None)


def _equalising_bye(
    moved: list[int],
    group: list[int],
    present: Mapping[int, Profile],
    pairer: BracketPairer,
    state: Completability,
) -> tuple[int | None, Completability]:
    """A.5 as read in 2010, before the lowest bracket is paired."""
    bottom = sorted([*moved, *group], key=pairer.position.__getitem__)
    got = colour_equalising_bye(bottom, group, present, state, BYE)
    if got is None:
        pairer.trail.record(Decision.of(Role.BYE_NOBODY_EQUALISES))
        return None, state
    pairer.trail.record(Decision.of(Role.BYE_EQUALISES, got[0]))
    return got[0], got[1]


def _colours(
    pairs: list[Pair],
    present: Mapping[int, Profile],
    position: Mapping[int, int],
    lot: Colour,
    trail: TrailRecorder,
) -> list[Board]:
    boards = []
    for a, b in pairs:
        higher, lower = (a, b) if position[a] < position[b] else (b, a)
        choice = allocate(present[higher], present[lower], position[higher], lot)
        trail.record(choice.decision())
        boards.append(Board(choice.white, choice.black))
    return boards
