"""The individual event's workbook: sheets ``Event`` (settings), ``Players``, ``Round N``
and ``Log``, read into a ``SwissEvent`` with every problem named by sheet and cell.

``Players``: No. is the start number (fixed once given; a late entry's row gets the next
free one; a row without one whose PN or Paired rating a pairing wrote, a number given on
no row, is refused as emptied: ``cells.number_emptied``); PN the pairing number by A.2
(rating or the arbiter's estimate, title, name), rewritten by the program (for a system
keeping it once round 4 is paired, C.04.2 2.3, the Dutch: the TPN of every participant
entered, read back as the initial order then;
``individual.swiss.ranking.kept_order``); Status ``withdrawn 6`` (not paired from
round 6) or ``late 3`` (enters in round 3); Byes the requested byes (``3H 5Z``); Lot the
number drawn for F.10; Top ``yes`` for an identified top player (English Schools rule 3;
the arbiter may change it during the event, as the rule allows); Paired rating the rating
(or estimate) the last pairing ranked the player by, written by the program: a Rating or
Estimate corrected since is logged (a ``rating`` row, before and after) when the next round
is paired, so a round paired before it is checked with the ratings then. A workbook made
before the Top (Paired rating) column reads as having no top players (no rating paired);
the column is written at the next save (pairing).

``Event``: the setting ``Options`` holds the British pairing options (CAA 2009, English
Schools), the words of an ``XXO`` record (``long-event clubs-until=3 random=7``: see
``individual.edges.trf.british``), which the organiser may edit; a bad word, an option of the other
British system or any option for a system without them is an error naming its cell. A
workbook made before the setting reads as having none (the rules' defaults). The next round
is paired with the cell's options; a round paired is judged with those the Log records it
was paired with (``logged_options``; the cell's in a workbook made before the record). Below the
settings, ``Round N date`` rows hold the date of each round
(``individual.edges.workbook.settings``; none in a workbook made before them). A setting
row missing that every workbook has (``WRITTEN``), or an optional one (Options, Acceleration,
Forbidden pairs) whose value the Log records a round paired with, is refused as deleted
(``settings.missing_setting``), never read from the row another setting moved into.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import InitVar, dataclass, field, replace
from functools import cached_property
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]
from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.british.extras import Affiliations, BritishExtras, top_players_problem
from individual.edges.roster.players import RosterPlayer, ordinal
from individual.edges.trf.british import BritishOptions, parse_options
from individual.edges.trf.british_write import (
    format_affiliations,
    format_options,
    renumbered_groups,
)
from individual.edges.trf.dates import EventDates
from individual.edges.trf.upcoming import one_line
from individual.edges.trf.write import format_swiss_trf, start_numbers
from individual.edges.workbook.cells import (
    CellError,
    CellValue,
    Field,
    Problems,
    SheetReader,
    cell_name,
    number_emptied,
    numbers_missing,
    pairing_number_field,
    put_row,
    put_rows,
)
from individual.edges.workbook.eventbook import Renumbered
from individual.edges.workbook.file import load_workbook
from individual.edges.workbook.log import (
    NO_OPTIONS,
    OPTIONS_COLUMN,
    LogEntry,
    LogProblems,
    PairingRecord,
    Renumbering,
    default_in_force,
    latest_pairings,
    log_problems,
    lot_paired,
    numbers_given,
    options_paired,
    order_in_force,
    paired_with_words,
    read_log,
    systems_paired,
    tiebreaks_kept,
    unknown_systems,
)
from individual.edges.workbook.player_cells import (
    format_byes,
    format_status,
    parse_byes,
    parse_status,
    parse_top,
)
from individual.edges.workbook.requests import (
    ACCELERATION,
    FORBIDDEN,
    MEANINGS,
    TPN_KEPT,
    format_acceleration,
    format_forbidden,
    implements,
    not_taken,
    parse_acceleration,
    parse_forbidden,
    parse_requests_record,
    requests_record,
    takes_requests,
    unknown_players,
)
from individual.edges.workbook.rounds import ROUND_SHEET, read_round, round_number, write_round
from individual.edges.workbook.settings import (
    Setting,
    date_settings,
    missing_setting,
    no_system,
    read_dates,
    setting_named,
    setting_row,
    setting_rows,
    tiebreaks_note,
    unknown_system,
)
from individual.edges.workbook.settings import write_settings as write_rows
from individual.standings.listed import parse as parse_tiebreaks
from individual.standings.listed import ranking_list
from individual.swiss.history import PlayerState
from individual.swiss.model import Entrant, SwissEvent, SwissRound, Unpaired
from individual.swiss.requests import Requests
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour, lot_cell
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.player import HIGHEST_RATING, Player
from rulesets.systems import (
    CLUBS,
    INDIVIDUAL,
    SCHOOLS,
    SYSTEMS,
    TOP,
    System,
    registered,
    ruleset_names,
)

EVENT_SHEET, PLAYERS_SHEET, LOG_SHEET = "Event", "Players", "Log"
FORMAT = "swiss-workbook 1"
SETTINGS = ("Event", "System", "Rounds", "Lot", "Tie-breaks", "Unrated estimate", "Format",
            "Options", ACCELERATION, FORBIDDEN)  # fmt: skip
WRITTEN = frozenset(SETTINGS[:7])
"""The settings every workbook has had since the first (``Options``, ``Acceleration`` and
``Forbidden pairs`` came later: a workbook made before them has none)."""
PLAYER_COLUMNS = ("No.", "PN", "Name", "Title", "FIDE ID", "Fed", "Rating", "Estimate",
                  "Club", "School", "Byes", "Status", "Lot", "Top", "Paired rating")  # fmt: skip
_COL = {name: i for i, name in enumerate(PLAYER_COLUMNS, start=1)}
TOP_COLUMN = _COL["Top"]
TIEBREAKS_MEANING = "tie-breaks after the points, as FIDE writes them (C.07), or F10 (F.10's order)"
"""The Tie-breaks cell's note, before what an empty cell means (``tiebreaks_note``)."""


