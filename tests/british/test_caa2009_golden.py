"""Golden cases from the CAA's "A Guide to Swiss Pairings" (2009 rules): each
tests/golden/caa/NAME.trf is the event with the TRF extension records
(``individual.edges.trf.british``), NAME.out the next round as ``swiss pair --system caa-2009``
prints it, checked by hand against the guide's answer. ``### trail: RULE | text`` lines must appear
in the trail.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.trf.read import format_pairing, read_swiss_trf
from individual.edges.trf.systems import pairer_for
from rulesets.swiss import SWISS_RULESETS
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "caa"
CASES = sorted(GOLDEN.glob("*.trf"))


def _trail_directives(path: Path) -> list[str]:
    prefix = "### trail:"
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line[len(prefix) :].strip() for line in lines if line.startswith(prefix)]


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_guide_example(path: Path) -> None:
    trf = read_swiss_trf(path)
    pair = pairer_for(path, SWISS_RULESETS["caa-2009"])
    pairing = pair(trf.event, trf.left_out, trf.lot)
    trail = "\n".join(pairing.trail.lines())
    assert format_pairing(pairing) == path.with_suffix(".out").read_text(), trail
    for expected in _trail_directives(path):
        rule, _, text = (part.strip() for part in expected.partition("|"))
        found = any(d.article == rule and text in d.render() for d in pairing.trail.decisions)
        assert found, f"no [{rule}] {text!r} in\n{trail}"


def test_every_case_has_its_output() -> None:
    assert len(CASES) >= 4
    assert all(p.with_suffix(".out").exists() for p in CASES)
