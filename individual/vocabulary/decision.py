"""Decisions are data: the trail a pairing engine leaves behind, article by article.

A decision names its subjects (the teams or players it is about), the round, and the
``Role`` of the rule that made it, with a ``detail`` where the rule needs more (a score
group, a colour difference): a frozen ``Detail`` of the role's family (each engine's roles
module defines its own), read by field. Its text is rendered from those fields when the trail
is printed (``Trail.lines``), with the articles of the edition the trail was cited by; no
code reads the text back. Engines that do not name roles yet record ``Decision(kind,
article, text)``, whose text is printed as given.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from functools import cached_property
from typing import Protocol, Self, TypeVar

Cite = Callable[[str], str]
"""A role's key (``"30a"``, ``"16b/bye"``) -> the article an edition numbers it by."""


@dataclass(frozen=True)
class Detail:
    """What a decision says beyond its subjects; each family of roles extends it with the
    fields its sentences name (``olympiad.engine.roles.TeamDetail``, ...)."""


NO_DETAIL = Detail()

D = TypeVar("D", bound=Detail)


def of_family(detail: Detail, empty: D) -> D:
    """``detail`` as the family of ``empty`` (a roles module's empty detail); a detail of
    another family, or none, reads as ``empty``."""
    return detail if isinstance(detail, type(empty)) else empty


def named(detail: Detail) -> dict[str, object]:
    """A detail's fields by name, as a family's sentences name them."""
    return {f.name: getattr(detail, f.name) for f in fields(detail)}


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


