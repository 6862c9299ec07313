"""The roles of the C.04.3 (2026) articles in the trail, and the sentences that say them.

A role's key is its article (2026 numbering: "1.2", "[C5]", "5.2.3"); the sentence is a
template over the subjects (players by start number) and the detail; nothing reads it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from individual.swiss.model import NotPaired
from individual.vocabulary.decision import Cite, Detail, Kind, TemplateRole, named, of_family
from individual.vocabulary.result import decimal_points, format_points


@dataclass(frozen=True)
class DutchDetail(Detail):
    """What the Dutch roles' sentences name beyond the players: a bracket's ``score`` and
    the ``bracket`` a decision is in (half-points), its ``residents`` and ``moved`` (MDPs),
    the ``pairs`` made, a criterion's ``count``, the PAB's ``unplayed`` rounds and
    ``points`` (half-points), ``why`` a player is left out (``NotPaired``), a pair's ``white`` and
    ``black``, and where 5.2.5 decides, the ``higher`` ranked player's ``tpn`` it reads."""

    score: int = 0
    bracket: int = 0
    residents: tuple[int, ...] = ()
    moved: tuple[int, ...] = ()
    pairs: tuple[tuple[int, int], ...] = ()
    count: int = 0
    unplayed: int = 0
    points: int = 0
    why: NotPaired | None = None
    white: int = 0
    black: int = 0
    higher: int = 0
    tpn: int = 0


NONE = DutchDetail()


