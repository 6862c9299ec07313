"""A brute-force oracle for small rounds: every complete pairing enumerated, the best taken
by the criteria read literally, bracket by bracket from the top (C.04.3 2026): [C5], then
for each bracket [C6], [C7], [C8] (the next bracket's [C6], [C7]), [C9], [C10]-[C21] and
the generation order of Art. 4 (MDP set, S2 transposition, remainder exchange, remainder
transposition), each computed from the pairing itself, not from matching weights. The
colours (1.6, 1.7, 5.2) and [C10]-[C13] are read here again from the played colours, apart
from the engine's ``individual.dutch.colours``, so a slip in either shows as a difference."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import product

from individual.dutch.players import DutchPlayer
from individual.swiss.history import Float
from individual.vocabulary.colour import Colour

Pairing = tuple[frozenset[tuple[int, int]], int | None]
"""The boards as (white, black) and the PAB."""

W, B = Colour.WHITE, Colour.BLACK
NONE, MILD, STRONG, ABSOLUTE = 0, 1, 2, 3


def wish(p: DutchPlayer) -> tuple[Colour | None, int]:
    """1.6-1.7 from the played colours: CD = whites less blacks; absolute if |CD| > 1 or
    the same colour in the two latest games, strong if |CD| = 1, mild if CD = 0."""
    cd = p.colours.count(W) - p.colours.count(B)
    if not p.colours:
        return None, NONE
    if cd > 1:
        return B, ABSOLUTE
    if cd < -1:
        return W, ABSOLUTE
    if len(p.colours) >= 2 and p.colours[-1] == p.colours[-2]:
        return (B if p.colours[-1] == W else W), ABSOLUTE
    if cd:
        return (B if cd > 0 else W), STRONG
    return (B if p.colours[-1] == W else W), MILD


def colours_of(higher: DutchPlayer, lower: DutchPlayer, lot: Colour) -> Colour:
    """5.2.1-5.2.5: the colour of the higher-ranked player (1.2)."""
    (ch, sh), (cl, sl) = wish(higher), wish(lower)
    other = {W: B, B: W}
    if ch is not None and cl is not None and ch != cl:
        return ch  # 5.2.1 both met
    if sh != sl:  # 5.2.2 the stronger (a preference is stronger than none)
        return ch if sh > sl else other[cl]  # type: ignore[index,return-value]
    if sh == ABSOLUTE:
        dh = abs(higher.colours.count(W) - higher.colours.count(B))
        dl = abs(lower.colours.count(W) - lower.colours.count(B))
        if dh != dl:  # 5.2.2 two absolutes: the wider CD
            return ch if dh > dl else other[cl]  # type: ignore[index,return-value]
    for k in range(1, min(len(higher.colours), len(lower.colours)) + 1):
        if higher.colours[-k] != lower.colours[-k]:  # 5.2.3 latest round they differed
            return other[higher.colours[-k]]
    if ch is not None:
        return ch  # 5.2.4
    return lot if higher.tpn % 2 else other[lot]  # 5.2.5


def colour_criteria(higher: DutchPlayer, lower: DutchPlayer, lot: Colour) -> list[int]:
    """[C10]-[C13] of a pair: topscorers or their opponents past |CD| 2, or with a third
    colour running; preferences not met; strong (or absolute) ones not met."""
    got = colours_of(higher, lower, lot)
    counts = [0, 0, 0, 0]
    top = higher.topscorer or lower.topscorer
    for p, c in ((higher, got), (lower, B if got == W else W)):
        want, strength = wish(p)
        if want is not None and want != c:
            counts[2] += 1
            counts[3] += strength >= STRONG
        if top:
            cd = p.colours.count(W) - p.colours.count(B) + (1 if c == W else -1)
            counts[0] += abs(cd) > 2
            counts[1] += len(p.colours) >= 2 and p.colours[-1] == p.colours[-2] == c
    return counts


def pairings(players: Sequence[int]) -> Iterator[tuple[list[tuple[int, int]], int | None]]:
    """Every way to pair ``players`` (one left over when their number is odd)."""
    if not players:
        yield [], None
        return
    if len(players) % 2:
        for i, out in enumerate(players):
            for pairs, _ in pairings([*players[:i], *players[i + 1 :]]):
                yield pairs, out
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for pairs, _ in pairings([*rest[:i], *rest[i + 1 :]]):
            yield [(first, other), *pairs], None


def best(
    present: Mapping[int, DutchPlayer],
    meets: object,
    lot: Colour,
) -> Pairing | None:
    """The pairing the criteria choose among all complete pairings of ``present``."""
    assert callable(meets)
    ranked = sorted(present, key=lambda n: (-present[n].score, present[n].tpn))
    groups: list[list[int]] = []
    for n in ranked:
        if groups and present[groups[-1][0]].score == present[n].score:
            groups[-1].append(n)
        else:
            groups.append([n])
    found: tuple[tuple[object, ...], Pairing] | None = None
    for pairs, bye in pairings(ranked):
        if not all(meets(a, b) for a, b in pairs):
            continue
        if bye is not None and present[bye].bye_barred:
            continue
        key = _key(pairs, bye, groups, present, lot)
        if found is None or key < found[0]:
            found = (key, (frozenset(_board(a, b, present, lot) for a, b in pairs), bye))
    return None if found is None else found[1]


def _board(a: int, b: int, present: Mapping[int, DutchPlayer], lot: Colour) -> tuple[int, int]:
    higher, lower = sorted((present[a], present[b]), key=lambda p: (-p.score, p.tpn))
    if colours_of(higher, lower, lot) == W:
        return higher.number, lower.number
    return lower.number, higher.number


def _key(
    pairs: list[tuple[int, int]],
    bye: int | None,
    groups: list[list[int]],
    present: Mapping[int, DutchPlayer],
    lot: Colour,
) -> tuple[object, ...]:
    mate = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    key: list[object] = [present[bye].score if bye is not None else -1]
    moved: list[int] = []
    for index, group in enumerate(groups):
        bracket = moved + group
        inside = set(bracket)
        floaters = [n for n in bracket if mate.get(n) not in inside]
        following = groups[index + 1] if index + 1 < len(groups) else []
        nxt = set(floaters) | set(following)
        nxt_floaters = [n for n in nxt if mate.get(n) not in nxt]
        key.append(len(floaters))
        key.append(sorted((present[n].score for n in floaters), reverse=True))
        key.append(len(nxt_floaters))
        key.append(sorted((present[n].score for n in nxt_floaters), reverse=True))
        key.append(present[bye].unplayed if len(floaters) == 1 and floaters[0] == bye else 0)
        key.extend(_quality(bracket, moved, mate, floaters, present, lot))
        key.extend(_generation(bracket, moved, group, mate))
        moved = sorted(floaters, key=lambda n: (-present[n].score, present[n].tpn))
    return tuple(key)


def _quality(
    bracket: list[int],
    moved: list[int],
    mate: Mapping[int, int],
    floaters: list[int],
    present: Mapping[int, DutchPlayer],
    lot: Colour,
) -> list[object]:
    """[C10]-[C21] of the bracket."""
    inside, mdps = set(bracket), set(moved)
    colours = [0, 0, 0, 0]
    floats = [0, 0, 0, 0]
    gaps: list[list[int]] = [[], [], [], []]
    for a in bracket:
        b = mate.get(a)
        if b is None or b not in inside or a > b:
            continue
        higher, lower = sorted((present[a], present[b]), key=lambda p: (-p.score, p.tpn))
        for k, c in enumerate(colour_criteria(higher, lower, lot)):
            colours[k] += c
        if (a in mdps) != (b in mdps):
            mdp, res = (present[a], present[b]) if a in mdps else (present[b], present[a])
            gap = mdp.score - res.score
            for back, at in ((1, 0), (2, 2)):
                if res.float_back(back) is Float.UP:
                    floats[at + 1] += 1
                    gaps[at + 1].append(gap)
    score = min(present[n].score for n in bracket)
    for n in floaters:
        if n not in mdps:
            floats[0] += present[n].float_back(1) is Float.DOWN
            floats[2] += present[n].float_back(2) is Float.DOWN
        else:
            for back, at in ((1, 0), (2, 2)):
                if present[n].float_back(back) is Float.DOWN:
                    gaps[at].append(present[n].score - score)
    return [*colours, *floats, *(sorted(g, reverse=True) for g in gaps)]


def _generation(
    bracket: list[int], moved: list[int], group: list[int], mate: Mapping[int, int]
) -> list[object]:
    """Art. 4: the place of the bracket's pairing in the generation order."""
    bsn = {n: i + 1 for i, n in enumerate(bracket)}
    inside, mdps = set(bracket), set(moved)
    together = sum(1 for m in moved if mate.get(m) in mdps) // 2
    paired = [m for m in moved if mate.get(m) in inside and mate[m] not in mdps]
    mdp_set = tuple(0 if m in paired else 1 for m in moved)
    partners = tuple(bsn[mate[m]] for m in paired)
    remainder = [n for n in group if n not in {mate[m] for m in paired}]
    return [together, mdp_set, partners, *_homogeneous(remainder, mate)]


def _homogeneous(group: list[int], mate: Mapping[int, int]) -> list[object]:
    """4.2-4.3 literally: of every S1' holding one player of each pair, the first exchange
    (fewest moved, smallest BSN-sum difference, largest BSN moved down, smallest moved up),
    then its transposition (the partners of S1' in BSN order)."""
    bsn = {n: i + 1 for i, n in enumerate(group)}
    inside = set(group)
    pairs = [(a, mate[a]) for a in group if mate.get(a) in inside and bsn[a] < bsn[mate[a]]]
    s1 = {bsn[n] for n in group[: len(pairs)]}
    best: tuple[object, ...] | None = None
    for choice in product((0, 1), repeat=len(pairs)):
        upper = sorted(bsn[p[c]] for p, c in zip(pairs, choice, strict=True))
        down = sorted(s1 - set(upper), reverse=True)
        up = sorted(set(upper) - s1)
        partner = {bsn[a]: bsn[b] for a, b in pairs} | {bsn[b]: bsn[a] for a, b in pairs}
        key = (
            len(up),
            sum(up) - sum(down),
            tuple(-d for d in down),
            tuple(up),
            tuple(partner[u] for u in upper),
        )
        if best is None or key < best:
            best = key
    return list(best or ())
