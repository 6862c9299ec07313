"""The Log records which system paired each round (its ``System`` column, the registry's
name: ``sca``, ``fide-dutch-2026``), and ``swiss check`` and ``swiss explain`` judge
each round under the system that paired it, saying so when it is not the System cell's.

An event is paired under one system: ``swiss pair --system X`` continuing an event whose
earlier rounds the Log records paired under another is refused (exit 2, nothing written),
naming the System cell where the organiser changes the event's system; a System cell
changed since is obeyed, said on the command line and in the Log (a ``warning`` row).
A workbook made before the record (no system in its Log rows) is judged under the System
cell, and ``check`` says so once."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from individual.edges.workbook.log import SYSTEM
from tests.swiss_workbook import fill_results, swiss
from tests.workbook_event import made_before
from tests.workflow.test_dutch_workbook_requests import _event, _set

SYSTEM_COLUMN = 6  # the Log's column F


def _ok(*args: object) -> tuple[str, str]:
    result = swiss(*args)
    assert result.exit_code == 0, (args, result.output)
    return result.stdout, result.stderr


def logged_systems(event: Path, column: int = SYSTEM_COLUMN) -> dict[int, str | None]:
    """For each round, the System column (``column``: another) of its last pairing row in
    the Log."""
    sheet = openpyxl.load_workbook(event)["Log"]
    assert sheet.cell(1, column).value == ("System" if column == SYSTEM_COLUMN else "Options")
    found: dict[int, str | None] = {}
    for row in sheet.iter_rows(min_row=2, values_only=True):
        if row[1] in ("pair", "re-pair"):
            found[row[2]] = row[column - 1]
    return found


def logged_warnings(event: Path) -> list[str]:
    """The What changed column of the Log's ``warning`` rows."""
    log = openpyxl.load_workbook(event)["Log"]
    return [str(r[3]) for r in log.iter_rows(min_row=2, values_only=True) if r[1] == "warning"]


def _switched(tmp_path: Path) -> Path:
    """An English Schools event whose round 1 was paired under sca and played, then its System
    cell changed to fide-dutch-2026 (the systems pair round 1 of this roster differently)."""
    event = _event(tmp_path, "sca")
    _ok("pair", event)
    fill_results(event, 1)
    _set(event, "System", "fide-dutch-2026")
    return event


def test_each_round_is_logged_with_its_system_and_a_change_is_said(tmp_path: Path) -> None:
    event = _switched(tmp_path)
    out, err = _ok("pair", event)
    said = " ".join((out + err).split())
    assert "round 1 was paired under sca (the Log)" in said, said
    assert "round 2 is paired under fide-dutch-2026 ('Event'!B2)" in said, said
    assert logged_systems(event) == {1: "sca", 2: "fide-dutch-2026"}
    warned = logged_warnings(event)
    assert any("round 1 was paired under sca" in w for w in warned), warned


def test_check_and_explain_judge_each_round_under_the_system_that_paired_it(
    tmp_path: Path,
) -> None:
    """Before, round 1 was judged under fide-dutch-2026 (the System cell now): 2 differences."""
    event = _switched(tmp_path)
    _ok("pair", event)
    fill_results(event, 2)
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    said = " ".join(checked.stdout.split())
    assert "round 1 was paired under sca (the Log): judged under sca" in said, said
    assert "0 differences from sca (round 1), fide-dutch-2026 (round 2)" in said, said

    out, err = _ok("explain", event, "--round", "1")
    assert "Round 1 as stored is what the engine gives now." in out, out
    said = "round 1 was paired under sca (the Log): explained under sca"
    assert said in out and said not in err, out  # explain's report (review 7 #10a)


def test_check_under_a_system_option_says_which_rounds_another_paired(tmp_path: Path) -> None:
    event = _switched(tmp_path)
    _ok("pair", event)
    checked = swiss("check", event, "--system", "fide-dutch-2026")
    said = " ".join(checked.stdout.split())
    assert "round 1 was paired under sca (the Log): judged under fide-dutch-2026 " \
        "(--system)" in said, said  # fmt: skip
    assert "2 differences from fide-dutch-2026" in said and checked.exit_code == 1, said


