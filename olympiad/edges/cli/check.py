"""``olympiad check EVENT``: every round already paired, re-checked against the rules.

Thin edge over ``olympiad.check``: the file is read by ``olympiad.edges.event_files``
(a team TRF or the workbook), ``run_check``
prints the report of an ``Event`` and returns the exit code, so another command (a
workbook, say) can reuse it. Exit codes: 0 when no absolute rule is broken (differences
from the engine's pairing are listed but pass, unless ``--strict``), 1 on a violation (or, with
``--strict``, a difference), 2 on bad input.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingSystemError

if TYPE_CHECKING:
    from olympiad.check import Deviation
    from olympiad.engine.model import Event


@dataclass(frozen=True)
class CheckReport:
    """What ``olympiad check`` prints (notes, one line per deviation, a summary) and its
    exit code."""

    lines: tuple[str, ...]
    exit_code: int


def check_report(event: Event, *, strict: bool = False, lot: Colour | None = None) -> CheckReport:
    """The report of ``check_event`` on ``event``: exit code 1 on a violation, or on a
    difference from the engine's pairing when ``strict``; else 0."""
    from olympiad.check import DIFFERS, VIOLATION, check_event, check_notes

    deviations = check_event(event, lot)
    violations = sum(d.severity == VIOLATION for d in deviations)
    differences = sum(d.severity == DIFFERS for d in deviations)
    lines = [f"note: {n}" for n in check_notes(event, lot)]
    lines += [str(d) for d in _in_order(deviations)]
    rounds = len(event.rounds)
    lines.append(
        f"{rounds} round{'s' * (rounds != 1)} checked: "
        f"{violations} violation{'s' * (violations != 1)} of the rules, "
        f"{differences} difference{'s' * (differences != 1)} from the engine's pairing"
    )
    failed = violations > 0 or (strict and differences > 0)
    return CheckReport(tuple(lines), 1 if failed else 0)


def run_check(event: Event, *, strict: bool = False, lot: Colour | None = None) -> int:
    """Print the report of ``event`` on stdout (an error on stderr); return the exit code."""
    try:
        report = check_report(event, strict=strict, lot=lot)
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


@click.command(name="check")
@click.argument(
    "event_file", metavar="EVENT", type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option(
    "--strict", is_flag=True, help="Exit 1 on a difference from the engine's pairing too."
)
def check_command(event_file: Path, strict: bool) -> None:
    """Re-check every round of EVENT already paired (by this program, by hand or by
    another program) and list each deviation with its article: violations of the
    absolute rules, then differences from the pairing and colours this program gives."""
    from olympiad.edges.event_files import read_event_and_lot

    event, lot = read_event_and_lot(event_file)
    sys.exit(run_check(event, strict=strict, lot=lot))
