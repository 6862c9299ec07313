"""Board-1 colours: the art. 22 limits and the allocation of arts. 21, 24-29.

Built on the shared ``individual.colour`` module. Only played matches give a
board-1 colour (docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from individual.colour import Colour, breaks_limits, colour_difference, preference
from individual.decision import Decision, Kind
from individual.errors import InputError
from olympiad.ruleset import TeamRuleset
from olympiad.scores import TeamRecord

WHITE_OK, BLACK_OK = 1, 2


def allowed_colours(history: Sequence[Colour], ruleset: TeamRuleset) -> int:
    """Art. 22: bitmask of the board-1 colours a team may receive (1 white, 2 black)."""
    mask = 0
    for colour, bit in ((Colour.WHITE, WHITE_OK), (Colour.BLACK, BLACK_OK)):
        if not breaks_limits(
            history, colour, ruleset.colour_max_difference, ruleset.colour_max_streak
        ):
            mask |= bit
    return mask


def compatible(mask_a: int, mask_b: int) -> bool:
    """Art. 22: can one team take white and the other black without breaking a limit?"""
    return bool(
        (mask_a & WHITE_OK and mask_b & BLACK_OK) or (mask_a & BLACK_OK and mask_b & WHITE_OK)
    )


@dataclass(frozen=True)
class ColourChoice:
    """The team with white on board 1, the other team, and why."""

    white: int
    black: int
    decision: Decision


def allocate(
    higher: int,
    lower: int,
    records: Mapping[int, TeamRecord],
    numbers: Mapping[int, int],
    ruleset: TeamRuleset,
    lot: Colour | None,
) -> ColourChoice:
    """Board-1 colours for a match, ``higher`` being the higher-ranked team.

    Art. 22 first; then art. 24a equalisation (the team with the lower colour
    difference gets white); art. 24b/25/26 alternation back to the most recent
    game in which the two had different colours; art. 27/28 the higher-ranked
    team's preference (alternation from its last game); with no history at all,
    art. 21: the lot gives the colour of odd pairing numbers.
    """
    ha, hb = records[higher].colours, records[lower].colours
    mask_a, mask_b = allowed_colours(ha, ruleset), allowed_colours(hb, ruleset)
    options = [c for c in Colour if _fits(c, mask_a, mask_b)]
    if len(options) == 1:
        return _choice(higher, lower, options[0], "22", "only colour keeping art. 22 limits")
    da, db = colour_difference(ha), colour_difference(hb)
    if da != db:
        colour = Colour.WHITE if da < db else Colour.BLACK
        return _choice(higher, lower, colour, "24a", f"equalisation (differences {da:+d}, {db:+d})")
    for back, (ca, cb) in enumerate(zip(reversed(ha), reversed(hb), strict=False), start=1):
        if ca is not cb:
            article = "25" if back == 1 else "26"
            text = f"alternation from {back} game(s) back, where colours differed"
            return _choice(higher, lower, ca.opposite, article, text)
    article = "28" if ha == hb and colour_difference(ha) == 0 else "27"
    for team, history in ((higher, ha), (lower, hb)):
        wanted, _ = preference(history)
        if wanted is not None:
            colour = wanted if team == higher else wanted.opposite
            return _choice(higher, lower, colour, article, f"colour preference of team {team}")
    return _round_one(higher, lower, numbers, lot)


def _fits(colour: Colour, mask_a: int, mask_b: int) -> bool:
    bit_a = WHITE_OK if colour is Colour.WHITE else BLACK_OK
    bit_b = BLACK_OK if colour is Colour.WHITE else WHITE_OK
    return bool(mask_a & bit_a and mask_b & bit_b)


def _round_one(
    higher: int, lower: int, numbers: Mapping[int, int], lot: Colour | None
) -> ColourChoice:
    """Art. 21: the lot decides board 1 of pairing number 1; every odd-numbered team of
    the top half gets the same colour, the even-numbered ones the other."""
    if lot is None:
        raise InputError(
            "art. 21: the drawing of lots for board 1 of pairing number 1 is needed "
            "(XXC white1 / XXC black1 in a TRF, --lot on the command line)"
        )
    odd = numbers[higher] % 2 == 1
    colour = lot if odd else lot.opposite
    parity = "odd" if odd else "even"
    text = f"drawing of lots gave {lot.name.lower()} to pairing number 1; {parity} number"
    return _choice(higher, lower, colour, "21", text)


def _choice(higher: int, lower: int, colour: Colour, article: str, why: str) -> ColourChoice:
    white, black = (higher, lower) if colour is Colour.WHITE else (lower, higher)
    text = f"{white} white on board 1 against {black}: {why}"
    return ColourChoice(white, black, Decision(Kind.COLOUR, article, text))


def board_colours(sequence: str, boards: int) -> tuple[Colour, ...]:
    """Art. 29: the first-named team's colour on each board (``WBWB`` by default)."""
    seq = (sequence or "WB" * boards)[:boards]
    return tuple(Colour.WHITE if ch.upper() == "W" else Colour.BLACK for ch in seq)
