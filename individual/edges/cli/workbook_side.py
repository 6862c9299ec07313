"""The workbook side of ``swiss pair`` and ``swiss check`` (joined to their TRF side by the
file's suffix), ``--system`` (also a new event's, ``init`` and ``generate``) and the report
of a check: what the TRF commands need of the
workbook, kept apart from the workbook's own commands (``individual.edges.cli.workbook``:
init, standings, explain, export-trf, bulletin) so that ``swiss pair EVENT.trf`` builds its
command without loading those commands and the standings they import (issue 29: one Dutch
round is a whole process), as ``olympiad.edges.cli.workbook_side`` is for ``olympiad``. The
workbook itself (``individual.edges.workbook``) is read only when one is named."""

from __future__ import annotations

import copy
import inspect
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from individual.edges.cli.hints import FORCE_HELP, Decorator, Systems
from individual.edges.cli.suffix import by_suffix
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import WORDS, Colour
from individual.vocabulary.figures import plural
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import (
    INDIVIDUAL,
    OPTIONS,
    SYSTEMS,
    TOP,
    registered,
    ruleset_names,
    system_of,
    unregistered,
)
from rulesets.trf_codes import DEFAULTS

if TYPE_CHECKING:
    from individual.check.fide import Finding
    from individual.edges.workbook.actions import SwissEventBook
    from individual.swiss.model import SwissEvent


def _described(rules: SwissRuleset) -> str:
    reads = SYSTEMS[rules.engine].summary
    return f"{rules.name} ({rules.title}{'; ' + reads if reads else ''})"


def system_help(generating: bool = False) -> str:
    """``--system``'s help: the rulesets the one registry offers (``ruleset_names``, as
    ``Systems`` offers them; ``generating``: those whose system generates events), each
    with what its system reads."""
    rules = (SWISS_RULESETS[name] for name in ruleset_names(INDIVIDUAL, generating))
    return "Pairing system: " + "; ".join(map(_described, rules)) + "."


class SystemOption(click.Option):
    """``--system`` of the ``swiss`` commands: its help is ``system_help`` read when the
    help is shown (a system registered after the command line was loaded is listed), then
    the option's own words (``help=``, its default)."""

    def __init__(self, *args: Any, generating: bool = False, **kwargs: Any) -> None:
        self.generating = generating
        super().__init__(*args, **kwargs)

    @property
    def help(self) -> str:
        return f"{system_help(self.generating)} {self.own_help}"

    @help.setter
    def help(self, text: str | None) -> None:
        """Set by ``click.Option``: the option's own words."""
        self.own_help = text or ""


NEW_EVENT_SYSTEM = DEFAULTS[False][0]

LOT_OPTION = click.option(
    "--lot",
    type=click.Choice(WORDS),
    help="Round-1 colour of #1 (after round 1, only the lot it was paired under; a TRF "
    "stating its lot, XXC or 152: only that one).",
)
"""``--lot`` of ``pair``, ``check`` and ``explain``, a TRF's and a workbook's."""
"""The system of a new event (``init``, ``generate``) when ``--system`` names none: the
one a TRF naming none is read under (``rulesets.trf_codes.DEFAULTS``), the FIDE (Dutch)
System of 2026."""


def new_event_option(generating: bool = False) -> Decorator:
    """``--system`` of ``init`` and (``generating``) ``generate``: the system a new event is
    paired by, one the registry offers (``Systems``)."""
    return click.option(
        "--system",
        cls=SystemOption,
        generating=generating,
        type=Systems(INDIVIDUAL, generating),
        metavar="NAME",  # the help names every choice, with what it is
        default=NEW_EVENT_SYSTEM,
        show_default=True,
        help=f"Default {NEW_EVENT_SYSTEM}: the FIDE (Dutch) System (C.04.3, "
        "from 1 February 2026), the one Swiss system a FIDE-rated individual event may use "
        "today.",
    )


def ruleset(system: str) -> SwissRuleset:
    """The ruleset ``--system`` names (or a TRF's record 192): one whose individual system
    the one registry holds (``rulesets.systems.registered``), else refused in the
    registry's words (``unregistered``, what ``Systems`` offers). Not for a name read with a
    workbook, refused on reading naming its cell (``SwissEventBook.ruleset_named``;
    tests/architecture/test_system_option_refusal.py)."""
    known = registered(system, INDIVIDUAL)
    if known is None:
        raise click.BadParameter(unregistered(system, INDIVIDUAL), param_hint="--system")
    return known


WorkbookAction = Callable[[Path, dict[str, Any]], None]


