"""The byes already known after the rounds played of a TRF file, written the way the
pairing engines read them.

- The next round's (the round to be paired): in that round's block of the player's 001
  record, ``0000 - H`` (half-point bye), ``Z`` (zero-point bye: absent, a late entry not
  yet playing), ``F`` or ``-`` (withdrawn), as JaVaFo's manual gives the "unusual info
  extension" and bbpPairings reads it: those players are left out of the pairing.
- Later rounds' (requested in advance: CAA rule 6, English Schools rule 4): FIDE TRF-26
  record 240 (bye section: type of bye in column 5, ``F`` ``H`` or ``Z``; round in 7-9;
  players in 11-14, 16-19, ...), one record per round and type. bbpPairings applies a 240
  record only when it pairs that round; a later round's block in a 001 record would make it
  take the rounds between for played (it stops, exit 3) and JaVaFo fail. Every reader of
  this project (``individual.edges.trf.read``, and through it the British systems'
  ``individual.edges.trf.british``) reads them there.

Rounds with nothing known for a player are left blank. ``one_line``: a club's or school's
name as the extension records (``individual.edges.trf.british_write``) write it.
"""

from __future__ import annotations

from collections.abc import Mapping

from individual.edges.trf.fields import whole

_HEAD = 89  # a 001 record's round blocks start after column 89 (opponent in 92-95)
_BLOCK = 10
Upcoming = Mapping[int, Mapping[int, str]]  # player -> round -> code with no opponent
BYE_TYPES = "FHZ"  # record 240, column 5


def one_line(text: str) -> str:
    """``text`` on one line: any run of white space (line breaks too) as one space."""
    return " ".join(text.split())


def with_upcoming(text: str, played: int, upcoming: Upcoming) -> str:
    """``text`` (TRF with ``played`` rounds) with the byes of the rounds after them:
    ``upcoming[player][round]`` is the code (``H``, ``Z``, ``F``, ``-``) of a round with no
    opponent; the next round's in its column, later rounds' in records 240 (see above)."""
    columns = {
        p: {r: c for r, c in codes.items() if r == played + 1} for p, codes in upcoming.items()
    }
    out = []
    for line in text.splitlines():
        number = line[4:8].strip()
        codes = (
            columns.get(int(number), {})
            if line[:3] == "001" and number.isascii() and number.isdigit()
            else {}
        )
        if codes:
            last = max(codes)
            blocks = "".join(
                f"  0000 - {codes[r]}" if r in codes else " " * _BLOCK
                for r in range(played + 1, last + 1)
            )
            line = line.ljust(_HEAD + _BLOCK * played) + blocks
        out.append(line.rstrip())
    out += bye_records(upcoming, played + 1)
    return "\n".join(out) + "\n"


def bye_records(upcoming: Upcoming, after: int) -> list[str]:
    """Records 240 for the byes of rounds after ``after``, by round then type (a ``-`` of a
    later round, not paired, is written as a zero-point bye)."""
    byes: dict[tuple[int, str], list[int]] = {}
    for player, codes in upcoming.items():
        for rnd, code in codes.items():
            if rnd > after:
                kind = code if code in BYE_TYPES else "Z"
                byes.setdefault((rnd, kind), []).append(player)
    lines = []
    for (rnd, kind), players in sorted(byes.items()):
        numbers = " ".join(
            whole(p, 11 + 5 * i, 14 + 5 * i, "record 240, player", zeros=True)
            for i, p in enumerate(sorted(players))
        )
        lines.append(f"240 {kind} {whole(rnd, 7, 9, 'record 240, round', zeros=True)} {numbers}")
    return lines
