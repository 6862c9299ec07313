"""The TRF header's lot and number of rounds, both sides (review 6, #13 a, g, i):

- ``export-trf`` lists the records it wrote (``swiss export-trf`` always said
  ``XXC/152``, also when the Lot cell is empty and it wrote neither);
- a file stating the lot twice, differently (JaVaFo's ``XXC``, TRF-2026's record 152), is
  refused naming both lines (``swiss`` read 152's silently; the team reader refused);
- a file planning two numbers of rounds (``XXR``, TRF-2026's record 142) is refused
  naming both lines (``XXR`` silently won on both sides)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import edit, made_before_the_lot_row, new_event, run, type_results

Command = Callable[..., Result]


def _records(path: Path) -> list[str]:
    lines = path.read_text().splitlines()
    return list(dict.fromkeys(line[:3] for line in lines if line[:3].strip()))


def _said(exported: Result) -> list[str]:
    found = re.search(r"records ([^)]*)\)", exported.output)
    assert found, exported.output
    return found[1].split(", ")


def _unstated(event: Path, cell: str, lot: str | None) -> None:
    """The Lot ``cell`` of ``event`` set to ``lot``; ``None``: the lot stated nowhere, the
    cell emptied in a workbook made before the Log's lot row (else the export states the
    lot the Log records)."""
    if lot is None:
        made_before_the_lot_row(event)
    edit(event, "Event", {cell: lot})


def _swiss_trf(folder: Path, lot: str | None) -> Path:
    folder.mkdir()
    event = folder / "spring.xlsx"
    created = swiss("init", write_roster(folder / "roster.xlsx"), event, "--rounds", "5")
    assert created.exit_code == 0, created.output
    assert swiss("pair", event, "--lot", "black").exit_code == 0
    fill_results(event, 1)
    _unstated(event, "B4", lot)
    trf = folder / "spring.trf"
    exported = swiss("export-trf", event, trf)
    assert exported.exit_code == 0, exported.output
    assert _said(exported) == _records(trf)
    return trf


def _team_trf(folder: Path, lot: str | None) -> Path:
    folder.mkdir()
    event = new_event(folder, 8)
    edit(event, "Event", {"B7": "black"})
    assert run("pair", event).exit_code == 0
    type_results(event, 1)
    _unstated(event, "B7", lot)
    trf = folder / "event.trf"
    exported = run("export-trf", event, trf)
    assert exported.exit_code == 0, exported.output
    assert _said(exported) == _records(trf)
    return trf


SIDES: list[tuple[Command, Callable[[Path, str | None], Path]]] = [
    (swiss, _swiss_trf),
    (run, _team_trf),
]


def test_export_trf_lists_the_records_it_wrote(tmp_path: Path) -> None:
    for side, (_, exported) in enumerate(SIDES):
        stated = _records(exported(tmp_path / f"{side}-stated", "black"))
        assert {"XXC", "152"} <= set(stated)
        unstated = _records(exported(tmp_path / f"{side}-empty", None))
        assert not {"XXC", "152"} & set(unstated)


def _line_of(path: Path, record: str) -> int:
    lines = path.read_text().splitlines()
    return next(n for n, line in enumerate(lines, 1) if line[:3] == record)


def _rewrite(path: Path, record: str, value: str) -> None:
    lines = path.read_text().splitlines()
    path.write_text("\n".join(f"{record} {value}" if x[:3] == record else x for x in lines) + "\n")


def _refused(trf: Path, command: Command, record: str, message: str) -> None:
    """``check`` and ``pair`` of ``trf`` refused, naming ``record``'s line and saying
    ``message`` (its ``{line}``: the line of the record it names)."""
    at, named = _line_of(trf, record), _line_of(trf, "152" if record == "XXC" else "142")
    for verb in ("check", "pair"):
        refused = command(verb, trf)
        assert refused.exit_code == 2, (verb, refused.output)
        assert f"line {at}" in refused.stderr
        assert message.format(line=named) in refused.stderr


def test_a_trf_stating_two_lots_is_refused_naming_both_lines(tmp_path: Path) -> None:
    for side, (command, exported) in enumerate(SIDES):
        trf = exported(tmp_path / str(side), "black")
        _rewrite(trf, "XXC", "white1")
        _refused(trf, command, "XXC", "XXC lot: expected black, as record 152 on line {line} says")


def test_a_trf_planning_two_numbers_of_rounds_is_refused_naming_both_lines(
    tmp_path: Path,
) -> None:
    for side, (command, exported) in enumerate(SIDES):
        trf = exported(tmp_path / str(side), "black")
        _rewrite(trf, "142", "9")
        said = "XXR number of rounds: expected 9, as record 142 on line {line} says"
        _refused(trf, command, "XXR", said)
