"""The British pairing options (the words of ``XXO`` records, ``individual.edges.trf.british``) in
the individual workbook, through the command line: ``swiss init --options``, the ``Options``
cell of the ``Event`` sheet (editable), the options reaching the engines on ``pair`` and
``check``, the ``XXO`` record of ``export-trf``, located errors that change nothing, and
workbooks made before the setting."""

from __future__ import annotations

import shutil
from pathlib import Path

import openpyxl  # type: ignore[import-untyped]
import pytest
from click.testing import Result
from hypothesis import given
from hypothesis import strategies as st

from individual.british.extras import CaaOptions, SchoolsOptions
from individual.edges.trf.british import BritishOptions, parse_british_extras, parse_options
from individual.edges.trf.british_write import format_options
from individual.vocabulary.errors import InputError, InputErrors
from tests.swiss_workbook import fill_results, games, swiss

# 14 players, two clubs of five (every third player has none), grades 200 down to 122
CLUBS = ["Hastings", "Battersea", ""] * 4 + ["Hastings", "Battersea"]
CLUB = {n: club for n, club in enumerate(CLUBS, start=1) if club}
OPTIONS_CELL = "B8"


def write_roster(path: Path) -> Path:
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Name", "Grade", "Club"])
    for i, club in enumerate(CLUBS):
        sheet.append([f"Player {chr(65 + i)}", 200 - 6 * i, club])
    book.save(path)
    return path


def write_schools_roster(path: Path) -> Path:
    """An English Schools roster: four schools, two identified top players (rule 3)."""
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Name", "Grade", "School", "Top player"])
    for i in range(12):
        sheet.append([f"Pupil {chr(65 + i)}", 180 - 5 * i, f"School {i % 4}", i in (0, 5) or None])
    book.save(path)
    return path


def init(folder: Path, *options: str, system: str = "caa-2009", name: str = "e") -> Path:
    path = folder / f"{name}.xlsx"
    roster = write_roster(folder / "roster.xlsx")
    result = swiss("init", roster, path, "--system", system, "--rounds", 5, "--lot", "white",
                   *options)  # fmt: skip
    assert result.exit_code == 0, result.output
    return path


def pair(path: Path, *extra: str) -> Result:
    result = swiss("pair", path, *extra)
    assert result.exit_code == 0, result.output
    return result


def trf_games(output: str) -> list[tuple[int, int]]:
    """The boards of ``swiss pair EVENT.trf`` (the engine exchange format), byes left out."""
    lines = output.split("\n")[1 : 1 + int(output.split("\n")[0])]
    pairs = [tuple(map(int, line.split())) for line in lines]
    return [(w, b) for w, b in pairs if b]


def set_options(path: Path, words: str | None, cell: str = OPTIONS_CELL) -> None:
    """The organiser types ``words`` into the Options cell (``None``: empties it)."""
    book = openpyxl.load_workbook(path)
    book["Event"][cell].value = words
    book.save(path)


def club_mates(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(a, b) for a, b in pairs if a in CLUB and CLUB[a] == CLUB.get(b)]


# --- init and the Event sheet --------------------------------------------------------------


def test_init_writes_the_options_in_the_event_sheet(tmp_path: Path) -> None:
    path = init(tmp_path, "--options", "  Long-Event   clubs-until=3 ")
    sheet = openpyxl.load_workbook(path)["Event"]
    assert (sheet["A8"].value, sheet[OPTIONS_CELL].value) == ("Options", "long-event clubs-until=3")
    assert sheet["B7"].value == "swiss-workbook 1"  # the older settings keep their rows
    plain = init(tmp_path, name="plain")
    assert openpyxl.load_workbook(plain)["Event"][OPTIONS_CELL].value in (None, "")


@pytest.mark.parametrize(
    ("system", "words", "expected"),
    [
        ("caa-2009", "long-event longevent", ["unknown option 'longevent'"]),
        ("caa-2009", "clubs-until=x top-until=2", ["clubs-until needs a whole number",
                                                   "top-until is an option of English Schools"]),
        ("sca", "large-event", ["large-event is an option of CAA 2009 (CAA rule 29)"]),
        ("fide-1998", "random=3", ["fide-1998 has no options"]),
    ],
)  # fmt: skip
def test_init_refuses_bad_options(
    tmp_path: Path, system: str, words: str, expected: list[str]
) -> None:
    path = tmp_path / "e.xlsx"
    roster = write_roster(tmp_path / "roster.xlsx")
    result = swiss("init", roster, path, "--system", system, "--options", words)
    assert result.exit_code == 2
    assert "--options" in result.output
    for text in expected:
        assert text in " ".join(result.output.split())
    assert not path.exists()


# --- the options reach the engine ----------------------------------------------------------


