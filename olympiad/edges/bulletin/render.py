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

Pages written (``render_bulletin``): ``index.html`` (links), ``event.html`` (ruleset,
rounds, the tie-break order with what each means), ``start.html`` (the starting rank
list), ``pairings.html`` (the current round, board by board), ``round-N.html`` (each
round), ``results.html``, ``standings.html``, ``crosstable.html`` (rank x round),
``tiebreaks.html`` (the standings' SB column, SB-OLY or EMGSB, round by round),
``teams.html`` (compositions with each player's games and performance), ``boards.html``
(board statistics and points per board), ``prizes.html`` (board prizes),
``charts.html`` (each team's rank after every round, match points after the last round),
the style sheet ``bulletin.css``, and the downloads ``standings``, ``crosstable`` and
``players`` as ``.csv`` and ``.xlsx``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from individual.edges.bulletin.downloads import Cell, write_tables
from individual.edges.bulletin.pages import (
    STYLESHEET,
    TEMPLATES,
    environment,
    points,
    render_pages,
    round_lines,
    span,
    standings_links,
    template_folder,
    write_atomic,
)
from individual.edges.bulletin.tiebreak_pages import (
    LEGEND_DOWNLOAD,
    legend_table,
    page_name,
    part_lines,
    round_pages,
)
from individual.edges.legend import TEAM_DROPPED, dropped_legend
from individual.edges.trf.dates import NO_DATES, EventDates
from individual.vocabulary.figures import csv_value, table_text
from individual.vocabulary.headers import (
    BOARD,
    CHANGE,
    FEDERATION,
    FIDE_ID,
    GAMES,
    MATCHES,
    NUMBER,
    OPPONENTS_AVERAGE,
    PERFORMANCE,
    PLAYER,
    POINTS,
    RANK,
    RATING,
    TEAM,
    TITLE,
    K,
    headers,
    round_column,
)
from olympiad.edges.bulletin.overview import (
    CHART_HEIGHT,
    CHART_WIDTH,
    crosstable,
    distribution,
    rank_lines,
    rounds_under_way,
    standings_after,
    start_list,
)
from olympiad.edges.bulletin.rounds import RoundView, round_views
from olympiad.edges.bulletin.sb import OLYMPIAD_SB, sonneborn_views
from olympiad.edges.bulletin.teams import TeamLine, board_stats, result_mark, team_lines
from olympiad.edges.legend import SCORE_NAMES, legend
from olympiad.edges.missing import provisional
from olympiad.engine.model import Event, RoundPairing
from olympiad.engine.roles import cite_text, cited_aside
from olympiad.engine.ruleset import TeamRuleset
from olympiad.standings.columns import MATCH_POINTS, SB_PAGE, explained, shown, tiebreak_of
from olympiad.standings.history import EventHistory, history
from olympiad.standings.listed import breakdown, standings
from olympiad.standings.players import PlayerGame, PlayerRecord, board_prizes, player_records
from olympiad.standings.table import StandingRow

NAV = (
    ("index.html", "Bulletin"),
    ("event.html", "Event"),
    ("start.html", "Start list"),
    ("pairings.html", "Pairings"),
    ("results.html", "Results"),
    ("standings.html", "Standings"),
    ("crosstable.html", "Crosstable"),
    ("tiebreaks.html", "SB"),
    ("teams.html", "Teams"),
    ("boards.html", "Boards"),
    ("prizes.html", "Prizes"),
    ("charts.html", "Charts"),
)
DOWNLOADS = ("standings", "crosstable", "players", LEGEND_DOWNLOAD)
PLAYER_HEADER = headers((NUMBER, TEAM, BOARD, TITLE, PLAYER, RATING, FIDE_ID, POINTS, GAMES,
                         OPPONENTS_AVERAGE, PERFORMANCE, K, CHANGE))  # fmt: skip
"""The players download's columns (the team by its number and name), the rounds after."""


def tiebreak_name(acronym: str, ruleset: TeamRuleset, dropped: Collection[str] = ()) -> str:
    """What a tie-break acronym means, for a person: ``BH:MP/C1`` is Buchholz of the
    opponents' match points without the lowest one; the other score listed, MPvGP
    (``legend.legend``); articles cited by ``ruleset``; why it shows no value when C.07
    art. 10 ``dropped`` it (``legend.dropped_legend``)."""
    return dropped_legend(
        cite_text(legend(acronym, ruleset), ruleset), acronym, dropped, TEAM_DROPPED
    )


def render_bulletin(
    event: Event,
    outdir: Path,
    pairing: RoundPairing | None = None,
    dates: EventDates = NO_DATES,
) -> list[Path]:
    """Write the bulletin of ``event`` into ``outdir`` and return the files written.

    The current round is ``pairing``'s when given (its results are taken from
    ``event`` once they are entered there), else the event's last round. ``dates``: the
    date of each round the event file gives (the event page shows them)."""
    outdir = Path(outdir)
    past = history(event)
    written = render_pages(outdir, dict(pages(event, pairing, past, dates)))
    for name, (header, rows) in tables(past).items():
        written += write_tables(outdir, name, header, rows)
    return written


def pages(
    event: Event,
    pairing: RoundPairing | None = None,
    past: EventHistory | None = None,
    dates: EventDates = NO_DATES,
) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each file name with its template and context (``render_bulletin`` writes them);
    the event's history is built once (or given) and every page reads it."""
    past = past if past is not None and past.event is event else history(event)
    rounds = round_views(past, pairing)
    current = _current(rounds, pairing)
    rows = standings(past)
    records = player_records(past)
    lines = team_lines(past, records)
    after = standings_after(past, rows)
    links = standings_links(list(after))
    common = {
        **_common(event, current),
        "provisional": provisional(past),
        "standings_links": links,
        "tiebreak_pages": [(a, page_name(a)) for a in _order(event, rows)],
    }
    found: dict[str, tuple[str, dict[str, Any]]] = {
        "index.html": ("index.html", {"title": "Bulletin", "rounds": rounds}),
        "event.html": ("event.html", _event_context(past, rows, rounds, dates)),
        "start.html": ("start.html", {"title": "Starting rank list", "lines": start_list(past)}),
        "pairings.html": ("round.html", {"title": _round_title(current), "round": current}),
        "results.html": ("results.html", {"title": "Results", "rounds": rounds[::-1]}),
        "standings.html": ("standings.html", _standings_context(event, rows, common["played"])),
        "crosstable.html": ("crosstable.html", _crosstable_context(past, rows)),
        "tiebreaks.html": ("tiebreaks.html", _tiebreaks_context(past, rows)),
        "teams.html": ("teams.html", {"title": "Teams", "teams": lines}),
        "boards.html": ("boards.html", _boards_context(past, rows, lines)),
        "prizes.html": ("prizes.html", _prizes_context(past, records)),
        "charts.html": ("charts.html", _charts_context(past, rows, after)),
    }
    order = _order(event, rows)
    named = [(row.rank, row.team, row.name) for row in rows]
    values = {
        n: {r.team: [r.tiebreak(a) for a in order] for r in then} for n, then in after.items()
    }
    dropped = _dropped(rows)
    legends = {a: tiebreak_name(a, event.ruleset, dropped) for a in order}
    names = {t.number: t.name for t in event.teams}
    parts = {a: part_lines(sums, names)
             for a in order if (sums := breakdown(past, a)) is not None}  # fmt: skip
    found |= round_pages(order, legends, named, values, parts, dropped)
    for n, href in links[:-1]:
        earlier = {**_standings_context(event, after[n], n), "links": {}}
        found[href] = ("standings.html", {**earlier, "title": f"Standings after round {n}"})
    for rnd in rounds:
        context = {"title": f"Round {rnd.number}", "round": rnd}
        found[f"round-{rnd.number}.html"] = ("round.html", context)
    return {
        name: (template, {**common, "page": name, **context})
        for name, (template, context) in found.items()
    }


def tables(past: EventHistory) -> dict[str, tuple[list[str], list[list[Cell]]]]:
    """The downloads: the standings, the crosstable and every player's results, each a
    header and rows of the values the pages show (``individual.edges.bulletin.downloads``
    writes them as CSV and Excel)."""
    event = past.event
    rows = standings(past)
    order = _order(event, rows)
    columns = shown(order, _primary(event, rows))
    dropped = _dropped(rows)
    standings_rows: list[list[Cell]] = [
        [row.place, row.team, row.name, event.team(row.team).federation,
         *(row.match_points if a == "MP" else csv_value(a, row.value(a), dropped)
           for a in columns),
         row.tally.won, row.tally.drawn, row.tally.lost]
        for row in rows
    ]  # fmt: skip
    header = [*headers((RANK, NUMBER, TEAM, FEDERATION)), *columns, *headers(MATCHES)]
    rounds = [round_column(r.number) for r in event.rounds]
    cross_rows: list[list[Cell]] = [
        [row.place, row.team, row.name, *(c.short for c in cells), row.match_points]
        for row, cells in zip(rows, crosstable(past, rows), strict=True)
    ]
    player_rows: list[list[Cell]] = []
    for team, records in player_records(past).items():
        name = event.team(team).name
        for r in records:
            results = {g.round: _game_cell(g) for g in r.games}
            player_rows.append(
                [team, name, r.position, r.player.title, r.player.name,
                 r.player.rating, r.player.fide_id, r.points, len(r.played),
                 r.opponents_average, r.performance,
                 *((r.change.k, r.change.change) if r.change and r.change.games else ("", "")),
                 *(results.get(n, "") for n in range(1, len(rounds) + 1))]
            )  # fmt: skip
    return {
        "standings": (header, standings_rows),
        "crosstable": ([*headers((RANK, NUMBER, TEAM)), *rounds, MATCH_POINTS], cross_rows),
        "players": (PLAYER_HEADER + rounds, player_rows),
        LEGEND_DOWNLOAD: legend_table(
            order, {a: tiebreak_name(a, event.ruleset, dropped) for a in order}
        ),
    }


def _game_cell(game: PlayerGame) -> str:
    """``w 1 Name (2500)``: colour, result and opponent of one game, as text."""
    result = result_mark(game.score)
    opponent = game.opponent.name if game.opponent is not None else "nobody"
    rating = f" ({game.opponent.rating})" if game.opponent and game.opponent.rating else ""
    return " ".join(p for p in (game.colour.name[0].lower(), result, opponent + rating) if p)


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
        "entrant": TEAM,
        "aside": lambda spec, word="art.": cited_aside(spec, event.ruleset, word),
    }


def _order(event: Event, rows: Sequence[StandingRow]) -> tuple[str, ...]:
    """The tie-breaks the standings rank by, in order."""
    return tuple(a for a, _ in rows[0].tiebreaks) if rows else event.ruleset.standing_tiebreaks


def _dropped(rows: Sequence[StandingRow]) -> tuple[str, ...]:
    """The tie-breaks C.07 art. 10 dropped (the same on every row)."""
    return rows[0].dropped if rows else ()


def _primary(event: Event, rows: Sequence[StandingRow]) -> str:
    """The score the standings rank by before the tie-breaks (the ruleset's)."""
    return rows[0].primary if rows else event.ruleset.primary_score


def _standings_context(
    event: Event, rows: Sequence[StandingRow], after_round: int
) -> dict[str, Any]:
    """The standings columns (``olympiad.standings.columns.shown``: the primary score, the
    tie-breaks, in the order ranked by), each linked to the page that explains it when
    there is one; ``after_round``: the rounds they count."""
    order = _order(event, rows)
    primary = _primary(event, rows)
    article = event.ruleset.standings_article
    primary_name = SCORE_NAMES[primary] + (f" ({article})" if article else "")
    columns = shown(order, primary)
    dropped = _dropped(rows)
    values = table_text(columns, [[row.value(a) for a in columns] for row in rows], dropped)
    sb = explained(order)
    page = SB_PAGE if sb else None
    return {
        "title": "Standings",
        "after_round": after_round,
        "rows": list(zip(rows, values, strict=True)),
        "columns": columns,
        "scores": [(primary, SCORE_NAMES[primary])],
        "scores_article": article,
        "order": order,
        "names": {
            a: tiebreak_name(a, event.ruleset, dropped) if a != primary else primary_name
            for a in columns
        },
        "links": {sb: page} if sb and page else {},
        "explained": {a: page_name(a) for a in order},
        "federations": {t.number: t.federation for t in event.teams},
        "withdrawn": event.withdrawn,
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
        "cuts": tiebreak_of(column).cut if column and column != OLYMPIAD_SB else 0,
        "entries": [(row, by_team[row.team]) for row in rows if row.team in by_team],
    }


def _event_context(
    past: EventHistory,
    rows: tuple[StandingRow, ...],
    rounds: tuple[RoundView, ...],
    dates: EventDates,
) -> dict[str, Any]:
    """The ruleset, every round planned with its date (``rounds``: those paired, the one
    just paired included), the tie-break order with what each means."""
    event = past.event
    order = _order(event, rows)
    paired = {r.number: r.has_results for r in rounds}
    total = max(event.total_rounds, len(rounds))
    return {
        "title": "Event",
        "ruleset": event.ruleset,
        "order": [(a, tiebreak_name(a, event.ruleset, _dropped(rows))) for a in order],
        "rounds": round_lines(total, paired, dates),
        "span": span(dates),
        "downloads": DOWNLOADS,
    }


def _crosstable_context(past: EventHistory, rows: tuple[StandingRow, ...]) -> dict[str, Any]:
    return {
        "title": "Crosstable",
        "rows": list(zip(rows, crosstable(past, rows), strict=True)),
        "rounds": len(past.event.rounds),
    }


def _prizes_context(
    past: EventHistory, records: Mapping[int, tuple[PlayerRecord, ...]]
) -> dict[str, Any]:
    ruleset = past.event.ruleset
    return {
        "title": "Board prizes",
        "prizes": board_prizes(past, records),
        "boards": ruleset.boards,
        "minimum": ruleset.board_prize_min_games,
        "names": {t.number: t.name for t in past.event.teams},
    }


def _charts_context(
    past: EventHistory,
    rows: tuple[StandingRow, ...],
    after: Mapping[int, Sequence[StandingRow]],
) -> dict[str, Any]:
    return {
        "title": "Charts",
        "lines": rank_lines(past, rows, after),
        "width": CHART_WIDTH,
        "height": CHART_HEIGHT,
        "bars": distribution(rows),
        "after": rounds_under_way(past.event),
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
