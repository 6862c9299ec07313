"""B.1-B.6: the pairing criteria in priority order, and the numbers of A.6 and A.8.

``CRITERIA`` is the one table of the criteria, highest priority first. A ``Profile`` is
what the criteria need to know of a player for the round being paired; a ``Stage`` says
which relative criteria are still in force (C.9-C.11, C.14 drop them one by one).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from individual.fide1998.roles import Role, SwissDetail
from individual.swiss.history import Float, PlayerState
from individual.vocabulary.colour import (
    Colour,
    Preference,
    breaks_limits,
    colour_difference,
    preference,
)

CRITERIA: tuple[tuple[str, str], ...] = (
    ("B.1a", "two players shall not meet more than once"),
    ("B.1b", "no bye for a player who received a point without playing"),
    ("B.2a", "no colour difference above +2 or below -2"),
    ("B.2b", "no player receives the same colour three times in a row"),
    ("B.3", "score differences between opponents as small as possible"),
    ("B.4", "as many players as possible receive their colour preference (x)"),
    ("B.5", "no identical float in two consecutive rounds"),
    ("B.6", "no identical float as two rounds before"),
)
"""Absolute (B.1, B.2), then relative in descending priority (B.3-B.6)."""

MAX_DIFFERENCE, MAX_STREAK = 2, 2  # B.2a, B.2b
DROPPABLE = ("B.6↓", "B.5↓", "B.6↑", "B.5↑")
"""C.9 drops B.6 then B.5 for downfloats; C.10 then B.6 then B.5 for upfloats."""


@dataclass(frozen=True, slots=True)
class Profile:
    """A player as the criteria see them for this round.

    ``want``/``strength``: A.7 (absolute not in effect for ``exempt`` players);
    ``allowed``: the colours B.2 permits; ``float1``/``float2``: floats one and two rounds
    ago (B.5, B.6); ``exempt``: over 50 % when pairing the last round (note to B.6);
    ``bye_ok``: B.1b.
    """

    number: int
    score: int
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    want: Colour | None
    strength: Preference
    allowed: frozenset[Colour]
    float1: Float | None
    float2: Float | None
    exempt: bool
    bye_ok: bool


def profile(state: PlayerState, exempt: bool) -> Profile:
    """A.7, B.1, B.2 and the floats of ``state``; ``exempt``: note to B.6 applies."""
    want, strength = preference(state.colours)
    if exempt and strength is Preference.ABSOLUTE:
        diff = colour_difference(state.colours)
        strength = Preference.STRONG if diff else Preference.MILD
        want = (Colour.WHITE if diff < 0 else Colour.BLACK) if diff else state.colours[-1].opposite
    allowed = frozenset(
        c
        for c in Colour
        if exempt or not breaks_limits(state.colours, c, MAX_DIFFERENCE, MAX_STREAK)
    )
    return Profile(
        state.number,
        state.score,
        state.colours,
        state.opponents,
        want,
        strength,
        allowed,
        state.float_back(1),
        state.float_back(2),
        exempt,
        not state.had_point_without_playing,
    )


def is_exempt(state: PlayerState, round_number: int, total_rounds: int) -> bool:
    """Note to B.6 and A.7a: pairing the last round, a score of over 50 % (of the rounds
    played) lifts B.2, B.5, B.6 and absolute colour preferences for that player."""
    return round_number == total_rounds and state.score > round_number - 1


def meeting_obstacle(a: Profile, b: Profile) -> str | None:
    """B.1a, B.2: the article that forbids ``a`` against ``b``, or ``None``."""
    if b.number in a.opponents:
        return "B.1a"
    if not colours_possible(a, b):
        return "B.2"
    return None


def colours_possible(a: Profile, b: Profile) -> bool:
    """B.2: is there a colour for ``a`` whose opposite ``b`` may take?"""
    mine, theirs = a.allowed, b.allowed
    if len(mine) == 2 or len(theirs) == 2:
        return bool(mine) and bool(theirs)
    return bool(mine) and bool(theirs) and mine != theirs


def can_meet(a: Profile, b: Profile) -> bool:
    return b.number not in a.opponents and colours_possible(a, b)


def colour_conflict(a: Profile, b: Profile) -> bool:
    """B.4: one of the two cannot receive their colour preference."""
    return a.want is not None and a.want is b.want


def float_obstacle(player: Profile, received: Float, dropped: Iterable[str]) -> str | None:
    """B.5, B.6: the article ``player`` would break by receiving ``received`` now."""
    if player.exempt or (player.float1 is not received and player.float2 is not received):
        return None
    arrow = received.value
    if player.float1 is received and f"B.5{arrow}" not in dropped:
        return "B.5"
    if player.float2 is received and f"B.6{arrow}" not in dropped:
        return "B.6"
    return None


def x_of(players: Iterable[Profile]) -> int:
    """A.8: x = b - q if b > w else w - q, with q half the players rounded up; never
    below zero (players without a preference can take either colour)."""
    group = list(players)
    w = sum(1 for p in group if p.want is Colour.WHITE)
    b = sum(1 for p in group if p.want is Colour.BLACK)
    q = (len(group) + 1) // 2
    return max(0, (b if b > w else w) - q)


def p_of(size: int, moved_down: int = 0) -> int:
    """A.6: the number of pairings: the players moved down in a heterogeneous bracket,
    else half the bracket rounded down."""
    return moved_down if moved_down else size // 2


@dataclass(frozen=True)
class Stage:
    """Which relative criteria are in force: ``dropped`` floats (C.9, C.10), how far x
    was raised (C.11) and p lowered (C.14, for the moved-down players ``het_less`` and
    the homogeneous group or remainder ``less``); ``sent_on``: the places (A.2 order, from
    0) of the moved-down players C.14 sends on; ``step`` says which step made it."""

    step: Role = Role.STAGE_ALL
    dropped: frozenset[str] = frozenset()
    x_extra: int = 0
    less: int = 0
    het_less: int = 0
    colours_free: bool = False
    sent_on: tuple[int, ...] = ()

    @property
    def detail(self) -> SwissDetail:
        """What the stage has given up, for the trail: the criteria ``dropped`` (sorted),
        ``colours_free`` (B.4 not checked), ``x_raised`` and ``p_lowered``."""
        return SwissDetail(
            dropped=tuple(sorted(self.dropped)),
            colours_free=self.colours_free,
            x_raised=self.x_extra,
            p_lowered=self.less + self.het_less,
        )
