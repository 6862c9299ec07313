"""An organiser's team workbook read with openpyxl alone, as a second pair of eyes: the
results typed in the round sheets, and the standings figures they make, computed here
from the cells and the 2012 text (not by the program's standings), to compare with what
``olympiad standings``, the bulletin and an exported TRF print."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

HALF = Fraction(1, 2)
# Each result as typed, from the first team's side: (first, second); None: not final.
SCORES: dict[str, tuple[Fraction, Fraction] | None] = {
    "1-0": (Fraction(1), Fraction(0)),
    "0-1": (Fraction(0), Fraction(1)),
    "½-½": (HALF, HALF),
    "=": (HALF, HALF),
    "0.5-0.5": (HALF, HALF),
    "+/-": (Fraction(1), Fraction(0)),
    "-/+": (Fraction(0), Fraction(1)),
    "-/-": (Fraction(0), Fraction(0)),
    "*": None,
}
BYE_MP, BYE_GP = 1, 2  # 2012 text, art. 12: "1 match point and two game points"
WIN_MP, DRAW_MP = 2, 1  # art. 1: match points


@dataclass(frozen=True)
class Board:
    """One board as typed: round, first and second team and player, and the result cell."""

    round: int
    first: str
    second: str
    board: int
    white_player: str
    black_player: str
    result: str | None


@dataclass
class Tally:
    """What a team's finished matches give: match and game points, won-drawn-lost."""

    match_points: int = 0
    game_points: Fraction = Fraction(0)
    won: int = 0
    drawn: int = 0
    lost: int = 0
    opponents: list[str] = field(default_factory=list)


def boards(path: Path) -> list[Board]:
    """Every board row of every round sheet of the workbook at ``path``."""
    book = openpyxl.load_workbook(path)
    found: list[Board] = []
    for sheet in book.worksheets:
        if not sheet.title.startswith("Round "):
            continue
        number = int(sheet.title.split()[1])
        first = second = ""
        for row in sheet.iter_rows(min_row=5, values_only=True):
            if isinstance(row[0], int):
                first, second = str(row[5]), str(row[10])
            elif isinstance(row[1], int):
                result = None if row[8] in (None, "") else str(row[8])
                players = str(row[5]), str(row[10])
                found.append(Board(number, first, second, row[1], *players, result))
    return found


def byes(path: Path) -> dict[int, str]:
    """The team given the bye in each round (its name)."""
    book = openpyxl.load_workbook(path)
    given: dict[int, str] = {}
    for sheet in book.worksheets:
        if sheet.title.startswith("Round "):
            for row in sheet.iter_rows(min_row=5, values_only=True):
                if row[0] == "Bye":
                    given[int(sheet.title.split()[1])] = str(row[5])
    return given


def matches(path: Path) -> dict[tuple[int, str, str], list[Board]]:
    """Boards grouped by match: (round, first team, second team)."""
    grouped: dict[tuple[int, str, str], list[Board]] = {}
    for board in boards(path):
        grouped.setdefault((board.round, board.first, board.second), []).append(board)
    return grouped


def unfinished(path: Path) -> list[tuple[int, str, str]]:
    """The matches with a board not final (empty or ``*``): not counted anywhere."""
    return [key for key, rows in matches(path).items() if any(_score(b) is None for b in rows)]


def tallies(path: Path) -> dict[str, Tally]:
    """Each team's figures from its finished matches and byes (every team of ``Teams``)."""
    book = openpyxl.load_workbook(path)
    teams = book["Teams"]
    table = {str(r[2]): Tally() for r in teams.iter_rows(min_row=2, values_only=True) if r[2]}
    for (_, first, second), rows in matches(path).items():
        scores = [_score(b) for b in rows]
        if any(s is None for s in scores):
            continue
        mine = sum((s[0] for s in scores if s), Fraction(0))
        theirs = sum((s[1] for s in scores if s), Fraction(0))
        sides = ((first, mine, theirs, second), (second, theirs, mine, first))
        for team, own, other, opponent in sides:
            tally = table[team]
            tally.game_points += own
            tally.opponents.append(opponent)
            if own > other:
                tally.match_points += WIN_MP
                tally.won += 1
            elif own == other:
                tally.match_points += DRAW_MP
                tally.drawn += 1
            else:
                tally.lost += 1
    for team in byes(path).values():
        table[team].match_points += BYE_MP
        table[team].game_points += BYE_GP
    return table


