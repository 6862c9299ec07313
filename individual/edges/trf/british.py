"""The TRF extension for the British systems (CAA 2009, English Schools): the records read
into ``individual.british.extras.BritishExtras``, which every system of ``rulesets.systems``
is given (``individual.edges.trf.systems``).

Records (three-letter codes in the ``XX`` space the FIDE TRF leaves to programs; the
start number in columns 5-8 as in 001 records, the text from column 10):

- ``XXK nnnn CLUB``: player nnnn's club (CAA rule 35, English Schools rule 27);
- ``XXS nnnn SCHOOL``: player nnnn's school (English Schools rules 2a, 7);
- ``XXT nnnn nnnn ...``: identified top players (English Schools rule 3), any number per line;
- ``XXO word ...``: options, any number per line and any number of lines (case does not
  matter; a later value wins):

  - ``long-event``: CAA rule 28 (upfloater searched from the mid-line up);
  - ``large-event``: CAA rule 29 (downfloater searched from the bottom up);
  - ``clubs-until=N``: CAA rule 35, Schools rule 27: club-mates avoided up to round N
    (default 1);
  - ``no-half-byes-round2``: CAA rule 37, Schools rule 29 off;
  - ``no-defaults``: CAA rule 39, Schools rule 30 off;
  - ``random=SEED``: CAA rule 30, Schools rule 26: random pairings, the cards drawn with
    this seed (a whole number) and the round number;
  - ``colour-three-from=N``: CAA rule 40: from round N on, players not in contention avoid
    a colour difference of 3 before rule 9; needs the number of rounds (``XXR``);
  - ``float-order=guide`` or ``float-order=rule24``: CAA rules 20 and 24, the reading that
    orders the level objectives (``individual.british.objectives.ORDERS``; default ``guide``,
    the CAA guide's worked answer: the downfloater's place and history after rule 12's
    variation, squares and grade variation; ``rule24``, rule 24 as worded: every float key
    before the variation);
  - ``schools-from=N``: Schools rule 7: same-school pairings allowed when unavoidable from
    round N (default 4);
  - ``top-until=N``: Schools rule 3: top players kept apart up to round N (default 3).

  An unknown word, a value given to a plain word, a missing or non-number value of a
  ``key=N`` word, or ``colour-three-from`` without ``XXR`` is an error naming the line and
  column (all of them are reported at once). A file may be paired by either British system,
  so the options of the other system (``long-event``, ``large-event``, ``colour-three-from``
  under Schools; ``schools-from``, ``top-until`` under CAA) are read and ignored, not
  refused.

The same words set the options of an event workbook (its ``Options`` setting):
``parse_options`` reads them for both (with ``engine`` the other system's options are
refused there, the workbook knowing its system), each error made by the caller's
``Locate`` (a line and column here, a sheet and cell there).

A bye requested for a round after the one to pair (a record 240, or ``H``, ``F``, ``Z`` or
``U`` with no opponent in that round's block of the 001 record; the TRF reader,
``individual.edges.trf.read``, finds both) is a pre-arranged bye (CAA rule 6, Schools rule
4): that player is not given the pairing bye now.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from individual.british.extras import BritishExtras, CaaOptions, SchoolsOptions, top_players_problem
from individual.british.objectives import DEFAULT, ORDERS
from individual.edges.trf.read import parse_swiss_trf
from individual.vocabulary.errors import InputError, InputErrors

_BYE_CODES = set("HFZU")
_FLAGS = frozenset({"long-event", "large-event", "no-half-byes-round2", "no-defaults"})
_NUMBERS = frozenset({"clubs-until", "random", "colour-three-from", "schools-from", "top-until"})
_NAMES = {"float-order": tuple(ORDERS)}
# the options of one system only, with the rule each one sets
_OWN = {
    "caa-2009": {"long-event": "CAA rule 28", "large-event": "CAA rule 29",
                 "colour-three-from": "CAA rule 40", "float-order": "CAA rules 20, 24"},
    "sca": {"schools-from": "English Schools rule 7", "top-until": "English Schools rule 3"},
}  # fmt: skip

Locate = Callable[[str, int], InputError]
"""The error for a bad option word, from its message and the word's column (1 for the first
character of the words)."""
Numbers = dict[str, tuple[int, Callable[[str], InputError]]]
"""Number options: the value and the maker of an error located at the word."""
Names = dict[str, str]
"""Options whose value is one of a few names (``_NAMES``): the name given."""


@dataclass(frozen=True)
class BritishOptions:
    """The options one list of words sets, for CAA 2009 and for English Schools; ``words``
    as given (lower case), each in effect or overridden by a later one of the same key."""

    caa: CaaOptions = field(default_factory=CaaOptions)
    schools: SchoolsOptions = field(default_factory=SchoolsOptions)
    words: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return " ".join(self.words)


def parse_options(
    words: str, locate: Locate, engine: str | None = None, named: str = ""
) -> BritishOptions:
    """The options ``words`` sets (space-separated, case ignored, a later value winning: the
    words of the module docstring). With ``engine`` (``caa-2009`` or ``sca``) an option
    of the other system is an error (the system said as ``named``, else ``engine``);
    ``None`` reads and ignores them, as ``XXO`` records do. Raises ``InputErrors``, each
    error made by ``locate``."""
    if engine is not None and engine not in _OWN:
        raise ValueError(f"no British options for the {engine} engine")
    flags: set[str] = set()
    numbers: Numbers = {}
    names: Names = {}
    errors = _option_words(words, locate, (flags, numbers, names), engine, named)
    if errors:
        raise InputErrors(errors)
    values = {key: value for key, (value, _) in numbers.items()}
    given = tuple(word.lower() for word in words.split())
    caa = _options(flags, values, names)
    return BritishOptions(caa, _schools_options(flags, values), given)


def record_locator(file: str, row: int, code: str = "XXO") -> Locate:
    """Errors of the words of a ``code`` record on line ``row`` (the words from column 5),
    the message after the record's code."""
    return lambda message, column: InputError(
        f"{code}: {message}", file, row=row, column=column + 4
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
    entrants: set[int] = set()
    top_row = 0
    rounds = 0
    flags: set[str] = set()
    numbers: Numbers = {}
    names: Names = {}
    errors: list[InputError] = []
    for row, line in enumerate(text.splitlines(), start=1):
        kind = line[:3]
        if kind in ("XXK", "XXS"):
            number = line[4:8].strip()
            if not (number.isascii() and number.isdigit()):
                errors.append(
                    InputError(f"{kind}: expected a start number", file, row=row, column=5)
                )
                continue
            (clubs if kind == "XXK" else schools)[int(number)] = line[9:].strip()
        elif kind == "XXT":
            top_row = top_row or row
            for word in line[4:].split():
                if word.isascii() and word.isdigit():
                    top.add(int(word))
                else:
                    text = f"XXT: {word!r} is not a start number"
                    errors.append(InputError(text, file, row=row, column=line.index(word) + 1))
        elif kind == "XXO":
            errors += _option_words(line[4:], record_locator(file, row), (flags, numbers, names))
        elif kind in ("XXR", "142") and line[4:].strip().isascii() and line[4:].strip().isdigit():
            rounds = int(line[4:])
        elif kind == "001" and line[4:8].strip().isascii() and line[4:8].strip().isdigit():
            entrants.add(int(line[4:8]))
    problem = top_players_problem(frozenset(top), frozenset(entrants)) if top else None
    if problem:
        errors.append(InputError(problem, file, row=top_row, column=5))
    if "colour-three-from" in numbers and not rounds:
        _, located = numbers["colour-three-from"]
        text = "colour-three-from (CAA rule 40) needs the number of rounds (an XXR record)"
        errors.append(located(text))
    if errors:
        raise InputErrors(errors)
    values = {key: value for key, (value, _) in numbers.items()}
    future = _future_byes(parse_swiss_trf(text, file).upcoming, next_round)
    return BritishExtras(
        clubs,
        schools,
        frozenset(top),
        frozenset(future),
        _options(flags, values, names),
        _schools_options(flags, values),
    )


def _option_words(
    words: str,
    locate: Locate,
    into: tuple[set[str], Numbers, Names],
    engine: str | None = None,
    named: str = "",
) -> list[InputError]:
    """``words`` into flags, numbers and names (``into``); the errors, each located at its
    word. With ``engine``, the options of the other British system are errors (the system
    said as ``named``, else ``engine``)."""
    flags, numbers, names = into
    errors = []
    foreign = {k: r for e, own in _OWN.items() if e != engine for k, r in own.items()}
    for match in re.finditer(r"\S+", words):
        word, column = match.group(), match.start() + 1
        key, equals, value = word.lower().partition("=")
        if engine is not None and key in foreign:
            other = "English Schools" if engine == "caa-2009" else "CAA 2009"
            text = (f"{word!r}: {key} is an option of {other} ({foreign[key]}), not of "
                    f"{named or engine}")  # fmt: skip
            errors.append(locate(text, column))
        elif key in _FLAGS and not equals:
            flags.add(key)
        elif key in _FLAGS:
            errors.append(locate(f"{word!r}: the option {key} takes no value", column))
        elif key in _NUMBERS and value.isascii() and value.isdigit():
            numbers[key] = (int(value), _at(locate, column))
        elif key in _NUMBERS:
            text = f"{word!r}: the option {key} needs a whole number ({key}=N)"
            errors.append(locate(text, column))
        elif key in _NAMES and value.lower() in _NAMES[key]:
            names[key] = value.lower()
        elif key in _NAMES:
            text = f"{word!r}: the option {key} takes one of {', '.join(_NAMES[key])}"
            errors.append(locate(text, column))
        else:
            known = ", ".join(
                sorted(_FLAGS | {f"{k}=N" for k in _NUMBERS} | {f"{k}=NAME" for k in _NAMES})
            )
            errors.append(locate(f"unknown option {word!r} (known: {known})", column))
    return errors


def _at(locate: Locate, column: int) -> Callable[[str], InputError]:
    return lambda text: locate(text, column)


def _future_byes(upcoming: Mapping[int, Mapping[int, str]], next_round: int) -> set[int]:
    """The players with a bye requested for a round after ``next_round``, as the TRF reader
    finds them (in that round's block of their 001 record, or a record 240)."""
    return {
        player
        for player, codes in upcoming.items()
        if any(rnd > next_round and code in _BYE_CODES for rnd, code in codes.items())
    }


def _schools_options(flags: set[str], values: dict[str, int]) -> SchoolsOptions:
    return SchoolsOptions(
        schools_from=values.get("schools-from", 4),
        top_until=values.get("top-until", 3),
        clubs_until=values.get("clubs-until", 1),
        half_byes_round2="no-half-byes-round2" not in flags,
        defaults="no-defaults" not in flags,
        random_seed=values.get("random"),
    )


def _options(flags: set[str], values: dict[str, int], names: Names) -> CaaOptions:
    return CaaOptions(
        long_event="long-event" in flags,
        large_event="large-event" in flags,
        clubs_until=values.get("clubs-until", 1),
        half_byes_round2="no-half-byes-round2" not in flags,
        defaults="no-defaults" not in flags,
        random_seed=values.get("random"),
        colour_three_from=values.get("colour-three-from"),
        float_order=names.get("float-order", DEFAULT.name),
    )
