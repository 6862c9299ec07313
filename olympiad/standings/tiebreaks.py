"""Art. 14 (Olympiad 2012): the edition's own tie-breaks, with the virtual opponent, which
the FIDE Tie-Break Regulations (C.07) do not define: ``SB-OLY`` (art. 14a, the Olympiad
Sonneborn-Berger) and ``OMP-CUT1`` (art. 14c, the opponents' match points without the
lowest). Art. 14's ``MP`` and ``GP`` (14b) are the team's scores, C.07's ``PTS:MP`` and
``PTS:GP`` (13.1), computed by the C.07 core like every other tie-break
(``olympiad.standings.table``).

Every value is a ``Fraction`` computed from final scores: unfinished games count
for nothing here (art. 13 makes them draws for pairing only); the opponents, real and
virtual, come from the event history (``olympiad.standings.history``). ``own(past)``
gives both to the C.07 table as its own definitions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from individual.standings.c07 import Context, Definition
from individual.standings.c07 import TieBreak as Item
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
    """Each team's match and game points as the standings count them and a file's record
    310 writes them (``EventHistory.final``, without the rest of the history): unfinished
    games count nothing, a match without any result yet nothing, nor the bye of a round
    only paired (it has no result yet)."""
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


Art14 = Callable[[EventHistory], dict[int, Fraction]]
"""One of art. 14's tie-breaks: every team's value from the event history."""


def own(past: EventHistory) -> Mapping[str, Definition]:
    """Art. 14's own tie-breaks of ``past``, by acronym, as the C.07 table reads them."""

    def of(tiebreak: Art14) -> Callable[[Context, Item], dict[int, Fraction]]:
        return lambda ctx, named: tiebreak(past)

    return {
        "SB-OLY": Definition(
            "SB-OLY",
            "Olympiad 2012 art. 14a",
            "Olympiad Sonneborn-Berger (art. 14a)",
            of(olympiad_sonneborn_berger),
        ),
        "OMP-CUT1": Definition(
            "OMP-CUT1",
            "Olympiad 2012 art. 14c",
            "opponents' match points without the lowest (art. 14c)",
            of(opponents_match_points_cut1),
        ),
    }


__all__ = ["Opponent", "OpponentKind", "VirtualScore", "with_results"]
