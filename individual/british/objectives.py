"""Rule 2's "minimum disturbance" as one named table of objectives (issue 17), read by the
engine's search (``individual.british.levels``), its trail and ``swiss check``
(``individual.check.british``): compared one after another, smaller first.

The round's objectives are sums over the pairs; the level objectives are taken score level
by score level from the highest (CAA rule 11), each over the players who stay in it, its
floaters and their float keys. ``Cost`` holds the values by the table, not by position in
a tuple; it compares as the table orders the objectives. Why each is where it is:
docs/british_matching.md, section 1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Scope(Enum):
    """Whether an objective is summed over the whole round or taken per score level."""

    ROUND = "round"
    LEVEL = "level"


@dataclass(frozen=True)
class Objective:
    """One objective of the order: its name, the rules it comes from (CAA 2009, English
    Schools: the one place each objective's rule is kept, read by the trail and by
    ``swiss check``) and its scope. A float key (rules 20-21) also says which floaters it
    counts (``floats``: ``"up"``, ``"down"`` or ``"both"``) and which item of a floater's
    key (``part``: 0 floated the same way in the previous round, 1 float history, 2 place
    in the search)."""

    name: str
    caa: str
    schools: str
    scope: Scope
    floats: str = ""
    part: int = 0

    def rule(self, system: str) -> str:
        """The rule this objective serves in ``system`` (``caa`` or ``schools``)."""
        return self.caa if system == "caa" else self.schools


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

_EXCHANGES = Objective("exchanges", "rule 12", "rule 22", Scope.LEVEL)
_RULE12 = (
    Objective("variation", "rule 12", "rule 22", Scope.LEVEL),
    Objective("squares", "rule 12", "rule 22", Scope.LEVEL),
    Objective("grades", "rule 12", "rule 22", Scope.LEVEL),
)
_TOP_BOARD = Objective("top_board", "rule 12", "rule 22", Scope.LEVEL)


def _key(name: str, caa: str, schools: str, floats: str, part: int) -> Objective:
    return Objective(name, caa, schools, Scope.LEVEL, floats, part)


@dataclass(frozen=True)
class LevelOrder:
    """The score level's objectives in order (after every objective of ``ROUND``): rule
    12's exchanges, the floaters' keys (rules 20-21, 24) and rule 12's variation, squares,
    grade variation and top board, in one of the readings below."""

    name: str
    objectives: tuple[Objective, ...]

    def at(self, name: str) -> int:
        """The place of the objective ``name`` in a level tuple."""
        return next(i for i, o in enumerate(self.objectives) if o.name == name)

    @property
    def keys(self) -> tuple[Objective, ...]:
        """The float keys, in the order of the table."""
        return tuple(o for o in self.objectives if o.floats)

    @property
    def leading(self) -> int:
        """How many float keys come before rule 12's variation (the others after it)."""
        variation = self.at("variation")
        return sum(1 for i, o in enumerate(self.objectives) if o.floats and i < variation)

    def key_of(self, kind: object, key: tuple[int, int, int]) -> tuple[int, ...]:
        """One floater's values of the float keys: ``key`` (floated the same way last
        round, float history, place) counted by the keys of its ``kind`` (``Float.UP`` or
        ``Float.DOWN``, compared by name)."""
        which = getattr(kind, "name", str(kind)).lower()
        return tuple(key[o.part] if o.floats in (which, "both") else 0 for o in self.keys)


RULE24 = LevelOrder(
    "rule24",
    (
        _EXCHANGES,
        _key("float_again", "rules 20 (a), 21 (a), 24", "rules 2d, 20a, 21a", "both", 0),
        _key("float_history", "rules 20 (b), 21 (b), 24", "rule 2d", "both", 1),
        _key("float_order", "rules 20-21, 24, 28-29", "rules 20-21", "both", 2),
        *_RULE12,
        _TOP_BOARD,
    ),
)
"""Rule 24 as worded: the floaters, as rules 20-21 choose them, are changed only for fewer
floats, transfers or exchanges, so every float key (the upfloater's and the downfloater's
summed) comes before rule 12's variation. CAA ``XXO float-order=rule24`` (the default before
issue 27); English Schools always (its rule 23 keeps the selected floaters likewise)."""

