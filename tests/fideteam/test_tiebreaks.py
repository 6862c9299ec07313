"""The C.04.6 standings' tie-breaks (C.07): the default sequence follows the primary score
(1.2.1), the standings rank by the primary score then the list in order (C.07 4.2; the
secondary score's one use is colour allocation, 1.2.1, 4.2.2), and every team tie-break
and the whole order agree with FIDE's tie-break checker (gacrux, ``python -m
gacrux.tiebreakchecker``; only its command line and its output are used) on generated
events of each scoring variant, with absences, forfeits and byes."""

from __future__ import annotations

import csv
import io
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from olympiad.edges.trf.read import read_team_trf
from olympiad.engine.model import Event
from olympiad.fideteam.ruleset import FideTeamRuleset, Scoring
from olympiad.standings.table import standings
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.fideteam.gacrux_oracle import AVAILABLE
from tests.standings.c07_oracle import checker
from tests.workbook_event import run

OURS = (
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "EMGSB/C1",
    "EGGSB/C1",
    "BH:MP",
    "BH:GP",
    "BH:MP/C1",
    "BH:GP/C1",
    "BC",
)
"""The team tie-breaks of C.07 this program computes, in both programs' spelling."""


def _generated(folder: Path, scoring: str, teams: int, rounds: int, seed: int, *more: str) -> Path:
    out = folder / f"{scoring}-{teams}-{seed}.trf"
    options = ["--teams", str(teams), "--rounds", str(rounds), "--seed", str(seed)]
    options += ["--scoring", scoring]
    made = run("generate", "--ruleset", "fide-team-2026", *options, *more, "-o", out)
    assert made.exit_code == 0, made.output
    return out


def _event(path: Path) -> Event:
    """The file's event under the ruleset its record 192 names."""
    from olympiad.edges.event_files import read_event

    return read_event(path)


@pytest.mark.parametrize("scoring", ["mp-gp", "gp-mp", "mp", "gp"])
def test_the_default_tie_breaks_follow_the_primary_score(scoring: Scoring) -> None:
    """MP first: the Olympiad's extended Sonneborn-Berger (opponents' MP times GP scored),
    GP (MPvGP, C.07 13.1), Buchholz of MP; GP first: the same built on game points
    (opponents' GP times GP scored, MP, Buchholz of GP). None of an MP-primary list is
    used when game points decide. The secondary score is ranked where the list puts it,
    whether or not the variant uses it for colour allocation (1.2.1): ``mp-gp`` ranks as
    ``mp``, ``gp-mp`` as ``gp``."""
    ruleset = replace(FIDE_TEAM_2026, scoring=scoring)
    primary = "GP" if scoring.startswith("gp") else "MP"
    other = "MP" if primary == "GP" else "GP"
    expected = (f"E{primary[0]}GSB/C1", other, f"BH:{primary}/C1")
    assert ruleset.standing_tiebreaks == expected
    data = Path(__file__).parent / "data"
    event = read_team_trf(data / "c6_round7_following_became_upfloaters.trf").event
    rows = standings(replace(event, ruleset=ruleset))
    shown = [name for name, _ in rows[0].tiebreaks]
    assert shown == list(expected)
    assert rows[0].primary == ruleset.primary_score == primary
    alike = standings(replace(event, ruleset=replace(FIDE_TEAM_2026, scoring=primary.lower())))
    assert rows == alike
    if primary == "GP":
        assert not {"EMGSB/C1", "EMMSB", "BH:MP/C1", "BH:MP"} & set(shown)


def test_an_event_that_names_its_tie_breaks_keeps_them() -> None:
    ruleset = replace(FIDE_TEAM_2026, scoring="gp-mp", tiebreaks=("DE", "BC"))
    assert isinstance(ruleset, FideTeamRuleset)
    assert ruleset.standing_tiebreaks == ("DE", "BC")


