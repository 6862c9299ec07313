"""A team TRF's ruleset on the command line: the one ``--system`` names, else the one its
record 192 names (``with_variant``), with a note on stderr when it names none of ours
and the 310 records whose match points its results do not give
(``trf_rules_note``), and its warnings (``read_trf``). Apart from
``olympiad.edges.cli.main`` so that the commands loaded from there use it without an
import circle."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from individual.edges.cli.hints import Decorator, Systems

if TYPE_CHECKING:
    from individual.vocabulary.colour import Colour
    from olympiad.edges.trf.read import TeamTrf
    from olympiad.engine.colours import LotNotDrawn
    from olympiad.engine.model import Event


class TeamRulesets(Systems):
    """``--system``'s choices on ``olympiad``: the team rulesets (``Systems``)."""

    def __init__(self, generating: bool = False) -> None:
        super().__init__("team", generating)  # rulesets.systems.TEAM, loaded when asked


def system_option(help: str, **options: Any) -> Decorator:
    """``--system`` of an ``olympiad`` command: the team ruleset (the value reaches the
    command as ``ruleset``), named as ``swiss`` names its system; ``--ruleset``, the
    earlier name, still accepted so that scripts written for it do not break."""
    said = f"{help} --ruleset: the earlier name, still accepted."
    return click.option("--system", "--ruleset", "ruleset", help=said, **options)


def edition_articles(role: str) -> str:
    """Each edition's own article for the rule the engine names ``role`` (its 2012 number,
    ``TeamRuleset.cite``), for a text read before an edition is chosen (a command's help):
    ``"olympiad-2012 art. 21, olympiad-2022 art. 7.2, fide-team-2026 art. 4.1"``; an
    edition without one is left out."""
    from rulesets.team import TEAM_RULESETS

    cited = ((name, ruleset.cite(role)) for name, ruleset in TEAM_RULESETS.items())
    return ", ".join(
        f"{name} {number if number.startswith('C.') else f'art. {number}'}"
        for name, number in cited
        if number
    )


def lot_option() -> Decorator:
    """``--lot`` of ``olympiad pair`` (TRF and workbook) and ``olympiad init``: one help
    text, saying what the lot is under each edition (``olympiad.edges.lot``)."""
    from individual.vocabulary.colour import WORDS
    from olympiad.edges.lot import lot_by_edition
    from rulesets.team import TEAM_RULESETS

    return click.option(
        "--lot",
        type=click.Choice(WORDS),
        help=f"The lot. {lot_by_edition(TEAM_RULESETS)} "
        "Default: the lot the event file states (a TRF's XXC/152; a workbook's Lot cell, "
        "where --lot is written), else the one its round 1 shows.",
    )


_IN_THE_FILE = "state it in the file (XXC white1 or XXC black1, or record 152 w or b)"


def lot_refusal(needed: LotNotDrawn) -> str:
    """``LotNotDrawn`` said in its edition's words (``olympiad.edges.lot``): the Olympiad
    rules' lot, the board-1 colour of pairing number 1 (2012 art. 21, 2022 art. 7.2);
    C.04.6's, the initial-colour (4.1)."""
    from olympiad.edges.lot import lot_article, lot_described

    return f"{lot_article(needed.ruleset)}: {lot_described(needed.ruleset)}, is needed"


@contextmanager
def lot_needed(path: Path, how: str) -> Iterator[None]:
    """The engine's ``LotNotDrawn`` (no lot for board 1 of pairing number 1) while pairing
    the TRF at ``path``, said as an ``InputError`` naming the file and what the command
    can do: state the lot in the file, and ``how`` (``--lot``, where the command has it)."""
    from individual.vocabulary.errors import InputError
    from olympiad.engine.colours import LotNotDrawn

    try:
        yield
    except LotNotDrawn as needed:
        raise InputError(f"{lot_refusal(needed)}: {_IN_THE_FILE}{how}", str(path)) from None


