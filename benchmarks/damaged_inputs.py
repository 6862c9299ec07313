"""Damaged inputs of every kind the program reads (issue 31): team and player rosters
(``.xlsx`` and ``.csv``, through ``olympiad init`` and ``swiss init``), event workbooks of
both sides (``pair``, ``standings``, ``check``, ``bulletin``) and TRF-16/TRF-26 files of
both sides (``pair``, ``standings``, ``check``; ``olympiad bulletin``), each damaged by a
seeded mutation of one class (shifted columns, truncated or duplicated records, odd unicode
digits, formulas, huge and negative numbers, encodings and BOMs, CRLF/CR, binary, empty,
wrong extension, hidden and renamed sheets, a huge used range, a CSV field over 131,072
characters, a million-row CSV, a zip bomb, a merged-cell storm, a TRF of 10^5 lines).

Per kind and class it prints: tracebacks, hangs (over 10 s), runs over 1 GB (peak resident
memory), silent acceptances (exit 0 with no warning on a file the mutation made plainly
invalid) and runs that changed their input or left a file behind after refusing it; beside
the targets 0, 0, 0, at most 5 % and none. A benchmark, not a test: the figures are printed.
Run: ``nice python benchmarks/damaged_inputs.py [--files N] [--seed S]``."""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
import zipfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped]
from click.testing import CliRunner

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from individual.edges.cli.main import main as swiss
from olympiad.edges.cli.main import main as olympiad
from tests.swiss_workbook import fill_results, plan_rounds
from tests.trf.test_damaged_input import individual
from tests.workbook.test_swiss_workbook import write_roster
from tests.workbook_event import type_results

HANG = 10.0
CLEAN = "none (clean)"
VERBOSE = False
GIGABYTE = 1 << 30
HEAVY = ("million_rows", "zip_bomb", "merged_storm", "huge_used_range", "trf_100k_lines")


@dataclass(frozen=True)
class Damaged:
    """One damaged file: its bytes, its suffix, and whether the damage made it plainly
    invalid (so exit 0 without a warning is a silent acceptance)."""

    data: bytes
    suffix: str
    invalid: bool
    where: str = ""


@dataclass(frozen=True)
class Kind:
    """An input kind: the clean file, how it is text or a workbook, the commands run."""

    name: str
    clean: bytes
    suffix: str
    commands: tuple[tuple[str, Any, tuple[str, ...]], ...]


# Clean inputs --------------------------------------------------------------------------

TEAM_HEADER = ["Team", "Board", "Name", "Title", "FIDE ID", "Fed", "Rating"]


def _team_rows() -> list[list[object]]:
    rows: list[list[object]] = [list(TEAM_HEADER)]
    for t in range(1, 7):
        for b in range(1, 6):
            rows.append([f"Team {t}", b, f"Player {t}.{b}", "", f"{5000000 + 10 * t + b}",
                         "ENG", 2600 - 50 * t - 10 * b])  # fmt: skip
    return rows


def _xlsx(rows: list[list[object]]) -> bytes:
    book = openpyxl.Workbook()
    for row in rows:
        book.active.append(row)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _csv(rows: list[list[object]]) -> bytes:
    return "".join(
        ",".join("" if v is None else str(v) for v in row) + "\n" for row in rows
    ).encode()


def _team_trf16(trf26: str) -> str:
    """A TRF-26 team file as TRF-16: no 192/142/... records, teams as 013 records."""
    out = []
    for line in trf26.splitlines():
        if line[:3] in ("192", "142", "352", "362", "320", "240", "202", "162"):
            continue
        if line.startswith("310"):
            name, members = line[8:40].strip(), [int(x) for x in line[73:].split()]
            line = f"013 {name:<32}" + "".join(f"{m:4d} " for m in members).rstrip()
        out.append(line)
    return "\n".join(out) + "\n"


def _invoke(command: Any, *args: object) -> None:
    result = CliRunner().invoke(command, [str(a) for a in args])
    assert result.exit_code == 0, result.output


