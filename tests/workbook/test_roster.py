"""The roster importer on the real 2026 Olympiad rosters and on layouts built here."""

from __future__ import annotations

from pathlib import Path

import openpyxl
import pytest

from individual.edges.roster.values import strip_number_prefixes, team_title
from individual.vocabulary.errors import InputErrors
from individual.vocabulary.player import Player
from olympiad.edges.roster.read import read_roster
from olympiad.engine.model import Team
from tests.roster_books import (
    CLEAN,
    CSV,
    MESSY,
    Formula,
    places,
    roster,
    save_formula_values,
    team_rows,
    write_book,
)

HEADER = ["Team", "Bo.", "Name", "Rtg"]


@pytest.fixture(scope="module")
def clean() -> tuple[Team, ...]:
    return read_roster(CLEAN)


def test_clean_players_sheet(clean: tuple[Team, ...]) -> None:
    assert len(clean) == 107
    assert [t.number for t in clean] == list(range(1, 108))
    usa = clean[0]
    assert usa.name == "United States of America"
    assert usa.players[0] == Player("Caruana, Fabiano", 2789, "GM")
    assert [p.name for p in usa.players][-1] == "Liang, Awonder"
    taipei = clean[82]
    assert (taipei.name, len(taipei.players)) == ("Chinese Taipei", 4)
    assert taipei.players[2] == Player("Chen, Jun-Wei", 2180)
    assert sum(len(t.players) for t in clean) == 534


def test_clean_wide_sheet_gives_the_same_teams(clean: tuple[Team, ...]) -> None:
    assert read_roster(CLEAN, sheet="teams_wide") == clean


def test_csv_gives_the_same_107_teams(clean: tuple[Team, ...]) -> None:
    assert read_roster(CSV) == clean


def test_csv_team_83_is_short_for_five_boards() -> None:
    with pytest.raises(InputErrors) as caught:
        read_roster(CSV, boards=5, reserves=1)
    assert places(caught.value) == [("", 412, "B")]
    message = caught.value.errors[0].message
    assert "'Chinese Taipei' has 4 players (lines 412-415)" in message
    assert "expected at least 5" in message


def test_csv_without_reserves_rejects_every_fifth_player() -> None:
    with pytest.raises(InputErrors) as caught:
        read_roster(CSV, boards=4, reserves=0)
    assert len(caught.value.errors) == 106  # every team but Chinese Taipei has 5 players
    assert places(caught.value)[0] == ("", 6, "E")  # Liang, the fifth American


def test_messy_file_gives_19_named_teams_as_in_the_clean_file(clean: tuple[Team, ...]) -> None:
    """The shared messy workbook: every merged team cell holds ``N. team``; the teams are
    numbered in file order, ``N. `` dropped, players as in the clean file."""
    messy = read_roster(MESSY)
    by_name = {t.name: t for t in clean}
    assert len(messy) == 19
    assert [t.number for t in messy] == list(range(1, 20))
    assert messy[0].name == "United States of America"  # "1. " dropped
    for team in messy:
        assert team.players == by_name[team.name].players, team.name
    assert messy[15].name == "Chinese Taipei" and len(messy[15].players) == 4


def test_messy_file_with_team_cells_emptied_reports_each(tmp_path: Path) -> None:
    """The messy workbook with the merged team cells of teams 2 and 16 emptied: one error
    each, at the merged cell, naming the player rows it spans."""
    book = openpyxl.load_workbook(MESSY)
    sheet = book["Mannschaften"]
    teams = [m for m in sheet.merged_cells.ranges if m.min_col == 1]
    cells = sorted(teams, key=lambda m: m.min_row)
    emptied = [cells[1], cells[15]]
    for merged in emptied:
        sheet.cell(merged.min_row, 1).value = None
    book.save(tmp_path / "messy.xlsx")
    with pytest.raises(InputErrors) as caught:
        read_roster(tmp_path / "messy.xlsx")
    assert places(caught.value) == [("Mannschaften", m.min_row, "A") for m in emptied]
    sizes = [len(read_roster(MESSY)[i].players) for i in (1, 15)]  # 5, and Chinese Taipei's 4
    for error, merged, size in zip(caught.value.errors, emptied, sizes, strict=True):
        rows = f"rows {merged.min_row}-{merged.min_row + size - 1}"
        assert f"{rows}: the merged team cell {merged.coord} is empty" in error.message


