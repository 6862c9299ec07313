"""The HTML bulletin of an individual event: static pages for phones and A4, rendered
with the team bulletin's templates machinery (``individual.edges.bulletin.pages``, the
repository's ``templates/``: ``base.html``, ``bulletin.css``, the name filter).

Pages: ``index.html``, ``pairings.html`` (the last round, board by board, with a name
filter), ``round-N.html`` (each round), ``standings.html`` (points, then the event's
tie-breaks), ``crosstable.html`` and ``player-N.html`` (every game of player N).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from individual.edges.bulletin.pages import render_pages, tiebreak_name
from individual.standings.table import Standing, standings
from individual.standings.tiebreaks import entries
from individual.swiss.model import SwissEvent, SwissRound, Unpaired
from individual.vocabulary.player import Player
from individual.vocabulary.result import format_points

NAV = (
    ("index.html", "Bulletin"),
    ("pairings.html", "Pairings"),
    ("standings.html", "Standings"),
    ("crosstable.html", "Crosstable"),
)
NAMES = {"PTS": "points", "BH": "Buchholz", "SB": "Sonneborn-Berger", "DE": "direct encounter",
         "DE1": "for first place, the games between the tied players (F.10)",
         "WIN": "wins (unplayed included)", "WON": "games won over the board",
         "ARO": "average rating of the opponents", "TPR": "performance rating",
         "BH/M1": "Buchholz without the highest and the lowest"}  # fmt: skip
UNPAIRED_TEXT = {Unpaired.PAIRING_BYE: "bye (1)", Unpaired.FULL_BYE: "bye (1)",
                 Unpaired.HALF_BYE: "bye (½)", Unpaired.ZERO_BYE: "bye (0)",
                 Unpaired.ABSENT: "not paired"}  # fmt: skip


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
    round: int
    colour: str
    opponent: Seat | None
    result: str
    points: Fraction  # after the round


def render_swiss_bulletin(
    event: SwissEvent, outdir: Path, tiebreaks: tuple[str, ...], lots: dict[int, int]
) -> list[Path]:
    """Write the bulletin of ``event`` into ``outdir``; the files written."""
    return render_pages(outdir, pages(event, tiebreaks, lots))


def pages(
    event: SwissEvent, tiebreaks: tuple[str, ...], lots: dict[int, int]
) -> dict[str, tuple[str, dict[str, Any]]]:
    """Each file name with its template and context."""
    rounds = round_views(event)
    current = rounds[-1] if rounds else None
    columns, rows = standings(event, tiebreaks, lots)
    players = {e.number: e.player for e in event.entrants}
    played = sum(1 for r in rounds if r.has_results)
    common = {"event": event, "nav": NAV, "stylesheet": "bulletin.css", "played": played}
    names = {c: tiebreak_name(c, NAMES) for c in columns}
    found: dict[str, tuple[str, dict[str, Any]]] = {
        "index.html": ("swiss_index.html", {"title": "Bulletin", "rounds": rounds,
                                            "current": current}),
        "pairings.html": ("swiss_round.html", {"title": _title(current), "round": current}),
        "standings.html": ("swiss_standings.html", {"title": "Standings", "rows": rows,
                           "columns": columns, "names": names, "players": players}),
        "crosstable.html": ("swiss_crosstable.html", {"title": "Crosstable",
                            "lines": crosstable(event, rows), "rounds": len(event.rounds)}),
    }  # fmt: skip
    for rnd in rounds:
        found[f"round-{rnd.number}.html"] = (
            "swiss_round.html",
            {"title": f"Round {rnd.number}", "round": rnd},
        )
    places = {row.number: row for row in rows}
    for number, player in players.items():
        context = {"title": player.name, "player": player, "number": number,
                   "standing": places[number], "games": game_lines(event, number)}  # fmt: skip
        found[f"player-{number}.html"] = ("swiss_player.html", context)
    return {n: (t, {**common, "page": n, **c}) for n, (t, c) in found.items()}


def _title(current: RoundView | None) -> str:
    return f"Round {current.number} pairings" if current else "Pairings"


def points_before(event: SwissEvent) -> list[dict[int, Fraction]]:
    """Each player's points before each round (index 0: round 1)."""
    rows = entries(event)
    before = []
    for index in range(len(event.rounds)):
        before.append({p: sum((e.points for e in r[:index]), Fraction(0)) for p, r in rows.items()})
    return before


def round_views(event: SwissEvent) -> tuple[RoundView, ...]:
    players = {e.number: e.player for e in event.entrants}
    views = []
    for rnd, pts in zip(event.rounds, points_before(event), strict=True):
        boards = tuple(
            BoardView(i, Seat(g.white, players[g.white], "white", pts[g.white]),
                      Seat(g.black, players[g.black], "black", pts[g.black]),
                      g.score.value if g.score else "–")
            for i, g in enumerate(rnd.games, start=1))  # fmt: skip
        unpaired = tuple((Seat(n, players[n], "", pts[n]), UNPAIRED_TEXT[reason])
                         for n, reason in rnd.unpaired if n in players)  # fmt: skip
        views.append(RoundView(rnd.number, boards, unpaired, _has_results(rnd)))
    return tuple(views)


def _has_results(rnd: SwissRound) -> bool:
    return any(g.score is not None for g in rnd.games)


def game_lines(event: SwissEvent, number: int) -> tuple[GameLine, ...]:
    """Every round of player ``number``: colour, opponent, result, points after it."""
    players = {e.number: e.player for e in event.entrants}
    lines: list[GameLine] = []
    total = Fraction(0)
    for rnd, entry in zip(event.rounds, entries(event)[number], strict=True):
        total += entry.points
        game = rnd.game_of(number)
        if game is None:
            reason = rnd.unpaired_reason(number)
            text = UNPAIRED_TEXT[reason] if reason else "not paired"
            lines.append(GameLine(rnd.number, "", None, text, total))
            continue
        other = game.opponent_of(number)
        colour = game.colour_of(number).name.lower()
        seat = Seat(other, players[other], "black" if colour == "white" else "white", Fraction(0))
        lines.append(GameLine(rnd.number, colour, seat, _result(game.score, number == game.white,
                                                               entry.points), total))  # fmt: skip
    return tuple(lines)


def _result(score: object, is_white: bool, points: Fraction) -> str:
    if score is None:
        return "–"
    text = format_points(points)
    value = getattr(score, "value", "")
    if value in ("+/-", "-/+", "-/-"):
        return {"1": "+", "0": "−"}.get(text, text)
    return text


def crosstable(event: SwissEvent, rows: list[Standing]) -> list[tuple[Standing, Player, list[str]]]:
    """Standings order; per round ``12w1``: opponent's place, colour, result."""
    place = {row.number: row.place for row in rows}
    players = {e.number: e.player for e in event.entrants}
    lines = []
    for row in rows:
        cells = []
        for line in game_lines(event, row.number):
            if line.opponent is None:
                cells.append(line.result.replace("bye ", "").replace("not paired", "–"))
            else:
                mark = line.result
                cells.append(f"{place[line.opponent.number]}{line.colour[:1]}{mark}")
        lines.append((row, players[row.number], cells))
    return lines
