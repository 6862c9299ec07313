"""Reading and writing individual events as TRF: records, rounds, byes, errors located."""

from __future__ import annotations

import pytest

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.fide1998.pairing import pair_round
from individual.swiss.history import player_states
from individual.swiss.model import Unpaired
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputErrors
from individual.vocabulary.result import GameScore
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from tests.fide1998.test_fide1998_scotch_cup import event_before
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "swiss"


def record(number: int, name: str, rating: int, *blocks: str, title: str = "") -> str:
    head = f"001 {number:>4}  {title:>3} {name:<33} {rating:>4} {'':<3} {'':>11} {'':<10}"
    return head + f" {0:>4.1f} {number:>4}" + "".join(f"  {b}" for b in blocks)


def trf(*lines: str) -> str:
    return "\n".join(["012 Test", "XXR 5", *lines]) + "\n"


@pytest.mark.parametrize("round_number", [1, 2, 3, 4])
def test_written_events_read_back_the_same(round_number: int) -> None:
    event = event_before(round_number)
    back = parse_swiss_trf(format_swiss_trf(event, Colour.BLACK))
    assert back.lot is Colour.BLACK
    assert back.event.entrants == event.entrants
    assert back.event.total_rounds == 9
    for mine, theirs in zip(event.rounds, back.event.rounds, strict=True):
        assert set(mine.games) == set(theirs.games)


def test_titles_ratings_and_header_records() -> None:
    text = trf("XXC black1", record(1, "Alpha, A", 2500, title="g"), record(2, "Beta, B", 0))
    got = parse_swiss_trf(text)
    first, second = (e.player for e in got.event.entrants)
    assert (first.title, first.rating) == ("GM", 2500)
    assert (second.title, second.rating) == ("", None)
    assert (got.event.name, got.event.total_rounds, got.lot) == ("Test", 5, Colour.BLACK)


def test_byes_forfeits_and_unfinished_games() -> None:
    text = trf(
        record(1, "A", 2000, "   2 w +", "   3 b  "),
        record(2, "B", 1900, "   1 b -", "0000 - U"),
        record(3, "C", 1800, "0000 - H", "   1 w  "),
        record(4, "D", 1700, "0000 - Z", "0000 - F"),
    )
    event = parse_swiss_trf(text).event
    first, second = event.rounds
    assert first.games[0].score is GameScore.FORFEIT_WIN and not first.games[0].is_played
    assert first.unpaired == ((3, Unpaired.HALF_BYE), (4, Unpaired.ZERO_BYE))
    assert second.games[0].score is None  # F.9: not finished, a draw for pairing
    states = player_states(event)
    assert states[1].score == 3 and states[1].colours == (Colour.BLACK,)
    assert states[1].had_point_without_playing and states[2].had_point_without_playing
    assert not states[3].had_point_without_playing  # a half-point bye is not "a point"
    assert states[2].opponents == frozenset()  # F.2: a forfeit is no meeting


def test_byes_entered_for_the_round_to_pair_take_players_out() -> None:
    text = trf(
        record(1, "A", 2000, "   2 w 1", "0000 - H"),
        record(2, "B", 1900, "   1 b 0"),
        record(3, "C", 1800, "   4 w =", "0000 - Z"),
        record(4, "D", 1700, "   3 b ="),
        record(5, "E", 1600, "0000 - U"),
    )
    got = parse_swiss_trf(text)
    assert len(got.event.rounds) == 1
    assert got.left_out == {1, 3}
    pairing = pair_round(got.event, FIDE_SWISS_1998, absent=got.left_out)
    assert {p for b in pairing.boards for p in (b.white, b.black)} | {pairing.bye} == {2, 4, 5}


@pytest.mark.parametrize(
    ("line", "column", "what"),
    [
        (record(1, "A", 2000, "   2 x 1"), 97, "colour"),
        (record(1, "A", 2000, "   2 w 7"), 99, "result"),
        (record(1, "A", 2000, "  2x w 1"), 92, "opponent"),
        (record(1, "A", 2000, "0000 - 1").replace(" 2000 ", " 2k00 "), 49, "rating"),
        (record(1, "A", 2000, "   9 w 1"), 92, "start number of a player record"),
    ],
    ids=["colour", "result", "opponent", "rating", "unknown_opponent"],
)
def test_errors_name_line_and_column(line: str, column: int, what: str) -> None:
    text = trf(line, record(2, "B", 1900, "   1 b 0"))
    with pytest.raises(InputErrors) as caught:
        parse_swiss_trf(text, "event.trf")
    first = caught.value.errors[0]
    assert (first.file, first.row, first.column) == ("event.trf", 3, column)
    assert what in first.message


def test_all_errors_are_reported_at_once() -> None:
    text = trf(record(1, "A", 2000, "   2 x 1"), record(1, "B", 1900, "   1 b 0"))
    with pytest.raises(InputErrors) as caught:
        parse_swiss_trf(text)
    assert [e.row for e in caught.value.errors] == [3, 4]


def test_inconsistent_opponents_are_located() -> None:
    text = trf(record(1, "A", 2000, "   2 w 1"), record(2, "B", 1900, "   3 b 0"),
               record(3, "C", 1800, "   2 w 1"))  # fmt: skip
    with pytest.raises(InputErrors) as caught:
        parse_swiss_trf(text)
    assert any(e.row == 3 and e.column == 92 for e in caught.value.errors)


def test_results_that_do_not_fit_are_refused() -> None:
    text = trf(record(1, "A", 2000, "   2 w 1"), record(2, "B", 1900, "   1 b 1"))
    with pytest.raises(InputErrors) as caught:
        parse_swiss_trf(text)
    assert caught.value.errors[0].column == 99
