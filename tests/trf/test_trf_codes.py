"""Record 192's codes (``rulesets.trf_codes``): one for every ruleset of both command lines,
each naming its ruleset back, and the table documented in docs/interpretations.md."""

from __future__ import annotations

from rulesets.swiss import SWISS_RULESETS
from rulesets.team import TEAM_RULESETS, named_ruleset
from rulesets.trf_codes import TRF_SYSTEMS, named_by
from tests.paths import ROOT


def test_every_ruleset_has_one_code_that_names_it_back() -> None:
    assert {s.ruleset for s in TRF_SYSTEMS} == {*TEAM_RULESETS, *SWISS_RULESETS}
    assert len({s.code for s in TRF_SYSTEMS}) == len(TRF_SYSTEMS)
    for line in TRF_SYSTEMS:
        assert named_by(line.code) == line
        assert line.team == (line.ruleset in TEAM_RULESETS)


def test_a_team_code_names_the_ruleset_and_its_variant() -> None:
    assert named_ruleset("OLYMPIAD_2022") == "olympiad-2022"
    assert named_ruleset("FIDE_TEAM_TYPEB_GP_MP") == "fide-team-2026 typeb gp-mp"
    assert named_ruleset("SCA_SCHOOLS") is None  # an individual system
    assert named_ruleset("FIDE_DUTCH") is None and named_by("") is None


def test_the_table_is_documented() -> None:
    text = (ROOT / "docs" / "interpretations.md").read_text()
    section = text.partition("## TRF record 192")[2].partition("\n## ")[0]
    for line in TRF_SYSTEMS:
        assert f"| `{line.ruleset}` | `{line.code}" in section, line
