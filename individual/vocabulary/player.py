"""Players as immutable values."""

from __future__ import annotations

from dataclasses import dataclass

HIGHEST_RATING = 3500
"""The highest rating any reader takes (issue 31: ratings outside 0-3500 are refused); above
every FIDE rating ever published, so a larger one is a typing slip."""


@dataclass(frozen=True)
class Player:
    """A registered player. ``rating`` is ``None`` for an unrated player."""

    name: str
    rating: int | None = None
    title: str = ""
    fide_id: str = ""
    federation: str = ""

    def rating_or(self, floor: int) -> int:
        """The FIDE rating, or the rating floor for an unrated player (Olympiad art. 7)."""
        return self.rating if self.rating is not None and self.rating > 0 else floor
