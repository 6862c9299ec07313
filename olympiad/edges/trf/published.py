"""A team TRF's published standings (record 310: match and game points, rank) beside the
ones its games give under a ruleset: the values compared (``computed``, ``published``),
read by ``olympiad check`` (``published_standings``), and the warning on a 310 record
whose match points the results do not give (``match_points_warnings``), read by every
command once the ruleset is chosen."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from individual.standings.verify import Computed, Published, ScoreDifference, differences

if TYPE_CHECKING:
    from olympiad.engine.model import Event


def computed(
    event: Event, chosen: Sequence[str], scores: Sequence[str] = ()
) -> tuple[tuple[str, ...], list[Computed]]:
    """The columns ranked by (the ruleset's primary score, then ``chosen`` tie-breaks, none:
    the ruleset's) and each team's standing in them, with its ``scores`` by name (default:
    the primary one, the points ranked by first, as 001's)."""
    from olympiad.standings.listed import standings

    rows = standings(event, chosen)
    primary = event.ruleset.primary_score
    named = tuple(scores) or (primary,)
    columns = (primary, *(a for a, _ in rows[0].tiebreaks)) if rows else ()
    return columns, [
        Computed(r.team, r.place, r.place_to, tuple(r.value(c) for c in columns),
                 {s: r.value(s) for s in named})
        for r in rows
    ]  # fmt: skip


def published(text: str) -> list[Published]:
    """Each 310 record's match points (MP), game points (GP) and rank."""
    from individual.edges.trf.published import published_rows

    return [
        Published(r.number, _scores(r.points, r.game_points), r.rank, r.line)
        for r in published_rows(text, team=True)
    ]


def match_points_warnings(file: str, text: str, event: Event) -> tuple[str, ...]:
    """A warning naming the line of each 310 record of ``text`` (the TRF ``file``) whose
    match points are not what its results give under ``event``'s ruleset (game points are
    not compared: a PAB's are read differently by programs)."""
    from individual.edges.trf.fields import decimal

    columns, rows = computed(event, (), ("MP",))
    mine = [Published(p.number, {"MP": p.scores["MP"]}, None, p.line)
            for p in published(text) if "MP" in p.scores]  # fmt: skip
    return tuple(
        f"warning: {file}, line {d.line}: match points {decimal(d.published)} "
        f"(columns 55-60), the results give {decimal(d.computed)}"
        for d in differences(columns, rows, mine)
        if isinstance(d, ScoreDifference)
    )


def _scores(mp: Fraction | None, gp: Fraction | None) -> dict[str, Fraction]:
    return {k: v for k, v in (("MP", mp), ("GP", gp)) if v is not None}
