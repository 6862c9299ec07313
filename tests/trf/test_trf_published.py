"""TRF-2026's tie-break records and published standings as read (issue 30): record 202
("FIDE Tie-Breaks used to break ties", comma-separated codes), else 212 (the same after
the points code), every code with its column; 001 points and rank, 310 match points, game
points and rank, a blank one publishing nothing."""

from __future__ import annotations

from fractions import Fraction

import pytest

from individual.edges.trf.published import published_rows, record_tiebreaks, tiebreak_record
from individual.standings.listed import parse
from individual.vocabulary.errors import InputError


def test_record_202_first_then_212_without_its_points_code() -> None:
    both = "012 x\n212 PTS,DE,BH/C1\n202 BH/C1, SB\n"
    found = tiebreak_record(both)
    assert found is not None
    assert (found.record, found.codes, found.columns, found.line) == (
        "202",
        ("BH/C1", "SB"),
        (5, 12),
        3,
    )
    only = tiebreak_record("012 x\n212 PTS,DE,BH/C1\n")
    assert only is not None and (only.record, only.codes, only.columns) == (
        "212",
        ("DE", "BH/C1"),
        (9, 12),
    )
    assert tiebreak_record("012 x\n") is None


def test_an_unknown_code_is_named_with_its_line_and_column() -> None:
    record = tiebreak_record("012 x\n202 BH/C1,SB/Q3\n")
    assert record is not None
    with pytest.raises(InputError) as raised:
        record_tiebreaks(record, "event.trf", parse)
    assert str(raised.value).startswith("event.trf, line 2, column 11: record 202: ")
    assert "SB/Q3" in str(raised.value)


def test_published_points_and_ranks() -> None:
    player = "001    1      Doe, Jane".ljust(80) + " 2.5    3"  # points 81-84, rank 86-89
    blank = "001    2      Roe, Rick".ljust(80)
    team = "310   4 Team 004".ljust(54) + "   6.0   11.5   2     1    2"  # 55-60, 62-67, 69-71
    rows = published_rows("\n".join([player, blank]), team=False)
    assert [(r.number, r.points, r.rank, r.line) for r in rows] == [
        (1, Fraction(5, 2), 3, 1), (2, None, None, 2)]  # fmt: skip
    (found,) = published_rows(team, team=True)
    assert (found.number, found.points, found.game_points, found.rank) == (
        4, Fraction(6), Fraction(23, 2), 2)  # fmt: skip
