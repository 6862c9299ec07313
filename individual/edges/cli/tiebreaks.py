"""The tie-break list and the CSV table of ``standings`` on both command lines (their
``--tiebreaks`` and ``--csv`` options are ``individual.edges.cli.hints``'): the list an
event is ranked by (the option, else
the file's: a workbook's Event sheet, a TRF's record 202 or 212), each item read by the
side's registry (``Parse``), and the standings as CSV: a row per player or team, the
columns named by ``individual.vocabulary.headers`` (the number ``No.``), a column per
score and tie-break named as FIDE writes it, values as plain decimals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from individual.standings.verify import Difference

Parse = Callable[[str], tuple[str, ...]]
"""A side's reading of a tie-break list: its acronyms, ``ValueError`` for an unknown one."""


def option_tiebreaks(text: str, parse: Parse) -> tuple[str, ...]:
    """``--tiebreaks``: the list, or a usage error naming the unknown item."""
    try:
        return parse(text)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--tiebreaks") from None


def stated_tiebreaks(option: str | None, path: Path | None, parse: Parse) -> tuple[str, ...] | None:
    """The list a command is told to rank by, both sides alike: ``--tiebreaks`` when given,
    else the TRF ``path``'s record 202 (else 212) when one is read; empty (``none``, ``""``,
    an empty 202): no tie-break, the places shared; ``None``: neither names one, the
    system's default holds."""
    if option is not None:
        return option_tiebreaks(option, parse)
    return file_tiebreaks(path, parse) if path is not None else None


def file_tiebreaks(path: Path, parse: Parse) -> tuple[str, ...] | None:
    """The tie-breaks of a TRF's record 202 (else 212), ``None`` without either; an
    unknown one an ``InputError`` naming the line and column."""
    from individual.edges.trf.published import record_tiebreaks, tiebreak_record

    record = tiebreak_record(_text(path))
    return record_tiebreaks(record, str(path), parse) if record else None


def _text(path: Path) -> str:
    data = path.read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def dropped_note(columns: Sequence[str], team: bool = False) -> str:
    """Why the ``columns`` (rating tie-breaks C.07 art. 10 dropped) are printed empty: an
    unrated participant, or in a ``team`` event a team's having no rating."""
    from individual.edges.legend import DROPPED, TEAM_DROPPED

    return f"{', '.join(columns)}: {TEAM_DROPPED if team else DROPPED}"


def standings_csv(header: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """The table as CSV text: text and whole numbers as they are, fractions as
    ``figures.csv_number`` writes them (as the bulletins' downloads do)."""
    import csv
    import io

    from individual.vocabulary.figures import csv_number

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow([csv_number(c) if isinstance(c, Fraction) else c for c in row])
    return out.getvalue()


def difference_lines(
    differences: Sequence[Difference], noun: str, columns: Sequence[str]
) -> list[str]:
    """Each difference from the published standings as ``check`` prints it: the line of
    the file, the entrant (``noun`` and number), what is published and what the games
    and ``columns`` give, and the first of them that decides."""
    from individual.standings.verify import ScoreDifference
    from individual.vocabulary.figures import place_range, plain_decimal

    lines = []
    for d in differences:
        where = f"line {d.line}: {noun} {d.number}"
        if isinstance(d, ScoreDifference):
            lines.append(
                f"{where}: published {plain_decimal(d.published)} {d.column}, "
                f"the games give {plain_decimal(d.computed)}"
            )
            continue
        by = ", ".join(columns)
        place = place_range(d.place, d.place_to)
        text = f"{where}: published rank {d.rank}, the standings by {by} give {place}"
        if d.other is not None and d.own_value is not None and d.other_value is not None:
            values = f"{plain_decimal(d.own_value)} against {plain_decimal(d.other_value)}"
            other = f"{noun} {d.other} (published rank {d.other_rank})"
            side = "ahead of" if d.ahead else "behind"
            text += f": {side} {other}, decided by {d.decided_by} ({values})"
        lines.append(text)
    return lines
