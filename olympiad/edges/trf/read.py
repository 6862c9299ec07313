"""Team tournaments in FIDE TRF: read an ``Event`` from TRF-16/TRF-26 text, write pairings.

Sources: FIDE "Tournament Report File, version 2026" (handbook TRF26.pdf, as transcribed
in ``echecsjs/trf`` SPEC.md), the TRF-16 description, JaVaFo's manual for the ``XX?``
extensions, and gacrux's reader (``OttoMilvang/TieBreakServer``, ``gacrux/trf2json.py``)
for how 320/330/362 are laid out in practice. The records and their columns are listed
in ``olympiad.edges.trf.records``, which reads them; ``olympiad.edges.trf.rounds`` rebuilds the
matches; this module makes the ``Event``. ``olympiad.edges.trf.write`` writes a team TRF.

Interpretations. Wherever a team file names a "(team) pairing number" (320, 330, 300, 240,
XXZ) it is a team number. Boards per match: record 352, else the most boards a match used.
Board order inside a match: record 300's boards where given; else, when each board's two
players hold the same place in their rosters (within the event's boards), that place (a
board both teams' players left without a game stays where it is, and the team's colour is
the one its board-1 player was scheduled to have, C.04.6 1.6.1); else the order of the
players in the team record (art. 5: fixed board order); a board only one team filled
(``0000 - +``) comes after that team's player listed before; in a match whose games are
over, a board neither team filled (no record names it: otherwise the last ones) is a double
forfeit there, 0-0, so that every match has the event's boards. The first team has white
on board 1: taken from the first board whose colour is known, at its board number (record
300's board, where ``0000`` leaves a board unoccupied, else as above) in the board colour
sequence. A file that never marks a bye (no ``U``, no 320) is taken to write
it ``0000 - -``: when the number of teams is odd, a round's only team without a game had the
bye; any other team without a game was absent. The round to be paired is the first without
results; teams whose every player is marked ``H F Z -`` in it, or that 240 names for it or
XXZ names, are absent from it. A team without a match whose players are marked ``F`` (``H``),
or that record 240 ``F`` (``H``) names, has a full-point (half-point) bye in that round.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Final

from individual.edges.trf.fields import (
    StatedLot,
    count_warnings,
    opponents_in_range,
    option_lot,
    planned_rounds,
    points_warnings,
    require_round_left,
    stated_at,
    stated_lot,
)
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError
from olympiad.edges.trf.records import Records, raise_if_any, read_records
from olympiad.edges.trf.rounds import rebuild_rounds
from olympiad.engine.model import Event, RoundPairing, Team
from olympiad.engine.ruleset import TeamRuleset
from rulesets.olympiad_2012 import OLYMPIAD_2012

if TYPE_CHECKING:
    from individual.edges.trf.dates import EventDates

DEFAULT_ROUNDS = 11  # art. 11, when the file says nothing and no round was played
_DATE_RECORDS = ("042", "052", "132")  # as individual.edges.trf.dates.DateRecords reads them
_BOM = b"\xef\xbb\xbf"  # the UTF-8 byte order mark some editors write first


class TeamTrf:
    """What a team TRF file says: the event, the round-1 lot, the teams known to be
    absent from the round to be paired, the system record 192 names (TRF-26, e.g.
    ``FIDE_TEAM_TYPEA_MP_GP``: the reader keeps the event under OLYMPIAD_2012, the command
    line picks the ruleset it names), the dates of records 042, 052 and 132 and the rounds
    XXR (else 142) plans (``planned``, 0 if neither is given: the event's ``total_rounds``
    is then the rounds played, else 11).

    A plain class, not a dataclass (one costs about a millisecond of every command's
    start-up, issue 16): the reader's result, read field by field, never compared."""

    __slots__ = ("_dates", "absent", "event", "lot", "lot_at", "planned", "system", "warnings")

    def __init__(
        self,
        event: Event,
        lot: Colour | None = None,
        absent: frozenset[int] = frozenset(),
        system: str = "",
        dates: EventDates | None = None,
        warnings: tuple[str, ...] = (),
        planned: int = 0,
        lot_at: tuple[str, int] | None = None,
    ) -> None:
        self.event: Final = event
        self.lot: Final = lot
        self.lot_at: Final = lot_at  # the record stating it (XXC, else 152), its line
        self.absent: Final = absent
        self.system: Final = system
        self._dates: Final = dates
        self.warnings: Final = warnings  # odd but readable: a 062 count the records differ from
        self.planned: Final = planned

    @property
    def dates(self) -> EventDates:
        """The dates of records 042, 052 and 132 (``NO_DATES`` if it has none: the dates
        module is loaded only for a file with dates, issue 16)."""
        if self._dates is not None:
            return self._dates
        from individual.edges.trf.dates import NO_DATES

        return NO_DATES

    @property
    def total_rounds(self) -> int:
        return self.event.total_rounds

    def require_round_left(self, file: str) -> None:
        """``InputError`` naming ``file`` when every round it plans (``planned``) is paired
        (``individual.edges.trf.fields.require_round_left``, ``swiss pair``'s check too)."""
        require_round_left(file, self.planned, len(self.event.rounds))

    @property
    def board_colours(self) -> str:
        return self.event.board_colour_sequence()


