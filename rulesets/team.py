"""The team rulesets, by the name ``olympiad --system`` (``--ruleset``) and the Event sheet take."""

import dataclasses

from olympiad.engine.ruleset import TeamRuleset
from olympiad.fideteam.ruleset import COLOUR_MODELS, SCORINGS, parse_system
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.olympiad_2022 import OLYMPIAD_2022
from rulesets.trf_codes import named_by, trf_system

TEAM_RULESETS: dict[str, TeamRuleset] = {
    OLYMPIAD_2012.name: OLYMPIAD_2012,
    OLYMPIAD_2022.name: OLYMPIAD_2022,
    FIDE_TEAM_2026.name: FIDE_TEAM_2026,
}


def resolve_team_ruleset(text: str) -> TeamRuleset | None:
    """The ruleset an Event sheet's Ruleset cell names: a name of ``TEAM_RULESETS``; for
    ``fide-team-2026`` optionally its colour model and scoring after it, in any order
    (``fide-team-2026 typeb gp-mp``, C.04.6 1.7 and 1.2). ``None`` for anything else."""
    words = text.split()
    ruleset = TEAM_RULESETS.get(words[0]) if words else None
    options = words[1:]
    if ruleset is None or (options and ruleset is not FIDE_TEAM_2026):
        return None
    for option in options:
        if option in COLOUR_MODELS:
            ruleset = dataclasses.replace(ruleset, colours=option)  # type: ignore[call-arg]
        elif option in SCORINGS:
            ruleset = dataclasses.replace(ruleset, scoring=option)  # type: ignore[call-arg]
        else:
            return None
    return ruleset


def system_code(ruleset: TeamRuleset) -> str:
    """TRF-2026 record 192 for ``ruleset`` (``rulesets.trf_codes``; C.04.6 with its
    variant, ``FIDE_TEAM_TYPEB_GP_MP``); empty for a ruleset without one."""
    if ruleset.system_name:
        return ruleset.system_name
    line = trf_system(ruleset.name)
    return line.code if line else ""


def named_ruleset(system: str) -> str | None:
    """The Ruleset cell's text for the team ruleset record 192 (``system``) names
    (``olympiad-2022``; ``fide-team-2026 typeb gp-mp`` for ``FIDE_TEAM_TYPEB_GP_MP``);
    ``None`` for a code of no team ruleset here, or none."""
    line = named_by(system)
    if line is None or not line.team:
        return None
    if line.ruleset != FIDE_TEAM_2026.name:
        return line.ruleset
    variant = parse_system(system)
    return f"{line.ruleset} {variant[0]} {variant[1]}" if variant else None


def trf_ruleset(read: TeamRuleset, system: str, name: str | None = None) -> TeamRuleset:
    """The ruleset a team TRF is handled by: ``name`` (as the Ruleset cell takes it), else
    the one its record 192 (``system``) names (``named_ruleset``), else the file's own
    (``read``); the file's boards and match points are kept. ``None`` never: an unknown
    ``name`` raises ``KeyError``."""
    text = name or named_ruleset(system)
    chosen = resolve_team_ruleset(text) if text else None
    if text and chosen is None:
        raise KeyError(text)
    if chosen is None or chosen == read:
        return read
    return dataclasses.replace(
        chosen,
        boards=read.boards,
        match_points_win=read.match_points_win,
        match_points_draw=read.match_points_draw,
        bye_match_points=read.bye_match_points,
    )
