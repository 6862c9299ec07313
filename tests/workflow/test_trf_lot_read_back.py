"""The lot of a TRF that states none (no ``XXC``, no record 152) is one fact: read back from
round 1 by the system's rule (the FIDE (Dutch) System: TRF-2026 record 152's default, "the
colour of the highest ranked participant who was paired in the first round", the one with
the lowest TPN, whom 5.2.5 gives the initial colour), and ``swiss pair``, ``swiss explain``,
``swiss check`` and the drop-in ``swiss-engine`` all read it (review-late #1, #2)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from individual.edges.trf.read import read_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.swiss.model import Game, SwissRound, Unpaired
from individual.vocabulary.result import GameScore
from tests.swiss_workbook import swiss

ENGINE = Path(sys.executable).parent / "swiss-engine"


def _lotless(made: Path) -> Path:
    """``made`` without its lot records (``XXC``, 152), beside it."""
    lines = made.read_text().splitlines()
    path = made.with_name(f"lotless_{made.name}")
    path.write_text("\n".join(x for x in lines if x[:3] not in ("XXC", "152")) + "\n")
    return path


def _boards(exchange: str) -> list[tuple[int, int]]:
    """The boards of a pairing in the engine exchange format (``0``: the PAB)."""
    _, *lines = exchange.splitlines()
    return [(int(w), int(b)) for w, b in (line.split() for line in lines)]


def _played(path: Path, exchange: str) -> Path:
    """The TRF at ``path`` with the pairing ``exchange`` added as its next round, every
    game drawn, the others absent, still with no lot record."""
    event = read_swiss_trf(path).event
    boards = _boards(exchange)
    games = tuple(Game(w, b, GameScore.DRAW) for w, b in boards if b)
    paired = {n for board in boards for n in board}
    unpaired = tuple(
        (e.number, Unpaired.PAIRING_BYE if (e.number, 0) in boards else Unpaired.ABSENT)
        for e in event.entrants
        if e.number not in paired or (e.number, 0) in boards
    )
    event = replace(event, rounds=(*event.rounds, SwissRound(event.next_round, games, unpaired)))
    out = path.with_name(f"played_{path.name}")
    out.write_text(format_swiss_trf(event, system="fide-dutch-2026"))
    assert "\nXXC " not in out.read_text() and "\n152 " not in out.read_text()
    return out


@pytest.mark.parametrize("seed", [2, 3])
def test_pair_colours_a_file_without_a_lot_as_the_engine_and_check_agrees(
    tmp_path: Path, seed: int
) -> None:
    """Round 1 played under the lot black, the lot records dropped: ``swiss pair`` gives
    round 2 the colours ``swiss-engine -p`` gives, ``explain`` shows them, and ``swiss
    check`` of the file with that round played finds nothing ([5.2] before: pair took
    white)."""
    made = tmp_path / f"g{seed}.trf"
    options = ("--players", 20, "--rounds", 4, "--played", 1, "--absence", 0.3)
    generated = swiss("generate", *options, "--seed", seed, "--lot", "black", "-o", made)
    assert generated.exit_code == 0, generated.output
    path = _lotless(made)
    paired = swiss("pair", path)
    assert paired.exit_code == 0, paired.output
    engine = tmp_path / "engine.txt"
    done = subprocess.run(
        [str(ENGINE), "--dutch", str(path), "-p", str(engine)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert paired.stdout == engine.read_text()

    explained = swiss("explain", path, "--round", 2)
    assert explained.exit_code == 0, explained.output
    assert "the initial colour is white" not in explained.output
    assert "note: no lot given (no XXC or 152); read back from round 1: black" in explained.stdout
    flipped = [f"colour: {b}-{w}:" for w, b in _boards(paired.stdout) if b]
    assert not [line for line in flipped if line in explained.output], explained.output

    checked = swiss("check", _played(path, paired.stdout))
    assert checked.exit_code == 0, checked.output
    assert "[5.2" not in checked.stdout, checked.output
    assert "0 breaches of absolute criteria, 0 differences" in checked.stdout, checked.output


@pytest.fixture
def player_1_not_highest(tmp_path: Path) -> Path:
    """A Dutch event, two rounds played, no lot record, whose player 1 (TPN 1: a TRF's
    start numbers are the TPNs) is not the highest rated after a rating correction
    (C.04.2 keeps the TPNs): 1900, below player 2's 2175."""
    made = tmp_path / "made.trf"
    options = ("--players", 10, "--rounds", 4, "--played", 2, "--seed", 3, "-o", made)
    assert swiss("generate", *options).exit_code == 0
    path = _lotless(made)
    lines = path.read_text().splitlines()
    player_1 = [i for i, line in enumerate(lines) if line.startswith("001    1 ")]
    assert len(player_1) == 1 and int(lines[player_1[0]][48:52]) > 2175
    lines[player_1[0]] = lines[player_1[0]][:48] + "1900" + lines[player_1[0]][52:]
    assert " 2175 " in next(x for x in lines if x.startswith("001    2 "))
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_dutch_lot_is_read_back_by_tpn_not_rating(player_1_not_highest: Path) -> None:
    """5.2.5 gives the initial colour to the odd TPN of the higher ranked player: round 1's
    lot is player 1's colour (TPN 1), not that of player 2, the highest rated (FIDE 1998's
    E.5 read it so: five false [5.2.5] findings in round 1 before). ``swiss check``,
    ``swiss-engine -c`` and gacrux's pairing checker confirm every round."""
    path = player_1_not_highest
    checked = swiss("check", path)
    assert checked.exit_code == 0, checked.output
    assert "2 rounds checked: 0 breaches of absolute criteria, 0 differences" in checked.stdout
    report = path.with_suffix(".txt")
    done = subprocess.run(
        [str(ENGINE), "--dutch", str(path), "-c", "-l", str(report)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert "[5.2.5]" not in done.stdout and "no difference" in done.stdout, done.stdout
    gacrux = path.with_suffix(".json")
    command = [sys.executable, "-m", "gacrux.pairingchecker", "-m", "dutch", "-c"]
    subprocess.run([*command, "-i", str(path), "-o", str(gacrux)], capture_output=True)
    rounds = json.loads(gacrux.read_text())["pairingResult"]["roundpairing"]
    assert [r["check"] for r in rounds] == [True, True]
