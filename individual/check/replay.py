"""The one replay checker (issue 28; docs/architecture.md, "One replay checker"), for every
pairing system, team and individual, as bbpPairings has one checker for every system.

Each stored round of an event is taken as it was paired (the system's ``rounds``: the event
before it, the round as published, those it left out), the system pairs that event again
with the round's inputs, and the system's judge of one round (``judge``) names the
findings: the absolute rules the published round breaks and its differences from the
pairing again, each with the criterion or article that decides it. Only the judge knows the
system; this module walks the rounds and knows nothing of chess but the lot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingSystemError

E = TypeVar("E")  # the event: ``SwissEvent`` or the team ``Event``
T = TypeVar("T")  # a round as it was paired: ``individual.swiss.replay.Replay``, ``TeamReplay``
P = TypeVar("P")  # a pairing: ``SwissPairing`` or the team ``RoundPairing``
F = TypeVar("F")  # a finding: ``individual.check.fide.Finding``, ``olympiad.check.Deviation``


@dataclass(frozen=True)
class Repaired(Generic[E, T, P]):
    """One stored round and the system's pairing of it again, what a judge is given:
    ``event``, the event judged (as it was when the round was paired); ``then``, the round
    as it was paired (``number``, ``before``, ``played``, ``left_out``); ``ours``, the
    system's pairing of ``then.before``, or the error its engine raised; ``inputs``, the
    system's input for the round; ``lot``, the lot it was paired under."""

    event: E
    then: T
    ours: P | PairingSystemError
    inputs: object
    lot: Colour | None


class Replayable(Protocol):
    """A pairing system as the checker uses it (``rulesets.systems.System``)."""

    def rounds(self, event: Any) -> Sequence[Any]:
        """Every stored round of ``event`` as it was paired (``number``, ``before``,
        ``played``, ``left_out``), in order."""
        ...

    def read_lot(self, event: Any, inputs: Callable[[int], object] | None = None) -> Colour | None:
        """The lot read back from ``event`` when none is given."""
        ...

    def repair(self, then: Any, inputs: object, lot: Colour | None) -> Any:
        """The round ``then`` paired again with ``inputs`` under ``lot``."""
        ...


def replay(
    system: Replayable,
    event: E,
    inputs: Callable[[int], object],
    lot: Colour | None,
    judge: Callable[[Repaired[E, Any, Any]], Sequence[F]],
    as_paired: Mapping[int, E] | None = None,
) -> list[F]:
    """Every stored round of ``event`` paired again by ``system`` and judged by ``judge``:
    the findings, round by round. ``inputs``: the system's input for round ``n``; ``lot``:
    read back by the system when not given, from round 1 as it was paired; ``as_paired``:
    the rounds judged on the event as it was when they were paired (games of earlier rounds
    then unfinished, pairing numbers changed since by a correction)."""
    rounds = system.rounds(event)
    first = as_paired.get(1, event) if as_paired else event
    lot = lot if lot is not None else system.read_lot(first, inputs)
    found: list[F] = []
    for then in rounds:
        judged = event
        if as_paired and then.number in as_paired:
            judged = as_paired[then.number]
            then = system.rounds(judged)[then.number - 1]
        found += judge(_repaired(system, judged, then, inputs(then.number), lot))
    return found


def _repaired(
    system: Replayable, event: E, then: T, inputs: object, lot: Colour | None
) -> Repaired[E, T, Any]:
    try:
        ours = system.repair(then, inputs, lot)
    except PairingSystemError as error:
        ours = error
    return Repaired(event, then, ours, inputs, lot)


class OfRound(Protocol):
    """A finding, as ``by_system`` sorts it: the round it is about."""

    @property
    def round(self) -> int: ...


K = TypeVar("K")  # what names the system a round is judged under
R = TypeVar("R", bound=OfRound)


def by_system(under: Mapping[int, K], findings: Callable[[K], Sequence[R]]) -> list[R]:
    """Each round judged under its own system (``under``: the round's, the one that paired
    it, as a workbook's Log records): each system's replay (``findings``) once, kept for
    its rounds, in round order."""
    found: list[R] = []
    for system in dict.fromkeys(under.values()):
        found += [f for f in findings(system) if under.get(f.round) == system]
    return sorted(found, key=lambda f: f.round)
