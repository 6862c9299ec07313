"""``swiss export-trf`` (issue 14): refuses games without a result naming them unless
``--allow-unfinished``, and says what it wrote (players, rounds, the numbering
convention) and what another program may read differently."""

from __future__ import annotations

from pathlib import Path

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster


def test_export_refuses_unfinished_games_then_says_what_it_wrote(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert swiss("init", write_roster(tmp_path / "r.xlsx"), event).exit_code == 0
    assert swiss("pair", event).exit_code == 0
    out = tmp_path / "e.trf"
    refused = swiss("export-trf", event, out)
    assert refused.exit_code == 2 and not out.exists()
    assert "without a result" in refused.output and "round 1:" in refused.output
    allowed = swiss("export-trf", event, out, "--allow-unfinished")
    assert allowed.exit_code == 0, allowed.output
    assert "start numbers: the initial ranking" in allowed.output
    assert "warning: games without a result" in allowed.output
    fill_results(event, 1)
    done = swiss("export-trf", event, out)
    assert done.exit_code == 0, done.output
    assert "players, 1 of" in done.output and "warning: games" not in done.output
