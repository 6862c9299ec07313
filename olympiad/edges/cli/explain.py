"""``olympiad explain EVENT --round N``: round N paired again as the event stood before it,
the trail of decisions printed, and whether the stored round is what the engine gives now.

One command for both kinds of file (``by_suffix``): the workbook's rounds as its Teams sheet
says they were paired (``Tournament.event_before``), a TRF's as ``olympiad check`` replays
them (``olympiad.check.as_paired``) under the ruleset its record 192 names; a round not yet
paired as ``olympiad pair`` would pair it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from individual.edges.cli.hints import EXPLAIN_ROUND, require_paired
from individual.edges.cli.suffix import by_suffix
from olympiad.edges.cli.rules import TeamRulesets, lot_needed, system_option
from olympiad.edges.cli.workbook_side import EXISTING

if TYPE_CHECKING:
    from olympiad.engine.model import Round, RoundPairing


@click.command(name="explain")
@click.argument("event_file", metavar="EVENT", type=EXISTING)
@EXPLAIN_ROUND
def workbook_explain(event_file: Path, number: int) -> None:
    """Pair round N again as the event stood before it and print the trail of decisions;
    say whether the stored round is what the engine gives now (the round after the last
    refused, as pair is, when every round the Event sheet plans is paired)."""
    from individual.edges.workbook.eventbook import explain
    from individual.edges.workbook.log import judged_under
    from olympiad.edges.workbook.teambook import open_team_book

    book = open_team_book(event_file)
    require_paired(number, book.paired)
    if number > book.paired:
        book.require_round_left()
    else:  # under the ruleset that paired it, as the Log records
        own = book.system_cell()
        ruled, notes = judged_under(book.systems_paired(), [number], own, verb="explained")
        for said in notes:  # what the replay assumed: its report, on stdout, as check's
            click.echo(f"note: {said}")
        book = book if ruled[number] == own[0] else book.under(ruled[number])
        if said := book.numbers_note(number):
            click.echo(f"note: {said}")
    explained = explain(book, number)
    if explained.lot:
        click.echo(f"note: {explained.lot}")
    show(explained.pairing, explained.stored, number)


@click.command(name="explain")
@click.argument("event_file", metavar="EVENT.trf", type=EXISTING)
@EXPLAIN_ROUND
@system_option(
    "Regulation edition (default: the one the file's record 192 names, else olympiad-2012).",
    type=TeamRulesets(),
)
def trf_explain(event_file: Path, number: int, ruleset: str | None) -> None:
    """Each stored round as 'olympiad check' replays it, under the ruleset record 192
    names unless --system does; the next round as 'olympiad pair' would pair it (refused,
    as pair is, when every round the file plans is paired)."""
    from olympiad.check import as_paired
    from olympiad.edges.cli.rules import read_trf, trf_lot_noted, trf_rules_note, with_variant
    from rulesets.systems import pair_team_round as pair_round
    from rulesets.systems import team_system

    trf = read_trf(event_file)
    trf_rules_note(event_file, trf, ruleset)
    event = with_variant(trf.event, ruleset, trf.system, None, None)
    require_paired(number, len(event.rounds))
    lot = trf_lot_noted(trf, event, report=True)  # explain's report, on stdout
    if number > len(event.rounds):
        trf.require_round_left(str(event_file))
        with lot_needed(event_file, _FROM_THE_FILE):
            pairing = pair_round(event, absent=trf.absent, lot=lot)
        show(pairing, None, number)
        return
    before, absent = as_paired(event, number, entered=team_system(event.ruleset).entered)
    with lot_needed(event_file, _FROM_THE_FILE):
        pairing = pair_round(before, absent=absent, lot=lot)
    show(pairing, event.rounds[number - 1], number)


_FROM_THE_FILE = " (explain reads the lot from the file, as check does)"


def show(pairing: RoundPairing, stored: Round | None, number: int) -> None:
    """The trail of ``pairing`` (round ``number``), then whether ``stored`` (``None``: not
    paired yet) is what the engine gives now, and where it differs."""
    for line in pairing.trail.lines():
        click.echo(line)
    if stored is None:
        click.echo(f"Round {number} is not paired yet: this is what 'olympiad pair' would give.")
        return
    engine = pairing.to_round()
    ours = [m.teams for m in stored.matches]
    theirs = [m.teams for m in engine.matches]
    if set(ours) == set(theirs) and engine.bye == stored.bye:
        click.echo(f"Round {number} as stored is what the engine gives now.")
        return
    click.echo(f"Round {number} as stored differs from what the engine gives now:")
    only_stored = [m for m in ours if m not in theirs]
    only_engine = [m for m in theirs if m not in ours]
    click.echo("  stored:  " + (" ".join(f"{a}-{b}" for a, b in only_stored) or "-"))
    click.echo("  engine:  " + (" ".join(f"{a}-{b}" for a, b in only_engine) or "-"))
    if engine.bye != stored.bye:
        click.echo(f"  bye: stored {stored.bye or 'none'}, engine {engine.bye or 'none'}")


explain_command = by_suffix(trf_explain, workbook_explain)
