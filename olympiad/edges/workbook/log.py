"""The team workbook's ``Log`` sheet: the shared log (``individual.edges.workbook.log``) and the
pairing record of a team round."""

from __future__ import annotations

from individual.edges.workbook.log import (
    HEADER,
    INIT,
    PAIRING_ACTIONS,
    UNFINISHED,
    LogEntry,
    PairingRecord,
    Renumbering,
    append_log,
    latest_pairings,
    now,
    read_log,
    unfinished_when_paired,
    write_log_header,
)
from olympiad.engine.model import Round

__all__ = [
    "HEADER",
    "INIT",
    "PAIRING_ACTIONS",
    "UNFINISHED",
    "LogEntry",
    "PairingRecord",
    "Renumbering",
    "append_log",
    "latest_pairings",
    "now",
    "read_log",
    "record_of",
    "unfinished_when_paired",
    "write_log_header",
]


def record_of(rnd: Round) -> PairingRecord:
    """A team round's pairing as the log keeps it (team numbers, white on board 1 first)."""
    return PairingRecord(tuple(m.teams for m in rnd.matches), rnd.bye, rnd.absent)
