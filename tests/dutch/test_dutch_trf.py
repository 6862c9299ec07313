"""TRF-2026 for a FIDE (Dutch) event: record 192's codes, the acceleration (250, XXA, a
``_BAKU`` code), the forbidden pairs (260, XXP), the standard points (162), byes and line
ends, read and written back; gacrux reads what is written."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.write import format_swiss_trf
from individual.swiss.model import Entrant, SwissEvent
from individual.swiss.requests import Acceleration, Forbidden, Requests, baku
from individual.vocabulary.colour import Colour
from individual.vocabulary.errors import InputErrors
from individual.vocabulary.player import Player
from rulesets.trf_codes import accelerated, named_by
from tests.swiss_workbook import swiss

NAMES = ("Anand", "Bacrot", "Carlsen", "Ding", "Erigaisi", "Firouzja", "Giri", "Harikrishna")


def _player(n: int, rating: int, rounds: str = "") -> str:
    name = f"{NAMES[(n - 1) % 8]}, P{n}"
    return f"001 {n:4d}      {name:<33} {rating:4d} ENG {n:11d} {'':10} {0:4.1f} {n:4d}" + rounds


def _file(*records: str, players: int = 8, code: str = "FIDE_DUTCH") -> str:
    head = ["012 Dutch test", f"192 {code}", "XXR 9", "XXC white1"]
    body = [_player(n, 2600 - 20 * n) for n in range(1, players + 1)]
    return "\n".join([*head, *body, *records]) + "\n"


@pytest.mark.parametrize(
    "code",
    ["FIDE_DUTCH", "FIDE_DUTCH_2026", "FIDE_DUTCH_2025", "fide_dutch_2026_baku", "FIDE_DUTCH_BAKU"],
)
def test_every_dutch_code_names_the_2026_system(code: str) -> None:
    line = named_by(code)
    assert line is not None and line.ruleset == "fide-dutch-2026" and line.code == "FIDE_DUTCH"
    assert accelerated(code) == code.upper().endswith("_BAKU")


def test_the_2017_code_is_not_read_as_the_2026_rules() -> None:
    assert named_by("FIDE_DUTCH_2017") is None


def test_record_250_gives_virtual_points_by_round_and_player() -> None:
    text = _file("250       1.0 001 002    1    4", "250  1.0  0.5 003 003    1    4")
    requests = parse_swiss_trf(text).event.requests
    assert requests.virtual_points(1) == {1: 2, 2: 2, 3: 2, 4: 2}
    assert requests.virtual_points(3) == {1: 1, 2: 1, 3: 1, 4: 1}
    assert requests.virtual_points(4) == {}


def test_xxa_gives_virtual_points_round_by_round() -> None:
    text = _file("XXA    2  1.0  1.0  0.5  0.0", "XXA    3  1.0")
    requests = parse_swiss_trf(text).event.requests
    assert requests.virtual_points(1) == {2: 2, 3: 2}
    assert requests.virtual_points(3) == {2: 1}


def test_a_baku_code_without_virtual_points_asks_for_the_baku_method() -> None:
    requests = parse_swiss_trf(_file(code="FIDE_DUTCH_BAKU", players=15)).event.requests
    assert requests.baku and not requests.accelerations
    # C.04.7: group A is 2 * ceil(15 / 4) = 8 players; 9 rounds: 5 accelerated, 3 at 1 point
    resolved = requests.resolved(list(range(1, 16)), 9)
    assert resolved.virtual_points(1) == {n: 2 for n in range(1, 9)}
    assert resolved.virtual_points(3) == {n: 2 for n in range(1, 9)}
    assert resolved.virtual_points(4) == {n: 1 for n in range(1, 9)}
    assert resolved.virtual_points(6) == {}


def test_record_250_wins_over_a_baku_code() -> None:
    text = _file("250       0.5 001 001    1    2", code="FIDE_DUTCH_BAKU")
    requests = parse_swiss_trf(text).event.requests
    assert not requests.baku and requests.virtual_points(1) == {1: 1, 2: 1}


@pytest.mark.parametrize(("players", "group"), [(8, 4), (15, 8), (17, 10), (161, 82)])
def test_baku_group_a_is_twice_a_quarter_rounded_up(players: int, group: int) -> None:
    lines = baku(list(range(1, players + 1)), 11)
    assert {a.last_player for a in lines} == {group}
    # 11 rounds: 6 accelerated, the first 3 at one point, the next 3 at half a point
    assert [(a.half_points, a.first_round, a.last_round) for a in lines] == [(2, 1, 3), (1, 4, 6)]


def test_record_260_and_xxp_forbid_pairs_in_their_rounds() -> None:
    text = _file("260 002 003    1    2    5", "XXP 7 8")
    requests = parse_swiss_trf(text).event.requests
    assert requests.forbidden_pairs(1) == ((7, 8),)
    assert requests.forbidden_pairs(2) == ((1, 2), (1, 5), (2, 5), (7, 8))
    assert requests.forbidden_pairs(4) == ((7, 8),)


@pytest.mark.parametrize(
    ("record", "column", "words"),
    [
        (
            "260 001 002    1   12",
            18,
            "player: expected a start number of a player record (1 to 8)",
        ),
        ("250       1.0 001 002    1   99", 28, "a start number of a player record (1 to 8)"),
        ("XXP 3 x", 7, "XXP player: expected a start number, found 'x'"),
        ("260 001 001    3", 13, "record 260: expected two players or more"),
        ("162  W 3.0    D 1.0    L 0.0", 6, "record 162: expected the standard W 1.0"),
        ("250       1.3 001 002    1    2", 10, "points: expected points such as '1.0'"),
    ],
)
def test_a_bad_request_record_names_its_line_and_column(
    record: str, column: int, words: str
) -> None:
    with pytest.raises(InputErrors) as raised:
        parse_swiss_trf(_file(record), "dutch.trf")
    named = [e for e in raised.value.errors if words in str(e)]
    assert [(e.row, e.column) for e in named] == [(13, column)], raised.value.errors


def test_the_standard_points_record_is_read() -> None:
    record = "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"
    assert parse_swiss_trf(_file(record)).event.entrants


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_every_line_end_reads_the_same(end: str) -> None:
    text = _file("250       1.0 001 002    1    4", "260 001 009    1    2")
    assert parse_swiss_trf(text.replace("\n", end)) == parse_swiss_trf(text)


def _event(requests: Requests) -> SwissEvent:
    entrants = tuple(Entrant(n, Player(f"Player {n}", 2500 - 10 * n)) for n in range(1, 9))
    return SwissEvent("Dutch", entrants, (), 9, requests=requests)


def test_the_requests_are_written_and_read_back() -> None:
    requests = Requests(
        (Forbidden(1, 9, (1, 2)), Forbidden(2, 3, (4, 5, 6))),
        (Acceleration(2, 1, 2, 1, 4), Acceleration(1, 3, 3, 1, 4)),
    )
    text = format_swiss_trf(_event(requests), Colour.WHITE, system="fide-dutch-2026")
    assert "192 FIDE_DUTCH" in text.splitlines()
    assert "250       1.0 001 002    1    4" in text.splitlines()
    assert "260 002 003    4    5    6" in text.splitlines()
    assert parse_swiss_trf(text).event.requests == replace(requests, numbered=True)


def test_the_baku_method_is_written_out_as_records_250() -> None:
    """bbpPairings' own Baku (``_BAKU`` with no record 250) takes another group A for 17
    players; the virtual points written out say exactly which."""
    text = format_swiss_trf(_event(Requests(baku=True)), Colour.WHITE, system="fide-dutch-2026")
    assert [line for line in text.splitlines() if line.startswith("250")] == [
        "250       1.0 001 003    1    4",
        "250       0.5 004 005    1    4",
    ]


def test_gacrux_reads_the_acceleration_and_the_forbidden_pairs(tmp_path: Path) -> None:
    requests = Requests((Forbidden(1, 9, (1, 2)),), (Acceleration(2, 1, 2, 1, 4),))
    path, out = tmp_path / "dutch.trf", tmp_path / "dutch.json"
    path.write_text(format_swiss_trf(_event(requests), Colour.WHITE, system="fide-dutch-2026"))
    command = [sys.executable, "-m", "gacrux.convert", "-i", path, "-o", out]
    subprocess.run([str(c) for c in command], capture_output=True, check=False)
    tournament = json.loads(out.read_text())["event"]["tournaments"][0]
    assert tournament["prohibited"] == [{"firstRound": 1, "lastRound": 9, "competitors": [1, 2]}]
    [acceleration] = tournament["accelerated"]["values"]
    assert float(acceleration["gamePoints"]) == 1.0
    assert (acceleration["firstRound"], acceleration["lastCompetitor"]) == (1, 4)


def test_swiss_pair_keeps_forbidden_pairs_apart_and_requested_byes_out(tmp_path: Path) -> None:
    """Round 1 of 8 would pair 1-5, 2-6, 3-7, 4-8; record 260 forbids 1-5, record 240 gives
    player 8 a half-point bye, so 7 players: 1 may not meet 5, 8 is not paired."""
    path = tmp_path / "dutch.trf"
    path.write_text(_file("260 001 009    1    5", "240 H 001    8"))
    done = swiss("pair", path)
    assert done.exit_code == 0, done.output
    count, *lines = done.stdout.splitlines()
    pairs = [tuple(map(int, line.split())) for line in lines]
    assert int(count) == 4 and all(8 not in p for p in pairs)
    assert not any(set(p) == {1, 5} for p in pairs)
    assert sum(1 for p in pairs if p[1] == 0) == 1  # the PAB


def test_a_javafo_scoring_record_is_not_read_as_a_school(tmp_path: Path) -> None:
    """To JaVaFo, ``XXS`` is the scoring system; a Dutch file is never read for the British
    records (an ``XXS`` there would be an English Schools school)."""
    path = tmp_path / "dutch.trf"
    path.write_text(_file("XXS WW=1.0 BW=1.0 WD=0.5 BD=0.5"))
    done = swiss("pair", path)
    assert done.exit_code == 0, done.output
    assert len(done.stdout.splitlines()) == 5
