"""An event made by ``swiss init`` or ``swiss generate`` without ``--system`` is a FIDE
(Dutch) System 2026 event, the one Swiss system a FIDE-rated individual event may use
today; the help of both says so and why. Reading a TRF keeps its own default (the system its
record 192 names, ``tests/workflow/test_dutch_trf_default.py``); a workbook keeps the
system it was made for."""

from __future__ import annotations

import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import fill_results, swiss
from tests.swiss_workbook import ok as _ok
from tests.workbook.test_swiss_workbook import write_roster


def test_init_without_system_makes_a_dutch_event(tmp_path: Path) -> None:
    event = tmp_path / "open.xlsx"
    made = _ok("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", 5,
               "--lot", "white")  # fmt: skip
    assert made.splitlines()[0].endswith("5 rounds, fide-dutch-2026"), made
    assert openpyxl.load_workbook(event)["Event"]["B2"].value == "fide-dutch-2026"
    _ok("pair", event)
    fill_results(event, 1)
    _ok("pair", event)
    fill_results(event, 2)
    checked = swiss("check", event)
    assert checked.exit_code == 0, checked.output
    assert "0 differences from fide-dutch-2026" in checked.stdout
    trf = tmp_path / "open.trf"
    _ok("export-trf", event, trf)
    assert "192 FIDE_DUTCH" in trf.read_text().splitlines()


def test_generate_without_system_writes_a_dutch_event() -> None:
    options = ("--players", 12, "--rounds", 3, "--seed", 4)
    plain = swiss("generate", *options)
    assert plain.exit_code == 0, plain.output
    assert "192 FIDE_DUTCH" in plain.stdout.splitlines()
    assert plain.stdout == _ok("generate", "--system", "fide-dutch-2026", *options)


def test_a_workbook_keeps_the_system_it_was_made_for(tmp_path: Path) -> None:
    event = tmp_path / "old.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    _ok("init", roster, event, "--system", "fide-1998", "--rounds", 5, "--lot", "white")
    _ok("pair", event)
    checked = swiss("check", event)
    assert "0 differences from fide-1998" in checked.stdout, checked.output


@pytest.mark.parametrize("command", ["init", "generate"])
def test_the_help_says_the_default_and_why(command: str) -> None:
    said = " ".join(_ok(command, "--help").split())
    said = re.sub(r"- (?=[a-z])", "-", said)  # a line broken after a hyphen
    assert "[default: fide-dutch-2026]" in said, said
    assert "the one Swiss system a FIDE-rated individual event may use" in said, said


def test_explain_names_the_default_of_a_trf() -> None:
    said = " ".join(_ok("explain", "--help").split())
    assert "else fide-1998" not in said and "else fide-dutch-2026" in said, said
