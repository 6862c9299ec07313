"""The error tree shared by both engines and their edges.

::

    PairingSystemError
     ├── InputError            one problem in a file: file, sheet/line, row, column
     ├── InputErrors           every problem found in one file, reported at once
     └── PairingImpossible     a round that cannot be paired, with its causes
"""

from __future__ import annotations

from collections.abc import Sequence


class PairingSystemError(Exception):
    """Base of every error this project raises on purpose."""

    exit_code = 1


class InputError(PairingSystemError):
    """A problem in an input file, located as a person would look for it."""

    exit_code = 2

    def __init__(
        self,
        message: str,
        file: str = "",
        sheet: str = "",
        row: int | None = None,
        column: str | int | None = None,
    ) -> None:
        self.message = message
        self.file = file
        self.sheet = sheet
        self.row = row
        self.column = column
        super().__init__(str(self))

    @property
    def where(self) -> str:
        parts = [self.file] if self.file else []
        if self.sheet:
            parts.append(f"sheet {self.sheet!r}")
        if self.row is not None:
            parts.append(f"row {self.row}" if self.sheet else f"line {self.row}")
        if self.column is not None:
            parts.append(f"column {self.column}")
        return ", ".join(parts)

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class InputErrors(PairingSystemError):
    """Several input problems, all reported at once."""

    exit_code = 2

    def __init__(self, errors: Sequence[InputError]) -> None:
        self.errors = tuple(errors)
        super().__init__(str(self))

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


class PairingImpossible(PairingSystemError):
    """No pairing satisfies the absolute rules; ``causes`` says why, with articles."""

    exit_code = 3

    def __init__(self, message: str, causes: Sequence[str] = ()) -> None:
        self.causes = tuple(causes)
        super().__init__(message)

    def __str__(self) -> str:
        lines = [self.args[0]] + [f"  - {c}" for c in self.causes]
        return "\n".join(lines)
