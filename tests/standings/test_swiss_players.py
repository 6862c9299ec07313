"""Each player's record in an individual event: the games, Ra, Rp and the rating change,
against cases computed by hand from the FIDE Rating Regulations' tables (B.02: 8.1.1 dp,
8.1.2 PD, 8.3.3 K, 8.3.4 rounding), and the same numbers as the standings' ARO and TPR."""

from __future__ import annotations

from fractions import Fraction

from individual.standings import c07
from individual.standings.c07 import swiss
from individual.standings.listed import standings
from individual.standings.players import player_records
from individual.swiss.model import Entrant, Game, SwissEvent, SwissRound, Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore


def _game(white: int, black: int, score: str | None) -> Game:
    return Game(white, black, GameScore.parse(score) if score else None)


def _event() -> SwissEvent:
    """1 (2500, K 10) beats 2 (2400), draws 3 (2600, black), loses to 4 (2300).
    5 (1800, K 20) beats 6 (1900) and 7 (1700), wins by forfeit against 3, has a bye
    and beats 8 (unrated). 9 (1900 GM) and 10 (2000): a draw, a win for 10, a game
    still unfinished (``*``)."""
    players = {1: Player("One", 2500), 2: Player("Two", 2400), 3: Player("Three", 2600),
               4: Player("Four", 2300), 5: Player("Five", 1800, federation="IND"),
               6: Player("Six", 1900), 7: Player("Seven", 1700), 8: Player("Eight"),
               9: Player("Nine", 1900, "GM"), 10: Player("Ten", 2000)}  # fmt: skip
    rounds = (
        SwissRound(1, (_game(1, 2, "1-0"), _game(5, 6, "1-0"), _game(3, 4, "½-½"),
                       _game(7, 8, "1-0"), _game(9, 10, "½-½"))),
        SwissRound(2, (_game(3, 1, "½-½"), _game(7, 5, "0-1"), _game(2, 4, "1-0"),
                       _game(6, 8, "0-1"), _game(10, 9, "1-0"))),
        SwissRound(3, (_game(1, 4, "0-1"), _game(3, 5, "-/+"), _game(2, 6, "½-½"),
                       _game(9, 10, "*")), ((7, Unpaired.HALF_BYE), (8, Unpaired.ZERO_BYE))),
        SwissRound(4, (_game(8, 5, "0-1"), _game(1, 6, "1-0")), ((2, Unpaired.PAIRING_BYE),)),
    )  # fmt: skip
    entrants = tuple(Entrant(n, p) for n, p in players.items())
    return SwissEvent("Hand", entrants, rounds, 5)


def test_a_2500_player_rated_against_three_opponents() -> None:
    one = player_records(_event())[1]
    assert [g.round for g in one.games] == [1, 2, 3, 4]
    assert [g.colour for g in one.games] == [Colour.WHITE, Colour.BLACK, Colour.WHITE, Colour.WHITE]
    assert [g.opponent for g in one.games] == [2, 3, 4, 6]
    assert [g.points for g in one.games] == [1, Fraction(1, 2), 0, 1]
    assert one.points == Fraction(5, 2)
    # Ra = (2400 + 2600 + 2300 + 1900) / 4 = 2300; p = 2.5/4 = .625 -> .63 -> dp 95
    assert one.opponents_average == 2300
    assert one.performance == 2300 + 95
    change = one.change
    assert change is not None
    # PD: 2400 (diff 100, 99-106: .64), 2600 (.36), 2300 (diff 200, 198-206: .76),
    # 1900 (diff 600, capped at 400 (8.3.1), 392-411: .92); sum 2.68
    assert change.expected == Fraction(268, 100)
    assert (change.games, change.score, change.k) == (4, Fraction(5, 2), 10)
    assert "2400" in change.reason
    assert change.change == -2  # 10 x (2.5 - 2.68) = -1.8


def test_forfeits_byes_and_unrated_opponents_are_not_rated() -> None:
    five = player_records(_event())[5]
    assert [g.points for g in five.games] == [1, 1, 1, 1]
    assert [g.played for g in five.games] == [True, True, False, True]
    # rated over the board: 1900 and 1700 (8 is unrated): Ra 1800, p 1.00 -> dp 800
    assert five.opponents_average == 1800
    assert five.performance == 2600
    change = five.change
    assert change is not None
    # PD .36 + .64 = 1; K 20 (under 2400; K 40 is not known from the file)
    assert (change.games, change.k, change.expected, change.change) == (2, 20, Fraction(1), 20)
    assert "40" in change.reason


def test_a_title_gives_k_10_and_an_unfinished_game_counts_nothing() -> None:
    records = player_records(_event())
    nine = records[9]
    assert nine.games[2].score is GameScore.UNFINISHED and not nine.games[2].played
    assert nine.points == Fraction(1, 2)
    change = nine.change
    assert change is not None and change.k == 10 and "GM" in change.reason
    # 1900 v 2000: diff 100, PD .36 each game; 0.5 of 2: 10 x (0.5 - 0.72) = -2.2 -> -2
    assert (change.games, change.expected, change.change) == (2, Fraction(72, 100), -2)
    # 8, unrated: no change; Rp over 1700 (lost), 1900 (won), 1800 (lost): Ra 1800,
    # p 1/3 -> .33 -> dp -125
    assert records[8].change is None and records[8].performance == 1800 - 125
    # 9: the draw and the loss against 2000 (p .25, dp -193); the unfinished game left out
    assert column(_event(), "TPR/U0")[9] == 2000 - 193 == records[9].performance


def test_the_record_reads_the_standings_aro_and_tpr() -> None:
    """Ra and Rp: C.07's ARO and TPR with an unrated opponent left out (``/U0``), as
    F.10's ARO."""
    event = _event()
    records = player_records(event)
    aro, tpr = column(event, "ARO/U0"), column(event, "TPR/U0")
    for number, record in records.items():
        assert Fraction(record.opponents_average or 0) == aro[number], number
        assert Fraction(record.performance or 0) == tpr[number], number
    _, rows = standings(event, ("TPR/U0",))
    assert {r.number: r.values[0] for r in rows} == {n: Fraction(r.performance or 0)
                                                     for n, r in records.items()}  # fmt: skip


def test_tpr_leaves_out_the_games_against_unrated_opponents() -> None:
    """7 beat the unrated 8 and lost to 5 (1800): Ra 1800 over the one rated game, p 0,
    Rp 1800 - 800 = 1000 (the unrated game counted in p would give 1800 + dp(.5))."""
    event = _event()
    assert column(event, "TPR/U0")[7] == 1000
    assert player_records(event)[7].performance == 1000


def column(event: SwissEvent, item: str) -> dict[int, Fraction]:
    """One C.07 tie-break (``item`` as FIDE writes it) for every player."""
    return c07.table(swiss.field(event), c07.parse(item)).values(item)
