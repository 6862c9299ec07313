"""``swiss standings`` as aligned text: the event's name, then one row per player with
points and tie-breaks in one number format (``individual.vocabulary.result.format_points``:
``2½`` while every value is whole or half, else two decimals throughout, ``2.50``, ``3.25``;
ratings and counts, ``ARO``, ``TPR``, ``WIN``, ``WON``, whole).
Direct encounter (``DE``, ``DE1``) shows the place it gives where it decides something and
``-`` where it does not (no tie, or the games between the tied players separate nobody)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction

from individual.standings.table import LOWER_IS_BETTER, Standing
from individual.vocabulary.result import format_points


def aligned(rows: Sequence[Sequence[str]], left: Iterable[int] = (2,)) -> list[str]:
    """Columns two spaces apart, text columns (``left``) to the left, numbers to the right."""
    lefts = set(left)
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            c.ljust(w) if i in lefts else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ).rstrip()
        for r in rows
    ]


def number_format(values: Iterable[Fraction]) -> Callable[[Fraction], str]:
    """One format for the points of a table: ``format_points`` (``8½``) when all are
    whole or half, else two decimals for every one (``8.50``, ``12.75``, ``3.00``)."""
    if all((v * 2).denominator == 1 for v in values):
        return format_points
    return lambda v: f"{float(v):.2f}"


WHOLE = frozenset({"ARO", "TPR", "WIN", "WON"})
"""Columns of ratings and counts, printed whole whatever the points' format."""


def standings_lines(
    title: str, names: Sequence[str], rows: Sequence[Standing], name_of: Mapping[int, str]
) -> list[str]:
    """The title line and the aligned table: place, start number, name, points, tie-breaks."""
    points = [i for i, n in enumerate(names) if n not in WHOLE]
    shown = number_format(v for r in rows for v in (r.points, *(r.values[i] for i in points)))

    def cell(name: str, value: Fraction) -> str:
        if name in LOWER_IS_BETTER:  # a place, or nothing decided
            return str(value) if value else "-"
        return f"{float(value):.0f}" if name in WHOLE else shown(value)

    header = ["Place", "No.", "Name", "Pts", *names]
    body = [
        [str(r.place), str(r.number), name_of[r.number], shown(r.points)]
        + [cell(n, v) for n, v in zip(names, r.values, strict=True)]
        for r in rows
    ]
    return [title, "", *aligned([header, *body])]
