"""English Schools (``--system sca``) in the individual workbook, through the command line:
the Top column (rule 3), pairing by schools (rule 7) and top players (rules 3, 6), the
TRF export with the British extension records read back by ``swiss pair EVENT.trf``, and
``swiss check EVENT.xlsx``."""

from __future__ import annotations

import random
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from hypothesis import given
from hypothesis import strategies as st

from individual.british.extras import Affiliations
from individual.edges.roster.players import parse_top, read_player_roster
from individual.edges.trf.british import parse_british_extras
from individual.edges.trf.british_write import format_affiliations
from individual.edges.trf.read import parse_swiss_trf
from individual.edges.trf.upcoming import one_line, with_upcoming
from tests.swiss_workbook import fill_results, games, swiss

# 15 players (a bye every round), five schools of different sizes, four top players from
# four schools, a requested bye in round 3 (pre-arranged in rounds 1-2: rule 4).
SCHOOLS = ["Tiffin"] * 5 + ["St Olave's"] * 4 + ["QE Barnet"] * 3 + ["RGS"] * 2 + ["Hampton"]
TOP = {1, 6, 10, 13}  # start numbers (roster order)
BYE = {4: "3"}  # start number: requested byes


def write_roster(path: Path, top: dict[int, object] | None = None) -> Path:
    """An English Schools roster: grades, schools, clubs, a Top player column."""
    rng = random.Random(5)
    marks = top if top is not None else {n: "yes" for n in TOP}
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.title = "Entries"
    sheet.append(["Junior Schools Congress"])
    sheet.append(["Full name", "ECF grade", "School", "Club", "Top player", "Bye rounds"])
    for number, school in enumerate(SCHOOLS, start=1):
        name = f"{rng.choice('ABCDEFGHJKLMNPRSTW')}{rng.randint(10, 99)} Pupil{number}"
        name = "Zoe Zephyr" if number in BYE else name  # rule 4 would give her the bye
        club = "Surbiton" if number % 4 == 0 else ""
        row = [name, 190 - 7 * number, school, club, marks.get(number), BYE.get(number)]
        sheet.append(row)
    book.save(path)
    return path


def init(tmp_path: Path, rounds: int = 5) -> Path:
    path = tmp_path / "schools.xlsx"
    result = swiss("init", write_roster(tmp_path / "roster.xlsx"), path, "--system", "sca",
                   "--rounds", rounds, "--lot", "white")  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


def pairing_bye(path: Path, number: int) -> int | None:
    sheet = openpyxl.load_workbook(path)[f"Round {number}"]
    rows = sheet.iter_rows(min_row=4, values_only=True)
    return next((r[1] for r in rows if r[0] == "-" and r[4] == "U"), None)


def can_avoid(players: list[int], allowed: set[frozenset[int]]) -> bool:
    """Whether ``players`` (a dummy ``0`` added when odd, pairing with anyone) can all be
    paired within ``allowed``: a plain exhaustive search, independent of the engine."""
    rest = sorted(players) + ([0] if len(players) % 2 else [])

    def search(left: list[int]) -> bool:
        if not left:
            return True
        first, others = left[0], left[1:]
        return any(
            search(others[:i] + others[i + 1 :])
            for i, other in enumerate(others)
            if 0 in (first, other) or frozenset((first, other)) in allowed
        )

    return search(rest)