@dataclass(frozen=True)
class Settings:
    name: str
    system: str
    """The System cell: a ruleset's name (none is guessed: an empty cell is refused)."""
    rounds: int = 9
    lot: Colour | None = None
    tiebreaks: str = ""
    """The Tie-breaks cell as typed; empty: the system's default, ``none``: no tie-break
    (``ranked_by``)."""
    estimate: int = 1000
    options: BritishOptions = field(default_factory=BritishOptions)
    dates: EventDates = field(default_factory=EventDates)
    requests: Requests = field(default_factory=Requests)
    """The ``Acceleration`` and ``Forbidden pairs`` (``individual.edges.workbook.requests``)."""
    noted: str = field(default="", compare=False)
    """The note beside the Tie-breaks cell as read: when it does not name the System cell's
    system (``settings.NOTE_OF``), the next pairing writes it anew (``tiebreaks_meaning``)."""
    keeps_numbers: bool = field(default=False, compare=False)
    """Whether the system keeps the pairing numbers once round 4 is paired (its table
    implements C.04.2 2.3: ``requests.TPN_KEPT``), from the System cell as read: PN is then
    read back as the initial order (``events_of``)."""
    unwritten: frozenset[str] = field(default=frozenset(), compare=False)
    """The optional settings (``Options``, ``Acceleration``, ``Forbidden pairs``) the Event
    sheet has no row for: a workbook made before them, or a row deleted (``_rows_deleted``)."""
    records_requests: bool = field(default=False, compare=False)
    """Whether the system that pairs (``--system``, else the System cell's) takes the
    Acceleration or Forbidden pairs (``requests.takes_requests``), from the cells as read: a
    round it pairs records them in the Log (``SwissEventBook.pair_entry``)."""
    resolved: InitVar[SwissRuleset | None] = None
    """``known``, when whoever made the settings has looked it up already (reading the
    System cell): not looked up again. Not carried by ``dataclasses.replace``: a changed
    ``system`` is looked up anew."""

    def __post_init__(self, resolved: SwissRuleset | None) -> None:
        if resolved is not None:
            self.__dict__["known"] = resolved  # ``known`` found (a frozen dataclass)

    @cached_property
    def known(self) -> SwissRuleset | None:
        """The ruleset the System cell names when the one registry holds its individual
        system (``rulesets.systems.registered``, what ``--system`` takes), looked up once;
        ``None`` otherwise."""
        return registered(self.system, INDIVIDUAL)

    @property
    def ruleset(self) -> SwissRuleset:
        """``known``: the workbook's reading (``open_book``) refuses a System cell naming a
        system not registered; ``InputError`` in the same words (``unknown_system``) for
        settings not read from one."""
        if self.known is None:
            where = setting_cell("System")
            raise InputError(f"{where}: {unknown_system('System', self.system, INDIVIDUAL)}")
        return self.known

    def paired_by(self, given: SwissRuleset | None) -> SwissRuleset:
        """The ruleset the event is paired (checked, explained) by: ``given`` (``--system``,
        resolved by the command line) when there is one, else the System cell's
        (``ruleset``, refused naming the cell)."""
        return self.ruleset if given is None else given

    @property
    def engine(self) -> str:
        """The engine of the system's ruleset; empty for a system not registered."""
        return self.known.engine if self.known is not None else ""

    @property
    def ranked_by(self) -> tuple[str, ...]:
        """The list the standings rank by: the Tie-breaks cell's, else the system's
        default (``listed.ranking_list``)."""
        chosen = parse_tiebreaks(self.tiebreaks) if self.tiebreaks.strip() else None
        return ranking_list(chosen, self.ruleset)


@dataclass(frozen=True)
class PlayerRow:
    """A row of the ``Players`` sheet."""

    number: int
    player: Player
    estimate: int | None = None
    club: str = ""
    school: str = ""
    byes: dict[int, str] = field(default_factory=dict)
    withdrawn: int | None = None
    late: int | None = None
    lot: int | None = None
    top: bool = False
    row: int = field(default=0, compare=False)  # the Players row it was read from
    pn: int | None = field(default=None, compare=False)
    """The PN the program wrote when it last paired (C.04.2 2.3: kept once round 4 is
    paired, for a system keeping it: ``events_of``)."""
    paired: int | None = field(default=None, compare=False)
    """The rating (or estimate) the program wrote when it last paired: the one that
    pairing ranked the player by (``paired_as``), ``None``: none written."""

    @property
    def paired_as(self) -> Player:
        """The player as pairing sees them: an unrated player at the estimate (A.1)."""
        if self.player.rating or self.estimate is None:
            return self.player
        return Player(self.player.name, self.estimate, self.player.title,
                      self.player.fide_id, self.player.federation)  # fmt: skip


