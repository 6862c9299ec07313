"""The ``Event`` sheet's settings as both workbooks keep them: one per row, the label in
column A, the value in column B and, where given, what it means in column C.

Each side (``individual.edges.workbook.book``, ``olympiad.edges.workbook.settings``) names
its own settings and reads their values; finding a setting's row, writing the rows and
changing one value are here, and the round dates both keep: one row per round,
``Round 3 date`` in column A and the date in column B (a date cell; text ``2026-11-24``
or ``24.11.2026`` is read too, ``individual.edges.trf.dates.parse_date``). A workbook made
before these rows reads as having no dates.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date

from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.trf.dates import EventDates, parse_date
from individual.edges.workbook.cells import CellValue, SheetReader, cell_name, put
from rulesets.systems import Side, unregistered

SEARCHED_ROWS = 30
Setting = tuple[str, CellValue, str]  # label, value, meaning ("" for none)
DATE_ROW = re.compile(r"^round (\d+) date$", re.IGNORECASE)
DATE_MEANING = "the date of the round: 2026-11-24 or 24.11.2026 (empty: not given)"
SEARCHED_DATE_ROWS = 200


def write_settings(sheet: Worksheet, settings: Sequence[Setting], first: int = 1,
                   bold: bool = False) -> int:  # fmt: skip
    """Write ``settings`` from row ``first`` on (labels ``bold`` if asked); the row after."""
    for row, (label, value, meaning) in enumerate(settings, start=first):
        put(sheet, row, 1, label, bold=bold)
        put(sheet, row, 2, value)
        if meaning:
            put(sheet, row, 3, meaning)
    return first + len(settings)


NOTE_OF = "empty: the default of {}, "
"""How the Tie-breaks note names the system whose default an empty cell takes
(``tiebreaks_note``): a note read that does not name the System (Ruleset) cell's system, the
cell changed since, is written anew the next time the workbook is (``set_meaning``)."""


def tiebreaks_note(system: str, default: Sequence[str]) -> str:
    """What an empty Tie-breaks cell means, as both workbooks note it beside the cell: the
    default list of the event's ``system`` (its ruleset's), as the cell takes it, the
    system named (``NOTE_OF``: a note naming another is written anew, so it follows the
    System or Ruleset cell); then the word for no tie-break (``listed.NONE``)."""
    from individual.standings.listed import NONE, written  # the list as the sheet writes it

    default_list = written(default) or "none (places shared)"
    return f"{NOTE_OF.format(system)}{default_list}; {NONE}: no tie-break (places shared)"


def no_system(label: str, names: Sequence[str]) -> str:
    """What both workbooks say of an empty ``label`` cell (System, Ruleset): init always
    writes it, so no system is guessed; ``names``, the systems to choose from."""
    return (f"{label}: empty; type the event's {label.lower()}, one of {', '.join(names)} (init "
            "writes it: this workbook was made or changed by hand)")  # fmt: skip


def unknown_system(label: str, found: str, side: Side) -> str:
    """What both workbooks say of a ``label`` cell (the System, Ruleset cell; the Log's
    System column) naming ``found``, no system of ``side`` registered here: the name and
    the choices, in the registry's words (``rulesets.systems.unregistered``, as ``--system``
    says them)."""
    return f"{label}: unknown {unregistered(found, side)}"


def setting_row(sheet: Worksheet, label: str) -> int | None:
    """The row whose column A is ``label`` (case and surrounding spaces ignored), among
    the first ``SEARCHED_ROWS``."""
    return setting_rows(sheet).get(label.casefold())


def setting_named(sheet: str, label: str, row: int | None) -> str:
    """The cell of the ``label`` setting at ``row`` of the Event sheet named ``sheet``
    (``'Event'!B9``), or the sheet and the missing row when it has none (``setting_row``:
    never the row ``write_settings`` would put it in, which after a deletion holds another
    setting): both sides' ``setting_at``."""
    return cell_name(sheet, row, 2) if row is not None else f"sheet {sheet!r}, no {label!r} row"


def missing_setting(label: str, why: str = "") -> str:
    """What both workbooks say of an Event sheet without the ``label`` row that a workbook
    written with it has (``why``: how it is known, for a row not every workbook has): a row
    deleted or its label typed over is refused, never read from the row that moved up."""
    return (f"no {label!r} row in column A{why}: the row was deleted or its label typed over; "
            "restore it, or a version with the 'versions' command")  # fmt: skip


def setting_rows(sheet: Worksheet) -> dict[str, int]:
    """Each label of column A among the first ``SEARCHED_ROWS`` (case folded, surrounding
    spaces ignored) and its row, the first where it repeats: ``setting_row`` of every
    setting at once."""
    rows: dict[str, int] = {}
    for row in range(1, min(sheet.max_row, SEARCHED_ROWS) + 1):
        value = sheet.cell(row, 1).value
        if isinstance(value, str):
            rows.setdefault(value.strip().casefold(), row)
    return rows


def set_setting(sheet: Worksheet, label: str, value: CellValue) -> bool:
    """Change the value of ``label``; ``False`` when the sheet has no such row."""
    row = setting_row(sheet, label)
    if row is not None:
        put(sheet, row, 2, value)
    return row is not None


def set_meaning(sheet: Worksheet, label: str, meaning: str) -> bool:
    """Change what ``label`` means (column C: a note that depends on other settings, written
    anew when the workbook is); ``False`` when the sheet has no such row."""
    row = setting_row(sheet, label)
    if row is not None:
        put(sheet, row, 3, meaning)
    return row is not None


def date_settings(rounds: int, dates: Mapping[int, date], meaning: str = "") -> list[Setting]:
    """The ``Round N date`` rows of rounds 1 to ``rounds``, empty where not given."""
    return [(f"Round {n} date", dates.get(n), meaning) for n in range(1, rounds + 1)]


def read_dates(reader: SheetReader) -> EventDates:
    """The ``Round N date`` rows (none in a workbook made before them); a cell that is no
    date is a problem naming it."""
    found: dict[int, date] = {}
    for row in range(1, min(reader.sheet.max_row, SEARCHED_DATE_ROWS) + 1):
        label = reader.sheet.cell(row, 1).value
        match = DATE_ROW.match(label.strip()) if isinstance(label, str) else None
        if match is None:
            continue
        try:
            day = parse_date(reader.raw(row, 2))
        except ValueError as error:
            reader.error(row, 2, f"{label.strip()}: {error}")
            continue
        if day is not None:
            found[int(match[1])] = day
    return EventDates(found)
