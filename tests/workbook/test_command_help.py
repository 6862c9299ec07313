"""Help and version on both command lines (issue 18, item 10)."""

from __future__ import annotations

import importlib.metadata

import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main as swiss_main
from olympiad.edges.cli.main import main as olympiad_main


@pytest.mark.parametrize(("main", "name"), [(olympiad_main, "olympiad"), (swiss_main, "swiss")])
def test_version_and_short_help(main: object, name: str) -> None:
    runner = CliRunner()
    version = runner.invoke(main, ["--version"], prog_name=name)  # type: ignore[arg-type]
    assert version.exit_code == 0, version.output
    number = importlib.metadata.version("olympiad-pairings")
    assert version.stdout.strip() == f"{name}, version {number}"
    short = runner.invoke(main, ["-h"], prog_name=name)  # type: ignore[arg-type]
    long = runner.invoke(main, ["--help"], prog_name=name)  # type: ignore[arg-type]
    assert short.exit_code == 0 and short.stdout == long.stdout
    sub = runner.invoke(main, ["standings", "-h"])  # type: ignore[arg-type]
    assert sub.exit_code == 0 and "Usage:" in sub.stdout
