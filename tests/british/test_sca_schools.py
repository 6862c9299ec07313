"""English Schools rules: golden cases (tests/golden/sca/NAME.trf and NAME.out, as
``swiss pair --system sca`` prints them) and properties over seeded random events: rule 1,
everyone present paired once, and no same-school pairing before round 4 when a pairing
without one exists (rule 7)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from individual.british import schools
from individual.british.extras import SchoolsInput
from individual.edges.trf.british import parse_british_extras
from individual.edges.trf.read import format_pairing, read_swiss_trf
from individual.edges.trf.systems import pairer_for
from individual.matching.maximum import has_perfect_matching
from individual.swiss.history import PlayerState, player_states
from individual.swiss.model import Entrant, SwissEvent
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputErrors
from individual.vocabulary.player import Player
from rulesets.sca_schools import SCA_SCHOOLS
from tests.caa_simulate import pair_with, simulate
from tests.paths import TESTS

GOLDEN = TESTS / "golden" / "sca"
CASES = sorted(GOLDEN.glob("*.trf"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden(path: Path) -> None:
    trf = read_swiss_trf(path)
    pairing = pairer_for(path, SCA_SCHOOLS)(trf.event, trf.left_out, trf.lot)
    assert format_pairing(pairing) == path.with_suffix(".out").read_text()


@settings(max_examples=20, deadline=None)
@given(players=st.integers(2, 14), rounds=st.integers(1, 6), seed=st.integers(0, 10_000))
def test_schools_rounds_are_sound(players: int, rounds: int, seed: int) -> None:
    rounds = max(1, min(rounds, players - 1))
    for event, absent, extra, pairing in simulate(players, rounds, seed, 0.1, schools=True):
        assert isinstance(extra, SchoolsInput)
        states = player_states(event)
        present = sorted({e.number for e in event.entrants} - absent)
        seen = [n for b in pairing.boards for n in (b.white, b.black)]
        seen += [pairing.bye] if pairing.bye is not None else []
        assert sorted(seen) == present
        for board in pairing.boards:
            assert board.black not in states[board.white].opponents
        same = [b for b in pairing.boards if extra.schools[b.white] == extra.schools[b.black]]
        if same and event.next_round < 4:
            assert not _school_free_pairing_exists(present, states, extra.schools)
        assert pair_with(event, extra, absent) == pairing


def _school_free_pairing_exists(
    present: list[int], states: Mapping[int, PlayerState], schools: Mapping[int, str]
) -> bool:
    vertices = present + ([0] if len(present) % 2 else [])

    def ok(a: int, b: int) -> bool:
        if a == 0 or b == 0:
            return True
        return b not in states[a].opponents and schools[a] != schools[b]

    return has_perfect_matching(vertices, ok)


@pytest.mark.parametrize(
    ("record", "message", "column"),
    [
        ("XXT    1    2    3    4    5", "at most half (4) may be", 5),
        ("XXT    1   12", "top players 12 are not entrants", 5),
        ("XXT    1   x2", "'x2' is not a start number", 12),
    ],
)
def test_rule_3_top_players_are_checked(record: str, message: str, column: int) -> None:
    """Rule 3: top players are entrants, at most 50 % of them; the bad record is named."""
    golden = GOLDEN / "round1_top_players_and_schools.trf"
    lines = [line for line in golden.read_text().splitlines() if not line.startswith("XXT")]
    with pytest.raises(InputErrors) as caught:
        parse_british_extras("\n".join([*lines, record]), 1, "event.trf")
    (error,) = caught.value.errors
    assert message in str(error)
    assert (error.file, error.row, error.column) == ("event.trf", len(lines) + 1, column)


@pytest.mark.parametrize("lot", [Colour.WHITE, Colour.BLACK])
def test_round_1_colours_alternate_down_the_boards_when_rule_7_moves_a_pairing(
    lot: Colour,
) -> None:
    """Rule 6: "the colour on board 1 being decided by lot, e.g. 1v33, 34v2, 3v35": the
    colours alternate down the boards. A, B, C, D (alphabetical); A and D of one school
    (rule 7), A and C top players (rule 3): A v B and C v D, two pairs inside a half. Board
    2 then gives the higher-ranked player the other colour (D v C with white for board 1),
    as any board 2 does; C's place in the alphabet (first of the bottom half) does not
    make it a board 1."""
    entrants = tuple(Entrant(n, Player(f"Player {'ABCD'[n - 1]}", 2000 - n)) for n in (1, 2, 3, 4))
    event = SwissEvent("rule 6", entrants, (), 5)
    given = SchoolsInput(schools={1: "Z", 4: "Z"}, top=frozenset({1, 3}))
    pairing = schools.pair_round(event, given, lot=lot)
    assert [frozenset((b.white, b.black)) for b in pairing.boards] == [{1, 2}, {3, 4}]
    higher_white = [b.white < b.black for b in pairing.boards]
    assert higher_white == [lot is Colour.WHITE, lot is Colour.BLACK]
