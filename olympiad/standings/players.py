"""Each player's results in a team event, and the board prizes, from the event history
(``EventHistory.board_seats``: who sat at each board, with the art. 29 colour).

A player's points count forfeits (art. 46 and forfeited games); games over the board are
the finished games played at the board. The performance rating is the FIDE Rating
Regulations' ``Rp = Ra + dp`` (``individual.standings.rating``, the one table of dp) over
the games played over the board; an unrated opponent counts at the ruleset's rating floor
(art. 7, as for the pairing numbers). Board prizes rank the players of each board
position (the board order of the roster; the reserve is the position after the boards)
by performance, then games over the board, then points; players with fewer games than
the ruleset's minimum (``TeamRuleset.board_prize_min_games``) are listed after them, not
ranked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from individual.standings.rating import (
    RatingChange,
    average_rating,
    performance_rating,
    rating_change,
)
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.standings.history import EventHistory

_OVER_THE_BOARD = frozenset({GameScore.WIN, GameScore.DRAW, GameScore.LOSS})


@dataclass(frozen=True)
class PlayerGame:
    """One game of a player: the round, the board it was played on, the colour, the
    result from the player's side (``None`` if not entered), the opponent's team and
    player (``None``: nobody sat) and the opponent's rating as counted (the floor for an
    unrated one)."""

    round: int
    board: int
    colour: Colour
    score: GameScore | None
    opponent_team: int
    opponent: Player | None
    opponent_rating: int | None

    @property
    def points(self) -> Fraction:
        return self.score.points()[0] if self.score is not None else Fraction(0)

    @property
    def over_the_board(self) -> bool:
        """A finished game played at the board (not a forfeit, not unfinished)."""
        return self.score in _OVER_THE_BOARD and self.opponent is not None


@dataclass(frozen=True)
class PlayerRecord:
    """A player of a team: position in the board order (1-based), the player, the games
    in round order."""

    team: int
    position: int
    player: Player
    games: tuple[PlayerGame, ...]

    @cached_property
    def points(self) -> Fraction:
        """Points, forfeits included."""
        return sum((g.points for g in self.games), Fraction(0))

    @cached_property
    def played(self) -> tuple[PlayerGame, ...]:
        """The games over the board."""
        return tuple(g for g in self.games if g.over_the_board)

    @property
    def played_points(self) -> Fraction:
        return sum((g.points for g in self.played), Fraction(0))

    @property
    def opponents_average(self) -> int | None:
        """Ra: the opponents' average rating over the board, rounded."""
        ratings = [g.opponent_rating for g in self.played if g.opponent_rating is not None]
        return average_rating(ratings) if ratings else None

    @cached_property
    def performance(self) -> int | None:
        """Rp = Ra + dp over the games over the board; ``None`` without one."""
        ratings = [g.opponent_rating for g in self.played if g.opponent_rating is not None]
        return performance_rating(ratings, self.played_points)

    @cached_property
    def change(self) -> RatingChange | None:
        """The rating change (8.3) over the games over the board, as an individual card
        gives it: the opponents' published ratings, so an unrated opponent does not count
        (for Rp it counts at the rating floor); ``None`` for an unrated player."""
        return rating_change(
            self.player.rating,
            self.player.title,
            [(g.opponent.rating if g.opponent else None, g.points) for g in self.played],
        )

    @property
    def percentage(self) -> Fraction | None:
        """Points over the board as a fraction of the games over the board."""
        return self.played_points / len(self.played) if self.played else None


@dataclass(frozen=True)
class PrizeLine:
    """A player's line in a board's prize list: the rank (``None`` below the minimum)."""

    rank: int | None
    record: PlayerRecord


@dataclass(frozen=True)
class BoardPrize:
    """The prize list of one board position: ranked players first, then the others."""

    position: int
    minimum: int
    lines: tuple[PrizeLine, ...]


def player_records(past: EventHistory) -> Mapping[int, tuple[PlayerRecord, ...]]:
    """Every team's players in board order with their games round by round."""
    event = past.event
    floor = event.ruleset.rating_floor
    found: dict[tuple[int, int], list[PlayerGame]] = {
        (t.number, p): [] for t in event.teams for p in range(len(t.players))
    }
    for seat in past.board_seats:
        if seat.player is None or (seat.team, seat.player) not in found:
            continue
        other = event.team(seat.opponent_team)
        opponent = (
            other.players[seat.opponent]
            if seat.opponent is not None and seat.opponent < len(other.players)
            else None
        )
        rating = opponent.rating_or(floor) if opponent is not None else None
        found[(seat.team, seat.player)].append(
            PlayerGame(
                seat.round,
                seat.board + 1,
                seat.colour,
                seat.score,
                seat.opponent_team,
                opponent,
                rating,
            )
        )
    return {
        team.number: tuple(
            PlayerRecord(team.number, p + 1, player, tuple(found[(team.number, p)]))
            for p, player in enumerate(team.players)
        )
        for team in sorted(event.teams, key=lambda t: t.number)
    }


def lineup_average(players: Sequence[Player | None], floor: int) -> int | None:
    """The average rating of the players who sat in a match (unrated at the rating floor,
    art. 7), rounded to a whole number; ``None`` if nobody sat."""
    ratings = [p.rating_or(floor) for p in players if p is not None]
    return average_rating(ratings) if ratings else None


def board_prizes(
    past: EventHistory, records: Mapping[int, tuple[PlayerRecord, ...]] | None = None
) -> tuple[BoardPrize, ...]:
    """Each board position's prize list (see the module docstring), for the boards and
    the reserves."""
    records = records if records is not None else player_records(past)
    ruleset = past.event.ruleset
    minimum = ruleset.board_prize_min_games
    prizes = []
    for position in range(1, ruleset.boards + ruleset.reserves + 1):
        players = [r for rows in records.values() for r in rows if r.position == position]
        players = [r for r in players if r.played]
        eligible = sorted(
            (r for r in players if len(r.played) >= minimum and r.performance is not None),
            key=_prize_order,
        )
        others = sorted((r for r in players if r not in eligible), key=_prize_order)
        lines = [PrizeLine(rank, r) for rank, r in enumerate(eligible, start=1)]
        lines += [PrizeLine(None, r) for r in others]
        prizes.append(BoardPrize(position, minimum, tuple(lines)))
    return tuple(prizes)


def _prize_order(record: PlayerRecord) -> tuple[int, int, Fraction, int, int]:
    return (
        -(record.performance or 0),
        -len(record.played),
        -record.played_points,
        record.team,
        record.position,
    )
