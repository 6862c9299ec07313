"""E.1-E.5: who plays white, and F.1: the order the pairings are published in."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from individual.fide1998.criteria import Profile
from individual.fide1998.roles import NONE, Role, SwissDetail
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Decision


@dataclass(frozen=True)
class ColourChoice:
    """The colours of one pairing and the rule that gave them (``role``): ``player`` the
    one whose preference or place decided (E.2, E.4, E.5), ``s1`` his place in S1 and
    ``lot`` the colour drawn (E.5)."""

    white: int
    black: int
    role: Role
    player: int = 0
    s1: int = 0
    lot: Colour | None = None

    @property
    def article(self) -> str:
        return self.role.key

    def decision(self) -> Decision:
        """The choice for the trail (subjects: white, black)."""
        detail = NONE
        if self.role in (Role.STRONGER_PREFERENCE, Role.HIGHER_PREFERENCE):
            detail = SwissDetail(by=self.player)
        elif self.role is Role.LOT:
            detail = SwissDetail(by=self.player, s1=self.s1, lot=self.lot)
        return Decision.of(self.role, self.white, self.black, also=(), detail=detail)


@dataclass(frozen=True)
class _Rule:
    """The colour of the higher-ranked player and the rule that gave it."""

    colour: Colour
    role: Role
    player: int = 0
    s1: int = 0
    lot: Colour | None = None


def allocate(higher: Profile, lower: Profile, rank_in_s1: int, lot: Colour) -> ColourChoice:
    """E.1-E.5 for ``higher`` (ranked higher, A.2) against ``lower``; ``rank_in_s1`` is
    the higher player's place from 0 (E.5); ``lot`` the colour drawn for the first."""
    rule = _higher_colour(higher, lower, rank_in_s1, lot)
    colour = rule.colour
    if colour not in higher.allowed or colour.opposite not in lower.allowed:
        rule = _Rule(colour.opposite, Role.COLOUR_LIMITS)
    white, black = higher.number, lower.number
    if rule.colour is not Colour.WHITE:
        white, black = black, white
    return ColourChoice(white, black, rule.role, rule.player, rule.s1, rule.lot)


def _higher_colour(higher: Profile, lower: Profile, rank_in_s1: int, lot: Colour) -> _Rule:
    a, b = higher.want, lower.want
    if a is None and b is None:
        return _no_preference(higher, rank_in_s1, lot)
    if a is None or b is None or a is not b:
        colour = a if a is not None else (b.opposite if b is not None else lot)
        return _Rule(colour, Role.BOTH_PREFERENCES)
    if higher.strength is not lower.strength:
        stronger = higher if higher.strength.value > lower.strength.value else lower
        colour = a if stronger is higher else a.opposite
        return _Rule(colour, Role.STRONGER_PREFERENCE, stronger.number)
    for mine, theirs in zip(reversed(higher.colours), reversed(lower.colours), strict=False):
        if mine is not theirs:
            return _Rule(mine.opposite, Role.ALTERNATED)
    return _Rule(a, Role.HIGHER_PREFERENCE, higher.number)


def _no_preference(higher: Profile, rank_in_s1: int, lot: Colour) -> _Rule:
    """E.5 (round 1): odd-numbered S1 players get the colour drawn, even-numbered the other.
    Later, two players without a colour history are treated the same way."""
    colour = lot if rank_in_s1 % 2 == 0 else lot.opposite
    return _Rule(colour, Role.LOT, higher.number, rank_in_s1 + 1, lot)


def publication_key(
    white: int, black: int, scores: Mapping[int, int], position: Mapping[int, int]
) -> tuple[int, int, int]:
    """F.1: the score of the higher player, the sum of both scores, the higher's rank."""
    higher = white if position[white] < position[black] else black
    return (-scores[higher], -(scores[white] + scores[black]), position[higher])
