"""C.6-C.14 as stages: the order in which a bracket's relative criteria are given up.

A bracket is paired at the first stage that yields a pairing: all criteria (C.6-C.8),
then B.6 and B.5 dropped for downfloats (C.9), then for upfloats (C.10), then x raised by
one (C.11, "restart at C3") and the same stages again with every criterion back, until
colours are not checked at all; then p lowered (C.14, "restart at C4"), the remainder's
before the moved-down players', and the same stages again with every criterion back.
When C.14 lowers the moved-down players' p, the lowest of them is sent on first; if no
stage pairs the others, the next lowest instead, and so on (A.3: they are paired first
"whenever possible"), so one who cannot be paired at all is the one sent on.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from individual.fide1998.criteria import DROPPABLE, Stage
from individual.fide1998.roles import Role


def stages(
    relative: bool, max_x: int, max_less: int, max_het_less: int, moved: int = 0
) -> Iterator[Stage]:
    """C.6-C.14 in order (see the module docstring) for a bracket with ``moved`` players
    moved down (heterogeneous); ``relative=False`` is the 1998 wording of C.6, where only
    B.1 and B.2 decide."""
    for het_less, sent_on in _sent_on(moved, max_het_less):
        for less in range(max_less + 1):
            first = Role.STAGE_P if less or het_less else Role.STAGE_ALL
            if not relative:
                yield Stage(first, frozenset(DROPPABLE), 0, less, het_less, True, sent_on)
                continue
            for x_extra, free in [*((x, False) for x in range(max_x + 1)), (max_x, True)]:
                step = first if (x_extra, free) == (0, False) else Role.STAGE_X
                yield Stage(step, frozenset(), x_extra, less, het_less, free, sent_on)
                dropped: frozenset[str] = frozenset()
                for criterion in DROPPABLE:
                    dropped |= {criterion}
                    down = criterion.endswith("↓")
                    step = Role.STAGE_DOWNFLOATS if down else Role.STAGE_UPFLOATS
                    yield Stage(step, dropped, x_extra, less, het_less, free, sent_on)


def _sent_on(moved: int, max_het_less: int) -> Iterator[tuple[int, tuple[int, ...]]]:
    """C.14 for the moved-down players: how many are sent on, and which (their places),
    keeping the highest paired first (the lowest sent on first)."""
    for het_less in range(max_het_less + 1):
        for kept in combinations(range(moved), moved - het_less):
            yield het_less, tuple(k for k in range(moved) if k not in kept)


def skippable(stage: Stage, tried: Stage, fired: set[str], cut_short: bool = False) -> bool:
    """Would ``stage`` walk exactly as ``tried`` did? Only if p is the same and whatever it
    relaxes rejected nothing then. A stage that brings a dropped criterion back (C.11) is
    stricter there: it finds nothing ``tried`` did not, unless ``tried`` was ``cut_short``
    by its bound (the stricter walk may reach further)."""
    if (stage.less, stage.het_less, stage.sent_on) != (tried.less, tried.het_less, tried.sent_on):
        return False
    if cut_short and not stage.dropped >= tried.dropped:
        return False
    relaxed = set(stage.dropped - tried.dropped)
    if stage.x_extra != tried.x_extra or stage.colours_free != tried.colours_free:
        relaxed.add("B.4")
    return not (relaxed & fired)
