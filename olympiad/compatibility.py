"""Who may meet whom in a round: art. 16a (no rematch) and art. 22 (board-1 colour limits)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from olympiad.colours import compatible

Edge = Callable[[int, int], bool]


@dataclass(frozen=True)
class Compatibility:
    """The two pairing restrictions, as predicates on two teams."""

    opponents: Mapping[int, frozenset[int]]
    masks: Mapping[int, int]

    def can_meet(self, a: int, b: int) -> bool:
        """Art. 16a: no team plays the same opponent twice."""
        return a != b and b not in self.opponents[a]

    def colour_ok(self, a: int, b: int) -> bool:
        """Art. 22: one of the two can take white on board 1 and the other black."""
        return compatible(self.masks[a], self.masks[b])

    def strict(self, a: int, b: int) -> bool:
        """Arts. 16a and 22 together."""
        return self.can_meet(a, b) and self.colour_ok(a, b)

    def edges(self, keep_art22: bool) -> Edge:
        """The restriction in force: with art. 22, or without it (art. 23a)."""
        return self.strict if keep_art22 else self.can_meet
