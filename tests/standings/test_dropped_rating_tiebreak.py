"""A rating tie-break C.07 art. 10 drops (an unrated participant, no ``/U``) separates
nobody: ``standings --csv`` leaves its cells empty, as FIDE's checker gives no value
(``null``), instead of a 0 for everybody that reads as a rating; the text table prints
``-``, the mark of a tie-break that decides nothing; both say why once on stderr (issue
30)."""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.swiss_workbook import swiss, two_rounds_played


@pytest.fixture(scope="module")
def event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # the spring roster has an unrated player ("NR")
    return two_rounds_played(tmp_path_factory.mktemp("dropped"), "--system", "fide-dutch-2026")


def test_a_dropped_rating_tiebreak_prints_empty_cells_and_says_why(event: Path) -> None:
    result = swiss("standings", event, "--csv", "--tiebreaks", "ARO,BH,TPR")
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert {r["ARO"] for r in rows} == {""}
    assert {r["TPR"] for r in rows} == {""}
    assert all(r["BH"] != "" for r in rows)
    notes = [x for x in result.stderr.splitlines() if "C.07 10" in x]
    assert len(notes) == 1, result.stderr
    assert "ARO" in notes[0] and "TPR" in notes[0] and "unrated" in notes[0]
    # with /U1400 (an unrated opponent counts at 1400) nothing is dropped
    rated = swiss("standings", event, "--csv", "--tiebreaks", "ARO/U1400")
    assert rated.exit_code == 0, rated.output
    assert all(r["ARO/U1400"] for r in csv.DictReader(io.StringIO(rated.stdout)))
    assert "C.07 10" not in rated.stderr


def test_the_text_table_marks_them_as_deciding_nothing(event: Path) -> None:
    """The text table prints ``-`` there, as where direct encounter decides nothing."""
    result = swiss("standings", event, "--tiebreaks", "BH,ARO")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    header = next(i for i, x in enumerate(lines) if x.split()[:1] == ["Rk"])
    assert lines[header].split()[-1] == "ARO"
    body = [x for x in lines[header + 1 :] if x.strip()]
    assert body and all(x.split()[-1] == "-" for x in body), result.stdout
    assert sum("C.07 10" in x for x in result.stderr.splitlines()) == 1


def test_fides_checker_gives_no_value_either(event: Path, tmp_path: Path) -> None:
    pytest.importorskip("gacrux")
    out = tmp_path / "out.trf"
    assert swiss("export-trf", event, out).exit_code == 0
    command = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(out), "-t", "ARO"]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    found = json.loads(done.stdout)["tiebreakResult"]["competitors"]
    assert {c["tiebreakScore"][0] for c in found} == {None}


def test_the_bulletin_prints_them_one_way_with_the_command_line(tmp_path: Path) -> None:
    """The pages print a dropped column as the command line's text table does (``-``), the
    downloads as its CSV does (empty: ``test_dropped_csv_one_way``), and its legend says
    why."""
    from tests.bulletin.test_bulletin_tree import parse
    from tests.swiss_workbook import two_rounds_played as played

    event = played(tmp_path, "--system", "fide-dutch-2026", "--tiebreaks", "BH ARO")
    outdir = tmp_path / "site"
    assert swiss("bulletin", event, outdir).exit_code == 0
    page = parse((outdir / "standings.html").read_text("utf-8"))
    cells = [td.text() for td in page.find("tbody").find_all("td")
             if td.attrs.get("data-tiebreak") == "ARO"]  # fmt: skip
    assert cells and set(cells) == {"-"}
    with (outdir / "standings.csv").open(encoding="utf-8") as handle:
        assert {row["ARO"] for row in csv.DictReader(handle)} == {""}
    legend = (outdir / "tiebreaks.csv").read_text("utf-8")
    assert "C.07 10" in next(x for x in legend.splitlines() if x.startswith("ARO"))
    aro = (outdir / "tiebreak-ARO.html").read_text("utf-8")
    assert "C.07 10" in aro


