"""The standings columns: one table from acronym to what the column is.

Each row names a tie-break by its acronym (without a Cut modifier: ``EMGSB/C1`` is the
``EMGSB`` row with one value cut), says what it is for a person, how its values are computed
from the event history, whether lower is better, and the bulletin page that explains it
(its cells link there). The standings, the bulletin's pages and the command line's table all
read this table; a new column is one row here.

The 2012 acronyms are art. 14's (``olympiad.standings.tiebreaks``); the others are the FIDE
Tie-Break Regulations' (C.07, ``olympiad.standings.fide_tiebreaks``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from olympiad.standings.fide_tiebreaks import (
    EDITION,
    Scores,
    board_count,
    buchholz,
    buchholz_game_points,
    extended_sonneborn_berger,
    parse,
    sonneborn_berger,
)
from olympiad.standings.history import EventHistory
from olympiad.standings.tiebreaks import (
    TieBreak,
    olympiad_sonneborn_berger,
    opponents_match_points_cut1,
    total_game_points,
    total_match_points,
)

Compute = Callable[[EventHistory, int, int], Mapping[int, Fraction]]
"""A column's values for every team from the history, the values cut and the C.07 edition."""
SB_PAGE = "tiebreaks.html"


@dataclass(frozen=True)
class Column:
    """A standings column. ``compute`` is ``None`` for direct encounter, which needs the
    teams still tied when its turn comes (``olympiad.standings.table``); ``explained_on``
    is the bulletin page that shows how the column was computed."""

    acronym: str
    label: str
    compute: Compute | None
    lower_is_better: bool = False
    explained_on: str | None = None


def _art14(tiebreak: TieBreak) -> Compute:
    return lambda past, cuts, edition: tiebreak(past)


def _c07(tiebreak: Callable[[Scores, int, int], Fraction]) -> Compute:
    def compute(past: EventHistory, cuts: int, edition: int) -> dict[int, Fraction]:
        scores = Scores(past, edition)
        return {team: tiebreak(scores, team, cuts) for team in scores.rows}

    return compute


COLUMNS: Mapping[str, Column] = {
    c.acronym: c
    for c in (
        Column("MP", "match points", _art14(total_match_points)),
        Column("GP", "game points (art. 14b)", _art14(total_game_points)),
        Column(
            "SB-OLY",
            "Olympiad Sonneborn-Berger (art. 14a)",
            _art14(olympiad_sonneborn_berger),
            explained_on=SB_PAGE,
        ),
        Column(
            "OMP-CUT1",
            "opponents' match points without the lowest (art. 14c)",
            _art14(opponents_match_points_cut1),
        ),
        Column(
            "EMGSB",
            "Sonneborn-Berger by match and game points",
            _c07(sonneborn_berger),
            explained_on=SB_PAGE,
        ),
        Column(
            "EMMSB",
            "Sonneborn-Berger by match points (opponents' MP times MP scored)",
            _c07(extended_sonneborn_berger("EMMSB")),
        ),
        Column(
            "EGMSB",
            "Sonneborn-Berger: opponents' game points times match points scored",
            _c07(extended_sonneborn_berger("EGMSB")),
        ),
        Column(
            "EGGSB",
            "Sonneborn-Berger by game points (opponents' GP times GP scored)",
            _c07(extended_sonneborn_berger("EGGSB")),
        ),
        Column("BH:MP", "Buchholz: opponents' match points", _c07(buchholz)),
        Column("BH:GP", "Buchholz: opponents' game points", _c07(buchholz_game_points)),
        Column("DE", "direct encounter", None, lower_is_better=True),
        Column("BC", "board count", _c07(board_count), lower_is_better=True),
    )
}
LABELS: Mapping[str, str] = {acronym: c.label for acronym, c in COLUMNS.items()}


def column_of(acronym: str) -> tuple[Column, int]:
    """The row of ``acronym`` and the values its modifier cuts (``ValueError`` if unknown)."""
    name, cuts = parse(acronym)
    if name not in COLUMNS:
        raise ValueError(f"unknown tie-break {acronym!r}; expected one of {sorted(COLUMNS)}")
    return COLUMNS[name], cuts


def is_known(acronym: str) -> bool:
    try:
        column_of(acronym)
    except ValueError:
        return False
    return True


def values(past: EventHistory, acronym: str, edition: int = EDITION) -> Mapping[int, Fraction]:
    """One column for every team (not ``DE``: see ``olympiad.standings.table``)."""
    found, cuts = column_of(acronym)
    if found.compute is None:
        raise ValueError(f"{acronym!r} needs the standing before it")
    return found.compute(past, cuts, edition)


def explained(acronyms: Sequence[str]) -> str | None:
    """The first of ``acronyms`` that a bulletin page explains (the SB page: SB-OLY or
    EMGSB), ``None`` without one."""
    return next((a for a in acronyms if column_of(a)[0].explained_on), None)


def shown(acronyms: Sequence[str], scores: Sequence[str] = ("MP",)) -> tuple[str, ...]:
    """The standings columns in order: the scores ranked by first (``MP``, or a C.04.6
    variant's, e.g. ``GP``, ``MP``), the tie-breaks, then MP and GP if not shown yet."""
    first = (*scores, *(a for a in acronyms if a not in scores))
    return (*first, *(s for s in ("MP", "GP") if s not in first))
