"""``olympiad check EVENT``: every round already paired, re-checked against the rules.

Thin edge over ``olympiad.check``: the file is read by ``olympiad.edges.event_files``
(a team TRF or the workbook), ``run_check``
prints the report of an ``Event`` and returns the exit code, so another command (a
workbook, say) can reuse it. Exit codes, as ``swiss check``'s
(``individual.edges.cli.hints.CHECK_EXIT``): 1 when the report lists a violation of the
rules or a difference from the engine's pairing, 0 when it lists neither, 2 on bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.edges.cli.hints import CHECK_EXIT
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingSystemError

if TYPE_CHECKING:
    from olympiad.check import Deviation
    from olympiad.engine.model import Event
    from olympiad.engine.ruleset import TeamRuleset


@dataclass(frozen=True)
class CheckReport:
    """What ``olympiad check`` prints (notes, one line per deviation, a summary) and its
    exit code."""

    lines: tuple[str, ...]
    exit_code: int


def check_report(
    event: Event,
    *,
    lot: Colour | None = None,
    trf: bool = False,
    as_paired: Mapping[int, Event] | None = None,
) -> CheckReport:
    """The report of ``check_event`` on ``event``: exit code 1 on a violation or a
    difference from the engine's pairing, else 0. ``trf``: the event was
    read from a TRF, which cannot say whether a team in no match of round 1 had entered
    (``undecided_entries``): the rounds whose pairing numbers depend on it list only what
    both readings find. ``as_paired``: rounds paired while games of earlier rounds were
    unfinished (art. 13), each judged on the event as it was then."""
    from olympiad.check import check_event, check_notes, replay_event, replay_notes
    from olympiad.engine.roles import cite_text
    from olympiad.fideteam.ruleset import FideTeamRuleset

    def check(event: Event) -> tuple[Deviation, ...]:
        """C.04.6 replayed by its engine; the Olympiad rules by theirs."""
        if isinstance(event.ruleset, FideTeamRuleset):
            from olympiad.fideteam.engines import pair_team_round

            return replay_event(event, pair_team_round, lot)
        return check_event(event, lot)

    c046 = isinstance(event.ruleset, FideTeamRuleset)
    deviations = check(event)
    notes = list(replay_notes(event, lot) if c046 else check_notes(event, lot))
    for number, then in sorted((as_paired or {}).items()):
        again = check(then)
        deviations = tuple(d for d in deviations if d.round != number)
        deviations += tuple(d for d in again if d.round == number)
        note = (
            f"round {number} is judged as it was paired, with the games of earlier rounds "
            "then unfinished (*) as draws (art. 13), as the Log records"
        )
        notes.append(cite_text(note, event.ruleset))
    undecided = undecided_entries(event) if trf and not c046 else frozenset()
    if undecided:
        late = replace(event, late_entries=event.late_entries | undecided)
        other = check_event(late, lot)
        doubtful = sorted({d.round for d in set(deviations) ^ set(other)})
        if doubtful:
            deviations = tuple(d for d in deviations if d in other)
            notes.append(_undecided_note(event, undecided, doubtful))
    return _report(len(event.rounds), deviations, notes)


def _report(rounds: int, deviations: tuple[Deviation, ...], notes: Sequence[str]) -> CheckReport:
    """The notes, the deviations in order and the count of each kind; exit code 1 on a
    violation or a difference from the engine's pairing, else 0."""
    from olympiad.check import DIFFERS, VIOLATION

    violations = sum(d.severity == VIOLATION for d in deviations)
    differences = sum(d.severity == DIFFERS for d in deviations)
    lines = [f"note: {n}" for n in notes]
    lines += [str(d) for d in _in_order(deviations)]
    lines.append(
        f"{rounds} round{'s' * (rounds != 1)} checked: "
        f"{violations} violation{'s' * (violations != 1)} of the rules, "
        f"{differences} difference{'s' * (differences != 1)} from the engine's pairing"
    )
    return CheckReport(tuple(lines), 1 if violations or differences else 0)


def undecided_entries(event: Event) -> frozenset[int]:
    """The teams in no match of round 1 (nor its bye) that the event does not name as late
    entries: a TRF has no record of a late entry, so each may have entered later or been
    absent (art. 45), and the pairing numbers of the rounds before it played (arts. 8-9,
    among the teams entered) depend on which."""
    if not event.rounds:
        return frozenset()
    first = event.rounds[0]
    took_part = {t for m in first.matches for t in m.teams} | {first.bye}
    return frozenset(t.number for t in event.teams if t.number not in took_part) - (
        event.late_entries
    )


