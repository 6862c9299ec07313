"""Each individual system's default tie-break list, as its regulations say (issue 30):
FIDE Swiss 1998 F.10 names its own order (points; the games between the players tied for
first place; the average rating of the opponents; lots): ``F10``. The Dutch system (C.04.3)
names none: C.07 2.1 then ranks by tie-breaks the Chief Arbiter completes (4.1.1), this
program's choice ``BH/C1 BH SB WIN``. The CAA 2009 and English Schools rules name none and
are read as sharing the places (C.07 2.1's first method): no tie-break. ``swiss init``
leaves the Event sheet's Tie-breaks cell empty, read as the system's list (review-6 13e:
as ``olympiad init`` does), a TRF names it in record 202, and a TRF
naming none is ranked by its system's list (docs/interpretations.md, "Default tie-breaks
per system")."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest

from individual.standings.listed import parse, written
from rulesets.swiss import SWISS_RULESETS
from tests.swiss_workbook import swiss, two_rounds_played

EXPECTED = {
    # system: (its list as the Event sheet writes it, the CSV columns after PTS)
    "fide-1998": ("F10", ["DE1", "ARO"]),
    "fide-dutch-2026": ("BH/C1 BH SB WIN", ["BH/C1", "BH", "SB", "WIN"]),
    "caa-2009": ("", []),
    "sca": ("", []),
}


def _cell(path: Path, label: str) -> str:
    sheet = openpyxl.load_workbook(path)["Event"]
    row = next(r for r in sheet.iter_rows(values_only=True) if r[0] == label)
    return str(row[1] or "")


def _csv(*args: object) -> list[dict[str, str]]:
    result = swiss("standings", *args, "--csv")
    assert result.exit_code == 0, result.output
    return list(csv.DictReader(io.StringIO(result.stdout)))


def _columns(rows: list[dict[str, str]]) -> list[str]:
    names = list(rows[0])
    return names[names.index("PTS") + 1 :]


def _record_202(path: Path) -> list[str]:
    found = [x for x in path.read_text(encoding="utf-8").splitlines() if x[:3] == "202"]
    assert len(found) == 1, found
    return [t for t in found[0][4:].split(",") if t]


@pytest.mark.parametrize("system", sorted(EXPECTED))
def test_init_leaves_the_systems_list_to_it_and_every_reader_ranks_by_it(
    system: str, tmp_path: Path
) -> None:
    cell, columns = EXPECTED[system]
    path = two_rounds_played(tmp_path, "--system", system)
    assert _cell(path, "Tie-breaks") == ""  # the system's, whatever the System cell names
    rows = _csv(path)
    assert _columns(rows) == columns
    if not columns:  # no tie-break: players equal on points share their place
        by_points: dict[str, set[str]] = {}
        for row in rows:
            by_points.setdefault(row["PTS"], set()).add(row["Rank"])
        assert all(len(ranks) == 1 for ranks in by_points.values()), rows
        assert any(sum(r["PTS"] == p for r in rows) > 1 for p in by_points)
    out = tmp_path / "out.trf"
    assert swiss("export-trf", path, out).exit_code == 0
    assert ",".join(_record_202(out)) == cell.replace(" ", ",")


@pytest.mark.parametrize("system", sorted(EXPECTED))
def test_a_trf_naming_no_list_is_ranked_by_its_systems(system: str, tmp_path: Path) -> None:
    path = tmp_path / "ev.trf"
    made = swiss("generate", "--system", system, "--players", 14, "--rounds", 4, "-o", path)
    assert made.exit_code == 0, made.output
    cell, columns = EXPECTED[system]
    assert ",".join(_record_202(path)) == cell.replace(" ", ",")
    bare = tmp_path / "bare.trf"
    lines = path.read_text(encoding="utf-8").splitlines()
    bare.write_text("\n".join(x for x in lines if x[:3] != "202") + "\n", encoding="utf-8")
    assert _columns(_csv(bare)) == columns
    # a list named on the command line still wins over the system's
    assert _columns(_csv(bare, "--tiebreaks", "SB")) == ["SB"]
    # and check still reads a file naming no list by points alone (ef57657)
    checked = swiss("check", bare)
    assert "checked by points alone" in checked.stderr


def test_an_empty_record_202_names_no_tie_break(tmp_path: Path) -> None:
    """A file whose 202 names nothing (a CAA event's, written here) is ranked by points
    alone whatever its system: the list it names is empty, not missing."""
    path = tmp_path / "ev.trf"
    made = swiss("generate", "--system", "fide-dutch-2026", "--players", 12, "--rounds", 3,
                 "-o", path)  # fmt: skip
    assert made.exit_code == 0, made.output
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text(
        "\n".join("202 " if x[:3] == "202" else x for x in lines) + "\n", encoding="utf-8"
    )
    assert _columns(_csv(path)) == []


def test_the_help_says_the_default_depends_on_the_system() -> None:
    result = swiss("init", "--help")
    assert result.exit_code == 0
    words = re.sub(r"-\n\s*", "-", result.output)  # click wraps after a hyphen
    words = " ".join(words.split())
    assert "default: the system's" in words
    for system, (cell, _) in EXPECTED.items():
        assert f"{system}: {cell or 'none'}" in words, (system, words)


def test_each_rulesets_list_is_a_list_as_the_organiser_writes_it_with_its_source() -> None:
    for ruleset in SWISS_RULESETS.values():
        assert parse(written(ruleset.tiebreaks)) == ruleset.tiebreaks, ruleset.name
        assert ruleset.tiebreaks_source, ruleset.name
