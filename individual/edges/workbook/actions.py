"""What the arbiter does with an individual event's workbook: create it from a roster,
pair the next round, export it. Each action reads and checks the whole workbook first,
changes it in memory, appends its Log rows and saves atomically (the previous file kept
as a numbered version, the new one read back before it replaces the old); nothing is
written when anything fails.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

from individual.british.extras import BritishExtras
from individual.edges.roster.players import read_player_roster
from individual.edges.workbook.book import (
    EVENT_SHEET,
    LOG_SHEET,
    PLAYERS_SHEET,
    PlayerRow,
    Settings,
    SwissBook,
    events_of,
    from_roster,
    open_book,
    paired_ratings,
    round_record,
    tiebreaks_meaning,
    write_players,
    write_settings,
    write_sheets,
)
from individual.edges.workbook.cells import CellError
from individual.edges.workbook.eventbook import (
    Renumbered,
    Written,
    changed_lot,
    event_as_paired,
    lot_cell_refused,
    lot_of_round_1,
    lot_recorded,
    pair_and_write,
)
from individual.edges.workbook.file import save_workbook
from individual.edges.workbook.log import (
    INIT,
    NO_OPTIONS,
    NUMBERS,
    PAIRED_RATING,
    RATING,
    RATINGS,
    LogEntry,
    PairingRecord,
    Renumbering,
    UnfinishedGame,
    append_log,
    default_in_force,
    exported_under,
    numbers_in_force,
    numbers_said,
    order_in_force,
    paired_with_words,
    recording,
    renumberings_since,
    rounds_named,
    system_change,
    with_numbers_recorded,
    write_log_header,
)
from individual.edges.workbook.log import (
    paired_with_other_numbers as other_numbers,
)
from individual.edges.workbook.log import (
    renumbered_since as renumbered,
)
from individual.edges.workbook.requests import (
    ACCELERATION,
    FORBIDDEN,
    TPN_KEPT,
    format_acceleration,
    format_forbidden,
    parse_acceleration,
    requests_record,
    takes_requests,
)
from individual.edges.workbook.rounds import ROUND_SHEET
from individual.edges.workbook.settings import NOTE_OF, set_meaning, set_setting, setting_row
from individual.swiss.history import player_states
from individual.swiss.model import SwissEvent, SwissPairing, SwissRound, Unpaired
from individual.swiss.ranking import entered_numbers, rank
from individual.swiss.replay import replay
from individual.swiss.requests import Requests, group_a_last
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.result import GameScore
from individual.vocabulary.rounds import all_paired, round_left
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import OPTIONS, SYSTEMS, TOP, Extras, System, system_of

_BYES = {"H": Unpaired.HALF_BYE, "Z": Unpaired.ZERO_BYE}


def init_event(roster: Path, path: Path, settings: Settings, force: bool) -> list[PlayerRow]:
    """Create the workbook at ``path`` from ``roster``; its players."""
    if path.exists() and not force:
        raise InputError("exists already: choose another name, or use --force", str(path))
    rule3 = settings.known is not None and TOP in system_of(settings.known).reads
    players = from_roster(read_player_roster(roster, rule3), settings.estimate)
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = EVENT_SHEET
    write_settings(sheet, settings)
    numbers = entered_numbers(events_of(settings, players, ())[0])
    write_players(workbook.create_sheet(PLAYERS_SHEET), players, numbers)
    log = workbook.create_sheet(LOG_SHEET)
    write_log_header(log)
    what = f"created from {roster.name}: {len(players)} players"
    append_log(log, [LogEntry(INIT, None, what, numbers=Renumbering.given(numbers))])
    save_workbook(workbook, path, check=open_book)
    return players


@dataclass(frozen=True)
class SwissEventBook:
    """The individual workbook as an ``EventBook`` (``individual.edges.workbook.eventbook``),
    read once, paired by ``ruleset``'s system (``named``: ``--system`` named it, another
    than the System cell's)."""

    book: SwissBook
    path: Path
    ruleset: SwissRuleset
    named: bool = False

    @property
    def workbook(self) -> Workbook:
        return self.book.workbook

    @property
    def paired(self) -> int:
        return len(self.book.rounds)

    def system_cell(self) -> tuple[str, str]:
        """The event's system: the System cell's name, and the cell."""
        return self.book.settings.system, self.book.setting_at("System")

    def systems_paired(self) -> dict[int, str]:
        """For each round, the system the Log records paired it (``systems_paired``, read
        with the workbook, which refuses a system not registered here)."""
        return dict(self.book.systems)

    def ruleset_named(self, name: str) -> SwissRuleset:
        """The ruleset of a system this workbook names (its System cell, its Log's System
        column: the reading refuses one not registered, naming the cell) or ``--system``
        (resolved before the workbook is read): looked up, never refused here."""
        return SWISS_RULESETS[name]

    def system_change(self, number: int) -> str:
        """``system_change`` of pairing round ``number`` under ``ruleset`` (and the
        tie-breaks it keeps, ``tiebreaks_kept``), else what it is paired with changed
        (``settings_change``): nothing to say when the Log names no other system (looked at
        first: read when the book was) and the same options (requests)."""
        if set(self.book.systems.values()) <= {self.ruleset.name}:
            return self.settings_change(number)
        paired, cell = self.systems_paired(), self.system_cell()[1]
        said = system_change(paired, number, self.ruleset.name, cell, self.named, str(self.path))
        kept = self.book.tiebreaks_kept(self.ruleset.name) if said else ""
        return f"{said}; {kept}" if kept else said or self.settings_change(number)

    def settings_change(self, number: int) -> str:
        """The warning when round ``number`` is paired with another setting of
        ``PAIRED_WITH`` (the options; the acceleration, the forbidden pairs) than the Log
        records for the latest round before it, paired under the same system, naming the
        rounds under it paired otherwise; empty otherwise (the same, unsaid, or another
        system: its own warning)."""
        book = self.book
        before = sorted(n for n in (*book.options, *book.requests) if n < number)
        if not before or book.systems.get(last := before[-1]) != self.ruleset.name:
            return ""
        same = [n for n in before if book.systems.get(n) == self.ruleset.name]
        now, said = words_now(book), []
        for name, then in words_paired(book, last).items():
            if then == now[name]:
                continue
            others = paired_with_other(book, same).get(name, {})
            rounds = ", ".join(f"{rounds_named(r)} {'was' if len(r) == 1 else 'were'} paired "
                               f"with {w or NO_OPTIONS}" for w, r in others.items())  # fmt: skip
            cell = book.setting_at(PAIRED_WITH[name])
            said.append(f"the {name} changed: {rounds} (the Log), round {number} is paired with "
                        f"{now[name] or NO_OPTIONS} ({cell}); check and explain judge each "
                        f"round with the {name} it was paired with")  # fmt: skip
        return "; ".join(said)

    def check_absent(self, absent: frozenset[int]) -> None:
        if unknown := sorted(absent - {p.number for p in self.book.players}):
            raise InputError(f"no player {', '.join(map(str, unknown))} in Players", str(self.path))

    def round_to_pair(self, force: bool) -> tuple[int, int]:
        return _round_to_pair(self.book, force, self.path), 0

    def event(self) -> SwissEvent:
        return self.book.events[-1]

    def event_before(self, number: int) -> SwissEvent:
        """The event before round ``number``, with the byes the Players sheet asks for it
        (the engine says them: ``SwissEvent.byes_requested``), round ``number`` (paired
        again) with the cells' requests, not the Log's of its earlier pairing."""
        asked = tuple(sorted(_requested_byes(self.book, number).items()))
        event = self.book.events[number - 1]
        if event.requests.paired_with:
            earlier = tuple(p for p in event.requests.paired_with if p[0] < number)
            event = replace(event, requests=replace(event.requests, paired_with=earlier))
        return replace(event, byes_requested=asked)

    def left_out(self, number: int, absent: frozenset[int]) -> frozenset[int]:
        return frozenset(absent) | left_out_of(self.book, number)

    def as_paired(self, number: int) -> tuple[SwissEvent, frozenset[int]]:
        """Round ``number`` as ``swiss check`` replays it (``replay``) from the event as it
        was paired (``event_as_paired``): the event before it and who it left out."""
        then = replay(event_as_paired(self, number), number)
        return then.before, then.left_out

    def stored(self, number: int) -> SwissRound | None:
        return self.book.rounds[number - 1] if number <= len(self.book.rounds) else None

    def record(self, number: int) -> PairingRecord | None:
        return round_record(rnd) if (rnd := self.stored(number)) is not None else None

    @cached_property
    def lot_recorded(self) -> Colour | None:
        """The lot round 1 was paired under, as the Log records it, held to round 1's
        pairing row when the book reads round 1 by the system that paired it, as stored
        (``eventbook.lot_recorded``: the lot row damaged is refused naming it; a British
        system's lot read back is a guess, ``System.guesses_lot``): asked only where the
        Lot cell is empty or says another lot than the row (``lot_cell``)."""

        def alike() -> bool:
            name = self.ruleset.name
            return (
                self.book.systems.get(1, name) == name and not system_of(self.ruleset).guesses_lot
            )

        return lot_recorded(self, self.book.log, self.path, alike)

    def lot(self, option: Colour | None, number: int) -> tuple[Colour | None, str]:
        return _lot(self, option, number)

    def workbook_lot(self, event: SwissEvent) -> tuple[Colour | None, str]:
        """The Event sheet's Lot cell, else, ``event`` having rounds, the lot of round 1
        (``eventbook.lot_of_round_1``, both sides' one reading: the Log's record, else read
        back from round 1 as it was paired), with a sentence saying so; the Lot cell
        changed since round 1 refused (``lot_cell``)."""
        stated = self.lot_cell(event)
        if stated is not None or not event.rounds:
            return stated, ""
        return lot_of_round_1(self, self.lot_recorded, self.book.setting_at("Lot"))

    def lot_shown(self, event: SwissEvent) -> Colour | None:
        """The lot round 1 of ``event`` shows by the system's rule (``read_back_lot``, as a
        TRF's), given the workbook's extras."""
        from individual.edges.trf.systems import read_back_lot

        return read_back_lot(event, self.ruleset, self.extras)

    def lot_cell(self, event: SwissEvent) -> Colour | None:
        """The Event sheet's Lot cell, refused naming it when ``event`` has rounds and the
        cell is another lot than round 1 was paired under, as the Log records it
        (``lot_recorded``; ``stated_lot_refused``: changed by hand since)."""
        stated, paired = self.book.settings.lot, self.book.lot_paired
        differ = event.rounds and stated is not None and paired not in (None, stated)
        if differ and (refused := lot_cell_refused(stated, lambda: self.lot_recorded)):
            row = self.book.setting_place("Lot")
            raise InputErrors([CellError(refused, str(self.path), EVENT_SHEET, row, "B")])
        return stated

    def pair(self, event: SwissEvent, left_out: frozenset[int], lot: Colour | None) -> SwissPairing:
        """The ruleset's system, given the workbook's clubs, schools, top players,
        requested byes and options."""
        return system_of(self.ruleset).pairer(self.ruleset, self.extras)(event, left_out, lot)

    def extras(self, number: int) -> BritishExtras:
        """What the workbook says beyond the games for round ``number`` (``extras_of``),
        read when the system asks for it (never, for a system reading only the games)."""
        return extras_of(self.book, system_of(self.ruleset), str(self.path))(number)

    def changes(self, number: int) -> tuple[LogEntry, ...]:
        return (*self.book.changes, *rating_entry(self.book, number))

    def write_round(
        self, event: SwissEvent, pairing: SwissPairing, repaired: bool
    ) -> tuple[SwissRound, Renumbered]:
        """The round as published (the requested byes, withdrawn players not listed), its
        sheet written with each player's points before it (for pairing, F.9), the Players
        sheet with the pairing numbers of the initial order over every player entered (A.2;
        C.04.2 2.3, kept once round 4 is paired: ``kept_order``); round 1 of the Baku
        method writes group A's last player in ``Acceleration`` (C.04.7), of the players
        it paired ("the list of players to be paired" before the first round)."""
        byes = _requested_byes(self.book, pairing.number)
        rnd = pairing.to_round(byes, event.withdrawn)
        late, numbers, states = (
            event.not_entered(rnd.number),
            entered_numbers(event),
            player_states(event),
        )
        if rnd.number == 1 and event.requests.baku:
            ranked = sorted(numbers, key=numbers.__getitem__)
            paired = {p for game in rnd.games for p in (game.white, game.black)}
            last = group_a_last(ranked, paired | ({rnd.bye} if rnd.bye else set())) or 0
            fixed = replace(self.book.settings.requests, baku_last=last)
            set_setting(self.workbook[EVENT_SHEET], ACCELERATION, format_acceleration(fixed))
        return rnd, write_sheets(self.book, rnd, states, late, numbers)

    def renumbering(self, renumbered: Renumbered) -> str:
        kept = self.book.settings.keeps_numbers
        return renumbering(renumbered, rule="C.04.2 2.3-2.5" if kept else "A.2")

    def pair_entry(self, rnd: SwissRound, repaired: bool, discarded: int) -> LogEntry:
        what = f"{len(rnd.games)} games" + (", paired again (--force)" if repaired else "")
        action = "re-pair" if repaired else "pair"
        options = ""
        if OPTIONS in SYSTEMS[self.ruleset.engine].reads:  # what it was paired with, recorded
            options = self.book.options_of(rnd.number).text or NO_OPTIONS
        elif self.book.settings.records_requests:  # looked up when read: no walk
            options = requests_record(self.requests_paired(), self.book.settings.rounds)
            options = options or NO_OPTIONS
        return LogEntry(action, rnd.number, what, round_record(rnd), system=self.ruleset.name,
                        options=options)  # fmt: skip

    def requests_paired(self) -> Requests:
        """The Acceleration and Forbidden pairs cells as the round is paired: group A's last
        player as the Acceleration cell holds it once written (``write_round``, round 1)."""
        requests = self.book.settings.requests
        if requests.baku and not requests.baku_last:
            sheet = self.workbook[EVENT_SHEET]
            written = str(sheet.cell(setting_row(sheet, ACCELERATION), 2).value or "")
            fixed = parse_acceleration(written, self.book.settings.rounds).baku_last
            requests = replace(requests, baku_last=fixed)
        return requests

    def unfinished(self, event: SwissEvent) -> list[UnfinishedGame]:
        return [
            UnfinishedGame(rnd.number, game.white, game.black, board)
            for rnd in event.rounds
            for board, game in enumerate(rnd.games, start=1)
            if game.score is GameScore.UNFINISHED
        ]

    def unfinished_what(self, game: UnfinishedGame, number: int) -> str:
        return (
            f"round {game.round}, board {game.board}: {game.first}-{game.second} unfinished "
            f"(*), a draw for pairing round {number} (F.9)"
        )

    def with_unfinished(self, event: SwissEvent, games: Sequence[UnfinishedGame]) -> SwissEvent:
        """``event`` with the games ``games`` name typed ``*`` again."""
        named = {(g.round, g.first, g.second) for g in games}

        def back(rnd: SwissRound) -> SwissRound:
            again = tuple(
                replace(g, score=GameScore.UNFINISHED)
                if (rnd.number, g.white, g.black) in named
                else g
                for g in rnd.games
            )
            return replace(rnd, games=again)

        return replace(event, rounds=tuple(back(r) for r in event.rounds))

    def in_force(self, event: SwissEvent, number: int) -> SwissEvent:
        return in_force(self.book, event, number)

    def warnings(self, event: SwissEvent, pairing: SwissPairing) -> list[str]:
        return []

    def withdrawn(self, event: SwissEvent) -> str:
        return ", ".join(
            f"player {e.number} ({e.player.name})"
            for e in sorted(event.entrants, key=lambda e: e.number)
            if e.number in event.withdrawn
        )

    def save_checked(self, entries: Sequence[LogEntry]) -> Path | None:
        """The Log rows ``entries`` appended and the Tie-breaks note written anew when it
        names another system than the one whose default is in force (the System cell's
        before round 1, the system of round 1 after it: ``SwissBook.ranked_by``), then the
        workbook saved and read back (``open_book``)."""
        path, settings = self.path, self.book.settings
        in_force = replace(settings, system=default_in_force(self.book.systems, settings.system))
        if NUMBERS in self.book.unrecorded:  # a workbook made before the init record
            entries = with_numbers_recorded(entries, numbers_now(self.book))
        append_log(self.book.workbook[LOG_SHEET], entries)
        if NOTE_OF.format(in_force.system) not in settings.noted:
            set_meaning(self.book.workbook[EVENT_SHEET], "Tie-breaks", tiebreaks_meaning(in_force))
        return save_workbook(self.book.workbook, path, check=open_book)


