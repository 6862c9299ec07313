"""``swiss generate --system caa-2009|sca``: every round by the system's own engine, clubs,
schools and top players written as XXK/XXS/XXT records that ``swiss pair``/``check`` read.

The records are checked against what the rules ask of them (Schools rule 3: top players
at most half of the entrants; a few players to a school), the rounds against rules the
FIDE engine does not follow (Schools rule 7: no same-school pairing before round 4 when
avoidable; CAA rule 35: club-mates avoided in round 1; CAA rule 8: round 1 top half v
bottom half), and the written file against ``trf_caa``'s reading of it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british.extras import Affiliations
from individual.edges.cli.main import main
from individual.edges.trf.british import parse_british_extras
from individual.edges.trf.british_write import format_affiliations
from individual.edges.trf.read import read_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.generate import Affiliate, Plan, affiliations, clubs, entrants, schools_and_top
from individual.matching.maximum import has_perfect_matching
from individual.swiss.model import SwissEvent
from individual.vocabulary.colour import Colour
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import SYSTEMS
from tests.swiss_workbook import plan_rounds


def run(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("engine", ["caa-2009", "sca"])
def test_same_seed_same_file_and_another_seed_another(engine: str) -> None:
    args = ["generate", "--system", engine, "--players", "12", "--rounds", "4"]
    first, second = run(*args, "--seed", "5"), run(*args, "--seed", "5")
    assert first == second
    assert run(*args, "--seed", "6") != first


def test_caa_file_carries_clubs_and_no_schools(tmp_path: Path) -> None:
    text = run("generate", "--system", "caa-2009", "--players", "12", "--rounds", "3")
    records = [line[:3] for line in text.splitlines()]
    assert records.count("XXK") == 12
    assert "XXS" not in records and "XXT" not in records
    extras = parse_british_extras(text, 4)
    assert len(extras.clubs) == 12 and all(name.endswith(" CC") for name in extras.clubs.values())
    assert max(Counter(extras.clubs.values()).values()) <= 4  # a few players to a club


def test_sca_file_carries_schools_and_top_players() -> None:
    text = run("generate", "--system", "sca", "--players", "16", "--rounds", "3", "--seed", "2")
    extras = parse_british_extras(text, 4)
    assert len(extras.schools) == 16 and not extras.clubs
    assert max(Counter(extras.schools.values()).values()) <= 4
    trf_ratings = {
        int(line[4:8]): int(line[48:52]) for line in text.splitlines() if line.startswith("001")
    }
    assert 0 < len(extras.top) <= 16 // 2  # rule 3: no more than half
    weakest_top = min(trf_ratings[n] for n in extras.top)
    assert all(trf_ratings[n] <= weakest_top for n in trf_ratings if n not in extras.top)


def test_fide_generate_writes_no_british_records() -> None:
    text = run("generate", "--system", "fide-1998", "--players", "10", "--rounds", "3")
    assert not any(line.startswith(("XXK", "XXS", "XXT")) for line in text.splitlines())


@settings(max_examples=20, deadline=None)
@given(st.sampled_from([clubs, schools_and_top]), st.integers(2, 40), st.integers(0, 2**16))
def test_records_read_back_as_written(affiliate: Affiliate, players: int, seed: int) -> None:
    rng = random.Random(seed)
    plan = Plan(players, 1, seed)
    field = entrants(plan, rng)
    groups = affiliations(affiliate, field, rng)
    heads = format_swiss_trf(SwissEvent("records", field, (), 1))  # the 001 records
    back = parse_british_extras(heads + format_affiliations(groups), 2)
    assert Affiliations(back.clubs, back.schools, back.top) == groups
    assert 2 * len(groups.top) <= players


@pytest.mark.parametrize("seed", range(1, 6))
def test_sca_rounds_1_to_3_avoid_same_school_pairings_when_possible(seed: int) -> None:
    """Rule 7: same-school pairings avoided until round 4 at the earliest."""
    event, groups = generate_british(Plan(12, 3, seed, absence=0.0), "sca")
    schools = groups.schools
    met: set[frozenset[int]] = set()
    for rnd in event.rounds:
        present = sorted(n for g in rnd.games for n in (g.white, g.black))
        if _avoidable(present, frozenset(met), schools):
            assert all(schools[g.white] != schools[g.black] for g in rnd.games), rnd.number
        met |= {frozenset((g.white, g.black)) for g in rnd.games}
    top = groups.top
    assert not [g for g in event.rounds[0].games if g.white in top and g.black in top]


def generate_british(plan: Plan, engine: str) -> tuple[SwissEvent, Affiliations]:
    """An event generated by the registered system ``engine`` (its ruleset of that name)."""
    return SYSTEMS[engine].generate(plan, SWISS_RULESETS[engine], Colour.WHITE)


def _avoidable(
    present: list[int], met: frozenset[frozenset[int]], schools: Mapping[int, str]
) -> bool:
    """Is there a pairing of ``present`` with no rematch and no two of a school?"""

    def fine(a: int, b: int) -> bool:
        return frozenset((a, b)) not in met and schools[a] != schools[b]

    return has_perfect_matching(present, fine)


def test_caa_round_1_is_top_half_against_bottom_half_unless_clubs_clash() -> None:
    """Rule 8 (with rule 35: club-mates avoided in round 1)."""
    for seed in range(1, 6):
        event, groups = generate_british(Plan(10, 1, seed, absence=0.0, unrated=0.0), "caa-2009")
        games = event.rounds[0].games
        clubs = groups.clubs
        assert all(clubs[g.white] != clubs[g.black] for g in games)
        ideal = {frozenset((k, k + 5)) for k in range(1, 6)}
        if all(clubs[k] != clubs[k + 5] for k in range(1, 6)):
            assert {frozenset((g.white, g.black)) for g in games} == ideal
            assert [g.white for g in sorted(games, key=lambda g: min(g.white, g.black))] == [
                1,
                7,
                3,
                9,
                5,
            ]  # colours alternate from the lot (white)


def test_pair_reads_the_records_of_a_generated_file(tmp_path: Path) -> None:
    """``swiss pair --system sca`` on the file reads its schools: round 3 (before round 4,
    rule 7) pairs no two players of a school (12 players, four schools: avoidable)."""
    path = tmp_path / "event.trf"
    path.write_text(run("generate", "--system", "sca", "--players", "12", "--rounds", "2"))
    out = run("pair", "--system", "sca", str(plan_rounds(path, 4))).splitlines()
    trf = read_swiss_trf(path)
    schools = parse_british_extras(path.read_text(), 3).schools
    pairs = [tuple(map(int, line.split())) for line in out[1:]]
    assert int(out[0]) == len(pairs) and pairs
    assert trf.event.next_round == 3
    assert all(schools[a] != schools[b] for a, b in pairs if b)


def test_generated_file_reads_back_as_the_generated_event(tmp_path: Path) -> None:
    event, groups = generate_british(Plan(9, 3, 4), "caa-2009")
    path = tmp_path / "event.trf"
    path.write_text(format_swiss_trf(event, Colour.WHITE) + format_affiliations(groups))
    trf = read_swiss_trf(path)
    assert [set(r.games) for r in trf.event.rounds] == [set(r.games) for r in event.rounds]
    assert [r.unpaired for r in trf.event.rounds] == [r.unpaired for r in event.rounds]
    assert parse_british_extras(path.read_text(), 4).clubs == groups.clubs