def trf_lot_noted(trf: TeamTrf, event: Event, report: bool = False) -> Colour | None:
    """The lot of the team TRF ``trf`` (``trf_lot``: the one it states, else read back from
    round 1 of ``event``), with the note every command of both sides gives when it was read
    back (``trf_lot_said``): on stderr for ``pair``, on stdout in the ``report`` of
    ``explain`` (and ``check``), with its other notes."""
    found, said = trf_lot_said(trf, event)
    if said:
        click.echo(f"note: {said}", err=not report)
    return found


def trf_lot_said(trf: TeamTrf, event: Event) -> tuple[Colour | None, str]:
    """``trf_lot``, and the sentence saying it was read back (``read_back_note``, cited by
    the event's edition; empty: the file states it, or no round is played)."""
    from individual.vocabulary.colour import UNSTATED_IN_TRF, read_back_note
    from olympiad.edges.trf.read import trf_lot
    from olympiad.engine.roles import cite_mention

    found = trf_lot(trf, event)
    if found is None or trf_lot(trf, event, read_back=False) is not None:
        return found, ""
    said = read_back_note(found, UNSTATED_IN_TRF)
    return found, f"{cite_mention('art.', '21', event.ruleset)}: {said}"


def trf_rules_note(path: Path, trf: TeamTrf, chosen: str | None, option: str = "") -> None:
    """On stderr, when no ruleset is ``chosen`` and record 192 of the TRF ``trf`` at
    ``path`` names no team ruleset of ours: the rules assumed, and ``option`` (by default
    ``--system``) to choose others (``unnamed_note``); then a warning on each 310 record
    whose match points its results do not give under the ruleset record 192 names (the
    rules the file was written by, ``match_points_warnings``)."""
    from olympiad.edges.trf.published import match_points_warnings
    from rulesets.trf_codes import chosen_ruleset

    note = chosen_ruleset(str(path), trf.system, chosen or None, True, option).note
    if note:
        click.echo(note, err=True)
    own = with_variant(trf.event, None, trf.system, None, None)
    text = path.read_text(encoding="utf-8", errors="replace")
    for warning in match_points_warnings(str(path), text, own):
        click.echo(warning, err=True)


def read_trf(path: Path) -> TeamTrf:
    """The team TRF at ``path``; its warnings (a header the records differ from) on stderr."""
    from olympiad.edges.trf.read import read_team_trf

    trf = read_team_trf(path)
    for warning in trf.warnings:
        click.echo(warning, err=True)
    return trf


def with_variant(
    event: Event,
    name: str | None,
    system: str,
    colours: str | None = None,
    scoring: str | None = None,
) -> Event:
    """``event`` under the ruleset ``name`` (default: the one TRF record 192 names,
    ``rulesets.trf_codes.chosen_ruleset``, else the file's, olympiad-2012); a ruleset with a
    colour model and a scoring (C.04.6's) takes them from ``colours`` and ``scoring``, else from
    record 192."""
    from rulesets.team import named_ruleset, trf_ruleset
    from rulesets.trf_codes import chosen_ruleset

    chosen = chosen_ruleset("", system, name, True).name
    named = named_ruleset(system)
    text = named if named and chosen and named.split()[0] == chosen else name
    ruleset = trf_ruleset(event.ruleset, system, text)
    options = {"colours": colours, "scoring": scoring}
    if not set(options) <= {f.name for f in dataclasses.fields(ruleset)}:
        if colours or scoring:
            raise click.BadParameter(
                f"only for fide-team-2026, not {ruleset.name}", param_hint="--colours/--scoring"
            )
    else:
        given = {k: v for k, v in options.items() if v}
        ruleset = dataclasses.replace(ruleset, **given) if given else ruleset  # type: ignore[arg-type]
    return event if ruleset is event.ruleset else dataclasses.replace(event, ruleset=ruleset)
