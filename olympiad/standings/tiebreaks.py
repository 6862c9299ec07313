"""Art. 14: tie-breaks for the final standings, with the virtual opponent.

Every value is a ``Fraction`` computed from final scores: unfinished games count
for nothing here (art. 13 makes them draws for pairing only). Tie-breaks are
named by acronym: ``MP``, ``GP`` (art. 14b), ``SB-OLY`` (art. 14a) and
``OMP-CUT1`` (art. 14c); ``TIEBREAKS`` maps each acronym to its function of the event
history (``olympiad.standings.history``: the opponents, real and virtual, come from there).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from olympiad.engine.model import Event
from olympiad.engine.scores import TeamRecord, team_records
from olympiad.standings.history import (
    EventHistory,
    Opponent,
    OpponentKind,
    VirtualScore,
    with_results,
)


class Exclusion(Enum):
    """Art. 14a: why this opponent was the one left out of the Sonneborn-Berger sum."""

    LOWEST_MATCH_POINTS = "the only opponent with the lowest match points"
    LOWEST_GAME_POINTS = "lowest game points among the opponents with the lowest match points"
    LOWEST_PRODUCT = "equal match and game points: the smallest product is left out"
    EARLIEST_ROUND = "equal in every respect: the earliest round is left out"


@dataclass(frozen=True)
class SonnebornBerger:
    """Art. 14a: a team's Olympiad Sonneborn-Berger and how it was computed."""

    team: int
    opponents: tuple[Opponent, ...]
    excluded: Opponent | None
    reason: Exclusion | None

    @property
    def value(self) -> Fraction:
        total = sum((o.product for o in self.opponents), Fraction(0))
        return total - (self.excluded.product if self.excluded else 0)


def final_records(event: Event) -> dict[int, TeamRecord]:
    """Art. 14: each team's final match and game points (unfinished games count nothing,
    a match without any result yet counts nothing); ``EventHistory.final`` when the
    history is at hand."""
    return team_records(with_results(event), for_pairing=False)


def sonneborn_berger(past: EventHistory) -> dict[int, SonnebornBerger]:
    """Art. 14a: each team's Olympiad Sonneborn-Berger with its breakdown."""
    return {team: sonneborn_berger_of(team, met) for team, met in past.opponents.items()}


def sonneborn_berger_of(team: int, met: Sequence[Opponent]) -> SonnebornBerger:
    """Art. 14a: ``team``'s SB over the opponents ``met``: leave out the opponent with
    the lowest MP; among several, the one with the lowest GP; still equal, the
    smallest product, then the earliest round."""
    if not met:
        return SonnebornBerger(team, (), None, None)
    excluded = min(met, key=lambda o: (o.match_points, o.game_points, o.product, o.round))
    rivals = [o for o in met if o is not excluded and o.match_points == excluded.match_points]
    if not rivals:
        reason = Exclusion.LOWEST_MATCH_POINTS
    elif all(o.game_points > excluded.game_points for o in rivals):
        reason = Exclusion.LOWEST_GAME_POINTS
    elif all(o.product > excluded.product for o in rivals if o.game_points == excluded.game_points):
        reason = Exclusion.LOWEST_PRODUCT
    else:
        reason = Exclusion.EARLIEST_ROUND
    return SonnebornBerger(team, tuple(met), excluded, reason)


def olympiad_sonneborn_berger(past: EventHistory) -> dict[int, Fraction]:
    """Art. 14a: SB-OLY, the value of ``sonneborn_berger`` for each team."""
    return {team: sb.value for team, sb in sonneborn_berger(past).items()}


def opponents_match_points_cut1(past: EventHistory) -> dict[int, Fraction]:
    """Art. 14c: OMP-CUT1, the sum of the opponents' match points without the lowest."""
    values: dict[int, Fraction] = {}
    for team, met in past.opponents.items():
        points = [o.match_points for o in met]
        values[team] = Fraction(sum(points) - min(points)) if points else Fraction(0)
    return values


def total_match_points(past: EventHistory) -> dict[int, Fraction]:
    """Art. 14: MP, the team's final match points, the primary ranking criterion."""
    return {team: Fraction(r.match_points) for team, r in past.final.items()}


def total_game_points(past: EventHistory) -> dict[int, Fraction]:
    """Art. 14b: GP, the team's final game points."""
    return {team: r.game_points for team, r in past.final.items()}


TieBreak = Callable[[EventHistory], dict[int, Fraction]]

TIEBREAKS: dict[str, TieBreak] = {
    "MP": total_match_points,
    "GP": total_game_points,
    "SB-OLY": olympiad_sonneborn_berger,
    "OMP-CUT1": opponents_match_points_cut1,
}


def tiebreak_values(past: EventHistory, acronyms: Sequence[str]) -> dict[int, tuple[Fraction, ...]]:
    """Art. 14: each team's values for the tie-breaks named by ``acronyms``, in that order."""
    unknown = [a for a in acronyms if a not in TIEBREAKS]
    if unknown:
        raise ValueError(f"unknown tie-break {unknown[0]!r}; expected one of {sorted(TIEBREAKS)}")
    columns = [TIEBREAKS[acronym](past) for acronym in acronyms]
    return {team.number: tuple(c[team.number] for c in columns) for team in past.event.teams}


__all__ = ["Opponent", "OpponentKind", "VirtualScore", "with_results"]
