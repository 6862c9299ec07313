"""The FIDE Rating Regulations' arithmetic a bulletin shows (FIDE Handbook B.02, effective
1 March 2024): the table of rating differences ``dp`` (8.1.1), the table of scoring
probabilities ``PD`` (8.1.2), the performance rating ``Rp = Ra + dp`` and the rating
change ``K x sum(score - PD)`` with the development coefficient K (8.3).

One table of ``dp`` for both sides: the TPR tie-break (``individual.standings.c07.ratings``)
and the team bulletin's performance and board prizes (``olympiad.standings.players``)
read it here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.vocabulary.result import HALF, nearest_whole

DP = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
      149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309,
      322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800)  # fmt: skip
"""Table 8.1.1: ``DP[i]`` is dp for a fractional score of ``.50 + i/100`` (its negative for
``.50 - i/100``); 1.00 gives 800 and 0.00 gives -800."""
PD_BANDS = (3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137,
            145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290,
            302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735)  # fmt: skip
"""Table 8.1.2: the higher-rated player's PD is ``.50 + i/100`` for a rating difference up
to ``PD_BANDS[i]`` (0-3: .50, 4-10: .51, ... 620-735: .99; more: 1.00); the lower-rated
player's is one minus that."""
RATING_CAP = 400
"""8.3.1: a difference of more than 400 points counts as 400."""
K_CAP = 700
"""8.3.3: K times the games of the period may not exceed 700."""


def rating_difference(p: Fraction) -> int:
    """Table 8.1.1: dp for the fractional score ``p`` rounded to hundredths, the table's
    precision, .5 up as C.07 rounds (10.1, 10.4, 10.5): 3/8 = .375 reads .38 (dp -87),
    5/8 = .625 reads .63 (95)."""
    hundredths = nearest_whole(p * 100) - 50
    dp = DP[abs(hundredths)]
    return dp if hundredths >= 0 else -dp


def average_rating(ratings: Sequence[int]) -> int:
    """Ra: the opponents' average rating, rounded to a whole number (.5 up)."""
    return nearest_whole(Fraction(sum(ratings), len(ratings)))


def performance_rating(ratings: Sequence[int], score: Fraction) -> int | None:
    """Rp = Ra + dp: ``ratings`` of the opponents met over the board, ``score`` the points
    scored against them; ``None`` without a game."""
    if not ratings:
        return None
    return average_rating(ratings) + rating_difference(score / len(ratings))


def expected_score(own: int, other: int, cap: int = RATING_CAP) -> Fraction:
    """Table 8.1.2: the player's PD against ``other``, the difference capped at ``cap``
    (400 for a rating change, 8.3.1; C.07's perfect performance caps none)."""
    difference = min(abs(own - other), cap)
    band = next((i for i, top in enumerate(PD_BANDS) if difference <= top), len(PD_BANDS))
    higher = HALF + Fraction(band, 100)
    return higher if own >= other else 1 - higher


@dataclass(frozen=True)
class Coefficient:
    """K as the player's record implies it, and why (8.3.3)."""

    value: int
    reason: str


def development_coefficient(rating: int, title: str, games: int) -> Coefficient:
    """8.3.3: K = 10 once the published rating has reached 2400 (a rating of 2400 or more,
    or the GM or IM title, which needs it), else 20; K x n may not exceed 700. K = 40 (a
    player new to the list, a junior under 2300) needs the games and age the record does
    not hold: the reason says so."""
    if rating >= 2400:
        value, why = 10, "rated 2400 or more"
    elif title.upper() in ("GM", "IM"):
        value, why = 10, f"{title.upper()}: the title needs a rating of 2400"
    else:
        value, why = 20, "rated under 2400; K 40 for a new player or a junior is not known here"
    if games and value * games > K_CAP:
        value, why = K_CAP // games, f"{why}; K x {games} games capped at 700"
    return Coefficient(value, why)


@dataclass(frozen=True)
class RatingChange:
    """8.3: the rating change over ``games`` games against rated opponents: the score, the
    expected score (the sum of PD), K and the change rounded (8.3.4)."""

    games: int
    score: Fraction
    expected: Fraction
    k: int
    reason: str

    @property
    def change(self) -> int:
        return nearest_whole((self.score - self.expected) * self.k)


def rating_change(
    rating: int | None, title: str, games: Sequence[tuple[int | None, Fraction]]
) -> RatingChange | None:
    """8.3 for a rated player: ``games`` are (opponent's rating, points scored) of games
    played over the board; games against unrated opponents do not count. ``None`` for an
    unrated player."""
    if not rating:
        return None
    rated = [(other, score) for other, score in games if other]
    expected = sum((expected_score(rating, other) for other, _ in rated), Fraction(0))
    score = sum((score for _, score in rated), Fraction(0))
    k = development_coefficient(rating, title, len(rated))
    return RatingChange(len(rated), score, expected, k.value, k.reason)
