"""The ``olympiad`` command: thin click commands over the TRF edge and the team engine.

Commands read their file and write to stdout/stderr only. A ``PairingSystemError``
prints its message on stderr and exits with the error's ``exit_code`` (2 for input
errors, 3 for a round that cannot be paired).
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

import click

from individual.edges.cli.errors import run_or_exit as _run
from individual.vocabulary.colour import Colour
from olympiad.edges.cli import bulletin as cli_bulletin
from olympiad.edges.cli import check as cli_check
from olympiad.edges.cli import workbook as cli_workbook
from olympiad.edges.trf.read import format_pairing, read_team_trf
from olympiad.engine.model import Event
from olympiad.engine.pairing import pair_round
from olympiad.standings.table import StandingRow, standings
from rulesets.team import TEAM_RULESETS

T = TypeVar("T")
_EVENT_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)
_RULESET = click.option(
    "--ruleset",
    type=click.Choice(sorted(TEAM_RULESETS)),
    default="olympiad-2012",
    show_default=True,
    help="Regulation edition: pairing rules, article numbers and default tie-breaks.",
)


@click.group()
def main() -> None:
    """Pairings and standings for Olympiad-style team events (FIDE Olympiad Pairing Rules)."""


@main.command()
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@click.option("--explain", is_flag=True, help="Print the decisions, article by article, on stderr.")
@click.option(
    "--absent", type=int, multiple=True, metavar="N", help="Team N is not paired (art. 45)."
)
@click.option(
    "--lot",
    type=click.Choice(["white", "black"]),
    help="Board-1 colour of team 1 in round 1 (art. 21); overrides the file's XXC/152.",
)
@_RULESET
def pair(
    event_file: Path, explain: bool, absent: tuple[int, ...], lot: str | None, ruleset: str
) -> None:
    """Pair the next round of EVENT.trf and print it in the engine exchange format."""
    trf = _run(lambda: read_team_trf(event_file))
    event = with_ruleset(trf.event, ruleset)
    unknown = sorted(set(absent) - {t.number for t in trf.event.teams})
    if unknown:
        raise click.BadParameter(f"no team {', '.join(map(str, unknown))}", param_hint="--absent")
    colour = {"white": Colour.WHITE, "black": Colour.BLACK}.get(lot or "", trf.lot)
    left_out = trf.absent | frozenset(absent)
    pairing = _run(lambda: pair_round(event, absent=left_out, lot=colour))
    click.echo(format_pairing(pairing), nl=False)
    if explain:
        for line in pairing.trail.lines():
            click.echo(line, err=True)


@main.command(name="standings")
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@_RULESET
def standings_command(event_file: Path, ruleset: str) -> None:
    """Print the standings of EVENT.trf: MP, then the ruleset's tie-breaks (art. 14)."""
    trf = _run(lambda: read_team_trf(event_file))
    rows = _run(lambda: standings(with_ruleset(trf.event, ruleset)))
    for line in _table(rows):
        click.echo(line)


def with_ruleset(event: Event, name: str) -> Event:
    """``event`` under the ruleset ``name``, keeping what the file set: the number of
    boards and the match points of a win, a draw and the bye."""
    if name == event.ruleset.name:
        return event
    read = event.ruleset
    ruleset = dataclasses.replace(
        TEAM_RULESETS[name],
        boards=read.boards,
        match_points_win=read.match_points_win,
        match_points_draw=read.match_points_draw,
        bye_match_points=read.bye_match_points,
    )
    return dataclasses.replace(event, ruleset=ruleset)


def _table(rows: tuple[StandingRow, ...]) -> list[str]:
    """Aligned columns: place, team number, name, MP, GP unless it is a tie-break,
    the tie-breaks, matches won-drawn-lost."""
    acronyms = [name for name, _ in rows[0].tiebreaks] if rows else []
    gp = [] if "GP" in acronyms else ["GP"]
    header = ["Rk", "No", "Team", "MP", *gp, *acronyms, "W-D-L"]
    body = [
        [row.rank, str(row.team), row.name, str(row.match_points)]
        + [_number(row.game_points) for _ in gp]
        + [_number(value) for _, value in row.tiebreaks]
        + [f"{row.tally.won}-{row.tally.drawn}-{row.tally.lost}"]
        for row in rows
    ]
    widths = [max(len(r[i]) for r in [header, *body]) for i in range(len(header))]
    return [
        "  ".join(
            c.ljust(w) if i == 2 else c.rjust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ).rstrip()
        for r in [header, *body]
    ]


def _number(value: Fraction) -> str:
    """An exact decimal when there is one (``24.5``), else the fraction (``1/3``)."""
    decimal = Decimal(value.numerator) / Decimal(value.denominator)
    exact = decimal * value.denominator == value.numerator
    return format(decimal.normalize(), "f") if exact else str(value)


main.add_command(cli_bulletin.bulletin)
main.add_command(cli_check.check_command)
main.add_command(cli_workbook.by_suffix(pair, cli_workbook.pair_command))
main.add_command(cli_workbook.by_suffix(standings_command, cli_workbook.standings_command))
main.add_command(cli_workbook.init_command)
main.add_command(cli_workbook.explain_command)
main.add_command(cli_workbook.export_trf_command)
main.add_command(cli_workbook.demo_command)