@pytest.fixture(scope="module")
def paired_event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Five rounds paired by the program, results typed after each."""
    folder = tmp_path_factory.mktemp("sca")
    path = init(folder)
    for number in range(1, 6):
        result = swiss("pair", path, *(["--explain"] if number == 1 else []))
        assert result.exit_code == 0, result.output
        if number == 1:
            assert "Rule 6" in result.stderr and "Rule 4" in result.stderr
        fill_results(path, number)
    return path


def test_init_keeps_the_top_players_in_players(paired_event: Path) -> None:
    sheet = openpyxl.load_workbook(paired_event)["Players"]
    assert sheet["N1"].value == "Top"
    marked = {r[0] for r in sheet.iter_rows(min_row=2, values_only=True) if r[13] == "yes"}
    assert marked == TOP
    assert openpyxl.load_workbook(paired_event)["Event"]["B2"].value == "sca"


def test_schools_and_top_players_kept_apart_early(paired_event: Path) -> None:
    """Rule 7: no same-school pairing before round 4 unless unavoidable; rule 3: top players
    do not meet in rounds 1-3; rule 1: no rematch; rule 4: the round-3 bye requester is
    not given the pairing bye in rounds 1-2."""
    school = dict(enumerate(SCHOOLS, start=1))
    met: set[frozenset[int]] = set()
    for number in range(1, 6):
        played = games(paired_event, number)
        pairs = {frozenset(g) for g in played}
        assert not pairs & met, f"round {number}: a rematch"
        paired = [n for g in played for n in g]
        bye = pairing_bye(paired_event, number)
        assert len(paired) == 14 and (bye is None) == (number == 3)  # round 3: 4 has a bye
        same = [g for g in played if school[g[0]] == school[g[1]]]
        if number < 4 and same:
            everyone = paired + ([bye] if bye else [])
            allowed = {
                frozenset((a, b))
                for a in everyone
                for b in everyone
                if a != b and school[a] != school[b] and frozenset((a, b)) not in met
            }
            assert not can_avoid(everyone, allowed), f"round {number}: {same} avoidable"
        if number <= 3:
            assert not [g for g in played if set(g) <= TOP], f"round {number}: top players met"
        if number < 3:
            assert bye != 4
        met |= pairs
    assert 4 not in [n for g in games(paired_event, 3) for n in g]


def test_check_finds_nothing_then_a_rematch_typed_by_hand(
    paired_event: Path, tmp_path: Path
) -> None:
    result = swiss("check", paired_event)
    assert result.exit_code == 0, result.output
    assert "5 rounds checked: 0 breaches of absolute criteria, 0 differences" in result.stdout
    edited = tmp_path / "edited.xlsx"
    edited.write_bytes(paired_event.read_bytes())
    book = openpyxl.load_workbook(edited)
    white, black = games(edited, 1)[0]
    sheet = book["Round 2"]
    cells = {sheet.cell(r, c).value: (r, c) for r in range(4, sheet.max_row + 1) for c in (2, 8)}
    row, column = cells[white]
    partner = sheet.cell(row, 10 - column).coordinate  # white's round-2 opponent
    there = sheet.cell(*cells[black]).coordinate
    sheet[partner].value, sheet[there].value = black, sheet[partner].value
    book.save(edited)
    result = swiss("check", edited)
    assert result.exit_code == 1, result.output
    lines = [line for line in result.stdout.splitlines() if line.startswith("round 2:")]
    assert any(f"{white}-{black}" in x or f"{black}-{white}" in x for x in lines), lines
    assert "met before" in result.stdout


def test_export_round_trip_pairs_the_same(tmp_path: Path) -> None:
    """After each round, the exported TRF paired by ``swiss pair --system sca`` gives the
    round the workbook then gets (boards, colours and the bye)."""
    path = init(tmp_path, rounds=4)
    book = openpyxl.load_workbook(path)
    book["Players"]["J3"].value = "St Olave's\nSchool"  # a line break in a school's name
    book["Players"]["J4"].value = "St Olave's School"
    book.save(path)
    for number in range(1, 5):
        out = tmp_path / f"after{number - 1}.trf"
        assert swiss("export-trf", path, out).exit_code == 0
        text = out.read_text(encoding="utf-8")
        lines = text.splitlines()
        top = next(x for x in lines if x[:3] == "XXT")
        assert sorted(int(x) for x in top[4:].split()) == sorted(TOP)
        assert [x for x in lines if x[:3] == "XXS"][:3] == [
            "XXS    1 Tiffin",
            "XXS    2 St Olave's School",
            "XXS    3 St Olave's School",
        ]
        assert len([x for x in lines if x[:3] == "XXK"]) == 3
        trf = swiss("pair", out, "--system", "sca")
        assert trf.exit_code == 0, trf.output
        assert swiss("pair", path).exit_code == 0
        expected = [f"{w} {b}" for w, b in games(path, number)]
        bye = pairing_bye(path, number)
        expected += [f"{bye} 0"] if bye else []
        assert trf.stdout.split("\n")[1:-1] == expected
        if number < 3:  # 4's bye requested for round 3: in round 3's column when it is the
            # next round to pair, else a record 240 (which the British reader takes too)
            record = next(x for x in lines if x.startswith("001    4"))
            assert record.endswith("  0000 - H") or "240 H 003 0004" in lines
        fill_results(path, 10 + number)


def test_caa_export_writes_clubs_and_pairs_the_same(tmp_path: Path) -> None:
    path = tmp_path / "caa.xlsx"
    roster = write_roster(tmp_path / "r.xlsx", {})
    result = swiss("init", roster, path, "--system", "caa-2009", "--lot", "white")
    assert result.exit_code == 0, result.output
    assert swiss("pair", path).exit_code == 0
    fill_results(path, 1)
    out = tmp_path / "caa.trf"
    assert swiss("export-trf", path, out).exit_code == 0
    text = out.read_text(encoding="utf-8")
    assert "XXK    4 Surbiton" in text and "XXT" not in text
    trf = swiss("pair", out, "--system", "caa-2009")
    assert trf.exit_code == 0, trf.output
    assert swiss("pair", path).exit_code == 0
    expected = [f"{w} {b}" for w, b in games(path, 2)] + [f"{pairing_bye(path, 2)} 0"]
    assert trf.stdout.split("\n")[1:-1] == expected
    check = swiss("check", path)
    assert check.exit_code == 0 and "differences from caa-2009" in check.stdout


def test_too_many_top_players_in_the_roster(tmp_path: Path) -> None:
    marks: dict[int, object] = {n: "x" for n in range(1, 9)}  # 8 of 15: more than half
    roster = write_roster(tmp_path / "roster.xlsx", marks)
    path = tmp_path / "e.xlsx"
    result = swiss("init", roster, path, "--system", "sca")
    assert result.exit_code == 2
    assert "roster.xlsx, sheet 'Entries', row 10, column E: rule 3:" in result.stderr
    assert "8 top players identified among 15 entrants; at most half (7)" in result.stderr
    assert not path.exists()
    fide = swiss("init", roster, path)  # rule 3 is an English Schools rule only
    assert fide.exit_code == 0, fide.output


def test_a_bad_top_player_cell(tmp_path: Path) -> None:
    roster = write_roster(tmp_path / "roster.xlsx", {2: "Y", 3: "maybe", 5: True, 7: "no"})
    path = tmp_path / "e.xlsx"
    result = swiss("init", roster, path, "--system", "sca")
    assert result.exit_code == 2 and not path.exists()
    assert result.stderr.strip() == (
        f"{tmp_path / 'roster.xlsx'}, sheet 'Entries', row 5, column E: "
        "expected yes, y, x, 1 or true for a top player, or empty; found 'maybe'"
    )
    roster = write_roster(tmp_path / "roster.xlsx", {2: "Y", 5: True, 7: "no", 9: 1})
    assert [p.top for p in read_player_roster(roster)][:9] == [
        False, True, False, False, True, False, False, False, True,
    ]  # fmt: skip


def test_top_players_edited_in_the_workbook(tmp_path: Path) -> None:
    """Rule 3 allows changes during the event: the Top column is read on every pair, and
    checked again; a bad cell or too many is named and nothing is written."""
    path = init(tmp_path)
    book = openpyxl.load_workbook(path)
    for row in range(2, 10):
        book["Players"].cell(row, 14).value = "yes"  # 8 of 15 once TOP's are counted too
    book.save(path)
    before = path.read_bytes()
    for command in (("pair", path), ("check", path), ("export-trf", path, tmp_path / "o.trf")):
        result = swiss(*command)
        assert result.exit_code == 2, (command, result.output)
        assert f"{path}, 'Players'!N" in result.stderr and "rule 3:" in result.stderr
        assert path.read_bytes() == before
    assert not (tmp_path / "o.trf").exists()
    book = openpyxl.load_workbook(path)
    for row in range(2, 17):
        book["Players"].cell(row, 14).value = None
    book["Players"]["N5"].value = "perhaps"
    book.save(path)
    result = swiss("pair", path)
    assert result.exit_code == 2
    assert f"{path}, 'Players'!N5: expected yes, y, x, 1 or true" in result.stderr
    book["Players"]["N5"].value = None
    book["Players"]["N7"].value = True  # player 6, St Olave's
    book["Players"]["N11"].value = "X"  # player 10, QE Barnet
    book.save(path)
    result = swiss("pair", path)
    assert result.exit_code == 0, result.output
    sheet = openpyxl.load_workbook(path)["Players"]
    assert [r[0] for r in sheet.iter_rows(min_row=2, values_only=True) if r[13]] == [6, 10]
    assert {6, 10} not in [set(g) for g in games(path, 1)]


def test_a_workbook_made_before_the_top_column_still_reads(tmp_path: Path) -> None:
    path = init(tmp_path)
    book = openpyxl.load_workbook(path)
    book["Players"].delete_cols(14, 2)  # Top and Paired rating, which came after it
    book.save(path)
    result = swiss("pair", path)
    assert result.exit_code == 0, result.output
    sheet = openpyxl.load_workbook(path)["Players"]
    assert (sheet["N1"].value, sheet["O1"].value) == ("Top", "Paired rating")


def test_check_on_a_trf_still_goes_to_the_trf_command(tmp_path: Path) -> None:
    path = init(tmp_path)
    assert swiss("pair", path).exit_code == 0
    fill_results(path, 3)
    out = tmp_path / "e.trf"
    assert swiss("export-trf", path, out).exit_code == 0
    result = swiss("check", out, "--system", "sca")
    assert result.exit_code == 0, result.output
    assert "1 round checked" in result.stdout
    assert "EVENT.xlsx|EVENT.trf" in swiss("check", "--help").output


# Pure helpers of the export.

_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


@given(
    st.dictionaries(st.integers(1, 40), _TEXT, max_size=8),
    st.dictionaries(st.integers(1, 40), _TEXT, max_size=8),
    st.sets(st.integers(1, 40), max_size=20),
)
def test_british_records_read_back(
    clubs: dict[int, str], schools: dict[int, str], top: set[int]
) -> None:
    """What the workbook export writes (``format_affiliations``), ``parse_british_extras``
    reads: each name on one line, white space collapsed as ``one_line`` does."""
    entrants = "".join(f"001 {n:>4}\n" for n in range(1, 41))
    clubs = {n: c for n, c in clubs.items() if one_line(c)}  # the workbook writes no empty one
    schools = {n: s for n, s in schools.items() if one_line(s)}
    text = entrants + format_affiliations(Affiliations(clubs, schools, frozenset(top)))
    extras = parse_british_extras(text, 1)
    assert extras.clubs == {n: one_line(c) for n, c in clubs.items()}
    assert extras.schools == {n: one_line(s) for n, s in schools.items()}
    assert extras.top == frozenset(top)
    assert len(text.splitlines()) == 40 + len(clubs) + len(schools) + (len(top) + 9) // 10


def test_upcoming_byes_are_read_as_left_out_and_pre_arranged() -> None:
    head = "001    {}      Player {:<26} 1500 ENG                         0.0    1"
    text = "".join(head.format(n, n) + "\n" for n in (1, 2, 3, 4))
    upcoming = {1: {1: "H"}, 2: {3: "Z"}, 3: {1: "-", 2: "H"}}
    written = with_upcoming(text, 0, upcoming)  # later rounds' byes as records 240
    assert [line for line in written.splitlines() if line.startswith("240")] == [
        "240 H 002 0003",
        "240 Z 003 0002",
    ]
    trf = parse_swiss_trf(written)
    assert trf.left_out == {1, 3} and trf.event.rounds == ()
    assert parse_british_extras(written, 1).future_byes == {2, 3}
    assert written.splitlines()[3] == text.splitlines()[3]


@pytest.mark.parametrize(
    ("text", "top"),
    [("yes", True), ("Y", True), (" x ", True), ("1", True), ("TRUE", True), ("✓", True),
     ("", False), ("no", False), ("0", False), ("False", False)],
)  # fmt: skip
def test_parse_top(text: str, top: bool) -> None:
    assert parse_top(text) is top


@pytest.mark.parametrize("text", ["maybe", "2", "top", "yes please"])
def test_parse_top_refuses(text: str) -> None:
    with pytest.raises(ValueError, match=repr(text)):
        parse_top(text)