@dataclass(frozen=True)
class SwissBook:
    """A read workbook: its settings, players, rounds (as typed), and what they make,
    computed once when read: the event before each round (``events``), the Log's rows
    (``log``) and the manual changes to log (``changes``)."""

    workbook: Workbook
    settings: Settings
    players: tuple[PlayerRow, ...]
    rounds: tuple[SwissRound, ...]
    missing: tuple[str, ...]  # cells of the last round still without a result
    events: tuple[SwissEvent, ...] = ()
    """``events[k]``: the event with its first ``k`` rounds, for ``k`` up to every round."""
    log: tuple[LogEntry, ...] = ()
    changes: tuple[LogEntry, ...] = ()
    """A ``manual change`` Log row for each round whose sheet no longer shows the pairing
    the Log recorded last (``manual_changes``)."""
    systems: Mapping[int, str] = field(default_factory=dict)
    """For each round, the system the Log records paired it (``systems_paired``)."""
    corrected: Renumbering | None = None
    """The ratings corrected since the last pairing (``corrected_ratings``), ``None``: none."""
    first_paired: Renumbering | None = None
    """The ratings the next pairing writes first in Paired rating (``corrected_ratings``:
    every player's at the first pairing, those added since later), ``None``: none."""
    options: Mapping[int, BritishOptions] = field(default_factory=dict)
    """For each round, the options the Log records it was paired with (``logged_options``)."""
    lot_paired: Colour | None = None
    """The lot round 1 was paired under, as the Log records it (``log.lot_paired``)."""
    requests: Mapping[int, Requests] = field(default_factory=dict)
    """For each round, the Acceleration and Forbidden pairs the Log records it was paired
    with (``logged_options``), which ``events_of`` gives the event (``_log_systems``)."""
    unrecorded: frozenset[str] = frozenset()
    """The records the Log lacks that the next pairing makes (``LogProblems.unrecorded``:
    a workbook made before them)."""

    def options_of(self, number: int) -> BritishOptions:
        """The options round ``number`` is (was) paired with: the Log's for a round paired
        since the record, else the Options cell's (a round to pair, a workbook made before
        the record)."""
        return self.options.get(number, self.settings.options)

    @property
    def ranked_by(self) -> tuple[str, ...]:
        """The list the standings rank by: the Tie-breaks cell's, else the default of the
        system that paired round 1 (the Log), in force since it (C.07 4.1: the list is
        published before the start; a System cell changed since does not change it), else
        the System cell's (``Settings.ranked_by``; ``log.default_in_force``, the
        reading both sides share)."""
        if self.settings.tiebreaks.strip():
            return self.settings.ranked_by
        first = default_in_force(self.systems, self.settings.system)
        return replace(self.settings, system=first).ranked_by

    def setting_place(self, label: str) -> int | None:
        """The Event sheet's row of the ``label`` setting, ``None`` where it has none
        (``settings.setting_row``; a missing row the reading did not refuse: a workbook
        made before the setting)."""
        return setting_row(self.workbook[EVENT_SHEET], label)

    def setting_at(self, label: str) -> str:
        """The cell of the Event sheet's ``label`` setting (``settings.setting_named``)."""
        return setting_named(EVENT_SHEET, label, self.setting_place(label))

    def tiebreaks_kept(self, system: str) -> str:
        """What pairing under ``system`` says of the tie-breaks when the Tie-breaks cell is
        empty and ``system``'s default differs from the list in force (``ranked_by``);
        empty otherwise."""
        first = self.systems.get(1)
        if self.settings.tiebreaks.strip() or first is None:
            return ""
        kept = self.ranked_by
        if replace(self.settings, system=system).ranked_by == kept:
            return ""
        from individual.standings.listed import written

        listed = written(kept) or "none (places shared)"
        return tiebreaks_kept(first, listed, self.setting_at("Tie-breaks"))

    def event(self, rounds: int | None = None) -> SwissEvent:
        """The event with its first ``rounds`` rounds (all by default)."""
        return self.events[len(self.rounds) if rounds is None else min(rounds, len(self.rounds))]

    def lots(self) -> dict[int, int]:
        """The lots typed in Players (F.10 d)."""
        return {p.number: p.lot for p in self.players if p.lot is not None}

    def upcoming(self) -> dict[int, dict[int, str]]:
        """The byes already known after the rounds played, when the last is complete: the
        next round's requested byes (H, Z), late entries (Z) and withdrawn players (-), and
        the requested byes of later rounds (pre-arranged: CAA rule 6, Schools rule 4), as
        pairing programs read them from TRF: ``{player: {round: code}}``."""
        number = len(self.rounds) + 1
        if self.missing or number > self.settings.rounds:
            return {}
        out: dict[int, dict[int, str]] = {}
        for p in self.players:
            codes = {r: kind for r, kind in p.byes.items() if number <= r <= self.settings.rounds}
            if number not in codes and p.late and p.late > number:
                codes[number] = Unpaired.ZERO_BYE.value
            if number not in codes and p.withdrawn and p.withdrawn <= number:
                codes[number] = Unpaired.ABSENT.value
            if codes:
                out[p.number] = codes
        return out

    def export_trf(
        self, system: System[object] | None = None, *, allow_unfinished: bool = False
    ) -> str:
        """The event as TRF: the system and tie-breaks (192, 202), the lot (the Lot cell,
        else the one round 1 was paired under, as the Log records it: ``lot_paired``), the
        rounds played, the byes already known (``upcoming``) and
        what ``system`` reads beyond the games: the clubs and schools (XXK, XXS) of a system
        reading either, the top players (XXT, English Schools rule 3), and the system's
        options that differ from the defaults (XXO). Start numbers are the initial ranking
        (``individual.edges.trf.write.start_numbers``), not the rows' numbers; byes requested
        for later rounds are records 240, for every system; records 250 and 260 give each
        round the requests the Log records it was paired with, where record 192's system
        takes them (``Requests.paired_with``; ``actions.settings_not_exported`` says so
        where it does not)."""
        event, british = self.event(), system is not None and bool(system.reads & {CLUBS, SCHOOLS})
        if event.requests.paired_with and not takes_requests(self.settings.system):
            event = replace(event, requests=replace(event.requests, paired_with=()))  # unstated
        text = format_swiss_trf(
            event,
            self.settings.lot or self.lot_paired,
            self.upcoming(),
            allow_unfinished=allow_unfinished,
            dates=self.settings.dates,
            system=self.settings.system,
            tiebreaks=self.ranked_by,
            estimated=frozenset(p.number for p in self.players if p.paired_as != p.player),
        )
        if system is not None and british:
            groups = self.affiliations()
            if TOP not in system.reads:
                groups = replace(groups, top=frozenset())
            text += format_affiliations(renumbered_groups(groups, start_numbers(event)))
            if system.options is not None:
                options = self.settings.options
                given = BritishExtras(options=options.caa, schools_options=options.schools)
                text += format_options(system.options(given))
        return text

    def affiliations(self) -> Affiliations:
        """Clubs (CAA rule 35, Schools rule 27) and schools (English Schools rules 2a, 7) by
        start number, each on one line, and the identified top players (rule 3)."""
        clubs: dict[int, str] = {}
        schools: dict[int, str] = {}
        for p in self.players:
            if club := one_line(p.club):
                clubs[p.number] = club
            if school := one_line(p.school):
                schools[p.number] = school
        return Affiliations(clubs, schools, self.top())

    def top(self) -> frozenset[int]:
        """The identified top players (English Schools rule 3)."""
        return frozenset(p.number for p in self.players if p.top)

    def future_byes(self, number: int) -> frozenset[int]:
        """Players due a requested bye in a round after ``number`` (pre-arranged byes: CAA
        rule 6, English Schools rule 4)."""
        last = self.settings.rounds
        return frozenset(p.number for p in self.players if any(number < r <= last for r in p.byes))

    def check_top_players(self, file: str) -> None:
        """English Schools rule 3 over Players: ``InputErrors`` naming the Top cell of the
        first top player too many."""
        top = [p for p in self.players if p.top]
        problem = top_players_problem(self.top(), frozenset(p.number for p in self.players))
        if problem:
            most = len(self.players) // 2
            problems = Problems(file)
            message = f"{problem} (the {ordinal(most + 1)} is on this row)"
            problems.add(message, top[most].row or None, TOP_COLUMN, PLAYERS_SHEET)
            raise InputErrors(problems.errors)

    def row(self, number: int) -> PlayerRow:
        return next(p for p in self.players if p.number == number)


