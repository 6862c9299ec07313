"""Roster cells as values: text, ratings, board numbers, FIDE IDs, team titles.

Each parser takes what a spreadsheet cell holds (``str``, ``int``, ``float``, ``None``,
an ``UnsavedFormula``...) and returns the value, or raises ``BadCell`` with a message that
says what was expected and what was found. ``roster_problems`` makes the collector
(``individual.edges.workbook.cells.Problems``) that locates them by sheet, row and column.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from individual.edges.workbook.cells import Problems
from individual.vocabulary.errors import InputError
from individual.vocabulary.player import HIGHEST_RATING

TITLES = frozenset({"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "AGM", "AIM", "AFM", "ACM"})
_UNRATED = frozenset({"-", "–", "—", "nr", "unr", "unrated", "n/a"})
_SPACES = re.compile(r"\s+")
_THOUSANDS = re.compile(r"(?<=\d)[,'’](?=\d{3}(?!\d))")
_TITLE_TAIL = re.compile(
    r"\s*[(,;]?\s*(RtgAvg|Rtg\s*Ø|Elo\s*Ø|Captain|Kapitän|Capitaine)\s*[:\d].*$", re.I
)
_FED_SUFFIX = re.compile(r"^(.*\S)\s*\(([A-Z]{3})\)$")
NUMBER_PREFIX = re.compile(r"^(\d+)\s*[.)]\s*(\S.*)$")


class BadCell(ValueError):
    """A cell that does not hold what its column promises."""


@dataclass(frozen=True)
class UnsavedFormula:
    """A formula cell whose value was never saved (e.g. a workbook written by a script)."""

    formula: str


def excel_column(index: int | None) -> int | None:
    """A 0-based column index as Excel counts it (A is 1), for ``Problems.add``."""
    return None if index is None else index + 1


def roster_problems(file: str, sheet: str) -> Problems:
    """The collector of one roster sheet (or CSV file, ``sheet`` empty): problems located
    by sheet, row and column (``row 16, column C``), not by cell name."""
    return Problems(file, sheet, located=InputError)


def found(value: object) -> str:
    """How a cell's content is quoted in a message."""
    if value is None or value == "":
        return "an empty cell"
    if isinstance(value, UnsavedFormula):
        return f"the formula {value.formula!r} with no saved value"
    return repr(value.strip()) if isinstance(value, str) and value.strip() else repr(value)


def text(value: object) -> str:
    """A cell as text: stray and repeated spaces removed; ``2745.0`` read as ``2745``."""
    if value is None:
        return ""
    if isinstance(value, UnsavedFormula):
        raise BadCell(f"expected a value; found {found(value)}: type the value itself")
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return _SPACES.sub(" ", str(value)).strip()


def normalize(label: object) -> str:
    """A header or keyword compared loosely: no accents, case, spaces or punctuation."""
    raw = text(label) if not isinstance(label, UnsavedFormula) else ""
    if raw == "#":
        return "no"
    decomposed = unicodedata.normalize("NFKD", raw)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return "".join(c for c in plain.casefold() if c.isalnum())


def whole_number(value: object, what: str) -> int:
    """A whole number from a number or text cell (``" 2 745 "``, ``"2745.0"``, ``2745.0``);
    digits other than 0-9 (``²``, ``۴``, ``４``) are refused, not read as numbers."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise BadCell(f"expected {what}; found {found(value)}")
    if isinstance(value, str):
        digits = _THOUSANDS.sub("", _SPACES.sub("", value.replace("\u00a0", " ")))
        if not re.fullmatch(r"[0-9]+(\.0*)?", digits):  # not ², ۴ or ４: odd digits
            raise BadCell(f"expected {what}; found {found(value)}")
        return int(digits.split(".")[0])
    if isinstance(value, float) and not value.is_integer():
        raise BadCell(f"expected {what}; found {found(value)}")
    return int(value)


def rating(value: object) -> int | None:
    """A FIDE rating 0 to ``HIGHEST_RATING``; empty, ``-``, ``NR`` or 0 mean unrated (``None``)."""
    if value is None or (isinstance(value, str) and text(value).casefold() in _UNRATED | {""}):
        return None
    what = f"a rating, a whole number from 0 to {HIGHEST_RATING} (or empty if unrated)"
    number = whole_number(value, what)
    if not 0 <= number <= HIGHEST_RATING:
        raise BadCell(f"expected {what}; found {found(value)}")
    return number or None


def board(value: object) -> int:
    """A board number, 1 or more (``"3."`` accepted)."""
    what = "a board number (1, 2, 3 ...)"
    cleaned = text(value).rstrip(".") if isinstance(value, str) else value
    if cleaned is None or cleaned == "":
        raise BadCell(f"expected {what}; found {found(value)}")
    number = whole_number(cleaned, what)
    if number < 1:
        raise BadCell(f"expected {what}; found {found(value)}")
    return number


def fide_id(value: object) -> str:
    """A FIDE ID as a string of digits, leading zeros kept; empty when not given."""
    if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
        raise BadCell(f"expected a FIDE ID, digits only; found {found(value)}")
    digits = text(value).replace(" ", "")
    if digits and not (digits.isascii() and digits.isdigit()):
        raise BadCell(f"expected a FIDE ID, digits only; found {found(value)}")
    return digits


def title(value: object) -> str:
    """A title as written; a known FIDE title in capitals (``gm`` -> ``GM``)."""
    raw = text(value)
    return raw.upper() if raw.upper() in TITLES else raw


def team_title(raw: str) -> tuple[str, str]:
    """A team name and the federation in a trailing ``(USA)``; chess-results' tail
    (``RtgAvg:2741``, ``Captain: ...``) dropped."""
    name = _TITLE_TAIL.sub("", raw).rstrip(" ,;:")
    match = _FED_SUFFIX.match(name)
    return (match.group(1), match.group(2)) if match else (name, "")


def strip_number_prefixes(names: list[str]) -> list[str]:
    """Drop chess-results' ``"12. "`` before team names, only when every name has one
    and the numbers differ (so ``"1. FC Köln"`` among plain names keeps its ``1.``)."""
    matches = [NUMBER_PREFIX.match(name) for name in names]
    numbers = [m.group(1) for m in matches if m]
    if not names or len(numbers) < len(names) or len(set(numbers)) < len(numbers):
        return names
    return [m.group(2) for m in matches if m]
