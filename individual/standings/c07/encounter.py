"""Tie-breaks worked out inside the groups still tied when their turn comes: direct
encounter (DE, art. 6) and the extended direct encounter of team events (EDE, art. 13.3:
the primary score, then the secondary one, in the matches between the tied teams). Each
value is a place inside the tie (1 first, lower is better), 0 where it separates nobody
(``places``: the same for the team board tie-breaks of ``teams``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.field import Outing
from individual.standings.rules import de_places

Values = dict[int, Fraction]
Groups = Sequence[Sequence[int]]


def _met(
    ctx: Context, tiebreak: TieBreak, scored: Callable[[Outing], Fraction]
) -> dict[tuple[int, int], Fraction]:
    """What each participant scored against each opponent over the board (every paired
    game with ``/P``), averaged when they met more than once (art. 6.1.2)."""
    found: dict[tuple[int, int], list[Fraction]] = {}
    for n, rows in ctx.outings.items():
        for o in rows:
            if o.opponent is not None and ctx.as_played(tiebreak, o):
                found.setdefault((n, o.opponent), []).append(scored(o))
    return {pair: sum(v, Fraction(0)) / len(v) for pair, v in found.items()}


def _places(
    group: Sequence[int], met: Mapping[tuple[int, int], Fraction], win: Fraction
) -> dict[int, int]:
    scale = win.denominator
    scaled = {pair: value * scale for pair, value in met.items()}
    return de_places(list(group), scaled, int(win * scale))


def places(groups: Groups, places: Callable[[Sequence[int]], dict[int, int]]) -> Values:
    out: Values = {}
    for group in groups:
        found = places(group)
        distinct = len(set(found.values())) > 1
        out.update({n: Fraction(found[n] if distinct else 0) for n in group})
    return out


def direct_encounter(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """DE (art. 6): if all the tied participants met, their scores against each other rank
    them; if not, one goes ahead only with a score no one below could still reach; again
    inside what is left tied."""
    met = _met(ctx, tiebreak, lambda o: o.score)
    win = ctx.field.win
    return places(groups, lambda g: _places(g, met, win))


def extended_direct_encounter(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """EDE (art. 13.3): direct encounter in the primary score, then, among the teams it
    leaves tied, in the secondary score (game points after match points), and again."""
    primary = _met(ctx, tiebreak, lambda o: o.score)
    secondary = _met(ctx, tiebreak, lambda o: o.games)
    wins = (ctx.field.win, Fraction(ctx.field.boards) if ctx.field.team else ctx.field.win)

    def refined(group: Sequence[int]) -> dict[int, int]:
        return _refine(list(group), [lambda g: _places(g, primary, wins[0]),
                                     lambda g: _places(g, secondary, wins[1])])  # fmt: skip

    return places(groups, refined)


def _refine(
    group: list[int], steps: Sequence[Callable[[Sequence[int]], dict[int, int]]]
) -> dict[int, int]:
    """Places from the first step; inside each place it leaves shared, the next steps,
    from the first again whenever one separates someone."""
    places = {n: 1 for n in group}
    stuck = 0
    index = 0
    while stuck < len(steps) and len(set(places.values())) < len(group):
        changed = False
        for place in sorted(set(places.values())):
            tied = [n for n in group if places[n] == place]
            if len(tied) < 2:
                continue
            inner = steps[index](tied)
            if len(set(inner.values())) > 1:
                changed = True
                places.update({n: place + inner[n] - 1 for n in tied})
        stuck = 0 if changed else stuck + 1
        index = 0 if changed else (index + 1) % len(steps)
    return places
