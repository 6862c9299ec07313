"""The team workbook as an ``EventBook`` (``individual.edges.workbook.eventbook``): what
``pair``, ``explain`` and ``check`` need of it, the workbook read once."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.edges.workbook.cells import CellError, cell_name
from individual.edges.workbook.eventbook import (
    Renumbered,
    changed_lot,
    event_as_paired,
    lot_cell_refused,
    lot_of_round_1,
    lot_recorded,
)
from individual.edges.workbook.file import save_workbook
from individual.edges.workbook.log import (
    NUMBERS,
    RATINGS_GIVE,
    TEAM_NUMBERS,
    LogEntry,
    UnfinishedGame,
    append_log,
    exported_under,
    numbers_said,
    order_in_force,
    paired_with_other_numbers,
    renumbered_since,
    system_change,
    tiebreaks_kept,
    with_numbers_recorded,
)
from individual.edges.workbook.settings import NOTE_OF
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError, InputErrors, PairingSystemError
from individual.vocabulary.figures import plural
from individual.vocabulary.result import GameScore
from individual.vocabulary.rounds import all_paired, round_left
from olympiad.edges.missing import boards_text
from olympiad.edges.workbook.book import Tournament, open_tournament
from olympiad.edges.workbook.changes import ManualChange, manual_changes
from olympiad.edges.workbook.log import PairingRecord, record_of
from olympiad.edges.workbook.rounds import RESULT, RoundView, round_view, write_round
from olympiad.edges.workbook.settings import (
    EVENT_SHEET,
    LOG_SHEET,
    TEAMS_SHEET,
    event_cell,
    lot_row,
    round_sheet_name,
    set_lot,
    settings_row,
    write_notes,
)
from olympiad.edges.workbook.teams import write_pairing_numbers, write_status_note
from olympiad.engine.model import Event, Round, RoundPairing
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.roles import cite_text
from olympiad.engine.ruleset import TeamRuleset


@dataclass(frozen=True)
class TeamBook:
    """The team workbook read and checked once (``open_tournament``)."""

    workbook: Workbook
    tournament: Tournament

    @property
    def path(self) -> Path:
        return self.tournament.path

    @property
    def paired(self) -> int:
        return len(self.tournament.rounds)

    def system_cell(self) -> tuple[str, str]:
        """The event's system: the Ruleset cell's text (a team ruleset, for C.04.6 its
        colour model and scoring), and the cell."""
        return self.tournament.settings.ruleset, event_cell(self.workbook[EVENT_SHEET], "Ruleset")

    def systems_paired(self) -> dict[int, str]:
        """For each round, the ruleset the Log records paired it (read with the workbook,
        whose reading refuses a ruleset not registered here), said as the Ruleset cell says
        it when it is the same (``fide-team-2026`` and ``fide-team-2026 typea mp-gp``: the
        defaults said)."""
        from rulesets.team import resolve_team_ruleset

        own = self.system_cell()[0]
        same = resolve_team_ruleset(own)
        paired = self.tournament.systems
        return {n: own if resolve_team_ruleset(t) == same else t for n, t in paired.items()}

    def system_change(self, number: int) -> str:
        """``system_change`` of pairing round ``number`` under the Ruleset cell's ruleset
        (the one way to name the system of a team workbook), with the primary score it
        changes (``primary_change``) and the tie-breaks it keeps (``tiebreaks_kept``):
        nothing to say when the Log names no other (looked at first: read when the book
        was)."""
        if set(self.tournament.systems.values()) <= {self.tournament.settings.ruleset}:
            return ""
        system, cell = self.system_cell()
        said = system_change(self.systems_paired(), number, system, cell, False, str(self.path))
        if not said:
            return ""
        more = [self.primary_change(number), self.tiebreaks_kept()]
        return "; ".join([said, *(m for m in more if m)])

    def primary_change(self, number: int) -> str:
        """What pairing round ``number`` says when its primary score (C.04.6 1.2.1: match or
        game points, the Ruleset cell's) is not the one of the latest round before it (the
        Log): the pairing and the standings score by the new one; empty otherwise."""
        from rulesets.team import resolve_team_ruleset

        before = [n for n in self.tournament.systems if n < number]
        then = resolve_team_ruleset(self.tournament.systems[max(before)]) if before else None
        now = self.tournament.settings.edition.primary_score
        if then is None or then.primary_score == now:
            return ""
        return (f"the primary score changes: round {max(before)} was paired with "
                f"{then.primary_score} as the score, round {number} with {now} (C.04.6 1.2.1), "
                f"which the standings rank by first")  # fmt: skip

    def tiebreaks_kept(self) -> str:
        """What a Ruleset change says of the tie-breaks when the Tie-breaks cell is empty and
        the list in force since round 1 (``Settings.default_from``: the default of the ruleset
        that paired it, C.07 4.1; ``Tournament.kept``) is not the new ruleset's default: it stays
        (``log.tiebreaks_kept``, the swiss side's sentence); empty otherwise."""
        settings, kept = self.tournament.settings, self.tournament.kept
        if settings.tiebreaks.strip() or kept is None:
            return ""
        named, edition = kept
        listed = ",".join(edition.standing_tiebreaks) or "none (places shared)"
        row = settings_row(self.workbook[EVENT_SHEET], "Tie-breaks")
        cell = cell_name(EVENT_SHEET, row, 2) if row else "the Tie-breaks cell"
        return tiebreaks_kept(named, listed, cell)

    def under(self, ruleset: str) -> TeamBook:
        """The workbook read under ``ruleset`` (a Ruleset cell's text) instead of its own."""
        settings = replace(self.tournament.settings, ruleset=ruleset)
        return TeamBook(self.workbook, replace(self.tournament, settings=settings))

    def numbers_now(self) -> dict[int, int]:
        """The Teams sheet's PN, as the last pairing wrote them (arts. 8-9)."""
        rows = self.tournament.teams
        return {r.team.number: r.pn[1] for r in rows if r.pn and r.pn[1] is not None}

    def numbers_note(self, number: int) -> str:
        """What ``check`` and ``explain`` say of the pairing numbers round ``number`` is
        judged with when a later round renumbered the teams (``renumbered_since``); nothing
        under a ruleset whose TPN is the team number (C.04.6 1.1), which the numbers of
        the PN column never decided."""
        if self.tournament.settings.team_ruleset.tpn_is_team_number:
            return ""
        since = renumbered_since(self.tournament.log, self.numbers_now(), number)
        return numbers_said(number, since) if since else ""

    def paired_with_other_numbers(self) -> str | None:
        """What ``export-trf`` says of the rounds paired before a renumbering the Log
        records (``log.paired_with_other_numbers``): a team TRF gives the numbers now (its
        ratings, arts. 8-9; its team numbers under C.04.6, 1.1.2), each renumbering said by
        its cause (``renumbered_for``); ``None``: no such round."""
        ruleset = self.tournament.settings.team_ruleset
        file = TEAM_NUMBERS if ruleset.tpn_is_team_number else RATINGS_GIVE
        log, now = self.tournament.log, self.numbers_now()
        return paired_with_other_numbers(log, now, self.paired, self.renumbered_for, file)

    def renumbered_for(self, rounds: Sequence[int]) -> str:
        """Why the pairings of ``rounds`` renumbered the teams: the Ruleset changed to one
        that numbers them otherwise (``ruleset_change``), else a corrected rating (arts.
        8-9), each said once."""
        from olympiad.engine.roles import cite_mention

        paired, ruleset = self.systems_paired(), self.tournament.settings.team_ruleset
        corrected = f"for a corrected rating: {cite_mention('arts.', '8-9', ruleset)}"
        causes = []
        for number in rounds:
            before = [n for n in paired if n < number]
            changed = ruleset_change(paired[max(before)], paired.get(number, "")) if before else ""
            causes.append(f"for {changed}" if changed else corrected)
        return " and ".join(dict.fromkeys(causes))

    def exported_under(self) -> str | None:
        """What ``export-trf`` says of the rounds the Log records paired under another
        ruleset than the Ruleset cell's, which record 192 names (``log.exported_under``,
        both sides' note); ``None``: none was."""
        return exported_under(self.systems_paired(), self.paired, self.system_cell(),
                              "olympiad check")  # fmt: skip

    def in_force(self, event: Event, number: int) -> Event:
        """``event`` with the pairing numbers in force when round ``number`` was paired,
        whenever the Log records them (``log.order_in_force``: the Teams sheet's PN with
        the renumberings since undone; a corrected rating, paired since or not yet, renumbers
        only the rounds after, arts. 8-9); ``event`` when it does not (the numbers now)."""
        order = order_in_force(self.tournament.log, self.numbers_now(), number)
        return replace(event, pairing_order=order) if order else event

    def check_absent(self, absent: frozenset[int]) -> None:
        check_teams(self.tournament, absent)

    def round_to_pair(self, force: bool) -> tuple[int, int]:
        return round_to_pair(self.workbook, self.tournament, force)

    def require_round_left(self) -> None:
        require_round_left(self.workbook, self.tournament)

    def event(self) -> Event:
        return self.tournament.event()

    def event_before(self, number: int) -> Event:
        return self.tournament.event_before(number)

    def left_out(self, number: int, absent: frozenset[int]) -> frozenset[int]:
        """Absent by status (art. 45) or by ``--absent``, among the teams entered then."""
        return frozenset(
            team
            for team, status in self.tournament.status.items()
            if (number in status.absent or team in absent) and (status.late or 0) <= number
        )

    def as_paired(self, number: int) -> tuple[Event, frozenset[int]]:
        """Round ``number`` as ``check`` replays it (its system's ``rounds``) from the event
        as it was paired (``event_as_paired``: the games then unfinished a draw, the pairing
        numbers then): the event before it and the teams it left out."""
        from rulesets.systems import team_system

        event = event_as_paired(self, number)
        then = team_system(event.ruleset).rounds(event)[number - 1]
        return then.before, then.left_out

    def stored(self, number: int) -> Round | None:
        rounds = self.tournament.rounds
        return rounds[number - 1].round if number <= len(rounds) else None

    def record(self, number: int) -> PairingRecord | None:
        return record_of(rnd) if (rnd := self.stored(number)) is not None else None

    @cached_property
    def lot_recorded(self) -> Colour | None:
        """The lot round 1 was paired under, as the Log records it, held to round 1's
        pairing row when round 1 was paired under the Ruleset cell's ruleset
        (``eventbook.lot_recorded``: the lot row damaged is refused naming it): asked only
        where the Lot cell is empty or says another lot than the row (``workbook_lot``)."""

        def alike() -> bool:
            own = self.system_cell()[0]
            return self.systems_paired().get(1, own) == own

        return lot_recorded(self, self.tournament.log, self.path, alike)

    def lot(self, option: Colour | None, number: int) -> tuple[Colour, str]:
        """``--lot`` (written to the Event sheet), else the workbook's (art. 21:
        ``workbook_lot`` of the event before round ``number``); refused when neither, and
        a ``--lot`` other than the lot round 1 was paired under (``changed_lot``)."""
        if option is not None:
            if refused := changed_lot(self, option, number):
                row = lot_row(self.workbook[EVENT_SHEET])
                raise InputErrors(
                    [CellError(refused, str(self.tournament.path), EVENT_SHEET, row, "B")]
                )
            if option is not self.tournament.settings.lot:
                set_lot(self.workbook[EVENT_SHEET], option)
            return option, ""
        lot, said = self.workbook_lot(self.event_before(number))
        return drawn_lot(self.workbook, self.tournament, lot), said

    def workbook_lot(self, event: Event, stated: bool = False) -> tuple[Colour | None, str]:
        """The Event sheet's Lot cell, else, ``event`` having rounds, the lot of round 1
        (``eventbook.lot_of_round_1``, both sides' one reading: the Log's record, else read
        back from round 1 as it was paired), with a sentence saying so; a Lot cell other
        than the lot round 1 was paired under, as the Log records it
        (``lot_recorded``), refused naming it (``stated_lot_refused``: changed by
        hand since). ``stated``: for ``olympiad check``, the Lot cell or the Log's record
        only, not read back: its replay reads it back by the same rule from round 1 as
        paired and says so (as ``trf_lot``'s ``read_back=False``)."""
        cell, paired = self.tournament.settings.lot, self.tournament.lot_paired
        differ = event.rounds and cell is not None and paired not in (None, cell)
        if differ and (refused := lot_cell_refused(cell, lambda: self.lot_recorded)):
            row = lot_row(self.workbook[EVENT_SHEET])
            raise InputErrors([CellError(refused, str(self.path), EVENT_SHEET, row, "B")])
        if cell is not None or not event.rounds or (stated and paired is None):
            return cell, ""
        from olympiad.engine.roles import cite_mention

        found, said = lot_of_round_1(self, self.lot_recorded, self.lot_cell())
        return found, f"{cite_mention('art.', '21', event.ruleset)}: {said}" if said else ""

    def lot_cell(self) -> str:
        """The Event sheet's Lot cell, named as the notes name it (``'Event'!B7``)."""
        return event_cell(self.workbook[EVENT_SHEET], "Lot")

    def lot_shown(self, event: Event) -> Colour | None:
        """The lot round 1 of ``event`` shows by the rule of the system its ruleset names
        (``read_back_lot``, as a TRF's)."""
        from olympiad.edges.trf.read import read_back_lot

        return read_back_lot(event)

    def pair(self, event: Event, left_out: frozenset[int], lot: Colour | None) -> RoundPairing:
        """The team engine the ruleset names (the withdrawn teams are the event's)."""
        from rulesets.systems import pair_team_round

        return pair_team_round(event, absent=left_out - event.withdrawn, lot=lot)

    def changes(self, number: int) -> list[ManualChange]:
        return manual_changes(self.tournament)

    def write_round(
        self, event: Event, pairing: RoundPairing, repaired: bool
    ) -> tuple[Round, Renumbered]:
        rnd = pairing.to_round()
        shown, numbers = pairing_numbers(event), pairing_numbers(self.tournament.whole)
        add_round(self.workbook, round_view(event, shown, rnd.number), rnd, repaired)
        teams = self.workbook[TEAMS_SHEET]
        return rnd, write_pairing_numbers(teams, self.tournament.teams, numbers)

    def renumbering(self, renumbered: Renumbered) -> str:
        """The sentence of the numbers that changed: its cause the Ruleset changed since the
        pairing that wrote the PN column (``ruleset_change``), else the ruleset's articles."""
        systems = self.tournament.systems
        then = systems[max(systems)] if systems else ""
        changed = ruleset_change(then, self.tournament.settings.ruleset) if then else ""
        return renumbering(renumbered, self.tournament.settings.team_ruleset, changed)

    def pair_entry(self, rnd: Round, repaired: bool, discarded: int) -> LogEntry:
        return pair_entry(rnd, repaired, discarded, self.tournament.settings.ruleset)

    def unfinished(self, event: Event) -> list[UnfinishedGame]:
        return [
            UnfinishedGame(rnd.number, match.first, match.second, board)
            for rnd in event.rounds
            for match in rnd.matches
            for board, game in enumerate(match.games, start=1)
            if game is GameScore.UNFINISHED
        ]

    def unfinished_what(self, game: UnfinishedGame, number: int) -> str:
        from olympiad.engine.roles import cite_mention

        art13 = cite_mention("art.", "13", self.tournament.settings.team_ruleset)
        return (
            f"round {game.round}, match {game.first}-{game.second}, board {game.board}: "
            f"unfinished (*), a draw for pairing round {number} ({art13})"
        )

    def with_unfinished(self, event: Event, games: Sequence[UnfinishedGame]) -> Event:
        """``event`` with the boards ``games`` name typed ``*`` again."""
        boards = {(g.round, g.first, g.second, g.board) for g in games}

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

    def warnings(self, event: Event, pairing: RoundPairing) -> list[str]:
        return short_of_players(event, pairing)

    def withdrawn(self, event: Event) -> str:
        return ", ".join(f"team {t} ({event.team(t).name})" for t in sorted(event.withdrawn))

    def save_checked(self, entries: Sequence[LogEntry]) -> Path | None:
        """The Log rows ``entries`` appended and the Event sheet's notes and help, and the
        Teams sheet's Status note, written anew (``write_notes``, ``write_status_note``) when
        the Tie-breaks note names another edition than the one whose default is in force
        (the Ruleset cell's before round 1, the ruleset of round 1 after it:
        ``Tournament.kept``), or that one is not the Ruleset cell's (changed since round 1:
        the other notes follow the cell), then the workbook saved and read back."""
        path, settings, kept = self.path, self.tournament.settings, self.tournament.kept
        if NUMBERS in self.tournament.unrecorded:  # a workbook made before the init record
            entries = with_numbers_recorded(entries, self.numbers_now())
        append_log(self.workbook[LOG_SHEET], entries)
        named = kept[0] if kept else settings.ruleset
        if kept is not None or NOTE_OF.format(named) not in settings.noted:
            write_notes(self.workbook[EVENT_SHEET], settings, kept)
            write_status_note(self.workbook[TEAMS_SHEET], settings.team_ruleset)
        return save_workbook(self.workbook, path, check=readable)


def open_team_book(path: Path) -> TeamBook:
    """The team workbook at ``path``, read and checked once."""
    return TeamBook(*open_tournament(path))


def short_of_players(event: Event, pairing: RoundPairing) -> list[str]:
    """A warning for each team paired in a match with fewer players than boards: its last
    boards stay empty, each a game lost by forfeit (the Laws of Chess, 6.7.1: a player not
    present at the default time loses; a team plays with three players at least)."""
    from olympiad.engine.roles import cite_mention

    boards = event.ruleset.boards
    teams = [event.team(t) for m in pairing.matches for t in (m.first, m.second)]
    presence = cite_mention("art.", "45b", event.ruleset)
    found = []
    for team in teams:
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


def readable(path: Path) -> None:
    try:
        open_tournament(path)
    except PairingSystemError as error:
        message = f"internal error: the workbook written reads back as\n{error}"
        raise PairingSystemError(message) from error


def check_teams(tournament: Tournament, absent: frozenset[int]) -> None:
    known = {row.team.number for row in tournament.teams}
    if unknown := sorted(absent - known):
        raise InputError(f"--absent: no team {', '.join(map(str, unknown))} in the Teams sheet")


def round_to_pair(workbook: Workbook, tournament: Tournament, force: bool) -> tuple[int, int]:
    """The round to pair and how many results pairing it discards."""
    if not tournament.rounds:
        return 1, 0
    last = tournament.rounds[-1]
    if last.complete:
        require_round_left(workbook, tournament)
        return last.number + 1, 0
    if force:
        return last.number, last.entered
    raise InputErrors(incomplete(tournament, last.number))


def require_round_left(workbook: Workbook, tournament: Tournament) -> None:
    """``InputErrors`` naming the Event sheet's Rounds cell when every round it plans is
    paired: no round is left to pair (``pair``; ``explain`` of the round after the last)."""
    if not round_left(tournament.settings.rounds, len(tournament.rounds)):
        row = settings_row(workbook[EVENT_SHEET], "Rounds")
        message = all_paired(tournament.settings.rounds, "Rounds")
        raise InputErrors([CellError(message, str(tournament.path), EVENT_SHEET, row, "B")])


def incomplete(tournament: Tournament, number: int) -> list[InputError]:
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


def drawn_lot(workbook: Workbook, tournament: Tournament, lot: Colour | None) -> Colour:
    """``lot``, else ``InputErrors`` naming the Event sheet's Lot cell (art. 21)."""
    if lot is None:
        row = lot_row(workbook[EVENT_SHEET])
        said = "the drawing of lots (art. 21) is not set: type white or black, or pair with --lot"
        message = cite_text(said, tournament.settings.team_ruleset)
        raise InputErrors([CellError(message, str(tournament.path), EVENT_SHEET, row, "B")])
    return lot


def add_round(workbook: Workbook, view: RoundView, rnd: Round, again: bool = False) -> None:
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


def pair_entry(rnd: Round, repaired: bool, discarded: int, system: str) -> LogEntry:
    """The Log row of round ``rnd`` paired (again, with ``repaired``) under ``system`` (the
    Ruleset cell's text)."""
    number = rnd.number
    what = f"{len(rnd.matches)} matches"  # the Log's Round column names the round
    if rnd.bye is not None:
        what += f", bye to team {rnd.bye}"
    if rnd.absent:
        what += ", absent " + ", ".join(map(str, sorted(rnd.absent)))
    if repaired:
        what = f"paired again (--force), {discarded} result(s) discarded; {what}"
    action = "re-pair" if repaired else "pair"
    return LogEntry(action, number, what, record_of(rnd), system=system)


def renumbering(changed: Renumbered, ruleset: TeamRuleset, cause: str = "") -> str:
    """The pairing numbers that changed (arts. 8-9: a late entry, a corrected rating; under
    C.04.6 only a workbook written before its PN column held the TPN, 1.1), as the Log and
    the command say it, cited by ``ruleset``; ``cause``, when given, instead (a Ruleset
    change, ``ruleset_change``)."""
    from individual.edges.workbook.actions import renumbering as said
    from olympiad.engine.roles import cite_mention

    return said(changed, "team", cause or cite_mention("arts.", "8-9", ruleset))


def numbered_by(ruleset: TeamRuleset) -> str:
    """How ``ruleset`` numbers the teams: by their team numbers (C.04.6 1.1.2 leaves it to
    the competition's rules or the Chief Arbiter: this program's choice), or by rating
    (arts. 8-9, cited by the edition)."""
    from olympiad.engine.roles import cite_mention

    if ruleset.tpn_is_team_number:
        return "by their team numbers (art. 1.1.2)"
    return f"by rating ({cite_mention('arts.', '8-9', ruleset)})"


def ruleset_change(then: str, now: str) -> str:
    """``the Ruleset changed from X (the Log) ... to Y ...`` when ruleset ``then`` (a
    Ruleset cell's text, as the Log records it) numbers the teams otherwise than ``now``
    (``numbered_by``), with C.04.6 1.1.3 when ``now`` keeps its numbers (a TPN once defined
    is modified only by the Chief Arbiter's decision: the Ruleset cell changed is taken as
    it); empty when both number alike."""
    from rulesets.team import resolve_team_ruleset

    old, new = resolve_team_ruleset(then), resolve_team_ruleset(now)
    if old is None or new is None or old.tpn_is_team_number == new.tpn_is_team_number:
        return ""
    said = (f"the Ruleset changed from {then} (the Log), which numbers the teams "
            f"{numbered_by(old)}, to {now}, which numbers them {numbered_by(new)}")  # fmt: skip
    if new.tpn_is_team_number:
        said += ("; C.04.6 1.1.3 keeps a TPN once defined unless the Chief Arbiter decides "
                 "otherwise: the Ruleset cell changed is that decision")  # fmt: skip
    return said
