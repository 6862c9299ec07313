"""Each player's record in an individual event: the games round by round, points, Ra,
Rp and the rating change, read from the standings' own rounds (the C.07 ``Field``,
``individual.standings.c07.swiss.field``), so a bulletin's card shows the numbers of the
standings.

Ra and Rp are C.07's ARO and TPR over the games played over the board against rated
opponents, an unrated one left out (``c07.ratings.average_rating``, ``performance``; the
FIDE Rating Regulations' ``Rp = Ra + dp``, ``individual.standings.rating``). The
rating change (8.3) reads the same games with the opponents' published ratings and the K
the player's record implies (``rating.development_coefficient``, which says why).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from individual.standings.c07 import Field, TieBreak
from individual.standings.c07.context import Context
from individual.standings.c07.ratings import average_rating, performance, rated_games
from individual.standings.c07.swiss import field
from individual.standings.rating import RatingChange, rating_change
from individual.swiss.model import SwissEvent, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore


@dataclass(frozen=True)
class PlayerGame:
    """One round of a player: the opponent (``None``: no game), the colour, the score
    from the player's side (``None``: not entered), why there was no game, the points
    the standings count, whether it was played over the board, the opponent's rating."""

    round: int
    opponent: int | None
    colour: Colour | None
    score: GameScore | None
    unpaired: Unpaired | None
    points: Fraction
    played: bool
    opponent_rating: int | None


@dataclass(frozen=True)
class PlayerRecord:
    """A player's games and the numbers a card shows."""

    number: int
    player: Player
    games: tuple[PlayerGame, ...]
    points: Fraction
    opponents_average: int | None
    performance: int | None
    change: RatingChange | None

    @property
    def played(self) -> tuple[PlayerGame, ...]:
        """The games over the board."""
        return tuple(g for g in self.games if g.played)


RATED = TieBreak("ARO")
"""ARO and TPR as the cards read them: the games over the board, an unrated opponent
left out."""


def player_records(event: SwissEvent, rounds: Field | None = None) -> Mapping[int, PlayerRecord]:
    """Every player's record by start number; ``rounds``: the standings' own field."""
    ctx = Context(rounds or field(event))
    average, rp = average_rating(ctx, RATED), performance(ctx, RATED)
    players = {e.number: e.player for e in event.entrants}
    found = {}
    for number, player in players.items():
        games = []
        for rnd, entry in zip(event.rounds, ctx.outings[number], strict=True):
            game = rnd.game_of(number)
            other = entry.opponent
            games.append(
                PlayerGame(
                    rnd.number,
                    other,
                    game.colour_of(number) if game is not None else None,
                    _own_side(game.score, number == game.white) if game is not None else None,
                    rnd.unpaired_reason(number) if game is None else None,
                    entry.score,
                    entry.played,
                    players[other].rating or None if other is not None else None,
                )
            )
        ratings = rated_games(ctx, RATED, number)
        found[number] = PlayerRecord(
            number,
            player,
            tuple(games),
            ctx.scores.own[number],
            int(average[number]) if ratings else None,
            int(rp[number]) if ratings else None,
            rating_change(
                player.rating,
                player.title,
                [(g.opponent_rating, g.points) for g in games if g.played],
            ),
        )
    return found


def _own_side(score: GameScore | None, white: bool) -> GameScore | None:
    if score is None:
        return None
    return score if white else score.reversed
