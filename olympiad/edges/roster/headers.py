"""Finding a roster's header row and what each column holds.

Labels are compared without case, spaces, accents or punctuation (``" Bo. "`` is ``bo``,
``FIDE-ID`` and ``ID FIDE`` are ``fideid``/``idfide``). Two layouts:

- one row per player: a ``Name`` column and at least one other known column (team, board,
  rating ...); an unlabelled column just left of the name holding only titles (as in
  chess-results' team compositions) is the title column;
- one row per team: a team column and numbered player columns (``Name 1``, ``Board 2``,
  ``Bo. 3``, plain ``4``, ``Reserve``), optionally with their own ``Rtg 1``, ``Title 1``,
  ``FED 1``, ``FIDE ID 1`` or unnumbered ``Rtg``/``Title`` columns placed around each
  name as around board 1's; a federation column that belongs to no board is the team's.

A bare ``No.``/``SNo`` is a team number only in one row per team: in a list of players it
is usually the player's starting number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from individual.edges.roster.grid import Sheet
from individual.edges.roster.values import TITLES, normalize, text

HEADER_ROWS = 15  # the header is looked for in this many rows from the top
PLAYER_FIELDS = ("name", "board", "rating", "title", "fide_id", "federation")
ALIASES: dict[str, tuple[str, ...]] = {  # most specific first: the first match wins a tie
    "name": ("name", "player", "playername", "spieler", "spielername", "nom", "nombre",
             "joueur", "jugador"),
    "team": ("team", "teamname", "mannschaft", "mannschaftsname", "equipe", "equipo",
             "squadra", "teamcomposition", "mannschaftsaufstellung", "club", "verein"),
    "team_no": ("teamno", "teamnr", "teamnumber", "tno", "tnr", "mnr", "mannschaftsnr",
                "equipeno", "noequipe"),
    "board": ("bo", "board", "brd", "brett", "br", "boardno", "bono", "brettnr",
              "echiquier", "tablero"),
    "rating": ("rtg", "rating", "elo", "fiderating", "ratingfide", "fidertg", "rtgfide",
               "fideelo", "elofide", "rtgi", "rtgint", "ratingint", "irtg"),
    "title": ("title", "tit", "titel", "titre", "titulo"),
    "fide_id": ("fideid", "idfide", "fideidnr", "fidenr", "fidenumber", "fidenummer",
                "fideno", "fidecode"),
    "federation": ("fed", "federation", "federacion", "land", "country", "nat", "nation",
                   "ctry", "pays"),
    "team_federation": ("teamfed", "teamfederation", "teamcountry", "teamland"),
    "reserve": ("reserve", "res", "ersatz", "reserva", "substitute", "sub"),
}  # fmt: skip
WIDE_TEAM_NO = ("no", "nr", "sno", "snr", "number", "nummer", "num", "startno")
_NUMBERED = re.compile(r"(\D*)(\d{1,2})")
_ROLE_OF = {alias: role for role, names in ALIASES.items() for alias in names}
_PRIORITY = {alias: i for names in ALIASES.values() for i, alias in enumerate(names)}
_ATTRIBUTES = ("rating", "title", "fide_id", "federation")


@dataclass(frozen=True)
class Header:
    """The header row (0-based), the column of each field, and for one row per team the
    columns of each board in board order."""

    row: int
    columns: dict[str, int]
    boards: tuple[tuple[int, dict[str, int]], ...] = ()
    labels: dict[int, str] = field(default_factory=dict)

    @property
    def is_wide(self) -> bool:
        return bool(self.boards)


def find_header(sheet: Sheet) -> Header | None:
    """The first row among the top ``HEADER_ROWS`` that reads as a roster header."""
    for row in range(min(HEADER_ROWS, len(sheet.rows))):
        header = read_header(sheet, row)
        if header is not None:
            return header
    return None


def read_header(sheet: Sheet, row: int) -> Header | None:
    """Row ``row`` as a header, or ``None`` when it is not one."""
    labels = {c: normalize(v) for c, v in enumerate(sheet.rows[row]) if normalize(v)}
    columns = _plain_columns(labels, wide=False)
    if "name" in columns:
        if len(set(columns) & (set(PLAYER_FIELDS) | {"team", "team_no"})) < 2:
            return None
        return _with_title_column(sheet, Header(row, columns, labels=labels))
    boards = _board_columns(labels)
    wide = _plain_columns(labels, wide=True)
    if "team" not in wide or not boards:
        return None
    attached = _attach(labels, boards)
    return Header(row, _team_columns(wide, labels, attached), attached, labels)


def describe_near_miss(sheet: Sheet) -> str:
    """What the top rows lack, for a sheet without a header."""
    for row in range(min(HEADER_ROWS, len(sheet.rows))):
        labels = {c: normalize(v) for c, v in enumerate(sheet.rows[row]) if normalize(v)}
        if "name" in _plain_columns(labels, wide=False) or _board_columns(labels):
            return f"row {row + 1} names players but has no team, board or rating column"
    return f"no row among the first {HEADER_ROWS} has a player-name column"


def _plain_columns(labels: dict[int, str], wide: bool) -> dict[str, int]:
    """Each role's column: the best-ranked alias, then the leftmost."""
    best: dict[str, tuple[int, int]] = {}
    for column, label in labels.items():
        role = _ROLE_OF.get(label) or ("team_no" if wide and label in WIDE_TEAM_NO else None)
        rank = _PRIORITY.get(label, len(_PRIORITY))
        if role and role != "reserve" and (role not in best or rank < best[role][0]):
            best[role] = (rank, column)
    return {role: column for role, (_, column) in best.items()}


