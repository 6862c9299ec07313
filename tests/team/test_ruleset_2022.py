"""The 2022 ruleset: its article table closed against the transcribed numbering, and the
engine citing the edition's own articles (table-driven), with the 2012 output unchanged."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from individual.vocabulary.decision import Decision, Trail
from individual.vocabulary.errors import Cause, PairingImpossible
from olympiad.engine.pairing import pair_round
from olympiad.engine.roles import Role, TeamDetail, cite_impossible, cite_mention, cite_trail
from rulesets.olympiad_2012 import OLYMPIAD_2012
from rulesets.olympiad_2022 import OLYMPIAD_2022, READ_IN_HANDBOOK
from rulesets.team import TEAM_RULESETS
from tests.golden_event import GOLDEN, build_event, load_case, lot_of

ARTICLES_2022 = re.findall(
    r"^(\d+(?:\.\d+)*)\b", (GOLDEN / "olympiad_2022_articles.txt").read_text(), flags=re.M
)
LISTED_2022 = {a.number for a in OLYMPIAD_2022.articles}


def test_both_editions_are_registered() -> None:
    assert TEAM_RULESETS["olympiad-2012"] is OLYMPIAD_2012
    assert TEAM_RULESETS["olympiad-2022"] is OLYMPIAD_2022


def test_every_2022_article_is_listed_once() -> None:
    assert sorted(LISTED_2022) == sorted(ARTICLES_2022)
    assert len(LISTED_2022) == len(OLYMPIAD_2022.articles)
    assert READ_IN_HANDBOOK <= LISTED_2022


def test_every_citation_is_an_article_of_the_edition() -> None:
    """... or ``""``: a 2012 article the edition has none for (cited by nothing)."""
    for role, article in OLYMPIAD_2022.citations:
        assert article in LISTED_2022 or article == "", (role, article)
    assert {r for r, a in OLYMPIAD_2022.citations if not a} == {"4", "5", "7", "11", "14"} | {
        "14a",
        "14b",
        "14c",
    }


@pytest.mark.parametrize(
    ("role", "article"),
    [
        ("10", "3.2"),
        ("12", "4.1"),
        ("16a", "6.1"),
        ("16b/bye", "4.2.1"),
        ("16b/default", "4.2.2"),
        ("late-entry", "4.2.3"),
        ("18", "6.3"),
        ("19", "6.4"),
        ("21", "7.2"),
        ("22a", "7.3"),
        ("22b", "7.3"),
        ("23a", "7.4"),
        ("23b", "8.4"),
        ("24a", "7.5.1"),
        ("25", "7.5.2"),
        ("26", "7.6"),
        ("27", "7.6"),
        ("28", "7.6"),
        ("30a", "8.3.1"),
        ("30b", "8.3.2"),
        ("31", "8.3.3"),
        ("32", "8.3.4"),
        ("33a", "8.2.1"),
        ("33b", "8.2.2"),
        ("34", "8.2.3"),
        ("35", "8.2.4"),
        ("39", "9.3"),
        ("41", "9.4"),
        ("42", "9.5"),
        ("43", "11.1"),
        ("45", "10"),
    ],
    ids=lambda v: str(v),
)
def test_2022_cites_its_own_article(role: str, article: str) -> None:
    assert OLYMPIAD_2022.cite(role) == article


@pytest.mark.parametrize(
    ("roles", "cited_2012", "cited_2022"),
    [
        ((Role.BYE, Role.NEXT_CHOICE), "12, 23b", "4.1, 8.4"),
        ((Role.FLOAT_UP_HIGHEST, Role.FLOAT_UP_FURTHER), "33a, 35", "8.2.1, 8.2.4"),
        ((Role.BYE_HAD_BYE,), "16b", "4.2.1"),
        ((Role.BYE_SCORED_WITHOUT_PLAYING,), "16b", "4.2.2"),
        ((Role.BYE_LATE_ENTRY,), "late-entry", "4.2.3"),
        ((Role.COLOUR_LIMITS, Role.LIMIT_DIFFERENCE), "22a", "7.3"),
        ((Role.COLOUR_LIMITS, Role.LIMIT_STREAK), "22b", "7.3"),
        # both limits are 7.3: cited once
        ((Role.PAIR_REJECTED_COLOURS, Role.LIMIT_DIFFERENCE, Role.LIMIT_STREAK), "22a, 22b", "7.3"),
        ((Role.PAIR_ARRIVING_DOWN, Role.LIMIT_STREAK), "30a, 22b", "8.3.1, 7.3"),
    ],
    ids=lambda v: str(v),
)
def test_articles_come_from_the_roles(
    roles: tuple[Role, ...], cited_2012: str, cited_2022: str
) -> None:
    decision = Decision.of(roles[0], 1, 2, also=roles[1:], detail=TeamDetail(mp=4))
    trail = Trail((decision,))
    assert cite_trail(trail, OLYMPIAD_2012).decisions[0].article == cited_2012
    assert cite_trail(trail, OLYMPIAD_2022).decisions[0].article == cited_2022
    assert decision.role is roles[0] and decision.subjects == (1, 2)


@pytest.mark.parametrize(
    ("word", "spec", "cited"),
    [
        ("arts.", "30-32", "arts. 8.3.1-8.3.4"),
        ("art.", "22b", "art. 7.3"),
        ("arts.", "22a and 22b", "art. 7.3"),
        ("art.", "22a or 22b", "art. 7.3"),
        ("arts.", "16a, 22a and 22b", "arts. 6.1 and 7.3"),
        ("arts.", "22a and 23a", "arts. 7.3 and 7.4"),
        ("arts.", "12, 16b", "arts. 4.1, 4.2"),
    ],
)
def test_article_mentions(word: str, spec: str, cited: str) -> None:
    assert cite_mention(word, spec, OLYMPIAD_2022) == cited
    assert cite_mention(word, spec, OLYMPIAD_2012) == f"{word} {spec}"


def test_trail_and_error_are_cited() -> None:
    """The sentence is rendered from the fields with the edition's articles; nothing is
    rewritten in prose."""
    group = Decision.of(Role.GROUP_DOWN, 3, detail=TeamDetail(mp=4, natives=(3,)))
    trail = Trail((group,))
    assert cite_trail(trail, OLYMPIAD_2012).lines() == [
        "[18] group: score group 4 MP (above the median group: floats go down (arts. 30-32)): "
        "teams 3"
    ]
    assert cite_trail(trail, OLYMPIAD_2022).lines() == [
        "[6.3] group: score group 4 MP (above the median group: floats go down "
        "(arts. 8.3.1-8.3.4)): teams 3"
    ]
    error = PairingImpossible("cannot", [Cause.of(Role.MET_EVERY_TEAM, 5)])
    assert cite_impossible(error, OLYMPIAD_2012) is error
    (cause,) = cite_impossible(error, OLYMPIAD_2022).causes
    assert (cause.article, cause.subjects, cause.role) == ("6.1", (5,), Role.MET_EVERY_TEAM)
    assert str(cause) == "team 5 has already met every other team present (art. 6.1)"
    assert str(error.causes[0]) == "team 5 has already met every other team present (art. 16a)"


def test_a_cause_given_as_a_string_is_wrapped() -> None:
    error = PairingImpossible("cannot", ["rule 1: too many have met"])
    assert error.causes == (Cause("rule 1: too many have met"),)
    assert str(error) == "cannot\n  - rule 1: too many have met"
    assert cite_impossible(error, OLYMPIAD_2022).causes == error.causes


def _tokens(article: str) -> set[str]:
    return {t for t in article.split(", ") if t}


CASES = sorted(GOLDEN.glob("*.toml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_trail_cites_only_articles_of_its_ruleset(path: Path) -> None:
    """2012 cases cite 2012 articles (the 2012 output is unchanged), 2022 cases 2022 ones."""
    case = load_case(path)
    event = build_event(case)
    listed = {a.number for a in event.ruleset.articles}
    listed |= {n + part for n in listed for part in "ab"}  # 2012: "30" has parts 30a, 30b
    assert "22" not in listed  # 22a and 22b are cited as the case is, never 22 as a whole
    try:
        result = pair_round(event, absent=frozenset(case.get("absent", [])), lot=lot_of(case))
    except PairingImpossible:
        pytest.skip("an impossible round has no trail")
    for decision in result.trail.decisions:
        assert _tokens(decision.article) <= listed, decision


def test_cli_ruleset_option(tmp_path: Path) -> None:
    """``--ruleset olympiad-2022`` cites 2022 articles and orders standings by its
    tie-breaks; ``--ruleset olympiad-2012`` the 2012 text (this file's record 192 names
    FIDE_TEAM_MP_GP, so without ``--ruleset`` C.04.6 pairs it: tests/fideteam)."""
    import shutil

    from click.testing import CliRunner

    from olympiad.edges.cli.main import main
    from tests.swiss_workbook import plan_rounds

    sample = str(GOLDEN.parent.parent / "data" / "fideteam_nocolor.trf")
    eighth = str(plan_rounds(Path(shutil.copy(sample, tmp_path)), 8))  # 7 of 7 rounds paired
    runner = CliRunner()
    old = runner.invoke(main, ["pair", eighth, "--explain", "--ruleset", "olympiad-2012"])
    new = runner.invoke(main, ["pair", eighth, "--explain", "--ruleset", "olympiad-2022"])
    assert old.exit_code == new.exit_code == 0
    assert "[10] order" in old.stderr and "[3.2] order" in new.stderr
    table = runner.invoke(main, ["standings", sample, "--ruleset", "olympiad-2022"])
    assert table.output.splitlines()[0].split() == [
        "Rk",
        "No.",
        "Team",
        "MP",
        "EMGSB/C1",
        "GP",
        "BH:MP/C1",
        "W-D-L",
    ]
