"""``swiss pair`` does not pair past the event's last round: a TRF whose rounds are all
paired (record 142 or ``XXR`` says how many it has), or a workbook whose rounds are all
paired (the Event sheet's Rounds), is refused with a message naming the file and the number
of rounds, a non-zero exit, nothing written; the drop-in ``swiss-engine`` refuses by the same
check in bbpPairings' words (``tests/dutch/test_dropin_refusals.py``). ``swiss explain`` of the
round after the last refuses as ``pair`` does, rather than show what ``pair`` would give."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from tests.swiss_workbook import fill_results, plan_rounds, swiss
from tests.workbook.test_swiss_workbook import write_roster


def _generated(folder: Path, system: str, rounds: int) -> Path:
    path = folder / f"{system}.trf"
    made = swiss("generate", "--system", system, "--players", 9, "--rounds", rounds, "-o", path)
    assert made.exit_code == 0, made.output
    return path


@pytest.mark.parametrize("system", ["fide-dutch-2026", "fide-1998", "caa-2009"])
def test_a_trf_with_every_round_paired_is_refused(tmp_path: Path, system: str) -> None:
    trf = _generated(tmp_path, system, 3)
    before = trf.read_bytes()
    out = tmp_path / "round4.txt"
    refused = swiss("pair", trf, "-o", out, "--explain")
    assert refused.exit_code == 2, refused.output
    assert isinstance(refused.exception, SystemExit)  # a message, no traceback
    assert refused.stdout == ""
    [said] = refused.stderr.splitlines()
    assert said.startswith(f"{trf}: ") and "3 rounds" in said and "all paired" in said, said
    assert "XXR" in said, said
    assert not out.exists() and trf.read_bytes() == before

    explained = swiss("explain", trf, "--round", 4)  # not "what 'swiss pair' would give"
    assert explained.exit_code == 2 and explained.stderr == refused.stderr, explained.output

    plan_rounds(trf, 4)  # one more round planned: round 4 is paired
    paired = swiss("pair", trf)
    assert paired.exit_code == 0, paired.output
    assert int(paired.stdout.splitlines()[0]) >= 4


def test_a_trf_without_a_number_of_rounds_is_still_paired(tmp_path: Path) -> None:
    """A file that does not say how many rounds the event has (no 142, no XXR) gives no
    last round to refuse by: it is paired, as before."""
    trf = _generated(tmp_path, "fide-dutch-2026", 2)
    trf.write_text("".join(line for line in trf.read_text().splitlines(keepends=True)
                           if line[:3] not in ("142", "XXR")))  # fmt: skip
    paired = swiss("pair", trf)
    assert paired.exit_code == 0, paired.output


def test_a_workbook_with_every_round_paired_is_refused(tmp_path: Path) -> None:
    event = tmp_path / "short.xlsx"
    made = swiss("init", write_roster(tmp_path / "roster.xlsx"), event, "--rounds", 2,
                 "--lot", "white")  # fmt: skip
    assert made.exit_code == 0, made.output
    for number in (1, 2):
        assert swiss("pair", event).exit_code == 0
        fill_results(event, number)
    before = event.read_bytes()
    for force in ((), ("--force",)):
        refused = swiss("pair", event, *force)
        assert refused.exit_code == 2, refused.output
        assert isinstance(refused.exception, SystemExit)
        [said] = refused.stderr.splitlines()
        assert said.startswith(f"{event}, sheet 'Event'") and "all 2 rounds" in said, said
        assert "Rounds" in said, said
        assert event.read_bytes() == before

    explained = swiss("explain", event, "--round", 3)
    assert explained.exit_code == 2 and explained.stderr == said + "\n", explained.output

    book = openpyxl.load_workbook(event)
    book["Event"]["B3"] = 3  # the Rounds row: one more round planned
    book.save(event)
    paired = swiss("pair", event)
    assert paired.exit_code == 0, paired.output
    assert "Round 3" in openpyxl.load_workbook(event).sheetnames
