"""Tie-breaks counting a participant's own results (C.07 art. 7 and 9): the score
(PTS), wins (WIN), games won (WON), games played and won with black (BPG, BWG), rounds
one elected to play (REP, GE), voluntarily unplayed rounds (VUR), the colour difference
(COD), the progressive score (PS) and Koya (KS).
"""

from __future__ import annotations

from fractions import Fraction

from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.vocabulary.colour import Colour

Values = dict[int, Fraction]


def points(ctx: Context, tiebreak: TieBreak) -> Values:
    """PTS: the score (a team's primary, or the one named)."""
    return dict(ctx.score_of(tiebreak).own)


def _won(ctx: Context, tiebreak: TieBreak) -> dict[int, list[bool]]:
    """Each round: a win's score or more (a team's match won, or all its boards with
    ``:GP``)."""
    scores = ctx.of(tiebreak.score) if tiebreak.score else ctx.match
    win = int(ctx.win_in(scores) * scores.scale)
    return {n: [u >= win for u in units] for n, units in scores.units.items()}


def wins(ctx: Context, tiebreak: TieBreak) -> Values:
    """WIN: rounds in which the participant scored a win's points, with or without a
    game (art. 7.1)."""
    return {n: Fraction(sum(won)) for n, won in _won(ctx, tiebreak).items()}


def won(ctx: Context, tiebreak: TieBreak) -> Values:
    """WON: games (matches) won over the board (art. 7.2)."""
    found = _won(ctx, tiebreak)
    return {
        n: Fraction(
            sum(1 for o, w in zip(r, found[n], strict=True) if w and ctx.as_played(tiebreak, o))
        )
        for n, r in ctx.outings.items()
    }


def black_games(ctx: Context, tiebreak: TieBreak) -> Values:
    """BPG: games played over the board with black (art. 7.3; a forfeit is none)."""
    return {
        n: Fraction(sum(1 for o in r if o.played and o.colour is Colour.BLACK))
        for n, r in ctx.outings.items()
    }


def black_wins(ctx: Context, tiebreak: TieBreak) -> Values:
    """BWG: games won over the board with black (art. 7.4)."""
    found = _won(ctx, tiebreak)
    return {
        n: Fraction(sum(1 for o, w in zip(r, found[n], strict=True)
                        if w and o.played and o.colour is Colour.BLACK))
        for n, r in ctx.outings.items()
    }  # fmt: skip


def elected(ctx: Context, tiebreak: TieBreak) -> Values:
    """REP (GE in the 2023 edition): "the number of rounds reduced by the number of
    half-point-byes, zero-point-byes or forfeit losses" (art. 7.6), the VURs (16.1.2)."""
    return {n: Fraction(sum(1 for o in r if not o.vur)) for n, r in ctx.outings.items()}


def unplayed(ctx: Context, tiebreak: TieBreak) -> Values:
    """VUR: the voluntarily unplayed rounds (art. 16.1.2), fewer is better."""
    return {n: Fraction(sum(1 for o in r if o.vur)) for n, r in ctx.outings.items()}


def colour_difference(ctx: Context, tiebreak: TieBreak) -> Values:
    """COD: games with white less games with black (C.04's colour difference)."""
    return {
        n: Fraction(sum((o.colour is Colour.WHITE) - (o.colour is Colour.BLACK) for o in r))
        for n, r in ctx.outings.items()
    }


def games_played(ctx: Context, tiebreak: TieBreak) -> Values:
    """NUM: games (matches) played over the board."""
    return {n: Fraction(sum(1 for o in r if o.played)) for n, r in ctx.outings.items()}


def own_rating(ctx: Context, tiebreak: TieBreak) -> Values:
    """RTNG (art. 10.6): the participant's own rating, highest first (an unrated one's
    ``/Un``; dropped as art. 10 says, ``ratings.dropped``)."""
    people = ctx.field.participants
    return {n: Fraction(people[n].rating or tiebreak.unrated or 0) for n in ctx.numbers}


def start_number(ctx: Context, tiebreak: TieBreak) -> Values:
    """TPN: the start (pairing) number, lower first."""
    return {n: Fraction(n) for n in ctx.numbers}


def progressive(ctx: Context, tiebreak: TieBreak) -> Values:
    """PS: the sum of the running scores after each round, an unplayed round as scored;
    ``/Cn`` leaves out the first n rounds (arts. 7.5, 14.1.1 c)."""
    games = ctx.field.team and ctx.score_of(tiebreak) is ctx.games
    out: Values = {}
    for n, r in ctx.outings.items():
        running, total = Fraction(0), Fraction(0)
        for i, o in enumerate(r):
            running += o.games if games else o.score
            if i >= tiebreak.cut:
                total += running
        out[n] = total
    return out


def koya(ctx: Context, tiebreak: TieBreak) -> Values:
    """KS: the points scored against the opponents (paired, forfeits included) whose score
    is at least ``/Ln`` per cent (50 by default) of the most one could score, moved by
    ``/L+n`` half points (arts. 9.2, 14.5)."""
    scores = ctx.score_of(tiebreak)
    limit = (tiebreak.limit if tiebreak.limit is not None else Fraction(50)) / 100
    least = ctx.win(tiebreak) * ctx.field.rounds * limit + Fraction(tiebreak.shift or 0, 2)
    games = ctx.field.team and scores is ctx.games
    return {
        n: sum(
            (
                (o.games if games else o.score)
                for o in r
                if o.opponent is not None and scores.own[o.opponent] >= least
            ),
            Fraction(0),
        )
        for n, r in ctx.outings.items()
    }


def standard_points(ctx: Context, tiebreak: TieBreak) -> Values:
    """STD (art. 7.7): 1 for each round in which the participant scored more than its
    scheduled opponent, or without playing more than a draw; 1/2 for each round scored the
    same as the scheduled opponent, or without playing exactly a draw."""
    scores = ctx.score_of(tiebreak)
    draw = int(ctx.win_in(scores) * scores.scale) // 2 if scores is ctx.games else None
    draw = int(ctx.field.draw * scores.scale) if draw is None else draw
    out: Values = {}
    for n, rows in ctx.outings.items():
        total = Fraction(0)
        for index, (o, units) in enumerate(zip(rows, scores.units[n], strict=True)):
            other = scores.units[o.opponent][index] if o.opponent is not None else draw
            total += 1 if units > other else Fraction(1, 2) if units == other else 0
        out[n] = total
    return out
