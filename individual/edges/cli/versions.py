"""``versions EVENT.xlsx [--restore N]``: list the kept versions of an event workbook, or
put one back (the workbook it replaces is kept as a version too). The same command for
``olympiad`` and ``swiss`` (``individual.edges.workbook.versions``)."""

from __future__ import annotations

from pathlib import Path

import click

_RESTORE = "Put version N back as EVENT.xlsx (the current one is kept as a version)."


def versions_command(program: str) -> click.Command:
    """``PROGRAM versions``: its hint names the command (``olympiad versions ...``)."""

    @click.command(name="versions")
    @click.argument("event_file", metavar="EVENT.xlsx",
                    type=click.Path(exists=True, dir_okay=False, path_type=Path))  # fmt: skip
    @click.option("--restore", type=click.IntRange(min=1), metavar="N", help=_RESTORE)
    def command(event_file: Path, restore: int | None) -> None:
        """List the versions of EVENT.xlsx kept before each change (number, when, what
        changed since the version before), or restore one with --restore N."""
        _versions(program, event_file, restore)

    return command


def _versions(program: str, event_file: Path, restore: int | None) -> None:
    from individual.edges.workbook.versions import (
        list_versions,
        restore_version,
        versions_folder,
    )

    if restore is not None:
        chosen = restore_version(event_file, restore)
        click.echo(f"Restored version {restore} ({chosen}) as {event_file}")
        click.echo("The workbook it replaced is kept as the newest version.")
        return
    kept = list_versions(event_file)
    if not kept:
        click.echo(f"No versions kept yet for {event_file} (in {versions_folder(event_file)})")
        return
    click.echo(f"Versions of {event_file} (in {versions_folder(event_file)}), oldest first:")
    for version in kept:
        when = version.saved.strftime("%Y-%m-%d %H:%M:%S")
        click.echo(f"{version.number:>5}  {when}  {version.what}")
    click.echo(f"Restore one with: {program} versions {event_file} --restore N")
