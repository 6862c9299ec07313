"""TRF-2026 records of what an event asks beyond the games (``individual.swiss.requests``),
read and written in the layout of TRF-2026 (columns 1-based, inclusive), and JaVaFo's
extension records that say the same:

- 250 accelerated rounds: match points 5-8 (blank for an individual event; gacrux writes
  twice the game points there), game points 10-13 (``1.0``), first round 15-17, last round
  19-21, first player 23-26, last player 28-31 (a blank last round or player: the first);
- ``XXA`` (JaVaFo): start number 5-8, then the virtual points of each round from column 10,
  five columns a round (``1.0``);
- 260 forbidden pairs: first round 5-7, last round 9-11, players 13-16, 18-21, ... (who may
  not meet one another);
- ``XXP`` (JaVaFo, bbpPairings): start numbers after the code, any number, who may not meet
  one another in any round;
- 162 points: only the standard points (W 1, D 0.5, L 0, A 0, P 1, X 0.5) are read; other
  points are refused, naming the line (every score here is in half-points of 1-0.5-0).

Record 250 (or ``XXA``) disregards an acceleration that record 192 names (TRF-2026); a
``_BAKU`` code without them asks for the Baku method (``individual.swiss.requests.baku``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from individual.edges.trf.fields import FieldErrors, cols, whole_number
from individual.edges.workbook.requests import ACCELERATION, FORBIDDEN, not_taken
from individual.swiss.requests import Acceleration, Forbidden, Requests, joined
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.result import decimal_points
from rulesets.trf_codes import BAKU

RECORDS = ("250", "260", "XXA", "XXP", "162")
ASKS = {"250": ACCELERATION, "XXA": ACCELERATION, "192": ACCELERATION}
ASKS |= {"260": FORBIDDEN, "XXP": FORBIDDEN}
"""The records that ask what only some systems take (192: a ``_BAKU`` code), and the
workbook setting that asks it."""
_STANDARD = {"W": Fraction(1), "D": Fraction(1, 2), "L": Fraction(0), "A": Fraction(0)}
_STANDARD |= {"P": Fraction(1), "X": Fraction(1, 2)}
_POINT = re.compile(r"([A-Z])\s*(\d{1,2}(?:\.\d)?)", re.ASCII)


class RequestLines:
    """What the records say, and where (a plain class, as ``FieldErrors``)."""

    def __init__(self) -> None:
        self.forbidden: list[Forbidden] = []
        self.accelerations: list[Acceleration] = []
        self.players: list[tuple[int, int, int]] = []  # (player, line, column) to check
        self.asked: list[tuple[int, str]] = []  # (line, record) of each record of ASKS


def read_request(raw: FieldErrors, into: RequestLines, line: str, n: int) -> None:
    """Read a record of ``RECORDS`` on line ``n`` into ``into``, errors into ``raw``."""
    kind = line[:3]
    if kind in ASKS:
        into.asked.append((n, kind))
    if kind == "250":
        _acceleration(raw, into, line, n)
    elif kind == "260":
        _forbidden(raw, into, line, n)
    elif kind == "XXA":
        _xxa(raw, into, line, n)
    elif kind == "XXP":
        _xxp(raw, into, line, n)
    else:
        _scoring(raw, line, n)


def requests_of(raw: FieldErrors, into: RequestLines, players: set[int], baku: bool) -> Requests:
    """The requests read, every player named checked against the 001 records (``players``);
    ``baku``: record 192 asks for the Baku method (used only without record 250 or XXA).
    The start numbers of a TRF are its pairing numbers (``numbered``)."""
    highest = max(players, default=0)
    for player, n, column in into.players:
        if player not in players:
            expected = f"a start number of a player record (1 to {highest})"
            raw.error(n, column, "player", expected, str(player))
    accelerations = joined(into.accelerations)
    return Requests(tuple(into.forbidden), accelerations, baku and not accelerations, True)


def refuse_not_taken(
    file: str, asked: Sequence[tuple[int, str]], system: str, named_by: str
) -> None:
    """``InputErrors`` naming every record of ``asked`` (line, record; ``SwissTrf.asked``)
    that the system ``system`` (named by ``named_by``: ``--system`` or ``record 192``) does
    not take, in the words of the workbook's cell (``not_taken``): never dropped."""
    errors = []
    for line, kind in asked:
        if refused := not_taken(system, ASKS[kind], named_by):
            remedy = _REMEDY.get(kind, "delete this record")
            errors.append(InputError(f"record {kind}: {refused}: {remedy}", file, row=line))
    if errors:
        raise InputErrors(errors)


