"""Individual tie-breaks (C.07) against FIDE's checker, gacrux, on generated events."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from individual.edges.trf.write import format_swiss_trf, renumbered, start_numbers
from individual.generate import Plan, generate_event
from individual.standings import c07
from individual.standings.c07 import swiss
from individual.standings.listed import parse as parse_tiebreaks
from individual.standings.listed import standings
from individual.swiss.model import Game, SwissEvent, SwissRound
from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from rulesets.swiss import SWISS_RULESETS
from tests.standings.c07_oracle import checker

pytest.importorskip("gacrux")
ACRONYMS = ("PTS", "BH/C1", "BH/C2", "BH", "BH/M1", "SB", "SB/C1", "WIN", "WON", "ARO", "TPR")
OURS = ",".join(a + "/U1000" * (a in ("ARO", "TPR")) for a in ACRONYMS)
"""The same list in the C.07 core: an unrated player at 1000, as gacrux -u 1000."""


def gacrux(path: Path, acronyms: tuple[str, ...]) -> dict[int, list[Fraction]]:
    return checker(path, acronyms, unrated=1000).numbers(Fraction)


def _event(players: int, absence: float, forfeit: float, seed: int) -> SwissEvent:
    plan = Plan(players, 7, seed, absence, forfeit)
    return generate_event(plan, SWISS_RULESETS["fide-1998"], Colour.WHITE)


@pytest.mark.parametrize(
    ("players", "absence", "forfeit", "seed"),
    [(16, 0, 0, 1), (17, 0, 0, 2), (24, 0.05, 0.05, 3), (31, 0.08, 0.04, 4)],
)
def test_tiebreaks_agree_with_gacrux(
    tmp_path: Path, players: int, absence: float, forfeit: float, seed: int
) -> None:
    event = _event(players, absence, forfeit, seed)
    event = renumbered(event, start_numbers(event))  # as the file numbers them (issue 14)
    path = tmp_path / "event.trf"
    path.write_text(format_swiss_trf(event, Colour.WHITE))
    expected = gacrux(path, ACRONYMS)
    table = c07.table(swiss.field(event), c07.parse(OURS))
    for i, tiebreak in enumerate(table.tiebreaks):
        ours = table.values(tiebreak)
        for player, values in expected.items():
            assert ours[player] == values[i], (tiebreak.text, player)


def _game(white: int, black: int, score: str) -> Game:
    return Game(white, black, GameScore.parse(score))


def test_f10_first_place_by_the_games_between_the_tied_then_lots() -> None:
    event = _event(8, 0, 0, 5)
    # two players tied on points: 1 beat 2 in the last round, so 1 is first by F.10 b
    rounds = (
        SwissRound(1, (_game(1, 3, "1-0"), _game(2, 4, "1-0"))),
        SwissRound(2, (_game(1, 2, "1-0"), _game(3, 4, "½-½"))),
        SwissRound(3, (_game(4, 1, "1-0"), _game(3, 2, "0-1"))),
    )
    small = SwissEvent("t", event.entrants[:4], rounds, 3)
    names, rows = standings(small, parse_tiebreaks("F10"))
    assert names == ("DE1", "ARO")
    assert [r.number for r in rows][:2] == [1, 2]
    assert rows[0].values[0] == 1 and rows[1].values[0] == 2
    _, by_lot = standings(small, (), lots={2: 1, 1: 2})
    assert [r.number for r in by_lot][:2] == [2, 1]
    _, shared = standings(small, ())
    assert shared[0].place == shared[1].place == 1


def test_unknown_tiebreak_is_named() -> None:
    with pytest.raises(ValueError, match="'XYZ'"):
        parse_tiebreaks("BH XYZ")
    with pytest.raises(ValueError, match="'WIN/C1'"):
        parse_tiebreaks("WIN/C1")


def test_a_c07_tiebreak_beside_f10_is_the_c07_one() -> None:
    """A list naming the system's order (F10, DE1) reads every C.07 tie-break in it as
    C.07 defines it: TPR with an unrated participant is dropped (art. 10, 0 for all) as
    in a list without F10; F10's own ARO leaves an unrated opponent out (F.10), as
    ``ARO/U0`` does. (Before issue 30's unification such a list computed TPR over the rated
    opponents only.)"""
    event = _event(12, 0, 0, 6)
    unrated = replace(event.entrants[3], player=replace(event.entrants[3].player, rating=None))
    event = replace(event, entrants=(*event.entrants[:3], unrated, *event.entrants[4:]))
    names, rows = standings(event, parse_tiebreaks("F10,TPR"))
    _, alone = standings(event, parse_tiebreaks("TPR,ARO/U0"))
    assert names == ("DE1", "ARO", "TPR")
    assert {r.number: r.values[2] for r in rows} == {r.number: r.values[0] for r in alone}
    assert all(r.values[2] == 0 for r in rows)
    assert {r.number: r.values[1] for r in rows} == {r.number: r.values[1] for r in alone}
    assert any(r.values[1] for r in rows)
