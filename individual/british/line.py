"""Rule 12's variation at least by colours alone, for every downfloater of a level at once
(issue 27 item 6: the CAA guide's reading, docs/british_matching.md, section 3).

A level's stayers pairing top half v bottom half (no exchange) is a permutation ``p`` of
the places ``0..h-1``: top ``i`` meets bottom ``p(i)``, and its variation ``sum |p(i) - i|``
is the number of pairs crossing each cut between two places, summed over the cuts. By colours
alone (what the players have played and their claims left out), a white seeker may not meet
a white seeker nor a black seeker a black one, but for at most ``t`` transfers of the larger
colour group (when the stayers' transfers are the least their colours allow, every transfer
is of that group: ``bounds.least_variation``); a player with no colour meets anyone. The
least variation of that relaxed problem is taken exactly by a dynamic programme over the
places: the state at a cut is what crosses it, the kinds (top or bottom, colour) of the
players whose partners lie beyond, and the transfers spent. Two crossing players who could
meet as a white and a black seeker are never both carried (meeting each other, and their
partners each other, shortens both pairs and spends no more transfers), which keeps the
states few.

The stayers of two downfloaters of one level differ only in the places between them, so the
programme runs once from the left and once from the right over each of the two ways the places
fall (the downfloater in the bottom half or in the top half), and each downfloater's least is
the best join of the two at its place.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from individual.british.problem import Seat
from individual.vocabulary.colour import Colour

State = tuple[int, int, int, int, int, int, int]
"""What crosses a cut: tops seeking white, black, no colour; bottoms likewise; transfers
spent."""

_Swept = tuple[int, list[dict[State, int]]]
"""A sweep's states after each place, with the ``most`` it kept them to."""

Column = tuple[int, int, bool]
"""One place: the kinds of its top and of its bottom, and whether they have met."""

_NONE = 2
_EMPTY: State = (0, 0, 0, 0, 0, 0, 0)


def _kind(seat: Seat) -> int:
    due = seat.need.due
    return _NONE if due is None else (0 if due is Colour.WHITE else 1)


def _meet(a: int, b: int, allowed: int) -> int | None:
    """The transfers a top of kind ``a`` meeting a bottom of kind ``b`` spends (``None``:
    they may not meet by colours: the same colour, not the transfers' ``allowed`` one)."""
    if a == _NONE or b == _NONE or a != b:
        return 0
    return 1 if a == allowed else None


@dataclass(frozen=True)
class _Limits:
    """What a sweep allows: transfers of seekers of ``allowed`` (0 white, 1 black), at most
    ``budget`` of them; ``loose``: some two of one place have met (see ``_clean``); states
    costing more than ``most`` are dropped (the least is then only known to be above it)."""

    allowed: int
    budget: int
    loose: bool
    most: int


def _clean(state: State, loose: bool) -> bool:
    """No white-seeking top carried with a black-seeking bottom, nor the other way round:
    they would meet, and their partners each other, shorter and with no more transfers
    (with a player of no colour among them that is not so: their partners may then seek one
    colour). When two of one place have met (``loose``), either new pair may be such a
    pair; each player is one of at most two of them, so of three carried on one side one
    meets the other side's: not more than two a side then."""
    for top, bottom in ((0, 4), (1, 3)):
        if state[top] and state[bottom] and (not loose or max(state[top], state[bottom]) > 2):
            return False
    return True


def _step(states: Mapping[State, int], column: Column, limits: _Limits) -> dict[State, int]:
    """The states after one more place (a top and a bottom of the kinds ``column`` gives,
    who may meet each other or not), each at its least variation; the cut before the place
    is crossed by what each state carries."""
    top, bottom, met = column
    allowed, budget, loose, most = limits.allowed, limits.budget, limits.loose, limits.most
    out: dict[State, int] = {}

    def keep(state: list[int], cost: int) -> None:
        if state[6] > budget or cost > most:
            return
        key: State = tuple(state)  # type: ignore[assignment]
        if _clean(key, loose) and cost < out.get(key, cost + 1):
            out[key] = cost

    for state, cost in states.items():
        cost += sum(state[:6])
        # the top: carried, met by the bottom here, or met by a carried bottom
        top_ways: list[tuple[int, int]] = [(-1, 0)]  # (carried bottom's kind or -1, spent)
        for b in range(3):
            if state[3 + b]:
                spent = _meet(top, b, allowed)
                if spent is not None:
                    top_ways.append((b, spent))
        bottom_ways: list[tuple[int, int]] = [(-1, 0)]
        for a in range(3):
            if state[a]:
                spent = _meet(a, bottom, allowed)
                if spent is not None:
                    bottom_ways.append((a, spent))
        together = None if met else _meet(top, bottom, allowed)
        if together is not None:
            new = list(state)
            new[6] += together
            keep(new, cost)
        for b, spent_top in top_ways:
            for a, spent_bottom in bottom_ways:
                new = list(state)
                if b < 0:
                    new[top] += 1
                else:
                    new[3 + b] -= 1
                if a < 0:
                    new[3 + bottom] += 1
                else:
                    new[a] -= 1
                new[6] += spent_top + spent_bottom
                keep(new, cost)
    return out


