"""The standings as aligned text columns, for the command line: every figure as both
command lines, bulletins and downloads print it (``individual.vocabulary.figures``)."""

from __future__ import annotations

from individual.edges.cli.table import aligned
from individual.vocabulary.figures import table_text
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
    """Aligned columns: place (``3-4`` when shared), team number, name, the scores ranked
    by (MP, or a C.04.6 variant's), the tie-breaks, MP or GP if not shown yet
    (``olympiad.standings.columns``), matches won-drawn-lost; each column of figures in
    one spelling (``13½``; ``-`` where direct encounter decides nothing)."""
    acronyms = [name for name, _ in rows[0].tiebreaks] if rows else []
    columns = shown(acronyms, rows[0].scores if rows else ("MP",))
    figures = table_text(columns, [[row.value(a) for a in columns] for row in rows])
    header = ["Rk", "No.", "Team", *columns, "W-D-L"]
    body = [
        [row.rank, str(row.team), row.name, *cells, _won_drawn_lost(row)]
        for row, cells in zip(rows, figures, strict=True)
    ]
    return aligned([header, *body])


def _won_drawn_lost(row: StandingRow) -> str:
    return f"{row.tally.won}-{row.tally.drawn}-{row.tally.lost}"
