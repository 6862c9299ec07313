"""Record 192's codes (``rulesets.trf_codes``): one for every ruleset of both command lines,
each naming its ruleset back, and the table documented in docs/interpretations.md."""

from __future__ import annotations

from pathlib import Path

from rulesets.swiss import SWISS_RULESETS
from rulesets.team import TEAM_RULESETS, named_ruleset
from rulesets.trf_codes import TRF_SYSTEMS, named_by
from tests.paths import ROOT
from tests.swiss_workbook import swiss


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


def test_a_generated_file_is_checked_by_the_system_that_made_it(tmp_path: Path) -> None:
    """``swiss generate --system sca`` writes SCA_SCHOOLS; ``swiss check`` without
    ``--system`` replays it by the Schools rules (fide-1998 before: differences)."""
    path = tmp_path / "schools.trf"
    made = swiss("generate", "--system", "sca", "--players", 10, "--rounds", 3, "-o", path)
    assert made.exit_code == 0, made.output
    assert "192 SCA_SCHOOLS" in path.read_text().splitlines()
    checked = swiss("check", path)
    assert "differences from sca" in checked.output


def test_a_team_code_is_refused_by_swiss(tmp_path: Path) -> None:
    path = tmp_path / "team.trf"
    path.write_text("012 x\n192 OLYMPIAD_2022\n" + "001    1      A" + " " * 33 + "2000\n")
    checked = swiss("check", path)
    assert checked.exit_code == 2
    assert "record 192 OLYMPIAD_2022: the team ruleset olympiad-2022; use 'olympiad'" in (
        checked.output
    )
