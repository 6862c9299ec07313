"""Team tournaments in FIDE TRF: read an ``Event`` from TRF-16/TRF-26 text, write pairings.

Sources: FIDE "Tournament Report File, version 2026" (handbook TRF26.pdf, as transcribed
in ``echecsjs/trf`` SPEC.md), the TRF-16 description, JaVaFo's manual for the ``XX?``
extensions, and gacrux's reader (``OttoMilvang/TieBreakServer``, ``gacrux/trf2json.py``)
for how 320/330/362 are laid out in practice. Columns are 1-based and inclusive.

- 001 player: start number 5-8, title 11-13, name 15-47, rating 49-52, federation 54-56,
  FIDE id 58-68; round k in a block from column 82+10k: opponent 92-95 (``0000`` or blank:
  none), colour 97 (``w b -``), result 99 (``1 0 = + - W D L`` or blank for a game not
  finished; with no opponent ``U`` PAB, ``+`` forfeit win, ``H F Z -`` or blank: not paired).
- 310 team (TRF-26): number 5-7, name 9-40, players 74-77, 79-82, ... in board order.
- 013 team (TRF-16): name 5-36, players 37-40, 42-45, ...; numbered in file order; ignored
  when there are 310 records.
- 012 event name. 142 and XXR: planned rounds (XXR wins). 152 (``W``/``B``) and XXC
  (``white1``/``black1``): the lot for team 1's board 1 in round 1 (art. 21).
- 352 board colours of the first team, e.g. ``WBWB``; its length is the number of boards.
  One starting with ``B`` is inverted: the model's first team has white on board 1.
- 362 match points: a code (``W D L P A``, also ``TW TD TL``) then its points, repeated.
- 320 PAB: match points 5-8, game points 10-13, then one team per round: 15-17, 19-21, ...
- 330 forfeited match: type 5-6 (``+-`` ``-+`` ``--``), round 8-10, white team 12-14,
  black team 16-18.
- 300 board order of one match: round 5-7, team 9-11, players 17-20, 22-25, ... (``0000``:
  empty board). 240 team bye: round 7-9, teams 11-14, 16-19, ... XXZ: teams not paired.

Interpretations. Wherever a team file names a "(team) pairing number" (320, 330, 300, 240,
XXZ) it is a team number. Boards per match: record 352, else the most boards a match used.
Board order inside a match: record 300's boards where given, else the order of the players
in the team record (art. 5: fixed board order); a board only one team filled (``0000 - +``)
comes after that team's player listed before. The first team has white on board 1: taken
from the first board whose colour is known and the board colour sequence. A file that never
marks a bye (no ``U``, no 320) is taken to write it ``0000 - -``: when the number of teams is
odd, a round's only team without a game had the bye; any other team without a game was
absent. The round to be paired is the first without results; teams whose every player is
marked ``H F Z -`` in it, or that 240 names for it or XXZ names, are absent from it.
Any other record type is ignored.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from individual.colour import Colour
from individual.errors import InputError, InputErrors
from individual.player import Player
from individual.result import GameScore
from olympiad.model import Event, Match, Round, RoundPairing, Team
from olympiad.ruleset import TeamRuleset
from rulesets.olympiad_2012 import OLYMPIAD_2012

DEFAULT_ROUNDS = 11  # art. 11, when the file says nothing and no round was played
_TITLES = {"g": "GM", "m": "IM", "f": "FM", "c": "CM"}
_TITLES |= {"w" + code: "W" + title for code, title in _TITLES.items()}
_SCORE = {"1": GameScore.WIN, "W": GameScore.WIN, "0": GameScore.LOSS, "L": GameScore.LOSS}
_SCORE |= {"=": GameScore.DRAW, "D": GameScore.DRAW, "+": GameScore.FORFEIT_WIN}
_SCORE |= {" ": GameScore.UNFINISHED}
_MATCHING = {"1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+-"}
_MATCHING |= {" ": " "}
_NOT_PAIRED = "HFZ- "


@dataclass(frozen=True)
class TeamTrf:
    """What a team TRF file says: the event, the round-1 lot, the teams known to be
    absent from the round to be paired."""

    event: Event
    lot: Colour | None = None
    absent: frozenset[int] = frozenset()

    @property
    def total_rounds(self) -> int:
        return self.event.total_rounds

    @property
    def board_colours(self) -> str:
        return self.event.board_colour_sequence()


@dataclass(frozen=True)
class _Ref:
    """A number a record gives, and where: line and column."""

    value: int
    line: int
    column: int


@dataclass(frozen=True)
class _Entry:
    """One round block of a 001 record; ``column`` is where the block starts."""

    player: int
    round: int
    opponent: int
    colour: str
    code: str
    line: int
    column: int


_Board = tuple[_Entry | None, _Entry | None]
_TeamRecord = tuple[_Ref, str, list[_Ref]]


@dataclass
class _Raw:
    """Everything the records say, before the matches are rebuilt, and the errors found."""

    file: str
    errors: list[InputError] = field(default_factory=list)
    name: str = ""
    players: dict[int, Player] = field(default_factory=dict)
    player_line: dict[int, int] = field(default_factory=dict)
    entries: dict[tuple[int, int], _Entry] = field(default_factory=dict)
    teams: dict[str, list[_TeamRecord]] = field(default_factory=lambda: {"310": [], "013": []})
    rounds: dict[str, _Ref] = field(default_factory=dict)
    lots: dict[str, tuple[Colour, _Ref]] = field(default_factory=dict)
    colours: str = ""
    colours_line: int = 0
    points: dict[str, tuple[Fraction, _Ref]] = field(default_factory=dict)
    pab: list[tuple[int, _Ref]] = field(default_factory=list)
    forfeits: list[tuple[str, int, _Ref, _Ref]] = field(default_factory=list)
    order: dict[tuple[int, int], dict[int, int]] = field(default_factory=dict)
    not_paired: list[tuple[int, _Ref]] = field(default_factory=list)

    def error(self, line: int, column: int, what: str, expected: str, found: str) -> None:
        message = f"{what}: expected {expected}, found {found}"
        self.errors.append(InputError(message, self.file, row=line, column=column))


def read_team_trf(path: str | Path) -> TeamTrf:
    """Read a team TRF file (UTF-8, else Latin-1) and parse it."""
    data = Path(path).read_bytes()
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_team_trf(text, str(path))


def parse_team_trf(text: str, file: str = "") -> TeamTrf:
    """Parse team TRF text; every problem found is raised at once as ``InputErrors``."""
    raw = _Raw(file)
    for number, line in enumerate(text.splitlines(), start=1):
        reader = _READERS.get(line[:3])
        if reader is not None:
            reader(raw, line, number)
    teams = _teams(raw)
    _raise_if_any(raw)
    trf = _Builder(raw, teams).build()
    _raise_if_any(raw)
    return trf


def format_pairing(pairing: RoundPairing) -> str:
    """The engine exchange format (as JaVaFo writes it): the number of lines, then
    ``first second`` per match by team number, then ``team 0`` for the bye."""
    lines = [f"{m.first} {m.second}" for m in pairing.matches]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join([str(len(lines)), *lines]) + "\n"


def _raise_if_any(raw: _Raw) -> None:
    """Raise every error found, once each, in file order."""
    unique = {
        (e.row or 0, e.column if isinstance(e.column, int) else 0, e.message): e for e in raw.errors
    }
    if unique:
        raise InputErrors([unique[k] for k in sorted(unique)])


# ------------------------------------------------------------------- reading the records


def _cols(line: str, first: int, last: int) -> str:
    return line[first - 1 : last].ljust(last - first + 1)


def _int(raw: _Raw, line: str, n: int, first: int, last: int, what: str) -> int | None:
    """The whole number in columns ``first``-``last``; blank reads as 0, junk as ``None``."""
    text = _cols(line, first, last).strip()
    if not text or (text.isascii() and text.isdigit()):
        return int(text or 0)
    raw.error(n, first, what, f"a whole number in columns {first}-{last}", repr(text))
    return None


def _refs(raw: _Raw, line: str, n: int, first: int, width: int, what: str) -> list[_Ref]:
    """The non-zero numbers of ``width`` columns each from ``first``, one column apart."""
    starts = range(first, len(line), 1 + width)
    got = [(_int(raw, line, n, c, c + width - 1, what), c) for c in starts]
    return [_Ref(v, n, c) for v, c in got if v]


def _read_player(raw: _Raw, line: str, n: int) -> None:
    number, rating = _int(raw, line, n, 5, 8, "start number"), _int(raw, line, n, 49, 52, "rating")
    if number == 0 or number in raw.players:
        used = f" (line {raw.player_line[number]} has {number})" if number else ""
        raw.error(
            n, 5, "start number", f"a new number in columns 5-8{used}", str(number or "nothing")
        )
    if not number or number in raw.players:
        return
    title = _cols(line, 11, 13).strip()
    name, fide_id, federation = (_cols(line, *c).strip() for c in ((15, 47), (58, 68), (54, 56)))
    title = _TITLES.get(title, title.upper())
    raw.players[number] = Player(name, rating or None, title, fide_id, federation)
    raw.player_line[number] = n
    for rnd, start in enumerate(range(92, len(line.rstrip()) + 1, 10), start=1):
        if _cols(line, start, start + 7).strip():
            _read_entry(raw, line, n, (number, rnd), start)


def _read_entry(raw: _Raw, line: str, n: int, key: tuple[int, int], start: int) -> None:
    what = f"round {key[1]}"
    opponent = _int(raw, line, n, start, start + 3, f"{what} opponent")
    written_colour, written_code = (
        _cols(line, start + 5, start + 5),
        _cols(line, start + 7, start + 7),
    )
    colour, code = written_colour.lower().replace(" ", "-"), written_code.upper()
    if colour not in "wb-":
        raw.error(n, start + 5, f"{what} colour", "w, b or -", repr(written_colour))
    elif code not in "10=+-WDLHFUZ ":
        expected = "1 0 = + - W D L H F U Z or blank"
        raw.error(n, start + 7, f"{what} result", expected, repr(written_code))
    elif opponent and code in "HFUZ":
        expected = f"a game result against {opponent}"
        raw.error(n, start + 7, f"{what} result", expected, repr(written_code))
    elif opponent == 0 and code in "10=WDL":
        raw.error(n, start, f"{what} opponent", f"an opponent for result {code!r}", "none")
    elif opponent is not None:
        raw.entries[key] = _Entry(*key, opponent, colour, code, n, start)


def _read_team(raw: _Raw, line: str, n: int) -> None:
    if line[:3] == "013":
        members = _refs(raw, line, n, 37, 4, "team member")
        ref = _Ref(len(raw.teams["013"]) + 1, n, 5)
        raw.teams["013"].append((ref, _cols(line, 5, 36).strip(), members))
        return
    number = _int(raw, line, n, 5, 7, "team number")
    if len(line.rstrip()) < 74 or number == 0:
        found = "nothing in 5-7" if number == 0 else f"a line of {len(line.rstrip())} columns"
        raw.error(n, 5, "team record", "a number in 5-7 and players from column 74", found)
    elif number:
        members = _refs(raw, line, n, 74, 4, "team member")
        raw.teams["310"].append((_Ref(number, n, 5), _cols(line, 9, 40).strip(), members))


def _read_name(raw: _Raw, line: str, n: int) -> None:
    raw.name = line[4:].strip()


def _read_rounds(raw: _Raw, line: str, n: int) -> None:
    text = line[4:].strip()
    if text.isascii() and text.isdigit() and int(text) > 0:
        raw.rounds[line[:3]] = _Ref(int(text), n, 5)
    else:
        raw.error(n, 5, "number of rounds", "a whole number", repr(text))


def _read_lot(raw: _Raw, line: str, n: int) -> None:
    words = line[4:].upper().split()
    lots = {"W": Colour.WHITE, "B": Colour.BLACK} if line[:3] == "152" else {}
    lots |= {"WHITE1": Colour.WHITE, "BLACK1": Colour.BLACK} if line[:3] == "XXC" else {}
    for word in (w for w in words if w in lots):
        raw.lots[line[:3]] = (lots[word], _Ref(0, n, 5 + line[4:].upper().find(word)))
    if line[:3] == "152" and "152" not in raw.lots:
        raw.error(n, 5, "initial colour", "W or B", repr(line[4:].strip()))


def _read_colours(raw: _Raw, line: str, n: int) -> None:
    """Record 352, turned to the side of the team with white on board 1 if it starts with B."""
    text = line[4:].strip().upper()
    bad = re.search(r"[^WB]", text)
    if not text or bad:
        column = 5 + line[4:].upper().find(bad.group()) if bad else 5
        raw.error(n, column, "board colours", "W and B only, such as WBWB", repr(text))
    elif text.startswith("B"):
        text = text.translate(str.maketrans("WB", "BW"))
    raw.colours, raw.colours_line = ("", 0) if bad or not text else (text, n)


def _read_points(raw: _Raw, line: str, n: int) -> None:
    for m in re.finditer(r"T?([WDLPA])\s*(-?\d+(?:\.\d+)?)", line.upper()[4:]):
        raw.points[m.group(1)] = (Fraction(m.group(2)), _Ref(0, n, 5 + m.start()))
    if not any(ref.line == n for _, ref in raw.points.values()):
        raw.error(n, 6, "match points", "codes W D L P with points, such as ' W 2.0'", "none")


def _read_pab(raw: _Raw, line: str, n: int) -> None:
    mp, gp = _cols(line, 5, 8).strip(), _cols(line, 10, 13).strip()
    if not all(re.fullmatch(r"\d+(\.\d+)?", x) for x in (mp, gp)):
        expected = "match points in 5-8 and game points in 10-13"
        raw.error(n, 5, "PAB points", expected, repr(line[4:13]))
        return
    raw.points["P"] = (Fraction(mp), _Ref(0, n, 5))
    raw.points["PGP"] = (Fraction(gp), _Ref(0, n, 10))
    raw.pab += [((r.column - 15) // 4 + 1, r) for r in _refs(raw, line, n, 15, 3, "PAB team")]


def _read_forfeit(raw: _Raw, line: str, n: int) -> None:
    kind = _cols(line, 5, 6)
    rnd, white = _int(raw, line, n, 8, 10, "round"), _int(raw, line, n, 12, 14, "white team")
    black = _int(raw, line, n, 16, 18, "black team")
    if kind not in ("+-", "-+", "--"):
        raw.error(n, 5, "forfeited match", "+-, -+ or -- in columns 5-6", repr(kind))
    elif rnd and white and black:
        raw.forfeits.append((kind, rnd, _Ref(white, n, 12), _Ref(black, n, 16)))


def _read_order(raw: _Raw, line: str, n: int) -> None:
    rnd, team = _int(raw, line, n, 5, 7, "round"), _int(raw, line, n, 9, 11, "team")
    boards = {r.value: (r.column - 17) // 5 for r in _refs(raw, line, n, 17, 4, "board player")}
    if rnd and team:
        raw.order[(rnd, team)] = boards


def _read_bye(raw: _Raw, line: str, n: int) -> None:
    rnd = _int(raw, line, n, 7, 9, "bye round")
    if rnd:
        raw.not_paired += [(rnd, r) for r in _refs(raw, line, n, 11, 4, "bye team")]


def _read_absent(raw: _Raw, line: str, n: int) -> None:
    for m in re.finditer(r"\S+", line[4:]):
        if m.group().isascii() and m.group().isdigit():
            raw.not_paired.append((0, _Ref(int(m.group()), n, 5 + m.start())))
        else:
            raw.error(n, 5 + m.start(), "XXZ", "team numbers", repr(m.group()))


_READERS: dict[str, Callable[[_Raw, str, int], None]] = {
    "001": _read_player,
    "310": _read_team,
    "013": _read_team,
    "012": _read_name,
    "142": _read_rounds,
    "XXR": _read_rounds,
    "152": _read_lot,
    "XXC": _read_lot,
    "352": _read_colours,
    "362": _read_points,
    "320": _read_pab,
    "330": _read_forfeit,
    "300": _read_order,
    "240": _read_bye,
    "XXZ": _read_absent,
}


def _teams(raw: _Raw) -> list[tuple[Team, tuple[int, ...]]]:
    """The teams of the 310 records (else 013) with their members' start numbers."""
    if not (records := raw.teams["310"] or raw.teams["013"]):
        message = "expected team records (310 or 013), found none: not a team tournament"
        raw.errors.append(InputError(message, raw.file))
    teams: list[tuple[Team, tuple[int, ...]]] = []
    member_of: dict[int, int] = {}
    for ref, name, members in records:
        if any(t.number == ref.value for t, _ in teams):
            raw.error(ref.line, ref.column, "team number", "a new number", str(ref.value))
        for m in members:
            if m.value not in raw.players:
                found = f"{m.value}, which no 001 record has"
                raw.error(m.line, m.column, "team member", "a player's start number", found)
            elif m.value in member_of:
                found = f"{m.value}, already in team {member_of[m.value]}"
                raw.error(m.line, m.column, "team member", "a player of no other team", found)
            member_of.setdefault(m.value, ref.value)
        players = tuple(
            m.value for m in members if m.value in raw.players and member_of[m.value] == ref.value
        )
        teams.append((Team(ref.value, name, tuple(raw.players[p] for p in players)), players))
    return teams


