"""The walk of one command (issue 28): how often pairing a round goes back and forth
between the project's files.

Traces one team ``olympiad pair EVENT.xlsx`` and one ``swiss pair EVENT.xlsx`` (the
workbook read to the round sheet written) with ``sys.setprofile``. A *stop* is an entry
into a project file along the call trace (each call of a function defined in a project
file; consecutive calls into the same file are one stop); a *return* is a stop at a file
the walk had already left. Imports are done before the trace (a first command on another
copy), so only the command's own walk is counted.

    python scripts/walk.py          # the figures of both commands
    python scripts/walk.py --trail  # and each command's stops, file by file
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
_PACKAGES = ("individual", "olympiad", "rulesets")


@dataclass(frozen=True)
class Walk:
    """The project files entered, in order, consecutive repeats collapsed."""

    stops: tuple[str, ...]

    @property
    def returns(self) -> int:
        """Stops at a file already left."""
        seen: set[str] = set()
        count = 0
        for stop in self.stops:
            count += stop in seen
            seen.add(stop)
        return count

    def by_room(self) -> Walk:
        """The same walk with each file counted as the room (folder) it is in:
        ``olympiad.edges.workbook.book`` as ``olympiad.edges.workbook``."""
        rooms = [stop.rpartition(".")[0] or stop for stop in self.stops]
        return Walk(tuple(r for i, r in enumerate(rooms) if i == 0 or rooms[i - 1] != r))

    def ping_pong(self) -> Counter[tuple[str, str]]:
        """The pairs of files the walk goes back and forth between (a return to the file
        left just before), most frequent first."""
        pairs: Counter[tuple[str, str]] = Counter()
        for before, here, after in zip(self.stops, self.stops[1:], self.stops[2:], strict=False):
            if before == after:
                pairs[tuple(sorted((before, here)))] += 1  # type: ignore[index]
        return pairs


def _module(filename: str) -> str | None:
    """The project module a code object comes from, ``None`` outside the project."""
    try:
        relative = Path(filename).resolve().relative_to(ROOT)
    except ValueError:
        return None
    if relative.parts[0] not in _PACKAGES:
        return None
    return ".".join(relative.with_suffix("").parts).removesuffix(".__init__")


def _is_edge(module: str) -> bool:
    """A module of the edges (workbook, TRF, command line) or the registries: the rooms a
    command walks through; the pure core below them counts as the one stop it is entered at."""
    return ".edges." in f".{module}." or module.startswith("rulesets")


def trace(action: Callable[[], object]) -> Walk:
    """The walk of ``action()``: the first call of each function from each calling
    function (a loop over cells is one walk, not one per cell), made from an edge module
    (or the command itself: code outside the project)."""
    stops: list[str] = []
    modules: dict[str, str | None] = {}
    seen: set[tuple[object, object]] = set()

    def module_of(filename: str) -> str | None:
        if filename not in modules:
            modules[filename] = _module(filename)
        return modules[filename]

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event != "call" or frame.f_back is None:
            return
        module = module_of(frame.f_code.co_filename)
        caller = module_of(frame.f_back.f_code.co_filename)
        if module is None or (caller is not None and not _is_edge(caller)):
            return
        call = (frame.f_back.f_code, frame.f_code)
        if call in seen:
            return
        seen.add(call)
        if not stops or stops[-1] != module:
            stops.append(module)

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return Walk(tuple(stops))


def _run(main: Any, args: list[str]) -> None:
    """``main(args)``, its output discarded; a failure stops the measure."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        main(args, standalone_mode=False)


def team_pair(folder: Path) -> Walk:
    """``olympiad pair`` of round 2 of the demo workbook (round 1 played)."""
    from olympiad.edges.cli.main import main
    from olympiad.edges.cli.workbook import read_roster_teams
    from olympiad.edges.workbook.demo import SEED, play_round, start_demo

    workbook, _ = start_demo(folder / "team", read_roster_teams)
    play_round(workbook, random.Random(SEED))
    spare = folder / "spare.xlsx"
    shutil.copyfile(workbook, spare)
    _run(main, ["pair", str(spare)])  # the imports, before the trace
    return trace(lambda: _run(main, ["pair", str(workbook)]))


def swiss_pair(folder: Path) -> Walk:
    """``swiss pair`` of round 2 of a 40-player workbook (round 1 played)."""
    import openpyxl  # type: ignore[import-untyped]

    from individual.edges.cli.main import main

    roster = folder / "players.csv"
    lines = ["Name,Rating,Federation"]
    lines += [f"Player {n:02},{2400 - 13 * n},ENG" for n in range(1, 41)]
    roster.write_text("\n".join(lines) + "\n", encoding="utf-8")
    workbook = folder / "swiss.xlsx"
    _run(main, ["init", str(roster), str(workbook), "--system", "fide-1998", "--rounds", "5",
                "--lot", "white"])  # fmt: skip
    _run(main, ["pair", str(workbook)])
    book = openpyxl.load_workbook(workbook)
    sheet = book["Round 1"]
    header = _header_row(sheet)
    column = [c.value for c in sheet[header]].index("Result") + 1
    results = ("1-0", "0-1", "½-½")
    for row in range(header + 1, sheet.max_row + 1):
        if isinstance(sheet.cell(row, 1).value, int) and sheet.cell(row, column).value is None:
            sheet.cell(row, column).value = results[row % 3]
    book.save(workbook)
    spare = folder / "spare-swiss.xlsx"
    shutil.copyfile(workbook, spare)
    _run(main, ["pair", str(spare)])
    return trace(lambda: _run(main, ["pair", str(workbook)]))


def _header_row(sheet: Any) -> int:
    for row in range(1, sheet.max_row + 1):
        if sheet.cell(row, 1).value == "Board":
            return row
    raise SystemExit("no header row in 'Round 1'")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trail", action="store_true", help="print each command's stops")
    parser.add_argument("--rooms", action="store_true", help="count rooms (folders), not files")
    shown = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name, walk in (("olympiad pair", team_pair(Path(tmp))),
                           ("swiss pair", swiss_pair(Path(tmp)))):  # fmt: skip
            walk = walk.by_room() if shown.rooms else walk
            print(f"{name}: {len(walk.stops)} stops, {walk.returns} returns")
            for (a, b), count in walk.ping_pong().most_common(3):
                print(f"  ping-pong {a} <-> {b}: {count}")
            if shown.trail:
                for stop in walk.stops:
                    print(f"    {stop}")


if __name__ == "__main__":
    main()
