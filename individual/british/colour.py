"""CAA 2009 colours: white and black seekers (rule 14), the strength of a colour claim
(rule 16 (i)-(v)) and the final colour check (rule 25), on the shared colour module.

A claim is compared as ``(difference, alternates, run, -games)``, largest first:

- rule 16 (i): the absolute colour difference counts first;
- the guide's "Who is most due White?" (BBW v BWB: "here we look at the previous round"):
  a due colour that also alternates from the last game is stronger;
- rule 16 (ii)/(iii): a longer run of the last colour is stronger (byes ignored, iv);
- rule 16 (v): fewer games played is stronger.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from individual.vocabulary.colour import Colour, colour_difference, streak

Claim = tuple[int, int, int, int]


@dataclass(frozen=True)
class ColourNeed:
    """Rule 14: the colour a player seeks (``None``: no colour yet) and its claim."""

    due: Colour | None
    claim: Claim


def colour_need(history: Sequence[Colour]) -> ColourNeed:
    """Rule 14: more blacks, or equal and black last: a white seeker; the mirror for black.
    Rule 16: the claim, see the module docstring."""
    last, run = streak(history)
    if last is None:
        return ColourNeed(None, (0, 0, 0, 0))
    difference = colour_difference(history)
    due = (Colour.WHITE if difference < 0 else Colour.BLACK) if difference else last.opposite
    alternates = 1 if due is not last else 0
    return ColourNeed(due, (abs(difference), alternates, run, -len(history)))


@dataclass(frozen=True)
class ColourChoice:
    """Who has white, and the player transferred to the other colour (if any)."""

    white: int
    black: int
    transferred: int | None
    reason: str


def final_colours(
    higher: int, lower: int, needs: dict[int, ColourNeed], higher_first: bool = True
) -> ColourChoice:
    """Rule 25: ``higher`` ranks above ``lower`` (higher score, else higher grade; with
    rule 30's random pairings, drawn earlier). Each
    gets the colour sought when the two differ; otherwise the stronger claim (rule 16),
    then the higher-ranked player, gets it and the other is transferred."""
    a, b = needs[higher], needs[lower]
    if a.due is None and b.due is None:
        white, black = (higher, lower) if higher_first else (lower, higher)
        return ColourChoice(white, black, None, "neither has a colour yet: higher-ranked white")
    if a.due is None or b.due is None or a.due is not b.due:
        keeper, due = (higher, a.due) if a.due is not None else (lower, b.due)
        other = lower if keeper == higher else higher
        white, black = (keeper, other) if due is Colour.WHITE else (other, keeper)
        return ColourChoice(white, black, None, "each gets the colour sought")
    if b.claim > a.claim:
        keeper, moved, why = lower, higher, "the stronger claim (rule 16)"
    else:
        keeper, moved = higher, lower
        why = "the stronger claim (rule 16)" if a.claim > b.claim else "equal claims: higher rank"
    white, black = (keeper, moved) if a.due is Colour.WHITE else (moved, keeper)
    return ColourChoice(white, black, moved, f"both seek {a.due.name.lower()}: {why}")


def white_order(needs: dict[int, ColourNeed]) -> list[int]:
    """The guide's "Who is most due White?": white seekers by falling claim, then players
    with no colour, then black seekers by rising claim (start number breaks ties)."""

    def key(n: int) -> tuple[int, Claim, int]:
        need = needs[n]
        if need.due is Colour.WHITE:
            return (0, tuple(-x for x in need.claim), n)  # type: ignore[return-value]
        if need.due is None:
            return (1, (0, 0, 0, 0), n)
        return (2, need.claim, n)

    return sorted(needs, key=key)
