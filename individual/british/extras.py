"""What a file says beyond the games, for the British systems: clubs, schools, identified
top players, the players due a pre-arranged bye later, and each system's options. The TRF
extension records (``individual.edges.trf.british``) and the event workbook's sheets
(``individual.edges.workbook``) both give this one value; each system takes its own input
from it (``caa_input``, ``schools_input``). Values only, so that reading a file loads no
engine and no solver: the engines (``caa2009``, ``schools``) take them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from individual.british.objectives import DEFAULT, ORDERS
from individual.british.roles import player_list


@dataclass(frozen=True)
class CaaOptions:
    """Rule 28 ``long_event``: upfloaters searched from the mid-line to the top; rule 29
    ``large_event``: downfloaters searched from the bottom to the mid-line; rule 35
    ``clubs_until``: club-mates avoided up to this round (1: round 1 only); rule 37
    ``half_byes_round2``; rule 39 ``defaults``: avoid repeating a defaulted pairing; rule 30
    ``random_seed``: random pairings drawn with this seed (``None``: graded pairings); rule 40
    ``colour_three_from``: from this round on, players not in contention avoid a colour
    difference of 3 before rule 9 (``None``: never); ``float_order``: the reading of rules
    20 and 24 that orders the level objectives (``objectives.ORDERS``: ``guide``, the CAA
    guide's worked answer, the default, or ``rule24``, rule 24 as worded)."""

    long_event: bool = False
    large_event: bool = False
    clubs_until: int = 1
    half_byes_round2: bool = True
    defaults: bool = True
    random_seed: int | None = None
    colour_three_from: int | None = None
    float_order: str = DEFAULT.name

    def __post_init__(self) -> None:
        if self.float_order not in ORDERS:
            raise ValueError(f"float order {self.float_order!r}: one of {', '.join(ORDERS)}")


@dataclass(frozen=True)
class CaaInput:
    """Clubs by start number, players due a pre-arranged bye in a later round, options."""

    clubs: Mapping[int, str] = field(default_factory=dict)
    future_byes: frozenset[int] = frozenset()
    options: CaaOptions = field(default_factory=CaaOptions)


@dataclass(frozen=True)
class SchoolsOptions:
    """``schools_from``: the first round same-school pairings may be made when unavoidable
    only by minimising them (rule 7: round 4); ``top_until``: top players avoid each other up
    to this round (rule 3, "early"); ``clubs_until`` (rule 27), ``half_byes_round2`` (rule
    29), ``defaults`` (rule 30) as for CAA rules 35, 37, 39; ``random_seed``: rule 26's
    random pairings drawn with this seed (``None``: the rule 6/10 order)."""

    schools_from: int = 4
    top_until: int = 3
    clubs_until: int = 1
    half_byes_round2: bool = True
    defaults: bool = True
    random_seed: int | None = None


@dataclass(frozen=True)
class SchoolsInput:
    """Schools, identified top players and clubs by start number; pre-arranged byes."""

    schools: Mapping[int, str] = field(default_factory=dict)
    top: frozenset[int] = frozenset()
    clubs: Mapping[int, str] = field(default_factory=dict)
    future_byes: frozenset[int] = frozenset()
    options: SchoolsOptions = field(default_factory=SchoolsOptions)


def top_players_problem(top: frozenset[int], entrants: frozenset[int]) -> str | None:
    """Rule 3: the identified top players are entrants and make up no more than 50 % of
    them; what is wrong, or ``None``."""
    unknown = sorted(top - entrants)
    if unknown:
        return f"rule 3: top players {player_list(unknown)} are not entrants"
    if 2 * len(top) > len(entrants):
        most = len(entrants) // 2
        return (
            f"rule 3: {len(top)} top players identified among {len(entrants)} entrants; "
            f"at most half ({most}) may be"
        )
    return None


@dataclass(frozen=True)
class Affiliations:
    """What the TRF does not carry (the ``XXK``, ``XXS``, ``XXT`` records): clubs (CAA rule
    35, Schools rule 27), schools (Schools rules 2a, 7), identified top players (rule 3)."""

    clubs: Mapping[int, str] = field(default_factory=dict)
    schools: Mapping[int, str] = field(default_factory=dict)
    top: frozenset[int] = frozenset()


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
