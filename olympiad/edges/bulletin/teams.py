"""What the bulletin pages show about teams and boards: each player's games round by
round, the points per board, board statistics (the SB page: ``olympiad.edges.bulletin.sb``).

Points are final points (unfinished games count nothing, art. 13); a forfeit counts in
points but is not a game played over the board. Each player's games, points and
performance come from ``olympiad.standings.players`` (the board prizes read the same
records).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore, nearest_whole
from olympiad.standings.history import EventHistory
from olympiad.standings.players import PlayerRecord, player_records

_OVER_THE_BOARD = (GameScore.WIN, GameScore.DRAW, GameScore.LOSS)
_SHORT = {
    GameScore.WIN: "1",
    GameScore.DRAW: "½",
    GameScore.LOSS: "0",
    GameScore.FORFEIT_WIN: "+",
    GameScore.FORFEIT_LOSS: "−",
    GameScore.DOUBLE_FORFEIT: "−",
    GameScore.UNFINISHED: "*",
}


def result_mark(score: GameScore | None) -> str:
    """``1``, ``½``, ``0``, ``+``/``−`` for forfeits, ``*`` unfinished, "" not entered."""
    return _SHORT[score] if score is not None else ""


@dataclass(frozen=True)
class Game:
    """One player's game in a round, from the player's side."""

    round: int
    board: int
    colour: Colour
    score: GameScore | None
    opponent: str
    opponent_team: str
    opponent_rating: int | None = None

    @property
    def result(self) -> str:
        """``1``, ``½``, ``0``, ``+``/``−`` for forfeits, ``*`` unfinished, "" not entered."""
        return _SHORT[self.score] if self.score is not None else ""

    @property
    def colour_name(self) -> str:
        return self.colour.name.lower()


@dataclass(frozen=True)
class PlayerLine:
    """A player of a team: roster position, games by round (``None`` when not playing),
    and the record the points, games and performance come from."""

    position: int
    player: Player
    games: tuple[Game | None, ...]
    record: PlayerRecord

    @property
    def points(self) -> Fraction:
        return self.record.points

    @property
    def played(self) -> int:
        """Games played over the board and finished (forfeits and unfinished excluded)."""
        return len(self.record.played)

    @property
    def performance(self) -> int | None:
        return self.record.performance

    @property
    def opponents_average(self) -> int | None:
        return self.record.opponents_average


@dataclass(frozen=True)
class TeamLine:
    """A team's composition with each player's games, and its points per board."""

    number: int
    name: str
    federation: str
    players: tuple[PlayerLine, ...]
    board_points: tuple[Fraction, ...]

    @property
    def points(self) -> Fraction:
        return sum(self.board_points, Fraction(0))


@dataclass(frozen=True)
class BoardStat:
    """One board over the event: games played over the board, who won, points by colour,
    and forfeits."""

    board: int
    white_wins: int = 0
    draws: int = 0
    black_wins: int = 0
    forfeits: int = 0

    @property
    def games(self) -> int:
        return self.white_wins + self.draws + self.black_wins

    def share(self, count: int) -> int:
        """``count`` as a whole percentage of the games, .5 up (0 without games)."""
        return nearest_whole(Fraction(100 * count, self.games)) if self.games else 0

    @property
    def white_points(self) -> Fraction:
        return self.white_wins + Fraction(self.draws, 2)

    @property
    def black_points(self) -> Fraction:
        return self.black_wins + Fraction(self.draws, 2)


def team_lines(
    past: EventHistory, records: Mapping[int, tuple[PlayerRecord, ...]] | None = None
) -> tuple[TeamLine, ...]:
    """Every team in team-number order: its players' games round by round
    (``olympiad.standings.players``) and the points it scored on each board
    (``EventHistory.board_seats``)."""
    event = past.event
    records = records if records is not None else player_records(past)
    rounds = len(event.rounds)
    boards = event.ruleset.boards
    board_points = {t.number: [Fraction(0)] * boards for t in event.teams}
    for seat in past.board_seats:
        if seat.board < boards:
            board_points[seat.team][seat.board] += _points(seat.score)
    return tuple(
        TeamLine(
            team.number,
            team.name,
            team.federation,
            tuple(_line(past, record, rounds) for record in records[team.number]),
            tuple(board_points[team.number]),
        )
        for team in sorted(event.teams, key=lambda t: t.number)
    )


def _line(past: EventHistory, record: PlayerRecord, rounds: int) -> PlayerLine:
    games: list[Game | None] = [None] * rounds
    for g in record.games:
        if 0 < g.round <= rounds:
            name = g.opponent.name if g.opponent is not None else ""
            rating = g.opponent.rating if g.opponent is not None else None
            team = past.event.team(g.opponent_team).name
            games[g.round - 1] = Game(g.round, g.board, g.colour, g.score, name, team, rating)
    return PlayerLine(record.position, record.player, tuple(games), record)


def _points(score: GameScore | None) -> Fraction:
    return score.points()[0] if score is not None else Fraction(0)


def board_stats(past: EventHistory) -> tuple[BoardStat, ...]:
    """Per board: games over the board won by white, drawn, won by black; forfeits."""
    counts = {b: [0, 0, 0, 0] for b in range(past.event.ruleset.boards)}
    for seat in past.board_seats:
        if seat.colour is not Colour.WHITE or seat.board not in counts or seat.score is None:
            continue
        outcome = {GameScore.WIN: 0, GameScore.DRAW: 1, GameScore.LOSS: 2}.get(seat.score)
        if outcome is not None:
            counts[seat.board][outcome] += 1
        elif seat.score is not GameScore.UNFINISHED:
            counts[seat.board][3] += 1
    return tuple(BoardStat(b + 1, *c) for b, c in counts.items())
