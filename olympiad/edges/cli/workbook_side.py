"""The workbook side of ``olympiad pair`` and ``olympiad standings``: the commands that
``by_suffix`` (``individual.edges.cli.suffix``) joins to their TRF side in
``olympiad.edges.cli.main``. Kept apart from the workbook's own commands
(``olympiad.edges.cli.workbook``: init, explain, export-trf, demo) so that a TRF command,
which needs these commands' parameters, does not build those (issue 16: ``olympiad pair
EVENT.trf`` is a whole process)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.edges.cli.hints import CSV_OPTION, FORCE_HELP, TIEBREAKS_OPTION
from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import edition_articles, lot_option

if TYPE_CHECKING:
    from olympiad.edges.workbook.actions import Paired
    from olympiad.edges.workbook.book import Tournament

EXISTING = click.Path(exists=True, dir_okay=False, path_type=Path)
"""An event file that must exist."""
LOT = lot_option()
"""``--lot``, of ``pair`` and ``init``."""


@click.command(name="pair")
@click.argument("event_file", metavar="EVENT", type=EXISTING)
@click.option("--explain", is_flag=True, help="Print the decisions, article by article, on stderr.")
@click.option(
    "--absent",
    type=int,
    multiple=True,
    metavar="N",
    help=f"Team N is not paired ({edition_articles('45')}).",
)
@LOT
@click.option("--force", is_flag=True, help=FORCE_HELP)
def pair_command(
    event_file: Path, explain: bool, absent: tuple[int, ...], lot: str | None, force: bool
) -> None:
    """Pair the next round of EVENT.xlsx and write its Round sheet (the results of the
    last round must be complete)."""
    from olympiad.edges.workbook.actions import pair_workbook

    colour = Colour.parse(lot or "")
    paired = pair_workbook(event_file, frozenset(absent), force, colour)
    _report_pairing(event_file, paired)
    if explain:
        for line in paired.pairing.trail.lines():
            click.echo(line, err=True)


def _report_pairing(path: Path, paired: Paired) -> None:
    from individual.edges.workbook.versions import list_versions

    for change in paired.changes:
        for line in change.lines():
            click.echo(line, err=True)
        click.echo("  (recorded in the Log)", err=True)
    for warning in paired.warnings:
        click.echo(f"warning: {warning}", err=True)
    if paired.renumbering:
        click.echo(paired.renumbering + " (recorded in the Log)")
    pairing = paired.pairing
    verb = "paired again" if paired.repaired else "paired"
    line = f"Round {pairing.number} {verb}: {len(pairing.matches)} matches"
    if pairing.bye is not None:
        line += f", bye to team {pairing.bye}"
    if pairing.absent:
        line += ", absent: " + ", ".join(map(str, sorted(pairing.absent)))
    click.echo(line)
    if paired.withdrawn:
        click.echo(paired.withdrawn)
    if paired.lot:
        click.echo(f"{paired.lot} (recorded in the Log)")
    if paired.repaired:
        click.echo(f"{paired.discarded} result cell(s) of the old round {pairing.number} discarded")
        kept = [v.number for v in list_versions(path)]
        if kept and paired.discarded:
            restore = f"olympiad versions {path} --restore {kept[-1]}"
            click.echo(f"They are kept in version {kept[-1]}: {restore}")
    click.echo(f"Written to sheet 'Round {pairing.number}' of {path}")
    click.echo(f"The previous version is {paired.previous} (olympiad versions {path})")


# ------------------------------------------------------------------ standings, explain


@click.command(name="standings")
@click.argument("event_file", metavar="EVENT", type=EXISTING)
@TIEBREAKS_OPTION
@CSV_OPTION
def standings_command(event_file: Path, tiebreaks: str | None, as_csv: bool) -> None:
    """Print the standings of EVENT.xlsx: MP, then the event's tie-breaks (its Event
    sheet's, else the ruleset's: olympiad-2012 art. 14)."""
    from individual.edges.cli.tiebreaks import stated_tiebreaks
    from olympiad.edges.cli.table import standings_text
    from olympiad.edges.tiebreaks import parse_tiebreaks, with_tiebreaks
    from olympiad.edges.workbook.book import open_tournament

    chosen = stated_tiebreaks(tiebreaks, None, parse_tiebreaks)
    _, tournament = open_tournament(event_file)
    _warn(tournament)
    for line in standings_text(with_tiebreaks(tournament.event(), chosen), as_csv):
        click.echo(line)


def _warn(tournament: Tournament) -> None:
    from olympiad.edges.workbook.changes import manual_changes

    for change in manual_changes(tournament):
        for line in change.lines():
            click.echo(line, err=True)
    for warning in tournament.warnings:
        click.echo(f"warning: {warning}", err=True)
