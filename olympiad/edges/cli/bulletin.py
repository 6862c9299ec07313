"""``olympiad bulletin EVENT OUTDIR [--round N]``: write the HTML bulletin of an event.

A thin click command: read the event, cut it at the round asked for, call
``olympiad.edges.bulletin.render.render_bulletin``, say where to open the index page.

The event file is a team TRF or the workbook (``olympiad.edges.event_files``); another
command can call ``bulletin_command`` with an event of its own.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from individual.edges.trf.dates import EventDates
    from olympiad.engine.model import Event, RoundPairing

    pass


def bulletin_command(
    event: Event,
    outdir: Path,
    round_number: int | None = None,
    pairing: RoundPairing | None = None,
    dates: EventDates | None = None,
) -> list[Path]:
    """Write the bulletin and print where to open it; reusable by other commands.

    ``round_number`` makes the bulletin as it stood at that round: the rounds after it
    are left out and its pairing is the current one. Raises ``click.BadParameter`` for
    a round that is not there. ``dates``: the round dates the event file gives."""
    known = max(len(event.rounds), pairing.number if pairing else 0)
    if round_number is not None:
        if not 1 <= round_number <= known:
            rounds = f"1 to {known}" if known else "none yet"
            message = f"no round {round_number} to show (rounds paired: {rounds})"
            raise click.BadParameter(message, param_hint="--round")
        event = replace(event, rounds=event.rounds[:round_number])
        if pairing is not None and pairing.number != round_number:
            pairing = None
    from individual.edges.trf.dates import NO_DATES
    from olympiad.edges.bulletin.render import render_bulletin

    written = render_bulletin(event, outdir, pairing, dates or NO_DATES)
    index = (outdir / "index.html").resolve()
    click.echo(f"Wrote {len(written)} files to {outdir}")
    click.echo(f"Open {index.as_uri()}")
    return written


@click.command(name="bulletin")
@click.argument(
    "event_file",
    metavar="EVENT",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
)
@click.argument("outdir", metavar="OUTDIR", type=click.Path(file_okay=False, path_type=Path))
@click.option(
    "--round",
    "round_number",
    type=int,
    metavar="N",
    help="The bulletin as of round N (default: the last round paired).",
)
def bulletin(event_file: Path, outdir: Path, round_number: int | None) -> None:
    """Write the HTML bulletin of EVENT (a team TRF file) into OUTDIR: pairings, results,
    standings with the tie-breaks of its record 202 (else 212, else the ruleset's), SB
    breakdowns, team compositions, board statistics."""
    from olympiad.edges.event_files import is_workbook, read_event_lot_and_dates

    event, _, dates = read_event_lot_and_dates(event_file)
    if not is_workbook(event_file):
        from individual.edges.cli.tiebreaks import file_tiebreaks
        from olympiad.edges.cli.rules import read_trf, trf_rules_note
        from olympiad.edges.tiebreaks import parse_tiebreaks, with_tiebreaks

        workbook = f"a workbook: 'olympiad init {event_file} EVENT.xlsx --system NAME'"
        trf_rules_note(event_file, read_trf(event_file), None, workbook)
        event = with_tiebreaks(event, file_tiebreaks(event_file, parse_tiebreaks))
    bulletin_command(event, outdir, round_number, dates=dates)
