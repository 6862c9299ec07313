"""Colour-limit decisions in ``pair_round``'s trail cite art. 22a or 22b as the case is.

Art. 22a: no board-1 colour difference beyond +2 or -2; art. 22b: no third same board-1
colour in a row. The golden cases ``art22_colour_limits_steer_pairing`` (3 v 5 both W, W:
white would be +3 and a third white, so each article forbids the pair by itself) and
``art23a_only_22b_gives_way`` (hand-checked in its description) give the trails; the 2022
rules cite both limits as their single article 7.3.
"""

from __future__ import annotations

from dataclasses import replace

from individual.vocabulary.decision import Kind
from olympiad.engine.model import RoundPairing
from olympiad.engine.pairing import pair_round
from olympiad.engine.roles import Role
from rulesets.team import TEAM_RULESETS
from tests.golden_event import GOLDEN, build_event, load_case, lot_of


def paired(name: str, ruleset: str = "olympiad-2012") -> RoundPairing:
    case = load_case(GOLDEN / f"{name}.toml")
    event = replace(build_event(case), ruleset=TEAM_RULESETS[ruleset])
    return pair_round(event, lot=lot_of(case))


def texts(pairing: RoundPairing, kind: Kind) -> list[tuple[str, str]]:
    return [(d.article, pairing.trail.text(d)) for d in pairing.trail.of_kind(kind)]


def test_a_pair_both_limits_forbid_is_rejected_citing_both() -> None:
    pairing = paired("art22_colour_limits_steer_pairing")
    (decision,) = pairing.trail.of_kind(Kind.REJECTED)
    assert (decision.role, decision.subjects) == (Role.PAIR_REJECTED_COLOURS, (3, 5))
    assert decision.also == (Role.LIMIT_DIFFERENCE, Role.LIMIT_STREAK)
    rejected = texts(pairing, Kind.REJECTED)
    assert rejected == [
        (
            "22a, 22b",
            "2 MP group: 3 v 5 rejected: board-1 colours would break arts. 22a and 22b (team 3 "
            "gets white: colour difference +3, 3 times in a row; team 5 gets white: colour "
            "difference +3, 3 times in a row)",
        )
    ]


def test_colours_forced_by_both_limits_cite_both() -> None:
    colours = {
        d.subjects[0]: d.article
        for d in paired("art22_colour_limits_steer_pairing").trail.of_kind(Kind.COLOUR)
    }
    # 3 (W, W) may not have white, 4 (B, B) not black, 7 (B, B) not black: +-3 and a
    # third colour in a row each time.
    assert colours == {2: "25", 6: "22a, 22b", 4: "22a, 22b", 7: "22a, 22b"}


def test_only_22b_gives_way_under_23a() -> None:
    pairing = paired("art23a_only_22b_gives_way")
    assert texts(pairing, Kind.RELAXED)[0] == (
        "23a",
        "3 MP group: a complete pairing is only possible if a board-1 colour limit gives way: "
        "art. 22b for 1 v 4",
    )
    assert ("39", "3 MP group: 1 v 4 (art. 22b set aside, art. 23a)") in texts(pairing, Kind.PAIRED)
    colours = texts(pairing, Kind.COLOUR)
    assert (
        "22b",
        "2 white on board 1 against 5: the other way round breaks art. 22b (team 2 "
        "gets black: 3 times in a row)",
    ) in colours
    assert not any("22a" in text or "22a" in article for article, text in colours)


def test_the_2022_rules_cite_both_limits_as_7_3() -> None:
    pairing = paired("art23a_only_22b_gives_way", "olympiad-2022")
    assert texts(pairing, Kind.RELAXED)[0] == (
        "7.4",
        "3 MP group: a complete pairing is only possible if a board-1 colour limit gives way: "
        "art. 7.3 for 1 v 4",
    )
    rejected = texts(paired("art22_colour_limits_steer_pairing", "olympiad-2022"), Kind.REJECTED)
    assert rejected[0][0] == "7.3"
    assert "would break art. 7.3 (team 3 gets white" in rejected[0][1]
