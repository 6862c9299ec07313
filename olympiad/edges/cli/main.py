"""The ``olympiad`` command: thin click commands over the TRF edge and the team engine.

Commands read their file and write to stdout/stderr only. The group is the project's one
error boundary (``individual.edges.cli.errors.CommandGroup``): a ``PairingSystemError``
prints its message on stderr and exits with the error's ``exit_code`` (2 for input
errors, 3 for a round that cannot be paired). Each command's module is imported when the
command is named (``individual.edges.cli.lazy``): ``olympiad pair EVENT.trf`` loads the TRF
reader, the engine and this module, not the workbook, bulletin or check commands.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click

from individual.edges.cli.errors import CommandGroup
from individual.edges.cli.hints import CSV_OPTION, HELP_OPTIONS, PACKAGE, TIEBREAKS_OPTION
from individual.edges.cli.lazy import LazyCommands
from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import (
    TeamRulesets,
    edition_articles,
    lot_needed,
    lot_option,
    read_trf,
    system_option,
    trf_lot_noted,
    trf_rules_note,
    with_variant,
)
from olympiad.fideteam.ruleset import COLOUR_MODELS, SCORINGS

_EVENT_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


def _pair() -> click.Command:
    from individual.edges.cli.suffix import by_suffix
    from olympiad.edges.cli.workbook_side import pair_command

    return by_suffix(pair, pair_command)


def _standings() -> click.Command:
    from individual.edges.cli.suffix import by_suffix
    from olympiad.edges.cli.workbook_side import standings_command as workbook_standings

    return by_suffix(standings_command, workbook_standings)


def _bulletin() -> click.Command:
    from olympiad.edges.cli.bulletin import bulletin

    return bulletin


def _explain() -> click.Command:
    from olympiad.edges.cli.explain import explain_command

    return explain_command


def _check() -> click.Command:
    from olympiad.edges.cli.check import check_command

    return check_command


def _workbook(name: str) -> Callable[[], click.Command]:
    """The loader of ``olympiad.edges.cli.workbook``'s command ``name``."""

    def load() -> click.Command:
        from olympiad.edges.cli import workbook

        command: click.Command = getattr(workbook, name)
        return command

    return load


def _generate() -> click.Command:
    from olympiad.edges.cli.generate import generate

    return generate


def _versions() -> click.Command:
    from individual.edges.cli.versions import versions_command

    return versions_command("olympiad")


@click.group(
    cls=CommandGroup,
    commands=LazyCommands(
        {
            "bulletin": _bulletin,
            "check": _check,
            "pair": _pair,
            "standings": _standings,
            "init": _workbook("init_command"),
            "explain": _explain,
            "export-trf": _workbook("export_trf_command"),
            "demo": _workbook("demo_command"),
            "versions": _versions,
            "generate": _generate,
        }
    ),
    context_settings=HELP_OPTIONS,
    read_only=("standings", "check", "explain", "bulletin", "export-trf", "versions"),
)
@click.version_option(package_name=PACKAGE, prog_name="olympiad")
def main() -> None:
    """Pairings and standings for Olympiad-style team events (FIDE Olympiad Pairing Rules)."""


@click.command()
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@click.option("--explain", is_flag=True, help="Print the decisions, article by article, on stderr.")
@click.option(
    "--colours",
    type=click.Choice(COLOUR_MODELS),
    help="fide-team-2026: colour preferences (C.04.6 1.7); default the file's record 192, "
    "else typea.",
)
@click.option(
    "--scoring",
    type=click.Choice(SCORINGS),
    help="fide-team-2026: primary score, then the secondary one used for colours (C.04.6 "
    "1.2); default the file's record 192, else mp-gp.",
)
@click.option(
    "--absent",
    type=int,
    multiple=True,
    metavar="N",
    help=f"Team N is not paired ({edition_articles('45')}).",
)
@lot_option()
@system_option(
    "Regulation edition (default: the one the file's record 192 names, FIDE_TEAM_... "
    "for fide-team-2026, OLYMPIAD_2022 for olympiad-2022; else olympiad-2012).",
    type=TeamRulesets(),
)
def pair(
    event_file: Path,
    explain: bool,
    colours: str | None,
    scoring: str | None,
    absent: tuple[int, ...],
    lot: str | None,
    ruleset: str | None,
) -> None:
    """Pair the next round of EVENT.trf and print it in the engine exchange format. Refused
    when every round the file plans (record 142 or XXR) is paired."""
    from olympiad.edges.trf.read import format_pairing, option_given
    from rulesets.systems import pair_team_round as pair_round

    trf = read_trf(event_file)
    trf.require_round_left(str(event_file))
    trf_rules_note(event_file, trf, ruleset)
    event = with_variant(trf.event, ruleset, trf.system, colours, scoring)
    unknown = sorted(set(absent) - {t.number for t in trf.event.teams})
    if unknown:
        raise click.BadParameter(f"no team {', '.join(map(str, unknown))}", param_hint="--absent")
    given, over = option_given(event_file, trf, Colour.parse(lot or ""))
    if over:
        click.echo(f"note: {over}", err=True)
    colour = given or trf_lot_noted(trf, event)
    left_out = trf.absent | frozenset(absent)
    with lot_needed(event_file, ", or pair with --lot"):
        pairing = pair_round(event, absent=left_out, lot=colour)
    click.echo(format_pairing(pairing), nl=False)
    if explain:
        for line in pairing.trail.lines():
            click.echo(line, err=True)


@click.command(name="standings")
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@system_option(
    "Regulation edition: its scores and default tie-breaks (a TRF file: default the one "
    "record 192 names, else olympiad-2012; a workbook keeps the one 'olympiad init "
    "--system' wrote in its Event sheet).",
    type=TeamRulesets(),
    default=None,
)
@TIEBREAKS_OPTION
@CSV_OPTION
def standings_command(
    event_file: Path, ruleset: str | None, tiebreaks: str | None, as_csv: bool
) -> None:
    """Print the standings of EVENT.trf: MP (a C.04.6 variant's scores), then the
    tie-breaks its record 202 (else 212) names, else the ruleset's (olympiad-2012 art. 14);
    record 192 names the ruleset unless --system does (then that ruleset's tie-breaks)."""
    from individual.edges.cli.tiebreaks import stated_tiebreaks
    from olympiad.edges.cli.table import standings_text
    from olympiad.edges.tiebreaks import parse_tiebreaks, with_tiebreaks

    own = event_file if ruleset is None else None  # another ruleset: its own list
    chosen = stated_tiebreaks(tiebreaks, own, parse_tiebreaks)
    trf = read_trf(event_file)
    trf_rules_note(event_file, trf, ruleset)
    event = with_variant(trf.event, ruleset, trf.system, None, None)
    for line in standings_text(with_tiebreaks(event, chosen), as_csv):
        click.echo(line)
