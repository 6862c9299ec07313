"""Every pairing system, team and individual, in one registry, one registration each
(bbpPairings' ``getInfo``; gacrux puts its systems behind one base class). Every command,
the workbooks and the TRF readers find a system here: ``system_of(ruleset)`` for an
individual ruleset (``rulesets.swiss``), ``team_system(ruleset)`` for a team one
(``rulesets.team``), both as ``SYSTEMS[ruleset.engine]``; the ruleset is the system's
rulebook, the regulation's options and article table.

A ``System`` is its engine behind one protocol, each part named where it lives as
``"module:function"`` and imported when first used (looking a system up, ``--system`` help,
loads no engine):

- ``pair_round(event, inputs, *, absent, lot) -> pairing``: the engine itself (the trail of
  decisions inside the pairing);
- ``judge(repaired) -> findings``: one stored round against the rules and against
  ``pair_round`` on the event as it stood before it (``individual.check.replay.Repaired``:
  the round as it was paired, the engine's pairing of it again or the error it raised, the
  round's input, the lot); the one replay checker (``individual.check.replay``) walks the
  rounds for every system (``findings``) and asks the judge about each;
- ``generate``: a seeded random event paired by the engine (individual: ``(plan, ruleset,
  lot) -> (event, affiliations)``; team: ``random_event(ruleset, teams, rounds, rnd, *,
  absence, forfeit, lot, played)``);
- what it reads from a file beyond the games (``reads``, ``summary``) and its own input from
  that (``inputs``; none: the system is given its ruleset, so a FIDE event is not refused
  for a bad ``XXO`` line it does not use), its options (``options``) and, for a system that
  costs pairings, a costing judge (``verdicts``: was a cheaper pairing than the one
  played possible?); how the checker reads the lot back when none is given (``read_lot``);
  a team system also what its replay assumed (``notes``) and whether a round's pairing
  numbers count only the teams entered by then (``entered``, Olympiad arts. 8-9).

Adding a system is its engine, its judge and generator (each with the protocol's
signature), its ruleset (``rulesets.swiss`` or ``rulesets.team``, its ``engine`` naming the
system) and one registration in ``_REGISTERED``, as the FIDE Dutch system 2026 is (its
ruleset ``rulesets.fide_dutch_2026.FIDE_DUTCH_2026`` in ``rulesets.swiss``; its pairing,
judge and generator adapt the engine ``individual.dutch`` to the protocol in
``individual.check.dutch`` and ``individual.check.dutch_judge``)::

    System("fide-dutch-2026", INDIVIDUAL, "individual.check.dutch:pair",
           "individual.check.dutch_judge:judge", "individual.check.dutch:generate",
           reads_lot="individual.check.dutch:initial_colour"),

A system that reads nothing beyond the games is given its ruleset as its input (as
``individual.fide1998.pairing.pair_round`` takes it). The pieces to build a judge and a
generator from: ``individual.check.fide`` (``round_findings``: the absolute criteria and
the boards the engine pairs otherwise, cited by a system's ``Labels``; ``first_round_lot``;
``judge`` is the FIDE 1998 one) and ``individual.generate`` (``generate_british`` pairs
every round with any engine given as ``pair``; ``generate_fide`` is the FIDE 1998 one). A
team system takes the team event (``olympiad.engine.model.Event``; its ruleset is the
event's) and its judge returns ``olympiad.check.Deviation`` values (``judge_c046`` judges by
C.04.6's criteria whatever engine paired the round again), which
``olympiad.check.check_report`` turns into ``olympiad check``'s report.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar, cast, overload

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour

if TYPE_CHECKING:
    from random import Random

    from individual.british.extras import (
        Affiliations,
        BritishExtras,
        CaaOptions,
        SchoolsOptions,
    )
    from individual.check.british import Verdict
    from individual.check.fide import Finding, Pairer
    from individual.generate import Plan
    from individual.swiss.model import SwissEvent, SwissPairing
    from olympiad.engine.model import Event, RoundPairing
    from olympiad.engine.ruleset import TeamRuleset

E = TypeVar("E")  # the system's event: ``SwissEvent`` or the team ``Event``

Side = Literal["team", "individual"]
TEAM: Literal["team"] = "team"
INDIVIDUAL: Literal["individual"] = "individual"

Extras = Callable[[int], "BritishExtras"]
"""What the file says beyond the games for round ``n`` (read only when a system asks)."""

CLUBS, SCHOOLS, TOP, OPTIONS = "clubs", "schools", "top players", "options"


def _load(where: str) -> Any:
    """The object ``"module:name"`` (``name`` may be dotted: ``Class.method``) names."""
    module, _, name = where.partition(":")
    found: Any = import_module(module)
    for part in name.split("."):
        found = getattr(found, part)
    return found


@dataclass(frozen=True)
class System(Generic[E]):
    """One pairing system: ``engine``, the key its rulesets name (``ruleset.engine``);
    ``side``, ``TEAM`` or ``INDIVIDUAL`` (which command line, workbook and TRF it pairs);
    ``pairs``, ``judges``, ``generates``: where its ``pair_round``, its judge of one round
    and ``generate`` live (``"module:function"``, the module docstring; ``generates``
    ``None``: it generates no event); ``summary``: what ``--system`` says it reads (empty: nothing);
    ``reads``: what it reads beyond the games (``CLUBS``, ``SCHOOLS``, ``TOP``,
    ``OPTIONS``); ``takes``: where the function giving its input from what the file says
    (``BritishExtras``) lives (``None``: its input is its ruleset); ``optioned``: the
    ``BritishExtras`` field holding its options (``None``: it has none); ``costs``: where
    its costing judge lives (``None``: it does not cost pairings); ``reads_lot``: how the
    lot is read back when none is given (``(event, repair)``: ``repair(then, lot)`` pairs a
    round as it was paired again; ``None``: no lot); a team system's ``noted`` (what its
    replay assumed) and ``entered``; ``graded``: it ranks and weighs the ratings themselves
    (the British grades), not pairing numbers, so a round is judged with the ratings it was
    paired with; ``guesses_lot``: ``reads_lot`` pairs round 1 again under each lot and takes
    the one agreeing with more boards (white when neither does), a guess where round 1 is
    not paired so again, not a reading of round 1 as stored."""

    engine: str
    side: Side
    pairs: str
    judges: str
    generates: str | None
    summary: str = ""
    reads: frozenset[str] = frozenset()
    takes: str | None = None
    optioned: str | None = None
    costs: str | None = None
    reads_lot: str | None = None
    noted: str | None = None
    entered: bool = False
    graded: bool = False
    guesses_lot: bool = False

    # ------------------------------------------------------------ the protocol

    def pair(self, event: E, inputs: object, *, absent: frozenset[int], lot: Colour | None) -> Any:
        """The next round of ``event`` paired by the engine, given its ``inputs``: a
        ``SwissPairing`` or a team ``RoundPairing``, the trail of decisions inside."""
        return _load(self.pairs)(event, inputs, absent=absent, lot=lot)

    def findings(
        self,
        event: E,
        inputs: Callable[[int], object],
        lot: Colour | None,
        as_paired: Mapping[int, E] | None = None,
    ) -> list[Any]:
        """Every stored round of ``event`` replayed by the one checker and judged by this
        system's judge: the findings (``Finding``, team ``Deviation``), in order;
        ``as_paired``: the rounds paired while games of earlier rounds were unfinished, each
        judged on the event as it was then."""
        from individual.check.replay import replay

        return replay(self, event, inputs, lot, _load(self.judges), as_paired)

    def rounds(self, event: E) -> Sequence[Any]:
        """Every stored round of ``event`` as it was paired (the team rounds with the
        teams entered by then when the system counts only those, ``entered``)."""
        if self.side == TEAM:
            return cast("Sequence[Any]", _load(_TEAM_ROUNDS)(event, self.entered))
        return cast("Sequence[Any]", _load(_ROUNDS)(event))

    def repair(self, then: Any, inputs: object, lot: Colour | None) -> Any:
        """The stored round ``then`` (as it was paired) paired again by the engine."""
        return self.pair(then.before, inputs, absent=then.left_out, lot=lot)

    def read_lot(self, event: E, inputs: Callable[[int], object] | None = None) -> Colour | None:
        """The lot read back from ``event`` when none is given (``inputs``: the system's
        input for each round, for a system that reads it by pairing round 1 again)."""
        if self.reads_lot is None:
            return None
        given = inputs

        def repair(then: Any, lot: Colour | None) -> Any:
            assert given is not None, f"{self.engine} reads its lot by pairing round 1 again"
            return self.repair(then, given(then.number), lot)

        return cast("Colour | None", _load(self.reads_lot)(event, repair))

    def inputs(self, ruleset: object, extras: BritishExtras) -> object:
        """The system's own input from what the file says (its ruleset when it reads
        nothing beyond the games)."""
        return ruleset if self.takes is None else _load(self.takes)(extras)

    @property
    def options(self) -> Callable[[BritishExtras], CaaOptions | SchoolsOptions] | None:
        """Its options from what the file says; ``None``: it has none."""
        if self.optioned is None:
            return None
        return attrgetter(self.optioned)

    # ------------------------------------------------------------ individual systems

    def inputs_by_round(
        self, extras: Extras, ruleset: SwissRuleset | None = None
    ) -> Callable[[int], object]:
        """This system's input for each round, from ``extras`` (never read when the system
        reads nothing beyond the games: then ``ruleset``)."""
        if not self.reads and self.takes is None:
            return lambda n: ruleset  # the British values not even loaded (issue 29)
        if not self.reads:
            from individual.british.extras import BritishExtras

            nothing = self.inputs(ruleset, BritishExtras())
            return lambda n: nothing
        return lambda n: self.inputs(ruleset, extras(n))

    def pairer(self, ruleset: SwissRuleset, extras: Extras) -> Pairer:
        """Pairs the next round of an event under ``ruleset`` with what ``extras`` says."""
        inputs = self.inputs_by_round(extras, ruleset)
        return lambda event, absent, lot: cast(
            "SwissPairing",
            self.pair(cast(E, event), inputs(event.next_round), absent=absent, lot=lot),
        )

    def replay(
        self,
        event: SwissEvent,
        ruleset: SwissRuleset,
        extras: Extras,
        lot: Colour | None,
        as_paired: Mapping[int, SwissEvent] | None = None,
    ) -> list[Finding]:
        """``swiss check``: the findings for every round of ``event`` (``as_paired``: as
        ``findings``)."""
        inputs = self.inputs_by_round(extras, ruleset)
        found = self.findings(cast(E, event), inputs, lot, cast("Mapping[int, E]", as_paired))
        return cast("list[Finding]", found)

    def verdicts(
        self, event: SwissEvent, inputs: Callable[[int], object], lot: Colour | None
    ) -> list[Verdict]:
        """For each round of ``event``, whether a cheaper pairing existed: the one checker
        with this system's costing judge (none for a system that does not cost pairings)."""
        if self.costs is None:
            return []
        from individual.check.replay import replay

        return cast("list[Verdict]", replay(self, event, inputs, lot, _load(self.costs)))

    def costed(self, event: SwissEvent, extras: Extras, lot: Colour | None) -> list[Verdict]:
        """``swiss check``: for each round, whether a cheaper pairing existed (none for a
        system that does not cost pairings)."""
        return self.verdicts(event, self.inputs_by_round(extras), lot)

    def generate(
        self, plan: Plan, ruleset: SwissRuleset, lot: Colour
    ) -> tuple[SwissEvent, Affiliations]:
        """``swiss generate``: a seeded event paired by this system, and the affiliations
        (clubs, schools, top players) it was paired with."""
        assert self.generates is not None, f"{self.engine} generates no event"
        return cast("tuple[SwissEvent, Affiliations]", _load(self.generates)(plan, ruleset, lot))

    # ------------------------------------------------------------ team systems

    def generate_team(
        self,
        ruleset: TeamRuleset,
        teams: int,
        rounds: int,
        rnd: Random,
        *,
        absence: float,
        forfeit: float,
        played: int | None,
    ) -> Event:
        """``olympiad generate``: a seeded team event under ``ruleset``, its first
        ``played`` rounds (all by default) paired by this system and played."""
        assert self.generates is not None, f"{self.engine} generates no event"
        found = _load(self.generates)(
            ruleset, teams, rounds, rnd, absence=absence, forfeit=forfeit, played=played
        )
        return cast("Event", found)

    def notes(self, event: Event, lot: Colour | None, where: str = "") -> tuple[str, ...]:
        """What a team replay of ``event`` assumed and what it cannot check (``where``:
        what the file lacks when the lot is read back, ``read_back_note``)."""
        return () if self.noted is None else tuple(_load(self.noted)(event, lot, where))


