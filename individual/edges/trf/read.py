"""Reading individual Swiss events from TRF-16/TRF-26 player records, every error located.

Columns are 1-based and inclusive (the FIDE TRF layout, the same in both editions for
player records):

- 001 player: start number 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation
  54-56, FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89; round k in the block
  from column 92 + 10(k-1): opponent (4 columns; ``0000`` or blank: none), colour 2 columns
  on (``w b -``), result 2 columns further: ``1 0 =`` games, ``W D L`` games not rated,
  ``+ -`` forfeits, blank a game not finished (F.9: a draw for pairing); with no opponent
  ``U`` the pairing bye, ``F`` a full-point bye, ``H`` a half-point bye, ``Z`` or ``-`` not
  paired (``+`` or ``1`` read as the pairing bye, ``=`` as a half-point bye).
- 012 event name. 192 the system's code (``rulesets.trf_codes``), 202 the tie-breaks, both
  kept as written. XXR or 142: planned rounds (fewer than the rounds played, or XXR and
  142 differing, are refused). 062, 072: the number of players, of rated players (a
  count the 001 records differ from is a warning, ``SwissTrf.warnings``). XXC
  ``white1``/``black1`` or 152 ``W``/``B``: the lot, the colour of the highest player in round 1
  (the two differing are refused, ``fields.stated_lot``).

- 042, 052 start and end, 132 the date of each round (``individual.edges.trf.dates``).

- XXN (this program's): start number 5-8 is the event's number 10-13 (``SwissTrf.numbers``).
  XXE (this program's): start number 5-8, the pairing estimate (A.1) 10-13 of an unrated
  player: ``SwissTrf.event`` pairs at it, ``in_event_numbers(published=True)`` has the
  player unrated.

- 240 (TRF-26 bye section): type of bye in column 5 (``F H Z``), round 7-9, players
  11-14, 16-19, ...: byes requested for a round not yet paired.

- 250 and ``XXA`` (acceleration), 260 and ``XXP`` (forbidden pairs), 162 (points):
  ``individual.edges.trf.requests``, into ``SwissEvent.requests`` (a ``_BAKU`` code in
  record 192 asks for the Baku method when no virtual points are given).

The round to pair is the one after the last round with a game. Byes and absences already
entered for it (in its column, or a 240 record for it) take those players out of the
pairing (as JaVaFo and bbpPairings do). ``SwissTrf.upcoming`` keeps every bye known for the
rounds after the last played, the way ``individual.edges.trf.write`` writes it back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from individual.edges.trf.dates import DateRecords, EventDates
from individual.edges.trf.fields import (
    HIGHEST_RATING,
    SEPARATORS,
    Entry,
    FieldErrors,
    PointsDiffer,
    StatedLot,
    blanks,
    cols,
    count_warnings,
    indented,
    opponents_in_range,
    planned_rounds,
    points,
    points_differences,
    read_count,
    read_rounds,
    require_round_left,
    stated_at,
    stated_lot,
    whole_number,
)
from individual.edges.trf.requests import RECORDS, RequestLines, read_request, requests_of
from individual.swiss.model import (
    REQUESTED,
    Entrant,
    Game,
    SwissEvent,
    SwissPairing,
    SwissRound,
    Unpaired,
)
from individual.vocabulary.colour import R152, XXC, Colour
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from rulesets.trf_codes import accelerated

TITLES = {"g": "GM", "wg": "WGM", "m": "IM", "wm": "WIM", "f": "FM", "wf": "WFM", "c": "CM"}
TITLES["wc"] = "WCM"
UNPAIRED = {"U": Unpaired.PAIRING_BYE, "+": Unpaired.PAIRING_BYE, "1": Unpaired.PAIRING_BYE}
UNPAIRED |= {"F": Unpaired.FULL_BYE, "H": Unpaired.HALF_BYE, "=": Unpaired.HALF_BYE}
UNPAIRED |= {"Z": Unpaired.ZERO_BYE, "-": Unpaired.ABSENT, "0": Unpaired.ABSENT}
KINDS: tuple[str, ...] = ("001", "012", "192", "202", "XXN", "XXE", "XXR", "142", "XXC")
KINDS += ("152", "240", "042", "052", "132", "062", "072", *RECORDS)
PLAYED = {"1": 2, "0": 0, "=": 1, "W": 2, "D": 1, "L": 0}


@dataclass(frozen=True)
class SwissTrf:
    """What a TRF file says: the event so far, the lot, and who is out of the next round;
    ``system`` and ``tiebreaks`` as records 192 and 202 write them (empty: none)."""

    event: SwissEvent
    lot: Colour | None
    left_out: frozenset[int]
    upcoming: Mapping[int, Mapping[int, str]] = field(default_factory=dict)
    dates: EventDates = field(default_factory=EventDates)
    system: str = ""
    tiebreaks: str = ""
    numbers: Mapping[int, int] = field(default_factory=dict)
    """The event's own number of each player whose start number differs (``XXN``)."""
    estimated: frozenset[int] = frozenset()
    """The unrated players ``event`` holds at their pairing estimate (``XXE``)."""
    warnings: tuple[str, ...] = ()
    """What the file says that is odd but readable (a 062 count the records differ from,
    points the results do not add up to)."""
    points_differ: tuple[PointsDiffer, ...] = ()
    """The 001 records whose points the results do not add up to (``warnings`` says so;
    ``swiss-engine`` refuses the file, as bbpPairings does)."""
    asked: tuple[tuple[int, str], ...] = ()
    """The records asking what only some systems take (line, record:
    ``individual.edges.trf.requests.ASKS``), refused under another
    (``individual.edges.trf.requests.refuse_not_taken``)."""
    lot_at: tuple[str, int] | None = None
    """The record stating ``lot`` (``XXC``, else ``152``) and its line (``fields.stated_at``)."""

    def in_event_numbers(self, published: bool = False) -> SwissEvent:
        """The event with the event's own numbers (``numbers``), as its workbook has them;
        ``published``: the unrated players unrated, not at their estimate (standings)."""
        from individual.edges.trf.write import renumbered

        event = self.event
        if published and self.estimated:
            entrants = tuple(
                Entrant(e.number, replace(e.player, rating=None)) if e.number in self.estimated
                else e
                for e in event.entrants
            )  # fmt: skip
            event = replace(event, entrants=entrants)
        return renumbered(event, self.own_numbers()) if self.numbers else event

    def require_round_left(self, file: str) -> None:
        """``InputError`` naming ``file`` when every round it plans (record 142 or ``XXR``)
        is paired (``individual.edges.trf.fields.require_round_left``, the team reader's
        check too)."""
        require_round_left(file, self.event.total_rounds, len(self.event.rounds))

    def own_numbers(self) -> dict[int, int]:
        """Every start number's number in the event."""
        return {e.number: self.numbers.get(e.number, e.number) for e in self.event.entrants}