def events_of(
    settings: Settings,
    players: Sequence[PlayerRow],
    rounds: Sequence[SwissRound],
    log: Sequence[LogEntry] = (),
    paired: Mapping[int, Requests] | None = None,
) -> tuple[SwissEvent, ...]:
    """The event with its first ``k`` rounds, for each ``k`` from none to ``rounds``: who is
    entered (unrated players at their estimate), withdrawn and late by then; the requests
    of the cells, and of each round the Log records paired with others (``paired``,
    ``logged_options``) its own (``Requests.paired_with``); under the Baku method, the
    order each round was paired with (``Requests.baku_orders``: the PN then,
    ``log.order_in_force``; none where the Log does not record them)."""
    entrants = tuple(Entrant(p.number, p.paired_as) for p in players)
    late = tuple((p.number, p.late) for p in players if p.late and p.late > 1)
    requests = settings.requests
    if settings.keeps_numbers:  # the PN as written: the initial order kept
        shown = sorted((p.pn, p.number) for p in players if p.pn is not None)
        requests = replace(requests, tpn_order=tuple(number for _, number in shown))
    if paired:
        cells = requests_record(requests, settings.rounds)
        others = tuple((n, own) for n, own in sorted(paired.items())
                       if requests_record(own, settings.rounds) != cells)  # fmt: skip
        requests = replace(requests, paired_with=others)
    if requests.baku or any(own.baku for _, own in requests.paired_with):
        now = {p.number: p.pn for p in players if p.pn is not None}
        then = [order_in_force(log, now, r.number) for r in rounds]
        orders = tuple(order for order in then if order is not None)
        requests = replace(requests, baku_orders=orders if len(orders) == len(then) else ())

    def out(next_round: int) -> frozenset[int]:
        return frozenset(p.number for p in players if p.withdrawn and p.withdrawn <= next_round)

    events = [
        SwissEvent(settings.name, entrants, tuple(rounds[:k]), settings.rounds, out(k + 1), late,
                   requests)
        for k in range(len(rounds) + 1)
    ]  # fmt: skip
    return tuple(events)


def from_roster(roster: list[RosterPlayer], estimate: int) -> list[PlayerRow]:
    """Start numbers 1, 2 ... in roster order; an unrated player without an estimate gets
    the event's default estimate, for the arbiter to change (A.1)."""
    return [PlayerRow(i, r.player, r.estimate if r.estimate or r.player.rating else estimate,
                      r.club, r.school, r.byes, top=r.top)
            for i, r in enumerate(roster, start=1)]  # fmt: skip


def setting_cell(label: str) -> str:
    """Where ``write_settings`` puts the value of ``label``: ``'Event'!B1`` for the
    event's name (no header row)."""
    return cell_name(EVENT_SHEET, 1 + SETTINGS.index(label), 2)


def tiebreaks_meaning(settings: Settings) -> str:
    """The note beside the Tie-breaks cell: what it takes, and what an empty cell means
    under the System cell's system (``tiebreaks_note``), written by ``init`` and again by
    the first pairing after the System cell changed (``SwissEventBook.save_checked``)."""
    empty = tiebreaks_note(settings.system, replace(settings, tiebreaks="").ranked_by)
    return f"{TIEBREAKS_MEANING}; {empty}"


def write_settings(sheet: Worksheet, settings: Settings) -> None:
    lot = settings.lot.spelled() if settings.lot else ""
    forbidden = format_forbidden(settings.requests.forbidden, settings.rounds)
    values: tuple[str | int, ...] = (settings.name, settings.system, settings.rounds, lot,
                                     settings.tiebreaks, settings.estimate, FORMAT,
                                     settings.options.text,
                                     format_acceleration(settings.requests),
                                     forbidden)  # fmt: skip
    notes = {**MEANINGS, "Tie-breaks": tiebreaks_meaning(settings)}
    rows: list[Setting] = [
        (label, value, notes.get(label, "")) for label, value in zip(SETTINGS, values, strict=True)
    ]
    rows += date_settings(settings.rounds, settings.dates.rounds)
    write_rows(sheet, rows, bold=True)
    sheet.column_dimensions["A"].width = 18
    sheet.column_dimensions["B"].width = 40


def write_players(
    sheet: Worksheet,
    players: Sequence[PlayerRow],
    numbers: Mapping[int, int],
    paired: Mapping[int, int | None] | None = None,
) -> None:
    """The ``Players`` sheet, PN the pairing numbers ``numbers`` (A.2:
    ``individual.swiss.ranking.entered_numbers``), Paired rating ``paired`` (a pairing's:
    each player's rating as paired; default: as read), its rows composed before they are
    written."""
    rated = paired if paired is not None else {p.number: p.paired for p in players}
    rows: list[tuple[int, Sequence[CellValue]]] = [
        (row, (p.number, numbers[p.number], p.player.name, p.player.title, p.player.fide_id,
               p.player.federation, p.player.rating,
               p.estimate if not p.player.rating else None, p.club, p.school,
               format_byes(p.byes), format_status(p.withdrawn, p.late), p.lot,
               "yes" if p.top else None, rated.get(p.number)))
        for row, p in enumerate(players, start=2)
    ]  # fmt: skip
    sheet.delete_rows(1, sheet.max_row)
    put_row(sheet, 1, PLAYER_COLUMNS, bold=True)
    put_rows(sheet, rows)
    for letter, width in zip(
        "ABCDEFGHIJKLMNO", (6, 5, 30, 6, 12, 6, 8, 9, 20, 20, 10, 16, 5, 5, 8), strict=True
    ):
        sheet.column_dimensions[letter].width = width
    sheet.freeze_panes = "A2"


