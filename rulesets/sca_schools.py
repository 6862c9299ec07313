"""English Schools' Chess Association, Rules for Swiss Pairings: the rule table (the
original numbers jump from 12 to 17). The engine is ``individual.british.schools``."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED
ENGINE = "individual.british.schools"
SEARCH = "individual.british.levels"

ARTICLES = (
    Article(
        "1", "No player meets the same opponent twice", OK, "individual.british.common.no_rematch"
    ),
    Article(
        "2",
        "Priorities: school, score, colour, float history",
        OK,
        "individual.british.objectives.Cost (the objectives in order, each with its rule; "
        "set up by individual.british.schools.search_problem)",
    ),
    Article(
        "3",
        "Top players identified (at most half), kept apart early",
        OK,
        "individual.british.extras.top_players_problem (kept apart: "
        "individual.british.schools.search_problem)",
        note="XXT records",
    ),
    Article(
        "4",
        "Byes: round 1 last alphabetically, not a top player; then lowest level",
        OK,
        "individual.british.schools._bye_candidates",
    ),
    Article(
        "5", "The bye scores a win, no colour", OK, "individual.swiss.model.Unpaired.half_points"
    ),
    Article(
        "6",
        "Round 1: top half v bottom half alphabetically, lot for board 1",
        OK,
        "individual.british.schools.rank_key (boards: individual.british.common.boards)",
    ),
    Article(
        "7",
        "Same-school pairings avoided; not before round 4 unless impossible",
        OK,
        "individual.british.schools._same_school",
        note="XXS records",
    ),
    Article("8", "Pair within the score level", OK, "individual.british.bounds.VectorSpace.pair"),
    Article(
        "9",
        "Fewest floaters by the smallest score difference",
        OK,
        "individual.british.levels._Levels.drawn",
    ),
    Article("10", "White and black seekers", OK, "individual.british.colour.colour_need"),
    Article(
        "11", "White seekers play black seekers", OK, "individual.british.bounds.VectorSpace.pair"
    ),
    Article(
        "12",
        "Transfers of the weakest claims, (i)-(v)",
        OK,
        "individual.british.colour.colour_need (the claim; counted in "
        "individual.british.bounds.VectorSpace.pair)",
    ),
    Article(
        "17",
        "Linked score levels for colour transfers",
        OK,
        "individual.british.levels.solve_with_bye",
    ),
    Article("18", "Transfers among equal claims", OK, "individual.british.levels.solve_with_bye"),
    Article("19", "Odd level: one floats down", OK, "individual.british.levels._Levels.drawn"),
    Article(
        "20",
        "Downfloater: larger colour group, no earlier downfloat",
        OK,
        "individual.british.schools._down_place",
    ),
    Article(
        "21",
        "Upfloater: opposite colour group, no upfloat last round",
        OK,
        "individual.british.schools._up_place",
    ),
    Article("22", "The rest paired by rule 10", OK, "individual.british.bounds.best_inside"),
    Article(
        "23",
        "Floaters changed only for fewer floats or transfers",
        OK,
        "individual.british.schools.float_cost (keys before rule 22's variation: "
        "individual.british.objectives.RULE24)",
    ),
    Article(
        "24",
        "Final colour check: top players, lot, higher score",
        OK,
        "individual.british.schools._final_check",
    ),
    Article("25", "Alterations after publication", NA, note="arbiter's decision; edit the file"),
    Article(
        "26",
        "Random pairings",
        OK,
        "individual.british.common.random_order",
        note="XXO random=SEED: a seeded draw replaces the rule 6/10 order inside score levels",
    ),
    Article(
        "27",
        "Club-mates avoided in round 1",
        OK,
        "individual.british.common.discretionary",
        note="XXK; XXO clubs-until=N",
    ),
    Article("28", "Fillers and cross-section pairings", NA, note="organiser's decision"),
    Article(
        "29",
        "Round 2: two round-1 half-point byes avoid each other",
        OK,
        "individual.british.common.round1_half_byes",
    ),
    Article(
        "30", "Defaulted pairings not repeated", OK, "individual.british.common.defaulted_pairs"
    ),
)

TIEBREAKS: tuple[str, ...] = ()
"""No default tie-break, players equal on points sharing their place, as for the CAA rules
(``rulesets.caa_british_2009.TIEBREAKS``, which says why): the English Schools' rules
(1-30) name none either."""
SOURCE = "the rules name none: C.07 2.1"

SCA_SCHOOLS = SwissRuleset(
    name="sca",
    title="English Schools' Chess Association Rules for Swiss Pairings",
    engine="sca",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)
