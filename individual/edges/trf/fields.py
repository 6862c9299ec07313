"""Fixed-column TRF fields shared by the team and individual readers and writers: the
columns of a line, a whole number with its location, a round block of a 001 record, the
error list every reader collects (file, line, column; expected and found), and the
writers' fields, each checked to fit its columns (``FieldOverflow`` otherwise)."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from individual.vocabulary.colour import Colour, lot_not_changed
from individual.vocabulary.errors import InputError
from individual.vocabulary.player import HIGHEST_RATING
from individual.vocabulary.result import decimal_points
from individual.vocabulary.rounds import all_paired, round_left

__all__ = ["HIGHEST_RATING"]  # the one rating limit, read by every reader through here too

SEPARATORS = (4, 9, 14, 48, 53, 57, 69, 80, 85)  # the blanks between a 001 record's fields
MOST_ROUNDS = 999  # the width of a 240 record's round


def cols(line: str, first: int, last: int) -> str:
    """Columns ``first``-``last`` of ``line`` (1-based), padded with blanks where it ends."""
    return line[first - 1 : last].ljust(last - first + 1)


class Entry:
    """One round block of a 001 record; ``column`` is where the block starts.

    A plain class, not a dataclass: a reader makes one per block, and a dataclass costs
    about a millisecond of every command's start-up (issue 16); never compared or printed."""

    __slots__ = ("code", "colour", "column", "line", "opponent", "player", "round")

    def __init__(
        self, player: int, round: int, opponent: int, colour: str, code: str, line: int, column: int
    ) -> None:
        self.player: Final = player
        self.round: Final = round
        self.opponent: Final = opponent
        self.colour: Final = colour
        self.code: Final = code
        self.line: Final = line
        self.column: Final = column


