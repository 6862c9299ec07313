"""Colours of a pair (C.04.3 2026 Art. 5.2) and what they cost ([C10]-[C13])."""

from __future__ import annotations

from dataclasses import dataclass

from individual.dutch.players import DutchPlayer
from individual.vocabulary.colour import Colour, Preference


@dataclass(frozen=True)
class Allocation:
    """The colours of a pair: ``white`` and ``black`` by number, ``rule`` the article of
    5.2 that decided them (``"5.2.1"`` .. ``"5.2.5"``)."""

    white: int
    black: int
    rule: str


def allocate(higher: DutchPlayer, lower: DutchPlayer, lot: Colour) -> Allocation:
    """5.2: ``higher`` is the higher-ranked player (1.2); ``lot`` the initial colour (5.1)."""
    colour, rule = _higher_colour(higher, lower, lot)
    if colour is Colour.WHITE:
        return Allocation(higher.number, lower.number, rule)
    return Allocation(lower.number, higher.number, rule)


def _higher_colour(higher: DutchPlayer, lower: DutchPlayer, lot: Colour) -> tuple[Colour, str]:
    (want_h, strength_h), (want_l, strength_l) = higher.preference, lower.preference
    if want_h is not None and want_l is not None and want_h != want_l:
        return want_h, "5.2.1"
    if want_h is None and want_l is not None:  # no preference (1.7.4): both are met
        return want_l.opposite, "5.2.1"
    if want_l is None and want_h is not None:
        return want_h, "5.2.1"
    if want_h is not None and want_l is not None and strength_h != strength_l:
        return (
            (want_h, "5.2.2") if strength_h.value > strength_l.value else (want_l.opposite, "5.2.2")
        )
    if strength_h is Preference.ABSOLUTE and strength_l is Preference.ABSOLUTE and want_h:
        wide_h, wide_l = abs(higher.difference), abs(lower.difference)
        if wide_h != wide_l:
            return (want_h, "5.2.2") if wide_h > wide_l else (want_h.opposite, "5.2.2")
    for mine, theirs in zip(reversed(higher.colours), reversed(lower.colours), strict=False):
        if mine != theirs:
            return mine.opposite, "5.2.3"
    if want_h is not None:
        return want_h, "5.2.4"
    return (lot if higher.tpn % 2 else lot.opposite), "5.2.5"


def colour_costs(higher: DutchPlayer, lower: DutchPlayer, lot: Colour) -> tuple[int, int, int, int]:
    """[C10]-[C13] of the pair with the colours 5.2 gives it: topscorers or their opponents
    reaching a colour difference beyond 2 ([C10]) or the same colour three times running
    ([C11]) (only where a topscorer plays); players whose preference ([C12]) or strong
    preference ([C13], absolute included) is not met."""
    colour, _ = _higher_colour(higher, lower, lot)
    c10 = c11 = c12 = c13 = 0
    topscorers = higher.topscorer or lower.topscorer
    for player, got in ((higher, colour), (lower, colour.opposite)):
        want, strength = player.preference
        if want is not None and want is not got:
            c12 += 1
            c13 += strength.value >= Preference.STRONG.value
        if topscorers:
            step = 1 if got is Colour.WHITE else -1
            c10 += abs(player.difference + step) > 2
            c11 += player.colours[-2:] == (got, got)
    return c10, c11, c12, c13
