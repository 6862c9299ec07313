"""Art. 36 (2022: 9.1): top half against bottom half, to the extent possible.

A group of 2N teams left to be paired among themselves (after the floaters arriving are
paired, arts. 30a, 33a) has a top half, its N highest-ranked teams, and a bottom half.
``HalfPairing`` keeps the pairing of such a group to pairings with as many top-against-bottom
pairs as any complete pairing of the group can have; art. 39's order (38 below the median)
then chooses among them. The count is exact: a complete pairing with no pair inside a half
is a perfect matching on the top-against-bottom edges; otherwise the fewest pairs inside a
half come from a minimum-weight perfect matching (weight 1 inside a half, 0 across).
See docs/interpretations.md, "Art. 36 before art. 39's order".
"""

from __future__ import annotations

from collections.abc import Sequence

from individual.matching.maximum import Adjacent, Completability
from individual.matching.weighted import min_weight_perfect_matching


def fewest_inside(teams: Sequence[int], edge: Adjacent, top: frozenset[int]) -> int | None:
    """The fewest pairs inside one half in a complete pairing of ``teams`` under ``edge``
    (``top``: the top half); ``None`` if ``teams`` cannot be completely paired."""
    if Completability(teams, lambda a, b: edge(a, b) and (a in top) != (b in top)).is_perfect:
        return 0
    neighbours = [
        [j for j, b in enumerate(teams) if j != i and edge(a, b)] for i, a in enumerate(teams)
    ]
    mate = min_weight_perfect_matching(
        len(teams), neighbours, lambda i, j: int((teams[i] in top) == (teams[j] in top))
    )
    if mate is None:
        return None
    return sum(1 for i, j in enumerate(mate) if i < j and (teams[i] in top) == (teams[j] in top))


class HalfPairing:
    """The pairs still allowed by art. 36 while a group is paired one pair at a time.

    ``settle(a, b)`` commits ``a`` v ``b`` if the teams left can still be completed with as
    few pairs inside a half as the whole group could (and says whether it did)."""

    def __init__(self, teams: Sequence[int], edge: Adjacent) -> None:
        self.top = frozenset(teams[: len(teams) // 2])
        self.edge = edge
        self.left = list(teams)
        self.fewest = fewest_inside(teams, edge, self.top) or 0
        self.inside = 0
        cross = Completability(teams, self._cross) if self.fewest == 0 else None
        self._cross_state = cross

    def _cross(self, a: int, b: int) -> bool:
        return self.edge(a, b) and self.across(a, b)

    def across(self, a: int, b: int) -> bool:
        """One of ``a`` and ``b`` is in the top half and the other in the bottom half."""
        return (a in self.top) != (b in self.top)

    def settle(self, a: int, b: int) -> bool:
        inside = self.inside + (not self.across(a, b))
        if inside > self.fewest:
            return False
        rest = [t for t in self.left if t not in (a, b)]
        if self._cross_state is not None:
            after = self._cross_state.without(a, b)
            if after is None:
                return False
            self._cross_state = after
        elif fewest_inside(rest, self.edge, self.top) != self.fewest - inside:
            return False
        self.left, self.inside = rest, inside
        return True
