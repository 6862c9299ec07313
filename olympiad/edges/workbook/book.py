"""The tournament workbook read as one value: settings, teams, rounds and log.

``open_tournament(path)`` reads and validates the whole workbook and returns it with the
openpyxl ``Workbook`` (to change and save). Every problem found anywhere is raised at
once as ``InputErrors``, each named by sheet and cell. The workbook is the only source
of truth: nothing is kept elsewhere, and the ``Event`` the engine sees is built from it
each time it is read (once per read: ``Tournament.whole``; the event before a round is
cut from it).

Sheets: ``Event`` (``olympiad.edges.workbook.settings``), ``Teams``
(``olympiad.edges.workbook.teams``), ``Round 1`` ... (``olympiad.edges.workbook.rounds``,
``olympiad.edges.workbook.round_read``), ``Log`` (``olympiad.edges.workbook.log``). Other sheets
are the organiser's and are left alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.workbook.cells import Problems, SheetReader, cell_name
from individual.edges.workbook.file import load_workbook
from individual.edges.workbook.log import (
    PairingRecord,
    latest_pairings,
    log_problems,
    lot_paired,
    systems_paired,
    unknown_systems,
)
from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.edges.workbook.log import LogEntry, read_log
from olympiad.edges.workbook.round_read import RoundReader, RoundSheet
from olympiad.edges.workbook.rounds import RESULT
from olympiad.edges.workbook.settings import (
    EVENT_SHEET,
    LOG_SHEET,
    TEAMS_SHEET,
    Settings,
    read_settings,
    round_sheet_name,
    round_sheets,
    settings_row,
)
from olympiad.edges.workbook.teams import TeamRow, TeamStatus, format_status, read_teams
from olympiad.engine.model import Event, Round, Team
from olympiad.engine.roles import cite_mention
from olympiad.engine.ruleset import TeamRuleset
from rulesets.systems import TEAM
from rulesets.team import resolve_team_ruleset

STATUS_COLUMN = 5


@dataclass(frozen=True)
class Tournament:
    """The workbook's content. ``rounds`` are the round sheets in order; ``warnings``
    are things worth telling the organiser that do not stop the program; ``recorded``:
    each round's pairing as the Log recorded it last (``latest_pairings``). Built with
    it, once, the values the commands ask for: each team's ``status`` and the ``whole``
    event (every team, every round)."""

    path: Path
    settings: Settings
    teams: tuple[TeamRow, ...]
    rounds: tuple[RoundSheet, ...]
    log: tuple[LogEntry, ...]
    warnings: tuple[str, ...] = ()
    recorded: Mapping[int, PairingRecord] = field(default_factory=dict)
    systems: Mapping[int, str] = field(default_factory=dict)
    """For each round, the ruleset the Log records paired it (``systems_paired``)."""
    lot_paired: Colour | None = None
    """The lot round 1 was paired under, as the Log records it (``log.lot_paired``)."""
    kept: tuple[str, TeamRuleset] | None = None
    """The ruleset whose default tie-break list an empty Tie-breaks cell reads as, and its
    edition, when it is not the Ruleset cell's: the one that paired round 1, in force since
    (``Settings.default_from``, C.07 4.1); the whole event ranks by it (``Settings.ranked``)."""
    unrecorded: frozenset[str] = frozenset()
    """The records the Log lacks that the next pairing makes (``LogProblems.unrecorded``:
    a workbook made before them)."""
    status: Mapping[int, TeamStatus] = field(init=False)
    whole: Event = field(init=False)

    def __post_init__(self) -> None:
        status = {row.team.number: row.status for row in self.teams}
        kept = self.kept  # the list in force since round 1 (C.07 4.1), when not the cell's
        ruleset = self.settings.team_ruleset if kept is None else self.settings.ranked(kept[1])
        whole = Event(
            self.settings.name,
            tuple(row.team for row in self.teams),
            ruleset,
            tuple(sheet.round for sheet in self.rounds),
            self.settings.rounds,
            withdrawn=frozenset(t for t, s in status.items() if s.withdrawn is not None),
            board_colours=self.settings.colour_sequence,
            late_entries=frozenset(t for t, s in status.items() if s.late and s.late > 1),
        )
        object.__setattr__(self, "status", status)
        object.__setattr__(self, "whole", whole)

    def event(self) -> Event:
        """The event with every team and every round of the workbook."""
        return self.whole

    def event_before(self, number: int) -> Event:
        """The event as it stands before round ``number`` is paired: the teams entered by
        then, the rounds before it, the teams withdrawn by then."""
        status = self.status
        teams = tuple(r.team for r in self.teams if (r.status.late or 0) <= number)
        entered = {t.number for t in teams}
        rounds = tuple(
            replace(sheet.round, absent=sheet.round.absent & entered)
            for sheet in self.rounds[: number - 1]
        )
        withdrawn = {t for t in entered if (w := status[t].withdrawn) is not None and w <= number}
        late = {t for t in entered if (s := status[t].late) is not None and s > 1}
        return replace(
            self.whole,
            teams=teams,
            rounds=rounds,
            withdrawn=frozenset(withdrawn),
            late_entries=frozenset(late),
        )

    def left_out(self, number: int) -> frozenset[int]:
        """Teams not to be paired in round ``number``: absent (art. 45), withdrawn, or
        entering later."""
        return frozenset(
            t for t, s in self.status.items() if number in s.absent or not s.takes_part(number)
        )

    def team_row(self, number: int) -> TeamRow:
        return next(row for row in self.teams if row.team.number == number)


def open_tournament(path: Path) -> tuple[Workbook, Tournament]:
    """Read and check the whole workbook; ``InputErrors`` lists every problem found."""
    workbook = load_workbook(path)
    problems = Problems(str(path))
    for name in (EVENT_SHEET, TEAMS_SHEET, LOG_SHEET):
        if name not in workbook.sheetnames:
            message = f"the workbook has no sheet {name!r}: restore a version ('olympiad versions')"
            problems.add(message, sheet=name)
    problems.raise_if_any()
    settings = read_settings(SheetReader(workbook[EVENT_SHEET], problems))
    teams = read_teams(SheetReader(workbook[TEAMS_SHEET], problems), workbook[LOG_SHEET])
    sheets = round_sheets(workbook.sheetnames)
    rounds = _read_rounds(workbook, sheets, problems, settings, teams)
    log = tuple(read_log(workbook[LOG_SHEET]))
    recorded, systems, lot = latest_pairings(log), systems_paired(log), lot_paired(log)
    cells: dict[int, TeamRow] = {}
    pns: dict[int, int | None] = {}
    refused = False  # a PN cell holding no number, said at its cell: the column read after
    for team in teams:  # a loop, not a comprehension: no walk back to this file
        if team.pn is not None:
            cells[team.team.number], pns[team.team.number] = team, team.pn[1]
        refused = refused or team.pn_refused
    if refused:
        pns = {}
    found = log_problems(workbook[LOG_SHEET], log, list(sheets), pns, recorded)
    if found.gone:
        problems.add(found.gone, sheet=LOG_SHEET)
    for message, row, column in found.rows:
        problems.add(message, row, column, LOG_SHEET)
    for number, problem in found.numbers.items():  # a PN cell: a team row with the column
        at = cells[number]
        problems.add(problem, at.row, at.pn[0] if at.pn else None, TEAMS_SHEET)
    own = {settings.ruleset} if settings is not None else set()  # the Ruleset cell's, resolved
    kept = None
    if set(systems.values()) - own:  # another's, looked up even when the Event sheet was wrong
        for message, row, column in unknown_systems(log, _resolved, TEAM):
            problems.add(message, row, column, LOG_SHEET)
        problems.raise_if_any()
        assert settings is not None
        default = settings.default_from(systems)  # the list in force since round 1
        kept = default if default[0] != settings.ruleset else None
    problems.raise_if_any()
    assert settings is not None
    tournament = Tournament(path, settings, tuple(teams), tuple(rounds), log, (), recorded, systems,
                            lot, kept, found.unrecorded)  # fmt: skip
    rounds, played = _with_participation(tournament, problems)
    problems.raise_if_any()
    warnings = _absence_warnings(tournament, played)
    return workbook, replace(tournament, rounds=tuple(rounds), warnings=warnings)


def _resolved(text: str) -> bool:
    """Whether ``text`` names a team ruleset (``resolve_team_ruleset``), as the Ruleset
    cell may."""
    return resolve_team_ruleset(text) is not None


def _read_rounds(
    workbook: Workbook,
    sheets: Mapping[int, str],
    problems: Problems,
    settings: Settings | None,
    teams: list[TeamRow],
) -> list[RoundSheet]:
    """The round sheets (by number, in order), read against the settings and the teams."""
    numbers = list(sheets)
    for expected, number in enumerate(numbers, start=1):
        if number != expected:
            message = f"there is 'Round {number}' but no {round_sheet_name(expected)!r}"
            problems.add(message, sheet=round_sheet_name(number))
            return []
    if settings is None or not teams:
        return []
    if len(numbers) > settings.rounds:
        row = settings_row(workbook[EVENT_SHEET], "Rounds")
        message = f"{len(numbers)} round sheets but {settings.rounds} rounds planned"
        problems.add(message, row, 2, EVENT_SHEET)
    by_number = {row.team.number: row for row in teams}
    read = []
    for number, name in sheets.items():
        reader = SheetReader(workbook[name], problems)
        sheet = RoundReader(reader, by_number, settings.boards).read(number)
        if sheet is not None:
            read.append(sheet)
    return read


def _with_participation(
    tournament: Tournament, problems: Problems
) -> tuple[list[RoundSheet], dict[int, list[int]]]:
    """Check that each team is in each round it takes part in, and in none it does not;
    a late entry is absent (art. 45) from the rounds before it entered. The rounds so
    completed, and the rounds pairing each team (a match or the bye)."""
    played: dict[int, list[int]] = {}
    for sheet in tournament.rounds:
        for team in sheet.paired:
            played.setdefault(team, []).append(sheet.number)
    sheets = []
    for sheet in tournament.rounds:
        number = sheet.number
        rnd: Round = sheet.round
        for row in tournament.teams:
            _check_team(tournament, row, sheet, played.get(row.team.number, []), problems)
        not_yet = frozenset(
            r.team.number for r in tournament.teams if r.status.late and number < r.status.late
        )
        sheets.append(replace(sheet, round=replace(rnd, absent=rnd.absent | not_yet)))
    return sheets, played


def _check_team(
    tournament: Tournament, row: TeamRow, sheet: RoundSheet, played: list[int], problems: Problems
) -> None:
    """Late entries play no round before they enter, withdrawn teams none after; every
    other team is in the sheet (a match, the bye or an Absent row). A status the round
    sheets contradict is told the value they give (``played``: the rounds pairing it)."""
    team, status, number = row.team, row.status, sheet.number
    plays = number in played
    if plays and status.late is not None and number < status.late:
        where = status_cell(row)
        message = f"team {team.number} entered late (round {status.late}, {where})"
        first = min(played)
        fix = status_fix(replace(status, late=first if first > 1 else None), where)
        message += f": not in round {number}, but it plays there: if it entered for round {first}, "
        message += fix
        problems.add(message, *sheet.places[team.number], sheet.name)
    elif plays and status.withdrawn is not None and number >= status.withdrawn:
        where = status_cell(row)
        message = f"team {team.number} withdrew from round {status.withdrawn} on ({where})"
        fix = status_fix(replace(status, withdrawn=max(played) + 1), where)
        message += f", but round {number} pairs it: if it withdrew after round {max(played)}, "
        problems.add(message + fix, *sheet.places[team.number], sheet.name)
    elif team.number not in sheet.places and status.takes_part(number):
        where = status_cell(row)
        message = (
            f"team {team.number} ({team.name}) is in no match of 'Round {number}', not its "
            "bye and not in an Absent row: "
        )
        if not played or number < min(played):  # entered after round `number`
            late = min(played) if played else len(tournament.rounds) + 1
            message += f"if it entered late, {status_fix(replace(status, late=late), where)}"
        else:
            absent = replace(status, absent=status.absent | {number})
            art45 = cite_mention("art.", "45", tournament.settings.team_ruleset)
            message += f"if it was absent ({art45}), {status_fix(absent, where)}"
        problems.add(message, row.row, 1, TEAMS_SHEET)


def status_cell(row: TeamRow) -> str:
    """The team's Status cell, as ``Teams!E7``."""
    return cell_name(TEAMS_SHEET, row.row, STATUS_COLUMN)


