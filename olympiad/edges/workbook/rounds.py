"""Round sheets of the tournament workbook: how one is laid out, and writing it.

A ``Round N`` sheet has its title and the help in rows 1-3, the header in row 4, then
one row per match followed by one row per board, then a ``Bye`` row and ``Absent`` rows
(art. 45). Columns:

==  ========  ===========================  ==========================================
A   Table     table number                 (empty)
B   Board     (empty)                      board number
C   No.       first team's number          (empty)
D   PN        pairing number (2012 arts.
              8-9, 2022 3.1; C.04.6 1.1:
              the TPN, the team number)
E   MP        match points before the round
F   First     team name                    the first team's player
G   Rtg       average rating (2012         the player's rating
              art. 8, 2022 3.1.1; C.04.6
              ranks by none)
H   Colour                                 the first team's colour (art. 29)
I   Result    no-show marker or match      the board's result, from the first
              total (optional)             team's side
J   Colour                                 the second team's colour
K   Second    team name                    the second team's player
L-O           as G-C for the second team
==  ========  ===========================  ==========================================

The first team has white on board 1 and the board colour sequence (art. 29) gives the
other boards. Only columns A, B, C, F, I, K and O are read back; the others are shown.
The articles named here without an edition are 2012's; the sheet's help rows cite the
event's edition's (``cite_text``).
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
from individual.vocabulary.result import GameScore, format_points, nearest_whole
from olympiad.engine.model import Event, Match, Round
from olympiad.engine.ranking import average_rating
from olympiad.engine.roles import cite_text, cited_aside
from olympiad.engine.scores import team_records

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
    """What a round sheet shows besides the round, computed once from the event before
    it (``round_view``): its title, the helps and notes cited by the event's edition, the
    board colour sequence (art. 29), each team's cells (No., PN, MP before the round,
    name, average rating: the Olympiad rules' art. 8, shown only under C.04.6, whose TPN is
    the team number) and its players' (name, rating) in board order."""

    title: str
    result_help: str
    match_help: str
    match_result_help: str
    bye_note: str
    absent_note: str
    colours: str
    boards: int
    sides: Mapping[int, tuple[CellValue, ...]]
    players: Mapping[int, tuple[tuple[str, int | None], ...]]


def round_view(event: Event, numbers: Mapping[int, int], number: int) -> RoundView:
    """The view of round ``number`` of ``event`` (the event before it), its teams
    numbered ``numbers``: what the engine says of them asked in one go."""
    ruleset = event.ruleset
    boards, floor = ruleset.boards, ruleset.rating_floor
    players = {t.number: tuple((p.name, p.rating) for p in t.players) for t in event.teams}
    averages = [average_rating(team, boards, floor) for team in event.teams]
    records = team_records(event, for_pairing=False)
    result, match = cite_text(RESULT_HELP, ruleset), cite_text(MATCH_HELP, ruleset)
    match_result = cite_text(MATCH_RESULT_HELP, ruleset)
    bye, absent = cited_aside("12", ruleset), cited_aside("45", ruleset)
    colours = event.board_colour_sequence()
    bye = f"bye: {ruleset.bye_match_points} MP, {format_points(Fraction(boards, 2))} GP{bye}"
    sides: dict[int, tuple[CellValue, ...]] = {}
    for team, average in zip(event.teams, averages, strict=True):  # shown .5 up
        n = team.number
        points = records[n].match_points if n in records else 0
        sides[n] = (n, numbers[n], points, team.name, nearest_whole(average))
    return RoundView(f"{event.name}: round {number}", result, match, match_result, bye,
                     f"not paired{absent}", colours, boards, sides, players)  # fmt: skip


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

    @property
    def last(self) -> int:
        """The sheet's last row."""
        return self.rows[-1][0] if self.rows else HEADER_ROW


