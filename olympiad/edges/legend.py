"""What the items of a team event's tie-break list mean, in words, for a person: the
team standings' own columns (``olympiad.standings.columns.OWN``) by their labels, a score
listed after the primary one as C.07's MPvGP (13.1), every C.07 tie-break as on the
individual side (``individual.edges.legend``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from individual.edges.legend import legend as shared_legend

if TYPE_CHECKING:
    from olympiad.engine.ruleset import TeamRuleset

SCORE_NAMES = {"MP": "match points", "GP": "game points"}
"""The scores a team ruleset ranks by, named as the regulations name them."""

LABELS = {
    "MP": SCORE_NAMES["MP"],
    "GP": f"{SCORE_NAMES['GP']} (art. 14b)",
    "SB-OLY": "Olympiad Sonneborn-Berger (art. 14a)",
    "OMP-CUT1": "opponents' match points without the lowest (art. 14c)",
}
"""The team standings' own columns (``olympiad.standings.columns.OWN``), in one line each."""


def legend(item: str, ruleset: TeamRuleset | None = None) -> str:
    """What one item of a team list means, in one line (``individual.edges.legend.legend``;
    the team standings' own columns by their ``LABELS``). Under ``ruleset``, the score
    other than its primary one, listed, is the tie-break MPvGP (C.07 13.1: the standings
    rank by the primary score, then the list, C.04.6 1.2.1, C.07 4.2), unless the edition
    ranks by it under an article of its own (2012's art. 14b)."""
    score = item.upper()
    if (
        ruleset is not None
        and score in SCORE_NAMES
        and score != ruleset.primary_score
        and not ruleset.cite("14b")
    ):
        return f"{SCORE_NAMES[score]}: the other score, ranked as the tie-break MPvGP (C.07 13.1)"
    return shared_legend(item, LABELS)