def open_book(path: Path, system: str | None = None) -> SwissBook:
    """Read and check the whole workbook; ``InputErrors`` with every problem found.
    ``system``: the system that pairs it (``--system``) when another than its System
    cell's, whose requests (``Acceleration``, ``Forbidden pairs``) it must take."""
    workbook = load_workbook(path)
    problems = Problems(str(path))
    for name in (EVENT_SHEET, PLAYERS_SHEET):
        if name not in workbook.sheetnames:
            problems.add("missing: not an event workbook made by 'swiss init'", sheet=name)
    problems.raise_if_any()
    settings = _read_settings(SheetReader(workbook[EVENT_SHEET], problems), system)
    log_sheet = workbook[LOG_SHEET] if LOG_SHEET in workbook.sheetnames else None
    players, numbered = _read_players(SheetReader(workbook[PLAYERS_SHEET], problems), log_sheet)
    known = {p.number for p in players}
    if len(known) < len(players) or not numbered:  # the round sheets name players by number
        problems.raise_if_any()
    if settings.requests.forbidden and (unknown := unknown_players(settings.requests, known)):
        message = (f"{FORBIDDEN}: no player has No. {', '.join(map(str, unknown))} "
                   f"(the Players sheet's column A)")  # fmt: skip
        problems.add(message, setting_row(workbook[EVENT_SHEET], FORBIDDEN), 2, EVENT_SHEET)
    if (last := settings.requests.baku_last) and last not in known:
        message = (f"{ACCELERATION}: no player has No. {last} (group A's last player: clear "
                   f"', group A to No. {last}' to have round 1 fix him again)")  # fmt: skip
        problems.add(message, setting_row(workbook[EVENT_SHEET], ACCELERATION), 2, EVENT_SHEET)
    rounds: list[SwissRound] = []
    missing: tuple[str, ...] = ()
    sheets = sorted((round_number(n), n) for n in workbook.sheetnames if round_number(n))
    for expected, (number, name) in enumerate(sheets, start=1):
        if number != expected:
            problems.add(f"expected the sheet {ROUND_SHEET.format(expected)}", sheet=name)
            break
        rnd, missing = read_round(SheetReader(workbook[name], problems), number, known)
        rounds.append(rnd)
        _check_everyone_listed(problems, name, rnd, players)
        if missing and number < len(sheets):
            problems.add(f"results missing in {', '.join(missing)}", sheet=name)
    records = {rnd.number: round_record(rnd) for rnd in rounds}
    _check_statuses(problems, players, records)
    numbers = [number for number, _ in sheets if number]
    log = read_log(log_sheet) if log_sheet is not None else []
    pns: dict[int, int | None] = {}
    rated: dict[int, int | None] = {}
    for player in players:  # a loop, not a comprehension: no walk back to this file
        pns[player.number] = player.pn
        if player.paired is not None or player.paired_as.rating is not None:
            rated[player.number] = player.paired  # empty, unrated now with no estimate: as written
    found = log_problems(log_sheet, log, numbers, pns, records, rated)
    latest, systems, paired = latest_pairings(log), systems_paired(log), options_paired(log)
    lot = lot_paired(log)  # with the Log's other reads, at once
    _add_log_problems(problems, found, players)
    options, asked, taken = _log_systems(log, systems, paired, settings, problems)  # read once
    if settings.unwritten:  # a workbook made before a row, or the row deleted
        _rows_deleted(settings, options, asked, problems)
    problems.raise_if_any()
    changes = manual_changes(records, latest)
    return SwissBook(workbook, settings, tuple(players), tuple(rounds), tuple(missing),
                     events_of(settings, players, rounds, log, taken), tuple(log), changes,
                     systems, *corrected_ratings(players), options, lot, asked,
                     found.unrecorded)  # fmt: skip


def _rows_deleted(
    settings: Settings,
    options: Mapping[int, BritishOptions],
    asked: Mapping[int, Requests],
    problems: Problems,
) -> None:
    """Each optional setting the Event sheet has no row for (``Settings.unwritten``) though
    the Log records rounds paired with a value of it (from its cell: the workbook was
    written with the row), refused as a deleted row (``missing_setting``); a workbook made
    before the row records none."""
    rounds = settings.rounds
    words = {
        "Options": {n: o.text for n, o in options.items()},
        ACCELERATION: {n: format_acceleration(r) for n, r in asked.items()},
        FORBIDDEN: {n: format_forbidden(r.forbidden, rounds) for n, r in asked.items()},
    }
    for label, by_round in words.items():
        paired = {n: w for n, w in sorted(by_round.items()) if w}
        if paired and label in settings.unwritten:
            said = "; ".join(paired_with_words(label.lower(), w, r)
                             for w, r in _rounds_by(paired).items())  # fmt: skip
            problems.add(missing_setting(label, f", yet {said}"), sheet=EVENT_SHEET)


def _rounds_by(words: Mapping[int, str]) -> dict[str, list[int]]:
    """The rounds of ``words`` (each round's) by their words, in order."""
    by: dict[str, list[int]] = {}
    for number, said in words.items():
        by.setdefault(said, []).append(number)
    return by


def _log_systems(
    log: Sequence[LogEntry],
    systems: Mapping[int, str],
    paired: Mapping[int, LogEntry],
    settings: Settings,
    problems: Problems,
) -> tuple[dict[int, BritishOptions], dict[int, Requests], dict[int, Requests]]:
    """The Log's systems (``systems``) checked against the registry when another than the
    System cell's (``unknown_systems``), and the options (requests) of each round that
    records them (``paired``: ``options_paired``), ``logged_options``; each problem added to
    ``problems``. Last, the requests each round was paired with as the event takes them
    (``events_of``): those recorded, and none for a round the Log records paired under
    another system than the System cell's that takes none (``takes_requests``)."""
    unasked: dict[int, Requests] = {}
    if set(systems.values()) - {settings.system}:  # looked up only for another system
        for message, row, column in unknown_systems(log, _registered, INDIVIDUAL):
            problems.add(message, row, column, LOG_SHEET)
        unasked = {n: Requests() for n, named in systems.items()
                   if named != settings.system and not takes_requests(named)}  # fmt: skip
    options, asked = logged_options(paired, systems, settings, problems) if paired else ({}, {})
    return options, asked, unasked | asked


