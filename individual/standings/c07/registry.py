"""Every tie-break of the FIDE Tie-Break Regulations (C.07) by acronym: what it is in one
line, its article, how its values are computed, whether lower is better. ``REGISTRY`` is
the one table; a new tie-break is one row here.

Article numbers are those of the edition in force (2026; its numbering follows 2024's).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from individual.standings.c07 import encounter, ratings, results, strength, teams
from individual.standings.c07.acronyms import TieBreak
from individual.standings.c07.context import Context

Values = dict[int, Fraction]
Compute = Callable[[Context, TieBreak], Values]
"""A tie-break's value for every participant."""
WithinTies = Callable[[Context, TieBreak, Sequence[Sequence[int]]], Values]
"""A tie-break worked out inside the groups still tied when its turn comes."""


@dataclass(frozen=True)
class Definition:
    """One tie-break: ``acronym`` as FIDE writes it, ``article`` of C.07, ``label`` in one
    line, ``compute`` (or ``within_ties`` for those worked out inside a tie), whether lower
    is better, the modifiers it takes (letters of C, M, P, L, U) and whether only team
    events have it."""

    acronym: str
    article: str
    label: str
    compute: Compute | None = None
    within_ties: WithinTies | None = None
    lower_is_better: bool = False
    modifiers: str = ""
    team_only: bool = False


REGISTRY: Mapping[str, Definition] = {
    d.acronym.upper(): d
    for d in (
        Definition("PTS", "4.2", "points (a team's primary score)", results.points),
        Definition(
            "DE",
            "6",
            "direct encounter: the games between the tied participants",
            within_ties=encounter.direct_encounter,
            lower_is_better=True,
            modifiers="P",
        ),
        Definition("WIN", "7.1", "rounds won, with or without a game", results.wins),
        Definition("WON", "7.2", "games won over the board", results.won, modifiers="P"),
        Definition("BPG", "7.3", "games played with black", results.black_games),
        Definition("BWG", "7.4", "games won with black", results.black_wins),
        Definition("REP", "7.5", "rounds one elected to play", results.elected),
        Definition("GE", "7.5", "games one elected to play (REP, 2023 name)", results.elected),
        Definition(
            "PS",
            "7.6",
            "progressive score: the running scores added up",
            results.progressive,
            modifiers="C",
        ),
        Definition(
            "BH", "8.1", "Buchholz: the opponents' scores", strength.buchholz, modifiers="CMP"
        ),
        Definition(
            "FB",
            "8.2",
            "Fore Buchholz: Buchholz with the last round drawn",
            strength.fore_buchholz,
            modifiers="CMP",
        ),
        Definition(
            "AOB",
            "8.3",
            "average of the opponents' Buchholz",
            strength.average_of_buchholz,
            modifiers="P",
        ),
        Definition(
            "SB",
            "9.1",
            "Sonneborn-Berger: opponents' scores times the points scored",
            strength.sonneborn_berger,
            modifiers="CMP",
        ),
        Definition(
            "KS",
            "9.2",
            "Koya: points against the opponents with at least half the maximum",
            results.koya,
            modifiers="LP",
        ),
        Definition(
            "ARO",
            "10.1",
            "average rating of the opponents",
            ratings.average_rating,
            modifiers="CMPU",
        ),
        Definition(
            "TPR", "10.2", "tournament performance rating", ratings.performance, modifiers="PU"
        ),
        Definition(
            "PTP",
            "10.3",
            "perfect tournament performance",
            ratings.perfect_performance,
            modifiers="PU",
        ),
        Definition(
            "APRO",
            "10.4",
            "average performance rating of the opponents",
            ratings.average_performance,
            modifiers="PU",
        ),
        Definition(
            "APPO",
            "10.5",
            "average perfect performance of the opponents",
            ratings.average_perfect,
            modifiers="PU",
        ),
        Definition(
            "BC",
            "12.1",
            "board count: each board's points times its number",
            teams.board_count,
            lower_is_better=True,
            team_only=True,
        ),
        Definition(
            "TBR",
            "12.2",
            "team board results: board 1's points, then board 2's...",
            within_ties=teams.board_results,
            lower_is_better=True,
            team_only=True,
        ),
        Definition(
            "BBE",
            "12.3",
            "board elimination: all boards, then without the last...",
            within_ties=teams.board_elimination,
            lower_is_better=True,
            team_only=True,
        ),
        Definition(
            "MPvGP",
            "13.1",
            "the other score: game points if match points rank",
            teams.secondary_score,
            team_only=True,
        ),
        *(
            Definition(
                name,
                "13.2",
                f"Sonneborn-Berger: opponents' {o} times own {s}",
                strength.extended_sonneborn_berger,
                modifiers="CMP",
                team_only=True,
            )
            for name, o, s in (
                ("EMMSB", "MP", "MP"),
                ("EMGSB", "MP", "GP"),
                ("EGMSB", "GP", "MP"),
                ("EGGSB", "GP", "GP"),
            )
        ),
        Definition(
            "ESB",
            "13.2",
            "extended Sonneborn-Berger: opponents' primary score times own secondary",
            strength.extended_sonneborn_berger,
            modifiers="CMP",
        ),
        Definition(
            "EDE",
            "13.3",
            "extended direct encounter: match, then game points",
            within_ties=encounter.extended_direct_encounter,
            lower_is_better=True,
            modifiers="P",
        ),
        Definition(
            "SSSC",
            "13.4",
            "score strength combination",
            teams.score_strength,
            modifiers="P",
            team_only=True,
        ),
        Definition(
            "VUR",
            "16",
            "voluntarily unplayed rounds (fewer is better)",
            results.unplayed,
            lower_is_better=True,
        ),
        Definition(
            "COD",
            "-",
            "colour difference: games with white less games with black (C.04)",
            results.colour_difference,
        ),
        Definition("NUM", "-", "games played over the board", results.games_played),
        Definition("RTG", "-", "own rating", results.own_rating, modifiers="U"),
        Definition(
            "TPN", "-", "start number (lower first)", results.start_number, lower_is_better=True
        ),
    )
}
"""Every tie-break by its acronym in capitals (``"MPVGP"`` for ``MPvGP``). Article ``-``:
not one of the C.07 articles the project could read; computed as FIDE's checker does."""
