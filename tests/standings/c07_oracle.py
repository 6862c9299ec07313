"""The C.07 agreement harness: events of both sides written as TRF (the project's
generators, ``swiss generate`` and ``olympiad generate`` in process, and gacrux's own
tournament generator), their standings computed by ``individual.standings.c07`` from the
file as the project reads it and by FIDE's tie-break checker gacrux from the same file,
every tie-break of every participant compared, and the ranks.

Used by ``tests/standings/test_c07_agreement.py`` (a seeded 50 events per side) and
``benchmarks/tiebreaks_agreement.py`` (500 per side).
"""

from __future__ import annotations

import importlib
import io
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.generate import Plan, generate_event
from individual.standings import c07
from individual.standings.c07 import swiss
from individual.vocabulary.colour import Colour
from olympiad.edges.cli.rules import with_variant
from olympiad.edges.trf.read import parse_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.fideteam.generate import random_event
from olympiad.standings import c07 as team
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from rulesets.fide_team_2026 import FIDE_TEAM_2026

T = TypeVar("T")

SWISS = (
    "PTS",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/P",
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
    "COD",
    "NUM",
    "RTG",
    "RTNG",
    "TPN",
    "ESB",
    "STD",
    "KS/L+1",
    "KS/L-1",
    "FB",
    "FB/C1",
)
"""Every individual tie-break gacrux computes, those on FB last: gacrux's FB changes its
record of a participant's last round for the tie-breaks after it in the same list (docs/
interpretations.md); ``TEAM`` likewise."""
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
    "SSSC/K4",
    "AOB",
    "KS/L+1",
    "STD",
    "EDET",
    "EDEB",
    "EDEBT",
    "EDEBB",
    "BPG",
    "BWG",
    "COD",
    "NUM",
    "ESB",
    "TPN",
    "SSSC/F",
    "AOB/F",
)
GAME_BY_GAME = frozenset({"WIN", "WON", "BPG", "BWG", "REP", "VUR", "STD"})
"""With game points first, gacrux counts these game by game (board by board), this project
match by match, round by round, as art. 7 defines them (docs/interpretations.md): such
events compare them with gacrux's ``:MP`` forms, which count matches."""
RATED = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})
UNRATED = 1400
"""The rating an unrated opponent counts with (``/U1400``) in an event with unrated
players: gacrux leaves a rating tie-break without one empty for everybody."""
WITHIN_TIES = frozenset({"DE", "EDE", "TBR", "BBE", "EDET", "EDEB", "EDEBT", "EDEBB"})
"""Their values are places inside a tie, written differently by gacrux: the ranks compare."""
OURS = {"MPTS": "PTS", "GPTS": "PTS:GP", **{f"{t}:MP": t for t in GAME_BY_GAME}}
"""gacrux's names for the scores, and its match-by-match forms of ``GAME_BY_GAME``, as
ours."""


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
    """A seeded team event (C.04.6): 10-20 teams of 4 boards, 5-9 rounds (at most four
    fewer than the teams), absences and forfeits; match points first, game points first in
    every fifth event (``gp-mp``)."""
    rng = random.Random(seed)
    teams = rng.randint(10, 20)
    rounds = rng.randint(5, min(9, teams - 4))
    absence, forfeit = rng.choice((0.0, 0.03, 0.08)), rng.choice((0.0, 0.02, 0.05))
    ruleset = FIDE_TEAM_2026 if seed % 5 else replace(FIDE_TEAM_2026, scoring="gp-mp")
    event = random_event(ruleset, teams, rounds, rng, absence=absence, forfeit=forfeit)
    return format_team_trf(event, Colour.WHITE)


def gacrux_trf(seed: int) -> str:
    """An individual event written by gacrux's own tournament generator (Dutch pairings;
    deterministic for the same arguments): 10-40 players, 5-9 rounds, zero- and
    half-point byes and forfeits at rates drawn from ``seed``."""
    rng = random.Random(seed)
    rates = [str(rng.choice(r)) for r in ((0, 0.01, 0.03), (0, 0.05, 0.1), (0, 0.02, 0.05))]
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "g.trf"
        args = ["-g", "1", "-p", str(rng.randint(10, 40)), "-N", str(rng.randint(5, 9)),
                "-R", str(rng.randint(1800, 2600)), str(rng.choice((5, 10, 20))), "-S", *rates,
                "-o", str(out)]  # fmt: skip
        run = subprocess.run([sys.executable, "-m", "gacrux.tournamentgenerator", *args],
                             capture_output=True, text=True, check=False, cwd=folder)  # fmt: skip
        if not out.exists():
            raise RuntimeError(run.stdout + run.stderr)
        return out.read_text()


