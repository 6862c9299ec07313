"""Damaged TRF files (issue 18, item 8): every one an input error (exit 2) naming the file
and, where there is one, the line and column; nothing written; no traceback. The worst
first (each changed a pairing silently), then a seeded fuzz of the same kinds."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad
from tests.paths import FIXTURES

TEAM = (FIXTURES / "hand_four_teams.trf").read_text(encoding="utf-8")
ROUND_ONE = (FIXTURES / "hand_round_one.trf").read_text(encoding="utf-8")  # nothing played


def _player(number: int, name: str, rating: int, blocks: str = "") -> str:
    """A 001 record in the TRF columns; ``blocks`` from column 92."""
    return f"001 {number:4d}      {name:<33} {rating:4d}".ljust(91) + blocks


def individual() -> str:
    """Four players, round 1 played: 1-3 (1-0), 2-4 (draw); round 2 to pair."""
    return "\n".join([
        "012 Damage test (hand-made)",
        "XXR 5",
        _player(1, "One, A", 2400, "   3 w 1  "),
        _player(2, "Two, B", 2300, "   4 w =  "),
        _player(3, "Three, C", 2200, "   1 b 0  "),
        _player(4, "Four, D", 2100, "   2 b =  "),
    ]) + "\n"  # fmt: skip


def _run(tmp_path: Path, command: Callable[..., object], text: str | bytes) -> tuple[Result, Path]:
    path = tmp_path / "event.trf"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    before = sorted(tmp_path.iterdir())
    result = CliRunner().invoke(command, ["pair", str(path)])  # type: ignore[arg-type]
    assert sorted(tmp_path.iterdir()) == before, "a file was written"
    return result, path


def _rejected(tmp_path: Path, command: Callable[..., object], text: str | bytes) -> str:
    result, path = _run(tmp_path, command, text)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2, result.output
    assert str(path) in result.output
    return result.output


def test_the_valid_files_pair(tmp_path: Path) -> None:
    assert _run(tmp_path, swiss, individual())[0].exit_code == 0
    assert _run(tmp_path, olympiad, TEAM)[0].exit_code == 0


@pytest.mark.parametrize("text", ["", "\n\n", b"\x00\xff\x13garbage" * 20, "### only a comment\n"])
def test_an_empty_or_binary_trf_is_an_input_error(tmp_path: Path, text: str | bytes) -> None:
    output = _rejected(tmp_path, swiss, text)
    assert "no player" in output


@pytest.mark.parametrize(("old", "new"), [("XXR 5", "XXR ²"), ("2400", "24²0")])
def test_a_superscript_digit_is_named(tmp_path: Path, old: str, new: str) -> None:
    text = individual().replace(old, new)
    assert "²" in text
    assert "line" in _rejected(tmp_path, swiss, text)
    result, _ = _run(tmp_path, swiss, text.replace("XXR", "XXR").replace("012", "012"))
    assert result.exit_code == 2


def test_a_superscript_digit_under_the_british_systems(tmp_path: Path) -> None:
    path = tmp_path / "event.trf"
    path.write_text(individual().replace("XXR 5", "XXR ²"), encoding="utf-8")
    result = CliRunner().invoke(swiss, ["pair", str(path), "--system", "caa-2009"])
    assert result.exit_code == 2 and str(path) in result.output, result.output


def test_a_001_line_one_blank_short_is_rejected_team(tmp_path: Path) -> None:
    line = next(x for x in TEAM.splitlines() if x.startswith("001    1"))
    short = line.replace("Alpha, One ", "Alpha, One", 1)
    output = _rejected(tmp_path, olympiad, TEAM.replace(line, short))
    number = TEAM.splitlines().index(line) + 1
    assert f"line {number}, column 48" in output


def test_a_001_line_one_blank_short_is_rejected_individual(tmp_path: Path) -> None:
    text = individual().replace("One, A ", "One, A", 1)
    assert "line 3, column 48" in _rejected(tmp_path, swiss, text)


@pytest.mark.parametrize("base", [TEAM, ROUND_ONE], ids=["played", "round-one"])
def test_an_indented_310_is_rejected(tmp_path: Path, base: str) -> None:
    text = base.replace("\n310   2", "\n 310   2")
    assert "indented" in _rejected(tmp_path, olympiad, text)


@pytest.mark.parametrize("base", [TEAM, ROUND_ONE], ids=["played", "round-one"])
def test_a_deleted_310_leaves_players_of_no_team(tmp_path: Path, base: str) -> None:
    gone = next(x for x in base.splitlines() if x.startswith("310   2"))
    output = _rejected(tmp_path, olympiad, base.replace(gone + "\n", ""))
    assert "no team" in output


def test_contradictory_opponents_name_both_lines(tmp_path: Path) -> None:
    # 4 says it played 1; 1 says 3 and 3 says 1: 4's game would vanish
    text = individual().replace("   2 b =  ", "   1 b =  ")
    output = _rejected(tmp_path, swiss, text)
    assert "line 6" in output and "line 3" in output


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("XXR 5", "XXR 99999999999999999999", "number of rounds"),
        ("XXR 5", "XXR 5\nXXC purple", "purple"),
        ("   4 w =  ", "0000 w U  ", "colour"),
    ],
    ids=["huge-rounds", "purple-lot", "bye-with-colour"],
)
def test_clearly_invalid_records(tmp_path: Path, old: str, new: str, words: str) -> None:
    text = individual().replace(old, new)
    if "U" in new:
        text = text.replace("   2 b =  ", "0000 - U  ")
    assert words in _rejected(tmp_path, swiss, text)


# The fuzz: seeded damage of the kinds above, each run through `pair`.

Damage = Callable[[random.Random, str], str | bytes]


def _truncate(rng: random.Random, text: str) -> str:
    return text[: rng.randrange(len(text))]


def _random_bytes(rng: random.Random, text: str) -> bytes:
    return rng.randbytes(rng.randint(0, 400))


def _unicode_digit(rng: random.Random, text: str) -> str:
    digits = [i for i, c in enumerate(text) if c.isdigit() and i > 0 and text[i - 1] != "\n"]
    i = rng.choice(digits)
    return text[:i] + rng.choice("²³¹٣۴߅१") + text[i + 1 :]


def _misalign(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    n = rng.choice([i for i, x in enumerate(lines) if x.startswith(("001", "310"))])
    i = rng.randrange(4, len(lines[n].rstrip()))
    cut = lines[n][i + 1 :] if rng.random() < 0.5 else " " + lines[n][i:]
    lines[n] = lines[n][:i] + cut
    return "\n".join(lines) + "\n"


def _huge(rng: random.Random, text: str) -> str:
    return text.replace("XXR 5", f"XXR {rng.choice(['9' * 20, '0', '-3', '1e9', '5 5'])}")


def _garbage_field(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    n = rng.choice([i for i, x in enumerate(lines) if x.startswith("001")])
    start = rng.choice([5, 49, 92, 97, 99])
    junk = rng.choice(["x", "?", "\x00", "é", "-", "Ⅻ"])
    lines[n] = lines[n].ljust(start)[: start - 1] + junk + lines[n][start:]
    return "\n".join(lines) + "\n"


DAMAGE: list[Damage] = [_truncate, _random_bytes, _unicode_digit, _misalign, _huge, _garbage_field]


@pytest.mark.parametrize("seed", range(150))
@pytest.mark.parametrize("kind", ["swiss", "olympiad"])
def test_fuzzed_files(tmp_path: Path, seed: int, kind: str) -> None:
    rng = random.Random(seed)
    base, command = (individual(), swiss) if kind == "swiss" else (TEAM, olympiad)
    damage = DAMAGE[seed % len(DAMAGE)]
    damaged = damage(rng, base)
    started = time.monotonic()
    result, path = _run(tmp_path, command, damaged)
    assert time.monotonic() - started < 5
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        damage.__name__,
        result.exception,
    )
    assert result.exit_code != 1, result.output
    if result.exit_code != 0:
        assert result.exit_code == 2, (damage.__name__, result.output)
        assert str(path) in result.output, (damage.__name__, result.output)


@pytest.mark.parametrize(
    ("new", "words"),
    [("XXR 99999999999999999999", "number of rounds"), ("XXC purple", "purple")],
    ids=["huge-rounds", "purple-lot"],
)
def test_clearly_invalid_team_records(tmp_path: Path, new: str, words: str) -> None:
    text = TEAM.replace("XXR 5", new) if "XXR" in new else TEAM.replace("XXC black1", new)
    assert new in text
    assert words in _rejected(tmp_path, olympiad, text)


@pytest.mark.parametrize("record", ["XXK    ² Hastings", "XXT ² 1", "XXS ²³   Hill School"])
def test_a_superscript_digit_in_the_british_records(tmp_path: Path, record: str) -> None:
    path = tmp_path / "event.trf"
    path.write_text(individual() + record + "\n", encoding="utf-8")
    result = CliRunner().invoke(swiss, ["pair", str(path), "--system", "caa-2009"])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2 and str(path) in result.output, result.output
    assert "line 7" in result.output


@pytest.mark.parametrize("shift", [-1, 1])
def test_a_310_line_one_blank_short_or_long_is_rejected(tmp_path: Path, shift: int) -> None:
    line = next(x for x in ROUND_ONE.splitlines() if x.startswith("310   2"))
    moved = line.replace("East ", "East", 1) if shift < 0 else line.replace("East", "East ", 1)
    number = ROUND_ONE.splitlines().index(line) + 1
    output = _rejected(tmp_path, olympiad, ROUND_ONE.replace(line, moved))
    assert f"line {number}" in output


def test_a_team_bye_with_a_colour_is_rejected(tmp_path: Path) -> None:
    line = next(x for x in TEAM.splitlines() if x.startswith("001    3"))
    assert line.endswith("0000 - -")
    number = TEAM.splitlines().index(line) + 1
    output = _rejected(tmp_path, olympiad, TEAM.replace(line, line[:-3] + "w -"))
    assert f"line {number}, column {len(line) - 2}" in output and "colour" in output


def _points(text: str, number: int, points: str) -> tuple[str, int]:
    """``text`` with the points (columns 81-84) of player ``number`` set; and its line."""
    lines = text.splitlines()
    n = next(i for i, x in enumerate(lines) if x.startswith(f"001 {number:4d}"))
    lines[n] = lines[n].ljust(91)[:80] + points.rjust(4) + lines[n].ljust(91)[84:]
    return "\n".join(lines) + "\n", n + 1


@pytest.mark.parametrize("points", ["².0", "-1.0", "9.0", "1e3", "x"])
@pytest.mark.parametrize("kind", ["swiss", "olympiad"])
def test_impossible_points_in_a_player_record(tmp_path: Path, kind: str, points: str) -> None:
    """The points field (81-84) was not read at all: odd digits, a negative score or 9
    points after 2 rounds passed in silence. Now an input error naming line and column."""
    base, command = (individual(), swiss) if kind == "swiss" else (TEAM, olympiad)
    text, line = _points(base, 1, points)
    output = _rejected(tmp_path, command, text)
    assert f"line {line}, column 81" in output and "points" in output, output


@pytest.mark.parametrize("kind", ["swiss", "olympiad"])
def test_odd_digits_in_a_player_rank(tmp_path: Path, kind: str) -> None:
    """The rank (86-89) was not read: a fullwidth ``３`` passed in silence."""
    base, command = (individual(), swiss) if kind == "swiss" else (TEAM, olympiad)
    lines = base.splitlines()
    n = next(i for i, x in enumerate(lines) if x.startswith("001    1"))
    lines[n] = lines[n].ljust(91)[:85] + "   ３" + lines[n].ljust(91)[89:]
    output = _rejected(tmp_path, command, "\n".join(lines) + "\n")
    assert f"line {n + 1}, column 86" in output and "rank" in output, output


@pytest.mark.parametrize("kind", ["swiss", "olympiad"])
def test_points_in_the_rounds_played_are_read(tmp_path: Path, kind: str) -> None:
    base, command = (individual(), swiss) if kind == "swiss" else (TEAM, olympiad)
    for points in ("", "1.0", "0.5", "1"):
        assert _run(tmp_path, command, _points(base, 1, points)[0])[0].exit_code == 0


@pytest.mark.parametrize("record", ["XXN", "XXE"])
def test_a_start_number_given_twice_in_xxn_or_xxe(tmp_path: Path, record: str) -> None:
    """A second ``XXN    1`` replaced the first in silence (a TRF of 10^5 such lines was
    paired): an input error naming both lines."""
    text = individual() + f"{record}    1    7\n{record}    1    9\n"
    output = _rejected(tmp_path, swiss, text)
    assert "line 8" in output and "line 7" in output, output


@pytest.mark.parametrize("opponent", ["   5", "  99"])
def test_an_opponent_out_of_range_is_named_individual(tmp_path: Path, opponent: str) -> None:
    # four players: start numbers 1 to 4; player 1's round 1 names one above them
    output = _rejected(tmp_path, swiss, individual().replace("   3 w 1  ", f"{opponent} w 1  ", 1))
    assert "line 3, column 92: round 1 opponent" in output
    assert "1 to 4" in output and f"found {opponent.strip()}" in output


@pytest.mark.parametrize("opponent", ["  14", "9999"])
def test_an_opponent_out_of_range_is_named_team(tmp_path: Path, opponent: str) -> None:
    # thirteen players: start numbers 1 to 13; player 1's round 1 names one above them
    line = next(x for x in TEAM.splitlines() if x.startswith("001    1"))
    text = TEAM.replace(line, line.replace("   5 w 1", f"{opponent} w 1", 1))
    output = _rejected(tmp_path, olympiad, text)
    number = TEAM.splitlines().index(line) + 1
    assert f"line {number}, column 92: round 1 opponent" in output
    assert "1 to 13" in output and f"found {opponent.strip()}" in output


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
def test_a_game_against_opponent_0000_is_refused(tmp_path: Path, command: object) -> None:
    # 0000 means no opponent: a game result and a colour with it cannot stand
    base = individual() if command is swiss else TEAM
    old = "   3 w 1  " if command is swiss else "   5 w 1"
    output = _rejected(tmp_path, command, base.replace(old, "0000" + old[4:], 1))  # type: ignore[arg-type]
    assert "round 1" in output and "column 9" in output


def test_fewer_planned_rounds_than_played_is_refused_individual(tmp_path: Path) -> None:
    # round 2 played (1-4 1-0, 3-2 draw) while XXR plans 1 round
    lines = individual().replace("XXR 5", "XXR 1").splitlines()
    blocks = ["   4 w 1  ", "   3 b =  ", "   2 w =  ", "   1 b 0  "]
    for n, block in zip(range(2, 6), blocks, strict=True):
        lines[n] += block
    output = _rejected(tmp_path, swiss, "\n".join(lines) + "\n")
    assert "line 2, column 5: number of rounds: expected at least 2" in output


def test_fewer_planned_rounds_than_played_is_refused_team(tmp_path: Path) -> None:
    output = _rejected(tmp_path, olympiad, TEAM.replace("XXR 5", "XXR 1"))
    assert "number of rounds: expected at least 2" in output


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
@pytest.mark.parametrize("verb", ["pair", "standings"])
def test_a_player_count_the_records_differ_from_is_a_warning(
    tmp_path: Path, command: Callable[..., object], verb: str
) -> None:
    base = individual() if command is swiss else TEAM
    held = 4 if command is swiss else 13
    rated = 4 if command is swiss else 12  # Gamma, Three is unrated
    lines = base.splitlines()
    at = lines.index("XXR 5") + 1
    lines[at:at] = [f"062 {held + 3}", f"072 {rated}"]  # 072 agrees: no warning for it
    path = tmp_path / "event.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(command, [verb, str(path)])  # type: ignore[arg-type]
    assert result.exit_code == 0, result.output
    warning = f"warning: {path}, line {at + 1}: record 062 gives {held + 3} players"
    assert warning in result.output and f"hold {held}" in result.output
    assert "record 072" not in result.output


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
def test_a_count_that_is_no_number_is_refused(tmp_path: Path, command: object) -> None:
    base = individual() if command is swiss else TEAM
    output = _rejected(tmp_path, command, base.replace("XXR 5", "XXR 5\n062 ۴۴"))  # type: ignore[arg-type]
    assert "record 062: expected the number of players" in output


# issue 31: points the results do not add up to, record 082, one rating limit

_TEAM_POINTS = {1: "2.0", 2: "0.5", 3: "0.0", 4: "0.5", 5: "1.0", 6: "1.5", 7: "2.0"}
_TEAM_POINTS |= {8: "0.0", 9: "0.5", 10: "1.0", 11: "1.0", 12: "1.0", 13: "1.0"}
_SWISS_POINTS = {1: "1.0", 2: "0.5", 3: "0.0", 4: "0.5"}


def _all_points(text: str, table: dict[int, str]) -> str:
    for number, points in table.items():
        text = _points(text, number, points)[0]
    return text


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
def test_points_the_results_add_up_to_give_no_warning(tmp_path: Path, command: object) -> None:
    """Byes, forfeits (``0000 - +``, ``-``), absences (``Z``) and draws added as the file
    scores them: every 001 record's points as its results give them, no warning."""
    base, table = (individual(), _SWISS_POINTS) if command is swiss else (TEAM, _TEAM_POINTS)
    result, _ = _run(tmp_path, command, _all_points(base, table))  # type: ignore[arg-type]
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output, result.output


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
def test_points_the_results_do_not_add_up_to_are_a_warning(tmp_path: Path, command: object) -> None:
    """Only a ceiling was checked: player 1 with a win (team: two) and 0.5 points passed
    in silence. Now a warning naming the line and both numbers."""
    base, table = (individual(), _SWISS_POINTS) if command is swiss else (TEAM, _TEAM_POINTS)
    text, line = _points(_all_points(base, table), 1, "0.5")
    result, path = _run(tmp_path, command, text)  # type: ignore[arg-type]
    assert result.exit_code == 0, result.output
    warning = f"warning: {path}, line {line}: points 0.5 (columns 81-84), the results add up to"
    assert warning in result.output, result.output
    assert f"add up to {table[1]}" in result.output, result.output
    assert result.output.count("warning") == 1, result.output


