"""The team workbook's ``Log`` sheet: the shared log (``individual.edges.workbook.log``) and the
pairing record of a team round."""

from __future__ import annotations

from collections.abc import Mapping

from openpyxl.workbook.workbook import Workbook  # type: ignore[import-untyped]

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
from olympiad.edges.workbook.settings import LOG_SHEET
from olympiad.engine.model import Round

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
    "unfinished_as_logged",
    "unfinished_when_paired",
    "write_log_header",
]


def record_of(rnd: Round) -> PairingRecord:
    """A team round's pairing as the log keeps it (team numbers, white on board 1 first)."""
    return PairingRecord(tuple(m.teams for m in rnd.matches), rnd.bye, rnd.absent)


def unfinished_as_logged(workbook: Workbook, rounds: int) -> Mapping[int, tuple[str, ...]]:
    """For each of the first ``rounds`` rounds paired while games of earlier rounds were
    unfinished (*), the Log's ``unfinished`` rows of its latest pairing."""
    if LOG_SHEET not in workbook.sheetnames:
        return {}
    logged = unfinished_when_paired(read_log(workbook[LOG_SHEET]))
    return {n: texts for n, texts in logged.items() if n <= rounds}
