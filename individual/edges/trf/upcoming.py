"""Round blocks written after the rounds played of a TRF file, for the byes already known:
the next round's requested byes and players not paired (left out by a TRF reader), and a
later round's requested byes (pre-arranged byes: CAA rule 6, English Schools rule 4, read
by ``individual.edges.trf.british``). Rounds with nothing known for a player are left blank, so no
reader takes them for "not paired". ``one_line``: a club's or school's name as the
extension records (``individual.edges.trf.british_write``) write it.
"""

from __future__ import annotations

from collections.abc import Mapping

_HEAD = 89  # a 001 record's round blocks start after column 89 (opponent in 92-95)
_BLOCK = 10


def one_line(text: str) -> str:
    """``text`` on one line: any run of white space (line breaks too) as one space."""
    return " ".join(text.split())


def with_upcoming(text: str, played: int, upcoming: Mapping[int, Mapping[int, str]]) -> str:
    """``text`` (TRF with ``played`` rounds) with round blocks for the rounds after them:
    ``upcoming[player][round]`` is the code (``H``, ``Z``, ``F``, ``-``) of a round with no
    opponent."""
    out = []
    for line in text.splitlines():
        number = line[4:8].strip()
        codes = upcoming.get(int(number), {}) if line[:3] == "001" and number.isdigit() else {}
        if codes:
            last = max(codes)
            blocks = "".join(
                f"  0000 - {codes[r]}" if r in codes else " " * _BLOCK
                for r in range(played + 1, last + 1)
            )
            line = line.ljust(_HEAD + _BLOCK * played) + blocks
        out.append(line.rstrip())
    return "\n".join(out) + "\n"
