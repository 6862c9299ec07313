"""What the bulletin pages show about rounds: matches in art. 43 order, board by board.

The values here are plain frozen records built from an ``Event``; the templates only
lay them out. Colours follow art. 29 (``Event.board_colour_sequence``): the first-named
team has that colour on each board, its opponent the other. Players come from
``Match.lineup``, else the first players of each team in board order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.engine.colours import board_colours
from olympiad.engine.model import Event, Match, PairedMatch, Round, RoundPairing
from olympiad.engine.publication import publication_order
from olympiad.engine.scores import team_records
from olympiad.standings.tiebreaks import has_result

Seats = tuple[tuple[int | None, int | None], ...]


@dataclass(frozen=True)
class Seat:
    """One side of a board: the player (``None`` when nobody sat) and the colour."""

    player: Player | None
    colour: Colour

    @property
    def colour_name(self) -> str:
        return self.colour.name.lower()


@dataclass(frozen=True)
class BoardRow:
    """One board of a match; ``result`` as entered, from the first team's side ("" if none)."""

    board: int
    first: Seat
    second: Seat
    result: str


@dataclass(frozen=True)
class TeamSide:
    """A team in a match header: number, name and match points before the round."""

    number: int
    name: str
    match_points: int


@dataclass(frozen=True)
class MatchView:
    """A match as published: its table number (art. 43 order), the teams, the score
    (game points, "" before any result) and the boards. ``first`` has white on board 1."""

    table: int
    first: TeamSide
    second: TeamSide
    first_points: Fraction | None
    second_points: Fraction | None
    boards: tuple[BoardRow, ...]
    no_show: tuple[str, ...]

    @property
    def has_result(self) -> bool:
        return self.first_points is not None


@dataclass(frozen=True)
class RoundView:
    """A round as published: its matches in art. 43 order, the bye, the teams not paired."""

    number: int
    matches: tuple[MatchView, ...]
    bye: TeamSide | None
    absent: tuple[str, ...]

    @property
    def has_results(self) -> bool:
        return any(m.has_result for m in self.matches)


def round_views(event: Event, pairing: RoundPairing | None = None) -> tuple[RoundView, ...]:
    """Every round of ``event`` and, when given, the round ``pairing`` made (its results
    come from ``event`` once entered there), each with its matches in art. 43 order."""
    rounds = list(event.rounds)
    if pairing is not None and pairing.number > len(rounds):
        rounds.append(pairing.to_round())
    return tuple(round_view(event, rnd) for rnd in rounds)


def round_view(event: Event, rnd: Round) -> RoundView:
    """Round ``rnd`` of ``event``: the standing before it sets the art. 43 order."""
    before = replace(event, rounds=event.rounds[: rnd.number - 1])
    records = team_records(before)
    names = {t.number: t.name for t in event.teams}

    def side(team: int) -> TeamSide:
        return TeamSide(team, names[team], records[team].match_points)

    by_teams = {m.teams: m for m in rnd.matches}
    order = publication_order([PairedMatch(*m.teams) for m in rnd.matches], before)
    matches = tuple(
        match_view(event, table, by_teams[(p.first, p.second)], side)
        for table, p in enumerate(order, start=1)
    )
    bye = side(rnd.bye) if rnd.bye is not None else None
    absent = tuple(names[t] for t in sorted(rnd.absent))
    return RoundView(rnd.number, matches, bye, absent)


def match_view(
    event: Event, table: int, match: Match, side: Callable[[int], TeamSide]
) -> MatchView:
    """One match: header, score and board rows with colours (art. 29) and players."""
    colours = board_colours(event.board_colour_sequence(), board_count(event, match))
    first, second = (event.team(t).players for t in match.teams)
    rows = []
    for board, (colour, (a, b)) in enumerate(zip(colours, seats(event, match), strict=True)):
        game = match.games[board] if board < len(match.games) else None
        rows.append(
            BoardRow(
                board + 1,
                Seat(_player(first, a), colour),
                Seat(_player(second, b), colour.opposite),
                game.value if game is not None else "",
            )
        )
    counted = has_result(match)
    return MatchView(
        table,
        side(match.first),
        side(match.second),
        match.game_points(match.first) if counted else None,
        match.game_points(match.second) if counted else None,
        tuple(rows),
        tuple(event.team(t).name for t in match.teams if t in match.no_show),
    )


def board_count(event: Event, match: Match) -> int:
    """Boards in ``match``: its games once entered, else the ruleset's boards."""
    return max(len(match.games), len(match.lineup)) or event.ruleset.boards


def seats(event: Event, match: Match) -> Seats:
    """Who sat at each board, as player indexes: ``Match.lineup``, else the first
    players of each team in board order; nobody for a team that did not appear."""
    if match.lineup:
        return match.lineup
    sizes = [0 if t in match.no_show else len(event.team(t).players) for t in match.teams]
    return tuple(
        (b if b < sizes[0] else None, b if b < sizes[1] else None)
        for b in range(board_count(event, match))
    )


def _player(players: Sequence[Player], index: int | None) -> Player | None:
    return players[index] if index is not None and 0 <= index < len(players) else None


def game_for(match: Match, board: int, team: int) -> GameScore | None:
    """The game on ``board`` (0-based) seen from ``team``'s side, ``None`` if not entered."""
    if board >= len(match.games):
        return None
    game = match.games[board]
    return game if team == match.first else game.reversed
