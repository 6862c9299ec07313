"""The team workbook's ``Log`` sheet: the shared log (``individual.edges.workbook.log``), the
pairing record of a team round and the name of the ruleset that paired it."""

from __future__ import annotations

from individual.edges.workbook.log import (
    HEADER,
    PAIRING_ACTIONS,
    UNFINISHED,
    LogEntry,
    PairingRecord,
    append_log,
    latest_pairings,
    now,
    read_log,
    unfinished_when_paired,
    write_log_header,
)
from olympiad.engine.model import Round
from olympiad.fideteam.ruleset import FideTeamRuleset
from rulesets.team import resolve_team_ruleset

__all__ = [
    "HEADER",
    "PAIRING_ACTIONS",
    "UNFINISHED",
    "LogEntry",
    "PairingRecord",
    "append_log",
    "latest_pairings",
    "now",
    "read_log",
    "record_of",
    "ruleset_named",
    "unfinished_when_paired",
    "write_log_header",
]


def record_of(rnd: Round) -> PairingRecord:
    """A team round's pairing as the log keeps it (team numbers, white on board 1 first)."""
    return PairingRecord(tuple(m.teams for m in rnd.matches), rnd.bye, rnd.absent)


def ruleset_named(text: str) -> str:
    """The ruleset a Ruleset cell (or a Log row) names, as the Log records it: its name,
    C.04.6's with its colour model and scoring (``fide-team-2026 typea mp-gp``: the
    defaults said, so that ``fide-team-2026`` is the same ruleset); empty when it names
    none."""
    ruleset = resolve_team_ruleset(text)
    if isinstance(ruleset, FideTeamRuleset):
        return f"{ruleset.name} {ruleset.colours} {ruleset.scoring}"
    return ruleset.name if ruleset is not None else ""