def _sweep(columns: Sequence[Column], limits: _Limits) -> list[dict[State, int]]:
    """``found[c]``: the states after the first ``c`` places of ``columns`` (the cut after
    the last not yet crossed) with their least variation."""
    found: list[dict[State, int]] = [{_EMPTY: 0}]
    for column in columns:
        found.append(_step(found[-1], column, limits))
    return found


def _spent(tops: Sequence[int], bottoms: Sequence[int], allowed: int) -> int | None:
    """The fewest transfers pairing carried ``tops`` with ``bottoms`` (counts by kind, one
    side's left ends with the other side's right ends), ``None`` if they cannot pair."""
    if sum(tops) != sum(bottoms):
        return None
    other = 1 - allowed
    xa, xo, xn = tops[allowed], tops[other], tops[_NONE]
    ya, yo, yn = bottoms[allowed], bottoms[other], bottoms[_NONE]
    least = max(0, xa - yo - yn, ya - xo - xn)
    if least > min(xa, ya, ya + yn - xo, xa + xn - yo):
        return None
    return least


def _join(left: Mapping[State, int], right: Mapping[State, int], limits: _Limits) -> int:
    """The least variation of a left part and a right part joined at their cut (what
    crosses from the left pairs with what crosses from the right), or one more than
    ``limits.most`` if none is at most that."""
    allowed, budget = limits.allowed, limits.budget
    best = -1
    for x, cost_x in left.items():
        across = sum(x[:6])
        for y, cost_y in right.items():
            if sum(y[:6]) != across:
                continue
            total = cost_x + cost_y + across
            if best >= 0 and total >= best:
                continue
            first = _spent(x[0:3], y[3:6], allowed)
            second = _spent(y[0:3], x[3:6], allowed)
            if first is None or second is None or x[6] + y[6] + first + second > budget:
                continue
            best = total
    return limits.most + 1 if best < 0 or best > limits.most else best


@dataclass
class Line:
    """The players of one level around its downfloater: ``base`` (in rule 4's order, an odd
    number) with each of whom floating down, the others pair top half v bottom half
    (``kinds`` of ``base``; ``met``: the places of ``base`` of two who may not meet)."""

    kinds: tuple[int, ...]
    met: frozenset[tuple[int, int]] = frozenset()
    sweeps: dict[tuple[str, int, int], _Swept] = field(default_factory=dict)

    @staticmethod
    def of(
        base: Sequence[int], seats: Mapping[int, Seat], adjacent: Callable[[int, int], bool]
    ) -> Line:
        """The line of ``base``; of who may not meet, only the two of one place are read
        (the programme's carried players have no names)."""
        h = len(base) // 2
        near = ((i, j) for i in range(h + 1) for j in (h + i, h + i + 1) if i < j < len(base))
        met = frozenset((i, j) for i, j in near if not adjacent(base[i], base[j]))
        return Line(tuple(_kind(seats[n]) for n in base), met)

    def _columns(self, name: str) -> list[Column]:
        h = len(self.kinds) // 2
        if name == "A":  # the downfloater in the bottom half, before it
            places = [(i, h + i) for i in range(h)]
        elif name == "B":  # bottom after it, or top before it
            places = [(i, h + 1 + i) for i in range(h)]
        else:  # "D": the top after it
            places = [(i + 1, h + 1 + i) for i in range(h)]
        k = self.kinds
        return [(k[i], k[j], (i, j) in self.met) for i, j in places]

    def _sweep(self, name: str, reverse: bool, limits: _Limits) -> _Swept:
        key = (name + ("<" if reverse else ">"), limits.allowed, limits.budget)
        if key not in self.sweeps:  # kept with the first ``most`` asked
            columns = self._columns(name)
            limits = replace(limits, loose=bool(self.met))  # either side's places may block
            if reverse:
                self.sweeps[key] = (limits.most, _sweep(columns[::-1], limits)[::-1])
            else:
                self.sweeps[key] = (limits.most, _sweep(columns, limits))
        return self.sweeps[key]

    def least(self, place: int, transfers: int, most: int | None = None) -> int:
        """Rule 12's variation at least, by colours alone and the two of each place who have
        met, over the pairings top half v bottom half of the others when the player at
        ``place`` floats down, with at most ``transfers`` transfers, of white seekers if
        they are at least as many among the others as the black seekers, else of black
        seekers (as ``bounds.least_variation``). ``most``: only whether the least is above it
        is wanted (the sweeps are kept from the first call, with its ``most``); when it is
        above the ``most`` the sweeps were kept to, one more than that (a bound still)."""
        h = len(self.kinds) // 2
        whites = self.kinds.count(0) - (self.kinds[place] == 0)
        blacks = self.kinds.count(1) - (self.kinds[place] == 1)
        allowed = 0 if whites >= blacks else 1
        if place >= h:  # the downfloater in the bottom half: bottoms after it move up
            cut, before, after = place - h, "A", "B"
        else:  # in the top half: tops after it move up
            cut, before, after = place, "B", "D"
        limits = _Limits(allowed, transfers, False, h * h if most is None else most)
        most_left, left = self._sweep(before, False, limits)
        most_right, right = self._sweep(after, True, limits)
        return _join(left[cut], right[cut], replace(limits, most=min(most_left, most_right)))