def kinds(folder: Path) -> list[Kind]:
    """The clean inputs, made in ``folder``."""
    team_rows = _team_rows()
    ind_roster = write_roster(folder / "players.xlsx").read_bytes()
    ind_rows = [list(r) for r in openpyxl.load_workbook(folder / "players.xlsx").active.values]
    (folder / "teams.xlsx").write_bytes(_xlsx(team_rows))
    _invoke(olympiad, "init", folder / "teams.xlsx", folder / "team.xlsx", "--lot", "white")
    _invoke(olympiad, "pair", folder / "team.xlsx")
    type_results(folder / "team.xlsx", 1)
    _invoke(swiss, "init", folder / "players.xlsx", folder / "swiss.xlsx", "--rounds", "5",
            "--lot", "white")  # fmt: skip
    _invoke(swiss, "pair", folder / "swiss.xlsx")
    fill_results(folder / "swiss.xlsx", 1)
    _invoke(swiss, "generate", "--players", "12", "--rounds", "3", "-o", folder / "s26.trf")
    plan_rounds(folder / "s26.trf", 4)  # a round left for 'swiss pair'
    _invoke(olympiad, "generate", "--teams", "6", "--rounds", "5", "--played", "2",
            "--boards", "3", "-o", folder / "t26.trf")  # fmt: skip
    t26 = (folder / "t26.trf").read_text()
    init_team = (("olympiad init", olympiad, ("init", "{in}", "{dir}/out.xlsx", "--lot", "white")),)
    init_ind = (
        (
            "swiss init",
            swiss,
            ("init", "{in}", "{dir}/out.xlsx", "--rounds", "5", "--lot", "white"),
        ),
    )

    def event(command: Any, name: str) -> tuple[tuple[str, Any, tuple[str, ...]], ...]:
        return tuple(
            (f"{name} {verb}", command, (verb, "{in}", *extra))
            for verb, extra in (("pair", ()), ("standings", ()), ("check", ()),
                                ("bulletin", ("{dir}/bulletin",)))
        )  # fmt: skip

    def trf(
        command: Any, name: str, bulletin: bool
    ) -> tuple[tuple[str, Any, tuple[str, ...]], ...]:
        verbs: list[tuple[str, tuple[str, ...]]] = [("pair", ()), ("standings", ()), ("check", ())]
        if bulletin:
            verbs.append(("bulletin", ("{dir}/bulletin",)))
        return tuple((f"{name} {v}", command, (v, "{in}", *e)) for v, e in verbs)

    return [
        Kind("team roster xlsx", _xlsx(team_rows), ".xlsx", init_team),
        Kind("team roster csv", _csv(team_rows), ".csv", init_team),
        Kind("player roster xlsx", ind_roster, ".xlsx", init_ind),
        Kind("player roster csv", _csv(ind_rows), ".csv", init_ind),
        Kind(
            "team event xlsx",
            (folder / "team.xlsx").read_bytes(),
            ".xlsx",
            event(olympiad, "olympiad"),
        ),
        Kind(
            "swiss event xlsx", (folder / "swiss.xlsx").read_bytes(), ".xlsx", event(swiss, "swiss")
        ),
        Kind("team trf-26", t26.encode(), ".trf", trf(olympiad, "olympiad", True)),
        Kind("team trf-16", _team_trf16(t26).encode(), ".trf", trf(olympiad, "olympiad", True)),
        Kind(
            "player trf-26", (folder / "s26.trf").read_bytes(), ".trf", trf(swiss, "swiss", False)
        ),
        Kind("player trf-16", individual().encode(), ".trf", trf(swiss, "swiss", False)),
    ]


# Mutations -----------------------------------------------------------------------------

Mutation = Callable[[random.Random, Kind], Damaged]
TEXT: dict[str, Mutation] = {}
BOOK: dict[str, Mutation] = {}
ANY: dict[str, Mutation] = {}


def _text(kind: Kind) -> str:
    return kind.clean.decode("utf-8")


def _lines(kind: Kind) -> list[str]:
    return _text(kind).splitlines()


def _records(kind: Kind) -> list[int]:
    """Indices of the lines that hold a record (a player or team line, a roster row)."""
    lines = _lines(kind)
    if kind.suffix == ".csv":
        header = next(i for i, x in enumerate(lines) if "name" in x.lower())
        return list(range(header + 1, len(lines)))
    return [i for i, x in enumerate(lines) if x.startswith(("001", "310", "013"))]


def _join(lines: list[str], kind: Kind, invalid: bool, ending: str = "\n") -> Damaged:
    return Damaged((ending.join(lines) + ending).encode("utf-8"), kind.suffix, invalid)


def _digit_spans(line: str) -> list[tuple[int, int]]:
    spans, start = [], None
    for i, c in enumerate(line + " "):
        if c.isdigit() and start is None:
            start = i
        elif not c.isdigit() and start is not None:
            spans.append((start, i))
            start = None
    return spans


