"""[C10]-[C13] of a pair of players who are not topscorers depend on their two
preferences alone (``individual.dutch.weights``' colour kinds in a bracket without a
topscorer rest on it): against every pair of colour histories of up to five rounds."""

from __future__ import annotations

from itertools import product

from individual.dutch.colours import colour_costs
from individual.dutch.players import DutchPlayer
from individual.vocabulary.colour import Colour


def _player(number: int, colours: tuple[Colour, ...]) -> DutchPlayer:
    return DutchPlayer(number, number, 4, colours, frozenset(), (), False, 0, False)


def test_colour_digits_of_non_topscorers_follow_their_preferences() -> None:
    histories = [h for k in range(6) for h in product((Colour.WHITE, Colour.BLACK), repeat=k)]
    seen: dict[tuple[object, ...], tuple[int, int, int, int]] = {}
    checked = 0
    for a, b, odd, lot in product(histories, histories, (0, 1), (Colour.WHITE, Colour.BLACK)):
        higher, lower = _player(2 + odd, a), _player(4, b)  # TPN parity read by 5.2.5
        key = (higher.preference, lower.preference)
        got = colour_costs(higher, lower, lot)
        assert seen.setdefault(key, got) == got, (a, b, lot)
        checked += 1
    assert checked == 4 * len(histories) ** 2 and len(seen) > 4
