"""A team TRF's ruleset on the command line: the one ``--ruleset`` names, else the one its
record 192 names (``with_variant``), with a note on stderr when it names none of ours
(``trf_rules_note``), and its warnings (``read_trf``). Apart from
``olympiad.edges.cli.main`` so that the commands loaded from there use it without an
import circle."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

import click

from olympiad.fideteam.ruleset import FideTeamRuleset

if TYPE_CHECKING:
    from olympiad.edges.trf.read import TeamTrf
    from olympiad.engine.model import Event


def trf_rules_note(path: Path, system: str, chosen: str | None, option: str = "") -> None:
    """On stderr, when no ruleset is ``chosen`` and record 192 (``system``) of the TRF at
    ``path`` names no team ruleset of ours: the rules assumed, and ``option`` (by default
    ``--ruleset``) to choose others (``unnamed_note``)."""
    from rulesets.trf_codes import unnamed_note

    note = None if chosen else unnamed_note(str(path), system, team=True, option=option)
    if note:
        click.echo(note, err=True)


def read_trf(path: Path) -> TeamTrf:
    """The team TRF at ``path``; its warnings (a header the records differ from) on stderr."""
    from olympiad.edges.trf.read import read_team_trf

    trf = read_team_trf(path)
    for warning in trf.warnings:
        click.echo(warning, err=True)
    return trf


def with_variant(
    event: Event, name: str | None, system: str, colours: str | None, scoring: str | None
) -> Event:
    """``event`` under the ruleset ``name`` (default: the one TRF record 192 names,
    ``rulesets.team.trf_ruleset``, else the file's, olympiad-2012); a C.04.6 ruleset takes
    its colour model and scoring from ``colours`` and ``scoring``, else from record 192."""
    from rulesets.team import named_ruleset, trf_ruleset

    named = named_ruleset(system)
    text = named if named and name and named.split()[0] == name else name
    ruleset = trf_ruleset(event.ruleset, system, text)
    if not isinstance(ruleset, FideTeamRuleset):
        if colours or scoring:
            raise click.BadParameter(
                f"only for fide-team-2026, not {ruleset.name}", param_hint="--colours/--scoring"
            )
    else:
        ruleset = dataclasses.replace(
            ruleset,
            colours=colours or ruleset.colours,  # type: ignore[arg-type]
            scoring=scoring or ruleset.scoring,  # type: ignore[arg-type]
        )
    return event if ruleset is event.ruleset else dataclasses.replace(event, ruleset=ruleset)
