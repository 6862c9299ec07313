"""How far a spreadsheet's values reach, for the readers of rosters and event workbooks:
formatting alone can stretch a sheet to a million rows, and a stray value far away would
make a reader take minutes and gigabytes."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path
from typing import Any

from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]

from individual.vocabulary.errors import InputError

MOST_CELLS = 2_000_000
"""Rows x columns of values one sheet may span; rosters and events need far fewer."""

MOST_PART_BYTES = 100 << 20
"""Bytes one part of a workbook package may inflate to (``MOST_CELLS`` cells of about 50
bytes); a zip bomb of a few kB would otherwise take gigabytes before a cell is read."""

MOST_MERGED = 10_000
"""Merged ranges one sheet may hold; a roster merges a cell per team, a storm of copied
formatting tens of thousands, which take openpyxl many seconds."""

_TAG = re.compile(rb"<(?:\w+:)?(sheet|Relationship)\b([^>]*)>")
_ATTRIBUTE = re.compile(rb'([\w:]+)="([^"]*)"')


def check_package(path: Path) -> None:
    """Refuse, before openpyxl reads it, a workbook whose parts inflate past
    ``MOST_PART_BYTES`` or whose sheet holds more than ``MOST_MERGED`` merged ranges:
    an ``InputError`` naming the sheet and the limit. Not a zip file: left to the reader."""
    try:
        package = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError):
        return
    with package:
        names = _sheet_names(package)
        for info in package.infolist():
            sheet = names.get(info.filename, info.filename)
            if info.file_size > MOST_PART_BYTES:
                message = (
                    f"a part of the workbook ({info.filename}) would inflate to "
                    f"{info.file_size >> 20:,} MB, more than the {MOST_PART_BYTES >> 20} MB "
                    "a sheet may take; save the sheet anew, without the padding"
                )
                raise InputError(message, str(path), sheet=sheet)
            if info.filename.startswith("xl/worksheets/"):
                merged = package.read(info).count(b"<mergeCell ")
                if merged > MOST_MERGED:
                    message = (
                        f"{merged:,} merged ranges, more than the {MOST_MERGED:,} a sheet may "
                        "have; unmerge the cells outside the table"
                    )
                    raise InputError(message, str(path), sheet=sheet)


def _sheet_names(package: zipfile.ZipFile) -> dict[str, str]:
    """Each worksheet part's sheet name (``xl/worksheets/sheet1.xml`` -> ``Players``)."""
    try:
        book = package.read("xl/workbook.xml")[: 1 << 20]
        rels = package.read("xl/_rels/workbook.xml.rels")[: 1 << 20]
    except (KeyError, zipfile.BadZipFile, OSError):
        return {}
    tags = [
        (kind, {k.decode(): v.decode(errors="replace") for k, v in _ATTRIBUTE.findall(attributes)})
        for kind, attributes in _TAG.findall(book) + _TAG.findall(rels)
    ]
    targets = {a.get("Id"): a.get("Target", "") for kind, a in tags if kind == b"Relationship"}
    return {
        "xl/" + targets[a["r:id"]].removeprefix("/xl/").removeprefix("xl/"): a.get("name", "")
        for kind, a in tags
        if kind == b"sheet" and a.get("r:id") in targets
    }


def value_extent(sheet: Any, path: Path) -> tuple[int, int]:
    """The rows and columns of ``sheet`` (as loaded from the workbook at ``path``) up to the
    last cell holding a value: formatting alone can stretch a sheet to a million rows. The
    one check of both readers, rosters' (``individual.edges.roster.grid``) and the event
    workbook's (``bound_sheet``): an ``InputError`` naming the file, the sheet, the row and
    the column of the farthest value when the values span more than ``MOST_CELLS``, a
    stray cell far down, which would take minutes and gigabytes."""
    filled = [key for key, cell in sheet._cells.items() if cell.value not in (None, "")]
    if not filled:
        return 0, 0
    height = max(r for r, _ in filled)
    width = max(c for _, c in filled)
    if height * width > MOST_CELLS:
        row, column = max(filled, key=lambda key: key[0] * key[1] + key[0] + key[1])
        letter = get_column_letter(column)
        message = (
            f"cell {letter}{row} is far outside the sheet's table: with it the sheet would "
            f"span more than the {MOST_CELLS:,} cells a sheet may have; delete what is in it"
        )
        raise InputError(message, str(path), sheet=sheet.title, row=row, column=letter)
    return height, width


def bound_sheet(sheet: Any, path: Path) -> None:
    """A sheet of the event workbook at ``path``, as loaded (``load_workbook``), cut to its
    values (``value_extent``, whose ``InputError`` it raises): the cells past the last
    value dropped."""
    if sheet.max_row * sheet.max_column <= MOST_CELLS:
        return
    height, width = value_extent(sheet, path)
    for key in [k for k in sheet._cells if k[0] > height or k[1] > width]:
        del sheet._cells[key]