# ------------------------------------------------------------------- rebuilding the matches


@dataclass(frozen=True)
class _Layout:
    """One round as the player records show it: matches by their boards, teams with a
    ``U``, teams with only forfeit wins against nobody, teams without a game."""

    pairs: tuple[tuple[int, int, tuple[_Board, ...]], ...] = ()
    byes: tuple[int, ...] = ()
    lone: tuple[int, ...] = ()
    silent: tuple[int, ...] = ()


class _Builder:
    """Rebuilds the teams' matches round by round from the player records."""

    def __init__(self, raw: _Raw, teams: list[tuple[Team, tuple[int, ...]]]) -> None:
        self.raw, self.teams = raw, tuple(t for t, _ in teams)
        self.members = {t.number: members for t, members in teams}
        self.team_of = {p: t for t, members in self.members.items() for p in members}
        self.seat = {p: i for members in self.members.values() for i, p in enumerate(members)}
        self.marks_byes = bool(raw.pab) or any(e.code == "U" for e in raw.entries.values())
        self.boards = 0

    def build(self) -> TeamTrf:
        played = max(
            [r for (_, r), e in self.raw.entries.items() if _has_result(e)]
            + [r for _, r, _, _ in self.raw.forfeits],
            default=0,
        )
        for ref in [r for _, r in self.raw.not_paired + self.raw.pab]:
            self._known(ref)
        layouts = [self._layout(r) for r in range(1, played + 1)]
        used = max((len(b) for lay in layouts for _, _, b in lay.pairs), default=0)
        self.boards = len(self.raw.colours) or used or self._fallback_boards()
        if used > self.boards:
            expected = f"{used} colours, one per board a match was played on"
            at = (self.raw.colours_line, 5)
            self.raw.error(*at, "board colours", expected, str(self.boards))
        sequence = self.raw.colours or "WB" * self.boards
        rounds = tuple(self._round(r, lay, sequence) for r, lay in enumerate(layouts, 1))
        ruleset = _ruleset(self.raw, self.boards)
        total = _total_rounds(self.raw, played)
        event = Event(
            self.raw.name, self.teams, ruleset, rounds, total, board_colours=self.raw.colours
        )
        return TeamTrf(event, _lot(self.raw), self._absent(played + 1))

    def _fallback_boards(self) -> int:
        """No game yet and no record 352: art. 4's four boards, fewer if a team has fewer."""
        return min([OLYMPIAD_2012.boards, *(len(m) for m in self.members.values() if m)])

    def _entries(self, team: int, rnd: int) -> list[_Entry]:
        got = (self.raw.entries.get((p, rnd)) for p in self.members[team])
        return [e for e in got if e is not None]

    def _layout(self, rnd: int) -> _Layout:
        pairs: list[tuple[int, int, tuple[_Board, ...]]] = []
        byes: list[int] = []
        lone: list[int] = []
        silent: list[int] = []
        done: set[int] = set()
        for team in self.members:
            entries = self._entries(team, rnd)
            other = self._opponent_team(team, entries)
            if other == 0 or team in done:
                continue
            if other is not None:
                done.update((team, other))
                pairs.append((team, other, self._boards(team, other, rnd)))
            codes = {e.code for e in entries if not e.opponent}
            kind = byes if "U" in codes else lone if "+" in codes else silent
            if other is None:
                kind.append(team)
        return _Layout(tuple(pairs), tuple(byes), tuple(lone), tuple(silent))

    def _opponent_team(self, team: int, entries: list[_Entry]) -> int | None:
        """The team ``team`` played, ``None`` if none, 0 after reporting an error."""
        found: int | None = None
        for e in (e for e in entries if e.opponent):
            other = self.team_of.get(e.opponent)
            what, at = f"round {e.round} opponent", (e.line, e.column)
            if other is None or other == team:
                found_text = f"{e.opponent}, who is in {'no team' if other is None else 'it'}"
                self.raw.error(*at, what, f"a player of a team other than {team}", found_text)
                return 0
            if found is not None and other != found:
                expected = f"a player of team {found}, as on the other boards"
                self.raw.error(*at, what, expected, f"one of team {other}")
                return 0
            found = other
        return found

    def _boards(self, first: int, second: int, rnd: int) -> tuple[_Board, ...]:
        """The boards of one match, in board order (see the module docstring)."""
        mine, theirs = self._entries(first, rnd), self._entries(second, rnd)
        checked = [self._check_game(e) for e in mine + theirs if e.opponent]
        place = self._places(first, rnd, mine) | self._places(second, rnd, theirs)
        if not all(checked):
            return ()
        games: list[_Board] = [(e, self.raw.entries[(e.opponent, rnd)]) for e in mine if e.opponent]
        games.sort(key=lambda g: place[g[0].player] if g[0] else 0)
        for side, entries in ((0, mine), (1, theirs)):
            for e in sorted(_lone_wins(entries), key=lambda e: place[e.player]):
                games.insert(_slot(games, side, place, place[e.player]), _one_sided(e, side))
        return tuple(games)

    def _places(self, team: int, rnd: int, entries: list[_Entry]) -> dict[int, int]:
        """Where each player of ``team`` sits: record 300's board, else the roster order."""
        order = self.raw.order.get((rnd, team))
        if order is None:
            return {e.player: self.seat[e.player] for e in entries}
        for e in entries:
            if e.player not in order and (e.opponent or e.code == "+"):
                expected = f"to be on the 300 record of team {team}'s match in round {rnd}"
                self.raw.error(e.line, e.column, f"player {e.player}", expected, "it missing")
        return {e.player: order.get(e.player, -1) for e in entries}

    def _check_game(self, e: _Entry) -> bool:
        """The opponent's block names this player back, with the other colour and the
        matching result (each game checked once for colour and result)."""
        f, what = self.raw.entries.get((e.opponent, e.round)), f"round {e.round}"
        if f is None or f.opponent != e.player:
            at = (f.line, f.column) if f else (self.raw.player_line[e.opponent], 92)
            found = str(f.opponent) if f and f.opponent else "no opponent"
            expected = f"{e.player} (player {e.player}'s record names {e.opponent})"
            self.raw.error(*at, f"{what} opponent", expected, found)
            return False
        if e.player < f.player and e.colour != "-" and e.colour == f.colour:
            expected = f"the colour opposite to player {e.player}'s {e.colour!r}"
            self.raw.error(f.line, f.column + 5, f"{what} colour", expected, repr(f.colour))
            return False
        if e.player < f.player and f.code not in _MATCHING.get(e.code, ""):
            matching = " or ".join(map(repr, _MATCHING[e.code]))
            expected = f"{matching}, as player {e.player} has {e.code!r}"
            self.raw.error(f.line, f.column + 7, f"{what} result", expected, repr(f.code))
            return False
        return True

    def _round(self, rnd: int, layout: _Layout, sequence: str) -> Round:
        matches = [_match(a, b, boards, sequence, self.seat) for a, b, boards in layout.pairs]
        for kind, r, white, black in self.raw.forfeits:
            if r == rnd and self._known(white) and self._known(black):
                matches = self._forfeit(rnd, matches, kind, white, black)
        taken = {t for m in matches for t in m.teams}
        for team in (t for t in layout.lone if t not in taken):
            e = _lone_wins(self._entries(team, rnd))[0]
            found = f"a forfeit win of team {team} against no team"
            self.raw.error(e.line, e.column, f"round {rnd}", "a 330 record for the match", found)
        bye = self._bye(rnd, layout, taken)
        silent = [t for t in layout.silent if t not in taken and t != bye]
        listed = {r.value for n, r in self.raw.not_paired if n == rnd}
        guess = [t for t in silent if t not in listed]
        if bye is None and not self.marks_byes and len(self.teams) % 2 and len(guess) == 1:
            bye = guess[0]
        return Round(rnd, tuple(matches), bye, frozenset(t for t in silent if t != bye))

    def _known(self, ref: _Ref) -> bool:
        if ref.value not in self.members:
            self.raw.error(ref.line, ref.column, "team", "a team number", f"{ref.value}, no team")
        return ref.value in self.members

    def _forfeit(
        self, rnd: int, matches: list[Match], kind: str, white: _Ref, black: _Ref
    ) -> list[Match]:
        """Record 330: the white team is first, ``no_show`` from the forfeit type. A match
        the player records lack gets a forfeit on each board the present team filled
        (``0000 - +``), or on every board."""
        w, b = white.value, black.value
        no_show = frozenset({"+-": {b}, "-+": {w}, "--": {w, b}}[kind])
        for i, m in enumerate(matches):
            if set(m.teams) == {w, b}:
                matches[i] = dataclasses.replace(
                    m if m.first == w else _flipped(m), no_show=no_show
                )
                return matches
        if any(t in m.teams for m in matches for t in (w, b)):
            found = "a team with another match in that round"
            self.raw.error(white.line, white.column, "forfeited match", "two free teams", found)
            return matches
        present = {"+-": w, "-+": b}.get(kind)
        filled = len(_lone_wins(self._entries(present, rnd))) if present else 0
        score = {"+-": GameScore.FORFEIT_WIN, "-+": GameScore.FORFEIT_LOSS}
        games = (score.get(kind, GameScore.DOUBLE_FORFEIT),) * (filled or self.boards)
        return [*matches, Match(w, b, games, no_show)]

    def _bye(self, rnd: int, layout: _Layout, taken: set[int]) -> int | None:
        """The team with the PAB: ``U`` in its player records or record 320."""
        found = {t: (e.line, e.column + 7) for t in layout.byes for e in self._entries(t, rnd)}
        for r, ref in self.raw.pab:
            if r == rnd and ref.value in self.members:
                found[ref.value] = (ref.line, ref.column)
        for team in (t for t in found if t in taken):
            self.raw.error(*found[team], f"PAB of round {rnd}", "a team without a match", str(team))
        if len(found) > 1:
            teams = ", ".join(map(str, sorted(found)))
            self.raw.error(*max(found.values()), f"round {rnd}", "one PAB", f"teams {teams}")
        return min(found, default=None)

    def _absent(self, rnd: int) -> frozenset[int]:
        """Teams not to be paired in round ``rnd`` (see the module docstring)."""
        entries = self.raw.entries
        marked = {
            t
            for t, m in self.members.items()
            if m and all(_is_marked(entries.get((p, rnd))) for p in m)
        }
        listed = {r.value for n, r in self.raw.not_paired if n in (0, rnd)}
        return frozenset(marked | (listed & set(self.members)))