class FieldErrors:
    """The problems found in one file, all reported together (a plain class, as ``Entry``),
    the counts records 062, 072 and 082 declare (value, line), checked against the body,
    the rounds XXR and 142 plan (value, line) and the points of each 001 record (by line)."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.errors: list[InputError] = []
        self.counts: dict[str, tuple[int, int]] = {}
        self.rounds: dict[str, tuple[int, int]] = {}
        self.declared: dict[int, str] = {}  # line of a 001 record: its points as written

    def error(self, line: int, column: int, what: str, expected: str, found: str) -> None:
        message = f"{what}: expected {expected}, found {found}"
        self.errors.append(InputError(message, self.file, row=line, column=column))


def opponents_in_range(
    raw: FieldErrors, entries: dict[tuple[int, int], Entry], players: Collection[int]
) -> None:
    """Each round block's opponent is a start number of a 001 record; a block naming
    another (one above the players, a number no record has) is recorded and dropped."""
    highest = max(players, default=0)
    for key, e in list(entries.items()):
        if e.opponent and e.opponent not in players:
            expected = f"a start number of a player record (1 to {highest})"
            raw.error(e.line, e.column, f"round {e.round} opponent", expected, str(e.opponent))
            del entries[key]


COUNTS = {"062": "players", "072": "rated players", "082": "teams"}  # header records checked


def read_count(raw: FieldErrors, line: str, n: int) -> None:
    """Record 062 (number of players), 072 (number of rated players) or 082 (number of
    teams): a whole number first (some programs write more after it)."""
    text = " ".join(line[4:].split()[:1])
    if text.isascii() and text.isdigit():
        raw.counts[line[:3]] = (int(text), n)
    else:
        raw.error(n, 5, f"record {line[:3]}", f"the number of {COUNTS[line[:3]]}", repr(text))


def count_warnings(
    raw: FieldErrors, ratings: list[int | None], teams: int | None = None
) -> tuple[str, ...]:
    """A warning naming the line of each count (062, 072; 082 given the number of
    ``teams``) the 001 records (their ``ratings``) or the team records do not bear out:
    the header and the body disagree."""
    found = {"062": len(ratings), "072": sum(1 for r in ratings if r), "082": teams}
    holders = {"082": "the team records"}
    return tuple(
        f"warning: {raw.file}, line {n}: record {kind} gives {value} {COUNTS[kind]}, "
        f"{holders.get(kind, 'the player records (001)')} hold {found[kind]}"
        for kind, (value, n) in sorted(raw.counts.items())
        if found[kind] is not None and value != found[kind]
    )


def read_rounds(raw: FieldErrors, line: str, n: int) -> None:
    """Record XXR or 142: the planned rounds, a whole number 1 to ``MOST_ROUNDS``."""
    text = line[4:].strip()
    if text.isascii() and text.isdigit() and 0 < int(text) <= MOST_ROUNDS:
        raw.rounds[line[:3]] = (int(text), n)
    else:
        raw.error(n, 5, "number of rounds", f"a whole number 1 to {MOST_ROUNDS}", repr(text))


def planned_rounds(raw: FieldErrors, played: int) -> int:
    """The rounds XXR (JaVaFo's; else TRF-2026's record 142) plans, at least the rounds
    ``played`` (else an error on its line); 0 if neither is given. A file whose XXR and
    142 differ is refused, on XXR's line naming 142's (as ``stated_lot``)."""
    declared, line = raw.rounds.get("XXR", raw.rounds.get("142", (0, 0)))
    official = raw.rounds.get("142")
    if official and declared != official[0]:
        expected = f"{official[0]}, as record 142 on line {official[1]} says"
        raw.error(line, 5, "XXR number of rounds", expected, str(declared))
    if declared and declared < played:
        expected = f"at least {played}, the rounds with results"
        raw.error(line, 5, "number of rounds", expected, str(declared))
    return declared


StatedLot = tuple[Colour, int, int]
"""A lot a record states: the colour, its line and column."""


def stated_lot(raw: FieldErrors, lots: Mapping[str, StatedLot]) -> Colour | None:
    """The lot a file states (``lots`` by record): XXC's (JaVaFo's), else record 152's
    (TRF-2026's initial-colour); a file stating both differently is refused, on XXC's line
    naming 152's (which of the two the file meant cannot be known, and it decides every
    round-1 colour), both sides."""
    xxc, r152 = lots.get("XXC"), lots.get("152")
    if xxc and r152 and xxc[0] is not r152[0]:
        expected = f"{r152[0].spelled()}, as record 152 on line {r152[1]} says"
        raw.error(xxc[1], xxc[2], "XXC lot", expected, xxc[0].spelled())
    return xxc[0] if xxc else r152[0] if r152 else None


def stated_at(lots: Mapping[str, StatedLot]) -> tuple[str, int] | None:
    """The record ``stated_lot`` takes the lot from (``XXC``, else ``152``) and its line;
    ``None``: the file states none."""
    record = "XXC" if "XXC" in lots else "152" if "152" in lots else None
    return (record, lots[record][1]) if record is not None else None


def option_lot(
    file: str,
    option: Colour | None,
    stated: Colour | None,
    at: tuple[str, int] | None,
    played: bool,
) -> tuple[Colour | None, str]:
    """``--lot`` (``option``) of a command on a TRF, both sides (``pair``, ``explain``,
    ``check``), by a workbook's rule (``eventbook.option_lot``): the lot, where the file
    states none; the one the file states (``stated``, by the record and line ``at``:
    ``stated_at``) taken alike; another, once round 1 is ``played`` (paired under the
    file's), refused (``InputError`` naming the file, the line and the record); before it,
    taken over the file's, and what to say of it (a note: the file is not written, as a
    workbook's ``pair`` writes its Lot cell); ``None``: no ``--lot``."""
    if option is None or stated is None or option is stated or at is None:
        return option, ""
    record, line = at
    said = f"--lot {option.name.lower()}"
    if not played:
        stating = f"the lot the file states ({stated.name.lower()}, record {record} on line {line})"
        return option, f"{said}: round 1 is paired under it, not under {stating}"
    kept = lot_not_changed(stated, f" (record {record})")
    raise InputError(f"{said}: {kept} (--lot is for a TRF stating none: leave it out)", file,
                     row=line)  # fmt: skip


def require_round_left(file: str, planned: int, paired: int) -> None:
    """``InputError`` naming ``file`` when every one of the ``planned`` rounds (record 142
    or ``XXR``) is paired: no round is left to pair (``swiss pair``, ``olympiad pair`` and
    their ``explain`` of the round after the last; the drop-in's ``-p`` refuses it in
    bbpPairings' words). A file that does not say how many rounds the event has
    (``planned`` 0) is never refused here."""
    if not round_left(planned, paired):
        raise InputError(all_paired(planned, "record 142 or XXR"), file)


def whole_number(
    raw: FieldErrors, line: str, n: int, first: int, last: int, what: str
) -> int | None:
    """The whole number in columns ``first``-``last``; blank reads as 0, junk as ``None``
    (with the error recorded)."""
    text = cols(line, first, last).strip()
    if not text or (text.isascii() and text.isdigit()):
        return int(text or 0)
    raw.error(n, first, what, f"a whole number in columns {first}-{last}", repr(text))
    return None


MOST_POINTS_PER_GAME = 3  # a win under the highest scoring a 162 record may name (3-1-0)
_POINTS = re.compile(r"[0-9]{1,3}(\.[05]?)?|\.5", re.ASCII)


def points(raw: FieldErrors, line: str, n: int) -> None:
    """Check a 001 record's points (columns 81-84) and rank (86-89, blank or a whole number):
    blank, or points such as ``2.5`` within
    what the round blocks on the line can give (a negative score, odd digits or 9 points
    after 2 rounds are refused, not passed over)."""
    text = cols(line, 81, 84).strip()
    rounds = len(range(92, len(line.rstrip()) + 1, 10))
    most = rounds * MOST_POINTS_PER_GAME
    if text and (not _POINTS.fullmatch(text) or float(text) > most):
        expected = f"points from 0 to {most} ({rounds} rounds on the line), such as '1.5'"
        raw.error(n, 81, "points", expected, repr(text))
    elif text:
        raw.declared[n] = text
    whole_number(raw, line, n, 86, 89, "rank")


# Half-points a round block gives, least and most: 0 L - Z give none; a pairing-allocated
# bye (U, or + 1 with no opponent) a win's or, in a team file, the PAB's share of its game
# points; a game not finished (blank) anything. Blank with no opponent: not paired.
_HALF_POINTS = {"1": (2, 2), "W": (2, 2), "+": (2, 2), "F": (2, 2), "=": (1, 1), "D": (1, 1)}
_HALF_POINTS |= {"H": (1, 1), "U": (1, 2), " ": (0, 2)}
_ACCELERATION = re.compile(r"^(?:XXA|250)", re.MULTILINE)  # records of virtual points


def requested_bye_points(code: str) -> Fraction:
    """The points of a bye asked for in advance (``F`` full, ``H`` half); 0 for any other
    code: as the points check counts them (``_HALF_POINTS``)."""
    return Fraction(_HALF_POINTS[code][0], 2) if code in ("F", "H") else Fraction(0)


@dataclass(frozen=True)
class PointsDiffer:
    """A 001 record (start number ``player``, on ``line``) whose ``written`` points are
    not within what its round blocks add up to: ``least`` to ``most`` half-points."""

    player: int
    line: int
    written: str
    least: int
    most: int

    def sums(self) -> str:
        """What the results add up to: ``1.5``, or ``1.5 to 2.0`` when a block may count."""
        least, most = decimal(Fraction(self.least, 2)), decimal(Fraction(self.most, 2))
        return least if self.least == self.most else f"{least} to {most}"

    def warning(self, file: str) -> str:
        """The readers' warning, naming ``file`` and the line."""
        return (f"warning: {file}, line {self.line}: points {self.written} (columns 81-84), "
                f"the results add up to {self.sums()}")  # fmt: skip


def points_differences(
    raw: FieldErrors, entries: Mapping[tuple[int, int], Entry], lines: Mapping[int, int],
    played: int, text: str,
) -> tuple[PointsDiffer, ...]:  # fmt: skip
    """Each 001 record (start number: ``lines``) whose points are not what its round
    blocks (``entries``) add up to under the 1-½-0 scoring these readers know: a block of
    a round after the ``played`` ones may or may not be counted yet. None for a ``text``
    with acceleration records (XXA, 250): its points may hold virtual points."""
    if not raw.declared or _ACCELERATION.search(text):
        return ()
    bounds = {p: [0, 0] for p in lines}
    for (player, rnd), e in entries.items():
        code = e.code if e.opponent or e.code not in "1+ " else "U" if e.code != " " else "Z"
        low, high = _HALF_POINTS.get(code, (0, 0))
        bound = bounds.setdefault(player, [0, 0])
        bound[0] += low if rnd <= played else 0
        bound[1] += high
    found = []
    for player, n in sorted(lines.items(), key=lambda item: item[1]):
        written = raw.declared.get(n)
        low, high = bounds[player]
        if written is not None and not low <= float(written) * 2 <= high:  # halves: exact
            found.append(PointsDiffer(player, n, written, low, high))
    return tuple(found)


def points_warnings(
    raw: FieldErrors, entries: Mapping[tuple[int, int], Entry], lines: Mapping[int, int],
    played: int, text: str,
) -> tuple[str, ...]:  # fmt: skip
    """A warning naming the line of each record ``points_differences`` finds."""
    return tuple(d.warning(raw.file) for d in points_differences(raw, entries, lines, played, text))


def blanks(raw: FieldErrors, line: str, n: int, columns: tuple[int, ...], what: str) -> bool:
    """Whether the separator ``columns`` of ``line`` are blank, as the fixed layout has them;
    the first that is not is recorded (a line shifted by a column reads every field wrong)."""
    for column in columns:
        found = line[column - 1 : column]
        if found not in " ":  # a blank, or past the line's end (``cols`` pads with blanks)
            expected = "a blank between fields (is the line shifted by a column?)"
            raw.error(n, column, what, expected, repr(found))
            return False
    return True


def indented(raw: FieldErrors, line: str, n: int, kinds: tuple[str, ...]) -> bool:
    """Whether ``line`` is a record of ``kinds`` moved off column 1 (then recorded): read
    as a comment it would silently drop a player or a team."""
    stripped = line.lstrip()
    if stripped == line or stripped[:3] not in kinds:
        return False
    column = len(line) - len(stripped) + 1
    raw.error(n, column, f"record {stripped[:3]} indented", "its type in columns 1-3", "blanks")
    return True


def cut_collisions(names: list[str], first: int, last: int, what: str) -> list[str]:
    """A warning for each group of different ``names`` that become the same once cut to
    columns ``first``-``last``: a reader of the file cannot tell them apart."""
    width = last - first + 1
    groups: dict[str, set[str]] = {}
    for name in names:
        groups.setdefault(name[:width].rstrip(), set()).add(name)
    return [
        f"warning: {what} the same once cut to {width} characters (columns {first}-{last}): "
        + ", ".join(repr(n) for n in sorted(full))
        + f" all read {cut!r}"
        for cut, full in groups.items()
        if len(full) > 1
    ]


class FieldOverflow(InputError):
    """A value a TRF field cannot hold (a number too large for its columns): the writer
    refuses the whole file rather than write one its readers misread."""


def fixed(text: str, first: int, last: int, what: str, *, right: bool = True) -> str:
    """``text`` in columns ``first``-``last`` (right-aligned, else left); ``FieldOverflow``
    naming ``what`` and its columns when it is longer."""
    width = last - first + 1
    if len(text) > width:
        columns = f"columns {first}-{last}" if width > 1 else f"column {first}"
        message = f"{what} ({columns}): {text.strip()!r} does not fit its {width} columns"
        raise FieldOverflow(message)
    return text.rjust(width) if right else text.ljust(width)


def whole(value: int, first: int, last: int, what: str, *, zeros: bool = False) -> str:
    """A whole number in columns ``first``-``last``, zero-filled if ``zeros``."""
    width = last - first + 1
    return fixed(f"{value:0{width}d}" if zeros else str(value), first, last, what)


def decimal(value: Fraction) -> str:
    """Points as TRF writes them (format ``11.5``): ``12.5``, ``3.0``; half-points only."""
    return decimal_points(value, tenths=True)
