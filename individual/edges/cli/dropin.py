"""``swiss-engine``: the pairing-engine command line other programs call, as they call
bbpPairings and JaVaFo (their documented interface), pairing by the FIDE (Dutch) System of
2026 (``fide-dutch-2026``):

    swiss-engine [-r]
    swiss-engine [-r] --dutch [input-file] -c [-l [check-list-file]]
    swiss-engine [-r] --dutch [input-file] -p [output-file] [-l [check-list-file]]
    swiss-engine [-r] --dutch -g [config-file] -o trf-file [-s seed] [-l [check-list-file]]

``-p``: pair the next round of the TRF; write the number of lines, then ``white black`` by
start number, ``player 0`` for the PAB (to ``output-file``, in the input's folder when it
names no folder, else on standard output). ``-c``: re-pair every round and print each
difference (one line each; ``no difference`` when none). ``-g``: write a random event
(``config-file``: ``PlayersNumber=``, ``RoundsNumber=``, ``ForfeitRate=``,
``HalfPointByeRate=``, ``ZeroPointByeRate=``, ``RetiredRate=`` (1 in N), ``Accelerated=1``;
``-s``: the seed, else from the clock, written first in the file). ``-l``: the decisions,
article by article, in ``check-list-file`` (default: the input with ``.list``). ``-r``:
print the program and version. Without a file, standard input.

Exit codes, as bbpPairings': 0 done; 1 no valid pairing (C.04.3 1.9.3); 2 unexpected error;
3 invalid request (bad arguments, a file that cannot be read as a TRF, another system's
code in record 192, no initial colour, points in a 001 record that its results do not add
up to; for ``-p``, no number of rounds (record 142 or ``XXR``), or every round paired);
4 limit exceeded; 5 a file that cannot be opened.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from individual.edges.cli.start import few_collections, swiss_engine
from individual.vocabulary.errors import InputError, InputErrors, PairingImpossible

if TYPE_CHECKING:
    from individual.british.extras import BritishExtras
    from individual.edges.trf.read import SwissTrf

DONE, NO_VALID_PAIRING, UNEXPECTED, INVALID, LIMIT, FILE_ERROR = 0, 1, 2, 3, 4, 5
SYNTAX = (
    "{0} [-r]\n"
    "{0} [-r] --dutch [input-file] -c [-l [check-list-file]]\n"
    "{0} [-r] --dutch [input-file] -p [output-file] [-l [check-list-file]]\n"
    "{0} [-r] --dutch -g [config-file] -o trf-file [-s seed] [-l [check-list-file]]"
)
RULESET = "fide-dutch-2026"
_RATES = {"ForfeitRate": "forfeit", "HalfPointByeRate": "half_bye"}
_RATES |= {"ZeroPointByeRate": "absence", "RetiredRate": "withdrawal"}


class Refused(Exception):
    """A request this command refuses, with its exit code."""

    def __init__(self, message: str, code: int = INVALID) -> None:
        super().__init__(message)
        self.code = code


class Request:
    """The command line read: ``mode`` (``p``, ``c``, ``g`` or ``""`` for ``-r`` alone)."""

    def __init__(self) -> None:
        self.info = False
        self.mode = ""
        self.input: str | None = None
        self.output: str | None = None
        self.seed: int | None = None
        self.checklist: str | None = None
        self.list = False


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command on ``argv`` (default: the process's arguments); the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    name = Path(sys.argv[0]).name if argv is None else "swiss-engine"
    try:
        request = parse(args)
    except Refused as refused:
        print(f"{refused}\n\nCommand line argument syntax:\n{SYNTAX.format(name)}", file=sys.stderr)
        return refused.code
    if request.info:
        from importlib.metadata import version

        from individual.edges.cli.hints import PACKAGE  # with click: only for -r

        print(f"swiss-engine ({PACKAGE} {version(PACKAGE)}): FIDE (Dutch) System 2026")
    with few_collections():
        return _run(request)


def _run(request: Request) -> int:
    """The request carried out; its exit code (every error one of ``Refused``'s codes)."""
    try:
        if request.mode == "p":
            return _pair(request)
        if request.mode == "c":
            return _check(request)
        if request.mode == "g":
            return _generate(request)
        return DONE
    except Refused as refused:
        print(str(refused), file=sys.stderr)
        return refused.code
    except MemoryError:
        print("Error: the program ran out of memory.", file=sys.stderr)
        return LIMIT
    except Exception as error:
        print(f"Unexpected error (please report): {error!r}", file=sys.stderr)
        return UNEXPECTED


def parse(args: list[str]) -> Request:
    """The request ``args`` make (``Refused`` with exit 3 for any other)."""
    request = Request()
    if args[:1] == ["-r"]:
        request.info, args = True, args[1:]
    if not args and request.info:
        return request
    if args[:1] != ["--dutch"]:
        found = args[0] if args else "nothing"
        raise Refused(f"Invalid command: expected --dutch (the one system here), found {found}")
    rest = args[1:]
    if "-l" in rest:
        at = rest.index("-l")
        request.list, tail = True, rest[at + 1 :]
        if len(tail) > 1:
            raise Refused("Invalid command: -l takes one file at most and comes last")
        request.checklist = tail[0] if tail else None
        rest = rest[:at]
    for mode in ("-c", "-p", "-g"):
        if mode in rest:
            at = rest.index(mode)
            before, after = rest[:at], rest[at + 1 :]
            request.mode = mode[1]
            break
    else:
        raise Refused("Invalid command: expected -c, -p or -g")
    if len(before) > 1:
        raise Refused(f"Invalid command: one input file, found {' '.join(before)}")
    request.input = before[0] if before else None
    if request.mode == "c" and after:
        raise Refused(f"Invalid command: nothing after -c but -l, found {' '.join(after)}")
    if request.mode == "p":
        if len(after) > 1:
            raise Refused(f"Invalid command: one output file, found {' '.join(after)}")
        request.output = after[0] if after else None
    if request.mode == "g":
        _generate_options(request, after)
    return request


def _generate_options(request: Request, after: list[str]) -> None:
    if request.input is not None:
        raise Refused("Invalid request: a model file (model-file -g) is not supported here")
    if after[:1] and after[0] != "-o":
        request.input, after = after[0], after[1:]
    if after[:1] != ["-o"] or len(after) < 2:
        raise Refused("Invalid command: -g needs -o trf-file")
    request.output, after = after[1], after[2:]
    if after[:1] == ["-s"] and len(after) == 2:
        if not (after[1].isascii() and after[1].isdigit()):
            raise Refused(f"The seed must be a whole number, found {after[1]}", LIMIT)
        request.seed, after = int(after[1]), []
    if after:
        raise Refused(f"Invalid command: unexpected {' '.join(after)}")


def _text(request: Request) -> tuple[str, str]:
    """The input's text and name (standard input without a file)."""
    if request.input is None:
        return sys.stdin.read(), "(stdin)"
    try:
        data = Path(request.input).read_bytes()
    except OSError as error:
        raise Refused(f"Error reading file {request.input}: {error.strerror}", FILE_ERROR) from None
    try:
        return data.decode("utf-8"), request.input
    except UnicodeDecodeError:
        return data.decode("latin-1"), request.input


def _beside(name: str, base: str | None) -> Path:
    """``name`` in the folder of ``base`` when it names no folder (as bbpPairings does)."""
    path = Path(name)
    if base is not None and path.parent == Path("."):
        return Path(base).with_name(name)
    return path


def _read(request: Request) -> tuple[SwissTrf, str]:
    from individual.edges.trf.read import parse_swiss_trf
    from rulesets.trf_codes import named_by

    text, name = _text(request)
    try:
        trf = parse_swiss_trf(text, name)
    except (InputError, InputErrors) as error:
        raise Refused(f"Error parsing file {name}: {error}") from None
    if not trf.event.entrants:
        raise Refused(f"Error parsing file {name}: no player records (001)")
    line = named_by(trf.system)
    if trf.system and (line is None or line.ruleset != RULESET):
        raise Refused(
            f"Pairing system specified in file {name} ({trf.system}) does not match command "
            "line flag (--dutch: FIDE_DUTCH, FIDE_DUTCH_2026, FIDE_DUTCH_2025, with _BAKU)."
        )
    if trf.points_differ:
        differ = trf.points_differ[0]
        raise Refused(
            f"Error parsing file {name}: The score for player {differ.player} does not match "
            f"the game results (line {differ.line}: points {differ.written} in columns 81-84, "
            f"the results add up to {differ.sums()})."
        )
    return trf, name


def _round_to_pair(trf: SwissTrf, name: str) -> None:
    """Refused, as bbpPairings refuses it: a file that does not say how many rounds the
    event has (record 142 or ``XXR``), or whose rounds are all paired (the one check of
    ``swiss pair``, ``SwissTrf.require_round_left``)."""
    if not trf.event.total_rounds:
        raise Refused(
            f"Error parsing file {name}: The total number of rounds in the tournament must be "
            "specified (record 142 or XXR)."
        )
    try:
        trf.require_round_left(name)
    except InputError as error:
        raise Refused(
            f"Error parsing file {name}: The number of rounds is larger than the reported "
            f"number of rounds: {error.message}."
        ) from None


def _pair(request: Request) -> int:
    from individual.edges.trf.read import format_pairing
    from individual.edges.trf.systems import trf_lot
    from rulesets.swiss import SWISS_RULESETS
    from rulesets.systems import SYSTEMS

    trf, name = _read(request)
    _round_to_pair(trf, name)
    ruleset = SWISS_RULESETS[RULESET]
    system = SYSTEMS[ruleset.engine]
    lot = trf_lot(trf, ruleset, _no_extras)
    if lot is None:
        raise Refused(f"Error while parsing {name}: Please configure the initial piece colors.")
    pair = system.pairer(ruleset, _no_extras)
    try:
        pairing = pair(trf.event, trf.left_out, lot)
    except PairingImpossible as error:
        text = f"Error while pairing {name}: No valid pairing exists: {error}"
        raise Refused(text, NO_VALID_PAIRING) from None
    _write(request, format_pairing(pairing), request.input)
    if request.list:
        _checklist(request, "\n".join(pairing.trail.lines()) + "\n", request.input)
    return DONE


def _check(request: Request) -> int:
    from individual.edges.trf.systems import trf_lot
    from rulesets.swiss import SWISS_RULESETS
    from rulesets.systems import SYSTEMS

    trf, _ = _read(request)
    ruleset = SWISS_RULESETS[RULESET]
    lot = trf_lot(trf, ruleset, _no_extras)
    findings = SYSTEMS[ruleset.engine].replay(trf.event, ruleset, _no_extras, lot)
    lines = [str(f) for f in findings] or ["no difference"]
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if request.list:
        _checklist(request, text, request.input)
    return DONE


def _generate(request: Request) -> int:
    from individual.edges.trf.write import format_swiss_trf
    from individual.generate import Plan
    from individual.vocabulary.colour import Colour
    from rulesets.swiss import SWISS_RULESETS
    from rulesets.systems import SYSTEMS

    settings = _configuration(request)
    seed = request.seed if request.seed is not None else time.time_ns() % 2**31
    plan = Plan(seed=seed, **settings)  # type: ignore[arg-type]  # the keys are Plan's
    ruleset = SWISS_RULESETS[RULESET]
    try:
        event, _ = SYSTEMS[ruleset.engine].generate(plan, ruleset, Colour.WHITE)
        code = DONE
    except PairingImpossible as error:
        print(f"Error generating {request.output}: {error}", file=sys.stderr)
        return NO_VALID_PAIRING
    text = f"### seed {seed}\n" + format_swiss_trf(event, Colour.WHITE, system=RULESET)
    assert request.output is not None
    _write(request, text, request.input, required=True)
    return code


def _configuration(request: Request) -> dict[str, object]:
    """The plan's settings from the configuration file (bbpPairings' keys; rates are
    1 in N)."""
    settings: dict[str, object] = {"players": 30, "rounds": 9, "absence": 0.02, "forfeit": 0.01}
    if request.input is None:
        return settings
    text, name = _text(request)
    for number, line in enumerate(text.splitlines(), start=1):
        key, equals, value = line.strip().partition("=")
        if not line.strip() or line.startswith("#"):
            continue
        where = f"configuration file {name}, line {number}"
        try:
            if not equals:
                raise ValueError
            if key in ("PlayersNumber", "RoundsNumber"):
                settings["players" if key[0] == "P" else "rounds"] = int(value)
            elif key in _RATES:
                settings[_RATES[key]] = 1 / float(value) if float(value) >= 1 else 1.0
            elif key == "Accelerated":
                settings["accelerated"] = value.strip() in ("1", "true", "yes")
            else:
                raise Refused(f"Error parsing {where}: unexpected parameter {key!r}")
        except ValueError:
            raise Refused(f"Error parsing {where}: the value of {key!r} is invalid") from None
    return settings


def _no_extras(n: int) -> BritishExtras:
    from individual.british.extras import BritishExtras

    return BritishExtras()


def _write(request: Request, text: str, base: str | None, required: bool = False) -> None:
    if request.output is None and not required:
        sys.stdout.write(text)
        return
    target = _beside(request.output or "", base)
    try:
        with target.open("w", encoding="utf-8", newline="\n") as out:
            out.write(text)
    except OSError as error:
        message = f"The output file ({target}) could not be opened: {error.strerror}"
        raise Refused(message, FILE_ERROR) from None


def _checklist(request: Request, text: str, base: str | None) -> None:
    if request.checklist is not None:
        target = _beside(request.checklist, base)
    else:
        target = Path(base or "stdin").with_suffix(".list")
    try:
        with target.open("w", encoding="utf-8") as stream:
            stream.write(text)
    except OSError:
        print(f"The checklist file ({target}) could not be opened.", file=sys.stderr)


def run() -> None:
    """The console script as installed before issue 29 (``pyproject.toml`` names
    ``individual.edges.cli.start.swiss_engine`` now)."""
    swiss_engine()