def dispatching(
    trf_command: click.Command,
    on_workbook: WorkbookAction,
    help_text: str,
    short: str,
    own: tuple[click.Option, ...] = (),
) -> click.Command:
    """A command taking the TRF command's parameters (and ``own`` ones for workbooks
    only, refused for a TRF file): EVENT.xlsx runs ``on_workbook(path, options)``; any
    other file goes to ``trf_command`` with its own options (``by_suffix``)."""
    params = [_renamed(param) for param in trf_command.params] + list(own)

    def callback(**options: Any) -> None:
        on_workbook(options["event_file"], options)

    workbook = click.Command(trf_command.name, callback=callback, params=params)
    text = inspect.cleandoc(trf_command.help or "") + "\n\n" + help_text
    return by_suffix(trf_command, workbook, text, short)


def pair_dispatching(trf_pair: click.Command) -> click.Command:
    """``pair``: EVENT.xlsx pairs the workbook; anything else goes to ``trf_pair``."""
    again = f"EVENT.xlsx: {FORCE_HELP[0].lower()}{FORCE_HELP[1:]}"
    force = click.Option(["--force"], is_flag=True, help=again)
    return dispatching(
        trf_pair,
        _pair_workbook,
        "With EVENT.xlsx: write the next 'Round N' sheet.",
        "Pair the next round (EVENT.xlsx or EVENT.trf).",
        (force,),
    )


def check_dispatching(trf_check: click.Command) -> click.Command:
    """``check``: EVENT.xlsx replays the workbook's rounds; anything else goes to
    ``trf_check``."""
    from individual.edges.cli.hints import CHECK_EXIT

    return dispatching(
        trf_check,
        _check_workbook,
        "With EVENT.xlsx: the rounds of its 'Round N' sheets, with its players' clubs, "
        "schools, top players and requested byes for the British systems.\n\n" + CHECK_EXIT,
        "Report pairings the rules would not have made (EVENT.xlsx or EVENT.trf).",
    )


def _renamed(param: click.Parameter) -> click.Parameter:
    """The TRF command's file argument shown as EVENT.xlsx|EVENT.trf (a copy: the TRF
    command itself is left as it is)."""
    if not isinstance(param, click.Argument):
        return param
    shown = copy.copy(param)
    shown.metavar = "EVENT.xlsx|EVENT.trf"
    return shown


def _given_system(options: dict[str, Any]) -> str | None:
    """``--system`` when given, else ``None`` (the system the workbook was made for)."""
    source = click.get_current_context().get_parameter_source("system")
    default = source is None or source.name == "DEFAULT"
    return None if default else str(options["system"])


def _event_book(path: Path, options: dict[str, Any]) -> SwissEventBook:
    """The workbook at ``path`` read once, paired by ``--system`` when given (its requests
    refused when that system does not take them), else by the system it was made for
    (``Settings.paired_by``: its System cell's, refused naming the cell)."""
    from individual.edges.workbook.actions import SwissEventBook
    from individual.edges.workbook.book import open_book

    given = _given_system(options)
    chosen = ruleset(given) if given else None  # an unknown --system refused first
    book = open_book(path, given)
    named = chosen is not None and chosen.name != book.settings.system
    return SwissEventBook(book, path, book.settings.paired_by(chosen), named)


def _pair_workbook(path: Path, options: dict[str, Any]) -> None:
    from individual.edges.workbook.actions import pair_event
    from individual.edges.workbook.log import RATING, LogEntry

    if options["output"] is not None:
        raise click.BadParameter(
            "not with EVENT.xlsx (the round is written there)", param_hint="-o"
        )
    book = _event_book(path, options)
    lot = Colour.parse(options["lot"] or "")
    absent = frozenset(options["absent"])
    force = bool(options["force"])
    written = pair_event(book, absent, force, lot)
    rnd = written.round
    for warning in written.warnings:
        click.echo(f"warning: {warning} (recorded in the Log)", err=True)
    for change in written.changes:  # a corrected rating (a manual change is logged only)
        if isinstance(change, LogEntry) and change.action == RATING:
            click.echo(f"{change.what} (recorded in the Log)")
    if written.renumbered:  # the sentence of the Log, its article the system's
        click.echo(book.renumbering(written.renumbered) + " (recorded in the Log)")
    verb = "paired again" if written.repaired else "paired"
    click.echo(f"round {rnd.number} {verb}: {len(rnd.games)} games; sheet 'Round {rnd.number}'")
    if written.withdrawn:
        click.echo(written.withdrawn)
    if written.lot:
        click.echo(f"{written.lot} (recorded in the Log)")
    if options["explain"]:
        settings = book.book.settings
        if settings.options.words and OPTIONS in system_of(book.ruleset).reads:
            click.echo(f"[Options] in effect (Event sheet): {settings.options.text}", err=True)
        for line in written.pairing.trail.lines():
            click.echo(line, err=True)


