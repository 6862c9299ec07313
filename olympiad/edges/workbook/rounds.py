"""Round sheets of the tournament workbook: how one is laid out, and writing it.

A ``Round N`` sheet has its title and the help in rows 1-3, the header in row 4, then
one row per match followed by one row per board, then a ``Bye`` row and ``Absent`` rows
(art. 45). Columns:

==  ========  ===========================  ==========================================
A   Table     table number                 (empty)
B   Board     (empty)                      board number
C   No.       first team's number          (empty)
D   PN        pairing number (arts. 8-9)
E   MP        match points before the round
F   First     team name                    the first team's player
G   Rtg       average rating (art. 8)      the player's rating
H   Colour                                 the first team's colour (art. 29)
I   Result    no-show marker or match      the board's result, from the first
              total (optional)             team's side
J   Colour                                 the second team's colour
K   Second    team name                    the second team's player
L-O           as G-C for the second team
==  ========  ===========================  ==========================================

The first team has white on board 1 and the board colour sequence (art. 29) gives the
other boards. Only columns A, B, C, F, I, K and O are read back; the others are shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from openpyxl.styles import Alignment, Font, PatternFill  # type: ignore[import-untyped]
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.workbook.cells import (
    CellValue,
    clear_result_cells,
    put,
    put_row,
    put_rows,
    result_cells,
)
from individual.vocabulary.result import GameScore, format_points
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.engine.ranking import average_rating
from olympiad.engine.roles import cite_text, cited_aside

HEADER_ROW = 4
HEADER = (
    "Table", "Board", "No.", "PN", "MP", "First team / player", "Rtg", "Colour",
    "Result", "Colour", "Second team / player", "Rtg", "MP", "PN", "No.",
)  # fmt: skip
TABLE, BOARD, FIRST_NO, FIRST_NAME, RESULT, SECOND_NAME, SECOND_NO = 1, 2, 3, 6, 9, 11, 15
COLUMNS = len(HEADER)
_RESULT_LETTER = get_column_letter(RESULT)
BYE, ABSENT = "Bye", "Absent"
RESULT_HELP = (
    "Results from the first team's side: 1-0, 0-1, ½-½ (= or 0.5-0.5), +/- -/+ -/- "
    "(forfeits), * (unfinished, art. 13). The first team has white on board 1 (art. 29)."
)
MATCH_RESULT_HELP = (
    "Match row, Result: +/- the second team did not appear, -/+ the first did not, -/- "
    "neither (art. 46; leave the boards empty); or the match total (2½-1½), checked."
)
MATCH_HELP = MATCH_RESULT_HELP + (
    " Lineups may change before results, in board order; clear a team's players to field "
    "its first players."
)
_MATCH_FILL = PatternFill("solid", fgColor="DDEBF7")
_BOLD = Font(bold=True)
_CENTRED = Alignment(horizontal="center")


@dataclass(frozen=True)
class RoundView:
    """What a round sheet shows besides the round: names, pairing numbers, MP before."""

    event: Event
    numbers: Mapping[int, int]
    match_points: Mapping[int, int]


@dataclass(frozen=True)
class _Layout:
    """A round sheet's rows below its header, composed before any is written: each row's
    values (from column A) and which rows are match rows, board rows and single rows (the
    bye, the absent teams)."""

    rows: tuple[tuple[int, tuple[CellValue, ...]], ...]
    matches: tuple[int, ...]
    boards: tuple[int, ...]
    singles: tuple[int, ...]
    match_results: tuple[str, ...]  # the Result cells of the match rows (I5)
    board_results: tuple[str, ...]  # and of the board rows


def write_round(sheet: Worksheet, view: RoundView, rnd: Round) -> None:
    """Lay out ``rnd`` on an empty ``sheet`` (results too, when the round has them)."""
    ruleset = view.event.ruleset
    result_help = cite_text(RESULT_HELP, ruleset)
    helps = (cite_text(MATCH_HELP, ruleset), cite_text(MATCH_RESULT_HELP, ruleset))
    layout = _layout(view, rnd)
    put(sheet, 1, 1, f"{view.event.name}: round {rnd.number}", bold=True)
    put(sheet, 2, 1, result_help)
    put(sheet, 3, 1, helps[0])
    put_row(sheet, HEADER_ROW, HEADER, bold=True)
    put_rows(sheet, layout.rows)
    clear_result_cells(sheet)
    result_cells(sheet, layout.board_results, result_help)
    result_cells(sheet, layout.match_results, helps[1], codes=())
    for row in layout.matches:
        for column in range(1, COLUMNS + 1):
            sheet.cell(row, column).fill = _MATCH_FILL
            sheet.cell(row, column).font = _BOLD
    for row in layout.boards:
        for column in (8, RESULT, 10):
            sheet.cell(row, column).alignment = _CENTRED
    for row in layout.singles:
        sheet.cell(row, 1).font = _BOLD
    _format(sheet)


def _layout(view: RoundView, rnd: Round) -> _Layout:
    event, ruleset = view.event, view.event.ruleset
    sequence = event.board_colour_sequence()
    rows: list[tuple[int, tuple[CellValue, ...]]] = []
    matches: list[int] = []
    boards: list[int] = []
    cells: dict[str, list[str]] = {"matches": [], "boards": []}  # their Result cells
    row = HEADER_ROW + 1
    for table, match in enumerate(rnd.matches, start=1):
        first, second = event.team(match.first), event.team(match.second)
        marker = _no_show_marker(match)
        number, pn, mp, name, average = _side(view, second)
        rows.append((row, (table, None, *_side(view, first), None, marker, None,
                           name, average, mp, pn, number)))  # fmt: skip
        matches.append(row)
        cells["matches"].append(f"{_RESULT_LETTER}{row}")
        lineup = seats(event, match)
        for board, (a, b) in enumerate(lineup, start=1):
            colour = sequence[(board - 1) % len(sequence)]
            game = match.games[board - 1] if match.games and not match.no_show else None
            values: tuple[CellValue, ...] = (None, board, None, None, None, *_player(first, a))
            values += (colour, game.value if game else None, "B" if colour == "W" else "W")
            rows.append((row + board, (*values, *_player(second, b))))
            boards.append(row + board)
            cells["boards"].append(f"{_RESULT_LETTER}{row + board}")
        row += len(lineup) + 1
    singles: list[tuple[str, int, str]] = []
    if rnd.bye is not None:
        points = f"{ruleset.bye_match_points} MP, {format_points(Fraction(ruleset.boards, 2))} GP"
        singles.append((BYE, rnd.bye, f"bye: {points}{cited_aside('12', ruleset)}"))
    for team in sorted(rnd.absent):
        singles.append((ABSENT, team, f"not paired{cited_aside('45', ruleset)}"))
    for offset, (label, number, note) in enumerate(singles):
        side = _side(view, event.team(number))
        rows.append((row + offset, (label, None, *side, None, note)))
    single_rows = tuple(range(row, row + len(singles)))
    return _Layout(tuple(rows), tuple(matches), tuple(boards), single_rows,
                   tuple(cells["matches"]), tuple(cells["boards"]))  # fmt: skip


def _side(view: RoundView, team: Team) -> tuple[CellValue, ...]:
    ruleset = view.event.ruleset
    average = round(average_rating(team, ruleset.boards, ruleset.rating_floor))
    number = team.number
    return (number, view.numbers[number], view.match_points.get(number, 0), team.name, average)


def _player(team: Team, seat: int | None) -> tuple[CellValue, CellValue]:
    if seat is None or seat >= len(team.players):
        return None, None
    player = team.players[seat]
    return player.name, player.rating


def _no_show_marker(match: Match) -> str | None:
    if not match.no_show:
        return None
    if len(match.no_show) == 2:
        return GameScore.DOUBLE_FORFEIT.value
    first_absent = match.first in match.no_show
    marker = GameScore.FORFEIT_LOSS if first_absent else GameScore.FORFEIT_WIN
    return str(marker.value)


def seats(event: Event, match: Match) -> tuple[tuple[int | None, int | None], ...]:
    """Who sits at each board: the match's lineup, else the first players of each team
    (none for a team that did not appear)."""
    if match.lineup:
        return match.lineup
    sizes = [0 if t in match.no_show else len(event.team(t).players) for t in match.teams]
    return tuple(
        (b if b < sizes[0] else None, b if b < sizes[1] else None)
        for b in range(event.ruleset.boards)
    )


def _format(sheet: Worksheet) -> None:
    widths = {"A": 7, "B": 6, "C": 5, "D": 5, "E": 5, "F": 30, "G": 6, "H": 7, "I": 9}
    widths |= {"J": 7, "K": 30, "L": 6, "M": 5, "N": 5, "O": 5}
    for letter, width in widths.items():
        sheet.column_dimensions[letter].width = width
    sheet.freeze_panes = f"A{HEADER_ROW + 1}"
    fit_to_page_width(sheet, HEADER_ROW)
    sheet.print_area = f"A1:O{sheet.max_row}"


def fit_to_page_width(sheet: Worksheet, header_row: int) -> None:
    """Print on A4 landscape, one page wide, the header row repeated on every page."""
    sheet.page_setup.orientation = "landscape"
    sheet.page_setup.paperSize = sheet.PAPERSIZE_A4
    sheet.page_setup.fitToWidth = 1
    sheet.page_setup.fitToHeight = 0
    sheet.sheet_properties.pageSetUpPr.fitToPage = True
    sheet.print_title_rows = f"{header_row}:{header_row}"


def set_results(sheet: Worksheet, rows: Sequence[tuple[int, str]]) -> None:
    """Type results into the Result column: ``(row, code)`` pairs."""
    for row, code in rows:
        put(sheet, row, RESULT, code)
