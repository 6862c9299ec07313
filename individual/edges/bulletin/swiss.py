"""The HTML bulletin of an individual event: static pages for phones and A4, rendered
with the team bulletin's templates machinery (``individual.edges.bulletin.pages``, the
repository's ``templates/``: ``base.html``, ``bulletin.css``, the name filter).

Every number comes from one computation, the C.07 core (``individual.standings.c07``):
the standings (``individual.standings.listed``) and every player's record
(``individual.standings.players``: games, Ra, Rp, the rating change and its K) read it.

Pages: ``index.html``, ``event.html`` (the rounds with their dates, the tie-break order
with what each means), ``start.html`` (the starting rank list by pairing number, A.2),
``pairings.html`` (the last round, board by board, with a name filter), ``round-N.html``
(each round), ``standings.html`` (points, then the event's tie-breaks),
``crosstable.html`` (each round's opponent, colour and result, with rating, federation
and every tie-break column), ``player-N.html`` (player N's card: every game, Ra, Rp and
the rating change with the K used), ``players.html`` (every card, in standings order, to
print), and the downloads ``standings``, ``crosstable``, ``players`` as CSV and Excel.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from individual.edges.bulletin.downloads import Cell, write_tables
from individual.edges.bulletin.pages import (
    RoundLine,
    render_pages,
    round_lines,
    span,
    standings_links,
)
from individual.edges.bulletin.tiebreak_pages import (
    LEGEND_DOWNLOAD,
    legend_table,
    page_name,
    part_lines,
    round_pages,
)
from individual.edges.legend import dropped_legend, legend
from individual.edges.trf.dates import NO_DATES, EventDates
from individual.standings.listed import (
    Standing,
    breakdown,
    ranked,
    standings,
)
from individual.standings.players import PlayerGame, PlayerRecord, player_records
from individual.swiss.model import NOT_ENTERED, Entrant, SwissEvent, SwissRound, Unpaired
from individual.swiss.ranking import entered_numbers
from individual.vocabulary.figures import csv_value, table_text
from individual.vocabulary.headers import (
    CHANGE,
    EXPECTED,
    FEDERATION,
    FIDE_ID,
    GAMES,
    K_REASON,
    NUMBER,
    OPPONENTS_AVERAGE,
    PERFORMANCE,
    PLAYER,
    POINTS,
    RANK,
    RATED_GAMES,
    RATED_SCORE,
    RATING,
    TITLE,
    K,
    headers,
    round_column,
)
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore, format_points

NAV = (
    ("index.html", "Bulletin"),
    ("event.html", "Event"),
    ("start.html", "Start list"),
    ("pairings.html", "Pairings"),
    ("standings.html", "Standings"),
    ("crosstable.html", "Crosstable"),
    ("players.html", "Players"),
)
DOWNLOADS = ("standings", "crosstable", "players", LEGEND_DOWNLOAD)
UNPAIRED_TEXT = {Unpaired.PAIRING_BYE: "bye (1)", Unpaired.FULL_BYE: "bye (1)",
                 Unpaired.HALF_BYE: "bye (½)", Unpaired.ZERO_BYE: "bye (0)",
                 Unpaired.ABSENT: "not paired"}  # fmt: skip
WITHDRAWN = "withdrawn"
FORFEIT_MARKS = {GameScore.FORFEIT_WIN: "+", GameScore.FORFEIT_LOSS: "−",
                 GameScore.DOUBLE_FORFEIT: "−"}  # fmt: skip
PLAYER_HEADER = headers((NUMBER, TITLE, PLAYER, FEDERATION, RATING, FIDE_ID, POINTS, GAMES,
                         OPPONENTS_AVERAGE, PERFORMANCE, RATED_GAMES, RATED_SCORE, EXPECTED, K,
                         CHANGE, K_REASON))  # fmt: skip
STANDING = (RANK, NUMBER, TITLE, PLAYER, FEDERATION, RATING)
"""The standings' and the crosstable's first columns: who each row is."""


@dataclass(frozen=True)
class Seat:
    number: int
    player: Player
    colour_name: str
    points: Fraction  # before the round


@dataclass(frozen=True)
class BoardView:
    board: int
    white: Seat
    black: Seat
    result: str


@dataclass(frozen=True)
class RoundView:
    number: int
    boards: tuple[BoardView, ...]
    unpaired: tuple[tuple[Seat, str], ...]
    has_results: bool


@dataclass(frozen=True)
class GameLine:
    """A row of a card: the round, the colour (``""`` for none), the opponent, the result
    as printed, whether Ra, Rp and the rating change count it (over the board, the
    opponent rated), the
    points after the round."""

    round: int
    colour: str
    opponent: Seat | None
    result: str
    rated: bool
    points: Fraction


@dataclass(frozen=True)
class CrossCell:
    """A round in the crosstable: ``12w1`` (the opponent's number, colour, result)."""

    text: str
    colour: str  # white, black or none


@dataclass(frozen=True)
class Card:
    """A player's card: the record, the place and the rows."""

    record: PlayerRecord
    standing: Standing
    pairing_number: int
    games: tuple[GameLine, ...]


def render_swiss_bulletin(
    event: SwissEvent,
    outdir: Path,
    tiebreaks: tuple[str, ...],
    lots: dict[int, int],
    published: Mapping[int, Player] | None = None,
    dates: EventDates = NO_DATES,
    system: str = "",
) -> list[Path]:
    """Write the bulletin of ``event`` into ``outdir``; the files written. ``published``:
    the players as rated (``pages``), when ``event`` holds the pairing estimates;
    ``dates`` and ``system`` for the event page."""
    found = pages(event, tiebreaks, lots, published, dates, system)
    written = render_pages(outdir, found)
    tables = found["index.html"][1]["tables"]
    for name in DOWNLOADS:
        header, rows = tables[name]
        written += write_tables(Path(outdir), name, header, rows)
    return written


def _cards(
    event: SwissEvent,
    records: Mapping[int, PlayerRecord],
    rows: Sequence[Standing],
    numbers: Mapping[int, int],
) -> dict[int, Card]:
    """Each player's card, by start number: place, pairing number, games."""
    players = {e.number: e.player for e in event.entrants}
    places = {row.number: row for row in rows}
    enters = dict(event.late_entries)
    return {n: card(records[n], places[n], numbers[n], players, enters.get(n, 1)) for n in players}


def _downloads(
    rows: Sequence[Standing],
    names: Mapping[str, str],
    players: Mapping[int, Player],
    cross: Sequence[tuple[Standing, list[CrossCell]]],
    cards: Mapping[int, Card],
    rounds: int,
    dropped: Collection[str] = (),
) -> dict[str, tuple[list[str], list[list[Cell]]]]:
    """The tables offered as downloads: the standings, the crosstable (``rounds`` rounds),
    the players (in standings order), the tie-breaks' legend (``names``: each column's);
    ``dropped``: the columns C.07 art. 10 dropped, ``-`` throughout."""
    columns = list(names)
    return {
        "standings": standings_table(rows, columns, players, dropped),
        "crosstable": crosstable_table(cross, columns, players, rounds, dropped),
        "players": players_table([cards[r.number] for r in rows]),
        LEGEND_DOWNLOAD: legend_table(columns, names),
    }


def _after_each_round(
    event: SwissEvent,
    tiebreaks: Sequence[str],
    lots: Mapping[int, int],
    rows: Sequence[Standing],
    played: int,
) -> dict[int, Sequence[Standing]]:
    """The standings after each round with results, the last one's ``rows``."""
    after: dict[int, Sequence[Standing]] = {
        n: standings(replace(event, rounds=event.rounds[:n]), tiebreaks, lots)[1]
        for n in range(1, played)
    }
    after[played] = rows
    return after


def _tiebreak_pages(
    event: SwissEvent,
    after: Mapping[int, Sequence[Standing]],
    columns: Sequence[str],
    names: Mapping[str, str],
    players: Mapping[int, Player],
    dropped: Collection[str] = (),
) -> dict[str, tuple[str, dict[str, Any]]]:
    """A page per tie-break (``tiebreak_pages``): each player's value ``after`` each round,
    in the order of the last standings, and a sum's rounds (``dropped``: ``-``)."""
    last = after[max(after)] if after else []
    order = [(r.rank, r.number, players[r.number].name) for r in last]
    values = {n: {r.number: r.values for r in then} for n, then in after.items()}
    parts = {c: part_lines(sums, {n: p.name for n, p in players.items()})
             for c in columns if (sums := breakdown(event, c)) is not None}  # fmt: skip
    return round_pages(columns, names, order, values, parts, dropped)


def _standings_after(
    after: Mapping[int, Sequence[Standing]],
    links: Sequence[tuple[int, str]],
    columns: Sequence[str],
    players: Mapping[int, Player],
    dropped: Collection[str] = (),
) -> dict[str, tuple[str, dict[str, Any]]]:
    """The standings page after each earlier round ``links`` names (round, file), from
    the standings ``after`` each round (``dropped``: as ``shown_figures``)."""
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for n, href in links:
        rows = after[n]
        then = shown_figures(rows, columns, dropped)
        found[href] = ("swiss_standings.html", {"title": f"Standings after round {n}",
                                                "rows": rows, "players": players,
                                                "after_round": n, "figures": then})  # fmt: skip
    return found


def _round_and_player_pages(
    rounds: Sequence[RoundView], players: Mapping[int, Player], cards: Mapping[int, Card]
) -> dict[str, tuple[str, dict[str, Any]]]:
    """A page for each round and one for each player."""
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for rnd in rounds:
        found[f"round-{rnd.number}.html"] = (
            "swiss_round.html",
            {"title": f"Round {rnd.number}", "round": rnd},
        )
    for number, player in players.items():
        context = {"title": player.name, "card": cards[number]}
        found[f"player-{number}.html"] = ("swiss_player.html", context)
    return found


def pages(
    event: SwissEvent,
    tiebreaks: Sequence[str],
    lots: Mapping[int, int],
    published: Mapping[int, Player] | None = None,
    dates: EventDates = NO_DATES,
    system: str = "",
) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each file name with its template and context (the index's context also holds the
    downloads' tables, ``tables``).

    ``published``: the players with their published ratings (an unrated player unrated)
    when ``event`` gives an unrated player the arbiter's estimate (FIDE Swiss A.1): the
    pairing numbers come from ``event``, everything shown and ARO, TPR, Ra, Rp and the
    rating change from the published ratings (an unrated opponent is left out)."""
    numbers = entered_numbers(event)
    if published is not None:
        event = with_players(event, published)
    found_standings = ranked(event, tiebreaks, lots)
    columns, rows, dropped = found_standings.columns, found_standings.rows, found_standings.dropped
    records = player_records(event)
    players = {e.number: e.player for e in event.entrants}
    rounds = round_views(event, records)
    current = rounds[-1] if rounds else None
    played = sum(1 for r in rounds if r.has_results)
    links = standings_links([r.number for r in rounds if r.has_results])
    after = _after_each_round(event, tiebreaks, lots, rows, played)
    cards = _cards(event, records, rows, numbers)
    cross = crosstable(records, rows)
    names = {c: dropped_legend(legend(c), c, dropped) for c in columns}
    figures = shown_figures(rows, columns, dropped)
    common = {"event": event, "nav": NAV, "stylesheet": "bulletin.css", "played": played,
              "withdrawn": event.withdrawn, "columns": columns, "names": names, "entrant": PLAYER,
              "explained": {c: page_name(c) for c in columns}, "downloads": DOWNLOADS,
              "provisional": provisional(event), "standings_links": links}  # fmt: skip
    start = sorted(players, key=numbers.__getitem__)
    tables = _downloads(rows, names, players, cross, cards, len(event.rounds), dropped)
    found: dict[str, tuple[str, dict[str, Any]]] = {
        "index.html": ("swiss_index.html", {"title": "Bulletin", "rounds": rounds,
                                            "current": current, "tables": tables}),
        "event.html": ("swiss_event.html", {"title": "Event", "system": system,
                                            "rounds": _round_lines(event, dates),
                                            "span": span(dates)}),
        "start.html": ("swiss_start.html", {"title": "Starting rank list", "players": players,
                                            "order": start, "numbers": numbers}),
        "pairings.html": ("swiss_round.html", {"title": _title(current), "round": current}),
        "standings.html": ("swiss_standings.html", {"title": "Standings", "rows": rows,
                                                    "players": players, "after_round": played,
                                                    "figures": figures}),
        "crosstable.html": ("swiss_crosstable.html", {"title": "Crosstable", "lines": cross,
                                                      "players": players,
                                                      "rounds": len(event.rounds),
                                                      "figures": figures}),
        "players.html": ("swiss_players.html", {"title": "Players",
                                                "cards": [cards[r.number] for r in rows]}),
    }  # fmt: skip
    found |= _standings_after(after, links[:-1], columns, players, dropped)
    found |= _tiebreak_pages(event, after if played else {}, columns, names, players, dropped)
    found |= _round_and_player_pages(rounds, players, cards)
    return {n: (t, {**common, "page": n, **c}) for n, (t, c) in found.items()}


def with_players(event: SwissEvent, players: Mapping[int, Player]) -> SwissEvent:
    """``event`` with each entrant's player replaced by ``players``' (where given)."""
    entrants = tuple(Entrant(e.number, players.get(e.number, e.player)) for e in event.entrants)
    return replace(event, entrants=entrants)


def provisional(event: SwissEvent) -> tuple[str, ...]:
    """What ``base.html`` says while a round under way has games without a result: a
    heading, then the boards of each round (empty when every result is in)."""
    lines = []
    for rnd in event.rounds:
        boards = [i for i, g in enumerate(rnd.games, start=1)
                  if g.score is None or g.score is GameScore.UNFINISHED]  # fmt: skip
        if boards and len(boards) < len(rnd.games):
            listed = ", ".join(str(b) for b in boards)
            lines.append(
                f"Round {rnd.number}: no result yet on board{'s' * (len(boards) > 1)} {listed}."
            )
    if not lines:
        return ()
    return ("Provisional: the standings count only the games with a result.", *lines)


def _round_lines(event: SwissEvent, dates: EventDates) -> list[RoundLine]:
    """Every round planned with its date, paired or not, results in or not."""
    paired = {r.number: _has_results(r) for r in event.rounds}
    return round_lines(max(event.total_rounds, len(event.rounds)), paired, dates)


def _title(current: RoundView | None) -> str:
    return f"Round {current.number} pairings" if current else "Pairings"


def points_before(records: Mapping[int, PlayerRecord], rounds: int) -> list[dict[int, Fraction]]:
    """Each player's points before each round (index 0: round 1), from the records."""
    return [
        {p: sum((g.points for g in r.games[:index]), Fraction(0)) for p, r in records.items()}
        for index in range(rounds)
    ]


def round_views(event: SwissEvent, records: Mapping[int, PlayerRecord]) -> tuple[RoundView, ...]:
    """Each round's boards with the points before it (from the records)."""
    players = {e.number: e.player for e in event.entrants}
    views = []
    for rnd, pts in zip(event.rounds, points_before(records, len(event.rounds)), strict=True):
        boards = tuple(
            BoardView(i, Seat(g.white, players[g.white], "white", pts[g.white]),
                      Seat(g.black, players[g.black], "black", pts[g.black]),
                      g.score.value if g.score else "–")
            for i, g in enumerate(rnd.games, start=1))  # fmt: skip
        late = event.not_entered(rnd.number)
        unpaired = tuple((Seat(n, players[n], "", pts[n]),
                          NOT_ENTERED if n in late and reason is Unpaired.ABSENT
                          else UNPAIRED_TEXT[reason])
                         for n, reason in rnd.unpaired if n in players)  # fmt: skip
        unpaired += tuple((Seat(n, players[n], "", pts[n]), WITHDRAWN)
                          for n in sorted(withdrawn_from(event, rnd.number)))  # fmt: skip
        views.append(RoundView(rnd.number, boards, unpaired, _has_results(rnd)))
    return tuple(views)


def withdrawn_from(event: SwissEvent, number: int) -> frozenset[int]:
    """The withdrawn players (F.5) in no round from round ``number`` on: not on its sheet."""
    later = {p for r in event.rounds[number - 1 :] for g in r.games for p in (g.white, g.black)}
    later |= {n for r in event.rounds[number - 1 :] for n, _ in r.unpaired}
    return event.withdrawn - later


def _has_results(rnd: SwissRound) -> bool:
    return any(g.score is not None for g in rnd.games)


def result_text(game: PlayerGame, entered: bool = True) -> str:
    """A round's result from the player's side: ``1 ½ 0``, ``+ −`` for forfeits, ``*``
    unfinished, ``–`` while not entered, the bye's points; a late entry's round before he
    ``entered``: ``NOT_ENTERED``."""
    if game.opponent is None:
        if not entered:
            return NOT_ENTERED
        return UNPAIRED_TEXT[game.unpaired] if game.unpaired else "not paired"
    if game.score is GameScore.UNFINISHED:
        return "*"
    if game.score is None:
        return "–"
    return FORFEIT_MARKS.get(game.score, format_points(game.points))


def _board_colour(game: PlayerGame) -> str:
    """The colour played: none for a forfeit (F.2: no colour), none without a game."""
    if game.colour is None or (game.score is not None and not game.score.is_played):
        return ""
    return game.colour.name.lower()


def card(
    record: PlayerRecord,
    standing: Standing,
    number: int,
    players: Mapping[int, Player],
    enters: int = 1,
) -> Card:
    """The card of a player: every round with the points after it; ``enters``: the round
    a late entry enters in (the rounds before say ``NOT_ENTERED``)."""
    lines = []
    total = Fraction(0)
    for game in record.games:
        total += game.points
        other = game.opponent
        colour = _board_colour(game)
        seat = Seat(other, players[other], "", Fraction(0)) if other is not None else None
        rated = game.played and game.opponent_rating is not None
        text = result_text(game, entered=game.round >= enters)
        lines.append(GameLine(game.round, colour, seat, text, rated, total))
    return Card(record, standing, number, tuple(lines))


def crosstable(
    records: Mapping[int, PlayerRecord], rows: Sequence[Standing]
) -> list[tuple[Standing, list[CrossCell]]]:
    """Standings order; per round ``12w1``: the opponent's number (``No.``, one player
    whatever the places shared), colour, result."""
    lines = []
    for row in rows:
        cells = []
        for game in records[row.number].games:
            text = result_text(game)
            if game.opponent is None:
                short = text.replace("bye ", "").strip("()").replace("not paired", "–")
                cells.append(CrossCell(short, "none"))
                continue
            colour = _board_colour(game)
            cells.append(CrossCell(f"{game.opponent}{colour[:1]}{text}", colour or "none"))
        lines.append((row, cells))
    return lines


def shown_figures(
    rows: Sequence[Standing], columns: Sequence[str], dropped: Collection[str] = ()
) -> dict[int, list[str]]:
    """Each player's points and tie-breaks as the standings print them, by start number
    (``individual.vocabulary.figures``: one spelling a column, ``-`` where DE decides
    nothing and throughout a column C.07 art. 10 ``dropped``)."""
    figures = table_text((POINTS.header, *columns), [(r.points, *r.values) for r in rows], dropped)
    return {r.number: f for r, f in zip(rows, figures, strict=True)}


def _values(
    columns: Sequence[str], values: Sequence[Fraction], dropped: Collection[str]
) -> list[Cell]:
    """A row's tie-breaks as every CSV writes them (``individual.vocabulary.figures.csv_value``:
    numbers, 0 where direct encounter decides nothing, empty in a column C.07 art. 10
    ``dropped``)."""
    return [csv_value(c, v, dropped) for c, v in zip(columns, values, strict=True)]


def standings_table(
    rows: Sequence[Standing],
    columns: Sequence[str],
    players: Mapping[int, Player],
    dropped: Collection[str] = (),
) -> tuple[list[str], list[list[Cell]]]:
    header = [*headers(STANDING), POINTS.header, *columns]
    body: list[list[Cell]] = []
    for row in rows:
        p = players[row.number]
        body.append([row.place, row.number, p.title, p.name, p.federation, p.rating, row.points,
                     *_values(columns, row.values, dropped)])  # fmt: skip
    return header, body


def crosstable_table(
    lines: Sequence[tuple[Standing, list[CrossCell]]],
    columns: Sequence[str],
    players: Mapping[int, Player],
    rounds: int,
    dropped: Collection[str] = (),
) -> tuple[list[str], list[list[Cell]]]:
    header = [*headers(STANDING), *(round_column(r) for r in range(1, rounds + 1)),
              POINTS.header, *columns]  # fmt: skip
    body: list[list[Cell]] = []
    for row, cells in lines:
        p = players[row.number]
        body.append([row.place, row.number, p.title, p.name, p.federation, p.rating,
                     *(c.text for c in cells), row.points,
                     *_values(columns, row.values, dropped)])  # fmt: skip
    return header, body


def players_table(cards: Sequence[Card]) -> tuple[list[str], list[list[Cell]]]:
    body: list[list[Cell]] = []
    for c in cards:
        r, p, change = c.record, c.record.player, c.record.change
        body.append([r.number, p.title, p.name, p.federation, p.rating, p.fide_id, r.points,
                     len(r.played), r.opponents_average, r.performance,
                     *((change.games, change.score, change.expected, change.k, change.change,
                        change.reason) if change else (None,) * 6)])  # fmt: skip
    return list(PLAYER_HEADER), body
