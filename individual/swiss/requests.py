"""What an event asks of its pairings beyond the games, as TRF-2026 records them: pairs that
must not meet (record 260, JaVaFo's ``XXP``) and the virtual points of an accelerated event
(record 250, JaVaFo's ``XXA``, or the Baku method of C.04.7 named by a ``_BAKU`` code in
record 192). Points are half-points, as everywhere in ``individual.swiss``."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from typing import TypeVar


@dataclass(frozen=True)
class Forbidden:
    """Record 260: ``players`` may not meet one another in rounds ``first`` to ``last``."""

    first: int
    last: int
    players: tuple[int, ...]


@dataclass(frozen=True)
class Acceleration:
    """Record 250: players ``first_player`` to ``last_player`` (start numbers) get
    ``half_points`` virtual points in rounds ``first_round`` to ``last_round``."""

    half_points: int
    first_round: int
    last_round: int
    first_player: int
    last_player: int


@dataclass(frozen=True)
class Requests:
    """The forbidden pairs and the accelerations of an event; ``baku``: the Baku method
    (C.04.7) asked by record 192 or the workbook's ``Acceleration`` and no virtual points
    given (``accelerations`` empty; ``baku_rounds`` its accelerated rounds);
    ``numbered``: the start numbers are the pairing numbers (TPN, C.04.2 Art. 2), as a TRF
    gives them (else the initial order of rating, title and name gives them, as for an
    event workbook, whose numbers are the roster's); where the two agree it says nothing,
    so events are equal whatever it says."""

    forbidden: tuple[Forbidden, ...] = ()
    accelerations: tuple[Acceleration, ...] = ()
    baku: bool = False
    numbered: bool = field(default=False, compare=False)
    baku_rounds: int = 0
    """The Baku method's accelerated rounds, 1 to this (0: the first half of the event,
    rounded up, as C.04.7 has them)."""
    baku_last: int = 0
    """Group A's last player (start number) as round 1 fixed him (C.04.7, late entries:
    "The last GA-player shall be the same as in the previous round"); 0: not fixed yet."""
    tpn_order: tuple[int, ...] = field(default=(), compare=False)
    """The initial order as the pairing numbers last given record it (a workbook's PN),
    which C.04.2 2.3 keeps once the fourth round is paired (``ranking.kept_order``);
    empty: none recorded, or a system that renumbers in every round."""
    baku_orders: tuple[tuple[int, ...], ...] = field(default=(), compare=False)
    """The initial order in force when each round was paired, round 1 first (a workbook's
    Log): round 1's splits the groups and a player arriving in a later round is placed by
    that round's (C.04.7: the last GA-player the same; a correction since renumbers only
    the pairings yet to be made, C.04.2 2.3 and 4.3, and moves nobody between the
    groups); empty: the order now for every round."""
    as_paired: bool = field(default=False, compare=False)
    """``tpn_order`` is the order in force when the round replayed was paired, kept
    whatever the round: a correction since renumbers only the pairings yet to be made
    (C.04.2 2.3; FIDE 1998 F.7), as a workbook's Log tells it."""
    paired_with: tuple[tuple[int, Requests], ...] = field(default=(), compare=False)
    """The rounds paired with other requests than these, each with its own (a workbook's
    Log: the Acceleration and Forbidden pairs as the round was paired): that round's
    forbidden pairs and virtual points are theirs (the floats of a round are read on the
    Pairing Scores it was paired with: C.04.3 1.4.2, C.04.7 1.5); empty: these in every
    round."""

    def of_round(self, number: int) -> Requests:
        """The requests round ``number`` is (was) paired with (``paired_with``)."""
        return next((own for n, own in self.paired_with if n == number), self)

    def forbidden_pairs(self, round_number: int) -> tuple[tuple[int, int], ...]:
        """Every pair (lower start number first) that may not meet in ``round_number``."""
        pairs = {
            (min(a, b), max(a, b))
            for f in self.of_round(round_number).forbidden
            if f.first <= round_number <= f.last
            for a, b in combinations(f.players, 2)
            if a != b
        }
        return tuple(sorted(pairs))

    def virtual_points(self, round_number: int) -> dict[int, int]:
        """Each accelerated player's virtual points (half-points) in ``round_number``."""
        points: dict[int, int] = {}
        for a in self.accelerations:
            if a.first_round <= round_number <= a.last_round:
                for player in range(a.first_player, a.last_player + 1):
                    points[player] = points.get(player, 0) + a.half_points
        return points

    def renumbered(self, numbers: Mapping[int, int]) -> Requests:
        """The requests with every start number ``n`` as ``numbers[n]`` (an acceleration's
        range of players becomes one line per player where the numbers do not keep it a
        range); new numbers are no longer the TPNs (``numbered``) unless they are the old."""
        forbidden = tuple(
            replace(f, players=tuple(numbers.get(p, p) for p in f.players)) for f in self.forbidden
        )
        accelerations = tuple(
            Acceleration(a.half_points, a.first_round, a.last_round, new, new)
            for a in self.accelerations
            for new in sorted(numbers.get(p, p) for p in range(a.first_player, a.last_player + 1))
        )
        same = all(numbers.get(n, n) == n for n in numbers)
        numbered = self.numbered and same
        last = numbers.get(self.baku_last, self.baku_last)
        order = tuple(numbers.get(p, p) for p in self.tpn_order)
        orders = tuple(tuple(numbers.get(p, p) for p in then) for then in self.baku_orders)
        paired = tuple((n, own.renumbered(numbers)) for n, own in self.paired_with)
        return Requests(forbidden, joined(accelerations), self.baku, numbered, self.baku_rounds,
                        last, order, orders, self.as_paired, paired)  # fmt: skip

    def resolved(
        self,
        ranked: Sequence[int],
        rounds: int,
        arrivals: Mapping[int, int] | None = None,
        paired: int = 0,
    ) -> Requests:
        """The requests with the Baku method's virtual points written out (``baku``), for
        players ``ranked`` in the initial order in an event of ``rounds`` rounds, each
        player's virtual points from the round he arrives in (``arrivals``, as
        ``SwissEvent.arrivals``; all in round 1 by default), placed in group A or B by the
        order of the round he arrives in, for the first ``paired`` rounds the order they
        were paired with (``baku_orders``); a round paired with other requests
        (``paired_with``) with its own, each resolved alike (``by_round``)."""
        if self.paired_with:
            alone = replace(self, paired_with=())
            own = {n: replace(then, baku_orders=self.baku_orders).resolved(ranked, rounds,
                                                                          arrivals, paired)
                   for n, then in self.paired_with}  # fmt: skip
            return by_round(alone.resolved(ranked, rounds, arrivals, paired), own)
        if not self.baku:
            return self
        orders = self.baku_orders[:paired]
        lines = baku(ranked, rounds, self.baku_rounds, arrivals, self.baku_last, orders)
        return replace(self, accelerations=lines, baku=False, baku_rounds=0, baku_last=0)

    def __bool__(self) -> bool:
        return bool(self.forbidden or self.accelerations or self.baku or self.paired_with)


