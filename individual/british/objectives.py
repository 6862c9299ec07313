"""Rule 2's "minimum disturbance" as one named table of objectives (issue 17), read by the
engine's search (``individual.british.search``), its trail and ``swiss check``
(``individual.check.british``): compared one after another, smaller first.

The round's objectives are sums over the pairs; the level objectives are taken score level
by score level from the highest (CAA rule 11), each over the players who stay in it, its
floaters and their float keys. ``Cost`` holds the values by the table, not by position in
a tuple; it compares as the table orders the objectives. Why each is where it is:
docs/british_matching.md, section 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Scope(Enum):
    """Whether an objective is summed over the whole round or taken per score level."""

    ROUND = "round"
    LEVEL = "level"


@dataclass(frozen=True)
class Objective:
    """One objective of the order: its name, the rules it comes from (CAA 2009, English
    Schools) and its scope."""

    name: str
    caa: str
    schools: str
    scope: Scope


ROUND = (
    Objective("first", "rule 40", "rule 7", Scope.ROUND),
    Objective("floats", "rules 10, 19", "rule 9", Scope.ROUND),
    Objective("differences", "rule 10", "rule 9", Scope.ROUND),
    Objective("avoided", "rules 35, 37", "rules 3, 27, 29", Scope.ROUND),
    Objective("transfers", "rules 15-17", "rules 11-12, 17", Scope.ROUND),
    Objective("claims", "rule 16", "rule 12", Scope.ROUND),
    Objective("defaults", "rule 39", "rule 30", Scope.ROUND),
)
"""The whole round's objectives, in order."""

LEVEL = (
    Objective("exchanges", "rule 12", "rule 22", Scope.LEVEL),
    Objective("float_again", "rules 20-21 (a), 24", "rules 20-21", Scope.LEVEL),
    Objective("float_history", "rules 20-21 (b), 24", "rules 20-21", Scope.LEVEL),
    Objective("float_order", "rules 20-21, 28-29", "rules 20-21", Scope.LEVEL),
    Objective("variation", "rule 12", "rule 22", Scope.LEVEL),
    Objective("squares", "rule 12", "rule 22", Scope.LEVEL),
    Objective("grades", "rule 12", "rule 22", Scope.LEVEL),
    Objective("top_board", "rule 12", "rule 22", Scope.LEVEL),
)
"""Each score level's objectives, in order (after every objective of ``ROUND``)."""

TABLE = ROUND + LEVEL

ORDER = "order"
"""Why floaters were chosen: the first in the rules' own search order (CAA and Schools
rules 20-21 (a), (b)); otherwise the name of the objective that ruled the first out, or:"""
BLOCKED = "blocked"
"""the first in that order leaves players who cannot all be paired (rules 1, 13)."""
_ROUND_AT = {o.name: i for i, o in enumerate(ROUND)}
_LEVEL_AT = {o.name: i for i, o in enumerate(LEVEL)}


@dataclass(frozen=True, order=True)
class Cost:
    """A complete pairing's cost: ``round`` holds the values of ``ROUND``, ``levels`` one
    tuple of ``LEVEL`` values per score level, highest first. Ordered as the table."""

    round: tuple[object, ...]
    levels: tuple[tuple[object, ...], ...]

    def __post_init__(self) -> None:
        if len(self.round) != len(ROUND) or any(len(v) != len(LEVEL) for v in self.levels):
            raise ValueError("a cost holds one value per objective of the table")

    def of(self, name: str) -> object:
        """The value of the round objective ``name``."""
        return self.round[_ROUND_AT[name]]

    def count(self, name: str) -> int:
        """The value of the round objective ``name`` that counts pairs or players."""
        value = self.of(name)
        if not isinstance(value, int):
            raise TypeError(f"{name} is not a count")
        return value

    def level(self, place: int, name: str) -> object:
        """The value of the level objective ``name`` on the ``place``-th level (from the top)."""
        return self.levels[place][_LEVEL_AT[name]]

    def first_difference(self, other: Cost) -> tuple[Objective, int | None] | None:
        """The first objective of the table where this cost and ``other`` differ, with the
        level's place for a level objective (``None`` for a round one); ``None`` if equal."""
        for objective, mine, theirs in zip(ROUND, self.round, other.round, strict=True):
            if mine != theirs:
                return objective, None
        # the levels of pairings with different byes may differ in number: the common ones
        pairs_of_levels = zip(self.levels, other.levels, strict=False)
        for place, (mine_level, their_level) in enumerate(pairs_of_levels):
            for objective, mine, theirs in zip(LEVEL, mine_level, their_level, strict=True):
                if mine != theirs:
                    return objective, place
        return None


NOTHING = Cost((0, 0, (), 0, 0, (), 0), ())
"""The cost of pairing nobody."""