def _number_in_record(rng: random.Random, kind: Kind, new: Callable[[int], str]) -> Damaged:
    """A number of a record replaced: a whole numeric cell of a CSV row (board, rating),
    a TRF field past the name (rating, points, an opponent, a team member)."""
    lines = _lines(kind)
    n = rng.choice(_records(kind))
    if kind.suffix == ".csv":
        cells = lines[n].split(",")
        numeric = [i for i, c in enumerate(cells) if c.isdigit() and len(c) < 7]
        cells[rng.choice(numeric)] = new(4)
        lines[n] = ",".join(cells)
        return Damaged(
            _join(lines, kind, True).data, kind.suffix, True, f"line {n + 1}: {lines[n]}"
        )
    first = {"001": 48, "310": 73, "013": 36}[lines[n][:3]]
    start, end = rng.choice([s for s in _digit_spans(lines[n]) if s[0] >= first])
    width = end - start
    value = new(width)
    value = value.rjust(width) if len(value) <= width else value
    lines[n] = lines[n][:start] + value + lines[n][end:]
    return Damaged(_join(lines, kind, True).data, kind.suffix, True, f"line {n + 1}: {lines[n]}")


def text(name: str, table: dict[str, Mutation] = TEXT) -> Callable[[Mutation], Mutation]:
    def register(function: Mutation) -> Mutation:
        table[name] = function
        return function

    return register


@text("shifted_columns")
def _shifted(rng: random.Random, kind: Kind) -> Damaged:
    lines = _lines(kind)
    n = rng.choice(_records(kind))
    if kind.suffix == ".csv":
        lines[n] = ("," if rng.random() < 0.5 else "") + lines[n]
        if not lines[n].startswith(","):
            cells = lines[n].split(",")
            del cells[rng.randrange(1, len(cells))]
            lines[n] = ",".join(cells)
        return _join(lines, kind, True)
    line = lines[n]
    i = rng.randrange(4, len(line.rstrip()))
    lines[n] = line[:i] + line[i + 1 :] if rng.random() < 0.5 else line[:i] + " " + line[i:]
    return _join(lines, kind, True)


@text("truncated_record")
def _truncated(rng: random.Random, kind: Kind) -> Damaged:
    """A record cut short: a CSV row after a few whole cells (what is left is a row with no
    player, an empty slot the reader allows), a TRF line anywhere (invalid)."""
    lines = _lines(kind)
    n = rng.choice(_records(kind))
    if kind.suffix == ".csv":
        header = [c.lower() for c in lines[_records(kind)[0] - 1].split(",")]
        keep = rng.randrange(1, len(header))
        lines[n] = ",".join(lines[n].split(",")[:keep])
        return _join(lines, kind, False)  # an emptied slot (team and board, no name): allowed
    cut = rng.randrange(5, max(6, len(lines[n]) - 2))
    lines[n] = lines[n][:cut]
    return _join(lines, kind, True)


@text("duplicated_record")
def _duplicated(rng: random.Random, kind: Kind) -> Damaged:
    lines = _lines(kind)
    n = rng.choice(_records(kind))
    lines.insert(rng.randrange(n, len(lines) + 1), lines[n])
    return _join(lines, kind, True)


@text("unicode_digit")
def _unicode(rng: random.Random, kind: Kind) -> Damaged:
    digit = rng.choice("²³¹٣۴߅१３")
    return _number_in_record(rng, kind, lambda width: digit * min(width, 2))


@text("formula")
def _formula(rng: random.Random, kind: Kind) -> Damaged:
    formula = rng.choice(["=1+1", "=SUM(A1:A9)", '=HYPERLINK("x")', "+2600", "@cmd"])
    return _number_in_record(rng, kind, lambda width: formula)


@text("huge_number")
def _huge(rng: random.Random, kind: Kind) -> Damaged:
    value = rng.choice(["1000000000000", "9" * 20, "1e300", "99999"])
    return _number_in_record(rng, kind, lambda width: value)


@text("negative_number")
def _negative(rng: random.Random, kind: Kind) -> Damaged:
    value = rng.choice(["-1", "-2600", "-99"])
    return _number_in_record(rng, kind, lambda width: value)


@text("encoding_bom")
def _encoding(rng: random.Random, kind: Kind) -> Damaged:
    content = _text(kind).replace("Player", rng.choice(["Jürgen", "Ødegård", "Łukasz"]), 1)
    encoding = rng.choice(["utf-8-sig", "utf-16", "utf-16-le", "cp1252", "latin-1", "utf-32"])
    invalid = encoding in ("utf-16-le",)  # no BOM: not text the reader can know
    return Damaged(content.encode(encoding), kind.suffix, invalid)


@text("line_endings")
def _endings(rng: random.Random, kind: Kind) -> Damaged:
    return _join(_lines(kind), kind, False, rng.choice(["\r\n", "\r"]))


