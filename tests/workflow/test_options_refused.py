"""The Event sheet's ``Options`` (the British pairing options of CAA 2009 and English
Schools) is checked against the system that pairs the workbook, ``--system`` as well as
the System cell: an option the system named by ``--system`` does not take (the other
British system's, or any option under a system without them) is refused naming the cell
and ``--system``, exit 2 and nothing written, as ``Acceleration`` and ``Forbidden pairs``
are (tests/workflow/test_requests_refused.py); before, ``swiss pair --system sca`` of a
CAA workbook dropped ``long-event`` in silence."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.swiss_workbook import swiss
from tests.workflow.test_dutch_workbook_requests import _event, _set

COMMANDS = (("pair",), ("check",), ("explain", "--round", "1"))


@pytest.mark.parametrize(("own", "typed", "other", "said"), [
    ("caa-2009", "long-event", "sca", "long-event is an option of CAA 2009 (CAA rule 28), "
     "not of sca (--system)"),
    ("sca", "top-until=2", "caa-2009", "top-until is an option of English Schools (English "
     "Schools rule 3), not of caa-2009 (--system)"),
    ("caa-2009", "long-event", "fide-dutch-2026", "the system fide-dutch-2026 (--system) has "
     "no options"),
])  # fmt: skip
@pytest.mark.parametrize("command", COMMANDS)
def test_an_option_the_system_option_does_not_take_is_refused(
    tmp_path: Path, own: str, typed: str, other: str, said: str, command: tuple[str, ...]
) -> None:
    event = _event(tmp_path, own)
    cell = _set(event, "Options", typed)
    if command[0] != "pair":
        assert swiss("pair", event).exit_code == 0
    before = event.read_bytes()
    refused = swiss(command[0], event, "--system", other, *command[1:])
    assert refused.exit_code == 2, refused.output
    assert f"{cell}: Options: " in refused.stderr and said in refused.stderr, refused.stderr
    assert str(event) in refused.stderr and "Traceback" not in refused.output
    assert event.read_bytes() == before


@pytest.mark.parametrize(("own", "other"), [("caa-2009", "sca"), ("sca", "caa-2009")])
def test_an_option_both_british_systems_take_pairs_under_either(
    tmp_path: Path, own: str, other: str
) -> None:
    event = _event(tmp_path, own)
    _set(event, "Options", "clubs-until=2 no-defaults")
    paired = swiss("pair", event, "--system", other)
    assert paired.exit_code == 0, paired.output
    assert swiss("check", event, "--system", other).exit_code == 0
