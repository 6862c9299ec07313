"""The Chennai 2022 replay's reading of a PGN (benchmarks/replay_chennai_2022.py), on a
SYNTHETIC event written by hand (tests/fixtures/replay_olympiad_SYNTHETIC.pgn): the
per-round report, round 1 kept out of the total, and each assumption's switch. The full
replay over the real PGN is a benchmark, not a test."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from types import ModuleType
from typing import Any

import pytest

from olympiad.engine.bye import late_entries
from olympiad.engine.model import Event, Match, Round
from olympiad.engine.ranking import pairing_numbers
from olympiad.engine.scores import team_records
from rulesets.olympiad_2022 import OLYMPIAD_2022
from tests.paths import ROOT

FIXTURE = ROOT / "tests" / "fixtures" / "replay_olympiad_SYNTHETIC.pgn"
SWAP = (("Hyrule", "Genovia"),)


def _load() -> ModuleType:
    path = ROOT / "benchmarks" / "replay_chennai_2022.py"
    spec = importlib.util.spec_from_file_location("replay_chennai_2022", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


R = _load()
GAMES = R.read_games(FIXTURE)
RULESET = replace(OLYMPIAD_2022, rating_floor=R.FLOOR)


def read(*assume: str, ranks: str = "round1") -> Any:
    return R.read_event(GAMES, ranks=ranks, assume=frozenset(assume), swapped=SWAP)


def number(reading: Any, name: str) -> int:
    return next(t.number for t in reading.teams if t.name == name)


def before_round(reading: Any, r: int) -> Event:
    return R.event_before(reading, r, RULESET)


def test_the_fixture_is_read_as_written() -> None:
    reading = read()
    assert len(reading.teams) == 11
    assert [len(r.matches) for r in reading.rounds] == [4, 4, 5]
    absent_1 = {t.name for t in reading.teams if t.number in reading.rounds[0].absent}
    assert absent_1 == {"Tchadia", "Lesothia", "Molvania"}
    # round 1 in table order, top half against bottom half: Hyrule (table 3) ranks
    # above Genovia (table 4) though rated lower
    assert number(reading, "Hyrule") < number(reading, "Genovia")


def test_no_assumption_leaves_a_team_without_a_round_one_game_absent() -> None:
    reading = read()
    chad = number(reading, "Tchadia")
    assert reading.rounds[0].bye is None
    assert chad in reading.rounds[0].absent
    before = before_round(reading, 2)
    assert team_records(before)[chad].match_points == 0
    assert chad in late_entries(before)


def test_chad_bye_infers_round_one_bye_when_the_field_is_odd() -> None:
    reading = read("chad-bye")
    chad = number(reading, "Tchadia")
    first = reading.rounds[0]
    # 8 teams played round 1; with Tchadia, which plays from round 2, the field was 9
    assert 2 * len(first.matches) + 1 == 9
    assert first.bye == chad
    assert chad not in first.absent
    assert {number(reading, n) for n in ("Lesothia", "Molvania")} == set(first.absent)
    before = before_round(reading, 2)
    record = team_records(before)[chad]
    assert record.match_points == RULESET.bye_match_points
    assert record.had_bye
    assert chad not in late_entries(before)
    # 4.1: the engine, given round 1's field as read, gives the bye to the same team
    one = next(iter(R.replay(reading, RULESET)))
    assert one.real_bye == one.engine_bye == chad
    assert one.same == one.real


def test_round_one_bye_only_for_an_odd_number_of_arrivals() -> None:
    played = (Match(1, 2),)
    one_arrives = [Round(1, played, absent=frozenset({3})), Round(2, (Match(1, 3),))]
    two_arrive = [
        Round(1, played, absent=frozenset({3, 4})),
        Round(2, (Match(1, 3), Match(2, 4))),
    ]
    still_away = [Round(1, played, absent=frozenset({3})), Round(2, played)]
    assert R.round_one_bye(one_arrives) == 3
    assert R.round_one_bye(two_arrive) is None
    assert R.round_one_bye(still_away) is None


def test_lesotho_by_rating_places_a_late_team_after_its_higher_rating_neighbour() -> None:
    plain, moved = read(), read("lesotho-by-rating")
    # Lesothia (1750) is rated between Genovia (1800) and Hyrule (1700); round 1's order
    # has Hyrule above Genovia
    assert number(plain, "Lesothia") == number(plain, "Hyrule") - 1
    assert number(moved, "Lesothia") == number(moved, "Genovia") + 1
    # Molvania's neighbours (Deltora, Elbonia) are adjacent: the same place either way
    assert number(plain, "Molvania") == number(moved, "Molvania") == number(plain, "Deltora") + 1
    # an unrated team has no rating neighbours: Tchadia stays last
    assert number(plain, "Tchadia") == number(moved, "Tchadia") == 11


def test_swapped_pairs_exchange_ranks_from_round_two_only() -> None:
    reading = read("swapped-pairs")
    hyrule, genovia = number(reading, "Hyrule"), number(reading, "Genovia")
    first = pairing_numbers(before_round(reading, 1))
    later = pairing_numbers(before_round(reading, 2))
    assert (first[hyrule], first[genovia]) == (hyrule, genovia)
    assert (later[hyrule], later[genovia]) == (genovia, hyrule)
    others = set(first) - {hyrule, genovia}
    assert all(first[t] == later[t] == t for t in others)
    plain = read()
    assert plain.later == plain.teams


def test_ranks_from_ratings_take_only_the_bye_assumption() -> None:
    everything = read(*R.ASSUMPTIONS, ranks="ratings")
    bye_only = read("chad-bye", ranks="ratings")
    assert everything == bye_only
    assert everything.rounds[0].bye == number(everything, "Tchadia")


def test_the_report_totals_rounds_two_on_apart_from_round_one() -> None:
    reading = read()
    comparisons = list(R.replay(reading, RULESET))
    assert [c.round for c in comparisons] == [1, 2, 3]
    assert comparisons[0].same == comparisons[0].real  # by construction with round 1's ranks
    real, same = R.total(comparisons)
    assert real == sum(c.real for c in comparisons[1:])
    assert same == sum(c.same for c in comparisons[1:])
    assert R.total(comparisons, 1) == (real + comparisons[0].real, same + comparisons[0].same)
    lines = R.report(comparisons, reading)
    rows = [line.split() for line in lines[1:4]]
    assert [int(row[0]) for row in rows] == [1, 2, 3]
    assert [(int(row[1]), int(row[2])) for row in rows] == [(c.real, c.same) for c in comparisons]
    assert lines[4].split()[:4] == ["rounds", "2-3", str(real), str(same)]
    assert lines[5].split()[:4] == ["all", "rounds", str(real + 4), str(same + 4)]


def test_report_assumptions_runs_none_each_and_all(capsys: pytest.CaptureFixture[str]) -> None:
    R.main([str(FIXTURE), "--ranks", "round1", "--report-assumptions", "--swap", "Hyrule/Genovia"])
    out = capsys.readouterr().out.splitlines()
    rows = {line.split()[0]: line for line in out[2:]}
    assert list(rows) == ["none", *R.ASSUMPTIONS, "all"]
    for label, assume in R.assumption_runs():
        real, same = R.total(list(R.replay(read(*assume), RULESET)))
        assert rows[label].endswith(f"{same} of {real} ({same / real:.1%})")


def test_assume_is_parsed_by_name() -> None:
    assert R.parse_assumptions("all") == frozenset(R.ASSUMPTIONS)
    assert R.parse_assumptions("none") == frozenset()
    assert R.parse_assumptions("chad-bye, swapped-pairs") == {"chad-bye", "swapped-pairs"}
    with pytest.raises(Exception, match="unknown"):
        R.parse_assumptions("chad-bye,guess")
    with pytest.raises(ValueError, match="unknown"):
        R.read_event(GAMES, assume=frozenset({"guess"}))
