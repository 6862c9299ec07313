"""Rule 12's variation at least by colours alone, for every downfloater of a level at once
(issue 27 item 6: the CAA guide's reading, docs/british_matching.md, section 3).

A level's stayers pairing top half v bottom half (no exchange) is a permutation ``p`` of
the places ``0..h-1``: top ``i`` meets bottom ``p(i)``, and its variation ``sum |p(i) - i|``
is the number of pairs crossing each cut between two places, summed over the cuts. When the
stayers' transfers and claims are the least their colours allow (``relaxed.Relaxed.
inside_bound``), every transfer is of the larger colour group (``bounds.least_variation``),
and the players transferred (those of a transfer pair who do not get their colour, the weaker
claim) are the ``t`` weakest claims of that group: all below the ``t``-th weakest claim, and
as many as are left of those at it. So such a pairing is one with no two of one colour meeting
once those transferred are counted as seeking the other colour: each transfer pair is a
player keeping his colour and one transferred. By colours and claims alone (who has played
whom left out but for the two of each place), the least variation of that relaxed problem is
taken exactly by a dynamic programme over the places: the state at a cut is what crosses it,
the kinds (top or bottom; keeping the larger group's colour, seeking the other, no colour) of
the players whose partners lie beyond, and how many of those at the threshold claim have been
transferred. Two crossing players of the two colours are never both carried (meeting each
other, and their partners each other, shortens both pairs), which keeps the states few.

The stayers of two downfloaters of one level differ only in the places between them, so the
programme runs once from the left and once from the right over each of the two ways the places
fall (the downfloater in the bottom half or in the top half), and each downfloater's least is
the best join of the two at its place.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from individual.british.bounds import grades_of, top_bottom_terms
from individual.british.problem import Seat
from individual.matching.lexicographic import COMPILED_LIMIT, least_packed
from individual.vocabulary.colour import Colour

Claim = tuple[int, int, int, int]

State = tuple[int, int, int, int, int, int, int]
"""What crosses a cut: tops keeping the larger group's colour, seeking the other, of no
colour; bottoms likewise; players at the threshold claim transferred so far."""

_Swept = tuple[int, "_Cuts"]
"""A sweep's states after each place, with the ``most`` it kept them to."""

Column = tuple[int, int, bool]
"""One place: the kinds of its top and of its bottom, and whether they have met."""

_KEEP, _OTHER, _NONE, _EITHER = range(4)
"""The kinds: keeps the larger group's colour (or is of it, above the threshold claim),
seeks the other colour (or is of the larger group and transferred: below the threshold),
no colour, of the larger group at the threshold claim (kept or transferred)."""
_WAYS = {
    _KEEP: ((_KEEP, 0),),
    _OTHER: ((_OTHER, 0),),
    _NONE: ((_NONE, 0),),
    _EITHER: ((_KEEP, 0), (_OTHER, 1)),
}
"""What each kind may play as, and the transfers at the threshold that spends."""
_EMPTY: State = (0, 0, 0, 0, 0, 0, 0)


def _colour(seat: Seat) -> int:
    due = seat.need.due
    return _NONE if due is None else (0 if due is Colour.WHITE else 1)


def _meet(a: int, b: int) -> bool:
    """Whether a top playing as ``a`` may meet a bottom playing as ``b``."""
    return a == _NONE or b == _NONE or a != b


@dataclass(frozen=True)
class _Limits:
    """What a sweep allows: at most ``budget`` of the players at the threshold claim
    transferred; ``loose``: some two of one place have met (see ``_clean``); states costing
    more than ``most`` are dropped (the least is then only known to be above it)."""

    budget: int
    loose: bool
    most: int


def _clean(state: State, loose: bool) -> bool:
    """No top keeping the larger group's colour carried with a bottom seeking the other, nor
    the other way round: they would meet, and their partners each other, shorter (their
    partners are of the other colour or of none). When two of one place have met
    (``loose``), either new pair may be such a pair; each player is one of at most two of
    them, so of three carried on one side one meets the other side's: not more than two a
    side then."""
    for top, bottom in ((0, 4), (1, 3)):
        if state[top] and state[bottom] and (not loose or max(state[top], state[bottom]) > 2):
            return False
    return True


