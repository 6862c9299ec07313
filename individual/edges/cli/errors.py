"""How every command line of the project reports the errors of the error tree."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TypeVar

import click

from individual.vocabulary.errors import PairingSystemError

T = TypeVar("T")


def run_or_exit(action: Callable[[], T]) -> T:
    """Run ``action``; a ``PairingSystemError`` goes to stderr and exits with its code."""
    try:
        return action()
    except PairingSystemError as error:
        click.echo(str(error), err=True)
        sys.exit(error.exit_code)
