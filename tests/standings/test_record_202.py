"""Record 202 (TRF-2026: "FIDE Tie-Breaks used to break ties", a comma-separated list of
codes) as written by an export: the C.07 codes FIDE's checker reads, so that gacrux,
reading the exported file's own list, computes the values our standings show (issue 30);
the old codes are still read."""

from __future__ import annotations

import csv
import io
import random
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner

from individual.edges.cli.tiebreaks import file_tiebreaks
from olympiad.edges.cli.main import main as olympiad
from olympiad.edges.trf.read import read_team_trf
from olympiad.edges.trf.write import format_team_trf
from olympiad.simulate import play_event, random_event
from olympiad.standings.listed import parse, standings
from rulesets.olympiad_2022 import OLYMPIAD_2022
from tests.standings.c07_oracle import checker

pytest.importorskip("gacrux")


def _gacrux(path: Path) -> tuple[list[str], dict[int, list[Fraction]]]:
    """The tie-breaks gacrux reads from the file's record 202 and its values."""
    found = checker(path, swiss=False)
    return list(found.names), found.numbers(Fraction)


@pytest.mark.parametrize("seed", [2, 5])
def test_an_exported_team_file_names_tiebreaks_gacrux_computes(tmp_path: Path, seed: int) -> None:
    path = tmp_path / "event.trf"
    args = ["generate", "--teams", "8", "--rounds", "5", "--seed", str(seed), "-o", str(path)]
    assert CliRunner().invoke(olympiad, args).exit_code == 0
    record = next(x for x in path.read_text().splitlines() if x.startswith("202 "))
    assert record == "202 EMGSB/C1,MPvGP,BH:MP/C1"
    names, theirs = _gacrux(path)
    assert "NUL" not in names
    shown = CliRunner().invoke(olympiad, ["standings", str(path), "--csv"])
    rows = list(csv.DictReader(io.StringIO(shown.stdout)))
    # C.04.6 mp-gp ranks by match points, then the list (C.07 4.2): our GP is gacrux's
    # MPvGP, where record 202 puts it
    columns = ["MP", "EMGSB/C1", "GP", "BH:MP/C1"]
    assert list(rows[0])[3:7] == columns
    byes = {r.bye for r in read_team_trf(path).event.rounds}
    for row in rows:
        team = int(row["No."])
        if team not in byes:  # a PAB's game points: docs/interpretations.md
            assert [Fraction(row[c]) for c in columns] == theirs[team], team


def test_the_old_code_gp_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "event.trf"
    args = ["generate", "--teams", "8", "--rounds", "4", "--seed", "3", "-o", str(path)]
    assert CliRunner().invoke(olympiad, args).exit_code == 0
    text = path.read_text()
    old = tmp_path / "old.trf"
    old.write_text(
        "\n".join(
            "202 EMGSB/C1,GP,BH:MP/C1" if x.startswith("202 ") else x for x in text.splitlines()
        )
        + "\n"
    )
    new = CliRunner().invoke(olympiad, ["standings", str(path), "--csv"]).stdout
    before = CliRunner().invoke(olympiad, ["standings", str(old), "--csv"]).stdout
    assert [r[:2] for r in csv.reader(io.StringIO(new))][1:] == [
        r[:2] for r in csv.reader(io.StringIO(before))
    ][1:]
    assert "GP" in before.splitlines()[0].split(",")


def test_an_olympiad_2022_export_reads_back_with_the_same_standing(tmp_path: Path) -> None:
    """The 2022 list ``EMGSB/C1, GP, BH:MP/C1`` is written ``EMGSB/C1,MPvGP,BH:MP/C1``
    and read back to the same standing, game points shown once (as GP, the column they
    were), equal to gacrux's."""
    rnd = random.Random(4)
    event, _ = play_event(random_event(9, rnd, OLYMPIAD_2022, rounds=5), rnd, 5, no_show=0.05)
    path = tmp_path / "event.trf"
    path.write_text(format_team_trf(event))
    assert "202 EMGSB/C1,MPvGP,BH:MP/C1" in path.read_text().splitlines()
    before = [(r.team, r.place, r.tiebreaks) for r in standings(event)]
    read = read_team_trf(path).event
    shown = CliRunner().invoke(olympiad, ["standings", str(path), "--csv"]).stdout
    header = shown.splitlines()[0].split(",")
    assert header[3:7] == ["MP", "EMGSB/C1", "GP", "BH:MP/C1"] and "MPvGP" not in header
    after = {r.team: r for r in standings(read, file_tiebreaks(path, parse))}
    assert [(t, after[t].place, tuple(v for _, v in after[t].tiebreaks)) for t, _, _ in before] == [
        (t, p, tuple(v for _, v in b)) for t, p, b in before
    ]
    _, theirs = _gacrux(path)
    byes = {r.bye for r in event.rounds}
    for team, row in after.items():
        if team not in byes:
            assert [Fraction(row.match_points), *(v for _, v in row.tiebreaks)] == theirs[team]
