"""One command for both kinds of event file, by the file's suffix: the workbook
(``EVENT.xlsx``) or a TRF. Both command lines use ``by_suffix`` (``swiss pair``/``check``,
``olympiad pair``/``standings``)."""

from __future__ import annotations

import inspect
from typing import Any

import click
from click.core import ParameterSource

from individual.edges.files import is_workbook


def by_suffix(
    trf_command: click.Command,
    workbook_command: click.Command,
    help_text: str | None = None,
    short_help: str | None = None,
) -> click.Command:
    """One command for both kinds of event file: ``EVENT.xlsx`` goes to
    ``workbook_command``, anything else to ``trf_command`` exactly as before. The
    parameters are the workbook command's, then those only the TRF command has; an option
    only the other command has is refused when given. The help is ``help_text``, by
    default the workbook command's followed by the TRF command's."""
    names = {p.name for p in workbook_command.params}
    params = [*workbook_command.params, *(p for p in trf_command.params if p.name not in names)]

    def dispatch(**values: Any) -> Any:
        context = click.get_current_context()
        workbook = is_workbook(values["event_file"])
        target = workbook_command if workbook else trf_command
        own = {p.name for p in target.params}
        for param in params:
            source = context.get_parameter_source(param.name or "")
            if param.name not in own and source is not ParameterSource.DEFAULT:
                kind = "a TRF file" if workbook else "a workbook (.xlsx)"
                raise click.UsageError(f"{param.opts[0]} is only for {kind}")
        assert target.callback is not None
        return context.invoke(target.callback, **{k: v for k, v in values.items() if k in own})

    if help_text is None:
        workbook_help = inspect.cleandoc(workbook_command.help or "")
        help_text = f"{workbook_help}\n\nFor a TRF file: {inspect.cleandoc(trf_command.help or '')}"
    return click.Command(trf_command.name, params=params, callback=dispatch, help=help_text,
                         short_help=short_help or workbook_command.short_help)  # fmt: skip