class _Raw(FieldErrors):
    """What the records say, and the errors found (a plain class, as ``FieldErrors``)."""

    def __init__(self, file: str) -> None:
        super().__init__(file)
        self.name = ""
        self.heads: dict[str, str] = {}  # records 192 and 202, as written
        self.numbers: dict[int, int] = {}  # XXN: start number -> the event's number
        self.estimates: dict[int, int] = {}  # XXE: start number -> pairing estimate
        self.players: dict[int, Player] = {}
        self.lines: dict[int, int] = {}
        self.entries: dict[tuple[int, int], Entry] = {}
        self.lots: dict[str, StatedLot] = {}  # XXC, 152: the lot, its line and column
        self.byes: dict[tuple[int, int], str] = {}  # (player, round): code
        self.requests = RequestLines()  # 250, 260, XXA, XXP


def read_swiss_trf(path: str | Path) -> SwissTrf:
    """Read ``path``; raises ``InputErrors`` listing every problem found (a file with no
    player among them)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = path.read_text(encoding="latin-1")
    trf = parse_swiss_trf(text, str(path))
    if not trf.event.entrants:
        message = "expected player records (001), found no player: not a TRF file"
        raise InputErrors([InputError(message, str(path))])
    return trf


@lru_cache(maxsize=4)
def parse_swiss_trf(text: str, file: str = "") -> SwissTrf:
    """The event in ``text``; raises ``InputErrors`` listing every problem found. Kept for
    the same text (a frozen value): a command reads its file once for the games and once
    for the British extension records."""
    raw = _Raw(file)
    dates = DateRecords(raw)
    given: dict[tuple[str, int], int] = {}  # (XXN or XXE, start number): its line
    for number, line in enumerate(text.splitlines(), start=1):
        kind = line[:3]
        if dates.read(line, number):
            continue
        if kind == "001":
            _player(raw, line, number)
        elif kind == "012":
            raw.name = line[4:].strip()
        elif kind in ("192", "202"):
            raw.heads[kind] = line[4:].strip()
            if kind == "192" and accelerated(raw.heads[kind]):
                raw.requests.asked.append((number, kind))
        elif kind in ("XXN", "XXE"):
            start = whole_number(raw, line, number, 5, 8, f"{kind} start number")
            value = whole_number(raw, line, number, 10, 13, f"{kind} value")
            if start and value:
                _extension_value(raw, kind, start, value, number, given)
        elif kind in ("XXR", "142"):
            read_rounds(raw, line, number)
        elif kind in ("XXC", "152"):
            _lot(raw, line, number)
        elif kind == "240":
            _byes(raw, line, number)
        elif kind in ("062", "072"):
            read_count(raw, line, number)
        elif kind in RECORDS:
            read_request(raw, raw.requests, line, number)
        else:
            indented(raw, line, number, KINDS)
    opponents_in_range(raw, raw.entries, raw.players)
    baku = accelerated(raw.heads.get("192", ""))
    requests = requests_of(raw, raw.requests, set(raw.players), baku)
    played = max((e.round for e in raw.entries.values() if e.opponent), default=0)
    rounds = [_round(raw, r) for r in range(1, played + 1)]
    upcoming = _upcoming(raw, played)
    left_out = frozenset(p for p, codes in upcoming.items() if played + 1 in codes)
    total, lot, at = planned_rounds(raw, played), stated_lot(raw, raw.lots), stated_at(raw.lots)
    if raw.errors:
        raise InputErrors(sorted(raw.errors, key=lambda e: (e.row or 0, str(e.column))))
    warnings = count_warnings(raw, [p.rating for p in raw.players.values()])
    differ = points_differences(raw, raw.entries, raw.lines, played, text)
    warnings += tuple(d.warning(file) for d in differ)
    estimated = frozenset(
        n for n in raw.estimates if n in raw.players and not raw.players[n].rating
    )
    for n in estimated:  # XXE: the estimate pairs an unrated player (a rated one keeps it)
        raw.players[n] = replace(raw.players[n], rating=raw.estimates[n])
    entrants = tuple(Entrant(n, raw.players[n]) for n in sorted(raw.players))
    event = SwissEvent(raw.name, entrants, tuple(rounds), total_rounds=total, requests=requests,
                       byes_requested=_requested(upcoming, played + 1))  # fmt: skip
    return SwissTrf(event, lot, left_out, upcoming, dates.dates(),
                    raw.heads.get("192", ""), raw.heads.get("202", ""), raw.numbers,
                    estimated, warnings, differ, tuple(raw.requests.asked), at)  # fmt: skip


def _requested(
    upcoming: Mapping[int, Mapping[int, str]], number: int
) -> tuple[tuple[int, Unpaired], ...]:
    """The byes asked in advance for round ``number`` (H, Z, F: ``REQUESTED``) among the
    ``upcoming`` codes, by player."""
    codes = ((p, UNPAIRED.get(c.get(number, ""))) for p, c in sorted(upcoming.items()))
    return tuple((p, why) for p, why in codes if why in REQUESTED)


def _upcoming(raw: _Raw, played: int) -> dict[int, dict[int, str]]:
    """The byes known for the rounds after ``played``: each player's codes by round, from
    the round blocks and records 240 (a block wins)."""
    upcoming: dict[int, dict[int, str]] = {}
    for (p, r), e in sorted(raw.entries.items()):
        if r > played:
            upcoming.setdefault(p, {})[r] = e.code
    for (p, r), code in sorted(raw.byes.items()):
        if r > played and p in raw.players:
            upcoming.setdefault(p, {}).setdefault(r, code)
    return upcoming


def _byes(raw: _Raw, line: str, n: int) -> None:
    """Record 240: type 5, round 7-9, players 11-14, 16-19, ..."""
    kind = cols(line, 5, 5).upper()
    rnd = whole_number(raw, line, n, 7, 9, "bye round")
    if kind not in "FHZ" or kind == " ":
        raw.error(n, 5, "type of bye", "F, H or Z", repr(kind))
        return
    for start in range(11, len(line.rstrip()) + 1, 5):
        player = whole_number(raw, line, n, start, start + 3, "bye player")
        if rnd and player:
            raw.byes[(player, rnd)] = kind


def _extension_value(
    raw: _Raw, kind: str, start: int, value: int, n: int, given: dict[tuple[str, int], int]
) -> None:
    """An XXN (the event's number) or XXE (an unrated player's estimate) of ``start``;
    a second one for the same player is an error naming both lines."""
    first = given.setdefault((kind, start), n)
    if first != n:
        expected = f"each start number once (line {first} has {start})"
        raw.error(n, 5, f"{kind} start number", expected, str(start))
        return
    (raw.numbers if kind == "XXN" else raw.estimates)[start] = value


def _player(raw: _Raw, line: str, n: int) -> None:
    if not blanks(raw, line, n, SEPARATORS, "player record"):
        return
    number = whole_number(raw, line, n, 5, 8, "start number")
    rating = whole_number(raw, line, n, 49, 52, "rating")
    if not number or number in raw.players:
        seen = f" (line {raw.lines[number]} has it)" if number in raw.lines else ""
        raw.error(n, 5, "start number", f"a new number in columns 5-8{seen}", str(number))
        return
    if rating and rating > HIGHEST_RATING:
        raw.error(n, 49, "rating", f"0 to {HIGHEST_RATING}", str(rating))
    points(raw, line, n)
    title = cols(line, 11, 13).strip()
    raw.players[number] = Player(
        cols(line, 15, 47).strip(),
        rating or None,
        TITLES.get(title.lower(), title.upper()),
        cols(line, 58, 68).strip(),
        cols(line, 54, 56).strip(),
    )
    raw.lines[number] = n
    for rnd, start in enumerate(range(92, len(line.rstrip()) + 1, 10), start=1):
        if cols(line, start, start + 7).strip():
            _entry(raw, line, n, number, rnd, start)


def _entry(raw: _Raw, line: str, n: int, player: int, rnd: int, start: int) -> None:
    """The round block at column ``start``: read from one slice when its opponent is a
    whole number and its separators blank (the 8,000 blocks of a 1,000-player file), else
    field by field, each error located."""
    block = cols(line, start, start + 7)
    digits, colour, code = block[:4].strip(), block[5].lower().replace(" ", "-"), block[7].upper()
    if block[4] == block[6] == " " and (not digits or (digits.isascii() and digits.isdigit())):
        _block(raw, n, player, rnd, start, int(digits or 0), colour, code)
        return
    opponent = whole_number(raw, line, n, start, start + 3, f"round {rnd} opponent")
    if opponent is not None and blanks(raw, line, n, (start + 4, start + 6), f"round {rnd} block"):
        _block(raw, n, player, rnd, start, opponent, colour, code)


def _block(
    raw: _Raw, n: int, player: int, rnd: int, start: int, opponent: int, colour: str, code: str
) -> None:
    """A round block's opponent, colour and result checked against one another."""
    what = f"round {rnd}"
    if colour not in "wb-":
        raw.error(n, start + 5, f"{what} colour", "w, b or -", repr(colour))
    elif opponent and code not in "10=WDL+- ":
        raw.error(n, start + 7, f"{what} result", "1 0 = W D L + - or blank", repr(code))
    elif not opponent and colour != "-":
        raw.error(n, start + 5, f"{what} colour", "- with no opponent", repr(colour))
    elif not opponent and code not in UNPAIRED:
        raw.error(n, start + 7, f"{what} result", "U F H Z - with no opponent", repr(code))
    elif opponent == player:
        raw.error(n, start, f"{what} opponent", "another player", str(opponent))
    else:
        if opponent and colour == "-":  # TRF: "-" (or blank) for a bye or not paired only
            raw.error(n, start + 5, f"{what} colour", "w or b with an opponent", repr(colour))
        raw.entries[(player, rnd)] = Entry(player, rnd, opponent, colour, code, n, start)


