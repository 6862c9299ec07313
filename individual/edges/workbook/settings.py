"""The ``Event`` sheet's settings as both workbooks keep them: one per row, the label in
column A, the value in column B and, where given, what it means in column C.

Each side (``individual.edges.workbook.book``, ``olympiad.edges.workbook.settings``) names
its own settings and reads their values; finding a setting's row, writing the rows and
changing one value are here.
"""

from __future__ import annotations

from collections.abc import Sequence

from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.workbook.cells import CellValue, put

SEARCHED_ROWS = 30
Setting = tuple[str, CellValue, str]  # label, value, meaning ("" for none)


def write_settings(sheet: Worksheet, settings: Sequence[Setting], first: int = 1,
                   bold: bool = False) -> int:  # fmt: skip
    """Write ``settings`` from row ``first`` on (labels ``bold`` if asked); the row after."""
    for row, (label, value, meaning) in enumerate(settings, start=first):
        put(sheet, row, 1, label, bold=bold)
        put(sheet, row, 2, value)
        if meaning:
            put(sheet, row, 3, meaning)
    return first + len(settings)


def setting_row(sheet: Worksheet, label: str) -> int | None:
    """The row whose column A is ``label`` (case and surrounding spaces ignored), among
    the first ``SEARCHED_ROWS``."""
    for row in range(1, min(sheet.max_row, SEARCHED_ROWS) + 1):
        value = sheet.cell(row, 1).value
        if isinstance(value, str) and value.strip().casefold() == label.casefold():
            return row
    return None


def set_setting(sheet: Worksheet, label: str, value: CellValue) -> bool:
    """Change the value of ``label``; ``False`` when the sheet has no such row."""
    row = setting_row(sheet, label)
    if row is not None:
        put(sheet, row, 2, value)
    return row is not None