def _step(states: Mapping[State, int], column: Column, limits: _Limits) -> dict[State, int]:
    """The states after one more place (a top and a bottom of the kinds ``column`` gives,
    who may meet each other or not), each at its least variation; the cut before the place
    is crossed by what each state carries."""
    out: dict[State, int] = {}
    budget, most = limits.budget, limits.most
    for state, cost in states.items():
        cost += sum(state[:6])
        if cost > most:
            continue
        for new in _after(state, column, limits.loose):
            if new[6] <= budget and cost < out.get(new, cost + 1):
                out[new] = cost
    return out


@lru_cache(maxsize=1 << 16)
def _after(state: State, column: Column, loose: bool) -> tuple[State, ...]:
    """The states one more place can leave after ``state`` (``_step``'s ways, whatever
    they cost)."""
    top_kind, bottom_kind, met = column
    found: set[State] = set()
    for top, top_spent in _WAYS[top_kind]:
        for bottom, bottom_spent in _WAYS[bottom_kind]:
            spent = state[6] + top_spent + bottom_spent
            if not met and _meet(top, bottom):
                found.add((*state[:6], spent))
            # each: carried (-1), or met by a carried player of the other side
            tops = [-1, *(b for b in range(3) if state[3 + b] and _meet(top, b))]
            bottoms = [-1, *(a for a in range(3) if state[a] and _meet(a, bottom))]
            for b in tops:
                for a in bottoms:
                    new = [*state[:6], spent]
                    if b < 0:
                        new[top] += 1
                    else:
                        new[3 + b] -= 1
                    if a < 0:
                        new[3 + bottom] += 1
                    else:
                        new[a] -= 1
                    key: State = tuple(new)  # type: ignore[assignment]
                    if _clean(key, loose):
                        found.add(key)
    return tuple(found)


def _sweep(columns: Sequence[Column], limits: _Limits) -> list[dict[State, int]]:
    """``found[c]``: the states after the first ``c`` places of ``columns`` (the cut after
    the last not yet crossed) with their least variation."""
    found: list[dict[State, int]] = [{_EMPTY: 0}]
    for column in columns:
        found.append(_step(found[-1], column, limits))
    return found


_Cut = dict[int, list[tuple[int, State]]]
"""The states at a cut by how many cross it, each list cheapest first."""


class _Cuts:
    """A sweep's states at each cut (``_sweep``), grouped by how many cross it
    (``_by_crossing``) only when a join asks for that cut."""

    def __init__(self, found: list[dict[State, int]]) -> None:
        self.found = found
        self.grouped: dict[int, _Cut] = {}

    def __getitem__(self, cut: int) -> _Cut:
        if cut not in self.grouped:
            self.grouped[cut] = _by_crossing(self.found[cut])
            self.found[cut] = {}  # grouped now: kept once
        return self.grouped[cut]


def _by_crossing(states: Mapping[State, int]) -> _Cut:
    cut: _Cut = {}
    for state, cost in states.items():
        cut.setdefault(sum(state[:6]), []).append((cost, state))
    for found in cut.values():
        found.sort()
    return cut


def _pairs(tops: Sequence[int], bottoms: Sequence[int]) -> bool:
    """Whether carried ``tops`` pair with ``bottoms`` (counts by kind, one side's left ends
    with the other side's right ends), no two of one colour."""
    return (
        sum(tops) == sum(bottoms)
        and tops[_KEEP] <= bottoms[_OTHER] + bottoms[_NONE]
        and tops[_OTHER] <= bottoms[_KEEP] + bottoms[_NONE]
    )


def _join(left: _Cut, right: _Cut, limits: _Limits) -> int:
    """The least variation of a left part and a right part joined at their cut (what
    crosses from the left pairs with what crosses from the right), or one more than
    ``limits.most`` if none is at most that."""
    best = limits.most + 1
    for across, lefts in left.items():
        rights = right.get(across, ())
        for cost_x, x in lefts:
            if cost_x + across >= best:
                break
            for cost_y, y in rights:
                if cost_x + cost_y + across >= best:
                    break
                if x[6] + y[6] <= limits.budget and _pairs(x[:3], y[3:6]) and _pairs(y[:3], x[3:6]):
                    best = cost_x + cost_y + across
    return best