@pytest.mark.parametrize(
    "labels",
    [
        ("Mannschaft", "Brett", "Spieler", "Elo", "Land", "FIDE-ID", "Titel"),
        ("Équipe", "Bo.", "Nom", "ELO", "Fed", "ID FIDE", "Tit."),
        ("Club", "Brd", "Player", "FIDE rating", "Country", "FideID", "Title"),
        (" TEAM ", "Board", "Name ", "Rtg", "FED", "FIDE ID", "title"),
    ],
    ids=["german", "french", "english", "spaces-and-case"],
)
def test_header_spellings(tmp_path: Path, labels: tuple[str, ...]) -> None:
    rows = [labels] + [
        [team, board, f"{team} {board}", 2400 + board, "NOR", f"0{len(team)}{board}", "IM"]
        for team in ("Oslo", "Bergen")
        for board in (4, 3, 2, 1)
    ]
    teams = read_roster(roster(tmp_path, rows), reserves=0)
    assert [t.name for t in teams] == ["Oslo", "Bergen"]
    assert teams[0].players[0] == Player("Oslo 1", 2401, "IM", "041", "NOR")
    assert [p.name for p in teams[1].players] == [f"Bergen {b}" for b in (1, 2, 3, 4)]


@pytest.mark.parametrize(
    ("cell", "rating"),
    [
        *[(" 2 745 ", 2745), ("2745.0", 2745), (2745.0, 2745), ("2,745", 2745), ("2745", 2745)],
        *[("", None), (None, None), ("-", None), (0, None), ("NR", None)],
    ],
)
def test_rating_cells(tmp_path: Path, cell: object, rating: int | None) -> None:
    rows = [HEADER, ["A", 1, "Ann", cell], ["A", 2, "Bob", 2000]]
    assert read_roster(roster(tmp_path, rows), boards=2).__getitem__(0).players[0].rating == rating


@pytest.mark.parametrize(
    ("cell", "fide_id"), [("0012345", "0012345"), (1503014, "1503014"), (1503014.0, "1503014")]
)
def test_fide_ids_are_strings(tmp_path: Path, cell: object, fide_id: str) -> None:
    rows = [["Team", "Name", "FIDE ID"], ["A", "Ann", cell], ["A", "Bob", None]]
    assert read_roster(roster(tmp_path, rows), boards=2)[0].players[0].fide_id == fide_id


def test_formula_looking_names_stay_text(tmp_path: Path) -> None:
    link = '=HYPERLINK("https://ratings.fide.com/profile/1503014","Carlsen")'
    rows = [HEADER, ["=Team", 1, link, 2830], ["=Team", 2, "=1+1", 2000]]
    teams = read_roster(roster(tmp_path, rows), boards=2)
    assert teams == (Team(1, "=Team", (Player(link, 2830), Player("=1+1", 2000))),)


def test_real_formulas_give_their_saved_values(tmp_path: Path) -> None:
    link = Formula('=HYPERLINK("https://ratings.fide.com/profile/1503014","Carlsen, Magnus")')
    path = roster(tmp_path, [HEADER, ["A", 1, link, Formula("=2800+30")], ["A", 2, "Bob", 2000]])
    save_formula_values(path, {"C2": "Carlsen, Magnus", "D2": 2830})
    assert read_roster(path, boards=2)[0].players[0] == Player("Carlsen, Magnus", 2830)


def test_chess_results_team_composition(tmp_path: Path) -> None:
    """Banner rows, a title row per team with federation and average, the header
    repeated under each title, an unlabelled title column, FED and FideID."""
    header = ["Bo.", None, "Name", "Rtg", "FED", "FideID", "1", "2", "Pts."]
    rows = [
        ["Chess-Results Server Chess-results.com"],
        ["46th Chess Olympiad 2026 Open"],
        [],
        ["1. Norway (NOR)   RtgAvg:2650  Captain: Agdestein"],
        header,
        [1, "GM", "Carlsen, Magnus", 2830, "NOR", 1503014, 1, 1, 2],
        [2, "GM", "Tari, Aryan", "2 650", "NOR", "1510045", 0.5, 1, 1.5],
        [],
        ["2. Iceland (ISL)   RtgAvg:2400"],
        header,
        [1, "GM", "Stefansson, Hannes", 2500, "ISL", "02300001", 0, 0, 0],
        [2, None, "Gretarsson, Helgi", 2300, "ISL", None, 1, 0, 1],
    ]
    teams = read_roster(roster(tmp_path, rows), boards=2, reserves=0)
    assert [(t.name, t.federation) for t in teams] == [("Norway", "NOR"), ("Iceland", "ISL")]
    assert teams[0].players == (
        Player("Carlsen, Magnus", 2830, "GM", "1503014", "NOR"),
        Player("Tari, Aryan", 2650, "GM", "1510045", "NOR"),
    )
    assert teams[1].players[0].fide_id == "02300001"
    assert teams[1].players[1] == Player("Gretarsson, Helgi", 2300, "", "", "ISL")


