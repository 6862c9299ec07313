"""The ``swiss`` workbook commands: ``init``, ``standings``, ``explain``, ``export-trf``,
``bulletin`` (``pair EVENT.xlsx`` and ``check EVENT.xlsx``, and ``--system``, are in
``individual.edges.cli.workbook_side``, which the TRF commands need). Registered on the
``swiss`` group by ``individual.edges.cli.main``, each loaded when named. ``--system`` names a
ruleset of ``rulesets.swiss.SWISS_RULESETS``; with a workbook it defaults to the workbook's
own system.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from individual.edges.cli.hints import (
    CSV_OPTION,
    DATES_HELP,
    EXPLAIN_ROUND,
    TIEBREAKS_OPTION,
    named_after_file,
    next_step,
    require_paired,
    round_dates,
)
from individual.edges.cli.workbook_side import (
    LOT_OPTION,
    NEW_EVENT_SYSTEM,
    SystemOption,
    new_event_option,
    ruleset,
)
from individual.standings.listed import NONE, written
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputError, InputErrors
from individual.vocabulary.player import HIGHEST_RATING
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS, TOP, system_of

if TYPE_CHECKING:
    from individual.edges.trf.british import BritishOptions

if TYPE_CHECKING:
    from individual.edges.workbook.actions import SwissEventBook
    from individual.edges.workbook.book import SwissBook
    from individual.swiss.model import SwissEvent, SwissPairing, SwissRound
    from individual.swiss.ruleset import SwissRuleset

_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


TIEBREAKS_DEFAULT_HELP = (
    "Tie-breaks after the points: any FIDE list (C.07) as FIDE writes it, 'BH/C1,SB,DE,KS/L60', "
    "or F.10's order F10 with BH, SB, DE, WIN, WON, ARO, TPR; '' or none: no tie-break, the "
    "places shared. [default: the system's, as its "
    "rules say: "
    + "; ".join(f"{r.name}: {written(r.tiebreaks) or NONE}" for r in SWISS_RULESETS.values())
    + "]"
)
"""``init --tiebreaks``: the default of each system (``SwissRuleset.tiebreaks``)."""


@click.command("init")
@click.argument("roster", metavar="ROSTER.xlsx", type=_FILE)
@click.argument("event_file", metavar="EVENT.xlsx", type=click.Path(path_type=Path))
@new_event_option()
@click.option("--name", help="Event name (default: the roster's file name).")
@click.option(
    "--rounds", type=click.IntRange(1, 99), default=9, show_default=True, help="Rounds planned."
)
@click.option("--lot", type=click.Choice(["white", "black"]), help="Round-1 colour of #1.")
@click.option("--tiebreaks", metavar="LIST", help=TIEBREAKS_DEFAULT_HELP)
@click.option("--estimate", type=click.IntRange(0, HIGHEST_RATING), default=1000, show_default=True,
              help="Rating estimate for unrated players without one (A.1).")  # fmt: skip
@click.option("--options", "british", default="", metavar="WORDS",
              help="caa-2009 and sca: the British options, the words of an XXO record "
                   "('long-event clubs-until=3 random=7'); kept in the Event sheet.")  # fmt: skip
@click.option("--dates", default="", metavar="DATES", help=DATES_HELP)
@click.option("--force", is_flag=True, help="Replace EVENT.xlsx if it exists (kept as a version).")
def init_command(roster: Path, event_file: Path, force: bool, **options: Any) -> None:
    """Create the event workbook EVENT.xlsx from a player roster (.xlsx or .csv). With
    --system sca, a Top player column (yes/y/x/1/true) marks the top players of English
    Schools rule 3: no more than half of the entrants. --options sets the British
    options (CAA 2009: long-event, large-event, colour-three-from=N, float-order=guide
    (the default: the CAA guide's own worked answer, its downfloater chosen after rule 12's
    variation) or float-order=rule24 (rule 24 as worded); English Schools:
    schools-from=N, top-until=N; both: clubs-until=N, random=SEED, no-half-byes-round2,
    no-defaults), editable later in the Event sheet's Options cell."""

    from individual.edges.cli.tiebreaks import stated_tiebreaks
    from individual.edges.workbook.actions import init_event
    from individual.edges.workbook.book import Settings, setting_cell
    from individual.standings.listed import parse as parse_tiebreaks

    rules = ruleset(options["system"])
    engine, given = rules.engine, options["tiebreaks"]
    chosen = stated_tiebreaks(given, None, parse_tiebreaks)  # None: the cell left empty,
    tiebreaks = "" if chosen is None else given if chosen else NONE  # the system's default
    british = british_options(options["british"], options["system"], engine)
    settings = Settings(options["name"] or roster.stem, options["system"], options["rounds"],
                        Colour.parse(options["lot"] or ""), tiebreaks,
                        options["estimate"], british,
                        round_dates(options["dates"], options["rounds"]))  # fmt: skip
    players = init_event(roster, event_file, settings, force)
    click.echo(f"{event_file}: {len(players)} players, {settings.rounds} rounds, {settings.system}")
    if unrated := sum(1 for p in players if not p.player.rating):
        click.echo(
            f"{unrated} unrated player{'s' * (unrated > 1)}: paired at a rating estimate (A.1), "
            f"{settings.estimate} unless the roster gives one (--estimate; the Players sheet's "
            "Estimate column)"
        )
    cell = setting_cell("Event")
    if (hint := named_after_file(settings.name, roster, options["name"], cell)) is not None:
        click.echo(hint)
    click.echo(
        next_step(
            "swiss", event_file, settings.lot, setting_cell("Lot"), "player 1's colour in round 1"
        )
    )


