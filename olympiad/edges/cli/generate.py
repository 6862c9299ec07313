"""``olympiad generate``: a seeded random C.04.6 event written as TRF-26 (tests, benchmarks),
loaded when the command is named (``individual.edges.cli.lazy``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import click

from individual.edges.cli.hints import PLAYED_OPTION, SEED_OPTION, chance_option, require_played
from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import TeamRulesets, system_option
from olympiad.fideteam.ruleset import COLOUR_MODELS, SCORINGS
from rulesets.systems import team_system
from rulesets.team import TEAM_RULESETS


@click.command()
@system_option(
    "The team system the event is paired by.",
    type=TeamRulesets(generating=True),
    default="fide-team-2026",
    show_default=True,
)
@click.option(
    "--colours",
    type=click.Choice(COLOUR_MODELS),
    default="typea",
    show_default=True,
    help="Colour preferences (C.04.6 1.7).",
)
@click.option(
    "--scoring",
    type=click.Choice(SCORINGS),
    default="mp-gp",
    show_default=True,
    help="Primary score, then the secondary one used for colours (C.04.6 1.2).",
)
@click.option("--teams", type=click.IntRange(min=2), required=True, help="Teams (TPN 1..N).")
@click.option("--rounds", type=click.IntRange(min=1), required=True, help="Rounds planned.")
@PLAYED_OPTION
@click.option("--boards", type=click.IntRange(min=1), default=4, show_default=True,
              help="Boards per match.")  # fmt: skip
@SEED_OPTION
@chance_option("--absence", 0.03, "Chance that a team misses a round (not paired, C.04.2 3.3).")
@chance_option(
    "--forfeit", 0.02, "Chance that a team does not appear for its match (lost by forfeit)."
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="OUT",
    required=True,
    help="Write the TRF-26 file to OUT.",
)
def generate(
    ruleset: str,
    colours: str,
    scoring: str,
    teams: int,
    rounds: int,
    played: int | None,
    boards: int,
    seed: int,
    absence: float,
    forfeit: float,
    output: Path,
) -> None:
    """Write a random but plausible team event as TRF-26 (seeded: the same seed, the same
    file): ratings by board, results drawn from them, absences, forfeits, the PAB, every
    round paired by this program; record 192 names the system (FIDE_TEAM_TYPEA_MP_GP...)."""
    import random

    from individual.edges.files import check_output
    from olympiad.edges.trf.write import format_team_trf, write_team_trf

    check_output(output, "TRF", None)
    base = TEAM_RULESETS[ruleset]
    fields = {f.name for f in dataclasses.fields(base)}
    options = {"colours": colours, "scoring": scoring} if {"colours", "scoring"} <= fields else {}
    chosen = dataclasses.replace(base, boards=boards, **options)  # type: ignore[arg-type]
    require_played(played, rounds)
    event = team_system(chosen).generate_team(
        chosen,
        teams,
        rounds,
        random.Random(seed),
        absence=absence,
        forfeit=forfeit,
        played=played,
    )
    write_team_trf(output, format_team_trf(event, Colour.WHITE))
    click.echo(f"Wrote {output}: {teams} teams, {len(event.rounds)} of {rounds} rounds played")
