"""``olympiad check`` and ``olympiad standings`` on a TRF exported with the next round only
paired: its bye given, no result entered. A round only paired has no result yet, so record
310 gives every team its points after the last round under way, the bye team too, as the
standings count them (its 001 lines still write the bye, ``0000 - U``): the check finds
nothing to flag in the file's own match points."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from olympiad.edges.event_files import read_event_and_lot
from olympiad.standings.history import history
from tests.workbook_event import new_event, run, type_results


def test_an_export_with_the_next_round_only_paired_checks_clean(tmp_path: Path) -> None:
    event = new_event(tmp_path, 7)  # odd: each round gives a bye
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    assert run("pair", event).exit_code == 0  # round 2 only paired, its bye given
    trf = tmp_path / "event.trf"
    assert run("export-trf", "--allow-unfinished", event, trf).exit_code == 0
    paired, _ = read_event_and_lot(trf)
    bye = paired.rounds[1].bye
    assert bye is not None and not paired.rounds[1].is_under_way
    checked = run("check", trf)
    assert "published standings" not in checked.output, checked.output
    assert "match points" not in checked.output, checked.output
    assert checked.exit_code == 0, checked.output
    shown = run("standings", trf)
    assert shown.exit_code == 0, shown.output
    assert "warning" not in shown.output, shown.output
    after_one = replace(paired, rounds=paired.rounds[:1])
    row = next(r for r in trf.read_text().splitlines() if r.startswith(f"310 {bye:3d}"))
    assert Fraction(row[54:60].strip()) == history(after_one).final[bye].match_points
