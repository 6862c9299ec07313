"""B.3 inside a bracket treated as homogeneous (A.3: at least half moved down), through
``swiss pair``.

B.3 reads "the difference of the scores of two players paired against each other should be
as small as possible"; the reading (docs/interpretations.md): the largest difference first,
a player moved on counting his score less the next bracket's score. The case
``golden/swiss/b3_largest_difference_first.trf`` is derived by hand in its comment lines:
2 (4 points) and 1 (3) come down into the 2½ bracket of 4; 2-4 (1 moves on) gives the
differences 1½ and 1, 1-4 (2 moves on) 2 and ½. Summed they are equal and B.4 would decide
for 1-4; the largest first decides for 2-4, before B.4.
"""

from __future__ import annotations

from click.testing import CliRunner

from individual.edges.cli.main import main
from individual.fide1998.differences import beaten, differences
from tests.fide1998.test_fide1998_faults import printed_pairs
from tests.paths import TESTS

CASE = TESTS / "golden" / "swiss" / "b3_largest_difference_first.trf"
HALF = 1  # scores in half points


def test_movers_of_different_scores_meet_the_smaller_largest_difference() -> None:
    result = CliRunner().invoke(main, ["pair", str(CASE), "--system", "fide-1998"])
    assert result.exit_code == 0, result.output
    required = {frozenset(p) for p in [(2, 4), (1, 10), (3, 5), (6, 9), (7, 8)]}
    assert printed_pairs(result.stdout) == required


def test_the_measures_disagree_on_the_case() -> None:
    """The case's two pairings of the 2½ bracket: equal sums, the largest first tells them
    apart (a floater counts his score less the next bracket's, 2 points)."""
    scores = {2: 8 * HALF, 1: 6 * HALF, 4: 5 * HALF}
    base = 4 * HALF
    two_four = differences([(2, 4)], [1], scores, base)
    one_four = differences([(1, 4)], [2], scores, base)
    assert (two_four, one_four) == ((3, 2), (4, 1))
    assert sum(two_four) == sum(one_four)
    assert two_four < one_four


def test_a_partial_pairing_is_beaten_only_when_no_completion_can_tie() -> None:
    best = (4, 2, 2, 0)
    assert beaten([5], best)
    assert beaten([2, 4, 4], best)
    assert not beaten([2, 4], best)
    assert not beaten([3], best)
    assert not beaten([], best)
