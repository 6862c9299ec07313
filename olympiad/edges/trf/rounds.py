"""Rebuilding a team event's rounds from its player records: the matches board by board,
the byes, the forfeited matches (record 330) and the teams not paired.

How the records are read is in ``olympiad.edges.trf.read``'s docstring; the columns are in
``olympiad.edges.trf.records``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Final

from individual.edges.trf.fields import Entry
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.records import Records, Ref
from olympiad.engine.model import Match, Round, Team
from rulesets.olympiad_2012 import OLYMPIAD_2012

_SCORE = {"1": GameScore.WIN, "W": GameScore.WIN, "0": GameScore.LOSS, "L": GameScore.LOSS}
_SCORE |= {"=": GameScore.DRAW, "D": GameScore.DRAW, "+": GameScore.FORFEIT_WIN}
_SCORE |= {" ": GameScore.UNFINISHED}
_MATCHING = {"1": "0", "0": "1", "=": "=", "W": "L", "L": "W", "D": "D", "+": "-", "-": "+-"}
_MATCHING |= {" ": " "}
_NOT_PAIRED = "HFZ- "

Board = tuple[Entry | None, Entry | None]


class Rebuilt:
    """The rounds with results, the boards per match, and the teams not to be paired in
    the round after ``played``. (A plain class, as ``_Layout``: a dataclass costs start-up,
    issue 16.)"""

    __slots__ = ("absent", "boards", "played", "rounds")

    def __init__(
        self, rounds: tuple[Round, ...], boards: int, played: int, absent: frozenset[int]
    ) -> None:
        self.rounds: Final = rounds
        self.boards: Final = boards
        self.played: Final = played
        self.absent: Final = absent


def rebuild_rounds(raw: Records, teams: list[tuple[Team, tuple[int, ...]]]) -> Rebuilt:
    """The rounds the player records (and records 320, 330, 300, 240, XXZ) describe;
    ``teams`` pairs each team with its members' start numbers in board order."""
    return _Builder(raw, teams).rebuild()


class _Layout:
    """One round as the player records show it: matches by their boards, teams with a
    ``U``, teams with only forfeit wins against nobody, teams without a game."""

    __slots__ = ("byes", "lone", "pairs", "silent")

    def __init__(
        self,
        pairs: tuple[tuple[int, int, tuple[Board, ...]], ...],
        byes: tuple[int, ...],
        lone: tuple[int, ...],
        silent: tuple[int, ...],
    ) -> None:
        self.pairs: Final = pairs
        self.byes: Final = byes
        self.lone: Final = lone
        self.silent: Final = silent