def _gacrux(path: Path, tiebreaks: tuple[str, ...]) -> dict[int, dict[str, Fraction]]:
    """The checker's value of each tie-break for each team (by its start number)."""
    found = checker(path, ("PTS", "MPVGP", *tiebreaks), swiss=False)
    return {n: {k: Fraction(v) for k, v in row.items()} for n, row in found.values.items()}


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
@pytest.mark.parametrize(
    ("scoring", "teams", "rounds", "seed", "more"),
    [
        ("mp-gp", 12, 7, 3, ()),
        ("gp-mp", 13, 7, 1, ("--absence", "0.1", "--forfeit", "0.08")),
        ("mp", 13, 7, 2, ("--absence", "0.1", "--forfeit", "0.08")),
        ("gp", 11, 9, 5, ("--colours", "typeb", "--absence", "0.05", "--forfeit", "0.05")),
    ],
)
def test_the_team_tie_breaks_agree_with_fides_checker(
    tmp_path: Path, scoring: str, teams: int, rounds: int, seed: int, more: tuple[str, ...]
) -> None:
    path = _generated(tmp_path, scoring, teams, rounds, seed, *more)
    event = _event(path)
    assert event.ruleset.primary_score == scoring.split("-")[0].upper()
    theirs = _gacrux(path, OURS)
    rows = standings(event, tiebreaks=OURS)
    assert {r.team for r in rows} == set(theirs)
    primary, other = ("GP", "MP") if scoring.startswith("gp") else ("MP", "GP")
    byes = sum(r.bye is not None for r in event.rounds)
    assert byes > 0 or teams % 2 == 0
    for row in rows:
        checker = theirs[row.team]
        assert row.value(primary) == checker["PTS"], (row.team, primary)
        assert row.value(other) == checker["MPVGP"], (row.team, "MPvGP")
        for name in OURS:
            assert row.tiebreak(name) == checker[name], (row.team, name)
    ranked = [r.team for r in standings(event)]
    assert len(ranked) == teams


def test_the_bulletin_of_a_trf_follows_its_record_192(tmp_path: Path) -> None:
    """``olympiad bulletin EVENT.trf``: a FIDE_TEAM_TYPEA_GP_MP file is ranked by game
    points, then the GP-first tie-breaks in order, match points where the list puts them
    (MPvGP, C.07 13.1; not read as olympiad-2012)."""
    path = _generated(tmp_path, "gp-mp", 10, 5, 4)
    made = run("bulletin", path, tmp_path / "site")
    assert made.exit_code == 0, made.output
    lines = (tmp_path / "site" / "standings.csv").read_text().splitlines()
    header = lines[0].split(",")
    columns = ["GP", "EGGSB/C1", "MP", "BH:GP/C1"]
    assert [h for h in header if h in (*columns, "EMGSB/C1", "BH:MP/C1")] == columns
    at = [header.index(c) for c in columns]
    values = [tuple(Fraction(line.split(",")[i]) for i in at) for line in lines[1:]]
    assert values == sorted(values, reverse=True)
    assert _event(path).ruleset.name == "fide-team-2026"


