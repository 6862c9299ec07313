"""FIDE's checker (gacrux) as an oracle, both ways. Ours checked by gacrux: a C.04.6 event
written as TRF-26, re-paired round by round by ``python -m gacrux.pairingchecker -i FILE -m
METHOD -c``, and each round where its pairing differs from the file's. Gacrux's re-paired by
us: an event whose every round gacrux pairs (``-p``, absent teams by ``-u``) and this
program's results, written as TRF-26, read back by the team TRF reader and re-paired round by
round by ``pair_round``; each round where ours differs. Only the checker's command line and
its JSON output are used (its code is neither read nor copied); the command line is run in
this process (``runpy``, as ``python -m`` runs it), which spares an interpreter and gacrux's
imports per call: some 0.2 s of processor time each, most of a round's cost."""

from __future__ import annotations

import contextlib
import importlib.util
import io
import json
import random
import runpy
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from individual.vocabulary.colour import Colour
from individual.vocabulary.decision import TrailRecorder
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.engine.model import Event, PairedMatch, RoundPairing
from olympiad.fideteam.generate import play_round, random_event, random_teams
from olympiad.fideteam.pairing import pair_round
from olympiad.fideteam.ruleset import FideTeamRuleset
from rulesets.fide_team_2026 import FIDE_TEAM_2026

METHOD = {"typea": "fideteam", "typeb": "fideteam-typeb", "nocolor": "fideteam-nocolor"}
"""The checker's methods by colour model; the scoring variant follows (``fideteam-typeb-gp``):
without it the checker takes match points first and game points for colours."""
AVAILABLE = importlib.util.find_spec("gacrux") is not None


@dataclass(frozen=True)
class Difference:
    """A round the checker pairs otherwise: its pairs and ours, ``[white, black]`` (``0``:
    the PAB)."""

    round: int
    checker: list[list[int]]
    ours: list[list[int]]


@dataclass(frozen=True)
class Case:
    """One seeded event: the colour model, scoring, teams, rounds and seed."""

    colours: str
    scoring: str
    teams: int
    rounds: int
    seed: int

    def ruleset(self) -> FideTeamRuleset:
        return replace(FIDE_TEAM_2026, colours=self.colours, scoring=self.scoring)  # type: ignore[arg-type]

    def trf(self) -> str:
        rnd = random.Random(self.seed)
        event = random_event(self.ruleset(), self.teams, self.rounds, rnd, absence=0.04)
        return format_team_trf(event, Colour.WHITE)


def method(colours: str, scoring: str) -> str:
    """``-m`` for the checker: ``fideteam-nocolor-gp-mp`` and the like."""
    return f"{METHOD[colours]}-{scoring}" if colours != "typea" else f"fideteam-typea-{scoring}"


def run_gacrux(*args: str) -> dict[str, Any]:
    """``python -m gacrux.pairingchecker ARGS``, run in this process; its JSON output."""
    out = io.StringIO()
    saved = sys.argv
    sys.argv = ["pairingchecker", *args]
    try:
        with contextlib.redirect_stdout(out):
            try:
                runpy.run_module("gacrux.pairingchecker", run_name="__main__")
            except SystemExit as stop:
                if stop.code not in (0, None):
                    raise RuntimeError(f"gacrux exits {stop.code}: {out.getvalue()}") from None
    finally:
        sys.argv = saved
    result: dict[str, Any] = json.loads(out.getvalue())
    return result


def gacrux_rounds(path: Path, how: str) -> list[dict[str, object]]:
    """The checker's verdict per round: its pairs, the file's and whether they agree."""
    rounds: list[dict[str, object]] = run_gacrux("-i", str(path), "-m", how, "-c")["pairingResult"][
        "roundpairing"
    ]
    return rounds


def differences(case: Case, keep: Path | None = None) -> list[Difference]:
    """The rounds of ``case`` the checker pairs otherwise (``keep``: where to leave the TRF)."""
    with tempfile.TemporaryDirectory() as folder:
        name = f"{case.colours}-{case.scoring}-{case.teams}-{case.seed}.trf"
        path = (keep or Path(folder)) / name
        path.write_text(case.trf())
        found = []
        for row in gacrux_rounds(path, method(case.colours, case.scoring)):
            if not row.get("check"):
                found.append(Difference(int(str(row["round"])), row["pairs"], row["current"]))  # type: ignore[arg-type]
        return found


