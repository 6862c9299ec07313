"""Team tie-breaks on the team's own games (C.07 arts. 12-13): the board count (BC, art.
12.1: each board's points times the board number, lower is better), match points against
game points (MPvGP, art. 13.1: the score that does not rank the event) and the score
strength combination (SSSC, art. 13.4).
"""

from __future__ import annotations

from fractions import Fraction

from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.strength import buchholz

Values = dict[int, Fraction]


def board_count(ctx: Context, tiebreak: TieBreak) -> Values:
    """BC: the points on each board times the board number; a round without boards (the
    bye) counts a win on every board."""
    boards = ctx.field.boards
    out: Values = {}
    for n, rows in ctx.outings.items():
        total = Fraction(0)
        for o in rows:
            points = o.boards or ((Fraction(1),) * boards if not o.vur else ())
            total += sum((i * p for i, p in enumerate(points, start=1)), Fraction(0))
        out[n] = total
    return out


def secondary_score(ctx: Context, tiebreak: TieBreak) -> Values:
    """MPvGP: the secondary score (game points when match points rank; ``MPvGP:GP`` or
    ``:MP`` names it)."""
    scores = ctx.of(tiebreak.score or "G")
    return dict(scores.own)


def score_strength(ctx: Context, tiebreak: TieBreak) -> Values:
    """SSSC: the secondary score plus the opponents' strength (Buchholz of the primary
    score) divided by the rounds' worth of it, to hundredths."""
    strength = buchholz(ctx, TieBreak("BH", tiebreak.score, played=tiebreak.played))
    games = ctx.games.own
    divisor = max(1, int(ctx.field.win * ctx.field.rounds / ctx.field.boards))
    return {n: games[n] + strength[n] / divisor for n in ctx.numbers}
