"""The opponents' strength by their scores (C.07): Buchholz (BH), Fore Buchholz (FB), the
Average of Opponents' Buchholz (AOB), Sonneborn-Berger (SB) and the team's extended
Sonneborn-Bergers (EMMSB, EMGSB, EGMSB, EGGSB). A round without a game over the board
counts a dummy opponent with the participant's own score, capped (art. 16.4,
``rules.Scores``); an opponent counts its adjusted score (16.3); the Cut and Median
modifiers drop the least (and most) significant values, a voluntarily unplayed round
first (arts. 14.1-14.4, 16.5).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from individual.standings import rules
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.field import Outing
from individual.standings.rules import Contribution, kept_after_cut

Values = dict[int, Fraction]


def kept(parts: list[Contribution], tiebreak: TieBreak) -> list[Contribution]:
    """What the Cut (``/Cn``: the n least significant values, a voluntarily unplayed
    round first) or the Median (``/Mn``: the n least, then the n most significant) keeps."""
    low = tiebreak.cut + tiebreak.median
    found = kept_after_cut(parts, low) if low else list(parts)
    for _ in range(min(tiebreak.median, len(found))):
        found.remove(max(found, key=lambda c: (c.score, c.value)))
    return found


def trimmed(parts: list[Contribution], tiebreak: TieBreak) -> Fraction:
    """The sum of what the Cut or the Median keeps (of fractions)."""
    return sum((Fraction(c.value) for c in kept(parts, tiebreak)), Fraction(0))


def _units(
    ctx: Context, scores: rules.Scores[Outing], tiebreak: TieBreak, number: int
) -> list[int]:
    """Each round's opponent score in units of ``scores``: the opponent's (adjusted),
    or for a round without a game art. 16's (``/P``: every paired opponent's)."""
    adjusted = scores.adjusted_units
    return [
        adjusted[o.opponent]
        if o.opponent is not None and (o.played or tiebreak.played)
        else scores.opponent_units(number, o)
        for o in ctx.outings[number]
    ]


def _sum(
    ctx: Context,
    scores: rules.Scores[Outing],
    tiebreak: TieBreak,
    own: rules.Scores[Outing] | None = None,
) -> Values:
    """Buchholz (``own`` ``None``) or Sonneborn-Berger (each opponent score times the
    round's score in ``own``) for everybody, with the Cut or Median."""
    scale = scores.scale * (own.scale if own else 1)
    cutting = tiebreak.cut or tiebreak.median
    out: Values = {}
    for n in ctx.numbers:
        opponents = _units(ctx, scores, tiebreak, n)
        values = [a * b for a, b in zip(opponents, own.units[n], strict=True)] if own else opponents
        if cutting:
            vur = [o.vur for o in ctx.outings[n]]
            parts = [Contribution(*c) for c in zip(opponents, values, vur, strict=True)]
            total = sum(int(c.value) for c in kept(parts, tiebreak))
        else:
            total = sum(values)
        out[n] = Fraction(total, scale)
    return out


Sums = tuple[Context, rules.Scores[Outing], rules.Scores[Outing] | None]


def _sums(ctx: Context, tiebreak: TieBreak) -> Sums:
    """The context, the opponents' scores and (for a Sonneborn-Berger) the own scores the
    products take, of BH, FB, SB and the ESBs."""
    name = tiebreak.name.upper()
    if name == "FB":
        ctx = ctx.fore()
    if name in ("BH", "FB"):
        return ctx, ctx.score_of(tiebreak), None
    if name == "SB":
        return ctx, ctx.score_of(tiebreak), ctx.score_of(tiebreak)
    if name == "ESB":  # the primary score times the secondary
        primary = ctx.field.primary[0] if ctx.field.team else "M"
        name = f"E{primary}{'G' if primary == 'M' and ctx.field.team else 'M'}SB"
    return ctx, ctx.of(name[1]), ctx.of(name[2])


def buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """BH: the sum of the opponents' scores (art. 8.1)."""
    return _sum(ctx, ctx.score_of(tiebreak), tiebreak)


def sonneborn_berger(ctx: Context, tiebreak: TieBreak) -> Values:
    """SB: each opponent's score times the points scored against it (art. 9.1); a team's
    in its primary score (or the one named: ``SB:GP``)."""
    _, scores, own = _sums(ctx, tiebreak)
    return _sum(ctx, scores, tiebreak, own)


def extended_sonneborn_berger(ctx: Context, tiebreak: TieBreak) -> Values:
    """EMMSB, EMGSB, EGMSB, EGGSB (art. 13.2): each opponent's score (the first letter after
    E: M match points, G game points) times the team's own score that round (the second);
    ESB: the primary score times the secondary (EMGSB or EGMSB for a team, SB for a
    player)."""
    _, scores, own = _sums(ctx, tiebreak)
    return _sum(ctx, scores, tiebreak, own)


@dataclass(frozen=True)
class Part:
    """One round of a Buchholz or Sonneborn-Berger sum, as a page explains it: the
    opponent (``dummy``: art. 16's, the round had no game), the opponent's score as
    counted, the round's value (that score, or times the score made) and whether the Cut
    or Median left it out."""

    round: int
    opponent: int | None
    dummy: bool
    score: Fraction
    value: Fraction
    cut: bool


def breakdown(ctx: Context, tiebreak: TieBreak, number: int) -> tuple[Part, ...]:
    """BH, FB, SB or an ESB of ``number`` round by round: what its value sums."""
    ctx, scores, own = _sums(ctx, tiebreak)
    opponents = _units(ctx, scores, tiebreak, number)
    values = (
        [a * b for a, b in zip(opponents, own.units[number], strict=True)] if own else opponents
    )
    rows = ctx.outings[number]
    parts = [Contribution(*c) for c in zip(opponents, values, [o.vur for o in rows], strict=True)]
    left = kept(parts, tiebreak)
    scale = scores.scale * (own.scale if own else 1)
    return tuple(
        Part(
            o.round,
            o.opponent,
            not (o.opponent is not None and (o.played or tiebreak.played)),
            Fraction(c.score, scores.scale),
            Fraction(c.value, scale),
            not any(k is c for k in left),
        )
        for o, c in zip(rows, parts, strict=True)
    )


def fore_buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """FB: Buchholz with every pairing of the last round counted as a drawn game
    (art. 8.3)."""
    fore, scores, _ = _sums(ctx, tiebreak)
    return _sum(fore, scores, tiebreak)


def average_of_buchholz(ctx: Context, tiebreak: TieBreak) -> Values:
    """AOB: the average of the Buchholz (``/F``: Fore Buchholz) of the opponents met over
    the board (art. 8.2)."""
    plain = TieBreak("FB" if tiebreak.fore else "BH", tiebreak.score, played=tiebreak.played)
    of = (fore_buchholz if tiebreak.fore else buchholz)(ctx, plain)
    out: Values = {}
    for n in ctx.numbers:
        met = [of[o.opponent] for o in ctx.outings[n]
               if ctx.as_played(tiebreak, o) and o.opponent is not None]  # fmt: skip
        out[n] = sum(met, Fraction(0)) / len(met) if met else Fraction(0)
    return out
