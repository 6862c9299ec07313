"""FIDE Swiss System Based on Rating (Handbook 04.1, 1992/1997/1998): options, articles."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED

ARTICLES = (
    Article("A.1", "Ratings checked; unrated players estimated", NA, note="arbiter's task"),
    Article(
        "A.2",
        "Order: score, rating, title, name; pairing numbers",
        OK,
        "individual.swiss.ranking.rank_key",
    ),
    Article(
        "A.3",
        "Score brackets, homogeneous and heterogeneous",
        OK,
        "individual.fide1998.brackets.score_groups (heterogeneous: "
        "individual.fide1998.brackets.Bracket.heterogeneous)",
    ),
    Article("A.4", "Floats written down", OK, "individual.swiss.history._floats_in"),
    Article(
        "A.5",
        "Bye: no opponent, no colour, 1 point, a downfloat",
        OK,
        "individual.fide1998.pairing._pair_brackets (2010: "
        "individual.fide1998.bye.colour_equalising_bye)",
    ),
    Article(
        "A.6",
        "Subgroups S1 and S2, p",
        OK,
        "individual.fide1998.brackets.BracketPairer._search (p; S1 and S2: "
        "individual.fide1998.search.homogeneous)",
    ),
    Article(
        "A.7",
        "Colour difference and preferences",
        OK,
        "individual.fide1998.criteria.profile (individual.vocabulary.colour.preference)",
    ),
    Article(
        "A.8",
        "x; transpositions and exchanges",
        OK,
        "individual.fide1998.criteria.x_of (exchanges: "
        "individual.fide1998.transpositions.exchanges)",
    ),
    Article(
        "B.1",
        "No rematch; no bye after a point without playing",
        OK,
        "individual.fide1998.criteria.meeting_obstacle (B.1b: "
        "individual.fide1998.pairing._adjacency)",
    ),
    Article(
        "B.2",
        "Colour difference within 2, no colour three times",
        OK,
        "individual.fide1998.criteria.colours_possible",
    ),
    Article(
        "B.3",
        "Score differences as small as possible",
        OK,
        "individual.fide1998.brackets.BracketPairer._least "
        "(individual.fide1998.differences.least_differences; at a lowered p least_moving_on)",
    ),
    Article(
        "B.4",
        "Colour preferences, within x",
        OK,
        "individual.fide1998.search._Slots._check (bound: "
        "individual.fide1998.search.least_clashes)",
    ),
    Article(
        "B.5",
        "No identical float in consecutive rounds",
        OK,
        "individual.fide1998.criteria.float_obstacle",
    ),
    Article(
        "B.6",
        "No identical float as two rounds before",
        OK,
        "individual.fide1998.criteria.float_obstacle",
    ),
    Article(
        "C.1",
        "A player with no opponent in the bracket moves down",
        OK,
        "individual.fide1998.brackets.BracketPairer._c1",
    ),
    Article("C.2", "Determine x", OK, "individual.fide1998.criteria.x_of"),
    Article(
        "C.3",
        "Determine p",
        OK,
        "individual.fide1998.brackets.BracketPairer._search (p; individual.fide1998.criteria.p_of)",
    ),
    Article("C.4", "S1 and S2", OK, "individual.fide1998.search.homogeneous"),
    Article(
        "C.5",
        "Order S1 and S2 by A.2",
        OK,
        "individual.fide1998.brackets.BracketPairer._attempt (after an exchange: "
        "individual.fide1998.transpositions.apply_exchange)",
    ),
    Article(
        "C.6",
        "Pair S1 against S2",
        OK,
        "individual.fide1998.search.assign (heterogeneous: "
        "individual.fide1998.brackets.BracketPairer._heterogeneous)",
    ),
    Article("C.7", "Next transposition (D.1)", OK, "individual.fide1998.search.assign"),
    Article("C.8", "Next exchange (D.2)", OK, "individual.fide1998.search.homogeneous"),
    Article("C.9", "Drop B.6, B.5 for downfloats", OK, "individual.fide1998.stages.stages"),
    Article(
        "C.10",
        "Other opponent for moved-down players; drop B.6, B.5 up",
        OK,
        "individual.fide1998.stages.stages",
    ),
    Article("C.11", "Increase x", OK, "individual.fide1998.stages.stages"),
    Article(
        "C.12",
        "Undo the previous bracket",
        OK,
        "individual.fide1998.brackets.BracketPairer._next_bracket_can_take (fallback: "
        "individual.fide1998.brackets.BracketPairer._fallback)",
    ),
    Article(
        "C.13",
        "Undo the penultimate bracket; join the lowest two",
        OK,
        "individual.fide1998.search._Slots._check (the rest pairable; a whole p: "
        "individual.fide1998.lookahead.can_keep_pairs)",
    ),
    Article(
        "C.14",
        "Decrease p",
        OK,
        "individual.fide1998.stages.stages (p given up: "
        "individual.fide1998.brackets.BracketPairer._p_possible)",
    ),
    Article(
        "D.1", "Order of transpositions", OK, "individual.fide1998.transpositions.transpositions"
    ),
    Article("D.2", "Order of exchanges", OK, "individual.fide1998.transpositions.exchanges"),
    Article(
        "E.1", "Grant both colour preferences", OK, "individual.fide1998.colours._higher_colour"
    ),
    Article(
        "E.2", "Grant the stronger preference", OK, "individual.fide1998.colours._higher_colour"
    ),
    Article(
        "E.3",
        "Alternate to the last round with different colours",
        OK,
        "individual.fide1998.colours._higher_colour",
    ),
    Article(
        "E.4",
        "Grant the higher-ranked player's preference",
        OK,
        "individual.fide1998.colours._higher_colour",
    ),
    Article(
        "E.5",
        "Round 1: colours alternate down S1",
        OK,
        "individual.fide1998.colours._no_preference",
    ),
    Article("F.1", "Publication order", OK, "individual.fide1998.colours.publication_key"),
    Article(
        "F.2",
        "Byes and unplayed games give no colour, are no meeting",
        OK,
        "individual.swiss.model.Game.is_played",
    ),
    Article(
        "F.3", "Colour history with the gaps closed", OK, "individual.swiss.history.player_states"
    ),
    Article(
        "F.4",
        "Round 1: top half against bottom half, bye to the lowest",
        OK,
        "individual.fide1998.search.homogeneous (one bracket; the bye: "
        "individual.fide1998.pairing._pair_brackets)",
    ),
    Article(
        "F.5",
        "Withdrawn and absent players are not paired",
        OK,
        "individual.fide1998.pairing.pair_round",
    ),
    Article(
        "F.6",
        "A published pairing changes only if it breaks B.1/B.2",
        OK,
        "individual.check.fide.absolute_findings",
    ),
    Article(
        "F.7",
        "Corrections affect later pairings only",
        NA,
        note="arbiter's decision; edit the file (check and explain replay the rounds paired"
        " before it with the order then)",
    ),
    Article(
        "F.8", "Absent without notice means withdrawn", NA, note="arbiter's decision; --absent"
    ),
    Article(
        "F.9",
        "Adjourned games are draws for pairing",
        OK,
        "individual.swiss.model.Game.half_points",
    ),
    Article(
        "F.10",
        "Final standings: points, the games between the tied for first place, the average "
        "rating of the opponents, lots",
        OK,
        "individual.standings.f10.first_place_encounter (F10: DE1, then ARO; the default "
        "list, TIEBREAKS)",
    ),
)

TIEBREAKS = ("F10",)
"""The default tie-breaks: F.10's own final order ("the highest number of points scored;
... where it concerns the first place: the best result in games played against each other;
the highest average rating of the opponents; the drawing of lots"), ``F10`` for DE1, ARO
(``individual.standings.f10``), the lots last as for every list."""
SOURCE = "F.10"

FIDE_SWISS_1998 = SwissRuleset(
    name="fide-1998",
    title="FIDE Swiss System Based on Rating (04.1, 1998), C.6 as read in 2010 (B.1-B.6)",
    bracket_criteria="B1-B6",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)

FIDE_SWISS_1998_2010 = SwissRuleset(
    name="fide-1998-2010",
    title="FIDE Swiss System Based on Rating (04.1, 1998) with the 2010 interim changes "
    "(C.6 with B.1-B.6; the bye to the lowest player who equalises the colours)",
    bracket_criteria="B1-B6",
    bye_rule="2010",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)

FIDE_SWISS_1998_LITERAL = SwissRuleset(
    name="fide-1998-literal",
    title="FIDE Swiss System Based on Rating (04.1, 1998), C.6 as worded (B.1-B.2 only)",
    bracket_criteria="B1-B2",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)
