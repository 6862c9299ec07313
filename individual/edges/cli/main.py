"""The ``swiss`` command: thin click commands over the individual TRF edge and engine.

The group is the project's one error boundary (``individual.edges.cli.errors``): a
``PairingSystemError`` prints its message on stderr and exits with the error's
``exit_code`` (2 for input errors, 3 for a round that cannot be paired); ``check`` exits
with 1 when it reports something, as ``olympiad check`` does (``hints.CHECK_EXIT``). The
workbook commands come from ``individual.edges.cli.workbook`` (``pair`` and ``check`` joined
to their workbook side in ``individual.edges.cli.workbook_side``); each command is built when
it is named (``individual.edges.cli.lazy``, as ``olympiad``'s are).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.edges.cli import workbook_side
from individual.edges.cli.errors import CommandGroup
from individual.edges.cli.hints import (
    CSV_OPTION,
    EXPLAIN_ROUND,
    HELP_OPTIONS,
    PACKAGE,
    PLAYED_OPTION,
    SEED_OPTION,
    TIEBREAKS_OPTION,
    chance_option,
    require_paired,
    require_played,
)
from individual.edges.cli.lazy import LazyCommands
from individual.vocabulary.colour import WORDS, Colour

if TYPE_CHECKING:
    from collections.abc import Callable

    from individual.edges.trf.read import SwissTrf
    from individual.swiss.ruleset import SwissRuleset

_EVENT_FILE = click.Path(exists=True, dir_okay=False, path_type=Path)


_FILE_SYSTEM = click.option(
    "--system",
    cls=workbook_side.SystemOption,
    default=None,
    help="Default: the one the file's record 192 names (FIDE_DUTCH "
    "for fide-dutch-2026, SCA_SCHOOLS for sca, ...), else fide-dutch-2026 (said on stderr).",
)


_FILE_LOT = workbook_side.LOT_OPTION  # one help for a TRF and a workbook


def _pair() -> click.Command:
    return workbook_side.pair_dispatching(pair)


def _check() -> click.Command:
    return workbook_side.check_dispatching(check)


def _standings() -> click.Command:
    from individual.edges.cli.suffix import by_suffix
    from individual.edges.cli.workbook import standings_command

    return by_suffix(standings, standings_command)


def _explain() -> click.Command:
    from individual.edges.cli.suffix import by_suffix
    from individual.edges.cli.workbook import explain_command

    return by_suffix(explain, explain_command)


def _workbook(name: str) -> Callable[[], click.Command]:
    """The loader of ``individual.edges.cli.workbook``'s command ``name``."""

    def load() -> click.Command:
        from individual.edges.cli import workbook

        command: click.Command = getattr(workbook, name)
        return command

    return load


def _generate() -> click.Command:
    return generate


def _versions() -> click.Command:
    from individual.edges.cli.versions import versions_command

    return versions_command("swiss")


@click.group(
    cls=CommandGroup,
    commands=LazyCommands(
        {
            "pair": _pair,
            "check": _check,
            "init": _workbook("init_command"),
            "standings": _standings,
            "explain": _explain,
            "export-trf": _workbook("export_trf_command"),
            "bulletin": _workbook("bulletin_command"),
            "versions": _versions,
            "generate": _generate,
        }
    ),
    context_settings=HELP_OPTIONS,
    read_only=("standings", "check", "explain", "bulletin", "export-trf", "versions"),
)
@click.version_option(package_name=PACKAGE, prog_name="swiss")
def main() -> None:
    """Pairings for individual Swiss events: the FIDE (Dutch) System 2026, the FIDE Swiss
    System Based on Rating (1998), the British CAA and English Schools rules."""