def write_round(sheet: Worksheet, view: RoundView, rnd: Round) -> None:
    """Lay out ``rnd`` on an empty ``sheet`` (results too, when the round has them): the
    whole sheet composed and formatted, then its cells written."""
    layout = _layout(view, rnd)
    for row in layout.matches:
        for column in range(1, COLUMNS + 1):
            sheet.cell(row, column).fill = _MATCH_FILL
            sheet.cell(row, column).font = _BOLD
    for row in layout.boards:
        for column in (8, RESULT, 10):
            sheet.cell(row, column).alignment = _CENTRED
    for row in layout.singles:
        sheet.cell(row, 1).font = _BOLD
    _format(sheet, layout.last)
    put(sheet, 1, 1, view.title, bold=True)
    put(sheet, 2, 1, view.result_help)
    put(sheet, 3, 1, view.match_help)
    put_row(sheet, HEADER_ROW, HEADER, bold=True)
    put_rows(sheet, layout.rows)
    clear_result_cells(sheet)
    result_cells(sheet, layout.board_results, view.result_help)
    result_cells(sheet, layout.match_results, view.match_result_help, codes=())


def _layout(view: RoundView, rnd: Round) -> _Layout:
    sides, sequence = view.sides, view.colours
    rows: list[tuple[int, tuple[CellValue, ...]]] = []
    matches: list[int] = []
    boards: list[int] = []
    cells: dict[str, list[str]] = {"matches": [], "boards": []}  # their Result cells
    row = HEADER_ROW + 1
    for table, match in enumerate(rnd.matches, start=1):
        first, second = match.first, match.second
        number, pn, mp, name, average = sides[second]
        rows.append((row, (table, None, *sides[first], None, _no_show_marker(match), None,
                           name, average, mp, pn, number)))  # fmt: skip
        matches.append(row)
        cells["matches"].append(f"{_RESULT_LETTER}{row}")
        lineup = seats(view, match)
        for board, (a, b) in enumerate(lineup, start=1):
            colour = sequence[(board - 1) % len(sequence)]
            game = match.games[board - 1] if match.games and not match.no_show else None
            values: tuple[CellValue, ...] = (None, board, None, None, None)
            values += _player(view.players[first], a)
            values += (colour, game.value if game else None, "B" if colour == "W" else "W")
            rows.append((row + board, (*values, *_player(view.players[second], b))))
            boards.append(row + board)
            cells["boards"].append(f"{_RESULT_LETTER}{row + board}")
        row += len(lineup) + 1
    singles = [(BYE, rnd.bye, view.bye_note)] if rnd.bye is not None else []
    singles += [(ABSENT, team, view.absent_note) for team in sorted(rnd.absent)]
    for offset, (label, team, note) in enumerate(singles):
        rows.append((row + offset, (label, None, *sides[team], None, note)))
    single_rows = tuple(range(row, row + len(singles)))
    return _Layout(tuple(rows), tuple(matches), tuple(boards), single_rows,
                   tuple(cells["matches"]), tuple(cells["boards"]))  # fmt: skip


def _player(
    players: Sequence[tuple[str, int | None]], seat: int | None
) -> tuple[CellValue, CellValue]:
    if seat is None or seat >= len(players):
        return None, None
    return players[seat]


def _no_show_marker(match: Match) -> str | None:
    if not match.no_show:
        return None
    if len(match.no_show) == 2:
        return GameScore.DOUBLE_FORFEIT.value
    first_absent = match.first in match.no_show
    marker = GameScore.FORFEIT_LOSS if first_absent else GameScore.FORFEIT_WIN
    return str(marker.value)


def seats(view: RoundView, match: Match) -> tuple[tuple[int | None, int | None], ...]:
    """Who sits at each board: the match's lineup, else the first players of each team
    (none for a team that did not appear)."""
    if match.lineup:
        return match.lineup
    teams = (match.first, match.second)
    sizes = [0 if t in match.no_show else len(view.players[t]) for t in teams]
    return tuple(
        (b if b < sizes[0] else None, b if b < sizes[1] else None) for b in range(view.boards)
    )


def _format(sheet: Worksheet, last: int) -> None:
    widths = {"A": 7, "B": 6, "C": 5, "D": 5, "E": 5, "F": 30, "G": 6, "H": 7, "I": 9}
    widths |= {"J": 7, "K": 30, "L": 6, "M": 5, "N": 5, "O": 5}
    for letter, width in widths.items():
        sheet.column_dimensions[letter].width = width
    sheet.freeze_panes = f"A{HEADER_ROW + 1}"
    fit_to_page_width(sheet, HEADER_ROW)
    sheet.print_area = f"A1:O{last}"


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
