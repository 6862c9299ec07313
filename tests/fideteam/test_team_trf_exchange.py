"""A C.04.6 team TRF read and written as other programs read and write it (issue 27): the
lot in record 152 as well as XXC, full- and half-point byes, a match whose board 1 had no
game. Each file is TRF-26 with 4 boards; gacrux (FIDE's checker, a test extra) is run as a
user would, when installed."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from individual.vocabulary.colour import Colour
from individual.vocabulary.result import GameScore
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.engine.scores import team_records
from olympiad.fideteam.generate import random_event
from olympiad.fideteam.history import team_states
from rulesets.fide_team_2026 import FIDE_TEAM_2026
from tests.fideteam.gacrux_oracle import AVAILABLE
from tests.workbook_event import run

DATA = Path(__file__).parent / "data"


def _gacrux_pairs(path: Path, method: str) -> list[list[int]]:
    """The next round as gacrux pairs it (``-p``): ``[white, black]`` by team, ``[t, 0]`` PAB."""
    done = subprocess.run(
        [sys.executable, "-m", "gacrux.pairingchecker", "-i", str(path), "-m", method, "-p"],
        capture_output=True,
        text=True,
        check=True,
    )
    pairs: list[list[int]] = json.loads(done.stdout)["pairingResult"]["pairs"]
    return pairs


@pytest.mark.parametrize(("lot", "letter"), [(Colour.WHITE, "W"), (Colour.BLACK, "B")])
def test_the_lot_is_written_in_record_152_and_xxc(tmp_path: Path, lot: Colour, letter: str) -> None:
    """TRF-26 record 152 carries the initial colour (4.1); XXC is JaVaFo's. Both are written
    and read back the same."""
    event = random_event(FIDE_TEAM_2026, 6, 5, random.Random(1), played=0)
    text = format_team_trf(event, lot)
    lines = text.splitlines()
    assert f"152 {letter}" in lines and f"XXC {lot.spelled(('white1', 'black1'))}" in lines
    path = tmp_path / "lot.trf"
    path.write_text(text)
    assert read_team_trf(path).lot is lot


@pytest.mark.skipif(not AVAILABLE, reason="gacrux is not installed")
def test_gacrux_pairs_round_1_with_the_files_lot(tmp_path: Path) -> None:
    """gacrux reads the round-1 colour from record 152 only: with lot Black, team 1 (odd TPN,
    the first-team of its pair) gets Black in round 1 (4.3.1)."""
    event = random_event(FIDE_TEAM_2026, 6, 5, random.Random(1), played=0)
    path = tmp_path / "lot.trf"
    path.write_text(format_team_trf(event, Colour.BLACK))
    pairs = _gacrux_pairs(path, "fideteam-typea-mp-gp")
    assert [4, 1] in pairs


def test_a_full_point_bye_scores_a_win_and_bars_the_pab() -> None:
    """Round 1: 1-2 and 3-4 drawn, team 5 a full-point bye (``0000 - F`` and record 240
    ``F``); round 2: 1 beats 5, 2-3 drawn, 4 the PAB. Team 5 has a win's 2 MP and 4 GP,
    and [C2] (2.1.2: "or been given a FIDE-deprecated full-point bye") bars it from the PAB:
    3.4 gives it to 3 (2 MP, as many matches as 2, the larger TPN); 1-4 and 2-5."""
    path = DATA / "full_point_bye.trf"
    event = read_team_trf(path).event
    assert event.rounds[0].full_point_byes == frozenset({5}) and not event.rounds[0].absent
    records = team_records(event)
    assert (records[5].match_points, records[5].game_points) == (2, Fraction(4))
    assert records[5].scored_without_playing
    done = run("pair", path)
    assert done.exit_code == 0, done.output
    rows = {tuple(map(int, line.split())) for line in done.stdout.splitlines()[1:]}
    assert rows == {(4, 1), (2, 5), (3, 0)}


def test_a_half_point_bye_scores_a_draw_and_leaves_the_pab_open() -> None:
    """The same with team 5 a half-point bye (``0000 - H``, 240 ``H``): a draw's 1 MP and 2
    GP, no bar from the PAB; 5 has the lowest score and gets it (3.4.2)."""
    path = DATA / "half_point_bye.trf"
    event = read_team_trf(path).event
    assert event.rounds[0].half_point_byes == frozenset({5}) and not event.rounds[0].absent
    records = team_records(event)
    assert (records[5].match_points, records[5].game_points) == (1, Fraction(2))
    assert not records[5].scored_without_playing
    done = run("pair", path)
    assert done.exit_code == 0, done.output
    assert "5 0" in done.stdout.splitlines()


@pytest.mark.parametrize("name", ["full_point_bye.trf", "half_point_bye.trf"])
def test_a_bye_with_points_is_written_back_as_read(tmp_path: Path, name: str) -> None:
    """The writer writes the bye as it was read: ``0000 - F`` (``H``) on the team's boards
    and record 240 ``F`` (``H``); reading that gives the same rounds and records."""
    trf = read_team_trf(DATA / name)
    again = tmp_path / name
    again.write_text(format_team_trf(trf.event, trf.lot))
    back = read_team_trf(again).event
    assert back.rounds == trf.event.rounds
    assert team_records(back) == team_records(trf.event)
    assert lines_with(again.read_text(), "240 F" if "full" in name else "240 H")


def lines_with(text: str, start: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith(start)]


def test_the_team_colour_when_board_1_had_no_game() -> None:
    """Round 1, no record 300: teams 1 and 3 met on boards 2-4 (players 2-4 of each roster,
    ``b w b`` for team 1 under ``352 WBWB``), their board-1 players both ``0000 - -``. By
    1.6.1 a team's colour is the one "the player on the first board was scheduled to play
    with": team 1 had White (board 2's Black under WBWB), not board 2's colour taken for
    board 1's. Board 1 is the double forfeit (0-0); team 4 beat team 2 on all four boards."""
    event = read_team_trf(DATA / "board_1_without_a_game.trf").event
    match = event.rounds[0].match_of(1)
    assert match is not None and (match.first, match.second) == (1, 3)
    assert match.games == (
        GameScore.DOUBLE_FORFEIT,
        GameScore.WIN,
        GameScore.DRAW,
        GameScore.LOSS,
    )
    states = team_states(event, FIDE_TEAM_2026, [1, 2, 3, 4])
    assert (states[1].colours, states[3].colours) == ((Colour.WHITE,), (Colour.BLACK,))
