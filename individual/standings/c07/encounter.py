"""Tie-breaks worked out inside the groups still tied when their turn comes: direct
encounter (DE, art. 6) and the extended direct encounter of team events (EDE, art. 13.3:
the primary score, then the secondary one, in the matches between the tied teams). Each
value is a place inside the tie (1 first, lower is better), 0 where it separates nobody
(``places``: the same for the team board tie-breaks of ``teams``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from individual.standings import rules
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.field import Outing
from individual.standings.rules import de_places

Values = dict[int, Fraction]
Groups = Sequence[Sequence[int]]


def _met(
    ctx: Context, tiebreak: TieBreak, scores: rules.Scores[Outing], groups: Groups
) -> dict[int, dict[int, Fraction | int]]:
    """What each tied participant scored against each opponent over the board (every
    paired game with ``/P``), in units of ``scores``, averaged when they met more than
    once (art. 6.1.2)."""
    found: dict[int, dict[int, list[int]]] = {}
    for group in groups:
        for n in group:
            mine = found.setdefault(n, {})
            for o, units in zip(ctx.outings[n], scores.units[n], strict=True):
                if o.opponent is not None and (o.played or tiebreak.played):
                    mine.setdefault(o.opponent, []).append(units)
    return {
        n: {m: v[0] if len(v) == 1 else Fraction(sum(v), len(v)) for m, v in mine.items()}
        for n, mine in found.items()
    }


def _places(
    group: Sequence[int], met: Mapping[int, Mapping[int, Fraction | int]], win: int
) -> dict[int, int]:
    """``rules.de_places`` on the scores between the group (``win``: a win in units)."""
    inside = set(group)
    between = {(a, b): value for a in group for b, value in met[a].items() if b in inside}
    return de_places(list(group), between, win)  # type: ignore[arg-type]


def places(groups: Groups, places: Callable[[Sequence[int]], dict[int, int]]) -> Values:
    """Each group's places (0 for all where they separate nobody)."""
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
    scores = ctx.score_of(tiebreak)
    met = _met(ctx, tiebreak, scores, groups)
    win = int(ctx.win_in(scores) * scores.scale)
    return places(groups, lambda g: _places(g, met, win))


def extended_direct_encounter(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """EDE (art. 13.3): direct encounter in the primary score, then, among the teams it
    leaves tied, in the secondary score (game points after match points), again from the
    primary score whenever a new tie forms (13.3.3). EDET, EDEB, EDEBT, EDEBB (13.3.2): when
    exactly two teams are still tied, their match(es) against each other decide by the
    board count (B: lower is better), then board by board (T: board 1's points, then
    board 2's...) or without the bottom boards (B: all boards but the last, then...)."""
    first, second = ctx.scores, ctx.secondary
    primary = _met(ctx, tiebreak, first, groups)
    secondary = _met(ctx, tiebreak, second, groups)
    wins = (int(ctx.win_in(first) * first.scale), int(ctx.win_in(second) * second.scale))
    steps: list[Callable[[Sequence[int]], dict[int, int]]] = [
        lambda g: _places(g, primary, wins[0]),
        lambda g: _places(g, secondary, wins[1]),
    ]
    count = ctx.field.boards
    name = tiebreak.name.upper()
    weights: list[tuple[int, ...]] = []
    if name in ("EDEBT", "EDEBB"):
        weights.append(tuple(-b for b in range(1, count + 1)))  # the board count
    if name in ("EDET", "EDEBT"):
        weights += [tuple(int(b == k) for b in range(count)) for k in range(count)]
    if name in ("EDEB", "EDEBB"):
        weights += [tuple(int(b < count - k) for b in range(count)) for k in range(1, count)]
    steps += [_between_two(ctx, tiebreak, w) for w in weights]

    def refined(group: Sequence[int]) -> dict[int, int]:
        return _refine(list(group), steps)

    return places(groups, refined)


def _between_two(
    ctx: Context, tiebreak: TieBreak, weights: Sequence[int]
) -> Callable[[Sequence[int]], dict[int, int]]:
    """A step that separates exactly two teams by their boards' points, ``weights`` times
    each board, in their match(es) against each other (averaged); others are left tied."""

    def step(group: Sequence[int]) -> dict[int, int]:
        if len(group) != 2:
            return {n: 1 for n in group}
        a, b = group
        va, vb = _weighted(ctx, tiebreak, a, b, weights), _weighted(ctx, tiebreak, b, a, weights)
        if va is None or vb is None or va == vb:
            return {a: 1, b: 1}
        return {a: 1, b: 2} if va > vb else {a: 2, b: 1}

    return step


def _weighted(
    ctx: Context, tiebreak: TieBreak, team: int, other: int, weights: Sequence[int]
) -> Fraction | None:
    found = [
        sum((w * p for w, p in zip(weights, o.boards, strict=False)), Fraction(0))
        for o in ctx.outings[team]
        if o.opponent == other and (o.played or tiebreak.played)
    ]
    return sum(found, Fraction(0)) / len(found) if found else None


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
