"""TRF-2026 record 192, the encoded type of tournament: the code every ruleset writes, and
the ruleset a code names when a file is read, in one table for both command lines.

TRF-2026's code table names the FIDE systems (``FIDE_DUTCH``, ``FIDE_TEAM_TYPEA_MP_GP``, ...)
and ``CUSTOM_...`` for any other; it has no code for the Olympiad Pairing Rules, the 1998
Swiss System Based on Rating or the British rules, so those write this program's own code
(documented in docs/interpretations.md, "TRF record 192"). C.04.6 writes its variant
(``olympiad.fideteam.ruleset.FideTeamRuleset.system_name``). Standard library only: the
individual side reads it without loading the team engine.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TrfSystem:
    """One ruleset's record 192: ``ruleset`` its name (``--system``),
    ``code`` the code written (for ``FIDE_TEAM`` the family: the variant follows),
    ``official`` whether TRF-2026's table has it, ``team`` a team ruleset, ``reads`` the
    other codes read as this ruleset (each also with ``_BAKU``, C.04.7 acceleration)."""

    ruleset: str
    code: str
    official: bool
    team: bool
    reads: tuple[str, ...] = ()


TRF_SYSTEMS: tuple[TrfSystem, ...] = (
    TrfSystem("olympiad-2012", "OLYMPIAD_2012", official=False, team=True),
    TrfSystem("olympiad-2022", "OLYMPIAD_2022", official=False, team=True),
    TrfSystem("fide-team-2026", "FIDE_TEAM", official=True, team=True),
    TrfSystem(
        "fide-dutch-2026",
        "FIDE_DUTCH",
        official=True,
        team=False,
        reads=("FIDE_DUTCH_2026", "FIDE_DUTCH_2025"),
    ),
    TrfSystem("fide-1998", "SWISS_RATING_1998", official=False, team=False),
    TrfSystem("fide-1998-2010", "SWISS_RATING_1998_2010", official=False, team=False),
    TrfSystem("fide-1998-literal", "SWISS_RATING_1998_LITERAL", official=False, team=False),
    TrfSystem("caa-2009", "CAA_BRITISH_2009", official=False, team=False),
    TrfSystem("sca", "SCA_SCHOOLS", official=False, team=False),
)
"""Every ruleset's record 192 code. The FIDE (Dutch) System of 2026 writes ``FIDE_DUTCH``,
the one code both bbpPairings v6 (which refuses ``FIDE_DUTCH_2026``) and gacrux (which does
not list ``FIDE_DUTCH_2025``) read; it reads all three. ``FIDE_DUTCH_2017`` names the 2017
text, another ruleset, and is not read as 2026."""

BAKU = "_BAKU"
"""The suffix of a record 192 code that asks for the Baku acceleration (C.04.7)."""

ASSUMED = {
    True: "the FIDE Swiss Team System (C.04.6, type A colours, match points then game "
    "points), as FIDE's checker gacrux does for a team file without a code it knows",
    False: "the FIDE (Dutch) System, as FIDE's checker gacrux does for a file without a "
    "code it knows",
}
"""What a program that does not know a file's code assumes, for a team file (``True``)
and an individual one."""

_BY_NAME = {s.ruleset: s for s in TRF_SYSTEMS}


def trf_system(ruleset: str) -> TrfSystem | None:
    """The table's line for the ruleset named ``ruleset`` (``None`` for a ruleset without
    one, whose files have no record 192)."""
    return _BY_NAME.get(ruleset)


def named_by(code: str) -> TrfSystem | None:
    """The line whose code record 192's ``code`` is (any ``FIDE_TEAM...`` code: the C.04.6
    family, its variant read by ``olympiad.fideteam.ruleset.parse_system``); ``None`` for a
    code of no ruleset here, or none."""
    upper = code.strip().upper()
    for line in TRF_SYSTEMS:
        if upper == line.code or (line.code == "FIDE_TEAM" and upper.startswith("FIDE_TEAM")):
            return line
        if line.reads and upper.removesuffix(BAKU) in (line.code, *line.reads):
            return line
    return None


def accelerated(code: str) -> bool:
    """Whether record 192 ``code`` asks for the Baku acceleration (``..._BAKU``, C.04.7)."""
    return code.strip().upper().endswith(BAKU)


def export_note(system: TrfSystem, code: str) -> str:
    """The export summary's line on record 192: the code, and for this program's own code
    what a program that does not know it assumes."""
    if system.official:
        return f"record 192 {code}: {system.ruleset}, TRF-2026's code for it"
    return (
        f"record 192 {code}: {system.ruleset}, this program's own code (TRF-2026 has none "
        f"for these rules); a program that does not know the code will assume "
        f"{ASSUMED[system.team]}, or refuse the file"
    )


DEFAULTS = {True: ("olympiad-2012", "--system"), False: ("fide-dutch-2026", "--system")}
"""The ruleset a file whose record 192 names none of ours is read under, for a team file
(``True``) and an individual one, and the option that chooses another. An individual file
that does not say its system is read as the FIDE (Dutch) System of 2026: TRF-2026 makes
record 192 mandatory for pairing and gives no default; a file without it is a TRF-16 file
(which has no record 192) or one whose writer left it out, and the Dutch system is the one
Swiss system a FIDE-rated individual event may use (C.04.3, from 1 February 2026), the one
a program calling bbpPairings or JaVaFo with ``--dutch`` pairs by, and the one gacrux
assumes (docs/interpretations.md, "TRF record 192")."""

REASONS = {True: "", False: ", the FIDE system in force for individual Swiss events"}
"""Why the kind's default is assumed, as the note says it."""


def unnamed_note(file: str, code: str, team: bool, option: str = "") -> str | None:
    """The note a reader prints (on stderr) when record 192 ``code`` of ``file`` names no
    ruleset of ours of the file's kind: the code found (or none), the rules assumed, how
    to choose others (``option``, by default ``--system``). ``None`` when
    it names one."""
    line = named_by(code)
    if line is not None and line.team == team:
        return None
    ruleset, flag = DEFAULTS[team]
    option = option or flag
    kind = "team " if team else ""
    found = f"record 192 {code.strip()!r} names no {kind}ruleset of this program"
    if not code.strip():
        found = "no record 192 (the rules it was paired by; TRF-2026 asks for it)"
    return (
        f"note: {file}: {found}; read under {ruleset}{REASONS[team]} (choose others with {option})"
    )


@dataclass(frozen=True)
class Chosen:
    """The ruleset a command handles a TRF under (``chosen_ruleset``): ``name`` (``None``:
    the default of the file's kind), the ``note`` to print on stderr, and the line of
    the other kind record 192 names when it does (``None`` otherwise)."""

    name: str | None
    note: str | None = None
    other_kind: TrfSystem | None = None


def chosen_ruleset(file: str, code: str, option: str | None, team: bool, flag: str = "") -> Chosen:
    """The one way both command lines choose a TRF's ruleset: the one ``option`` names
    (``--system``), else the one record 192 ``code`` names when it is of the
    file's kind (``team``), else the kind's default with the note saying so
    (``unnamed_note``, ``flag`` the option to name)."""
    if option is not None:
        return Chosen(option)
    line = named_by(code)
    if line is not None and line.team == team:
        return Chosen(line.ruleset)
    return Chosen(None, unnamed_note(file, code, team, flag), line)
