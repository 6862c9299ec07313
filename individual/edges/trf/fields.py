"""Fixed-column TRF fields shared by the team and individual readers: the columns of a
line, a whole number with its location, a round block of a 001 record, and the error list
every reader collects (file, line, column; expected and found)."""

from __future__ import annotations

from dataclasses import dataclass, field

from individual.vocabulary.errors import InputError


def cols(line: str, first: int, last: int) -> str:
    """Columns ``first``-``last`` of ``line`` (1-based), padded with blanks where it ends."""
    return line[first - 1 : last].ljust(last - first + 1)


@dataclass(frozen=True)
class Entry:
    """One round block of a 001 record; ``column`` is where the block starts."""

    player: int
    round: int
    opponent: int
    colour: str
    code: str
    line: int
    column: int


@dataclass
class FieldErrors:
    """The problems found in one file, all reported together."""

    file: str
    errors: list[InputError] = field(default_factory=list)

    def error(self, line: int, column: int, what: str, expected: str, found: str) -> None:
        message = f"{what}: expected {expected}, found {found}"
        self.errors.append(InputError(message, self.file, row=line, column=column))


def whole_number(
    raw: FieldErrors, line: str, n: int, first: int, last: int, what: str
) -> int | None:
    """The whole number in columns ``first``-``last``; blank reads as 0, junk as ``None``
    (with the error recorded)."""
    text = cols(line, first, last).strip()
    if not text or (text.isascii() and text.isdigit()):
        return int(text or 0)
    raw.error(n, first, what, f"a whole number in columns {first}-{last}", repr(text))
    return None