_REMEDY = {"192": f"drop {BAKU} from the code"}


def _half_points(raw: FieldErrors, line: str, n: int, first: int, last: int) -> int | None:
    text = cols(line, first, last).strip()
    try:
        value = Fraction(text) * 2 if text else Fraction(0)
    except ValueError:
        value = Fraction(1, 3)
    if value.denominator != 1 or value < 0:
        raw.error(n, first, "points", f"points such as '1.0' in columns {first}-{last}", repr(text))
        return None
    return int(value)


def _acceleration(raw: FieldErrors, into: RequestLines, line: str, n: int) -> None:
    half = _half_points(raw, line, n, 10, 13)
    first = whole_number(raw, line, n, 15, 17, "first round")
    last = whole_number(raw, line, n, 19, 21, "last round") or first
    low = whole_number(raw, line, n, 23, 26, "first player")
    high = whole_number(raw, line, n, 28, 31, "last player") or low
    if half is None or not first or not last or not low or not high:
        if first == 0 or low == 0:
            raw.error(n, 15 if not first else 23, "record 250", "a round and a player", "blanks")
        return
    if last < first or high < low:
        raw.error(n, 19 if last < first else 28, "record 250", "a range from first to last", "")
        return
    into.players += [(low, n, 23), (high, n, 28)]
    if half:
        into.accelerations.append(Acceleration(half, first, last, low, high))


def _forbidden(raw: FieldErrors, into: RequestLines, line: str, n: int) -> None:
    first = whole_number(raw, line, n, 5, 7, "first round")
    last = whole_number(raw, line, n, 9, 11, "last round") or first
    players = []
    for column in range(13, len(line.rstrip()) + 1, 5):
        player = whole_number(raw, line, n, column, column + 3, "player")
        if player:
            players.append(player)
            into.players.append((player, n, column))
    if not first or not last or last < first:
        raw.error(n, 5, "record 260 rounds", "a first and a last round", repr(line[4:11]))
    elif len(players) < 2:
        raw.error(n, 13, "record 260", "two players or more", str(len(players)))
    else:
        into.forbidden.append(Forbidden(first, last, tuple(players)))


def _xxa(raw: FieldErrors, into: RequestLines, line: str, n: int) -> None:
    player = whole_number(raw, line, n, 5, 8, "XXA start number")
    if not player:
        return
    into.players.append((player, n, 5))
    for number, column in enumerate(range(10, len(line.rstrip()) + 1, 5), start=1):
        half = _half_points(raw, line, n, column, column + 3)
        if half:
            into.accelerations.append(Acceleration(half, number, number, player, player))


def _xxp(raw: FieldErrors, into: RequestLines, line: str, n: int) -> None:
    players = []
    for match in re.finditer(r"\S+", line[3:]):
        word, column = match.group(), match.start() + 4
        if word.isascii() and word.isdigit() and int(word):
            players.append(int(word))
            into.players.append((int(word), n, column))
        else:
            raw.error(n, column, "XXP player", "a start number", repr(word))
    if len(players) >= 2:
        into.forbidden.append(Forbidden(1, 999, tuple(players)))


def _scoring(raw: FieldErrors, line: str, n: int) -> None:
    for match in _POINT.finditer(line, 4):
        code, value = match.group(1), Fraction(match.group(2))
        if code in _STANDARD and value != _STANDARD[code]:
            standard = decimal_points(_STANDARD[code], tenths=True)
            expected = f"the standard {code} {standard} (other points: no)"
            raw.error(n, match.start() + 1, "record 162", expected, f"{code} {match.group(2)}")


def format_requests(requests: Requests) -> list[str]:
    """Records 250 (game points; match points blank, an individual event) and 260 for
    ``requests`` (start numbers as they stand)."""
    lines = [
        f"250      {decimal_points(Fraction(a.half_points, 2), tenths=True):>4} "
        f"{a.first_round:03d} {a.last_round:03d} "
        f"{a.first_player:4d} {a.last_player:4d}"
        for a in requests.accelerations
    ]
    lines += [
        f"260 {f.first:03d} {min(f.last, 999):03d} " + " ".join(f"{p:4d}" for p in f.players)
        for f in requests.forbidden
    ]
    return lines
