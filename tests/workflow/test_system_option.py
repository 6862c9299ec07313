"""Both command lines name the pairing system the same way: ``--system`` (``swiss generate
--system fide-dutch-2026``, ``olympiad generate --system fide-team-2026``), on every
command that takes one; ``olympiad``'s first name for it, ``--ruleset``, still works, so
scripts written for it do not break. The choices of ``generate`` on both come from the
one System registry (``rulesets.systems``): the rulesets of that side whose system
generates events."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from individual.edges.cli.main import main as swiss_main
from individual.swiss.ruleset import SwissRuleset
from olympiad.edges.cli.main import main as olympiad_main
from rulesets.swiss import SWISS_RULESETS
from rulesets.systems import INDIVIDUAL, SYSTEMS, TEAM, Side, ruleset_names
from rulesets.team import TEAM_RULESETS
from tests.swiss_workbook import plan_rounds, swiss


def olympiad(*args: object) -> Result:
    return CliRunner().invoke(olympiad_main, [str(a) for a in args])


def _generating(side: Side) -> list[str]:
    """The rulesets of ``side`` whose registered system generates events."""
    named = TEAM_RULESETS if side == TEAM else SWISS_RULESETS
    return sorted(
        name
        for name, ruleset in named.items()
        if SYSTEMS[ruleset.engine].side == side and SYSTEMS[ruleset.engine].generates
    )


def test_olympiad_generate_takes_system_and_still_ruleset(tmp_path: Path) -> None:
    options = ("--teams", 6, "--rounds", 3, "--played", 2, "--seed", 5)
    by_system, by_ruleset = tmp_path / "system.trf", tmp_path / "ruleset.trf"
    made = olympiad("generate", "--system", "fide-team-2026", *options, "-o", by_system)
    assert made.exit_code == 0, made.output
    old = olympiad("generate", "--ruleset", "fide-team-2026", *options, "-o", by_ruleset)
    assert old.exit_code == 0, old.output
    assert by_system.read_text() == by_ruleset.read_text()
    assert any(line.startswith("192 FIDE_TEAM") for line in by_system.read_text().splitlines())

    paired = olympiad("pair", by_system, "--system", "olympiad-2022")
    assert paired.exit_code == 0, paired.output
    assert paired.stdout == olympiad("pair", by_system, "--ruleset", "olympiad-2022").stdout


def _commands(group: click.Group) -> dict[str, click.Command]:
    context = click.Context(group)
    return {name: group.get_command(context, name) for name in group.list_commands(context)}  # type: ignore[misc]


@pytest.mark.parametrize(("group", "alias"), [(olympiad_main, True), (swiss_main, False)])
def test_every_command_choosing_a_system_names_it_system(group: click.Group, alias: bool) -> None:
    chosen = {
        name: option.opts + option.secondary_opts
        for name, command in _commands(group).items()
        for option in command.params
        if isinstance(option, click.Option) and {"--system", "--ruleset"} & set(option.opts)
    }
    assert "generate" in chosen and "init" in chosen and "pair" in chosen, chosen
    expected = ["--system", "--ruleset"] if alias else ["--system"]
    assert {name: opts for name, opts in chosen.items() if opts != expected} == {}


def test_the_olympiad_help_documents_the_alias() -> None:
    said = " ".join(olympiad("generate", "--help").output.split())
    assert "--system, --ruleset" in said, said
    assert "--ruleset: the earlier name" in said, said


GENERATE = ("--teams", 4, "--rounds", 2, "-o", "never.trf")


@pytest.mark.parametrize(("run", "side", "other", "more"), [
    (olympiad, TEAM, "fide-dutch-2026", GENERATE), (swiss, INDIVIDUAL, "fide-team-2026", ()),
])  # fmt: skip
def test_generate_offers_the_registered_systems_of_its_side(
    run: Callable[..., Result], side: Side, other: str, more: tuple[object, ...]
) -> None:
    refused = run("generate", "--system", other, *more)
    assert refused.exit_code == 2, refused.output
    said = " ".join(refused.output.split())
    assert f"'{other}' is not " in said, said  # "one of 'a', 'b'", or "'a'" for one choice
    offered = said.split(f"'{other}' is not ", 1)[1]
    every = _generating(TEAM) + _generating(INDIVIDUAL)
    assert [name for name in every if f"'{name}'" in offered] == _generating(side), offered


def test_swiss_system_named_by_hand_is_one_of_the_registry_s(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``--system`` typed on a command that takes any name (``swiss pair FILE.trf``) is
    looked up in the one registry, as ``init``'s choices are (``Systems``): a ruleset whose
    system is not registered is refused, exit 2, and the choices named are the registry's
    individual ones (``rulesets.systems.ruleset_names``)."""
    trf = tmp_path / "event.trf"
    made = swiss("generate", "--players", 8, "--rounds", 2, "-o", trf)
    assert made.exit_code == 0, made.output
    plan_rounds(trf, 3)
    unregistered = SwissRuleset("unregistered", "No system of ours", engine="unregistered")
    monkeypatch.setitem(SWISS_RULESETS, "unregistered", unregistered)
    for name in ("unregistered", "dutch-2099"):
        refused = swiss("pair", trf, "--system", name)
        assert refused.exit_code == 2, refused.output
        assert isinstance(refused.exception, SystemExit)  # a message, no traceback
        said = " ".join(refused.output.split())
        listed = ruleset_names(INDIVIDUAL)
        assert f"'{name}' (choose from {', '.join(listed)})" in said, said
        assert "unregistered" not in listed and "fide-dutch-2026" in listed, listed
