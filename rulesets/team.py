"""The team rulesets, by the name ``olympiad --ruleset`` and the Event sheet take."""

from olympiad.engine.ruleset import TeamRuleset
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.olympiad_2022 import OLYMPIAD_2022

TEAM_RULESETS: dict[str, TeamRuleset] = {
    OLYMPIAD_2012.name: OLYMPIAD_2012,
    OLYMPIAD_2022.name: OLYMPIAD_2022,
    FIDE_TEAM_2026.name: FIDE_TEAM_2026,
}
