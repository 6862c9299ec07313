"""A TRF file's pairing system: the system of ``rulesets.systems`` its ruleset names (the
ruleset chosen by ``rulesets.trf_codes.chosen_ruleset``), given the file's extension records
(``individual.edges.trf.british``) for each round it pairs or replays (the pre-arranged byes
depend on the round), numbered as the event is when the file says so (XXN). A system that
reads nothing beyond the games never has the records read."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from rulesets.systems import Extras, system_of
from rulesets.trf_codes import DEFAULTS

if TYPE_CHECKING:  # the British modules load when a system asks for the records (issue 29)
    from individual.british.extras import BritishExtras
    from individual.check.british import Verdict
    from individual.check.fide import Finding, Pairer
    from individual.edges.trf.read import SwissTrf
    from individual.swiss.model import SwissEvent
    from individual.swiss.ruleset import SwissRuleset
    from individual.vocabulary.colour import Colour

DEFAULT_SYSTEM = DEFAULTS[False][0]
"""The system of a TRF whose record 192 names none of ours (none, or another program's)."""


def extras_of(path: str | Path, numbers: Mapping[int, int] | None = None) -> Extras:
    """The extension records of ``path`` for round ``n`` (the file read once, when first
    asked; ``InputErrors`` naming each bad line), by start number, or by ``numbers[start
    number]`` when given (the event's own numbers, ``SwissTrf.own_numbers``)."""
    text: list[str] = []

    def extras(n: int) -> BritishExtras:
        from individual.edges.trf.british import parse_british_extras

        if not text:
            text.append(_text(Path(path)))
        found = parse_british_extras(text[0], n, str(path))
        return found if numbers is None else _renumbered(found, numbers)

    return extras


def _renumbered(extras: BritishExtras, numbers: Mapping[int, int]) -> BritishExtras:
    def get(n: int) -> int:
        return numbers.get(n, n)

    return replace(
        extras,
        clubs={get(n): club for n, club in extras.clubs.items()},
        schools={get(n): school for n, school in extras.schools.items()},
        top=frozenset(map(get, extras.top)),
        future_byes=frozenset(map(get, extras.future_byes)),
    )


def verdicts_file(
    path: str | Path,
    event: SwissEvent,
    ruleset: SwissRuleset,
    lot: Colour | None,
    numbers: Mapping[int, int] | None = None,
) -> list[Verdict]:
    """``swiss check``: for each round of ``event`` read from ``path`` (numbered by
    ``numbers``, as ``extras_of``), whether a cheaper pairing existed (systems that cost
    pairings: the British ones)."""
    return system_of(ruleset).costed(event, extras_of(path, numbers), lot)


def pairer_for(path: str | Path, ruleset: SwissRuleset) -> Pairer:
    """A function pairing the next round of an event read from ``path`` under ``ruleset``."""
    return system_of(ruleset).pairer(ruleset, extras_of(path))


def trf_lot(trf: SwissTrf, ruleset: SwissRuleset, extras: Extras) -> Colour | None:
    """The lot of a TRF, one fact for ``swiss pair``, ``explain``, ``check`` and
    ``swiss-engine``: the one it states (``XXC``, record 152), else the one its round 1 shows
    by the rule of ``ruleset``'s system (``System.read_lot``; ``extras``: what the file says
    for round ``n``, as ``extras_of``); ``None`` when it states none and played no round
    (TRF-2026 makes 152 mandatory then: the engines take white and say so in the trail,
    ``swiss-engine`` refuses as bbpPairings does)."""
    return trf.lot if trf.lot is not None else read_back_lot(trf.event, ruleset, extras)


def trf_lot_said(trf: SwissTrf, ruleset: SwissRuleset, extras: Extras) -> tuple[Colour | None, str]:
    """``trf_lot``, and the note saying it was read back (``read_back_note``; empty: the
    file states it, or no round is played), as ``workbook_lot`` says it of a workbook."""
    from individual.vocabulary.colour import UNSTATED_IN_TRF, read_back_note

    found = trf_lot(trf, ruleset, extras)
    read = found is not None and trf.lot is None
    return found, read_back_note(found, UNSTATED_IN_TRF) if found is not None and read else ""


def option_given(
    path: str | Path, trf: SwissTrf, option: Colour | None
) -> tuple[Colour | None, str]:
    """``--lot`` (``option``) of ``swiss pair``, ``explain`` and ``check`` on the TRF at
    ``path``, by the one rule of both sides (``fields.option_lot``: another than the file's
    refused once round 1 is played, said before it), and what to say of it."""
    from individual.edges.trf.fields import option_lot

    return option_lot(str(path), option, trf.lot, trf.lot_at, bool(trf.event.rounds))


def read_back_lot(event: SwissEvent, ruleset: SwissRuleset, extras: Extras) -> Colour | None:
    """The lot round 1 of ``event`` shows by the rule of ``ruleset``'s system
    (``System.read_lot``), for a file that states none: a TRF (``trf_lot``), a workbook
    whose Lot cell is empty (``individual.edges.workbook.actions``); ``None`` when no round
    is played."""
    system = system_of(ruleset)
    return system.read_lot(event, system.inputs_by_round(extras, ruleset))


def check_file(
    path: str | Path,
    event: SwissEvent,
    ruleset: SwissRuleset,
    lot: Colour | None,
    numbers: Mapping[int, int] | None = None,
) -> list[Finding]:
    """``swiss check``: the findings for ``event`` read from ``path`` under ``ruleset``
    (numbered by ``numbers``, as ``extras_of``)."""
    return system_of(ruleset).replay(event, ruleset, extras_of(path, numbers), lot)


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return path.read_text(encoding="latin-1")