def test_a_team_event_leaves_them_empty_too(tmp_path: Path) -> None:
    """A team event's rating tie-breaks (no team rating: art. 10 drops them): empty CSV
    cells, as FIDE's checker gives ``null``, ``-`` in the text table, one note, which says
    that a team has no rating (``legend.TEAM_DROPPED``), not that "a participant is
    unrated": the generated teams' players are all rated."""
    from individual.edges.legend import TEAM_DROPPED
    from tests.standings.test_standings_command import olympiad

    path = tmp_path / "teams.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "-o", path)
    assert made.exit_code == 0, made.output
    result = olympiad("standings", path, "--tiebreaks", "ARO,BH:MP", "--csv")
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    assert {r["ARO"] for r in rows} == {""} and all(r["BH:MP"] for r in rows)
    assert sum("C.07 10" in x for x in result.stderr.splitlines()) == 1
    assert result.stderr == f"ARO: {TEAM_DROPPED}\n", result.stderr
    assert "a team has no rating" in TEAM_DROPPED and "unrated" not in TEAM_DROPPED
    text = olympiad("standings", path, "--tiebreaks", "ARO")
    lines = [re.split(r"\s{2,}", x.strip()) for x in text.stdout.splitlines() if x.strip()]
    at = next(i for i, x in enumerate(lines) if x[0] == "Rk")
    column = lines[at].index("ARO")
    assert {x[column] for x in lines[at + 1 :]} == {"-"}
    if pytest.importorskip("gacrux"):  # FIDE's checker: no value either
        command = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-t", "ARO"]
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        found = json.loads(done.stdout)["tiebreakResult"]["competitors"]
        assert {c["tiebreakScore"][0] for c in found} == {None}


def test_the_team_bulletin_prints_them_as_the_individual_one(tmp_path: Path) -> None:
    """The team bulletin prints a dropped column as the individual one does (``-`` on the
    standings pages, after each round too, and the tie-break's page), its legend saying
    why in a team's words (``legend.TEAM_DROPPED``); the downloads leave its cells empty,
    as ``standings --csv`` does."""
    import openpyxl  # type: ignore[import-untyped]

    from individual.edges.legend import DROPPED as INDIVIDUAL
    from individual.edges.legend import TEAM_DROPPED as DROPPED
    from tests.bulletin.test_bulletin_tree import parse
    from tests.standings.test_standings_command import olympiad

    path = tmp_path / "teams.trf"
    made = olympiad("generate", "--teams", 8, "--rounds", 3, "-o", path)
    assert made.exit_code == 0, made.output
    lines = [x for x in path.read_text("utf-8").splitlines() if x[:3] != "202"]
    path.write_text("\n".join([lines[0], "202 BH:MP,ARO", *lines[1:]]) + "\n", "utf-8")
    site = tmp_path / "site"
    assert olympiad("bulletin", path, site).exit_code == 0
    pages = sorted(site.glob("standings*.html"))
    assert len(pages) == 3  # after rounds 1 and 2, and now
    for page in pages:
        cells = [td.text() for td in parse(page.read_text("utf-8")).find("tbody").find_all("td")
                 if td.attrs.get("data-tiebreak") == "ARO"]  # fmt: skip
        assert len(cells) == 8 and set(cells) == {"-"}, page.name
        assert DROPPED in page.read_text("utf-8")
    with (site / "standings.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    assert {r["ARO"] for r in rows} == {""} and all(r["BH:MP"] for r in rows)
    sheet = openpyxl.load_workbook(site / "standings.xlsx").active
    table = [[c.value for c in r] for r in sheet.iter_rows()]
    assert {r[table[0].index("ARO")] for r in table[1:]} == {None}
    legend = (site / "tiebreaks.csv").read_text("utf-8").splitlines()
    assert DROPPED in next(x for x in legend if x.startswith("ARO"))
    assert DROPPED not in next(x for x in legend if x.startswith("BH:MP"))
    aro = (site / "tiebreak-ARO.html").read_text("utf-8")
    assert DROPPED in aro and INDIVIDUAL not in aro
    values = re.findall(r'<td class="num" data-round="\d+">([^<]*)</td>', aro)
    assert len(values) == 8 * 3 and set(values) == {"-"}