NO_REQUESTS = Requests()


def joined(accelerations: Sequence[Acceleration]) -> tuple[Acceleration, ...]:
    """``accelerations`` with the lines of neighbouring players and equal rounds and points
    made one range, in order of rounds then players."""
    out: list[Acceleration] = []
    key = lambda a: (a.first_round, a.last_round, a.half_points, a.first_player)  # noqa: E731
    for a in sorted(accelerations, key=key):
        last = out[-1] if out else None
        if (
            last is not None
            and (last.first_round, last.last_round, last.half_points)
            == (a.first_round, a.last_round, a.half_points)
            and a.first_player == last.last_player + 1
        ):
            out[-1] = replace(last, last_player=a.last_player)
        else:
            out.append(a)
    return tuple(out)


def by_round(resolved: Requests, own: Mapping[int, Requests]) -> Requests:
    """``resolved`` (its Baku method written out) with each round of ``own`` given the
    forbidden pairs and virtual points of its own requests (resolved alike), as records
    260 and 250 say them: by player and range of rounds, equal neighbours joined."""
    points: dict[tuple[int, int], int] = {}  # (player, round): half-points
    for a in resolved.accelerations:
        for r in range(a.first_round, a.last_round + 1):
            for p in range(a.first_player, a.last_player + 1):
                if r not in own:
                    points[p, r] = points.get((p, r), 0) + a.half_points
    for r, requests in own.items():
        for p, half in requests.virtual_points(r).items():
            points[p, r] = half
    lines = [Acceleration(half, first, last, p, p)
             for p, half, first, last in _runs(points)]  # fmt: skip
    barred: dict[tuple[tuple[int, ...], int], int] = {}  # (players, round): 1
    for f in resolved.forbidden:
        barred |= {(f.players, r): 1 for r in range(f.first, f.last + 1) if r not in own}
    for r, requests in own.items():
        barred |= {(f.players, r): 1 for f in requests.forbidden if f.first <= r <= f.last}
    forbidden = sorted((Forbidden(first, last, players) for players, _, first, last
                        in _runs(barred)), key=lambda f: f.first)  # fmt: skip
    return replace(resolved, forbidden=tuple(forbidden), accelerations=joined(lines))


