"""Decisions are data: the trail a pairing engine leaves behind, article by article."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Kind(Enum):
    """What sort of decision a trail entry records."""

    ORDER = "order"
    GROUP = "group"
    BYE = "bye"
    FLOAT = "float"
    REJECTED = "rejected"
    RELAXED = "relaxed"
    PAIRED = "paired"
    COLOUR = "colour"
    NOTE = "note"


@dataclass(frozen=True)
class Decision:
    """One decision with the article that caused it."""

    kind: Kind
    article: str
    text: str

    def __str__(self) -> str:
        return f"[{self.article}] {self.kind.value}: {self.text}"


@dataclass(frozen=True)
class Trail:
    """Decisions in the order they were taken; rejected candidates beyond the cap are counted."""

    decisions: tuple[Decision, ...] = ()
    rejected_omitted: int = 0

    def of_kind(self, kind: Kind) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.kind is kind)

    def articles(self) -> frozenset[str]:
        return frozenset(d.article for d in self.decisions)

    def lines(self) -> list[str]:
        out = [str(d) for d in self.decisions]
        if self.rejected_omitted:
            out.append(f"... and {self.rejected_omitted} more rejected candidates not listed")
        return out


@dataclass
class TrailRecorder:
    """Collects decisions while an engine works; ``freeze()`` gives the immutable ``Trail``.

    Rejections are capped at ``rejection_cap`` entries; the rest are only counted.
    """

    rejection_cap: int = 200
    _decisions: list[Decision] = field(default_factory=list)
    _rejected: int = 0
    _omitted: int = 0

    def add(self, kind: Kind, article: str, text: str) -> None:
        if kind is Kind.REJECTED:
            self._rejected += 1
            if self._rejected > self.rejection_cap:
                self._omitted += 1
                return
        self._decisions.append(Decision(kind, article, text))

    def freeze(self) -> Trail:
        return Trail(tuple(self._decisions), self._omitted)
