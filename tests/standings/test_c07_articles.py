"""C.07 article by article on minimal files: direct encounter (art. 6) and the sums of
arts. 8-9 over players who met twice (4.4), the team tie-breaks on the boards (art. 12) and
the extended ones (art. 13). Every value below is worked out by hand from the text (quoted
in docs/interpretations.md, "C.07 article by article"), then compared with the project's
standings, through ``olympiad standings`` too, and with FIDE's checker gacrux (the oracle,
where installed). Files in ``tests/fixtures/c07/``.
"""

from __future__ import annotations

import csv
import importlib.util
import io
from fractions import Fraction

import pytest

from individual.standings import c07
from individual.standings.c07 import teams
from tests.paths import ROOT
from tests.standings.c07_oracle import differences, field_of, gacrux
from tests.standings.test_standings_command import olympiad

FIXTURES = ROOT / "tests" / "fixtures" / "c07"
UNEQUAL_GAME_POINTS = FIXTURES / "board_count_unequal_game_points.trf"
TEAM_LIST = ["MPTS", "MPvGP", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EGMSB/C1", "BH:GP/C1",
             "PS:GP", "SSSC", "SSSC/K2", "BC", "TBR", "BBE", "EDE", "EDET", "EDEBT"]  # fmt: skip


def found_field(path: object) -> c07.Field:
    return field_of(path.read_text())  # type: ignore[attr-defined]


# board_count_unequal_game_points.trf: six teams of two boards, one round (MP 2/1/0).
# 1 beats 2 1½-½ (board 1 won, board 2 drawn)   1: MP 2, GP 1½, BC 1 + 2 x ½ = 2
#                                                2: MP 0, GP ½,  BC 2 x ½ = 1
# 3 beats 4 2-0                                  3: MP 2, GP 2,  BC 1 + 2 = 3
#                                                4: MP 0, GP 0,  BC 0
# 5 and 6 draw 1-1 (5 wins board 1, 6 board 2)   5: MP 1, GP 1,  BC 1
#                                                6: MP 1, GP 1,  BC 2


def test_board_count_is_used_only_between_teams_of_equal_game_points() -> None:
    """12.1: BC is the sum of each board's game points times the board number, "the lower
    the sum, the higher the ranking", and "it can only be used when all tied teams have
    the same number of game points". Ranked by MP, then BC, then GP (the 2022 Olympiad
    rules, whose scores are match points alone): 1 and 3 (2 MP) have 1½ and 2 game
    points, so BC cannot separate them and GP puts 3 first; so for 2 and 4 (½ and 0);
    5 and 6 (1 MP, 1 GP each) are separated by BC, 1 against 2. Where BC is not used its
    value is that of a tie-break that decides nothing: ``-`` printed, 0 in the CSV."""
    shown = olympiad(
        "standings", UNEQUAL_GAME_POINTS, "--system", "olympiad-2022", "--tiebreaks", "BC,GP"
    )
    assert shown.exit_code == 0, shown.output
    rows = [line.split() for line in shown.output.splitlines()[1:]]
    assert [(r[0], r[1], r[5]) for r in rows] == [
        ("1", "3", "-"), ("2", "1", "-"), ("3", "5", "1"),
        ("4", "6", "2"), ("5", "2", "-"), ("6", "4", "-"),
    ]  # fmt: skip
    written = olympiad(
        "standings", UNEQUAL_GAME_POINTS, "--system", "olympiad-2022", "--tiebreaks", "BC,GP",
        "--csv",
    )  # fmt: skip
    table = list(csv.DictReader(io.StringIO(written.output)))
    assert [(r["Rank"], r["No."], r["BC"]) for r in table] == [
        ("1", "3", "0"), ("2", "1", "0"), ("3", "5", "1"),
        ("4", "6", "2"), ("5", "2", "0"), ("6", "4", "0"),
    ]  # fmt: skip