def _lot(raw: _Raw, line: str, n: int) -> None:
    for word in line[4:].split():
        lot = Colour.parse(word, XXC, R152)
        if lot is not None:
            raw.lots[line[:3]] = (lot, n, 5)
            return
    if line[:3] == "152":
        raw.error(n, 5, "initial colour", "W or B", repr(line[4:].strip()))
    elif "rank" not in line[4:].lower().split():
        raw.error(n, 5, "initial colour", "white1 or black1", repr(line[4:].strip()))


def _round(raw: _Raw, rnd: int) -> SwissRound:
    """Round ``rnd`` rebuilt from both players' blocks; each game from its white side."""
    games: list[Game] = []
    unpaired: list[tuple[int, Unpaired]] = []
    for player in sorted(raw.players):
        entry = raw.entries.get((player, rnd))
        if entry is None:
            unpaired.append((player, Unpaired.ABSENT))
        elif not entry.opponent:
            unpaired.append((player, UNPAIRED[entry.code]))
        elif (other := raw.entries.get((entry.opponent, rnd))) and other.opponent != player:
            _contradiction(raw, entry, other)
        elif entry.opponent > player or other is None:
            game = _game(raw, entry)
            if game is not None:
                games.append(game)
    return SwissRound(rnd, tuple(games), tuple(unpaired))


