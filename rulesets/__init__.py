"""One module per regulation edition; ``TEAM_RULESETS`` maps each name to its ruleset."""

from olympiad.ruleset import TeamRuleset
from rulesets.olympiad_2012 import OLYMPIAD_2012

TEAM_RULESETS: dict[str, TeamRuleset] = {OLYMPIAD_2012.name: OLYMPIAD_2012}