def test_board_count_alone_after_match_points_leaves_unequal_game_points_tied() -> None:
    """The same file by MP and BC alone: 1 and 3, and 2 and 4, stay tied (BC cannot be
    used between them, 12.1); 5 goes ahead of 6 by BC, 1 against 2."""
    found = c07.table(field_of(UNEQUAL_GAME_POINTS.read_text()), c07.parse("BC"))
    assert {r.number: (r.rank, int(r.values[0])) for r in found.rows} == {
        1: ("1-2", 0),
        3: ("1-2", 0),
        5: ("3", 1),
        6: ("4", 2),
        2: ("5-6", 0),
        4: ("5-6", 0),
    }
    assert found.deciding(5, 6) == c07.parse("BC")[0]
    assert found.deciding(1, 3) is None


def test_gacrux_ranks_by_board_count_whatever_the_game_points() -> None:
    """gacrux gives every team its board count and ranks by it in any tie, the teams'
    game points unequal too: 1 ahead of 3 (BC 2 against 3, though 3 has more game
    points) and 4 ahead of 2 (0 against 1), where 12.1 does not let BC separate them
    (docs/interpretations.md: gacrux departs)."""
    pytest.importorskip("gacrux")
    text = UNEQUAL_GAME_POINTS.read_text()
    theirs = gacrux(text, ["MPTS", "BC", "MPvGP"])
    board_counts = [theirs.values[n]["BC"] for n in range(1, 7)]
    assert board_counts == ["2.0", "1.0", "3.0", "0.0", "1.0", "2.0"]
    assert [theirs.ranks[n] for n in (1, 3, 5, 6, 4, 2)] == [1, 2, 3, 4, 5, 6]
    found = c07.table(field_of(text), c07.parse("BC,MPvGP"))
    assert [r.number for r in found.rows] == [3, 1, 5, 6, 2, 4]
    assert Fraction(theirs.values[5]["BC"]) == found.row(5).values[0]


EXTENDED = FIXTURES / "extended_team_tiebreaks.trf"

# extended_team_tiebreaks.trf: four teams of four boards, all play all in three rounds
# (MP 2/1/0), each board's result as the first team scores it:
#   R1  1-2: 1 1 0 ½ (2½-1½)   3-4: 1 0 ½ ½ (2-2)
#   R2  1-3: 0 ½ ½ 1 (2-2)     2-4: 1 1 1 0 (3-1)
#   R3  1-4: ½ 0 0 1 (1½-2½)   2-3: 0 1 ½ ½ (2-2)
# Every team 3 MP; GP 6, 6½, 6, 5½. Points board by board over the three rounds:
#   1: 1½ 1½ ½ 2½   2: 1 2 2½ 1   3: 3 ½ 1½ 1   4: ½ 2 1½ 1½


def test_the_team_tie_breaks_of_arts_12_and_13_by_hand() -> None:
    """13.1 MPvGP: the game points (match points rank). 13.2 ESB: each opponent's MP or GP
    times the MP or GP scored against it (EGMSB of 1: 6½ x 2 + 6 x 1 + 5½ x 0 = 19; EGGSB:
    6½ x 2½ + 6 x 2 + 5½ x 1½ = 36½); 14.1.2's Cut-1 leaves out the product of the opponent
    with the lowest GP, the lowest product of those tied on it (EGMSB/C1 of 4: opponents 3
    and 1 have 6 GP, products 6 and 12, so 18 - 6 = 12). 13.4 SSSC: GP + BH on MP over
    the factor (3 rounds x 2 MP over 4 boards, 1½, rounded toward zero: 1; /K2: 2). 12.1
    BC: 1 x 1½ + 2 x 1½ + 3 x ½ + 4 x 2½ = 16 for team 1. Every one equal to gacrux's."""
    found = c07.table(
        field_of(EXTENDED.read_text()),
        c07.parse("MPvGP,EMMSB,EMGSB,EGMSB,EGGSB,EGMSB/C1,SSSC,SSSC/K2,BH:GP/C1,PS:GP"),
    )
    by_hand = {
        1: ("6", "9", "18", "19", "36.5", "19", "15", "10.5", "12.5", "13"),
        2: ("6.5", "9", "19.5", "17", "37.5", "6", "15.5", "11", "12", "12.5"),
        3: ("6", "9", "18", "18", "36", "12.5", "15", "10.5", "12.5", "12"),
        4: ("5.5", "9", "16.5", "18", "33.5", "12", "14.5", "10", "12.5", "10.5"),
    }
    assert {r.number: r.values for r in found.rows} == {
        n: tuple(Fraction(v) for v in values) for n, values in by_hand.items()
    }
    totals = {n: teams.board_totals(c07.Context(found_field(EXTENDED)), n) for n in by_hand}
    assert totals == {
        1: [Fraction(3, 2), Fraction(3, 2), Fraction(1, 2), Fraction(5, 2)],
        2: [Fraction(1), Fraction(2), Fraction(5, 2), Fraction(1)],
        3: [Fraction(3), Fraction(1, 2), Fraction(3, 2), Fraction(1)],
        4: [Fraction(1, 2), Fraction(2), Fraction(3, 2), Fraction(3, 2)],
    }
    if importlib.util.find_spec("gacrux"):
        assert differences(EXTENDED.read_text(), TEAM_LIST) == []