def test_a_team_count_the_records_differ_from_is_a_warning(tmp_path: Path) -> None:
    """Record 082 (number of teams) was not read: checked as 062 and 072 are."""
    lines = TEAM.splitlines()
    at = lines.index("XXR 5") + 1
    lines[at:at] = ["082 7"]
    path = tmp_path / "event.trf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = CliRunner().invoke(olympiad, ["pair", str(path)])
    assert result.exit_code == 0, result.output
    warning = f"warning: {path}, line {at + 1}: record 082 gives 7 teams, the team records hold 4"
    assert warning in result.output, result.output


@pytest.mark.parametrize("command", [swiss, olympiad], ids=["individual", "team"])
def test_a_rating_above_the_one_limit_is_refused(tmp_path: Path, command: object) -> None:
    """Ratings had two limits (4000 in a TRF, 3500 in a roster): 3600 passed in a TRF.
    Now the one limit, ``HIGHEST_RATING``, named in the message."""
    from individual.vocabulary.player import HIGHEST_RATING

    base = individual() if command is swiss else TEAM
    old = "2400" if command is swiss else "2100"
    output = _rejected(tmp_path, command, base.replace(f" {old} ", f" {HIGHEST_RATING + 100} ", 1))  # type: ignore[arg-type]
    assert f"0 to {HIGHEST_RATING}" in output and "column 49" in output, output


