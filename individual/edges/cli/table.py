"""``swiss standings`` as aligned text: the event's name, then one row per player with its
place (``3-4`` when shared), points and tie-breaks, every figure as both command lines,
bulletins and downloads print it (``individual.vocabulary.figures``): each column in one
spelling (``2½`` while every value is whole or half, else two decimals for each), the
points spelled alike whatever the tie-breaks, direct encounter (``DE``, ``DE1``) as the place
it gives where it decides something and ``-`` where it does not."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from individual.standings.listed import Standing
from individual.vocabulary.figures import table_text
from individual.vocabulary.headers import NUMBER, PLAYER, POINTS, RANK, labels


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


def standings_lines(
    title: str,
    names: Sequence[str],
    rows: Sequence[Standing],
    name_of: Mapping[int, str],
    dropped: Collection[str] = (),
) -> list[str]:
    """The title line and the aligned table: place, start number, name, points, tie-breaks
    (``individual.vocabulary.figures.table_text``: ``-`` where direct encounter decides
    nothing and in a column C.07 art. 10 ``dropped``)."""
    header = [*labels((RANK, NUMBER, PLAYER, POINTS)), *names]
    figures = table_text(header[3:], [(r.points, *r.values) for r in rows], dropped)
    body = [
        [r.rank, str(r.number), name_of[r.number], *cells]
        for r, cells in zip(rows, figures, strict=True)
    ]
    return [title, "", *aligned([header, *body])]
