"""E.1-E.5: who plays white, and F.1: the order the pairings are published in."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from individual.fide1998.criteria import Profile
from individual.vocabulary.colour import Colour


@dataclass(frozen=True)
class ColourChoice:
    """The colours of one pairing and the rule that gave them."""

    white: int
    black: int
    article: str
    reason: str


def allocate(higher: Profile, lower: Profile, rank_in_s1: int, lot: Colour) -> ColourChoice:
    """E.1-E.5 for ``higher`` (ranked higher, A.2) against ``lower``; ``rank_in_s1`` is
    the higher player's place from 0 (E.5); ``lot`` the colour drawn for the first."""
    colour, article, reason = _higher_colour(higher, lower, rank_in_s1, lot)
    if colour not in higher.allowed or colour.opposite not in lower.allowed:
        colour, article, reason = colour.opposite, "B.2", "the other way round would break B.2"
    if colour is Colour.WHITE:
        return ColourChoice(higher.number, lower.number, article, reason)
    return ColourChoice(lower.number, higher.number, article, reason)


def _higher_colour(
    higher: Profile, lower: Profile, rank_in_s1: int, lot: Colour
) -> tuple[Colour, str, str]:
    a, b = higher.want, lower.want
    if a is None and b is None:
        return _no_preference(higher, lower, rank_in_s1, lot)
    if a is None or b is None or a is not b:
        colour = a if a is not None else (b.opposite if b is not None else lot)
        return colour, "E.1", "both preferences granted"
    if higher.strength is not lower.strength:
        stronger = higher if higher.strength.value > lower.strength.value else lower
        colour = a if stronger is higher else a.opposite
        return colour, "E.2", f"the stronger preference ({stronger.number}) granted"
    for mine, theirs in zip(reversed(higher.colours), reversed(lower.colours), strict=False):
        if mine is not theirs:
            return mine.opposite, "E.3", "alternated to the last round with different colours"
    return a, "E.4", f"the preference of the higher-ranked player ({higher.number}) granted"


def _no_preference(
    higher: Profile, lower: Profile, rank_in_s1: int, lot: Colour
) -> tuple[Colour, str, str]:
    """E.5 (round 1): odd-numbered S1 players get the colour drawn, even-numbered the other.
    Later, two players without a colour history are treated the same way."""
    colour = lot if rank_in_s1 % 2 == 0 else lot.opposite
    return colour, "E.5", f"player {higher.number} is number {rank_in_s1 + 1} of S1; lot {lot.name}"


def publication_key(
    white: int, black: int, scores: Mapping[int, int], position: Mapping[int, int]
) -> tuple[int, int, int]:
    """F.1: the score of the higher player, the sum of both scores, the higher's rank."""
    higher = white if position[white] < position[black] else black
    return (-scores[higher], -(scores[white] + scores[black]), position[higher])
