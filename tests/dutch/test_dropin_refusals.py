"""``swiss-engine`` refuses what bbpPairings' documented interface refuses (issue 29): pairing
(``-p``) a file that does not say how many rounds the event has (record 142 or ``XXR``), or
whose rounds are all paired, and reading (``-p`` or ``-c``) a file whose points (001 columns
81-84) are not what its results add up to. Each: exit 3 (invalid request), one line on
standard error in bbpPairings' style (``Error parsing file NAME: ...``), nothing on standard
output, no output file written."""

from __future__ import annotations

from pathlib import Path

import pytest

from individual.edges.cli.dropin import INVALID, main
from tests.swiss_workbook import swiss


@pytest.fixture(scope="module")
def three_rounds(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A Dutch event of 10 players, 2 of its 3 rounds played (the third cut off)."""
    folder = tmp_path_factory.mktemp("refusals")
    full = folder / "full.trf"
    made = swiss("generate", "--system", "fide-dutch-2026", "--players", 10, "--rounds", 3,
                 "-o", full)  # fmt: skip
    assert made.exit_code == 0, made.output
    lines = full.read_text().splitlines()
    played = [_points(line[:111].rstrip(), line) if line[:3] == "001" else line for line in lines]
    cut = folder / "two_rounds.trf"
    cut.write_text("\n".join(played) + "\n")
    return cut


def _points(line: str, full: str) -> str:
    """``line`` (001, two rounds) with the points of those rounds in columns 81-84."""
    half = {"1": 2, "=": 1, "0": 0, "+": 2, "-": 0, "U": 2, "F": 2, "H": 1, "Z": 0}
    got = sum(half[line[c]] for c in (98, 108) if c < len(line))
    return f"{line[:80]}{got / 2:4.1f}{line[84:]}"


def _write(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n")
    return path


def _refused(capsys: pytest.CaptureFixture[str], *args: object) -> str:
    code = main([str(a) for a in args])
    said = capsys.readouterr()
    assert code == INVALID, (code, said.out, said.err)
    assert said.out == ""
    return said.err


def test_the_file_as_written_is_paired(
    three_rounds: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--dutch", str(three_rounds), "-p"]) == 0
    assert int(capsys.readouterr().out.splitlines()[0]) == 5


def test_no_number_of_rounds_is_refused_when_pairing(
    three_rounds: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        line for line in three_rounds.read_text().splitlines() if line[:3] not in ("XXR", "142")
    ]
    path = _write(tmp_path / "no_rounds.trf", lines)
    said = _refused(capsys, "--dutch", path, "-p", "out.txt")
    assert said.startswith(f"Error parsing file {path}: ")
    assert "number of rounds" in said and "142" in said and "XXR" in said, said
    assert not (tmp_path / "out.txt").exists()
    assert main(["--dutch", str(path), "-c"]) == 0  # a check needs no further round


def test_pairing_past_the_last_round_is_refused(
    three_rounds: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [
        f"{line[:3]} 2" if line[:3] in ("XXR", "142") else line
        for line in three_rounds.read_text().splitlines()
    ]
    path = _write(tmp_path / "done.trf", lines)
    said = _refused(capsys, "--dutch", path, "-p")
    assert said.startswith(f"Error parsing file {path}: ")
    assert "2 rounds" in said and "all paired" in said, said


def test_points_that_do_not_add_up_are_refused(
    three_rounds: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = three_rounds.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("001    4"))
    wrong = f"{float(lines[at][80:84]) + 1:4.1f}"
    lines[at] = lines[at][:80] + wrong + lines[at][84:]
    path = _write(tmp_path / "points.trf", lines)
    for mode in ("-p", "-c"):
        said = _refused(capsys, "--dutch", path, mode)
        assert said.startswith(f"Error parsing file {path}: "), said
        assert "The score for player 4 does not match the game results" in said, said
        assert f"line {at + 1}" in said and wrong.strip() in said, said