def _undecided_note(event: Event, teams: frozenset[int], rounds: list[int]) -> str:
    from olympiad.engine.roles import cite_mention

    which = ", ".join(map(str, sorted(teams)))
    listed = ", ".join(map(str, rounds))
    arts = cite_mention("arts.", "8-9", event.ruleset)
    return (
        f"team {which} played no match in round 1, and a TRF has no record of a late entry: "
        f"whether it had entered then (absent) or entered later changes the pairing numbers "
        f"({arts}) of round {listed}, so those rounds' colours and pairings cannot be judged "
        "from this file; only what breaks the rules either way is listed (the workbook "
        "knows: check it)"
    )


def run_check(
    event: Event,
    *,
    lot: Colour | None = None,
    trf: bool = False,
    as_paired: Mapping[int, Event] | None = None,
) -> int:
    """Print the report of ``event`` on stdout (an error on stderr); return the exit code."""
    try:
        report = check_report(event, lot=lot, trf=trf, as_paired=as_paired)
    except PairingSystemError as error:
        click.echo(str(error), err=True)
        return error.exit_code
    for line in report.lines:
        click.echo(line)
    return report.exit_code


def _in_order(deviations: tuple[Deviation, ...]) -> list[Deviation]:
    """Round by round, violations before differences, otherwise as found."""
    from olympiad.check import VIOLATION

    return sorted(deviations, key=lambda d: (d.round, d.severity != VIOLATION))


@click.command(name="check", epilog=CHECK_EXIT)
@click.argument(
    "event_file", metavar="EVENT", type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option(
    "--strict",
    is_flag=True,
    hidden=True,
    help="Kept for scripts: a difference fails the check without it (the one exit rule).",
)
@click.option(
    "--ruleset",
    default=None,
    help="For a TRF: the team ruleset to check by (default: the one record 192 names, "
    "FIDE_TEAM_... for fide-team-2026, OLYMPIAD_2022 for olympiad-2022; else olympiad-2012).",
)
def check_command(event_file: Path, strict: bool, ruleset: str | None) -> None:
    """Re-check every round of EVENT already paired (by this program, by hand or by
    another program) and list each deviation with its article: violations of the
    absolute rules, then differences from the pairing and colours this program gives
    (C.04.6 when the ruleset, or a TRF's record 192, names it)."""
    from olympiad.edges.event_files import is_workbook

    if is_workbook(event_file):
        event, lot, as_paired = _workbook(event_file)
        sys.exit(run_check(event, lot=lot, as_paired=as_paired))
    from olympiad.edges.cli.rules import read_trf, trf_rules_note

    trf = read_trf(event_file)
    event = replace(trf.event, ruleset=_trf_ruleset(trf.event, trf.system, ruleset))
    trf_rules_note(event_file, trf.system, ruleset)
    sys.exit(run_check(event, lot=trf.lot, trf=True))


def _workbook(path: Path) -> tuple[Event, Colour | None, dict[int, Event]]:
    """The workbook's event, its lot, and each round paired while games of earlier rounds
    were unfinished, as the Log records, with the event as it was then."""
    from olympiad.edges.workbook.actions import as_paired
    from olympiad.edges.workbook.book import open_tournament
    from olympiad.edges.workbook.log import unfinished_as_logged

    workbook, tournament = open_tournament(path)
    event = tournament.event()
    logged = unfinished_as_logged(workbook, len(event.rounds))
    then = {n: as_paired(event, texts) for n, texts in logged.items()}
    return event, tournament.settings.lot, then


def _trf_ruleset(event: Event, system: str, name: str | None) -> TeamRuleset:
    """The ruleset a TRF is checked by: ``name``, else the one record 192 names
    (``FIDE_TEAM_TYPEA_MP_GP``: fide-team-2026 with its variant), else the file's; the
    file's boards and match points kept (``rulesets.team.trf_ruleset``)."""
    from rulesets.team import TEAM_RULESETS, trf_ruleset

    if name is not None and name not in TEAM_RULESETS:
        choices = ", ".join(sorted(TEAM_RULESETS))
        raise click.BadParameter(f"{name!r} is not one of {choices}", param_hint="--ruleset")
    return trf_ruleset(event.ruleset, system, name)
