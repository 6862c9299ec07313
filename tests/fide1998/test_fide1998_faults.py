"""Issue 12: rounds where the fide-1998 engine broke the 1998 text, through ``swiss pair``.

Each case of ``fixtures/fide1998-faults/cases.json`` names a TRF and the pairing the text
requires (unordered pairs, the bye as ``[n, 0]``) and the fault it showed: F1 a false C.13
from the look-ahead, F2 a false C.12 (co-floaters ignored), F3 B.4 on a remainder whose p
was lowered.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main
from tests.paths import TESTS

FAULTS = TESTS / "fixtures" / "fide1998-faults"
CASES = json.loads((FAULTS / "cases.json").read_text(encoding="utf-8"))["cases"]


def printed_pairs(stdout: str) -> set[frozenset[int]]:
    """The exchange format: the number of boards, then one ``white black`` line each
    (the bye as ``n 0``)."""
    lines = stdout.splitlines()
    boards = [tuple(int(v) for v in line.split()) for line in lines[1:]]
    assert all(len(b) == 2 for b in boards), stdout
    assert int(lines[0]) == len(boards)
    return {frozenset(b) for b in boards}


@pytest.mark.parametrize("case", CASES, ids=[str(c["name"]) for c in CASES])
def test_pairing_the_text_requires(case: dict[str, object]) -> None:
    trf = FAULTS / str(case["trf"])
    result = CliRunner().invoke(main, ["pair", str(trf), "--system", "fide-1998"])
    assert result.exit_code == 0, result.output
    expected = {frozenset(pair) for pair in case["expected_pairs"]}  # type: ignore[attr-defined]
    got = printed_pairs(result.stdout)
    assert got == expected, (
        f"{case['fault']}: missing {sorted(map(sorted, expected - got))}, "
        f"extra {sorted(map(sorted, got - expected))}"
    )
