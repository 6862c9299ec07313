"""The individual pairing systems, one registry line each (bbpPairings' ``getInfo``): how
each pairs a round, replays an event (``swiss check``), generates one (``swiss generate``),
and what it reads beyond the games. Every command, the workbook and the TRF reader find a
system here as ``SYSTEMS[ruleset.engine]``; the ruleset (``rulesets.swiss``) is its
rulebook, the regulation's options and article table.

What a system reads beyond the games comes from the file as one value for every system,
``BritishExtras`` (clubs, schools, top players, pre-arranged byes, options), which the TRF
edge reads from its extension records and the workbook edge from its sheets, one round at a
time; each system takes its own input from it (``inputs``: ``CaaInput``, ``SchoolsInput``,
nothing). A system that reads nothing (``reads`` empty) is never given the file's records,
so a FIDE event is not refused for a bad ``XXO`` line it does not use.

Each engine is imported when its system first pairs, checks or generates, so looking a
system up (``--system`` help, choosing one) loads no engine. Adding a system is its engine
module, its ruleset and one line in ``SYSTEMS``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from individual.swiss.model import SwissEvent, SwissPairing
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour

if TYPE_CHECKING:
    from individual.british.extras import (
        Affiliations,
        BritishExtras,
        CaaInput,
        CaaOptions,
        SchoolsInput,
        SchoolsOptions,
    )
    from individual.check.british import Verdict
    from individual.check.fide import Finding, Pairer
    from individual.generate import Plan

I = TypeVar("I")  # noqa: E741  (a system's own input)

Extras = Callable[[int], "BritishExtras"]
"""What the file says beyond the games for round ``n`` (read only when a system asks)."""

CLUBS, SCHOOLS, TOP, OPTIONS = "clubs", "schools", "top players", "options"


@dataclass(frozen=True)
class System(Generic[I]):
    """One individual pairing system. ``engine``: the ``SwissRuleset.engine`` key;
    ``summary``: what ``--system`` says it reads (empty: nothing); ``reads``: what it
    reads beyond the games (``CLUBS``, ``SCHOOLS``, ``TOP``, ``OPTIONS``); ``inputs``: its
    own input from what the file says; ``pair_round(event, ruleset, input, absent, lot)``;
    ``check(event, ruleset, inputs by round, lot)``: the replay; ``generate(plan, ruleset,
    lot)``: a seeded event and the affiliations it was paired with; ``options``: its
    options from what the file says (``None``: it has none); ``verdicts(event, inputs by
    round, lot)``: for each round, whether a cheaper pairing than the one played existed
    (``None``: the system does not cost pairings)."""

    engine: str
    summary: str
    inputs: Callable[[BritishExtras], I]
    pair_round: Callable[[SwissEvent, SwissRuleset, I, frozenset[int], Colour | None], SwissPairing]
    check: Callable[[SwissEvent, SwissRuleset, Callable[[int], I], Colour | None], list[Finding]]
    generate: Callable[[Plan, SwissRuleset, Colour], tuple[SwissEvent, Affiliations]]
    reads: frozenset[str] = frozenset()
    options: Callable[[BritishExtras], CaaOptions | SchoolsOptions] | None = None
    verdicts: Callable[[SwissEvent, Callable[[int], I], Colour | None], list[Verdict]] | None = None

    def inputs_by_round(self, extras: Extras) -> Callable[[int], I]:
        """This system's input for each round, from ``extras`` (never read when the system
        reads nothing beyond the games)."""
        if not self.reads:
            from individual.british.extras import BritishExtras

            nothing = self.inputs(BritishExtras())
            return lambda n: nothing
        return lambda n: self.inputs(extras(n))

    def pairer(self, ruleset: SwissRuleset, extras: Extras) -> Pairer:
        """Pairs the next round of an event under ``ruleset`` with what ``extras`` says."""
        inputs = self.inputs_by_round(extras)
        return lambda event, absent, lot: self.pair_round(
            event, ruleset, inputs(event.next_round), absent, lot
        )

    def replay(
        self, event: SwissEvent, ruleset: SwissRuleset, extras: Extras, lot: Colour | None
    ) -> list[Finding]:
        """``swiss check``: the findings for every round of ``event``."""
        return self.check(event, ruleset, self.inputs_by_round(extras), lot)

    def costed(self, event: SwissEvent, extras: Extras, lot: Colour | None) -> list[Verdict]:
        """``swiss check``: for each round, whether a cheaper pairing existed (none for a
        system that does not cost pairings)."""
        if self.verdicts is None:
            return []
        return self.verdicts(event, self.inputs_by_round(extras), lot)


# ---------------------------------------------------------------- FIDE 1998


def _no_input(extras: BritishExtras) -> None:
    return None


def _fide_pair(
    event: SwissEvent, ruleset: SwissRuleset, _: None, absent: frozenset[int], lot: Colour | None
) -> SwissPairing:
    from individual.fide1998.pairing import pair_round

    return pair_round(event, ruleset, absent=absent, lot=lot)


def _fide_check(
    event: SwissEvent, ruleset: SwissRuleset, _: Callable[[int], None], lot: Colour | None
) -> list[Finding]:
    from individual.check.fide import check_event

    return check_event(event, ruleset, lot)


def _fide_generate(
    plan: Plan, ruleset: SwissRuleset, lot: Colour
) -> tuple[SwissEvent, Affiliations]:
    from individual.british.extras import Affiliations
    from individual.generate import generate_event

    return generate_event(plan, ruleset, lot), Affiliations()


# ---------------------------------------------------------------- CAA 2009


def _caa_input(extras: BritishExtras) -> CaaInput:
    return extras.caa_input()


def _caa_pair(
    event: SwissEvent,
    ruleset: SwissRuleset,
    given: CaaInput,
    absent: frozenset[int],
    lot: Colour | None,
) -> SwissPairing:
    from individual.british.caa2009 import pair_round

    return pair_round(event, given, absent=absent, lot=lot)


def _caa_check(
    event: SwissEvent,
    ruleset: SwissRuleset,
    inputs: Callable[[int], CaaInput],
    lot: Colour | None,
) -> list[Finding]:
    from individual.check.british import caa_system, check_british

    return check_british(event, caa_system(inputs), lot)


def _caa_verdicts(
    event: SwissEvent, inputs: Callable[[int], CaaInput], lot: Colour | None
) -> list[Verdict]:
    from individual.check.british import caa_system, round_verdicts

    return round_verdicts(event, caa_system(inputs), lot)


def _caa_generate(
    plan: Plan, ruleset: SwissRuleset, lot: Colour
) -> tuple[SwissEvent, Affiliations]:
    from individual.generate import clubs, generate_british

    return generate_british(plan, clubs, _british_pairer(ruleset), lot)


def _caa_options(extras: BritishExtras) -> CaaOptions:
    return extras.options


# ---------------------------------------------------------------- English Schools


def _schools_input(extras: BritishExtras) -> SchoolsInput:
    return extras.schools_input()


def _schools_pair(
    event: SwissEvent,
    ruleset: SwissRuleset,
    given: SchoolsInput,
    absent: frozenset[int],
    lot: Colour | None,
) -> SwissPairing:
    from individual.british.schools import pair_round

    return pair_round(event, given, absent=absent, lot=lot)


def _schools_check(
    event: SwissEvent,
    ruleset: SwissRuleset,
    inputs: Callable[[int], SchoolsInput],
    lot: Colour | None,
) -> list[Finding]:
    from individual.check.british import check_british, schools_system

    return check_british(event, schools_system(inputs), lot)


def _schools_verdicts(
    event: SwissEvent, inputs: Callable[[int], SchoolsInput], lot: Colour | None
) -> list[Verdict]:
    from individual.check.british import round_verdicts, schools_system

    return round_verdicts(event, schools_system(inputs), lot)


def _schools_generate(
    plan: Plan, ruleset: SwissRuleset, lot: Colour
) -> tuple[SwissEvent, Affiliations]:
    from individual.generate import generate_british, schools_and_top

    return generate_british(plan, schools_and_top, _british_pairer(ruleset), lot)


def _schools_options(extras: BritishExtras) -> SchoolsOptions:
    return extras.schools_options


def _british_pairer(
    ruleset: SwissRuleset,
) -> Callable[[SwissEvent, BritishExtras, frozenset[int], Colour], SwissPairing]:
    """``generate_british``'s pairer: the system of ``ruleset`` with what the generated
    file says."""
    system = SYSTEMS[ruleset.engine]
    return lambda event, extras, absent, lot: system.pairer(ruleset, lambda n: extras)(
        event, absent, lot
    )


_CAA = "clubs and options from XXK/XXO records or the workbook"
_SCA = "schools, top players and options from XXS/XXT/XXO records or the workbook"

SYSTEMS: Mapping[str, System[Any]] = {
    s.engine: s
    for s in (
        System("fide-1998", "", _no_input, _fide_pair, _fide_check, _fide_generate),
        System("caa-2009", _CAA, _caa_input, _caa_pair, _caa_check, _caa_generate,
               frozenset({CLUBS, OPTIONS}), _caa_options, _caa_verdicts),
        System("sca", _SCA, _schools_input, _schools_pair, _schools_check, _schools_generate,
               frozenset({CLUBS, SCHOOLS, TOP, OPTIONS}), _schools_options, _schools_verdicts),
    )
}  # fmt: skip
"""Every individual pairing system by its engine key (``SwissRuleset.engine``)."""


def system_of(ruleset: SwissRuleset) -> System[Any]:
    """The system ``ruleset`` runs on (``KeyError`` naming the engine when none is
    registered)."""
    try:
        return SYSTEMS[ruleset.engine]
    except KeyError:
        raise KeyError(f"no pairing system {ruleset.engine!r} in rulesets.systems") from None
