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

``c14-sends-on-unpairable-s6p8r5`` (8 players, round 5 of 5, seed 6): 1 (4 points) and 5 (3)
have met and come down by C.1 to the 2-point bracket {1, 5 | 2, 3, 4, 6} (p = 2). Below, 7
and 8 (½ each) have met; 7 may meet only 1, 2 or 5, and 8 only 1 or 2 (6-8: both absolute
black, B.2). 1 may meet only 3 here; if he does, the two players moved on must be 2 and 5,
so p = 2 is impossible and, with 5 paired too, so is every pairing keeping 1 (4-6 have
met). C.14 lowers p to 1. S1 = {1}, the higher moved-down player (C.4), cannot be paired in
any pairing that lets the round be paired; 5 can: A.3 pairs the players moved down "first
whenever possible", so C.14 sends 1 on, not 5: **5-4**, remainder 3-6 with 2 moved on, and
below 1-8, 2-7. Sending the lower (5) on by rule would find nothing and lower p again to 0:
2-4, 3-6, with 1 and 5 both moved on (1-8, 5-7), a moved-down player not paired although
he could be (and larger differences: 5 floats 2½ points instead of meeting a 2-pointer).
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
    "c14-sends-on-unpairable-s6p8r5": [[1, 8], [5, 4], [3, 6], [7, 2]],
}
"""Case (its TRF's name): the pairing the reading requires, unordered, the bye as ``[n, 0]``."""


@pytest.mark.parametrize("name", sorted(CASES))
def test_reading(name: str) -> None:
    trf = READINGS / f"{name}.trf"
    result = CliRunner().invoke(main, ["pair", str(trf), "--system", "fide-1998"])
    assert result.exit_code == 0, result.output
    assert printed_pairs(result.stdout) == {frozenset(p) for p in CASES[name]}
