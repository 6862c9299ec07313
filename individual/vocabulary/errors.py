"""The error tree shared by both engines and their edges.

::

    PairingSystemError
     ├── InputError            one problem in a file: file, sheet/line, row, column
     ├── InputErrors           every problem found in one file, reported at once
     └── PairingImpossible     a round that cannot be paired, with its causes
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from individual.vocabulary.decision import NO_DETAIL, Cite, Detail, Role, uncited


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


@dataclass(frozen=True)
class Cause:
    """One reason a round cannot be paired: the rule (``role``, or only its ``article``),
    the teams or players it concerns, and the ``message`` as printed. A cause with a role
    can be rendered anew for another edition's articles (``cited``)."""

    message: str
    article: str = ""
    subjects: tuple[int, ...] = ()
    role: Role | None = None
    detail: Detail = field(default=NO_DETAIL, compare=False, hash=False)

    @classmethod
    def of(cls, role: Role, *subjects: int, detail: Detail = NO_DETAIL) -> Cause:
        """The cause ``role`` gives for ``subjects``, its articles the role's keys."""
        message = role.render(subjects, detail, (role.key,), uncited)
        return cls(message, uncited(role.key), subjects, role, detail)

    def cited(self, cite: Cite) -> Cause:
        """The same cause with its article and message cited by ``cite``."""
        if self.role is None:
            return self
        message = self.role.render(self.subjects, self.detail, (self.role.key,), cite)
        return Cause(message, cite(self.role.key), self.subjects, self.role, self.detail)

    def __contains__(self, text: str) -> bool:
        """``text in cause``: for callers that read causes as strings (prefer the fields)."""
        return text in self.message

    def __str__(self) -> str:
        return self.message


class PairingImpossible(PairingSystemError):
    """No pairing satisfies the absolute rules; ``causes`` says why, with articles (a
    string given as a cause becomes a ``Cause`` with that message)."""

    exit_code = 3

    def __init__(self, message: str, causes: Sequence[Cause | str] = ()) -> None:
        self.causes = tuple(c if isinstance(c, Cause) else Cause(c) for c in causes)
        super().__init__(message)

    def __str__(self) -> str:
        lines = [self.args[0]] + [f"  - {c}" for c in self.causes]
        return "\n".join(lines)
