"""Standings of a C.04.6 event: ranked by the scoring variant's primary score (1.2.1), then
the tie-breaks in the list's order (C.07 4.2). The secondary score's one use is colour
allocation (1.2.1, 4.2.2): ranked by, it is the tie-break MPvGP (C.07 13.1), where the
list puts it, so ``mp-gp`` ranks as ``mp`` and ``gp-mp`` as ``gp``. Two hand-built
four-team events whose orders differ by primary score and by list; every figure below is
worked out from the board results in the comments."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction as F
from pathlib import Path

import pytest

from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.model import Event, Match, Round, Team
from olympiad.fideteam.ruleset import Scoring
from olympiad.standings.table import standings
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.workbook_event import run
from tests.workflow.team_sheets import points


def _played(a: int, b: int, score: str) -> Match:
    codes = {"1": GameScore.WIN, "=": GameScore.DRAW, "0": GameScore.LOSS}
    return Match(a, b, tuple(codes[c] for c in score))


def _event(scoring: Scoring, *rounds: Round, tiebreaks: tuple[str, ...] = ("DE",)) -> Event:
    ruleset = replace(FIDE_TEAM_2026, scoring=scoring, tiebreaks=tiebreaks)
    return Event("t", tuple(Team(n, f"T{n}") for n in range(1, 5)), ruleset, rounds)


# Event A. Round 1: 1-2 2.5-1.5, 3-4 4-0. Round 2: 1-4 2.5-1.5, 3-2 1.5-2.5.
# Finally: 1 MP 4 GP 5; 3 MP 2 GP 5.5; 2 MP 2 GP 4 (and beat 3); 4 MP 0 GP 1.5.
EVENT_A = (
    Round(1, (_played(1, 2, "11=0"), _played(3, 4, "1111"))),
    Round(2, (_played(1, 4, "11=0"), _played(3, 2, "==0="))),
)
# Event B. Round 1: 1-2 3-1, 3-4 4-0. Round 2: 1-4 2-2, 3-2 1-3.
# Finally: 1 MP 3 GP 5; 3 MP 2 GP 5; 2 MP 2 GP 4; 4 MP 1 GP 2. 1 and 3 never met.
EVENT_B = (
    Round(1, (_played(1, 2, "1110"), _played(3, 4, "1111"))),
    Round(2, (_played(1, 4, "1100"), _played(3, 2, "0010"))),
)


@pytest.mark.parametrize(
    ("scoring", "rounds", "order", "primary"),
    [
        ("mp-gp", EVENT_A, [1, 2, 3, 4], "MP"),  # 2 and 3 on 2 MP: DE, 2 beat 3 (not GP)
        ("mp", EVENT_A, [1, 2, 3, 4], "MP"),
        ("gp-mp", EVENT_A, [3, 1, 2, 4], "GP"),  # GP: 5.5, 5, 4, 1.5
        ("gp", EVENT_A, [3, 1, 2, 4], "GP"),
    ],
)
def test_the_primary_score_then_the_list_order_the_standings(
    scoring: Scoring, rounds: tuple[Round, ...], order: list[int], primary: str
) -> None:
    rows = standings(_event(scoring, *rounds))
    assert [r.team for r in rows] == order
    assert all(r.place == r.place_to for r in rows)
    assert rows[0].primary == primary
    assert [name for name, _ in rows[0].tiebreaks] == ["DE"]


@pytest.mark.parametrize(
    ("scoring", "rounds", "order", "listed"),
    [
        ("mp-gp", EVENT_A, [1, 3, 2, 4], "GP"),  # 3 over 2 on GP (5.5 to 4) before DE
        ("mp", EVENT_A, [1, 3, 2, 4], "GP"),
        ("gp-mp", EVENT_B, [1, 3, 2, 4], "MP"),  # 1 and 3 on 5 GP: MP 3 to 2 before DE
        ("gp", EVENT_B, [1, 3, 2, 4], "MP"),
    ],
)
def test_the_secondary_score_ranks_where_the_list_puts_it(
    scoring: Scoring, rounds: tuple[Round, ...], order: list[int], listed: str
) -> None:
    """An event whose regulations rank by the other score right after the primary one
    lists it first (C.07 4.1: MPvGP, 13.1), whether or not it is used for colours."""
    rows = standings(_event(scoring, *rounds, tiebreaks=("MPvGP", "DE")))
    assert [r.team for r in rows] == order
    assert all(r.place == r.place_to for r in rows)
    assert [name for name, _ in rows[0].tiebreaks] == [listed, "DE"]


@pytest.mark.parametrize("scoring", ["gp", "gp-mp"])
def test_game_points_alone_leave_a_tie_that_match_points_would_break(scoring: Scoring) -> None:
    """Event B by GP, then DE: 1 and 3 both have 5 GP and never met, so DE cannot part
    them (C.07 6): they share first place; match points would put 1 first, but the list
    does not name them (gp-mp uses them for colours only, 1.2.1)."""
    rows = standings(_event(scoring, *EVENT_B))
    assert [(r.team, r.rank) for r in rows] == [(1, "1-2"), (3, "1-2"), (2, "3"), (4, "4")]
    assert [r.value("GP") for r in rows] == [F(5), F(5), F(4), F(2)]
    assert [r.value("MP") for r in rows] == [F(3), F(2), F(2), F(1)]


def test_the_primary_score_is_not_repeated_as_a_tie_break() -> None:
    """The primary score comes first; GP named again among gp-mp's tie-breaks adds nothing."""
    rows = standings(_event("gp-mp", *EVENT_A, tiebreaks=("GP", "DE")))
    assert [r.team for r in rows] == [3, 1, 2, 4]
    assert [name for name, _ in rows[0].tiebreaks] == ["DE"]


def test_the_command_ranks_a_trf_by_its_record_192(tmp_path: Path) -> None:
    """``olympiad standings`` of a generated gp-mp TRF (record 192 FIDE_TEAM_TYPEA_GP_MP):
    GP first, then the GP-first list (EGGSB/C1, MP, BH:GP/C1); GP and MP recomputed here
    from the file's board results."""
    out = tmp_path / "e.trf"
    options = ["--teams", "10", "--rounds", "5", "--scoring", "gp-mp", "--seed", "2"]
    made = run("generate", "--ruleset", "fide-team-2026", *options, "--forfeit", "0", "-o", out)
    assert made.exit_code == 0, made.output
    event = read_team_trf(out).event
    gp = {t.number: F(0) for t in event.teams}
    mp = {t.number: 0 for t in event.teams}
    for rnd in event.rounds:
        for match in rnd.matches:
            for team in match.teams:
                own = match.game_points(team)
                gp[team] += own
                other = match.game_points(match.opponent_of(team))
                mp[team] += 2 if own > other else 1 if own == other else 0
        if rnd.bye is not None:  # C.04.6 1.4: a draw's match and game points
            gp[rnd.bye] += F(event.ruleset.boards, 2)
            mp[rnd.bye] += 1
    table = run("standings", out)
    assert table.exit_code == 0, table.output
    lines = table.output.splitlines()
    assert lines[0].split()[:7] == ["Rk", "No.", "Team", "GP", "EGGSB/C1", "MP", "BH:GP/C1"]
    printed = [(int(x.split()[1]), points(x.split()[4]), int(x.split()[6])) for x in lines[1:]]
    assert [(g, m) for _, g, m in printed] == [(gp[t], mp[t]) for t, _, _ in printed]
    assert [g for _, g, _ in printed] == sorted((g for _, g, _ in printed), reverse=True)