def test_the_standings_page_cites_c046_for_its_scores(tmp_path: Path) -> None:
    """The status line names the primary score by the ruleset's articles (C.04.6 1.2.1, the
    ranking C.07 4.2), not the Olympiad's (art. 14b), and the tie-breaks after it in the
    list's order, match points among them (gp-mp ranks as gp)."""
    path = _generated(tmp_path, "gp-mp", 8, 4, 6)
    made = run("bulletin", path, tmp_path / "site")
    assert made.exit_code == 0, made.output
    page = (tmp_path / "site" / "standings.html").read_text()
    status = page[page.index('<p class="status">') :].split("</p>")[0]
    assert "C.04.6 1.2.1, C.07 4.2: game points (GP), then EGGSB/C1 (" in status
    assert status.index("EGGSB/C1 (") < status.index(", MP (") < status.index(", BH:GP/C1 (")
    assert "art. 14" not in status.lower()
    assert '<abbr title="game points (C.04.6 1.2.1, C.07 4.2)">GP</abbr>' in page


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
def test_mp_gp_standings_rank_by_the_listed_tie_breaks_as_fides_checker(tmp_path: Path) -> None:
    """Teams 1 and 2 tie on 5 MP; team 2 has more GP, team 1 the higher EMGSB/C1, which the
    file's record 202 (EMGSB/C1, MPvGP, BH:MP/C1) lists first: gacrux ranks team 1 first."""
    path = _generated(tmp_path, "mp-gp", 6, 3, 3, "--absence", "0", "--forfeit", "0")
    event = _event(path)
    theirs = checker(path, swiss=False)
    assert theirs.names[:2] == ("PTS", "EMGSB/C1")
    rows = {r.team: r for r in standings(event)}
    one, two = rows[1], rows[2]
    assert one.match_points == two.match_points and one.game_points < two.game_points
    assert one.tiebreak("EMGSB/C1") > two.tiebreak("EMGSB/C1")
    assert {n: r.place for n, r in rows.items()} == theirs.ranks
    assert (one.place, two.place) == (1, 2)


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
@pytest.mark.parametrize(
    ("scoring", "teams", "rounds", "seed", "more"),
    [
        ("mp-gp", 9, 5, 2, ("--absence", "0.05", "--forfeit", "0.05")),
        ("mp-gp", 12, 5, 5, ("--absence", "0.05", "--forfeit", "0.05")),
        ("gp-mp", 10, 5, 4, ()),
        ("gp-mp", 13, 5, 6, ("--colours", "typeb", "--absence", "0.05", "--forfeit", "0.05")),
        ("mp", 11, 5, 4, ("--colours", "nocolor", "--absence", "0.05", "--forfeit", "0.05")),
        ("gp", 10, 5, 6, ("--absence", "0.05", "--forfeit", "0.05")),
    ],
)
def test_the_standings_order_agrees_with_fides_checker(
    tmp_path: Path, scoring: str, teams: int, rounds: int, seed: int, more: tuple[str, ...]
) -> None:
    """A generated event of each variant, written with the default list as record 202 and
    its 310 ranks by our standings: FIDE's checker finds those ranks its own (``-c``: the
    primary score, then record 202 in order, C.07 4.2), and ``olympiad standings`` of the
    file ranks every team as the checker does. Both the checker and our standings see
    teams equal on the primary score, so the list decides places."""
    path = _generated(tmp_path, scoring, teams, rounds, seed, *more)
    theirs = checker(path, swiss=False, check=True)
    assert theirs.checked, (scoring, seed)
    shown = run("standings", path, "--csv")
    assert shown.exit_code == 0, shown.output
    rows = list(csv.DictReader(io.StringIO(shown.output)))
    primary = scoring.split("-")[0].upper()
    assert list(rows[0])[3] == primary
    ours = {int(r["No."]): int(r["Rank"].split("-")[0]) for r in rows}
    assert ours == theirs.ranks
    scores = [Fraction(r[primary]) for r in rows]
    assert len(set(scores)) < len(scores)


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
@pytest.mark.parametrize(
    ("record", "first"),
    [
        ("212 PTS,EMGSB/C1,MPvGP,BH:MP/C1", 1),  # TRF-2026 212: the standings, PTS written
        ("202 MPvGP,EMGSB/C1,BH:MP/C1", 2),  # regulations that rank by GP right after MP
    ],
)
def test_the_file_s_list_decides_where_game_points_rank(
    tmp_path: Path, record: str, first: int
) -> None:
    """The minimal event above with its list rewritten: game points rank where the file's
    list puts them (C.07 4.1, 4.2; MPvGP, 13.1), by ``olympiad standings`` as by gacrux."""
    path = _generated(tmp_path, "mp-gp", 6, 3, 3, "--absence", "0", "--forfeit", "0")
    lines = [line for line in path.read_text().splitlines() if not line.startswith("202 ")]
    path.write_text("\n".join([lines[0], record, *lines[1:]]) + "\n")
    theirs = checker(path, swiss=False)
    shown = run("standings", path, "--csv")
    assert shown.exit_code == 0, shown.output
    rows = list(csv.DictReader(io.StringIO(shown.output)))
    assert {int(r["No."]): int(r["Rank"].split("-")[0]) for r in rows} == theirs.ranks
    assert int(rows[0]["No."]) == first
