"""The columns of the tables both sides write, each named once, here: its ``header`` heads
it in every file a program reads (``standings --csv`` on both command lines, the
bulletins' CSV and Excel downloads), its ``label`` on the pages and the command lines'
aligned tables (shorter where the header is long: ``Rk`` for ``Rank``). Every writer reads
them from here, none spells them (``tests/architecture/test_one_column_name.py``).

A score or tie-break column is headed by its acronym as C.07 writes it (``PTS``, ``MP``,
``GP``, ``BH/C1``: the list's own items); a round's column is ``R1``, ``R2``
(``round_column``). In the files the rank is a number (the first of a shared place), on
the pages and tables the place as printed (``3-4``: ``individual.vocabulary.figures``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class Column:
    """A column's name in the files (``header``) and on the pages and tables (``label``)."""

    header: str
    label: str


def _same(name: str) -> Column:
    return Column(name, name)


RANK = Column("Rank", "Rk")
"""The rank (the place, ``3-4`` on the pages, ``3`` in the files)."""
NUMBER = _same("No.")
"""The start number of a player, the team number of a team (the Players and Teams sheets'
``No.``): it never changes. The pairing number (FIDE Swiss A.2, Olympiad arts. 8-9) is
``PAIRING_NUMBER``."""
PAIRING_NUMBER = _same("PN")
PLAYER = _same("Player")
TEAM = _same("Team")
TITLE = _same("Title")
FEDERATION = _same("Fed")
RATING = _same("Rtg")
FIDE_ID = _same("FIDE id")
BOARD = _same("Bd")
POINTS = Column("PTS", "Pts")
"""A player's points: C.07's ``PTS`` in the files."""
GAMES = Column("Games", "G")
"""The games a player played over the board."""
OPPONENTS_AVERAGE = _same("Ra")
PERFORMANCE = _same("Rp")
RATED_GAMES = _same("Rated games")
RATED_SCORE = _same("Score")
EXPECTED = _same("Expected")
K = _same("K")
CHANGE = Column("Change", "Chg")
"""The rating change (FIDE Rating Regulations 8.3)."""
K_REASON = _same("K because")
WON = _same("W")
DRAWN = _same("D")
LOST = _same("L")
MATCHES = (WON, DRAWN, LOST)
"""A team's matches won, drawn and lost: three columns in the files, one on the command
line's table (``won_drawn_lost``)."""


def headers(columns: Iterable[Column]) -> list[str]:
    """The columns' names as a file heads them."""
    return [c.header for c in columns]


def labels(columns: Iterable[Column]) -> list[str]:
    """The columns' names as a page or table heads them."""
    return [c.label for c in columns]


def won_drawn_lost() -> str:
    """The command line's one column of a team's matches: ``W-D-L``."""
    return "-".join(labels(MATCHES))


def round_column(number: int) -> str:
    """A round's column in a crosstable or a players download: ``R3``."""
    return f"R{number}"
