"""The console scripts (``pyproject.toml``'s ``[project.scripts]``): each imports its command
line and runs it with the cyclic garbage collector's youngest generation collected every
``YOUNGEST`` allocations from the start, as the command boundary runs a command
(``individual.edges.cli.errors``). Importing click and a command line makes some 10,000
objects that live as long as the process; with Python's default (every 700 allocations) the
collections of the older generations scanned them all, about 3 ms of ``olympiad pair
EVENT.trf`` (issue 16). Standard library only, and little of it, so that nothing is
imported before the collector is set; the command line is imported by its name, as
``pyproject.toml`` names it (the command boundary it loads takes ``YOUNGEST`` from here)."""

from __future__ import annotations

import gc
from collections.abc import Callable
from importlib import import_module

YOUNGEST = 20_000
"""Allocations between two collections of the youngest generation while a command line is
imported and its command runs (Python's default: 700)."""


def run_seldom_collected(command_line: str) -> None:
    """Import the module ``command_line`` and run its click command ``main``, the youngest
    generation collected every ``YOUNGEST`` allocations; the collector's settings restored
    afterwards, whether it returns or exits."""
    threshold = gc.get_threshold()
    gc.set_threshold(YOUNGEST, *threshold[1:])
    try:
        main: Callable[[], object] = import_module(command_line).main
        main()
    finally:
        gc.set_threshold(*threshold)


def swiss() -> None:
    """The ``swiss`` console script: ``individual.edges.cli.main.main``."""
    run_seldom_collected("individual.edges.cli.main")