def logged_options(
    paired: Mapping[int, LogEntry],
    systems: Mapping[int, str],
    settings: Settings,
    problems: Problems,
) -> tuple[dict[int, BritishOptions], dict[int, Requests]]:
    """For each round whose pairing row records what it was paired with beyond its system
    (``paired``: ``options_paired``), read under the system that paired it (``systems``,
    else the System cell's): a British system's options, as the Options cell's are, or the
    Acceleration and Forbidden pairs of a system taking them (``parse_requests_record``);
    one the program cannot read is a problem naming its Log cell (restored, not passed
    over: check judges the round with it)."""
    found: dict[int, BritishOptions] = {}
    asked: dict[int, Requests] = {}
    fix = "restore it, or a version with the 'versions' command"
    for number, entry in paired.items():
        named = systems.get(number, settings.system)
        if takes_requests(named):
            try:
                asked[number] = parse_requests_record(
                    "" if entry.options.casefold() == NO_OPTIONS else entry.options
                )
            except ValueError as error:
                message = f"Options: round {number}'s {ACCELERATION} and {FORBIDDEN}: {error}"
                problems.add(f"{message}; {fix}", entry.row, OPTIONS_COLUMN, LOG_SHEET)
            continue
        if entry.options.casefold() == NO_OPTIONS:
            found[number] = BritishOptions()
            continue
        known = registered(named, INDIVIDUAL)
        if known is None or SYSTEMS[known.engine].options is None:
            message = (f"Options: round {number} was paired under {named}, which has no "
                       f"options, yet the Log records {entry.options!r}: {fix}")  # fmt: skip
            problems.add(message, entry.row, OPTIONS_COLUMN, LOG_SHEET)
            continue

        def locate(message: str, _column: int, row: int = entry.row) -> InputError:
            said = f"Options: {message}; {fix}"
            return CellError(said, problems.file, LOG_SHEET, row, "G")

        try:
            found[number] = parse_options(entry.options, locate, known.engine, named)
        except InputErrors as errors:
            problems.errors.extend(errors.errors)
    return found, asked


def _add_log_problems(problems: Problems, found: LogProblems, players: Sequence[PlayerRow]) -> None:
    """What reading the workbook against its Log found (``log_problems``), each at its
    cell: the Log's, a player's PN or Paired rating."""
    if found.gone:
        problems.add(found.gone, sheet=LOG_SHEET)
    for message, row, column in found.rows:
        problems.add(message, row, column, LOG_SHEET)
    for p in players:  # a cell whose value was refused is not told again (as empty)
        for said, name in ((found.numbers, "PN"), (found.ratings, "Paired rating")):
            if p.number in said and not problems.told(p.row, _COL[name], PLAYERS_SHEET):
                problems.add(said[p.number], p.row, _COL[name], PLAYERS_SHEET)


def corrected_ratings(
    players: Sequence[PlayerRow],
) -> tuple[Renumbering | None, Renumbering | None]:
    """The ratings (estimates) corrected since the last pairing: Paired rating against the
    rating each player is paired as now (``paired_ratings``), before and after; and those
    of the players with no Paired rating yet (from none: what the Log's ``paired rating``
    row records); ``None``: none."""
    now = paired_ratings(players)
    changed = tuple(
        (p.number, p.paired, new)
        for p in players
        if p.paired is not None and (new := now[p.number]) is not None and new != p.paired
    )
    first = tuple(
        (p.number, None, new) for p in players if p.paired is None and (new := now[p.number])
    )
    return Renumbering(changed) if changed else None, Renumbering(first) if first else None


def _registered(name: str) -> bool:
    """Whether ``name`` (the Log's System column) is an individual system registered here,
    as the System cell's must be (``registered``)."""
    return registered(name, INDIVIDUAL) is not None


def _check_everyone_listed(
    problems: Problems, sheet: str, rnd: SwissRound, players: list[PlayerRow]
) -> None:
    """Every player entered and not withdrawn has a row in the round (a game or a bye)."""
    listed = {n for g in rnd.games for n in (g.white, g.black)} | {n for n, _ in rnd.unpaired}
    for p in players:
        entered = p.late is None or p.late <= rnd.number
        playing = p.withdrawn is None or p.withdrawn > rnd.number
        if entered and playing and p.number not in listed:
            message = (f"player {p.number} ({p.player.name}) has no row in this round: "
                       f"add a row with '-', {p.number} and the code -, H, Z, U or F")  # fmt: skip
            problems.add(message, sheet=sheet)


def round_record(rnd: SwissRound) -> PairingRecord:
    """A round's pairing as the Log keeps it: games (white first), the pairing bye, the
    players without a game for another reason."""
    others = frozenset(n for n, r in rnd.unpaired if r is not Unpaired.PAIRING_BYE)
    return PairingRecord(tuple((g.white, g.black) for g in rnd.games), rnd.bye, others)


def manual_changes(
    records: Mapping[int, PairingRecord], latest: Mapping[int, PairingRecord]
) -> tuple[LogEntry, ...]:
    """A Log row for each round whose sheet no longer shows the pairing the Log recorded
    last (``latest``: games, colours or byes changed by hand; ``records``: each round's
    pairing as its sheet shows it), or whose pairing it has none of (a round typed by hand,
    as the team side says); the new pairing is then the record."""
    entries = []
    for number, now in records.items():
        before = latest.get(number)
        if before != now:
            what = (f"the sheet's pairing differs from the one logged ({before.text()})"
                    if before is not None else "no pairing of this round in the Log (paired "
                    "by hand or by another program)")  # fmt: skip
            entries.append(LogEntry("manual change", number, what, now))
    return tuple(entries)


