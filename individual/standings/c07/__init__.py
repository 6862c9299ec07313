"""Every tie-break of the FIDE Tie-Break Regulations (C.07, the edition in force), for
individual and team events alike: small pure functions over a frozen ``Field``.

The public interface (stable: other rooms and helpers build on it, keep it so):

- ``REGISTRY``: every tie-break by acronym (``registry.Definition``: article, one-line
  label, how it is computed, lower is better, the modifiers it takes);
- ``parse("BH/C1,SB,DE,EDE") -> list[TieBreak]``, ``TieBreakError`` naming the bad item;
  ``TieBreak.text`` writes one as FIDE writes it (``BH/C1``, ``BH:GP/M1``, ``EMGSB``);
- ``table(field, tiebreaks, edition, lots) -> Table``: the standings, one ``Row`` per
  participant (place, score, a value per tie-break), best first;
- ``breakdowns(field, tiebreak, edition) -> {number: (Part, ...)}``: BH, FB, SB or an ESB
  round by round (opponent or art. 16's dummy, score, value, cut), what a page explains;
- ``Field``, ``Participant``, ``Outing``, ``Kind``: what the tie-breaks read (``Context``:
  a field with its scores, ``Context(field).match.own`` a participant's points); a Swiss
  event gives one through ``individual.standings.c07.swiss.field``, a team event through
  ``olympiad.standings.c07.field`` (both after round N).
"""

from __future__ import annotations

from individual.standings.c07.acronyms import TieBreak, TieBreakError, parse_list
from individual.standings.c07.context import Context
from individual.standings.c07.field import Field, Kind, Outing, Participant
from individual.standings.c07.registry import REGISTRY, Definition
from individual.standings.c07.strength import Part, breakdown
from individual.standings.c07.table import Row, Table, table
from individual.standings.rules import EDITION

KNOWN = {key: d.acronym for key, d in REGISTRY.items()}
"""Every acronym in capitals, to its spelling as FIDE writes it."""


def parse(text: str) -> list[TieBreak]:
    """``"BH/C1,SB,DE,EDE"`` -> the tie-breaks, in order; ``TieBreakError`` naming the
    first item that is not a C.07 tie-break written as FIDE writes it."""
    return parse_list(text, KNOWN)


def breakdowns(
    field: Field, tiebreak: TieBreak, edition: int = EDITION
) -> dict[int, tuple[Part, ...]]:
    """BH, FB, SB or an ESB (``tiebreak``) of every participant round by round: the
    values the table sums, each with whether the Cut or Median left it out."""
    if tiebreak.name.upper() not in ("BH", "FB", "SB", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB"):
        raise TieBreakError(f"{tiebreak.text} is not a sum by round (BH, FB, SB, ESB)")
    ctx = Context(field, edition)
    return {n: breakdown(ctx, tiebreak, n) for n in ctx.numbers}


__all__ = [
    "KNOWN",
    "REGISTRY",
    "Context",
    "Definition",
    "Field",
    "Kind",
    "Outing",
    "Part",
    "Participant",
    "Row",
    "Table",
    "TieBreak",
    "TieBreakError",
    "breakdowns",
    "parse",
    "table",
]
