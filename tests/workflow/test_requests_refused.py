"""The Event sheet's ``Acceleration`` and ``Forbidden pairs`` are honoured or refused, never
dropped (review-late 6, 12): a workbook whose requests the system that pairs it cannot
honour (``--system`` naming another than its System cell) is refused naming the cell, with
exit 2 and nothing written, as the workbook's own system's would be; a forbidden group
naming a player twice is refused naming the group."""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.workbook.requests import parse_forbidden
from tests.swiss_workbook import swiss
from tests.workflow.test_dutch_workbook_requests import _event, _set

OTHERS = ("fide-1998", "fide-1998-2010", "fide-1998-literal", "caa-2009", "sca")
"""The systems that take neither request (only fide-dutch-2026 implements C.04.7 and the
forbidden pairs)."""


@pytest.mark.parametrize(("label", "value"), [("Forbidden pairs", "1 7"), ("Acceleration", "baku")])
@pytest.mark.parametrize("command", ["pair", "check", "explain"])
def test_another_system_named_by_system_option_is_refused(
    tmp_path: Path, label: str, value: str, command: str
) -> None:
    event = _event(tmp_path)
    cell = _set(event, label, value)
    if command != "pair":
        assert swiss("pair", event).exit_code == 0
    before = event.read_bytes()
    more = ("--round", "1") if command == "explain" else ()
    refused = swiss(command, event, "--system", "fide-1998", *more)
    assert refused.exit_code == 2, refused.output
    said = f"{cell}: {label}: the system fide-1998 (--system) does not take it"
    assert said in refused.stderr and "fide-dutch-2026" in refused.stderr, refused.stderr
    assert str(event) in refused.stderr and "Traceback" not in refused.output
    assert event.read_bytes() == before


@pytest.mark.parametrize("system", OTHERS)
def test_no_system_that_cannot_honour_them_pairs(tmp_path: Path, system: str) -> None:
    event = _event(tmp_path)
    cell = _set(event, "Forbidden pairs", "1 7")
    before = event.read_bytes()
    refused = swiss("pair", event, "--system", system)
    assert refused.exit_code == 2, refused.output
    assert f"{cell}: Forbidden pairs: the system {system} (--system)" in refused.stderr
    assert event.read_bytes() == before


def test_the_workbooks_own_system_named_by_system_option_pairs(tmp_path: Path) -> None:
    event = _event(tmp_path)
    _set(event, "Forbidden pairs", "1 7")
    assert swiss("pair", event, "--system", "fide-dutch-2026").exit_code == 0


@pytest.mark.parametrize("typed", ["1 1", "2 5 2", "1-3: 4 4"])
def test_a_forbidden_group_naming_a_player_twice_is_refused(typed: str) -> None:
    with pytest.raises(ValueError, match="twice") as refused:
        parse_forbidden(typed, 5)
    assert repr(typed.partition(": ")[2] or typed) in str(refused.value)


def test_the_workbook_refuses_it_naming_the_cell(tmp_path: Path) -> None:
    event = _event(tmp_path)
    cell = _set(event, "Forbidden pairs", "3 7; 1 1")
    before = event.read_bytes()
    refused = swiss("pair", event)
    assert refused.exit_code == 2, refused.output
    assert f"{cell}: Forbidden pairs: '1 1': player 1 named twice" in refused.stderr
    assert event.read_bytes() == before
