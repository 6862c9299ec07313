"""``swiss explain`` after a late entry (issue 26, item 2): each round is paired again with
the players who were in it, as ``swiss check`` replays it (one replay for both), so a round
paired before the entry is not reported as "stored differs", and its decisions are those
of the stored pairing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.swiss_workbook import add_player, fill_results, games, swiss
from tests.workbook.test_swiss_workbook import write_roster

_COLOURS = re.compile(r"\] colour: (\d+)-(\d+):")


@pytest.mark.parametrize("system", ["fide-1998", "caa-2009", "sca"])
def test_explain_replays_each_round_with_the_players_in_it(tmp_path: Path, system: str) -> None:
    event = tmp_path / "spring.xlsx"
    made = swiss("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", "5",
                 "--lot", "white", "--system", system)  # fmt: skip
    assert made.exit_code == 0, made.output
    for number in (1, 2):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    add_player(event, "Zed Late", 2400, "late 3")
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 3)
    assert swiss("pair", event).exit_code == 0

    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output + checked.stderr
    assert f"4 rounds checked: 0 breaches of absolute criteria, 0 differences from {system}" in (
        checked.stdout
    )
    for number in (1, 2, 3, 4):
        explained = swiss("explain", event, "--round", number)
        assert explained.exit_code == 0, explained.output
        assert "differs" not in explained.stdout, (number, explained.stdout)
        assert explained.stdout.splitlines()[-1] == (
            f"Round {number} as stored is what the engine gives now."
        )
        stored = games(event, number)
        named = [(int(w), int(b)) for w, b in _COLOURS.findall(explained.stdout)]
        assert sorted(named) == sorted(stored), (number, explained.stdout)