def pair_event(
    book: SwissEventBook,
    absent: frozenset[int] = frozenset(),
    force: bool = False,
    lot: Colour | None = None,
) -> Written[SwissEvent, SwissPairing, SwissRound]:
    """Pair the next round (or with ``force`` the last one again though it has results):
    the event paired, the pairing, the round as written, whether a round was paired again,
    the pairing numbers that changed (A.2 over every player entered: a late entry, a
    corrected rating) and who was not paired because they withdrew. The round is paired
    with the Options cell (the Acceleration and Forbidden pairs cells), not with those the
    Log recorded for an earlier pairing of it (``SwissBook.options_of``, ``event_before``)."""
    number = _round_to_pair(book.book, force, book.path)
    kept = {n: options for n, options in book.book.options.items() if n < number}
    asked = {n: requests for n, requests in book.book.requests.items() if n < number}
    earlier = replace(book.book, options=kept, requests=asked)
    return pair_and_write(replace(book, book=earlier), absent, force, lot)


def in_force(book: SwissBook, event: SwissEvent, number: int) -> SwissEvent:
    """``event`` with the pairing numbers in force when round ``number`` was paired,
    whenever the Log records them (``log.order_in_force``, as the team side reads them; a
    correction, paired since or not yet, renumbers only the pairings yet to be made,
    C.04.2 2.3, FIDE 1998 F.7), ranked by the ratings then (``ratings_then``: the British
    systems rank and weigh the grades themselves, CAA rule 4, Schools rule 10); with the
    numbers now when the Log does not record them (``check`` says so)."""
    if ratings := ratings_then(book, number):
        entrants = tuple(
            replace(e, player=replace(e.player, rating=ratings.get(e.number, e.player.rating)))
            for e in event.entrants
        )
        event = replace(event, entrants=entrants)
    if (order := order_in_force(book.log, numbers_now(book), number)) is None:
        return event
    return replace(event, requests=replace(event.requests, tpn_order=order, as_paired=True))


