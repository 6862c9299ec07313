"""Colours, colour history, colour difference and colour preference.

Shared by both engines: the team engine applies these to board-1 colours
(Olympiad arts. 22-28), the individual engine to each player's games
(FIDE Swiss 1998, A.7).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum


class Colour(Enum):
    """A colour on the board."""

    WHITE = "w"
    BLACK = "b"

    @property
    def opposite(self) -> Colour:
        return Colour.BLACK if self is Colour.WHITE else Colour.WHITE

    def __repr__(self) -> str:
        return f"Colour.{self.name}"

    @classmethod
    def parse(cls, word: str, *spellings: tuple[str, str]) -> Colour | None:
        """The colour ``word`` names in one of ``spellings`` (white's, black's; any case):
        by default ``WORDS``, as the command lines and workbooks spell the lot; ``None``
        for anything else."""
        folded = word.strip().casefold()
        for white, black in spellings or (WORDS,):
            if folded in (white, black):
                return cls.WHITE if folded == white else cls.BLACK
        return None

    def spelled(self, spelling: tuple[str, str] | None = None) -> str:
        """The colour in ``spelling`` (white's, black's), by default ``WORDS``."""
        white, black = spelling or WORDS
        return white if self is Colour.WHITE else black


WORDS = ("white", "black")  # the lot on the command lines and in the workbooks
XXC = ("white1", "black1")  # JaVaFo's record XXC: the colour of pairing number 1 in round 1
R152 = ("w", "b")  # TRF-26 record 152, initial colour
UNSTATED_IN_TRF = "no XXC or 152"  # a TRF that states no lot, as ``read_back_note`` says it


def lot_cell(text: str) -> tuple[Colour | None, str]:
    """The Lot cell as both workbooks read it: the colour it names (``Colour.parse``: white
    or black, any case; empty: none, read back from round 1 once a round is paired) and
    what they say of anything else (empty: nothing wrong)."""
    lot = Colour.parse(text)
    found = text.strip()
    return lot, f"expected white, black or empty; found {found!r}" if found and not lot else ""


def read_back_note(lot: Colour, where: str = "", how: str = "") -> str:
    """The one sentence of every command of both sides for a lot the file does not state
    (``where``: ``'Event'!B4 empty``, ``no XXC or 152``) that round 1 shows (``how``: by
    which board, when the system says it)."""
    given = f"no lot given ({where})" if where else "no lot given"
    return f"{given}; read back from round 1: {lot.spelled()}" + (f" ({how})" if how else "")


def lot_not_changed(lot: Colour, how: str = "") -> str:
    """The one sentence of every refusal of another lot than round 1's, both sides, both
    file kinds (``--lot``, a Lot cell changed since round 1): round 1 was paired under
    ``lot`` (``how``: where that is read, said after it)."""
    return (
        f"round 1 was paired under the lot {lot.name.lower()}{how}; the lot of a paired round "
        "is not changed"
    )


class Preference(Enum):
    """Strength of a colour preference (FIDE Swiss 1998, A.7)."""

    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


def colour_difference(history: Sequence[Colour]) -> int:
    """Number of whites minus number of blacks in the played games."""
    return sum(1 if c is Colour.WHITE else -1 for c in history)


def streak(history: Sequence[Colour]) -> tuple[Colour | None, int]:
    """The colour of the last game and how many games in a row ended with it."""
    if not history:
        return None, 0
    last = history[-1]
    count = 0
    for colour in reversed(history):
        if colour is not last:
            break
        count += 1
    return last, count


def breaks_limits(
    history: Sequence[Colour], colour: Colour, max_difference: int, max_streak: int
) -> bool:
    """Would receiving ``colour`` push the difference or the streak past its limit?

    With ``max_difference=2, max_streak=2`` this is Olympiad art. 22 a) and b).
    """
    if abs(colour_difference(history) + (1 if colour is Colour.WHITE else -1)) > max_difference:
        return True
    last, count = streak(history)
    return last is colour and count + 1 > max_streak


def preference(history: Sequence[Colour]) -> tuple[Colour | None, Preference]:
    """The colour a history asks for next and how strongly (FIDE Swiss 1998, A.7).

    Absolute: difference below -1 or above +1, or the same colour in the last two
    games; strong: difference -1 or +1; mild: difference 0, alternate from the last game.
    """
    difference = colour_difference(history)
    last, count = streak(history)
    if last is None:
        return None, Preference.NONE
    if difference < -1:
        return Colour.WHITE, Preference.ABSOLUTE
    if difference > 1:
        return Colour.BLACK, Preference.ABSOLUTE
    if count >= 2:
        return last.opposite, Preference.ABSOLUTE
    if difference != 0:
        return (Colour.WHITE if difference < 0 else Colour.BLACK), Preference.STRONG
    return last.opposite, Preference.MILD
