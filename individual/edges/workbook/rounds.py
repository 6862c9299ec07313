"""``Round N`` sheets of the individual workbook: one row per board (board, white's No.,
name, points before the round, the result cell, black's points, name, No.), then one
row per player without a game: ``-`` in the Board column, the No. and name, and in the
Result column the code (U the pairing bye, H a requested half-point bye, Z a zero-point
bye, F a full-point bye, ``-`` not paired). Results are typed from white's side: 1-0, 0-1,
½-½ (= or 0.5-0.5), forfeits +/- -/+ -/-, * for a game not finished (a draw for pairing,
F.9).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from fractions import Fraction

from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.workbook.cells import (
    CellValue,
    Field,
    SheetReader,
    cell_name,
    clear_result_cells,
    put,
    put_row,
    put_rows,
    result_cells,
)
from individual.swiss.model import NOT_ENTERED, Game, SwissRound, Unpaired
from individual.vocabulary.result import GameScore

ROUND_SHEET = "Round {}"
HEADER_ROW = 3
COLUMNS = ("Board", "No.", "White", "Pts", "Result", "Pts", "Black", "No.")
BOARD, WHITE_NO, RESULT, BLACK_NO = 1, 2, 5, 8
CODES = "1-0, 0-1, ½-½, =, 0.5-0.5, +/-, -/+, -/-, *"
POINTS_NOTE = (
    "Pts: points before the round, a game of an earlier round typed * counted as a draw for "
    "pairing."
)
"""What the round's Pts are (F.9: an unfinished game is a draw for pairing)."""
_UNPAIRED = {u.value: u for u in Unpaired}
_MEANING = {Unpaired.PAIRING_BYE: "bye (1 point)", Unpaired.HALF_BYE: "requested bye (½)",
            Unpaired.ZERO_BYE: "bye (0)", Unpaired.FULL_BYE: "bye (1 point)",
            Unpaired.ABSENT: "not paired"}  # fmt: skip
_BYE_CODES = tuple(u.value for u in Unpaired)
_BYE_MEANINGS = ", ".join(f"{u.value} {_MEANING[u]}" for u in Unpaired)
_SHEET = re.compile(r"^Round (\d+)$")


def round_number(name: str) -> int | None:
    found = _SHEET.match(name)
    return int(found.group(1)) if found else None


def write_round(
    sheet: Worksheet,
    rnd: SwissRound,
    names: Mapping[int, str],
    points: Mapping[int, int],
    late: frozenset[int] = frozenset(),
) -> None:
    """The round's sheet; ``points`` in half-points before the round (F.9); ``late``: the
    late entries not entered yet, not paired for that (``NOT_ENTERED``)."""
    rows: list[tuple[int, tuple[CellValue, ...]]] = []
    for row, game in enumerate(rnd.games, start=HEADER_ROW + 1):
        score = game.score.value if game.score is not None else None
        rows.append((row, (row - HEADER_ROW, game.white, names[game.white],
                           _pts(points, game.white), score, _pts(points, game.black),
                           names[game.black], game.black)))  # fmt: skip
    first = HEADER_ROW + 1 + len(rnd.games)
    for row, (number, reason) in enumerate(rnd.unpaired, start=first):
        meaning = NOT_ENTERED if reason is Unpaired.ABSENT and number in late else _MEANING[reason]
        rows.append((row, ("-", number, names[number], _pts(points, number), reason.value,
                           None, meaning)))  # fmt: skip
    letter = get_column_letter(RESULT)
    games = [f"{letter}{row}" for row in range(HEADER_ROW + 1, first)]
    byes = [f"{letter}{row}" for row in range(first, first + len(rnd.unpaired))]
    sheet.delete_rows(1, sheet.max_row)
    clear_result_cells(sheet)
    put(sheet, 1, 1, f"Round {rnd.number}", bold=True)
    put(sheet, 2, 1, f"Type results in column E from white's side: {CODES}. {POINTS_NOTE}")
    put_row(sheet, HEADER_ROW, COLUMNS, bold=True)
    put_rows(sheet, rows)
    result_cells(sheet, games, f"The result from white's side: {CODES}")
    result_cells(sheet, byes, f"A player without a game: {_BYE_MEANINGS}", _BYE_CODES)
    for letter, width in zip("ABCDEFGH", (6, 5, 30, 5, 8, 5, 30, 5), strict=True):
        sheet.column_dimensions[letter].width = width
    sheet.freeze_panes = f"A{HEADER_ROW + 1}"


def _pts(points: Mapping[int, int], number: int) -> Fraction:
    return Fraction(points.get(number, 0), 2)


_KIND = (Field(BOARD, "filled"), Field(WHITE_NO, "filled"), Field(BOARD))
_BOARD = (Field(BOARD, "whole", "the board (or - for a player without a game)", 1),)
_NO_NEEDED = "expected a start number (No. in Players)"
_NO = {
    c: (Field(c, "whole", "a start number", 1, required=_NO_NEEDED),) for c in (WHITE_NO, BLACK_NO)
}
_RESULT = (Field(RESULT, "result"),)


def read_round(
    reader: SheetReader, number: int, known: set[int]
) -> tuple[SwissRound, tuple[str, ...]]:
    """The round as typed and the cells still without a result; problems added to the
    reader (unknown players, a player twice, a result that is not one)."""
    games: list[Game] = []
    unpaired: list[tuple[int, Unpaired]] = []
    missing: list[str] = []
    seen: dict[int, tuple[int, int]] = {}
    for row in range(HEADER_ROW + 1, reader.sheet.max_row + 1):
        board, white, label = reader.record(row, _KIND)
        if not board and not white:
            continue
        is_game = label != "-"
        if is_game:
            reader.record(row, _BOARD)
        players: list[int | None] = []
        for column in (WHITE_NO, BLACK_NO)[: 1 + is_game]:
            (player,) = reader.record(row, _NO[column])
            players.append(_player(reader, row, column, player, known, seen))
        (text,) = reader.record(row, _RESULT)
        if is_game and None not in players:
            score = _score(reader, row, text)
            if not text:
                missing.append(cell_name(reader.name, row, RESULT))
            games.append(Game(players[0], players[1], score))  # type: ignore[arg-type]
        elif not is_game and players[0] is not None:
            code = _UNPAIRED.get(text.upper() or "-")
            if code is None:
                reader.error(
                    row,
                    RESULT,
                    f"expected U, H, Z, F or - for a player without a game; found {text!r}",
                )
            else:
                unpaired.append((players[0], code))
    return SwissRound(number, tuple(games), tuple(unpaired)), tuple(missing)


def _player(
    reader: SheetReader,
    row: int,
    column: int,
    number: int | None,
    known: set[int],
    seen: dict[int, tuple[int, int]],
) -> int | None:
    """``number``, the start number typed at ``row``, ``column`` (``None``: none, or not
    one: said), checked: a player of the Players sheet, once in the round."""
    if number is None:
        return None
    if number not in known:
        reader.error(row, column, f"no player No. {number} in Players")
    elif number in seen:
        where = cell_name(reader.name, *seen[number])
        reader.error(row, column, f"player {number} is also in {where}")
    seen.setdefault(number, (row, column))
    return number


def _score(reader: SheetReader, row: int, text: str) -> GameScore | None:
    if not text:
        return None
    try:
        return GameScore.parse(text)
    except ValueError:
        reader.error(row, RESULT, f"expected a result ({CODES}); found {text!r}")
        return None
