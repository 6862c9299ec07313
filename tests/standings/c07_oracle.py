"""The C.07 agreement harness: events of both sides written as TRF (the project's
generators, ``swiss generate`` and ``olympiad generate`` in process, and gacrux's own
tournament generator), their standings computed by ``individual.standings.c07`` from the
file as the project reads it and by FIDE's tie-break checker gacrux from the same file,
every tie-break of every participant compared, and the ranks.

Used by ``tests/standings/test_c07_agreement.py`` (a seeded 50 events per side) and
``benchmarks/tiebreaks_agreement.py`` (500 per side).
"""

from __future__ import annotations

import random
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.generate import Plan, generate_event
from individual.standings import c07
from individual.standings.c07 import swiss
from individual.vocabulary.colour import Colour
from olympiad.edges.trf.read import parse_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.fideteam.generate import random_event
from olympiad.standings import c07 as team
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from rulesets.fide_team_2026 import FIDE_TEAM_2026

SWISS = (
    "PTS",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/P",
    "FB",
    "FB/C1",
    "AOB",
    "SB",
    "SB/C1",
    "SB/M1",
    "SB/P",
    "DE",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "REP",
    "GE",
    "VUR",
    "ARO",
    "ARO/C1",
    "ARO/M1",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "KS",
    "KS/L60",
    "PS",
    "PS/C1",
)
TEAM = (
    "MPTS",
    "MPvGP",
    "BH:MP",
    "BH:GP",
    "BH:MP/C1",
    "BH:GP/C1",
    "BH:MP/M1",
    "SB",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "EMGSB/C1",
    "EGGSB/C1",
    "EMGSB/P",
    "DE",
    "EDE",
    "WIN",
    "WON",
    "REP",
    "VUR",
    "PS",
    "KS",
    "BC",
    "TBR",
    "BBE",
    "SSSC",
)
WITHIN_TIES = frozenset({"DE", "EDE", "TBR", "BBE"})
"""Their values are places inside a tie, written differently by gacrux: the ranks compare."""
OURS = {"MPTS": "PTS", "GPTS": "PTS:GP"}
"""gacrux's names for the scores, as ours."""


def swiss_trf(seed: int) -> str:
    """A seeded individual event: 12-40 players, 5-9 rounds, absences, forfeits, unrated."""
    rng = random.Random(seed)
    plan = Plan(
        rng.randint(12, 40), rng.randint(5, 9), seed, rng.choice((0.0, 0.03, 0.08)),
        rng.choice((0.0, 0.02, 0.06)), rng.choice((0.0, 0.1)),
    )  # fmt: skip
    event = generate_event(plan, FIDE_SWISS_1998)
    return format_swiss_trf(event, Colour.WHITE, system=FIDE_SWISS_1998.name)


def team_trf(seed: int) -> str:
    """A seeded team event (C.04.6): 8-20 teams of 4 boards, 5-9 rounds, absences and
    forfeits, match points first."""
    rng = random.Random(seed)
    event = random_event(
        FIDE_TEAM_2026, rng.randint(8, 20), rng.randint(5, 9), rng,
        absence=rng.choice((0.0, 0.03, 0.08)), forfeit=rng.choice((0.0, 0.02, 0.05)),
    )  # fmt: skip
    return format_team_trf(event, Colour.WHITE)


def gacrux_trf(seed: int, teams: bool) -> str:
    """An event written by gacrux's own tournament generator."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "g.trf"
        args = ["-g", "1", "-p", str(10 + seed % 20), "-N", str(5 + seed % 4), "-o", str(out)]
        if teams:
            args += ["-T", "4"]
        run = subprocess.run([sys.executable, "-m", "gacrux.tournamentgenerator", *args],
                             capture_output=True, text=True, check=False)  # fmt: skip
        if not out.exists():
            raise RuntimeError(run.stdout + run.stderr)
        return out.read_text()


@dataclass(frozen=True)
class Standing:
    """One side's standings of a file: rank and values by start number."""

    ranks: dict[int, int]
    values: dict[int, dict[str, str]]


