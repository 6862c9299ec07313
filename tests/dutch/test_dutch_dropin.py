"""``swiss-engine``, the drop-in for the pairing engines programs already call (bbpPairings,
JaVaFo): the same arguments, output format and exit codes, on a TRF another program (gacrux)
wrote, run as a program runs it (a subprocess)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from individual.edges.trf.read import read_swiss_trf
from tests.dutch.gacrux_oracle import Shape, gacrux_events

ENGINE = Path(sys.executable).parent / "swiss-engine"


def run(*args: object, stdin: str = "") -> subprocess.CompletedProcess[str]:
    command = [str(ENGINE), *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, input=stdin, check=False)


@pytest.fixture(scope="module")
def gacrux_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 16-player event of 5 rounds written by gacrux's generator, its last round cut off
    (so it is round 5 that is paired) and the points of the four rounds written (a file
    whose points the results do not add up to is refused, as bbpPairings refuses it)."""
    folder = tmp_path_factory.mktemp("dropin")
    [path] = gacrux_events(folder, 7, 1, Shape(16, 5, zpb=0.0, hpb=0.0, forfeit=0.0))
    half = {"1": 2, "+": 2, "U": 2, "F": 2, "=": 1, "H": 1}
    lines = []
    for line in path.read_text().splitlines():
        if line.startswith("001"):
            line = line[:131].rstrip()
            got = sum(half.get(line[c], 0) for c in range(98, len(line), 10))
            line = f"{line[:80]}{got / 2:4.1f}{line[84:]}"
        lines.append(line)
    cut = folder / "four_rounds.trf"
    cut.write_text("\n".join(lines) + "\n")
    return cut


def _round5(path: Path) -> list[str]:
    """Round 5 as gacrux paired it in the file the fixture cut: 'white black' lines."""
    full = path.parent / "gacrux_0007.trf"
    played = read_swiss_trf(full).event.rounds[4]
    return sorted(f"{g.white} {g.black}" for g in played.games)


def test_it_pairs_a_trf_written_by_gacrux_as_gacrux_did(gacrux_file: Path) -> None:
    done = run("--dutch", gacrux_file, "-p")
    assert done.returncode == 0, done.stderr
    count, *lines = done.stdout.splitlines()
    assert int(count) == len(lines) == 8
    assert sorted(lines) == _round5(gacrux_file)


def test_the_output_file_is_written_beside_the_input(gacrux_file: Path) -> None:
    done = run("--dutch", gacrux_file, "-p", "out.txt")
    assert done.returncode == 0 and done.stdout == ""
    text = (gacrux_file.parent / "out.txt").read_text()
    assert sorted(text.splitlines()[1:]) == _round5(gacrux_file)


def test_standard_input_is_read_without_a_file(gacrux_file: Path) -> None:
    done = run("--dutch", "-p", stdin=gacrux_file.read_text())
    assert done.returncode == 0 and sorted(done.stdout.splitlines()[1:]) == _round5(gacrux_file)


def test_the_check_replays_every_round(gacrux_file: Path) -> None:
    done = run("--dutch", gacrux_file, "-c", "-l", "check.list")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "no difference\n"
    assert (gacrux_file.parent / "check.list").read_text() == "no difference\n"


def test_it_generates_a_seeded_event(tmp_path: Path) -> None:
    config = tmp_path / "config.txt"
    config.write_text("PlayersNumber=12\nRoundsNumber=4\nHalfPointByeRate=20\nAccelerated=1\n")
    first = run("--dutch", "-g", config, "-o", "a.trf", "-s", 5)
    second = run("--dutch", "-g", config, "-o", "b.trf", "-s", 5)
    assert first.returncode == second.returncode == 0, first.stderr
    a, b = (tmp_path / "a.trf").read_text(), (tmp_path / "b.trf").read_text()
    assert a == b and a.startswith("### seed 5\n") and "192 FIDE_DUTCH" in a
    event = read_swiss_trf(tmp_path / "a.trf").event
    assert len(event.entrants) == 12 and len(event.rounds) == 4
    assert event.requests.virtual_points(1)  # accelerated: record 250
    assert run("--dutch", tmp_path / "a.trf", "-c").stdout == "no difference\n"


@pytest.mark.parametrize(
    ("args", "code", "words"),
    [
        (("--burstein", "x.trf", "-p"), 3, "expected --dutch"),
        (("--dutch", "x.trf"), 3, "expected -c, -p or -g"),
        (("--dutch", "missing.trf", "-p"), 5, "Error reading file missing.trf"),
        (("--dutch", "-g", "-o", "x.trf", "-s", "seven"), 4, "The seed must be a whole number"),
    ],
)
def test_bad_requests_exit_as_bbppairings_does(
    args: tuple[str, ...], code: int, words: str
) -> None:
    done = run(*args)
    assert done.returncode == code and words in done.stderr, done.stderr


def test_another_systems_file_and_a_missing_colour_are_invalid(tmp_path: Path) -> None:
    path = tmp_path / "x.trf"
    player = f"001    1      {'A, B':<33} 2000"
    path.write_text(f"012 x\n192 SCA_SCHOOLS\n{player}\n")
    done = run("--dutch", path, "-p")
    assert done.returncode == 3 and "does not match command line flag" in done.stderr
    path.write_text(f"012 x\nXXR 3\n{player}\n")  # the rounds said (else refused first)
    done = run("--dutch", path, "-p")
    assert done.returncode == 3 and "Please configure the initial piece colors" in done.stderr


def test_a_round_that_cannot_be_paired_exits_1(tmp_path: Path) -> None:
    """Two players who met in round 1: round 2 has no pairing (C.04.3 1.9.3)."""
    path = tmp_path / "x.trf"
    rows = [
        f"001    1      {'A, B':<33} 2000{'':39}   2 w 1",
        f"001    2      {'C, D':<33} 1900{'':39}   1 b 0",
    ]
    path.write_text("012 x\n192 FIDE_DUTCH\nXXR 3\nXXC white1\n" + "\n".join(rows) + "\n")
    done = run("--dutch", path, "-p")
    assert done.returncode == 1 and "No valid pairing exists" in done.stderr, done.stderr