@dataclass(frozen=True)
class Standing:
    """One side's standings of a file: rank and values by start number; ``names``: the
    tie-breaks in the list's order; ``checked``: with ``check``, whether gacrux found the
    file's published standings its own."""

    ranks: dict[int, int]
    values: dict[int, dict[str, str]]
    names: tuple[str, ...] = ()
    checked: bool | None = None

    def numbers(self, kind: Callable[[str], T]) -> dict[int, list[T]]:
        """Each start number's values in the list's order, read as ``kind``."""
        return {n: [kind(row[t]) for t in self.names] for n, row in self.values.items()}


def _checker(args: Sequence[str]) -> str:
    """gacrux's tie-break checker run in this process (as ``python -m
    gacrux.tiebreakchecker ARGS``, a hundred times faster): what it prints."""
    module = importlib.import_module("gacrux.tiebreakchecker")
    saved = sys.argv
    sys.argv = ["tiebreakchecker", *args]
    out = io.StringIO()
    try:
        with redirect_stdout(out), redirect_stderr(io.StringIO()):
            module.tiebreakchecker().common_main()
    finally:
        sys.argv = saved
    return out.getvalue()


def checker(
    path: Path,
    tiebreaks: Sequence[str] = (),
    rounds: int | None = None,
    *,
    swiss: bool = True,
    unrated: int | None = None,
    check: bool = False,
) -> Standing:
    """FIDE's tie-break checker gacrux on the TRF ``path``, its table read: by
    ``tiebreaks`` (none: the file's record 202) after round ``rounds`` (``None``: what the
    file plays); ``swiss``: told the event is a Swiss (``-s``), else it may take it for a
    round robin; ``unrated``: the rating an unrated player counts with (``-u``);
    ``check``: whether the file's published standings are its own (``-c``)."""
    args = ["-i", str(path), "-d", "T", *(["-s"] if swiss else []), *(["-c"] if check else [])]
    args += [*(["-u", str(unrated)] if unrated is not None else [])]
    args += [*(["-n", str(rounds)] if rounds is not None else [])]
    printed = _checker([*args, *(["-t", *tiebreaks] if tiebreaks else [])])
    lines = [line.split("\t") for line in printed.splitlines()
             if line.strip() and not line.startswith("Check:")]  # fmt: skip
    if not lines or lines[0][:2] != ["StartNo", "Rank"]:
        raise RuntimeError(f"gacrux: {printed[:500]}")
    head = lines[0][2:]
    if tiebreaks and head != list(tiebreaks):
        raise RuntimeError(f"gacrux lists {head}, not {list(tiebreaks)}")
    ranks = {int(row[0]): int(row[1]) for row in lines[1:]}
    values = {int(row[0]): dict(zip(head, row[2:], strict=True)) for row in lines[1:]}
    checked = "Check: True" in printed if check else None
    return Standing(ranks, values, tuple(head), checked)


def gacrux(
    text: str, tiebreaks: Sequence[str], rounds: int | None = None, swiss: bool = True
) -> Standing:
    """gacrux's tie-break checker on ``text`` (the rank ends the list's order); ``swiss``:
    told the event is a Swiss (``-s``), else it may take it for a round robin."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "e.trf"
        path.write_text(text)
        return checker(path, tiebreaks, rounds, swiss=swiss)


def field_of(text: str, rounds: int | None = None) -> c07.Field:
    """The file as the project reads it, after round ``rounds``."""
    if text.startswith("012 Random C.04.6") or "\n310 " in text:
        trf = parse_team_trf(text)  # the ruleset of record 192, as the commands read it
        return team.field(with_variant(trf.event, None, trf.system, None, None), rounds)
    return swiss.field(parse_swiss_trf(text).event, rounds)


def ours(text: str, tiebreaks: Sequence[str], rounds: int | None = None) -> Standing:
    """The project's standings of the file by the same list."""
    found = c07.table(field_of(text, rounds), [_ours(t) for t in tiebreaks])
    ranks = {r.number: r.place for r in found.rows}
    values = {r.number: {t: _plain(v) for t, v in zip(tiebreaks, r.values, strict=True)}
              for r in found.rows}  # fmt: skip
    return Standing(ranks, values, tuple(tiebreaks))


def tiebreaks_for(text: str) -> tuple[str, ...]:
    """The list compared on ``text``: ``TEAM`` for a team event, else ``SWISS`` with
    ``/U1400`` on the rating tie-breaks when a player is unrated."""
    found = field_of(text)
    if found.team:
        if found.primary == "MP":
            return TEAM
        return ("GPTS", *(f"{t}:MP" if t in GAME_BY_GAME else t for t in TEAM[1:]))
    if all(p.rating for p in found.participants.values()):
        return SWISS
    return tuple(f"{t}/U{UNRATED}" if t.split("/")[0] in RATED else t for t in SWISS)


