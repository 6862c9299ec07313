"""Reading the fixed-column records of a team TRF file into ``Records``, every error
kept with its line and column.

Columns are 1-based and inclusive.

- 001 player: start number 5-8, title 11-13, name 15-47, rating 49-52, federation 54-56,
  FIDE id 58-68; round k in a block from column 82+10k: opponent 92-95 (``0000`` or blank:
  none), colour 97 (``w b -``), result 99 (``1 0 = + - W D L`` or blank for a game not
  finished; with no opponent ``U`` PAB, ``+`` forfeit win, ``F`` full-point bye, ``H``
  half-point bye, ``Z -`` or blank: not paired).
- 310 team (TRF-26): number 5-7, name 9-40, nickname 42-46 (read as the team's federation),
  players 74-77, 79-82, ... in board order.
- 013 team (TRF-16): name 5-36, players 37-40, 42-45, ...; numbered in file order; ignored
  when there are 310 records.
- 012 event name. 062, 072, 082: the number of players, rated players, teams (a count the
  records differ from is a warning). 142 and XXR: planned rounds (the two differing are
  refused). 152 (``W``/``B``) and XXC (``white1``/``black1``): the lot for team 1's board 1
  in round 1 (art. 21).
- 352 board colours of the first team, e.g. ``WBWB``; its length is the number of boards.
  One starting with ``B`` is inverted: the model's first team has white on board 1.
- 362 match points: a code (``W D L P A``, also ``TW TD TL``) then its points, repeated.
- 320 PAB: match points 5-8, game points 10-13, then one team per round: 15-17, 19-21, ...
- 330 forfeited match: type 5-6 (``+-`` ``-+`` ``--``), round 8-10, white team 12-14,
  black team 16-18.
- 300 board order of one match: round 5-7, team 9-11, players 17-20, 22-25, ... (``0000``:
  empty board). 240 team bye: type 5 (``F`` full-point, ``H`` half-point, else not paired),
  round 7-9, teams 11-14, 16-19, ... XXZ: teams not paired.

Any other record type is ignored.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from operator import itemgetter
from typing import Final

from individual.edges.trf.fields import (
    HIGHEST_RATING,
    SEPARATORS,
    Entry,
    FieldErrors,
    blanks,
    cols,
    indented,
    points,
    read_count,
    read_rounds,
    whole_number,
)
from individual.vocabulary.colour import R152, XXC, Colour
from individual.vocabulary.errors import InputErrors
from individual.vocabulary.player import Player

_TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM"}
_TITLES |= {"w" + code: "W" + title for code, title in _TITLES.items()}
_PLAYER_FIELDS = 92  # the columns of a 001 record before round 1's block
_separators = itemgetter(*(c - 1 for c in SEPARATORS))  # a 001 record's blanks, at once
_BLANK_SEPARATORS = (" ",) * len(SEPARATORS)
_GAME_CODES = "10=+-WDL "  # a result against an opponent (blank: not finished), as _read_entry
_UNPAIRED_CODES = "+-HFUZ"  # a round without an opponent, as _read_entry


class Ref:
    """A number a record gives, and where: line and column. (This module's records are
    plain classes, not dataclasses: a dataclass costs about a millisecond of start-up,
    issue 16; they are never compared or printed.)"""

    __slots__ = ("column", "line", "value")

    def __init__(self, value: int, line: int, column: int) -> None:
        self.value: Final = value
        self.line: Final = line
        self.column: Final = column


RosterRecord = tuple[Ref, str, list[Ref], str]  # number, name, members, nickname


class Records(FieldErrors):
    """Everything the records say, before the matches are rebuilt, and the errors found."""

    def __init__(self, file: str) -> None:
        super().__init__(file)
        self.name = ""
        self.players: dict[int, Player] = {}
        self.player_line: dict[int, int] = {}
        self.entries: dict[tuple[int, int], Entry] = {}
        self.teams: dict[str, list[RosterRecord]] = {"310": [], "013": []}
        self.lots: dict[str, tuple[Colour, Ref]] = {}
        self.colours = ""
        self.colours_line = 0
        self.points: dict[str, tuple[Fraction, Ref]] = {}
        self.pab: list[tuple[int, Ref]] = []
        self.forfeits: list[tuple[str, int, Ref, Ref]] = []
        self.order: dict[tuple[int, int], dict[int, int]] = {}
        self.not_paired: list[tuple[int, Ref]] = []
        self.point_byes: dict[str, list[tuple[int, Ref]]] = {"F": [], "H": []}  # 240 F, H
        self.system: tuple[str, int] = ("", 0)  # record 192 (TRF-26): the system's code, its line


def read_records(text: str, file: str = "") -> Records:
    """Every record of ``text`` that this reader knows, and the errors found in them."""
    raw = Records(file)
    for number, line in enumerate(text.splitlines(), start=1):
        reader = _READERS.get(line[:3])
        if reader is not None:
            reader(raw, line, number)
        else:
            indented(raw, line, number, tuple(_READERS))
    return raw


def raise_if_any(raw: Records) -> None:
    """Raise every error found, once each, in file order."""
    unique = {
        (e.row or 0, e.column if isinstance(e.column, int) else 0, e.message): e for e in raw.errors
    }
    if unique:
        raise InputErrors([unique[k] for k in sorted(unique)])


def _refs(raw: Records, line: str, n: int, first: int, width: int, what: str) -> list[Ref]:
    """The non-zero numbers of ``width`` columns each from ``first``, one blank apart, each
    right-aligned in its columns (one that is not: the line is shifted by a column)."""
    starts = range(first, len(line), 1 + width)
    if not blanks(raw, line, n, tuple(c - 1 for c in starts), what):
        return []
    for c in starts:
        field = cols(line, c, c + width - 1)
        if field.strip() and field[-1] == " ":
            expected = f"a number right-aligned in columns {c}-{c + width - 1}"
            raw.error(n, c, what, f"{expected} (is the line shifted by a column?)", repr(field))
            return []
    got = [(whole_number(raw, line, n, c, c + width - 1, what), c) for c in starts]
    return [Ref(v, n, c) for v, c in got if v]


def _read_player(raw: Records, line: str, n: int) -> None:
    end = len(line.rstrip())
    line = line.ljust(max(end, _PLAYER_FIELDS) + 10)  # as ``cols`` pads it, once
    if _separators(line) != _BLANK_SEPARATORS and not blanks(
        raw, line, n, SEPARATORS, "player record"
    ):
        return
    number, rating = (
        whole_number(raw, line, n, 5, 8, "start number"),
        whole_number(raw, line, n, 49, 52, "rating"),
    )
    if number == 0 or number in raw.players:
        used = f" (line {raw.player_line[number]} has {number})" if number else ""
        raw.error(
            n, 5, "start number", f"a new number in columns 5-8{used}", str(number or "nothing")
        )
    if not number or number in raw.players:
        return
    if rating and rating > HIGHEST_RATING:
        raw.error(n, 49, "rating", f"0 to {HIGHEST_RATING}", str(rating))
    points(raw, line[:end], n)
    title = line[10:13].strip()
    name, fide_id, federation = line[14:47].strip(), line[57:68].strip(), line[53:56].strip()
    title = _TITLES.get(title, title.upper())
    raw.players[number] = Player(name, rating or None, title, fide_id, federation)
    raw.player_line[number] = n
    entries = raw.entries
    for rnd, start in enumerate(range(92, end + 1, 10), start=1):
        block = line[start - 1 : start + 7]
        digits, colour, code = block[:4].lstrip(), block[5], block[7]
        # the blocks most files hold (a game; no opponent, ``-`` and a code) read here at
        # once, as _read_entry reads them (issue 16: speed); any other through it
        if block[4] == block[6] == " " and digits.isdigit() and digits.isascii():
            opponent = int(digits)
            if (
                (colour in "wb" and code in _GAME_CODES)
                if opponent
                else (colour == "-" and code in _UNPAIRED_CODES)
            ):
                entries[(number, rnd)] = Entry(number, rnd, opponent, colour, code, n, start)
                continue
        if not block.isspace():
            _read_entry(raw, line, n, (number, rnd), start)


def _read_entry(raw: Records, line: str, n: int, key: tuple[int, int], start: int) -> None:
    """Round ``key[1]``'s block of a 001 record, from column ``start`` of ``line`` (padded
    with blanks past the block)."""
    block = line[start - 1 : start + 7]
    digits = block[:4].strip()
    if not digits or (digits.isascii() and digits.isdigit()):
        opponent: int | None = int(digits or 0)
    else:  # the error recorded
        opponent = whole_number(raw, line, n, start, start + 3, f"round {key[1]} opponent")
    written_colour, written_code = block[5], block[7]
    colour, code = written_colour.lower().replace(" ", "-"), written_code.upper()
    if block[4] != " " or block[6] != " ":
        blanks(raw, line, n, (start + 4, start + 6), f"round {key[1]} block")
        return
    if colour not in "wb-":
        raw.error(n, start + 5, f"round {key[1]} colour", "w, b or -", repr(written_colour))
    elif code not in "10=+-WDLHFUZ ":
        expected = "1 0 = + - W D L H F U Z or blank"
        raw.error(n, start + 7, f"round {key[1]} result", expected, repr(written_code))
    elif opponent and code in "HFUZ":
        expected = f"a game result against {opponent}"
        raw.error(n, start + 7, f"round {key[1]} result", expected, repr(written_code))
    elif opponent == 0 and colour != "-":
        expected = "- with no opponent"
        raw.error(n, start + 5, f"round {key[1]} colour", expected, repr(written_colour))
    elif opponent == 0 and code in "10=WDL":
        expected = f"an opponent for result {code!r}"
        raw.error(n, start, f"round {key[1]} opponent", expected, "none")
    elif opponent is not None:
        raw.entries[key] = Entry(*key, opponent, colour, code, n, start)


def _read_team(raw: Records, line: str, n: int) -> None:
    if line[:3] == "013":
        members = _refs(raw, line, n, 37, 4, "team member")
        ref = Ref(len(raw.teams["013"]) + 1, n, 5)
        raw.teams["013"].append((ref, cols(line, 5, 36).strip(), members, ""))
        return
    if not blanks(raw, line, n, (4, 8, 41), "team record"):
        return
    number = whole_number(raw, line, n, 5, 7, "team number")
    if len(line.rstrip()) < 74 or number == 0:
        found = "nothing in 5-7" if number == 0 else f"a line of {len(line.rstrip())} columns"
        raw.error(n, 5, "team record", "a number in 5-7 and players from column 74", found)
    elif number:
        members = _refs(raw, line, n, 74, 4, "team member")
        name, nickname = cols(line, 9, 40).strip(), cols(line, 42, 46).strip()
        raw.teams["310"].append((Ref(number, n, 5), name, members, nickname))


def _read_name(raw: Records, line: str, n: int) -> None:
    raw.name = line[4:].strip()


def _read_system(raw: Records, line: str, n: int) -> None:
    raw.system = (line[4:].strip(), n)


def _read_lot(raw: Records, line: str, n: int) -> None:
    words = line[4:].upper().split()
    spelling = R152 if line[:3] == "152" else XXC
    for word in words:
        lot = Colour.parse(word, spelling)
        if lot is not None:
            raw.lots[line[:3]] = (lot, Ref(0, n, 5 + line[4:].upper().find(word)))
    if line[:3] == "152" and "152" not in raw.lots:
        raw.error(n, 5, "initial colour", "W or B", repr(line[4:].strip()))
    elif line[:3] == "XXC" and "XXC" not in raw.lots and "RANK" not in words:
        raw.error(n, 5, "initial colour", "white1 or black1", repr(line[4:].strip()))


def _read_colours(raw: Records, line: str, n: int) -> None:
    """Record 352, turned to the side of the team with white on board 1 if it starts with B."""
    text = line[4:].strip().upper()
    bad = re.search(r"[^WB]", text)
    if not text or bad:
        column = 5 + line[4:].upper().find(bad.group()) if bad else 5
        raw.error(n, column, "board colours", "W and B only, such as WBWB", repr(text))
    elif text.startswith("B"):
        text = text.translate(str.maketrans("WB", "BW"))
    raw.colours, raw.colours_line = ("", 0) if bad or not text else (text, n)


def _read_points(raw: Records, line: str, n: int) -> None:
    for m in re.finditer(r"T?([WDLPA])\s*(-?\d+(?:\.\d+)?)", line.upper()[4:]):
        raw.points[m.group(1)] = (Fraction(m.group(2)), Ref(0, n, 5 + m.start()))
    if not any(ref.line == n for _, ref in raw.points.values()):
        raw.error(n, 6, "match points", "codes W D L P with points, such as ' W 2.0'", "none")


def _read_pab(raw: Records, line: str, n: int) -> None:
    mp, gp = cols(line, 5, 8).strip(), cols(line, 10, 13).strip()
    if not all(re.fullmatch(r"\d+(\.\d+)?", x) for x in (mp, gp)):
        expected = "match points in 5-8 and game points in 10-13"
        raw.error(n, 5, "PAB points", expected, repr(line[4:13]))
        return
    raw.points["P"] = (Fraction(mp), Ref(0, n, 5))
    raw.points["PGP"] = (Fraction(gp), Ref(0, n, 10))
    raw.pab += [((r.column - 15) // 4 + 1, r) for r in _refs(raw, line, n, 15, 3, "PAB team")]


def _read_forfeit(raw: Records, line: str, n: int) -> None:
    kind = cols(line, 5, 6)
    rnd, white = (
        whole_number(raw, line, n, 8, 10, "round"),
        whole_number(raw, line, n, 12, 14, "white team"),
    )
    black = whole_number(raw, line, n, 16, 18, "black team")
    if kind not in ("+-", "-+", "--"):
        raw.error(n, 5, "forfeited match", "+-, -+ or -- in columns 5-6", repr(kind))
    elif rnd and white and black:
        raw.forfeits.append((kind, rnd, Ref(white, n, 12), Ref(black, n, 16)))


def _read_order(raw: Records, line: str, n: int) -> None:
    rnd, team = whole_number(raw, line, n, 5, 7, "round"), whole_number(raw, line, n, 9, 11, "team")
    boards = {r.value: (r.column - 17) // 5 for r in _refs(raw, line, n, 17, 4, "board player")}
    if rnd and team:
        raw.order[(rnd, team)] = boards


def _read_bye(raw: Records, line: str, n: int) -> None:
    rnd = whole_number(raw, line, n, 7, 9, "bye round")
    if rnd:
        teams = [(rnd, r) for r in _refs(raw, line, n, 11, 4, "bye team")]
        kind = line[4:5].upper()
        if kind in ("F", "H"):
            raw.point_byes[kind] += teams
        raw.not_paired += teams


def _read_absent(raw: Records, line: str, n: int) -> None:
    for m in re.finditer(r"\S+", line[4:]):
        if m.group().isascii() and m.group().isdigit():
            raw.not_paired.append((0, Ref(int(m.group()), n, 5 + m.start())))
        else:
            raw.error(n, 5 + m.start(), "XXZ", "team numbers", repr(m.group()))


_READERS: dict[str, Callable[[Records, str, int], None]] = {
    "001": _read_player,
    "310": _read_team,
    "013": _read_team,
    "012": _read_name,
    "192": _read_system,
    "142": read_rounds,
    "XXR": read_rounds,
    "152": _read_lot,
    "XXC": _read_lot,
    "352": _read_colours,
    "362": _read_points,
    "320": _read_pab,
    "330": _read_forfeit,
    "300": _read_order,
    "240": _read_bye,
    "XXZ": _read_absent,
    "062": read_count,
    "072": read_count,
    "082": read_count,
}