@text("long_field")
def _long_field(rng: random.Random, kind: Kind) -> Damaged:
    lines = _lines(kind)
    n = rng.choice(_records(kind))
    junk = rng.choice("xé ") * rng.choice([131_073, 200_000, 1_000_000])
    lines[n] = (lines[n] + "," + junk) if kind.suffix == ".csv" else lines[n][:14] + junk
    return _join(lines, kind, True)


@text("million_rows")
def _million(rng: random.Random, kind: Kind) -> Damaged:
    lines = _lines(kind)
    row = lines[_records(kind)[0]]
    return Damaged(("\n".join(lines) + "\n" + (row + "\n") * 1_000_000).encode(), kind.suffix, True)


@text("trf_100k_lines")
def _trf_lines(rng: random.Random, kind: Kind) -> Damaged:
    lines = _lines(kind)
    extra = rng.choice(["### comment", "XXN    1    1", lines[_records(kind)[-1]]])
    return _join(lines + [extra] * 100_000, kind, extra.startswith(("001", "XXN")))


TRF_ONLY = ("trf_100k_lines", "opponent_out_of_range", "header_body_disagree")
TRF_ONLY += ("points_results_disagree", "rating_over_limit")


@text("opponent_out_of_range")
def _opponent(rng: random.Random, kind: Kind) -> Damaged:
    """A TRF round block's opponent made 0 (none, beside a colour and a result) or one
    above the highest start number; a team TRF's member likewise one above."""
    lines = _lines(kind)
    players = [i for i, x in enumerate(lines) if x.startswith("001")]
    above = f"{max(int(lines[i][4:8]) for i in players) + 1:4d}"
    blocks = [
        (i, c)
        for i in players
        for c in range(91, len(lines[i]), 10)
        if lines[i][c : c + 4].strip("0 ") and lines[i][c + 5] in "wb"
    ]
    members = [i for i, x in enumerate(lines) if x.startswith(("310", "013"))]
    if members and rng.random() < 0.2:
        n = rng.choice(members)
        lines[n] = lines[n].rstrip() + " " + above
    else:
        n, c = rng.choice(blocks)
        lines[n] = lines[n][:c] + rng.choice(["0000", above]) + lines[n][c + 4 :]
    return Damaged(_join(lines, kind, True).data, kind.suffix, True, f"line {n + 1}: {lines[n]}")


@text("header_body_disagree")
def _header(rng: random.Random, kind: Kind) -> Damaged:
    """A TRF whose header and body disagree: XXR fewer than the rounds its 001 records
    played (where two were), else a 062 (players) or 072 (rated players) count the 001
    records do not bear out."""
    lines = _lines(kind)
    players = [x for x in lines if x.startswith("001")]
    played = max(sum(1 for c in range(91, len(x), 10) if x[c : c + 4].strip("0 ")) for x in players)
    xxr = [i for i, x in enumerate(lines) if x.startswith("XXR")]
    if played >= 2 and rng.random() < 0.5:
        lines[xxr[0]] = f"XXR {rng.randrange(1, played)}"
        where = xxr[0]
    else:
        rated = sum(1 for x in players if x[48:52].strip("0 "))
        counts = [("062", len(players)), ("072", rated)]
        if teams := sum(1 for x in lines if x.startswith(("310", "013"))):
            counts.append(("082", teams))
        kind_, count = rng.choice(counts)
        lines.insert(xxr[0] + 1, f"{kind_} {max(0, count + rng.choice([-3, -1, 1, 2, 7]))}")
        where = xxr[0] + 1
    return Damaged(
        _join(lines, kind, True).data, kind.suffix, True, f"line {where + 1}: {lines[where]}"
    )


@text("points_results_disagree")
def _points_disagree(rng: random.Random, kind: Kind) -> Damaged:
    """A 001 record's points (81-84) one point off what its results add up to, within
    the rounds on the line (only a ceiling was checked: taken in silence)."""
    lines = _lines(kind)
    records = [i for i, x in enumerate(lines) if x.startswith("001") and len(x.rstrip()) >= 99]
    written = [i for i in records if lines[i][80:84].strip()]
    if written:
        n = rng.choice(written)
        points = float(lines[n][80:84])
        new = points - 1 if points >= 1 else points + 1
    else:  # no points written (a TRF-16 of JaVaFo's kind): a winner's written 0
        n = rng.choice([i for i in records if lines[i][98::10].strip("0 -")])
        new = 0
    lines[n] = lines[n][:80] + f"{new:.1f}".rjust(4) + lines[n][84:]
    return Damaged(_join(lines, kind, True).data, kind.suffix, True, f"line {n + 1}: {lines[n]}")