@click.command()
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@_FILE_SYSTEM
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="OUT",
    help="EVENT.trf: write the pairing to OUT instead of printing it (never over a workbook).",
)
@click.option("--explain", is_flag=True, help="Print the decisions, article by article, on stderr.")
@click.option("--absent", type=int, multiple=True, metavar="N", help="Player N is not paired.")
@_FILE_LOT
def pair(
    event_file: Path,
    system: str | None,
    output: Path | None,
    explain: bool,
    absent: tuple[int, ...],
    lot: str | None,
) -> None:
    """Pair the next round of EVENT.trf; print it in the engine exchange format
    (number of lines, then 'white black' by start number, 'player 0' for the bye). Refused
    when every round the file plans (record 142 or XXR) is paired."""
    from individual.edges.files import check_output, write_text_atomically
    from individual.edges.trf.read import format_pairing
    from individual.edges.trf.systems import pairer_for

    if output is not None:
        check_output(output, "pairing", None)
    trf = _read(event_file)
    trf.require_round_left(str(event_file))
    ruleset = _pairing_ruleset(event_file, trf, system)
    unknown = sorted(set(absent) - {e.number for e in trf.event.entrants})
    if unknown:
        raise click.BadParameter(f"no player {', '.join(map(str, unknown))}", param_hint="--absent")
    colour = _lot(event_file, trf, ruleset, lot)
    left_out = trf.left_out | frozenset(absent)
    pair = pairer_for(event_file, ruleset)
    pairing = pair(trf.event, left_out, colour)
    text = format_pairing(pairing)
    if output is None:
        click.echo(text, nl=False)
    else:
        write_text_atomically(output, text)
    if explain:
        for line in pairing.trail.lines():
            click.echo(line, err=True)


@click.command()
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@_FILE_SYSTEM
@_FILE_LOT
def check(event_file: Path, system: str | None, lot: str | None) -> None:
    """Replay every round of EVENT.trf and report each pairing the rules would not have
    made: absolute criteria (B.1, B.2, one game or bye each) and every board where this
    program would have paired or coloured differently, players named by the event's own
    numbers where the file gives them (XXN). The British systems cite their own rules
    (rule 1, the bye rule, rule 2 with the first objective of minimum disturbance the
    pairing as played is worse on, the colour rules) and say for every round whether a
    cheaper pairing than the one played existed."""
    from individual.edges.trf.systems import check_file, verdicts_file

    trf = _read(event_file)
    ruleset = _pairing_ruleset(event_file, trf, system)
    colour = _lot(event_file, trf, ruleset, lot, report=True)
    event, numbers = trf.in_event_numbers(), trf.own_numbers() if trf.numbers else None
    findings = check_file(event_file, event, ruleset, colour, numbers)
    for verdict in verdicts_file(event_file, event, ruleset, colour, numbers):
        click.echo(str(verdict))
    published = published_standings(event_file, trf)
    for line in published:
        click.echo(line)
    workbook_side.report_findings(findings, len(event.rounds), ruleset.name, len(published))


def published_standings(event_file: Path, trf: SwissTrf) -> list[str]:
    """The published points and ranks (001 records) that the standings by the file's
    tie-breaks (record 202, else 212) do not give, as lines; players by the event's own
    numbers (XXN). A file naming no list (this program always writes 202) was ranked by a
    list it does not say: its ranks are checked by points alone (players equal on points
    may stand in any order), said on stderr. A bye already entered for the next round
    counts in the published points, as the TRF writer counts it."""

    from individual.edges.cli.tiebreaks import difference_lines, file_tiebreaks
    from individual.edges.trf.fields import requested_bye_points
    from individual.edges.trf.published import published_rows
    from individual.standings.listed import parse as parse_tiebreaks
    from individual.standings.listed import standings
    from individual.standings.verify import Computed, Published, differences

    named = file_tiebreaks(event_file, parse_tiebreaks)
    chosen = tuple(named or ())
    if named is None:
        click.echo(
            f"{event_file}: no record 202 or 212 names the tie-breaks its ranks were "
            f"published by; they are checked by points alone",
            err=True,
        )
    event = trf.in_event_numbers(published=True)
    names, rows = standings(event, chosen)
    computed = [
        Computed(r.number, r.place, r.place_to, (r.points, *r.values), {"PTS": r.points})
        for r in rows
    ]
    own, following = trf.own_numbers(), len(event.rounds) + 1
    ahead = {n: requested_bye_points(c.get(following, "")) for n, c in trf.upcoming.items()}
    text = event_file.read_text(encoding="utf-8", errors="replace")
    published = [
        Published(
            own.get(r.number, r.number),
            {} if r.points is None else {"PTS": r.points - ahead.get(r.number, 0)},
            r.rank,
            r.line,
        )
        for r in published_rows(text, team=False)
    ]  # fmt: skip
    columns = ("PTS", *names)
    return difference_lines(differences(columns, computed, published), "player", columns)