def _check_workbook(path: Path, options: dict[str, Any]) -> None:
    """Replay the workbook's rounds as ``check EVENT.trf`` does, the system given the
    workbook's clubs, schools, top players, requested byes and options; each round judged
    under the system that paired it, as the Log records (``judged_under``: ``--system``
    when given, the System cell's for a round the Log does not say), and as it was paired
    (``events_as_paired``): with the games of earlier rounds then unfinished as draws, and
    the ratings and pairing numbers then, which a correction since changed only for the
    rounds after (a round whose numbers then, or for a system ranking by the ratings
    themselves the ratings then, the workbook does not record is judged on the absolute
    criteria only)."""
    from individual.check.replay import by_system
    from individual.edges.workbook.actions import numbers_note, ratings_note, settings_notes
    from individual.edges.workbook.eventbook import (
        events_as_paired,
        option_lot,
        unfinished_as_logged,
    )
    from individual.edges.workbook.log import judged_under, unrecorded_notes

    book = _event_book(path, options)
    rounds = range(1, book.paired + 1)
    given = book.ruleset.name if _given_system(options) else None
    under, notes = judged_under(book.systems_paired(), rounds, book.system_cell(), given)
    notes += settings_notes(book.book, rounds, under=under)
    notes += unrecorded_notes(book.book.log, ratings=True)
    first = replace(book, ruleset=book.ruleset_named(under[1])) if rounds else book
    given_lot = option_lot(first, Colour.parse(options["lot"] or ""))
    if rounds and not given_lot:  # the lot read back as the system of round 1 reads it
        notes.append(first.workbook_lot(first.event())[1])
    for said in filter(None, notes):
        click.echo(f"note: {said}")
    as_paired = events_as_paired(book)
    if TOP in system_of(book.ruleset).reads:  # the Top column checked, rounds or none
        book.book.check_top_players(str(path))
    findings = by_system(
        under, lambda name: _judged(book, book.ruleset_named(name), given_lot, as_paired)
    )
    logged = unfinished_as_logged(book.workbook, book.paired)
    unjudged = set()
    for number in as_paired:
        if count := len(logged.get(number, ())):
            games = plural(count, "game")
            click.echo(
                f"note: round {number} is judged as it was paired, with {games} of earlier "
                "rounds unfinished (*) as draws (F.9), as the Log records"
            )
        # the record its system pairs by: the ratings (British grades), else the numbers
        graded = system_of(book.ruleset_named(under[number])).graded
        note = (ratings_note if graded else numbers_note)(book.book, number)
        if note is None:
            continue
        said, recorded = note
        if not recorded:
            unjudged.add(number)
            said += (
                f"; it cannot be judged against {under[number]} (only the absolute criteria are)"
            )
        click.echo(f"note: {said}")
    findings = [f for f in findings if f.absolute or f.round not in unjudged]
    report_findings(findings, book.paired, _systems_said(under, book.ruleset.name))


def _judged(
    book: SwissEventBook,
    chosen: SwissRuleset,
    given: Colour | None,
    as_paired: dict[int, SwissEvent],
) -> list[Finding]:
    """The findings of the rounds of ``book`` replayed under ``chosen``, under the lot
    ``given`` (``--lot``, as ``option_lot`` takes it), else the workbook's."""
    from individual.edges.workbook.actions import extras_of

    under = replace(book, ruleset=chosen)
    event = under.event()
    lot = given or under.workbook_lot(event)[0]
    system = system_of(chosen)
    extras = extras_of(book.book, system, str(book.path))
    return system.replay(event, chosen, extras, lot, as_paired)


def _systems_said(under: dict[int, str], event: str) -> str:
    """The system the rounds were judged under, for the count: ``fide-dutch-2026`` (the
    event's, ``event``, with no round), or each with its rounds (``sca (round 1),
    fide-dutch-2026 (rounds 2-3)``)."""
    from individual.edges.workbook.log import rounds_named

    names = list(dict.fromkeys(under.values()))
    if len(names) <= 1:
        return names[0] if names else event
    return ", ".join(
        f"{name} ({rounds_named([n for n in under if under[n] == name])})" for name in names
    )


def report_findings(
    findings: list[Finding], rounds: int, system: str, published: int | None = None
) -> None:
    """Each finding, then the count (and of the ``published`` standings' differences, when
    there are any), on stdout as the team check's report (a report kept in a file keeps
    its count); exit 1 when there is any."""
    for finding in findings:
        click.echo(str(finding))
    absolute = sum(1 for f in findings if f.absolute)
    standings = f", {published} from the published standings" if published else ""
    click.echo(
        f"{plural(rounds, 'round')} checked: {plural(absolute, 'breach', 'breaches')} of "
        f"absolute criteria, {plural(len(findings) - absolute, 'difference')} from "
        f"{system}{standings}"
    )
    if findings or published:
        sys.exit(1)