class Role(TemplateRole):
    """What article decided, the kind of decision and the sentence."""

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        own = of_family(detail, NONE)
        shown = {k: _shown(k, v) for k, v in named(own).items()}
        return {
            "players": ", ".join(map(str, subjects)) or "none",
            "player": subjects[0] if subjects else "",
            "virtual": _virtual(own.points),
            **shown,
        }

    ORDER = ("1.2", Kind.ORDER, "order by Pairing Score, then TPN: {players}")
    LEFT_OUT = ("C.04.2", Kind.NOTE, "not paired ({why}): {players}")
    NO_TPN_YET = (
        "C.04.2",
        Kind.NOTE,
        "no TPN before a first pairing (late entries, 2.4-2.5): {players}; "
        "the TPNs number the others",
    )
    NO_LOT = ("5.1", Kind.NOTE, "no lot given: the initial colour is white")
    BRACKET = (
        "1.3",
        Kind.GROUP,
        "bracket {score}: residents {residents}; moved down (MDPs) {moved}",
    )
    DOWNFLOAT = (
        "1.4.1",
        Kind.FLOAT,
        "player {player} ({score}) floats down from bracket {bracket}",
    )
    PAB = (
        "C5",
        Kind.BYE,
        "player {player} ({score}, {unplayed} unplayed) gets the pairing-allocated bye "
        "({points}; a downfloat, 1.4.3): the lowest score possible, then the fewest unplayed "
        "games, among those [C2] allows",
    )
    # the criteria a bracket could not keep at zero (detail: bracket, count)
    C6 = ("C6", Kind.RELAXED, "bracket {bracket}: downfloaters: {count}")
    C7 = (
        "C7",
        Kind.RELAXED,
        "bracket {bracket}: downfloaters' scores: {count}",
    )
    C8 = (
        "C8",
        Kind.RELAXED,
        "bracket {bracket}: the next bracket's downfloaters, scores: {count}",
    )
    C9 = (
        "C9",
        Kind.RELAXED,
        "bracket {bracket}: the PAB assignee's unplayed games: {count}",
    )
    C10 = (
        "C10",
        Kind.RELAXED,
        "bracket {bracket}: (opponents of) topscorers past colour difference 2: {count}",
    )
    C11 = (
        "C11",
        Kind.RELAXED,
        "bracket {bracket}: (opponents of) topscorers with a colour thrice: {count}",
    )
    C12 = (
        "C12",
        Kind.RELAXED,
        "bracket {bracket}: colour preferences: {count}",
    )
    C13 = (
        "C13",
        Kind.RELAXED,
        "bracket {bracket}: strong colour preferences: {count}",
    )
    C14 = (
        "C14",
        Kind.RELAXED,
        "bracket {bracket}: residents downfloating again (last round): {count}",
    )
    C15 = (
        "C15",
        Kind.RELAXED,
        "bracket {bracket}: MDPs' opponents upfloating again (last round): {count}",
    )
    C16 = (
        "C16",
        Kind.RELAXED,
        "bracket {bracket}: residents downfloating again (two rounds back): {count}",
    )
    C17 = (
        "C17",
        Kind.RELAXED,
        "bracket {bracket}: MDPs' opponents upfloating again (two back): {count}",
    )
    C18 = (
        "C18",
        Kind.RELAXED,
        "bracket {bracket}: score gaps of MDPs downfloating again (last round): {count}",
    )
    C19 = (
        "C19",
        Kind.RELAXED,
        "bracket {bracket}: score gaps, MDPs' opponents upfloating again (last round): {count}",
    )
    C20 = (
        "C20",
        Kind.RELAXED,
        "bracket {bracket}: score gaps of MDPs downfloating again (two back): {count}",
    )
    C21 = (
        "C21",
        Kind.RELAXED,
        "bracket {bracket}: score gaps, MDPs' opponents upfloating again (two back): {count}",
    )
    PAIRED = ("3", Kind.PAIRED, "bracket {bracket}: {pairs}")
    COLOUR_5_2_1 = ("5.2.1", Kind.COLOUR, "{white}-{black}: colours by 5.2.1")
    COLOUR_5_2_2 = ("5.2.2", Kind.COLOUR, "{white}-{black}: colours by 5.2.2")
    COLOUR_5_2_3 = ("5.2.3", Kind.COLOUR, "{white}-{black}: colours by 5.2.3")
    COLOUR_5_2_4 = ("5.2.4", Kind.COLOUR, "{white}-{black}: colours by 5.2.4")
    COLOUR_5_2_5 = (
        "5.2.5",
        Kind.COLOUR,
        "{white}-{black}: colours by 5.2.5 (the higher ranked, {higher}, holds TPN {tpn})",
    )
    BOARDS = ("C.04.2", Kind.ORDER, "boards by the higher Pairing Score, the sum, the higher rank")
    MEETS_NOBODY = ("C1", Kind.NOTE, "player {player} may meet nobody present ([C1], [C3])")
    NOBODY_PAB = ("C2", Kind.NOTE, "the number is odd and nobody may get the PAB ([C2])")
    NO_PAIRING = ("1.9.3", Kind.NOTE, "no complete pairing keeps [C1]-[C3]")
    # what the round was asked beyond the games (``Trail.asked``; detail: points, pairs)
    VIRTUAL_POINTS = ("C.04.7", Kind.NOTE, "virtual points: {players} ({virtual})")
    FORBIDDEN = ("forbidden", Kind.NOTE, "may not meet: {pairs}")


def _shown(key: str, value: object) -> object:
    """Half-points as points; tuples as lists (pairs as ``a-b``); why a player is not
    paired in ``NotPaired``'s words."""
    if isinstance(value, NotPaired):
        return value.value
    if key in ("score", "bracket", "points") and isinstance(value, int):
        return format_points(Fraction(value, 2))
    if isinstance(value, tuple):
        return ", ".join(_item(v) for v in value) or "none"
    return value


def _virtual(half: int) -> str:
    """Virtual points as ``explain`` says them: ``½ point``, ``1 point``, ``1.5 points``."""
    return f"{'½' if half == 1 else decimal_points(Fraction(half, 2))} point{'s' * (half > 2)}"


def _item(value: object) -> str:
    if isinstance(value, tuple):
        return "-".join(map(str, value))
    return str(value)
