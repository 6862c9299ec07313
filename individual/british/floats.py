"""CAA 2009 mid-line, bye and floater search orders (rules 5, 6, 20, 21, 28, 29).

The mid-line of a score level of ``k`` players falls below its first ``k // 2`` players
(rule 5: with one floater or bye removed, the halves are equal). A player's colour group
is the colour sought (rule 14); players with no colour yet belong to neither and are
looked at after both groups (set A round 2: such a player "becomes" whichever colour
balances the level).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence

from individual.british.problem import Seat
from individual.swiss.history import PlayerState
from individual.vocabulary.colour import Colour

LAST_RESORT = "nobody else can take it"
"""Rule 6's candidates of the last resort: nobody the rule seeks keeps the round pairable."""


def levels_of(players: Sequence[int], seats: Mapping[int, Seat]) -> list[list[int]]:
    """Rule 9: the score levels, highest first, each in rule 4 order."""
    levels: list[list[int]] = []
    for n in players:
        if levels and seats[levels[-1][0]].score == seats[n].score:
            levels[-1].append(n)
        else:
            levels.append([n])
    return levels


def larger_group_first(level: Sequence[int], seats: Mapping[int, Seat]) -> list[list[int]]:
    """Rules 6, 20: the larger colour group first (both together when equal), then the
    smaller, then players with no colour yet; each group in rule 4 order."""
    white = [n for n in level if seats[n].need.due is Colour.WHITE]
    black = [n for n in level if seats[n].need.due is Colour.BLACK]
    none = [n for n in level if seats[n].need.due is None]
    if len(white) == len(black):
        return [[n for n in level if n in white or n in black], none]
    big, small = (white, black) if len(white) > len(black) else (black, white)
    return [big, small, none]


def _from_mid_line(group: Sequence[int], level: Sequence[int], upward_first: bool) -> list[int]:
    """Rule 20: from the mid-line down to the bottom, then from the mid-line up to the top
    (rule 29, ``upward_first``: from the bottom up to the mid-line, then on to the top)."""
    top = set(level[: len(level) // 2])
    below = [n for n in group if n not in top]
    above = [n for n in reversed(group) if n in top]
    return (list(reversed(below)) if upward_first else below) + above


def bye_candidates(
    number: int,
    ranked: Sequence[int],
    seats: Mapping[int, Seat],
    states: Mapping[int, PlayerState],
    future_byes: frozenset[int],
) -> Iterator[tuple[int, str]]:
    """Rule 6: round 1 just below the mid-line, passing players due a pre-arranged bye;
    later rounds from the lowest score level up, the larger colour group first, from the
    mid-line down then up, passing players who had a bye or a default win."""
    if number == 1:
        for n in _from_mid_line(ranked, ranked, False):
            if n not in future_byes:
                yield n, "round 1: the first below the mid-line not due a pre-arranged bye"
        return
    for level in reversed(levels_of(ranked, seats)):
        for group in larger_group_first(level, seats):
            for n in _from_mid_line(group, level, False):
                if n not in future_byes and not states[n].had_point_without_playing:
                    yield n, "lowest score level, larger colour group, from the mid-line"
    for n in reversed(ranked):
        yield n, LAST_RESORT


def down_place(
    players: Sequence[int], seats: Mapping[int, Seat], large_event: bool
) -> Callable[[int], int]:
    """Rule 20 (rule 29 when ``large_event``): a downfloater's place in the search."""
    place: dict[int, int] = {}
    for level in levels_of(players, seats):
        order = [
            n
            for group in larger_group_first(level, seats)
            for n in _from_mid_line(group, level, large_event)
        ]
        place |= {n: i for i, n in enumerate(order)}
    return place.__getitem__


def up_place(
    players: Sequence[int], seats: Mapping[int, Seat], long_event: bool
) -> Callable[[int, int], int]:
    """Rule 21 (rule 28 when ``long_event``): an upfloater's place in the search for an
    opponent of ``down``: from the top down (rule 28: from the mid-line up to the top, then
    down from the mid-line). Rule 21's "opposite colour group" is not a place: colour ranks
    above float choice (rules 2, 17; set F: "ideally Pin 2 should float up", a player of the
    downfloater's own colour group, as the colour change is made across both levels), so
    the colour objectives decide which group, and the place only who within it."""
    level_of = {n: level for level in levels_of(players, seats) for n in level}

    def place(n: int, down: int) -> int:
        level = level_of[n]
        if long_event:
            top = level[: len(level) // 2]
            order = [*reversed(top), *level[len(top) :]]
        else:
            order = list(level)
        return order.index(n)

    return place
