"""The TRF reader's errors: each one located by file, line and column, all of them
collected and reported at once, in file order."""

from __future__ import annotations

import pytest

from individual.vocabulary.errors import InputErrors
from tests.trf.test_trf import edit, errors_of, four_teams, line_of


def test_bad_result_code_names_line_and_column() -> None:
    text = four_teams()
    line = line_of(text, "001    1")
    (error,) = errors_of(edit(text, line, 99, "x"), "event.trf")
    assert (error.file, error.row, error.column) == ("event.trf", line, 99)
    assert str(error).startswith(f"event.trf, line {line}, column 99: round 1 result")
    assert "expected 1 0 = + - W D L H F U Z or blank, found 'x'" in error.message


def test_unknown_team_member() -> None:
    text = four_teams().replace("   5    6    7", "   5    6   77")
    error, left = errors_of(text)
    assert (error.row, error.column) == (line_of(text, "310   2"), 84)
    assert "team member" in error.message and "found 77" in error.message
    assert (left.row, left.column) == (line_of(text, "001    7"), 5)  # 7 now in no team
    assert "7 in no team" in left.message


@pytest.mark.parametrize(
    ("old", "new", "column", "words"),
    [
        ("310   3 Gamma", "310  A3 Gamma", 5, "found 'A3'"),
        ("   8    9   10", "   8   9x   10", 79, "found '9x'"),
        ("  11   12   13\n", "\n", 5, "found a line of 13 columns"),
    ],
    ids=["team-number", "member-number", "line-ends-early"],
)
def test_malformed_310(old: str, new: str, column: int, words: str) -> None:
    text = four_teams()
    assert old in text
    errors = errors_of(text.replace(old, new))
    assert errors[0].column == column and words in errors[0].message


def test_result_and_colour_must_match_the_opponent() -> None:
    text = four_teams()
    line = line_of(text, "001    5")
    (error,) = errors_of(edit(text, line, 99, "1"))  # player 1 has "5 w 1"
    assert (error.row, error.column) == (line, 99)
    assert "expected '0', as player 1 has '1', found '1'" in error.message
    (error,) = errors_of(edit(text, line, 97, "w"))
    assert (error.row, error.column) == (line, 97)


def test_opponent_must_name_the_player_back() -> None:
    text = four_teams()
    errors = errors_of(edit(text, line_of(text, "001    5"), 92, "   2"))
    expected = "expected 1 (player 1's record names 5), found 2"
    assert any(expected in e.message and e.column == 92 for e in errors)


def test_lone_forfeit_win_needs_a_330_record() -> None:
    errors = errors_of(four_teams().replace("330 +- 002 002 004\n", ""))
    assert any("a 330 record for the match" in e.message for e in errors)


def test_all_errors_are_collected_in_file_order() -> None:
    text = four_teams()
    text = edit(text, line_of(text, "001    9"), 99, "?")
    text = edit(text, line_of(text, "001    1"), 49, "2l00")
    errors = errors_of(text)
    assert [e.row for e in errors] == sorted(e.row or 0 for e in errors) and len(errors) == 2
    assert "rating" in errors[0].message


def test_no_team_records() -> None:
    (error,) = errors_of("012 Just players\n001    1      A, B                              2000\n")
    assert "expected team records (310 or 013)" in error.message
    assert InputErrors([error]).exit_code == 2
