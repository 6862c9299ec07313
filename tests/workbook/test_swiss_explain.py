"""``swiss explain EVENT.xlsx --round N`` (issue 18, item 10), as ``olympiad explain``:
round N paired again as the event stood before it, the decisions article by article, and
whether the stored round is what the engine gives now."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import games, swiss, two_rounds_played


@pytest.fixture
def event(tmp_path: Path) -> Path:
    return two_rounds_played(tmp_path)


def test_explain_a_round_as_paired(event: Path) -> None:
    pair = swiss("pair", event, "--explain")
    trail = [line for line in pair.stderr.splitlines() if not line.startswith("[Options]")]
    before = event.read_bytes()
    result = swiss("explain", event, "--round", "3")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:-1] == trail  # the same decisions 'pair --explain' printed
    assert lines[-1] == "Round 3 as stored is what the engine gives now."
    assert event.read_bytes() == before  # explain writes nothing


def test_explain_names_a_round_changed_by_hand(event: Path) -> None:
    white, black = games(event, 2)[0]
    book = openpyxl.load_workbook(event)
    book["Round 2"]["B4"], book["Round 2"]["H4"] = black, white
    book.save(event)
    result = swiss("explain", event, "--round", "2")
    assert result.exit_code == 0, result.output
    assert "Round 2 as stored differs from what the engine gives now:" in result.stdout
    assert f"board 1: stored {black} v {white}, the engine {white} v {black}" in result.stdout


def test_explain_the_next_round_and_refuse_a_later_one(event: Path) -> None:
    result = swiss("explain", event, "--round", "3")
    assert result.exit_code == 0, result.output
    assert "Round 3 is not paired yet: this is what 'swiss pair' would give." in result.stdout
    later = swiss("explain", event, "--round", "4")
    assert later.exit_code == 2 and "only 2 round(s) are paired" in later.output


@pytest.mark.parametrize(("system", "rule"), [("caa-2009", "Rule 6"), ("sca", "Rule 4")])
def test_british_explain_prints_players_and_tells_a_withdrawal_from_a_bye(
    tmp_path: Path, system: str, rule: str
) -> None:
    """Issue 26, item 6: the British explain prints players as the rest of the trail does
    (numbers, not Python lists), tells a withdrawn player from a requested bye, and the
    Schools explain has its not-paired note too."""
    path = two_rounds_played(tmp_path, "--system", system)  # player 5: a bye in round 3
    book = openpyxl.load_workbook(path)
    book["Players"]["L3"] = "withdrawn 3"  # player 2
    book.save(path)
    assert swiss("pair", path).exit_code == 0
    result = swiss("explain", path, "--round", "3")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    for line in lines:
        said = line.split("] ", 1)[-1]
        assert "[" not in said and "]" not in said, line
    for note in ("withdrawn): 2", "half-point bye requested): 5"):
        assert f"[{rule}] note: not paired ({note}" in lines, result.stdout
