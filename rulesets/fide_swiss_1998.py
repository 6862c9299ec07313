"""FIDE Swiss System Based on Rating (Handbook 04.1, 1992/1997/1998): options, articles."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED

ARTICLES = (
    Article("A.1", "Ratings checked; unrated players estimated", NA, note="arbiter's task"),
    Article(
        "A.2", "Order: score, rating, title, name; pairing numbers", OK, "individual.swiss.ranking"
    ),
    Article(
        "A.3", "Score brackets, homogeneous and heterogeneous", OK, "individual.fide1998.brackets"
    ),
    Article("A.4", "Floats written down", OK, "individual.swiss.history"),
    Article(
        "A.5",
        "Bye: no opponent, no colour, 1 point, a downfloat",
        OK,
        "individual.fide1998.pairing",
    ),
    Article("A.6", "Subgroups S1 and S2, p", OK, "individual.fide1998.criteria"),
    Article("A.7", "Colour difference and preferences", OK, "individual.fide1998.criteria"),
    Article("A.8", "x; transpositions and exchanges", OK, "individual.fide1998.criteria"),
    Article(
        "B.1",
        "No rematch; no bye after a point without playing",
        OK,
        "individual.fide1998.criteria",
    ),
    Article(
        "B.2",
        "Colour difference within 2, no colour three times",
        OK,
        "individual.fide1998.criteria",
    ),
    Article("B.3", "Score differences as small as possible", OK, "individual.fide1998.brackets"),
    Article("B.4", "Colour preferences, within x", OK, "individual.fide1998.search"),
    Article("B.5", "No identical float in consecutive rounds", OK, "individual.fide1998.criteria"),
    Article("B.6", "No identical float as two rounds before", OK, "individual.fide1998.criteria"),
    Article(
        "C.1",
        "A player with no opponent in the bracket moves down",
        OK,
        "individual.fide1998.brackets",
    ),
    Article("C.2", "Determine x", OK, "individual.fide1998.criteria"),
    Article("C.3", "Determine p", OK, "individual.fide1998.criteria"),
    Article("C.4", "S1 and S2", OK, "individual.fide1998.search"),
    Article("C.5", "Order S1 and S2 by A.2", OK, "individual.fide1998.search"),
    Article("C.6", "Pair S1 against S2", OK, "individual.fide1998.search"),
    Article("C.7", "Next transposition (D.1)", OK, "individual.fide1998.search"),
    Article("C.8", "Next exchange (D.2)", OK, "individual.fide1998.search"),
    Article("C.9", "Drop B.6, B.5 for downfloats", OK, "individual.fide1998.brackets"),
    Article(
        "C.10",
        "Other opponent for moved-down players; drop B.6, B.5 up",
        OK,
        "individual.fide1998.brackets",
    ),
    Article("C.11", "Increase x", OK, "individual.fide1998.brackets"),
    Article("C.12", "Undo the previous bracket", OK, "individual.fide1998.brackets"),
    Article(
        "C.13",
        "Undo the penultimate bracket; join the lowest two",
        OK,
        "individual.fide1998.search",
    ),
    Article("C.14", "Decrease p", OK, "individual.fide1998.brackets"),
    Article("D.1", "Order of transpositions", OK, "individual.fide1998.transpositions"),
    Article("D.2", "Order of exchanges", OK, "individual.fide1998.transpositions"),
    Article("E.1", "Grant both colour preferences", OK, "individual.fide1998.colours"),
    Article("E.2", "Grant the stronger preference", OK, "individual.fide1998.colours"),
    Article(
        "E.3",
        "Alternate to the last round with different colours",
        OK,
        "individual.fide1998.colours",
    ),
    Article(
        "E.4", "Grant the higher-ranked player's preference", OK, "individual.fide1998.colours"
    ),
    Article("E.5", "Round 1: colours alternate down S1", OK, "individual.fide1998.colours"),
    Article("F.1", "Publication order", OK, "individual.fide1998.colours"),
    Article(
        "F.2",
        "Byes and unplayed games give no colour, are no meeting",
        OK,
        "individual.swiss.history",
    ),
    Article("F.3", "Colour history with the gaps closed", OK, "individual.swiss.history"),
    Article(
        "F.4",
        "Round 1: top half against bottom half, bye to the lowest",
        OK,
        "individual.fide1998.pairing",
    ),
    Article(
        "F.5", "Withdrawn and absent players are not paired", OK, "individual.fide1998.pairing"
    ),
    Article(
        "F.6", "A published pairing changes only if it breaks B.1/B.2", OK, "individual.check.fide"
    ),
    Article(
        "F.7",
        "Corrections affect later pairings only",
        NA,
        note="arbiter's decision; edit the file",
    ),
    Article(
        "F.8", "Absent without notice means withdrawn", NA, note="arbiter's decision; --absent"
    ),
    Article("F.9", "Adjourned games are draws for pairing", OK, "individual.swiss.model"),
    Article("F.10", "Final standings", NO, note="standings and tie-breaks not yet implemented"),
)

FIDE_SWISS_1998 = SwissRuleset(
    name="fide-1998",
    title="FIDE Swiss System Based on Rating (04.1, 1998), C.6 as read in 2010 (B.1-B.6)",
    bracket_criteria="B1-B6",
    articles=ARTICLES,
)

FIDE_SWISS_1998_2010 = SwissRuleset(
    name="fide-1998-2010",
    title="FIDE Swiss System Based on Rating (04.1, 1998) with the 2010 interim changes "
    "(C.6 with B.1-B.6; the bye to the lowest player who equalises the colours)",
    bracket_criteria="B1-B6",
    bye_rule="2010",
    articles=ARTICLES,
)

FIDE_SWISS_1998_LITERAL = SwissRuleset(
    name="fide-1998-literal",
    title="FIDE Swiss System Based on Rating (04.1, 1998), C.6 as worded (B.1-B.2 only)",
    bracket_criteria="B1-B2",
    articles=ARTICLES,
)
