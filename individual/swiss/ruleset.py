"""What an individual Swiss ruleset is: the options of one regulation edition and its
article table. Concrete rulesets live in the top-level ``rulesets`` package."""

from __future__ import annotations

from dataclasses import dataclass

from individual.vocabulary.articles import Article


@dataclass(frozen=True)
class SwissRuleset:
    """Options of an individual Swiss regulation.

    ``bracket_criteria``: what C.6 asks of a bracket's pairing: ``"B1-B6"`` (the 2010
    reading, which the worked example follows: colours and floats count) or ``"B1-B2"``
    (the 1998 wording: only the absolute criteria). ``bye_rule``: ``"1998"`` (A.5: the
    player the lowest bracket leaves over) or ``"2010"`` (the lowest-ranked player who
    equalises the colours in the bottom score group). ``stage_budget``: candidate checks
    one stage of a bracket may spend before the next stage (C.9-C.14) is tried.
    ``engine``: which pairing engine the system runs on (``"fide-1998"``, ``"caa-2009"``,
    ``"sca"``). ``tiebreaks``: the default tie-break list of an event under these rules
    (its items as FIDE writes them; empty: none, players equal on points share their
    place), used when the organiser names none; ``tiebreaks_source``: the article it comes
    from, or why it is this program's choice (docs/interpretations.md, "Default
    tie-breaks per system").
    """

    name: str
    title: str
    bracket_criteria: str = "B1-B6"
    bye_rule: str = "1998"
    stage_budget: int = 20_000
    engine: str = "fide-1998"
    articles: tuple[Article, ...] = ()
    tiebreaks: tuple[str, ...] = ()
    tiebreaks_source: str = ""

    @property
    def relative_criteria(self) -> bool:
        return self.bracket_criteria == "B1-B6"

    def article(self, number: str) -> Article:
        for article in self.articles:
            if article.number == number:
                return article
        raise KeyError(number)
