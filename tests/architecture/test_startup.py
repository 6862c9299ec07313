"""Start-up: pairing from a TRF loads no Excel, HTML or dataframe library, nor the modules of
the commands it does not run (the import times are a benchmark, ``benchmarks/startup.py``
and ``benchmarks/fideteam_speed.py``, not a test)."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.paths import DATA, ROOT
from tests.swiss_workbook import plan_rounds

HEAVY = ("openpyxl", "pandas", "numpy", "jinja2")
TEAM_TRF = DATA / "olympiad2026_open_round5_SYNTHETIC.trf"
SWISS_TRF = DATA / "individual" / "scotch_cup_after_round3.trf"
FIDE_TEAM_TRF = ROOT / "tests" / "fideteam" / "data" / "c6_round7_following_became_upfloaters.trf"
NOT_FOR_A_TRF_PAIRING = (
    "olympiad.edges.cli.check",  # the other commands of the olympiad command line
    "olympiad.edges.cli.bulletin",
    "olympiad.edges.cli.workbook",  # the workbook's own commands (init, explain, demo...)
    "individual.edges.cli.versions",
    "olympiad.engine.pairing",  # the Olympiad engine: a C.04.6 event does not use it
    "socket",  # who holds a workbook's lock: no workbook is opened
    "getpass",
    "fcntl",  # the lock itself: taken only when a workbook is opened
    "individual.edges.trf.dates",  # the file has no date record (042, 052, 132)
    "encodings.utf_8_sig",  # a byte order mark is dropped without that codec
    "tempfile",  # the files a command writes: it writes none
    "shlex",  # the next step a workbook command suggests, quoted for a shell
)
DUTCH_TRF = ROOT / "tests" / "dutch" / "files" / "tpn_paired_before_absent_round2.trf"
NOT_FOR_A_DUTCH_PAIRING = (
    "individual.british",  # the British engines and the records only they read (XXK, XXS...)
    "individual.edges.trf.british",
    "individual.check.british",  # the British systems' costing judge
    "individual.fide1998",  # the FIDE 1998 engine and its criteria
    "individual.check.fide",  # the replay checker's judges: swiss check's
    "individual.generate",  # the random events of 'swiss generate'
    "individual.standings",  # the standings and their tie-breaks
    "individual.edges.cli.workbook",  # the workbook's own commands (init, standings...)
    "importlib.metadata",  # the program's version: read for --version and -r alone
)


WATCH_THE_COLLECTOR = (
    "before = (gc.get_threshold(), gc.get_freeze_count())\n"
    "older = []\n"
    "gc.callbacks.append(lambda phase, info: phase == 'start' and info['generation'] > 0\n"
    "                    and older.append(info['generation']))\n"
)
"""Code that records each collection of the older generations started from then on
(``older``) and the collector's settings (``before``)."""
COLLECTOR_SEEN = "[older, before == (gc.get_threshold(), gc.get_freeze_count())]"
"""What ``WATCH_THE_COLLECTOR`` saw: the older generations collected, settings restored."""


