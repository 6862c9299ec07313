"""Golden TRF cases for the FIDE Swiss 1998 engine: tests/golden/swiss/NAME.trf is the event,
NAME.out the next round as ``swiss pair`` prints it.

Lines starting ``###`` are comments for people and ignored by the TRF reader, except
``### system: NAME`` (default fide-1998) and ``### trail: ARTICLE text`` (the trail must
hold a decision with that article whose text contains ``text``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.trf.read import format_pairing, read_swiss_trf
from individual.fide1998.pairing import pair_round
from rulesets.swiss import SWISS_RULESETS
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "swiss"
CASES = sorted(GOLDEN.glob("*.trf"))


def _directives(path: Path, key: str) -> list[str]:
    prefix = f"### {key}:"
    return [
        line[len(prefix) :].strip()
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.startswith(prefix)
    ]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden_pairing(path: Path) -> None:
    system = (_directives(path, "system") or ["fide-1998"])[0]
    trf = read_swiss_trf(path)
    pairing = pair_round(trf.event, SWISS_RULESETS[system], absent=trf.left_out, lot=trf.lot)
    trail = "\n".join(pairing.trail.lines())
    assert format_pairing(pairing) == path.with_suffix(".out").read_text(), trail
    for expected in _directives(path, "trail"):
        article, _, text = expected.partition(" ")
        assert any(d.article == article and text in d.render() for d in pairing.trail.decisions), (
            f"no [{article}] {text!r} in\n{trail}"
        )


def test_every_case_has_its_output() -> None:
    assert CASES
    assert all(p.with_suffix(".out").exists() for p in CASES)
