"""What the items of a team event's tie-break list mean, in words, for a person: the
team standings' own columns (``olympiad.standings.columns.OWN``) by their labels, every
C.07 tie-break as on the individual side (``individual.edges.legend``)."""

from __future__ import annotations

from individual.edges.legend import legend as shared_legend

LABELS = {
    "MP": "match points",
    "GP": "game points (art. 14b)",
    "SB-OLY": "Olympiad Sonneborn-Berger (art. 14a)",
    "OMP-CUT1": "opponents' match points without the lowest (art. 14c)",
}
"""The team standings' own columns (``olympiad.standings.columns.OWN``), in one line each."""


def legend(item: str) -> str:
    """What one item of a team list means, in one line (``individual.edges.legend.legend``;
    the team standings' own columns by their ``LABELS``)."""
    return shared_legend(item, LABELS)
