"""The opponents' strength by their scores (C.07): Buchholz (BH), Fore Buchholz (FB), the
Average of Opponents' Buchholz (AOB), Sonneborn-Berger (SB) and the team's extended
Sonneborn-Bergers (EMMSB, EMGSB, EGMSB, EGGSB). A round without a game over the board
counts an opponent with the participant's own score (art. 16, ``rules.Scores``); the
Cut and Median modifiers drop the least (and most) significant values, a voluntarily
unplayed round first (art. 14-16).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from individual.standings import rules
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.field import Outing
from individual.standings.rules import Contribution, kept_after_cut

Values = dict[int, Fraction]


def trimmed(parts: list[Contribution], tiebreak: TieBreak) -> Fraction:
    """The sum after the Cut (``/Cn``: the n least significant values) or the Median
    (``/Mn``: the n least, then the n most significant)."""
    low = tiebreak.cut + tiebreak.median
    kept = kept_after_cut(parts, low) if low else list(parts)
    for _ in range(min(tiebreak.median, len(kept))):
        kept.remove(max(kept, key=lambda c: (c.score, c.value)))
    return sum((c.value for c in kept), Fraction(0))


def _parts(
    ctx: Context,
    scores: rules.Scores[Outing],
    tiebreak: TieBreak,
    number: int,
    scored: Callable[[Outing], Fraction] | None,
) -> list[Contribution]:
    found = []
    for counted, outing in zip(scores.rows[number], ctx.outings[number], strict=True):
        if ctx.as_played(tiebreak, outing) and outing.opponent is not None:
            value = scores.adjusted[outing.opponent]
        else:
            value = scores.opponent_score(number, counted)
        found.append(Contribution(value, value * scored(outing) if scored else value, outing.vur))
    return found


def buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """BH: the sum of the opponents' scores (art. 8.1)."""
    scores = ctx.score_of(tiebreak)
    return {n: trimmed(_parts(ctx, scores, tiebreak, n, None), tiebreak) for n in ctx.numbers}


def sonneborn_berger(ctx: Context, tiebreak: TieBreak) -> Values:
    """SB: each opponent's score times the points scored against it (art. 9.1); a team's
    in its primary score (or the one named: ``SB:GP``)."""
    games = tiebreak.score == "GP"

    def scored(o: Outing) -> Fraction:
        return o.games if games else o.score

    scores = ctx.score_of(tiebreak)
    return {n: trimmed(_parts(ctx, scores, tiebreak, n, scored), tiebreak) for n in ctx.numbers}


def extended_sonneborn_berger(ctx: Context, tiebreak: TieBreak) -> Values:
    """EMMSB, EMGSB, EGMSB, EGGSB (art. 13.2): each opponent's score (the first letter after
    E: M match points, G game points) times the team's own score that round (the second);
    ESB: the primary score times the secondary (EMGSB for a team, SB for a player)."""
    name = tiebreak.name if tiebreak.name != "ESB" else "EMGSB" if ctx.field.team else "EMMSB"
    scores = ctx.of(name[1])
    own_games = name[2] == "G"
    return {
        n: trimmed(
            _parts(
                ctx, scores, tiebreak, n, (lambda o: o.games) if own_games else lambda o: o.score
            ),
            tiebreak,
        )
        for n in ctx.numbers
    }


def fore_buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """FB: Buchholz with every game of the last round counted as a draw (art. 8.2)."""
    return buchholz(ctx.fore(), tiebreak)


def average_of_buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """AOB: the average of the Buchholz of the opponents met over the board (art. 8.3)."""
    plain = buchholz(ctx, TieBreak("BH", tiebreak.score, played=tiebreak.played))
    out: Values = {}
    for n in ctx.numbers:
        met = [plain[o.opponent] for o in ctx.outings[n]
               if ctx.as_played(tiebreak, o) and o.opponent is not None]  # fmt: skip
        out[n] = sum(met, Fraction(0)) / len(met) if met else Fraction(0)
    return out
