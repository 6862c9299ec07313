"""Start-up: pairing from a TRF loads no Excel, HTML or dataframe library (the import times
are a benchmark, ``benchmarks/startup.py``, not a test)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.paths import DATA, ROOT

HEAVY = ("openpyxl", "pandas", "numpy", "jinja2")
TEAM_TRF = DATA / "olympiad2026_open_round5_SYNTHETIC.trf"
SWISS_TRF = DATA / "individual" / "scotch_cup_after_round3.trf"


def run_and_list_modules(entry: str, *args: str) -> tuple[str, set[str]]:
    """Run the command line ``entry`` (``module:function``) with ``args`` in a fresh
    interpreter; what it printed (stdout, then stderr) and the top-level packages it loaded."""
    module, _, function = entry.partition(":")
    code = (
        "import json, sys\n"
        f"from {module} import {function} as command\n"
        "try:\n"
        f"    command({list(args)!r})\n"
        "except SystemExit as stop:\n"
        "    assert stop.code in (0, 1, None), stop.code\n"
        "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    *output, modules = done.stdout.splitlines()
    return "\n".join([*output, done.stderr]), set(json.loads(modules))


@pytest.mark.parametrize(
    ("entry", "args"),
    [
        ("olympiad.edges.cli.main:main", ("pair", str(TEAM_TRF))),
        ("olympiad.edges.cli.main:main", ("standings", str(TEAM_TRF))),
        ("individual.edges.cli.main:main", ("pair", str(SWISS_TRF))),
        ("individual.edges.cli.main:main", ("check", str(SWISS_TRF))),
    ],
    ids=["olympiad pair", "olympiad standings", "swiss pair", "swiss check"],
)
def test_a_trf_command_loads_no_excel_html_or_dataframe_library(
    entry: str, args: tuple[str, ...]
) -> None:
    output, loaded = run_and_list_modules(entry, *args)
    assert output  # it did its work
    assert loaded & set(HEAVY) == set()


def test_a_workbook_command_still_loads_what_it_needs(tmp_path: object) -> None:
    """The other side of the rule: the bulletin command does load jinja2 when it runs."""
    _, loaded = run_and_list_modules(
        "olympiad.edges.cli.main:main", "bulletin", str(TEAM_TRF), str(tmp_path)
    )
    assert "jinja2" in loaded
