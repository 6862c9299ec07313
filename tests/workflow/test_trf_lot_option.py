"""``--lot`` of a command on a TRF follows one rule, both sides (review 9, #3): it is the
lot where the file states none (``XXC``, record 152); the same lot as the file's is taken;
another, once round 1 is played, is refused naming the file, the line and the record, exit
2, nothing printed on stdout (before it, taken and said; ``fields.option_lot``, the TRF's
reading of ``eventbook.option_lot``). Before,
``swiss check FILE.trf --lot`` and ``swiss explain`` overrode the file's lot without a
word and reported every board of round 1 as the program's error; ``swiss pair`` and
``olympiad pair`` paired under it. ``olympiad check`` and ``explain`` take no ``--lot``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.swiss_workbook import swiss
from tests.workbook_event import run
from tests.workflow.test_lot_of_round_1 import SIDES
from tests.workflow.test_lot_row_kept import _two_rounds

Command = Callable[..., Result]


def _exported(side: int, folder: Path) -> tuple[Command, Path]:
    """The side's command and a TRF of its event, round 1 paired under black, two rounds
    played: it states the lot (XXC black1, 152 B)."""
    command, make, _, typed = SIDES[side]
    event = _two_rounds(command, make, typed, folder / "event")
    trf = folder / "event.trf"
    exported = command("export-trf", event, trf)
    assert exported.exit_code == 0, exported.output
    assert "XXC black1" in trf.read_text(encoding="utf-8").splitlines()
    return command, trf


def _without(trf: Path, records: tuple[str, ...], name: str) -> Path:
    """``trf`` without the lines of ``records``, as ``name`` beside it."""
    lines = trf.read_text(encoding="utf-8").splitlines()
    kept = trf.with_name(name)
    kept.write_text("\n".join(x for x in lines if x[:3] not in records) + "\n", encoding="utf-8")
    return kept


def _line_of(trf: Path, record: str) -> int:
    lines = trf.read_text(encoding="utf-8").splitlines()
    return 1 + next(i for i, x in enumerate(lines) if x.startswith(record))


COMMANDS = {0: (("check",), ("explain", "--round", 1), ("explain", "--round", 2), ("pair",)),
            1: (("pair",),)}  # fmt: skip


@pytest.mark.parametrize("side", [0, 1], ids=["swiss", "olympiad"])
def test_a_lot_other_than_the_files_is_refused_naming_its_record(tmp_path: Path, side: int) -> None:
    command, trf = _exported(side, tmp_path)
    only_152 = _without(trf, ("XXC",), "only152.trf")
    for file, record in ((trf, "XXC"), (only_152, "152")):
        for args in COMMANDS[side]:
            refused = command(args[0], file, *args[1:], "--lot", "white")
            assert refused.exit_code == 2, (file, args, refused.output)
            said = f"{file}, line {_line_of(file, record)}: --lot white: round 1 was paired"
            assert said in refused.stderr, (args, refused.stderr)
            assert f"under the lot black (record {record})" in refused.stderr, refused.stderr
            assert refused.stdout == "", (args, refused.stdout)
            assert refused.exception is None or isinstance(refused.exception, SystemExit)
            same = command(args[0], file, *args[1:], "--lot", "black")
            unsaid = command(args[0], file, *args[1:])
            assert same.exit_code == unsaid.exit_code == 0, (args, same.output, unsaid.output)
            assert same.stdout == unsaid.stdout, args


def test_a_trf_stating_no_lot_takes_the_lot_given(tmp_path: Path) -> None:
    """README: ``--lot`` is for a TRF stating none: round 1 is judged by it (white here,
    round 1 paired under black: its boards differ, said as differences)."""
    _, trf = _exported(0, tmp_path)
    lotless = _without(trf, ("XXC", "152"), "lotless.trf")
    judged = swiss("check", lotless, "--lot", "white")
    assert judged.exit_code == 1, judged.output
    assert "differences" in judged.stdout and "0 differences" not in judged.stdout
    read = swiss("check", lotless, "--lot", "black")
    assert read.exit_code == 0 and "0 differences" in read.stdout, read.output


def test_a_trf_before_round_1_takes_another_lot_saying_so(tmp_path: Path) -> None:
    """No round played: ``--lot`` is taken over the file's lot, as a workbook's ``pair
    --lot`` over its Lot cell before round 1 (tests/workbook/test_cli.py), and said, since
    the file, not written, goes on stating its own."""
    from tests.workbook_event import make_trf

    trf = make_trf(tmp_path, 8)  # XXC white1, no round
    given = run("pair", trf, "--lot", "black")
    assert given.exit_code == 0, given.output
    line = _line_of(trf, "XXC")
    said = "note: --lot black: round 1 is paired under it, not under the lot the file states"
    assert f"{said} (white, record XXC on line {line})" in given.stderr, given.stderr
    assert given.stdout != run("pair", trf).stdout  # the lot decides board 1
    same = run("pair", trf, "--lot", "white")
    assert same.exit_code == 0 and "note" not in same.stderr, same.output


def test_olympiad_check_and_explain_take_no_lot(tmp_path: Path) -> None:
    _, trf = _exported(1, tmp_path)
    for args in (("check",), ("explain", "--round", 1)):
        given = run(args[0], trf, *args[1:], "--lot", "white")
        assert given.exit_code == 2 and "No such option '--lot'" in given.output, given.output