def gacrux(text: str, tiebreaks: Sequence[str], rounds: int | None = None) -> Standing:
    """gacrux's tie-break checker on ``text`` (the rank ends the list's order)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "e.trf"
        path.write_text(text)
        args = ["-i", str(path), "-t", *tiebreaks, "-d", "T"]
        if rounds is not None:
            args += ["-n", str(rounds)]
        run = subprocess.run([sys.executable, "-m", "gacrux.tiebreakchecker", *args],
                             capture_output=True, text=True, check=False)  # fmt: skip
    lines = [line.split("\t") for line in run.stdout.splitlines() if line.strip()]
    if not lines or lines[0][:2] != ["StartNo", "Rank"]:
        raise RuntimeError(f"gacrux: {run.stdout[:500]} {run.stderr[-2000:]}")
    head = lines[0][2:]
    ranks = {int(row[0]): int(row[1]) for row in lines[1:]}
    values = {int(row[0]): dict(zip(head, row[2:], strict=True)) for row in lines[1:]}
    return Standing(ranks, values)


def field_of(text: str, rounds: int | None = None) -> c07.Field:
    """The file as the project reads it, after round ``rounds``."""
    if text.startswith("012 Random C.04.6") or "\n310 " in text:
        return team.field(parse_team_trf(text).event, rounds)
    return swiss.field(parse_swiss_trf(text).event, rounds)


def ours(text: str, tiebreaks: Sequence[str], rounds: int | None = None) -> Standing:
    """The project's standings of the file by the same list."""
    found = c07.table(field_of(text, rounds), [_ours(t) for t in tiebreaks])
    ranks = {r.number: r.place for r in found.rows}
    values = {r.number: {t: _plain(v) for t, v in zip(tiebreaks, r.values, strict=True)}
              for r in found.rows}  # fmt: skip
    return Standing(ranks, values)


def _ours(text: str) -> c07.TieBreak:
    return c07.parse(OURS.get(text, text))[0]


def _plain(value: Fraction) -> str:
    return (
        str(value) if value.denominator == 1 else str(Decimal(value.numerator) / value.denominator)
    )


def agree(theirs: str, mine: str) -> bool:
    """Equal values, gacrux's rounded to the decimals it prints."""
    if theirs == "-0":
        theirs = "0"
    a, b = Decimal(theirs), Decimal(mine)
    places = -a.as_tuple().exponent  # type: ignore[operator]
    if places <= 0:
        return a == b
    return a == b.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def differences(
    text: str, tiebreaks: Sequence[str], rounds: int | None = None, one_at_a_time: bool = True
) -> list[str]:
    """Every value and rank that differs, as ``"BH/C1 #7: gacrux 12.5, ours 12"``.
    ``one_at_a_time``: the ranks of each tie-break alone after the score too (so a
    within-ties tie-break is compared on its own)."""
    theirs, mine = gacrux(text, tiebreaks, rounds), ours(text, tiebreaks, rounds)
    found = []
    for number in sorted(theirs.values):
        for t in tiebreaks:
            if t.split("/")[0] in WITHIN_TIES:
                continue
            a, b = theirs.values[number][t], mine.values[number][t]
            if not agree(a, b):
                found.append(f"{t} #{number}: gacrux {a}, ours {b}")
    for number in sorted(theirs.ranks):
        if theirs.ranks[number] != mine.ranks[number]:
            found.append(
                f"rank #{number}: gacrux {theirs.ranks[number]}, ours {mine.ranks[number]}"
            )
            break
    if one_at_a_time:
        for t in tiebreaks:
            if t.split("/")[0] in WITHIN_TIES:
                first = "MPTS" if t in TEAM and t not in SWISS else "PTS"
                found += [
                    f"[{first} {t}] {d}" for d in differences(text, [first, t], rounds, False)
                ]
    return found