def british_options(words: str, system: str, engine: str) -> BritishOptions:
    """``--options``: the words of an ``XXO`` record for the system's engine (see
    ``individual.edges.trf.british``); none for a system without options."""
    from individual.edges.trf.british import BritishOptions, parse_options

    if not words.strip():
        return BritishOptions()
    if SYSTEMS[engine].options is None:
        british = " and ".join(sorted(e for e, s in SYSTEMS.items() if s.options is not None))
        message = f"the system {system} has no options (only {british} have)"
        raise click.BadParameter(message, param_hint="--options")

    def locate(message: str, column: int) -> InputError:
        return InputError(f"{message} (character {column})")

    try:
        return parse_options(words, locate, engine)
    except InputErrors as errors:
        message = "; ".join(error.message for error in errors.errors)
        raise click.BadParameter(message, param_hint="--options") from None


@click.command("standings")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@TIEBREAKS_OPTION
@CSV_OPTION
def standings_command(event_file: Path, tiebreaks: str | None, as_csv: bool) -> None:
    """Print the standings of EVENT.xlsx: points, the event's tie-breaks (the Event
    sheet's, else the system's default, as its rules say), the Players sheet's lots."""
    from individual.edges.cli.tiebreaks import option_tiebreaks
    from individual.edges.workbook.book import open_book
    from individual.standings.listed import parse as parse_tiebreaks

    chosen = option_tiebreaks(tiebreaks, parse_tiebreaks) if tiebreaks is not None else None
    book = open_book(event_file)
    chosen = book.ranked_by if chosen is None else chosen
    played, planned = len(book.rounds), book.settings.rounds
    title = f"{book.settings.name}: standings after round {played} of {planned}"
    if missing := _missing(book):
        title = f"{book.settings.name}: provisional after round {played} of {planned} "
        title += f"({'; '.join(missing)})"
    elif not played:
        title = f"{book.settings.name}: starting list, no round played ({planned} planned)"
    name_of = {p.number: p.player.name for p in book.players}
    print_standings(title, published_event(book), chosen, book.lots(), name_of, as_csv)


def print_standings(
    title: str,
    event: SwissEvent,
    tiebreaks: Sequence[str],
    lots: Mapping[int, int],
    name_of: Mapping[int, str],
    as_csv: bool,
) -> None:
    """The standings as text (``title``, then the table) or, ``as_csv``, as CSV."""
    from individual.edges.cli.table import standings_lines
    from individual.edges.cli.tiebreaks import dropped_note, standings_csv
    from individual.standings.listed import ranked
    from individual.vocabulary.figures import csv_value
    from individual.vocabulary.headers import NUMBER, PLAYER, POINTS, RANK, headers

    found = ranked(event, tiebreaks, lots)
    names, rows = found.columns, found.rows
    if found.dropped:
        click.echo(dropped_note(found.dropped), err=True)
    if as_csv:
        header = [*headers((RANK, NUMBER, PLAYER, POINTS)), *names]
        body: list[list[str | int | float | Fraction | None]] = [
            [r.place, r.number, name_of[r.number], r.points,
             *(csv_value(a, v, found.dropped) for a, v in zip(names, r.values, strict=True))]
            for r in rows
        ]  # fmt: skip
        click.echo(standings_csv(header, body), nl=False)
        return
    for line in standings_lines(title, names, rows, name_of, found.dropped):
        click.echo(line)


