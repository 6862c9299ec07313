"""What the organiser does with the workbook: create it, pair the next round, export it.

Each action reads and checks the whole workbook first (``open_tournament``), changes the
openpyxl workbook in memory, appends its rows to the Log (a manual change found on the
way first) and saves atomically, the file it replaces kept as a numbered version. The new
file is read back and checked before it replaces the old one. Nothing is written when
anything fails.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.workbook.cells import CellError, cell_name
from individual.edges.workbook.file import save_workbook
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError, InputErrors, PairingSystemError
from individual.vocabulary.result import GameScore
from olympiad.edges.missing import boards_text, plural
from olympiad.edges.workbook.book import Tournament, open_tournament
from olympiad.edges.workbook.changes import ManualChange, manual_changes
from olympiad.edges.workbook.log import (
    UNFINISHED,
    LogEntry,
    append_log,
    record_of,
    write_log_header,
)
from olympiad.edges.workbook.rounds import RESULT, RoundView, write_round
from olympiad.edges.workbook.settings import (
    EVENT_SHEET,
    LOG_SHEET,
    TEAMS_SHEET,
    Settings,
    lot_row,
    round_sheet_name,
    set_lot,
    settings_row,
    write_settings,
)
from olympiad.edges.workbook.teams import TeamStatus, write_pairing_numbers, write_teams
from olympiad.engine.model import Event, Round, RoundPairing, Team
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.roles import cite_text
from olympiad.engine.scores import team_records
from rulesets.systems import pair_team_round as pair_round


@dataclass(frozen=True)
class Paired:
    """What ``pair_workbook`` did: the pairing, whether it replaced a round sheet (and
    how many results that discarded), the manual changes it found and recorded."""

    pairing: RoundPairing
    repaired: bool
    discarded: int
    changes: tuple[ManualChange, ...]
    warnings: tuple[str, ...]
    renumbered: Mapping[int, tuple[int | None, int]] = field(default_factory=dict)
    withdrawn: Mapping[int, str] = field(default_factory=dict)


def new_workbook(
    settings: Settings,
    teams: Sequence[Team],
    source: str,
    statuses: dict[int, TeamStatus] | None = None,
    rounds: Sequence[Round] = (),
) -> Workbook:
    """The workbook for a new event; ``rounds`` already played (from a TRF file)."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.title = EVENT_SHEET
    write_settings(sheet, settings)
    event = Event(settings.name, tuple(teams), settings.team_ruleset(), tuple(rounds),
                  settings.rounds, board_colours=settings.colour_sequence())  # fmt: skip
    numbers = pairing_numbers(event)
    slots = max([len(t.players) for t in teams] + [settings.boards + 1])
    write_teams(
        workbook.create_sheet(TEAMS_SHEET), teams, numbers, statuses or {}, slots, event.ruleset
    )
    entries = [LogEntry("init", None, f"created from {source}: {len(teams)} teams")]
    for rnd in map(_unplayed_as_paired, rounds):
        before = Event(event.name, event.teams, event.ruleset, event.rounds[: rnd.number - 1])
        _add_round(workbook, _view(before, numbers), rnd)
        entries.append(LogEntry("import", rnd.number, f"from {source}",
                                record_of(rnd)))  # fmt: skip
    log = workbook.create_sheet(LOG_SHEET)
    write_log_header(log)
    append_log(log, entries)
    return workbook


def _unplayed_as_paired(rnd: Round) -> Round:
    """A TRF writes a match only paired and one whose games are all unfinished alike
    (blank results): such a match is taken as paired, its result cells left empty."""
    matches = tuple(
        replace(m, games=()) if m.games and all(g is GameScore.UNFINISHED for g in m.games) else m
        for m in rnd.matches
    )
    return replace(rnd, matches=matches)


def create_event(path: Path, workbook: Workbook, force: bool) -> None:
    """Save a new workbook at ``path``; an existing file is replaced only with ``force``
    (and then kept as the previous version). A workbook that would not pass its own
    checks (a TRF whose lineups break board order, art. 5) is not created."""
    if path.exists() and not force:
        raise InputError("exists already: choose another name, or use --force", str(path))
    save_workbook(workbook, path, check=lambda written: _passes_checks(written, path))


def _passes_checks(written: Path, path: Path) -> None:
    try:
        open_tournament(written)
    except InputErrors as error:
        file = str(path)
        head = InputError("not created: its content would not pass the workbook's checks", file)
        located = [CellError(e.message, file, e.sheet, e.row, e.column) for e in error.errors]
        raise InputErrors([head, *located]) from error


