"""What the rounds played say about each player: score, colours, opponents, floats, byes.

F.2: byes and games not actually played give no colour and are no meeting. F.3: colours
are the played games in order, gaps closed. F.9: unfinished games are draws for pairing.
A.4/A.5: a player paired against a lower score received a downfloat, against a higher
score an upfloat; the pairing bye is a downfloat.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from individual.swiss.model import SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player


class Float(Enum):
    """A.4: the float a player received in a round."""

    DOWN = "↓"
    UP = "↑"


@dataclass(frozen=True)
class PlayerState:
    """A player before the round to pair.

    ``score`` in half-points for pairing (F.9); ``colours`` of played games, oldest first
    (F.2, F.3); ``opponents`` met over the board (B.1a); ``floats`` one per round played
    so far (``None``: no float); ``had_point_without_playing`` (B.1b).
    """

    number: int
    player: Player
    score: int
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    floats: tuple[Float | None, ...]
    had_point_without_playing: bool

    def float_back(self, rounds: int) -> Float | None:
        """The float ``rounds`` rounds ago (1: the last round)."""
        return self.floats[-rounds] if len(self.floats) >= rounds else None


def player_states(event: SwissEvent) -> dict[int, PlayerState]:
    """Every entrant's state after the rounds of ``event``."""
    scores = {e.number: 0 for e in event.entrants}
    colours: dict[int, list[Colour]] = {n: [] for n in scores}
    opponents: dict[int, set[int]] = {n: set() for n in scores}
    floats: dict[int, list[Float | None]] = {n: [] for n in scores}
    free_point = {n: False for n in scores}
    for rnd in event.rounds:
        before = dict(scores)
        for n, received in _floats_in(rnd, before).items():
            floats[n].append(received)
        for game in rnd.games:
            for n in (game.white, game.black):
                if n not in scores:
                    continue
                scores[n] += game.half_points(n)
                if game.is_played:
                    colours[n].append(game.colour_of(n))
                    opponents[n].add(game.opponent_of(n))
                elif game.half_points(n) == 2:
                    free_point[n] = True
        for n, reason in rnd.unpaired:
            if n in scores:
                scores[n] += reason.half_points
                free_point[n] |= reason.is_point_without_playing
    return {
        e.number: PlayerState(
            e.number,
            e.player,
            scores[e.number],
            tuple(colours[e.number]),
            frozenset(opponents[e.number]),
            tuple(floats[e.number]),
            free_point[e.number],
        )
        for e in event.entrants
    }


def _floats_in(rnd: SwissRound, before: dict[int, int]) -> dict[int, Float | None]:
    """A.4, A.5: the float each player received in ``rnd``, by the scores before it."""
    got: dict[int, Float | None] = dict.fromkeys(before)
    for game in rnd.games:
        white, black = before.get(game.white), before.get(game.black)
        if white is None or black is None or white == black:
            continue
        got[game.white], got[game.black] = (
            (Float.DOWN, Float.UP) if white > black else (Float.UP, Float.DOWN)
        )
    for n, reason in rnd.unpaired:
        if reason is Unpaired.PAIRING_BYE and n in got:
            got[n] = Float.DOWN
    return got
