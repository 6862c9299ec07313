"""Tie-breaks named as FIDE writes them (C.07 art. 5's table and the modifiers of arts.
14-15): an acronym, a team score after a colon where the team regulations choose one
(``BH:MP``), then modifiers after slashes: ``/C1`` cuts the least significant value,
``/M1`` the least and the most significant (median), ``/P`` counts a forfeit as a game
played against the scheduled opponent, ``/L60`` sets Koya's limit to 60 % of the most one
could score and ``/L+1`` moves it by half a point (art. 14.5), ``/U1400`` is the rating an
unrated participant counts with (art. 10), ``/F`` reads Fore Buchholz for AOB and SSSC, and
``/K4`` sets SSSC's normalising factor (as FIDE's list of mandatory tie-breaks writes them).

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

_ITEM = re.compile(r"^([A-Z][A-Z0-9-]*)(?::(MP|GP))?((?:/[A-Z][0-9.+-]*)*)$")
_MODIFIER = re.compile(r"^([CMPLUFK])([+-]?\d+(?:\.\d+)?)?$")


class TieBreakError(ValueError):
    """A tie-break list that names an unknown tie-break or modifier; the message names
    the item."""


@dataclass(frozen=True)
class TieBreak:
    """One tie-break of the list: its acronym (``name``, a key of ``c07.REGISTRY``), the
    team score it reads (``"MP"``, ``"GP"``; ``None``: the primary score), the values cut
    low (``cut``, ``/Cn``) or low and high (``median``, ``/Mn``), ``played`` (``/P``), the
    Koya limit in per cent (``limit``, ``/Ln``) or moved by half points (``shift``, ``/L+n``,
    ``/L-n``), the rating of an unrated participant (``unrated``, ``/Un``), Fore Buchholz
    (``fore``, ``/F``) and SSSC's normalising factor (``factor``, ``/Kn``)."""

    name: str
    score: str | None = None
    cut: int = 0
    median: int = 0
    played: bool = False
    limit: Fraction | None = None
    unrated: int | None = None
    shift: int | None = None
    fore: bool = False
    factor: Fraction | None = None

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
        if self.shift is not None:
            parts.append(f"L{self.shift:+d}")
        if self.unrated is not None:
            parts.append(f"U{self.unrated}")
        if self.fore:
            parts.append("F")
        if self.factor is not None:
            parts.append(f"K{_plain(self.factor)}")
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
                            "(ACRONYM[:MP|:GP][/Cn|/Mn][/P][/Ln|/L+n][/Un][/F][/Kn])")  # fmt: skip
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
        signed = number is not None and number[0] in "+-"
        wrong = part is None or (letter in "CMUK" and number is None)
        wrong = wrong or (letter in "PF" and number is not None) or (signed and letter != "L")
        if wrong or (letter in "CMU" and "." in (number or "")):
            raise TieBreakError(f"unknown modifier /{modifier} in tie-break {text.strip()!r}")
        if letter == "C":
            values["cut"] = int(number or 0)
        elif letter == "M":
            values["median"] = int(number or 0)
        elif letter == "P":
            values["played"] = True
        elif letter == "F":
            values["fore"] = True
        elif letter == "K":
            values["factor"] = Fraction(number or 0)
        elif letter == "L" and signed:
            values["shift"] = int(Fraction(number or 0) * (1 if "." not in (number or "") else 2))
        elif letter == "L":
            values["limit"] = Fraction(number) if number else Fraction(50)
        else:
            values["unrated"] = int(number or 0)
    return TieBreak(known[name], score, **values)  # type: ignore[arg-type]


def parse_list(text: str, known: Mapping[str, str]) -> list[TieBreak]:
    """A list separated by commas, semicolons or blanks (``"BH/C1, SB DE"``)."""
    items = [i for i in re.split(r"[,;\s]+", text.strip()) if i]
    return [parse_one(item, known) for item in items]
