"""[C6] (2.3.3) when the following scoregroup is empty: the outside examination of issue 27.

C.04.6 2.3.3: "Unless all the teams in the following scoregroup became or are upfloaters
(thus this scoregroup is now empty), choose the set of upfloaters so that criteria [C1], [C3]
and [C4] ... are complied with in the bracket where this (not empty) scoregroup is paired."
The following scoregroup is the one whose score comes next below the top-scoregroup's
(1.3.1); it is not replaced by the next one that still has teams to pair. Both files are
TRF-26, 4 boards, no colour preferences, match points, paired by ``olympiad pair``."""

from __future__ import annotations

from pathlib import Path

from tests.workbook_event import run

DATA = Path(__file__).parent / "data"


def _paired(name: str) -> tuple[set[frozenset[int]], int | None]:
    """The pairs ``olympiad pair`` prints for the file, and the PAB team."""
    done = run("pair", DATA / name)
    assert done.exit_code == 0, done.output
    rows = [tuple(map(int, line.split())) for line in done.stdout.splitlines()[1:]]
    pairs = {frozenset(row) for row in rows if 0 not in row}
    byes = [a for a, b in rows if b == 0]
    return pairs, (byes[0] if byes else None)


def test_the_following_scoregroup_emptied_by_an_earlier_brackets_upfloaters() -> None:
    """Round 4 of 4: 1 has 6 MP, 2 has 4, 3 has 3, 4, 5, 6 have 2, 8 has 1, 7 has 0; 1-2,
    5-6 and 6-8 have met. Bracket {1} takes 3, the whole 3-MP scoregroup. Bracket {2}: its
    following scoregroup {3} became upfloaters, so [C6] asks nothing and the first set of
    3.5.4, {4}, is taken (gacrux pairs the same); [C6] applied to {4, 5, 6} instead would
    refuse {4} (5-6 have met) and take {5}."""
    pairs, bye = _paired("c6_following_emptied_by_upfloaters.trf")
    assert bye is None
    assert pairs == {frozenset(p) for p in ((3, 1), (4, 2), (8, 5), (7, 6))}


def test_the_following_scoregroup_emptied_by_the_pab() -> None:
    """Round 5: 3-7 have each had the PAB or won by forfeit ([C2]), so 2 (6 MP) gets it; 1
    (8 MP) has met 2, 5, 6, 7. Its following scoregroup is {2}, emptied by the PAB: read as
    empty, as if upfloaters had emptied it (docs/interpretations.md), [C6] asks nothing and 3
    (first of 3, 4, 7 with 4 MP) is taken: 1-3, 4-6, 5-7. Applied to {3, 4, 7} instead,
    [C6] would refuse 3 (4-7 have met) and take 4."""
    pairs, bye = _paired("c6_following_emptied_by_the_pab.trf")
    assert bye == 2
    assert pairs == {frozenset(p) for p in ((1, 3), (4, 6), (5, 7))}


def test_the_following_scoregroup_became_upfloaters_in_a_generated_event() -> None:
    """Seed 111 of the cross-check (13 teams, 7 rounds), round 7 stored as this program
    once paired it ([C6] applied to {4, 5}, the next scoregroup with teams left: 11-1, 4-5,
    12-10). Before round 7, 2 and 3 (10 MP) take 7 and 6 as upfloaters; 1 (9 MP) is then
    alone and its following scoregroup {7} became upfloaters, so [C6] asks nothing and
    [C5] takes 10 (4 and 5 have met 1): 1-10, 4-11, 12-5 (gacrux pairs the same)."""
    done = run("explain", DATA / "c6_round7_following_became_upfloaters.trf", "--round", "7")
    assert done.exit_code == 0, done.output
    stored, engine = (line.split()[1:] for line in done.output.splitlines()[-2:])
    assert set(stored) == {"11-1", "4-5", "12-10"}
    assert set(engine) == {"1-10", "4-11", "12-5"}
    assert "[2.3.3]" not in done.output  # [C6] rejected no set