@click.command("explain")
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@EXPLAIN_ROUND
@_FILE_SYSTEM
@_FILE_LOT
def explain(event_file: Path, number: int, system: str | None, lot: str | None) -> None:
    """Each stored round of EVENT.trf as 'swiss check' replays it, the next as 'swiss
    pair' would pair it, under the system record 192 names unless --system does; players by
    the event's own numbers where the file gives them (XXN)."""
    from individual.edges.cli.workbook import show
    from individual.edges.trf.systems import extras_of
    from individual.swiss.replay import replay
    from rulesets.systems import system_of

    trf = _read(event_file)
    chosen = _pairing_ruleset(event_file, trf, system)
    event, numbers = trf.in_event_numbers(), trf.own_numbers()
    require_paired(number, len(event.rounds))
    pair = system_of(chosen).pairer(chosen, extras_of(event_file, numbers))
    colour = _lot(event_file, trf, chosen, lot, report=True)
    if number > len(event.rounds):
        trf.require_round_left(str(event_file))
        left_out = frozenset(numbers.get(n, n) for n in trf.left_out)
        show(pair(event, left_out, colour), None, number)
        return
    then = replay(event, number)
    show(pair(then.before, then.left_out, colour), then.played, number)


def _read(event_file: Path) -> SwissTrf:
    """The TRF at ``event_file``; its warnings (a header the records differ from) on stderr."""
    from individual.edges.trf.read import read_swiss_trf

    trf = read_swiss_trf(event_file)
    for warning in trf.warnings:
        click.echo(warning, err=True)
    return trf


def _lot(
    event_file: Path, trf: SwissTrf, ruleset: SwissRuleset, lot: str | None, report: bool = False
) -> Colour | None:
    """``--lot`` (``lot``: refused after round 1 when the file states another, said before
    it: ``option_given``),
    else the lot of the TRF (``individual.edges.trf.systems.trf_lot``: the one it states,
    else the one its round 1 shows by ``ruleset``'s system, said in the sentence of every
    command, ``read_back_note``: on stderr for ``pair``, on stdout in the ``report`` of
    ``check`` and ``explain``, with their other notes)."""
    from individual.edges.trf.systems import extras_of, option_given, trf_lot_said

    given, over = option_given(event_file, trf, Colour.parse(lot or ""))
    if over:
        click.echo(f"note: {over}", err=not report)
    if given is not None:
        return given
    found, said = trf_lot_said(trf, ruleset, extras_of(event_file))
    if said:
        click.echo(f"note: {said}", err=not report)
    return found


def _ruleset(event_file: Path, code: str, system: str | None) -> SwissRuleset:
    """The ruleset a command reads a TRF under (``rulesets.trf_codes.chosen_ruleset``):
    ``--system`` (``system``), else the one record 192 (``code``) names, else
    fide-dutch-2026 with a note on stderr saying so (``rulesets.trf_codes.DEFAULTS``);
    refused when record 192 names a team ruleset."""
    from individual.edges.trf.systems import DEFAULT_SYSTEM
    from individual.vocabulary.errors import InputError
    from rulesets.trf_codes import chosen_ruleset

    chosen = chosen_ruleset(str(event_file), code, system, team=False)
    if chosen.other_kind is not None and chosen.other_kind.team:
        team = chosen.other_kind.ruleset
        message = f"record 192 {code}: the team ruleset {team}; use 'olympiad'"
        raise InputError(message, str(event_file))
    if chosen.note:
        click.echo(chosen.note, err=True)
    return workbook_side.ruleset(chosen.name or DEFAULT_SYSTEM)


def _pairing_ruleset(event_file: Path, trf: SwissTrf, system: str | None) -> SwissRuleset:
    """``_ruleset`` to pair, check or explain ``trf`` by: refused, naming each record,
    when it does not take what the file asks (``SwissTrf.asked``: forbidden pairs, an
    acceleration), as the workbook's cells are."""
    from individual.edges.trf.requests import refuse_not_taken

    chosen = _ruleset(event_file, trf.system, system)
    named_by = "--system" if system else "record 192"
    refuse_not_taken(str(event_file), trf.asked, chosen.name, named_by)
    return chosen


