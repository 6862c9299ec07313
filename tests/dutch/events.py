"""Hand-made Dutch events for the article tests: players by start number (= TPN, rated in
that order), rounds written as games ``"1-4 1-0"`` and byes ``"5 U"``."""

from __future__ import annotations

from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import pair_round
from individual.swiss.model import Entrant, Game, SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore

RULESET = SwissRuleset("fide-dutch-2026", "FIDE (Dutch) System 2026", engine="fide-dutch-2026")


def event(players: int, *rounds: str, total: int = 9) -> SwissEvent:
    """``players`` entrants; each round a string of entries split by commas: ``"1-4 1-0"``
    (white first, the result as arbiters write it) or ``"5 U"`` (a TRF bye code)."""
    entrants = tuple(Entrant(n, Player(f"P{n}", 2600 - 10 * n)) for n in range(1, players + 1))
    played = tuple(_round(number, text) for number, text in enumerate(rounds, start=1))
    return SwissEvent("test", entrants, played, total)


def _round(number: int, text: str) -> SwissRound:
    games: list[Game] = []
    unpaired: list[tuple[int, Unpaired]] = []
    for entry in filter(None, (e.strip() for e in text.split(","))):
        who, result = entry.split()
        if "-" in who:
            white, black = map(int, who.split("-"))
            games.append(Game(white, black, GameScore.parse(result)))
        else:
            unpaired.append((int(who), Unpaired(result)))
    return SwissRound(number, tuple(games), tuple(unpaired))


def pair(
    played: SwissEvent,
    inputs: DutchInput | None = None,
    absent: frozenset[int] = frozenset(),
    lot: Colour | None = Colour.WHITE,
) -> SwissPairing:
    """The engine's pairing of the next round."""
    return pair_round(played, RULESET, inputs or DutchInput(), absent, lot)


def boards(pairing: SwissPairing) -> list[tuple[int, int]]:
    """The boards as (white, black) in publication order."""
    return [(b.white, b.black) for b in pairing.boards]


def pairs(pairing: SwissPairing) -> set[frozenset[int]]:
    """The pairs, colours aside."""
    return {frozenset((b.white, b.black)) for b in pairing.boards}