def numbers_then(book: SwissBook, number: int) -> dict[int, int] | None:
    """The pairing numbers in force when round ``number`` was paired: the Players sheet's
    PN (as the last pairing wrote them) with the Log's renumberings since undone
    (``log.numbers_in_force``); ``None`` when the Log does not record them all."""
    return numbers_in_force(book.log, numbers_now(book), number)


def numbers_now(book: SwissBook) -> dict[int, int]:
    """The Players sheet's PN as read (the numbers the last pairing wrote), by start
    number; a player without one yet left out."""
    return {p.number: p.pn for p in book.players if p.pn is not None}


def ratings_then(book: SwissBook, number: int) -> dict[int, int] | None:
    """The ratings (estimates) in force when round ``number`` was paired: Paired rating (as
    the last pairing wrote them) with the Log's ``rating`` rows since undone; ``None`` when
    the workbook records none (made before the record)."""
    now = {p.number: p.paired for p in book.players if p.paired is not None}
    return numbers_in_force(book.log, now, number, RATING) if now else None


def rating_entry(book: SwissBook, number: int) -> list[LogEntry]:
    """The ``rating`` Log row of the ratings (estimates) corrected since the last pairing
    (``SwissBook.corrected``), round ``number`` the first paired with them, and the ``paired
    rating`` row of those written first in Paired rating (``SwissBook.first_paired``: the
    column's record, checked when the workbook is read); none when none was. After round
    4, under a system keeping the pairing numbers, it says they are kept (C.04.2 2.3),
    where a renumbering would have been said. Written under every system, as the record of
    the correction: read whenever a round is judged under a system ranking by the ratings
    themselves (``System.graded``: the British, also through ``check --system`` of a Dutch
    workbook); the Dutch and FIDE 1998 replay their own rounds with the numbers then
    (``in_force``)."""
    entries = []
    recorded = []  # every Paired rating, where the Log did not record them (an old workbook)
    if RATINGS in book.unrecorded:
        recorded.append(recording(RATINGS, paired_ratings(book.players), number))
    if (first := book.first_paired) is not None:
        count = len(first.changes)
        said = f"Paired rating written for {count} player{'s' if count > 1 else ''} (first)"
        entries.append(LogEntry(PAIRED_RATING, number, said, numbers=first))
    if (corrected := book.corrected) is None:
        return [*entries, *recorded]
    names = {p.number: p.player.name for p in book.players}
    said = "Ratings corrected since the last pairing: " + "; ".join(
        f"player {n} ({names[n]}): {old} -> {new}" for n, old, new in corrected.changes
    )
    if book.settings.keeps_numbers and number > 4:
        said += (f"; pairing numbers kept ({TPN_KEPT}: no modification for a corrected rating "
                 "after the fourth round has been paired)")  # fmt: skip
    return [*entries, LogEntry(RATING, number, said, numbers=corrected), *recorded]


