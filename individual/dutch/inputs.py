"""What the Dutch engine needs for a round beyond the event's games (a stable interface).

``DutchInput`` is frozen and its fields only grow, each with a default, so the edges (TRF
records 240/250/260, the workbook) may build it and keep building it as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from individual.swiss.model import Unpaired


@dataclass(frozen=True)
class DutchInput:
    """One round's input beyond the games.

    ``forbidden``: pairs that must not meet (TRF 260 / XXP), each ``(a, b)`` by start number.
    ``virtual_points``: each player's virtual points of acceleration for this round in
    half-points (C.04.7; Baku: +2 or +1 in the accelerated rounds), absent means 0.
    ``past_virtual_points``: ``(round, player, half-points)`` of earlier rounds, so floats of
    those rounds are read on the Pairing Scores they were paired with (1.4.2).
    ``byes``: byes requested in advance for this round, ``(player, Unpaired.HALF_BYE or
    Unpaired.ZERO_BYE or Unpaired.FULL_BYE)``: the player is not paired.
    ``pab_half_points``: what the pairing-allocated bye scores (C.04.1 art. 3: a win, 2,
    unless the regulations say otherwise).
    ``tpn``: each player's number in the initial order (C.04.2 2.3) when it is not the start
    number; the engine numbers the players paired now or before in this order (the TPNs of
    the round, C.04.2 2.4-2.5: no TPN before a first pairing).
    """

    forbidden: tuple[tuple[int, int], ...] = ()
    virtual_points: tuple[tuple[int, int], ...] = ()
    past_virtual_points: tuple[tuple[int, int, int], ...] = ()
    byes: tuple[tuple[int, Unpaired], ...] = ()
    pab_half_points: int = 2
    tpn: tuple[tuple[int, int], ...] = ()

    def virtual(self, player: int) -> int:
        """The player's virtual points for this round (half-points)."""
        return self._virtual.get(player, 0)

    def is_forbidden(self, a: int, b: int) -> bool:
        return b in self.forbidden_with(a)

    def forbidden_with(self, player: int) -> frozenset[int]:
        """The players ``player`` may not meet by a forbidden pair."""
        return self._forbidden.get(player, frozenset())

    def pairing_number(self, player: int) -> int:
        """The player's number as given (the TPN once ``pair_round`` numbered the round),
        else the start number."""
        return self._tpn.get(player, player)

    @cached_property
    def _forbidden(self) -> dict[int, frozenset[int]]:
        partners: dict[int, set[int]] = {}
        for a, b in self.forbidden:
            partners.setdefault(a, set()).add(b)
            partners.setdefault(b, set()).add(a)
        return {n: frozenset(them) for n, them in partners.items()}

    @cached_property
    def _virtual(self) -> dict[int, int]:
        return dict(self.virtual_points)

    @cached_property
    def _tpn(self) -> dict[int, int]:
        return dict(self.tpn)


NO_INPUT = DutchInput()
"""A round with nothing beyond the games: no forbidden pair, no acceleration, no bye."""
