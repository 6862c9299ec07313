"""A.2: the order of players for pairing, and the pairing numbers it gives before round 1."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from individual.vocabulary.player import Player

if TYPE_CHECKING:
    from individual.swiss.model import SwissEvent

TITLE_ORDER = ("GM", "WGM", "IM", "WIM", "FM", "WFM", "CM", "WCM")
"""A.2c: IGM-WGM-IM-WIM-FM-WFM; CM and WCM (later titles) come after WFM."""

RankKey = tuple[int, int, int, str, int]


def title_rank(title: str) -> int:
    """A.2c: the position of a title in ``TITLE_ORDER`` (IGM reads as GM); no title last."""
    normal = title.strip().upper()
    normal = "GM" if normal == "IGM" else normal
    return TITLE_ORDER.index(normal) if normal in TITLE_ORDER else len(TITLE_ORDER)


def rank_key(number: int, player: Player, score: int = 0) -> RankKey:
    """A.2: score, then rating, then FIDE title, then name; the start number last of all
    (two players equal on everything, which the text does not foresee)."""
    rating = player.rating or 0
    return (-score, -rating, title_rank(player.title), player.name.casefold(), number)


def rank(players: Mapping[int, Player], scores: Mapping[int, int] | None = None) -> list[int]:
    """A.2: the start numbers in pairing order; ``scores`` in half-points (default 0)."""
    got = scores or {}
    return sorted(players, key=lambda n: rank_key(n, players[n], got.get(n, 0)))


def pairing_numbers(players: Mapping[int, Player]) -> dict[int, int]:
    """A.2: the order before round 1 gives the pairing numbers, the highest #1."""
    return {number: i for i, number in enumerate(rank(players), start=1)}


def entered_numbers(event: SwissEvent) -> dict[int, int]:
    """A.2: the pairing numbers over every player entered in ``event``, as paired (an
    unrated player at the arbiter's estimate, A.1), in the order ``kept_order`` gives: the
    PN a workbook shows and a TRF written from it numbers by."""
    return {number: i for i, number in enumerate(kept_order(event), start=1)}


def kept_order(event: SwissEvent) -> list[int]:
    """C.04.2 2.2-2.3: the players entered by rating, title and name (A.2's order), so a
    corrected rating renumbers; once the fourth round has been paired, the order the
    pairing numbers recorded then (``Requests.tpn_order``, given by a system keeping them:
    "No modification of a TPN for this reason is allowed after the fourth round has been
    paired"), and in any round the order in force when a round replayed was paired
    (``Requests.as_paired``: a correction affects only the pairings yet to be made, 1998
    F.7); a player it does not hold (a late entry, 2.4-2.5) placed before the first player
    the ranking puts below him."""
    players = {e.number: e.player for e in event.entrants}
    ranked = rank(players)
    fixed = [p for p in event.requests.tpn_order if p in players]
    if (event.next_round <= 4 and not event.requests.as_paired) or not fixed:
        return ranked
    place = {p: i for i, p in enumerate(ranked)}
    order, held = list(fixed), set(fixed)
    for p in ranked:
        if p not in held:
            below = next((i for i, q in enumerate(order) if place[q] > place[p]), len(order))
            order.insert(below, p)
    return order


def initial_order(event: SwissEvent) -> list[int]:
    """C.04.2 Art. 2, the initial order the TPNs number (C.04.3 1.1): a TRF's start numbers
    (``Requests.numbered``), else ``kept_order``."""
    if event.requests.numbered:
        return sorted(e.number for e in event.entrants)
    return kept_order(event)


def ordered(numbers: Iterable[int], position: Mapping[int, int]) -> list[int]:
    """``numbers`` in the order of ``position`` (a player's place in the A.2 ranking)."""
    return sorted(numbers, key=position.__getitem__)