def _check_statuses(
    problems: Problems, players: list[PlayerRow], records: Mapping[int, PairingRecord]
) -> None:
    """A player the round sheets pair (a game or the pairing bye; ``records``: each
    round's pairing) in a round the Status says they had withdrawn from or not yet
    entered: the Status cell is told the value the round sheets give (withdrawn after the
    last round pairing them, late from the first)."""
    paired: dict[int, list[int]] = {}
    for number, record in records.items():
        for n in {n for match in record.matches for n in match} | {record.bye} - {None}:
            paired.setdefault(n, []).append(number)  # type: ignore[arg-type]
    for p in players:
        rounds_paired = paired.get(p.number, [])
        if not rounds_paired:
            continue
        first, last = min(rounds_paired), max(rounds_paired)
        withdrawn, late = p.withdrawn, p.late
        said = []
        if withdrawn is not None and last >= withdrawn:
            said.append(f"withdrawn from round {withdrawn}")
            withdrawn = last + 1
        if late is not None and first < late:
            said.append(f"entered late for round {late}")
            late = first if first > 1 else None
        if not said:
            continue
        value = format_status(withdrawn, late)
        cell = cell_name(PLAYERS_SHEET, p.row, _COL["Status"])
        fix = f"type {value!r} in {cell}" if value else f"clear {cell}"
        message = (f"player {p.number} ({p.player.name}) {' and '.join(said)}, but the round "
                   f"sheets pair them in rounds {first} to {last}: if so, {fix}")  # fmt: skip
        problems.add(message, p.row, _COL["Status"], PLAYERS_SHEET)


def _read_settings(reader: SheetReader, pairing: str | None = None) -> Settings:
    """The Event sheet's settings; a row of ``WRITTEN`` missing is refused
    (``missing_setting``), the others read (a workbook made before them: none)."""
    found = setting_rows(reader.sheet)
    row: dict[str, int] = {}
    for label in SETTINGS:  # a loop, not a comprehension: the sheet's rows found once
        if label.casefold() in found:
            row[label] = found[label.casefold()]
        elif label in WRITTEN:
            reader.error(None, None, missing_setting(label))
    if not row.keys() >= WRITTEN:  # never read from the row another setting moved into
        return Settings("Event", "")
    name = reader.text(row["Event"], 2) or "Event"
    system = reader.text(row["System"], 2)
    if not system:  # no system is guessed
        reader.error(row["System"], 2, no_system("System", ruleset_names(INDIVIDUAL)))
    rounds = reader.whole(row["Rounds"], 2, "rounds", 1) or 9
    lot, wrong = lot_cell(reader.text(row["Lot"], 2))
    if wrong:
        reader.error(row["Lot"], 2, wrong)
    tiebreaks = reader.text(row["Tie-breaks"], 2)  # empty: the system's default
    try:
        parse_tiebreaks(tiebreaks)
    except ValueError as error:
        reader.error(row["Tie-breaks"], 2, str(error))
    estimate = reader.whole(row["Unrated estimate"], 2, "an estimated rating") or 1000
    kept = implements(system, TPN_KEPT)  # before the dates: no walk (tests/architecture)
    asks = takes_requests(pairing or system)
    noted = reader.sheet.cell(row["Tie-breaks"], 3).value
    unwritten = frozenset(SETTINGS) - row.keys()  # no generator: no walk back (tests/architecture)
    settings = Settings(name, system, rounds, lot, tiebreaks, estimate, dates=read_dates(reader),
                        noted=str(noted or ""), unwritten=unwritten, keeps_numbers=kept,
                        records_requests=asks,
                        resolved=registered(system, INDIVIDUAL))  # fmt: skip
    if system and settings.known is None:  # refused by every command, as an empty cell is
        reader.error(row["System"], 2, unknown_system("System", system, INDIVIDUAL))
        if pairing is None:  # what its Options and requests would take is unknown
            return settings
    at = row.get("Options")  # none in a workbook made before the setting
    if at and (words := reader.text(at, 2)):
        options = _read_options(reader, at, words, settings, pairing)
        settings = replace(settings, options=options)
    for label in (ACCELERATION, FORBIDDEN):  # read when typed (the raw cell: no walk)
        if label in row and reader.sheet.cell(row[label], 2).value not in (None, ""):
            requests = _read_requests(reader, settings, row, pairing)
            return replace(settings, requests=requests)
    return settings


def _read_requests(
    reader: SheetReader, settings: Settings, row: dict[str, int], pairing: str | None
) -> Requests:
    """The ``Acceleration`` and ``Forbidden pairs`` cells (none in a workbook made before
    them; ``row``: each setting's row); a value that cannot be read, or either for the
    system that pairs (``pairing``, ``--system``, else the System cell's) when it does not
    take it, is an error naming the cell: never dropped."""
    requests = Requests()
    system = pairing or settings.system
    for label in (ACCELERATION, FORBIDDEN):
        at = row.get(label)
        text = reader.text(at, 2) if at else ""
        if not at or not text:
            continue
        if refused := not_taken(system, label, "--system" if pairing else ""):
            reader.error(at, 2, f"{refused}: empty this cell")
            continue
        try:
            if label == ACCELERATION:
                accelerated = parse_acceleration(text, settings.rounds)
                requests = replace(requests, baku=True, baku_rounds=accelerated.baku_rounds,
                                   baku_last=accelerated.baku_last)  # fmt: skip
            else:
                requests = replace(requests, forbidden=parse_forbidden(text, settings.rounds))
        except ValueError as error:
            reader.error(at, 2, f"{label}: {error}")
    return requests


def _read_options(
    reader: SheetReader, row: int, text: str, settings: Settings, pairing: str | None = None
) -> BritishOptions:
    """The ``Options`` cell at ``row``, ``text``: the words of an ``XXO`` record for the
    British system that pairs (``pairing``, ``--system``, else the System cell's; the other
    system's options refused), nothing for any other; errors name the cell (and
    ``--system`` when it named the system), as ``_read_requests``'s do."""
    system = pairing or settings.system
    known = registered(system, INDIVIDUAL)
    named = f"{system} (--system)" if pairing else system
    if known is None or SYSTEMS[known.engine].options is None:
        british = " and ".join(sorted(e for e, s in SYSTEMS.items() if s.options is not None))
        message = (f"Options: the system {named} has no options (only {british} "
                   f"have): empty this cell")  # fmt: skip
        reader.error(row, 2, message)
        return BritishOptions()

    def locate(message: str, _column: int) -> InputError:
        return CellError(f"Options: {message}", reader.problems.file, reader.name, row, "B")

    try:
        return parse_options(text, locate, known.engine, named)
    except InputErrors as errors:
        reader.problems.errors.extend(errors.errors)
        return BritishOptions()


