"""The C.04.6 ruleset value: a ``TeamRuleset`` with the colour model and the scoring variant.

The edition itself (its article table) is ``rulesets.fide_team_2026``; TRF-26 names the
system in record 192 (``FIDE_TEAM_TYPEA_MP_GP``), ``system_name`` and ``parse_system`` read
and write that name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from olympiad.engine.ruleset import TeamRuleset

ColourModel = Literal["typea", "typeb", "nocolor"]
Scoring = Literal["mp-gp", "gp-mp", "mp", "gp"]
COLOUR_MODELS: tuple[str, ...] = get_args(ColourModel)
SCORINGS: tuple[str, ...] = get_args(Scoring)
_TRF_COLOURS = {"typea": "TYPEA_", "typeb": "TYPEB_", "nocolor": ""}


@dataclass(frozen=True)
class FideTeamRuleset(TeamRuleset):
    """C.04.6: ``colours`` is the colour-preference model of 1.7 (type A, type B, none);
    ``scoring`` the primary score of 1.2.1 and, after it, the secondary score that 4.2.2
    uses for colour allocation (``mp``/``gp`` alone: no secondary score)."""

    engine: str = "fide-team-2026"
    tpn_is_team_number: bool = True  # 1.1: the team's number, kept (TeamRuleset)
    lot_is_initial_colour: bool = True  # 4.1 (TeamRuleset)
    colours: ColourModel = "typea"
    scoring: Scoring = "mp-gp"
    tiebreaks_by_primary: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """The default tie-breaks (C.07) by primary score, ``(("MP", (...)), ("GP", (...)))``;
    ``tiebreaks``, when the ruleset names them, come instead (the event's own list is
    ``ranked_by``)."""

    @property
    def primary_is_game_points(self) -> bool:
        """1.2.1: game points are the (primary) score."""
        return self.scoring.startswith("gp")

    @property
    def uses_secondary(self) -> bool:
        """1.2.1, 4.2.2: the other score decides the first-team after the primary one."""
        return "-" in self.scoring

    @property
    def primary_score(self) -> str:
        """1.2.1: the primary score (``GP`` for ``gp-mp`` and ``gp``). The standings rank by
        it, then by the tie-breaks in the list's order (C.07 4.2): the secondary score's one
        use is colour allocation (4.2.2); ranked by, it is the tie-break MPvGP (C.07 13.1),
        where the list puts it."""
        return "GP" if self.primary_is_game_points else "MP"

    @property
    def standings_article(self) -> str:
        return "C.04.6 1.2.1, C.07 4.2"

    @property
    def default_tiebreaks(self) -> tuple[str, ...]:
        """``tiebreaks``, else the edition's default for the primary score."""
        if self.tiebreaks:
            return self.tiebreaks
        return dict(self.tiebreaks_by_primary).get(self.primary_score, ())

    @property
    def system_name(self) -> str:
        """TRF-26 record 192: ``FIDE_TEAM_TYPEA_MP_GP`` and its variants."""
        return "FIDE_TEAM_" + _TRF_COLOURS[self.colours] + self.scoring.upper().replace("-", "_")


def parse_system(code: str) -> tuple[ColourModel, Scoring] | None:
    """The colour model and scoring of a TRF-26 record 192 code of the team system
    (``FIDE_TEAM`` alone is ``FIDE_TEAM_TYPEA_MP_GP``); ``None`` for any other system."""
    words = code.strip().upper().split("_")
    if words[:2] != ["FIDE", "TEAM"]:
        return None
    rest = words[2:]
    if not rest:
        return "typea", "mp-gp"
    colours: ColourModel = "nocolor"
    if rest[0] in ("TYPEA", "TYPEB"):
        colours = "typea" if rest[0] == "TYPEA" else "typeb"
        rest = rest[1:]
    scoring = "-".join(rest).lower()
    for known in get_args(Scoring):
        if scoring == known:
            return colours, known
    return None