class _Builder:
    """Rebuilds the teams' matches round by round from the player records."""

    def __init__(self, raw: Records, teams: list[tuple[Team, tuple[int, ...]]]) -> None:
        self.raw, self.teams = raw, tuple(t for t, _ in teams)
        self.members = {t.number: members for t, members in teams}
        self.team_of = {p: t for t, members in self.members.items() for p in members}
        self.seat = {p: i for members in self.members.values() for i, p in enumerate(members)}
        self.marks_byes = bool(raw.pab) or any(e.code == "U" for e in raw.entries.values())
        self.boards = 0
        self._blocks: dict[tuple[int, int], list[Entry]] = {}

    def rebuild(self) -> Rebuilt:
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
        return Rebuilt(rounds, self.boards, played, self._absent(played + 1))

    def _fallback_boards(self) -> int:
        """No game yet and no record 352: art. 4's four boards, fewer if a team has fewer."""
        return min([OLYMPIAD_2012.boards, *(len(m) for m in self.members.values() if m)])

    def _entries(self, team: int, rnd: int) -> list[Entry]:
        """The blocks of ``team``'s players in round ``rnd``, in roster order (each list
        made once: callers do not change it)."""
        found = self._blocks.get((team, rnd))
        if found is None:
            got = (self.raw.entries.get((p, rnd)) for p in self.members[team])
            found = self._blocks[(team, rnd)] = [e for e in got if e is not None]
        return found

    def _layout(self, rnd: int) -> _Layout:
        pairs: list[tuple[int, int, tuple[Board, ...]]] = []
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

    def _opponent_team(self, team: int, entries: list[Entry]) -> int | None:
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

    def _boards(self, first: int, second: int, rnd: int) -> tuple[Board, ...]:
        """The boards of one match, in board order (see the module docstring)."""
        mine, theirs = self._entries(first, rnd), self._entries(second, rnd)
        checked = [self._check_game(e) for e in mine + theirs if e.opponent]
        place = self._places(first, rnd, mine) | self._places(second, rnd, theirs)
        if not all(checked):
            return ()
        games: list[Board] = [(e, self.raw.entries[(e.opponent, rnd)]) for e in mine if e.opponent]
        games.sort(key=lambda g: place[g[0].player] if g[0] else 0)
        for side, entries in ((0, mine), (1, theirs)):
            for e in sorted(_lone_wins(entries), key=lambda e: place[e.player]):
                games.insert(_slot(games, side, place, place[e.player]), _one_sided(e, side))
        return tuple(games)

    def _places(self, team: int, rnd: int, entries: list[Entry]) -> dict[int, int]:
        """Where each player of ``team`` sits: record 300's board, else the roster order."""
        order = self.raw.order.get((rnd, team))
        if order is None:
            return {e.player: self.seat[e.player] for e in entries}
        for e in entries:
            if e.player not in order and (e.opponent or e.code == "+"):
                expected = f"to be on the 300 record of team {team}'s match in round {rnd}"
                self.raw.error(e.line, e.column, f"player {e.player}", expected, "it missing")
        return {e.player: order.get(e.player, -1) for e in entries}

    def _check_game(self, e: Entry) -> bool:
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
        matches = [
            _match(a, b, *self._full(rnd, boards), sequence, self.seat)
            for a, b, boards in layout.pairs
        ]
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
        full, half = (self._point_byes(rnd, kind, silent) for kind in ("F", "H"))
        listed = {r.value for n, r in self.raw.not_paired if n == rnd}
        guess = [t for t in silent if t not in listed and t not in full | half]
        if bye is None and not self.marks_byes and len(self.teams) % 2 and len(guess) == 1:
            bye = guess[0]
        absent = frozenset(t for t in silent if t != bye) - full - half
        return Round(rnd, tuple(matches), bye, absent, False, full, half)

    def _point_byes(self, rnd: int, kind: str, silent: list[int]) -> frozenset[int]:
        """The teams without a match that have a full-point (``F``) or half-point (``H``)
        bye in round ``rnd``: record 240 of that type, or the code on their players' blocks
        (every block without an opponent that has a code other than ``-``)."""
        listed = {r.value for n, r in self.raw.point_byes[kind] if n == rnd}
        marked = set()
        for team in silent:
            codes = {e.code for e in self._entries(team, rnd) if e.code not in "- "}
            if codes == {kind}:
                marked.add(team)
        return frozenset((listed & set(silent)) | marked)

    def _full(self, rnd: int, boards: Sequence[Board]) -> tuple[list[Board], tuple[int, ...]]:
        """The match's boards, one per board of the event once its games are over: a board
        neither team filled (no record names it) empty on both sides, a double forfeit
        (0-0); with their numbers. A match still being played, or boards numbered otherwise
        (twice, or beyond the event's), as they are."""
        numbers = self._board_numbers(rnd, boards)
        playing = any(_score(a, b) is GameScore.UNFINISHED for a, b in boards)
        fits = len(set(numbers)) == len(numbers) and all(0 <= n < self.boards for n in numbers)
        if playing or not fits:
            return list(boards), numbers
        at = dict(zip(numbers, boards, strict=True))
        return [at.get(n, (None, None)) for n in range(self.boards)], tuple(range(self.boards))

    def _board_numbers(self, rnd: int, boards: Sequence[Board]) -> tuple[int, ...]:
        """Each board's number (0 for board 1): its place in record 300 (TRF-26, players
        17-20, 22-25, ...: the board, ``0000`` an unoccupied one) of either team. Without
        record 300: when each board's players hold the same place in their rosters, every
        one among the event's boards, that place (the players sat at their own boards, so a
        board both rosters' players left without a game stays where it is: 1.6.1 takes the
        team's colour from the player scheduled on board 1); else the board's place among
        the match's boards (the players moved up)."""
        if not self.raw.order:  # no record 300 in the file
            own = [{self.seat[e.player] for e in board if e is not None} for board in boards]
            if all(len(s) == 1 and min(s) < self.boards for s in own):
                return tuple(min(s) for s in own)
            return tuple(range(len(boards)))
        numbers: list[int] = []
        for k, board in enumerate(boards):
            seats = (
                self.raw.order.get((rnd, self.team_of[e.player]), {}).get(e.player)
                for e in board
                if e is not None
            )
            numbers.append(next((s for s in seats if s is not None), k))
        return tuple(numbers)

    def _known(self, ref: Ref) -> bool:
        if ref.value not in self.members:
            self.raw.error(ref.line, ref.column, "team", "a team number", f"{ref.value}, no team")
        return ref.value in self.members

    def _forfeit(
        self, rnd: int, matches: list[Match], kind: str, white: Ref, black: Ref
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


def _has_result(e: Entry) -> bool:
    """A block that shows the round was played: a result, a PAB or a forfeit win."""
    return e.code == "U" or (e.code != " " and (e.opponent != 0 or e.code == "+"))


def _is_marked(e: Entry | None) -> bool:
    return e is not None and not e.opponent and e.code in _NOT_PAIRED


def _lone_wins(entries: list[Entry]) -> list[Entry]:
    return [e for e in entries if not e.opponent and e.code == "+"]


def _slot(games: list[Board], side: int, place: dict[int, int], rank: int) -> int:
    """Where a board one team filled alone goes: after that team's boards ranked before it."""
    before = [i for i, g in enumerate(games) if (e := g[side]) and place[e.player] < rank]
    return before[-1] + 1 if before else 0


def _one_sided(e: Entry, side: int) -> Board:
    return (e, None) if side == 0 else (None, e)


def _match(
    first: int,
    second: int,
    boards: Sequence[Board],
    numbers: Sequence[int],
    sequence: str,
    seat: dict[int, int],
) -> Match:
    """A match from ``first``'s boards, turned round if ``second`` had white on board 1."""
    games = tuple(_score(a, b) for a, b in boards)
    lineup = tuple(
        (seat[a.player] if a else None, seat[b.player] if b else None) for a, b in boards
    )
    no_show = Match(first, second, games).absent  # no player at any board (art. 46)
    match = Match(first, second, games, no_show, lineup)
    return match if _first_has_white(boards, numbers, sequence) else _flipped(match)


def _score(a: Entry | None, b: Entry | None) -> GameScore:
    """The board's result from the side of ``a``'s team."""
    if a is None:
        return GameScore.FORFEIT_LOSS if b is not None else GameScore.DOUBLE_FORFEIT
    if a.code == "-":
        return GameScore.FORFEIT_LOSS if b is None or b.code == "+" else GameScore.DOUBLE_FORFEIT
    return _SCORE[a.code]


def _first_has_white(boards: Sequence[Board], numbers: Sequence[int], sequence: str) -> bool:
    """Did the first team have white on board 1? From the first board whose colour is
    known, its board number (not its place in the list: board 1 may be unoccupied) and
    the board colour sequence; yes if no colour is known."""
    for (a, b), number in zip(boards, numbers, strict=True):
        white_here = sequence[number % len(sequence)] == "W"
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
