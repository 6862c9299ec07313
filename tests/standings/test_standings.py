"""Art. 14 standings: order by MP then the ruleset's tie-breaks, shared places, W/D/L.

Results are written board by board from the first-named team's side (``1 = 0``,
``+``/``-`` forfeits, ``x`` nobody at either side).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from individual.standings.rules import shared_places
from individual.vocabulary.player import Player
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.standings.history import history
from olympiad.standings.table import MatchTally, standings
from olympiad.standings.tiebreaks import (
    olympiad_sonneborn_berger,
    opponents_match_points_cut1,
    sonneborn_berger,
)
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.golden_event import BOARD_CODES as CODES
from tests.golden_event import played
from tests.paths import ROOT

F = Fraction


def event(ratings: dict[int, int], *rounds: Round) -> Event:
    """Teams of four players rated ``ratings[n]``: pairing numbers follow the ratings."""
    teams = tuple(
        Team(n, f"Team {n}", tuple(Player(f"P{n}.{b}", r) for b in range(1, 5)))
        for n, r in ratings.items()
    )
    return Event("test", teams, OLYMPIAD_2012, rounds, total_rounds=len(rounds))


# Same four-team round robin as in test_tiebreaks: team 1 and 3 end on 5 MP with SB
# 13.5 and 12.5; team 4 and 2 on 1 MP with SB 10 and 7.5.
ROUND_ROBIN = event(
    {1: 2000, 2: 2100, 3: 2200, 4: 2300},
    Round(1, (played(1, 2, "11=="), played(3, 4, "1==="))),
    Round(2, (played(1, 3, "===="), played(2, 4, "1100"))),
    Round(3, (played(1, 4, "111="), played(2, 3, "000="))),
)


def test_art14_match_points_then_sonneborn_berger() -> None:
    rows = standings(ROUND_ROBIN)
    assert [(r.rank, r.team, r.match_points) for r in rows] == [
        ("1", 1, 5),
        ("2", 3, 5),
        ("3", 4, 1),
        ("4", 2, 1),
    ]
    assert rows[0].tiebreaks == (("SB-OLY", F(27, 2)), ("GP", F(17, 2)), ("OMP-CUT1", F(6)))
    assert rows[0].tiebreak("GP") == F(17, 2)
    # team 1: won R1 and R3, drew R2
    assert rows[0].tally == MatchTally(won=2, drawn=1, lost=0)
    assert rows[0].tally.matches == 3


def test_art14_ruleset_order_decides_second_tiebreak() -> None:
    # With OMP-CUT1 first: teams 1 and 3 both have 6, so GP decides (8.5 > 8);
    # teams 2 and 4 both have 10, GP 4 (team 4) > 3.5 (team 2).
    ruleset = replace(OLYMPIAD_2012, tiebreaks=("OMP-CUT1", "GP"))
    rows = standings(replace(ROUND_ROBIN, ruleset=ruleset))
    assert [r.team for r in rows] == [1, 3, 4, 2]
    assert [name for name, _ in rows[0].tiebreaks] == ["OMP-CUT1", "GP"]


def test_art14_equal_teams_share_a_place_listed_by_pairing_number() -> None:
    # R1: 1-2 "11==" and 3-4 "11==": teams 1 and 3 have 2 MP, 3 GP, one opponent
    # (left out: SB 0, OMP-CUT1 0) -> places 1-2; teams 2 and 4 likewise -> 3-4.
    # Team 3 is rated higher than team 1, so it has the better pairing number and
    # is listed first; likewise team 4 before team 2.
    ev = event(
        {1: 2000, 2: 1900, 3: 2400, 4: 2300}, Round(1, (played(1, 2, "11=="), played(3, 4, "11==")))
    )
    rows = standings(ev)
    assert [(r.rank, r.team) for r in rows] == [("1-2", 3), ("1-2", 1), ("3-4", 4), ("3-4", 2)]
    assert [(r.place, r.place_to) for r in rows] == [(1, 2), (1, 2), (3, 4), (3, 4)]
    assert [r.pairing_number for r in rows] == [1, 3, 2, 4]


def test_shared_places() -> None:
    a, b, c = (F(3),), (F(2),), (F(1),)
    assert shared_places([a, b, b, b, c]) == [(1, 1), (2, 4), (2, 4), (2, 4), (5, 5)]
    assert shared_places([]) == []


def test_art46_art12_tally_counts_unplayed_matches_not_byes() -> None:
    # R1: 1-2 "1110", bye 3. R2: 3 did not appear against 1 (team 1: three players,
    # "+++x"), 2 has the bye. R3: 1-2 "====", bye 3.
    # Team 1: W, W (unplayed), D. Team 3: bye, L (unplayed), bye. Team 2: L, bye, D.
    no_show = Match(1, 3, tuple(CODES[c] for c in "+++x"), frozenset({3}))
    ev = event(
        {1: 2000, 2: 2000, 3: 2000},
        Round(1, (played(1, 2, "1110"),), bye=3),
        Round(2, (no_show,), bye=2),
        Round(3, (played(1, 2, "===="),), bye=3),
    )
    tally = {r.team: r.tally for r in standings(ev)}
    assert tally == {1: MatchTally(2, 1, 0), 2: MatchTally(0, 1, 1), 3: MatchTally(0, 0, 1)}


def test_standings_after_a_given_round() -> None:
    # After round 1: teams 1 and 3 won (2 MP), team 1 with 3 GP, team 3 with 2.5.
    rows = standings(ROUND_ROBIN, rounds=1)
    assert [(r.team, r.match_points, r.game_points) for r in rows][:2] == [
        (1, 2, 3),
        (3, 2, F(5, 2)),
    ]


# The real event, against its official standings (expected_standings_comments.txt):
# name -> (matches won, drawn, lost, MP, GP, EGGSB, BH:MP), in the published order.
FRIENDSHIP_CUP = ROOT / "data/friendship-cup-2024/friendship_cup_2024.trf"
MP, GP, EGGSB, BH = 3, 4, 5, 6
PUBLISHED = {
    "ΟΑΑΗ": (4, 3, 0, 11, F(49, 2), F("547.75"), 56),
    "ΟΑΧ": (5, 0, 2, 10, F(47, 2), F(486), 53),
    "ΣΟΗ": (3, 3, 1, 9, F(51, 2), F("536.5"), 58),
    "ΓΑΖΙ 1": (4, 1, 2, 9, F(25), F("449.5"), 39),
    "ΟΦΗ 1": (4, 1, 2, 9, F(49, 2), F("513.75"), 53),
    "ΟΦΗ 2": (3, 2, 2, 8, F(22), F("455.25"), 51),
    "ΣΑΧ": (3, 1, 2, 8, F(20), F(453), 58),
    "ΛΕΩΝ ΚΑΝΤΙΑ 2": (3, 1, 3, 7, F(23), F("510.75"), 55),
    "Σ.A.ΧΕΡΣΟΝΗΣΟΥ": (2, 1, 3, 6, F(22), F(409), 39),
    "ΓΑΖΙ 3": (2, 2, 3, 6, F(37, 2), F("384.25"), 50),
    "ΛΕΩΝ ΚΑΝΤΙΑ 1": (2, 0, 4, 5, F(19), F("359.75"), 48),
    "Α.Π.Ο. ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ": (1, 2, 3, 5, F(37, 2), F("377.25"), 47),
    "ΓΑΖΙ 2": (2, 0, 4, 5, F(31, 2), F("292.25"), 48),
    "ΚΥΔΩΝ": (1, 1, 4, 4, F(18), F("327.25"), 36),
    "Α.Σ.ΗΡΟΔΟΤΟΣ": (1, 0, 5, 3, F(29, 2), F("308.25"), 44),
}
# Round 7, board 6, Α.Σ.ΗΡΟΔΟΤΟΣ - ΚΥΔΩΝ: both players are marked "-" (a double
# forfeit, 0-0), yet player 41's own points column (1.0) counts that board as a win, and
# so do the published 14.5 GP. Read as written, the team has 13.5.
DOUBLE_MINUS = "Α.Σ.ΗΡΟΔΟΤΟΣ"


@pytest.fixture(scope="module")
def cup() -> Event:
    trf = pytest.importorskip("olympiad.edges.trf.read")
    if not FRIENDSHIP_CUP.exists():
        pytest.skip("data/friendship-cup-2024 not present")
    ev: Event = trf.read_team_trf(FRIENDSHIP_CUP).event
    return ev


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_friendship_cup_match_points_and_tally(cup: Event, name: str) -> None:
    row = next(r for r in standings(cup) if r.name == name)
    won, drawn, lost, mp = PUBLISHED[name][:4]
    assert (row.tally.won, row.tally.drawn, row.tally.lost) == (won, drawn, lost)
    assert row.match_points == mp


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason="see DOUBLE_MINUS"))
        if n == DOUBLE_MINUS
        else n
        for n in sorted(PUBLISHED)
    ],
)
def test_friendship_cup_game_points(cup: Event, name: str) -> None:
    row = next(r for r in standings(cup) if r.name == name)
    assert row.game_points == PUBLISHED[name][GP]


def test_friendship_cup_published_order_is_match_points_then_game_points(cup: Event) -> None:
    # The published ranks follow MP, then GP (e.g. ΣΟΗ 25.5, ΓΑΖΙ 1 25, ΟΦΗ 1 24.5 on
    # 9 MP), not EGGSB; with GP as first tie-break our standings give the same order.
    ruleset = replace(cup.ruleset, tiebreaks=("GP", "SB-OLY", "OMP-CUT1"))
    rows = standings(replace(cup, ruleset=ruleset))
    assert [r.name for r in rows] == list(PUBLISHED)
    assert [r.rank for r in rows] == [str(i) for i in range(1, 16)]


def numbered(ev: Event) -> dict[str, int]:
    return {team.name: team.number for team in ev.teams}


def test_friendship_cup_art14_by_hand(cup: Event) -> None:
    # ΟΑΑΗ met ΟΑΧ (10 MP), ΛΕΩΝ ΚΑΝΤΙΑ 1 (5), ΛΕΩΝ ΚΑΝΤΙΑ 2 (7), ΣΟΗ (9), ΣΑΧ (8),
    # ΟΦΗ 1 (9), ΟΦΗ 2 (8), scoring 4, 4.5, 3, 3, 3, 3.5, 3.5 (its players' rows).
    # ΛΕΩΝ ΚΑΝΤΙΑ 1 alone has the lowest MP: SB = 10x4 + 7x3 + 9x3 + 8x3 + 9x3.5 + 8x3.5
    # = 40 + 21 + 27 + 24 + 31.5 + 28 = 171.5; OMP-CUT1 = 56 - 5 = 51.
    # ΣΑΧ had the bye in round 1: virtual opponent 0 + 1 + 6 = 7 MP, credited 3 GP.
    # Then Α.Π.Ο. (5 MP, scored 3.5), ΟΦΗ 1 (9, 3.5), ΛΕΩΝ ΚΑΝΤΙΑ 2 (7, 3.5), ΟΑΑΗ
    # (11, 3), ΣΟΗ (9, 2), ΓΑΖΙ 1 (9, 1.5). Α.Π.Ο. is left out: SB = 21 + 31.5 + 24.5
    # + 33 + 18 + 13.5 = 141.5; OMP-CUT1 = 7+5+9+7+11+9+9 - 5 = 52.
    n = numbered(cup)
    sb, omp = olympiad_sonneborn_berger(history(cup)), opponents_match_points_cut1(history(cup))
    assert (sb[n["ΟΑΑΗ"]], omp[n["ΟΑΑΗ"]]) == (F(343, 2), F(51))
    assert (sb[n["ΣΑΧ"]], omp[n["ΣΑΧ"]]) == (F(283, 2), F(52))
    excluded = sonneborn_berger(history(cup))[n["ΣΑΧ"]].excluded
    assert excluded is not None and excluded.team == n["Α.Π.Ο. ΜΙΚΗΣ ΘΕΟΔΩΡΑΚΗΣ"]


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_friendship_cup_published_bh_mp_is_uncut_with_own_score_for_the_bye(
    cup: Event, name: str
) -> None:
    """The published BH:MP is not art. 14c: no opponent is cut, and a bye counts as an
    opponent with the team's own final MP (not art. 14's virtual opponent)."""
    n = numbered(cup)
    names = {number: team for team, number in n.items()}
    met = history(cup).opponents[n[name]]
    own_mp = PUBLISHED[name][MP]
    uncut = sum(PUBLISHED[names[o.team]][MP] if o.team else own_mp for o in met)
    assert uncut == PUBLISHED[name][BH]
    if not any(o.is_virtual for o in met):
        lowest = min(o.match_points for o in met)
        assert opponents_match_points_cut1(history(cup))[n[name]] == PUBLISHED[name][BH] - lowest


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            name,
            marks=pytest.mark.xfail(
                strict=True,
                reason="published 308.25: the file as written gives 286.25, with the "
                "DOUBLE_MINUS board as a win 304.25 (as the source test, which flags it)",
            ),
        )
        if name == "Α.Σ.ΗΡΟΔΟΤΟΣ"
        else name
        for name in sorted(PUBLISHED)
    ],
)
def test_friendship_cup_published_eggsb_is_not_art14a(cup: Event, name: str) -> None:
    """EGGSB multiplies the opponent's game points (art. 14a: match points) by the game
    points scored against it, cuts nothing (art. 14a: the lowest opponent), and counts
    a bye as an opponent with the team's own final GP."""
    n = numbered(cup)
    names = {number: team for team, number in n.items()}
    own_gp = PUBLISHED[name][GP]
    met = history(cup).opponents[n[name]]
    eggsb = sum((PUBLISHED[names[o.team]][GP] if o.team else own_gp) * o.scored for o in met)
    assert eggsb == PUBLISHED[name][EGGSB]


def test_friendship_cup_virtual_opponent_differs_from_own_score(cup: Event) -> None:
    # Α.Σ.ΗΡΟΔΟΤΟΣ lost round 1 (1 GP), had the bye in round 2: art. 14's virtual
    # opponent has 0 + 1 + 5 = 6 MP and 1 + 3 + 5x3 = 19 GP, where the publisher used
    # the team's own 3 MP: the uncut sum is 44 - 3 + 6 = 47 with art. 14.
    n = numbered(cup)
    met = history(cup).opponents[n["Α.Σ.ΗΡΟΔΟΤΟΣ"]]
    virtual = next(o for o in met if o.is_virtual)
    assert (virtual.round, virtual.match_points, virtual.game_points) == (2, 6, F(19))
    assert sum(o.match_points for o in met) == 47
