"""The bulletin's tie-break pages, for both sides: one page per tie-break of the event's
list (``tiebreak-BH-C1.html``), with the line that says what it is (the standings room's
``legend``) and every player's or team's value after each round, in the order of the
current standings, as the standings after that round print it; for a sum by round (BH, FB,
SB, the ESBs) each entrant's rounds as the SB page shows them: the opponent (or C.07 art.
16's dummy), its score as counted, the round's value, what the Cut or Median left out
(``individual.standings.c07.breakdowns``); and the legend as a download (``tiebreaks.csv``,
``tiebreaks.xlsx``: acronym and meaning).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from individual.standings.c07 import Part
from individual.vocabulary.figures import NOTHING_DECIDED, column_text
from individual.vocabulary.result import decimal_points, format_points

TEMPLATE = "tiebreak_rounds.html"
LEGEND_DOWNLOAD = "tiebreaks"
LEGEND_HEADER = ["Acronym", "Meaning"]


@dataclass(frozen=True)
class Line:
    """One entrant on a tie-break page: its place now, number, name and the value after
    each round as printed."""

    rank: str
    number: int
    name: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class PartLine:
    """One round of an entrant's sum as the page prints it."""

    round: int
    opponent: str
    score: str
    value: str
    cut: bool


DUMMY = "no game: the dummy opponent (C.07 art. 16)"


def part_lines(
    parts: Mapping[int, Sequence[Part]], names: Mapping[int, str]
) -> dict[int, list[PartLine]]:
    """Each entrant's rounds of a sum (``c07.breakdowns``), opponents by ``names``."""
    return {
        number: [
            PartLine(p.round, DUMMY if p.dummy or p.opponent is None else names[p.opponent],
                     _figure(p.score), _figure(p.value), p.cut)
            for p in found
        ]
        for number, found in parts.items()
    }  # fmt: skip


def _figure(value: Fraction) -> str:
    return format_points(value) if value.denominator <= 2 else decimal_points(value)


def page_name(acronym: str) -> str:
    """``BH:MP/C1`` -> ``tiebreak-BH-MP-C1.html``."""
    return "tiebreak-" + re.sub(r"[^A-Za-z0-9]+", "-", acronym).strip("-") + ".html"


def legend_table(
    columns: Sequence[str], legends: Mapping[str, str]
) -> tuple[list[str], list[list[Any]]]:
    """The download of the legend: each column's acronym and what it means."""
    return list(LEGEND_HEADER), [[c, legends[c]] for c in columns]


def round_pages(
    columns: Sequence[str],
    legends: Mapping[str, str],
    order: Sequence[tuple[str, int, str]],
    after: Mapping[int, Mapping[int, Sequence[Fraction]]],
    parts: Mapping[str, Mapping[int, Sequence[PartLine]]] | None = None,
    dropped: Collection[str] = (),
) -> dict[str, tuple[str, dict[str, Any]]]:
    """A page per column (file name: template, context): ``order`` the entrants as the
    standings list them now (rank, number, name); ``after`` each round's values (by
    entrant, one per column), the rounds in order; ``parts``: a sum's rounds by column and
    entrant (``part_lines``), where it is one; ``dropped``: the columns C.07 art. 10
    dropped, ``-`` throughout."""
    rounds = sorted(after)
    found: dict[str, tuple[str, dict[str, Any]]] = {}
    for index, column in enumerate(columns):
        printed = {
            r: dict(zip(after[r], column_text(column, [v[index] for v in after[r].values()]),
                        strict=True))
            for r in rounds
        }  # fmt: skip
        if column in dropped:
            printed = {r: dict.fromkeys(after[r], NOTHING_DECIDED) for r in rounds}
        lines = [
            Line(rank, number, name, tuple(printed[r].get(number, "") for r in rounds))
            for rank, number, name in order
        ]
        context = {"title": f"{column}, round by round", "column": column,
                   "legend": legends[column], "after": rounds, "lines": lines,
                   "parts": (parts or {}).get(column, {})}  # fmt: skip
        found[page_name(column)] = (TEMPLATE, context)
    return found