def _missing(book: SwissBook) -> list[str]:
    """What the standings lack: results not typed in the last round, and games typed ``*``
    (unfinished: a draw for pairing, F.9, nothing in the points) in any round."""
    from individual.vocabulary.result import GameScore

    said = []
    if book.missing:
        count = len(book.missing)
        said.append(f"{count} result{'s' * (count != 1)} missing in 'Round {len(book.rounds)}'")
    for rnd in book.rounds:
        boards = [str(i) for i, g in enumerate(rnd.games, 1) if g.score is GameScore.UNFINISHED]
        if boards:
            games = f"{len(boards)} game{'s' * (len(boards) != 1)} unfinished (*)"
            said.append(f"{games} in 'Round {rnd.number}': board {', '.join(boards)}")
    return said


def published_event(book: SwissBook) -> SwissEvent:
    """The event with the published ratings: an unrated player unrated, not at the
    arbiter's estimate (FIDE Swiss A.1: the estimate is for pairing), so ARO and TPR
    leave the games against them out (FIDE Rating Regulations 8.1)."""
    from dataclasses import replace

    from individual.swiss.model import Entrant

    entrants = tuple(Entrant(p.number, p.player) for p in book.players)
    return replace(book.event(), entrants=entrants)


@click.command("explain")
@click.argument("event_file", metavar="EVENT", type=_FILE)
@EXPLAIN_ROUND
@click.option(
    "--system",
    cls=SystemOption,
    default=None,
    help="Default: the workbook's own; a TRF's, the one its record 192 "
    f"names, else {NEW_EVENT_SYSTEM}.",
)
@LOT_OPTION
def explain_command(event_file: Path, number: int, system: str | None, lot: str | None) -> None:
    """Pair round N again as the event stood before it (the players in it, as 'swiss
    check' replays it) and print the decisions, article by article; say whether the
    stored round is what the engine gives now. Writes nothing."""
    from individual.edges.workbook.actions import (
        SwissEventBook,
        numbers_note,
        ratings_note,
        require_round_left,
    )
    from individual.edges.workbook.book import open_book
    from individual.edges.workbook.eventbook import explain

    chosen = ruleset(system) if system else None  # an unknown --system refused first
    book = open_book(event_file, system)  # its requests refused if --system cannot take them
    require_paired(number, len(book.rounds))
    if number > len(book.rounds):
        require_round_left(book, event_file)
    chosen = book.settings.paired_by(chosen)
    if number <= len(book.rounds):  # the system that paired it, as the Log records
        chosen = _explained_under(SwissEventBook(book, event_file, chosen), number, system)
    explained = explain(SwissEventBook(book, event_file, chosen), number, Colour.parse(lot or ""))
    if explained.lot:  # what the replay assumed: its report, on stdout, as check's notes
        click.echo(f"note: {explained.lot}")
    noted = ratings_note if system_of(chosen).graded else numbers_note  # what it pairs by
    if number <= len(book.rounds) and (note := noted(book, number)):
        click.echo(f"note: {note[0]}")
    show(explained.pairing, explained.stored, number)


def _explained_under(book: SwissEventBook, number: int, given: str | None) -> SwissRuleset:
    """The ruleset round ``number`` (paired) is explained under: ``given`` (``--system``),
    else the one the Log records paired it, else the System cell's; said when it is not
    the System cell's (``judged_under``)."""
    from individual.edges.workbook.actions import settings_notes
    from individual.edges.workbook.log import judged_under

    paired = book.systems_paired()
    under, notes = judged_under(paired, [number], book.system_cell(), given, "explained")
    for said in [*notes, *settings_notes(book.book, [number], "explained", under)]:
        click.echo(f"note: {said}")
    return book.ruleset_named(under[number])


def show(pairing: SwissPairing, stored: SwissRound | None, number: int) -> None:
    """``explain``: what the round was asked beyond the games, as the engine took it
    (``Trail.asked``: the virtual points of acceleration, C.04.7, and the forbidden pairs),
    the decisions of ``pairing`` (round ``number``), then whether the stored round
    (``None``: not paired yet) is what the engine gives now, and where it differs."""
    for line in [*pairing.trail.asked_lines(), *pairing.trail.lines()]:
        click.echo(line)
    if stored is None:
        click.echo(f"Round {number} is not paired yet: this is what 'swiss pair' would give.")
        return
    differences = round_differences(stored, pairing.to_round())
    if not differences:
        click.echo(f"Round {number} as stored is what the engine gives now.")
        return
    click.echo(f"Round {number} as stored differs from what the engine gives now:")
    for line in differences:
        click.echo(f"  {line}")