def test_the_board_tie_breaks_and_the_extended_direct_encounter_by_hand() -> None:
    """All four tied on 3 MP. 12.2 TBR: board 1's points, 3 (3), 1 (1½), 2 (1), 4 (½).
    12.3 BBE: all boards but the bottom one, 2 (5½), 3 (5), 4 (4), 1 (3½). 12.1 BC: the
    teams' game points differ, so BC cannot be used: all four stay tied (gacrux ranks
    them by it, 3, 4, 1, 2: below). 13.3.1 EDE: all met; their MP against each other are
    their 3 MP, their GP against each other their 6, 6½, 6, 5½: 2, then 1 and 3 tied, then
    4; 1 and 3 drew their match 2-2 (13.3.3: MP then GP again between them, still tied).
    13.3.2: exactly two teams still tied, their match decides: board 1 (EDET: 0 to 1),
    without the bottom board (EDEB: 1 to 2), its board count (EDEBT, EDEBB: 0 + 1 + 1½ +
    4 = 6½ to 1 + 1 + 1½ + 0 = 3½, lower is better): 3 ahead of 1 every time."""
    field = found_field(EXTENDED)
    expected = {
        "TBR": {1: "2", 2: "3", 3: "1", 4: "4"},
        "BBE": {1: "4", 2: "1", 3: "2", 4: "3"},
        "BC": {1: "1-4", 2: "1-4", 3: "1-4", 4: "1-4"},
        "EDE": {1: "2-3", 2: "1", 3: "2-3", 4: "4"},
        **{t: {1: "3", 2: "1", 3: "2", 4: "4"} for t in ("EDET", "EDEB", "EDEBT", "EDEBB")},
    }
    for tiebreak, ranks in expected.items():
        found = c07.table(field, c07.parse(tiebreak))
        assert {r.number: r.rank for r in found.rows} == ranks, tiebreak
    if importlib.util.find_spec("gacrux"):
        text = EXTENDED.read_text()
        for tiebreak in expected:
            if tiebreak != "BC":
                assert differences(text, ["MPTS", tiebreak], one_at_a_time=False) == []
        theirs = gacrux(text, ["MPTS", "BC"])
        assert [theirs.ranks[n] for n in (1, 2, 3, 4)] == [3, 4, 1, 2]


MET_TWICE = FIXTURES / "direct_encounter_met_twice.trf"

# direct_encounter_met_twice.trf: six players, four rounds (white first):
#   R1  1-2 1-0   4-3 ½-½   5-6 ½-½
#   R2  3-1 1-0   2-5 1-0   4-6 ½-½
#   R3  2-1 ½-½   3-6 1-0   5-4 ½-½
#   R4  2-3 1-0   1-4 1-0   6-5 ½-½
# 1, 2 and 3 have 2½, 4, 5 and 6 1½; 1 and 2 met twice (1-0, then a draw).


