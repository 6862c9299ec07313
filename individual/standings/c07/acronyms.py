"""Tie-breaks named as FIDE writes them (C.07 art. 5's table and the modifiers of arts.
14-15): an acronym, a team score after a colon where the team regulations choose one
(``BH:MP``), then modifiers after slashes: ``/C1`` cuts the least significant value,
``/M1`` the least and the most significant (median), ``/P`` counts every unplayed game of
a pre-determined pairing as played, ``/L60`` sets Koya's limit to 60 % of the most one
could score, ``/U1400`` the rating an unrated opponent counts with.

``parse("BH/C1,SB,DE,EDE")`` gives the ``TieBreak`` values of a list; ``TieBreak.text`` writes
one back as FIDE writes it (``parse(t.text) == [t]``). Both are a stable public interface.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

SCORES = ("MP", "GP")
"""The team scores a tie-break may name after a colon: match points, game points."""

_ITEM = re.compile(r"^([A-Z][A-Z0-9-]*)(?::(MP|GP))?((?:/[A-Z][0-9.]*)*)$")
_MODIFIER = re.compile(r"^([CMPLU])(\d+(?:\.\d+)?)?$")


class TieBreakError(ValueError):
    """A tie-break list that names an unknown tie-break or modifier; the message names
    the item."""


@dataclass(frozen=True)
class TieBreak:
    """One tie-break of the list: its acronym (``name``, a key of ``c07.REGISTRY``), the
    team score it reads (``"MP"``, ``"GP"``; ``None``: the primary score), the values cut
    low (``cut``, ``/Cn``) or low and high (``median``, ``/Mn``), ``played`` (``/P``), the
    Koya limit in per cent (``limit``, ``/Ln``) and the rating of an unrated opponent
    (``unrated``, ``/Un``)."""

    name: str
    score: str | None = None
    cut: int = 0
    median: int = 0
    played: bool = False
    limit: Fraction | None = None
    unrated: int | None = None

    @property
    def text(self) -> str:
        """As FIDE writes it: ``BH/C1``, ``BH:GP/M1``, ``SB/P``, ``KS/L60``."""
        parts = [self.name + (f":{self.score}" if self.score else "")]
        if self.cut:
            parts.append(f"C{self.cut}")
        if self.median:
            parts.append(f"M{self.median}")
        if self.played:
            parts.append("P")
        if self.limit is not None:
            parts.append(f"L{_plain(self.limit)}")
        if self.unrated is not None:
            parts.append(f"U{self.unrated}")
        return "/".join(parts)

    def __str__(self) -> str:
        return self.text


def _plain(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def parse_one(text: str, known: Mapping[str, str]) -> TieBreak:
    """One item (``"bh/c1"`` -> ``TieBreak("BH", cut=1)``); ``TieBreakError`` naming it if
    the acronym is not in ``known`` (in capitals, to the spelling FIDE writes) or a
    modifier is not one of C, M, P, L, U."""
    item = text.strip().upper()
    found = _ITEM.match(item)
    if not found:
        raise TieBreakError(f"tie-break {text.strip()!r} is not written as FIDE writes one "
                            "(ACRONYM[:MP|:GP][/Cn][/Mn][/P][/Ln][/Un])")  # fmt: skip
    name, score, modifiers = found.groups()
    if name not in known:
        raise TieBreakError(
            f"unknown tie-break {text.strip()!r}: {name} is not one of "
            + ", ".join(sorted(known.values()))
        )
    values: dict[str, object] = {}
    for modifier in modifiers.split("/")[1:]:
        part = _MODIFIER.match(modifier)
        letter, number = part.groups() if part else (modifier, None)
        if part is None or (letter in "CMU" and number is None) or (letter == "P" and number):
            raise TieBreakError(f"unknown modifier /{modifier} in tie-break {text.strip()!r}")
        if letter == "C":
            values["cut"] = int(float(number or 0))
        elif letter == "M":
            values["median"] = int(float(number or 0))
        elif letter == "P":
            values["played"] = True
        elif letter == "L":
            values["limit"] = Fraction(number) if number else Fraction(50)
        else:
            values["unrated"] = int(float(number or 0))
    return TieBreak(known[name], score, **values)  # type: ignore[arg-type]


def parse_list(text: str, known: Mapping[str, str]) -> list[TieBreak]:
    """A list separated by commas, semicolons or blanks (``"BH/C1, SB DE"``)."""
    items = [i for i in re.split(r"[,;\s]+", text.strip()) if i]
    return [parse_one(item, known) for item in items]
