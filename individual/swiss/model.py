"""An individual Swiss event as immutable values: players entered, rounds, games.

Players are identified by their start number (``Entrant.number``). Points are counted
in half-points (integers): a win is 2, a draw 1, a loss 0.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from enum import Enum

from individual.swiss.requests import Requests
from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import Trail
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore


class Unpaired(Enum):
    """Why a player has no opponent in a round, with the TRF code and the half-points."""

    PAIRING_BYE = "U"  # A.5: the bye given by the pairing, 1 point
    FULL_BYE = "F"  # a full-point bye granted by the organiser
    HALF_BYE = "H"  # a half-point bye granted by the organiser
    ZERO_BYE = "Z"  # known in advance not to play (F.5): 0 points
    ABSENT = "-"  # not paired, 0 points

    @property
    def half_points(self) -> int:
        return {"U": 2, "F": 2, "H": 1}.get(self.value, 0)

    @property
    def is_point_without_playing(self) -> bool:
        """B.1b: "received a point without playing ... through a bye"."""
        return self in (Unpaired.PAIRING_BYE, Unpaired.FULL_BYE)


REQUESTED = frozenset({Unpaired.HALF_BYE, Unpaired.ZERO_BYE, Unpaired.FULL_BYE})
"""The byes a player asks in advance (an organiser grants them), as opposed to the pairing
bye and an absence."""


class NotPaired(Enum):
    """Why a player is left out of a round's pairing, in the words every system's trail
    says it (``not paired (zero-point bye requested)``), in the order the trails list them:
    a player with several reasons is said under the first (``not_paired``)."""

    WITHDRAWN = "withdrawn"
    NOT_ENTERED = "not entered yet"
    HALF_BYE = "half-point bye requested"
    FULL_BYE = "full-point bye"
    ZERO_BYE = "zero-point bye requested"
    ABSENT = "absent"

    @classmethod
    def requested(cls, bye: Unpaired) -> NotPaired:
        """A ``REQUESTED`` bye as the reason its player is not paired."""
        return cls[bye.name]


NOT_ENTERED = "not entered yet (late entry)"
"""What the round sheet and the round pages say of a late entry in a round before the one
it enters in (``SwissEvent.not_entered``): not paired, as it had not entered yet."""


@dataclass(frozen=True)
class Entrant:
    """A player entered in the event under start number ``number``."""

    number: int
    player: Player


@dataclass(frozen=True)
class Game:
    """A pairing of the round: ``white`` against ``black``; ``score`` from white's side,
    ``None`` while the game is only paired (F.9 counts it as a draw for pairing)."""

    white: int
    black: int
    score: GameScore | None = None

    def colour_of(self, player: int) -> Colour:
        return Colour.WHITE if player == self.white else Colour.BLACK

    def opponent_of(self, player: int) -> int:
        return self.black if player == self.white else self.white

    @property
    def is_played(self) -> bool:
        """F.2: a game lost by forfeit was not played (no colour, no meeting)."""
        return self.score is None or self.score.is_played

    def half_points(self, player: int, for_pairing: bool = True) -> int:
        """Points of ``player`` in half-points; F.9: unfinished is a draw for pairing."""
        score = self.score or GameScore.UNFINISHED
        white, black = score.half_points(for_pairing)
        return white if player == self.white else black


@dataclass(frozen=True)
class SwissRound:
    """One round: its games and the players without an opponent, with the reason."""

    number: int
    games: tuple[Game, ...] = ()
    unpaired: tuple[tuple[int, Unpaired], ...] = ()

    def game_of(self, player: int) -> Game | None:
        for game in self.games:
            if player in (game.white, game.black):
                return game
        return None

    def unpaired_reason(self, player: int) -> Unpaired | None:
        for number, reason in self.unpaired:
            if number == player:
                return reason
        return None

    @property
    def bye(self) -> int | None:
        """The player given the pairing bye (A.5), if any."""
        for number, reason in self.unpaired:
            if reason is Unpaired.PAIRING_BYE:
                return number
        return None


@dataclass(frozen=True)
class SwissEvent:
    """An individual Swiss event: players entered, rounds so far, rounds planned.

    ``withdrawn`` players are no longer paired (F.5); ``late_entries``: each late entry's
    start number and the round it enters in (before it, it is not entered yet);
    ``requests``: forbidden pairs and acceleration (TRF-2026 records 250, 260);
    ``byes_requested``: the byes asked in advance for the next round (``Unpaired.HALF_BYE``,
    ``ZERO_BYE``, ``FULL_BYE``: a workbook's Byes column, TRF-2026 record 240, or the round
    a replay pairs again), so that a system may say why those players are not paired (who
    is not paired is the ``absent`` a pairing is given).
    """

    name: str
    entrants: tuple[Entrant, ...]
    rounds: tuple[SwissRound, ...] = ()
    total_rounds: int = 9
    withdrawn: frozenset[int] = field(default_factory=frozenset)
    late_entries: tuple[tuple[int, int], ...] = ()
    requests: Requests = field(default_factory=Requests)
    byes_requested: tuple[tuple[int, Unpaired], ...] = field(default=(), compare=False)

    def not_entered(self, number: int) -> frozenset[int]:
        """The late entries that had not entered yet in round ``number``."""
        return frozenset(player for player, enters in self.late_entries if enters > number)

    def arrivals(self, absent: Collection[int] = ()) -> dict[int, int]:
        """The round in which each entrant is first taken into account for a pairing
        (C.04.2 2.4, "paired only when they actually arrive"; a registered player absent
        from every round so far has not arrived either, and holds no TPN before, as the
        SPP reads 2.4): the first round he was paired in (a game, even forfeited, or the
        PAB); one not paired yet arrives in the next round, or in his entry round (a late
        entry not entered yet), or, ``absent`` from the next round or withdrawn, in the
        round after it at the earliest."""
        out: dict[int, int] = {}
        for rnd in self.rounds:
            for game in rnd.games:
                out.setdefault(game.white, rnd.number)
                out.setdefault(game.black, rnd.number)
            if (bye := rnd.bye) is not None:
                out.setdefault(bye, rnd.number)
        number, enters = self.next_round, dict(self.late_entries)
        away = set(absent) | self.withdrawn
        for e in self.entrants:
            if e.number not in out:
                first = max(number, enters.get(e.number, 1))
                out[e.number] = first + (first == number and e.number in away)
        return out

    def entrant(self, number: int) -> Entrant:
        for entrant in self.entrants:
            if entrant.number == number:
                return entrant
        raise KeyError(number)

    @property
    def next_round(self) -> int:
        return len(self.rounds) + 1


def not_paired(
    event: SwissEvent, out: Collection[int], byes: Collection[tuple[int, Unpaired]] | None = None
) -> tuple[tuple[NotPaired, tuple[int, ...]], ...]:
    """The players ``out`` of round ``event.next_round`` by why they are not paired, in
    ``NotPaired``'s order, each under the first reason that holds: withdrawn, not entered yet,
    the bye asked (``byes``: ``event.byes_requested`` unless given), else absent; a reason
    nobody has is left off."""
    asked = dict(event.byes_requested if byes is None else byes)
    late = event.not_entered(event.next_round)

    def why(player: int) -> NotPaired:
        if player in event.withdrawn:
            return NotPaired.WITHDRAWN
        if player in late:
            return NotPaired.NOT_ENTERED
        bye = asked.get(player, Unpaired.ABSENT)
        return NotPaired.requested(bye) if bye in REQUESTED else NotPaired.ABSENT

    reasons = {n: why(n) for n in out}
    grouped = ((r, tuple(sorted(n for n in reasons if reasons[n] is r))) for r in NotPaired)
    return tuple((r, players) for r, players in grouped if players)


@dataclass(frozen=True)
class Board:
    """A pairing of the new round: ``white`` has the white pieces."""

    white: int
    black: int


@dataclass(frozen=True)
class SwissPairing:
    """What ``pair_round`` returns: boards in publication order (F.1), the bye (A.5),
    the players left out (F.5) and the trail of decisions."""

    number: int
    boards: tuple[Board, ...]
    bye: int | None
    left_out: frozenset[int]
    trail: Trail

    def to_round(
        self,
        byes: Mapping[int, Unpaired] | None = None,
        withdrawn: frozenset[int] = frozenset(),
    ) -> SwissRound:
        """The round as published, before any result is entered: a player left out with a
        requested bye (``byes``: H, Z) has it rather than "not paired"; a ``withdrawn``
        player is not listed."""
        games = tuple(Game(b.white, b.black) for b in self.boards)
        unpaired = ((self.bye, Unpaired.PAIRING_BYE),) if self.bye is not None else ()
        requested = byes or {}
        absent = tuple((p, requested.get(p, Unpaired.ABSENT)) for p in sorted(self.left_out)
                       if p not in withdrawn)  # fmt: skip
        return SwissRound(self.number, games, unpaired + absent)