def ratings_note(book: SwissBook, number: int) -> tuple[str, bool] | None:
    """What ``check`` and ``explain`` say of the ratings round ``number`` is paired again
    with (a system ranking by them, ``System.graded``) when one was corrected since (a
    ``rating`` row), or when the pairing numbers then show they were others than the
    workbook records (``ratings_agree``), and whether the Log records them; ``None``:
    nothing to say."""
    if since := renumberings_since(book.log, number, RATING):
        return (f"round {number} is paired again with the ratings in force when it was paired, "
                f"as the Log records them (corrected since, in round {since[0].round})",
                True)  # fmt: skip
    if ratings_agree(book, number):
        return None
    if numbers_then(book, number) is None:
        before = ("a renumbering the Log does not record (neither the numbers nor the ratings "
                  "then)")  # fmt: skip
    else:
        before = ("a rating correction the workbook does not record (the pairing numbers then "
                  "rank the players otherwise)")  # fmt: skip
    return (
        f"round {number} was paired before {before}: it is paired again with the ratings now",
        False,
    )


def ratings_agree(book: SwissBook, number: int) -> bool:
    """Whether the ratings of round ``number`` (``ratings_then``) give, in A.2's order,
    the pairing numbers then (``numbers_then``), as they do when the workbook records them
    and the system renumbers by A.2 in every round (the British); ``False``: a correction
    made before the Paired rating column, or a renumbering the Log does not record."""
    numbers = numbers_then(book, number)
    if numbers is None:
        return False
    if book.settings.keeps_numbers:
        return True
    ratings = ratings_then(book, number) or {}
    then = {
        p.number: replace(p.paired_as, rating=ratings.get(p.number, p.paired_as.rating))
        for p in book.players
        if p.number in numbers
    }
    return rank(then) == sorted(numbers, key=numbers.__getitem__)


