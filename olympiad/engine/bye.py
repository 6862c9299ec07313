"""Who may receive the bye (arts. 12, 16b; 2022 rules, art. 4.2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from olympiad.engine.model import Event
from olympiad.engine.scores import TeamRecord


def bye_candidates(
    ranked: Sequence[int], records: Mapping[int, TeamRecord], late: frozenset[int] = frozenset()
) -> list[int]:
    """Art. 12: the last-ranked team of the lowest score group gets the bye (round 1:
    the last-ranked team); art. 12, 16b: never a team that already had a bye or
    scored without playing; 2022 art. 4.2.3: nor one of the ``late`` entries.
    Candidates in order of preference, from the bottom."""
    return [
        team
        for team in reversed(ranked)
        if not records[team].had_bye
        and not records[team].scored_without_playing
        and team not in late
    ]


def late_entries(event: Event) -> frozenset[int]:
    """2022 art. 4.2.3: the teams that entered late, when the ruleset excludes them from
    the bye: those the event names, and every team that took no part in round 1
    (neither paired nor given the bye). Empty for a ruleset without that rule."""
    if not event.ruleset.bye_excludes_late_entries:
        return frozenset()
    if not event.rounds:
        return event.late_entries
    first = event.rounds[0]
    took_part = {t for m in first.matches for t in m.teams} | {first.bye}
    return event.late_entries | {t.number for t in event.teams if t.number not in took_part}