@text("rating_over_limit")
def _rating_over(rng: random.Random, kind: Kind) -> Damaged:
    """A 001 record's rating (49-52) between the one limit (3500) and 9999: the TRF
    readers took up to 4000."""
    lines = _lines(kind)
    n = rng.choice([i for i, x in enumerate(lines) if x.startswith("001")])
    lines[n] = lines[n][:48] + str(rng.randrange(3501, 10000)) + lines[n][52:]
    return Damaged(_join(lines, kind, True).data, kind.suffix, True, f"line {n + 1}: {lines[n]}")


@text(CLEAN, ANY)
def _clean(rng: random.Random, kind: Kind) -> Damaged:
    """The file undamaged: each command accepts it (the baseline of the figures)."""
    return Damaged(kind.clean, kind.suffix, False)


@text("binary", ANY)
def _binary(rng: random.Random, kind: Kind) -> Damaged:
    return Damaged(rng.randbytes(rng.randint(1, 4000)), kind.suffix, True)


@text("empty", ANY)
def _empty(rng: random.Random, kind: Kind) -> Damaged:
    return Damaged(rng.choice([b"", b"\n", b"   \r\n", b"\xef\xbb\xbf"]), kind.suffix, True)


@text("truncated_file", ANY)
def _cut(rng: random.Random, kind: Kind) -> Damaged:
    data = kind.clean[: rng.randrange(1, len(kind.clean))]
    return Damaged(data, kind.suffix, kind.suffix == ".xlsx")


@text("wrong_extension", ANY)
def _extension(rng: random.Random, kind: Kind) -> Damaged:
    suffixes = [s for s in (".xlsx", ".csv", ".trf", ".txt", ".xls", "") if s != kind.suffix]
    suffix = rng.choice(suffixes)
    return Damaged(kind.clean, suffix, ".xlsx" in (suffix, kind.suffix))


# Workbook mutations (openpyxl, on a copy) ------------------------------------------------


def _book(kind: Kind) -> Any:
    return openpyxl.load_workbook(io.BytesIO(kind.clean))


def _saved(book: Any, kind: Kind, invalid: bool) -> Damaged:
    out = io.BytesIO()
    book.save(out)
    return Damaged(out.getvalue(), kind.suffix, invalid)


def _data_sheet(rng: random.Random, book: Any, kind: Kind) -> Any:
    """The sheet the mutation hits: the roster, the Players/Teams sheet or a round."""
    if "roster" in kind.name:
        return book.worksheets[0]
    names = [n for n in book.sheetnames if n in ("Players", "Teams") or n.startswith("Round")]
    return book[rng.choice(names)]


INPUT_COLUMNS = ("no.", "rating", "estimate", "rtg ", "result", "board", "elo")
"""Event workbook columns the organiser types and the commands read (a round's ``Pts``
or ``Rtg`` only shows what the program wrote, and is written anew)."""


def _data_cells(sheet: Any, numbers: bool) -> list[Any]:
    header = next(
        (r for r in range(1, 6) for c in sheet[r] if str(c.value).lower() in ("no.", "board")),
        1,
    )
    labels = {c.column: str(c.value).lower() for c in sheet[header]}
    cells = [
        c
        for row in sheet.iter_rows(min_row=header + 1)
        for c in row
        if c.value not in (None, "") or labels.get(c.column) == "result"
    ]
    if sheet.title in ("Players", "Teams") or sheet.title.startswith("Round"):
        cells = [c for c in cells if labels.get(c.column, "").startswith(INPUT_COLUMNS)]
    wanted = [c for c in cells if isinstance(c.value, int) and not isinstance(c.value, bool)]
    return (wanted or cells) if numbers else cells


def _cell_value(rng: random.Random, kind: Kind, value: Callable[[Any], object]) -> Damaged:
    book = _book(kind)
    sheet = _data_sheet(rng, book, kind)
    cell = rng.choice(_data_cells(sheet, True))
    cell.value = value(cell)
    where = f"{sheet.title}!{cell.coordinate} = {cell.value!r}"
    return Damaged(_saved(book, kind, True).data, kind.suffix, True, where)


@text("unicode_digit", BOOK)
def _book_unicode(rng: random.Random, kind: Kind) -> Damaged:
    return _cell_value(rng, kind, lambda c: rng.choice("²³¹٣۴߅१３") * 2)


