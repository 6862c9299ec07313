"""What the bulletin pages show about teams and boards: each player's games round by
round, the points per board, board statistics (the SB page: ``olympiad.edges.bulletin.sb``).

Points are final points (unfinished games count nothing, art. 13); a forfeit counts in
points but is not a game played over the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.standings.history import BoardSeat, EventHistory

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


@dataclass(frozen=True)
class Game:
    """One player's game in a round, from the player's side."""

    round: int
    board: int
    colour: Colour
    score: GameScore | None
    opponent: str
    opponent_team: str

    @property
    def result(self) -> str:
        """``1``, ``½``, ``0``, ``+``/``−`` for forfeits, ``*`` unfinished, "" not entered."""
        return _SHORT[self.score] if self.score is not None else ""

    @property
    def colour_name(self) -> str:
        return self.colour.name.lower()


@dataclass(frozen=True)
class PlayerLine:
    """A player of a team: roster position, games by round (``None`` when not playing)."""

    position: int
    player: Player
    games: tuple[Game | None, ...]

    @property
    def points(self) -> Fraction:
        return sum((_points(g.score) for g in self.games if g), Fraction(0))

    @property
    def played(self) -> int:
        """Games played over the board and finished (forfeits and unfinished excluded)."""
        return sum(1 for g in self.games if g and g.score in _OVER_THE_BOARD)


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
        """``count`` as a whole percentage of the games (0 without games)."""
        return round(100 * count / self.games) if self.games else 0

    @property
    def white_points(self) -> Fraction:
        return self.white_wins + Fraction(self.draws, 2)

    @property
    def black_points(self) -> Fraction:
        return self.black_wins + Fraction(self.draws, 2)


def team_lines(past: EventHistory) -> tuple[TeamLine, ...]:
    """Every team in team-number order: its players' games round by round and the points
    it scored on each board (``EventHistory.board_seats``)."""
    event = past.event
    rounds = len(event.rounds)
    boards = event.ruleset.boards
    games: dict[tuple[int, int], list[Game | None]] = {
        (t.number, p): [None] * rounds for t in event.teams for p in range(len(t.players))
    }
    board_points = {t.number: [Fraction(0)] * boards for t in event.teams}
    for seat in past.board_seats:
        if seat.board >= boards:
            continue
        board_points[seat.team][seat.board] += _points(seat.score)
        if seat.player is not None and (seat.team, seat.player) in games:
            games[(seat.team, seat.player)][seat.round - 1] = _game(past, seat)
    return tuple(
        TeamLine(
            team.number,
            team.name,
            team.federation,
            tuple(
                PlayerLine(p + 1, player, tuple(games[(team.number, p)]))
                for p, player in enumerate(team.players)
            ),
            tuple(board_points[team.number]),
        )
        for team in sorted(event.teams, key=lambda t: t.number)
    )


def _game(past: EventHistory, seat: BoardSeat) -> Game:
    other = past.event.team(seat.opponent_team)
    name = other.players[seat.opponent].name if seat.opponent is not None else ""
    return Game(seat.round, seat.board + 1, seat.colour, seat.score, name, other.name)


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
