"""What both command lines share for the organiser: ``-h``, ``--version``, the next
step a command suggests, ``init --dates``, the exit rule of ``check``, ``explain --round``
and the options of ``generate`` (``--seed``, ``--played``, the chances)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from individual.vocabulary.colour import Colour

if TYPE_CHECKING:
    from individual.edges.trf.dates import EventDates
    from rulesets.systems import Side

PACKAGE = "olympiad-pairings"
"""The distribution both commands come from (``--version``)."""
HELP_OPTIONS = {"help_option_names": ["-h", "--help"]}
"""``-h`` as well as ``--help``, on both commands and every subcommand."""
DATES_HELP = (
    "The date of each round from round 1 on, separated by commas ('2026-11-24,2026-11-25' "
    "or 24.11.2026); kept in the Event sheet, shown in the bulletin, written to TRF (132)."
)


FORCE_HELP = (
    "Pair the last round again while it is not complete (the results typed in it are "
    "discarded, kept as a version) or has no result; a complete round is never paired "
    "again: the next round is paired, as without --force."
)
"""``pair EVENT.xlsx --force`` on both command lines: what ``round_to_pair`` does (a
complete round's results are never discarded, even with ``--force``)."""
TIEBREAKS_HELP = (  # standings on both command lines (issue 30)
    "FIDE tie-breaks (C.07) instead of the event's, as FIDE writes them, separated by "
    "commas: 'BH/C1,SB,DE' (a team event: 'EMGSB,BH:MP/C1')."
)
CSV_HELP = (
    "Print CSV: a row per entrant, its number in column No, a column per score and "
    "tie-break named by its acronym, values as plain decimals."
)
TIEBREAKS_OPTION = click.option("--tiebreaks", metavar="LIST", help=TIEBREAKS_HELP)
CSV_OPTION = click.option("--csv", "as_csv", is_flag=True, help=CSV_HELP)

CHECK_EXIT = (
    "Exit status: 1 when it lists a violation or a difference, 0 when it lists nothing, "
    "2 on bad input."
)
"""The one exit rule of ``check`` on both command lines (the ``--help`` epilog of each): a
difference from the engine's pairing is reported as a failure, as a violation is."""

Decorator = Callable[[Callable[..., Any]], Callable[..., Any]]


class Systems(click.Choice[str]):
    """``--system``'s choices on both command lines: the rulesets of ``side`` whose system
    the one registry (``rulesets.systems.ruleset_names``) holds, ``generating``: whose
    system generates events; read when the command runs."""

    def __init__(self, side: Side, generating: bool = False) -> None:
        self.side: Side = side
        self.generating = generating
        super().__init__(())

    @property
    def choices(self) -> tuple[str, ...]:
        from rulesets.systems import ruleset_names

        return ruleset_names(self.side, self.generating)

    @choices.setter
    def choices(self, _: object) -> None:
        """Set by ``click.Choice``; the registry decides."""


SEED_OPTION: Decorator = click.option(
    "--seed", type=int, default=1, show_default=True, help="The same seed, the same file."
)
"""``generate --seed`` of both command lines."""

PLAYED_OPTION: Decorator = click.option(
    "--played",
    type=click.IntRange(min=0),
    help="Rounds paired and played (default: all of them).",
)
"""``generate --played`` of both command lines: how many of the rounds planned (``--rounds``,
written to the file) are paired, played and written; the rest are left to pair."""


def require_played(played: int | None, rounds: int) -> None:
    """``generate --played``: no more rounds played than ``rounds`` planned."""
    if played is not None and played > rounds:
        raise click.BadParameter(f"{played} > --rounds {rounds}", param_hint="--played")


EXPLAIN_ROUND: Decorator = click.option(
    "--round",
    "number",
    type=click.IntRange(min=1),
    required=True,
    metavar="N",
    help="The round: one already paired, or the next.",
)
"""``explain --round N``, on both command lines and both kinds of file."""


def require_paired(number: int, paired: int) -> None:
    """``explain --round N``: a round paired, or the next (``paired`` rounds are)."""
    if number > paired + 1:
        raise click.BadParameter(f"only {paired} round(s) are paired", param_hint="--round")


def chance_option(flag: str, default: float, help: str) -> Decorator:
    """A ``generate`` option giving the chance (0 to 1) of an absence or a forfeit."""
    return click.option(
        flag, type=click.FloatRange(0, 1), default=default, show_default=True, help=help
    )


def next_step(command: str, event_file: Path, lot: Colour | None, cell: str, drawn: str) -> str:
    """The line after ``init``: pair round 1; without a lot in the Event sheet, draw lots
    for ``drawn`` (what the event's lot is: ``player 1's colour in round 1``) first and
    type it in ``cell``, or give it to ``pair`` (which then writes it there): round 1 is
    not paired without one, on either command."""
    import shlex

    pair = f"{command} pair {shlex.quote(str(event_file))}"
    if lot is not None:
        return f"Next: {pair}"
    return f"Next: draw lots for {drawn} and type white or black in {cell}, or: {pair} --lot white"


def named_after_file(name: str, roster: Path, given: str | None, cell: str) -> str | None:
    """When init took the event's name from the roster's file name (no ``--name``, none
    in the file), where the real one goes: ``cell`` of the Event sheet, which every page
    reads."""
    if given or name != roster.stem:
        return None
    return (
        f"The event is named {name!r} after the roster's file: type its name in {cell} "
        "(or init --name)"
    )


def round_dates(text: str, rounds: int) -> EventDates:
    """``init --dates``: each round's date from round 1 on (``BadParameter`` for more dates
    than rounds or one that is no date)."""
    import click

    from individual.edges.trf.dates import planned_dates

    try:
        return planned_dates(text, rounds)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--dates") from None