def test_random_seed_pairs_as_the_trf_with_the_same_xxo(tmp_path: Path) -> None:
    """Rule 30: the workbook with ``random=7`` pairs every round as the exported TRF (with
    ``XXO random=7``) does, and not as the graded pairing of rule 4 / rule 8."""
    path = init(tmp_path, "--options", "random=7 clubs-until=3")
    graded = init(tmp_path, name="graded")
    for number in (1, 2, 3):
        if number > 1:
            fill_results(path, number)
        out = tmp_path / f"before{number}.trf"
        exported = swiss("export-trf", path, out)
        assert exported.exit_code == 0, exported.output
        text = out.read_text()
        assert "XXO clubs-until=3 random=7\n" in text
        assert parse_british_extras(text, number, str(out)).options == CaaOptions(
            clubs_until=3, random_seed=7
        )
        explained = pair(path, "--explain")
        assert "[Options] in effect (Event sheet): random=7 clubs-until=3" in explained.stderr
        assert "[Rule 30]" in explained.stderr
        by_trf = swiss("pair", out, "--system", "caa-2009")
        assert by_trf.exit_code == 0, by_trf.output
        assert trf_games(by_trf.output) == games(path, number), f"round {number}"
    pair(graded)
    assert {frozenset(g) for g in games(path, 1)} != {frozenset(g) for g in games(graded, 1)}


def test_clubs_until_3_keeps_club_mates_apart_in_round_3(tmp_path: Path) -> None:
    """Rule 35 (the arbiter's extension): from the same two rounds, the default pairs
    club-mates in round 3, ``clubs-until=3`` typed into the Options cell does not; ``swiss
    check`` replays round 3 with the options the Log records it was paired with."""
    default = init(tmp_path)
    for number in (1, 2):
        pair(default)
        # results after which round 2 has no club-mates and round 3 has (seeds 71, 72 until
        # issue 17: with floats counted per level boundary and the upfloater searched from
        # the top, their round 2 pairs club-mates 2-11 and 14-5, which the default allows)
        fill_results(default, 72 + number)
    extended = tmp_path / "extended.xlsx"
    shutil.copy(default, extended)
    set_options(extended, "clubs-until=3")
    pair(default)
    pair(extended)
    assert club_mates(games(default, 3)), "the default pairs club-mates in round 3"
    assert club_mates(games(extended, 3)) == []
    assert games(extended, 3) != games(default, 3)
    fill_results(extended, 3)
    checked = swiss("check", extended)
    assert checked.exit_code == 0, checked.output
    # the default's round 3 checked with clubs-until=3 (rounds 1-2 unaffected: rule 35
    # applies to round 1 by default and to rounds 1-3 here, and round 2 had no club-mates)
    assert club_mates(games(default, 2)) == []
    # typed after round 3 was paired: round 3 keeps the options the Log records it was
    # paired with (none), as every round does (review 7 #9)
    set_options(default, "clubs-until=3")
    same = swiss("check", default)
    assert same.exit_code == 0 and "0 differences" in same.stdout, same.output
    # a round the Log records paired with clubs-until=3 is judged with it
    book = openpyxl.load_workbook(default)
    log = book["Log"]
    row = max(r for r in range(2, log.max_row + 1) if log.cell(r, 2).value == "pair")
    assert log.cell(row, 3).value == 3 and log.cell(row, 7).value == "none"
    log.cell(row, 7).value = "clubs-until=3"
    book.save(default)
    differs = swiss("check", default)
    assert differs.exit_code == 1, differs.output
    assert "round 3:" in differs.stdout and "round 2:" not in differs.stdout


def test_schools_options_reach_the_engine_and_the_export(tmp_path: Path) -> None:
    """English Schools: ``random=5`` (rule 26) and ``top-until=1`` (rule 3) from the cell;
    the exported TRF (``XXO``, ``XXT``) pairs round 1 the same."""
    path = tmp_path / "schools.xlsx"
    roster = write_schools_roster(tmp_path / "roster.xlsx")
    result = swiss("init", roster, path, "--system", "sca", "--rounds", 5, "--lot", "white",
                   "--options", "random=5 top-until=1")  # fmt: skip
    assert result.exit_code == 0, result.output
    out = tmp_path / "schools.trf"
    assert swiss("export-trf", path, out).exit_code == 0
    text = out.read_text()
    assert "XXO random=5 top-until=1\n" in text
    assert parse_british_extras(text, 1).schools_options == SchoolsOptions(
        top_until=1, random_seed=5
    )
    explained = pair(path, "--explain")
    assert "[Rule 26]" in explained.stderr
    by_trf = swiss("pair", out, "--system", "sca")
    assert by_trf.exit_code == 0, by_trf.output
    assert trf_games(by_trf.output) == games(path, 1)


# --- errors --------------------------------------------------------------------------------