_ROUNDS = "individual.swiss.replay:replays"  # an individual event's rounds as paired
_TEAM_ROUNDS = "olympiad.check:rounds_as_paired"  # a team event's
_EXTRAS = "individual.british.extras:BritishExtras"
_FIDE, _BRITISH = "individual.check.fide:", "individual.check.british:"
_REGISTERED: tuple[System[Any], ...] = (
    System("olympiad", TEAM, "olympiad.engine.pairing:pair_round",
           "olympiad.check:judge_olympiad", None, reads_lot="olympiad.check:lot_read_back",
           noted="olympiad.check:check_notes", entered=True),
    System("fide-team-2026", TEAM, "olympiad.fideteam.pairing:pair_round",
           "olympiad.check:judge_c046", "olympiad.fideteam.generate:random_event",
           reads_lot="olympiad.check:infer_initial_colour", noted="olympiad.check:replay_notes"),
    System("fide-1998", INDIVIDUAL, "individual.fide1998.pairing:pair_round",
           f"{_FIDE}judge", "individual.generate:generate_fide",
           reads_lot=f"{_FIDE}first_round_lot"),
    System("fide-dutch-2026", INDIVIDUAL, "individual.check.dutch:pair",
           "individual.check.dutch_judge:judge", "individual.check.dutch:generate",
           reads_lot="individual.check.dutch:initial_colour"),
    System("caa-2009", INDIVIDUAL, "individual.british.caa2009:pair_round",
           f"{_BRITISH}judge_caa", "individual.generate:generate_caa",
           "clubs and options from XXK/XXO records or the workbook", frozenset({CLUBS, OPTIONS}),
           takes=f"{_EXTRAS}.caa_input", optioned="options", costs=f"{_BRITISH}verdict_caa",
           reads_lot=f"{_BRITISH}round1_lot", graded=True, guesses_lot=True),
    System("sca", INDIVIDUAL, "individual.british.schools:pair_round",
           f"{_BRITISH}judge_schools", "individual.generate:generate_schools",
           "schools, top players and options from XXS/XXT/XXO records or the workbook",
           frozenset({CLUBS, SCHOOLS, TOP, OPTIONS}), takes=f"{_EXTRAS}.schools_input",
           optioned="schools_options", costs=f"{_BRITISH}verdict_schools",
           reads_lot=f"{_BRITISH}round1_lot", graded=True, guesses_lot=True),
)  # fmt: skip

