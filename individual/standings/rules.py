"""FIDE Tie-Break Regulations (C.07) parts that team and individual events share:
the cut of the least significant values with voluntarily unplayed rounds (VUR) first,
and the places direct encounter gives inside a tie.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True)
class Contribution:
    """One round's part in a Buchholz or Sonneborn-Berger sum, for the cut."""

    score: Fraction
    value: Fraction
    vur: bool


def cut(contributions: Sequence[Contribution], count: int) -> Fraction:
    """The sum after cutting ``count`` least significant values: the lowest score
    (smaller value first); a VUR worth at least that much is cut instead."""
    return sum((c.value for c in kept_after_cut(contributions, count)), Fraction(0))


def kept_after_cut(contributions: Sequence[Contribution], count: int) -> list[Contribution]:
    """What ``cut`` keeps."""
    kept = list(contributions)
    for _ in range(min(count, len(kept))):
        least = min(kept, key=lambda c: (c.score, c.value))
        vurs = [c for c in kept if c.vur]
        vur = min(vurs, key=lambda c: (c.value, c.score)) if vurs else None
        kept.remove(vur if vur is not None and least.value <= vur.value else least)
    return kept


def de_places(
    group: list[int], met: Mapping[tuple[int, int], Fraction], win: int
) -> dict[int, int]:
    """Places (1 first) that the points of ``group`` against each other give: if all
    met, their mutual scores rank them; if not, one is placed ahead only when its score
    beats the most anyone below it could have had (``win`` a round). Applied again
    inside each group left on the same place."""
    if len(group) < 2:
        return {t: 1 for t in group}
    points = {
        t: sum((met.get((t, o), Fraction(0)) for o in group if o != t), Fraction(0)) for t in group
    }
    opponents = {t: sum(1 for o in group if o != t and (t, o) in met) for t in group}
    most = {t: points[t] + (len(group) - 1 - opponents[t]) * win for t in group}
    order = sorted(group, key=lambda t: (-points[t], -most[t]))
    places, place, separate = {order[0]: 1}, 1, True
    all_met = all(opponents[t] == len(group) - 1 for t in group)
    for i in range(1, len(order)):
        if all_met:  # the mutual scores rank them
            ahead = points[order[i]] < points[order[i - 1]]
        else:  # only a score no team below could reach separates
            ahead = separate and points[order[i - 1]] > max(most[t] for t in order[i:])
            separate = ahead
        place = i + 1 if ahead else place
        places[order[i]] = place
    return de_again(places, met, win)


def de_again(
    places: dict[int, int], met: Mapping[tuple[int, int], Fraction], win: int
) -> dict[int, int]:
    """DE once more inside each group of teams it left on the same place."""
    result = dict(places)
    for place in set(places.values()):
        sub = [t for t, p in places.items() if p == place]
        if 1 < len(sub) < len(places):
            inner = de_places(sub, met, win)
            result.update({t: place + inner[t] - 1 for t in sub})
    return result
