"""The British search's problem: the players as it sees them (``Seat``), what it is asked
(``Problem``), and the pair and level-value types the search and its bounds share (the cost
itself: ``individual.british.objectives.Cost``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from individual.british.colour import ColourNeed
from individual.british.objectives import DEFAULT, LevelOrder
from individual.swiss.history import Float

Levels = tuple[object, ...]
"""One score level's values of ``objectives.LEVEL``, in the table's order."""
Pair = tuple[int, int]


@dataclass(frozen=True)
class Seat:
    """One player as the search sees them: score (half-points), place in the ranking,
    grade, colour need and float history (``last``: the float of the previous round)."""

    number: int
    score: int
    place: int
    grade: int
    need: ColourNeed
    last: Float | None
    downs: int
    ups: int


@dataclass(frozen=True)
class Problem:
    """Everything the search needs. ``avoid(a, b)``: discretionary pairs to avoid (item 2);
    ``defaulted(a, b)``: rule 39; ``down_order``/``up_order``: rule 20/21 search places;
    ``first(a, b)``: an objective before all others (English Schools: same school);
    ``float_cost(seat, float, place)``: item 5b for another system (default: CAA's);
    ``level_order``: the reading that orders the level objectives (``objectives.DEFAULT``,
    ``objectives.RULE24``; ``objectives.GUIDE``); ``apart``: players any two of whom
    ``avoid`` each other (or may not meet), so that a bound counts the meetings their number
    forces (English Schools rule 3: the top players while they avoid each other)."""

    seats: Mapping[int, Seat]
    order: Sequence[int]
    adjacent: Callable[[int, int], bool]
    avoid: Callable[[int, int], int]
    defaulted: Callable[[int, int], bool]
    down_place: Callable[[int], int]
    up_place: Callable[[int, int], int]
    first: Callable[[int, int], int] = lambda a, b: 0
    float_cost: Callable[[Seat, Float, int], tuple[int, int, int]] | None = None
    level_order: LevelOrder = DEFAULT
    apart: frozenset[int] = frozenset()


def caa_float_cost(seat: Seat, kind: Float, place: int) -> tuple[int, int, int]:
    """Rules 20-21: (a) floated the same way in the previous round, (b) floats of that kind
    so far, then the place in the search."""
    count = seat.downs if kind is Float.DOWN else seat.ups
    return (int(seat.last is kind), count, place)