@text("formula", BOOK)
def _book_formula(rng: random.Random, kind: Kind) -> Damaged:
    return _cell_value(rng, kind, lambda c: rng.choice(["=1/0", "=A1+1", "=SUM(B2:B9)"]))


@text("huge_number", BOOK)
def _book_huge(rng: random.Random, kind: Kind) -> Damaged:
    return _cell_value(rng, kind, lambda c: rng.choice([10**12, 10**30, 1e300, 99999]))


@text("negative_number", BOOK)
def _book_negative(rng: random.Random, kind: Kind) -> Damaged:
    return _cell_value(rng, kind, lambda c: rng.choice([-1, -2600, -0.5]))


@text("shifted_columns", BOOK)
def _book_shift(rng: random.Random, kind: Kind) -> Damaged:
    book = _book(kind)
    sheet = _data_sheet(rng, book, kind)
    row = rng.randrange(2, max(3, sheet.max_row + 1))
    values = [c.value for c in sheet[row]]
    for column, value in enumerate([None, *values], start=1):
        sheet.cell(row, column).value = value
    return _saved(book, kind, True)


@text("truncated_record", BOOK)
def _book_clear(rng: random.Random, kind: Kind) -> Damaged:
    book = _book(kind)
    sheet = _data_sheet(rng, book, kind)
    cells = _data_cells(sheet, False)
    cell = rng.choice(cells)
    for c in sheet[cell.row][cell.column - 1 :]:
        c.value = None
    names = [
        c.column
        for row in sheet.iter_rows(max_row=5)
        for c in row
        if isinstance(c.value, str) and "name" in c.value.lower() and c.row < cell.row
    ]
    emptied = bool(names) and cell.column <= min(names)  # the name goes, the details too
    return _saved(book, kind, emptied and "roster" not in kind.name)  # a roster's empty slot


@text("duplicated_record", BOOK)
def _book_duplicate(rng: random.Random, kind: Kind) -> Damaged:
    book = _book(kind)
    sheet = _data_sheet(rng, book, kind)
    source = rng.randrange(2, max(3, sheet.max_row + 1))
    target = rng.choice([source + 1, sheet.max_row + 1])
    values = [c.value for c in sheet[source]]
    if target <= sheet.max_row:
        sheet.insert_rows(target)
    for column, value in enumerate(values, start=1):
        sheet.cell(target, column).value = value
    return _saved(book, kind, True)


@text("hidden_sheet", BOOK)
def _hidden(rng: random.Random, kind: Kind) -> Damaged:
    book = _book(kind)
    sheet = rng.choice(book.worksheets[: max(1, len(book.worksheets) - 1)])
    if len(book.worksheets) == 1 or rng.random() < 0.5:
        extra = book.create_sheet("Hidden", 0)
        extra.append(["Name", "Rating"])
        extra.append(["Ghost", 9999])
        sheet = extra
    sheet.sheet_state = rng.choice(["hidden", "veryHidden"])
    book.active = next(i for i, s in enumerate(book.worksheets) if s.sheet_state == "visible")
    return _saved(book, kind, False)


@text("renamed_sheet", BOOK)
def _renamed(rng: random.Random, kind: Kind) -> Damaged:
    """A sheet renamed: invalid for an event workbook's Event, Players, Teams or Round
    sheet (a roster is read from any sheet; the Log is a record, not a source)."""
    book = _book(kind)
    sheet = rng.choice(book.worksheets)
    needed = "roster" not in kind.name and sheet.title != "Log"
    sheet.title = rng.choice(["Sheet 2", "players ", "Round 99", "Rnd 1", "Teams (old)"])
    return _saved(book, kind, needed)


@text("huge_used_range", BOOK)
def _used_range(rng: random.Random, kind: Kind) -> Damaged:
    book = _book(kind)
    sheet = _data_sheet(rng, book, kind)
    how = rng.choice(["value", "style", "dimension"])
    if how == "value":
        sheet.cell(1_048_576, 16_384).value = "x"
    elif how == "style":
        for row in range(1, 2001):
            sheet.cell(row * 500, 16_384).number_format = "0.00"
    data = _saved(book, kind, how == "value").data
    if how == "dimension":
        data = _rewrite(
            data,
            lambda n, x: (
                x.replace(b'<dimension ref="', b'<dimension ref="A1:XFD1048576" old="', 1)
                if n.startswith("xl/worksheets/")
                else x
            ),
        )
    return Damaged(data, kind.suffix, how == "value")


