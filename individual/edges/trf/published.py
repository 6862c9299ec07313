"""What a TRF publishes about its standings, for both sides, every value with its line:
the tie-break list (TRF-2026 record 202, "FIDE Tie-Breaks used to break ties", a
comma-separated list of codes; else record 212, "FIDE Tie-Breaks used to define
standings", the same list after the points code) and each entrant's published points and
rank: a player's 001 record (points 81-84, rank 86-89) or a team's 310 record (match
points 55-60, game points 62-67, rank 69-71). A rank or points left blank publish nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from individual.edges.trf.fields import cols
from individual.vocabulary.errors import InputError

POINTS_CODES = frozenset({"PTS", "MPTS", "GPTS", "MP", "GP"})
"""The codes record 212 may name first: the points the standings rank by."""


@dataclass(frozen=True)
class TiebreakRecord:
    """Record 202 or 212 as written: ``codes`` the tie-breaks (212's points code left
    out), ``columns`` the column each starts at, on ``line``."""

    record: str
    codes: tuple[str, ...]
    columns: tuple[int, ...]
    line: int

    @property
    def text(self) -> str:
        """The list as record 202 writes it."""
        return ",".join(self.codes)


@dataclass(frozen=True)
class PublishedRow:
    """One entrant's published standing: its start number (team number), points (a
    team's match points), a team's game points, its rank (``None`` where blank)."""

    number: int
    points: Fraction | None
    game_points: Fraction | None
    rank: int | None
    line: int


def tiebreak_record(text: str) -> TiebreakRecord | None:
    """Record 202 of ``text``, else 212 (``None`` with neither)."""
    found: dict[str, TiebreakRecord] = {}
    for n, line in enumerate(text.splitlines(), start=1):
        kind = line[:3]
        if kind in ("202", "212") and kind not in found:
            codes, columns = _codes(line)
            if kind == "212" and codes and codes[0].upper() in POINTS_CODES:
                codes, columns = codes[1:], columns[1:]
            found[kind] = TiebreakRecord(kind, codes, columns, n)
    return found.get("202") or found.get("212")


def _codes(line: str) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The items after the record number, separated by commas or blanks, with the
    column (1-based) each starts at."""
    codes: list[str] = []
    columns: list[int] = []
    start = None
    for i, char in enumerate(line + ",", start=1):
        if i <= 4:
            continue
        if char in ", \t":
            if start is not None:
                codes.append(line[start - 1 : i - 1])
                columns.append(start)
                start = None
        elif start is None:
            start = i
    return tuple(codes), tuple(columns)


def published_rows(text: str, team: bool) -> tuple[PublishedRow, ...]:
    """Each entrant's published standing: the 310 records of a team event, else the 001
    records. A field that is not a number reads as blank (the readers report it)."""
    rows: list[PublishedRow] = []
    for n, line in enumerate(text.splitlines(), start=1):
        if team and line[:3] == "310":
            number = _whole(cols(line, 5, 7))
            if number is not None:
                mp, gp = _points(cols(line, 55, 60)), _points(cols(line, 62, 67))
                rows.append(PublishedRow(number, mp, gp, _whole(cols(line, 69, 71)), n))
        elif not team and line[:3] == "001":
            number = _whole(cols(line, 5, 8))
            if number is not None:
                rank = _whole(cols(line, 86, 89))
                rows.append(PublishedRow(number, _points(cols(line, 81, 84)), None, rank, n))
    return tuple(rows)


def _whole(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() else None


def _points(text: str) -> Fraction | None:
    text = text.strip()
    try:
        return Fraction(text) if text else None
    except ValueError:
        return None


def record_tiebreaks(
    record: TiebreakRecord, file: str, parse: Callable[[str], tuple[str, ...]]
) -> tuple[str, ...]:
    """The tie-breaks ``record`` names, each read by ``parse`` (the registry's: the
    acronyms of a list, ``ValueError`` for an unknown one); an unknown one is an
    ``InputError`` naming the file, the line and the column where it starts."""
    found: list[str] = []
    for code, column in zip(record.codes, record.columns, strict=True):
        try:
            found.extend(parse(code))
        except ValueError as error:
            message = f"record {record.record}: {error}"
            raise InputError(message, file, row=record.line, column=column) from None
    return tuple(found)