def read_team_trf(path: str | Path) -> TeamTrf:
    """Read a team TRF file (UTF-8, else Latin-1) and parse it."""
    data = Path(path).read_bytes()
    try:  # as "utf-8-sig" decodes, without loading that codec's module (issue 16: start-up)
        text = data.removeprefix(_BOM).decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_team_trf(text, str(path))


def parse_team_trf(text: str, file: str = "") -> TeamTrf:
    """Parse team TRF text; every problem found is raised at once as ``InputErrors``."""
    raw = read_records(text, file)
    opponents_in_range(raw, raw.entries, raw.players)
    dates = _dates(text, raw)
    teams = _teams(raw)
    raise_if_any(raw)
    trf = _team_trf(raw, teams, dates, text)
    raise_if_any(raw)
    return trf


def _dates(text: str, raw: Records) -> EventDates | None:
    """Records 042, 052 and 132 (``individual.edges.trf.dates``, loaded only when the file
    has one), their errors kept in ``raw``; ``None`` without any."""
    lines = text.splitlines()
    if not any(line[:3] in _DATE_RECORDS for line in lines):
        return None
    from individual.edges.trf.dates import DateRecords

    dates = DateRecords(raw)
    for number, line in enumerate(lines, start=1):
        dates.read(line, number)
    return dates.dates()


def trf_lot(trf: TeamTrf, event: Event, *, read_back: bool = True) -> Colour | None:
    """The lot of a team TRF, one fact for ``olympiad pair``, ``explain``, ``check`` and
    ``init``: the one it states (``XXC``, record 152), else the one round 1 of ``event``
    (the file's event under the ruleset the command chose) shows by the rule of the system
    that ruleset names (``System.read_lot``: art. 21's lot, C.04.6 4.1's initial-colour);
    ``None`` when it states none and played no round. ``read_back=False``: the stated one
    only, for ``olympiad check``, whose replay reads it back by the same rule and says so."""
    return trf.lot if trf.lot is not None or not read_back else read_back_lot(event)


def option_given(
    path: str | Path, trf: TeamTrf, option: Colour | None
) -> tuple[Colour | None, str]:
    """``--lot`` (``option``) of ``olympiad pair`` on the TRF at ``path``, by the one rule of
    both sides (``fields.option_lot``: another than the file's refused once round 1 is
    played, said before it), and what to say of it."""
    return option_lot(str(path), option, trf.lot, trf.lot_at, bool(trf.event.rounds))


def read_back_lot(event: Event) -> Colour | None:
    """The lot round 1 of ``event`` shows by the rule of the system its ruleset names
    (``System.read_lot``: art. 21's lot, C.04.6 4.1's initial-colour), for a file that
    states none: a TRF (``trf_lot``), a workbook whose Lot cell is empty
    (``olympiad.edges.workbook.teambook``); ``None`` without a round-1 match."""
    from rulesets.systems import team_system

    return team_system(event.ruleset).read_lot(event)


