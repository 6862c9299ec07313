"""The ``olympiad`` console script (``pyproject.toml``'s ``[project.scripts]``): the command
line imported and run with the collector's youngest generation collected seldom from the
start (``individual.edges.cli.start``)."""

from __future__ import annotations

from individual.edges.cli.start import run_seldom_collected


def olympiad() -> None:
    """The ``olympiad`` console script: ``olympiad.edges.cli.main.main``."""
    run_seldom_collected("olympiad.edges.cli.main")
