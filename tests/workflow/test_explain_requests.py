"""What a FIDE (Dutch) 2026 round was asked beyond the games, in ``swiss explain``: the
virtual points of the Baku acceleration (C.04.7) and the forbidden pairs, read from the
engine's trail (``Trail.asked``), as the engine took them, not worked out again by the
command line from the event. The text is the one ``explain`` printed when the command
line built the Dutch engine's input itself (kept in ``tests/golden/swiss/explain_requests``,
written by that code before the change): a workbook with ``Acceleration`` ``baku`` and two
forbidden pairs, its exported TRF, and that TRF with 1½ virtual points more for two
players in round 4 (record 250). The virtual points listed are those of the players of the
round since (No. 5, on a half-point bye in round 3, is no longer listed there)."""

from __future__ import annotations

from pathlib import Path

import openpyxl  # type: ignore[import-untyped]

from tests.paths import GOLDEN
from tests.swiss_workbook import fill_results, swiss
from tests.workbook.test_swiss_workbook import write_roster

EXPLAINED = GOLDEN / "swiss" / "explain_requests"
MORE = "250       1.5 004 004    8    9"
"""1½ virtual points for No. 8 and 9 in round 4 (TRF-2026 record 250)."""


def _stdout(*args: object) -> str:
    result = swiss(*args)
    assert result.exit_code == 0, (args, result.output)
    return result.stdout


def baku_event(folder: Path) -> tuple[Path, Path, Path]:
    """The workbook (rounds 1-3 paired and played), its TRF, and the TRF with ``MORE``."""
    event, roster = folder / "open.xlsx", write_roster(folder / "roster.xlsx")
    _stdout("init", roster, event, "--system", "fide-dutch-2026", "--rounds", 6, "--lot", "white")
    book = openpyxl.load_workbook(event)
    sheet = book["Event"]
    for label, value in (("Acceleration", "baku"), ("Forbidden pairs", "1 4; 2 7")):
        row = next(r for r in range(1, 40) if sheet.cell(r, 1).value == label)
        sheet.cell(row, 2).value = value
    book.save(event)
    for number in (1, 2, 3):
        _stdout("pair", event)
        fill_results(event, number)
    trf, more = folder / "open.trf", folder / "more.trf"
    _stdout("export-trf", event, trf)
    more.write_text(trf.read_text() + MORE + "\n")
    return event, trf, more


def explained(folder: Path) -> dict[str, str]:
    """``swiss explain`` of rounds 1-4 of each file, by golden file name."""
    files = dict(zip(("xlsx", "trf", "more"), baku_event(folder), strict=True))
    return {
        f"{kind}_round{number}.txt": _stdout("explain", path, "--round", number)
        for kind, path in files.items()
        for number in (1, 2, 3, 4)
    }


def test_explain_prints_what_the_round_was_asked_as_before(tmp_path: Path) -> None:
    found = explained(tmp_path)
    assert found == {name: (EXPLAINED / name).read_text() for name in found}
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 5, 6 (1 point)\n" in found["xlsx_round1.txt"]
    assert "[C.04.7] virtual points: 1, 2, 3, 4, 6 (½ point)\n" in found["trf_round3.txt"]
    assert "not paired (half-point bye requested): 5\n" in found["trf_round3.txt"]
    assert "[C.04.7] virtual points: 8, 9 (1.5 points)\n" in found["more_round4.txt"]
    assert all("[forbidden] may not meet: 1-4, 2-7\n" in text for text in found.values())


def test_the_engine_trail_carries_what_the_round_was_asked(tmp_path: Path) -> None:
    """The Dutch engine's trail holds the virtual points and the forbidden pairs it took as
    typed decisions (players, half-points, pairs; articles C.04.7 and ``forbidden``, as the
    ruleset's table names them), apart from the decisions it made."""
    from individual.check.dutch import pair
    from individual.dutch.roles import Role
    from individual.edges.trf.read import read_swiss_trf
    from rulesets.swiss import SWISS_RULESETS

    ruleset = SWISS_RULESETS["fide-dutch-2026"]
    event = read_swiss_trf(baku_event(tmp_path)[2]).event
    trail = pair(event, ruleset, absent=frozenset(), lot=None).trail
    asked = [(d.role, d.article, d.subjects, getattr(d.detail, "points", 0)) for d in trail.asked]
    assert asked[0] == (Role.VIRTUAL_POINTS, "C.04.7", (8, 9), 3)
    assert asked[1][:2] == (Role.FORBIDDEN, "forbidden")
    assert trail.asked[1].detail.pairs == ((1, 4), (2, 7))  # type: ignore[attr-defined]
    assert len(asked) == 2
    assert not {d.article for d in trail.decisions} & {"C.04.7", "forbidden"}
    assert {a.number for a in ruleset.articles} >= {"C.04.7", "forbidden"}
