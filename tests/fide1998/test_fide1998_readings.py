"""Issue 27 item 8: two readings of the 1998 text the differential exposed, through ``swiss pair``
(docs/interpretations.md, "C.9-C.14").

``c11-criteria-back-s3p7r4`` (7 players, round 4 of 5, generated with seed 3): 2-1 pair above.
2 on 2 points and 3 on 1½ cannot meet each other's brackets (C.1) and come down with 4 to the
lowest bracket {3, 4 | 5, 6, 7}: 5, 6 and 7 have had the bye (B.1b), so it goes to a player
moved down and p = 2 is impossible (C.14: p = 1, 4 the lowest moved-down player on to the
bye; x = 0). 3 (wants black) met 6; 3-5 gives 5 his second upfloat running (B.5), 3-7 is a
colour clash. C.9 drops nothing that fired; C.10 drops B.5 for upfloats, but 3-5 leaves 6-7,
a clash where x = 0. C.11 raises x to 1 and restarts at C.3, before C.9 and C.10, as C.14
restarts at C.4: B.5 is back, so 3-5 is refused again and **3-7, 5-6** (one clash, B.5 kept)
is the pairing, not 3-5, 6-7 (one clash, B.5 broken), which keeping the criteria dropped
after C.11 gave.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main
from tests.fide1998.test_fide1998_faults import printed_pairs
from tests.paths import TESTS

READINGS = TESTS / "fixtures" / "fide1998-readings"
CASES = {
    "c11-criteria-back-s3p7r4": [[2, 1], [3, 7], [5, 6], [4, 0]],
}
"""Case (its TRF's name): the pairing the reading requires, unordered, the bye as ``[n, 0]``."""


@pytest.mark.parametrize("name", sorted(CASES))
def test_reading(name: str) -> None:
    trf = READINGS / f"{name}.trf"
    result = CliRunner().invoke(main, ["pair", str(trf), "--system", "fide-1998"])
    assert result.exit_code == 0, result.output
    assert printed_pairs(result.stdout) == {frozenset(p) for p in CASES[name]}