K = TypeVar("K")


def _runs(values: Mapping[tuple[K, int], int]) -> list[tuple[K, int, int, int]]:
    """``values`` by key and round as runs of neighbouring rounds of equal value: key,
    value, first and last round, the keys in the order they come."""
    by_key: dict[K, list[tuple[int, int]]] = {}
    for (key, r), value in values.items():
        by_key.setdefault(key, []).append((r, value))
    runs: list[tuple[K, int, int, int]] = []
    for key, found in by_key.items():
        for r, value in sorted(found):
            if runs and runs[-1][0] == key and runs[-1][3] == r - 1 and runs[-1][1] == value:
                runs[-1] = (key, value, runs[-1][2], r)
            else:
                runs.append((key, value, r, r))
    return runs


def group_a_last(ranked: Sequence[int], first: Collection[int] | None = None) -> int | None:
    """C.04.7, initial groups division: the last player of group A, the first
    2 * ceil(N / 4) of the N players ``ranked`` (the initial order) paired in round 1
    (``first``, by default all: "the list of players to be paired" before the first round,
    which holds no player absent from it, C.04.2 2.4); ``None`` when nobody is."""
    entered = [p for p in ranked if first is None or p in first]
    return entered[min(2 * -(-len(entered) // 4), len(entered)) - 1] if entered else None


def baku(
    ranked: Sequence[int],
    rounds: int,
    accelerated: int = 0,
    arrivals: Mapping[int, int] | None = None,
    last: int = 0,
    orders: Sequence[Sequence[int]] = (),
) -> tuple[Acceleration, ...]:
    """The Baku method (C.04.7) for players ``ranked`` in the initial order (start numbers)
    in an event of ``rounds`` rounds. Group A: the players split into it before round 1,
    those ranked down to its last player (``last`` as round 1 fixed him, else
    ``group_a_last`` of ``ranked`` and the players arriving in round 1), and each player
    arriving later ranked above him when he arrives (C.04.7, late entries: "The last
    GA-player shall be the same as in the previous round"; a player's arrival,
    ``arrivals``, all in round 1 by default, and the order of that round, ``orders[r - 1]``
    for a round paired, else ``ranked``); no other article moves a player between the
    groups, so a corrected rating (C.04.2 2.3) moves nobody. Group A gets a virtual point
    in the first half (rounded up) of the accelerated rounds, which are the first half
    (rounded up) of the event (else rounds 1 to ``accelerated``), and half a point in the
    rest, each player from the round he arrives in (none before: he is in no list)."""
    first = None if arrivals is None else {p for p, r in arrivals.items() if r == 1}
    end = last if last in ranked else group_a_last(ranked, first)
    if end is None:
        return ()
    accelerated = accelerated or -(-rounds // 2)
    full = -(-accelerated // 2)
    now = {p: i for i, p in enumerate(ranked)}
    places = [{p: i for i, p in enumerate(order)} for order in orders]
    lines: list[Acceleration] = []
    for p in ranked:
        came = arrivals.get(p, 1) if arrivals is not None else 1
        then = places[came - 1] if came <= len(places) else now
        place = then if p in then and end in then else now
        if came > accelerated or place[p] > place[end]:
            continue
        if came <= full:
            lines.append(Acceleration(2, came, full, p, p))
        if accelerated > full:
            lines.append(Acceleration(1, max(came, full + 1), accelerated, p, p))
    return joined(lines)
