"""The one command-line boundary of the project: how every command reports the errors of
the error tree.

``CommandGroup`` is the click group both ``olympiad`` and ``swiss`` are: a
``PairingSystemError`` raised anywhere below a command (reading a file, pairing, writing)
prints its message on stderr and exits with the error's ``exit_code`` (2 for input errors,
3 for a round that cannot be paired). No command catches them itself. The workbooks a
command opens are locked until it ends (``individual.edges.workbook.lock``).
"""

from __future__ import annotations

from typing import Any

import click

from individual.vocabulary.errors import PairingSystemError


class CommandGroup(click.Group):
    """A click group whose commands' ``PairingSystemError`` become a message and an exit code."""

    def invoke(self, ctx: click.Context) -> Any:
        from individual.edges.workbook.lock import command_locks

        try:
            with command_locks():
                return super().invoke(ctx)
        except PairingSystemError as error:
            click.echo(str(error), err=True)
            ctx.exit(error.exit_code)