def status_fix(status: TeamStatus, where: str) -> str:
    """What to do with the status cell at ``where`` to say ``status``."""
    kept = format_status(status)
    return f"type {kept!r} in {where}" if kept else f"clear {where}"


def _absence_warnings(tournament: Tournament, played: Mapping[int, list[int]]) -> tuple[str, ...]:
    """A team whose status says it is absent from a round that pairs it (``played``):
    what can be done (``_absence_fix``)."""
    warnings = []
    for sheet in tournament.rounds:
        for row in tournament.teams:
            team = row.team.number
            plays = sheet.number in played.get(team, ())
            if sheet.number in row.status.absent and plays:
                where = status_cell(row)
                said = (
                    f"{where} says team {team} is absent from round {sheet.number}, but "
                    f"{sheet.place(team)} pairs it"
                )
                warnings.append(f"{said}: {_absence_fix(tournament, sheet, row, where)}")
    return tuple(warnings)


def _absence_fix(tournament: Tournament, sheet: RoundSheet, row: TeamRow, where: str) -> str:
    """The last round, while not complete, can be paired again without the team (``pair
    --force``); otherwise the pairing stands (art. 47; 2022: 11.3): the status loses the
    absence and, if the team did not appear, its match is lost by forfeit, typed in the
    match row (art. 46; 2022: 10)."""
    team, number = row.team.number, sheet.number
    ruleset = tournament.settings.team_ruleset
    published, no_show = (cite_mention("art.", key, ruleset) for key in ("47", "46"))
    status = status_fix(replace(row.status, absent=row.status.absent - {number}), where)
    match = next((m for m in sheet.round.matches if team in m.teams), None)
    if match is None:
        stands = f"the bye stands ({published}): {status}"
    else:
        side = match.teams.index(team)
        marker = (GameScore.FORFEIT_LOSS if side == 0 else GameScore.FORFEIT_WIN).value
        cell = cell_name(sheet.name, sheet.places[team][0], RESULT)
        stands = (
            f"the pairing stands ({published}): {status} and, if team {team} did not appear, "
            f"type {marker} in {cell} ({no_show}; its board results cleared)"
        )
    if number == len(tournament.rounds) and not sheet.complete:
        again = f"olympiad pair --force {tournament.path}"
        entered = sheet.entered
        discarded = f" ({entered} result(s) there discarded, kept as a version)" if entered else ""
        return f"'{again}' pairs round {number} again without it{discarded}; or {stands}"
    return stands


def teams_by_number(tournament: Tournament) -> dict[int, Team]:
    return {row.team.number: row.team for row in tournament.teams}
