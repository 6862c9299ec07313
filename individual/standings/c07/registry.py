"""Every tie-break of the FIDE Tie-Break Regulations (C.07) by acronym: what it is in one
line, its article, how its values are computed, whether lower is better. ``REGISTRY`` is
the one table; a new tie-break is one row here.

Article numbers are those of the edition in force, C.07 effective from 1 March 2026 (art. 5's
table: 6 DE; 7.1-7.8 WIN, WON, BPG, BWG, PS, REP, STD, TPN; 8.1-8.3 BH, AOB, FB; 9.1-9.2 SB,
KS; 10.1-10.6 ARO, TPR, PTP, APRO, APPO, RTNG; 12.1-12.3 BC, TBR, BBE; 13.1-13.4 MPvGP, ESB,
EDE, SSSC; 14 the modifiers; 15-16 unplayed rounds), as transcribed article by article in a
public research note on the Handbook page (the search tool's stored copies of the Handbook
hold arts. 1-4.2 only); docs/interpretations.md says where the text leaves a choice.
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
"""A tie-break worked out inside the groups still tied when its turn comes (best first;
the first group: those at first place, even one alone)."""


@dataclass(frozen=True)
class Definition:
    """One tie-break: ``acronym`` as FIDE writes it, ``article`` of C.07, ``label`` in one
    line, ``compute`` (or ``within_ties`` for those worked out inside a tie), whether lower
    is better, the modifiers it takes (letters of C, M, P, L, U), whether only team
    events have it and whether it reads the ratings (``rating``: art. 10 drops it with an
    unrated participant unless ``/U``, ``ratings.dropped``)."""

    acronym: str
    article: str
    label: str
    compute: Compute | None = None
    within_ties: WithinTies | None = None
    lower_is_better: bool = False
    modifiers: str = ""
    team_only: bool = False
    rating: bool = False


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
        Definition(
            "STD",
            "7.7",
            "standard points: 1 a round won, 1/2 a round drawn",
            results.standard_points,
        ),
        Definition("REP", "7.6", "rounds one elected to play", results.elected),
        Definition("GE", "7.6", "games one elected to play (REP's 2023 name)", results.elected),
        Definition(
            "PS",
            "7.5",
            "progressive score: the running scores added up",
            results.progressive,
            modifiers="C",
        ),
        Definition(
            "BH", "8.1", "Buchholz: the opponents' scores", strength.buchholz, modifiers="CMP"
        ),
        Definition(
            "FB",
            "8.3",
            "Fore Buchholz: Buchholz with the last round drawn",
            strength.fore_buchholz,
            modifiers="CMP",
        ),
        Definition(
            "AOB",
            "8.2",
            "average of the opponents' Buchholz",
            strength.average_of_buchholz,
            modifiers="PF",
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
            rating=True,
        ),
        Definition(
            "TPR",
            "10.2",
            "tournament performance rating",
            ratings.performance,
            modifiers="PU",
            rating=True,
        ),
        Definition(
            "PTP",
            "10.3",
            "perfect tournament performance",
            ratings.perfect_performance,
            modifiers="PU",
            rating=True,
        ),
        Definition(
            "APRO",
            "10.4",
            "average performance rating of the opponents",
            ratings.average_performance,
            modifiers="PU",
            rating=True,
        ),
        Definition(
            "APPO",
            "10.5",
            "average perfect performance of the opponents",
            ratings.average_perfect,
            modifiers="PU",
            rating=True,
        ),
        Definition(
            "BC",
            "12.1",
            "board count: each board's points times its number, between equal game points",
            within_ties=teams.board_count,
            lower_is_better=True,
            team_only=True,
        ),
        Definition(
            "TBR",
            "12.2",
            "top board results: board 1's points, then board 2's...",
            within_ties=teams.board_results,
            lower_is_better=True,
            team_only=True,
        ),
        Definition(
            "BBE",
            "12.3",
            "bottom board elimination: all boards but the last, then...",
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
        *(
            Definition(
                name,
                "13.3.2",
                f"extended direct encounter, then for two teams their match by {how}",
                within_ties=encounter.extended_direct_encounter,
                lower_is_better=True,
                modifiers="P",
                team_only=True,
            )
            for name, how in (
                ("EDET", "top board results (TBR)"),
                ("EDEB", "bottom board elimination (BBE)"),
                ("EDEBT", "board count (BC), then top board results (TBR)"),
                ("EDEBB", "board count (BC), then bottom board elimination (BBE)"),
            )
        ),
        Definition(
            "SSSC",
            "13.4",
            "score strength combination",
            teams.score_strength,
            modifiers="PFK",
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
        Definition(
            "RTNG",
            "10.6",
            "own rating (highest first)",
            results.own_rating,
            modifiers="U",
            rating=True,
        ),
        Definition(
            "RTG",
            "-",
            "start rating (an unrated player 0), as FIDE's checker computes it",
            results.own_rating,
        ),
        Definition(
            "TPN", "7.8", "start number (lower first)", results.start_number, lower_is_better=True
        ),
    )
}
"""Every tie-break by its acronym in capitals (``"MPVGP"`` for ``MPvGP``). Article ``-``:
not a C.07 tie-break; computed as FIDE's checker does."""