def test_one_row_per_team_with_unnumbered_columns(tmp_path: Path) -> None:
    """Titles left and ratings right of each name, as board 1 has them; a federation that
    belongs to no board is the team's; the average column and the total row are skipped."""
    header = ["No.", "Team", "Tit.", "Board 1", "Rtg", "Tit.", "Board 2", "Rtg", "Reserve", "Rtg"]
    rows = [
        ["Pairings roster"],
        [*header, "FED", "Rtg Ø"],
        [1, " Oslo  SK ", "GM", "Ann", "2 400", None, "Bob", 2300, None, None, "NOR", 2350],
        [2, "Bergen", None, "Cid", 2200, "wim", "Dan", None, "Eve", "2100.0", "NOR", 2200],
        ["Total", None, None, None, None, None, None, None, None, None, None, 2275],
    ]
    teams = read_roster(roster(tmp_path, rows), boards=2, reserves=1)
    assert teams == (
        Team(1, "Oslo SK", (Player("Ann", 2400, "GM"), Player("Bob", 2300)), "NOR"),
        Team(
            2,
            "Bergen",
            (Player("Cid", 2200), Player("Dan", None, "WIM"), Player("Eve", 2100)),
            "NOR",
        ),
    )


def test_merged_team_cells_and_footers(tmp_path: Path) -> None:
    rows = [["Team", "Board", "Name", "Elo"], *team_rows("A", players=3), ["", "", "Σ", 7440]]
    rows += [[], *team_rows("B", players=3), [None, None, "Average", 2480]]
    for row in rows[2:4] + rows[7:9]:
        row[0] = None  # only the first row of each merged range keeps the name
    path = write_book(tmp_path / "m.xlsx", {"R": rows}, [("R", "A2:A4"), ("R", "A7:A9")])
    teams = read_roster(path, boards=3, reserves=0)
    assert [(t.name, len(t.players)) for t in teams] == [("A", 3), ("B", 3)]


def test_team_name_only_on_the_first_row(tmp_path: Path) -> None:
    rows = [HEADER, ["Oslo", None, None, None], *team_rows("x", players=2)]
    rows += [[], ["Bergen", 1, "Cid", 2000], [None, 2, "Dan", 1900]]
    for row in rows[2:4]:
        row[0] = None
    teams = read_roster(roster(tmp_path, rows), boards=2, reserves=0)
    assert [(t.name, [p.name for p in t.players]) for t in teams] == [
        ("Oslo", ["x player 1", "x player 2"]),
        ("Bergen", ["Cid", "Dan"]),
    ]


def test_unrelated_sheet_first_is_skipped(tmp_path: Path) -> None:
    sheets = {"Notes": [["Arbiter's notes"], ["Round times", "15:00"]], "Teams": [HEADER]}
    sheets["Teams"] = [HEADER, *team_rows("A", players=4)]
    assert read_roster(write_book(tmp_path / "t.xlsx", sheets))[0].name == "A"


def test_csv_with_semicolons_in_windows_encoding(tmp_path: Path) -> None:
    path = tmp_path / "roster.csv"
    lines = ["Mannschaft;Brett;Spieler;Elo", "München;1;Müller, Jörg;2 301", "München;2;Groß;"]
    path.write_bytes("\r\n".join(lines).encode("cp1252"))
    assert read_roster(path, boards=2) == (
        Team(1, "München", (Player("Müller, Jörg", 2301), Player("Groß"))),
    )


@pytest.mark.parametrize(
    ("title", "name", "federation"),
    [
        ("1. Norway (NOR)   RtgAvg:2650  Captain: Agdestein", "1. Norway", "NOR"),
        (
            "United States of America (RtgAvg:2741, Captain: Wolff, TB1: 13)",
            "United States of America",
            "",
        ),
        ("Captain Evans Club", "Captain Evans Club", ""),
        ("Oslo SK (nor)", "Oslo SK (nor)", ""),
    ],
)
def test_team_titles(title: str, name: str, federation: str) -> None:
    assert team_title(title) == (name, federation)


def test_number_prefixes_are_dropped_only_from_every_name() -> None:
    assert strip_number_prefixes(["1. USA", "2. India"]) == ["USA", "India"]
    assert strip_number_prefixes(["1. FC Köln", "Oslo"]) == ["1. FC Köln", "Oslo"]
    assert strip_number_prefixes(["1. FC Köln", "1. SC Oslo"]) == ["1. FC Köln", "1. SC Oslo"]
