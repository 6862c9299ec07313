"""What the FIDE Tie-Break Regulations (C.07) read of an event, for either side: every
participant (player or team) with its rounds, as frozen values.

A round of a participant is an ``Outing``: the opponent paired (``None`` for none), how
the round went (``Kind``: a game over the board, the pairing-allocated bye, a forfeit won
or lost, a bye asked for, an absence), the score it brought (points; a team's match
points) and, for teams, the game points and the points board by board. The side's own
adapter (``individual.standings.c07.swiss`` for a Swiss event, ``olympiad.standings.c07``
for a team event) builds a ``Field``; every tie-break reads only this.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from individual.vocabulary.colour import Colour


class Kind(Enum):
    """How a round went for a participant (C.07 art. 16: the unplayed rounds)."""

    GAME = "game"  # played over the board
    PAB = "pairing-allocated bye"
    FORFEIT_WIN = "forfeit won"
    FORFEIT_LOSS = "forfeit lost"  # a round paired but not played, less than a win (16.2.4)
    FULL_BYE = "full-point bye"
    HALF_BYE = "half-point bye"
    ZERO_BYE = "zero-point bye"
    ABSENT = "not paired"  # absent, withdrawn, not entered yet

    @property
    def played(self) -> bool:
        return self is Kind.GAME

    @property
    def vur(self) -> bool:
        """A voluntarily unplayed round (C.07 16.1.2: "a requested bye or a forfeit
        loss"): a forfeit lost, a half- or zero-point bye, a round not paired (16.1.1: any
        round after a withdrawal is a zero-point bye); not the pairing-allocated bye, a
        forfeit won or a full-point bye (16.2.1, 16.2.2)."""
        return self in (Kind.FORFEIT_LOSS, Kind.HALF_BYE, Kind.ZERO_BYE, Kind.ABSENT)


@dataclass(frozen=True)
class Outing:
    """One round of one participant as C.07 sees it. ``score``: what the round brought in
    the participant's score (points; match points for a team); ``games``: a team's game
    points (a player's points again); ``boards``: a team's points board by board in a
    match; ``colour``: the colour it had (a team's first board), ``None`` unplayed."""

    round: int
    opponent: int | None
    kind: Kind
    score: Fraction
    games: Fraction
    colour: Colour | None = None
    boards: tuple[Fraction, ...] = ()

    @property
    def played(self) -> bool:
        """Played over the board (a game, a match)."""
        return self.kind is Kind.GAME

    @property
    def vur(self) -> bool:
        return self.kind.vur


@dataclass(frozen=True)
class Participant:
    """A player or team: its start number, rating (``None`` unrated; a team's average as
    its regulations say) and its rounds, one ``Outing`` per round counted."""

    number: int
    rating: int | None
    outings: tuple[Outing, ...]


@dataclass(frozen=True)
class Field:
    """Everything C.07 reads: the participants, the rounds counted (``rounds``; the
    standings after round ``rounds``), the rounds planned, the score of a win and a draw
    (1 and 1/2 for players; the match points for teams), and for teams the boards and the
    primary score."""

    participants: Mapping[int, Participant]
    rounds: int
    planned: int
    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    team: bool = False
    boards: int = 1
    primary: str = "MP"
    """A team event's primary score, ``"MP"`` or ``"GP"`` (C.04.6 1.2): what ranks first
    and what a tie-break reads unless it names the other (C.07 13)."""

    @property
    def game_win(self) -> Fraction:
        """What a won game is worth (1)."""
        return Fraction(1)