def first_divergence(case: Case, difference: Difference) -> str:
    """Where the checker's pairing of a round first leaves ours, bracket by bracket from the
    top (its brackets read off its pairs: the residents and the teams they meet), judged by
    this program's [C1], [C3], [C6], [C7]: ``"[C6]"`` when the checker's upfloaters are legal
    but leave the following scoregroup unpairable in its own bracket while ours do not, else
    a description."""
    from individual.matching.maximum import has_perfect_matching
    from olympiad.fideteam.history import team_states
    from olympiad.fideteam.upfloaters import c6_met, score_levels

    ruleset = case.ruleset()
    event = random_event(ruleset, case.teams, case.rounds, random.Random(case.seed), absence=0.04)
    number = difference.round
    before = replace(event, rounds=event.rounds[: number - 1])
    absent = event.rounds[number - 1].absent
    present = [t.number for t in before.teams if t.number not in absent]
    states = team_states(before, ruleset, present)

    def can_meet(a: int, b: int) -> bool:
        return a != b and b not in states[a].opponents

    def partners(pairs: list[list[int]]) -> dict[int, int]:
        found: dict[int, int] = {}
        for a, b in pairs:
            found[a], found[b] = b, a
        return found

    theirs, ours = partners(difference.checker), partners(difference.ours)
    c7_applies = number < case.rounds - 1
    unpaired = sorted(
        (t for t in present if t != theirs.get(0)), key=lambda t: (-states[t].score, t)
    )
    scores = [score for score, _ in score_levels(present, states)]
    while unpaired:
        top = states[unpaired[0]].score
        residents = {t for t in unpaired if states[t].score == top}
        lower = [t for t in unpaired if t not in residents]
        after = scores[scores.index(top) + 1] if top != scores[-1] else None
        following = frozenset(t for t in lower if states[t].score == after)
        sets = []
        for mates in (theirs, ours):
            bracket = set(residents)
            while any(mates[t] not in bracket for t in bracket):
                bracket |= {mates[t] for t in bracket}
            ups = bracket - residents
            rest = [t for t in lower if t not in ups]
            legal = has_perfect_matching(sorted(bracket), can_meet) and has_perfect_matching(
                rest, can_meet
            )
            c6 = c6_met(following - ups, rest, can_meet)
            c7 = sum(states[t].floated for t in ups) if c7_applies else 0
            sets.append((sorted(ups), legal, c6, c7, bracket))
        (t_ups, t_legal, t_c6, t_c7, t_bracket), (o_ups, _, o_c6, o_c7, _) = sets
        if t_ups != o_ups:
            if t_legal and o_c6 and not t_c6:
                return "[C6]"
            return (
                f"upfloaters {t_ups} (legal {t_legal}, C6 {t_c6}, C7 {t_c7}) against ours "
                f"{o_ups} (C6 {o_c6}, C7 {o_c7})"
            )
        unpaired = [t for t in unpaired if t not in t_bracket]
    return "the same brackets: pairs or colours inside a bracket differ"


ABSENCE = 0.04  # as ``Case.trf``


def gacrux_pairs(path: Path, how: str, absent: frozenset[int]) -> list[list[int]] | None:
    """The next round of the file as gacrux pairs it (``-p``; ``-u``: the absent teams), each
    ``[white, black]`` on board 1, ``[team, 0]`` the PAB; ``None`` if it pairs nothing."""
    extra = ["-u", *map(str, sorted(absent))] if absent else []
    result = run_gacrux("-i", str(path), "-m", how, "-p", *extra)
    pairs: list[list[int]] = result.get("pairingResult", {}).get("pairs") or []
    return pairs or None


def gacrux_event(case: Case, lot: Colour, folder: Path) -> Event:
    """The event of ``case`` (its teams, absences and results drawn from its seed) with every
    round paired by gacrux; when gacrux cannot pair the drawn absences, nobody is away."""
    rnd = random.Random(case.seed)
    ruleset = case.ruleset()
    teams = random_teams(case.teams, rnd, ruleset)
    event = Event("Random C.04.6 event paired by gacrux", teams, ruleset, (), case.rounds)
    path = folder / "gacrux.trf"
    for number in range(1, case.rounds + 1):
        drawn = frozenset(t.number for t in teams if rnd.random() < ABSENCE)
        path.write_text(format_team_trf(event, lot))
        pairs = gacrux_pairs(path, method(case.colours, case.scoring), drawn)
        absent = drawn
        if pairs is None:
            pairs, absent = (
                gacrux_pairs(path, method(case.colours, case.scoring), frozenset()),
                frozenset(),
            )
        if pairs is None:
            raise RuntimeError(f"gacrux pairs nothing in round {number}")
        matches = tuple(PairedMatch(w, b) for w, b in pairs if b)
        bye = next((w for w, b in pairs if not b), None)
        pairing = RoundPairing(number, matches, bye, absent, TrailRecorder(round=number).freeze())
        event = replace(event, rounds=(*event.rounds, play_round(event, pairing, rnd)))
    return event


def repaired_differences(case: Case, lot: Colour, keep: Path | None = None) -> list[Difference]:
    """The rounds of gacrux's event of ``case`` that this program, reading the event's TRF,
    pairs otherwise (pairs by board-1 colour and the PAB)."""
    with tempfile.TemporaryDirectory() as folder:
        where = keep or Path(folder)
        event = gacrux_event(case, lot, Path(folder))
        path = where / f"gacrux-{case.colours}-{case.scoring}-{case.teams}-{case.seed}.trf"
        path.write_text(format_team_trf(event, lot))
        trf = read_team_trf(path)
        read = replace(trf.event, ruleset=case.ruleset())
        found = []
        for played in read.rounds:
            before = replace(read, rounds=read.rounds[: played.number - 1])
            ours = pair_round(before, absent=played.absent, lot=trf.lot)
            theirs = sorted([[m.first, m.second] for m in played.matches])
            theirs += [[played.bye, 0]] if played.bye else []
            mine = sorted([[m.first, m.second] for m in ours.matches])
            mine += [[ours.bye, 0]] if ours.bye else []
            if theirs != mine:
                found.append(Difference(played.number, theirs, mine))
        return found