_Key = tuple[str, int, Claim | None, int]
"""A sweep: its places and direction, the larger group's colour, the threshold claim (or
none known: every player of that group may be transferred) and the transfers allowed."""


@dataclass
class Line:
    """The players of one level around its downfloater: ``base`` (in rule 4's order, an odd
    number) with each of whom floating down, the others pair top half v bottom half
    (``colours``: 0 white, 1 black, 2 none, and ``claims`` of ``base``; ``met``: the places
    of ``base`` of two who may not meet)."""

    colours: tuple[int, ...]
    claims: tuple[Claim, ...]
    met: frozenset[tuple[int, int]] = frozenset()
    sweeps: dict[_Key, _Swept] = field(default_factory=dict)
    sorted_claims: dict[int, list[Claim]] = field(default_factory=dict)

    @staticmethod
    def of(
        base: Sequence[int], seats: Mapping[int, Seat], adjacent: Callable[[int, int], bool]
    ) -> Line:
        """The line of ``base``; of who may not meet, only the two of one place are read
        (the programme's carried players have no names)."""
        h = len(base) // 2
        near = ((i, j) for i in range(h + 1) for j in (h + i, h + i + 1) if i < j < len(base))
        met = frozenset((i, j) for i, j in near if not adjacent(base[i], base[j]))
        colours = tuple(_colour(seats[n]) for n in base)
        return Line(colours, tuple(seats[n].need.claim for n in base), met)

    def _weakest(self, colour: int) -> list[Claim]:
        if colour not in self.sorted_claims:
            found = (c for k, c in zip(self.colours, self.claims, strict=True) if k == colour)
            self.sorted_claims[colour] = sorted(found)
        return self.sorted_claims[colour]

    def _kinds(self, larger: int, threshold: Claim | None) -> list[int]:
        kinds = []
        for colour, claim in zip(self.colours, self.claims, strict=True):
            if colour != larger:
                kinds.append(_NONE if colour == _NONE else _OTHER)
            elif threshold is None or claim == threshold:
                kinds.append(_EITHER)
            else:
                kinds.append(_OTHER if claim < threshold else _KEEP)
        return kinds

    def _columns(self, name: str, kinds: Sequence[int]) -> list[Column]:
        h = len(kinds) // 2
        if name == "A":  # the downfloater in the bottom half, before it
            places = [(i, h + i) for i in range(h)]
        elif name == "B":  # bottom after it, or top before it
            places = [(i, h + 1 + i) for i in range(h)]
        else:  # "D": the top after it
            places = [(i + 1, h + 1 + i) for i in range(h)]
        return [(kinds[i], kinds[j], (i, j) in self.met) for i, j in places]

    def _sweep(self, key: _Key, limits: _Limits) -> _Swept:
        if key not in self.sweeps:  # kept with the first ``most`` asked
            name, larger, threshold, _ = key
            columns = self._columns(name[0], self._kinds(larger, threshold))
            limits = replace(limits, loose=bool(self.met))  # either side's places may block
            if name.endswith("<"):
                self.sweeps[key] = (limits.most, _Cuts(_sweep(columns[::-1], limits)[::-1]))
            else:
                self.sweeps[key] = (limits.most, _Cuts(_sweep(columns, limits)))
        return self.sweeps[key]

    def least(
        self, place: int, transfers: int, claims: bool = False, most: int | None = None
    ) -> int:
        """Rule 12's variation at least, by colours, claims and the two of each place who
        have met, over the pairings top half v bottom half of the others when the player at
        ``place`` floats down, with ``transfers`` transfers (at most), all of white seekers
        if they are at least as many among the others as the black seekers, else of black
        seekers (as ``bounds.least_variation``); with ``claims``, those transferred the
        weakest claims of that group (else any of it). ``most``: only whether the least is
        above it is wanted (the sweeps are kept from the first call, with its ``most``); when
        it is above the ``most`` the sweeps were kept to, one more than that (a bound
        still)."""
        h = len(self.colours) // 2
        mine = self.colours[place]
        counts = [self.colours.count(c) - (c == mine) for c in (0, 1)]
        larger = 0 if counts[0] >= counts[1] else 1
        threshold, budget = None, transfers
        if claims and 0 < transfers <= counts[larger]:
            weakest = self._weakest(larger)  # the larger group's claims, weakest first
            own = self.claims[place] if mine == larger else None
            at = bisect_left(weakest, own) if own is not None else len(weakest)
            threshold = weakest[transfers - 1 if transfers - 1 < at else transfers]
            below = bisect_left(weakest, threshold)
            budget = transfers - below + (own is not None and own < threshold)
        if place >= h:  # the downfloater in the bottom half: bottoms after it move up
            cut, before, after = place - h, "A>", "B<"
        else:  # in the top half: tops after it move up
            cut, before, after = place, "B>", "D<"
        limits = _Limits(budget, False, h * h if most is None else most)
        most_left, left = self._sweep((before, larger, threshold, budget), limits)
        most_right, right = self._sweep((after, larger, threshold, budget), limits)
        return _join(left[cut], right[cut], replace(limits, most=min(most_left, most_right)))


