"""The individual systems, by the name ``swiss --system`` and the Event sheet take."""

from individual.swiss.ruleset import SwissRuleset
from rulesets.caa_british_2009 import CAA_BRITISH_2009
from rulesets.fide_dutch_2026 import FIDE_DUTCH_2026
from rulesets.fide_swiss_1998 import (
    FIDE_SWISS_1998,
    FIDE_SWISS_1998_2010,
    FIDE_SWISS_1998_LITERAL,
)
from rulesets.sca_schools import SCA_SCHOOLS

SWISS_RULESETS: dict[str, SwissRuleset] = {
    r.name: r
    for r in (
        FIDE_DUTCH_2026,
        FIDE_SWISS_1998,
        FIDE_SWISS_1998_2010,
        FIDE_SWISS_1998_LITERAL,
        CAA_BRITISH_2009,
        SCA_SCHOOLS,
    )
}