GUIDE = LevelOrder(
    "guide",
    (
        _EXCHANGES,
        _key("up_again", "rules 21 (a), 24", "rule 21 (a)", "up", 0),
        _key("up_history", "rules 21 (b), 24", "rule 21 (b)", "up", 1),
        _key("up_order", "rules 21, 24, 28", "rule 21", "up", 2),
        _key("down_again", "rule 20 (a)", "rule 20 (a)", "down", 0),
        *_RULE12,
        _key("down_order", "rules 2 (c), 20, 29", "rule 20", "down", 2),
        _key("down_history", "rules 2 (d), 20 (b)", "rule 20 (b)", "down", 1),
        _TOP_BOARD,
    ),
)
"""The CAA guide's own worked answer (set A rounds 2, 4 and 5): rule 21's upfloater choice is
kept as rule 24 says, before the variation; rule 20's downfloater yields to grade order and
rule 12 (rule 2 (c) before (d)): not the downfloater of the previous round (rule 20 (a)),
then the variation, squares and grade variation, then the place in rule 20's search, then
the float history (rule 20 (b)), then the top board. The CAA default (``DEFAULT``; ``XXO
float-order=guide`` names it)."""

ORDERS = {order.name: order for order in (GUIDE, RULE24)}
"""The readings by the name ``XXO float-order=`` gives them."""

DEFAULT = GUIDE
"""The CAA default reading: the guide's (``GUIDE``), the CAA's own worked answer (set A rounds
2, 4 and 5), within issue 31's speed targets since its candidate downfloaters are priced by
rule 12's variation, squares and grade variation before their stayers are paired
(``individual.british.line``; docs/interpretations.md, benchmarks/README.md, issue 27). Rule
24 as worded (``RULE24``) is the option ``XXO float-order=rule24``; English Schools always
reads it."""

LEVEL = DEFAULT.objectives
"""The default reading's level objectives, in order."""

TABLE = ROUND + tuple({o.name: o for order in (GUIDE, RULE24) for o in order.objectives}.values())
"""Every objective of every reading, each once: the one table of their rules."""

ORDER = "order"
"""Why floaters were chosen: the first in the rules' own search order (CAA and Schools
rules 20-21 (a), (b)); otherwise the name of the objective that ruled the first out, or:"""
BLOCKED = "blocked"
"""the first in that order leaves players who cannot all be paired (rules 1, 13)."""
_ROUND_AT = {o.name: i for i, o in enumerate(ROUND)}


@dataclass(frozen=True, order=True)
class Cost:
    """A complete pairing's cost: ``round`` holds the values of ``ROUND``, ``levels`` one
    tuple per score level, highest first, of the values of ``order``'s objectives (the
    reading the pairing was costed by). Ordered as the table."""

    round: tuple[object, ...]
    levels: tuple[tuple[object, ...], ...]
    order: LevelOrder = field(default=DEFAULT, compare=False)

    def __post_init__(self) -> None:
        size = len(self.order.objectives)
        if len(self.round) != len(ROUND) or any(len(v) != size for v in self.levels):
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
        return self.levels[place][self.order.at(name)]

    def first_difference(self, other: Cost) -> tuple[Objective, int | None] | None:
        """The first objective of the table where this cost and ``other`` differ, with the
        level's place for a level objective (``None`` for a round one); ``None`` if equal."""
        for objective, mine, theirs in zip(ROUND, self.round, other.round, strict=True):
            if mine != theirs:
                return objective, None
        # the levels of pairings with different byes may differ in number: the common ones
        pairs_of_levels = zip(self.levels, other.levels, strict=False)
        for place, (mine_level, their_level) in enumerate(pairs_of_levels):
            objectives = self.order.objectives
            for objective, mine, theirs in zip(objectives, mine_level, their_level, strict=True):
                if mine != theirs:
                    return objective, place
        return None


NOTHING = Cost((0, 0, (), 0, 0, (), 0), ())
"""The cost of pairing nobody."""