def test_pair_under_another_system_option_is_refused(tmp_path: Path) -> None:
    event = _event(tmp_path, "sca")
    _ok("pair", event)
    fill_results(event, 1)
    before = event.read_bytes()
    refused = swiss("pair", event, "--system", "fide-dutch-2026")
    assert refused.exit_code == 2, refused.output
    said = " ".join(refused.stderr.split())
    assert "round 1 was paired under sca (the Log)" in said, said
    assert "type it in 'Event'!B2" in said and str(event) in said, said
    assert "Traceback" not in refused.output
    assert event.read_bytes() == before
    _ok("pair", event, "--system", "sca")  # the event's own system, named
    assert logged_systems(event) == {1: "sca", 2: "sca"}


def test_a_workbook_made_before_the_record_is_judged_under_the_system_cell(
    tmp_path: Path,
) -> None:
    event = _event(tmp_path, "sca")
    for number in (1, 2):
        _ok("pair", event)
        fill_results(event, number)
    made_before(event, SYSTEM)  # the System cells, and the records after them
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    said = " ".join(checked.stdout.split())
    assert said.count("does not record the system") == 1, said
    assert "the Log does not record the system that paired rounds 1-2 (a workbook made " \
        "before the record): judged under sca ('Event'!B2)" in said, said  # fmt: skip
    _ok("pair", event)  # pairs on, the new round recorded
    assert logged_systems(event)[3] == "sca"


def _cleared(event: Path, number: int) -> str:
    """Clear the System cell of round ``number``'s pairing row in the Log; the cell's name."""
    book = openpyxl.load_workbook(event)
    log = book["Log"]
    rows = range(2, log.max_row + 1)
    paired = [r for r in rows if log.cell(r, 2).value in ("pair", "re-pair")]
    row = next(r for r in paired if log.cell(r, 3).value == number)
    log.cell(row, SYSTEM_COLUMN).value = None
    book.save(event)
    return f"'Log'!F{row}"


def test_a_system_cell_cleared_among_rows_that_have_it_is_refused(tmp_path: Path) -> None:
    """Review 7 #11: before, the round was read as paired before the record and judged
    under the System cell (here fide-dutch-2026, which did not pair it)."""
    event = _switched(tmp_path)
    _ok("pair", event)
    fill_results(event, 2)
    _set(event, "System", "sca")
    _ok("pair", event)
    fill_results(event, 3)
    cell = _cleared(event, 2)
    before = event.read_bytes()
    for command in (("check",), ("explain", "--round", "2"), ("pair",), ("standings",)):
        refused = swiss(*command, event)
        said = " ".join(refused.output.split())
        assert refused.exit_code == 2, (command, said)
        assert cell in said and "round 2" in said, (command, said)
        assert "type back the system that paired round 2" in said, (command, said)
        assert "Traceback" not in said and "made before the record" not in said, said
    assert event.read_bytes() == before


def test_an_empty_tie_breaks_cell_keeps_the_list_of_the_system_of_round_1(
    tmp_path: Path,
) -> None:
    """Review 7 #7 (C.07 4.1: the ordered list is published before the start): with the
    Tie-breaks cell empty, the list in force is the default of the system that paired round
    1 (the Log), which a System change mid-event does not change; pair's warning says it.
    Before, standings and the export followed the System cell (BH/C1 BH SB WIN, unsaid)."""
    event = _switched(tmp_path)
    _, err = _ok("pair", event)
    said = " ".join(err.split())
    stays = "the tie-breaks stay sca's default, none (places shared), in force since round 1"
    assert stays in said and "type another list in 'Event'!B5" in said, said
    assert any(stays in w for w in logged_warnings(event)), logged_warnings(event)
    fill_results(event, 2)
    out, _ = _ok("standings", event)
    header = next(line for line in out.splitlines() if line.strip().startswith("Rk"))
    assert header.split() == ["Rk", "No.", "Player", "Pts"], header
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    listed = [line for line in trf.read_text().splitlines() if line.startswith("202")]
    assert all("BH" not in line for line in listed), listed
    _set(event, "Tie-breaks", "BH SB")  # a list typed is the list, whatever the system
    out, _ = _ok("standings", event)
    header = next(line for line in out.splitlines() if line.strip().startswith("Rk"))
    assert header.split()[-2:] == ["BH", "SB"], header
