"""How a ruleset lists the articles of its regulation: implemented, not applicable, or not
implemented with a note. Shared by the team and the individual rulesets."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Status(Enum):
    IMPLEMENTED = "implemented"
    NOT_APPLICABLE = "not applicable"
    NOT_IMPLEMENTED = "not implemented"


@dataclass(frozen=True)
class Article:
    """One article of the regulation and how this program treats it."""

    number: str
    title: str
    status: Status
    where: str = ""
    note: str = ""
