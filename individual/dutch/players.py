"""Each player as the Dutch criteria see him before the round (C.04.3 2026 Art. 1).

The Pairing Score (C.04.7) is the real score plus the round's virtual points; the PAB
scores what ``DutchInput.pab_half_points`` says (C.04.1 art. 3). Colours are the played games
in order, gaps closed (C.04.2 3.4); a forfeited game is no meeting and no colour (C.04.2 3.5).
Floats as 1.4.2-1.4.4 define them; [C2]'s bar; the unplayed rounds [C9] counts; topscorers (1.8).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property

from individual.dutch.inputs import DutchInput
from individual.swiss.history import Float
from individual.swiss.model import SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour, Preference, colour_difference, preference


@dataclass(frozen=True)
class DutchPlayer:
    """A player before the round: ``score`` is the Pairing Score in half-points; ``floats``
    one per round so far (oldest first, ``None``: no float); ``bye_barred``: [C2];
    ``unplayed``: rounds so far without a game played ([C9]); ``topscorer``: 1.8."""

    number: int
    tpn: int
    score: int
    colours: tuple[Colour, ...]
    opponents: frozenset[int]
    floats: tuple[Float | None, ...]
    bye_barred: bool
    unplayed: int
    topscorer: bool

    @cached_property
    def preference(self) -> tuple[Colour | None, Preference]:
        """1.7: the colour asked for and how strongly."""
        return preference(self.colours)

    @property
    def difference(self) -> int:
        """1.6: whites less blacks."""
        return colour_difference(self.colours)

    def float_back(self, rounds: int) -> Float | None:
        """The float ``rounds`` rounds ago (1: the previous round)."""
        return self.floats[-rounds] if len(self.floats) >= rounds else None

    @property
    def order_key(self) -> tuple[int, int]:
        """1.2: score (descending), then TPN (ascending)."""
        return (-self.score, self.tpn)


def dutch_players(event: SwissEvent, given: DutchInput) -> dict[int, DutchPlayer]:
    """Every entrant as the criteria see him before round ``event.next_round``."""
    numbers = [e.number for e in event.entrants]
    real = dict.fromkeys(numbers, 0)
    colours: dict[int, list[Colour]] = {n: [] for n in numbers}
    opponents: dict[int, set[int]] = {n: set() for n in numbers}
    floats: dict[int, list[Float | None]] = {n: [] for n in numbers}
    barred = dict.fromkeys(numbers, False)
    played = dict.fromkeys(numbers, 0)
    past: dict[tuple[int, int], int] = {(r, p): v for r, p, v in given.past_virtual_points}
    for rnd in event.rounds:
        before = {n: real[n] + past.get((rnd.number, n), 0) for n in numbers}
        for n, got in round_floats(rnd, before, given.pab_half_points).items():
            floats[n].append(got)
        for game in rnd.games:
            for n in (game.white, game.black):
                if n not in real:
                    continue
                points = game.half_points(n)
                real[n] += points
                if game.is_played:
                    colours[n].append(game.colour_of(n))
                    opponents[n].add(game.opponent_of(n))
                    played[n] += 1
                elif points == 2:
                    barred[n] = True
        for n, reason in rnd.unpaired:
            if n not in real:
                continue
            real[n] += bye_points(reason, given.pab_half_points)
            barred[n] |= reason is Unpaired.PAIRING_BYE or reason is Unpaired.FULL_BYE
    last = event.next_round == event.total_rounds
    return {
        n: DutchPlayer(
            n,
            given.pairing_number(n),
            real[n] + given.virtual(n),
            tuple(colours[n]),
            frozenset(opponents[n]),
            tuple(floats[n]),
            barred[n],
            len(event.rounds) - played[n],
            last and real[n] > event.total_rounds - 1,
        )
        for n in numbers
    }


def bye_points(reason: Unpaired, pab: int) -> int:
    """What an unpaired round scores: the PAB as the event says, the others as they are."""
    return pab if reason is Unpaired.PAIRING_BYE else reason.half_points


def round_floats(rnd: SwissRound, before: Mapping[int, int], pab: int) -> dict[int, Float | None]:
    """1.4.2-1.4.4: the float each player received in ``rnd``, by the scores before it: a game
    played between different scores floats both; the PAB (whatever it is worth, 1.4.3), and
    an unplayed round scoring more than a loss, is a downfloat; nothing else floats."""
    got: dict[int, Float | None] = dict.fromkeys(before)
    for game in rnd.games:
        white, black = before.get(game.white), before.get(game.black)
        if white is None or black is None:
            continue
        if not game.is_played:
            for n in (game.white, game.black):
                if game.half_points(n) > 0:
                    got[n] = Float.DOWN
            continue
        if white != black:
            up, down = (game.black, game.white) if white > black else (game.white, game.black)
            got[down], got[up] = Float.DOWN, Float.UP
    for n, reason in rnd.unpaired:
        if n in got and (reason is Unpaired.PAIRING_BYE or bye_points(reason, pab) > 0):
            got[n] = Float.DOWN
    return got
