"""What the drawing of lots of a team event decides, in its edition's words: one wording for
the refusal when none is drawn (``olympiad.edges.cli.rules.lot_refusal``), the Event sheet's
Lot cell, ``init``'s next step and the ``--lot`` help.

The Olympiad rules draw the board-1 colour of pairing number 1 in round 1 (2012 art. 21,
2022 art. 7.2); C.04.6 draws the initial-colour before the first round (4.1), which 4.3.1
gives to the first-team of two teams yet to play a match when its TPN is odd, in any round
(``TeamRuleset.lot_is_initial_colour``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from olympiad.engine.roles import cite_mention

if TYPE_CHECKING:
    from olympiad.engine.ruleset import TeamRuleset


def lot_drawn(ruleset: TeamRuleset) -> str:
    """What the lot gives, uncited: ``the initial-colour`` (C.04.6), else ``the board-1
    colour of pairing number 1 in round 1``."""
    if ruleset.lot_is_initial_colour:
        return "the initial-colour"
    return "the board-1 colour of pairing number 1 in round 1"


def lot_article(ruleset: TeamRuleset) -> str:
    """The edition's article of the lot: ``art. 21``, ``art. 7.2``, ``art. 4.1``."""
    return cite_mention("art.", "21", ruleset)


def lot_described(ruleset: TeamRuleset) -> str:
    """``lot_drawn`` and when it is drawn: ``the initial-colour, drawn by lot before the
    first round`` (4.1's words), ``the board-1 colour ..., drawn by lot``."""
    when = " before the first round" if ruleset.lot_is_initial_colour else ""
    return f"{lot_drawn(ruleset)}, drawn by lot{when}"


def _given(said: str, ruleset: TeamRuleset, edition: str = "") -> str:
    """``said`` and, under C.04.6, to whom 4.3.1 gives the initial-colour, in any round
    (the Olympiad rules' words say it already); the article after ``edition``, where a
    text names it (a command's help)."""
    if not ruleset.lot_is_initial_colour:
        return said
    cited = " ".join(filter(None, (edition, cite_mention("art.", "4.3.1", ruleset))))
    return (
        f"{said}; the first-team of two teams yet to play a match gets it with an odd TPN, "
        f"the other colour with an even one ({cited})"
    )


def lot_meaning(ruleset: TeamRuleset) -> str:
    """The Event sheet's note beside the Lot cell, cited by ``ruleset``."""
    return (
        _given(f"{lot_described(ruleset)} ({lot_article(ruleset)})", ruleset) + ": white or black"
    )


def lot_step(ruleset: TeamRuleset) -> str:
    """What ``init``'s next step asks to draw lots for: ``the initial-colour (art. 4.1)``."""
    return f"{lot_drawn(ruleset)} ({lot_article(ruleset)})"


def lot_by_edition(rulesets: Mapping[str, TeamRuleset]) -> str:
    """What the lot is under each of ``rulesets`` (by name), for a text read before an
    edition is chosen (the ``--lot`` help): the editions that say it alike together, each
    with its article (``olympiad-2012 art. 21, olympiad-2022 art. 7.2: the board-1 colour
    ..., drawn by lot. fide-team-2026 art. 4.1: the initial-colour, ...``)."""
    said: dict[str, list[str]] = {}
    for name, ruleset in rulesets.items():
        said.setdefault(_given(lot_described(ruleset), ruleset, name), []).append(
            f"{name} {lot_article(ruleset)}"
        )
    return " ".join(f"{', '.join(names)}: {what}." for what, names in said.items())