def test_direct_encounter_averages_the_games_of_players_who_met_twice() -> None:
    """6.1.2: "if two participants met more than once, the addend is the average of the
    scores of their games"; 6.2: all three tied met, their scores against each other rank
    them, then again inside a tie left. 1: ¾ against 2 (1 and ½), 0 against 3: ¾; 2: ¼ +
    1 = 1¼; 3: 1 + 0 = 1: so 2, 3, 1 (summed, 1 and 2 would have 1½ each and 1 would go
    first). 4, 5 and 6 drew every game between them: DE decides nothing (0). gacrux agrees."""
    field = found_field(MET_TWICE)
    found = c07.table(field, c07.parse("DE"))
    assert [(r.number, r.rank, int(r.values[0])) for r in found.rows] == [
        (2, "1", 1), (3, "2", 2), (1, "3", 3), (4, "4-6", 0), (5, "4-6", 0), (6, "4-6", 0)
    ]  # fmt: skip
    if importlib.util.find_spec("gacrux"):
        assert differences(MET_TWICE.read_text(), ["PTS", "DE"], one_at_a_time=False) == []


def test_buchholz_sonneborn_berger_and_koya_count_each_meeting() -> None:
    """4.4: each game against the same opponent counts (1 met 2 twice). 8.1 BH of 1: 2½ +
    2½ + 2½ + 1½ = 9, Cut-1 (14.1) 7½. 9.1 SB: 1 x 2½ + 0 x 2½ + ½ x 2½ + 1 x 1½ = 5¼;
    SB/C1 leaves out the product of the opponent with the lowest score (4: 1½), 3¾; of 3
    (opponents 4 and 6 on 1½, products ¾ and 1½) the lower, ¾: 4. 9.2 KS: the points
    against those with at least half the maximum (2 of 4): 1 has 1 + 0 + ½ = 1½, 5 none."""
    field = found_field(MET_TWICE)
    found = c07.table(field, c07.parse("BH,BH/C1,SB,SB/C1,KS"))
    by_hand = {
        1: ("9", "7.5", "5.25", "3.75", "1.5"),
        3: ("8", "6.5", "4.75", "4", "1"),
        5: ("7", "5.5", "2.25", "1.5", "0"),
    }
    assert {n: found.row(n).values for n in by_hand} == {
        n: tuple(Fraction(v) for v in values) for n, values in by_hand.items()
    }
    if importlib.util.find_spec("gacrux"):
        text = MET_TWICE.read_text()
        assert differences(text, ["PTS", "BH", "BH/C1", "SB", "SB/C1", "KS"]) == []


def test_a_tie_break_worked_out_inside_the_ties_shows_dash_where_it_decides_nothing() -> None:
    """TBR, BBE and EDE's steps are places inside a tie, as DE is, 0 where they separate
    nobody (a team alone in its place, or a tie they leave): printed ``-`` as DE's is, not a
    place 0. All four on 3 MP, then GP (MPvGP, listed first: C.07 4.2): 3 and 1 (6 GP) are
    tied, 2 and 4 alone; TBR puts 3 ahead of 1 (board 1: 3 to 1½), EDEB comes after and
    decides nothing; BC, each team alone by then, is its sum."""
    shown = olympiad("standings", EXTENDED, "--tiebreaks", "MPvGP,TBR,EDEB,BC")
    assert shown.exit_code == 0, shown.output
    rows = [line.split() for line in shown.output.splitlines()[1:]]
    assert [(r[1], r[6], r[7], r[8]) for r in rows] == [
        ("2", "-", "-", "16½"), ("3", "1", "-", "12½"), ("1", "2", "-", "16"), ("4", "-", "-", "15")
    ]  # fmt: skip


def test_the_tie_breaks_printed_dash_at_zero_are_those_worked_out_inside_the_ties() -> None:
    """One list: ``figures.DECIDES_NOTHING_AT_ZERO`` names every tie-break C.07's table
    (and F.10's own) works out inside the ties, whose 0 means it separated nobody."""
    from individual.standings.c07.registry import REGISTRY
    from individual.standings.f10 import OWN
    from individual.vocabulary.figures import DECIDES_NOTHING_AT_ZERO

    inside = {d.acronym for d in [*REGISTRY.values(), *OWN.values()] if d.within_ties}
    assert inside == DECIDES_NOTHING_AT_ZERO
