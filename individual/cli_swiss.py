"""The ``swiss`` workbook commands: ``init``, ``pair EVENT.xlsx`` (``pair EVENT.trf`` goes
to the TRF command as before), ``standings``, ``export-trf``. Registered on the ``swiss``
group by ``individual.cli``. ``--system`` names a ruleset of ``rulesets.SWISS_RULESETS``.
"""

from __future__ import annotations

import copy
from fractions import Fraction
from pathlib import Path
from typing import Any

import click

from individual.bulletin_swiss import render_swiss_bulletin
from individual.cli_errors import run_or_exit
from individual.colour import Colour
from individual.files import write_text_atomically
from individual.result import format_points
from individual.swiss_ruleset import SwissRuleset
from individual.swiss_standings import standings
from individual.swiss_tiebreaks import parse_tiebreaks
from individual.trf_write import format_swiss_trf
from individual.workbook_log import LogEntry
from individual.workbook_swiss import DEFAULT_TIEBREAKS, Settings, open_book
from individual.workbook_swiss_actions import WORKBOOK_ENGINES, init_event, pair_event, record
from rulesets import SWISS_RULESETS

_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)
_LOTS = {"white": Colour.WHITE, "black": Colour.BLACK}
WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")
SYSTEM_HELP = f"Pairing system, from the rulesets registry: {', '.join(SWISS_RULESETS)}."


def ruleset(system: str) -> SwissRuleset:
    """The ruleset ``--system`` names, looked up in the registry."""
    if system not in SWISS_RULESETS:
        choices = ", ".join(sorted(SWISS_RULESETS))
        raise click.BadParameter(f"{system!r} (choose from {choices})", param_hint="--system")
    return SWISS_RULESETS[system]


@click.command("init")
@click.argument("roster", metavar="ROSTER.xlsx", type=_FILE)
@click.argument("event_file", metavar="EVENT.xlsx", type=click.Path(path_type=Path))
@click.option("--system", default="fide-1998", show_default=True, help=SYSTEM_HELP)
@click.option("--name", help="Event name (default: the roster's file name).")
@click.option("--rounds", type=click.IntRange(1, 99), default=9, show_default=True)
@click.option("--lot", type=click.Choice(["white", "black"]), help="Round-1 colour of #1.")
@click.option("--tiebreaks", default=DEFAULT_TIEBREAKS, show_default=True,
              help="FIDE acronyms after F.10: BH BH/C1 BH/C2 BH/M1 SB DE WIN ARO TPR.")  # fmt: skip
@click.option("--estimate", type=click.IntRange(0, 3500), default=1000, show_default=True,
              help="Rating estimate for unrated players without one (A.1).")  # fmt: skip
@click.option("--force", is_flag=True, help="Replace EVENT.xlsx if it exists (kept as .prev).")
def init_command(roster: Path, event_file: Path, force: bool, **options: Any) -> None:
    """Create the event workbook EVENT.xlsx from a player roster (.xlsx or .csv)."""
    engine = ruleset(options["system"]).engine
    if engine not in WORKBOOK_ENGINES:
        message = f"the workbook cannot pair with the {engine} engine yet (only with TRF files)"
        raise click.BadParameter(message, param_hint="--system")
    check_tiebreaks(options["tiebreaks"])
    settings = Settings(options["name"] or roster.stem, options["system"], options["rounds"],
                        _LOTS.get(options["lot"] or ""), options["tiebreaks"],
                        options["estimate"])  # fmt: skip
    count = run_or_exit(lambda: init_event(roster, event_file, settings, force))
    click.echo(f"{event_file}: {count} players, {settings.rounds} rounds, {settings.system}")


def check_tiebreaks(text: str) -> None:
    try:
        parse_tiebreaks(text)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--tiebreaks") from None


def pair_dispatching(trf_pair: click.Command) -> click.Command:
    """``pair``: EVENT.xlsx pairs the workbook; anything else goes to ``trf_pair``."""
    again = "EVENT.xlsx: pair the last round again though it has results."
    force = click.Option(["--force"], is_flag=True, help=again)

    def callback(force: bool, **options: Any) -> None:
        ctx = click.get_current_context()
        path: Path = options["event_file"]
        if path.suffix.lower() not in WORKBOOK_SUFFIXES:
            ctx.invoke(trf_pair, **options)
            return
        if options["output"] is not None:
            raise click.BadParameter(
                "not with EVENT.xlsx (the round is written there)", param_hint="-o"
            )
        _pair_workbook(path, options, force)

    help_text = (trf_pair.help or "") + "\n\nWith EVENT.xlsx: write the next 'Round N' sheet."
    short = "Pair the next round (EVENT.xlsx or EVENT.trf)."
    params = [_renamed(param) for param in trf_pair.params] + [force]
    return click.Command("pair", callback=callback, params=params, help=help_text, short_help=short)