def pair_workbook(
    path: Path, absent: frozenset[int] = frozenset(), force: bool = False, lot: Colour | None = None
) -> Paired:
    """Pair the next round (or, with ``force``, the last one again when it is not
    complete) and write its sheet."""
    workbook, tournament = open_tournament(path)
    _check_teams(tournament, absent)
    number, discarded = _round_to_pair(workbook, tournament, force)
    event = tournament.event_before(number)
    left_out = (tournament.absent_in(number) | absent) & {t.number for t in event.teams}
    drawn = _lot(workbook, tournament, lot)
    pairing = pair_round(event, absent=left_out - event.withdrawn, lot=drawn)
    changes = tuple(manual_changes(tournament))
    repaired = number <= len(tournament.rounds)
    _add_round(workbook, _view(event, pairing_numbers(event)), pairing.to_round(), repaired)
    renumbered = write_pairing_numbers(workbook[TEAMS_SHEET], tournament.pairing_numbers())
    if lot is not None and lot is not tournament.settings.lot:
        set_lot(workbook[EVENT_SHEET], lot)
    entries = [c.log_entry() for c in changes]
    if renumbered:
        entries.append(LogEntry("renumber", number, renumbering(renumbered)))
    entries.append(_pair_entry(pairing, repaired, discarded))
    entries += unfinished_entries(event, number)
    short = short_of_players(event, pairing)
    entries += [LogEntry("warning", number, text) for text in short]
    append_log(workbook[LOG_SHEET], entries)
    save_workbook(workbook, path, check=_readable)
    withdrawn = {t: event.team(t).name for t in sorted(event.withdrawn)}
    warnings = (*tournament.warnings, *short)
    return Paired(pairing, repaired, discarded, changes, warnings, renumbered, withdrawn)


def short_of_players(event: Event, pairing: RoundPairing) -> list[str]:
    """A warning for each team paired in a match with fewer players than boards: its last
    boards stay empty, each a game lost by forfeit (the Laws of Chess, 6.7.1: a player not
    present at the default time loses; a team plays with three players at least)."""
    from olympiad.engine.roles import cite_mention

    boards = event.ruleset.boards
    presence = cite_mention("art.", "45b", event.ruleset)
    found = []
    for team in (event.team(t) for m in pairing.matches for t in (m.first, m.second)):
        players = len(team.players)
        if players < boards:
            empty = (
                f"board {boards} stays"
                if players + 1 == boards
                else f"boards {players + 1}-{boards} stay"
            )
            found.append(
                f"team {team.number} ({team.name}) has {players} players for {boards} boards: "
                f"{empty} empty, lost by forfeit (Laws of Chess 6.7.1: a player absent at "
                f"the default time loses; {presence}: a team plays with three players at least)"
            )
    return found


_UNFINISHED_GAME = re.compile(r"^round (\d+), match (\d+)-(\d+), board (\d+): unfinished")


def unfinished_entries(event: Event, number: int) -> list[LogEntry]:
    """One ``unfinished`` Log row for each board of ``event`` typed ``*`` when round
    ``number`` is paired (art. 13: a draw for that pairing)."""
    from olympiad.engine.roles import cite_mention

    art13 = cite_mention("art.", "13", event.ruleset)
    return [
        LogEntry(
            UNFINISHED,
            number,
            f"round {rnd.number}, match {match.first}-{match.second}, board {board}: unfinished "
            f"(*), a draw for pairing round {number} ({art13})",
        )
        for rnd in event.rounds
        for match in rnd.matches
        for board, game in enumerate(match.games, start=1)
        if game is GameScore.UNFINISHED
    ]


def as_paired(event: Event, unfinished: tuple[str, ...]) -> Event:
    """``event`` with the boards the ``unfinished`` Log rows name typed ``*`` again: the
    event as a round logged with them was paired."""
    boards: set[tuple[int, int, int, int]] = set()
    for text in unfinished:
        if found := _UNFINISHED_GAME.match(text):
            r, a, b, k = (int(g) for g in found.groups())
            boards.add((r, a, b, k))

    def back(rnd: Round) -> Round:
        matches = tuple(
            replace(
                m,
                games=tuple(
                    GameScore.UNFINISHED if (rnd.number, m.first, m.second, k) in boards else g
                    for k, g in enumerate(m.games, start=1)
                ),
            )
            for m in rnd.matches
        )
        return replace(rnd, matches=matches)

    return replace(event, rounds=tuple(back(r) for r in event.rounds))


