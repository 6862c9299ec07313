"""The criteria [C5]-[C21] of C.04.3 (2026) as digits of an edge's cost, for one bracket.

The matching of a bracket is over everyone still unpaired (and the PAB vertex when their
number is odd): a perfect matching keeps [C4]. An edge's cost is a tuple of digits, the
most significant first, each counted so that a matching's sum compares as the criteria
compare the bracket's candidates (docs/dutch_2026.md, "The digits"). An edge ``(a, b)``
with one end in the bracket and the other outside it (or the PAB) makes that end a
downfloater (1.4.1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from individual.dutch.colours import colour_costs
from individual.dutch.players import DutchPlayer
from individual.swiss.history import Float
from individual.vocabulary.colour import Colour

PAB = -1
"""The vertex of the pairing-allocated bye (1.5)."""

Cost = tuple[int, ...]


@dataclass(frozen=True)
class Bracket:
    """A bracket (1.3.2): ``moved`` its MDPs and ``residents``, each in the order of 1.2;
    ``following``: the next scoregroup's players, with whom [C8] judges the downfloaters."""

    score: int
    moved: tuple[int, ...]
    residents: tuple[int, ...]
    following: tuple[int, ...]

    @property
    def players(self) -> tuple[int, ...]:
        """The bracket in the order of 1.2 (MDPs first): BSN = position + 1 (4.1)."""
        return self.moved + self.residents


@dataclass(frozen=True)
class Layout:
    """Which digits say which criterion: ``names[k]`` the criterion of digit ``k``."""

    names: tuple[str, ...]

    def totals(self, costs: Sequence[Cost]) -> dict[str, int]:
        """Each criterion's total over ``costs`` (a digit per value summed as counts)."""
        got: dict[str, int] = {}
        for cost in costs:
            for name, digit in zip(self.names, cost, strict=True):
                got[name] = got.get(name, 0) + digit
        return got


def criteria(
    bracket: Bracket, players: Mapping[int, DutchPlayer], lot: Colour, c9_applies: bool = True
) -> tuple[Layout, Callable[[int, int], Cost]]:
    """The layout of the digits and the cost of an allowed edge ``(a, b)`` for ``bracket``;
    ``c9_applies``: [C9] is weighed (not when the bracket downfloats other than exactly one
    player, 2.4: [C9] only for the bracket whose one downfloater takes the PAB)."""
    costing = _Costing(bracket, players, lot, c9_applies)
    return costing.layout, costing.cost