@click.command("standings")
@click.argument("event_file", metavar="EVENT.trf", type=_EVENT_FILE)
@TIEBREAKS_OPTION
@CSV_OPTION
def standings(event_file: Path, tiebreaks: str | None, as_csv: bool) -> None:
    """Print the standings of EVENT.trf: points, then the tie-breaks its record 202 (else
    212) names, else the default of the system record 192 names, as its rules say (F.10's
    order for fide-1998; none, places shared, for caa-2009 and sca); players by the
    event's own numbers where the file gives them (XXN)."""
    from individual.edges.cli.tiebreaks import stated_tiebreaks
    from individual.edges.cli.workbook import print_standings
    from individual.standings.listed import parse as parse_tiebreaks
    from individual.standings.listed import ranking_list

    stated = stated_tiebreaks(tiebreaks, event_file, parse_tiebreaks)
    trf = _read(event_file)
    chosen = ranking_list(stated, _ruleset(event_file, trf.system, None))
    event = trf.in_event_numbers(published=True)
    played, planned = len(event.rounds), event.total_rounds or len(event.rounds)
    title = f"{event.name}: standings after round {played} of {planned}"
    name_of = {e.number: e.player.name for e in event.entrants}
    print_standings(title, event, chosen, {}, name_of, as_csv)


@click.command()
@workbook_side.new_event_option(generating=True)
@click.option(
    "--players",
    type=click.IntRange(2, 100_000),
    default=30,
    show_default=True,
    help="Players entered (ratings around 1800, a few unrated).",
)
@click.option(
    "--rounds", type=click.IntRange(1, 99), default=9, show_default=True, help="Rounds planned."
)
@PLAYED_OPTION
@SEED_OPTION
@chance_option("--absence", 0.02, "Chance that a player misses a round (not paired, F.5).")
@chance_option("--forfeit", 0.01, "Chance that a game is lost by forfeit.")
@chance_option("--half-bye", 0.0, "fide-dutch-2026: chance that a player asks a half-point bye.")
@chance_option("--withdrawal", 0.0, "fide-dutch-2026: chance that a player withdraws.")
@click.option(
    "--accelerated", is_flag=True, help="fide-dutch-2026: the Baku acceleration (C.04.7)."
)
@click.option(
    "--lot",
    type=click.Choice(WORDS),
    default="white",
    show_default=True,
    help="Round-1 colour of #1.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="OUT",
    help="Write the TRF to OUT instead of printing it (never over a workbook).",
)
def generate(
    system: str,
    players: int,
    rounds: int,
    played: int | None,
    seed: int,
    absence: float,
    forfeit: float,
    half_bye: float,
    withdrawal: float,
    accelerated: bool,
    lot: str,
    output: Path | None,
) -> None:
    """Write a random but plausible event as TRF (seeded: the same seed, the same file),
    every round played (--played: the first ones) paired by this program, results drawn
    from the ratings. The British systems
    pair with their own engine and write clubs (caa-2009) or schools and top players (sca)
    as XXK, XXS and XXT records. fide-dutch-2026 asks half- and zero-point byes in advance
    (--half-bye, --absence), withdraws players (--withdrawal) and accelerates (--accelerated,
    records 250), as FIDE's random tournament generator does."""
    from individual.edges.files import check_output, write_text_atomically
    from individual.edges.trf.british_write import format_affiliations, renumbered_groups
    from individual.edges.trf.write import format_swiss_trf, start_numbers
    from individual.generate import Plan
    from rulesets.systems import system_of

    ruleset = workbook_side.ruleset(system)
    require_played(played, rounds)
    if output is not None:
        check_output(output, "TRF", None)
    plan = Plan(players, rounds, seed, absence, forfeit, half_bye=half_bye)
    plan = replace(plan, withdrawal=withdrawal, accelerated=accelerated, played=played)
    colour = Colour.parse(lot) or Colour.WHITE  # a click.Choice of WORDS
    event, groups = system_of(ruleset).generate(plan, ruleset, colour)
    numbers = start_numbers(event)  # the file numbers players by the initial ranking
    text = format_swiss_trf(event, colour, system=ruleset.name)
    text += format_affiliations(renumbered_groups(groups, numbers))
    if output is None:
        click.echo(text, nl=False)
    else:
        write_text_atomically(output, text)