def _has_result(e: _Entry) -> bool:
    """A block that shows the round was played: a result, a PAB or a forfeit win."""
    return e.code == "U" or (e.code != " " and (e.opponent != 0 or e.code == "+"))


def _is_marked(e: _Entry | None) -> bool:
    return e is not None and not e.opponent and e.code in _NOT_PAIRED


def _lone_wins(entries: list[_Entry]) -> list[_Entry]:
    return [e for e in entries if not e.opponent and e.code == "+"]


def _slot(games: list[_Board], side: int, place: dict[int, int], rank: int) -> int:
    """Where a board one team filled alone goes: after that team's boards ranked before it."""
    before = [i for i, g in enumerate(games) if (e := g[side]) and place[e.player] < rank]
    return before[-1] + 1 if before else 0


def _one_sided(e: _Entry, side: int) -> _Board:
    return (e, None) if side == 0 else (None, e)


def _match(
    first: int, second: int, boards: Sequence[_Board], sequence: str, seat: dict[int, int]
) -> Match:
    """A match from ``first``'s boards, turned round if ``second`` had white on board 1."""
    games = tuple(_score(a, b) for a, b in boards)
    lineup = tuple(
        (seat[a.player] if a else None, seat[b.player] if b else None) for a, b in boards
    )
    lost = (GameScore.FORFEIT_LOSS, GameScore.DOUBLE_FORFEIT)
    no_show = {first} if boards and all(g in lost for g in games) else set()
    if boards and all(g.reversed in lost for g in games):
        no_show.add(second)
    match = Match(first, second, games, frozenset(no_show), lineup)
    return match if _first_has_white(boards, sequence) else _flipped(match)


