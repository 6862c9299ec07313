"""fide-team-2026 through the command lines: generate, pair a TRF (record 192 picks the
ruleset and its variant), and a whole event in the workbook with standings and bulletin."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from individual.vocabulary.colour import Colour
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.workbook.book import open_tournament
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.pairing import pair_round
from olympiad.fideteam.ruleset import FideTeamRuleset
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.workbook_event import run, type_results
from tests.workflow.team_sheets import points


def _exchange(text: str) -> list[tuple[int, int]]:
    return [(int(a), int(b)) for a, b in (line.split() for line in text.splitlines()[1:])]


def test_generate_writes_the_variant_and_pair_reads_it(tmp_path: Path) -> None:
    out = tmp_path / "league.trf"
    made = run("generate", "--teams", "15", "--rounds", "7", "--played", "4", "--colours",
               "typeb", "--scoring", "gp-mp", "--seed", "3", "-o", out)  # fmt: skip
    assert made.exit_code == 0, made.output
    trf = read_team_trf(out)
    assert trf.system == "FIDE_TEAM_TYPEB_GP_MP" and len(trf.event.rounds) == 4
    paired = run("pair", out, "--explain")
    assert paired.exit_code == 0, paired.output
    ruleset = replace(FIDE_TEAM_2026, colours="typeb", scoring="gp-mp", boards=4)
    expected = pair_round(replace(trf.event, ruleset=ruleset), lot=Colour.WHITE)
    rows = [(m.first, m.second) for m in expected.matches]
    rows += [(expected.bye, 0)] if expected.bye else []
    assert _exchange(paired.stdout) == rows
    assert "[3.4] bye" in paired.stderr or expected.bye is None
    assert "[3.6] paired" in paired.stderr and "[4.3." in paired.stderr
    other = run("pair", out, "--colours", "nocolor")
    assert other.exit_code == 0
    plain = pair_round(replace(trf.event, ruleset=replace(ruleset, colours="nocolor")))
    assert _exchange(other.stdout)[: len(plain.matches)] == [
        (m.first, m.second) for m in plain.matches
    ]


def test_colours_are_refused_for_the_olympiad_rules(tmp_path: Path) -> None:
    out = tmp_path / "e.trf"
    run("generate", "--teams", "8", "--rounds", "5", "--played", "1", "-o", out)
    refused = run("pair", out, "--ruleset", "olympiad-2022", "--colours", "typeb")
    assert refused.exit_code == 2 and "only for fide-team-2026" in refused.output


def test_a_whole_event_in_the_workbook(tmp_path: Path) -> None:
    start = tmp_path / "start.trf"
    run("generate", "--teams", "11", "--rounds", "5", "--played", "0", "--colours", "typeb",
        "-o", start)  # fmt: skip
    event = tmp_path / "event.xlsx"
    made = run("init", start, event, "--ruleset", "fide-team-2026", "--lot", "white")
    assert made.exit_code == 0, made.output
    assert "fide-team-2026 typeb mp-gp" in made.output
    for number in range(1, 6):
        paired = run("pair", event)
        assert paired.exit_code == 0, paired.output
        _, tournament = open_tournament(event)
        before = tournament.event_before(number)
        assert isinstance(before.ruleset, FideTeamRuleset) and before.ruleset.colours == "typeb"
        expected = pair_round(before, lot=Colour.WHITE)
        stored = tournament.rounds[number - 1].round
        assert {m.teams for m in stored.matches} == {(m.first, m.second) for m in expected.matches}
        assert stored.bye == expected.bye
        type_results(event, number)
    explained = run("explain", event, "--round", "5")
    assert "[3.6] paired" in explained.output and "as stored is what the engine" in explained.output
    table = run("standings", event)
    header = ["Rk", "No.", "Team", "MP", "EMGSB/C1", "GP", "BH:MP/C1"]  # MP, then the list
    assert table.exit_code == 0 and table.output.split()[:7] == header
    _, tournament = open_tournament(event)
    played = tournament.event()
    mp = {t.number: 0 for t in played.teams}
    gp = {t.number: Fraction(0) for t in played.teams}
    for rnd in played.rounds:  # the results typed, summed here (C.04.6 1.4 for the PAB)
        for match in rnd.matches:
            for team in match.teams:
                own, other = match.game_points(team), match.game_points(match.opponent_of(team))
                gp[team] += own
                mp[team] += 2 if own > other else 1 if own == other else 0
        if rnd.bye is not None:
            mp[rnd.bye] += 1
            gp[rnd.bye] += Fraction(played.ruleset.boards, 2)
    rows = [line.split() for line in table.output.splitlines()[1:]]
    printed = [(int(r[1]), int(r[-5]), points(r[-3])) for r in rows]
    assert [(m, g) for _, m, g in printed] == [(mp[t], gp[t]) for t, _, _ in printed]
    assert [m for _, m, _ in printed] == sorted((m for _, m, _ in printed), reverse=True)
    checked = run("check", event, "--strict")
    assert checked.exit_code == 0, checked.output
    assert "5 rounds checked: 0 violations of the rules, 0 differences" in checked.output
    bulletin = run("bulletin", event, tmp_path / "out")
    assert bulletin.exit_code == 0, bulletin.output
    assert (tmp_path / "out" / "index.html").is_file()


def test_the_event_sheet_names_the_variant(tmp_path: Path) -> None:
    start = tmp_path / "start.trf"
    run("generate", "--teams", "9", "--rounds", "4", "--played", "0", "-o", start)
    event = tmp_path / "event.xlsx"
    assert run("init", start, event, "--ruleset", "fide-team-2026").exit_code == 0
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    row = next(r for r in range(1, 20) if sheet.cell(r, 1).value == "Ruleset")
    sheet.cell(row, 2).value = "fide-team-2026 nocolor gp"
    book.save(event)
    _, tournament = open_tournament(event)
    ruleset = tournament.event().ruleset
    assert isinstance(ruleset, FideTeamRuleset)
    assert (ruleset.colours, ruleset.scoring) == ("nocolor", "gp")
    sheet.cell(row, 2).value = "fide-team-2026 purple"
    book.save(event)
    assert run("pair", event, "--lot", "white").exit_code == 2


def test_random_events_replay_from_their_trf(tmp_path: Path) -> None:
    """TRF-26 out and in: the file's rounds are the event's, and the file's variant."""
    ruleset = replace(FIDE_TEAM_2026, colours="nocolor", scoring="mp")
    event = random_event(ruleset, 14, 6, random.Random(4))
    path = tmp_path / "e.trf"
    from olympiad.edges.trf.write import format_team_trf

    path.write_text(format_team_trf(event, Colour.WHITE))
    trf = read_team_trf(path)
    assert trf.system == "FIDE_TEAM_MP"
    assert [{m.teams for m in r.matches} for r in trf.event.rounds] == [
        {m.teams for m in r.matches} for r in event.rounds
    ]
    assert [r.bye for r in trf.event.rounds] == [r.bye for r in event.rounds]


