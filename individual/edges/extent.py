"""How far a spreadsheet's values reach, for the readers of rosters and event workbooks:
formatting alone can stretch a sheet to a million rows, and a stray value far away would
make a reader take minutes and gigabytes."""

from __future__ import annotations

from typing import Any

from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]

MOST_CELLS = 2_000_000
"""Rows x columns of values one sheet may span; rosters and events need far fewer."""


def value_extent(sheet: Any) -> tuple[int, int, str]:
    """The rows and columns up to the last cell holding a value, and the farthest such
    cell (``A1`` form; ``""`` when the sheet holds none)."""
    filled = [key for key, cell in sheet._cells.items() if cell.value not in (None, "")]
    height = max((r for r, _ in filled), default=0)
    width = max((c for _, c in filled), default=0)
    if not filled:
        return 0, 0, ""
    far = max(filled, key=lambda key: key[0] * key[1] + key[0] + key[1])
    return height, width, f"{get_column_letter(far[1])}{far[0]}"