SYSTEMS: Mapping[str, System[Any]] = {s.engine: s for s in _REGISTERED}
"""Every pairing system, team and individual, by its engine key (``ruleset.engine``)."""


def _registered(engine: str, side: Side) -> System[Any]:
    system = SYSTEMS.get(engine)
    if system is None or system.side != side:
        raise KeyError(f"no {side} pairing system {engine!r} in rulesets.systems")
    return system


def system_of(ruleset: SwissRuleset) -> System[Any]:
    """The individual system ``ruleset`` runs on (``KeyError`` naming the engine when none
    is registered)."""
    return _registered(ruleset.engine, INDIVIDUAL)


def team_system(ruleset: TeamRuleset) -> System[Any]:
    """The team system ``ruleset`` runs on (``KeyError`` naming the engine when none is
    registered)."""
    return _registered(ruleset.engine, TEAM)


def _rulesets(side: Side) -> Mapping[str, SwissRuleset | TeamRuleset]:
    """The rulesets of ``side`` by name (``rulesets.team`` or ``rulesets.swiss``, imported
    when asked: looking a system up loads no engine)."""
    if side == TEAM:
        from rulesets.team import TEAM_RULESETS

        return TEAM_RULESETS
    from rulesets.swiss import SWISS_RULESETS

    return SWISS_RULESETS


