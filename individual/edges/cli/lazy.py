"""The commands of a click group, each imported when it is first asked for: a run of the
command line loads the modules of the command it runs, not those of every other (issue 16:
``olympiad pair EVENT.trf`` is a whole process, and its imports were most of it). The one
way both command lines (``swiss``, ``olympiad``) register their commands."""

from __future__ import annotations

from collections.abc import Callable, Iterator, MutableMapping

import click

Loader = Callable[[], click.Command]


class LazyCommands(MutableMapping[str, click.Command]):
    """A group's ``commands``: a name maps to a command, or to a loader that imports and
    returns it on first use (``group.commands.get(name)``, as click resolves a command);
    listing the names (``--help`` lists them with their help, so loads them) keeps the
    order they were given in."""

    def __init__(self, loaders: dict[str, Loader]) -> None:
        self._commands: dict[str, click.Command | Loader] = dict(loaders)

    def __getitem__(self, name: str) -> click.Command:
        held = self._commands[name]
        if not isinstance(held, click.Command):
            held = self._commands[name] = held()
        return held

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._commands[name] = command

    def __delitem__(self, name: str) -> None:
        del self._commands[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._commands)

    def __len__(self) -> int:
        return len(self._commands)
