"""The ``Event`` sheet of the tournament workbook: the event's settings, one per row
(label in column A, value in column B, what it means in column C), then the date of
each round (``Round N date`` rows, ``individual.edges.workbook.settings``; none in a
workbook made before them), and below them how to use the workbook.

Sheet names: ``Event``, ``Teams``, ``Round 1`` ... ``Round N``, ``Log``.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from dataclasses import InitVar, dataclass, field
from functools import cached_property

from openpyxl.worksheet.worksheet import Worksheet  # type: ignore[import-untyped]

from individual.edges.trf.dates import EventDates
from individual.edges.workbook.cells import Field, SheetReader, cell_name, put, put_row
from individual.edges.workbook.log import default_in_force
from individual.edges.workbook.settings import (
    DATE_MEANING,
    Setting,
    date_settings,
    missing_setting,
    no_system,
    read_dates,
    set_meaning,
    set_setting,
    setting_named,
    setting_row,
    setting_rows,
    tiebreaks_note,
    unknown_system,
)
from individual.edges.workbook.settings import write_settings as write_rows
from individual.vocabulary.colour import Colour, lot_cell
from olympiad.edges.lot import lot_meaning
from olympiad.edges.tiebreaks import parse_tiebreaks
from olympiad.engine.roles import cite_text
from olympiad.engine.ruleset import TeamRuleset
from rulesets.systems import TEAM, ruleset_names
from rulesets.team import TEAM_RULESETS, resolve_team_ruleset

EVENT_SHEET = "Event"
TEAMS_SHEET = "Teams"
LOG_SHEET = "Log"
FORMAT = "olympiad-workbook 1"
_ROUND_SHEET = re.compile(r"^Round (\d+)$")

_TEAMS_HELP = "Teams: one row per team, players in board order (art. 5). "
_PN_HELP = "PN is the pairing number (arts. 8-9): the program computes it and rewrites the column."
_TPN_HELP = (
    "PN is the TPN (arts. 8-9): the team number (No.), written by the program and kept "
    "(a corrected rating changes none)."
)
HELP = (
    "How to use this workbook",
    _TEAMS_HELP + _PN_HELP,
    "Teams, Status: empty while the team plays; 'late 4': entered for round 4 (absent "
    "before); 'withdrawn 6': not paired from round 6 on; 'absent 5' or 'absent 5, 7': not "
    "paired in those rounds (art. 45). Several: 'late 2; absent 5'.",
    "Round sheets: 'olympiad pair EVENT.xlsx' writes the next one when the last is complete. "
    "Type each board's result in the Result column from the first team's side: "
    "1-0, 0-1, ½-½ (or = or 0.5-0.5), +/- -/+ -/- (forfeits), * (unfinished, art. 13).",
    "A team that did not appear (art. 46): type +/- (the second team did not appear), "
    "-/+ (the first did not) or -/- (neither) in the match row's Result cell and leave "
    "the board results empty. A match total typed there (2½-1½) is checked against the boards.",
    "Lineups: change who plays a board before entering results, keeping board order; clear "
    "a team's player cells to field its first players. To change a published pairing, edit "
    "the team No. and name in the match row (and clear the players): the program checks it "
    "and records it in the Log.",
    "The program keeps every earlier version of this file in the folder NAME.versions "
    "('olympiad versions NAME.xlsx' lists them, --restore N puts one back) and "
    "never overwrites a round with results unless told to (--force).",
)


@dataclass(frozen=True)
class Settings:
    """What the ``Event`` sheet says."""

    name: str
    rounds: int = 11
    boards: int = 4
    ruleset: str = "olympiad-2012"
    rating_floor: int = 1400
    lot: Colour | None = None
    board_colours: str = ""
    dates: EventDates = field(default_factory=EventDates)
    tiebreaks: str = ""
    """The tie-breaks after the scores as the organiser wrote them (empty: the ruleset's)."""
    noted: str = field(default="", compare=False)
    """The note beside the Tie-breaks cell as read: when it does not name the Ruleset cell's
    text (``NOTE_OF``), the next pairing writes it anew, and every other note and the help
    with it (``write_notes``)."""
    resolved: InitVar[TeamRuleset | None] = None
    """The edition ``ruleset`` names, when whoever made the settings has resolved it
    already (``read_settings``, checking the Ruleset cell): ``edition``, not resolved
    again. Not carried by ``dataclasses.replace``: a changed ``ruleset`` is resolved anew."""

    def __post_init__(self, resolved: TeamRuleset | None) -> None:
        if resolved is not None:
            self.__dict__["edition"] = resolved  # ``edition`` found (a frozen dataclass)

    @cached_property
    def edition(self) -> TeamRuleset:
        """The edition the Ruleset cell names, as it is: its own tie-breaks, the default
        (resolved once: ``resolved`` when given)."""
        return resolve_team_ruleset(self.ruleset) or TEAM_RULESETS[self.ruleset]

    @cached_property
    def team_ruleset(self) -> TeamRuleset:
        """The edition with the event's boards, rating floor and tie-breaks (resolved once)."""
        ruleset = dataclasses.replace(
            self.edition, boards=self.boards, rating_floor=self.rating_floor
        )
        if not self.tiebreaks.strip():  # empty: the edition's default
            return ruleset
        return dataclasses.replace(ruleset, ranked_by=parse_tiebreaks(self.tiebreaks))

    def default_from(self, paired: Mapping[int, str]) -> tuple[str, TeamRuleset]:
        """The ruleset whose default tie-break list an empty Tie-breaks cell reads as, and
        its edition: the one that paired round 1 (``paired``, the Log), in force since
        (``log.default_in_force``, the swiss side's reading: C.07 4.1), when its default
        differs from the Ruleset cell's; else the Ruleset cell's."""
        named = default_in_force(paired, self.ruleset)
        edition = resolve_team_ruleset(named)
        if edition is None or edition.standing_tiebreaks == self.edition.standing_tiebreaks:
            return self.ruleset, self.edition
        return named, edition

    def ranked(self, kept: TeamRuleset) -> TeamRuleset:
        """``team_ruleset`` ranking by the list in force: the Tie-breaks cell's, else the
        default of ``kept``, the ruleset of round 1 when it is not the Ruleset cell's
        (``default_from``)."""
        if self.tiebreaks.strip():
            return self.team_ruleset
        return dataclasses.replace(self.team_ruleset, ranked_by=kept.standing_tiebreaks)

    @cached_property
    def colour_sequence(self) -> str:
        """The first team's colour board by board (art. 29)."""
        return self.board_colours or "".join("WB"[b % 2] for b in range(self.boards))


_ROWS = (
    ("Event", "name", "the event's name, shown on bulletins"),
    ("Rounds", "rounds", "rounds planned (art. 11)"),
    ("Boards", "boards", "players per match (art. 4)"),
    ("Ruleset", "ruleset", "regulation edition: " + ", ".join(sorted(TEAM_RULESETS))),
    ("Rating floor", "rating_floor", "rating counted for unrated players (art. 7)"),
    ("Lot", "lot", ""),  # by edition: olympiad.edges.lot.lot_meaning
    ("Board colours", "board_colours", "the first team's colour board by board (art. 29)"),
    (
        "Tie-breaks",
        "tiebreaks",
        "FIDE tie-breaks after the scores, as FIDE writes them (C.07), "
        "separated by commas, e.g. EMGSB/C1,BH:MP/C1",
    ),
)
_LABELS = tuple(entry[0] for entry in _ROWS)
_FIRST = 2  # the row of the first setting, after the header
OPTIONAL = frozenset({"Tie-breaks"})
"""Rows a workbook made before them lacks: their default holds."""


def setting_cell(label: str) -> str:
    """Where ``write_settings`` puts the value of ``label``: ``'Event'!B2`` for the
    event's name (row 1 is the header)."""
    return cell_name(EVENT_SHEET, _FIRST + _LABELS.index(label), 2)


def round_number(sheet_name: str) -> int | None:
    """``7`` for a sheet named ``Round 7``, else ``None``."""
    match = _ROUND_SHEET.match(sheet_name)
    return int(match.group(1)) if match else None


def round_sheets(names: Sequence[str]) -> dict[int, str]:
    """The sheets of ``names`` named ``Round N``, by their number in order."""
    found = {}
    for name in names:
        number = round_number(name)
        if number is not None:
            found[number] = name
    return dict(sorted(found.items()))


def round_sheet_name(number: int) -> str:
    return f"Round {number}"


def tiebreaks_meaning(settings: Settings, kept: tuple[str, TeamRuleset] | None = None) -> str:
    """The note beside the Tie-breaks cell: what it takes, and what an empty cell means
    (``tiebreaks_note``): the default of the Ruleset cell's edition, or of ``kept``, the
    ruleset of round 1 when it is not the cell's (``Tournament.kept``: in force since, C.07
    4.1); written by ``init`` and again by the first pairing after the Ruleset cell changed
    (``TeamBook.save_checked``)."""
    meaning = next(m for _, attribute, m in _ROWS if attribute == "tiebreaks")
    named, edition = kept or (settings.ruleset, settings.edition)
    empty = tiebreaks_note(named, edition.standing_tiebreaks)
    return f"{cite_text(meaning, settings.team_ruleset)}; {empty}"


def _meaning(
    settings: Settings, attribute: str, meaning: str, kept: tuple[str, TeamRuleset] | None
) -> str:
    """The note beside a setting, cited by the event's edition: the Tie-breaks cell's
    (``tiebreaks_meaning``, naming the default in force, ``kept``) and the Lot cell's
    (``lot_meaning``: what the edition's lot is) by the edition, the others from ``_ROWS``."""
    if attribute == "tiebreaks":
        return tiebreaks_meaning(settings, kept)
    if attribute == "lot":
        return lot_meaning(settings.team_ruleset)
    return cite_text(meaning, settings.team_ruleset)


def meanings(settings: Settings, kept: tuple[str, TeamRuleset] | None = None) -> dict[str, str]:
    """What each setting means (column C), by its label, cited by the event's edition (the
    Tie-breaks note naming the default in force, ``tiebreaks_meaning``)."""
    return {label: _meaning(settings, a, said, kept) for label, a, said in _ROWS}


def help_lines(settings: Settings) -> tuple[str, ...]:
    """How to use the workbook (``HELP``), cited by the event's edition; under C.04.6 the PN
    is the TPN, the team number (1.1: ``tpn_is_team_number``)."""
    ruleset = settings.team_ruleset
    pn = _TEAMS_HELP + _TPN_HELP if ruleset.tpn_is_team_number else _TEAMS_HELP + _PN_HELP
    return tuple(cite_text(pn if line == HELP[1] else line, ruleset) for line in HELP)


def write_settings(sheet: Worksheet, settings: Settings) -> None:
    """The settings and the help, their articles cited by the event's edition."""
    put_row(sheet, 1, ("Setting", "Value", "Meaning"), bold=True)
    rows: list[Setting] = []
    meaning = meanings(settings)
    for label, attribute, _ in _ROWS:
        value = getattr(settings, attribute)
        if attribute == "lot":
            value = value.name.lower() if value is not None else ""
        elif attribute == "board_colours":
            value = settings.colour_sequence
        rows.append((label, value, meaning[label]))
    rows.append(("Format", FORMAT, "how this workbook is laid out"))
    rows += date_settings(settings.rounds, settings.dates.rounds, DATE_MEANING)
    after = write_rows(sheet, rows, first=_FIRST)
    _write_help(sheet, after + 1, settings)
    sheet.column_dimensions["A"].width = 16
    sheet.column_dimensions["B"].width = 36
    sheet.column_dimensions["C"].width = 70


def _write_help(sheet: Worksheet, first: int, settings: Settings) -> None:
    for row, line in enumerate(help_lines(settings), start=first):
        put(sheet, row, 1, line, bold=row == first)


def write_notes(
    sheet: Worksheet, settings: Settings, kept: tuple[str, TeamRuleset] | None = None
) -> None:
    """Each setting's meaning and the help lines written anew under the Ruleset cell's
    edition, as ``write_settings`` writes them (the help where its title is, none in a sheet
    that lost it): the next save after the Ruleset cell changed (``TeamBook.save_checked``:
    the Tie-breaks note names another edition, ``NOTE_OF``; the Teams sheet's Status note
    with them, ``teams.write_status_note``); ``kept``: the ruleset of round 1 whose default
    tie-break list is in force (``tiebreaks_meaning``)."""
    for label, meaning in meanings(settings, kept).items():
        set_meaning(sheet, label, meaning)
    title = next(
        (row for row in range(1, sheet.max_row + 1) if sheet.cell(row, 1).value == HELP[0]), None
    )
    if title is not None:
        _write_help(sheet, title, settings)


def settings_row(sheet: Worksheet, label: str) -> int | None:
    """The row whose column A is ``label`` (case ignored), among the first 30."""
    return setting_row(sheet, label)


_WHOLE = {
    "rounds": Field(2, "whole", "rounds", 1),
    "boards": Field(2, "whole", "boards", 1),
    "rating_floor": Field(2, "whole", "rating floor"),
}
_TEXT = Field(2)


def read_settings(reader: SheetReader) -> Settings | None:
    """The settings, or ``None`` (with problems added) when one is missing or wrong: the
    sheet's value cells read first (then the round dates), each then checked."""
    known = len(reader.problems.errors)
    rows = setting_rows(reader.sheet)
    read: list[tuple[int, str, object]] = []
    for label, attribute, _ in _ROWS:
        row = rows.get(label.casefold())
        if row is None:
            if label not in OPTIONAL:
                reader.error(None, None, missing_setting(label))
            continue
        (value,) = reader.record(row, (_WHOLE.get(attribute, _TEXT),))
        read.append((row, attribute, value))
    dates = read_dates(reader)
    values: dict[str, object] = {}
    edition: TeamRuleset | None = None
    for row, attribute, value in read:
        if attribute == "ruleset":
            edition = _edition(reader, row, str(value))
        else:
            value = _checked(reader, row, attribute, value)
        if value is not None:
            values[attribute] = value
    if len(reader.problems.errors) > known:
        return None
    noted = reader.sheet.cell(rows["tie-breaks"], 3).value if "tie-breaks" in rows else None
    values["noted"] = str(noted or "")
    settings = Settings(**values, dates=dates, resolved=edition)  # type: ignore[arg-type]
    settings.colour_sequence, settings.team_ruleset  # resolved once, here  # noqa: B018
    if settings.board_colours and len(settings.board_colours) != settings.boards:
        found = f"found {settings.board_colours!r}"
        message = f"expected one colour per board ({settings.boards}), {found}"
        reader.error(rows.get("board colours"), 2, message)
        return None
    return settings


def _checked(reader: SheetReader, row: int, attribute: str, value: object) -> object:
    """The setting ``attribute`` read in ``row`` if it is right, else a problem said."""
    if not isinstance(value, str):
        return value
    if attribute == "name":
        if not value:
            reader.error(row, 2, "the event needs a name")
        return value or None
    if attribute == "tiebreaks":
        try:
            parse_tiebreaks(value)
        except ValueError as error:
            reader.error(row, 2, str(error))
        return value
    if attribute == "lot":
        lot, wrong = lot_cell(value)
        if wrong:
            reader.error(row, 2, wrong)
        return lot
    if value and not re.fullmatch(r"[WBwb]+", value):
        _wrong(reader, row, "board colours such as WBWB", value)
    return value.upper()


def _edition(reader: SheetReader, row: int, text: str) -> TeamRuleset | None:
    """The edition the Ruleset cell in ``row`` names (``text``), resolved once: the
    settings take it (``Settings.edition``); ``None``, a problem said, when it names none."""
    if not text:  # no ruleset is guessed
        reader.error(row, 2, no_system("Ruleset", ruleset_names(TEAM)))
        return None
    edition = resolve_team_ruleset(text)
    if edition is None:  # said as the swiss System cell is
        reader.error(row, 2, unknown_system("Ruleset", text, TEAM))
    return edition


def _wrong(reader: SheetReader, row: int, expected: str, found: str) -> None:
    reader.error(row, 2, f"expected {expected}, found {found!r}")


def event_cell(sheet: Worksheet, label: str) -> str:
    """The cell of the ``label`` setting, or the sheet and the missing row where it has
    none (``individual.edges.workbook.settings.setting_named``, both sides' one naming)."""
    return setting_named(EVENT_SHEET, label, setting_row(sheet, label))


def lot_row(sheet: Worksheet) -> int | None:
    return setting_row(sheet, "Lot")


def set_lot(sheet: Worksheet, lot: Colour) -> None:
    set_setting(sheet, "Lot", lot.name.lower())
