"""Importing a team roster from an Excel workbook or CSV file into ``Team`` values.

Layouts (see ``olympiad.edges.roster.headers``): one row per player (team, board, name, title,
FIDE ID, federation, rating) or one row per team (``Name 1``, ``Rtg 1``, ``Name 2`` ...).
The header is found by name in the first rows of the first sheet that has one; banner
rows above it, merged team cells, ratings stored as text, stray spaces, blank rows,
footer rows (``Rtg Ø``, ``Total``, ``Σ``, averages) and chess-results' team title rows
(``1. United States of America (USA)``) are understood. Team numbers are 1..n in roster
order; a ``12. `` before every team name is dropped, a trailing ``(USA)`` is the team's
federation. A rating of 0 means unrated. FIDE IDs are strings of digits.

Every problem in the file is reported at once, as ``InputErrors`` whose ``InputError``
items carry the file, sheet, Excel row and column letter: a wrong cell, a team without a
name, with fewer players than boards or more than boards and reserves, a board given
twice, a team name, team number or FIDE ID used twice.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from individual.edges.roster.grid import Sheet, load_sheets
from individual.edges.roster.values import (
    excel_column,
    roster_problems,
    strip_number_prefixes,
    team_title,
)
from individual.edges.workbook.cells import Problems
from individual.vocabulary.errors import InputError, InputErrors
from olympiad.edges.roster.headers import Header, describe_near_miss, find_header
from olympiad.edges.roster.layouts import Draft, Entry, PlayerRows, read_team_rows
from olympiad.engine.model import Team

EXPECTED_HEADER = (
    "expected a header row with a player-name column (Name, Player, Spieler) and a team, "
    "board or rating column, or a team column and numbered player columns (Name 1, Board 2)"
)


def read_roster(
    path: str | Path, boards: int = 4, reserves: int = 1, *, sheet: str | None = None
) -> tuple[Team, ...]:
    """The teams of a roster file, numbered 1..n in roster order, players in board order.

    ``sheet`` picks a sheet by name; by default the first sheet with a roster header.
    Raises ``InputErrors`` with every problem found."""
    if boards < 1 or reserves < 0:
        raise ValueError(f"boards must be 1 or more and reserves 0 or more: {boards}, {reserves}")
    path = Path(path)
    chosen, header = _roster_sheet(path, load_sheets(path), sheet)
    problems = roster_problems(str(path), chosen.name)
    if header.is_wide:
        drafts = read_team_rows(chosen, header, problems)
    else:
        drafts = PlayerRows(chosen, header, problems).read()
    if not drafts:
        problems.add(f"expected players below the header in row {header.row + 1}; found none")
    teams = _teams(drafts, header, boards, reserves, problems)
    if problems.errors:
        raise InputErrors(sorted(problems.errors, key=_place))
    return teams


def _roster_sheet(path: Path, sheets: tuple[Sheet, ...], name: str | None) -> tuple[Sheet, Header]:
    """The first sheet (or the one named) with a roster header, and that header."""
    candidates = [s for s in sheets if name is None or s.name == name]
    if not candidates:
        found = ", ".join(repr(s.name) for s in sheets)
        message = f"expected a sheet named {name!r}; the workbook has {found}"
        raise InputErrors([InputError(message, str(path))])
    for candidate in candidates:
        header = find_header(candidate)
        if header is not None:
            return candidate, header
    raise InputErrors(
        [
            InputError(
                f"no roster header: {describe_near_miss(s)}; {EXPECTED_HEADER}", str(path), s.name
            )
            for s in candidates
        ]
    )


def _place(error: InputError) -> tuple[int, int, str]:
    column = str(error.column or "")
    return (error.row or 0, len(column), column)


def _teams(
    drafts: list[Draft], header: Header, boards: int, reserves: int, problems: Problems
) -> tuple[Team, ...]:
    """Validate the drafts as a whole and make the teams."""
    named = [d for d in drafts if d.name]
    titles = [team_title(n) for n in strip_number_prefixes([d.name for d in named])]
    for draft in drafts:
        if not draft.name:
            _report_unnamed(draft, problems)
        else:
            _check_players(draft, boards, reserves, problems)
    _check_unique_names(named, [name for name, _ in titles], problems)
    _check_unique_numbers(named, header, problems)
    _check_unique_fide_ids(drafts, problems)
    return tuple(
        Team(number, name, tuple(e.player for e in _in_board_order(d)), d.federation or fed)
        for number, (d, (name, fed)) in enumerate(zip(named, titles, strict=True), start=1)
    )


def _in_board_order(draft: Draft) -> list[Entry]:
    return sorted(draft.entries, key=lambda e: (e.board is None, e.board or 0, e.row))


def _report_unnamed(draft: Draft, problems: Problems) -> None:
    rows = f"the players in {_rows((e.row for e in draft.entries), _row_word(problems))}"
    if draft.missing:
        message = f"no team name for {rows}: {draft.missing}; expected the team's name there"
    else:
        message = f"expected a team name; found an empty cell, so {rows} have no team"
    problems.add(message, draft.row, draft.column + 1)


def _check_players(draft: Draft, boards: int, reserves: int, problems: Problems) -> None:
    """Art. 5 sizes: at least one player per board, at most boards + reserves; boards once."""
    entries = _in_board_order(draft)
    count, rows = len(entries), _rows((e.row for e in entries), _row_word(problems))
    if count < boards:
        where = f"{rows}" if entries else "no player rows"
        message = f"team {draft.name!r} has {_count(count, 'player')} ({where}); "
        message += f"expected at least {boards}, one per board"
        problems.add(message, draft.row, draft.column + 1)
    if count > boards + reserves:
        extra = entries[boards + reserves]
        most = f"{boards + reserves} ({_count(boards, 'board')} and {_count(reserves, 'reserve')})"
        message = (
            f"team {draft.name!r} has {_count(count, 'player')} ({rows}); expected at most {most}"
        )
        problems.add(message, extra.row, extra.columns["name"] + 1)
    seen: dict[int, Entry] = {}
    for entry in entries:
        if entry.board is not None and entry.board > boards + reserves >= count:
            message = f"board {entry.board} of team {draft.name!r}: expected a board number "
            message += f"from 1 to {boards + reserves} ({_count(boards, 'board')} and "
            message += f"{_count(reserves, 'reserve')})"
            problems.add(message, entry.row, entry.columns.get("board", 0) + 1)
            continue
        first = seen.setdefault(entry.board, entry) if entry.board is not None else entry
        if first is not entry:
            message = f"board {entry.board} of team {draft.name!r} is given twice "
            message += f"(rows {first.row} and {entry.row}); expected each board once"
            column = entry.columns.get("board", entry.columns["name"])
            problems.add(message, entry.row, column + 1)


def _check_unique_names(named: list[Draft], names: list[str], problems: Problems) -> None:
    seen: dict[str, Draft] = {}
    for draft, name in zip(named, names, strict=True):
        first = seen.setdefault(name.casefold(), draft)
        if first is not draft:
            message = f"team name {name!r} is already used by the team in row {first.row}; "
            message += "expected each team once"
            problems.add(message, draft.row, draft.column + 1)


def _check_unique_numbers(named: list[Draft], header: Header, problems: Problems) -> None:
    seen: dict[int, Draft] = {}
    for draft in named:
        first = seen.setdefault(draft.number, draft) if draft.number is not None else draft
        if first is not draft:
            message = f"team number {draft.number} is already given to {first.name!r} "
            message += f"(row {first.row}); expected each team number once"
            problems.add(message, draft.row, excel_column(header.columns.get("team_no")))


def _check_unique_fide_ids(drafts: list[Draft], problems: Problems) -> None:
    seen: dict[str, Entry] = {}
    for entry in (e for d in drafts for e in d.entries if e.player.fide_id):
        first = seen.setdefault(entry.player.fide_id, entry)
        if first is not entry:
            message = f"FIDE ID {entry.player.fide_id} is already given to {first.player.name!r} "
            message += f"(row {first.row}); expected each player once"
            problems.add(message, entry.row, excel_column(entry.columns.get("fide_id")))


def _rows(rows: Iterable[int], word: str = "row") -> str:
    """``rows 5-7, 9`` for rows 5, 6, 7 and 9 (``lines`` in a CSV file)."""
    spans: list[list[int]] = []
    for row in sorted(rows):
        if spans and row == spans[-1][-1] + 1:
            spans[-1].append(row)
        else:
            spans.append([row])
    text = ", ".join(f"{s[0]}-{s[-1]}" if len(s) > 1 else f"{s[0]}" for s in spans)
    return f"{word} {text}" if len(spans) == 1 and len(spans[0]) == 1 else f"{word}s {text}"


def _row_word(problems: Problems) -> str:
    return "row" if problems.sheet else "line"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