def test_the_friendship_cup_points_that_its_results_do_not_give() -> None:
    """A real file (data/friendship-cup-2024): player 41 (line 60) is written 1.0 points
    while every result of the line scores 0 (a double forfeit, ``74 w -``, in round 7);
    every other 001 record's points are what its results add up to."""
    from olympiad.edges.trf.read import read_team_trf
    from tests.paths import ROOT

    path = ROOT / "data" / "friendship-cup-2024" / "friendship_cup_2024.trf"
    warnings = [w for w in read_team_trf(path).warnings if "points" in w]
    assert warnings == [
        f"warning: {path}, line 60: points 1.0 (columns 81-84), the results add up to 0.0"
    ]


@pytest.mark.parametrize(
    ("block", "column", "words"),
    [
        (
            "  3x w 1  ",
            92,
            "round 1 opponent: expected a whole number in columns 92-95, found '3x'",
        ),
        ("   3xw 1  ", 96, "round 1 block: expected a blank between fields"),
        ("   3 wx1  ", 98, "round 1 block: expected a blank between fields"),
        ("   3 x 1  ", 97, "round 1 colour: expected w, b or -, found 'x'"),
        ("   3 w ?  ", 99, "round 1 result: expected 1 0 = W D L + - or blank, found '?'"),
        ("   0 w U  ", 97, "round 1 colour: expected - with no opponent, found 'w'"),
        ("   1 w 1  ", 92, "round 1 opponent: expected another player, found 1"),
    ],
    ids=["opponent", "blank-96", "blank-98", "colour", "result", "bye-colour", "self"],
)
def test_a_damaged_round_block_is_named(
    tmp_path: Path, block: str, column: int, words: str
) -> None:
    """Each field of a 001 record's round block is checked where it stands, whether the
    reader takes the block whole or field by field (issue 29 reads a well-formed block from
    one slice)."""
    output = _rejected(tmp_path, swiss, individual().replace("   3 w 1  ", block, 1))
    assert f"line 3, column {column}: {words}" in output, output
