"""What a file says beyond the games, for the British systems: clubs, schools, identified
top players, the players due a pre-arranged bye later, and each system's options. The TRF
extension records (``individual.edges.trf.british``) and the event workbook's sheets
(``individual.edges.workbook``) both give this one value; each system takes its own input
from it (``caa_input``, ``schools_input``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from individual.british.caa2009 import CaaInput, CaaOptions
from individual.british.schools import SchoolsInput, SchoolsOptions


@dataclass(frozen=True)
class BritishExtras:
    """Clubs (CAA rule 35, Schools rule 27) and schools (Schools rules 2a, 7) by start
    number, top players (Schools rule 3), pre-arranged byes after this round (CAA rule 6,
    Schools rule 4), the CAA options and the Schools options."""

    clubs: Mapping[int, str] = field(default_factory=dict)
    schools: Mapping[int, str] = field(default_factory=dict)
    top: frozenset[int] = frozenset()
    future_byes: frozenset[int] = frozenset()
    options: CaaOptions = field(default_factory=CaaOptions)
    schools_options: SchoolsOptions = field(default_factory=SchoolsOptions)

    def caa_input(self) -> CaaInput:
        return CaaInput(self.clubs, self.future_byes, self.options)

    def schools_input(self) -> SchoolsInput:
        return SchoolsInput(
            self.schools, self.top, self.clubs, self.future_byes, self.schools_options
        )