def round_differences(stored: SwissRound, engine: SwissRound) -> list[str]:
    """Where a stored round and the engine's differ: colours, games, the bye."""
    theirs = {frozenset((g.white, g.black)): g for g in engine.games}
    lines: list[str] = []
    for board, game in enumerate(stored.games, start=1):
        other = theirs.pop(frozenset((game.white, game.black)), None)
        if other is None:
            lines.append(f"board {board}: stored {game.white} v {game.black}, not the engine's")
        elif other.white != game.white:
            lines.append(
                f"board {board}: stored {game.white} v {game.black}, "
                f"the engine {other.white} v {other.black}"
            )
    lines += [f"the engine: {g.white} v {g.black}, not stored" for g in theirs.values()]
    if stored.bye != engine.bye:
        lines.append(f"the bye: stored {stored.bye or 'none'}, the engine {engine.bye or 'none'}")
    return lines


@click.command("export-trf")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@click.argument("output", metavar="OUT.trf", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--allow-unfinished",
    is_flag=True,
    help="Write games without a result with a blank result instead of refusing.",
)
@click.option("--force", is_flag=True, help="Replace OUT.trf even if it is not a TRF file.")
def export_trf_command(event_file: Path, output: Path, allow_unfinished: bool, force: bool) -> None:
    """Write EVENT.xlsx as TRF (records 192 the system, 202 the tie-breaks, 142, XXR, the
    lot as XXC and 152 when it is set, player records 001) for other pairing
    programs, players numbered by the initial ranking; the requested byes already known
    (the next round's in its column, later ones in records 240); for a British system also
    the clubs and schools (XXK, XXS), for English Schools the top players (XXT) and the
    Event sheet's options that differ from the defaults (XXO), as 'swiss pair --system'
    reads them. Refuses games without a result unless --allow-unfinished. Prints what it
    wrote and anything another program may read differently."""
    from individual.edges.files import check_output, write_text_atomically
    from individual.edges.trf.write import (
        exchange_notes,
        paired_while_unfinished,
        written_said,
    )
    from individual.edges.workbook.actions import (
        SwissEventBook,
        paired_under_another_system,
        paired_with_other_numbers,
        settings_not_exported,
    )
    from individual.edges.workbook.book import open_book
    from individual.edges.workbook.eventbook import unfinished_as_logged

    if output.resolve() == event_file.resolve():
        raise click.BadParameter("write the TRF to a .trf file", param_hint="OUT.trf")
    check_output(output, "TRF", force)
    book = open_book(event_file)
    system = system_of(book.settings.ruleset)
    if TOP in system.reads:
        book.check_top_players(str(event_file))
    # the Lot cell as round 1 was paired: another, changed since, is refused (lot_cell)
    SwissEventBook(book, event_file, book.settings.ruleset).lot_cell(book.event())
    text = book.export_trf(system, allow_unfinished=allow_unfinished)
    if not output.parent.is_dir():
        raise click.BadParameter(f"no folder {output.parent}", param_hint="OUT.trf")
    write_text_atomically(output, text)
    planned = book.settings.rounds
    click.echo(written_said(output, (len(book.players), "player"), (len(book.rounds), planned),
                            text))  # fmt: skip
    estimated = {p.player.name: p.paired_as.rating or 0 for p in book.players
                 if p.paired_as.rating != p.player.rating}  # fmt: skip
    notes = exchange_notes(book.event(), book.upcoming(), allow_unfinished=allow_unfinished,
                           system=book.settings.system, estimated=estimated)  # fmt: skip
    notes += paired_while_unfinished(unfinished_as_logged(book.workbook, len(book.rounds)))
    notes += [said] if (said := paired_with_other_numbers(book)) else []
    notes += [said] if (said := paired_under_another_system(book)) else []
    notes += settings_not_exported(book)
    for note in notes:
        click.echo(note)


@click.command("bulletin")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@click.argument("outdir", metavar="OUTDIR", type=click.Path(file_okay=False, path_type=Path))
def bulletin_command(event_file: Path, outdir: Path) -> None:
    """Write the HTML bulletin of EVENT.xlsx into OUTDIR (phones and A4): pairings,
    standings with tie-breaks, crosstable, a page per player."""
    from individual.edges.bulletin.swiss import render_swiss_bulletin
    from individual.edges.workbook.book import open_book

    book = open_book(event_file)
    chosen = book.ranked_by
    published = {p.number: p.player for p in book.players}
    settings = book.settings
    written = render_swiss_bulletin(book.event(), outdir, chosen, book.lots(), published,
                                    settings.dates, settings.ruleset.title)  # fmt: skip
    click.echo(f"{len(written)} files written; open {outdir / 'index.html'}")