def renumbering(changed: Mapping[int, tuple[int | None, int]]) -> str:
    """The pairing numbers that changed (arts. 8-9: a late entry, a corrected rating), as
    the Log and the command say it."""
    from individual.edges.workbook.actions import renumbering as said

    return said(changed, "team", "arts. 8-9")


def _readable(path: Path) -> None:
    try:
        open_tournament(path)
    except PairingSystemError as error:
        message = f"internal error: the workbook written reads back as\n{error}"
        raise PairingSystemError(message) from error


def _check_teams(tournament: Tournament, absent: frozenset[int]) -> None:
    known = {row.team.number for row in tournament.teams}
    if unknown := sorted(absent - known):
        raise InputError(f"--absent: no team {', '.join(map(str, unknown))} in the Teams sheet")


def _round_to_pair(workbook: Workbook, tournament: Tournament, force: bool) -> tuple[int, int]:
    """The round to pair and how many results pairing it discards."""
    if not tournament.rounds:
        return 1, 0
    last = tournament.rounds[-1]
    if last.complete:
        if last.number >= tournament.settings.rounds:
            row = settings_row(workbook[EVENT_SHEET], "Rounds")
            message = f"all {tournament.settings.rounds} rounds are paired"
            raise InputErrors([CellError(message, str(tournament.path), EVENT_SHEET, row, "B")])
        return last.number + 1, 0
    if force:
        return last.number, last.entered
    raise InputErrors(_incomplete(tournament, last.number))


def _incomplete(tournament: Tournament, number: int) -> list[InputError]:
    sheet = tournament.rounds[number - 1]
    file = str(tournament.path)
    again = f"or pair round {number} again with --force (its results are then discarded)"
    if sheet.entered == 0:
        message = f"no result entered yet in {sheet.result_cells}: type them, {again}"
        return [CellError(message, file, sheet.name)]
    matches = sheet.missing_matches
    count = f"{plural(len(sheet.missing), 'result')} missing in {len(matches)} of "
    head = CellError(f"round {number}: {count}{len(sheet.round.matches)} matches", file)
    errors: list[InputError] = [head]
    for match in matches:
        cells = cell_name(sheet.name, match.rows[0], RESULT)
        cells += f":I{match.rows[-1]}" if len(match.rows) > 1 else ""
        teams = f"{match.first.name} - {match.second.name}"
        what = boards_text(match.boards, match.of)
        errors.append(CellError(f"{cells}: table {match.table}, {teams}: {what}", file))
    return [*errors, CellError(f"round {number} is not complete: type the results, {again}", file)]


def _lot(workbook: Workbook, tournament: Tournament, option: Colour | None) -> Colour:
    lot = option or tournament.settings.lot
    if lot is None:
        row = lot_row(workbook[EVENT_SHEET])
        said = "the drawing of lots (art. 21) is not set: type white or black, or use --lot"
        message = cite_text(said, tournament.settings.team_ruleset())
        raise InputErrors([CellError(message, str(tournament.path), EVENT_SHEET, row, "B")])
    return lot


def _view(event: Event, numbers: dict[int, int]) -> RoundView:
    records = team_records(event, for_pairing=False)
    return RoundView(event, numbers, {t: r.match_points for t, r in records.items()})


def _add_round(workbook: Workbook, view: RoundView, rnd: Round, again: bool = False) -> None:
    """Write ``rnd`` on a new ``Round N`` sheet after the rounds before it (replacing
    the old sheet of that round when ``again``)."""
    name = round_sheet_name(rnd.number)
    names = workbook.sheetnames
    if again:
        index = names.index(name)
        workbook.remove(workbook[name])
    elif rnd.number > 1 and round_sheet_name(rnd.number - 1) in names:
        index = names.index(round_sheet_name(rnd.number - 1)) + 1
    else:
        index = names.index(TEAMS_SHEET) + 1
    write_round(workbook.create_sheet(name, index), view, rnd)


def _pair_entry(pairing: RoundPairing, repaired: bool, discarded: int) -> LogEntry:
    number = pairing.number
    what = f"{len(pairing.matches)} matches"  # the Log's Round column names the round
    if pairing.bye is not None:
        what += f", bye to team {pairing.bye}"
    if pairing.absent:
        what += ", absent " + ", ".join(map(str, sorted(pairing.absent)))
    if repaired:
        what = f"paired again (--force), {discarded} result(s) discarded; {what}"
    action = "re-pair" if repaired else "pair"
    return LogEntry(action, number, what, record_of(pairing.to_round()))
