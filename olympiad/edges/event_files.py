"""The event in a file, read by the file's suffix: a team TRF (``.trf``, ``.txt``) or the
tournament workbook (``.xlsx``, ``.xlsm``). Each reader is imported when a file of its kind
is read, so a TRF command loads no Excel library and the suffix tests load nothing."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from individual.edges.files import WORKBOOK_SUFFIXES, is_workbook
from individual.vocabulary.errors import InputError

if TYPE_CHECKING:
    from olympiad.engine.model import Event

TRF_SUFFIXES = (".trf", ".txt")
__all__ = ["TRF_SUFFIXES", "WORKBOOK_SUFFIXES", "is_workbook", "read_event"]


def read_event(path: Path) -> Event:
    """The event in ``path`` (a workbook's rounds without results are rounds paired, not
    yet played). ``InputError`` for a suffix that is neither."""
    suffix = path.suffix.lower()
    if suffix in WORKBOOK_SUFFIXES:
        from olympiad.edges.workbook.book import open_tournament

        return open_tournament(path)[1].event()
    if suffix in TRF_SUFFIXES:
        from olympiad.edges.trf.read import read_team_trf

        return read_team_trf(path).event
    known = ", ".join((*TRF_SUFFIXES, *WORKBOOK_SUFFIXES))
    raise InputError(f"{path}: cannot read a {suffix or 'suffix-less'} file (known: {known})")