def _renamed(param: click.Parameter) -> click.Parameter:
    """The TRF command's file argument shown as EVENT.xlsx|EVENT.trf (a copy: the TRF
    command itself is left as it is)."""
    if not isinstance(param, click.Argument):
        return param
    shown = copy.copy(param)
    shown.metavar = "EVENT.xlsx|EVENT.trf"
    return shown


def _pair_workbook(path: Path, options: dict[str, Any], force: bool) -> None:
    book = run_or_exit(lambda: open_book(path))
    system = options["system"]
    source = click.get_current_context().get_parameter_source("system")
    default = source is None or source.name == "DEFAULT"
    chosen = ruleset(book.settings.system if default else system)
    lot = _LOTS.get(options["lot"] or "")
    absent = frozenset(options["absent"])
    pairing, rnd, repaired = run_or_exit(lambda: pair_event(path, chosen, absent, force, lot))
    verb = "paired again" if repaired else "paired"
    click.echo(f"round {rnd.number} {verb}: {len(rnd.games)} games; sheet 'Round {rnd.number}'")
    if options["explain"]:
        for line in pairing.trail.lines():
            click.echo(line, err=True)


@click.command("standings")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@click.option("--tiebreaks", help="Acronyms instead of the event's (e.g. 'BH/C1 SB DE').")
def standings_command(event_file: Path, tiebreaks: str | None) -> None:
    """Print the standings of EVENT.xlsx: points, the event's tie-breaks, F.10 lots."""
    if tiebreaks is not None:
        check_tiebreaks(tiebreaks)
    book = run_or_exit(lambda: open_book(event_file))
    chosen = parse_tiebreaks(tiebreaks or book.settings.tiebreaks)
    names, rows = standings(book.event(), chosen, book.lots())
    click.echo("\t".join(("Place", "No.", "Name", "Pts", *names)))
    for row in rows:
        values = (format_value(v) for v in row.values)
        name = book.row(row.number).player.name
        click.echo(
            "\t".join((str(row.place), str(row.number), name, format_points(row.points), *values))
        )


@click.command("export-trf")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@click.argument("output", metavar="OUT.trf", type=click.Path(dir_okay=False, path_type=Path))
def export_trf_command(event_file: Path, output: Path) -> None:
    """Write EVENT.xlsx as TRF (player records 001, XXR, XXC) for other pairing programs."""
    book = run_or_exit(lambda: open_book(event_file))
    text = format_swiss_trf(book.export_event(), book.settings.lot)
    if not output.parent.is_dir():
        raise click.BadParameter(f"no folder {output.parent}", param_hint="OUT.trf")
    write_text_atomically(output, text)
    what = f"exported to {output.name}: {len(book.rounds)} rounds"
    run_or_exit(lambda: record(event_file, LogEntry("export", None, what)))
    click.echo(f"{output}: {len(book.players)} players, {len(book.rounds)} rounds")


def format_value(value: Fraction) -> str:
    return format_points(value) if value.denominator in (1, 2) else f"{float(value):.2f}"


@click.command("bulletin")
@click.argument("event_file", metavar="EVENT.xlsx", type=_FILE)
@click.argument("outdir", metavar="OUTDIR", type=click.Path(file_okay=False, path_type=Path))
def bulletin_command(event_file: Path, outdir: Path) -> None:
    """Write the HTML bulletin of EVENT.xlsx into OUTDIR (phones and A4): pairings,
    standings with tie-breaks, crosstable, a page per player."""
    book = run_or_exit(lambda: open_book(event_file))
    chosen = parse_tiebreaks(book.settings.tiebreaks)
    written = render_swiss_bulletin(book.event(), outdir, chosen, book.lots())
    what = f"bulletin in {outdir}: {len(written)} files"
    run_or_exit(lambda: record(event_file, LogEntry("bulletin", len(book.rounds) or None, what)))
    click.echo(f"{len(written)} files written; open {outdir / 'index.html'}")
