"""The standings as aligned text columns, for the command line."""

from __future__ import annotations

from fractions import Fraction

from individual.vocabulary.result import decimal_points
from olympiad.edges.missing import provisional
from olympiad.engine.model import Event
from olympiad.standings.columns import shown
from olympiad.standings.history import history
from olympiad.standings.table import StandingRow, standings


def standings_text(event: Event) -> list[str]:
    """The standings of ``event`` as printed: the note that they are provisional while a
    result is missing (``olympiad.edges.missing``), then the table."""
    past = history(event)
    note = list(provisional(past))
    return [*note, *([""] if note else []), *standings_table(standings(past))]


def standings_table(rows: tuple[StandingRow, ...]) -> list[str]:
    """Aligned columns: place, team number, name, the scores ranked by (MP, or a C.04.6
    variant's), the tie-breaks, MP or GP if not shown yet (``olympiad.standings.columns``),
    matches won-drawn-lost."""
    acronyms = [name for name, _ in rows[0].tiebreaks] if rows else []
    columns = shown(acronyms, rows[0].scores if rows else ("MP",))
    header = ["Rk", "No", "Team", *columns, "W-D-L"]
    body = [
        [row.rank, str(row.team), row.name]
        + [number(row.value(a)) for a in columns]
        + [f"{row.tally.won}-{row.tally.drawn}-{row.tally.lost}"]
        for row in rows
    ]
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    return [
        "  ".join(
            c.ljust(w) if i == 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ).rstrip()
        for r in [header, *body]
    ]


def number(value: Fraction) -> str:
    """An exact decimal when there is one (``24.5``), else the fraction (``1/3``): the
    standings table's columns are numbers a spreadsheet reads (``decimal_points``)."""
    return decimal_points(value)