@text("merged_storm", BOOK)
def _merged(rng: random.Random, kind: Kind) -> Damaged:
    """Tens of thousands of 2x2 merged ranges below the data, written straight into the
    sheet's XML (openpyxl takes minutes to merge so many)."""
    count = rng.choice([20_000, 60_000])
    ranges = "".join(
        f'<mergeCell ref="{_letter(1 + 2 * (i % 200))}{100 + 2 * (i // 200)}:'
        f'{_letter(2 + 2 * (i % 200))}{101 + 2 * (i // 200)}"/>'
        for i in range(count)
    )
    storm = f'<mergeCells count="{count}">{ranges}</mergeCells>'.encode()

    def change(name: str, data: bytes) -> bytes:
        if not name.startswith("xl/worksheets/sheet") or b"<mergeCells" in data:
            return data
        return data.replace(b"</sheetData>", b"</sheetData>" + storm, 1)

    return Damaged(_rewrite(kind.clean, change), kind.suffix, False)


def _letter(column: int) -> str:
    return openpyxl.utils.get_column_letter(column)  # type: ignore[no-any-return]


def _rewrite(data: bytes, change: Callable[[str, bytes], bytes]) -> bytes:
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target,
    ):
        for info in source.infolist():
            target.writestr(info.filename, change(info.filename, source.read(info)))
    return out.getvalue()


_BOMB: dict[str, bytes] = {}


@text("zip_bomb", BOOK)
def _bomb(rng: random.Random, kind: Kind) -> Damaged:
    """A sheet part that inflates to 1 GB of blanks inside the XML (made once per kind)."""
    if kind.name not in _BOMB:
        out = io.BytesIO()
        blanks = b" " * (1 << 20)
        with (
            zipfile.ZipFile(io.BytesIO(kind.clean)) as source,
            zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as target,
        ):
            infos = source.infolist()
            victim = next(i.filename for i in infos if i.filename.startswith("xl/worksheets/"))
            for info in infos:
                data = source.read(info)
                if info.filename != victim:
                    target.writestr(info.filename, data)
                    continue
                head, tail = data.split(b"<sheetData", 1)
                with target.open(victim, "w", force_zip64=True) as part:
                    part.write(head)
                    for _ in range(1 << 10):
                        part.write(blanks)
                    part.write(b"<sheetData" + tail)
        _BOMB[kind.name] = out.getvalue()
    return Damaged(_BOMB[kind.name], kind.suffix, True)


def mutations(kind: Kind) -> dict[str, Mutation]:
    """The classes that apply to ``kind``."""
    table = dict(BOOK) if kind.suffix == ".xlsx" else dict(TEXT)
    if kind.suffix == ".csv":
        for name in TRF_ONLY:
            table.pop(name)
    if kind.suffix == ".trf":
        table.pop("million_rows")
    return table | ANY


# Running -------------------------------------------------------------------------------


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang


def _peak_reset() -> None:
    with contextlib.suppress(OSError):
        Path("/proc/self/clear_refs").write_text("5")