Priced = tuple[int, int, int]
"""Rule 12's variation, squares and grade variation of a pairing, compared in that order."""


def assigned(
    stay: Sequence[int],
    seats: Mapping[int, Seat],
    adjacent: Callable[[int, int], bool],
    transfers: int,
    claims: bool,
    places: Iterable[tuple[int, int]] | None = None,
) -> Priced | None:
    """Rule 12's variation, squares and grade variation, least in that order, over the
    pairings top half v bottom half of ``stay`` (rule 4's order) in which nobody meets one
    he has met and no two of one colour meet but ``transfers`` of the larger colour group (as
    ``Line.least``: with ``claims`` the weakest claims transferred, all below the threshold
    claim, any of those at it; without, any of the group; how many at the threshold not
    counted): one matching of the three terms packed (``bounds.top_bottom_terms``), every pair who
    have met barred (``Line`` reads only the two of each place), ``None`` if none.
    ``places``: only these pairs (places ``i < half <= j``) taken."""
    half = len(stay) // 2
    colours = [_colour(seats[n]) for n in stay]
    larger = 0 if colours.count(0) >= colours.count(1) else 1
    weakest = sorted(seats[n].need.claim for n, c in zip(stay, colours, strict=True) if c == larger)
    threshold = weakest[transfers - 1] if claims and 0 < transfers <= len(weakest) else None
    kinds = []
    for n, colour in zip(stay, colours, strict=True):
        claim = seats[n].need.claim
        if colour != larger:
            kinds.append(_NONE if colour == _NONE else _OTHER)
        elif not transfers:
            kinds.append(_KEEP)
        elif threshold is None or claim == threshold:
            kinds.append(_EITHER)
        else:
            kinds.append(_OTHER if claim < threshold else _KEEP)
    if places is None:
        places = ((i, half + k) for i in range(half) for k in range(half))
    # a top and a bottom of one kind meet unless both keep the larger group's colour or both
    # seek the other (``_meet``); one at the threshold claim may play as either
    allowed = (
        (i, j) for i, j in places if not kinds[i] == kinds[j] < _NONE and adjacent(stay[i], stay[j])
    )
    grades = grades_of(stay, seats)
    # radices above any pairing's totals of squares and of grade variation, so that the
    # packed weights compare as the three terms do (only the weights kept: big levels)
    radix_squares = half * max(half - 1, 0) ** 2 + 1
    radix_grades = half * 2 * (max(grades, default=0) - min(grades, default=0)) + 1
    costs = {
        edge: (v * radix_squares + s) * radix_grades + g
        for edge, (v, s, g) in top_bottom_terms(grades, allowed)
    }
    if not costs:
        return None if half else (0, 0, 0)
    mate = least_packed(2 * half, costs, half * max(costs.values()) < COMPILED_LIMIT)
    if mate is None:
        return None
    chosen = [terms for _, terms in top_bottom_terms(grades, ((i, mate[i]) for i in range(half)))]
    return (sum(t[0] for t in chosen), sum(t[1] for t in chosen), sum(t[2] for t in chosen))