def _score(a: _Entry | None, b: _Entry | None) -> GameScore:
    """The board's result from the side of ``a``'s team."""
    if a is None:
        return GameScore.FORFEIT_LOSS
    if a.code == "-":
        return GameScore.FORFEIT_LOSS if b is None or b.code == "+" else GameScore.DOUBLE_FORFEIT
    return _SCORE[a.code]


def _first_has_white(boards: Sequence[_Board], sequence: str) -> bool:
    """Did the first team have white on board 1? From the first board whose colour is
    known and the board colour sequence; yes if no colour is known."""
    for k, (a, b) in enumerate(boards):
        white_here = sequence[k % len(sequence)] == "W"
        if a is not None and a.colour != "-":
            return (a.colour == "w") == white_here
        if b is not None and b.colour != "-":
            return (b.colour == "b") == white_here
    return True


def _flipped(match: Match) -> Match:
    games = tuple(g.reversed for g in match.games)
    return Match(
        match.second, match.first, games, match.no_show, tuple((b, a) for a, b in match.lineup)
    )


def _ruleset(raw: _Raw, boards: int) -> TeamRuleset:
    """OLYMPIAD_2012 on the file's boards, with the match points of 362 and 320."""
    fixed = {"L": Fraction(0), "A": Fraction(0), "PGP": Fraction(boards, 2)}
    for code, (value, ref) in raw.points.items():
        what = "PAB game points" if code == "PGP" else f"match points for {code}"
        if code in fixed and value != fixed[code]:
            why = " (half the boards, art. 12)" if code == "PGP" else ""
            raw.error(ref.line, ref.column, what, f"{fixed[code]}{why}", str(value))
        elif value.denominator != 1:
            raw.error(ref.line, ref.column, what, "a whole number", str(value))
    whole = {c: int(v) for c, (v, _) in raw.points.items() if v.denominator == 1}
    return dataclasses.replace(
        OLYMPIAD_2012,
        boards=boards,
        match_points_win=whole.get("W", OLYMPIAD_2012.match_points_win),
        match_points_draw=whole.get("D", OLYMPIAD_2012.match_points_draw),
        bye_match_points=whole.get("P", OLYMPIAD_2012.bye_match_points),
    )


def _total_rounds(raw: _Raw, played: int) -> int:
    declared = raw.rounds.get("XXR") or raw.rounds.get("142")
    if declared is not None and declared.value < played:
        expected = f"at least {played}, the rounds with results"
        raw.error(declared.line, declared.column, "number of rounds", expected, str(declared.value))
    return declared.value if declared else played or DEFAULT_ROUNDS


def _lot(raw: _Raw) -> Colour | None:
    """XXC's lot, else record 152's; they must agree when both are given."""
    xxc, r152 = raw.lots.get("XXC"), raw.lots.get("152")
    if xxc and r152 and xxc[0] is not r152[0]:
        expected = f"{r152[0].name.lower()}, as record 152 on line {r152[1].line} says"
        raw.error(xxc[1].line, xxc[1].column, "XXC lot", expected, xxc[0].name.lower())
    return xxc[0] if xxc else r152[0] if r152 else None
