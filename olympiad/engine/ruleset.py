"""What a team ruleset is: the parameters and article table of one regulation edition.

Concrete rulesets live in the top-level ``rulesets`` package, one file per edition.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Literal

from individual.vocabulary.articles import Article
from individual.vocabulary.decision import cite_in


@dataclass(frozen=True)
class TeamRuleset:
    """Parameters of a team pairing regulation.

    ``boards`` players play each match; ``reserves`` more may be registered.
    ``rating_floor`` is the rating given to unrated players (Olympiad art. 7).
    ``ranking_uses_game_points``: art. 10 ranks by MP, GP, pairing number; the
    2022 rules drop GP. ``colour_max_difference`` / ``colour_max_streak``: art. 22.
    ``tiebreaks``: acronyms, in order, for final standings: the edition's own list, in its
    file (``rulesets``; none here: the standings rank by the scores alone).
    ``ranked_by``: the event's own list (``init --tiebreaks``, the Tie-breaks cell, a TRF's
    record 202), ``None`` when it names none: the edition's default holds; empty: no
    tie-break, the places shared (C.07 2.1), as on the individual side.
    ``bye_excludes_late_entries``: a team that entered after round 1 may not have the
    bye (2022 rules, art. 4.2.3). ``citations``: the engine names each rule by its role,
    the 2012 article number (``"30a"``), or a name for a rule 2012 lacks
    (``"late-entry"``); this maps a role to the edition's own article (``"8.3.1"``).
    Roles not listed are cited as they are, so the 2012 text needs no table.
    ``board_prize_min_games``: the games over the board a player needs for a board prize
    (the Olympiad regulations' minimum for board medals; 0: no minimum); the bulletin's
    board prizes page reads it, the pairing does not.
    ``halves_first``: where art. 36 (top half against bottom half) is read as a priority
    over art. 39's order of trials: ``"never"`` (the reading of both texts, art. 40's table;
    docs/interpretations.md), ``"above-median"`` (what the Chennai 2022 program did) or
    ``"every-group"``; an option for replays of other programs, not a rule.
    ``engine``: the pairing system that pairs by these rules (``rulesets.systems``).
    ``tpn_is_team_number``: the pairing number is the team number (C.04.6 1.1.2 leaves its
    assignment to the competition's rules or the Chief Arbiter; this program takes the
    team's number, and 1.1.3 keeps it), not the rating order of arts. 8-9: a corrected
    rating renumbers nothing.
    ``lot_is_initial_colour``: the lot draws an initial-colour (C.04.6 4.1), not the colour
    of board 1 of pairing number 1 (the Olympiad rules' art. 21); how the edges say what the
    lot is (``olympiad.edges.lot``: the refusal, the Lot cell's note, ``init``, ``--lot``).
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
    tiebreaks: tuple[str, ...] = ()
    ranked_by: tuple[str, ...] | None = None
    bye_excludes_late_entries: bool = False
    citations: tuple[tuple[str, str], ...] = ()
    halves_first: Literal["never", "above-median", "every-group"] = "never"
    board_prize_min_games: int = 0
    articles: tuple[Article, ...] = ()
    engine: str = "olympiad"
    tpn_is_team_number: bool = False
    lot_is_initial_colour: bool = False

    @property
    def primary_score(self) -> str:
        """The score the standings rank by before the tie-breaks, as its column: match
        points (art. 14; the 2022 rules' event regulations)."""
        return "MP"

    @property
    def standings_article(self) -> str:
        """The article that ranks by ``primary_score``, then the tie-breaks, as the standings
        cite it (``""``: the edition has none, the event's regulations rank)."""
        cited = self.cite("14")
        return f"Art. {cited}" if cited else ""

    @property
    def system_name(self) -> str:
        """TRF-26 record 192 for this ruleset's own variant (C.04.6's colour model and
        scoring); empty: the code its name has (``rulesets.trf_codes``)."""
        return ""

    @property
    def default_tiebreaks(self) -> tuple[str, ...]:
        """The edition's list, when the event names none: ``tiebreaks``."""
        return self.tiebreaks

    @property
    def standing_tiebreaks(self) -> tuple[str, ...]:
        """The tie-breaks the standings rank by after ``primary_score``: the event's
        (``ranked_by``; empty: none), else the edition's default."""
        return self.default_tiebreaks if self.ranked_by is None else self.ranked_by

    @cached_property
    def _citation_table(self) -> dict[str, str]:
        return dict(self.citations)

    def cite(self, role: str) -> str:
        """The edition's article for a rule the engine names by its 2012 number (role);
        a qualified role (``"16b/bye"``) falls back to its article (``"16b"``)."""
        return cite_in(self._citation_table, role)

    def article(self, number: str) -> Article:
        for article in self.articles:
            if article.number == number:
                return article
        raise KeyError(number)
