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
    inside = frozenset(bracket.players)
    near = inside | frozenset(bracket.following)
    moved = frozenset(bracket.moved)
    scores_in = sorted({players[n].score for n in inside}, reverse=True)
    scores_near = sorted({players[n].score for n in near}, reverse=True)
    at_in = {s: i for i, s in enumerate(scores_in)}
    at_near = {s: i for i, s in enumerate(scores_near)}
    differences = sorted({players[m].score - bracket.score for m in moved}, reverse=True)
    at_diff = {d: i for i, d in enumerate(differences)}
    s_in, s_near, d = len(scores_in), len(scores_near), len(differences)
    c6 = 1
    c7 = c6 + 1
    c8 = c7 + s_in
    c9 = c8 + 1 + s_near
    c10 = c9 + 1
    c14 = c10 + 4
    c18 = c14 + 4
    width = c18 + 4 * d
    names = (
        ("C5", "C6")
        + ("C7",) * s_in
        + ("C8",) * (1 + s_near)
        + ("C9", "C10", "C11", "C12", "C13", "C14", "C15", "C16", "C17")
        + ("C18",) * d
        + ("C19",) * d
        + ("C20",) * d
        + ("C21",) * d
    )
    zero: Cost = (0,) * width

    def floats_out(digits: list[int], p: DutchPlayer, partner_near: bool) -> None:
        """``p`` (in the bracket) downfloats: [C6], [C7]; a resident [C14], [C16], an MDP
        [C18], [C20] at its score difference; [C8] beyond ``near``."""
        digits[c6] += 1
        digits[c7 + at_in[p.score]] += 1
        if p.number not in moved:
            digits[c14] += p.float_back(1) is Float.DOWN
            digits[c14 + 2] += p.float_back(2) is Float.DOWN
        else:
            gap = at_diff[p.score - bracket.score]
            digits[c18 + gap] += p.float_back(1) is Float.DOWN
            digits[c18 + 2 * d + gap] += p.float_back(2) is Float.DOWN
        if not partner_near:
            near_out(digits, p)

    def near_out(digits: list[int], p: DutchPlayer) -> None:
        digits[c8] += 1
        digits[c8 + 1 + at_near[p.score]] += 1

    def cost(a: int, b: int) -> Cost:
        if a == PAB or b == PAB:
            p = players[b if a == PAB else a]
            digits = list(zero)
            digits[0] = p.score
            if p.number in inside:
                floats_out(digits, p, False)
                digits[c9] = p.unplayed if c9_applies else 0
            elif p.number in near:
                near_out(digits, p)
            return tuple(digits)
        a_in, b_in = a in inside, b in inside
        if a_in and b_in:
            return pair_cost(players[a], players[b])
        if a_in or b_in:
            inner, outer = (a, b) if a_in else (b, a)
            digits = list(zero)
            floats_out(digits, players[inner], outer in near)
            return tuple(digits)
        if (a in near) != (b in near):
            digits = list(zero)
            near_out(digits, players[a if a in near else b])
            return tuple(digits)
        return zero

    def pair_cost(pa: DutchPlayer, pb: DutchPlayer) -> Cost:
        higher, lower = (pa, pb) if pa.order_key < pb.order_key else (pb, pa)
        digits = list(zero)
        digits[c10 : c10 + 4] = colour_costs(higher, lower, lot)
        if (pa.number in moved) != (pb.number in moved):
            mdp, resident = (pa, pb) if pa.number in moved else (pb, pa)
            gap = at_diff[mdp.score - bracket.score]
            for back, shift in ((1, 0), (2, 2)):
                up = resident.float_back(back) is Float.UP
                digits[c14 + 1 + shift] += up
                digits[c18 + (shift + 1) * d + gap] += up
        return tuple(digits)

    return Layout(names), cost