def bye_before_last_forfeit(found: c07.Field) -> set[int]:
    """The participants whose Fore Buchholz score gacrux counts otherwise in a team's game
    points: a requested bye (or absence) followed only by voluntarily unplayed rounds up to
    a forfeit lost in the tournament's last round. FB (art. 8.3) draws that pairing, so the
    bye is followed by a round played (16.2.3) and counts its points (16.3.1), as gacrux
    counts it in match points; in game points gacrux counts it a draw (16.2.5, 16.3.2)
    (docs/interpretations.md)."""
    if not found.team or found.rounds < found.planned:
        return set()
    out = set()
    for number, p in found.participants.items():
        rows = [o for o in p.outings if o.round <= found.rounds]
        if not rows or rows[-1].opponent is None or rows[-1].played or not rows[-1].vur:
            continue
        last = max((o.round for o in rows if not o.vur), default=0)
        if any(o.opponent is None and o.vur and o.round > last for o in rows):
            out.add(number)
    return out


BOARD_POINTS = frozenset({"BC", "TBR", "BBE"})
"""The tie-breaks on a team's points board by board (C.07 12)."""


def requested_byes(found: c07.Field) -> set[int]:
    """The teams with a C.04.6 full- or half-point bye (record 240 F, H) in the rounds
    counted: art. 12 counts the games played and the pairing-allocated bye as a win on every
    board, so such a bye is 0 on every board here; gacrux counts it a win (a draw) on every
    board (docs/interpretations.md)."""
    byes = (c07.Kind.FULL_BYE, c07.Kind.HALF_BYE)
    return {n for n, p in found.participants.items()
            if any(o.kind in byes and o.round <= found.rounds for o in p.outings)}  # fmt: skip


def reads_fore_in_game_points(found: c07.Field, tiebreak: str) -> bool:
    """FB, AOB/F or SSSC/F of a team event on game points."""
    t = _ours(tiebreak)
    fore = t.name.upper() == "FB" or t.fore
    return found.team and fore and (t.score or found.primary).upper().startswith("G")


def explained(found: c07.Field, tiebreak: str, number: int) -> bool:
    """A difference the interpretations document: BC of a team with a requested bye
    (``requested_byes``); FB on game points of a participant within two pairings of one
    ``bye_before_last_forfeit`` (its opponents' FB, their opponents' AOB/F)."""
    name = tiebreak.partition("/")[0]
    if name.split(":")[0] in BOARD_POINTS:
        return number in requested_byes(found)
    if reads_fore_in_game_points(found, tiebreak):
        near = bye_before_last_forfeit(found)
        for _ in range(2):
            near |= {o.opponent for n in near for o in found.participants[n].outings
                     if o.opponent is not None and o.round <= found.rounds}  # fmt: skip
        return number in near
    return False


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
    text: str,
    tiebreaks: Sequence[str] | None = None,
    rounds: int | None = None,
    one_at_a_time: bool = True,
) -> list[str]:
    """Every value and rank that differs and no interpretation explains, as ``"BH/C1 #7:
    gacrux 12.5, ours 12"``; ``tiebreaks``: ``tiebreaks_for(text)`` by default.
    ``one_at_a_time``: the ranks by each within-ties tie-break alone after the score too."""
    tiebreaks = tiebreaks or tiebreaks_for(text)
    theirs, mine = gacrux(text, tiebreaks, rounds), ours(text, tiebreaks, rounds)
    found_field = field_of(text, rounds)
    found, excused = [], False
    for number in sorted(theirs.values):
        for t in tiebreaks:
            if t.split("/")[0] in WITHIN_TIES:
                continue
            a, b = theirs.values[number][t], mine.values[number][t]
            if not agree(a, b):
                if explained(found_field, t, number):
                    excused = True
                else:
                    found.append(f"{t} #{number}: gacrux {a}, ours {b}")
    if requested_byes(found_field) and any(t.split("/")[0] in BOARD_POINTS for t in tiebreaks):
        excused = True  # TBR and BBE rank by the board points too
    for number in sorted(theirs.ranks):
        if theirs.ranks[number] != mine.ranks[number] and not excused:
            found.append(
                f"rank #{number}: gacrux {theirs.ranks[number]}, ours {mine.ranks[number]}"
            )
            break
    if one_at_a_time:
        first = ("MPTS" if found_field.primary == "MP" else "GPTS") if found_field.team else "PTS"
        for t in tiebreaks:
            if t.split("/")[0] in WITHIN_TIES:
                found += [
                    f"[{first} {t}] {d}" for d in differences(text, [first, t], rounds, False)
                ]
    return found
