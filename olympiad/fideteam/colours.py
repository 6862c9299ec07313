"""Art. 4: the board-1 colours of a pair, allocated after the whole round is paired."""

from __future__ import annotations

from typing import Final

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision
from olympiad.fideteam.history import TeamState
from olympiad.fideteam.roles import FideTeamDetail, Role

W = Colour.WHITE


class ColourChoice:
    """Who has white on board 1, and the decision citing the step of 4.3 that decided. (A
    plain class: a dataclass costs about a millisecond of start-up, issue 16.)"""

    __slots__ = ("black", "decision", "white")

    def __init__(self, white: int, black: int, decision: Decision) -> None:
        self.white: Final = white
        self.black: Final = black
        self.decision: Final = decision


def first_team(a: TeamState, b: TeamState, uses_secondary: bool) -> tuple[TeamState, TeamState]:
    """4.2: the first-team (higher primary score; higher secondary score unless not used;
    smaller TPN) and the other."""

    def key(t: TeamState) -> tuple[object, ...]:
        return (-t.score, -t.secondary if uses_secondary else 0, t.tpn)

    return (a, b) if key(a) <= key(b) else (b, a)


def yet_to_play(a: TeamState, b: TeamState) -> bool:
    """4.3.1: do both teams have yet to play a match (so the initial-colour, 4.1, decides)?"""
    return not a.colours and not b.colours


def allocate(
    a: TeamState, b: TeamState, *, initial: Colour | None, uses_secondary: bool, type_b: bool
) -> ColourChoice:
    """4.3.1-4.3.9, the first that applies; ``initial``: the initial-colour drawn by lot
    (4.1), ``None`` when none was (then a pair 4.3.1 decides is refused: ``pair_round``
    raises ``LotNotDrawn`` before asking)."""
    first, other = first_team(a, b, uses_secondary)
    role, colour = _first_colour(first, other, initial, type_b)
    white, black = (first, other) if colour is W else (other, first)
    said = initial if role is Role.INITIAL else None
    detail = FideTeamDetail(white=white.tpn, black=black.tpn, first=first.tpn, initial=said)
    decision = Decision.of(role, white.tpn, black.tpn, detail=detail)
    return ColourChoice(white.tpn, black.tpn, decision)


def _first_colour(
    first: TeamState, other: TeamState, initial: Colour | None, type_b: bool
) -> tuple[Role, Colour]:
    """The first-team's colour and the step that gave it."""
    if yet_to_play(first, other):
        if initial is None:
            raise ValueError("4.3.1: no initial-colour drawn (4.1)")
        return Role.INITIAL, initial if first.tpn % 2 else initial.opposite
    p, q = first.preference, other.preference
    if p is not None and q is None:
        return Role.ONE_PREFERENCE, p.colour
    if q is not None and p is None:
        return Role.ONE_PREFERENCE, q.colour.opposite
    if p is not None and q is not None and p.colour is not q.colour:
        return Role.OPPOSITE, p.colour
    if type_b and p is not None and q is not None and p.strong != q.strong:
        return Role.ONE_STRONG, p.colour if p.strong else q.colour.opposite
    if first.colour_difference != other.colour_difference:
        lower = first.colour_difference < other.colour_difference
        return Role.DIFFERENCE, W if lower else W.opposite
    for mine, theirs in zip(reversed(first.colours), reversed(other.colours), strict=False):
        if mine is not theirs:
            return Role.ALTERNATE_BOTH, mine.opposite
    if p is not None:
        return Role.FIRST_PREFERENCE, p.colour
    if first.colours:
        return Role.FIRST_ALTERNATES, first.colours[-1].opposite
    return Role.OTHER_ALTERNATES, other.colours[-1]
