"""What the bulletin's overview pages show, from the event history and the standings:
the starting rank list (arts. 8-9), the team crosstable, each team's rank after every
round (drawn as a static SVG line), the match points after a round (a bar chart), the
event page, and the rows of the downloads.

Ranks after a round are the standings of the first rounds (``olympiad.standings.table``
with ``rounds``), the very computation of the standings page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.figures import plain_decimal
from individual.vocabulary.player import Player
from individual.vocabulary.result import format_points
from olympiad.engine.model import Event
from olympiad.engine.ranking import average_rating as top_boards_average
from olympiad.standings.history import EventHistory
from olympiad.standings.listed import standings
from olympiad.standings.table import StandingRow


@dataclass(frozen=True)
class StartLine:
    """A team in the starting rank list: pairing number (arts. 8-9), team number, name,
    federation, the average rating of its top boards (what the Olympiad rules' pairing
    numbers rank by; C.04.6, whose TPN is the team number, only shows it) and its players."""

    number: int
    team: int
    name: str
    federation: str
    average: Fraction
    players: tuple[Player, ...]

    @property
    def average_text(self) -> str:
        """The average as an exact decimal (``2693.25``), else rounded to two places by
        the one rounding (``figures.plain_decimal``: ``7999/3`` -> ``2666.33``)."""
        return plain_decimal(self.average)


def start_list(past: EventHistory) -> tuple[StartLine, ...]:
    """The teams by pairing number, with their average rating (the page cites the edition's
    article, ``templates/start.html``)."""
    event = past.event
    boards, floor = event.ruleset.boards, event.ruleset.rating_floor
    return tuple(
        StartLine(
            past.numbers[t.number],
            t.number,
            t.name,
            t.federation,
            top_boards_average(t, boards, floor),
            t.players,
        )
        for t in sorted(event.teams, key=lambda t: past.numbers[t.number])
    )


@dataclass(frozen=True)
class CrossCell:
    """One round of a team in the crosstable: the opponent's team number, the team's
    colour on board 1 (art. 29), its game points and match points; ``text`` for a round
    without an opponent (``bye``, ``–``)."""

    opponent: int | None
    colour: str
    game_points: Fraction | None
    match_points: int | None
    text: str = ""

    @property
    def short(self) -> str:
        """``12w3½``: opponent, board-1 colour, game points (or the text)."""
        if self.opponent is None:
            return self.text
        points = format_points(self.game_points) if self.game_points is not None else ""
        return f"{self.opponent}{self.colour}{points}"


def crosstable(past: EventHistory, rows: Sequence[StandingRow]) -> list[list[CrossCell]]:
    """Per standings row, one cell per round (see ``CrossCell``)."""
    event = past.event
    first_colour = Colour.WHITE if event.board_colour_sequence()[:1] != "B" else Colour.BLACK
    entries = past.entries
    found = []
    for row in rows:
        cells = []
        for rnd in event.rounds:
            match = rnd.match_of(row.team)
            if rnd.bye == row.team:
                cells.append(CrossCell(None, "", None, None, "bye"))
            elif match is None:
                cells.append(CrossCell(None, "", None, None, "–"))
            else:
                colour = first_colour if match.first == row.team else first_colour.opposite
                entry = next((e for e in entries[row.team] if e.round == rnd.number), None)
                counted = match.has_result and entry is not None
                cells.append(
                    CrossCell(
                        match.opponent_of(row.team),
                        colour.name[0].lower(),
                        match.game_points(row.team) if counted else None,
                        entry.match_points if counted and entry else None,
                    )
                )
        found.append(cells)
    return found


@dataclass(frozen=True)
class RankLine:
    """A team's rank after each round with results, and its line as SVG points."""

    team: int
    name: str
    ranks: tuple[int, ...]
    points: str


CHART_WIDTH, CHART_HEIGHT = 160, 40


def standings_after(
    past: EventHistory, rows: Sequence[StandingRow]
) -> dict[int, Sequence[StandingRow]]:
    """The standings after each round under way, by round: the standings of the first
    rounds; after the last, ``rows`` themselves (the event's standings)."""
    last = len(past.event.rounds)
    return {
        r.number: rows if r.number == last else standings(past, rounds=r.number)
        for r in past.event.rounds
        if r.is_under_way and r.matches
    }


def rank_lines(
    past: EventHistory,
    rows: Sequence[StandingRow],
    after: Mapping[int, Sequence[StandingRow]] | None = None,
) -> tuple[RankLine, ...]:
    """Each team's place after each round under way (``after``: ``standings_after``'s,
    computed when not given), in the order of ``rows``; the chart's y axis is the place,
    1 at the top."""
    after = after if after is not None else standings_after(past, rows)
    places = {n: {s.team: s.place for s in table} for n, table in after.items()}
    teams = len(rows)
    return tuple(
        RankLine(
            row.team,
            row.name,
            ranks := tuple(places[n][row.team] for n in places),
            _polyline(ranks, teams),
        )
        for row in rows
    )


def _polyline(ranks: Sequence[int], teams: int) -> str:
    if not ranks:
        return ""
    step = (CHART_WIDTH - 8) / max(len(ranks) - 1, 1)
    scale = (CHART_HEIGHT - 8) / max(teams - 1, 1)
    return " ".join(f"{4 + i * step:.1f},{4 + (r - 1) * scale:.1f}" for i, r in enumerate(ranks))


@dataclass(frozen=True)
class Bar:
    """Teams on ``match_points`` after the round; the bar's height and place in the SVG."""

    match_points: int
    teams: int
    x: float
    height: float


def distribution(rows: Sequence[StandingRow]) -> tuple[Bar, ...]:
    """How many teams stand on each match-point score (the standings rows given)."""
    counts: dict[int, int] = {}
    for row in rows:
        counts[row.match_points] = counts.get(row.match_points, 0) + 1
    if not counts:
        return ()
    top = max(counts.values())
    scores = range(min(counts), max(counts) + 1)
    width = 300 / len(scores)
    return tuple(
        Bar(mp, counts.get(mp, 0), i * width, 100 * counts.get(mp, 0) / top)
        for i, mp in enumerate(scores)
    )


def rounds_under_way(event: Event) -> int:
    return sum(1 for r in event.rounds if r.is_under_way and r.matches)
