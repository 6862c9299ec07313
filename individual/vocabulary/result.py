"""Game scores and points, exact (Fraction), never float."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal
from enum import Enum
from fractions import Fraction

HALF = Fraction(1, 2)


class GameScore(Enum):
    """The outcome of one game from the point of view of the first-named side.

    ``UNFINISHED`` is a game not yet finished; it counts as a draw for pairing
    (Olympiad art. 13, FIDE Swiss 1998 F.9) and as nothing for the score.
    """

    WIN = "1-0"
    DRAW = "½-½"
    LOSS = "0-1"
    FORFEIT_WIN = "+/-"
    FORFEIT_LOSS = "-/+"
    DOUBLE_FORFEIT = "-/-"
    UNFINISHED = "*"

    @property
    def is_played(self) -> bool:
        """A game actually played over the board (unfinished counts as played)."""
        return self in (GameScore.WIN, GameScore.DRAW, GameScore.LOSS, GameScore.UNFINISHED)

    @property
    def reversed(self) -> GameScore:
        """The same game seen from the other side."""
        return _REVERSED[self]

    def points(self, for_pairing: bool = False) -> tuple[Fraction, Fraction]:
        """Points of the first and second side; unfinished is ½-½ only ``for_pairing``."""
        first, second = self.half_points(for_pairing)
        return Fraction(first, 2), Fraction(second, 2)

    def half_points(self, for_pairing: bool = False) -> tuple[int, int]:
        """Points of both sides counted in half-points (integers, for fast sums)."""
        if self is GameScore.UNFINISHED:
            return (1, 1) if for_pairing else (0, 0)
        return _HALF_POINTS[self]

    @classmethod
    def parse(cls, text: str) -> GameScore:
        """Read a result as arbiters write it: ``1-0``, ``½-½``, ``=``, ``0.5-0.5``, ``+/-`` ..."""
        key = text.strip().replace(" ", "").replace("–", "-").replace(":", "-")
        try:
            return _SPELLINGS[key]
        except KeyError:
            raise ValueError(f"unknown result {text!r}") from None


_HALF_POINTS = {
    GameScore.WIN: (2, 0),
    GameScore.DRAW: (1, 1),
    GameScore.LOSS: (0, 2),
    GameScore.FORFEIT_WIN: (2, 0),
    GameScore.FORFEIT_LOSS: (0, 2),
    GameScore.DOUBLE_FORFEIT: (0, 0),
}
_REVERSED = {
    GameScore.WIN: GameScore.LOSS,
    GameScore.LOSS: GameScore.WIN,
    GameScore.DRAW: GameScore.DRAW,
    GameScore.FORFEIT_WIN: GameScore.FORFEIT_LOSS,
    GameScore.FORFEIT_LOSS: GameScore.FORFEIT_WIN,
    GameScore.DOUBLE_FORFEIT: GameScore.DOUBLE_FORFEIT,
    GameScore.UNFINISHED: GameScore.UNFINISHED,
}
_SPELLINGS = {
    "1-0": GameScore.WIN,
    "0-1": GameScore.LOSS,
    "½-½": GameScore.DRAW,
    "1/2-1/2": GameScore.DRAW,
    "0.5-0.5": GameScore.DRAW,
    "0,5-0,5": GameScore.DRAW,
    "=": GameScore.DRAW,
    "+/-": GameScore.FORFEIT_WIN,
    "+-": GameScore.FORFEIT_WIN,
    "-/+": GameScore.FORFEIT_LOSS,
    "-+": GameScore.FORFEIT_LOSS,
    "-/-": GameScore.DOUBLE_FORFEIT,
    "--": GameScore.DOUBLE_FORFEIT,
    "*": GameScore.UNFINISHED,
}


def format_points(points: Fraction | int, places: int | None = None) -> str:
    """Points as printed, the one spelling of both sides: as arbiters write them, ``2½``,
    ``½``, ``3``, ``-1½``; other fractions (tie-break values) ``1/3``. With ``places``
    every value in that many decimals (``0.33``, ``3.50``, ``3.00``), as a column with a
    value that is neither whole nor half prints them all (``column_format``)."""
    points = Fraction(points)
    if places is not None:
        return str(rounded(points, places))
    sign = "-" if points < 0 else ""
    points = abs(points)
    whole, rest = divmod(points, 1)
    if rest == 0:
        return f"{sign}{whole}"
    if rest == HALF:
        return f"{sign}{whole or ''}½"
    return f"{sign}{points}"


def nearest_whole(value: Fraction | int) -> int:
    """``value`` to the nearest whole number, .5 away from zero (``2400.5`` -> ``2401``,
    ``-7.5`` -> ``-8``): the one rounding of every figure the program shows or ranks by,
    as C.07 rounds (10.1: "0.5 rounded up") and the Rating Regulations (8.3.4); exact, and
    not Python's ``round``, which rounds a half to even (``2400.5`` -> ``2400``)."""
    whole = int(abs(Fraction(value)) + HALF)
    return whole if value >= 0 else -whole


def rounded(value: Fraction | int, places: int) -> Decimal:
    """``value`` to ``places`` decimals by ``nearest_whole`` (``8.125`` -> ``8.13``), as
    FIDE's checker writes its values: exact, no float (whose ``8.125`` prints ``8.12``)."""
    return Decimal(nearest_whole(Fraction(value) * 10**places)).scaleb(-places)


def column_format(values: Iterable[Fraction | int]) -> Callable[[Fraction | int], str]:
    """One spelling for a column of points or tie-break values, on every page and table:
    ``format_points`` (``8½``) while every value is whole or half, else two decimals for
    each (``8.50``, ``11.75``, ``3.00``), never ``11.75`` beside ``8½``."""
    if all((Fraction(v) * 2).denominator == 1 for v in values):
        return format_points
    return lambda value: format_points(value, 2)


def decimal_points(points: Fraction, *, tenths: bool = False) -> str:
    """Points in decimals, where a format wants them: the exact decimal when there is one
    (``24.5``, ``3``, ``0.25``), else the fraction (``1/3``); with ``tenths`` the TRF's
    format ``11.5`` (``3.0``, half-points only, ``ValueError`` otherwise)."""
    if tenths:
        halves = points * 2
        if halves.denominator != 1:
            raise ValueError(f"{points} is not a whole number of half-points")
        sign, half = ("-", -int(halves)) if halves < 0 else ("", int(halves))
        return f"{sign}{half // 2}.{5 if half % 2 else 0}"
    exact = exact_decimal(points)
    return str(points) if exact is None else format(exact.normalize(), "f")


def exact_decimal(value: Fraction | int) -> Decimal | None:
    """``value`` as a decimal when it has an exact one, its denominator of twos and fives
    alone (``Fraction(1, 8)`` -> ``0.125``), else ``None`` (``1/3``, ``2/3``: not the
    28-digit ``0.6666666666666666666666666667``)."""
    value = Fraction(value)
    rest, places = value.denominator, 0
    for factor in (2, 5):
        count = 0
        while rest % factor == 0:
            rest, count = rest // factor, count + 1
        places = max(places, count)
    if rest != 1:
        return None
    return Decimal(f"{value.numerator * 10**places // value.denominator}E-{places}")
