"""Help and version on both command lines (issue 18, item 10)."""

from __future__ import annotations

import importlib.metadata
import re

import click
import pytest
from click.testing import CliRunner

from individual.edges.cli.main import main as swiss_main
from olympiad.edges.cli.main import main as olympiad_main
from tests.paths import ROOT


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


def _options(main: click.Group) -> list[tuple[str, str, click.Option]]:
    """Every option of every subcommand but the hidden ones (kept only for old scripts):
    (command, longest name, option)."""
    found = []
    for name, command in sorted(main.commands.items()):
        for param in command.params:
            if isinstance(param, click.Option) and "--help" not in param.opts and not param.hidden:
                found.append((name, max(param.opts, key=len), param))
    return found


@pytest.mark.parametrize(("main", "name"), [(olympiad_main, "olympiad"), (swiss_main, "swiss")])
def test_every_option_has_help_and_is_in_the_readme(main: click.Group, name: str) -> None:
    """Issue 18, item 10: each option says what it does in --help and the README's
    command reference lists it on the line of its command."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    reference = readme[readme.index("## Commands and options") :].split("\n## ")[0]
    lines = {
        command: next(
            (ln for ln in reference.splitlines() if re.search(rf"`{name} {command}[ `]", ln)), ""
        )
        for command in main.commands
    }
    for command, option, param in _options(main):
        assert param.help, f"{name} {command} {option}: no help"
        assert option in lines[command], f"{name} {command} {option}: not in the README reference"


def test_olympiad_lot_help_says_what_the_engine_does_once() -> None:
    """``olympiad pair EVENT.trf --lot`` said "team 1" where ``olympiad pair EVENT.xlsx``
    and ``init`` said "pairing number 1"; the engine gives the lot to board 1 of pairing
    number 1 (art. 21): one help text, on every command that takes ``--lot``."""
    from olympiad.edges.cli.main import pair as trf_pair
    from olympiad.edges.cli.workbook import init_command
    from olympiad.edges.cli.workbook_side import pair_command

    helps = {
        name: next(p.help for p in command.params if p.name == "lot")
        for name, command in (("trf", trf_pair), ("xlsx", pair_command), ("init", init_command))
    }
    assert len(set(helps.values())) == 1, helps
    said = helps["trf"] or ""
    assert "pairing number 1" in said and "team 1" not in said, said
    assert "XXC/152" in said and "Lot cell" in said, said
