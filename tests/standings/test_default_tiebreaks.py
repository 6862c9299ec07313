"""The default tie-break list of an individual event (issue 30): a TRF this program writes
names in record 202 the list its 001 ranks were computed by, the system's default one too
(``swiss generate``, ``swiss export-trf`` without a chosen list; each system's own:
tests/standings/test_system_default_tiebreaks.py), and ``swiss check``
reports a swap of two players equal on points with the deciding tie-break. A file naming
no list (another program's: the guide's CAA files rank by their own) is checked by points
alone and says so: ranks within equal points are no error there."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from individual.standings.listed import ranking_list
from rulesets.fide_dutch_2026 import FIDE_DUTCH_2026
from rulesets.fide_swiss_1998 import FIDE_SWISS_1998
from tests.standings.test_standings_command import swiss
from tests.swiss_workbook import two_rounds_played

pytest.importorskip("gacrux")

RANK = slice(85, 89)  # record 001 columns 86-89


def _record_202(path: Path) -> str:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [line[4:] for line in lines if line.startswith("202 ")]
    assert len(found) == 1, found
    return found[0]


def _ranks(path: Path) -> dict[int, int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return {int(x[4:8]): int(x[RANK]) for x in lines if x.startswith("001")}


def _standings(path: Path, *options: str) -> list[dict[str, str]]:
    result = swiss("standings", path, "--csv", *options)
    assert result.exit_code == 0, result.output
    return list(csv.DictReader(io.StringIO(result.stdout)))


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("generated") / "ev.trf"
    result = swiss("generate", "--system", "fide-dutch-2026", "--players", 60, "--rounds", 7,
                   "--seed", 3, "-o", path)  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


def _gacrux_names(path: Path) -> list[str]:
    command = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return [t["name"] for t in json.loads(done.stdout)["tiebreakResult"]["tiebreaks"]]


def test_generated_file_names_the_list_its_ranks_were_computed_by(generated: Path) -> None:
    record = _record_202(generated)
    assert tuple(record.split(",")) == ranking_list(None, FIDE_DUTCH_2026)
    # the ranks are the standings' places by that very list, named on the command line
    rows = _standings(generated, "--tiebreaks", record)
    by_list = {int(r["No."]): int(r["Rank"].split("-")[0]) for r in rows}
    assert _ranks(generated) == by_list
    # FIDE's tie-break checker still reads the file and its record 202: the points, then
    # each item of the list
    names = _gacrux_names(generated)
    assert names[0] == "PTS" and len(names) == 1 + len(ranking_list(None, FIDE_DUTCH_2026))
    assert "NUL" not in names


def test_fide_1998s_list_is_read_by_fides_checker(tmp_path: Path) -> None:
    """F10 (no C.07 code) in record 202, as written with an unrated player (this event
    has some; every player rated, it is DE1,ARO: test_f10_record_202): FIDE's checker
    reads it as a tie-break that separates nobody, not as an error."""
    path = tmp_path / "ev.trf"
    result = swiss("generate", "--system", "fide-1998", "--players", 20, "--rounds", 4,
                   "--seed", 3, "-o", path)  # fmt: skip
    assert result.exit_code == 0, result.output
    assert tuple(_record_202(path).split(",")) == ranking_list(None, FIDE_SWISS_1998)
    assert _gacrux_names(path) == ["PTS", "F10"]


def test_export_without_a_chosen_list_writes_the_default(tmp_path: Path) -> None:
    event = two_rounds_played(tmp_path)
    out = tmp_path / "out.trf"
    assert swiss("export-trf", event, out).exit_code == 0  # a fide-dutch-2026 event
    assert tuple(_record_202(out).split(",")) == ranking_list(None, FIDE_DUTCH_2026)


def _swapped(path: Path, folder: Path) -> tuple[Path, list[int], str]:
    """``path`` with the ranks of two players equal on points but not on the tie-breaks
    swapped; the altered file, the swapped lines (1-based) and the deciding column."""
    rows = _standings(path)
    columns = list(rows[0])[list(rows[0]).index("PTS") :]
    values = {int(r["No."]): [r[c] for c in columns] for r in rows}
    a, b = next(
        (a, b)
        for a in values
        for b in values
        if a < b and values[a][0] == values[b][0] and values[a] != values[b]
    )
    decided = next(c for c, x, y in zip(columns, values[a], values[b], strict=True) if x != y)
    lines = path.read_text(encoding="utf-8").splitlines()
    at = {int(x[4:8]): i for i, x in enumerate(lines) if x.startswith("001")}
    ra, rb = lines[at[a]][RANK], lines[at[b]][RANK]
    lines[at[a]] = lines[at[a]][:85] + rb + lines[at[a]][89:]
    lines[at[b]] = lines[at[b]][:85] + ra + lines[at[b]][89:]
    altered = folder / path.name
    altered.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return altered, sorted([at[a] + 1, at[b] + 1]), decided


def _reported(path: Path) -> tuple[list[str], str]:
    result = swiss("check", path)
    assert result.exit_code == 1, result.output
    lines = [x for x in result.stdout.splitlines() if "published rank" in x]
    return lines, result.output


def test_check_reports_a_swap_by_the_files_list_and_without_one_by_points(
    generated: Path, tmp_path: Path
) -> None:
    with_202, lines, decided = _swapped(generated, tmp_path)
    reported, _ = _reported(with_202)
    assert [int(x.split(":")[0].split()[1]) for x in reported] == lines
    assert all(f"decided by {decided} (" in x for x in reported), reported
    text = with_202.read_text(encoding="utf-8").splitlines()
    (tmp_path / "bare").mkdir()
    bare = tmp_path / "bare" / "ev.trf"
    bare.write_text("\n".join(x for x in text if x[:3] != "202") + "\n", encoding="utf-8")
    result = swiss("check", bare)
    # the list is unknown: two players equal on points may stand in either order
    assert result.exit_code == 0, result.output
    assert "published rank" not in result.stdout
    assert "no record 202 or 212 names the tie-breaks" in result.stderr
    assert "checked by points alone" in result.stderr
    # but a rank that points alone contradict is still reported
    first = next(i for i, x in enumerate(text) if x.startswith("001"))
    last = max(i for i, x in enumerate(text) if x.startswith("001"))
    worse = list(x for x in text if x[:3] != "202")
    top, bottom = first, last - 1  # one line fewer above each: the 202 record is gone
    worse[top], worse[bottom] = (
        worse[top][:85] + worse[bottom][85:89] + worse[top][89:],
        worse[bottom][:85] + worse[top][85:89] + worse[bottom][89:],
    )
    bare.write_text("\n".join(worse) + "\n", encoding="utf-8")
    found, _ = _reported(bare)
    assert found, "a rank contradicted by points is reported without a 202"
