"""FIDE Swiss Team Pairing System, effective from 1 February 2026 (Handbook C.04.6).

Approved by the FIDE Council on 28/10/2025. Brackets are the top-scoregroup and upfloaters
from below (no downfloaters), chosen by the ordered quality criteria [C4]-[C10]; colours are
allocated after the pairing (art. 4) and never block one. Options: the colour model
(``colours``: type A, type B or none, 1.7) and the scoring variant (``scoring``: the primary
score and the secondary score used for colour allocation, 1.2). The text, the design and
the interpretations: docs/c046_swiss_team.md.
"""

from individual.vocabulary.articles import Article, Status
from olympiad.fideteam.ruleset import FideTeamRuleset
from rulesets.olympiad_2022 import OLYMPIAD_2022

OK, NA = Status.IMPLEMENTED, Status.NOT_APPLICABLE
_P = "olympiad.fideteam.pairing"
_U = "olympiad.fideteam.upfloaters"
_B = "olympiad.fideteam.bracket"
_C = "olympiad.fideteam.colours"
_H = "olympiad.fideteam.history"

ARTICLES = (
    Article(
        "0",
        "Basic Rules and General Handling Rules apply, mutatis mutandis",
        OK,
        f"{_P}.pair_round",
    ),
    Article(
        "1.1",
        "TPN: the competition's rules or the Chief Arbiter",
        NA,
        note="the file's team numbers",
    ),
    Article("1.2", "Primary and secondary score", OK, f"{_H}.primary"),
    Article("1.3", "Scoregroups; brackets of residents and upfloaters", OK, f"{_P}.pair_round"),
    Article(
        "1.4",
        "Pairing-allocated bye: a draw's match and game points",
        OK,
        "olympiad.engine.scores.team_records",
    ),
    Article("1.5", "Floater", OK, f"{_H}._floated"),
    Article("1.6", "Colour of a team; colour difference", OK, f"{_H}.TeamState"),
    Article("1.7", "Colour preferences, type A and type B", OK, f"{_H}.colour_preference"),
    Article("2.1.1", "[C1] No two teams meet twice", OK, f"{_P}.pair_round (can_meet)"),
    Article("2.1.2", "[C2] No second PAB, none after a forfeit win", OK, f"{_P}._choose_bye"),
    Article("2.2.1", "[C3] The rest can always be paired", OK, f"{_U}._choose"),
    Article("2.3.1", "[C4] Fewest upfloaters", OK, f"{_U}.select_upfloaters"),
    Article("2.3.2", "[C5] Highest upfloater scores", OK, f"{_U}.exact_profile"),
    Article("2.3.3", "[C6] The following scoregroup pairable", OK, f"{_U}.c6_met"),
    Article("2.3.4", "[C7] Fewest upfloaters that floated last round", OK, f"{_U}._choose"),
    Article("2.3.5", "[C8] Fewest colour preferences not fulfilled", OK, f"{_B}.pair_cost"),
    Article(
        "2.3.6", "[C9] Fewest strong preferences not fulfilled (type B)", OK, f"{_B}.pair_cost"
    ),
    Article("2.3.7", "[C10] Fewest upfloaters' opponents that floated", OK, f"{_B}.pair_cost"),
    Article("3.1", "Legal pairing", OK, f"{_P}.pair_round"),
    Article("3.2", "Top-scoregroup", OK, f"{_P}.pair_round"),
    Article("3.3", "Outline of the round-pairing", OK, f"{_P}.pair_round"),
    Article("3.4", "Pairing-allocated bye", OK, f"{_P}._choose_bye"),
    Article("3.5", "Selection of the upfloaters", OK, f"{_U}.select_upfloaters"),
    Article("3.6", "Pairing of the bracket", OK, f"{_B}.pair_bracket"),
    Article("4.1", "Initial-colour by lot", OK, f"{_C}.allocate (the lot)"),
    Article("4.2", "First-team", OK, f"{_C}.first_team"),
    Article("4.3", "Colour allocation, 4.3.1-4.3.9", OK, f"{_C}.allocate"),
)

TIEBREAKS_BY_PRIMARY = (
    ("MP", OLYMPIAD_2022.tiebreaks),
    ("GP", ("EGGSB/C1", "MP", "BH:GP/C1")),
)
"""The default tie-breaks (C.07 4.1.1: the Chief Arbiter completes the list when the event names
none; C.07 recommends no list for team Swisses), one list by primary score, whether or not
the variant uses the secondary score for colour allocation (1.2.1, 4.2.2): ``mp-gp`` and
``mp`` rank alike, as do ``gp-mp`` and ``gp`` (the primary score, then this list in order,
C.07 4.2). Match points first: the 2022 Olympiad's list (``OLYMPIAD_2022.tiebreaks``), the
extended Sonneborn-Berger of the opponents' match points times the game points scored
(EMGSB, 13.2), Cut-1 (14.1.2), game points (MPvGP, 13.1), Buchholz of the opponents' match
points, Cut-1. Game points first: the same on game points (EGGSB/C1, MP, BH:GP/C1), so that
no tie-break measures the opponents by the score that does not decide.
docs/c046_swiss_team.md, "Standings and tie-breaks"."""

# The 2012 Olympiad article that the shared team edges name (the workbook, the bulletin, the
# Log) -> this system's article, or another chapter's it applies (C.04.1 Basic Rules, C.04.2
# General Handling Rules); "": the matter is the competition's regulations' (team
# composition, board order, rating floor, tie-breaks, a team that did not appear), nothing
# is cited. The engine's own roles are keyed by this system's articles and need no entry.
CITATIONS = (
    ("4", ""),
    ("5", ""),
    ("7", ""),
    ("8", "1.1"),
    ("9", "1.1"),
    ("11", "C.04.1 1"),
    ("12", "1.4"),
    ("13", "C.04.2 3.1"),
    ("14", ""),
    ("14a", ""),
    ("14b", ""),
    ("14c", ""),
    ("16a", "2.1.1"),
    ("16b", "2.1.2"),
    ("21", "4.1"),
    ("29", "1.6.1"),
    ("43", "C.04.2 3.6"),
    ("45", "C.04.2 3.3"),
    ("46", ""),
    ("47", "C.04.2 4"),
)

FIDE_TEAM_2026 = FideTeamRuleset(
    name="fide-team-2026",
    title="FIDE Swiss Team Pairing System (C.04.6), effective from 1 February 2026",
    boards=4,
    reserves=1,
    match_points_win=2,
    match_points_draw=1,
    bye_match_points=1,
    ranking_uses_game_points=False,
    colour_max_difference=99,
    colour_max_streak=99,
    tiebreaks=(),
    tiebreaks_by_primary=TIEBREAKS_BY_PRIMARY,
    citations=CITATIONS,
    articles=ARTICLES,
)