def format_pairing(pairing: RoundPairing) -> str:
    """The engine exchange format (as JaVaFo writes it): the number of lines, then
    ``first second`` per match by team number, then ``team 0`` for the bye."""
    lines = [f"{m.first} {m.second}" for m in pairing.matches]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join([str(len(lines)), *lines]) + "\n"


def _team_trf(
    raw: Records, teams: list[tuple[Team, tuple[int, ...]]], dates: EventDates | None, text: str
) -> TeamTrf:
    """The event the records describe (in ``text``), its lot, the teams absent from the
    next round and the ``dates``."""
    rebuilt = rebuild_rounds(raw, teams)
    planned = planned_rounds(raw, rebuilt.played)
    total_rounds = planned or rebuilt.played or DEFAULT_ROUNDS
    event = Event(
        raw.name,
        tuple(t for t, _ in teams),
        _ruleset(raw, rebuilt.boards),
        rebuilt.rounds,
        total_rounds,
        board_colours=raw.colours,
    )
    warnings = count_warnings(raw, [p.rating for p in raw.players.values()], len(teams))
    warnings += points_warnings(raw, raw.entries, raw.player_line, rebuilt.played, text)
    lots = _lots(raw)
    return TeamTrf(event, stated_lot(raw, lots), rebuilt.absent, raw.system[0], dates, warnings,
                   planned, stated_at(lots))  # fmt: skip


def _teams(raw: Records) -> list[tuple[Team, tuple[int, ...]]]:
    """The teams of the 310 records (else 013) with their members' start numbers."""
    if not (records := raw.teams["310"] or raw.teams["013"]):
        message = "expected team records (310 or 013), found none: not a team tournament"
        raw.errors.append(InputError(message, raw.file))
    teams: list[tuple[Team, tuple[int, ...]]] = []
    member_of: dict[int, int] = {}
    for ref, name, members, nickname in records:
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
        team = Team(ref.value, name, tuple(raw.players[p] for p in players), nickname)
        teams.append((team, players))
    for p in sorted(set(raw.players) - set(member_of) if records else ()):
        found = f"{p} in no team (is its team's record missing?)"
        raw.error(raw.player_line[p], 5, "player", "a member of a team (310 or 013)", found)
    return teams


def _ruleset(raw: Records, boards: int) -> TeamRuleset:
    """OLYMPIAD_2012 on the file's boards, with the match points of 362 and 320."""
    fixed = {"L": Fraction(0), "A": Fraction(0), "PGP": Fraction(boards, 2)}
    for code, (value, ref) in raw.points.items():
        what = "PAB game points" if code == "PGP" else f"match points for {code}"
        if code in fixed and value != fixed[code]:
            # read before an edition is chosen: no article number (2012 art. 12, 2022
            # art. 4.3 and C.04.6 1.4 all give the bye half the boards)
            why = " (half the boards)" if code == "PGP" else ""
            raw.error(ref.line, ref.column, what, f"{fixed[code]}{why}", str(value))
        elif code != "PGP" and value.denominator != 1:
            raw.error(ref.line, ref.column, what, "a whole number", str(value))
    whole = {c: int(v) for c, (v, _) in raw.points.items() if v.denominator == 1}
    return dataclasses.replace(
        OLYMPIAD_2012,
        boards=boards,
        match_points_win=whole.get("W", OLYMPIAD_2012.match_points_win),
        match_points_draw=whole.get("D", OLYMPIAD_2012.match_points_draw),
        bye_match_points=whole.get("P", OLYMPIAD_2012.bye_match_points),
    )


def _lots(raw: Records) -> dict[str, StatedLot]:
    """The lots XXC and record 152 state, each with its line and column: XXC's is the
    file's, else 152's; they must agree when both are given (``stated_lot``)."""
    return {k: (lot, at.line, at.column) for k, (lot, at) in raw.lots.items()}