class Role(Protocol):
    """The part a rule played in a decision, as an engine names it: ``kind`` of decision,
    ``key`` for the edition's citation table, and the sentence that says it."""

    @property
    def kind(self) -> Kind: ...

    @property
    def key(self) -> str: ...

    def render(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> str:
        """The sentence for ``subjects`` and ``detail``; ``keys``: the decision's own roles'
        keys, ``cite`` gives their articles."""
        ...


class TemplateRole(Enum):
    """The base of an engine's roles: each member is ``(key, kind, template)``, and its
    sentence is the template formatted with what ``fields`` lets it name (each engine says
    that in its own ``fields``)."""

    _key: str
    _kind: Kind
    template: str

    def __new__(cls, key: str, kind: Kind, template: str) -> Self:
        role = object.__new__(cls)
        role._value_ = len(cls.__members__)
        role._key, role._kind, role.template = key, kind, template
        return role

    @property
    def key(self) -> str:
        return self._key

    @property
    def kind(self) -> Kind:
        return self._kind

    def render(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> str:
        return self.template.format_map(self.fields(subjects, detail, keys, cite))

    def fields(
        self,
        subjects: tuple[int, ...],
        detail: Detail,
        keys: tuple[str, ...],
        cite: Cite,
    ) -> Mapping[str, object]:
        """What this engine's templates may name."""
        raise NotImplementedError


def uncited(key: str) -> str:
    """A key as its own article, qualifier dropped (``"16b/bye"`` -> ``"16b"``)."""
    return key.split("/")[0]


def cite_in(table: Mapping[str, str], key: str) -> str:
    """``key`` cited by ``table``; a qualified key (``"16b/bye"``) falls back to its base
    article (``"16b"``); a key the table lacks is cited as it is, one it maps to ``""`` has
    no article in the edition."""
    if key in table:
        return table[key]
    base = uncited(key)
    return table.get(base, base)


def join_articles(articles: Iterable[str]) -> str:
    """``"30a, 32"``: each article once, in order."""
    return ", ".join(dict.fromkeys(articles))


@dataclass(frozen=True)
class Decision:
    """One decision: what it is about (``subjects``, ``round``), the rule that made it
    (``role``, with ``also`` the further rules it cites) and its ``article`` as cited.

    ``text`` is the sentence of a decision without a role; a decision with one is rendered
    by ``render``."""

    kind: Kind
    article: str
    text: str = ""
    role: Role | None = None
    also: tuple[Role, ...] = ()
    subjects: tuple[int, ...] = ()
    round: int | None = None
    detail: Detail = field(default=NO_DETAIL, compare=False, hash=False)

    @classmethod
    def of(
        cls,
        role: Role,
        *subjects: int,
        also: Iterable[Role] = (),
        detail: Detail = NO_DETAIL,
    ) -> Decision:
        """A decision made by ``role`` about ``subjects``; its article is the roles' keys
        until a trail is cited."""
        roles = (role, *(r for r in dict.fromkeys(also) if r != role))
        article = join_articles(uncited(r.key) for r in roles if r.key)
        return cls(role.kind, article, "", role, roles[1:], subjects, None, detail)

    @property
    def keys(self) -> tuple[str, ...]:
        """The keys of the roles the decision cites (``()`` without a role); a role with an
        empty key cites only the roles beside it."""
        return tuple(r.key for r in (self.role, *self.also) if r is not None and r.key)

    def cited(self, cite: Cite) -> str:
        """The decision's article as ``cite`` numbers it."""
        return join_articles(cite(k) for k in self.keys) if self.role else self.article

    def render(self, cite: Cite = uncited) -> str:
        """The decision's sentence, articles cited by ``cite``."""
        if self.role is None:
            return self.text
        return self.role.render(self.subjects, self.detail, self.keys, cite)

    def __str__(self) -> str:
        return f"[{self.article}] {self.kind.value}: {self.render()}"


@dataclass(frozen=True)
class Trail:
    """Decisions in the order they were taken; rejected candidates beyond the cap are counted.
    ``citations``: the edition's table from role keys to its articles (empty: the keys are
    the articles). ``asked``: what the round was asked beyond the games, as the engine took
    it (virtual points, forbidden pairs), apart from the decisions (``asked_lines``)."""

    decisions: tuple[Decision, ...] = ()
    rejected_omitted: int = 0
    citations: tuple[tuple[str, str], ...] = ()
    asked: tuple[Decision, ...] = ()

    @cached_property
    def _table(self) -> dict[str, str]:
        return dict(self.citations)

    def cite(self, key: str) -> str:
        """``key`` as this trail's edition numbers it."""
        return cite_in(self._table, key)

    def of_kind(self, kind: Kind) -> tuple[Decision, ...]:
        return tuple(d for d in self.decisions if d.kind is kind)

    def articles(self) -> frozenset[str]:
        return frozenset(d.article for d in self.decisions)

    def text(self, decision: Decision) -> str:
        """The sentence of ``decision`` with this trail's citations."""
        return decision.render(self.cite)

    def asked_lines(self) -> list[str]:
        """What the round was asked, one line each: ``[C.04.7] virtual points: 1, 2 (1 point)``."""
        return [f"[{d.article}] {self.text(d)}" for d in self.asked]

    def lines(self) -> list[str]:
        out = [f"[{d.article}] {d.kind.value}: {self.text(d)}" for d in self.decisions]
        if self.rejected_omitted:
            out.append(f"... and {self.rejected_omitted} more rejected candidates not listed")
        return out


class TrailRecorder:
    """Collects decisions while an engine works; ``freeze()`` gives the immutable ``Trail``.

    Rejections are capped at ``rejection_cap`` entries; the rest are only counted. Each
    decision recorded is stamped with ``round``. (A plain class: a dataclass costs about a
    millisecond of start-up, issue 16.)
    """

    def __init__(self, rejection_cap: int = 200, round: int | None = None) -> None:
        self.rejection_cap = rejection_cap
        self.round = round
        self._decisions: list[Decision] = []
        self._asked: list[Decision] = []
        self._rejected = 0
        self._omitted = 0

    def add(self, kind: Kind, article: str, text: str) -> None:
        """Record a decision given as text (engines that do not name roles)."""
        self.record(Decision(kind, article, text))

    def record(self, decision: Decision) -> None:
        if decision.kind is Kind.REJECTED:
            self._rejected += 1
            if self._rejected > self.rejection_cap:
                self._omitted += 1
                return
        if self.round is not None and decision.round is None:
            decision = replace(decision, round=self.round)
        self._decisions.append(decision)

    def ask(self, decision: Decision) -> None:
        """Record what the round was asked beyond the games, as the engine takes it."""
        self._asked.append(decision)

    def freeze(self) -> Trail:
        return Trail(tuple(self._decisions), self._omitted, asked=tuple(self._asked))
