"""Who may meet whom in a round: art. 16a (no rematch) and arts. 22a, 22b (board-1 colour
limits)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from individual.vocabulary.colour import Colour
from olympiad.engine.colours import ColourLimits, LimitBreak, blocking_articles, compatible

Edge = Callable[[int, int], bool]


@dataclass(frozen=True)
class Compatibility:
    """The two pairing restrictions, as predicates on two teams; ``limits`` says what
    each board-1 colour would break for each team (``olympiad.engine.colours.colour_limits``)."""

    opponents: Mapping[int, frozenset[int]]
    limits: Mapping[int, ColourLimits]

    def can_meet(self, a: int, b: int) -> bool:
        """Art. 16a: no team plays the same opponent twice."""
        return a != b and b not in self.opponents[a]

    def colour_ok(self, a: int, b: int) -> bool:
        """Arts. 22a, 22b: one of the two can take white on board 1 and the other black."""
        return compatible(self.limits[a].mask, self.limits[b].mask)

    def way(self, white: int, black: int) -> tuple[LimitBreak, ...]:
        """What ``white`` with white and ``black`` with black on board 1 would break."""
        found = (self.limits[white].breaks(Colour.WHITE), self.limits[black].breaks(Colour.BLACK))
        return tuple(b for b in found if b is not None)

    def colour_block(self, a: int, b: int) -> tuple[tuple[str, ...], tuple[LimitBreak, ...]]:
        """Why ``a`` and ``b`` may not meet under the colour limits: the articles that
        forbid it (``blocking_articles``: ``("22b",)``, ...) and what each way round
        breaks; ``((), ())`` when one way keeps both limits."""
        if self.colour_ok(a, b):
            return (), ()
        ways = (self.way(a, b), self.way(b, a))
        return blocking_articles(*ways), ways[0] + ways[1]

    def strict(self, a: int, b: int) -> bool:
        """Arts. 16a, 22a and 22b together."""
        return self.can_meet(a, b) and self.colour_ok(a, b)

    def edges(self, keep_limits: bool) -> Edge:
        """The restriction in force: with arts. 22a and 22b, or without them (art. 23a)."""
        return self.strict if keep_limits else self.can_meet
