"""The team rulesets, by the name ``olympiad --ruleset`` and the Event sheet take."""

import dataclasses

from olympiad.engine.ruleset import TeamRuleset
from olympiad.fideteam.ruleset import COLOUR_MODELS, SCORINGS
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.olympiad_2022 import OLYMPIAD_2022

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