def renumbered_since(
    book: SwissBook, number: int, reordered: bool = False
) -> tuple[tuple[int, ...], bool] | None:
    """``log.renumbered_since`` of round ``number``, the numbers now the Players sheet's PN."""
    return renumbered(book.log, numbers_now(book), number, reordered)


def numbers_note(book: SwissBook, number: int) -> tuple[str, bool] | None:
    """What ``check`` and ``explain`` say of the numbers round ``number`` is paired again
    with when a later round renumbered its players (``renumbered_since``), and whether the
    Log records the numbers then; ``None``: nothing to say."""
    if (since := renumbered_since(book, number)) is None:
        return None
    return numbers_said(number, since), since[1]


_RENUMBERED_BY = {
    "fide-dutch-2026": ("C.04.2 2.3", "C.04.2 2.3"),
    "fide-1998": ("F.7", "FIDE 1998 F.7"),
    "caa-2009": ("4", "CAA rule 4, the order of grades"),
    "sca": ("10", "English Schools rule 10, the order of grades"),
}
"""Per engine, the article of its ruleset's table under which a corrected rating renumbers
the rounds yet to be paired, and the note's citation of it: the Dutch and Baku (2.3: "The
TPNs may be reassigned accordingly to the corrections"), FIDE 1998 (F.7: "will only affect
pairing yet to be made"), and the British, which order the players by their grades in
every round (CAA rule 4: "Pairing cards are arranged in descending order of grade";
English Schools rule 10: "arranged in descending order")."""


