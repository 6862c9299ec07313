"""The standings as aligned text columns, for the command line: every figure as both
command lines, bulletins and downloads print it (``individual.vocabulary.figures``)."""

from __future__ import annotations

import click

from individual.edges.cli.table import aligned
from individual.edges.cli.tiebreaks import dropped_note, standings_csv
from individual.vocabulary.figures import csv_value, table_text
from individual.vocabulary.headers import (
    MATCHES,
    NUMBER,
    RANK,
    TEAM,
    headers,
    labels,
    won_drawn_lost,
)
from olympiad.edges.missing import provisional
from olympiad.engine.model import Event
from olympiad.standings.columns import shown
from olympiad.standings.history import history
from olympiad.standings.listed import standings
from olympiad.standings.table import StandingRow


def standings_text(event: Event, as_csv: bool = False) -> list[str]:
    """The standings of ``event`` by its ruleset's list (``standing_tiebreaks``) as printed:
    the note that they are provisional while a result is missing
    (``olympiad.edges.missing``), then the table; ``as_csv``: the CSV table alone. A
    tie-break C.07 art. 10 dropped is said on stderr, once."""
    past = history(event)
    rows = standings(past)
    if rows and rows[0].dropped:
        click.echo(dropped_note(rows[0].dropped, team=True), err=True)
    if as_csv:
        return standings_csv_lines(rows)
    note = list(provisional(past))
    return [*note, *([""] if note else []), *standings_table(rows)]


def standings_csv_lines(rows: tuple[StandingRow, ...]) -> list[str]:
    """The standings as CSV (``individual.edges.cli.tiebreaks.standings_csv``): rank,
    team number, name, the columns of the table (empty where C.07 art. 10 dropped a
    tie-break), matches won, drawn, lost, headed as ``individual.vocabulary.headers``
    names them."""
    columns = _columns(rows)
    header = [*headers((RANK, NUMBER, TEAM)), *columns, *headers(MATCHES)]
    body = [[r.place, r.team, r.name, *(csv_value(a, r.value(a), r.dropped) for a in columns),
             *_tally(r)] for r in rows]  # fmt: skip
    return standings_csv(header, body).splitlines()


def _columns(rows: tuple[StandingRow, ...]) -> tuple[str, ...]:
    acronyms = [name for name, _ in rows[0].tiebreaks] if rows else []
    return shown(acronyms, rows[0].primary if rows else "MP")


def _tally(row: StandingRow) -> tuple[int, int, int]:
    return row.tally.won, row.tally.drawn, row.tally.lost


def standings_table(rows: tuple[StandingRow, ...]) -> list[str]:
    """Aligned columns: place (``3-4`` when shared), team number, name, the primary score
    ranked by (MP, or a C.04.6 variant's GP), the tie-breaks, MP or GP if not shown yet
    (``olympiad.standings.columns``), matches won-drawn-lost; each column of figures in
    one spelling (``13½``; ``-`` where direct encounter decides nothing and in a column
    C.07 art. 10 dropped)."""
    columns = _columns(rows)
    dropped = rows[0].dropped if rows else ()
    figures = table_text(columns, [[row.value(a) for a in columns] for row in rows], dropped)
    header = [*labels((RANK, NUMBER, TEAM)), *columns, won_drawn_lost()]
    body = [
        [row.rank, str(row.team), row.name, *cells, _won_drawn_lost(row)]
        for row, cells in zip(rows, figures, strict=True)
    ]
    return aligned([header, *body])


def _won_drawn_lost(row: StandingRow) -> str:
    return "-".join(map(str, _tally(row)))
