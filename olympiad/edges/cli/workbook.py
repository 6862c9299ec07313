"""The organiser's commands on the tournament workbook (``EVENT.xlsx``).

``init``, ``export-trf`` and ``demo`` are new commands; ``pair``, ``standings`` and
``explain`` (``olympiad.edges.cli.explain``) take either kind of file: ``by_suffix``
(``individual.edges.cli.suffix``) joins a TRF command and a workbook command
(``olympiad.edges.cli.workbook_side``) into one that looks at the file's suffix. ``olympiad
bulletin`` and ``olympiad check`` read either kind through ``olympiad.edges.event_files``.
Commands are thin: the work is in ``olympiad.edges.workbook.actions``, imported when a
command runs (a TRF command loads no Excel library).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from individual.edges.cli.hints import DATES_HELP, named_after_file, next_step, round_dates
from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import TeamRulesets, edition_articles, system_option
from olympiad.edges.cli.workbook_side import EXISTING, LOT
from olympiad.fideteam.ruleset import COLOUR_MODELS, SCORINGS
from rulesets.team import TEAM_RULESETS

if TYPE_CHECKING:
    from olympiad.engine.model import Team

T = TypeVar("T")


# ------------------------------------------------------------------ init


def read_roster_teams(path: Path, boards: int, reserves: int) -> tuple[Team, ...]:
    """The teams of a roster workbook or CSV (``olympiad.edges.roster.read``)."""
    from olympiad.edges.roster.read import read_roster

    return read_roster(path, boards=boards, reserves=reserves)


@click.command(name="init")
@click.argument("roster", metavar="ROSTER", type=EXISTING)
@click.argument("event_file", metavar="EVENT.xlsx", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--name", help="The event's name (default: the TRF's, else the roster's file name).")
@click.option(
    "--rounds",
    type=click.IntRange(min=1),
    help=f"Rounds planned ({edition_articles('11')}); default 11, as olympiad-2012 art. 11 has it.",
)
@click.option("--boards", type=click.IntRange(min=1), help="Boards per match (default 4).")
@click.option(
    "--reserves",
    type=click.IntRange(min=0),
    default=1,
    show_default=True,
    help=f"Reserves a team may register beyond its boards ({edition_articles('4')}: one).",
)
@system_option(
    "The team ruleset. Default: for a TRF the one its record 192 names (FIDE_TEAM_... "
    "fide-team-2026, OLYMPIAD_2022 olympiad-2022), else olympiad-2012.",
    type=TeamRulesets(),
)
@click.option("--rating-floor", type=click.IntRange(min=0), help="Rating of unrated players.")
@LOT
@click.option(
    "--colours",
    type=click.Choice(COLOUR_MODELS),
    help="fide-team-2026: colour preferences (C.04.6 1.7), kept in the Event sheet's Ruleset "
    "cell (default: a TRF's record 192, else typea).",
)
@click.option(
    "--scoring",
    type=click.Choice(SCORINGS),
    help="fide-team-2026: primary score, then the secondary one used for colours (C.04.6 "
    "1.2), kept likewise (default: a TRF's record 192, else mp-gp).",
)
@click.option("--dates", default="", metavar="DATES", help=DATES_HELP)
@click.option(
    "--tiebreaks",
    metavar="LIST",
    help="FIDE tie-breaks after the scores (C.07), as FIDE writes them, kept in the Event "
    "sheet: 'EMGSB/C1,BH:MP/C1' (default: a TRF's record 202, else the ruleset's).",
)
@click.option("--force", is_flag=True, help="Replace EVENT.xlsx if it exists (kept as a version).")
def init_command(roster: Path, event_file: Path, force: bool, **options: Any) -> None:
    """Create the tournament workbook EVENT.xlsx from ROSTER (.xlsx or .csv roster, or a
    team TRF file, whose rounds are imported too)."""
    from individual.standings.listed import NONE
    from olympiad.edges.event_files import is_workbook
    from olympiad.edges.lot import lot_step
    from olympiad.edges.workbook.actions import create_event, new_workbook
    from olympiad.edges.workbook.settings import setting_cell

    if not is_workbook(event_file):
        raise click.BadParameter("the workbook must end in .xlsx", param_hint="EVENT.xlsx")
    chosen = _init_tiebreaks(roster, options["tiebreaks"])
    settings, teams, statuses, rounds, lot_said = _init_parts(roster, options)
    cell = "" if chosen is None else ",".join(chosen) or NONE  # none: not the default
    settings = dataclasses.replace(settings, tiebreaks=cell)
    workbook = new_workbook(settings, teams, roster.name, statuses, rounds)
    create_event(event_file, workbook, force)
    click.echo(
        f"Created {event_file}: {len(teams)} teams, {settings.rounds} rounds, "
        f"{settings.boards} boards, {settings.ruleset}"
        + (f", {len(rounds)} round(s) imported" if rounds else "")
    )
    if unrated := sum(1 for t in teams for p in t.players if not p.rating):
        from olympiad.engine.roles import cite_mention

        ruleset = settings.team_ruleset
        used = (
            f"shown in the Round sheets' Rtg (the TPN ({cite_mention('arts.', '8-9', ruleset)}) "
            "is the team number: this program's choice under art. 1.1.2)"
            if ruleset.tpn_is_team_number  # C.04.6 1.1.2: the competition's, not by rating
            else "which gives the pairing numbers"
        )
        floor = cite_mention("art.", "7", ruleset)  # "": the edition rates no unrated player
        source = (
            f"the rating floor, {floor}"
            if floor
            else f"the Event sheet's Rating floor: no article of {ruleset.name} rates an "
            "unrated player"
        )
        said = (
            f"{unrated} unrated player{'s' * (unrated > 1)}: rated {settings.rating_floor} "
            f"({source}) in their team's average rating, {used}; change it in "
            f"{setting_cell('Rating floor')} or with --rating-floor"
        )
        click.echo(said)
    cell = setting_cell("Event")
    if (hint := named_after_file(settings.name, roster, options["name"], cell)) is not None:
        click.echo(hint)
    lot = setting_cell("Lot")
    if lot_said:  # a TRF's lot read back from round 1, written in the Lot cell
        click.echo(f"note: {lot_said}; written in {lot}", err=True)
    drawn = lot_step(settings.team_ruleset)  # the edition's lot (C.04.6: the initial-colour)
    click.echo(next_step("olympiad", event_file, settings.lot, lot, drawn))


def _init_tiebreaks(roster: Path, text: str | None) -> tuple[str, ...] | None:
    """``--tiebreaks``, else a TRF roster's record 202 (212) (``stated_tiebreaks``; empty:
    none), else ``None`` (the ruleset's)."""
    from individual.edges.cli.tiebreaks import stated_tiebreaks
    from olympiad.edges.event_files import TRF_SUFFIXES
    from olympiad.edges.tiebreaks import parse_tiebreaks

    trf = roster if roster.suffix.lower() in TRF_SUFFIXES else None
    return stated_tiebreaks(text, trf, parse_tiebreaks)


def _ruleset_text(name: str, system: str, options: dict[str, Any]) -> str:
    """The Event sheet's Ruleset cell: fide-team-2026 with its colour model and scoring
    (``fide-team-2026 typeb gp-mp``): ``--colours``, ``--scoring``, else what a TRF's record
    192 names, else typea and mp-gp. The options are refused for another ruleset."""
    from olympiad.fideteam.ruleset import parse_system

    colours, scoring = options.get("colours"), options.get("scoring")
    if name != "fide-team-2026":
        if colours or scoring:
            hint = "--colours/--scoring"
            raise click.BadParameter(f"only for fide-team-2026, not {name}", param_hint=hint)
        return name
    model, variant = parse_system(system) or ("typea", "mp-gp")
    return f"{name} {colours or model} {scoring or variant}"


def _init_parts(roster: Path, options: dict[str, Any]) -> tuple[Any, ...]:
    """The settings, teams, statuses and rounds ``init`` writes from ``roster``, and the
    sentence saying a TRF's lot was read back from round 1 (``trf_lot_said``; empty: given
    or stated)."""
    from dataclasses import replace

    from olympiad.edges.cli.rules import read_trf, trf_lot_said, trf_rules_note
    from olympiad.edges.event_files import TRF_SUFFIXES
    from olympiad.edges.workbook.settings import Settings
    from olympiad.edges.workbook.teams import TeamStatus
    from rulesets.team import named_ruleset

    ruleset = TEAM_RULESETS[options["ruleset"] or "olympiad-2012"]
    lot = Colour.parse(options["lot"] or "")
    if roster.suffix.lower() not in TRF_SUFFIXES:
        boards = options["boards"] or ruleset.boards
        teams = read_roster_teams(roster, boards, options["reserves"])
        rounds = options["rounds"] or 11
        text = _ruleset_text(ruleset.name, "", options)
        settings = Settings(options["name"] or roster.stem, rounds, boards, text,
                            _floor(options, ruleset.rating_floor), lot,
                            dates=round_dates(options["dates"], rounds))  # fmt: skip
        return settings, teams, {}, (), ""
    trf = read_trf(roster)
    trf_rules_note(roster, trf, options["ruleset"])
    named = named_ruleset(trf.system)
    if not options["ruleset"] and named:  # record 192 names a team ruleset
        ruleset = TEAM_RULESETS[named.split()[0]]
    event = trf.event
    found, said = trf_lot_said(trf, replace(event, ruleset=ruleset))
    if options["boards"] and event.rounds and options["boards"] != event.ruleset.boards:
        message = f"--boards {options['boards']}, but the rounds in the file have "
        raise click.BadParameter(message + f"{event.ruleset.boards}", param_hint="--boards")
    settings = Settings(
        options["name"] or event.name or roster.stem,
        options["rounds"] or event.total_rounds,
        options["boards"] or event.ruleset.boards,
        _ruleset_text(ruleset.name, trf.system, options),
        _floor(options, ruleset.rating_floor),
        lot or found,
        event.board_colours if event.rounds else "",
    )
    rounds = settings.rounds
    dates = round_dates(options["dates"], rounds) if options["dates"] else trf.dates
    settings = replace(settings, dates=dates)
    following = len(event.rounds) + 1
    statuses = {t: TeamStatus(absent=frozenset({following})) for t in trf.absent}
    return settings, event.teams, statuses, event.rounds, "" if lot else said


def _floor(options: dict[str, Any], default: int) -> int:
    floor = options["rating_floor"]
    return default if floor is None else int(floor)


# ------------------------------------------------------------------ export, bulletin


@click.command(name="export-trf")
@click.argument("event_file", metavar="EVENT.xlsx", type=EXISTING)
@click.argument("out", metavar="OUT.trf", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--allow-unfinished",
    is_flag=True,
    help="Write games without a result with a blank result instead of refusing.",
)
@click.option("--force", is_flag=True, help="Replace OUT.trf even if it is not a TRF file.")
def export_trf_command(event_file: Path, out: Path, allow_unfinished: bool, force: bool) -> None:
    """Write EVENT.xlsx as a TRF-26 team file (players' rounds in TRF-16 001 records).
    Refuses games without a result (naming them) unless --allow-unfinished. Prints what it
    wrote and anything another program may read differently."""
    from individual.edges.files import check_output
    from individual.edges.trf.write import (
        paired_while_unfinished,
        refuse_unfinished,
        written_said,
    )
    from individual.edges.workbook.eventbook import unfinished_as_logged
    from olympiad.edges.event_files import is_workbook
    from olympiad.edges.trf.write import (
        exchange_notes,
        format_team_trf,
        unfinished_games,
    )
    from olympiad.edges.workbook.book import open_tournament
    from olympiad.edges.workbook.changes import manual_changes
    from olympiad.edges.workbook.teambook import TeamBook

    if out.resolve() == event_file.resolve() or is_workbook(out):
        raise click.BadParameter("write the TRF to a .trf file", param_hint="OUT.trf")
    check_output(out, "TRF", force)
    workbook, tournament = open_tournament(event_file)
    event = tournament.event()
    if not allow_unfinished:
        refuse_unfinished(unfinished_games(event))
    following = len(tournament.rounds) + 1
    absent = tournament.left_out(following) if following <= event.total_rounds else frozenset()
    settings, book = tournament.settings, TeamBook(workbook, tournament)
    lot = book.workbook_lot(event, stated=True)[0]  # the Lot cell, else the Log's record
    text = format_team_trf(event, lot, absent=absent, dates=settings.dates)
    _write_trf(out, text)
    for change in manual_changes(tournament):
        for line in change.lines():
            click.echo(line, err=True)
    rounds = (len(event.rounds), event.total_rounds)
    click.echo(written_said(out, (len(event.teams), "team"), rounds, text))
    logged = unfinished_as_logged(workbook, len(event.rounds))
    notes = [*exchange_notes(event, allow_unfinished=allow_unfinished),
             *paired_while_unfinished(logged)]  # fmt: skip
    notes += [said] if (said := book.paired_with_other_numbers()) else []
    notes += [said] if (said := book.exported_under()) else []
    for note in notes:
        click.echo(note)


@click.command(name="demo")
@click.argument("outdir", metavar="[OUTDIR]", required=False,
                type=click.Path(file_okay=False, path_type=Path))  # fmt: skip
@click.option("--rounds", type=click.IntRange(1, 10), default=4, show_default=True,
              help="Rounds played with simulated results before the next is paired.")  # fmt: skip
def demo_command(outdir: Path | None, rounds: int) -> None:
    """Run a sample event in OUTDIR (default: a new temporary folder): the 2026 Olympiad
    Open rosters, copied there, a workbook, ROUNDS rounds paired with simulated results,
    the next round paired, and the HTML bulletin. Nothing in the repository changes."""
    import random
    import tempfile

    from olympiad.edges.workbook.actions import pair_workbook
    from olympiad.edges.workbook.demo import SEED, play_round, start_demo

    folder = outdir or Path(tempfile.mkdtemp(prefix="olympiad-demo-"))
    workbook, roster = start_demo(folder, read_roster_teams)
    click.echo(f"Roster copied to {roster}; workbook {workbook}")
    generator = random.Random(SEED)
    with click.progressbar(range(rounds), label="Pairing rounds, typing results") as bar:
        for _ in bar:
            play_round(workbook, generator)
    paired = pair_workbook(workbook)
    click.echo(f"Round {paired.pairing.number} paired: sheet 'Round {paired.pairing.number}'")
    index = _demo_bulletin(workbook, folder / "bulletin")
    click.echo(f"Workbook: {workbook.resolve()}")
    click.echo(f"Bulletin: open {index}")


def _demo_bulletin(workbook: Path, outdir: Path) -> Path:
    from olympiad.edges.bulletin.render import render_bulletin
    from olympiad.edges.event_files import read_event

    event, pairing = read_event(workbook), None
    with click.progressbar(length=1, label="Writing the bulletin") as bar:
        render_bulletin(event, outdir, pairing)
        bar.update(1)
    return (outdir / "index.html").resolve()


def _write_trf(path: Path, text: str) -> None:
    from individual.edges.workbook.file import SaveFailed
    from olympiad.edges.trf.write import write_team_trf

    try:
        write_team_trf(path, text)
    except OSError as error:
        raise SaveFailed(f"could not write {path} ({error.strerror or error})") from error
