"""What the bulletin's SB page shows: the Sonneborn-Berger column of the standings, round
by round, from the very function that computes the column, on the same event history.

``SB-OLY`` (2012, art. 14a) comes from ``olympiad.standings.tiebreaks.sonneborn_berger``
(the column sums its values); ``EMGSB`` with its Cut modifier (2022: the event's
regulations, FIDE Tie-Break Regulations C.07) from the C.07 core's breakdown
(``olympiad.standings.listed.breakdown``: the column sums what the Cut kept). The page
explains the column of the standings that ``olympiad.standings.columns.explained`` names;
without one it has nothing to explain.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings.c07 import Outing, Part
from olympiad.standings.c07 import field
from olympiad.standings.history import EventHistory, Opponent, OpponentKind, VirtualScore
from olympiad.standings.listed import breakdown
from olympiad.standings.tiebreaks import SonnebornBerger, sonneborn_berger

OLYMPIAD_SB = "SB-OLY"


@dataclass(frozen=True)
class SonnebornLine:
    """One round of a team's SB, named for a person: the opponent's match points as
    counted, its game points (SB-OLY only), the game points scored, their product.
    ``virtual``: art. 14's virtual opponent (SB-OLY); ``own``: a round without a game over
    the board, counted with the team's own match points (EMGSB, C.07 art. 16); ``vur``: a
    voluntarily unplayed round."""

    round: int
    name: str
    match_points: Fraction
    game_points: Fraction | None
    scored: Fraction
    product: Fraction
    excluded: bool
    virtual: VirtualScore | None = None
    own: Fraction | None = None
    vur: bool = False


@dataclass(frozen=True)
class SonnebornView:
    """A team's SB (the standings column ``column``), round by round, and what was left
    out and why."""

    column: str
    team: int
    name: str
    lines: tuple[SonnebornLine, ...]
    total: Fraction
    left_out: Fraction
    value: Fraction
    reason: str


def sonneborn_views(past: EventHistory, column: str) -> tuple[SonnebornView, ...]:
    """Every team's breakdown of the SB column ``column``, by team number."""
    names = {t.number: t.name for t in past.event.teams}
    if column == OLYMPIAD_SB:
        found = sonneborn_berger(past)
        return tuple(_olympiad_view(found[team], names) for team in sorted(names))
    parts = breakdown(past, column) or {}
    rounds = field(past).participants
    return tuple(
        _emgsb_view(column, team, names, tuple(zip(parts[team], rounds[team].outings, strict=True)))
        for team in sorted(names)
    )


def _olympiad_view(sb: SonnebornBerger, names: Mapping[int, str]) -> SonnebornView:
    """Art. 14a: every opponent, real or virtual, and the one left out."""
    lines = tuple(
        SonnebornLine(
            o.round,
            _opponent_name(o, names),
            Fraction(o.match_points),
            o.game_points,
            o.scored,
            o.product,
            o == sb.excluded,
            virtual=o.virtual,
        )
        for o in sb.opponents
    )
    total = sum((o.product for o in sb.opponents), Fraction(0))
    left_out = sb.excluded.product if sb.excluded else Fraction(0)
    reason = sb.reason.value if sb.reason else ""
    team = sb.team
    return SonnebornView(OLYMPIAD_SB, team, names[team], lines, total, left_out, sb.value, reason)


Round = tuple[Part, Outing]
"""One round of an EMGSB: its part of the sum and the team's round it reads."""


def _emgsb_view(
    column: str, team: int, names: Mapping[int, str], rounds: Sequence[Round]
) -> SonnebornView:
    """EMGSB: every round, the score counted, what the Cut modifier left out."""
    own = sum((o.score for _, o in rounds), Fraction(0))
    lines = tuple(_emgsb_line(p, o, names, own) for p, o in rounds)
    total = sum((p.value for p, _ in rounds), Fraction(0))
    cut = [(p, o) for p, o in rounds if p.cut]
    left_out = sum((p.value for p, _ in cut), Fraction(0))
    reason = "; ".join(_cut_reason(o) for _, o in cut)
    return SonnebornView(
        column, team, names[team], lines, total, left_out, total - left_out, reason
    )


def _emgsb_line(
    part: Part, outing: Outing, names: Mapping[int, str], own: Fraction
) -> SonnebornLine:
    o = outing
    if o.opponent is None:
        name = "no opponent (bye)" if not o.vur else "no opponent (not paired)"
    else:
        name = names[o.opponent] + ("" if o.played else " (not played)")
    counted_own = None if o.played and o.opponent is not None else own
    return SonnebornLine(
        o.round,
        name,
        part.score,
        None,
        o.games,
        part.value,
        part.cut,
        own=counted_own,
        vur=o.vur,
    )


def _cut_reason(outing: Outing) -> str:
    """Why the Cut took this round: a voluntarily unplayed round goes first (when worth at
    least the lowest value), else the lowest score counted."""
    why = "a voluntarily unplayed round, cut first" if outing.vur else "the lowest score"
    return f"round {outing.round}, {why}"


def _opponent_name(opponent: Opponent, names: Mapping[int, str]) -> str:
    """A real opponent's name, or what a virtual one stands for (art. 14)."""
    if opponent.team is not None:
        return names[opponent.team]
    why = "bye" if opponent.kind is OpponentKind.BYE else opponent.kind.value
    return f"virtual opponent ({why})"
