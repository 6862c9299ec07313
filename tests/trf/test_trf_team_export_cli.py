"""``olympiad export-trf`` (issue 14): refuses games without a result naming them unless
``--allow-unfinished``; says what it wrote (teams, rounds, records, the numbering) and
warns about what another program may read differently; a workbook event with absent
teams, a bye, forfeits and a team that did not appear reaches gacrux as the workbook
means it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from individual.vocabulary.player import Player
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.write import exchange_notes, unfinished_games
from olympiad.edges.workbook.book import open_tournament
from olympiad.engine.model import Event, Match, Round, Team
from rulesets.olympiad_2012 import OLYMPIAD_2012
from tests.trf.oracle_gacrux import gacrux_reads
from tests.trf.test_trf_gacrux_team import TeamView, meant, read_by_gacrux
from tests.workbook_event import edit, layout, new_event, run, type_results


def _played(tmp_path: Path, rounds: int) -> Path:
    """Seven teams (a bye each round); team 2 absent in round 2 (art. 45); in round 1 the
    third match's second team did not appear (art. 46) and one board is a forfeit."""
    event = new_event(tmp_path, 7)
    edit(event, "Teams", {"E3": "absent 2"})
    for number in range(1, rounds + 1):
        assert run("pair", event).exit_code == 0
        type_results(event, number, lambda t, b: "+/-" if (t, b) == (1, 2) else None)
        type_results(event, number, lambda t, b: None if (t, b) == (1, 2) else "1-0")
        if number == 1:
            third = layout(event, 1)[2]
            cells: dict[str, object] = {f"I{third.row}": "+/-"}
            cells |= {f"I{r}": None for r in third.boards}
            edit(event, "Round 1", cells)
    return event


def test_a_workbook_event_reaches_gacrux_as_meant(tmp_path: Path) -> None:
    pytest.importorskip("gacrux")
    event = _played(tmp_path, 3)
    out = tmp_path / "e.trf"
    exported = run("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    assert "7 teams, 3 of 6 rounds" in exported.stdout
    assert all(f" {code}," in exported.stdout for code in ("310", "320", "330", "240"))
    assert "warning" not in exported.stdout
    _, tournament = open_tournament(event)
    ours = tournament.event()
    assert any(r.absent for r in ours.rounds) and any(r.bye for r in ours.rounds)
    assert any(m.no_show for m in ours.rounds[0].matches)
    assert any(GameScore.FORFEIT_WIN in m.games and not m.no_show for m in ours.rounds[0].matches)
    tournament_json, event_json = gacrux_reads(out.read_text(encoding="utf-8"), tmp_path, "read")
    theirs = read_by_gacrux(tournament_json, event_json)
    for name in TeamView.__dataclass_fields__:
        assert getattr(theirs, name) == getattr(meant(ours), name), name


def test_unfinished_games_are_refused_naming_them_unless_allowed(tmp_path: Path) -> None:
    event = _played(tmp_path, 1)
    assert run("pair", event).exit_code == 0  # round 2 paired, no result yet
    out = tmp_path / "e.trf"
    refused = run("export-trf", event, out)
    assert refused.exit_code == 2 and not out.exists()
    _, tournament = open_tournament(event)
    pending = [f"{m.first}-{m.second}" for m in tournament.event().rounds[1].matches]
    # each round named once, its games after it (not "round 2: " before every match)
    assert f"round 2: {', '.join(pending)}" in refused.stderr, refused.stderr
    assert refused.stderr.count("round 2") == 1, refused.stderr
    allowed = run("export-trf", event, out, "--allow-unfinished")
    assert allowed.exit_code == 0, allowed.output
    assert "2 of 6 rounds" in allowed.stdout
    assert "warning: games without a result" in allowed.stdout
    assert "warning: no game played over the board in round(s) 2" in allowed.stdout


def test_one_unfinished_board_is_named_with_its_board() -> None:
    match = Match(1, 2, (GameScore.WIN, GameScore.UNFINISHED))
    event = _event((Round(1, (match,)),))
    assert unfinished_games(event) == [(1, "1-2 board 2")]
    assert unfinished_games(_event((Round(1, (Match(1, 2, (), frozenset({2})),)),))) == []


def test_a_last_round_without_a_game_over_the_board_is_warned() -> None:
    """gacrux takes the last round with a game played over the board as the current round."""
    played = Round(1, (Match(1, 2, (GameScore.WIN, GameScore.DRAW)),))
    forfeited = Round(2, (Match(1, 2, (GameScore.FORFEIT_WIN,) * 2, frozenset({2})),))
    notes = exchange_notes(_event((played, forfeited)))
    assert any("round(s) 2" in n and "(1)" in n for n in notes)
    swapped = (replace(forfeited, number=1), replace(played, number=2))
    assert not any("round(s)" in n for n in exchange_notes(_event(swapped)))


def test_long_and_non_ascii_names_are_warned() -> None:
    event = _event(())
    team = replace(event.teams[0], players=(Player("Ö" + "x" * 40, 2000), Player("B", 1900)))
    notes = exchange_notes(Event("E", (team, *event.teams[1:]), event.ruleset, total_rounds=3))
    assert any("cut" in n and "33" in n for n in notes)
    assert any("-b utf-8" in n for n in notes)
    assert not any("warning" in n for n in exchange_notes(event))


def _event(rounds: tuple[Round, ...]) -> Event:
    teams = tuple(
        Team(n, f"Team {n}", (Player(f"A{n}", 2000), Player(f"B{n}", 1900))) for n in (1, 2)
    )
    return Event("E", teams, replace(OLYMPIAD_2012, boards=2, reserves=0), rounds, total_rounds=3)
