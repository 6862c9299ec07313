"""Team tie-breaks on the team's own games (C.07 arts. 12-13): the board count (BC, art.
12.1: each board's points times the board number, lower is better, used only between teams
of equal game points), the top board results (TBR, 12.2: the tied teams by board 1's
points, then board 2's...), the bottom board elimination (BBE, 12.3: by the points without
the last board, then without the last two...), match points against game points (MPvGP,
art. 13.1: the score that does not rank the event) and the score strength combination
(SSSC, art. 13.4). By art. 12's opening the board tie-breaks count individual forfeits as
wins and losses (a team whose opponent did not appear wins every board it filled) and the
pairing-allocated bye as a win on every board; a round without a match (a requested bye,
C.04.6's full- or half-point bye too) is 0 on every board (docs/interpretations.md: gacrux
departs)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.encounter import Groups, places
from individual.standings.c07.field import Kind, Outing
from individual.standings.c07.strength import buchholz, fore_buchholz

Values = dict[int, Fraction]


def board_points(ctx: Context, outing: Outing) -> tuple[Fraction, ...]:
    """The points of a round board by board, forfeits as scored: the pairing-allocated
    bye's a win on each, a round without a match none."""
    if outing.kind is Kind.PAB:
        return (Fraction(1),) * ctx.field.boards
    return outing.boards


def board_totals(ctx: Context, number: int) -> list[Fraction]:
    """A team's points on each board over its rounds."""
    totals = [Fraction(0)] * ctx.field.boards
    for o in ctx.outings[number]:
        for i, p in enumerate(board_points(ctx, o)):
            totals[i] += p
    return totals


def board_count(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """BC (12.1): the points on each board times the board number, lower is better. "It can
    only be used when all tied teams have the same number of game points": in a tie whose
    teams' game points differ it separates nobody (0 for each of them, as a tie-break that
    decides nothing)."""
    found = {
        n: sum((i * p for i, p in enumerate(board_totals(ctx, n), start=1)), Fraction(0))
        for n in ctx.numbers
    }
    games = ctx.games.own
    for group in groups:
        if len({games[n] for n in group}) > 1:
            found.update(dict.fromkeys(group, Fraction(0)))
    return found


def _ranked(group: Sequence[int], keys: Mapping[int, tuple[Fraction, ...]]) -> dict[int, int]:
    order = sorted(group, key=lambda n: tuple(-k for k in keys[n]))
    found: dict[int, int] = {}
    for i, n in enumerate(order):
        same = i and keys[order[i - 1]] == keys[n]
        found[n] = found[order[i - 1]] if same else i + 1
    return found


def board_results(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """TBR: the tied teams by their points on board 1, then board 2, ..."""
    keys = {n: tuple(board_totals(ctx, n)) for g in groups for n in g}
    return places(groups, lambda g: _ranked(g, keys))


def board_elimination(ctx: Context, tiebreak: TieBreak, groups: Groups) -> Values:
    """BBE: the tied teams by their points without the last board, then without the last
    two, ... (with every board they are the game points, ranked before)."""
    keys: dict[int, tuple[Fraction, ...]] = {}
    for g in groups:
        for n in g:
            points = board_totals(ctx, n)
            keys[n] = tuple(sum(points[:k], Fraction(0)) for k in range(len(points) - 1, 0, -1))
    return places(groups, lambda g: _ranked(g, keys))


def secondary_score(ctx: Context, tiebreak: TieBreak) -> Values:
    """MPvGP: the secondary score (game points when match points rank; ``MPvGP:GP`` or
    ``:MP`` names it)."""
    scores = ctx.of(tiebreak.score) if tiebreak.score else ctx.secondary
    return dict(scores.own)


def score_strength(ctx: Context, tiebreak: TieBreak) -> Values:
    """SSSC (art. 13.4): the secondary score plus the schedule strength, the Buchholz of
    the primary score (``/F``: Fore Buchholz) divided by the normalising factor: the most
    primary score one could make over the rounds over the most secondary score of one
    match, rounded down (``/Kn``: n)."""
    plain = TieBreak("FB" if tiebreak.fore else "BH", played=tiebreak.played)
    strength = (fore_buchholz if tiebreak.fore else buchholz)(ctx, plain)
    secondary = ctx.secondary.own
    most = ctx.win_in(ctx.scores) * ctx.field.rounds  # the most primary score
    factor = tiebreak.factor or max(1, int(most / ctx.win_in(ctx.secondary)))
    return {n: secondary[n] + strength[n] / factor for n in ctx.numbers}
