"""Pair every round of a TRF made by gacrux's generator with the Dutch engine and list the
rounds that differ from the file (pairs, colours, the PAB)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from individual.dutch.inputs import DutchInput
from individual.dutch.pairing import pair_round
from individual.edges.trf.read import read_swiss_trf
from individual.swiss.model import SwissEvent, Unpaired
from individual.swiss.replay import replay
from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.colour import Colour

RULESET = SwissRuleset("fide-dutch-2026", "FIDE (Dutch) System 2026", engine="fide-dutch-2026")


Virtual = dict[tuple[int, int], int]
"""(round, player) -> virtual points in half-points."""


def virtual_points(path: Path) -> Virtual:
    """Record 250 as gacrux writes it (a test's reading; the TRF edge is dutch-edges'):
    points 9-13 (game points, half-points here), rounds 15-17 to 19-21, players 23-26 to
    28-31."""
    got: Virtual = {}
    for line in path.read_text().splitlines():
        if not line.startswith("250"):
            continue
        half = round(float(line[9:13]) * 2)
        first, last = int(line[14:17]), int(line[18:21] or 0) or int(line[14:17])
        low, high = int(line[22:26]), int(line[27:31] or 0) or int(line[22:26])
        for rnd in range(first, last + 1):
            for player in range(low, high + 1):
                got[(rnd, player)] = half
    return got


def differences(path: Path, *, first: int = 1) -> list[str]:
    """Each round whose pairing differs from the engine's, as a line saying how."""
    trf = read_swiss_trf(path)
    virtual = virtual_points(path)
    event = trf.event
    lot = trf.lot or Colour.WHITE
    found = []
    for number in range(first, len(event.rounds) + 1):
        got = round_difference(event, number, lot, virtual)
        if got:
            found.append(f"{path.name} round {number}: {got}")
    return found


def round_difference(
    event: SwissEvent,
    number: int,
    lot: Colour,
    virtual: Virtual | None = None,
) -> str:
    """How the engine's pairing of round ``number`` differs from the one played ('' if not)."""
    seen = replay(event, number)
    byes = tuple(
        (n, why)
        for n, why in seen.played.unpaired
        if why in (Unpaired.HALF_BYE, Unpaired.FULL_BYE, Unpaired.ZERO_BYE)
    )
    before = replace(seen.before, total_rounds=event.total_rounds)
    absent = seen.left_out - {n for n, _ in byes}
    virtual = virtual or {}
    given = DutchInput(
        byes=byes,
        virtual_points=tuple((p, v) for (r, p), v in virtual.items() if r == number),
        past_virtual_points=tuple((r, p, v) for (r, p), v in virtual.items() if r < number),
    )
    ours = pair_round(before, RULESET, given, absent, lot)
    theirs = {(g.white, g.black) for g in seen.played.games}
    mine = {(b.white, b.black) for b in ours.boards}
    if mine == theirs and ours.bye == seen.played.bye:
        return ""
    return (
        f"only ours {sorted(mine - theirs)}, only theirs {sorted(theirs - mine)}, "
        f"PAB ours {ours.bye} theirs {seen.played.bye}"
    )
