"""FIDE's checker (gacrux) as an oracle: a C.04.6 event written as TRF-26, re-paired round by
round by ``python -m gacrux.pairingchecker -i FILE -m METHOD -c``, and each round where its
pairing differs from the file's. Only the checker's command line and its JSON output are
used (its code is neither read nor copied)."""

from __future__ import annotations

import importlib.util
import json
import random
import subprocess
import sys
import tempfile
from dataclasses import dataclass, replace
from pathlib import Path

from individual.vocabulary.colour import Colour
from olympiad.edges.trf.write import format_team_trf
from olympiad.fideteam.generate import random_event
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


def gacrux_rounds(path: Path, how: str) -> list[dict[str, object]]:
    """The checker's verdict per round: its pairs, the file's and whether they agree."""
    done = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-i", str(path), "-m", how, "-c"],
        capture_output=True,
        text=True,
        check=True,
        cwd=path.parent,
    )
    result = json.loads(done.stdout)
    rounds: list[dict[str, object]] = result["pairingResult"]["roundpairing"]
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
