"""What ``export-trf`` says it wrote is one sentence on both sides (review 7 #10b): before,
``swiss`` said ``E.trf: 40 players, 3 of 9 rounds (FIDE TRF, records ...)`` and ``olympiad``
``Wrote E.trf: 10 teams, 3 of 7 round(s) (FIDE TRF-26, records ...)`` for the same fact."""

from __future__ import annotations

from pathlib import Path

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import new_event, run, type_results


def _said(out: Path, entrants: str, paired: int, planned: int) -> str:
    """The sentence, the records read from the file written, each once in file order."""
    codes = [line[:3] for line in out.read_text(encoding="utf-8").splitlines() if line[:3].strip()]
    records = ", ".join(dict.fromkeys(codes))
    return (f"Wrote {out}: {entrants}, {paired} of {planned} rounds "
            f"(FIDE TRF-26, records {records})")  # fmt: skip


def test_both_sides_say_what_they_wrote_in_one_sentence(tmp_path: Path) -> None:
    event, out = tmp_path / "e.xlsx", tmp_path / "e.trf"
    made = swiss(
        "init", write_roster(tmp_path / "r.xlsx"), event, "--rounds", "5", "--lot", "white"
    )
    assert made.exit_code == 0, made.output
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 1)
    exported = swiss("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    assert exported.stdout.splitlines()[0] == _said(out, "12 players", 1, 5)

    teams = tmp_path / "teams"
    teams.mkdir()
    event, out = new_event(teams, 8), teams / "e.trf"
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    exported = run("export-trf", event, out)
    assert exported.exit_code == 0, exported.output
    assert exported.stdout.splitlines()[0] == _said(out, "8 teams", 1, 6)
