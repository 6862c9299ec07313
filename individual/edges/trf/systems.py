"""Which engine pairs a TRF file: the FIDE 1998 engine, or a British system (CAA 2009,
English Schools) with its TRF extension records (``individual.edges.trf.british``)."""

from __future__ import annotations

from pathlib import Path

from individual.british import caa2009, schools
from individual.check.british import BritishSystem, caa_system, schools_system
from individual.check.fide import Pairer
from individual.edges.trf.british import parse_british_extras
from individual.fide1998 import pairing as fide1998
from individual.swiss.model import SwissEvent, SwissPairing
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour


def pairer_for(path: str | Path, ruleset: SwissRuleset) -> Pairer:
    """A function pairing the next round of an event read from ``path`` under ``ruleset``;
    a British system reads the extension records of ``path`` for each round it pairs (the
    pre-arranged byes depend on the round)."""
    if ruleset.engine == "caa-2009":
        text = _text(Path(path))

        def pair_caa(event: SwissEvent, absent: frozenset[int], lot: Colour | None) -> SwissPairing:
            extras = parse_british_extras(text, event.next_round, str(path))
            return caa2009.pair_round(event, extras.caa_input(), absent=absent, lot=lot)

        return pair_caa
    if ruleset.engine == "sca":
        text = _text(Path(path))

        def pair_sca(event: SwissEvent, absent: frozenset[int], lot: Colour | None) -> SwissPairing:
            extras = parse_british_extras(text, event.next_round, str(path))
            return schools.pair_round(event, extras.schools_input(), absent=absent, lot=lot)

        return pair_sca

    def pair_fide(event: SwissEvent, absent: frozenset[int], lot: Colour | None) -> SwissPairing:
        return fide1998.pair_round(event, ruleset, absent=absent, lot=lot)

    return pair_fide


def british_system_for(path: str | Path, ruleset: SwissRuleset) -> BritishSystem | None:
    """For ``swiss check``: the British engine of ``ruleset`` (``None`` for the FIDE engine)
    with the extension records of ``path`` read for each round it replays."""
    if ruleset.engine not in ("caa-2009", "sca"):
        return None
    text = _text(Path(path))
    if ruleset.engine == "caa-2009":
        return caa_system(lambda n: parse_british_extras(text, n, str(path)).caa_input())
    return schools_system(lambda n: parse_british_extras(text, n, str(path)).schools_input())


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return path.read_text(encoding="latin-1")
