"""HTML bulletins: static pages for the venue's phones and the notice board (A4).

Edge module: reads an ``Event`` (and optionally the round ``pair_round`` just made),
renders the jinja2 templates of the repository's top-level ``templates/`` folder with
autoescape on, and writes each page atomically (a temporary file in the same folder,
then ``os.replace``).

``pages`` builds the event's history once (``olympiad.standings.history``) and every page
reads it: the standings and their columns (``olympiad.standings.columns``), the rounds in
the order they were published, the SB page, the teams and boards pages.

The templates folder, the jinja2 environment, points as printed and the atomic page
writes are shared with the individual bulletin (``individual.edges.bulletin.pages``).

Pages written (``render_bulletin``): ``index.html`` (links), ``pairings.html`` (the
current round, board by board), ``round-N.html`` (each round), ``results.html``,
``standings.html``, ``tiebreaks.html`` (the standings' SB column, SB-OLY or EMGSB, round
by round), ``teams.html`` (compositions with each player's games), ``boards.html`` (board
statistics and points per board), and the style sheet ``bulletin.css``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from individual.edges.bulletin.pages import (
    STYLESHEET,
    TEMPLATES,
    environment,
    points,
    render_pages,
    template_folder,
    write_atomic,
)
from individual.edges.bulletin.pages import tiebreak_name as shared_tiebreak_name
from olympiad.edges.bulletin.rounds import RoundView, round_views
from olympiad.edges.bulletin.sb import OLYMPIAD_SB, sonneborn_views
from olympiad.edges.bulletin.teams import TeamLine, board_stats, team_lines
from olympiad.engine.model import Event, RoundPairing
from olympiad.standings.columns import LABELS, column_of, explained, shown
from olympiad.standings.history import EventHistory, history
from olympiad.standings.table import StandingRow, standings

TIEBREAK_NAMES = dict(LABELS)
"""What each tie-break acronym means, from the standings columns' table."""
NAV = (
    ("index.html", "Bulletin"),
    ("pairings.html", "Pairings"),
    ("results.html", "Results"),
    ("standings.html", "Standings"),
    ("tiebreaks.html", "SB"),
    ("teams.html", "Teams"),
    ("boards.html", "Boards"),
)


def tiebreak_name(acronym: str) -> str:
    """What a tie-break acronym means, for a person: ``BH:MP/C1`` is Buchholz of the
    opponents' match points without the lowest one."""
    return shared_tiebreak_name(acronym, TIEBREAK_NAMES)


def render_bulletin(event: Event, outdir: Path, pairing: RoundPairing | None = None) -> list[Path]:
    """Write the bulletin of ``event`` into ``outdir`` and return the files written.

    The current round is ``pairing``'s when given (its results are taken from
    ``event`` once they are entered there), else the event's last round."""
    return render_pages(Path(outdir), dict(pages(event, pairing)))


def pages(
    event: Event, pairing: RoundPairing | None = None
) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each file name with its template and context (``render_bulletin`` writes them);
    the event's history is built once here and every page reads it."""
    past = history(event)
    rounds = round_views(past, pairing)
    current = _current(rounds, pairing)
    rows = standings(past)
    lines = team_lines(past)
    common = _common(event, current)
    found: dict[str, tuple[str, dict[str, Any]]] = {
        "index.html": ("index.html", {"title": "Bulletin", "rounds": rounds}),
        "pairings.html": ("round.html", {"title": _round_title(current), "round": current}),
        "results.html": ("results.html", {"title": "Results", "rounds": rounds[::-1]}),
        "standings.html": ("standings.html", _standings_context(event, rows)),
        "tiebreaks.html": ("tiebreaks.html", _tiebreaks_context(past, rows)),
        "teams.html": ("teams.html", {"title": "Teams", "teams": lines}),
        "boards.html": ("boards.html", _boards_context(past, rows, lines)),
    }
    for rnd in rounds:
        context = {"title": f"Round {rnd.number}", "round": rnd}
        found[f"round-{rnd.number}.html"] = ("round.html", context)
    return {
        name: (template, {**common, "page": name, **context})
        for name, (template, context) in found.items()
    }


def _current(rounds: tuple[RoundView, ...], pairing: RoundPairing | None) -> RoundView | None:
    if pairing is not None:
        return next(r for r in rounds if r.number == pairing.number)
    return rounds[-1] if rounds else None


def _round_title(current: RoundView | None) -> str:
    return f"Round {current.number} pairings" if current else "Pairings"


def _common(event: Event, current: RoundView | None) -> dict[str, Any]:
    """What every page shows: the event, the navigation, where the event stands."""
    played = sum(1 for r in event.rounds if any(m.games or m.no_show for m in r.matches))
    return {
        "event": event,
        "nav": NAV,
        "stylesheet": STYLESHEET,
        "current": current,
        "played": played,
        "sequence": event.board_colour_sequence(),
    }


def _order(event: Event, rows: tuple[StandingRow, ...]) -> tuple[str, ...]:
    """The tie-breaks the standings rank by, in order."""
    return tuple(a for a, _ in rows[0].tiebreaks) if rows else event.ruleset.tiebreaks


def _standings_context(event: Event, rows: tuple[StandingRow, ...]) -> dict[str, Any]:
    """The standings columns after MP (``olympiad.standings.columns.shown``), each linked
    to the page that explains it when there is one."""
    order = _order(event, rows)
    columns = shown(order)
    values = [[row.value(a) for a in columns] for row in rows]
    sb = explained(order)
    page = column_of(sb)[0].explained_on if sb else None
    return {
        "title": "Standings",
        "rows": list(zip(rows, values, strict=True)),
        "columns": columns,
        "order": order,
        "names": {a: tiebreak_name(a) for a in columns},
        "links": {sb: page} if sb and page else {},
    }


def _tiebreaks_context(past: EventHistory, rows: tuple[StandingRow, ...]) -> dict[str, Any]:
    """The standings' SB column (SB-OLY or EMGSB), team by team in standings order, from
    the function that computes the column; nothing when the standings have no SB."""
    column = explained(_order(past.event, rows))
    views = sonneborn_views(past, column) if column else ()
    by_team = {view.team: view for view in views}
    return {
        "title": f"{column or 'SB'}: how it was computed",
        "column": column,
        "cuts": column_of(column)[1] if column and column != OLYMPIAD_SB else 0,
        "entries": [(row, by_team[row.team]) for row in rows if row.team in by_team],
    }


def _boards_context(
    past: EventHistory, rows: tuple[StandingRow, ...], lines: tuple[TeamLine, ...]
) -> dict[str, Any]:
    by_team = {line.number: line for line in lines}
    return {
        "title": "Board statistics",
        "stats": board_stats(past),
        "boards": past.event.ruleset.boards,
        "teams": [(row, by_team[row.team]) for row in rows],
    }


__all__ = [
    "STYLESHEET",
    "TEMPLATES",
    "environment",
    "points",
    "render_bulletin",
    "template_folder",
    "tiebreak_name",
    "write_atomic",
]