def _read_players(
    reader: SheetReader, log: Worksheet | None = None
) -> tuple[list[PlayerRow], bool]:
    """The player rows, and whether every row numbered by a pairing has its No. (the round
    sheets name players by it: not read otherwise): a row without No. holding a cell a
    pairing writes while a number given (``log``: the Log's records, read then) is on no
    row (``numbers_missing``) is refused; any other row without No. is a late entry's,
    given the next free number."""
    for column, label in enumerate(PLAYER_COLUMNS, start=1):
        if label in ("Top", "Paired rating") and reader.is_empty(1, column):
            continue  # a workbook made before the Top (Paired rating) column
        if reader.text(1, column) != label:
            reader.error(1, column, f"expected the column {label!r} here")
            return [], True
    players: list[PlayerRow] = []
    seen: dict[int, int] = {}
    rows = range(2, reader.last_filled(2, range(1, len(PLAYER_COLUMNS) + 1)) + 1)
    numbers = reader.table(rows, _NUMBER)  # the No. column, read once
    next_free = 1 + max([number or 0 for number, _ in numbers] or [0])
    missing: list[int] | None = None  # looked up for a row without No. only
    emptied: list[int] = []
    for row, (number, filled) in zip(rows, numbers, strict=True):
        if number is None and not filled and reader.filled(row, _WRITTEN):
            if missing is None:
                missing = _numbers_missing(numbers, log)
            if missing:  # its No. emptied: a pairing wrote its PN (Paired rating)
                emptied.append(row)
                continue
        if number is None and not filled:
            number, next_free = next_free, next_free + 1  # a late entry's row
        if number is None:
            continue
        if number in seen:
            message = (
                f"start number {number} is also on row {seen[number]}: give each player their "
                "own (the round sheets name players by it: they are checked once each is unique)"
            )
            reader.error(row, 1, message)
        seen.setdefault(number, row)
        player = _player_row(reader, row, number)
        if player is not None:
            players.append(player)
    for row in emptied:
        reader.error(row, 1, number_emptied("player", missing or []))
    return players, not emptied


def _numbers_missing(numbers: Sequence[Sequence[object]], log: Worksheet | None) -> list[int]:
    """The start numbers given that no row of the No. column (``numbers``, each row's
    number and whether filled) holds (``cells.numbers_missing``, against the Log's)."""
    given = numbers_given(read_log(log)) if log is not None else frozenset()
    return numbers_missing((n for n, _ in numbers if isinstance(n, int)), given)


_NUMBER = (Field(1, "whole", "No., the start number", 1), Field(1, "filled"))
_WRITTEN = (_COL["PN"], _COL["Paired rating"])
"""The cells a pairing writes on a player's row: a row without No. holding either was
numbered (its No. emptied), a late entry's has neither."""
_NAME = (Field(_COL["Name"]),)
_DETAILS = (Field(_COL["Rating"], "whole", "a rating", 0, HIGHEST_RATING), Field(_COL["Title"]),
            Field(_COL["FIDE ID"]), Field(_COL["Fed"]),
            Field(_COL["Estimate"], "whole", "an estimated rating", 0, HIGHEST_RATING),
            Field(_COL["Byes"], parse=parse_byes), Field(_COL["Status"]))  # fmt: skip
_PN = (pairing_number_field(_COL["PN"]),
       Field(_COL["Paired rating"], "whole", "a rating (written by the program)", 0,
             HIGHEST_RATING))  # fmt: skip
_LATER = (Field(_COL["Lot"], "whole", "a lot number", 1), Field(_COL["Club"]),
          Field(_COL["School"]), Field(TOP_COLUMN, "raw"))  # fmt: skip
_TOP = (Field(TOP_COLUMN, parse=parse_top),)  # English Schools rule 3


def _player_row(reader: SheetReader, row: int, number: int) -> PlayerRow | None:
    (name,) = reader.record(row, _NAME)
    if not name:
        reader.error(row, _COL["Name"], "a player row without a name")
        return None
    rating, title, fide_id, fed, estimate, byes, status = reader.record(row, _DETAILS)
    withdrawn, late, problems = parse_status(status)
    for problem in problems:
        reader.error(row, _COL["Status"], problem)
    lot, club, school, top = reader.record(row, _LATER)
    if not isinstance(top, bool):  # a TRUE/FALSE cell, else text parse_top reads
        (top,) = reader.record(row, _TOP)
    pn, paired = reader.record(row, _PN)
    player = Player(name, rating or None, title, fide_id, fed)
    return PlayerRow(number, player, estimate, club, school, byes or {}, withdrawn, late, lot,
                     bool(top), row, pn, paired)  # fmt: skip


def paired_ratings(players: Sequence[PlayerRow]) -> dict[int, int | None]:
    """Each player's rating as a pairing ranks them (``PlayerRow.paired_as``: an unrated
    player at the estimate), what Paired rating records."""
    return {p.number: p.paired_as.rating for p in players}


def write_sheets(
    book: SwissBook,
    rnd: SwissRound,
    states: Mapping[int, PlayerState],
    late: frozenset[int],
    numbers: Mapping[int, int],
) -> Renumbered:
    """Round ``rnd``'s sheet (``states``: each player's before it, their points for
    pairing, F.9; ``late``: the late entries not entered yet), the sheets of later rounds
    removed (a round paired again), and the Players sheet with the pairing ``numbers``
    (A.2) and the ratings paired by; the Log kept last. The pairing numbers that changed
    from those read (``PlayerRow.pn``: the PN column's one reading, checked against the Log)."""
    workbook, sheet = book.workbook, book.workbook[PLAYERS_SHEET]
    round_sheet = new_sheet(workbook, ROUND_SHEET.format(rnd.number))
    shown = {p.number: p.pn for p in book.players}  # the PN column as read and checked
    renumbered = {n: (old, new) for n, new in numbers.items() if (old := shown.get(n)) != new}
    names = {p.number: p.player.name for p in book.players}
    points = {n: state.score for n, state in states.items()}
    write_players(sheet, book.players, numbers, paired_ratings(book.players))
    write_round(round_sheet, rnd, names, points, late)
    for later in range(rnd.number + 1, len(book.rounds) + 1):
        del workbook[ROUND_SHEET.format(later)]
    log = workbook[LOG_SHEET]
    workbook.move_sheet(log, len(workbook.sheetnames) - 1 - workbook.index(log))
    return renumbered


def new_sheet(workbook: Workbook, name: str) -> Worksheet:
    return workbook[name] if name in workbook.sheetnames else workbook.create_sheet(name)
