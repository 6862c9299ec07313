"""Nothing entered is lost (issue 18, item 7): numbered versions of the workbook, listed
and restored by ``olympiad versions`` / ``swiss versions``; a forced re-pair, a second
``init --force`` and the exports after them keep every result recoverable; no TRF or
pairing text is written over a workbook or a roster, nor over another program's file
without ``--force``."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import layout, make_trf, new_event, run, type_results


def _roster(folder: Path) -> Path:
    return write_roster(folder / "r.xlsx")


def _results(path: Path, number: int) -> list[object]:
    sheet = openpyxl.load_workbook(path)[f"Round {number}"]
    return [sheet.cell(row, 9).value for m in layout(path, number) for row in m.boards]


def test_a_forced_re_pair_and_the_exports_after_it_keep_the_results(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1, lambda table, board: "1-0" if board == 1 else None)  # half entered
    entered = _results(event, 1)
    repaired = run("pair", event, "--force")
    assert repaired.exit_code == 0, repaired.output
    assert "versions" in repaired.output  # says where the discarded results are
    kept = run("versions", event).output
    for name in ("a.trf", "b.trf", "c.trf"):  # an export reads: no Log row, no version
        assert run("export-trf", event, tmp_path / name, "--allow-unfinished").exit_code == 0
    listed = run("versions", event)
    assert listed.exit_code == 0, listed.output
    assert listed.output == kept
    lines = [line for line in listed.output.splitlines() if line.strip()[:1].isdigit()]
    assert len(lines) >= 2  # init, pair with the results typed (before the re-pair)
    before = next(line for line in lines if "pair round 1" in line and "typed" in line)
    number = before.split()[0]
    restored = run("versions", event, "--restore", number)
    assert restored.exit_code == 0, restored.output
    assert _results(event, 1) == entered
    undo = run("versions", event)  # the restore kept what it replaced
    assert len([ln for ln in undo.output.splitlines() if ln.strip()[:1].isdigit()]) > len(lines)


def test_init_force_on_a_running_event_keeps_it(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    played = event.read_bytes()
    roster = make_trf(tmp_path)
    for _ in range(2):
        assert run("init", roster, event, "--lot", "white", "--force").exit_code == 0
    kept = sorted((tmp_path / "event.versions").iterdir())
    assert any(p.read_bytes() == played for p in kept)
    number = next(i for i, p in enumerate(kept, start=1) if p.read_bytes() == played)
    assert run("versions", event, "--restore", str(number)).exit_code == 0
    assert event.read_bytes() == played


def test_swiss_versions_list_and_restore(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert swiss("init", _roster(tmp_path), event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 3)
    with_results = event.read_bytes()
    assert swiss("pair", event).exit_code == 0
    listed = swiss("versions", event)
    assert listed.exit_code == 0, listed.output
    assert "init" in listed.output and "pair" in listed.output
    assert swiss("versions", event, "--restore", "99").exit_code != 0
    kept = sorted((tmp_path / "e.versions").iterdir())
    number = next(i for i, p in enumerate(kept, start=1) if p.read_bytes() == with_results)
    assert swiss("versions", event, "--restore", str(number)).exit_code == 0
    assert "Round 2" not in openpyxl.load_workbook(event).sheetnames


def test_no_text_is_written_over_a_workbook_or_a_roster(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    roster_csv = tmp_path / "roster.csv"
    roster_csv.write_text("Team,Name\nA,Anna\n", encoding="utf-8")
    swiss_event = tmp_path / "s.xlsx"
    assert swiss("init", _roster(tmp_path), swiss_event, "--lot", "white").exit_code == 0
    trf = tmp_path / "s.trf"
    assert swiss("generate", "--players", "8", "--rounds", "2", "-o", trf).exit_code == 0
    saved = {p: p.read_bytes() for p in (event, roster_csv, swiss_event)}
    attempts = [
        run("export-trf", event, roster_csv),
        run("export-trf", event, roster_csv, "--force"),
        swiss("export-trf", swiss_event, swiss_event),
        swiss("export-trf", swiss_event, swiss_event, "--force"),
        swiss("generate", "-o", swiss_event),
        swiss("pair", trf, "-o", swiss_event),
        swiss("pair", trf, "-o", event),
    ]
    for result in attempts:
        assert result.exit_code != 0, result.output
        assert "Traceback" not in result.output
    assert {p: p.read_bytes() for p in saved} == saved


def test_a_file_not_written_by_the_command_needs_force(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes for the round\n", encoding="utf-8")
    refused = run("export-trf", event, notes)
    assert refused.exit_code != 0 and "--force" in refused.output
    assert notes.read_text(encoding="utf-8") == "my notes for the round\n"
    assert run("export-trf", event, notes, "--force").exit_code == 0
    assert notes.read_text(encoding="utf-8").startswith("012 ")
    assert run("export-trf", event, notes).exit_code == 0  # its own output now
    swiss_event = tmp_path / "s.xlsx"
    assert swiss("init", _roster(tmp_path), swiss_event, "--lot", "white").exit_code == 0
    letter = tmp_path / "letter.trf"
    letter.write_text("Dear arbiter\n", encoding="utf-8")
    assert swiss("export-trf", swiss_event, letter).exit_code != 0
    assert letter.read_text(encoding="utf-8") == "Dear arbiter\n"
    assert swiss("export-trf", swiss_event, letter, "--force").exit_code == 0


def _labels(output: str) -> dict[int, str]:
    """Each version listed by ``versions``: number -> what it says changed."""
    rows = [line.split(maxsplit=3) for line in output.splitlines() if line.strip()[:1].isdigit()]
    return {int(row[0]): row[3] for row in rows}


def test_versions_say_what_changed_and_name_the_command(tmp_path: Path) -> None:
    """Issue 26, item 6: each version says what changed since the version before it (the
    Log rows added and the results typed, not its last Log row), names a round once, and
    the hint is a command that runs."""
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)  # 4 matches of 4 boards
    assert run("pair", event).exit_code == 0
    type_results(event, 2, lambda table, board: "1-0" if board == 1 else None)
    assert run("pair", event, "--force").exit_code == 0
    listed = run("versions", event)
    assert listed.exit_code == 0, listed.output
    labels = _labels(listed.output)
    assert list(labels) == [1, 2, 3], listed.output
    assert labels[1].startswith("init: created from roster.trf")
    said = "pair round 1: 4 matches; lot round 1: paired under white; 16 results typed in round 1"
    assert labels[2] == said, labels
    assert labels[3] == "pair round 2: 4 matches; 4 results typed in round 2", labels
    hint = listed.output.strip().splitlines()[-1]
    assert hint == f"Restore one with: olympiad versions {event} --restore N", hint
    restored = run(*hint.removeprefix("Restore one with: olympiad ").replace("N", "2").split())
    assert restored.exit_code == 0, restored.output


def test_swiss_versions_say_what_changed_and_name_the_command(tmp_path: Path) -> None:
    event = tmp_path / "e.xlsx"
    assert swiss("init", _roster(tmp_path), event, "--rounds", "5", "--lot", "white").exit_code == 0
    assert swiss("pair", event).exit_code == 0
    fill_results(event, 3)
    assert swiss("pair", event).exit_code == 0  # round 2: a requested bye and the bye
    fill_results(event, 4)
    assert swiss("pair", event).exit_code == 0
    listed = swiss("versions", event)
    labels = _labels(listed.output)
    said = "pair round 1: 6 games; lot round 1: paired under white; 6 results typed in round 1"
    assert labels[2] == said, labels
    assert labels[3] == "pair round 2: 5 games; 5 results typed in round 2", labels
    assert listed.output.strip().endswith(f"swiss versions {event} --restore N")


def test_a_version_put_back_is_named_as_the_one_it_repeats(tmp_path: Path) -> None:
    event = new_event(tmp_path)
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    assert run("pair", event).exit_code == 0
    assert run("versions", event, "--restore", "2").exit_code == 0
    assert run("pair", event).exit_code == 0  # keeps the workbook put back: version 4
    labels = _labels(run("versions", event).output)
    assert labels[4] == "the same as version 2", labels
