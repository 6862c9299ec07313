"""One module per regulation edition; ``TEAM_RULESETS`` maps each name to its ruleset."""

from olympiad.ruleset import TeamRuleset
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.olympiad_2022 import OLYMPIAD_2022

TEAM_RULESETS: dict[str, TeamRuleset] = {
    OLYMPIAD_2012.name: OLYMPIAD_2012,
    OLYMPIAD_2022.name: OLYMPIAD_2022,
}

# Individual Swiss rulesets (FIDE Swiss 1998), by the name ``swiss --system`` takes.
from individual.swiss_ruleset import SwissRuleset  # noqa: E402
from rulesets.caa_british_2009 import CAA_BRITISH_2009  # noqa: E402
from rulesets.fide_swiss_1998 import (  # noqa: E402
    FIDE_SWISS_1998,
    FIDE_SWISS_1998_2010,
    FIDE_SWISS_1998_LITERAL,
)
from rulesets.sca_schools import SCA_SCHOOLS  # noqa: E402

SWISS_RULESETS: dict[str, SwissRuleset] = {
    r.name: r
    for r in (
        FIDE_SWISS_1998,
        FIDE_SWISS_1998_2010,
        FIDE_SWISS_1998_LITERAL,
        CAA_BRITISH_2009,
        SCA_SCHOOLS,
    )
}