def _score(board: Board) -> tuple[Fraction, Fraction] | None:
    return None if board.result is None else SCORES[board.result]


def printed_rows(lines: list[str]) -> Iterator[dict[str, str]]:
    """The rows of the standings table ``olympiad standings`` prints, by its header; the
    team name is the one column that may hold blanks (``Team 0004``)."""
    start = next(i for i, line in enumerate(lines) if line.split()[:3] == ["Rk", "No.", "Team"])
    header = lines[start].split()
    for line in lines[start + 1 :]:
        if not line.strip():
            continue
        words = line.split()
        rank, number = words[:2]
        tail = words[len(words) - (len(header) - 3) :]
        name = " ".join(words[2 : len(words) - len(tail)])
        yield dict(zip(header, [rank, number, name, *tail], strict=True))


def points(text: str) -> Fraction:
    """``8½``, ``8.5``, ``8`` as a number."""
    text = text.strip()
    if text.endswith("½"):
        return Fraction(int(text[:-1] or 0)) + HALF
    return Fraction(text)


def tiebreaks(path: Path) -> dict[str, tuple[Fraction, Fraction]]:
    """Each team's 2012 art. 14 tie-breaks when every match is finished: (a) Olympiad SB,
    each opponent's MP times the GP scored against it, leaving out the opponent with the
    lowest MP (then the lowest GP, then the smallest product, then the earliest round);
    (c) the opponents' MP without the lowest. A bye is a draw against a virtual opponent
    with the team's MP and GP at the start of the round, plus 1 MP and 2 GP, plus 1 MP and
    2 GP for each later round; a round the team was not paired in counts nothing
    (docs/interpretations.md, "Art. 14")."""
    rounds = max((r for r, _, _ in matches(path)), default=0)
    played = {key: rows for key, rows in matches(path).items()}
    final = tallies(path)
    faced: dict[str, list[tuple[int, Fraction, Fraction, int]]] = {t: [] for t in final}
    for (number, first, second), rows in played.items():
        scores = [_score(b) for b in rows]
        mine = sum((s[0] for s in scores if s), Fraction(0))
        theirs = sum((s[1] for s in scores if s), Fraction(0))
        for team, opponent, scored in ((first, second, mine), (second, first, theirs)):
            them = final[opponent]
            faced[team].append((them.match_points, them.game_points, scored, number))
    for number, team in byes(path).items():
        before = _tally_before(path, team, number)
        later = rounds - number
        virtual_mp = before.match_points + BYE_MP + DRAW_MP * later
        virtual_gp = before.game_points + BYE_GP + BYE_GP * later
        faced[team].append((virtual_mp, virtual_gp, Fraction(BYE_GP), number))
    found = {}
    for team, opponents in faced.items():
        if not opponents:
            found[team] = (Fraction(0), Fraction(0))
            continue
        cut = min(opponents, key=lambda o: (o[0], o[1], o[0] * o[2], o[3]))
        rest = list(opponents)
        rest.remove(cut)
        sb = sum((Fraction(o[0]) * o[2] for o in rest), Fraction(0))
        omp = Fraction(sum(o[0] for o in opponents) - min(o[0] for o in opponents))
        found[team] = (sb, omp)
    return found


def _tally_before(path: Path, team: str, number: int) -> Tally:
    """``team``'s MP and GP from the rounds before ``number``."""
    tally = Tally()
    for (rnd, first, second), rows in matches(path).items():
        if rnd >= number or team not in (first, second):
            continue
        scores = [_score(b) for b in rows]
        mine = sum((s[0] if team == first else s[1] for s in scores if s), Fraction(0))
        theirs = sum((s[1] if team == first else s[0] for s in scores if s), Fraction(0))
        tally.game_points += mine
        tally.match_points += WIN_MP if mine > theirs else DRAW_MP if mine == theirs else 0
    for rnd, given in byes(path).items():
        if rnd < number and given == team:
            tally.match_points += BYE_MP
            tally.game_points += BYE_GP
    return tally
