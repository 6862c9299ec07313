"""The event's dates, as both workbooks and both TRF readers and writers keep them: the
date of each round, and the start and end of the event.

TRF (TRF-16 and TRF-26 alike; FIDE "Tournament Report File, version 2026"): record 042
the date of start and 052 the date of end, ``YYYY/MM/DD``; record 132 the date of each
round, ``YY/MM/DD`` in columns 92-99 for round 1, 102-109 for round 2, ... (under the
rounds of the 001 records). A round without a date leaves its columns blank. 042 and 052
were free text in older files (``28. 07. 2005``): those dotted dates are read too, and
anything else in them is left unread (the round dates are what the pages show); a 132
date that is not one is an error naming its line and column.

A date typed by an organiser (``parse_date``): a date cell (Excel makes ``24/11/2026``
typed in a cell a date-time), or text ``2026-11-24``, ``2026/11/24`` or ``24.11.2026``.
``24/11/2026`` as text is refused: it reads as 24 November or, in the United States, as
a month 24.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, datetime

from individual.edges.trf.fields import FieldErrors, cols
from individual.vocabulary.errors import InputErrors

ROUND_DATES = 132
FIRST_COLUMN = 92  # round 1's date in a 132 record, as round 1's block in a 001 record
BLOCK = 10
EXPECTED = "a date such as 2026-11-24 or 24.11.2026"
_ISO = r"^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$"
_DOTTED = r"^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$"
_SHORT = r"^(\d{2})/(\d{2})/(\d{2})$"
"""The date patterns, compiled (and cached by ``re``) when a date is first read: a file
without dates does not pay for them (issue 16: start-up)."""


@dataclass(frozen=True)
class EventDates:
    """The date of each round that has one, and the event's start and end where a file
    gives them (else the first and last round dates)."""

    rounds: Mapping[int, date] = field(default_factory=dict)
    given_start: date | None = None
    given_end: date | None = None

    @property
    def start(self) -> date | None:
        return self.given_start or min(self.rounds.values(), default=None)

    @property
    def end(self) -> date | None:
        return self.given_end or max(self.rounds.values(), default=None)

    def __bool__(self) -> bool:
        return bool(self.rounds) or self.start is not None


NO_DATES = EventDates()


def parse_date(value: object) -> date | None:
    """A date as an organiser gives it (see the module); ``None`` for an empty cell;
    ``ValueError`` saying what was expected for anything else."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, datetime):
        if value.time() != datetime.min.time():
            raise ValueError(f"expected {EXPECTED}, found a date and time ({value})")
        return value.date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str):
        raise ValueError(f"expected {EXPECTED}, found {value!r}")
    text = value.strip()
    iso, dotted = re.match(_ISO, text), re.match(_DOTTED, text)
    try:
        if iso:
            return date(int(iso[1]), int(iso[2]), int(iso[3]))
        if dotted:
            return date(int(dotted[3]), int(dotted[2]), int(dotted[1]))
    except ValueError:
        raise ValueError(f"expected {EXPECTED}, found {text!r}: no such day") from None
    raise ValueError(f"expected {EXPECTED}, found {text!r}")


def parse_dates(text: str) -> tuple[date, ...]:
    """Dates separated by commas or blanks (``2026-11-24, 2026-11-25``); ``ValueError``
    naming the first that is not one."""
    found = []
    for part in filter(None, re.split(r"[,;\s]+", text.strip())):
        day = parse_date(part)
        assert day is not None
        found.append(day)
    return tuple(found)


def shown(day: date) -> str:
    """A date as the pages print it: ``Tue 24 Nov 2026``."""
    return f"{day:%a} {day.day} {day:%b %Y}"


def format_date_records(dates: EventDates, rounds: int) -> list[str]:
    """Records 042, 052 and 132 for ``rounds`` rounds (none without any date)."""
    lines = []
    if dates.start is not None:
        lines.append(f"042 {dates.start:%Y/%m/%d}")
    if dates.end is not None:
        lines.append(f"052 {dates.end:%Y/%m/%d}")
    last = max([n for n in dates.rounds if n <= rounds], default=0)
    if last:
        line = "132".ljust(FIRST_COLUMN - 1)
        for number in range(1, last + 1):
            day = dates.rounds.get(number)
            line += (f"{day:%y/%m/%d}" if day else "").ljust(BLOCK)
        lines.append(line.rstrip())
    return lines


class DateRecords:
    """What a file's 042, 052 and 132 records say, read line by line (``read``); a plain
    class, not a dataclass (issue 16: a dataclass costs start-up)."""

    def __init__(self, errors: FieldErrors) -> None:
        self.errors = errors
        self.rounds: dict[int, date] = {}
        self.start: date | None = None
        self.end: date | None = None

    def read(self, line: str, n: int) -> bool:
        """Read ``line`` (number ``n``) if it is one of these records; whether it was."""
        kind = line[:3]
        if kind in ("042", "052"):
            try:
                day = parse_date(line[4:])
            except ValueError:
                day = None  # free text in older files: left unread
            if kind == "042":
                self.start = day
            else:
                self.end = day
            return True
        if kind != str(ROUND_DATES):
            return False
        column = FIRST_COLUMN
        while column <= len(line.rstrip()):
            text = cols(line, column, column + 7).strip()
            number = (column - FIRST_COLUMN) // BLOCK + 1
            if text:
                day = _short_date(text)
                if day is None:
                    what = f"record 132, the date of round {number}"
                    self.errors.error(n, column, what, "YY/MM/DD", repr(text))
                else:
                    self.rounds[number] = day
            column += BLOCK
        return True

    def dates(self) -> EventDates:
        return EventDates(dict(self.rounds), self.start, self.end)


def _short_date(text: str) -> date | None:
    """``24/11/23``: 23 November 2024 (years 70-99 are the 1900s)."""
    match = re.match(_SHORT, text)
    if not match:
        return None
    year = int(match[1])
    try:
        return date(year + (1900 if year >= 70 else 2000), int(match[2]), int(match[3]))
    except ValueError:
        return None


def planned_dates(text: str, rounds: int) -> EventDates:
    """``--dates``: a date for each round from round 1 on (fewer leave the last rounds
    without one); ``ValueError`` for more dates than rounds or one that is no date."""
    days = parse_dates(text)
    if len(days) > rounds:
        raise ValueError(f"{len(days)} dates for {rounds} rounds")
    return EventDates(dict(enumerate(days, start=1)))


def read_dates(text: str, file: str = "") -> EventDates:
    """The dates in the 042, 052 and 132 records of TRF ``text``; ``InputErrors`` naming
    the line and column of a 132 date that is not one."""
    records = DateRecords(FieldErrors(file))
    for number, line in enumerate(text.splitlines(), start=1):
        records.read(line, number)
    if records.errors.errors:
        raise InputErrors(records.errors.errors)
    return records.dates()