def _renumbering_cited(system: str) -> str:
    """The note's citation of the article under which ``system`` renumbers for a corrected
    rating (``_RENUMBERED_BY``, when its ruleset's table has that article); empty: none."""
    ruleset = SWISS_RULESETS.get(system)
    if ruleset is None:
        return ""
    number, citation = _RENUMBERED_BY.get(ruleset.engine, ("", ""))
    return citation if any(a.number == number for a in ruleset.articles) else ""


def paired_with_other_numbers(book: SwissBook) -> str | None:
    """What ``export-trf`` says of the rounds paired before a renumbering the Log records
    (``log.paired_with_other_numbers``: a TRF's start numbers are the numbers now), citing
    the article under which the system of each later round that renumbered renumbers for a
    correction; ``None``: no such round."""

    def cause(later: Sequence[int]) -> str:
        renumbered_by = dict.fromkeys(book.systems.get(r, book.settings.system) for r in later)
        cited = ": ".join(c for name in renumbered_by if (c := _renumbering_cited(name)))
        return f"for a corrected rating{f': {cited}' if cited else ''}"

    return other_numbers(book.log, numbers_now(book), len(book.rounds), cause)


def paired_under_another_system(book: SwissBook) -> str | None:
    """What ``export-trf`` says of the rounds the Log records paired under another system
    than the System cell's, which record 192 names (``log.exported_under``, both sides'
    note); ``None``: none was."""
    system = (book.settings.system, book.setting_at("System"))
    return exported_under(book.systems, len(book.rounds), system, "swiss check")


