"""``olympiad check EVENT``: every round already paired, re-checked against the rules.

Thin edge over ``olympiad.check``: the file is read by ``olympiad.edges.event_files``
(a team TRF or the workbook), ``run_check`` prints the report of an ``Event``
(``olympiad.check.check_report``: what a replay means) and returns the exit code, so
another command (a workbook, say) can reuse it. Exit codes, as ``swiss check``'s
(``individual.edges.cli.hints.CHECK_EXIT``): 1 when the report lists a violation of the
rules or a difference from the engine's pairing, 0 when it lists neither, 2 on bad input.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.edges.cli.hints import CHECK_EXIT
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import PairingSystemError
from individual.vocabulary.figures import plural
from olympiad.edges.cli.rules import system_option

if TYPE_CHECKING:
    from olympiad.check import Under
    from olympiad.engine.model import Event


def run_check(
    event: Event,
    *,
    lot: Colour | None = None,
    trf: bool = False,
    as_paired: Mapping[int, Event] | None = None,
    under: Sequence[Under] = (),
    unfinished: Iterable[int] | None = None,
    where: str = "",
) -> int:
    """Print the report of ``event`` (``olympiad.check.check_report``, by the system its
    ruleset names; ``under``: rounds judged under another; ``unfinished``: the rounds
    judged with the games of earlier rounds then unfinished; ``where``: what the file lacks
    when the lot is read back) on stdout (an error on stderr); return the exit code."""
    from olympiad.check import check_report
    from rulesets.systems import team_system

    try:
        system = team_system(event.ruleset)
        report = check_report(event, system, lot=lot, trf=trf, as_paired=as_paired,
                              under=under, unfinished=unfinished, where=where)  # fmt: skip
    except PairingSystemError as error:
        click.echo(str(error), err=True)
        return error.exit_code
    for line in report.lines:
        click.echo(line)
    return report.exit_code


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
@system_option(
    "For a TRF: the team ruleset to check by (default: the one record 192 names, "
    "FIDE_TEAM_... for fide-team-2026, OLYMPIAD_2022 for olympiad-2022; else olympiad-2012).",
    default=None,
)
def check_command(event_file: Path, strict: bool, ruleset: str | None) -> None:
    """Re-check every round of EVENT already paired (by this program, by hand or by
    another program) and list each deviation with its article: violations of the
    absolute rules, then differences from the pairing and colours this program gives
    (C.04.6 when the ruleset, or a TRF's record 192, names it)."""
    from olympiad.edges.event_files import is_workbook

    if is_workbook(event_file):
        sys.exit(_check_workbook(event_file))
    from individual.vocabulary.colour import UNSTATED_IN_TRF
    from olympiad.edges.cli.rules import read_trf, trf_rules_note, with_variant
    from olympiad.edges.trf.read import trf_lot

    trf = read_trf(event_file)
    _known(ruleset)
    event = with_variant(trf.event, ruleset, trf.system)
    trf_rules_note(event_file, trf, ruleset)
    own = with_variant(trf.event, None, trf.system, None, None)  # the rules the file names
    published = published_standings(event_file, own)
    code = run_check(event, lot=trf_lot(trf, event, read_back=False), trf=True,
                     where=UNSTATED_IN_TRF)  # fmt: skip
    for line in published:
        click.echo(line)
    if published:
        click.echo(f"published standings: {plural(len(published), 'difference')}")
    sys.exit(code or (1 if published else 0))


def published_standings(event_file: Path, event: Event) -> list[str]:
    """The published primary score (310's match points; game points for a C.04.6 variant
    whose primary score they are) and ranks that the games and the standings of ``event``
    (under the file's own ruleset, record 192's) by the file's tie-breaks (record 202, else
    212; else the primary score alone) do not give, as lines. The secondary score is not
    compared: a PAB's game points are read differently by programs (this one: half the
    boards, art. 12; gacrux: a win on every board), and FIDE's checker compares ranks
    only."""
    from individual.edges.cli.tiebreaks import difference_lines, file_tiebreaks
    from individual.standings.verify import differences
    from olympiad.edges.tiebreaks import parse_tiebreaks
    from olympiad.edges.trf.published import computed, published

    chosen = file_tiebreaks(event_file, parse_tiebreaks) or ()
    columns, rows = computed(event, chosen)
    text = event_file.read_text(encoding="utf-8", errors="replace")
    return difference_lines(differences(columns, rows, published(text)), "team", columns)


def _check_workbook(path: Path) -> int:
    """Check the workbook: its event, its lot (the Lot cell, else the Log's record of round
    1's, said in a note; a workbook made before the record: the replay reads it back from
    round 1 by the rule ``pair`` reads it by, ``TeamBook.workbook_lot``, and says so in its
    notes, as for a TRF), each round judged on the event as it was
    when it was paired (``events_as_paired``: the games of earlier rounds then
    unfinished, as the Log records; the pairing numbers then, which a corrected rating
    changed only for the rounds after) and under the ruleset that paired it, as the Log
    records (``judged_under``: the Ruleset cell's for a round the Log does not say),
    said in notes."""
    from individual.edges.workbook.eventbook import (
        events_as_paired,
        lot_unstated,
        unfinished_as_logged,
    )
    from individual.edges.workbook.log import judged_under, unrecorded_notes
    from olympiad.check import Under
    from olympiad.edges.workbook.teambook import open_team_book
    from rulesets.systems import team_system

    book = open_team_book(path)
    rounds = range(1, book.paired + 1)
    own = book.system_cell()
    ruled, notes = judged_under(book.systems_paired(), rounds, own)
    notes += [said for n in rounds if (said := book.under(ruled[n]).numbers_note(n))]
    notes += unrecorded_notes(book.tournament.log, ratings=False)
    for said in notes:
        click.echo(f"note: {said}")
    under = []
    for ruleset in dict.fromkeys(r for r in ruled.values() if r != own[0]):
        other = book.under(ruleset)
        numbers = frozenset(n for n in rounds if ruled[n] == ruleset)
        event = other.event()
        under.append(Under(event, team_system(event.ruleset), numbers, events_as_paired(other)))
    event = book.event()
    lot, said = book.workbook_lot(event, stated=True)  # else the replay reads it back, said
    if said:
        click.echo(f"note: {said}")
    unfinished = unfinished_as_logged(book.workbook, book.paired)
    return run_check(event, lot=lot, as_paired=events_as_paired(book), under=under,
                     unfinished=unfinished, where=lot_unstated(book.lot_cell()))  # fmt: skip


def _known(name: str | None) -> None:
    """``--system``: a team ruleset of ``rulesets.team``, or none."""
    from rulesets.team import TEAM_RULESETS

    if name is not None and name not in TEAM_RULESETS:
        choices = ", ".join(sorted(TEAM_RULESETS))
        raise click.BadParameter(f"{name!r} is not one of {choices}", param_hint="--system")