def _numbered(label: str) -> tuple[str, int] | None:
    """``("name", 3)`` for ``Name 3``, ``Bo. 3`` or ``3``; ``("rating", 3)`` for ``Rtg 3``;
    ``("reserve", 0)`` for ``Reserve``."""
    match = _NUMBERED.fullmatch(label)
    if match is None:
        return ("reserve", 0) if _ROLE_OF.get(label) == "reserve" else None
    base = match.group(1)
    role = "name" if base == "" or _ROLE_OF.get(base) in ("board", "name") else _ROLE_OF.get(base)
    return (role, int(match.group(2))) if role in ("name", "reserve", *_ATTRIBUTES) else None


def _board_columns(labels: dict[int, str]) -> dict[int, dict[str, int]]:
    """Board number -> {"name": column}; reserve columns numbered after the last board."""
    boards: dict[int, dict[str, int]] = {}
    reserves = []
    for column, label in sorted(labels.items()):
        hit = _numbered(label)
        if hit and hit[0] == "name":
            boards.setdefault(hit[1], {"name": column})
        elif hit and hit[0] == "reserve":
            reserves.append(column)
    last = max(boards, default=0)
    for extra, column in enumerate(reserves if boards else [], start=1):
        boards[last + extra] = {"name": column}
    return dict(sorted(boards.items()))


def _attach(
    labels: dict[int, str], names: dict[int, dict[str, int]]
) -> tuple[tuple[int, dict[str, int]], ...]:
    """Give each board its rating/title/FIDE ID/federation columns: by number (``Rtg 2``),
    else at the same place next to its name as board 1's (``Tit. Name Rtg``, repeated)."""
    boards = {number: dict(columns) for number, columns in names.items()}
    plain = {
        c: _ROLE_OF[label] for c, label in labels.items() if _ROLE_OF.get(label) in _ATTRIBUTES
    }
    for column, label in labels.items():
        hit = _numbered(label)
        if hit and hit[0] in _ATTRIBUTES and hit[1] in boards:
            boards[hit[1]].setdefault(hit[0], column)
    for role, offset in _pattern(plain, sorted(c["name"] for c in boards.values())).items():
        for columns in boards.values():
            if plain.get(columns["name"] + offset) == role:
                columns.setdefault(role, columns["name"] + offset)
    return tuple(boards.items())


def _pattern(plain: dict[int, str], names: list[int]) -> dict[str, int]:
    """Board 1's unnumbered columns by role, as offsets from its name column: those just
    left of it (not a federation: that is the team's), then those up to board 2."""
    pattern: dict[str, int] = {}
    column = names[0] - 1
    while plain.get(column) in ("rating", "title", "fide_id"):
        pattern.setdefault(plain[column], column - names[0])
        column -= 1
    end = names[1] if len(names) > 1 else max(plain, default=0) + 1
    for column in range(names[0] + 1, end):
        if column in plain and plain[column] not in pattern:
            pattern[plain[column]] = column - names[0]
    return pattern


def _team_columns(
    wide: dict[str, int], labels: dict[int, str], boards: tuple[tuple[int, dict[str, int]], ...]
) -> dict[str, int]:
    """Team-level columns of one row per team: team, number, and a federation column that
    belongs to no board."""
    columns = {k: v for k, v in wide.items() if k in ("team", "team_no", "team_federation")}
    used = {c for _, cols in boards for c in cols.values()}
    feds = [c for c, label in labels.items() if _ROLE_OF.get(label) == "federation"]
    free = [c for c in sorted(feds) if c not in used]
    if free and "team_federation" not in columns:
        columns["team_federation"] = free[0]
    return columns


def _with_title_column(sheet: Sheet, header: Header) -> Header:
    """Take the unlabelled column just left of the name as titles when it holds only titles."""
    column = header.columns["name"] - 1
    if "title" in header.columns or column < 0 or column in header.labels:
        return header
    values = {text(r[column]).upper() for r in sheet.rows[header.row + 1 :] if len(r) > column}
    values.discard("")
    if values and values <= TITLES:
        return Header(header.row, {**header.columns, "title": column}, labels=header.labels)
    return header


def is_repeated_header(values: tuple[object, ...], header: Header) -> bool:
    """A copy of the header row further down (chess-results repeats it per team)."""
    same = sum(
        1 for c, label in header.labels.items() if c < len(values) and normalize(values[c]) == label
    )
    return same >= min(2, len(header.labels))


_FOOTER = re.compile(
    r"(rtg|elo|rating|fide)?(ø|avg|average|mean|σ|sum|summe|total|totals|gesamt|durchschnitt"
    r"|schnitt|moyenne|promedio)(rtg|elo|rating)?\d*"
)


def is_footer(values: tuple[object, ...]) -> bool:
    """A summary row: ``Rtg Ø``, ``Total``, ``Σ``, ``Average``, ``RtgAvg:2741`` ..."""
    return any(isinstance(v, str) and _FOOTER.fullmatch(normalize(v)) for v in values)
