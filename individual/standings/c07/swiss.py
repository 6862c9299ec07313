"""An individual Swiss event as C.07 reads it: ``field(event, rounds)``, every player's
rounds up to round ``rounds`` (all rounds by default) as ``Outing`` values. A game not
finished counts nothing (as one not entered); a round a player was not paired in is an
absence (a withdrawal, a late entry's rounds before it entered too).
"""

from __future__ import annotations

from fractions import Fraction

from individual.standings.c07.field import Field, Kind, Outing, Participant
from individual.swiss.model import Game, SwissEvent, SwissRound, Unpaired
from individual.vocabulary.result import GameScore

_UNPAIRED = {
    Unpaired.PAIRING_BYE: Kind.PAB,
    Unpaired.FULL_BYE: Kind.FULL_BYE,
    Unpaired.HALF_BYE: Kind.HALF_BYE,
    Unpaired.ZERO_BYE: Kind.ZERO_BYE,
    Unpaired.ABSENT: Kind.ABSENT,
}
_OVER_THE_BOARD = frozenset({GameScore.WIN, GameScore.DRAW, GameScore.LOSS})


def outing(rnd: SwissRound, player: int, game: Game | None = None) -> Outing:
    """The player's round ``rnd`` (``game``: the player's game in it, if looked up)."""
    game = game or rnd.game_of(player)
    if game is not None:
        points = Fraction(game.half_points(player, for_pairing=False), 2)
        opponent = game.opponent_of(player)
        if game.score in _OVER_THE_BOARD:
            kind = Kind.GAME
            colour = game.colour_of(player)
        else:
            kind = Kind.FORFEIT_WIN if points == 1 else Kind.FORFEIT_LOSS
            colour = None
        return Outing(rnd.number, opponent, kind, points, points, colour)
    reason = dict(rnd.unpaired).get(player)
    kind = _UNPAIRED[reason] if reason else Kind.ABSENT
    points = Fraction(reason.half_points if reason else 0, 2)
    return Outing(rnd.number, None, kind, points, points)


def field(event: SwissEvent, rounds: int | None = None) -> Field:
    """The event after round ``rounds`` (every round so far by default)."""
    counted = event.rounds[:rounds] if rounds is not None else event.rounds
    rows: dict[int, list[Outing]] = {e.number: [] for e in event.entrants}
    for rnd in counted:
        games = {p: g for g in rnd.games for p in (g.white, g.black)}
        unpaired = dict(rnd.unpaired)
        for player, found in rows.items():
            game = games.get(player)
            if game is not None:
                found.append(outing(rnd, player, game))
            else:
                reason = unpaired.get(player)
                points = Fraction(reason.half_points if reason else 0, 2)
                kind = _UNPAIRED[reason] if reason else Kind.ABSENT
                found.append(Outing(rnd.number, None, kind, points, points))
    participants = {
        e.number: Participant(e.number, e.player.rating or None, tuple(rows[e.number]))
        for e in event.entrants
    }
    return Field(participants, len(counted), event.total_rounds)
