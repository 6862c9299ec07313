"""The one command-line boundary of the project: how every command reports the errors of
the error tree.

``CommandGroup`` is the click group both ``olympiad`` and ``swiss`` are: a
``PairingSystemError`` raised anywhere below a command (reading a file, pairing, writing)
prints its message on stderr and exits with the error's ``exit_code`` (2 for input errors,
3 for a round that cannot be paired). No command catches them itself. The workbooks a
command opens are locked until it ends (``individual.edges.workbook.lock``). A command runs
with the cyclic garbage collector seldom at work (``individual.edges.cli.start.few_collections``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import click

from individual.edges.cli.start import few_collections
from individual.vocabulary.errors import PairingSystemError


class CommandGroup(click.Group):
    """A click group whose commands' ``PairingSystemError`` become a message and an exit code.

    ``read_only``: the names of its commands that only read a workbook (they take no lock
    to open one: ``individual.edges.workbook.lock.read_only``)."""

    def __init__(self, *args: Any, read_only: Iterable[str] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.read_only = frozenset(read_only)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name, command, rest = super().resolve_command(ctx, args)
        if name in self.read_only:
            from individual.edges.workbook.lock import read_only

            read_only()
        return name, command, rest

    def invoke(self, ctx: click.Context) -> Any:
        from individual.edges.workbook.lock import command_locks

        try:
            with command_locks(), few_collections():
                return super().invoke(ctx)
        except PairingSystemError as error:
            click.echo(str(error), err=True)
            ctx.exit(error.exit_code)