def _memory(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    return 0


FRESH = 80 << 20
"""What a fresh ``swiss`` or ``olympiad`` process holds before it reads a file: a run's
memory is this plus how far the benchmark's peak rose above what it held before the run
(runs share one process, whose own heaps are not counted)."""


def _files(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() if p.is_file() else b""
        for p in folder.rglob("*")
    }


@dataclass
class Tally:
    runs: int = 0
    refused: int = 0
    accepted: int = 0
    invalid: int = 0
    tracebacks: int = 0
    hangs: int = 0
    memory: int = 0
    silent: int = 0
    wrote: int = 0


def run_one(
    folder: Path,
    kind: Kind,
    damaged: Damaged,
    command: tuple[str, Any, tuple[str, ...]],
    tally: Tally,
    examples: dict[str, str],
) -> None:
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir()
    path = folder / f"input{damaged.suffix}"
    path.write_bytes(damaged.data)
    args = [a.replace("{in}", str(path)).replace("{dir}", str(folder)) for a in command[2]]
    before = _files(folder)
    _peak_reset()
    held = _memory("VmRSS")
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(int(HANG * 3))
    started = time.monotonic()
    try:
        result = CliRunner().invoke(command[1], args)
        exception, code, output = result.exception, result.exit_code, result.output
    except Hang:
        exception, code, output = None, -1, ""
    finally:
        signal.alarm(0)
    took = time.monotonic() - started
    if isinstance(exception, Hang):
        exception = None
        took = max(took, HANG * 3)
    if VERBOSE:
        print(
            f"{took:6.1f} s  exit {code}  {kind.name} / {command[0]}", file=sys.stderr, flush=True
        )
    tally.runs += 1
    tally.invalid += damaged.invalid
    label = f"{command[0]} {path.name}"
    if took > HANG:
        tally.hangs += 1
        examples.setdefault("hang", f"{label}: {took:.0f} s")
    used = FRESH + _memory("VmHWM") - held
    if used > GIGABYTE:
        tally.memory += 1
        examples.setdefault("memory", f"{label}: {used >> 20} MB")
    if exception is not None and not isinstance(exception, SystemExit):
        tally.tracebacks += 1
        examples.setdefault(
            "traceback", f"{label}: {type(exception).__name__}: {str(exception)[:200]}"
        )
        return
    if code == 0 or (code == 1 and " check" in command[0]):  # check: exit 1 for a finding
        tally.accepted += 1
        if damaged.invalid and "warning" not in output.lower():
            tally.silent += 1
            examples.setdefault("silent", f"{label}: {damaged.where} -> {output[-120:]!r}")
        return
    tally.refused += 1
    after = _files(folder)
    if after != before:
        tally.wrote += 1
        changed = sorted(set(after) ^ set(before)) or ["the input"]
        examples.setdefault("wrote", f"{label}: exit {code}, {changed[:3]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1600, help="damaged files in all")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--only", default="", help="run only classes whose name has this")
    parser.add_argument("--light", action="store_true", help="leave out the heavy classes")
    parser.add_argument("--verbose", action="store_true", help="each run's time on stderr")
    args = parser.parse_args()
    global VERBOSE
    VERBOSE = args.verbose
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (6 * GIGABYTE, hard))
    started = time.monotonic()
    tallies: dict[tuple[str, str], Tally] = defaultdict(Tally)
    examples: dict[tuple[str, str], dict[str, str]] = defaultdict(dict)
    with tempfile.TemporaryDirectory() as base:
        all_kinds = kinds(Path(base))
        cells = [
            (k, name, m)
            for k in all_kinds
            for name, m in mutations(k).items()
            if args.only in name and not (args.light and name in HEAVY)
        ]
        light = [c for c in cells if c[1] not in HEAVY]
        heavy = [c for c in cells if c[1] in HEAVY]
        per_heavy = 2 if args.files >= 1500 else 1
        per_light = max(1, -(-(args.files - per_heavy * len(heavy)) // max(1, len(light))))
        made = 0
        for kind, name, mutation in cells:
            count = per_heavy if name in HEAVY else per_light
            for n in range(count):
                rng = random.Random(f"{args.seed}/{kind.name}/{name}/{n}")
                try:
                    damaged = mutation(rng, kind)
                except (IndexError, ValueError):
                    continue
                made += name != CLEAN
                if VERBOSE:
                    print(f"{kind.name} / {name} #{n}", file=sys.stderr, flush=True)
                command = rng.choice(kind.commands)
                run_one(
                    Path(base) / "run",
                    kind,
                    damaged,
                    command,
                    tallies[(kind.name, name)],
                    examples[(kind.name, name)],
                )
    _report(tallies, examples, made, time.monotonic() - started)


def _report(
    tallies: dict[tuple[str, str], Tally],
    examples: dict[tuple[str, str], dict[str, str]],
    made: int,
    took: float,
) -> None:
    columns = ("runs", "refused", "ok", "trace", "hang", ">1GB", "silent", "wrote")
    print(f"{'kind':20} {'class':18} " + " ".join(f"{c:>7}" for c in columns))
    total = Tally()
    for (kind, name), t in sorted(tallies.items()):
        figures = (t.runs, t.refused, t.accepted, t.tracebacks, t.hangs, t.memory, t.silent)
        print(f"{kind:20} {name:18} " + " ".join(f"{f:7d}" for f in (*figures, t.wrote)))
        for field in vars(total):
            setattr(total, field, getattr(total, field) + getattr(t, field))
    share = 100 * total.silent / max(1, total.invalid)
    print(f"\n{made} damaged files (and each kind's clean file) in {took:.0f} s")
    print(f"tracebacks            {total.tracebacks:6d}   target 0")
    print(f"hangs (> {HANG:.0f} s)         {total.hangs:6d}   target 0")
    print(f"over 1 GB             {total.memory:6d}   target 0")
    of = f"{share:.1f} % of {total.invalid} plainly invalid"
    print(f"silent acceptances    {total.silent:6d}   ({of}; target <= 5 %)")
    print(f"refused, yet wrote    {total.wrote:6d}   target 0")
    for (kind, name), found in sorted(examples.items()):
        for what, example in found.items():
            print(f"  e.g. {what:9} {kind} / {name}: {example}")


if __name__ == "__main__":
    main()