def test_the_tie_break_checkers_team_file_is_paired_as_it_was() -> None:
    """data/fideteam_nocolor.trf (FIDE's tie-break checker's fixture, record 192
    FIDE_TEAM_MP_GP; gacrux re-pairs every round of it alike): each round as C.04.6 pairs it
    from the rounds before, board-1 colours and the PAB included."""
    from tests.paths import ROOT

    trf = read_team_trf(ROOT / "data" / "fideteam_nocolor.trf")
    assert trf.system == "FIDE_TEAM_MP_GP"
    ruleset = replace(FIDE_TEAM_2026, colours="nocolor", scoring="mp-gp", boards=2)
    event = replace(trf.event, ruleset=ruleset)
    for played in event.rounds:
        before = replace(event, rounds=event.rounds[: played.number - 1])
        pairing = pair_round(before, absent=played.absent, lot=trf.lot)
        assert {(m.first, m.second) for m in pairing.matches} == {m.teams for m in played.matches}
        assert pairing.bye == played.bye


def test_init_takes_the_variant(tmp_path: Path) -> None:
    start = tmp_path / "start.trf"
    run("generate", "--teams", "9", "--rounds", "4", "--played", "0", "--colours", "typeb",
        "-o", start)  # fmt: skip
    event = tmp_path / "event.xlsx"
    made = run("init", start, event, "--ruleset", "fide-team-2026", "--scoring", "gp")
    assert made.exit_code == 0, made.output
    assert "fide-team-2026 typeb gp" in made.output  # typeb from record 192, gp given
    _, tournament = open_tournament(event)
    ruleset = tournament.event().ruleset
    assert isinstance(ruleset, FideTeamRuleset) and (ruleset.colours, ruleset.scoring) == (
        "typeb",
        "gp",
    )
    other = tmp_path / "other.xlsx"
    refused = run("init", start, other, "--ruleset", "olympiad-2022", "--colours", "typea")
    assert refused.exit_code == 2 and not other.exists()


def test_init_from_a_fide_team_trf_takes_the_ruleset_from_record_192(tmp_path: Path) -> None:
    """Without --ruleset, a TRF whose record 192 names a FIDE_TEAM_* system makes a
    fide-team-2026 workbook with that system's variant, as ``olympiad pair`` pairs the
    file; a file without record 192 keeps the Olympiad rules (olympiad-2012)."""
    start = tmp_path / "start.trf"
    run("generate", "--teams", "9", "--rounds", "5", "--played", "2", "--colours", "nocolor",
        "--scoring", "gp-mp", "-o", start)  # fmt: skip
    assert read_team_trf(start).system == "FIDE_TEAM_GP_MP"
    event = tmp_path / "event.xlsx"
    made = run("init", start, event)
    assert made.exit_code == 0, made.output
    assert "fide-team-2026 nocolor gp-mp" in made.output
    _, tournament = open_tournament(event)
    ruleset = tournament.event().ruleset
    assert isinstance(ruleset, FideTeamRuleset)
    assert (ruleset.colours, ruleset.scoring) == ("nocolor", "gp-mp")
    plain = tmp_path / "plain.trf"
    plain.write_text(
        "".join(ln for ln in start.read_text().splitlines(True) if not ln.startswith("192"))
    )
    olympiad = run("init", plain, tmp_path / "plain.xlsx")
    assert olympiad.exit_code == 0, olympiad.output
    assert "olympiad-2012" in olympiad.output