def test_bad_words_in_the_cell_are_named_and_nothing_changes(tmp_path: Path) -> None:
    path = init(tmp_path, "--options", "long-event")
    set_options(path, "long-event  longevent clubs-until=two top-until=2 random")
    before = path.read_bytes()
    for command in (("pair", path), ("check", path), ("export-trf", path, tmp_path / "o.trf")):
        result = swiss(*command)
        assert result.exit_code == 2, result.output
        lines = [line for line in result.output.splitlines() if "'Event'!B8" in line]
        assert len(lines) == 4, result.output
        assert str(path) in lines[0]
        text = " ".join(lines)
        assert "Options: unknown option 'longevent'" in text
        assert "the option clubs-until needs a whole number" in text
        assert "top-until is an option of English Schools (English Schools rule 3)" in text
        assert "'random': the option random needs a whole number" in text
        assert path.read_bytes() == before
    assert not (tmp_path / "o.trf").exists()
    assert "Round 1" not in openpyxl.load_workbook(path).sheetnames


def test_fide_1998_refuses_options_in_the_cell(tmp_path: Path) -> None:
    path = init(tmp_path, system="fide-1998")
    set_options(path, "random=3")
    before = path.read_bytes()
    result = swiss("pair", path)
    assert result.exit_code == 2
    assert "'Event'!B8" in result.output and "fide-1998 has no options" in result.output
    assert path.read_bytes() == before
    set_options(path, "   ")  # an empty cell is no option
    pair(path)


# --- older workbooks -------------------------------------------------------------------------


def test_a_workbook_made_before_the_setting_pairs_with_the_defaults(tmp_path: Path) -> None:
    """No ``Options`` row: the rules' defaults, the same pairing as an empty cell; the
    export has no ``XXO`` record."""
    old = init(tmp_path, "--options", "random=7", name="old")
    book = openpyxl.load_workbook(old)
    book["Event"].delete_rows(8)
    book.save(old)
    plain = init(tmp_path, name="plain")
    for number in (1, 2):
        pair(old)
        pair(plain)
        assert games(old, number) == games(plain, number)
        fill_results(old, number)
        fill_results(plain, number)
    out = tmp_path / "old.trf"
    assert swiss("export-trf", old, out).exit_code == 0
    assert "XXO" not in out.read_text()
    labels = [c.value for c in openpyxl.load_workbook(old)["Event"]["A"]]
    assert "Options" not in labels  # not written back (the round dates follow the settings)


# --- the words, written and read -------------------------------------------------------------

_SMALL = st.integers(0, 20)
_CAA = st.builds(CaaOptions, long_event=st.booleans(), large_event=st.booleans(),
                 clubs_until=_SMALL, half_byes_round2=st.booleans(), defaults=st.booleans(),
                 random_seed=st.none() | st.integers(0, 10**12),
                 colour_three_from=st.none() | _SMALL)  # fmt: skip
_SCHOOLS = st.builds(SchoolsOptions, schools_from=_SMALL, top_until=_SMALL,
                     clubs_until=_SMALL, half_byes_round2=st.booleans(),
                     defaults=st.booleans(),
                     random_seed=st.none() | st.integers(0, 10**12))  # fmt: skip


@given(_CAA)
def test_caa_options_written_read_back(options: CaaOptions) -> None:
    record = format_options(options)
    assert parse_british_extras(f"XXR 9\n{record}", 1).options == options
    words = record[4:]
    parsed = parse_options(words, _locate, "caa-2009")
    assert parsed.caa == options
    assert (record == "") == (options == CaaOptions())


@given(_SCHOOLS)
def test_schools_options_written_read_back(options: SchoolsOptions) -> None:
    record = format_options(options)
    assert parse_british_extras(record, 1).schools_options == options
    assert parse_options(record[4:], _locate, "sca").schools == options
    assert (record == "") == (options == SchoolsOptions())


def test_parse_options_locates_each_word_and_reads_as_xxo() -> None:
    with pytest.raises(InputErrors) as caught:
        parse_options("no-defaults  schools-from=x colour-three-from=2", _locate, "sca")
    found = [(e.column, e.message) for e in caught.value.errors]
    assert found == [
        (14, "'schools-from=x': the option schools-from needs a whole number (schools-from=N)"),
        (29, "'colour-three-from=2': colour-three-from is an option of CAA 2009 "
             "(CAA rule 40), not of sca"),
    ]  # fmt: skip
    # without an engine both systems' words are read, as an XXO record reads them
    both = parse_options("long-event top-until=2 random=4 random=5", _locate)
    assert both == BritishOptions(
        CaaOptions(long_event=True, random_seed=5),
        SchoolsOptions(top_until=2, random_seed=5),
        ("long-event", "top-until=2", "random=4", "random=5"),
    )
    with pytest.raises(InputErrors):
        parse_options("clubs-until=²", _locate)  # a digit Python's int() would refuse


def _locate(message: str, column: int) -> InputError:
    return InputError(message, column=column)