@overload
def registered(name: str, side: Literal["individual"]) -> SwissRuleset | None: ...
@overload
def registered(name: str, side: Literal["team"]) -> TeamRuleset | None: ...
@overload
def registered(name: str, side: Side) -> SwissRuleset | TeamRuleset | None: ...
def registered(name: str, side: Side) -> SwissRuleset | TeamRuleset | None:
    """The ruleset of ``side`` named ``name`` when its system is registered here for that
    side, else ``None``: the one lookup of what ``--system`` and a workbook's System cell
    may name (``ruleset_names`` lists them), read when asked (a system registered after
    the command line was loaded is one too)."""
    ruleset = _rulesets(side).get(name)
    system = SYSTEMS.get(ruleset.engine) if ruleset is not None else None
    return ruleset if system is not None and system.side == side else None


def ruleset_names(side: Side, generating: bool = False) -> tuple[str, ...]:
    """The names of the rulesets of ``side`` whose system is registered here
    (``registered``), sorted; ``generating``: only those whose system generates events.
    What ``--system`` offers on both command lines."""
    found = ((n, registered(n, side)) for n in _rulesets(side))
    return tuple(
        sorted(
            n for n, r in found if r is not None and (not generating or SYSTEMS[r.engine].generates)
        )
    )


def unregistered(name: str, side: Side) -> str:
    """What refusing ``name`` says, wherever it was given (``--system``, a workbook's
    System cell): the name and the choices (``ruleset_names``)."""
    return f"{name!r} (choose from {', '.join(ruleset_names(side))})"


def pair_team_round(
    event: Event, *, absent: frozenset[int] = frozenset(), lot: Colour | None = None
) -> RoundPairing:
    """The next round of ``event`` by the system its ruleset names (only that engine is
    imported)."""
    pairing = team_system(event.ruleset).pair(event, event.ruleset, absent=absent, lot=lot)
    return cast("RoundPairing", pairing)
