"""Score groups (art. 18), the median team and group, and the order of pairing (art. 19)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from olympiad.engine.scores import TeamRecord


@dataclass(frozen=True)
class ScoreGroup:
    """Art. 18: the teams with the same match points, in ranking order."""

    match_points: int
    teams: tuple[int, ...]


def score_groups(ranked: Sequence[int], records: Mapping[int, TeamRecord]) -> list[ScoreGroup]:
    """Art. 18: split the ranked teams into score groups, highest match points first."""
    groups: list[ScoreGroup] = []
    for team in ranked:
        mp = records[team].match_points
        if groups and groups[-1].match_points == mp:
            groups[-1] = ScoreGroup(mp, (*groups[-1].teams, team))
        else:
            groups.append(ScoreGroup(mp, (team,)))
    return groups


def median_team(ranked: Sequence[int]) -> int:
    """Art. 19: the team in the middle of the standings; with an even number of teams
    being paired, the lower ranked of the two middle teams (88 teams: the 45th)."""
    return ranked[len(ranked) // 2]


def median_group_index(groups: Sequence[ScoreGroup], median: int) -> int:
    """Art. 19: the score group in which the median team is found."""
    return next(i for i, g in enumerate(groups) if median in g.teams)


def pairing_order(group_count: int, median_index: int) -> list[int]:
    """Art. 19: from the top group down to, not including, the median group; then from
    the bottom group up to, not including, it; finally the median group."""
    above = list(range(median_index))
    below = list(range(group_count - 1, median_index, -1))
    return [*above, *below, median_index]