PAIRED_WITH = {"options": "Options", "acceleration": ACCELERATION, "forbidden pairs": FORBIDDEN}
"""What the Log records a round was paired with beyond its system (its Options column), by
the name ``check``, ``explain`` and ``pair`` say it with, and the Event sheet's setting."""
_THEM = {"options": "them", "acceleration": "it", "forbidden pairs": "them"}


def words_paired(book: SwissBook, number: int) -> dict[str, str]:
    """What the Log records round ``number`` was paired with beyond its system, by the
    names of ``PAIRED_WITH``, in the cells' words (empty: none): a British system's
    options, or the acceleration and forbidden pairs; empty: no record."""
    if number in book.options:
        return {"options": book.options[number].text}
    if number in book.requests:
        return _requests_words(book.requests[number], book.settings.rounds)
    return {}


def words_now(book: SwissBook) -> dict[str, str]:
    """Every setting of ``PAIRED_WITH`` in the words of its cell now."""
    asked = _requests_words(book.settings.requests, book.settings.rounds)
    return {"options": book.settings.options.text, **asked}


def _requests_words(requests: Requests, rounds: int) -> dict[str, str]:
    return {"acceleration": format_acceleration(requests),
            "forbidden pairs": format_forbidden(requests.forbidden, rounds)}  # fmt: skip


def paired_with_other(book: SwissBook, numbers: Iterable[int]) -> dict[str, dict[str, list[int]]]:
    """For each setting of ``PAIRED_WITH``, the rounds of ``numbers`` the Log records paired
    with other words than its cell holds now, by those words (empty: none)."""
    now, found = words_now(book), dict[str, dict[str, list[int]]]()
    for n in numbers:
        for name, words in words_paired(book, n).items():
            if words != now[name]:
                found.setdefault(name, {}).setdefault(words, []).append(n)
    return found


def settings_notes(
    book: SwissBook,
    numbers: Sequence[int],
    verb: str = "judged",
    under: Mapping[int, str] | None = None,
) -> list[str]:
    """What ``check`` and ``explain`` say of the rounds of ``numbers`` paired with another
    setting of ``PAIRED_WITH`` than its cell's (``paired_with_other``): judged (``verb``) with
    the Log's; and of those judged under a system taking the requests (``under``: each
    round's) whose pairing the Log does not record them for (a workbook made before the
    record): judged with the cells."""
    notes = [f"{paired_with_words(name, words, rounds)}: {verb} with {_THEM[name]}"
             for name, by in paired_with_other(book, numbers).items()
             for words, rounds in by.items()]  # fmt: skip
    unsaid = [n for n in numbers if under and n not in book.requests and takes_requests(under[n])]
    if unsaid:
        notes.append(f"the Log does not record the acceleration and forbidden pairs that "
                     f"paired {rounds_named(unsaid)} (a workbook made before the record): "
                     f"{verb} with the Event sheet's {ACCELERATION} and {FORBIDDEN} "
                     "cells")  # fmt: skip
    return notes


def settings_not_exported(book: SwissBook) -> list[str]:
    """What ``export-trf`` says of the rounds paired with another setting than its cell's
    (``paired_with_other``) that the file cannot state: the options, which record XXO holds
    as the Options cell has them (a system with options: a check of the file pairs them
    with those); the acceleration and forbidden pairs where record 192's system (the
    System cell's) does not take them (records 250 and 260 state them round by round
    where it does). Rounds under another system are named by
    ``paired_under_another_system``."""
    others, notes = paired_with_other(book, range(1, len(book.rounds) + 1)), []
    system = book.settings.system
    if system_of(book.settings.ruleset).options is not None and (by := others.get("options")):
        cell = book.setting_at("Options")
        them = "it" if sum(map(len, by.values())) == 1 else "them"
        now = book.settings.options.text or NO_OPTIONS
        notes.append(f"{'; '.join(paired_with_words('options', w, r) for w, r in by.items())}; "
                     f"record XXO holds the Options cell's, {now} ({cell}): a check of the file "
                     f"pairs {them} with those and may report differences there")  # fmt: skip
    for name in () if takes_requests(system) else ("acceleration", "forbidden pairs"):
        if stated := {w: r for w, r in others.get(name, {}).items() if w}:
            paired = "; ".join(paired_with_words(name, w, r) for w, r in stated.items())
            notes.append(f"{paired}, which record 192's system, {system}, does not take: the "
                         f"file does not state {_THEM[name]}")  # fmt: skip
    return notes


