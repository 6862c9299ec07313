"""Who may receive the bye (arts. 12, 16b)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from olympiad.scores import TeamRecord


def bye_candidates(ranked: Sequence[int], records: Mapping[int, TeamRecord]) -> list[int]:
    """Art. 12: the last-ranked team of the lowest score group gets the bye (round 1:
    the last-ranked team); art. 12, 16b: never a team that already had a bye or
    scored without playing. Candidates in order of preference, from the bottom."""
    return [
        team
        for team in reversed(ranked)
        if not records[team].had_bye and not records[team].scored_without_playing
    ]