def _contradiction(raw: _Raw, entry: Entry, other: Entry) -> None:
    """``entry`` names an opponent whose own record names another player."""
    expected = f"{entry.opponent} (line {other.line}) to name {entry.player}"
    raw.error(entry.line, entry.column, f"round {entry.round}", expected, f"{other.opponent:04d}")


def _game(raw: _Raw, entry: Entry) -> Game | None:
    other = raw.entries.get((entry.opponent, entry.round))
    where = (entry.line, entry.column)
    if other is None or other.opponent != entry.player:
        found = f"{other.opponent:04d}" if other else "nothing"
        raw.error(*where, f"round {entry.round}", f"{entry.opponent} to name {entry.player}", found)
        return None
    if entry.colour != "-" and entry.colour == other.colour:
        raw.error(*where, f"round {entry.round} colour", "opposite colours", entry.colour * 2)
        return None
    white, black = (entry, other) if entry.colour != "b" and other.colour != "w" else (other, entry)
    return Game(white.player, black.player, _score(raw, white, black))


def _score(raw: _Raw, white: Entry, black: Entry) -> GameScore | None:
    codes = white.code + black.code
    if codes == "  ":
        return None
    if "+" in codes or "-" in codes:
        forfeits = {"+-": GameScore.FORFEIT_WIN, "-+": GameScore.FORFEIT_LOSS}
        got = forfeits.get(codes, GameScore.DOUBLE_FORFEIT if codes == "--" else None)
    else:
        mine, theirs = PLAYED.get(white.code), PLAYED.get(black.code)
        got = None if mine is None or theirs is None or mine + theirs != 2 else _played(mine)
    if got is None:
        where = (black.line, black.column + 7)
        raw.error(*where, f"round {black.round} result", f"one that fits {white.code!r}", codes)
    return got


def _played(white_half_points: int) -> GameScore:
    return {2: GameScore.WIN, 1: GameScore.DRAW, 0: GameScore.LOSS}[white_half_points]


def format_pairing(pairing: SwissPairing) -> str:
    """The engine exchange format (as JaVaFo writes it): the number of lines, then
    ``white black`` per board by start number, then ``player 0`` for the bye."""
    lines = [f"{b.white} {b.black}" for b in pairing.boards]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join([str(len(lines)), *lines]) + "\n"
