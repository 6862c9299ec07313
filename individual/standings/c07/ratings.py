"""Tie-breaks by the ratings (C.07 art. 10): the average rating of the opponents (ARO),
the tournament performance rating (TPR), the perfect tournament performance (PTP), the
averages of the opponents' TPR (APRO) and PTP (APPO), and the own rating (RTNG, in
``results``). They read the games played over the board; with an unrated participant they
are dropped (``dropped``: 0 for everybody, a column ``c07.table`` names as dropped) unless
``/Un`` gives the rating an unrated one counts with;
the FIDE tables are ``individual.standings.rating``'s.
"""

from __future__ import annotations

from fractions import Fraction

from individual.standings import rating
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.strength import trimmed
from individual.standings.rules import Contribution
from individual.vocabulary.result import nearest_whole

Values = dict[int, Fraction]


def dropped(ctx: Context, tiebreak: TieBreak) -> bool:
    """Art. 10: with unrated participants, a rating tie-break is dropped from the list
    unless the regulations say how an unrated one counts (``/Un``): it separates nobody."""
    if tiebreak.unrated is not None:
        return False
    return any(not p.rating for p in ctx.field.participants.values())


def rated_games(ctx: Context, tiebreak: TieBreak, number: int) -> list[tuple[int, Fraction]]:
    """(opponent's rating, points scored) of each game over the board (every game paired
    with ``/P``) against an opponent with a rating (``/Un``'s for an unrated one)."""
    people = ctx.field.participants
    found = []
    for o in ctx.outings[number]:
        if o.opponent is None or not ctx.as_played(tiebreak, o):
            continue
        value = people[o.opponent].rating or tiebreak.unrated
        if value:
            found.append((value, o.games))
    return found


def average_rating(ctx: Context, tiebreak: TieBreak) -> Values:
    """ARO: the average rating of "the opponents played over the board" (a forfeit is not
    one), rounded to a whole, .5 up (art. 10.1); ``/Cn`` and ``/Mn`` drop the lowest (and
    highest) ratings first (14.1.1 b; no VUR: 16 is Buchholz's and Sonneborn-Berger's)."""
    out: Values = {}
    for n in ctx.numbers:
        ratings = [r for r, _ in rated_games(ctx, tiebreak, n)]
        if tiebreak.cut or tiebreak.median:
            parts = [Contribution(Fraction(r), Fraction(r), False) for r in ratings]
            kept = len(ratings) - min(len(ratings), tiebreak.cut + 2 * tiebreak.median)
            total = trimmed(parts, tiebreak)
            out[n] = Fraction(nearest_whole(total / kept)) if kept else Fraction(0)
        else:
            out[n] = Fraction(rating.average_rating(ratings)) if ratings else Fraction(0)
    return out


def performance(ctx: Context, tiebreak: TieBreak) -> Values:
    """TPR: ARO + dp(p), p the fraction scored in those games (art. 10.2)."""
    out: Values = {}
    for n in ctx.numbers:
        games = rated_games(ctx, tiebreak, n)
        scored = sum((s for _, s in games), Fraction(0))
        found = rating.performance_rating([r for r, _ in games], scored)
        out[n] = Fraction(found or 0)
    return out


def perfect_performance(ctx: Context, tiebreak: TieBreak) -> Values:
    """PTP: the lowest rating whose expected score against those opponents (table 8.1.2,
    the difference not capped at 400) reaches the score made against them (art. 10.3);
    with no point, the lowest rating met less 800."""
    out: Values = {}
    for n in ctx.numbers:
        games = rated_games(ctx, tiebreak, n)
        out[n] = Fraction(_perfect(games)) if games else Fraction(0)
    return out


def _perfect(games: list[tuple[int, Fraction]]) -> int:
    ratings = [r for r, _ in games]
    scored = sum((s for _, s in games), Fraction(0))
    if scored <= 0:
        return min(ratings) - 800
    low, high = min(ratings) - 800, max(ratings) + 800
    while low < high:
        middle = (low + high) // 2
        expected = sum((rating.expected_score(middle, r, cap=800) for r in ratings), Fraction(0))
        if expected >= scored:
            high = middle
        else:
            low = middle + 1
    return low


def _average_of(ctx: Context, tiebreak: TieBreak, of: Values) -> Values:
    out: Values = {}
    for n in ctx.numbers:
        met = [of[o.opponent] for o in ctx.outings[n]
               if o.opponent is not None and ctx.as_played(tiebreak, o)]  # fmt: skip
        out[n] = Fraction(nearest_whole(sum(met, Fraction(0)) / len(met))) if met else Fraction(0)
    return out


def average_performance(ctx: Context, tiebreak: TieBreak) -> Values:
    """APRO: the opponents' average TPR, rounded to a whole (art. 10.4)."""
    return _average_of(ctx, tiebreak, performance(ctx, tiebreak))


def average_perfect(ctx: Context, tiebreak: TieBreak) -> Values:
    """APPO: the opponents' average PTP, rounded to a whole (art. 10.5)."""
    return _average_of(ctx, tiebreak, perfect_performance(ctx, tiebreak))
