"""FIDE Rating Regulations (effective 1 March 2024): the dp table (8.1.1), the PD table
(8.1.2), the performance rating and the rating change with K (8.3), on cases computed by
hand from the tables (each case spells the arithmetic)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from individual.standings.rating import (
    DP,
    development_coefficient,
    expected_score,
    performance_rating,
    rating_change,
    rating_difference,
)
from individual.vocabulary.result import nearest_whole


def test_the_dp_table_is_the_one_the_tpr_tie_break_reads() -> None:
    from individual.standings.c07 import ratings

    assert not hasattr(ratings, "_DP")  # one table, in individual.standings.rating
    assert len(DP) == 51 and DP[0] == 0 and DP[50] == 800


@pytest.mark.parametrize(
    ("score", "games", "dp"),
    [
        (Fraction(1, 2), 1, 0),
        (Fraction(6), 9, 125),  # p = .67 (0.6667 rounded) -> 125
        (Fraction(3), 9, -125),  # p = .33 -> -125
        (Fraction(7), 8, 336),  # p = .875 -> .88 -> 336
        (Fraction(1), 8, -322),  # p = .125 -> .13 (.5 rounded up, as C.07 10.1 rounds) -> -322
        (Fraction(3), 8, -87),  # p = .375 -> .38 -> -87 (not .37, -95)
        (Fraction(5), 8, 95),  # p = .625 -> .63 -> 95
        (Fraction(3, 2), 4, -87),  # 1.5 of 4 = .375 -> .38 -> -87
        (Fraction(9), 9, 800),  # 1.00 -> 800
        (Fraction(0), 9, -800),
        (Fraction(11, 2), 11, 0),
        (Fraction(15, 2), 11, 133),  # 7.5/11 = .6818 -> .68 -> 133
    ],
)
def test_rating_difference_from_table_8_1_1(score: Fraction, games: int, dp: int) -> None:
    assert rating_difference(score / games) == dp


def test_performance_rating_by_hand() -> None:
    # 2600, 2500, 2400, 2300: Ra = 2450; 3 of 4 = .75 -> dp 193; Rp = 2643
    assert performance_rating([2600, 2500, 2400, 2300], Fraction(3)) == 2643
    # 2451, 2450: Ra = 2450.5 -> 2451 (rounded half up); 1/2 -> dp 0
    assert performance_rating([2451, 2450], Fraction(1)) == 2451
    # 1800, 1700, 1650: Ra = 1716.67 -> 1717; 0.5/3 = .1667 -> .17 -> -273; Rp = 1444
    assert performance_rating([1800, 1700, 1650], Fraction(1, 2)) == 1444
    assert performance_rating([], Fraction(0)) is None


@pytest.mark.parametrize(
    ("own", "other", "pd"),
    [
        (2000, 2000, "0.50"),
        (2003, 2000, "0.50"),  # 0-3
        (2004, 2000, "0.51"),  # 4-10
        (2100, 2000, "0.64"),  # 99-106
        (2000, 2100, "0.36"),  # the lower-rated player: 1 - .64
        (2345, 2000, "0.89"),  # 345-357
        (2400, 2000, "0.92"),  # 392-411
        (2800, 2000, "0.92"),  # 8.3.1: more than 400 counts as 400
        (1500, 2200, "0.08"),
    ],
)
def test_expected_score_from_table_8_1_2(own: int, other: int, pd: str) -> None:
    assert expected_score(own, other) == Fraction(pd)


def test_k_the_record_implies() -> None:
    assert development_coefficient(2450, "", 9).value == 10  # rated 2400 or more
    assert development_coefficient(2380, "IM", 9).value == 10  # the title needed 2400
    assert development_coefficient(2380, "FM", 9).value == 20
    assert development_coefficient(1900, "", 9).value == 20
    assert development_coefficient(1900, "", 40).value == 17  # K x n <= 700: 700 // 40
    assert "40" in development_coefficient(1900, "", 9).reason  # says what it cannot know


def test_rating_change_by_hand() -> None:
    # 2000 (K 20) beats 2100 (PD .36), draws 2000 (.50), loses to 1900 (.64):
    # sum(score - PD) = (1 - .36) + (.5 - .5) + (0 - .64) = 0 -> 0
    change = rating_change(
        2000, "", [(2100, Fraction(1)), (2000, Fraction(1, 2)), (1900, Fraction(0))]
    )
    assert change is not None and change.change == 0 and change.k == 20
    # 2000 beats 2100 and 2200 (PD .36, .24): (0.64 + 0.76) x 20 = 28
    change = rating_change(2000, "", [(2100, Fraction(1)), (2200, Fraction(1))])
    assert change is not None and change.expected == Fraction("0.60") and change.change == 28
    # 2500 (K 10) draws 2500, loses to 2450 (PD .57): (0 + -.57) x 10 = -5.7 -> -6
    change = rating_change(2500, "GM", [(2500, Fraction(1, 2)), (2450, Fraction(0))])
    assert change is not None and change.change == -6 and change.k == 10
    # 0.5 away from zero: 2000 draws 2004 (PD .49, +0.01) and ... x 20 = 0.2 -> 0
    change = rating_change(2000, "", [(2004, Fraction(1, 2))])
    assert change is not None and change.change == 0
    assert rating_change(None, "", [(2000, Fraction(1))]) is None  # unrated: no change
    assert nearest_whole(Fraction(-5, 2)) == -3 and nearest_whole(Fraction(5, 2)) == 3
