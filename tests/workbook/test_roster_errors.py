"""The roster importer reports every problem at once, where Excel shows it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from individual.vocabulary.errors import InputErrors
from olympiad.edges.roster.read import read_roster
from tests.roster_books import Formula, places, roster, write_book

LINK = '=HYPERLINK("https://ratings.fide.com","Fay")'
BROKEN = [
    ["Club championship 2026"],
    [],
    ["Team", "Board", "Name", "Title", "FIDE ID", "FED", "Rating"],
    ["Alpha", 1, "Ann", "GM", "123", "NOR", "abc"],
    ["Alpha", 2, "Bob", None, "12A45", "NOR", 2300],
    ["Alpha", 2, "Cid", None, None, None, 2200],
    ["Alpha", 3, "Dan", None, None, None, 4000],
    ["Beta", 1, "Eve", None, None, None, Formula("=2000+5")],
    ["Beta", 2, LINK, None, None, None, 2000],
    *[["Gamma", b, f"G{b}", None, None, None, 2000] for b in range(1, 6)],
    ["Delta", 1, "Hal", None, 123, None, 1900],
    [None, "x", None, "FM", None, None, 2000],
]


def _errors(path: Path, **options: Any) -> InputErrors:
    with pytest.raises(InputErrors) as caught:
        read_roster(path, **options)
    return caught.value


def test_every_problem_is_reported_together(tmp_path: Path) -> None:
    errors = _errors(roster(tmp_path, BROKEN), boards=3, reserves=1)
    assert places(errors) == [
        ("Roster", row, column)
        for row, column in [
            *[(4, "G"), (5, "E"), (6, "B"), (7, "G"), (8, "A"), (8, "G")],
            *[(14, "C"), (15, "A"), (15, "E"), (16, "B"), (16, "C")],
        ]
    ]
    messages = [e.message for e in errors.errors]
    assert (
        messages[0]
        == "expected a rating, a whole number from 0 to 3500 (or empty if unrated); found 'abc'"
    )
    assert messages[1] == "expected a FIDE ID, digits only; found '12A45'"
    assert messages[2].startswith("board 2 of team 'Alpha' is given twice (rows 5 and 6)")
    assert messages[3].endswith("found 4000")
    assert messages[4] == "team 'Beta' has 2 players (rows 8-9); expected at least 3, one per board"
    assert "the formula '=2000+5' with no saved value" in messages[5]
    assert messages[6] == (
        "team 'Gamma' has 5 players (rows 10-14); expected at most 4 (3 boards and 1 reserve)"
    )
    assert messages[8] == "FIDE ID 123 is already given to 'Ann' (row 4); expected each player once"
    assert messages[9] == "expected a board number (1, 2, 3 ...); found 'x'"
    assert messages[10] == "expected a player name; found an empty cell"
    where = str(errors.errors[0]).split(": ")[0]
    assert where.endswith("roster.xlsx, sheet 'Roster', row 4, column G")


def test_one_row_per_team_problems(tmp_path: Path) -> None:
    rows = [
        ["No.", "Team", "Name 1", "Rtg 1", "Name 2", "Rtg 2"],
        [1, "Oslo", "Ann", 2000, "Bob", 1900],
        [1, "oslo", "Cid", 2000, "Dan", 1900],
        [3, None, "Eve", 2000, "Fay", 1900],
        [4, "Bergen", "Gus", "2 000", None, 1800],
    ]
    errors = _errors(roster(tmp_path, rows), boards=2, reserves=0)
    expected = [(3, "A"), (3, "B"), (4, "B"), (5, "B"), (5, "E")]
    assert places(errors) == [("Roster", row, column) for row, column in expected]
    messages = [e.message for e in errors.errors]
    assert messages[0].startswith("team number 1 is already given to 'Oslo' (row 2)")
    assert messages[1].startswith("team name 'oslo' is already used by the team in row 2")
    assert messages[2].startswith("expected a team name; found an empty cell")
    assert messages[3].startswith("team 'Bergen' has 1 player (row 5)")


def test_players_without_a_team_name(tmp_path: Path) -> None:
    rows = [["Team", "Name", "Rtg"], ["Alpha", "Ann", 1], ["Alpha", "Bob", 2], [], [None, "Cid", 3]]
    rows.append([None, "Dan", 4])
    errors = _errors(roster(tmp_path, rows), boards=2)
    assert places(errors) == [("Roster", 5, "A")]
    assert "the players in rows 5-6 have no team" in errors.errors[0].message


def test_no_team_column(tmp_path: Path) -> None:
    errors = _errors(roster(tmp_path, [["Name", "Rtg"], ["Ann", 2000], ["Bob", 1900]]), boards=2)
    assert places(errors) == [("Roster", 1, "A")]
    assert "no team column" in errors.errors[0].message


def test_no_sheet_has_a_header(tmp_path: Path) -> None:
    sheets = {"Notes": [["Round times"], ["15:00"]], "Data": [[], ["Name", "Comment"]]}
    errors = _errors(write_book(tmp_path / "book.xlsx", sheets))
    assert places(errors) == [("Notes", None, None), ("Data", None, None)]
    assert "no row among the first 15 has a player-name column" in errors.errors[0].message
    assert "row 2 names players but has no team, board or rating column" in str(errors)


def test_unknown_sheet_name(tmp_path: Path) -> None:
    path = write_book(tmp_path / "book.xlsx", {"Teams": [["Team", "Name"]], "Info": [[]]})
    errors = _errors(path, sheet="Roster")
    assert (
        errors.errors[0].message
        == "expected a sheet named 'Roster'; the workbook has 'Teams', 'Info'"
    )


def test_header_with_no_players_below(tmp_path: Path) -> None:
    errors = _errors(roster(tmp_path, [["Team", "Name", "Rtg"], [], ["Total", None, 0]]))
    assert [e.message for e in errors.errors] == [
        "expected players below the header in row 1; found none"
    ]


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("roster.xlsx", b"not a zip file", "expected an Excel workbook (.xlsx)"),
        ("roster.xls", b"\xd0\xcf\x11\xe0", "expected a roster file ending in .xlsx"),
        ("missing.xlsx", None, "file not found"),
    ],
)
def test_files_that_are_not_rosters(
    tmp_path: Path, name: str, content: bytes | None, expected: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    errors = _errors(path)
    assert len(errors.errors) == 1 and errors.errors[0].message.startswith(expected)
    assert errors.errors[0].file == str(path)
