"""What a team ruleset is: the parameters and article table of one regulation edition.

Concrete rulesets live in the top-level ``rulesets`` package, one file per edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Status(Enum):
    IMPLEMENTED = "implemented"
    NOT_APPLICABLE = "not applicable"
    NOT_IMPLEMENTED = "not implemented"


@dataclass(frozen=True)
class Article:
    """One article of the regulation and how this program treats it."""

    number: str
    title: str
    status: Status
    where: str = ""
    note: str = ""


@dataclass(frozen=True)
class TeamRuleset:
    """Parameters of a team pairing regulation.

    ``boards`` players play each match; ``reserves`` more may be registered.
    ``rating_floor`` is the rating given to unrated players (Olympiad art. 7).
    ``ranking_uses_game_points``: art. 10 ranks by MP, GP, pairing number; the
    2022 rules drop GP. ``colour_max_difference`` / ``colour_max_streak``: art. 22.
    ``tiebreaks``: acronyms, in order, for final standings.
    """

    name: str
    title: str
    boards: int = 4
    reserves: int = 1
    rating_floor: int = 1400
    match_points_win: int = 2
    match_points_draw: int = 1
    bye_match_points: int = 1
    ranking_uses_game_points: bool = True
    colour_max_difference: int = 2
    colour_max_streak: int = 2
    tiebreaks: tuple[str, ...] = ("SB-OLY", "GP", "OMP-CUT1")
    articles: tuple[Article, ...] = ()

    def article(self, number: str) -> Article:
        for article in self.articles:
            if article.number == number:
                return article
        raise KeyError(number)
