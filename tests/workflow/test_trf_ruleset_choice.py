"""One way to choose a TRF's ruleset (issue 28, ``rulesets.trf_codes.chosen_ruleset``):
``--ruleset`` naming the edition record 192 names keeps the file's C.04.6 variant in
every command, ``check`` as ``pair``, ``standings`` and ``explain`` (``check`` took the
edition's default variant)."""

from __future__ import annotations

from pathlib import Path

from tests.workbook_event import run


def test_check_keeps_the_variant_record_192_names(tmp_path: Path) -> None:
    out = tmp_path / "e.trf"
    options = ["--teams", "10", "--rounds", "4", "--colours", "typeb", "--scoring", "gp-mp"]
    made = run("generate", "--ruleset", "fide-team-2026", *options, "--seed", "3", "-o", out)
    assert made.exit_code == 0, made.output
    assert "192 FIDE_TEAM_TYPEB_GP_MP" in out.read_text(encoding="utf-8")
    by_file = run("check", out)
    assert by_file.exit_code == 0, by_file.output
    named = run("check", out, "--ruleset", "fide-team-2026")
    assert (named.exit_code, named.output) == (by_file.exit_code, by_file.output)
