"""A TRF's forbidden pairs (records 260, ``XXP``) and acceleration (records 250, ``XXA``, a
``_BAKU`` code in record 192) are honoured or refused, never dropped: paired, checked or
explained under a system that does not take them (``--system``, or the one record 192
names) the file is refused naming the record's line, in the words the workbook uses for
its ``Acceleration`` and ``Forbidden pairs`` cells (tests/workflow/test_requests_refused.py),
with exit 2 and nothing written."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.swiss_workbook import swiss
from tests.workflow.test_dutch_workbook_requests import _event, _set
from tests.workflow.test_requests_refused import OTHERS

RECORDS = {
    "260 001 005    1    7": "Forbidden pairs",
    "XXP 1 7": "Forbidden pairs",
    "250       1.0 001 002    1    4": "Acceleration",
    "XXA    1  1.0  1.0": "Acceleration",
}


def _generated(tmp_path: Path, system: str, *records: str, code: str = "") -> tuple[Path, int]:
    """A generated event of ``system``, one round of five played, with ``records`` after
    its head (record 192 replaced by ``code`` when given); the file and the first
    record's line."""
    made = tmp_path / "made.trf"
    generated = swiss("generate", "--system", system, "--players", "12", "--rounds", "5",
                      "--played", "1", "--output", made)  # fmt: skip
    assert generated.exit_code == 0, generated.output
    lines = made.read_text().splitlines()
    if code:
        lines = [f"192 {code}" if line[:3] == "192" else line for line in lines]
    at = next(i for i, line in enumerate(lines) if line[:3] == "001")
    lines[at:at] = records
    path = tmp_path / "event.trf"
    path.write_text("\n".join(lines) + "\n")
    return path, at + 1


def _refused(path: Path, command: str, *options: object) -> str:
    """``swiss COMMAND path OPTIONS`` refused with exit 2, the file unchanged and no output
    file written; its stderr."""
    before = path.read_bytes()
    out = path.with_name("out.txt")
    more = ("-o", out) if command == "pair" else ("--round", "1") if command == "explain" else ()
    refused = swiss(command, path, *options, *more)
    assert refused.exit_code == 2, refused.output
    assert "Traceback" not in refused.output and refused.stdout == "", refused.output
    assert path.read_bytes() == before and not out.exists()
    return refused.stderr


@pytest.mark.parametrize(("record", "label"), RECORDS.items())
@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_a_request_record_under_another_system_is_refused(
    tmp_path: Path, record: str, label: str, command: str
) -> None:
    path, line = _generated(tmp_path, "fide-dutch-2026", record)
    said = _refused(path, command, "--system", "fide-1998")
    expected = (f"{path}, line {line}: record {record[:3]}: {label}: the system fide-1998 "
                f"(--system) does not take it (only fide-dutch-2026 does)")  # fmt: skip
    assert expected in said, said


@pytest.mark.parametrize("system", OTHERS)
def test_no_system_that_cannot_honour_them_pairs_the_file(tmp_path: Path, system: str) -> None:
    path, line = _generated(tmp_path, "fide-dutch-2026", "260 001 005    1    7")
    said = _refused(path, "pair", "--system", system)
    assert f"line {line}: record 260: Forbidden pairs: the system {system} (--system)" in said


def test_the_system_record_192_names_is_said_so(tmp_path: Path) -> None:
    path, line = _generated(tmp_path, "fide-1998", "XXP 1 7")
    said = _refused(path, "check")
    assert f"line {line}: record XXP: Forbidden pairs: the system fide-1998 (record 192)" in said


def test_a_baku_code_under_another_system_is_refused(tmp_path: Path) -> None:
    path, _ = _generated(tmp_path, "fide-dutch-2026", code="FIDE_DUTCH_BAKU")
    said = _refused(path, "pair", "--system", "caa-2009")
    assert "line 2: record 192: Acceleration: the system caa-2009 (--system)" in said, said


def test_every_record_is_named(tmp_path: Path) -> None:
    path, line = _generated(tmp_path, "fide-dutch-2026", *RECORDS)
    said = _refused(path, "pair", "--system", "sca").splitlines()
    lines = [f"line {line + i}: record {record[:3]}" for i, record in enumerate(RECORDS)]
    assert all(any(n in s for s in said) for n in lines), said


def test_the_file_and_the_workbook_say_it_in_the_same_words(tmp_path: Path) -> None:
    path, _ = _generated(tmp_path, "fide-dutch-2026", "260 001 005    1    7")
    from_file = _refused(path, "pair", "--system", "fide-1998")
    event = _event(tmp_path)
    _set(event, "Forbidden pairs", "1 7")
    from_book = swiss("pair", event, "--system", "fide-1998").stderr
    words = "Forbidden pairs: the system fide-1998 (--system) does not take it (only "
    said = [s.partition(words)[2] for s in (from_file, from_book)]
    assert said[0] and said[0].split(":")[0] == said[1].split(":")[0], said


@pytest.mark.parametrize("record", RECORDS)
def test_the_system_that_takes_them_pairs(tmp_path: Path, record: str) -> None:
    path, _ = _generated(tmp_path, "fide-dutch-2026", record)
    paired = swiss("pair", path)
    assert paired.exit_code == 0, paired.output
