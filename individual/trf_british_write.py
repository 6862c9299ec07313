"""Writing what a TRF file needs beyond the played rounds for the British systems.

- ``british_records``: the extension records ``individual.trf_caa`` reads (its docstring
  gives the format): ``XXK nnnn CLUB`` (CAA rule 35, English Schools rule 27), ``XXS nnnn
  SCHOOL`` (English Schools rules 2a, 7), ``XXT nnnn ...`` (English Schools rule 3). One line
  per record: a name's line breaks and repeated spaces become one space (``one_line``).
- ``with_upcoming``: round blocks after the rounds played, for the byes already known: the
  next round's requested byes and players not paired (left out by a TRF reader), and a
  later round's requested byes (pre-arranged byes: CAA rule 6, English Schools rule 4).
  Rounds with nothing known for a player are left blank, so no reader takes them for
  "not paired".
"""

from __future__ import annotations

from collections.abc import Mapping

_HEAD = 89  # a 001 record's round blocks start after column 89 (opponent in 92-95)
_BLOCK = 10


def one_line(text: str) -> str:
    """``text`` on one line: any run of white space (line breaks too) as one space."""
    return " ".join(text.split())


def british_records(
    clubs: Mapping[int, str],
    schools: Mapping[int, str],
    top: frozenset[int] = frozenset(),
) -> list[str]:
    """XXK and XXS lines by start number (empty names left out), then one XXT line."""
    lines = [f"XXK {n:>4} {one_line(c)}" for n, c in sorted(clubs.items()) if one_line(c)]
    lines += [f"XXS {n:>4} {one_line(s)}" for n, s in sorted(schools.items()) if one_line(s)]
    if top:
        lines.append("XXT " + " ".join(f"{n:>4}" for n in sorted(top)))
    return lines


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
