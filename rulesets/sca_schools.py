"""English Schools' Chess Association, Rules for Swiss Pairings: the rule table (the
original numbers jump from 12 to 17). The engine is ``individual.british.schools``."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED
ENGINE = "individual.british.schools"
SEARCH = "individual.british.search"

ARTICLES = (
    Article("1", "No player meets the same opponent twice", OK, ENGINE),
    Article("2", "Priorities: school, score, colour, float history", OK, ENGINE),
    Article(
        "3",
        "Top players identified (at most half), kept apart early",
        OK,
        ENGINE,
        note="XXT records",
    ),
    Article(
        "4", "Byes: round 1 last alphabetically, not a top player; then lowest level", OK, ENGINE
    ),
    Article("5", "The bye scores a win, no colour", OK, "individual.swiss.model"),
    Article("6", "Round 1: top half v bottom half alphabetically, lot for board 1", OK, ENGINE),
    Article(
        "7",
        "Same-school pairings avoided; not before round 4 unless impossible",
        OK,
        ENGINE,
        note="XXS records",
    ),
    Article("8", "Pair within the score level", OK, SEARCH),
    Article("9", "Fewest floaters by the smallest score difference", OK, SEARCH),
    Article("10", "White and black seekers", OK, "individual.british.colour"),
    Article("11", "White seekers play black seekers", OK, SEARCH),
    Article("12", "Transfers of the weakest claims, (i)-(v)", OK, "individual.british.colour"),
    Article("17", "Linked score levels for colour transfers", OK, SEARCH),
    Article("18", "Transfers among equal claims", OK, SEARCH),
    Article("19", "Odd level: one floats down", OK, SEARCH),
    Article("20", "Downfloater: larger colour group, no earlier downfloat", OK, ENGINE),
    Article("21", "Upfloater: opposite colour group, no upfloat last round", OK, ENGINE),
    Article("22", "The rest paired by rule 10", OK, SEARCH),
    Article("23", "Floaters changed only for fewer floats or transfers", OK, SEARCH),
    Article("24", "Final colour check: top players, lot, higher score", OK, ENGINE),
    Article("25", "Alterations after publication", NA, note="arbiter's decision; edit the file"),
    Article(
        "26",
        "Random pairings",
        OK,
        ENGINE,
        note="XXO random=SEED: a seeded draw replaces the rule 6/10 order inside score levels",
    ),
    Article("27", "Club-mates avoided in round 1", OK, ENGINE, note="XXK; XXO clubs-until=N"),
    Article("28", "Fillers and cross-section pairings", NA, note="organiser's decision"),
    Article("29", "Round 2: two round-1 half-point byes avoid each other", OK, ENGINE),
    Article("30", "Defaulted pairings not repeated", OK, ENGINE),
)

SCA_SCHOOLS = SwissRuleset(
    name="sca",
    title="English Schools' Chess Association Rules for Swiss Pairings",
    engine="sca",
    articles=ARTICLES,
)
