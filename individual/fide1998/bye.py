"""A.5 as changed in 2010: the bye to "the lowest ranked player who equalises the colours
in the bottom score group", instead of the player the lowest bracket leaves over (1998)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from individual.fide1998.criteria import Profile
from individual.matching.maximum import Completability
from individual.vocabulary.colour import Colour


def colour_equalising_bye(
    bottom: Sequence[int],
    group: Sequence[int],
    profiles: Mapping[int, Profile],
    state: Completability,
    bye_vertex: int,
) -> tuple[int, Completability] | None:
    """A.5 (2010): from the lowest-ranked player of the bottom score group (``group``, in
    A.2 order; not the players moved down into it) upwards, the first who may have the bye
    (B.1b), after whose removal as many players of the bottom bracket (``bottom``, the
    moved-down players included) want white as black, and without whom the others can all
    be paired. ``None`` if nobody equalises the colours (the 1998 rule then applies)."""
    wants = [profiles[n].want for n in bottom]
    white, black = wants.count(Colour.WHITE), wants.count(Colour.BLACK)
    for n in reversed(group):
        p = profiles[n]
        if not p.bye_ok:
            continue
        w = white - (p.want is Colour.WHITE)
        b = black - (p.want is Colour.BLACK)
        if w != b:
            continue
        after = state.without(n, bye_vertex)
        if after is not None:
            return n, after
    return None
