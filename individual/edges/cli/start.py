"""The console scripts (``pyproject.toml``'s ``[project.scripts]``): each imports its command
line and runs it with the cyclic garbage collector's youngest generation collected every
``YOUNGEST`` allocations from the start, as the command boundary runs a command
(``few_collections``). Importing click and a command line makes some 10,000
objects that live as long as the process; with Python's default (every 700 allocations) the
collections of the older generations scanned them all, about 3 ms of ``olympiad pair
EVENT.trf`` (issue 16). Standard library only, and little of it, so that nothing is
imported before the collector is set; the command line is imported by its name, as
``pyproject.toml`` names it (the command boundary it loads takes ``YOUNGEST`` from here)."""

from __future__ import annotations

import atexit
import gc
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib import import_module

YOUNGEST = 200_000
"""Allocations between two collections of the youngest generation while a command line is
imported and its command runs (Python's default: 700). 20,000 until issue 29: a 1,000-player
Dutch round then had 18 collections of the youngest generation and one of the next, which
freed nothing (the engine's values live to the end of the round) and took 30-50 ms of its
0.5 s; at 200,000 two, 4 ms, with the same peak memory (also at 5,000 players: 261 MB)."""


def run_seldom_collected(command_line: str) -> object:
    """Import the module ``command_line`` and run its ``main`` (a click command, or the
    drop-in's function returning its exit code), the youngest generation collected every
    ``YOUNGEST`` allocations; what ``main`` returns; the collector's settings restored
    afterwards, whether it returns or exits. When the process ends, what it still holds is
    frozen first (``atexit``): the interpreter's last collection would scan it all (the
    event, the engine's values, the modules: about 25 ms of a 1,000-player Dutch round,
    issue 29) to find no garbage worth finding, as the operating system takes the memory
    back at once."""
    threshold = gc.get_threshold()
    gc.set_threshold(YOUNGEST, *threshold[1:])
    atexit.register(gc.freeze)  # at the end, nothing left for a last scan
    try:
        main: Callable[[], object] = import_module(command_line).main
        return main()
    finally:
        gc.set_threshold(*threshold)


def swiss() -> None:
    """The ``swiss`` console script: ``individual.edges.cli.main.main``."""
    run_seldom_collected("individual.edges.cli.main")


def swiss_engine() -> None:
    """The ``swiss-engine`` console script: ``individual.edges.cli.dropin.main``, its exit
    code the process's."""
    code = run_seldom_collected("individual.edges.cli.dropin")
    sys.exit(code if isinstance(code, int) else 2)  # the drop-in returns its exit code


@contextmanager
def few_collections() -> Iterator[None]:
    """Run a command with what is loaded so far frozen (the collector no longer scans the
    modules' objects, which live as long as the process) and the youngest generation
    collected every ``YOUNGEST`` allocations (as the console scripts import the command
    line); the collector's settings restored afterwards (a test runs many commands in one
    process). The command boundary (``individual.edges.cli.errors``) and ``swiss-engine``
    (``individual.edges.cli.dropin``) run every command so. A command is a short process
    that makes few reference cycles: the collections were about 5% of ``olympiad pair
    EVENT.trf`` (issue 16), and what a longer one makes is still collected."""
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(YOUNGEST, *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()
