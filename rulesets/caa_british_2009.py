"""Chess Arbiters' Association, Rules for Seeded Swiss Pairings in Britain (amended April
2009): the rule table. The engine is ``individual.british.caa2009``."""

from individual.swiss.ruleset import SwissRuleset
from individual.vocabulary.articles import Article, Status

OK, NA, NO = Status.IMPLEMENTED, Status.NOT_APPLICABLE, Status.NOT_IMPLEMENTED
ENGINE = "individual.british.caa2009"

ARTICLES = (
    Article(
        "1", "No player meets the same opponent twice", OK, "individual.british.common.no_rematch"
    ),
    Article(
        "2",
        "Priorities; minimum disturbance",
        OK,
        "individual.british.objectives.Cost (the objectives in order, each with its rule; "
        "searched by individual.british.levels.solve_with_bye)",
    ),
    Article("3", "Ungraded players given an estimated grade", NA, note="arbiter enters a grade"),
    Article(
        "4",
        "Order: grade, title, name",
        OK,
        "individual.british.caa2009.caa_rank_key (a round paired before a correction replayed"
        " with the grades then: individual.edges.workbook.eventbook.event_as_paired)",
    ),
    Article("5", "Mid-line", OK, "individual.british.floats._from_mid_line"),
    Article(
        "6",
        "Byes: round 1 below the mid-line; then the lowest level",
        OK,
        "individual.british.floats.bye_candidates (chosen by "
        "individual.british.common.bye_choices)",
    ),
    Article(
        "7", "The bye scores a win, no colour", OK, "individual.swiss.model.Unpaired.half_points"
    ),
    Article(
        "8",
        "Round 1: top half v bottom half, board 1 by lot",
        OK,
        "individual.british.common.boards (top half v bottom half: "
        "individual.british.levels.solve_with_bye)",
    ),
    Article("9", "Pair within the score level", OK, "individual.british.bounds.VectorSpace.pair"),
    Article(
        "10",
        "Fewest floaters by the smallest score difference",
        OK,
        "individual.british.levels._Levels.drawn",
    ),
    Article("11", "Highest score level first", OK, "individual.british.levels._Levels.settle"),
    Article(
        "12",
        "Top half v bottom half; fewest exchanges",
        OK,
        "individual.british.bounds.pair_terms",
    ),
    Article(
        "13",
        "Blockages near the bottom",
        OK,
        "individual.british.levels._Levels.least",
        note="the completability test; higher levels weigh first",
    ),
    Article("14", "White and black seekers", OK, "individual.british.colour.colour_need"),
    Article(
        "15", "White seekers play black seekers", OK, "individual.british.bounds.VectorSpace.pair"
    ),
    Article(
        "16",
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
        note="transfers are counted over the whole round",
    ),
    Article(
        "18",
        "Transfers among equal claims by rule 12",
        OK,
        "individual.british.levels.solve_with_bye",
    ),
    Article("19", "Odd level: one floats down", OK, "individual.british.levels._Levels.drawn"),
    Article(
        "20",
        "Downfloater: larger colour group, mid-line down",
        OK,
        "individual.british.floats.down_place",
        note="after rule 12's variation, squares and grade variation (the guide's reading, "
        "individual.british.objectives.GUIDE, the default); XXO float-order=rule24: before "
        "it (rule 24 as worded, objectives.RULE24)",
    ),
    Article(
        "21", "Upfloater: opposite colour group, top down", OK, "individual.british.floats.up_place"
    ),
    Article(
        "22",
        "Floaters who met: the best alternative",
        OK,
        "individual.british.levels._Levels.decisions",
    ),
    Article("23", "The rest paired by rule 12", OK, "individual.british.bounds.best_inside"),
    Article(
        "24",
        "Floaters changed only for fewer floats/transfers/exchanges",
        OK,
        "individual.british.objectives.LevelOrder",
        note="the upfloater's keys before rule 12's variation (the guide's reading, the "
        "default); the downfloater's too with XXO float-order=rule24 "
        "(individual.british.objectives.RULE24)",
    ),
    Article("25", "Final colour check", OK, "individual.british.colour.final_colours"),
    Article("26", "Long tournaments: lowest levels", NA, note="arbiter's care"),
    Article("27", "Alterations after publication", NA, note="arbiter's decision; edit the file"),
    Article(
        "28",
        "Long events: upfloater from the mid-line up",
        OK,
        "individual.british.floats.up_place",
        note="XXO long-event",
    ),
    Article(
        "29",
        "Large events: downfloater from the bottom up",
        OK,
        "individual.british.floats.down_place",
        note="XXO large-event",
    ),
    Article(
        "30",
        "Random pairings",
        OK,
        "individual.british.common.random_order",
        note="XXO random=SEED: a seeded draw replaces the grade order inside score levels",
    ),
    Article("31", "British Championship: no bye in round 1", NA, note="organiser's entry list"),
    Article(
        "32",
        "British Championship: white for the highest in odd years",
        NA,
        note="give the lot (XXC) accordingly",
    ),
    Article("33", "FIDE-rated events: grades of unrated players", NA, note="arbiter's entry"),
    Article("34", "FIDE rating for grade", NA, note="the TRF rating column is the grade"),
    Article(
        "35",
        "Club-mates avoided in round 1",
        OK,
        "individual.british.common.discretionary",
        note="XXK records; XXO clubs-until=N",
    ),
    Article("36", "Fillers and cross-section pairings", NA, note="organiser's decision"),
    Article(
        "37",
        "Round 2: two round-1 half-point byes avoid each other",
        OK,
        "individual.british.common.round1_half_byes",
        note="on; XXO no-half-byes-round2",
    ),
    Article("38", "Grade conversion formulas", NA, note="arbiter's entry"),
    Article(
        "39",
        "Defaulted pairings not repeated",
        OK,
        "individual.british.common.defaulted_pairs",
        note="on; XXO no-defaults",
    ),
    Article(
        "40",
        "Last rounds: avoid a colour difference of 3",
        OK,
        "individual.british.caa2009.rule40_at_risk",
        note="XXO colour-three-from=N; players who cannot reach the leader; before rule 9",
    ),
)

TIEBREAKS: tuple[str, ...] = ()
"""No default tie-break: players equal on points share their place. The CAA rules (1-40) are
pairing rules and name no tie-break; C.07 2.1 (2024) lets an event's regulations say that
tied participants share the same place, and a British congress is not bound by C.07 (1:
FIDE-rated competitions) unless FIDE-rated. An organiser who needs a ranking names a list
(``swiss init --tiebreaks``, the Event sheet, record 202). docs/interpretations.md,
"Default tie-breaks per system"."""
SOURCE = "the rules name none: C.07 2.1"

CAA_BRITISH_2009 = SwissRuleset(
    name="caa-2009",
    title="CAA Rules for Seeded Swiss Pairings in Britain (amended April 2009)",
    engine="caa-2009",
    articles=ARTICLES,
    tiebreaks=TIEBREAKS,
    tiebreaks_source=SOURCE,
)
