"""Writing the British TRF extension records (read back by ``individual.trf_caa``):
``XXK nnnn CLUB`` (CAA rule 35, Schools rule 27), ``XXS nnnn SCHOOL`` (Schools rules 2a, 7)
and ``XXT nnnn nnnn ...`` (Schools rule 3: the identified top players), the start number
in columns 5-8, the name from column 10."""

from __future__ import annotations

from individual.generate import Affiliations

_PER_LINE = 10


def format_affiliations(groups: Affiliations) -> str:
    """The records for ``groups``, one line each (``XXT``: ten numbers to a line), by start
    number; the empty string when there is nothing to say."""
    lines = [_record("XXK", n, club) for n, club in sorted(groups.clubs.items())]
    lines += [_record("XXS", n, school) for n, school in sorted(groups.schools.items())]
    top = sorted(groups.top)
    for start in range(0, len(top), _PER_LINE):
        lines.append("XXT " + " ".join(f"{n:>4}" for n in top[start : start + _PER_LINE]))
    return "".join(line + "\n" for line in lines)


def _record(code: str, number: int, name: str) -> str:
    if not 0 < number <= 9999:
        raise ValueError(f"{code}: start number {number} does not fit columns 5-8")
    return f"{code} {number:>4} {' '.join(name.split())}"