def renumbering(changed: Renumbered, who: str = "player", rule: str = "A.2") -> str:
    """The pairing numbers that changed, as the Log and the command say it."""
    parts = [
        f"{who} {n} new: {new}" if old is None else f"{who} {n}: {old} -> {new}"
        for n, (old, new) in sorted(changed.items(), key=lambda item: item[1][1])
    ]
    return f"Pairing numbers changed ({rule}, among all {who}s entered): " + "; ".join(parts)


def _requested_byes(book: SwissBook, number: int) -> dict[int, Unpaired]:
    return {p.number: _BYES[p.byes[number]] for p in book.players if number in p.byes}


def left_out_of(book: SwissBook, number: int) -> frozenset[int]:
    """The players not to be paired in round ``number``, not yet paired: the requested
    byes and the late entries not yet entered (withdrawn players are the event's)."""
    late = {p.number for p in book.players if p.late and p.late > number}
    return frozenset(_requested_byes(book, number)) | frozenset(late)


def _lot(book: SwissEventBook, option: Colour | None, number: int) -> tuple[Colour | None, str]:
    """The round-1 colour of player 1: ``--lot`` (written to the Event sheet), else the
    workbook's (``workbook_lot`` of the event before round ``number``); round 1 is not
    paired without one (the same rule as ``olympiad pair``); a ``--lot`` other than the
    lot round 1 was paired under is refused while round 1 stays paired (``changed_lot``)."""
    settings = book.book.settings
    if option is not None:
        if refused := changed_lot(book, option, number):
            row = book.book.setting_place("Lot")
            raise InputErrors([CellError(refused, str(book.path), EVENT_SHEET, row, "B")])
        if option is not settings.lot:
            set_setting(book.workbook[EVENT_SHEET], "Lot", option.name.lower())
        return option, ""
    lot, said = book.workbook_lot(book.event_before(number))
    if lot is None and number == 1:
        message = "the drawing of lots (player 1's colour in round 1) is not set: "
        message += "type white or black, or pair with --lot"
        row = book.book.setting_place("Lot")
        raise InputErrors([CellError(message, str(book.path), EVENT_SHEET, row, "B")])
    return lot, said


def extras_of(book: SwissBook, system: System[object], file: str = "") -> Extras:
    """What ``book`` says beyond the games for round ``n``, from ``Players`` and ``Event``:
    clubs (CAA rule 35, Schools rule 27), schools (Schools rules 2a, 7), top players
    (Schools rule 3: checked first when ``system`` reads them, ``InputErrors`` naming the
    cell in ``file``), the players due a requested bye after round ``n`` (pre-arranged:
    CAA rule 6, Schools rule 4) and the options of the ``Event`` sheet."""
    if TOP in system.reads:
        book.check_top_players(file)
    groups = book.affiliations()
    return lambda n: BritishExtras(
        groups.clubs, groups.schools, groups.top, book.future_byes(n), book.options_of(n).caa,
        book.options_of(n).schools,
    )  # fmt: skip


def require_round_left(book: SwissBook, path: Path) -> None:
    """``CellError`` naming the Event sheet's Rounds cell of the workbook at ``path`` when
    every round it plans is paired: no round is left to pair (``pair``, ``explain`` of the
    next round; a TRF's: ``SwissTrf.require_round_left``)."""
    if not round_left(book.settings.rounds, len(book.rounds)):
        row = book.setting_place("Rounds")
        raise CellError(
            all_paired(book.settings.rounds, "Rounds"), str(path), EVENT_SHEET, row, "B"
        )


def _round_to_pair(book: SwissBook, force: bool, path: Path) -> int:
    """The round to pair next (with ``force``, the last one again while it has no result);
    refused when it is not complete, or when every round planned is paired
    (``require_round_left``)."""
    last = len(book.rounds)
    if not book.missing:
        if force and last and not _has_results(book.rounds[-1]):
            return last
        require_round_left(book, path)
        return last + 1
    if force:
        return last
    cells = ", ".join(book.missing[:5]) + (" ..." if len(book.missing) > 5 else "")
    message = (
        f"round {last} is not complete (no result in {cells}): type the results, "
        f"or pair round {last} again with --force (its results are then discarded)"
    )
    raise InputError(message, ROUND_SHEET.format(last))


def _has_results(rnd: SwissRound) -> bool:
    return any(g.score is not None for g in rnd.games)