class _Costing:
    """The digits of one bracket: where each criterion's digits start, and each edge's."""

    def __init__(
        self, bracket: Bracket, players: Mapping[int, DutchPlayer], lot: Colour, c9: bool
    ) -> None:
        self.bracket, self.players, self.lot, self.c9_applies = bracket, players, lot, c9
        self.inside = frozenset(bracket.players)
        self.near = self.inside | frozenset(bracket.following)
        self.moved = frozenset(bracket.moved)
        scores_in = sorted({players[n].score for n in self.inside}, reverse=True)
        scores_near = sorted({players[n].score for n in self.near}, reverse=True)
        gaps = sorted({players[m].score - bracket.score for m in self.moved}, reverse=True)
        self.at_in = {s: i for i, s in enumerate(scores_in)}
        self.at_near = {s: i for i, s in enumerate(scores_near)}
        self.at_gap = {g: i for i, g in enumerate(gaps)}
        self.gaps = d = len(gaps)
        self.c7 = 2
        self.c8 = self.c7 + len(scores_in)
        self.c9 = self.c8 + 1 + len(scores_near)
        self.c10 = self.c9 + 1
        self.c14 = self.c10 + 4
        self.c18 = self.c14 + 4
        names = ("C5", "C6") + ("C7",) * len(scores_in) + ("C8",) * (1 + len(scores_near))
        names += ("C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17")
        names += ("C18",) * d + ("C19",) * d + ("C20",) * d + ("C21",) * d
        self.layout = Layout(names)
        self.zero: Cost = (0,) * len(names)
        self.kinds: dict[tuple[object, ...], int] = {}
        self.kind_of: dict[int, int] = {}
        self.pairs: dict[tuple[int, int], Cost] = {}
        self.topscorers = any(players[n].topscorer for n in self.inside)
        # each resident's place in 1.2's order and his kind, read once (every pair asks)
        residents = sorted((players[n] for n in bracket.residents), key=lambda p: p.order_key)
        self.resident: dict[int, tuple[int, int]] = {
            p.number: (place, self._kind(p)) for place, p in enumerate(residents)
        }

    def cost(self, a: int, b: int) -> Cost:
        """The digits of the allowed edge ``(a, b)``."""
        if a == PAB or b == PAB:
            return self._pab(self.players[b if a == PAB else a])
        resident = self.resident
        if a in resident and b in resident:  # two residents: their colours' digits alone
            (place_a, kind_a), (place_b, kind_b) = resident[a], resident[b]
            if place_a < place_b:
                return self._alike((kind_a, kind_b), a, b)
            return self._alike((kind_b, kind_a), b, a)
        a_in, b_in = a in self.inside, b in self.inside
        if a_in and b_in:
            return self._pair(self.players[a], self.players[b])
        digits = list(self.zero)
        if a_in or b_in:
            inner, outer = (a, b) if a_in else (b, a)
            self._floats_out(digits, self.players[inner], outer in self.near)
        elif (a in self.near) != (b in self.near):
            self._near_out(digits, self.players[a if a in self.near else b])
        else:
            return self.zero
        return tuple(digits)

    def _pab(self, p: DutchPlayer) -> Cost:
        """[C5] the PAB's score; a player of the bracket downfloats to it ([C9] too)."""
        digits = list(self.zero)
        digits[0] = p.score
        if p.number in self.inside:
            self._floats_out(digits, p, False)
            digits[self.c9] = p.unplayed if self.c9_applies else 0
        elif p.number in self.near:
            self._near_out(digits, p)
        return tuple(digits)

    def _floats_out(self, digits: list[int], p: DutchPlayer, partner_near: bool) -> None:
        """``p`` (in the bracket) downfloats: [C6], [C7]; a resident [C14], [C16], an MDP
        [C18], [C20] at its score difference; [C8] beyond ``near``."""
        digits[1] += 1
        digits[self.c7 + self.at_in[p.score]] += 1
        if p.number not in self.moved:
            digits[self.c14] += p.float_back(1) is Float.DOWN
            digits[self.c14 + 2] += p.float_back(2) is Float.DOWN
        else:
            gap = self.at_gap[p.score - self.bracket.score]
            digits[self.c18 + gap] += p.float_back(1) is Float.DOWN
            digits[self.c18 + 2 * self.gaps + gap] += p.float_back(2) is Float.DOWN
        if not partner_near:
            self._near_out(digits, p)

    def _near_out(self, digits: list[int], p: DutchPlayer) -> None:
        """[C8]: a player of the bracket or the next scoregroup paired below it."""
        digits[self.c8] += 1
        digits[self.c8 + 1 + self.at_near[p.score]] += 1

    def _pair(self, pa: DutchPlayer, pb: DutchPlayer) -> Cost:
        """A pair inside the bracket: [C10]-[C13] by its colours (5.2); with an MDP, [C15],
        [C17] and [C19], [C21] for a resident who upfloated before."""
        higher, lower = (pa, pb) if pa.order_key < pb.order_key else (pb, pa)
        mixed = (pa.number in self.moved) != (pb.number in self.moved)
        if not mixed:
            return self._alike((self._kind(higher), self._kind(lower)), higher.number, lower.number)
        digits = list(self._colours(higher, lower))
        mdp, resident = (pa, pb) if pa.number in self.moved else (pb, pa)
        gap = self.at_gap[mdp.score - self.bracket.score]
        for back, shift in ((1, 0), (2, 2)):
            up = resident.float_back(back) is Float.UP
            digits[self.c14 + 1 + shift] += up
            digits[self.c18 + (shift + 1) * self.gaps + gap] += up
        return tuple(digits)

    def _alike(self, kinds: tuple[int, int], higher: int, lower: int) -> Cost:
        """A pair of two residents or two MDPs: the colours' digits alone, the same for every
        pair of players alike in colours (``kinds``: the higher-ranked player's first)."""
        known = self.pairs.get(kinds)
        if known is None:
            known = self.pairs[kinds] = self._colours(self.players[higher], self.players[lower])
        return known

    def _colours(self, higher: DutchPlayer, lower: DutchPlayer) -> Cost:
        """The digits of a pair with [C10]-[C13] only."""
        digits = list(self.zero)
        digits[self.c10 : self.c10 + 4] = colour_costs(higher, lower, self.lot)
        return tuple(digits)

    def _kind(self, p: DutchPlayer) -> int:
        """A number for everything of ``p`` that 5.2 and [C10]-[C13] read: his colours
        (the preference and the difference come from them), topscorer, TPN's parity. With
        no topscorer in the bracket, his preference alone: [C10], [C11] count only where a
        topscorer plays, and [C12], [C13] then depend on the two preferences alone (5.2.1
        meets both when they differ or one is none; when both ask for the same colour, one
        is not met, by 5.2.2 the weaker, else either, of the same strength)."""
        kind = self.kind_of.get(p.number)
        if kind is None:
            key = (p.colours, p.topscorer, p.tpn % 2) if self.topscorers else p.preference
            kind = self.kind_of[p.number] = self.kinds.setdefault(key, len(self.kinds))
        return kind
