"""A round as it was paired (``individual.swiss.replay``), the one replay of ``swiss check``
and ``swiss explain``: the rounds before it, the players entered then, those withdrawn by
then, the players it left out."""

from __future__ import annotations

from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound, Unpaired
from individual.swiss.replay import replay, replays
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore

WIN = GameScore.WIN


def _event() -> SwissEvent:
    """Six players: 5 withdrawn from round 3 (no row then), 6 entered in round 2, 4 on a
    requested half-point bye in round 2."""
    entrants = tuple(Entrant(n, Player(f"P{n}", 2000 - n)) for n in range(1, 7))
    first = SwissRound(1, (Game(1, 2, WIN), Game(3, 5, WIN)), ((4, Unpaired.PAIRING_BYE),))
    second = SwissRound(
        2,
        (Game(2, 1, WIN), Game(5, 6, WIN)),
        ((3, Unpaired.PAIRING_BYE), (4, Unpaired.HALF_BYE)),
    )
    third = SwissRound(3, (Game(1, 3, WIN), Game(4, 2, WIN)), ((6, Unpaired.ZERO_BYE),))
    return SwissEvent("E", entrants, (first, second, third), 5, frozenset({5}))


def test_each_round_among_the_players_entered_then() -> None:
    event = _event()
    one, two, three = replays(event)
    assert [e.number for e in one.before.entrants] == [1, 2, 3, 4, 5]  # 6 not entered yet
    assert one.before.rounds == () and one.played is event.rounds[0]
    assert one.left_out == frozenset() and one.before.withdrawn == frozenset()
    assert [e.number for e in two.before.entrants] == [1, 2, 3, 4, 5, 6]
    assert two.before.rounds == event.rounds[:1]
    assert two.left_out == {4} and two.before.withdrawn == frozenset()
    assert three.left_out == {5, 6} and three.before.withdrawn == {5}
    assert three.before.rounds == event.rounds[:2] and three == replay(event, 3)