@pytest.fixture(scope="module")
def c046_trf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``FIDE_TEAM_TRF`` with an eighth round planned: its seven are all paired, and
    ``olympiad pair`` does not pair past the last round."""
    path = tmp_path_factory.mktemp("c046") / FIDE_TEAM_TRF.name
    path.write_bytes(FIDE_TEAM_TRF.read_bytes())
    return plan_rounds(path, 8)


def run_and_list_modules(entry: str, *args: str) -> tuple[str, set[str]]:
    """Run the command line ``entry`` (``module:function``) with ``args`` in a fresh
    interpreter; what it printed (stdout, then stderr) and the top-level packages it loaded."""
    output, loaded = run_and_list_all_modules(entry, *args)
    return output, {m.split(".")[0] for m in loaded}


def run_and_list_all_modules(entry: str, *args: str) -> tuple[str, set[str]]:
    """``run_and_list_modules`` with every module loaded, by its full name."""
    module, _, function = entry.partition(":")
    code = (
        "import json, sys\n"
        f"from {module} import {function} as command\n"
        "try:\n"
        f"    command({list(args)!r})\n"
        "except SystemExit as stop:\n"
        "    assert stop.code in (0, 1, None), stop.code\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    output, errors, modules = run_python(code)
    return "\n".join([*output, errors]), set(modules)


def run_python(code: str) -> tuple[list[str], str, Any]:
    """Run ``code`` in a fresh interpreter from the repository: the lines it printed before
    its last, its stderr, and that last line read as JSON."""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    *output, last = done.stdout.splitlines()
    return output, done.stderr, json.loads(last)


def pair_c046_and_read(trf: Path, before: str, after: str) -> Any:
    """``olympiad pair`` of the C.04.6 TRF ``trf`` in a fresh interpreter, ``before`` run
    first (after the command line is imported, with ``gc``, ``json``, ``re`` and ``click``),
    and the value of the expression ``after`` once it has paired."""
    code = (
        "import gc, json, re, click\n"
        "from olympiad.edges.cli.main import main\n"
        f"{before}"
        "try:\n"
        f"    main(['pair', {str(trf)!r}])\n"
        "except SystemExit as stop:\n"
        "    assert stop.code in (0, None), stop.code\n"
        f"print(json.dumps({after}))\n"
    )
    output, _, value = run_python(code)
    assert output[0].isdigit()  # it paired
    return value


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


def test_pairing_a_c046_trf_loads_only_what_that_command_needs(c046_trf: Path) -> None:
    """``olympiad pair EVENT.trf`` of a C.04.6 event (record 192 FIDE_TEAM_...): the TRF
    reader, the C.04.6 engine and the command line, not the other commands, the Olympiad
    engine, the workbook lock or the writers' temporary files (issue 16: the whole process
    is what a user waits for)."""
    output, loaded = run_and_list_all_modules("olympiad.edges.cli.main:main", "pair", str(c046_trf))
    assert output.split()[0].isdigit()  # it paired: the number of matches first
    assert "olympiad.fideteam.pairing" in loaded
    assert loaded & set(NOT_FOR_A_TRF_PAIRING) == set()


@pytest.mark.parametrize(
    ("entry", "args", "also"),
    [
        ("individual.edges.cli.main:main", ("pair", str(DUTCH_TRF)), ()),
        (
            "individual.edges.cli.dropin:main",
            ("--dutch", str(DUTCH_TRF), "-p", "{out}"),
            ("click",),  # the drop-in reads its own command line
        ),
    ],
    ids=["swiss pair", "swiss-engine -p"],
)
def test_pairing_a_dutch_trf_loads_only_what_that_command_needs(
    entry: str, args: tuple[str, ...], also: tuple[str, ...], tmp_path: Path
) -> None:
    """``swiss pair EVENT.trf`` and ``swiss-engine --dutch EVENT.trf -p OUT`` of a FIDE
    (Dutch) event: the TRF reader, the Dutch engine and the command line, not the other
    engines, the standings, the workbook's commands or the package's metadata (issue 29: one
    1,000-player round is a whole process, and every module it loads is part of it); the
    drop-in not click either."""
    out = tmp_path / "pairing.txt"
    output, loaded = run_and_list_all_modules(entry, *(a.format(out=out) for a in args))
    assert (output.split() or out.read_text().split())[0].isdigit()  # it paired
    assert "individual.dutch.pairing" in loaded
    assert set(also) & loaded == set()
    assert {
        m for m in loaded if f"{m}.".startswith(tuple(f"{n}." for n in NOT_FOR_A_DUTCH_PAIRING))
    } == set()


def test_a_workbook_command_still_loads_what_it_needs(tmp_path: object) -> None:
    """The other side of the rule: the bulletin command does load jinja2 when it runs."""
    _, loaded = run_and_list_modules(
        "olympiad.edges.cli.main:main", "bulletin", str(TEAM_TRF), str(tmp_path)
    )
    assert "jinja2" in loaded


def test_pairing_a_trf_without_dates_compiles_no_date_pattern(c046_trf: Path) -> None:
    """The date patterns of ``individual.edges.trf.dates`` are compiled when a date record
    (042, 052, 132) is read, not at import: the C.04.6 checker file has none (issue 16)."""
    from individual.edges.trf import dates

    patterns = pair_c046_and_read(
        c046_trf, "", "[key[1] for key in re._cache if isinstance(key[1], str)]"
    )
    assert c046_trf.read_text().count("\n132") == 0  # no dates in the file
    date_patterns = {getattr(p, "pattern", p) for p in (dates._ISO, dates._DOTTED, dates._SHORT)}
    assert set(patterns) & date_patterns == set()


def test_a_c046_round_of_small_brackets_loads_no_compiled_matching(tmp_path: Path) -> None:
    """The 60-team event of ``benchmarks/fideteam_speed.py`` (seed 7, round 7 of 9): the
    brackets its pairing needs a least-cost search for hold at most
    ``olympiad.fideteam.bracket.SEARCHED`` teams, so they are searched whole and the
    compiled matching (rustworkx) is not loaded (issue 16)."""
    event = tmp_path / "event.trf"
    generate = ("--teams", "60", "--rounds", "9", "--played", "6", "--seed", "7")
    run_and_list_all_modules(
        "olympiad.edges.cli.main:main", "generate", *generate, "-o", str(event)
    )
    output, loaded = run_and_list_all_modules("olympiad.edges.cli.main:main", "pair", str(event))
    assert output.split()[0] == "30"  # it paired: 30 matches
    assert "olympiad.fideteam.bracket" in loaded
    assert "rustworkx" not in loaded


def test_a_command_runs_without_scanning_what_the_command_line_loaded(c046_trf: Path) -> None:
    """A command runs with what the command line had loaded frozen out of the cyclic garbage
    collector and its youngest generation collected seldom: ``olympiad pair`` of a C.04.6
    TRF starts no collection of the older generations (each scanned every module's objects:
    several milliseconds of a 0.15 s process, issue 16), and the collector's settings are
    those of before once the command has run."""
    result = pair_c046_and_read(c046_trf, WATCH_THE_COLLECTOR, COLLECTOR_SEEN)
    assert result == [[], True]


def script_args(script: str, c046_trf: Path, swiss_trf: Path) -> tuple[str, ...]:
    """The arguments a console-script test runs ``script`` with: a round of ``c046_trf``
    (``olympiad``), of ``swiss_trf`` (``swiss``) or of the Dutch file (``swiss-engine``)."""
    if script == "swiss-engine":
        return ("--dutch", str(DUTCH_TRF), "-p")
    return ("pair", str(c046_trf if script == "olympiad" else swiss_trf))


def console_script(script: str, args: tuple[str, ...], before: str, after: str) -> str:
    """Code running the console script ``script`` (as ``pyproject.toml`` names it) with
    ``args``: ``before`` first (with ``atexit``, ``gc``, ``json`` and ``sys`` imported),
    ``after`` once it has run."""
    entry = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"][script]
    module, _, function = entry.partition(":")
    return (
        f"import atexit, gc, json, sys\n{before}"
        f"sys.argv = [{script!r}, *{list(args)!r}]\n"
        f"from {module} import {function} as script\n"
        "try:\n"
        "    script()\n"
        "except SystemExit as stop:\n"
        f"    assert stop.code in (0, None), stop.code\n{after}"
    )


@pytest.mark.parametrize("script", ["olympiad", "swiss", "swiss-engine"])
def test_a_console_script_imports_its_command_line_without_scanning_it(
    script: str, c046_trf: Path
) -> None:
    """The console script (``pyproject.toml``'s ``[project.scripts]``) holds the collector's
    youngest generation at the command boundary's ``YOUNGEST`` allocations from its start:
    importing click and the command line (some 10,000 objects that live as long as the
    process) starts no collection of the older generations, which scanned them all (about
    3 ms of ``olympiad pair EVENT.trf``, issue 16); the collector's settings are those of
    before once the command has run."""
    seen = f"print(json.dumps({COLLECTOR_SEEN}))\n"
    args = script_args(script, c046_trf, SWISS_TRF)
    output, _, result = run_python(console_script(script, args, WATCH_THE_COLLECTOR, seen))
    assert output  # it paired
    assert result == [[], True]


@pytest.mark.parametrize("script", ["olympiad", "swiss", "swiss-engine"])
def test_a_console_script_ends_without_a_last_scan_of_what_it_holds(
    script: str, c046_trf: Path
) -> None:
    """When the process ends, the interpreter's last collection has nothing to scan: the
    console script freezes what is left (the event, the engine's values, the modules) as it
    exits, and the operating system takes the memory back at once (issue 29: that last scan
    was about 25 ms of a 1,000-player Dutch round). The count is taken by the first
    ``atexit`` function registered, so the last to run."""
    count = "atexit.register(lambda: print(len(gc.get_objects()), flush=True))\n"
    code = console_script(script, script_args(script, c046_trf, DUTCH_TRF), count, "")
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    *paired, left = done.stdout.splitlines()
    assert paired  # it paired
    assert int(left) < 100  # objects the collector would scan (thousands before)


def test_a_trf_pairing_builds_no_other_command(c046_trf: Path) -> None:
    """``olympiad pair EVENT.trf`` builds the click command it runs (its TRF and workbook
    sides and the two joined), not the other commands with their options (``generate``,
    ``init``, ...: each loaded when named, issue 16). ``standings`` is the exception: its two
    sides sit beside ``pair``'s, one argument and one option."""
    built = pair_c046_and_read(
        c046_trf, "", "sorted(c.name for c in gc.get_objects() if isinstance(c, click.Command))"
    )
    assert built.count("pair") == 3  # the TRF side, the workbook side, joined
    assert set(built) == {"main", "pair", "standings"}


READERS = (
    "individual.edges.roster.players",  # a swiss roster (.xlsx, .csv)
    "olympiad.edges.roster.read",  # a team roster
    "individual.edges.trf.read",  # a swiss TRF
    "individual.edges.trf.british",  # its British extension records (clubs, schools, options)
    "olympiad.edges.trf.read",  # a team TRF
    "individual.edges.workbook.book",  # the swiss workbook
    "olympiad.edges.workbook.book",  # the team workbook
)
ENGINES = (
    "individual.british.caa2009",
    "individual.british.schools",
    "individual.british.levels",
    "individual.british.relaxed",
    "individual.matching",
    "individual.fide1998.pairing",
    "individual.generate",
    "olympiad.engine.pairing",
    "olympiad.fideteam.pairing",
)
"""The pairing engines, their solvers and the generator: no reader needs them."""


def test_reading_a_roster_a_workbook_or_a_trf_loads_no_engine_nor_solver() -> None:
    """Issue 28: the values a reader gives (``individual.british.extras``: the British
    systems' options and inputs, a generated event's affiliations, rule 3's check) are not
    in the engine modules, so reading a file loads no engine and no rustworkx."""
    imports = "".join(f"import {module}\n" for module in READERS)
    _, _, loaded = run_python(f"import json, sys\n{imports}print(json.dumps(sorted(sys.modules)))")
    engines = {m for m in loaded if m == "rustworkx" or m.startswith(ENGINES)}
    assert not engines, sorted(engines)
