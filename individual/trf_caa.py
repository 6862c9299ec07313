"""The TRF extension for the British systems (CAA 2009, English Schools), and the pairing
of a TRF file by whichever engine its ``--system`` names.

Records (three-letter codes in the ``XX`` space the FIDE TRF leaves to programs; the
start number in columns 5-8 as in 001 records, the text from column 10):

- ``XXK nnnn CLUB``: player nnnn's club (CAA rule 35, English Schools rule 27);
- ``XXS nnnn SCHOOL``: player nnnn's school (English Schools rules 2a, 7);
- ``XXT nnnn nnnn ...``: identified top players (English Schools rule 3), any number per line;
- ``XXO word ...``: options: ``long-event`` (CAA rule 28), ``large-event`` (rule 29),
  ``clubs-until=N`` (rule 35: club-mates avoided up to round N; default 1),
  ``no-half-byes-round2`` (rule 37 off), ``no-defaults`` (rule 39 off); for the English
  Schools rules also ``schools-from=N`` (rule 7: same-school pairings allowed when
  unavoidable from round N; default 4) and ``top-until=N`` (rule 3: top players kept apart
  up to round N; default 3).

A requested bye entered in a 001 record for a round after the one to pair (``H``, ``F``,
``Z`` or ``U`` with no opponent) is a pre-arranged bye (CAA rule 6, Schools rule 4): that
player is not given the pairing bye now.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from individual.caa2009 import CaaInput, CaaOptions, pair_round
from individual.colour import Colour
from individual.errors import InputError, InputErrors
from individual.model import SwissPairing
from individual.schools import SchoolsInput, SchoolsOptions, top_players_problem
from individual.trf import read_swiss_trf

_BYE_CODES = set("HFZU")


@dataclass(frozen=True)
class BritishExtras:
    """What the extension records say."""

    clubs: dict[int, str] = field(default_factory=dict)
    schools: dict[int, str] = field(default_factory=dict)
    top: frozenset[int] = frozenset()
    future_byes: frozenset[int] = frozenset()
    options: CaaOptions = field(default_factory=CaaOptions)

    schools_options: SchoolsOptions = field(default_factory=SchoolsOptions)

    def caa_input(self) -> CaaInput:
        return CaaInput(self.clubs, self.future_byes, self.options)

    def schools_input(self) -> SchoolsInput:
        return SchoolsInput(
            self.schools, self.top, self.clubs, self.future_byes, self.schools_options
        )


def read_british_extras(path: str | Path, next_round: int) -> BritishExtras:
    """The extension records of ``path``; raises ``InputErrors`` naming each bad line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        text = path.read_text(encoding="latin-1")
    return parse_british_extras(text, next_round, str(path))


def parse_british_extras(text: str, next_round: int, file: str = "") -> BritishExtras:
    """The extension records of ``text`` (see the module docstring)."""
    clubs: dict[int, str] = {}
    schools: dict[int, str] = {}
    top: set[int] = set()
    future: set[int] = set()
    entrants: set[int] = set()
    top_row = 0
    words: list[str] = []
    errors: list[InputError] = []
    for row, line in enumerate(text.splitlines(), start=1):
        kind = line[:3]
        if kind in ("XXK", "XXS"):
            number = line[4:8].strip()
            if not number.isdigit():
                errors.append(
                    InputError(f"{kind}: expected a start number", file, row=row, column=5)
                )
                continue
            (clubs if kind == "XXK" else schools)[int(number)] = line[9:].strip()
        elif kind == "XXT":
            top_row = top_row or row
            for word in line[4:].split():
                if word.isdigit():
                    top.add(int(word))
                else:
                    text = f"XXT: {word!r} is not a start number"
                    errors.append(InputError(text, file, row=row, column=line.index(word) + 1))
        elif kind == "XXO":
            words += line[4:].lower().split()
        elif kind == "001":
            future |= _future_byes(line, next_round)
            if line[4:8].strip().isdigit():
                entrants.add(int(line[4:8]))
    problem = top_players_problem(frozenset(top), frozenset(entrants)) if top else None
    if problem:
        errors.append(InputError(problem, file, row=top_row, column=5))
    if errors:
        raise InputErrors(errors)
    options = _options(words)
    return BritishExtras(
        clubs, schools, frozenset(top), frozenset(future), options, _schools_options(words)
    )


def _future_byes(line: str, next_round: int) -> set[int]:
    number = line[4:8].strip()
    if not number.isdigit():
        return set()
    for rnd, start in enumerate(range(91, len(line.rstrip()), 10), start=1):
        block = line[start : start + 8]
        if rnd > next_round and block[:4].strip() in ("", "0", "0000") and block[7:8] in _BYE_CODES:
            return {int(number)}
    return set()


def _number(words: list[str], name: str, default: int) -> int:
    for word in words:
        key, _, value = word.partition("=")
        if key == name and value.isdigit():
            return int(value)
    return default


def _schools_options(words: list[str]) -> SchoolsOptions:
    return SchoolsOptions(
        schools_from=_number(words, "schools-from", 4),
        top_until=_number(words, "top-until", 3),
        clubs_until=_number(words, "clubs-until", 1),
        half_byes_round2="no-half-byes-round2" not in words,
        defaults="no-defaults" not in words,
    )


def _options(words: list[str]) -> CaaOptions:
    clubs_until = _number(words, "clubs-until", 1)
    return CaaOptions(
        long_event="long-event" in words,
        large_event="large-event" in words,
        clubs_until=clubs_until,
        half_byes_round2="no-half-byes-round2" not in words,
        defaults="no-defaults" not in words,
    )


def pair_caa_file(
    path: str | Path, absent: frozenset[int] = frozenset(), lot: Colour | None = None
) -> SwissPairing:
    """CAA 2009: the next round of the TRF file ``path`` with its extension records."""
    trf = read_swiss_trf(path)
    extras = read_british_extras(path, trf.event.next_round)
    return pair_round(
        trf.event, extras.caa_input(), absent=trf.left_out | absent, lot=lot or trf.lot
    )
